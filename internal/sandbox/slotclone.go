//go:build unix

package sandbox

// Slots made without setting an engine up. Setting up a slot's engine (the
// runtime, the intrinsics, the executor's JavaScript) costs about 0.8 ms of
// processor time, and a burst of executions that finds no idle slot paid it
// once per execution: 10,000 executions arriving at once spent 8 s of it.
// What set-up leaves in a region is, but for where the region lies, the same
// every time (slotimage.go): the reference's image, its pointers into itself
// moved by the distance between the two regions (its relocations), and a few
// words that depend on the address or on the slot. Those words are known:
//
//   - the slot's index in its header;
//   - the context's opaque, the id of the engine's Go side, and its random
//     seed (reseeded anyway);
//   - the shapes' hashes, which the engine takes of a prototype's address and
//     each property's atom and flags, and the chains of the runtime's shape
//     hash table those place (the chains' order is the order shapes were
//     made in, so a clone's may differ from a set-up's: lookups compare
//     every shape of a chain).
//
// So a new slot of a kind whose reference is known to clone is the
// reference copied to the new region, relocated, with those words written:
// cloneInto. Whether the reference clones is checked once per kind, against
// the slot set up to find the relocations (slotimage.go): the clone made for
// that slot's address must equal the slot's region word for word, but for
// the shape hash table's chains
// (the same shapes in each bucket), the stale hashes of shapes no longer in
// the table (never read), and the words above (cloneMatches). Should a
// future set-up leave another address-dependent word (a table hashed by
// address), the check fails and every slot of the kind is set up as before.
// A slot made so then takes its image like any other (takeImage): its patch
// against the reference holds its own shape hashes, and its restores are
// byte for byte its region as made.

import (
	"sync/atomic"
	"unsafe" // and for go:linkname

	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
)

// cloneTemplate is what a clone of a reference needs beyond its image: the
// reference engine's runtime and context and its internals, as offsets from
// the reference's base (values pointing into the region hold the offset).
type cloneTemplate struct {
	rtOff, ctxOff uintptr
	internals     Internals
	// inRegion[i] is true when internals[i] points into the region.
	inRegion [len(Internals{})]bool
	// shapes are the offsets of the shapes in the runtime's shape hash
	// table. (A clone's chains are rebuilt from these: the reference's
	// chain links are not all relocations, since a slot set up elsewhere
	// chains its shapes in other orders.)
	shapes []uintptr
}

// templateOf records sl's engine (just set up, the reference of its kind,
// its region as set up src) relative to its region; nil if its shape table
// is not whole.
func templateOf(sl *slot, src []byte) *cloneTemplate {
	base := uintptr(unsafe.Pointer(&sl.mem[0]))
	end := base + uintptr(len(sl.mem))
	shapes, ok := regionView{src, base}.hashedShapes(sl.e.rt)
	if !ok {
		return nil
	}
	for i := range shapes {
		shapes[i] -= base
	}
	t := &cloneTemplate{rtOff: sl.e.rt - base, ctxOff: sl.e.ctx - base, internals: sl.internals, shapes: shapes}
	for i, v := range sl.internals {
		if p := valuePointer(v); p >= base && p < end {
			t.inRegion[i] = true
			setValuePointer(&t.internals[i], p-base)
		}
	}
	return t
}

// valuePointer returns the pointer a value holds, or 0 if its tag holds none.
func valuePointer(v value) uintptr {
	// The tags that hold a pointer are the negative ones (the engine's
	// JS_VALUE_HAS_REF_COUNT).
	if v.Ftag >= 0 || v.Ftag < lib.EJS_TAG_FIRST {
		return 0
	}
	return *(*uintptr)(unsafe.Pointer(&v.Fu))
}

func setValuePointer(v *value, p uintptr) { *(*uintptr)(unsafe.Pointer(&v.Fu)) = p }

// clonedSlots counts the slots ever made by cloning, for tests.
var clonedSlots atomic.Int64

