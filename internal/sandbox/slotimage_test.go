//go:build unix

package sandbox

import (
	"bytes"
	"slices"
	"testing"
	"time"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
)

// TestSlotsShareOneImage: slots of both kinds, set up at different
// addresses, keep no copy of their region each but a patch of a few words
// against their kind's reference; after an execution that pollutes
// everything it can reach, each slot's region is again byte for byte what
// it was when set up (but for the random seed, reseeded on purpose), and the
// next execution sees a fresh engine. Restored slots keep a copy of their
// own (a faster restore) only up to the idle list's size.
func TestSlotsShareOneImage(t *testing.T) {
	for _, sync := range []bool{false, true} {
		drainIdle()
		drainSyncIdle()
		kind, budget := 0, idleSlots.Limit()
		if sync {
			kind, budget = 1, idleSyncSlots.Limit()
		}
		before := copiesKept(kind)
		var slots []*slot
		var setUp [][]byte
		for i := 0; i < budget+4; i++ {
			sl, err := newSlotOf(kindRuntime(t, sync))
			if err != nil {
				t.Fatal(err)
			}
			defer sl.destroy()
			slots = append(slots, sl)
			setUp = append(setUp, append([]byte(nil), sl.mem[:sl.imageLen()]...))
		}
		ref := slots[0].ref
		if ref == nil || len(ref.relocs) < 1000 {
			t.Fatalf("sync=%v: the reference has no relocations (%v)", sync, ref)
		}
		for i, sl := range slots {
			if sl.image != nil || sl.ref != ref {
				t.Fatalf("sync=%v: slot %d keeps a copy of its own instead of the reference's patch", sync, i)
			}
			if len(sl.patch) > 512 {
				t.Fatalf("sync=%v: slot %d needs %d patch words", sync, i, len(sl.patch))
			}
			t.Logf("sync=%v slot %d: %d patch words against %d relocations", sync, i, len(sl.patch), len(ref.relocs))
		}
		for i, sl := range slots {
			if sync {
				r := runSyncIn(t, sl, `function main() { globalThis.leak = 1; Object.prototype.polluted = 2; for (let i = 0; i < 500; i++) globalThis["g" + i] = { i }; return 1 }`)
				if r.Failure != nil {
					t.Fatalf("slot %d: %+v", i, *r.Failure)
				}
			} else {
				wantSlotValue(t, runIn(t, sl, `async () => { globalThis.leak = 1; Object.prototype.polluted = 2; for (let i = 0; i < 500; i++) globalThis['g' + i] = { i }; return 1 }`, slotLimits), `1`)
			}
			rngAt := int(sl.e.ctx-sl.header().base()) + int(unsafe.Offsetof(lib.TJSContext{}.Frandom_state))
			want := setUp[i]
			copy(want[rngAt:rngAt+8], sl.mem[rngAt:rngAt+8])
			if !bytes.Equal(sl.mem[:len(want)], want) {
				n := 0
				for j := 0; j+8 <= len(want); j += 8 {
					if !bytes.Equal(sl.mem[j:j+8], want[j:j+8]) {
						n++
					}
				}
				t.Fatalf("sync=%v: slot %d's region differs from its region as set up in %d words", sync, i, n)
			}
			if !sync {
				wantSlotValue(t, runIn(t, sl, `async () => [typeof leak, ({}).polluted, typeof g1].join()`, slotLimits), `"undefined,,undefined"`)
			}
		}
		eligible, copies := 0, 0
		for _, sl := range slots {
			if uintptr(unsafe.Pointer(&sl.mem[0])) != ref.base {
				eligible++
			}
			if sl.image != nil {
				copies++
			}
		}
		// Slots of earlier tests may give their copies back while this one
		// runs (an execution's slot is destroyed in the background), which
		// leaves room for more of these: the budget is what the others
		// held, at least as few as now.
		others := copiesKept(kind) - copies
		lo, hi := min(eligible, max(0, budget-before)), min(eligible, max(0, budget-min(before, others)))
		if copies < lo || copies > hi {
			t.Fatalf("sync=%v: %d of %d restored slots keep a copy of their own, want %d to %d (budget %d, %d kept before, %d by others now)", sync, copies, len(slots), lo, hi, budget, before, others)
		}
		if got := copiesKept(kind); got > budget {
			t.Fatalf("sync=%v: %d copies kept, budget %d", sync, got, budget)
		}
	}
}

