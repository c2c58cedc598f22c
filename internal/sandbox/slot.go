//go:build unix

package sandbox

// A slot is a fixed range of address space that holds the whole heap of one
// engine. Setting up a sandbox (the runtime, the standard library and the
// executor's JavaScript) costs far more than a short program does, and all of
// it ends up in the same few hundred KiB; so a slot sets up its engine once,
// copies the bytes of its region aside (the image), and after every execution
// copies the image back over the region. The engine then is, byte for byte,
// the engine as it was the moment setup finished: every object, shape, atom,
// the allocator's own state and the memory accounting live in the region, and
// nothing the execution did survives. This works because the engine's memory
// comes only from our allocator (the functions below), and the region is
// always mapped at the same address, so the pointers in the image stay valid.
// Slots do not keep a copy each: one reference image per kind, relocated to
// the slot and patched, gives each slot's own (slotimage.go).
//
// The allocator serves blocks from size classes inside the region. Big blocks
// and anything that does not fit once the region is full go to the C heap
// ("spilled"); the slot remembers them and frees them when it is restored.
// While the image is being made nothing spills, so the image holds it all.
//
// What is not in the region is reset by hand: the context's random seed (so
// Math.random differs from one execution to the next), the Go side of the
// engine, and the pages an execution dirtied beyond the image (given back when
// there are many).

import (
	"math"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/codemode/codemode/internal/eventloop"
	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
	"github.com/codemode/codemode/internal/runners"
	"golang.org/x/sys/unix"
	"modernc.org/libc"
)

const (
	// slotRegionBytes is the address space one slot reserves. Only the
	// pages an execution touches cost memory; allocations past the end
	// spill to the C heap.
	slotRegionBytes = 32 << 20
	// slotTrimBytes: after an execution that used more of the region than
	// this beyond the image, the extra pages are given back to the system
	// lazily (giveBack): the kernel takes them whenever it is short of
	// memory, and until then the next execution writes them without a
	// fault. An idle slot therefore holds at most its region as set up
	// plus this much that the kernel cannot take.
	slotTrimBytes = 1 << 20
	// blockHeader precedes every block in the region; it holds the block's
	// size class (and an exact size for setup's oversize blocks).
	blockHeader = 16
	// classMax is the largest payload served from size classes; bigger
	// blocks spill (or, during setup, are cut exactly from the region).
	classMax   = 256 << 10
	numClasses = 97
	exactClass = numClasses     // a block cut to size from the region during setup
	spillClass = numClasses + 1 // a block on the C heap
	// setupArenaBytes is the size of the engine's small-block arenas while
	// a slot's engine is set up (smallArenas).
	setupArenaBytes = 1 << 10
)

// classSizes[c] is the payload size of class c: multiples of 16 up to 1 KiB,
// then four classes per power of two up to classMax.
var classSizes [numClasses]uintptr

func init() {
	for c := 1; c <= 64; c++ {
		classSizes[c] = uintptr(c) << 4
	}
	for c := 65; c < numClasses; c++ {
		b := (c-65)/4 + 11
		sub := (c-65)%4 + 1
		classSizes[c] = 1<<(b-1) + uintptr(sub)<<(b-3)
	}
	slotMallocFuncs.Fjs_malloc = funcPointer(slotMalloc)
	slotMallocFuncs.Fjs_free = funcPointer(slotFree)
	slotMallocFuncs.Fjs_realloc = funcPointer(slotRealloc)
	slotMallocFuncs.Fjs_malloc_usable_size = funcPointer(slotUsableSize)
	p, err := libc.CString(smallArenasInfo)
	if err != nil {
		panic(err)
	}
	smallArenas = p
}

// smallArenasInfo, as a runtime's info string (JS_SetRuntimeInfo), makes the
// patched engine's new small-block arenas setupArenaBytes instead of 4 KiB
// (third_party/libquickjs.md). A slot's engine is set up with it, so that
// the region as set up (what every execution in the slot starts from) holds
// few half-empty arenas, 287 → 240 KiB; an execution keeps it for its first
// smallArenasGrowth bytes and then runs without it, since small arenas
// throughout made allocation-heavy programs 10% slower. With the upstream
// engine the string only names the runtime.
const smallArenasInfo = "codemode:small-arenas"

