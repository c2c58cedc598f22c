//go:build linux

package asyncrt

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
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
	before := sandbox.SlotsMade()
	for i := 0; i < n; i++ {
		run(i)
	}
	made := sandbox.SlotsMade() - before
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
	before := sandbox.SlotsMade()
	for i := 0; i < 50; i++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		got := make(chan Result, 1)
		s.Start(context.Background(), &Request{Code: "async () => " + strconv.Itoa(i), Limits: phaseLimits}, func(r Result) { got <- r })
		if r := <-got; r.Failure != nil || r.Value != strconv.Itoa(i) {
			t.Fatalf("run %d: %+v %q", i, r.Failure, r.Value)
		}
		for deadline := time.Now().Add(10 * time.Second); sandbox.IdleSlots() < 1; {
			if time.Now().After(deadline) {
				t.Fatalf("run %d: the slot did not come back", i)
			}
			time.Sleep(100 * time.Microsecond)
		}
		if len(reaper) != 0 {
			t.Fatalf("run %d: the sandbox went to the reaper", i)
		}
	}
	if made := sandbox.SlotsMade() - before; made > 1 {
		t.Fatalf("50 executions one after another through Start made %d slots", made)
	}
}

// TestExecutionsOneAfterAnotherKeepOneSlot: with several slots idle, a new
// sandbox gets the slot restored last, so executions one after another run
// in the same region again and again rather than going round all of them.
func TestExecutionsOneAfterAnotherKeepOneSlot(t *testing.T) {
	drainIdle()
	defer drainIdle()
	older, err := sandbox.NewSlot(Slots)
	if err != nil {
		t.Fatal(err)
	}
	newer, err := sandbox.NewSlot(Slots)
	if err != nil {
		t.Fatal(err)
	}
	older.Release()
	newer.Release()
	for i := 0; i < 5; i++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		if s.slot != newer {
			t.Fatalf("execution %d got another slot than the one restored last", i)
		}
		got := make(chan Result, 1)
		s.Start(t.Context(), &Request{Code: "async () => 1 + 1", Limits: phaseLimits}, func(r Result) { got <- r })
		if r := <-got; r.Failure != nil || r.Value != "2" {
			t.Fatalf("execution %d: %+v %q", i, r.Failure, r.Value)
		}
		// Start frees the sandbox on its runner once the result is out.
		for deadline := time.Now().Add(10 * time.Second); sandbox.IdleSlots() < 2; {
			if time.Now().After(deadline) {
				t.Fatalf("execution %d: the slot did not come back", i)
			}
			time.Sleep(100 * time.Microsecond)
		}
	}
}
