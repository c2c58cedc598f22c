//go:build unix && !(386 || arm)

package sandbox

import (
	"context"
	"testing"
	"time"
)

// drainSyncIdle empties the synchronous idle list.
func drainSyncIdle() {
	for {
		select {
		case sl := <-idleSyncSlots:
			sl.destroy()
		default:
			return
		}
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
	sl := <-idleSyncSlots // the slot the probe ran in, restored
	used := func() {
		t.Helper()
		select {
		case idleSyncSlots <- sl:
		default:
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
		select {
		case back := <-idleSyncSlots:
			if back != sl {
				t.Fatalf("after %s: the probe ran in another slot", what)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("after %s: the slot did not come back", what)
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
		{"out of memory", `function main() { const a = []; for (;;) a.push("xxxxxxxxxxxxxxxx" + a.length) }`, func(l *SyncLimits) { l.MemoryBytes = 4 << 20 }, SyncMemory},
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
		select {
		case back := <-idleSyncSlots:
			if back != sl {
				t.Fatalf("%s ran in another slot", c.what)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("after %s: the slot did not come back", c.what)
		}
		again(c.what)
	}
	sl.destroy() // taken back from the idle list by the last run
}