// smallArenasGrowth is how far past the region as set up an execution's
// engine keeps making small arenas (slotHeader.smallUntil). An execution
// that awaits a tool call makes a few arenas: 27 KiB of them at 4 KiB, 9 KiB
// at 1 KiB, which for 10,000 executions waiting at once is 175 MiB. Past
// this, the engine's own arenas, since small arenas throughout made
// allocation-heavy programs 10% slower.
const smallArenasGrowth = 64 << 10

// smallArenas is smallArenasInfo as a C string, for the life of the process.
var smallArenas uintptr

// classOf returns the smallest class whose payload holds n bytes
// (0 < n ≤ classMax).
func classOf(n uintptr) int {
	if n <= 1024 {
		return int((n + 15) >> 4)
	}
	b := bits.Len(uint(n - 1)) // 2^(b-1) < n ≤ 2^b
	step := uintptr(1) << (b - 3)
	sub := (n - 1<<(b-1) + step - 1) / step
	return 65 + (b-11)*4 + int(sub) - 1
}

// slotHeader sits at the start of a region, so the image restores it too.
type slotHeader struct {
	ctl   ctlBlock // first: the engine's allocator opaque and interrupt opaque point here
	mf    lib.TJSMallocFunctions
	index uint64 // the slot's key in slotsByIndex, for the spill path
	setup uint64 // non-zero while the image is being made: nothing spills
	bump  uintptr
	end   uintptr
	// info is the address of the runtime's info string (rt_info), which
	// says smallArenasInfo as an execution starts; smallUntil is the bump
	// pointer past which the allocator clears it, so that the engine's
	// arenas are small for an execution's first smallArenasGrowth bytes and
	// the engine's own size after (0 once cleared).
	info, smallUntil uintptr
	free             [numClasses]uintptr // the free blocks of each class, linked through their first word
}

func (h *slotHeader) base() uintptr { return uintptr(unsafe.Pointer(h)) }

func (h *slotHeader) contains(p uintptr) bool { return p >= h.base() && p < h.end }

// blockUsable returns the payload size of the block at p, in the region or
// spilled: every block carries its header.
func blockUsable(p uintptr) uintptr {
	c := *(*uintptr)(cptr(p - blockHeader))
	if c >= exactClass {
		return *(*uintptr)(cptr(p - blockHeader + 8))
	}
	return classSizes[c]
}

// alloc serves n bytes from the region, or returns 0 when the block should
// spill (too big, or the region is full).
func (h *slotHeader) alloc(n uintptr) (p, usable uintptr) {
	n = max(n, 1)
	if n > classMax {
		if h.setup == 0 {
			return 0, 0
		}
		size := (n + 15) &^ 15
		if h.bump+blockHeader+size > h.end {
			return 0, 0
		}
		b := h.bump
		h.bump += blockHeader + size
		*(*uintptr)(cptr(b)) = exactClass
		*(*uintptr)(cptr(b + 8)) = size
		return b + blockHeader, size
	}
	c := classOf(n)
	if f := h.free[c]; f != 0 {
		h.free[c] = *(*uintptr)(cptr(f))
		return f, classSizes[c]
	}
	if h.setup != 0 {
		if f := h.split(c); f != 0 {
			return f, classSizes[c]
		}
	}
	size := classSizes[c]
	if h.bump+blockHeader+size > h.end {
		return 0, 0
	}
	b := h.bump
	h.bump += blockHeader + size
	*(*uintptr)(cptr(b)) = uintptr(c)
	if h.smallUntil != 0 && h.bump > h.smallUntil {
		*(*uintptr)(cptr(h.info)) = 0
		h.smallUntil = 0
	}
	return b + blockHeader, size
}

// split serves a block of class c, while the image is being made, from a
// free block of a larger class: the front becomes the class-c block and the
// rest becomes free blocks of the classes that fill it exactly. Blocks freed
// during setup (tables that grew, buffers that were replaced) would otherwise
// stay in the image as holes that every slot copies: 17 KiB of the 240 KiB.
// It returns 0 when no free block is large enough.
func (h *slotHeader) split(c int) uintptr {
	need := classSizes[c]
	for big := c + 1; big < numClasses; big++ {
		f := h.free[big]
		if f == 0 || classSizes[big] < need+blockHeader+16 {
			continue
		}
		h.free[big] = *(*uintptr)(cptr(f))
		*(*uintptr)(cptr(f - blockHeader)) = uintptr(c)
		h.carve(f+need, classSizes[big]-need)
		return f
	}
	return 0
}

