package sandbox

import (
	"fmt"
	"time"
)

// Parking: an execution that waits (for a tool call's answer, a fetch, a
// timer) gives its runner back instead of holding it blocked. A runner's
// stack has grown to what the engine needs (16 KiB and more), and a
// goroutine blocked in the loop keeps all of it: with thousands of
// executions waiting on slow tools, that is most of their memory. So when
// the loop finds nothing to do it parks: it returns, all the way out to the
// runner, which goes back to the idle list, and the first thing that could
// give the loop work (a task, a stop, a due timer) hands the rest of the
// execution to a runner again (kick). While parked an execution holds its
// engine (in its region), the dispatch goroutines of its calls in flight
// and its Go state, and no goroutine of its own.
//
// Only the loop goroutine touches the engine, before and after a park
// alike: parked is set by the loop just before it returns, and only the
// goroutine that clears it (with a compare-and-swap) starts the loop again,
// so at any moment at most one goroutine runs the execution.

// loopParked is the loop's result when it parked; the execution goes on in
// resume.
const loopParked loopResult = -4

// park is called by the loop when it would block. It reports true when the
// loop should return loopParked: the execution is parked, or has already
// been handed to another runner by a kick that came in between. False means
// there is work now and the loop goes on.
func (s *Sandbox) park(next time.Time, timed bool) bool {
	select {
	case f := <-s.tasks:
		f()
		return false
	case <-s.wake:
		return false
	default:
	}
	if timed {
		if !time.Now().Before(next) {
			return false
		}
		d := time.Until(next)
		if s.parkTimer == nil {
			s.parkTimer = time.AfterFunc(d, s.kick)
		} else {
			s.parkTimer.Reset(d)
		}
	}
	s.parked.Store(true)
	// Work that arrived before parked was set was not followed by a kick
	// that saw it: look again.
	if len(s.tasks) == 0 && len(s.wake) == 0 && !(timed && !time.Now().Before(next)) {
		return true
	}
	// Take the execution back, unless a kick took it first (then it runs on
	// that kick's runner, and this one must let go of it).
	return !s.parked.CompareAndSwap(true, false)
}

// kick hands a parked execution to a runner; it does nothing when the
// execution is not parked. It is called after anything that could give the
// loop work: a task sent, a stop, a timer due.
func (s *Sandbox) kick() {
	if s.parked.Load() && s.parked.CompareAndSwap(true, false) {
		warmAsync(s.resumeFn)
	}
}

// post sends task to the loop of the execution whose channels tasks and done
// are, and wakes it if it is parked; the task is dropped when the execution
// ended first.
func (s *Sandbox) post(tasks chan<- func(), done <-chan struct{}, task func()) {
	select {
	case tasks <- task:
		s.kick()
	case <-done:
	}
}

// resume runs a parked execution on: the loop again, and when it ends what
// run, runAttempt and Start (or Run) would have done after it.
func (s *Sandbox) resume() {
	var res Result
	parked := false
	func() {
		defer func() {
			if p := recover(); p != nil {
				res = Result{Failure: &Failure{Kind: KindInternal, Message: fmt.Sprintf("Internal error in the executor: %v", p)}, Logs: s.logs}
				s.endRun()
				s.finish()
			}
		}()
		r := s.loop()
		if r == loopParked {
			parked = true
			return
		}
		res = s.settleAttempt(s.req, s.loopEnded(r))
	}()
	if !parked {
		s.deliver(res)
	}
}

// endRun stops what run started for the execution's end (its deadline, the
// watch on its context, a parked loop's timer).
func (s *Sandbox) endRun() {
	if s.deadlineTimer != nil {
		s.deadlineTimer.Stop()
	}
	if s.stopCtx != nil {
		s.stopCtx()
	}
	if s.parkTimer != nil {
		s.parkTimer.Stop()
	}
}
