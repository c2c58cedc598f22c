//go:build unix

package codeactrt

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// slotOfNextRun runs f and returns the slot (sandbox.SyncEngine.Slot) of the
// engine the run f makes took; nil for a plain engine.
func slotOfNextRun(t *testing.T, f func()) any {
	t.Helper()
	var got any
	runs := 0
	leased = func(l *sandbox.SyncEngine) { got = l.Slot(); runs++ }
	defer func() { leased = nil }()
	f()
	if runs != 1 {
		t.Fatalf("%d runs took an engine, want 1", runs)
	}
	return got
}

// TestSyncSlotsCarryNothing: CodeAct's engines come from slots too. A run
// that pollutes everything it can reach, or ends by timeout, memory, stack
// overflow or a throw, leaves the slot exactly as it was: the next run on the
// same slot sees a never-used engine, with its evaluator switched off again
// after compiling.
func TestSyncSlotsCarryNothing(t *testing.T) {
	// The probe reads what a fresh engine shows.
	probe := `function main() {
  const r = {};
  r.leak = typeof leak;
  r.proto = ({}).polluted === undefined;
  r.push = typeof [].push;
  r.json = JSON.stringify({ a: [1, "x"] });
  r.keys = Object.getOwnPropertyNames(globalThis).length;
  r.frozen = Object.isFrozen(Object.prototype);
  try { eval("1"); r.eval = "ran" } catch (e) { r.eval = e.message }
  try { (function(){}).constructor("return 1"); r.fn = "ran" } catch (e) { r.fn = e.message }
  return r;
}`
	var first SyncResult
	sl := slotOfNextRun(t, func() { first = runSync(t, probe, ``, nil) })
	if first.Failure != nil {
		t.Fatalf("%+v", *first.Failure)
	}
	if sl == nil {
		t.Skip("no slots on this system")
	}
	t.Logf("a fresh engine: %s", first.Value)
	// The slot a run released is the one the next run takes (the idle list
	// gives the last one put first), so every run below is in the probe's.
	again := func(what string) {
		t.Helper()
		var got SyncResult
		if back := slotOfNextRun(t, func() { got = runSync(t, probe, ``, nil) }); back != sl {
			t.Fatalf("after %s: the probe ran in another slot", what)
		}
		if got.Failure != nil || got.Value != first.Value {
			t.Fatalf("after %s: %+v %s\nfresh: %s", what, got.Failure, got.Value, first.Value)
		}
	}

	for _, c := range []struct {
		what string
		src  string
		edit func(*SyncLimits)
		kind SyncKind
	}{
		{"pollution", `function main() {
  globalThis.leak = 1;
  Object.prototype.polluted = 2;
  Array.prototype.push = null;
  JSON.stringify = () => "x";
  for (let i = 0; i < 50; i++) globalThis["g" + i] = { i };
  Object.freeze(Object.prototype);
  return 1;
}`, nil, ""},
		{"a timeout", `function main() { for (;;) {} }`, func(l *SyncLimits) { l.Timeout = 100 * time.Millisecond }, SyncTimeout},
		{"out of memory", `function main() { const a = []; for (;;) a.push("xxxxxxxxxxxxxxxx" + a.length) }`, func(l *SyncLimits) { l.Memory = 4 << 20 }, SyncMemory},
		{"a stack overflow", `function main() { const f = () => f(); f() }`, nil, SyncStackOverflow},
		{"a throw", `function main() { globalThis.leak = 1; throw new Error("x") }`, nil, SyncThrown},
	} {
		l := syncLimits()
		if c.edit != nil {
			c.edit(&l)
		}
		var res SyncResult
		back := slotOfNextRun(t, func() {
			res = RunSync(context.Background(), SyncOptions{Source: c.src, Limits: l, Call: echo})
		})
		if c.kind == "" && res.Failure != nil || c.kind != "" && (res.Failure == nil || res.Failure.Kind != c.kind) {
			t.Fatalf("%s: %+v %s", c.what, res.Failure, res.Value)
		}
		if back != sl {
			t.Fatalf("%s ran in another slot", c.what)
		}
		again(c.what)
	}
}
