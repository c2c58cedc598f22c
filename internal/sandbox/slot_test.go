//go:build unix

package sandbox

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

func TestClassOf(t *testing.T) {
	for n := uintptr(1); n <= classMax; n++ {
		c := classOf(n)
		if c < 1 || c >= numClasses {
			t.Fatalf("classOf(%d) = %d, out of range", n, c)
		}
		if classSizes[c] < n {
			t.Fatalf("classOf(%d) = %d of %d bytes: too small", n, c, classSizes[c])
		}
		if c > 1 && classSizes[c-1] >= n {
			t.Fatalf("classOf(%d) = %d, but class %d (%d bytes) fits", n, c, c-1, classSizes[c-1])
		}
		if classSizes[c]%16 != 0 {
			t.Fatalf("class %d is %d bytes, not a multiple of 16", c, classSizes[c])
		}
	}
	if classSizes[classOf(4096)] != 4096 {
		t.Fatalf("the engine's 4 KiB arenas waste space: class of 4096 is %d bytes", classSizes[classOf(4096)])
	}
}

// drainIdle empties the idle list, so that a released slot is the one the
// test waits for. It first lets the reaper finish the sandboxes an earlier
// test handed it: restored after the list was emptied, they would fill it
// again.
func drainIdle() {
	if AsyncForTests.SettleReaper != nil {
		AsyncForTests.SettleReaper()
	}
	for {
		sl, ok := idleSlots.Take()
		if !ok {
			return
		}
		sl.destroy()
	}
}

// ownSlot makes a slot of the test's own, after the idle list is emptied,
// and destroys it when the test ends.
func ownSlot(t *testing.T) *slot {
	t.Helper()
	drainIdle()
	sl, err := newSlotT(t)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sl.destroy)
	return sl
}

var slotLimits = func() Limits { l := phaseLimits; l.ToolCalls = 1000; return l }()

// runIn runs code in a sandbox of sl and waits until the slot has been
// restored and is idle again.
func runIn(t *testing.T, sl *slot, code string, lim Limits) Result {
	t.Helper()
	return runInSlot(t, sl, AsyncRequest{Code: code, Limits: lim})
}

func wantSlotValue(t *testing.T, r Result, want string) {
	t.Helper()
	if r.Failure != nil {
		t.Fatalf("failed: %+v", r.Failure)
	}
	if r.Value != want {
		t.Fatalf("value = %s, want %s", r.Value, want)
	}
}

// plainValue runs code in a sandbox with an engine of its own (no slot).
func plainValue(t *testing.T, code string) string {
	t.Helper()
	asyncRuntime(t)
	r := AsyncForTests.RunOwnEngine(AsyncRequest{Code: code, Limits: slotLimits})
	if r.Failure != nil {
		t.Fatalf("failed: %+v", r.Failure)
	}
	return r.Value
}

// The state a program can observe or change, as one JSON value: the global
// object's own names, the names on the built-in prototypes, and a few
// built-ins' identities.
const observe = `async () => {
  const names = (o) => Reflect.ownKeys(o).map(String).sort();
  return {
    global: names(globalThis),
    objectProto: names(Object.prototype),
    arrayProto: names(Array.prototype),
    functionProto: names(Function.prototype),
    stringProto: names(String.prototype),
    promiseProto: names(Promise.prototype),
    json: String(JSON.parse).includes('[native code]') && String(JSON.stringify).includes('[native code]'),
    frozen: Object.isFrozen(Object.prototype),
    leaks: [typeof leak, typeof fired, typeof console.leak, [].polluted, ({}).polluted, Math.polluted],
  };
}`