// carve makes the bytes at b (a multiple of 16, at least two block headers'
// worth) into free blocks, each with its header.
func (h *slotHeader) carve(b, bytes uintptr) {
	for bytes > 0 {
		payload := bytes - blockHeader
		k := classOf(payload)
		if classSizes[k] != payload {
			// Not a class of its own: the largest class that leaves room
			// for one more block.
			k = classOf(payload-2*blockHeader) - 1
			for classSizes[k+1] <= payload-2*blockHeader {
				k++
			}
		}
		*(*uintptr)(cptr(b)) = uintptr(k)
		p := b + blockHeader
		*(*uintptr)(cptr(p)) = h.free[k]
		h.free[k] = p
		b += blockHeader + classSizes[k]
		bytes -= blockHeader + classSizes[k]
	}
}

// release puts the region block at p on its class's free list. Exact blocks
// (made during setup) are not reused until the image is restored.
func (h *slotHeader) release(p uintptr) {
	c := *(*uintptr)(cptr(p - blockHeader))
	if c == exactClass {
		return
	}
	*(*uintptr)(cptr(p)) = h.free[c]
	h.free[c] = p
}

var slotMallocFuncs lib.TJSMallocFunctions

func slotHeaderOf(s *lib.TJSMallocState) *slotHeader { return (*slotHeader)(cptr(s.Fopaque)) }

func slotMalloc(tls *libc.TLS, s uintptr, size lib.Tsize_t) uintptr {
	st := mallocState(s)
	if st.Fmalloc_size+size > st.Fmalloc_limit || size > math.MaxInt32*4 {
		return refuse(st)
	}
	h := slotHeaderOf(st)
	p, n := h.alloc(uintptr(size))
	if p == 0 {
		if h.setup != 0 {
			return refuse(st)
		}
		p, n = spill(tls, h, uintptr(size))
		if p == 0 {
			return refuse(st)
		}
	}
	st.Fmalloc_count++
	st.Fmalloc_size += lib.Tsize_t(n) + lib.MMALLOC_OVERHEAD
	return p
}

func slotFree(tls *libc.TLS, s uintptr, p uintptr) {
	if p == 0 {
		return
	}
	st := mallocState(s)
	h := slotHeaderOf(st)
	st.Fmalloc_count--
	st.Fmalloc_size -= lib.Tsize_t(blockUsable(p)) + lib.MMALLOC_OVERHEAD
	if h.contains(p) {
		h.release(p)
		return
	}
	unspill(tls, h, p)
}

func slotRealloc(tls *libc.TLS, s uintptr, p uintptr, size lib.Tsize_t) uintptr {
	if p == 0 {
		if size == 0 {
			return 0
		}
		return slotMalloc(tls, s, size)
	}
	if size == 0 {
		slotFree(tls, s, p)
		return 0
	}
	st := mallocState(s)
	old := blockUsable(p)
	if uintptr(size) <= old {
		return p
	}
	if st.Fmalloc_size+size-lib.Tsize_t(old) > st.Fmalloc_limit || size > math.MaxInt32*4 {
		return refuse(st)
	}
	// Allocate without the limit check (the old block is still counted),
	// move, then free the old block.
	limit := st.Fmalloc_limit
	st.Fmalloc_limit = math.MaxUint64
	np := slotMalloc(tls, s, size)
	st.Fmalloc_limit = limit
	if np == 0 {
		return refuse(st)
	}
	copy(unsafe.Slice((*byte)(cptr(np)), old), unsafe.Slice((*byte)(cptr(p)), old))
	slotFree(tls, s, p)
	return np
}

func slotUsableSize(tls *libc.TLS, p uintptr) lib.Tsize_t {
	return lib.Tsize_t(blockUsable(p))
}

// ---- spilled blocks ----

