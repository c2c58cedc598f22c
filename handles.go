package codemode

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/codemode/codemode/internal/execlink"
	"github.com/codemode/codemode/internal/limits"
	"github.com/codemode/codemode/protocol"
)

// Handles. Functions cannot cross the boundary, but a tool that needs to call
// back into the program takes a handle: a function the program passes in a
// tool call's arguments arrives in argsJSON as {"__executor_handle_v1__":"h1"}
// (protocol.ParseArguments gives a protocol.Handle), and the host calls it with
// Invoke while the execution runs, or with Retained.Invoke while it is
// retained. See docs/handles.md.

// ErrNoInvoker is returned by Invoke when ctx is not a dispatch context.
var ErrNoInvoker = errors.New("codemode: this context carries no execution: call Invoke with the context your dispatch function received")

// Invoke calls the program's function behind h with args, from inside a tool:
// ctx must be (or derive from) the context the dispatch function received.
// args are encoded with protocol.Stringify (so []byte arrives as a Uint8Array).
// It returns the JSON of the function's value (nil for undefined), or an error:
// a *HandleError when the function threw or the handle cannot be invoked.
func Invoke(ctx context.Context, h protocol.Handle, args ...any) (json.RawMessage, error) {
	inv := execlink.InvokerOf(ctx)
	if inv == nil {
		return nil, ErrNoInvoker
	}
	return invokeWith(ctx, inv, h.ID, args)
}

func invokeWith(ctx context.Context, inv execlink.Invoker, id string, args []any) (json.RawMessage, error) {
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

// DefaultMaxRetained is Options.MaxRetained's default: the cap on the
// retained executions of a process with the 4 GiB address space of a pool
// worker, 44. A retained execution keeps its sandbox, whose memory slot holds 32
// MiB of address space however little of it the program touched, so every
// executor caps the retained executions it holds at once, counting those
// that asked to be retained (RetainHandles) while they run; a request past
// the cap is refused before it runs, with kind overloaded and
// TextRetainedFull. executor.MaxRetainedFor gives the budget's figures.
const DefaultMaxRetained = limits.MaxRetained