func TestSlotRestoreLeavesNothing(t *testing.T) {
	sl := ownSlot(t)
	setUp := append([]byte(nil), sl.mem[:sl.imageLen()]...)
	fresh := plainValue(t, observe)
	pristine := sl.header().bump
	pristineUsed := sl.e.memoryUsed()

	wantSlotValue(t, runIn(t, sl, observe, slotLimits), fresh)

	spilled := spills.Load()
	// A program that changes everything it can reach, leaves a timer
	// behind and keeps memory, including blocks too big for the region's
	// classes.
	r := runIn(t, sl, `async () => {
  globalThis.leak = { big: new Array(200000).fill(7), many: Array.from({ length: 20000 }, (_, i) => ({ i })) };
  Array.prototype.polluted = 1;
  Object.prototype.polluted = 1;
  Math.polluted = 1;
  console.leak = 1;
  JSON.parse = () => 'hijacked';
  JSON.stringify = () => '"hijacked"';
  Object.freeze(Object.prototype);
  setTimeout(() => { globalThis.fired = 1 }, 0);
  setInterval(() => { globalThis.fired = 2 }, 1);
  return Math.random();
}`, slotLimits)
	if r.Failure != nil {
		t.Fatalf("failed: %+v", r.Failure)
	}
	if spills.Load() == spilled {
		t.Fatal("nothing spilled: the test does not reach the C heap path")
	}
	if len(sl.spilled) != 0 {
		t.Fatalf("%d spilled blocks survived the restore", len(sl.spilled))
	}
	if got := sl.header().bump; got != pristine {
		t.Fatalf("the region's allocator is at %#x after the restore, was %#x", got, pristine)
	}
	if got := sl.e.memoryUsed(); got != pristineUsed {
		t.Fatalf("the engine holds %d bytes after the restore, %d before", got, pristineUsed)
	}
	// The region is the image again, but for the random rngAt.
	rngAt := int(sl.e.ctx-sl.header().base()) + int(unsafe.Offsetof(lib.TJSContext{}.Frandom_state))
	want := append([]byte(nil), setUp...)
	copy(want[rngAt:rngAt+8], sl.mem[rngAt:rngAt+8])
	if !bytes.Equal(sl.mem[:len(want)], want) {
		t.Fatal("the region differs from the region as set up")
	}
	if bytes.Equal(sl.mem[rngAt:rngAt+8], setUp[rngAt:rngAt+8]) {
		t.Fatal("the random rngAt is the set-up region's")
	}
	first := r.Value

	// Everything is back; the timers never fire, even given time.
	wantSlotValue(t, runIn(t, sl, `async () => { await new Promise((r) => setTimeout(r, 30)); return typeof fired }`, slotLimits), `"undefined"`)
	wantSlotValue(t, runIn(t, sl, observe, slotLimits), fresh)

	// Math.random is reseeded: no execution repeats another's sequence.
	seen := map[string]bool{first: true}
	for i := 0; i < 5; i++ {
		v := runIn(t, sl, `async () => Math.random()`, slotLimits).Value
		if seen[v] {
			t.Fatalf("Math.random repeated %s across executions of one slot", v)
		}
		seen[v] = true
	}
}

// A slot comes back sound from every way an execution can end badly.
func TestSlotRestoresAfterFailures(t *testing.T) {
	sl := ownSlot(t)
	fresh := plainValue(t, observe)
	short := slotLimits
	short.Timeout = 200 * time.Millisecond
	small := slotLimits
	small.Memory = 4 << 20
	for _, c := range []struct {
		name string
		code string
		lim  Limits
		kind Kind
	}{
		{"memory", `async () => { globalThis.leak = []; for (;;) leak.push({ s: 'x'.repeat(100) + leak.length }) }`, small, KindMemory},
		{"timeout", `async () => { globalThis.leak = 1; for (;;) {} }`, short, KindTimeout},
		{"stack", `async () => { globalThis.leak = 1; const f = (n) => f(n + 1) + 1; return f(0) }`, slotLimits, KindStackOverflow},
		{"thrown", `async () => { globalThis.leak = 1; throw new Error('x') }`, slotLimits, KindThrown},
	} {
		r := runIn(t, sl, c.code, c.lim)
		if r.Failure == nil || r.Failure.Kind != c.kind {
			t.Fatalf("%s: got %+v, want %s", c.name, r.Failure, c.kind)
		}
		wantSlotValue(t, runIn(t, sl, observe, slotLimits), fresh)
	}
}

