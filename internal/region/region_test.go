//go:build unix

package region

import (
	"os"
	"testing"
	"unsafe"
)

// regionBytes is the size of the made-up regions the tests relocate.
const regionBytes = 32 << 20

// imageWord is a kind of word a region as set up holds: gen gives it for a
// region at base, and mask covers the bytes an execution reads.
type imageWord struct {
	name string
	gen  func(base uintptr) uintptr
	mask uintptr
}

// imageWords are the kinds of words Relocations has to tell apart.
var imageWords = []imageWord{
	{"a pointer into the region", func(b uintptr) uintptr { return b + 0x1234560 }, ^uintptr(0)},
	{"a pointer just past the region", func(b uintptr) uintptr { return b + regionBytes }, ^uintptr(0)},
	{"a block header beside the upper bytes of a pointer into the region", func(b uintptr) uintptr {
		return (b+0x1800000)&^0xffffff | 0x190001
	}, 0xffffff},
	{"a field of two bytes beside the upper bytes of a pointer into the region", func(b uintptr) uintptr {
		return (b+0x1234560)&^0xffff | 0x0102
	}, 0xffff},
	{"a byte beside the upper bytes of a pointer into the region", func(b uintptr) uintptr {
		return (b+0x1234560)&^0xff | 0x42
	}, 0xff},
	{"a field above the lower half of a pointer into the region", func(b uintptr) uintptr {
		return 0x1234<<32 | (b+0x100)&0xffffffff
	}, 0xffffffff << 32},
	{"a pointer below the region that moved with it (a thread's stack)", func(b uintptr) uintptr { return b - 0x470000 }, 0},
	{"a number", func(uintptr) uintptr { return 12345 }, ^uintptr(0)},
}

// TestRelocationsAreThePointers: Relocations, given a region set up at a
// distance that tellsPointers, takes for relocations only words that a
// relocation then gives right in a region at any other distance: for every
// kind of word and every page-aligned distance, the reference's word
// relocated (or not) agrees with the word set up there in every byte read.
// A distance that is a multiple of 16 MiB, as two regions mapped one after
// the other are, would take a block header for a pointer; tellsPointers
// refuses it.
func TestRelocationsAreThePointers(t *testing.T) {
	page := uintptr(os.Getpagesize())
	refBase := uintptr(0x7f1234000000)
	image := make([]byte, 8*len(imageWords))
	refWords := Words(image)
	for i, w := range imageWords {
		refWords[i] = w.gen(refBase)
	}
	check := func(tellDelta uintptr, wantWrong bool) {
		t.Helper()
		src := make([]byte, len(image))
		for i, w := range imageWords {
			Words(src)[i] = w.gen(refBase + tellDelta)
		}
		isReloc := map[int]bool{}
		for _, off := range Relocations(image, refBase, regionBytes, src, refBase+tellDelta) {
			isReloc[int(off/8)] = true
		}
		wrong := 0
		for _, d := range []uintptr{page, 3 * page, 0xa00000, 0x1000000, 0x2000000, 0x3001000 &^ (page - 1), -page, neg(0x2000000), neg(0x5a5000) &^ (page - 1), 1 << 32} {
			for i, w := range imageWords {
				got := refWords[i]
				if isReloc[i] {
					got += d
				}
				if want := w.gen(refBase + d); got&w.mask != want&w.mask {
					wrong++
					if !wantWrong {
						t.Errorf("relocations found at distance %#x: %s (relocated %v) at distance %#x is %#x, set up %#x", tellDelta, w.name, isReloc[i], d, got, want)
					}
				}
			}
		}
		if wantWrong && wrong == 0 {
			t.Errorf("relocations found at distance %#x gave every word right", tellDelta)
		}
	}
	for _, d := range []uintptr{page, 5 * page, Span + page, neg(Span) + 3*page} {
		if !TellsPointers(d) {
			t.Fatalf("TellsPointers(%#x) = false", d)
		}
		check(d, false)
	}
	for _, d := range []uintptr{0, Span, 2 * Span, neg(Span)} {
		if TellsPointers(d) {
			t.Errorf("TellsPointers(%#x) = true", d)
		}
	}
	// The case tellsPointers refuses, as the relocations were found before:
	// a block header taken for a pointer.
	check(2*Span, true)
}

// TestReserveFromPlacesAtTheDistance: ReserveFrom maps a whole region at the
// distance asked, modulo Span, from an address.
func TestReserveFromPlacesAtTheDistance(t *testing.T) {
	page := uintptr(os.Getpagesize())
	from := uintptr(0x7f1234000000)
	for _, dist := range []uintptr{0, page, 7 * page, Span - page} {
		mem, err := ReserveFrom(regionBytes, from, dist)
		if err != nil {
			t.Fatal(err)
		}
		base := uintptr(unsafe.Pointer(&mem[0]))
		mem[0], mem[len(mem)-1] = 1, 1 // the whole region is mapped
		Release(mem)
		if got := (base - from) & (Span - 1); got != dist {
			t.Errorf("ReserveFrom(%#x, %#x) mapped at %#x: distance %#x modulo 16 MiB", from, dist, base, got)
		}
	}
}

// neg is the distance back by d.
func neg(d uintptr) uintptr { return -d }
