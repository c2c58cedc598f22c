//go:build unix

package sandbox

import (
	"testing"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
	"golang.org/x/sys/unix"
)

// cloningReference sets up slots of a kind until its reference and
// relocations exist, and returns the reference; it fails the test unless
// the reference clones.
func cloningReference(t *testing.T, sync bool) *reference {
	t.Helper()
	for i := 0; i < 3; i++ {
		if ref, _ := cloneable(sync); ref != nil {
			return ref
		}
		sl, err := setUpSlot(kindRuntime(t, sync))
		if err != nil {
			t.Fatal(err)
		}
		defer sl.destroy()
	}
	t.Fatalf("sync=%v: the reference does not clone", sync)
	return nil
}

// globalGraph lists every property reachable from globalThis within three
// steps, with its type: the engine as a program sees it.
const globalGraph = `(() => {
	const out = [], seen = new Set()
	const walk = (o, path, depth) => {
		if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o) || depth > 3) return
		seen.add(o)
		for (const k of Reflect.ownKeys(o)) {
			let v
			try { const d = Object.getOwnPropertyDescriptor(o, k); v = d && ('value' in d ? d.value : d.get) } catch { v = 'throws' }
			out.push(path + '.' + String(k) + ':' + typeof v)
			walk(v, path + '.' + String(k), depth + 1)
		}
		walk(Object.getPrototypeOf(o), path + '.__proto__', depth + 1)
	}
	walk(globalThis, 'globalThis', 0)
	const all = out.join('\n')
	let h = 0x811c9dc5
	for (let i = 0; i < all.length; i++) h = Math.imul(h ^ all.charCodeAt(i), 0x01000193) >>> 0
	return out.length + ' properties, ' + all.length + ' characters, FNV-1a ' + h + ': ' + out.slice(0, 50).join()
})()`

// TestClonedSlotsMatchSetUpOnes: for both kinds, a slot made by cloning the
// reference sees the same engine as a slot set up (every property reachable
// from the global object, with its type), and the clone made for the
// address of a slot set up has the same shapes in its shape table, with the
// same hashes, and differs elsewhere in no more than a few bytes no one
// reads. A clone's restore is byte for byte its region as made.
func TestClonedSlotsMatchSetUpOnes(t *testing.T) {
	for _, sync := range []bool{false, true} {
		ref := cloningReference(t, sync)
		set, err := setUpSlot(kindRuntime(t, sync))
		if err != nil {
			t.Fatal(err)
		}
		ok, unexplained := cloneMatches(ref, set.relocs, set.mem[:set.imageLen()], set.header().base(), set.index, set.e.ctx)
		t.Logf("sync=%v: the clone for a set-up slot's address differs from it in %d words outside the shape table and free blocks", sync, unexplained)
		if !ok || unexplained > 64 {
			t.Fatalf("sync=%v: clone for a set-up slot: matches %v, %d unexplained words", sync, ok, unexplained)
		}
		before := clonedSlots.Load()
		cl, err := newSlotOf(kindRuntime(t, sync))
		if err != nil {
			t.Fatal(err)
		}
		if clonedSlots.Load() != before+1 || cl.ref != ref || cl.image != nil {
			t.Fatalf("sync=%v: newSlotOf did not clone the reference", sync)
		}
		asMade := append([]byte(nil), cl.mem[:cl.imageLen()]...)
		var seen []string
		for _, sl := range []*slot{set, cl} {
			if sync {
				r := runSyncIn(t, sl, `function main() { const g = `+globalGraph+`; globalThis.leak = 1; return g }`)
				if r.Failure != nil {
					t.Fatalf("sync=%v: %+v", sync, *r.Failure)
				}
				seen = append(seen, string(r.Value))
			} else {
				r := runIn(t, sl, `async () => { const g = `+globalGraph+`; globalThis.leak = 1; Object.prototype.polluted = 1; return g }`, slotLimits)
				if r.Failure != nil {
					t.Fatalf("sync=%v: %+v", sync, *r.Failure)
				}
				seen = append(seen, r.Value)
			}
			if sl == set {
				set.destroy()
				continue
			}
			// Restored: the clone as made, but for its random seed.
			rngAt := int(cl.e.ctx-cl.header().base()) + int(unsafe.Offsetof(lib.TJSContext{}.Frandom_state))
			copy(asMade[rngAt:rngAt+8], cl.mem[rngAt:rngAt+8])
			for i := range asMade {
				if asMade[i] != cl.mem[i] {
					t.Fatalf("sync=%v: a restored clone differs from the clone as made at byte %d", sync, i)
				}
			}
			cl.destroy()
		}
		t.Logf("sync=%v: %.60s…", sync, seen[0])
		if seen[0] != seen[1] {
			t.Errorf("sync=%v: a cloned slot sees another engine than a set-up one:\n%.300s\nwant\n%.300s", sync, seen[1], seen[0])
		}
	}
}

