// Package executor is for implementers of codemode.Executor: code that runs
// a codemode.Request somewhere other than package codemode's in-process
// executor (a worker pool, a daemon and its client, a fleet), and that must
// behave like it. It is to package codemode what database/sql/driver is to
// database/sql: a user who calls codemode.New(...).Execute, or pool.New or
// remote.Dial, never needs it.
//
// It holds what an executor needs to give the same answers in every
// arrangement:
//
//   - the context an executor's dispatch and outbound calls receive carries
//     the execution's Invoker ([ContextWithInvoker]), so that
//     codemode.Invoke works from inside a tool whichever executor ran the
//     program;
//   - [CheckCheckpoint] reads a checkpoint as a resume reads it, so that an
//     executor that passes a checkpoint on refuses what the in-process
//     executor refuses, with the same error;
//   - the pinned texts an executor writes itself ([TimeoutText],
//     [TextQueueFull], the texts of a resume's refusals), generated from the
//     catalogue of failures (docs/failures.md) like every other pinned text;
//   - the budget of retained executions ([MaxRetainedFor]) that caps a
//     process's retained executions by its address space.
package executor

import (
	"context"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/execlink"
	"github.com/codemode/codemode/internal/limits"
)

// Invoker calls the handles of one execution. Executors put one in the
// context every dispatch and outbound call receives (ContextWithInvoker);
// codemode.Invoke finds it there.
type Invoker interface {
	// InvokeHandle calls handle id with argsJSON, a JSON array of
	// arguments, and returns the JSON of the function's value ("" for
	// undefined) or the error it threw: a *codemode.HandleError when the
	// function threw or the handle cannot be invoked.
	InvokeHandle(ctx context.Context, id string, argsJSON string) (string, error)
}

// ContextWithInvoker returns ctx carrying inv: give it to the dispatch and
// outbound functions of the execution whose handles inv invokes.
func ContextWithInvoker(ctx context.Context, inv Invoker) context.Context {
	return execlink.WithInvoker(ctx, inv)
}

// InvokerFromContext returns the Invoker a dispatch context carries, or nil:
// an executor that relays a call to another process finds here the
// execution whose handles the call may invoke.
func InvokerFromContext(ctx context.Context) Invoker {
	return execlink.InvokerOf(ctx)
}

var checkCheckpoint = execlink.CheckCheckpoint.(func([]byte) (codemode.Limits, []codemode.PendingCall, error))

// CheckCheckpoint reads a checkpoint as a resume reads it, without keeping
// its journal parsed: it refuses what codemode.ParseCheckpoint refuses, with
// the same error (a *codemode.Error), and otherwise returns the limits its
// execution ran under and the calls it leaves waiting. Executors and
// clients that pass a checkpoint on check it with this; it holds a few bytes
// an entry, where a parsed journal takes about twice the checkpoint's size.
func CheckCheckpoint(b []byte) (codemode.Limits, []codemode.PendingCall, error) {
	return checkCheckpoint(b)
}

// callName names a pending call in a text: "provider.tool", or "fetch
// METHOD url".
func callName(p codemode.PendingCall) string {
	if p.Fetch != nil {
		return "fetch " + p.Fetch.Method + " " + p.Fetch.URL
	}
	return p.Provider + "." + p.Tool
}

// Retained executions are a budgeted resource (see codemode.Options.
// MaxRetained). A retained execution keeps its sandbox, and a sandbox lives
// in a memory slot: a fixed reservation of address space (32 MiB) of which
// only the pages the engine touched cost memory. A process holding many
// retained executions therefore looks small by its resident size (about 0.3
// MiB each) while its address space grows by 32 MiB each, and a pool
// worker's address space is capped (pool.Options.AddressSpace, RLIMIT_AS):
// past the cap, no sandbox can be made and even the Go runtime cannot grow
// its heap. So every executor caps the retained executions it holds at once,
// counting the executions that asked to be retained (RetainHandles) while
// they run as well as those retained; a request past the cap is refused
// before it runs, with kind overloaded and a text that names the cap.
//
// The default cap of a process with an address space of A bytes is
// (A − RetainedReserve) / RetainedAddressSpace, rounded down
// (MaxRetainedFor): 44 at the default 4 GiB of a pool worker, which is
// codemode.DefaultMaxRetained. RetainedReserve is what the process needs
// besides its retained executions — 1.6 GiB that a worker's address space
// holds before it runs anything (the Go runtime's reservations, the C
// library's arenas, the executable; 1.53–1.60 GiB measured) and 1 GiB of
// room for ordinary executions: the running one's slot and heap up to the
// daemon's largest Limits.Memory (256 MiB), the prepared and idle slots, and
// the Go heap's growth, whose arenas come 64 MiB at a time. A worker at its
// cap then holds about 3 GiB of its 4 GiB.
const (
	// RetainedAddressSpace is the address space one retained execution
	// holds: its sandbox's slot (32 MiB) and 1 MiB for its engine's
	// memory outside the slot (measured at 0.05 MiB); 33 MiB.
	RetainedAddressSpace = limits.RetainedAddressSpace
	// RetainedReserve is the address space a process keeps for everything
	// but its retained executions (see above); 2624 MiB.
	RetainedReserve = limits.RetainedReserve
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
