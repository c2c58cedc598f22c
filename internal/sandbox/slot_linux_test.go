//go:build linux

package sandbox

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// bigProgram writes about 20 MiB of the region past the image.
const bigProgram = `async () => { const a = []; for (let i = 0; i < 300000; i++) a.push({ i }); return a.length }`

func bigLimits() Limits { l := slotLimits; l.Memory = 128 << 20; return l }

// held reports, for the mapping that holds p, the bytes resident in memory
// and, of those, the bytes the kernel may reclaim whenever it wants
// (MADV_FREE), from /proc/self/smaps.
func held(t *testing.T, p uintptr) (rss, lazy int64) {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skipf("no smaps: %v", err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := strings.Cut(fields[0], "-"); ok && !strings.HasSuffix(fields[0], ":") {
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			if err1 == nil && err2 == nil {
				if in {
					return rss, lazy
				}
				in = uint64(p) >= a && uint64(p) < b
				continue
			}
		}
		if !in || len(fields) < 2 {
			continue
		}
		n, _ := strconv.ParseInt(fields[1], 10, 64)
		switch fields[0] {
		case "Rss:":
			rss = n << 10
		case "LazyFree:":
			lazy = n << 10
		}
	}
	if !in {
		t.Fatalf("no mapping holds %#x", p)
	}
	return rss, lazy
}

// minorFaults is the process's minor page faults so far.
func minorFaults() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Minflt
}

// After an execution that dirtied far more of the region than the image, the
// restored slot holds no more than the image and slotTrimBytes that the
// kernel cannot take back: the rest is given back, lazily where the kernel
// lets it take pages whenever it needs them.
func TestSlotGivesBackWhatBigExecutionsDirtied(t *testing.T) {
	sl := ownSlot(t)
	base := uintptr(unsafe.Pointer(&sl.mem[0]))
	rss0, lazy0 := held(t, base)
	wantSlotValue(t, runIn(t, sl, bigProgram, bigLimits()), `300000`)
	rss, lazy := held(t, base)
	// Another slot mapped next to this one may share its mapping: compare
	// with what the mapping held before.
	kept := (rss - lazy) - (rss0 - lazy0)
	if kept > slotTrimBytes+int64(sl.imageLen()) {
		t.Fatalf("the slot holds %d bytes more than before the execution that the kernel cannot take (resident %d, lazily freed %d); at most %d expected",
			kept, rss-rss0, lazy-lazy0, slotTrimBytes+sl.imageLen())
	}
	if rss-rss0 < 8<<20 && lazy == 0 {
		// Given back at once (MADV_DONTNEED): the pages read as zero.
		from := (sl.imageLen() + 4095) &^ 4095
		if !allZero(sl.mem[from+slotTrimBytes : from+slotTrimBytes+4096]) {
			t.Fatal("the pages past the image were neither given back nor reclaimable")
		}
	}
}

// The pages given back lazily are written again by the next big execution
// without faulting each one in anew (as MADV_DONTNEED made every one do).
func TestBigExecutionsReuseThePagesGivenBack(t *testing.T) {
	if !lazyFreeWorks() {
		t.Skip("MADV_FREE is refused here: the pages are given back at once")
	}
	sl := ownSlot(t)
	first := minorFaults()
	wantSlotValue(t, runIn(t, sl, bigProgram, bigLimits()), `300000`)
	first = minorFaults() - first
	if first < 2000 {
		t.Fatalf("the first big execution took only %d page faults: it did not write the pages this test is about", first)
	}
	// The kernel may reclaim lazily freed pages whenever it is short of
	// memory; a run in which it did is tried again.
	var again int64
	for try := 0; try < 3; try++ {
		again = minorFaults()
		wantSlotValue(t, runIn(t, sl, bigProgram, bigLimits()), `300000`)
		// The faults are the process's: they include the engine's blocks
		// outside the region (large ones come from the C heap, which maps
		// fresh pages) and the Go heap's, a fifth to a quarter of the
		// first run's here, depending on what ran before. With the pages
		// faulted in anew (MADV_DONTNEED) the next run takes as many as
		// the first.
		if again = minorFaults() - again; again < first/2 {
			return
		}
	}
	t.Fatalf("the next big execution took %d page faults, against %d for the first: the pages were not reused", again, first)
}

// lazyFreeWorks reports whether the system takes MADV_FREE.
func lazyFreeWorks() bool {
	m, err := unix.Mmap(-1, 0, 4096, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return false
	}
	defer unix.Munmap(m)
	m[0] = 1
	return unix.Madvise(m, unix.MADV_FREE) == nil
}