// cloneSlot makes a slot of sl's kind by cloning ref (whose template is
// set and whose relocations, relocs, were checked by cloneMatches).
func cloneSlot(ref *reference, relocs []uint32, rt *SlotRuntime) (*slot, error) {
	mem, err := region.Reserve(slotRegionBytes)
	if err != nil {
		return nil, errEngine("no address space for a sandbox: " + err.Error())
	}
	return cloneSlotIn(mem, ref, relocs, rt)
}

// cloneSlotIn is cloneSlot in the region mem (reserved by package region),
// which it releases on failure.
func cloneSlotIn(mem []byte, ref *reference, relocs []uint32, rt *SlotRuntime) (*slot, error) {
	sl := &slot{index: slotIndexes.Add(1), mem: mem, spilled: map[uintptr]struct{}{}, sync: rt == nil, rt: rt}
	base := uintptr(unsafe.Pointer(&mem[0]))
	region.Populate(mem[:len(ref.image)])
	if !cloneInto(mem[:len(ref.image)], ref, relocs, base, sl.index) {
		// cloneMatches accepted this reference, so its shape table is
		// whole: this does not happen.
		region.Release(mem)
		return nil, errEngine("the reference image of a sandbox has a broken shape table")
	}
	slotMu.Lock()
	slotsByIndex[sl.index] = sl
	slotMu.Unlock()
	slotsMapped.Add(1)
	h := sl.header()
	t := ref.template
	e := &engine{tls: getTLS(), rt: base + t.rtOff, ctx: base + t.ctxOff, ctl: h.base(), mf: uintptr(unsafe.Pointer(&h.mf))}
	e.id = engineIDs.Add(1)
	lib.XJS_SetContextOpaque(e.tls, e.ctx, e.id)
	engines.Store(e.id, e)
	reseed(e)
	sl.e = e
	sl.internals = t.internals
	for i := range sl.internals {
		if t.inRegion[i] {
			setValuePointer(&sl.internals[i], base+valuePointer(t.internals[i]))
		}
	}
	// The words cloneInto and the engine's id changed are all that differ
	// from the reference relocated here: they are the patch, with no need
	// to compare the two regions as takeImage does.
	sl.ref, sl.relocs, sl.patch, sl.restorable = ref, relocs, clonePatch(mem[:len(ref.image)], base, base+t.rtOff, e.ctx, t.shapes), true
	clonedSlots.Add(1)
	return sl, nil
}

// clonePatch returns the words of a clone (mem, a region at base with its
// runtime at rt and context at ctx) that the reference relocated does not
// give: the header's index, the context's opaque and random seed, and each hashed shape's
// hash and chain link and the shape table (cloneInto). Words among them
// that the relocated reference happens to give are in it too, which a
// restore writes to the same value.
func clonePatch(mem []byte, base, rt, ctx uintptr, shapes []uintptr) []patchWord {
	r := regionView{mem, base}
	t := (*lib.TJSRuntime)(r.at(rt))
	offs := make([]uintptr, 0, 3+2*len(shapes)+int(t.Fshape_hash_size))
	offs = append(offs, unsafe.Offsetof(slotHeader{}.index), ctx+unsafe.Offsetof(lib.TJSContext{}.Fuser_opaque)-base, ctx+unsafe.Offsetof(lib.TJSContext{}.Frandom_state)-base)
	for _, sh := range shapes {
		offs = append(offs, sh+unsafe.Offsetof(lib.TJSShape{}.Fhash)&^7, sh+unsafe.Offsetof(lib.TJSShape{}.Fshape_hash_next))
	}
	for i := uintptr(0); i < uintptr(t.Fshape_hash_size); i++ {
		offs = append(offs, t.Fshape_hash-base+i*8)
	}
	patch := make([]patchWord, len(offs))
	for i, off := range offs {
		patch[i] = patchWord{uint32(off), r.word(base + off)}
	}
	return patch
}

