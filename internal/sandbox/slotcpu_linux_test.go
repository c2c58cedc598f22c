package sandbox

import (
	"runtime"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/codemode/codemode/internal/runners"
)

// TestIdleSlotsGoToTheirCPU: an execution takes the idle slot last restored
// on the CPU it runs on over later ones from another CPU; with none from
// its CPU, the one put last. (The idle runners' side is
// internal/runners' TestIdleRunnersGoToTheirCPU.)
func TestIdleSlotsGoToTheirCPU(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// Kept on the CPU it is on, so that every look at it finds the same.
	here := runners.CurrentCPU()
	if runners.CPUReadable() {
		var all, one unix.CPUSet
		if err := unix.SchedGetaffinity(0, &all); err != nil {
			t.Skip(err)
		}
		defer unix.SchedSetaffinity(0, &all)
		one.Set(int(here))
		if err := unix.SchedSetaffinity(0, &one); err != nil {
			t.Skipf("the thread cannot be kept on CPU %d: %v", here, err)
		}
		here = runners.CurrentCPU()
	}
	other := here + 1

	drainIdle()
	defer drainIdle()
	mine, err := newSlotT(t)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := newSlotT(t)
	if err != nil {
		t.Fatal(err)
	}
	mine.cpu, theirs.cpu = here, other
	idleSlots.Put(mine)
	idleSlots.Put(theirs) // put last
	if sl, ok := takeIdleSlot(); !ok || sl != mine {
		t.Fatalf("took slot of CPU %d, want the one of CPU %d (this one)", sl.cpu, here)
	}
	if sl, ok := takeIdleSlot(); !ok || sl != theirs {
		t.Fatal("with none of this CPU's idle, the other slot was not taken")
	}
	idleSlots.Put(mine)
	idleSlots.Put(theirs)
}
