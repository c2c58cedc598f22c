//go:build unix

package sandbox

// Images without a copy per slot. A slot is restored after each execution
// to the bytes its region held the moment setup finished. Setup does the same
// thing in every slot, so two slots' regions differ only where they hold a
// pointer into themselves (by the distance between the two regions) and in a
// few words that depend on where the region lies (the hashes of shapes, which
// the engine takes of a prototype's address, and the hash table those place)
// or on which slot it is. So one image of each kind, the reference, serves
// every slot: a slot keeps the list of its words that differ from the
// reference other than by its distance (its patch, about a hundred words),
// and the reference keeps the offsets of its pointers into its own region
// (its relocations, found by comparing it with the second slot set up,
// which is mapped at a distance from it that only pointers move by:
// region.TellsPointers says why a distance a multiple of 16 MiB, such as
// regions mapped one after another lie at, would take a block header for a
// pointer, and a clone elsewhere would then read a wrong block class). A
// restore copies the reference, adds the slot's distance at each relocation
// and writes the patch; by construction of the patch, the region is then
// byte for byte the slot's own region as set up, which the tests check
// against a copy.
//
// Relocating costs a restore about 4 µs more than copying a slot's own copy
// (6.4 against 2.7 µs), so as many slots as the idle list keeps also keep a
// copy of their own, made at the first restore that finds the budget not
// spent: executions one after another, or a few at once, are restored by a
// plain copy, and a hundred executions at once hold a few copies, not a
// hundred. A slot whose region as set up is not the reference's length, or
// differs from it in too many words, keeps a copy of its own whatever the
// budget, as every slot did before. Copies and references are mapped
// outside the Go heap; a reference lives as long as the process.

import (
	"sync"
	"unsafe"

	"github.com/codemode/codemode/internal/region"
)

// maxPatchWords bounds a slot's patch; a slot that would need more keeps a
// copy of its own region instead (the copy costs 8 bytes a word, a patch
// word 16).
const maxPatchWords = 4096

// patchWord is one word of a slot's region as set up that the relocated
// reference does not give.
type patchWord struct {
	off uint32
	val uintptr
}

// reference is the image every slot of a kind is restored from.
type reference struct {
	image []byte  // the region of the first slot of the kind, as set up
	base  uintptr // where that region was mapped
	// relocs are the offsets of the words of image that point into its
	// own region; nil until a slot is set up elsewhere. Written once, under
	// references.mu; each slot keeps the value it was patched against.
	relocs []uint32
	// template is what cloning the reference needs (slotclone.go), and
	// clones whether a clone was found equal to a slot set up elsewhere;
	// clones is written once, with relocs, under references.mu.
	template *cloneTemplate
	clones   bool
}

var references struct {
	mu  sync.Mutex
	ref [2]*reference // per kind: asynchronous, synchronous
	// copies counts, per kind, the slots keeping a copy of their own.
	copies [2]int
}

func (sl *slot) kind() int { return kindOf(sl.sync) }

// kindOf is the index of a kind in references: 0 asynchronous, 1 synchronous.
func kindOf(sync bool) int {
	if sync {
		return 1
	}
	return 0
}

// cloneable returns the reference of a kind and its relocations when slots
// of the kind are made by cloning it (slotclone.go), else nil.
func cloneable(sync bool) (*reference, []uint32) {
	k := kindOf(sync)
	references.mu.Lock()
	defer references.mu.Unlock()
	if ref := references.ref[k]; ref != nil && ref.clones {
		return ref, ref.relocs
	}
	return nil, nil
}

// relocationsWanted returns where the reference of a kind lies when its
// relocations are still to be found (ok true): the next slot set up of the
// kind is mapped where it can tell them (region.TellsPointers).
func relocationsWanted(sync bool) (from uintptr, ok bool) {
	k := kindOf(sync)
	references.mu.Lock()
	defer references.mu.Unlock()
	if ref := references.ref[k]; ref != nil && ref.relocs == nil {
		return ref.base, true
	}
	return 0, false
}