// TestCloneRefusedWhenTheShapesDiffer: the check that lets a kind clone
// refuses a reference whose clone would hash a shape differently from a
// slot set up, or whose shape table is broken.
func TestCloneRefusedWhenTheShapesDiffer(t *testing.T) {
	ref := cloningReference(t, false)
	set, err := setUpSlot(asyncRuntime(t))
	if err != nil {
		t.Fatal(err)
	}
	defer set.destroy()
	base := set.header().base()
	src := set.mem[:set.imageLen()]
	g := regionView{src, base}
	hashed, ok := g.hashedShapes(set.e.rt)
	if !ok || len(hashed) < 10 {
		t.Fatalf("%d hashed shapes in a set-up slot (table whole: %v)", len(hashed), ok)
	}
	t.Logf("%d hashed shapes", len(hashed))
	check := func(what string, mutate func(b []byte)) {
		t.Helper()
		b := make([]uintptr, len(src)/8)
		bb := unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(src))
		copy(bb, src)
		mutate(bb)
		if ok, _ := cloneMatches(ref, set.relocs, bb, base, set.index, set.e.ctx); ok {
			t.Errorf("a set-up region %s: the check accepts the clone", what)
		}
	}
	if ok, _ := cloneMatches(ref, set.relocs, src, base, set.index, set.e.ctx); !ok {
		t.Fatal("the check refuses a clone of the set-up region itself")
	}
	// Every hashed shape, one at a time.
	for _, sh := range hashed {
		check("with one shape's hash changed", func(b []byte) {
			(*lib.TJSShape)(regionView{b, base}.at(sh)).Fhash ^= 1 << 31
		})
	}
	check("whose shape table points out of the region", func(b []byte) {
		r := regionView{b, base}
		tbl := (*lib.TJSRuntime)(r.at(set.e.rt)).Fshape_hash
		for i := uintptr(0); ; i++ {
			if p := (*uintptr)(r.at(tbl + i*8)); *p != 0 {
				*p = 8
				return
			}
		}
	})
}

// BenchmarkSlotSetUp: making a slot of each kind by setting its engine up
// and by cloning the reference (then destroying it), beside the floor of a
// clone: mapping a region and copying the reference into it ("map-copy"),
// and the copy alone into a region whose pages are resident ("copy"), which
// is what faulting the pages in costs on top.
func BenchmarkSlotSetUp(b *testing.B) {
	for _, sync := range []bool{false, true} {
		kind := "async"
		if sync {
			kind = "sync"
		}
		for _, way := range []string{"set-up", "clone", "map-copy", "copy"} {
			b.Run(kind+"/"+way, func(b *testing.B) {
				for i := 0; i < 3; i++ {
					if ref, _ := cloneable(sync); ref != nil {
						break
					}
					if sl, err := setUpSlot(kindRuntime(b, sync)); err == nil {
						defer sl.destroy()
					}
				}
				if ref, _ := cloneable(sync); ref == nil {
					b.Fatal("the reference does not clone")
				}
				make := func() (*slot, error) { return newSlotOf(kindRuntime(b, sync)) }
				if way == "set-up" {
					make = func() (*slot, error) { return setUpSlot(kindRuntime(b, sync)) }
				}
				ref, _ := cloneable(sync)
				var resident []byte
				if way == "copy" {
					m, err := region.Reserve(slotRegionBytes)
					if err != nil {
						b.Fatal(err)
					}
					defer region.Release(m)
					region.Populate(m[:len(ref.image)])
					resident = m
				}
				b.ReportAllocs()
				cpu0 := processCPUTime()
				for b.Loop() {
					if way == "copy" {
						copy(resident, ref.image)
						continue
					}
					if way == "map-copy" {
						// The floor: mapping a region, faulting the
						// image's pages in, copying it, unmapping.
						mem, err := region.Reserve(slotRegionBytes)
						if err != nil {
							b.Fatal(err)
						}
						region.Populate(mem[:len(ref.image)])
						copy(mem, ref.image)
						region.Release(mem)
						continue
					}
					sl, err := make()
					if err != nil {
						b.Fatal(err)
					}
					sl.destroy()
				}
				// The processor time, which a loaded machine does not
				// inflate as it does the wall time.
				b.ReportMetric(float64(processCPUTime()-cpu0)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

// processCPUTime returns the processor time this process has used, user and
// system, in nanoseconds.
func processCPUTime() int64 {
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
