package asyncrt

// Parking: an execution that waits (for a tool call's answer, a fetch, a
// timer) gives its runner back instead of holding it blocked. A runner's
// stack has grown to what the engine needs (16 KiB and more), and a
// goroutine blocked in the loop keeps all of it: with thousands of
// executions waiting on slow tools, that is most of their memory. So when
// the loop finds nothing to do it parks: it returns, all the way out to the
// runner, which goes back to the idle list, and the first thing that could
// give the loop work (a task, a stop, a due timer) hands the rest of the
// execution to a runner again (the loop's Kick, package eventloop, which
// holds the mechanism). While parked an execution holds its
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

// resume runs a parked execution on: the loop again, and when it ends what
// run, runAttempt and Start (or Run) would have done after it.
func (s *Sandbox) resume() {
	var res Result
	parked := false
	func() {
		defer func() {
			if p := recover(); p != nil {
				res = Result{Failure: &Failure{Kind: KindInternal, Message: TextInternal(p)}, Logs: s.logs}
				s.endRun()
				s.finish()
			}
		}()
		s.slot.WakeRegion()
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
	s.ev.StopParking()
}
