//go:build slotinternals && linux

package asyncrt

import (
	"context"
	"strconv"
	"testing"
	"time"
)

// TestSequentialExecutionsReuseSlots: executions one after another reuse
// the slots of the ones before, even when the reaper has not restored them
// yet; before the taker restored them itself, most such executions built a
// new slot. (Counted, not timed: a new slot takes a new index.)
func TestSequentialExecutionsReuseSlots(t *testing.T) {
	const n = 300
	run := func(i int) {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		res := s.Run(context.Background(), &Request{Code: "async () => " + strconv.Itoa(i), Limits: phaseLimits})
		if res.Failure != nil || res.Value != strconv.Itoa(i) {
			t.Fatalf("run %d: %+v %q", i, res.Failure, res.Value)
		}
	}
	for i := 0; i < 10; i++ {
		run(i)
	}
	before := slotIndexes.Load()
	for i := 0; i < n; i++ {
		run(i)
	}
	made := slotIndexes.Load() - before
	t.Logf("%d new slots", made)
	if made > n/30 {
		t.Fatalf("%d of %d executions one after another built a new slot", made, n)
	}
}

// Start delivers the result, then frees the sandbox on the runner itself:
// its slot is back, restored, before the next execution starts, with no
// reaper involved; executions one after another through Start reuse one
// slot.
func TestStartFreesTheSandboxItself(t *testing.T) {
	// Sandboxes earlier tests left to the reaper are freed first (drainIdle);
	// a slot an earlier Start frees on its runner may still come back during
	// the loop below, which therefore waits for the slot it gave out.
	drainIdle()
	defer drainIdle()
	before := slotIndexes.Load()
	for i := 0; i < 50; i++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		sl := s.slot
		got := make(chan Result, 1)
		s.Start(context.Background(), &Request{Code: "async () => " + strconv.Itoa(i), Limits: phaseLimits}, func(r Result) { got <- r })
		if r := <-got; r.Failure != nil || r.Value != strconv.Itoa(i) {
			t.Fatalf("run %d: %+v %q", i, r.Failure, r.Value)
		}
		for deadline := time.Now().Add(10 * time.Second); ; {
			back, ok := waitIdle(idleSlots, time.Until(deadline))
			if !ok {
				t.Fatalf("run %d: the slot did not come back", i)
			}
			if back != sl {
				back.destroy() // an earlier test's
				continue
			}
			idleSlots.put(back)
			break
		}
		if len(reaper) != 0 {
			t.Fatalf("run %d: the sandbox went to the reaper", i)
		}
	}
	if made := slotIndexes.Load() - before; made > 1 {
		t.Fatalf("50 executions one after another through Start made %d slots", made)
	}
}
