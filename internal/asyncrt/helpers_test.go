package asyncrt

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

var slotLimits = func() Limits { l := phaseLimits; l.ToolCalls = 1000; return l }()

// drainIdle empties the idle list, so that a released slot is the one the
// test waits for. It first lets the reaper finish the sandboxes an earlier
// test handed it: restored after the list was emptied, they would fill it
// again.
func drainIdle() {
	settleReaper()
	sandbox.DropIdleSlots()
}

// settleReaper returns once the reaper has freed every sandbox handed to it
// before the call: it hands the reaper a sandbox with nothing to free and
// waits until that one has been taken, which the reaper does only after
// freeing the ones before it.
func settleReaper() {
	reaper <- &Sandbox{}
	for len(reaper) > 0 {
		time.Sleep(time.Millisecond)
	}
}

// plainValue runs code in a sandbox with an engine of its own (no slot).
func plainValue(t *testing.T, code string) string {
	t.Helper()
	e, err := sandbox.NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	internals, err := setUp(e)
	if err != nil {
		t.Fatal(err)
	}
	s := newSandbox(e)
	s.in = &internals
	r := s.Run(context.Background(), &Request{Code: code, Limits: slotLimits})
	if r.Failure != nil {
		t.Fatalf("failed: %+v", r.Failure)
	}
	return r.Value
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
