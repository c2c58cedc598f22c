//go:build unix

package sandbox

// Dormant regions. An execution parked on a slow tool call holds its whole
// region: the 44 pages of the region as set up plus what it added, 185 KiB,
// though it changed only a few hundred words of the set-up part (249 words
// on 28 pages for one awaiting a call, against 44 pages held). With 10,000
// such executions at once that is 1.8 GiB, nearly all of it the same bytes
// every other slot's image holds, relocated. So once an execution has been
// parked for dormantAfter, its region goes dormant: the words of its set-up
// part that differ from the region as set up, and the bytes past it, are
// kept on the Go heap, and the region's pages (but the first ones, which
// other goroutines read and write: the header's control block, the runtime's
// memory accounting) are given back to the system at once (MADV_DONTNEED).
// The execution's next resume wakes the region first: the pages are faulted
// in again, the region as set up written over them (restoreImage), then the
// kept words and bytes. An execution parked briefly (an ordinary tool call)
// never goes dormant, so the per-call path costs only the rearming of a
// timer.

import (
	"bytes"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/codemode/codemode/internal/eventloop"
	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
	"golang.org/x/sys/unix"
)

// dormantAfter is how long an execution stays parked, at least, before its
// slot's region goes dormant (at most twice that): longer than an ordinary
// tool call takes, so that only executions waiting on slow ones pay for it.
const dormantAfter = 50 * time.Millisecond

// dormantAbove is the number of regions a process holds resident (mapped
// and not dormant, idle ones included) up to which a parked execution's
// region stays as it is: 1,024 regions, about 190 MiB. Going dormant and
// waking again costs a region about 0.1 ms of processor time, which buys
// nothing while the regions are few; past it, those parked longest go
// dormant. Tests change it.
var dormantAbove atomic.Int64

func init() { dormantAbove.Store(1024) }

// dormantRecheck is how long a parked execution whose region stayed as it
// is, the regions being few, waits before it is looked at again.
const dormantRecheck = 250 * time.Millisecond

// residentRegions returns the number of regions mapped and not dormant.
func residentRegions() int64 { return slotsMapped.Load() - slotsDormant.Load() }

const (
	// dormantMaxWords and dormantMaxTail bound what a dormant region keeps:
	// a region that differs from its set-up state in more words, or grew
	// more than this past it, stays as it is (keeping it would cost about
	// as much as the pages it frees, and the copies the time of a resume).
	dormantMaxWords = 4096
	dormantMaxTail  = 64 << 10
)

// dormantRegion is what a dormant region keeps of itself.
type dormantRegion struct {
	dropped []span      // the ranges of the set-up part given back
	words   []patchWord // their words that differ from the region as set up
	tail    []byte      // the bytes past the set-up part, up to the bump pointer
}

// span is a range of a region's bytes, [from, to).
type span struct{ from, to int }

// setUpScratch holds buffers of a region's set-up length, in which sleep
// writes the region as set up to compare with; wordScratch lists of
// dormantMaxWords words in which it collects those that differ.
var setUpScratch, wordScratch sync.Pool

// residentPages returns the ranges of whole pages of sl's region (ascending,
// apart) that stay resident while it is dormant: those of the header, the
// runtime and the context, which goroutines other than the execution's read
// (the memory accounting) and write (a stop: the control block and the
// context's interrupt counter). On this build pages 0 and 9 of 44.
func (sl *slot) residentPages() []span {
	base := uintptr(unsafe.Pointer(&sl.mem[0]))
	page := uintptr(unix.Getpagesize())
	var out []span
	add := func(off, size uintptr) {
		from, to := int(off&^(page-1)), int((off+size+page-1)&^(page-1))
		for i, r := range out {
			if from <= r.to && to >= r.from {
				out[i] = span{min(from, r.from), max(to, r.to)}
				return
			}
		}
		out = append(out, span{from, to})
	}
	add(0, unsafe.Sizeof(slotHeader{}))
	if e := sl.e; e != nil {
		if e.rt > base && e.rt-base < uintptr(len(sl.mem)) {
			add(e.rt-base, unsafe.Sizeof(lib.TJSRuntime{}))
		}
		if e.ctx > base && e.ctx-base < uintptr(len(sl.mem)) {
			add(e.ctx-base, unsafe.Sizeof(lib.TJSContext{}))
		}
	}
	slices.SortFunc(out, func(a, b span) int { return a.from - b.from })
	return out
}