// region.Relocations and patchFor on made-up regions: the words that differ by
// the distance between the regions are relocations, the others the patch; a
// restore gives the region back; a region too unlike the reference gets no
// patch.
func TestImagePatchOfMadeUpRegions(t *testing.T) {
	const base, other = 0x10000000, 0x30000000
	made := func(at, last uintptr) []uintptr { return []uintptr{0, at + 8, 7, at + 0x100, last, at + 16} }
	ref := &reference{image: bytesOf(made(base, 0x5555)), base: base}
	ref.relocs = region.Relocations(ref.image, ref.base, slotRegionBytes, bytesOf(made(other, 0x5555)), other)
	if want := []uint32{8, 24, 40}; !equalU32(ref.relocs, want) {
		t.Fatalf("relocations %v, want %v", ref.relocs, want)
	}
	mem := make([]byte, 64)
	at := uintptr(unsafe.Pointer(&mem[0]))
	want := made(at, 0x6666)
	patch, ok := patchFor(ref, ref.relocs, bytesOf(want), at)
	if !ok || len(patch) != 1 || patch[0] != (patchWord{32, 0x6666}) {
		t.Fatalf("patch %v %v, want the word at 32 only", patch, ok)
	}
	sl := &slot{mem: mem, ref: ref, relocs: ref.relocs, patch: patch}
	sl.restoreImage()
	if got := region.Words(mem[:48]); !slices.Equal(got, want) {
		t.Fatalf("restored %#x, want %#x", got, want)
	}

	many := make([]uintptr, maxPatchWords+1)
	for i := range many {
		many[i] = uintptr(i + 1)
	}
	big := &reference{image: bytesOf(make([]uintptr, len(many))), base: base}
	if _, ok := patchFor(big, nil, bytesOf(many), other); ok {
		t.Fatal("a region differing in more than maxPatchWords words got a patch")
	}
}

// runSyncIn runs src in the synchronous slot sl and takes sl back from the
// idle list once it is restored.
func runSyncIn(t *testing.T, sl *slot, src string) SyncResult {
	t.Helper()
	drainSyncIdle()
	idleSyncSlots.Put(sl)
	r := runSync(t, src, ``, nil)
	back, ok := waitIdle(idleSyncSlots, 10*time.Second)
	if !ok {
		t.Fatal("the slot did not come back")
	}
	if back != sl {
		t.Fatal("the run took another slot")
	}
	return r
}

func bytesOf(w []uintptr) []byte {
	return append([]byte(nil), unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), len(w)*8)...)
}

func equalU32(a, b []uint32) bool { return slices.Equal(a, b) }

// A slot's engine is set up with small arenas (its runtime's info string
// says so), and an execution keeps making small arenas until its engine has
// grown smallArenasGrowth past the region as set up, then the engine's own;
// the restore makes them small again.
func TestSetUpArenasAreSmall(t *testing.T) {
	drainIdle()
	sl, err := newSlotT(t)
	if err != nil {
		t.Fatal(err)
	}
	info := func() uintptr { return (*lib.TJSRuntime)(cptr(sl.e.rt)).Frt_info }
	if info() != smallArenas {
		t.Fatalf("the runtime's info string after set-up is %#x, not smallArenasInfo", info())
	}
	type seen struct{ grew, info uintptr }
	var at seen
	beforeRestore = func(s *slot) {
		at = seen{s.header().bump - s.header().base() - uintptr(s.imageLen()), info()}
	}
	defer func() { beforeRestore = nil }()
	for _, c := range []struct {
		code  string
		small bool
	}{
		{`async () => 1`, true},
		{`async () => { await new Promise(r => setTimeout(r, 1)); return 1 }`, true},
		{`async () => { const a = []; for (let i = 0; i < 20000; i++) a.push({ i }); return 1 }`, false},
		{`async () => 1`, true},
	} {
		wantSlotValue(t, runIn(t, sl, c.code, slotLimits), `1`)
		if small := at.info == smallArenas; small != c.small || small != (at.grew <= smallArenasGrowth) {
			t.Errorf("%s: grew %d bytes past the set-up region, small arenas at its end %v, want %v", c.code, at.grew, small, c.small)
		}
		if info() != smallArenas {
			t.Fatalf("%s: the restore did not make the arenas small again", c.code)
		}
	}
	defer sl.destroy()
	// The set-up region's arenas are small: many blocks of more than the
	// engine's largest small block (512 bytes) and at most setupArenaBytes.
	h := sl.header()
	small, big := 0, 0
	for b := (h.base() + unsafe.Sizeof(slotHeader{}) + 15) &^ 15; b < h.base()+uintptr(sl.imageLen()); {
		c := *(*uintptr)(cptr(b))
		size := classSizes[min(c, numClasses-1)]
		if c == exactClass {
			size = *(*uintptr)(cptr(b + 8))
		}
		if size > 512 && size <= setupArenaBytes {
			small++
		}
		if size == lib.MJS_MALLOC_ARENA_SIZE {
			big++
		}
		b += blockHeader + size
	}
	t.Logf("%d blocks of 513–%d bytes, %d of %d", small, setupArenaBytes, big, lib.MJS_MALLOC_ARENA_SIZE)
	if small < 100 || big > 10 {
		t.Fatalf("%d blocks of 513–%d bytes and %d of %d in the set-up region: its arenas are not the small ones", small, setupArenaBytes, big, lib.MJS_MALLOC_ARENA_SIZE)
	}
}