// cloneInto writes into dst (the length of ref's image) the region a slot
// set up at base with the given index would hold, but for its context's
// opaque and random seed. It reports false if the reference's shape table
// is not whole (a chain leaves the region or holds more shapes than the
// table counts).
func cloneInto(dst []byte, ref *reference, relocs []uint32, base uintptr, index uint64) bool {
	copy(dst, ref.image)
	region.Relocate(region.Words(dst), relocs, base-ref.base)
	(*slotHeader)(unsafe.Pointer(&dst[0])).index = index
	return rehashShapes(dst, base, base+ref.template.rtOff, ref.template.shapes)
}

// regionView reads and writes a region's words at the addresses the region
// has at base, whatever memory holds it (the region itself, or a buffer that
// stands for it).
type regionView struct {
	mem  []byte
	base uintptr
}

func (r regionView) in(p, n uintptr) bool {
	return p >= r.base && p-r.base <= uintptr(len(r.mem)) && n <= uintptr(len(r.mem))-(p-r.base)
}

func (r regionView) at(p uintptr) unsafe.Pointer { return unsafe.Pointer(&r.mem[p-r.base]) }

func (r regionView) word(p uintptr) uintptr { return *(*uintptr)(r.at(p)) }

// shapeHash is the engine's shape_hash.
func shapeHash(h, v uint32) uint32 { return (h + v) * 0x9e370001 }

// hashOfShape computes the hash the engine gives the hashed shape at sh: of
// its prototype's address, then of each property's atom and flags in order
// (shape_initial_hash, add_shape_property). A hashed shape has no deleted
// properties: deleting one takes the shape out of the table first.
func (r regionView) hashOfShape(sh uintptr) (uint32, bool) {
	s := (*lib.TJSShape)(r.at(sh))
	proto := uint64(s.Fproto)
	h := shapeHash(shapeHash(1, uint32(proto)), uint32(proto>>32))
	props := sh + unsafe.Sizeof(lib.TJSShape{}) + uintptr(s.Fprop_hash_mask)*4 + 4
	if s.Fprop_count < 0 || !r.in(props, uintptr(s.Fprop_count)*8) {
		return 0, false
	}
	for i := uintptr(0); i < uintptr(s.Fprop_count); i++ {
		pr := (*lib.TJSShapeProperty)(r.at(props + i*8))
		h = shapeHash(shapeHash(h, pr.Fatom), pr.F__ccgo0>>26)
	}
	return h, true
}

// hashedShapes lists the shapes in the shape hash table of the runtime at
// rt, bucket by bucket; ok is false if the table is not whole.
func (r regionView) hashedShapes(rt uintptr) (shapes []uintptr, ok bool) {
	if !r.in(rt, unsafe.Sizeof(lib.TJSRuntime{})) {
		return nil, false
	}
	t := (*lib.TJSRuntime)(r.at(rt))
	size, count := uintptr(t.Fshape_hash_size), int(t.Fshape_hash_count)
	if t.Fshape_hash_bits <= 0 || t.Fshape_hash_bits > 31 || size != 1<<t.Fshape_hash_bits || !r.in(t.Fshape_hash, size*8) {
		return nil, false
	}
	shapes = make([]uintptr, 0, count)
	for i := uintptr(0); i < size; i++ {
		for sh := r.word(t.Fshape_hash + i*8); sh != 0; sh = (*lib.TJSShape)(r.at(sh)).Fshape_hash_next {
			if len(shapes) == count || !r.in(sh, unsafe.Sizeof(lib.TJSShape{})) {
				return nil, false
			}
			shapes = append(shapes, sh)
		}
	}
	return shapes, len(shapes) == count
}

