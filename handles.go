package codemode

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/codemode/codemode/protocol"
)

// Handles. Functions cannot cross the boundary, but a tool that needs to call
// back into the program takes a handle: a function the program passes in a
// tool call's arguments arrives in argsJSON as {"__executor_handle_v1__":"h1"}
// (protocol.ParseArguments gives a protocol.Handle), and the host calls it with
// Invoke while the execution runs, or with Retained.Invoke while it is
// retained. See docs/handles.md.

// Invoker calls the handles of one execution. Executors put one in the context
// every dispatch and outbound call receives; Invoke finds it there.
type Invoker interface {
	// InvokeHandle calls handle id with argsJSON, a JSON array of
	// arguments, and returns the JSON of the function's value ("" for
	// undefined) or the error it threw.
	InvokeHandle(ctx context.Context, id string, argsJSON string) (string, error)
}

type invokerKey struct{}

// ContextWithInvoker returns ctx carrying inv, for executor implementations.
func ContextWithInvoker(ctx context.Context, inv Invoker) context.Context {
	return context.WithValue(ctx, invokerKey{}, inv)
}

// InvokerFromContext returns the Invoker a dispatch context carries, or nil.
func InvokerFromContext(ctx context.Context) Invoker {
	inv, _ := ctx.Value(invokerKey{}).(Invoker)
	return inv
}

// ErrNoInvoker is returned by Invoke when ctx is not a dispatch context.
var ErrNoInvoker = errors.New("codemode: this context carries no execution: call Invoke with the context your dispatch function received")

// Invoke calls the program's function behind h with args, from inside a tool:
// ctx must be (or derive from) the context the dispatch function received.
// args are encoded with protocol.Stringify (so []byte arrives as a Uint8Array).
// It returns the JSON of the function's value (nil for undefined), or an error:
// a *HandleError when the function threw or the handle cannot be invoked.
func Invoke(ctx context.Context, h protocol.Handle, args ...any) (json.RawMessage, error) {
	inv, _ := ctx.Value(invokerKey{}).(Invoker)
	if inv == nil {
		return nil, ErrNoInvoker
	}
	return invokeWith(ctx, inv, h.ID, args)
}

func invokeWith(ctx context.Context, inv Invoker, id string, args []any) (json.RawMessage, error) {
	if args == nil {
		args = []any{}
	}
	a, err := protocol.Stringify(args)
	if err != nil {
		return nil, err
	}
	out, err := inv.InvokeHandle(ctx, id, a)
	if err != nil {
		return nil, err
	}
	if out == "" {
		return nil, nil
	}
	return json.RawMessage(out), nil
}

// HandleError is the error of a handle invocation: the function threw (Thrown
// is set and Message is what it threw, as "Error: message"), or the handle
// could not be invoked (its execution ended, or the id is unknown).
type HandleError struct {
	Thrown  bool
	Message string
}

func (e *HandleError) Error() string { return e.Message }

// Retained is an execution kept alive after its program settled, when the
// request set RetainHandles. Its timers keep firing and the host can invoke the
// handles it gave out. Tool calls and fetches it makes from then on meet
// "Execution has already completed." inside the program and never reach the
// host. It ends when released, at Limits.Retention, when the executor closes,
// or when nothing is left that could run (no timer pending, no handle given
// out); memory and time limits still hold (each timer callback or invocation
// gets Limits.Timeout).
type Retained interface {
	// Invoke calls handle h with args, as the package-level Invoke does.
	Invoke(ctx context.Context, h protocol.Handle, args ...any) (json.RawMessage, error)
	// Release ends the retained execution. Safe to call more than once.
	Release()
	// Done is closed when the retained execution has ended.
	Done() <-chan struct{}
	// Err says why it ended: nil while it lives, and when it was released
	// or had nothing left to run; otherwise the error of what ended it,
	// with the kind and text docs/failures.md pins: a timer callback or
	// invocation past Limits.Timeout (timeout), the memory limit (memory),
	// Limits.Retention (timeout, "The retained execution reached its
	// retention limit of 5m0s."), the executor closing (cancelled,
	// TextShutdown), or, for the pool and the daemon, the worker or the
	// connection lost. A failure is an *Error (reach it with errors.As),
	// and errors.Is matches it against its kind, as for [Result.Err].
	Err() error
}

// Retained executions are a budgeted resource. A retained execution keeps its
// sandbox, and a sandbox lives in a memory slot: a fixed reservation of
// address space (32 MiB) of which only the pages the engine touched cost
// memory. A process holding many retained executions therefore looks small by
// its resident size (about 0.3 MiB each) while its address space grows by 32
// MiB each, and a pool worker's address space is capped (pool.Options.
// AddressSpace, RLIMIT_AS): past the cap, no sandbox can be made and even the
// Go runtime cannot grow its heap. So every executor caps the retained
// executions it holds at once (Options.MaxRetained; a pool worker's cap is
// pool.Options.RetainedPerWorker, the daemon adds one per connection and one
// in all), counting the executions that asked to be retained (RetainHandles)
// while they run as well as those retained; a request past the cap is refused
// before it runs, with kind overloaded and a text that names the cap.
//
// The default cap of a process with an address space of A bytes is
// (A − RetainedReserve) / RetainedAddressSpace, rounded down
// (MaxRetainedFor): 44 at the default 4 GiB of a pool worker, which is
// DefaultMaxRetained. RetainedReserve is what the process needs besides its
// retained executions — 1.6 GiB that a worker's address space holds before it
// runs anything (the Go runtime's reservations, the C library's arenas, the
// executable; 1.53–1.60 GiB measured) and 1 GiB of room for ordinary executions:
// the running one's slot and heap up to the daemon's largest Limits.Memory
// (256 MiB), the prepared and idle slots, and the Go heap's growth, whose
// arenas come 64 MiB at a time. A worker at its cap then holds about 3 GiB of
// its 4 GiB.
const (
	// RetainedAddressSpace is the address space one retained execution
	// holds: its sandbox's slot (32 MiB) and 1 MiB for its engine's
	// memory outside the slot (measured at 0.05 MiB).
	RetainedAddressSpace = 33 << 20
	// RetainedReserve is the address space a process keeps for everything
	// but its retained executions (see above).
	RetainedReserve = (1600 + 1024) << 20
	// DefaultMaxRetained is Options.MaxRetained's default: the cap of a
	// process with the 4 GiB address space of a pool worker.
	DefaultMaxRetained = (4<<30 - RetainedReserve) / RetainedAddressSpace
)

// MaxRetainedFor returns the default cap on retained executions of a process
// whose address space is capped at addressSpace bytes: (addressSpace −
// RetainedReserve) / RetainedAddressSpace, or 0 when addressSpace leaves no
// room for one.
func MaxRetainedFor(addressSpace int64) int {
	if addressSpace <= RetainedReserve {
		return 0
	}
	return int((addressSpace - RetainedReserve) / RetainedAddressSpace)
}
