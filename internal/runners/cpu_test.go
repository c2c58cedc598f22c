//go:build linux

package runners

import (
	"runtime"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// TestCurrentCPUIsTheOneTheThreadRunsOn: each way this processor has of
// reading the CPU (RDPID, RDTSCP; Linux keeps the CPU's number where both
// read it) names each CPU the thread is moved to by its affinity mask, in
// turn; without one, CurrentCPU is 0.
func TestCurrentCPUIsTheOneTheThreadRunsOn(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if !CPUReadable() {
		for i := 0; i < 100; i++ {
			if c := CurrentCPU(); c != 0 {
				t.Fatalf("CurrentCPU %d where it cannot read the CPU", c)
			}
		}
		t.Skip("no CPU number to read here")
	}
	var all unix.CPUSet
	if err := unix.SchedGetaffinity(0, &all); err != nil {
		t.Skip(err)
	}
	defer unix.SchedSetaffinity(0, &all)
	for _, how := range cpuReaders() {
		moved := 0
		for cpu := 0; cpu < 1024 && moved < all.Count(); cpu++ {
			if !all.IsSet(cpu) {
				continue
			}
			var one unix.CPUSet
			one.Set(cpu)
			if err := unix.SchedSetaffinity(0, &one); err != nil {
				t.Skipf("the thread cannot be moved to CPU %d: %v", cpu, err)
			}
			moved++
			for i := 0; i < 10; i++ {
				if c := cpuBy(how); c != uint32(cpu) {
					t.Fatalf("on CPU %d, reader %d says %d", cpu, how, c)
				}
				if c := CurrentCPU(); c != uint32(cpu) {
					t.Fatalf("on CPU %d, CurrentCPU says %d", cpu, c)
				}
			}
		}
		if moved < 2 {
			t.Logf("only %d CPU to move to", moved)
		}
	}
}

// TestIdleRunnersGoToTheirCPU: a hand-off takes the idle runner that last
// ran on the CPU it runs on over later ones from another CPU; with none from
// its CPU, the one put last.
func TestIdleRunnersGoToTheirCPU(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// Kept on the CPU it is on, so that every look at it finds the same.
	here := CurrentCPU()
	if CPUReadable() {
		var all, one unix.CPUSet
		if err := unix.SchedGetaffinity(0, &all); err != nil {
			t.Skip(err)
		}
		defer unix.SchedSetaffinity(0, &all)
		one.Set(int(here))
		if err := unix.SchedSetaffinity(0, &one); err != nil {
			t.Skipf("the thread cannot be kept on CPU %d: %v", here, err)
		}
		here = CurrentCPU()
	}
	other := here + 1

	// Stand-ins on the idle list, taken off again before any work could be
	// handed to them.
	var held []idleRunner
	for {
		r, ok := idleRunners.Take()
		if !ok {
			break
		}
		held = append(held, r)
	}
	defer func() {
		for _, r := range held {
			idleRunners.Put(r)
		}
	}()
	a, b := make(chan func()), make(chan func())
	idleRunners.Put(idleRunner{a, here})
	idleRunners.Put(idleRunner{b, other})
	if got := takeRunner(); got != a {
		t.Fatal("took the runner of another CPU over the one of this CPU")
	}
	if got := takeRunner(); got != b {
		t.Fatal("with none of this CPU's idle, the other runner was not taken")
	}
}

// BenchmarkCurrentCPU: reading the CPU with RDPID or RDTSCP against asking the
// kernel (getcpu, a system call):
//
//	go test -run '^$' -bench CurrentCPU ./internal/runners
func BenchmarkCurrentCPU(b *testing.B) {
	for _, how := range cpuReaders() {
		b.Run(map[int]string{readRDTSCP: "rdtscp", readRDPID: "rdpid"}[how], func(b *testing.B) {
			for b.Loop() {
				cpuBy(how)
			}
		})
	}
	b.Run("getcpu", func(b *testing.B) {
		var cpu, node uint32
		for b.Loop() {
			unix.RawSyscall(unix.SYS_GETCPU, uintptr(unsafe.Pointer(&cpu)), uintptr(unsafe.Pointer(&node)), 0)
		}
	})
}
