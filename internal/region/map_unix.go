//go:build unix

package region

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// Span is the modulus of the distances ReserveFrom places a region at:
// 16 MiB, so that a distance's low three bytes are chosen (TellsPointers
// says why that matters).
const Span = 1 << 24

// Reserve reserves size bytes of address space, readable and writable,
// wherever the system puts them; only the pages written cost memory.
func Reserve(size uintptr) ([]byte, error) {
	p, err := unix.MmapPtr(-1, 0, nil, size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON|noReserve)
	if err != nil {
		return nil, err
	}
	return unsafe.Slice((*byte)(p), size), nil
}

// ReserveFrom is Reserve at a distance from the address from that is dist
// modulo Span (dist a multiple of the page size below Span): it reserves
// Span more and gives back what lies on either side.
func ReserveFrom(size, from, dist uintptr) ([]byte, error) {
	p, err := unix.MmapPtr(-1, 0, nil, size+Span, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON|noReserve)
	if err != nil {
		return nil, err
	}
	off := (dist - (uintptr(p) - from)) & (Span - 1)
	if off > 0 {
		unix.MunmapPtr(p, off)
	}
	start := unsafe.Add(p, off)
	unix.MunmapPtr(unsafe.Add(start, size), Span-off)
	return unsafe.Slice((*byte)(start), size), nil
}

// Release gives back what Reserve or ReserveFrom reserved.
func Release(mem []byte) { unix.MunmapPtr(unsafe.Pointer(&mem[0]), uintptr(len(mem))) }

// Copy returns a copy of src mapped outside the Go heap, or nil if the
// system refused the memory. FreeCopy gives it back.
func Copy(src []byte) []byte {
	page := unix.Getpagesize()
	m, err := unix.Mmap(-1, 0, max((len(src)+page-1)&^(page-1), page), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil
	}
	m = m[:len(src)]
	copy(m, src)
	return m
}

// FreeCopy gives back a copy Copy made.
func FreeCopy(c []byte) { unix.Munmap(c[:cap(c)]) }

// GiveBack gives the whole pages of b back to the system lazily: MADV_FREE
// lets the kernel reclaim them whenever it needs memory, and a page it has
// not reclaimed is written again without a fault. Returned at once
// (MADV_DONTNEED), every big execution that followed faulted each of its
// pages in anew, zeroed by the kernel: 2,000 faults and a tenth of the time
// of the json10k workload. A system that refuses MADV_FREE (Linux before
// 4.5) gets MADV_DONTNEED.
func GiveBack(b []byte) {
	if unix.Madvise(b, unix.MADV_FREE) != nil {
		unix.Madvise(b, unix.MADV_DONTNEED)
	}
}