// A slot whose region as set up is not the reference's length keeps a copy
// of its own, counted against no budget but its kind's copies, and is
// restored from it.
func TestSlotUnlikeTheReferenceKeepsItsOwnCopy(t *testing.T) {
	first, err := newSlotT(t) // so that the reference exists
	if err != nil {
		t.Fatal(err)
	}
	first.destroy()
	before := copiesKept(0)
	mem := make([]byte, 4096)
	src := bytesOf([]uintptr{1, 2, 3, 4})
	sl := &slot{mem: mem}
	if !sl.takeImage(src) || !sl.restorable || sl.image == nil || sl.ref != nil {
		t.Fatalf("takeImage: restorable %v, own copy %v, reference %v", sl.restorable, sl.image != nil, sl.ref != nil)
	}
	if got := copiesKept(0); got != before+1 {
		t.Fatalf("%d copies kept, want %d", got, before+1)
	}
	clear(mem)
	sl.restoreImage()
	if !bytes.Equal(mem[:len(src)], src) {
		t.Fatalf("restored %x, want %x", mem[:len(src)], src)
	}
	sl.dropImage()
	if got := copiesKept(0); got != before {
		t.Fatalf("%d copies kept after the copy was dropped, want %d", got, before)
	}
}

// Slots set up at once on many goroutines (the first of them may make the
// reference, another its relocations) each restore to their own region as
// set up.
func TestSlotsSetUpAtOnceRestoreToThemselves(t *testing.T) {
	errs := make(chan string, 8)
	for g := 0; g < 8; g++ {
		go func() {
			sl, err := newSlotT(t)
			if err != nil {
				errs <- err.Error()
				return
			}
			defer sl.destroy()
			n := sl.imageLen()
			want := append([]byte(nil), sl.mem[:n]...)
			for i := 0; i < n; i += 4096 {
				sl.mem[i+8] ^= 0xff // scribble on every page
			}
			sl.restoreImage()
			if !bytes.Equal(sl.mem[:n], want) {
				errs <- "a slot did not restore to its own region as set up"
				return
			}
			errs <- ""
		}()
	}
	for g := 0; g < 8; g++ {
		if e := <-errs; e != "" {
			t.Fatal(e)
		}
	}
}

// BenchmarkRestore times restoring a slot's region as set up, from a copy of
// its own and from the reference relocated and patched:
//
//	go test -run '^$' -bench Restore ./internal/sandbox
func BenchmarkRestore(b *testing.B) {
	for _, own := range []bool{true, false} {
		name := "reference"
		if own {
			name = "own-copy"
		}
		b.Run(name, func(b *testing.B) {
			// The reference's own slot, if this is the first: kept until
			// the end, so that sl is mapped elsewhere.
			if first, err := newSlotT(b); err == nil {
				defer first.destroy()
			}
			sl, err := newSlotT(b)
			if err != nil {
				b.Fatal(err)
			}
			defer sl.destroy()
			if sl.image != nil || sl.ref == nil || len(sl.relocs) == 0 {
				b.Skip("the slot does not use the reference")
			}
			if own {
				sl.image = region.Copy(sl.mem[:sl.imageLen()])
				defer func() { region.FreeCopy(sl.image); sl.image = nil }()
			}
			b.SetBytes(int64(sl.imageLen()))
			for b.Loop() {
				sl.restoreImage()
			}
		})
	}
}
