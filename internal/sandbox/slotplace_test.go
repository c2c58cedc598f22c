//go:build unix

package sandbox

import (
	"fmt"
	"testing"

	"github.com/codemode/codemode/internal/region"
	"golang.org/x/sys/unix"
)

// growEverything gives every object reachable from globalThis (its
// properties' values and prototypes, to any depth) forty properties more and
// takes them back, so that the engine reallocates the property array and the
// shape of each of those objects: most of them blocks of the region as set
// up, whose block headers the reallocation reads. It returns the number of
// objects it grew and a digest of every name and type it saw.
const growEverything = `async () => {
	const seen = new Set(), names = []
	let grown = 0
	const walk = (o, path) => {
		if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) return
		seen.add(o)
		for (const k of Reflect.ownKeys(o)) {
			let v
			try { const d = Object.getOwnPropertyDescriptor(o, k); v = d && ('value' in d ? d.value : d.get) } catch { v = 'throws' }
			names.push(path + '.' + String(k) + ':' + typeof v)
			walk(v, String(k))
		}
		walk(Object.getPrototypeOf(o), path + '^')
		if (Object.isExtensible(o)) {
			for (let i = 0; i < 40; i++) o['grown' + i] = i
			for (let i = 0; i < 40; i++) delete o['grown' + i]
			grown++
		}
	}
	walk(globalThis, 'globalThis')
	const all = names.join('\n')
	let h = 0x811c9dc5
	for (let i = 0; i < all.length; i++) h = Math.imul(h ^ all.charCodeAt(i), 0x01000193) >>> 0
	return grown + ' objects grown, ' + names.length + ' names, FNV-1a ' + h
}`

// TestClonesWorkAtEveryDistance: a slot cloned at any distance from the
// reference's region works as one set up does. The distances differ in every
// bit a page-aligned distance below 16 MiB can set, since a word of the image
// that the relocations took for a pointer but that holds a field beside the
// upper bytes of an old pointer (a block header, say) comes out right only
// at distances whose low bytes are zero.
func TestClonesWorkAtEveryDistance(t *testing.T) {
	want := plainValue(t, growEverything)
	t.Logf("own engine: %s", want)
	ref, relocs := cloneable(false)
	if ref == nil {
		ref = cloningReference(t, false)
		_, relocs = cloneable(false)
	}
	page := uintptr(unix.Getpagesize())
	var dists []uintptr
	for bit := page; bit < region.Span; bit <<= 1 {
		dists = append(dists, bit, (region.Span-bit)&^(page-1))
	}
	dists = append(dists, 0, 0xa00000, 0x555000&^(page-1), 0xfff000&^(page-1))
	for _, d := range dists {
		mem, err := region.ReserveFrom(slotRegionBytes, ref.base, d)
		if err != nil {
			t.Fatal(err)
		}
		sl, err := cloneSlotIn(mem, ref, relocs, asyncRuntime(t))
		if err != nil {
			t.Fatal(err)
		}
		r := runIn(t, sl, growEverything, slotLimits)
		// Twice: the second run starts from the restored region.
		r2 := runIn(t, sl, growEverything, slotLimits)
		sl.destroy()
		for _, r := range []Result{r, r2} {
			if r.Failure != nil || r.Value != want {
				t.Errorf("clone at distance %#x (mod 16 MiB) from the reference: %s", d, describe(r))
			}
		}
	}
}

func describe(r Result) string {
	if r.Failure != nil {
		return fmt.Sprintf("failed: %+v", *r.Failure)
	}
	return r.Value
}

// TestRelocationsFoundAtATellingDistance: the slot set up to find its
// kind's relocations is placed at a distance from the reference that tells
// pointers from other words (region.TellsPointers), whatever the system
// would have chosen: regions mapped one after another lie a multiple of
// their size apart, which does not.
func TestRelocationsFoundAtATellingDistance(t *testing.T) {
	ref := cloningReference(t, false)
	references.mu.Lock()
	saved, clones := ref.relocs, ref.clones
	ref.relocs = nil // as if still to be found
	references.mu.Unlock()
	defer func() {
		references.mu.Lock()
		ref.relocs, ref.clones = saved, clones
		references.mu.Unlock()
	}()
	sl, err := setUpSlot(asyncRuntime(t))
	if err != nil {
		t.Fatal(err)
	}
	defer sl.destroy()
	d := sl.header().base() - ref.base
	references.mu.Lock()
	found := ref.relocs != nil
	references.mu.Unlock()
	if !found || !region.TellsPointers(d) {
		t.Fatalf("the slot set up to find the relocations lies at %#x from the reference (tells pointers: %v); found them: %v", d, region.TellsPointers(d), found)
	}
	if _, ok := relocationsWanted(false); ok {
		t.Fatal("relocations still wanted once found")
	}
}
