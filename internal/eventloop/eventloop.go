// Package eventloop is the engine-free half of an asynchronous execution's
// event loop, after k6's js/eventloop: work that completes on other
// goroutines (a tool call's answer, a fetch's response, a host's handle
// invocation, a stop) comes back as a task on the loop's queue, timers wait
// in the loop's heap, and only the goroutine that runs the loop touches the
// engine. The runtime (internal/sandbox) owns the engine and decides what a
// turn of the loop does; a Loop owns the queue, the timers and the parking
// (giving the goroutine back while there is nothing to do).
//
// Parking: an execution that waits gives its runner back instead of holding
// it blocked (a runner's stack has grown to what the engine needs, and a
// blocked goroutine keeps all of it). When the loop finds nothing to do it
// parks (Park reports true) and its caller returns, all the way out to the
// runner; the first thing that could give the loop work (a task posted, a
// wake, a due timer) hands the execution to a runner again (Kick calls the
// loop's resume function through its run function). Only the goroutine that
// clears the parked flag (with a compare-and-swap) runs the loop again, so
// at any moment at most one goroutine runs the execution.
//
// Nothing here imports the engine: a test (imports_test.go) fails if the
// package imports anything but the standard library.
package eventloop

import (
	"container/heap"
	"math"
	"sync/atomic"
	"time"
)

// Loop is one execution's queue of tasks, its timers and its parking. Init
// sets it up; the zero Loop is not usable. Post, PostUnless, Wake and Kick
// may be called from any goroutine; everything else only from the goroutine
// running the loop.
type Loop struct {
	tasks chan func()
	wake  chan struct{}
	// parked is set by the loop just before it returns parked, and cleared
	// by whoever takes the execution back.
	parked atomic.Bool
	// resume runs the loop on after a park; run hands it to a runner.
	resume func()
	run    func(func())
	// parkTimer wakes a parked loop for its next timer.
	parkTimer *time.Timer

	timers timerHeap
	live   map[int64]bool // pending timers by id; nil until the first

	// OnTimer, if set, is told of each timer set, fired and cleared, on
	// the goroutine running the loop, as it happens; it must not block.
	// Unset, the timers cost nothing more than a nil check.
	OnTimer func(op TimerOp, id int64, ms float64)
}

// TimerOp is what happened to a timer, for Loop.OnTimer.
type TimerOp uint8

// What can happen to a timer.
const (
	// TimerSet: the timer was set to be due after ms milliseconds (as
	// bounded by SetTimer).
	TimerSet TimerOp = iota
	// TimerFired: the timer is due and its callback runs now (Fire).
	TimerFired
	// TimerCleared: the timer was cleared while pending (ClearTimer).
	TimerCleared
)

// Init sets l up with room for queue tasks: resume is what runs the loop on
// after a park, and run hands a function to a goroutine that will call it
// (a runner).
func (l *Loop) Init(queue int, resume func(), run func(func())) {
	l.tasks = make(chan func(), queue)
	l.wake = make(chan struct{}, 1)
	l.resume = resume
	l.run = run
}

// Fresh reports whether l is set up and nothing was ever queued or parked in
// it (for tests of sandboxes made ahead of their execution).
func (l *Loop) Fresh() bool {
	return l.tasks != nil && cap(l.tasks) > 0 && len(l.tasks) == 0 && l.resume != nil && !l.parked.Load() && len(l.live) == 0
}

// ---- the queue ----

// Post sends task to the loop and wakes the loop if it is parked; the task is
// dropped when done is closed first (the execution ended).
func (l *Loop) Post(done <-chan struct{}, task func()) {
	select {
	case l.tasks <- task:
		l.Kick()
	case <-done:
	}
}

// PostUnless is Post that also gives up when cancel is closed first. It
// reports whether the task was posted, and if not, whether done (rather than
// cancel) was the reason.
func (l *Loop) PostUnless(done, cancel <-chan struct{}, task func()) (posted, ended bool) {
	select {
	case l.tasks <- task:
		l.Kick()
		return true, false
	case <-done:
		return false, true
	case <-cancel:
		return false, false
	}
}

// Wake makes the loop look at its state again (after a stop): a blocked Wait
// returns, a parked loop is handed to a runner.
func (l *Loop) Wake() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
	l.Kick()
}

// Wait blocks until a task has run, a wake came, or (when timed) next is
// reached. For the timed wait it uses timer, making it when nil, and returns
// it for the next wait (the caller keeps it, and stops it when its loop
// returns; a Loop stays small, since one is made for every execution).
func (l *Loop) Wait(next time.Time, timed bool, timer *time.Timer) *time.Timer {
	var timerC <-chan time.Time
	if timed {
		d := time.Until(next)
		if timer == nil {
			timer = time.NewTimer(d)
		} else {
			timer.Reset(d)
		}
		timerC = timer.C
	}
	select {
	case f := <-l.tasks:
		f()
	case <-timerC:
	case <-l.wake:
	}
	return timer
}

// ---- parking ----

// Park is called by the loop when it would block until next (when timed). It
// reports true when the loop should return parked: the execution is parked,
// or was handed to another runner by a kick that came in between. False
// means there is work now (a task may have run) and the loop goes on.
func (l *Loop) Park(next time.Time, timed bool) bool {
	select {
	case f := <-l.tasks:
		f()
		return false
	case <-l.wake:
		return false
	default:
	}
	if timed {
		if !time.Now().Before(next) {
			return false
		}
		d := time.Until(next)
		if l.parkTimer == nil {
			l.parkTimer = time.AfterFunc(d, l.Kick)
		} else {
			l.parkTimer.Reset(d)
		}
	}
	l.parked.Store(true)
	// Work that arrived before parked was set was not followed by a kick
	// that saw it: look again.
	if len(l.tasks) == 0 && len(l.wake) == 0 && !(timed && !time.Now().Before(next)) {
		return true
	}
	// Take the execution back, unless a kick took it first (then it runs on
	// that kick's runner, and this one must let go of it).
	return !l.parked.CompareAndSwap(true, false)
}