// Allocations past the region's end go to the C heap instead of failing:
// the memory limit, not the region, bounds a program.
func TestSlotSpillsWhenTheRegionIsFull(t *testing.T) {
	sl := ownSlot(t)
	lim := slotLimits
	lim.Memory = 256 << 20
	lim.Timeout = 60 * time.Second
	// Small objects only: each is served from the region's classes until
	// the region runs out.
	n := slotRegionBytes / 40
	before := spills.Load()
	wantSlotValue(t, runIn(t, sl, `async () => { const a = []; for (let i = 0; i < `+itoa(n)+`; i++) a.push({ i }); return a.length }`, lim), itoa(n))
	if spills.Load()-before < 100 {
		t.Fatalf("only %d blocks spilled: the region did not fill", spills.Load()-before)
	}
	wantSlotValue(t, runIn(t, sl, `async () => 1 + 1`, slotLimits), `2`)
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// Concurrent executions each get a slot of their own.
func TestSlotsConcurrent(t *testing.T) {
	const n = 8
	errs := make(chan string, n)
	for i := 0; i < n; i++ {
		go func(i int) {
			r := AsyncForTests.RunNew(AsyncRequest{Code: `async () => { globalThis.mine = ` + itoa(i) + `; let t = 0; for (let k = 0; k < 20000; k++) t += k; await null; return [typeof other, mine, t] }`, Limits: slotLimits})
			if r.Failure != nil {
				errs <- r.Failure.Message
				return
			}
			if want := `["undefined",` + itoa(i) + `,199990000]`; r.Value != want {
				errs <- r.Value + " != " + want
				return
			}
			errs <- ""
		}(i)
	}
	var bad []string
	for i := 0; i < n; i++ {
		if e := <-errs; e != "" {
			bad = append(bad, e)
		}
	}
	if len(bad) > 0 {
		t.Fatal(strings.Join(bad, "; "))
	}
}

// A slot whose TLS stack is not balanced when it is released (a Go panic
// unwound through the engine, skipping the releases it makes on return) is
// destroyed, not kept for the next execution; a balanced one is kept.
func TestSlotWithAnUnbalancedStackIsNotReused(t *testing.T) {
	for _, unbalanced := range []bool{false, true} {
		drainIdle()
		sl, err := newSlotT(t)
		if err != nil {
			t.Fatal(err)
		}
		wantSlotValue(t, runIn(t, sl, `async () => 1 + 1`, slotLimits), `2`)
		if unbalanced {
			sl.e.tls.Alloc(1280)
		}
		sl.release()
		kept := false
		for {
			got, ok := idleSlots.Take()
			if !ok {
				break
			}
			kept = kept || got == sl
			got.destroy()
		}
		switch {
		case unbalanced && kept:
			t.Fatal("the slot with an unbalanced TLS stack was kept")
		case unbalanced && sl.e != nil:
			t.Fatal("the unbalanced slot was not destroyed")
		case !unbalanced && !kept:
			t.Fatal("the balanced slot was not kept")
		}
	}
}

// A slot released while the idle list is full is destroyed as it is, not
// restored first; the idle ones stay.
func TestReleasedSlotIsDestroyedWhenTheIdleListIsFull(t *testing.T) {
	drainIdle()
	defer drainIdle()
	var others []*slot
	for range idleSlots.Limit() {
		o, err := newSlotT(t)
		if err != nil {
			t.Fatal(err)
		}
		others = append(others, o)
		o.release()
	}
	if idleSlots.Len() != idleSlots.Limit() {
		t.Fatalf("%d idle, want the limit %d", idleSlots.Len(), idleSlots.Limit())
	}
	sl, err := newSlotT(t)
	if err != nil {
		t.Fatal(err)
	}
	restored := 0
	beforeRestore = func(*slot) { restored++ }
	defer func() { beforeRestore = nil }()
	sl.release()
	if sl.e != nil || sl.mem != nil {
		t.Fatal("the slot released onto a full list was kept")
	}
	if restored != 0 {
		t.Fatalf("the slot released onto a full list was restored %d times before it was destroyed", restored)
	}
	for _, o := range others {
		if o.e == nil {
			t.Fatal("an idle slot was destroyed")
		}
	}
	if idleSlots.Len() != idleSlots.Limit() {
		t.Fatalf("%d idle, want the limit %d", idleSlots.Len(), idleSlots.Limit())
	}
}

// madeUpHeader returns a slot header over a Go buffer of n bytes, as newSlotOf
// lays a region out, in set-up mode.
func madeUpHeader(t *testing.T, n int) *slotHeader {
	t.Helper()
	buf := make([]uint64, n/8)
	h := (*slotHeader)(unsafe.Pointer(&buf[0]))
	h.setup = 1
	h.bump = (h.base() + unsafe.Sizeof(slotHeader{}) + 15) &^ 15
	h.end = h.base() + uintptr(n)
	t.Cleanup(func() { runtime.KeepAlive(buf) })
	return h
}

// walkBlocks checks that the blocks from the first to the bump pointer tile
// the region exactly, and returns how many of each class it found.
func walkBlocks(t *testing.T, h *slotHeader) map[int]int {
	t.Helper()
	seen := map[int]int{}
	b := (h.base() + unsafe.Sizeof(slotHeader{}) + 15) &^ 15
	for b < h.bump {
		c := int(*(*uintptr)(cptr(b)))
		if c < 1 || c > exactClass {
			t.Fatalf("block at +%d has class %d", b-h.base(), c)
		}
		seen[c]++
		b += blockHeader + blockUsable(b+blockHeader)
	}
	if b != h.bump {
		t.Fatalf("the blocks end at +%d, the bump pointer is at +%d", b-h.base(), h.bump-h.base())
	}
	return seen
}

// TestSetUpReusesFreedBlocks: while a slot is set up, a block of any class
// that finds its own free list empty is cut from a free block of any larger
// class it fits in with room for one more block, and the rest of that block
// becomes free blocks that tile it exactly; after set-up nothing is cut.
// Every pair of classes is tried.
func TestSetUpReusesFreedBlocks(t *testing.T) {
	for big := 2; big < numClasses; big++ {
		for small := 1; small < big; small++ {
			h := madeUpHeader(t, 1<<20)
			p, _ := h.alloc(classSizes[big])
			h.release(p)
			bump := h.bump
			q, n := h.alloc(classSizes[small])
			fits := classSizes[big] >= classSizes[small]+blockHeader+16
			if !fits {
				if q == p {
					t.Fatalf("class %d cut from class %d with no room for the rest", small, big)
				}
				continue
			}
			if q != p || n != classSizes[small] || h.bump != bump {
				t.Fatalf("class %d from a free class %d: got +%d (%d bytes), bump moved %d", small, big, q-h.base(), n, h.bump-bump)
			}
			walkBlocks(t, h)
			// Every piece of the rest is on its free list, and they add up.
			var free uintptr
			for c := 1; c < numClasses; c++ {
				for f := h.free[c]; f != 0; f = *(*uintptr)(cptr(f)) {
					if int(*(*uintptr)(cptr(f - blockHeader))) != c {
						t.Fatalf("a free block of class %d is marked %d", c, *(*uintptr)(cptr(f - blockHeader)))
					}
					free += blockHeader + classSizes[c]
				}
			}
			if free != classSizes[big]-classSizes[small] {
				t.Fatalf("class %d cut from class %d: %d bytes free, want %d", small, big, free, classSizes[big]-classSizes[small])
			}
		}
	}
	h := madeUpHeader(t, 1<<20)
	p, _ := h.alloc(8192)
	h.release(p)
	h.setup = 0
	if q, _ := h.alloc(1000); q == p {
		t.Fatal("a block was cut from a larger free one after set-up")
	}
}

// TestSetUpRegionIsWhole: a slot's region as set up is made of whole blocks
// from its start to its bump pointer, and (for the asynchronous engine, the
// one every execution starts from) few of its bytes are left free.
func TestSetUpRegionIsWhole(t *testing.T) {
	for _, sync := range []bool{false, true} {
		sl, err := newSlotOf(kindRuntime(t, sync))
		if err != nil {
			t.Fatal(err)
		}
		h := sl.header()
		walkBlocks(t, h)
		var free uintptr
		for c := 1; c < numClasses; c++ {
			for f := h.free[c]; f != 0; f = *(*uintptr)(cptr(f)) {
				free += blockHeader + classSizes[c]
			}
		}
		t.Logf("sync=%v: region %d bytes, %d of them in free blocks", sync, h.bump-h.base(), free)
		// The asynchronous engine's set-up left 17 KiB of freed blocks
		// in its region before they were cut up for later blocks. What
		// is left free now is mostly the bytecode of the bootstrap's
		// body, which runs once and is freed as set-up ends (a 5 KiB
		// block), and the shapes the table of built-ins it takes for the
		// modules that load later outgrew (about 2 KiB).
		if !sync && free > 11<<10 {
			t.Errorf("%d bytes of the region as set up are free blocks", free)
		}
		sl.destroy()
	}
}