// rehashShapes gives each of shapes (offsets in the region at base), the
// shapes in the shape hash table of the runtime at rt, its hash at this
// address, and links it into the bucket that hash names.
func rehashShapes(mem []byte, base, rt uintptr, shapes []uintptr) bool {
	r := regionView{mem, base}
	t := (*lib.TJSRuntime)(r.at(rt))
	if int(t.Fshape_hash_count) != len(shapes) || !r.in(t.Fshape_hash, uintptr(t.Fshape_hash_size)*8) {
		return false
	}
	table := unsafe.Slice((*uintptr)(r.at(t.Fshape_hash)), t.Fshape_hash_size)
	clear(table)
	for _, off := range shapes {
		sh := base + off
		if !r.in(sh, unsafe.Sizeof(lib.TJSShape{})) {
			return false
		}
		h, ok := r.hashOfShape(sh)
		if !ok {
			return false
		}
		s := (*lib.TJSShape)(r.at(sh))
		s.Fhash = h
		b := h >> (32 - t.Fshape_hash_bits)
		s.Fshape_hash_next = table[b]
		table[b] = sh
	}
	return true
}

// allShapes lists the shapes among the engine's objects (the runtime's list
// of collected objects, which after set-up's collection holds them all).
func (r regionView) allShapes(rt uintptr) (shapes []uintptr, ok bool) {
	head := rt + unsafe.Offsetof(lib.TJSRuntime{}.Fgc_obj_list)
	for p := (*lib.Tlist_head)(r.at(head)).Fnext; p != head; p = (*lib.Tlist_head)(r.at(p)).Fnext {
		if !r.in(p-8, 8+unsafe.Sizeof(lib.Tlist_head{})) || len(shapes) > len(r.mem)/16 {
			return nil, false
		}
		// The object's type is in the low 7 bits of its allocation
		// header's fourth byte (add_gc_object).
		if *(*uint8)(r.at(p - 8 + 3))&0x7f == lib.EJS_GC_OBJ_TYPE_SHAPE {
			shapes = append(shapes, p)
		}
	}
	return shapes, true
}

// jsMallocBlockSizes is the engine's table of its small blocks' sizes, by
// the index an arena records.
//
//go:linkname jsMallocBlockSizes github.com/codemode/codemode/internal/libquickjs._js_malloc_block_sizes
var jsMallocBlockSizes [31]uint16

// skipFreeArenaBlocks marks in skip the words of the free blocks of the
// engine's small-block arenas (but for each block's header), which hold what
// their last user left, and every word of the blocks an arena has never
// handed out (those after the block marked lib.CodemodeFreshBlock). It
// reports false if an arena is not whole.
func (r regionView) skipFreeArenaBlocks(rt uintptr, skip map[uintptr]bool) bool {
	const arenaHeader = unsafe.Sizeof(lib.TJSMallocArena{}) // 40: blocks start after it (get_arena_block)
	lists := rt + unsafe.Offsetof(lib.TJSRuntime{}.Fmalloc_ctx) + unsafe.Offsetof(lib.TJSMallocContext{}.Farena_list)
	for k := range len(jsMallocBlockSizes) {
		head := lists + uintptr(k)*unsafe.Sizeof(lib.Tlist_head{})
		n := 0
		for l := (*lib.Tlist_head)(r.at(head)).Fnext; l != head; l = (*lib.Tlist_head)(r.at(l)).Fnext {
			ar := l - unsafe.Offsetof(lib.TJSMallocArena{}.Flink)
			if n++; n > len(r.mem)/int(arenaHeader) || !r.in(ar, arenaHeader) {
				return false
			}
			a := (*lib.TJSMallocArena)(r.at(ar))
			bs := uintptr(jsMallocBlockSizes[k])
			if int(a.Fblock_size_idx) != k || !r.in(ar+arenaHeader, uintptr(a.Fn_blocks)*bs) {
				return false
			}
			for i, m := a.Ffirst_free_block, 0; i != lib.MFREE_NIL; m++ {
				if i >= a.Fn_blocks || m > int(a.Fn_blocks) {
					return false
				}
				b := ar + arenaHeader + uintptr(i)*bs
				for p := b + 8; p < b+bs; p += 8 {
					skip[p] = true
				}
				i = *(*uint16)(r.at(b))
				if i == lib.CodemodeFreshBlock {
					// The blocks after b were never taken: all theirs.
					for p := b + bs; p < ar+arenaHeader+uintptr(a.Fn_blocks)*bs; p += 8 {
						skip[p] = true
					}
					break
				}
			}
		}
	}
	return true
}