// takeImage records how sl is restored: from the reference of its kind with
// a patch, or from a copy of its own. src is the region as set up. Returns
// false if neither could be made (the slot is then unmapped after its
// execution instead of restored).
func (sl *slot) takeImage(src []byte) bool {
	base := uintptr(unsafe.Pointer(&sl.mem[0]))
	k := sl.kind()
	references.mu.Lock()
	ref := references.ref[k]
	if ref == nil {
		if img := region.Copy(src); img != nil {
			ref = &reference{image: img, base: base, template: templateOf(sl, src)}
			references.ref[k] = ref
			references.mu.Unlock()
			sl.ref, sl.patch, sl.restorable = ref, nil, true
			return true
		}
		references.mu.Unlock()
		return sl.ownImage(src)
	}
	// The relocations come from the first slot set up at a distance from
	// the reference's region that tells pointers from other words (a
	// region mapped again at the same address would make every word look
	// like a pointer; setUpSlot maps the slot that comes to tell them).
	if len(src) == len(ref.image) && ref.relocs == nil && region.TellsPointers(base-ref.base) {
		ref.relocs = region.Relocations(ref.image, ref.base, slotRegionBytes, src, base)
		ref.clones, _ = cloneMatches(ref, ref.relocs, src, base, sl.index, sl.e.ctx)
	}
	relocs := ref.relocs
	references.mu.Unlock()
	if len(src) == len(ref.image) {
		if patch, ok := patchFor(ref, relocs, src, base); ok {
			sl.ref, sl.relocs, sl.patch, sl.restorable = ref, relocs, patch, true
			return true
		}
	}
	return sl.ownImage(src)
}

func (sl *slot) ownImage(src []byte) bool {
	sl.image = region.Copy(src)
	sl.restorable = sl.image != nil
	if sl.restorable {
		references.mu.Lock()
		references.copies[sl.kind()]++
		references.mu.Unlock()
	}
	return sl.restorable
}

// copyBudget is the number of slots of sl's kind that keep a copy of their
// own when they could use the reference: as many as are kept idle.
func (sl *slot) copyBudget() int {
	if sl.sync {
		return idleSyncSlots.Limit()
	}
	return idleSlots.Limit()
}

// keepCopy gives sl, just restored and so as set up, a copy of its own if it
// uses the reference from elsewhere and the budget is not spent.
func (sl *slot) keepCopy() {
	if sl.image != nil || sl.ref == nil || uintptr(unsafe.Pointer(&sl.mem[0])) == sl.ref.base {
		return
	}
	k := sl.kind()
	references.mu.Lock()
	if references.copies[k] >= sl.copyBudget() {
		references.mu.Unlock()
		return
	}
	references.copies[k]++
	references.mu.Unlock()
	if sl.image = region.Copy(sl.mem[:len(sl.ref.image)]); sl.image == nil {
		references.mu.Lock()
		references.copies[k]--
		references.mu.Unlock()
	}
}

// patchFor returns the words of src (a region set up at base) that ref's
// image, relocated to base at relocs, does not give; ok is false if there are more
// than maxPatchWords.
func patchFor(ref *reference, relocs []uint32, src []byte, base uintptr) (patch []patchWord, ok bool) {
	// Counted first, so that the patch is allocated once, to size.
	n := 0
	differing(ref, relocs, src, base, func(int, uintptr) { n++ })
	if n > maxPatchWords {
		return nil, false
	}
	patch = make([]patchWord, 0, n)
	differing(ref, relocs, src, base, func(i int, w uintptr) { patch = append(patch, patchWord{uint32(i * 8), w}) })
	return patch, true
}

// differing calls f with the index and value of each word of src that ref's
// image relocated to base (at relocs, ascending) does not give.
func differing(ref *reference, relocs []uint32, src []byte, base uintptr, f func(i int, w uintptr)) {
	delta := base - ref.base
	want, have := region.Words(src), region.Words(ref.image)
	for i := range want {
		got := have[i]
		if len(relocs) > 0 && int(relocs[0]) == i*8 {
			got += delta
			relocs = relocs[1:]
		}
		if got != want[i] {
			f(i, want[i])
		}
	}
}

// restoreImage writes sl's region as set up over its region.
func (sl *slot) restoreImage() {
	if sl.image != nil {
		copy(sl.mem, sl.image)
		return
	}
	ref := sl.ref
	copy(sl.mem, ref.image)
	delta := uintptr(unsafe.Pointer(&sl.mem[0])) - ref.base
	w := region.Words(sl.mem[:len(ref.image)])
	region.Relocate(w, sl.relocs, delta)
	for _, p := range sl.patch {
		w[p.off/8] = p.val
	}
}

// imageLen is the length of sl's region as set up.
func (sl *slot) imageLen() int {
	if sl.image != nil {
		return len(sl.image)
	}
	return len(sl.ref.image)
}

// dropImage frees sl's own copy, if it has one.
func (sl *slot) dropImage() {
	if sl.image != nil {
		region.FreeCopy(sl.image)
		sl.image = nil
		references.mu.Lock()
		references.copies[sl.kind()]--
		references.mu.Unlock()
	}
}

// copiesKept returns the number of slots of a kind (0 asynchronous, 1
// synchronous) keeping a copy of their own, for tests.
func copiesKept(kind int) int {
	references.mu.Lock()
	defer references.mu.Unlock()
	return references.copies[kind]
}
