//go:build unix

package sandbox

import (
	"context"
	"testing"
	"time"
)

// drainSyncIdle empties the synchronous idle list.
func drainSyncIdle() {
	for {
		sl, ok := idleSyncSlots.take()
		if !ok {
			return
		}
		sl.destroy()
	}
}

// TestSyncSlotsCarryNothing: CodeAct's engines come from slots too. A run
// that pollutes everything it can reach, or ends by timeout, memory, stack
// overflow or a throw, leaves the slot exactly as it was: the next run on the
// same slot sees a never-used engine, with its evaluator switched off again
// after compiling.
func TestSyncSlotsCarryNothing(t *testing.T) {
	drainSyncIdle()
	defer drainSyncIdle()
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
	first := runSync(t, probe, ``, nil)
	if first.Failure != nil {
		t.Fatalf("%+v", *first.Failure)
	}
	t.Logf("a fresh engine: %s", first.Value)
	sl, ok := waitIdle(idleSyncSlots, 10*time.Second) // the slot the probe ran in, restored
	if !ok {
		t.Fatal("the probe's slot did not come back")
	}
	used := func() {
		t.Helper()
		if !idleSyncSlots.put(sl) {
			t.Fatal("the idle list is full")
		}
	}
	again := func(what string) {
		t.Helper()
		used()
		got := runSync(t, probe, ``, nil)
		if got.Failure != nil || got.Value != first.Value {
			t.Fatalf("after %s: %+v %s\nfresh: %s", what, got.Failure, got.Value, first.Value)
		}
		back, ok := waitIdle(idleSyncSlots, 5*time.Second)
		if !ok {
			t.Fatalf("after %s: the slot did not come back", what)
		}
		if back != sl {
			t.Fatalf("after %s: the probe ran in another slot", what)
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
		used()
		l := syncLimits()
		if c.edit != nil {
			c.edit(&l)
		}
		res := RunSync(context.Background(), SyncOptions{Source: c.src, Limits: l, Call: echo})
		if c.kind == "" && res.Failure != nil || c.kind != "" && (res.Failure == nil || res.Failure.Kind != c.kind) {
			t.Fatalf("%s: %+v %s", c.what, res.Failure, res.Value)
		}
		back, ok := waitIdle(idleSyncSlots, 5*time.Second)
		if !ok {
			t.Fatalf("after %s: the slot did not come back", c.what)
		}
		if back != sl {
			t.Fatalf("%s ran in another slot", c.what)
		}
		again(c.what)
	}
	sl.destroy() // taken back from the idle list by the last run
}
