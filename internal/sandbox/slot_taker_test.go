//go:build linux && !(386 || arm)

package sandbox

import (
	"context"
	"strconv"
	"testing"
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
