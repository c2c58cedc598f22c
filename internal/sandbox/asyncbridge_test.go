package sandbox

import (
	"testing"
	"time"

	"github.com/codemode/codemode/internal/eventloop"
)

// The asynchronous runtime, for the slot tests: its slots are the ones whose
// images, clones and restores these tests examine, with its JavaScript set
// up in them. internal/asyncrt imports this package, so only an external
// test package can reach it: asyncrt_bridge_test.go sets AsyncForTests at
// init. The types the tests read are mirrored here.

// Limits are the bounds of a test execution the slot tests set; the others
// are the runtime's test defaults.
type Limits struct {
	Timeout   time.Duration
	Memory    int64
	ToolCalls int
}

// Kind is the kind of a failed execution, as the runtime names it.
type Kind string

// The kinds the slot tests expect.
const (
	KindThrown        Kind = "thrown"
	KindStackOverflow Kind = "stack_overflow"
	KindTimeout       Kind = "timeout"
	KindMemory        Kind = "memory"
)

// Failure is why an execution failed.
type Failure struct {
	Kind    Kind
	Message string
}

// Result is what an execution produced.
type Result struct {
	Value   string
	Failure *Failure
}

// AsyncRequest is one execution: Code under Limits, with a provider "store"
// whose tools answer {"result":1} at the call when Store is set.
type AsyncRequest struct {
	Code   string
	Limits Limits
	Store  bool
}

// AsyncForTests is the runtime, set by asyncrt_bridge_test.go.
var AsyncForTests struct {
	// Runtime is the runtime's part in its slots.
	Runtime *SlotRuntime
	// RunIdle runs a request in the sandbox of an idle slot (asyncrt.Idle);
	// false when no slot is idle.
	RunIdle func(r AsyncRequest) (Result, bool)
	// RunNew runs a request in a new sandbox (asyncrt.New).
	RunNew func(r AsyncRequest) Result
	// RunOwnEngine runs a request in a sandbox with an engine of its own,
	// outside any slot.
	RunOwnEngine func(r AsyncRequest) Result
	// SettleReaper returns once the runtime's reaper has freed every
	// sandbox handed to it before the call.
	SettleReaper func()
	// StartBlocking starts code in a new sandbox (asyncrt.New) with the
	// provider "store" (positional), whose calls are each reported on
	// called and answer {"result": <the call's first argument>} once
	// release is closed. It returns the sandbox's slot and event loop, and
	// a function that waits for the result.
	StartBlocking func(code string, lim Limits, called chan<- struct{}, release <-chan struct{}) (*Slot, *eventloop.Loop, func() Result)
}

var phaseLimits = Limits{Timeout: 5 * time.Second, Memory: 64 << 20, ToolCalls: 100}

// asyncRuntime is the runtime's SlotRuntime, failing the test when the
// bridge is not set.
func asyncRuntime(t testing.TB) *SlotRuntime {
	t.Helper()
	if AsyncForTests.Runtime == nil {
		t.Fatal("AsyncForTests is not set: asyncrt_bridge_test.go sets it")
	}
	return AsyncForTests.Runtime
}

// newSlotT makes a slot of the asynchronous runtime.
func newSlotT(t testing.TB) (*slot, error) { return newSlot(asyncRuntime(t)) }

// runInSlot runs r in a sandbox of sl, which must be restored (or new) and
// not on the idle list: it becomes the only idle slot, the execution takes
// it (asyncrt.Idle), and runInSlot waits until it has been restored and is
// idle again, and takes it back.
func runInSlot(t testing.TB, sl *slot, r AsyncRequest) Result {
	t.Helper()
	asyncRuntime(t)
	for {
		o, ok := idleSlots.Take()
		if !ok {
			break
		}
		o.destroy()
	}
	idleSlots.Put(sl)
	res, ok := AsyncForTests.RunIdle(r)
	if !ok {
		t.Fatal("the slot was not idle")
	}
	for deadline := time.Now().Add(10 * time.Second); ; {
		got, ok := waitIdle(idleSlots, time.Until(deadline))
		if !ok {
			t.Fatal("the slot did not come back")
		}
		if got == sl {
			return res
		}
		got.destroy()
	}
}

// kindRuntime is the runtime of a kind of slot: the asynchronous runtime's,
// or (sync) nil for CodeAct's synchronous engine.
func kindRuntime(t testing.TB, sync bool) *SlotRuntime {
	if sync {
		return nil
	}
	return asyncRuntime(t)
}