// cloneMatches reports whether ref, relocated at relocs, clones: whether the
// clone made for base (as a slot with index and its context at ctx) holds
// the same shapes in its shape hash table as src, the region of a slot set
// up there, with the same hashes, and the same words elsewhere but for the
// chains and the stale hashes of shapes out of the table. Words that differ
// otherwise are counted in unexplained, not refused: a region holds bytes no
// one reads that differ with the address, such as the padding of a block
// reused during set-up (a byte or three written over a pointer that was
// there before) and the unused tails of arrays that grew by reallocation.
func cloneMatches(ref *reference, relocs []uint32, src []byte, base uintptr, index uint64, ctx uintptr) (ok bool, unexplained int) {
	if ref.template == nil || len(src) != len(ref.image) || len(src)%8 != 0 {
		return false, 0
	}
	buf := make([]uintptr, len(src)/8)
	dst := unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), len(src))
	if !cloneInto(dst, ref, relocs, base, index) {
		return false, 0
	}
	c, g := regionView{dst, base}, regionView{src, base}
	// The context's opaque and seed are the engine's own.
	for _, off := range []uintptr{unsafe.Offsetof(lib.TJSContext{}.Fuser_opaque), unsafe.Offsetof(lib.TJSContext{}.Frandom_state)} {
		if !c.in(ctx+off, 8) {
			return false, 0
		}
		*(*uintptr)(c.at(ctx + off)) = g.word(ctx + off)
	}
	rt := base + ref.template.rtOff
	hashedC, ok1 := c.hashedShapes(rt)
	hashedG, ok2 := g.hashedShapes(rt)
	shapes, ok3 := g.allShapes(rt)
	if !ok1 || !ok2 || !ok3 || len(hashedC) != len(hashedG) {
		return false, 0
	}
	// The same shapes are hashed, with the same hashes (so in the same
	// buckets).
	inG := make(map[uintptr]bool, len(hashedG))
	for _, sh := range hashedG {
		inG[sh] = true
	}
	for _, sh := range hashedC {
		if !inG[sh] || (*lib.TJSShape)(c.at(sh)).Fhash != (*lib.TJSShape)(g.at(sh)).Fhash {
			return false, 0
		}
	}
	skip := map[uintptr]bool{}
	for _, sh := range shapes {
		skip[sh+unsafe.Offsetof(lib.TJSShape{}.Fshape_hash_next)] = true
		if !inG[sh] {
			skip[sh+unsafe.Offsetof(lib.TJSShape{}.Fhash)&^7] = true
		}
	}
	t := (*lib.TJSRuntime)(g.at(rt))
	for i := uintptr(0); i < uintptr(t.Fshape_hash_size); i++ {
		skip[t.Fshape_hash+i*8] = true
	}
	// Free blocks hold what their last user left; their first word links
	// them.
	gh := (*slotHeader)(unsafe.Pointer(&src[0]))
	for k := 1; k < numClasses; k++ {
		for f := gh.free[k]; f != 0; f = g.word(f) {
			if !g.in(f, classSizes[k]) {
				return false, 0
			}
			for p := f + 8; p < f+classSizes[k]; p += 8 {
				skip[p] = true
			}
		}
	}
	if !g.skipFreeArenaBlocks(rt, skip) {
		return false, 0
	}
	wc, wg := region.Words(dst), region.Words(src)
	for i := range wg {
		if wc[i] != wg[i] && !skip[base+uintptr(i)*8] {
			unexplained++
		}
	}
	return true, unexplained
}
