package asyncrt

import (
	"context"
	"encoding/json"
	"testing"

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
// before the call.
func settleReaper() { SettleReaper() }

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
