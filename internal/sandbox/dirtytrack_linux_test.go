//go:build linux && amd64

package sandbox

import (
	"bytes"
	"strconv"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// What a restore that copies only the pages an execution wrote would cost,
// with the kernel tracking the writes: userfaultfd's asynchronous
// write-protection (Linux 6.7) makes the first write to each protected page
// fault once, and PAGEMAP_SCAN reports the written pages. Beside it, the
// whole copy the restore makes. The pages written are the ones a trivial
// execution of the benchmark's writes in its slot's image, counted first.
//
//	go test -run '^$' -bench RestoreDirtyTracking ./internal/sandbox
//
// Measured here: the benchmark's trivial execution (a provider declared)
// writes 15 of its image's 59 pages; the whole copy costs 6.1–6.4 µs, the
// tracked restore 16.2–18.4 µs: the 15 first writes fault for 11.4 µs (0.76
// each), the scan takes 1.2, copying the 15 pages 1.7 and protecting the
// region again 3.8. The faults alone cost more than the copy, and they fall
// in the program's own time, so the restore copies. RATIONALE.md, "A
// restore that copies only the pages written".
func BenchmarkRestoreDirtyTracking(b *testing.B) {
	image, dirty := trivialDirtyPages(b)
	b.Logf("a trivial execution wrote %d of its image's %d pages: %v", len(dirty), (len(image)+pageSize-1)/pageSize, dirty)
	region := mapBench(b, len(image))
	copy(region, image)
	touch := func(k int) {
		for _, p := range dirty {
			region[p*pageSize+k%pageSize]++
		}
	}

	b.Run("copy", func(b *testing.B) {
		for k := 0; k < b.N; k++ {
			touch(k)
			copy(region, image)
		}
	})

	b.Run("write-protect", func(b *testing.B) {
		wp, err := writeProtect(region)
		if err != nil {
			b.Skipf("no write-protect tracking here: %v", err)
		}
		defer wp.close()
		vec := make([]pageRegion, 64)
		for k := 0; k < b.N; k++ {
			touch(k)
			n, err := wp.written(vec)
			if err != nil {
				b.Fatal(err)
			}
			got := 0
			for _, r := range vec[:n] {
				from, to := int(uintptr(r.start)-wp.base), min(int(uintptr(r.end)-wp.base), len(image))
				if from < to {
					copy(region[from:to], image[from:to])
					got += (to - from + pageSize - 1) / pageSize
				}
			}
			if got != len(dirty) {
				b.Fatalf("the scan reported %d written pages, want %d", got, len(dirty))
			}
			if err := wp.protect(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

const pageSize = 4096

// trivialDirtyPages runs the benchmark's trivial workload in a slot of the
// test's own and returns that slot's image and the pages of it the
// execution wrote.
func trivialDirtyPages(b *testing.B) (image []byte, dirty []int) {
	drainIdle()
	sl, err := newSlotT(b)
	if err != nil {
		b.Fatal(err)
	}
	defer sl.destroy()
	beforeRestore = func(s *slot) {
		if s != sl {
			return
		}
		n := sl.imageLen()
		left := append([]byte(nil), sl.mem[:n]...)
		sl.restoreImage()
		image = append([]byte(nil), sl.mem[:n]...)
		dirty = dirty[:0]
		for p := 0; p*pageSize < n; p++ {
			from, to := p*pageSize, min((p+1)*pageSize, n)
			if !bytes.Equal(left[from:to], image[from:to]) {
				dirty = append(dirty, p)
			}
		}
	}
	defer func() { beforeRestore = nil }()
	for i := 0; i < 3; i++ {
		r := runInSlot(b, sl, AsyncRequest{Code: "async () => 1 + 1\n/* run " + strconv.Itoa(i) + " */", Limits: phaseLimits, Store: true})
		if r.Value != "2" {
			b.Fatalf("%+v", r)
		}
	}
	if image == nil || len(dirty) == 0 {
		b.Fatal("no restore was seen, or the execution wrote nothing")
	}
	return image, dirty
}

func mapBench(b *testing.B, n int) []byte {
	m, err := unix.Mmap(-1, 0, (n+pageSize-1)&^(pageSize-1), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { unix.Munmap(m) })
	return m
}

// The kernel's interfaces, from linux/userfaultfd.h and linux/fs.h.
const (
	uffdUserModeOnly   = 1
	uffdAPI            = 0xAA
	uffdFeatureWPUnpop = 1 << 13
	uffdFeatureWPAsync = 1 << 15
	uffdioAPI          = 0xC018AA3F // _IOWR(0xAA, 0x3F, struct uffdio_api)
	uffdioRegister     = 0xC020AA00 // _IOWR(0xAA, 0x00, struct uffdio_register)
	uffdioWriteProtect = 0xC018AA06 // _IOWR(0xAA, 0x06, struct uffdio_writeprotect)
	uffdRegisterModeWP = 1 << 1
	uffdioWPModeWP     = 1 << 0
	pagemapScan        = 0xC0606610 // _IOWR('f', 16, struct pm_scan_arg)
	pmScanCheckWPAsync = 1 << 1
	pageIsWritten      = 1 << 1
)

type pageRegion struct{ start, end, categories uint64 }

type pmScanArg struct {
	size, flags, start, end, walkEnd, vec, vecLen, maxPages       uint64
	categoryInverted, categoryMask, categoryAnyofMask, returnMask uint64
}

type wpTracker struct {
	uffd, pagemap int
	base, len     uintptr
}

// writeProtect registers region for asynchronous write-protection and
// protects it.
func writeProtect(region []byte) (*wpTracker, error) {
	fd, _, errno := unix.Syscall(unix.SYS_USERFAULTFD, unix.O_CLOEXEC|unix.O_NONBLOCK|uffdUserModeOnly, 0, 0)
	if errno != 0 {
		return nil, errno
	}
	w := &wpTracker{uffd: int(fd), pagemap: -1, base: uintptr(unsafe.Pointer(&region[0])), len: uintptr(len(region))}
	api := [3]uint64{uffdAPI, uffdFeatureWPAsync | uffdFeatureWPUnpop, 0}
	if err := w.ioctl(w.uffd, uffdioAPI, unsafe.Pointer(&api)); err != nil {
		w.close()
		return nil, err
	}
	reg := [4]uint64{uint64(w.base), uint64(w.len), uffdRegisterModeWP, 0}
	if err := w.ioctl(w.uffd, uffdioRegister, unsafe.Pointer(&reg)); err != nil {
		w.close()
		return nil, err
	}
	pm, err := unix.Open("/proc/self/pagemap", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		w.close()
		return nil, err
	}
	w.pagemap = pm
	if err := w.protect(); err != nil {
		w.close()
		return nil, err
	}
	return w, nil
}

func (w *wpTracker) ioctl(fd int, req uintptr, arg unsafe.Pointer) error {
	if _, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), req, uintptr(arg)); errno != 0 {
		return errno
	}
	return nil
}

// protect write-protects the whole region again.
func (w *wpTracker) protect() error {
	wp := [3]uint64{uint64(w.base), uint64(w.len), uffdioWPModeWP}
	return w.ioctl(w.uffd, uffdioWriteProtect, unsafe.Pointer(&wp))
}

// written fills vec with the runs of pages written since the last protect.
func (w *wpTracker) written(vec []pageRegion) (int, error) {
	a := pmScanArg{size: uint64(unsafe.Sizeof(pmScanArg{})), flags: pmScanCheckWPAsync,
		start: uint64(w.base), end: uint64(w.base + w.len), vec: uint64(uintptr(unsafe.Pointer(&vec[0]))), vecLen: uint64(len(vec)),
		categoryMask: pageIsWritten, returnMask: pageIsWritten}
	n, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(w.pagemap), pagemapScan, uintptr(unsafe.Pointer(&a)))
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

func (w *wpTracker) close() {
	if w.pagemap >= 0 {
		unix.Close(w.pagemap)
	}
	unix.Close(w.uffd)
}
