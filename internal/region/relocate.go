package region

import (
	"os"
	"unsafe"
)

// Words views b (whose length is a multiple of 8, as a region's used part
// is) as machine words.
func Words(b []byte) []uintptr {
	return unsafe.Slice((*uintptr)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
}

// TellsPointers reports whether a region set up at distance delta from
// another tells that one's pointers into itself from its other words
// (Relocations). A word can hold a field in its low bytes and, above them,
// the upper bytes of a pointer the memory held before (a block header's
// index and class beside the upper bytes of what the block held, say): such
// a word moves by a multiple of 2^(8k), k the bytes of its field, and looks
// like a pointer whenever the distance is such a multiple; relocated to a
// distance that is not, its field changes. A field of fewer bits than the
// page size's comes out right at every distance (every distance leaves it
// alone, and the bytes above move as the pointer would), so a distance whose
// lowest bit set is below the first byte boundary past the page size's bits
// tells every other such word from a pointer.
func TellsPointers(delta uintptr) bool {
	if delta == 0 {
		return false
	}
	bits := uintptr(8)
	for 1<<bits <= os.Getpagesize() {
		bits += 8
	}
	return delta&(1<<bits-1) != 0
}

// Relocations returns the offsets of the words of image (a region of size
// bytes at imageBase, as set up) that hold an address in that region (or
// just past it) and differ from src's, the same set-up at base (a distance
// that TellsPointers), by exactly the distance between the two: its
// pointers into itself. A word that moves by the distance but does not hold
// such an address is not one: a pointer to memory outside the region that
// each set-up had at the same distance (the thread's stack, say) is not the
// region's to move, and a word whose low half was a pointer's keeps its
// upper half.
func Relocations(image []byte, imageBase, size uintptr, src []byte, base uintptr) []uint32 {
	delta := base - imageBase
	a, b := Words(image), Words(src)
	var relocs []uint32
	for i := range a {
		if b[i]-a[i] == delta && a[i] >= imageBase && a[i]-imageBase <= size {
			relocs = append(relocs, uint32(i*8))
		}
	}
	return relocs
}

// Relocate adds delta to the words of w at the byte offsets relocs.
func Relocate(w []uintptr, relocs []uint32, delta uintptr) {
	if delta != 0 {
		for _, off := range relocs {
			w[off/8] += delta
		}
	}
}