// spill allocates a block of n bytes on the C heap, with a block header so
// that blockUsable works on it, and records it for restore.
func spill(tls *libc.TLS, h *slotHeader, n uintptr) (p, usable uintptr) {
	size := (n + 15) &^ 15
	b := libc.Xmalloc(tls, libc.Tsize_t(blockHeader+size))
	if b == 0 {
		return 0, 0
	}
	*(*uintptr)(cptr(b)) = spillClass
	*(*uintptr)(cptr(b + 8)) = size
	slotByIndex(h.index).spilled[b] = struct{}{}
	spills.Add(1)
	return b + blockHeader, size
}

func unspill(tls *libc.TLS, h *slotHeader, p uintptr) {
	b := p - blockHeader
	delete(slotByIndex(h.index).spilled, b)
	libc.Xfree(tls, b)
}

// ---- slots ----

// slot is one region with its engine and the image of that engine set up.
type slot struct {
	index uint64
	mem   []byte // the mapped region
	e     *engine
	// The region as set up is ref's image relocated to mem at relocs and
	// patched with patch (slotimage.go), or, for a slot that could not use the
	// reference, image: a copy of its own. restorable is false when
	// neither could be made; such a slot is unmapped after its execution.
	ref        *reference
	relocs     []uint32 // ref's relocations, as when patch was made
	patch      []patchWord
	image      []byte
	restorable bool
	// internals are the values the runtime's set-up kept (SlotRuntime), or
	// for a synchronous engine the compiled prelude and main lookup; part of
	// the image, so valid in every execution.
	internals Internals
	// spilled holds the C heap blocks (their starts, before the block
	// header) the engine got outside the region.
	// Only the goroutine that owns the engine touches it.
	spilled map[uintptr]struct{}
	// sync: the engine is CodeAct's synchronous one (newSyncEngine's
	// intrinsics, no executor JavaScript); its idle list is idleSyncSlots.
	sync bool
	// rt is the asynchronous runtime that set the engine up (nil for a
	// synchronous engine).
	rt *SlotRuntime
	// next is what the runtime prepared for the slot's next execution
	// (SlotRuntime.Prepare, taken by TakeNext), made by the restore that put
	// the slot on the idle list, so that the execution does not wait for it;
	// nil until then.
	next any
	// cpu is the CPU the last restore ran on (runners.CurrentCPU): the region's
	// memory is in that CPU's caches.
	cpu uint32
	// sleeper makes the region of an execution parked for dormantAfter
	// dormant (slotdormant.go): parkedIn is the runtime's loop that parked
	// last, set by its loop as it parks, armed whether the sleeper is
	// set to fire, parks the parks of the slot's executions (counted by
	// whoever holds the execution) and parksSeen their count when the
	// sleeper last fired. dormant is what a dormant region keeps until the
	// execution's next resume wakes it; it belongs to whoever holds the
	// execution.
	sleeper          *time.Timer
	parkedIn         atomic.Pointer[eventloop.Loop]
	armed            atomic.Bool
	parks, parksSeen uint64
	dormant          *dormantRegion
}

func (sl *slot) header() *slotHeader { return (*slotHeader)(unsafe.Pointer(&sl.mem[0])) }

var (
	slotMu       sync.RWMutex
	slotsByIndex = map[uint64]*slot{}
	slotIndexes  atomic.Uint64
	spills       atomic.Int64 // blocks ever spilled, for tests
	dormantSlept atomic.Int64 // regions ever made dormant, for tests
	// slotsMapped and slotsDormant count the regions mapped and, of them,
	// those dormant now (SlotsMapped).
	slotsMapped, slotsDormant atomic.Int64
	// idleSlots holds restored slots ready for an execution, the one
	// restored last on the caller's CPU taken first, else the one restored
	// last (takeIdleSlot; runners.LIFO); a released slot that finds it full is
	// unmapped.
	idleSlots = runners.NewLIFO[*slot](runtime.NumCPU() + 1)
	// idleSyncSlots is the same for the synchronous engines of CodeAct.
	idleSyncSlots = runners.NewLIFO[*slot](runtime.NumCPU() + 1)
)

func slotByIndex(i uint64) *slot {
	slotMu.RLock()
	sl := slotsByIndex[i]
	slotMu.RUnlock()
	return sl
}