// sleep makes sl's region dormant and returns what it keeps, or nil when the
// region stays as it is (it cannot be restored, or keeping it would not pay).
// The caller owns the engine, which must be parked, and keeps it until
// wake.
func (sl *slot) sleep() *dormantRegion {
	if !sl.restorable || sl.mem == nil || (sl.image == nil && sl.ref == nil) {
		return nil
	}
	n := sl.imageLen()
	h := sl.header()
	used := int(h.bump - h.base())
	page := unix.Getpagesize()
	if used < n || used-n > dormantMaxTail {
		return nil
	}
	// The set-up part's pages but the resident ones.
	var dropped []span
	at := 0
	for _, r := range sl.residentPages() {
		if r.from > at {
			dropped = append(dropped, span{at, min(r.from, n)})
		}
		at = max(at, r.to)
	}
	if at < n {
		dropped = append(dropped, span{at, n})
	}
	if len(dropped) == 0 {
		return nil
	}
	// The region as set up, in a scratch buffer, to compare with.
	var setUp []byte
	if sl.image != nil {
		setUp = sl.image[:n]
	} else {
		b, _ := setUpScratch.Get().(*[]byte)
		if b == nil || len(*b) != n {
			nb := make([]byte, n)
			b = &nb
		}
		defer setUpScratch.Put(b)
		setUp = *b
		for _, r := range dropped {
			sl.renderSetUp(setUp, r)
		}
	}
	// Compared a line at a time (bytes.Equal, vectorised), the words of
	// the lines that differ one by one (most lines are as set up), in one
	// pass into a scratch list.
	wp, _ := wordScratch.Get().(*[]patchWord)
	if wp == nil {
		w := make([]patchWord, 0, dormantMaxWords)
		wp = &w
	}
	defer wordScratch.Put(wp)
	found := (*wp)[:0]
	for _, r := range dropped {
		differ(sl.mem[r.from:r.to], setUp[r.from:r.to], func(off int, w uintptr) {
			if len(found) <= dormantMaxWords {
				found = append(found, patchWord{uint32(r.from + off), w})
			}
		})
	}
	*wp = found[:0]
	if len(found) > dormantMaxWords {
		return nil
	}
	dr := &dormantRegion{dropped: dropped, words: slices.Clone(found), tail: append([]byte(nil), sl.mem[n:used]...)}
	// The set-up part's last page may hold the first bytes past it: the
	// tail has them.
	for _, r := range dropped {
		to := r.to
		if to == n {
			to = (used + page - 1) &^ (page - 1)
		}
		unix.Madvise(sl.mem[r.from:to], unix.MADV_DONTNEED)
	}
	dormantSlept.Add(1)
	return dr
}

// differ calls f with the offset and value of each word of have (whose
// length is a multiple of 8) that differs from want's.
func differ(have, want []byte, f func(off int, w uintptr)) {
	const line = 64
	for off := 0; off < len(have); off += line {
		end := min(off+line, len(have))
		if bytes.Equal(have[off:end], want[off:end]) {
			continue
		}
		h, w := region.Words(have[off:end]), region.Words(want[off:end])
		for i := range h {
			if h[i] != w[i] {
				f(off+i*8, h[i])
			}
		}
	}
}