// Kick hands a parked execution to a runner; it does nothing when the
// execution is not parked. It is called after anything that could give the
// loop work: a task posted, a wake, a timer due.
func (l *Loop) Kick() {
	if l.parked.Load() && l.parked.CompareAndSwap(true, false) {
		l.run(l.resume)
	}
}

// Hold takes a parked execution without running it, as a kick would, so
// that the caller may work on it (the loop goroutine's state is the
// caller's) until Unhold; false when it is not parked.
func (l *Loop) Hold() bool { return l.parked.Load() && l.parked.CompareAndSwap(true, false) }

// Unhold parks an execution taken by Hold again; when work came for it
// meanwhile (a task, a wake, its timer due), whose kick found it held, it is
// handed to a runner as a kick would.
func (l *Loop) Unhold() {
	// Read before the execution is let go: once it is, a kick may run it
	// and park it again.
	next, timed := l.NextTimer()
	l.parked.Store(true)
	if len(l.tasks) > 0 || len(l.wake) > 0 || timed && !time.Now().Before(next) {
		l.Kick()
	}
}

// Parked reports whether the execution is parked now.
func (l *Loop) Parked() bool { return l.parked.Load() }

// StopParking stops the timer of a parked loop, when the execution ends.
func (l *Loop) StopParking() {
	if l.parkTimer != nil {
		l.parkTimer.Stop()
	}
}

// ---- timers ----

type timerEntry struct {
	when time.Time
	id   int64
}

// timerHeap orders pending timers by due time, then by creation.
type timerHeap []timerEntry

func (h timerHeap) Len() int { return len(h) }
func (h timerHeap) Less(i, j int) bool {
	if !h[i].when.Equal(h[j].when) {
		return h[i].when.Before(h[j].when)
	}
	return h[i].id < h[j].id
}
func (h timerHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *timerHeap) Push(x any)   { *h = append(*h, x.(timerEntry)) }
func (h *timerHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// SetTimer schedules timer id to be due after ms milliseconds (NaN and
// negative delays are 0, delays over 2^31-1 ms are that). It reports false,
// and schedules nothing, when limit timers are pending already and id is not
// one of them.
func (l *Loop) SetTimer(id int64, ms float64, limit int) bool {
	if !l.live[id] && len(l.live) >= limit {
		return false
	}
	if math.IsNaN(ms) || ms < 0 {
		ms = 0
	}
	if ms > math.MaxInt32 {
		ms = math.MaxInt32
	}
	if l.live == nil {
		l.live = make(map[int64]bool)
	}
	l.live[id] = true
	if l.OnTimer != nil {
		l.OnTimer(TimerSet, id, ms)
	}
	heap.Push(&l.timers, timerEntry{when: time.Now().Add(time.Duration(ms * float64(time.Millisecond))), id: id})
	return true
}

// SetTimerAt schedules timer id for when, which may be past: timers past due
// fire at once, in the order of their when (then of their ids). It reports
// false, scheduling nothing, when limit timers are already pending.
func (l *Loop) SetTimerAt(id int64, when time.Time, limit int) bool {
	if !l.live[id] && len(l.live) >= limit {
		return false
	}
	if l.live == nil {
		l.live = make(map[int64]bool)
	}
	l.live[id] = true
	heap.Push(&l.timers, timerEntry{when: when, id: id})
	return true
}

// ClearTimer cancels timer id; it does nothing when id is not pending.
func (l *Loop) ClearTimer(id int64) {
	if l.OnTimer != nil && l.live[id] {
		l.OnTimer(TimerCleared, id, 0)
	}
	delete(l.live, id)
}

// Fire clears timer id as its callback is about to run (an interval sets
// itself again).
func (l *Loop) Fire(id int64) {
	if l.OnTimer != nil {
		l.OnTimer(TimerFired, id, 0)
	}
	delete(l.live, id)
}

// TimerPending reports whether timer id is pending.
func (l *Loop) TimerPending(id int64) bool { return l.live[id] }

// Timers is the number of pending timers.
func (l *Loop) Timers() int { return len(l.live) }

// NextTimer is when the earliest scheduled timer is due, if any is.
func (l *Loop) NextTimer() (time.Time, bool) {
	if len(l.timers) == 0 {
		return time.Time{}, false
	}
	return l.timers[0].when, true
}

// Due takes the earliest timer due by now that is still pending off the heap
// and returns its id (it stays pending until cleared), or false when none is
// due. Cleared timers met on the way are dropped.
func (l *Loop) Due(now time.Time) (int64, bool) {
	for len(l.timers) > 0 && !l.timers[0].when.After(now) {
		t := heap.Pop(&l.timers).(timerEntry)
		if l.live[t.id] {
			return t.id, true
		}
	}
	return 0, false
}

// Unschedule takes timer id off the heap without clearing it (a replay fires
// it at the point its journal says, not when it is due).
func (l *Loop) Unschedule(id int64) {
	for i := range l.timers {
		if l.timers[i].id == id {
			heap.Remove(&l.timers, i)
			return
		}
	}
}