// takeSlot returns a ready slot of the asynchronous runtime rt: an idle one,
// one restored here from a finished execution the runtime has not reclaimed
// yet (SlotRuntime.Reclaim), or a new one.
func takeSlot(rt *SlotRuntime) (*slot, error) {
	if sl, ok := idleSlots.Take(); ok {
		return sl, nil
	}
	// Executions one after another outrun the runtime's reaper, whose goroutine
	// waits for a thread to wake: restoring a slot (copying its image) costs
	// a fraction of making one (mapping, intrinsics, bootstrap).
	for i := 0; i < 2 && rt.Reclaim(); i++ {
		if sl, ok := idleSlots.Take(); ok {
			return sl, nil
		}
	}
	return onRunner(func() (*slot, error) { return newSlot(rt) })
}

// prepareSlot returns a slot of rt restored here from a finished execution
// the runtime has not reclaimed yet, or a new one; never an idle one.
func prepareSlot(rt *SlotRuntime) (*slot, error) {
	if rt.Reclaim() {
		// The restore put it on the idle list.
		if sl, ok := idleSlots.Take(); ok {
			return sl, nil
		}
	}
	return onRunner(func() (*slot, error) { return newSlot(rt) })
}

// takeIdleSlot returns an idle slot, if one is.
func takeIdleSlot() (*slot, bool) {
	cpu := runners.CurrentCPU()
	return idleSlots.TakeFirst(func(sl *slot) bool { return sl.cpu == cpu })
}

// onRunner calls make on a runner (runners.Warm) and returns what it returned.
// Setting an engine up runs it as deep as a program does: on the caller's
// goroutine it would grow that stack to 16 KiB or more, kept for as long as
// the caller lives (an execution's caller waits there for its result),
// where a runner's stack has grown already.
func onRunner(make func() (*slot, error)) (sl *slot, err error) {
	runners.Warm(func() { sl, err = make() })
	return sl, err
}

// takeSyncSlot returns a ready slot with a synchronous engine.
func takeSyncSlot() (*slot, error) {
	if sl, ok := idleSyncSlots.Take(); ok {
		return sl, nil
	}
	return onRunner(func() (*slot, error) { return newSlotOf(nil) })
}

// newSlot maps a region, sets up an engine of the asynchronous runtime rt in
// it and records its image.
func newSlot(rt *SlotRuntime) (*slot, error) { return newSlotOf(rt) }

// newSlotOf makes a slot with an asynchronous engine set up by rt, or (rt
// nil) with a synchronous engine alone: by cloning its kind's reference when
// that is known to clone (slotclone.go), else by setting its engine up.
func newSlotOf(rt *SlotRuntime) (*slot, error) {
	if ref, relocs := cloneable(rt == nil); ref != nil {
		return cloneSlot(ref, relocs, rt)
	}
	return setUpSlot(rt)
}

// setUpSlot maps a region and sets an engine up in it: by rt, or (rt nil) as
// a synchronous engine. A synchronous engine's image is taken with the
// evaluator still installed, which a run switches off after compiling and
// the restore switches back on.
func setUpSlot(rt *SlotRuntime) (*slot, error) {
	sync := rt == nil
	var mem []byte
	var err error
	if from, ok := relocationsWanted(sync); ok {
		// This slot's region as set up will tell the reference's pointers
		// (region.Relocations): it lies at a distance from the reference's
		// that only pointers move by.
		mem, err = region.ReserveFrom(slotRegionBytes, from, uintptr(unix.Getpagesize()))
	} else {
		mem, err = region.Reserve(slotRegionBytes)
	}
	if err != nil {
		return nil, errEngine("no address space for a sandbox: " + err.Error())
	}
	sl := &slot{index: slotIndexes.Add(1), mem: mem, spilled: map[uintptr]struct{}{}, sync: sync, rt: rt}
	h := sl.header()
	h.mf = slotMallocFuncs
	h.index = sl.index
	h.setup = 1
	h.bump = (h.base() + unsafe.Sizeof(slotHeader{}) + 15) &^ 15
	h.end = h.base() + uintptr(len(mem))
	slotMu.Lock()
	slotsByIndex[sl.index] = sl
	slotMu.Unlock()
	slotsMapped.Add(1)

	install := (*engine).addIntrinsics
	if sync {
		install = installSync
	}
	tls := getTLS()
	e, err := newEngineIn(tls, uintptr(unsafe.Pointer(&h.mf)), h.base(), smallArenas, install)
	if err != nil {
		putTLS(tls)
		sl.unmap()
		return nil, err
	}
	sl.e = e
	if sync {
		prelude, lookup, err := compileSyncInternals(e)
		if err != nil {
			sl.destroy()
			return nil, errEngine("setting up CodeAct: " + err.Error())
		}
		sl.internals[0], sl.internals[1] = prelude, lookup
	} else {
		internals, err := rt.SetUp(e)
		if err != nil {
			sl.destroy()
			return nil, err
		}
		sl.internals = internals
	}
	lib.XJS_RunGC(e.tls, e.rt)
	h.setup = 0
	// Executions start with small arenas too (smallArenasGrowth).
	h.info = e.rt + unsafe.Offsetof(lib.TJSRuntime{}.Frt_info)
	h.smallUntil = h.bump + smallArenasGrowth
	sl.takeImage(mem[:h.bump-h.base()])
	return sl, nil
}