// wake puts back the region dr kept: the region as set up, then the words
// and bytes the execution had changed and added. The caller owns the engine.
func (sl *slot) wake(dr *dormantRegion) {
	n := sl.imageLen()
	for _, r := range dr.dropped {
		region.Populate(sl.mem[r.from:r.to])
		if sl.image != nil {
			copy(sl.mem[r.from:r.to], sl.image[r.from:r.to])
		} else {
			sl.renderSetUp(sl.mem[:n], r)
		}
	}
	w := region.Words(sl.mem[:n])
	for _, p := range dr.words {
		w[p.off/8] = p.val
	}
	region.Populate(sl.mem[n : n+len(dr.tail)])
	copy(sl.mem[n:], dr.tail)
}

// forgetDormant drops what a dormant region kept, when the region is
// restored or unmapped instead of woken.
func (sl *slot) forgetDormant() {
	if sl.dormant != nil {
		sl.dormant = nil
		slotsDormant.Add(-1)
	}
}

// renderSetUp writes the bytes r of sl's region as set up (its reference
// relocated and patched) into dst, a buffer of the set-up part's length.
func (sl *slot) renderSetUp(dst []byte, r span) {
	ref := sl.ref
	copy(dst[r.from:r.to], ref.image[r.from:r.to])
	delta := uintptr(unsafe.Pointer(&sl.mem[0])) - ref.base
	w := region.Words(dst[:len(ref.image)])
	if delta != 0 {
		i, _ := slices.BinarySearch(sl.relocs, uint32(r.from))
		for _, off := range sl.relocs[i:] {
			if int(off) >= r.to {
				break
			}
			w[off/8] += delta
		}
	}
	for _, p := range sl.patch {
		if int(p.off) >= r.from && int(p.off) < r.to {
			w[p.off/8] = p.val
		}
	}
}

// ArmSleep, called by the runtime's loop l as it parks the slot's
// execution, makes the slot's region dormant once the execution has stayed
// parked from one firing of the slot's sleeper to the next (dormantAfter to
// twice that). The sleeper is set once per run of parks, not at every park:
// a park costs the loop a count and two loads. A nil slot (a sandbox of no
// slot) does nothing.
func (sl *slot) ArmSleep(l *eventloop.Loop) {
	if sl == nil || sl.dormant != nil {
		return
	}
	sl.parks++
	if sl.parkedIn.Load() != l {
		sl.parkedIn.Store(l)
	}
	if sl.armed.Load() || !sl.armed.CompareAndSwap(false, true) {
		return
	}
	if sl.sleeper == nil {
		sl.sleeper = time.AfterFunc(dormantAfter, sl.sleepParked)
	} else {
		sl.sleeper.Reset(dormantAfter)
	}
}

// sleepParked is the sleeper's: when the slot's execution is parked and has
// not run since the last firing, it makes its region dormant; when it is
// parked but ran meanwhile, it fires again later; when it runs (or has
// ended), its next park sets the sleeper again.
func (sl *slot) sleepParked() {
	// Disarmed first: a park from here on sets the sleeper again.
	sl.armed.Store(false)
	l := sl.parkedIn.Load()
	if l == nil || !l.Hold() {
		return
	}
	// Held, the execution cannot end: when l is still the loop that parked
	// last in the slot (a restore clears it), the execution is the slot's.
	if sl.parkedIn.Load() == l && sl.dormant == nil {
		switch {
		case sl.parks != sl.parksSeen:
			sl.parksSeen = sl.parks
			sl.rearm(dormantAfter)
		case residentRegions() > dormantAbove.Load():
			if sl.dormant = sl.sleep(); sl.dormant != nil {
				slotsDormant.Add(1)
			}
		default:
			// Few regions: looked at again later, in case they grow.
			sl.rearm(dormantRecheck)
		}
	}
	l.Unhold()
}

// rearm sets the sleeper to fire after d, unless a park has set it already.
func (sl *slot) rearm(d time.Duration) {
	if sl.armed.CompareAndSwap(false, true) {
		sl.sleeper.Reset(d)
	}
}

// WakeRegion puts a dormant region back before the runtime's loop runs on;
// it belongs to whoever holds the execution. A nil slot does nothing.
func (sl *slot) WakeRegion() {
	if sl != nil && sl.dormant != nil {
		sl.wake(sl.dormant)
		sl.forgetDormant()
	}
}