// restore puts the region back as the image has it and frees what the
// execution spilled. The engine must be idle and owned by the caller.
func (sl *slot) restore() {
	e := sl.e
	for p := range sl.spilled {
		libc.Xfree(e.tls, p)
	}
	clear(sl.spilled)
	used := sl.header().bump - sl.header().base()
	if beforeRestore != nil {
		beforeRestore(sl)
	}
	sl.restoreImage()
	if n := sl.imageLen(); used > uintptr(n)+slotTrimBytes {
		from := (n + unix.Getpagesize() - 1) &^ (unix.Getpagesize() - 1)
		region.GiveBack(sl.mem[from:used])
	}
	sl.keepCopy()
	reseed(e)
	e.host = nil
	e.panicked = nil
}

// beforeRestore, when set (by tests only), sees each slot as its execution
// left it, just before the restore.
var beforeRestore func(*slot)

// release restores sl and keeps it for the next execution, or destroys it
// when enough are idle already.
func (sl *slot) release() {
	// A Go panic that unwound through the engine (a bug; the executor
	// recovers it and reports an internal error) skipped the releases the
	// engine makes on return, so its TLS stack is not balanced: such a slot
	// is not reused.
	if sl.e != nil && sl.e.tls.StackSlots() != 0 || !sl.restorable {
		sl.destroy()
		return
	}
	idle := idleSlots
	if sl.sync {
		idle = idleSyncSlots
	}
	// When enough are idle already (a burst ending), the slot is destroyed
	// as it is: restoring it, preparing its next execution and keeping a
	// copy of its image, only to evict an idle one that had all that done,
	// cost a worker holding 10,000 waiting executions a fifth of its time.
	if idle.Full() {
		sl.destroy()
		return
	}
	sl.parkedIn.Store(nil)
	sl.forgetDormant() // the restore writes the whole region as set up
	sl.restore()
	if !sl.sync {
		sl.next = sl.rt.Prepare()
	}
	sl.cpu = runners.CurrentCPU()
	if old, evicted := idle.PutEvicting(sl); evicted {
		old.destroy()
	}
}

// destroy frees the slot. The engine's memory goes with the region; only
// what it spilled and the Go side need freeing.
func (sl *slot) destroy() {
	if e := sl.e; e != nil {
		for p := range sl.spilled {
			libc.Xfree(e.tls, p)
		}
		clear(sl.spilled)
		engines.Delete(e.id)
		if e.scratch != 0 {
			libc.Xfree(e.tls, e.scratch)
		}
		putTLS(e.tls)
		e.closed = true
		e.host = nil
		sl.e = nil
	}
	sl.next = nil
	sl.parkedIn.Store(nil)
	sl.forgetDormant()
	if sl.sleeper != nil {
		sl.sleeper.Stop()
	}
	sl.dropImage()
	sl.unmap()
}

func (sl *slot) unmap() {
	slotMu.Lock()
	delete(slotsByIndex, sl.index)
	slotMu.Unlock()
	region.Release(sl.mem)
	sl.mem = nil
	slotsMapped.Add(-1)
}

// takeIdleSlotAny takes an idle asynchronous slot, if one is.
func takeIdleSlotAny() (*slot, bool) { return idleSlots.Take() }
