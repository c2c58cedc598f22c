package asyncrt

import (
	"math"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

// Durable timers (docs/durable.md, Timers). In a durable execution a timer's
// due time is journaled (a due entry, on the execution's clock) when the
// program sets it, and a replayed timer is scheduled for that due time, not
// for its whole delay again. A wait the execution cannot spend holding its
// sandbox ends it suspended instead, with the time it next needs to wake:
//
//   - a wait for a timer due further away than Journal.MaxWait, or after the
//     execution's deadline, with no call, fetch or invocation in flight,
//     suspends at once;
//   - the deadline, when it comes while the program waits (for calls or
//     timers, not while it computes), suspends too; calls still in flight
//     are left for the host to settle (ambiguous).
//
// The execution's clock (Date.now, and the due times) is the host's: Journal's
// Clock is read once as the run starts and the clock runs on from that
// reading; on replay, readings come from the journal.

// DefaultMaxWait is the wait for a timer a durable execution spends holding
// its sandbox when Journal.MaxWait is zero: a longer one suspends it.
const DefaultMaxWait = time.Minute

// Why a durable execution suspended without a call asking it to.
const (
	waitNone     = iota
	waitTimer    // a timer due past MaxWait or the deadline
	waitDeadline // the deadline came while the program waited
)

// nowMs is the execution's clock in milliseconds since the Unix epoch, with
// sub-millisecond precision: the host's clock in a durable execution.
func (s *Sandbox) nowMs() float64 {
	if s.jn != nil {
		return float64(s.jn.now().UnixMicro()) / 1e3
	}
	return float64(time.Now().UnixMicro()) / 1e3
}

// now is the journal's live clock: the host's reading at the run's start,
// run on by the monotonic clock.
func (jn *journalState) now() time.Time {
	if jn.clockBase.IsZero() {
		base := time.Now()
		if jn.cfg.Clock != nil {
			base = jn.cfg.Clock()
		}
		jn.clockBase, jn.clockMono = base, time.Now()
	}
	return jn.clockBase.Add(time.Since(jn.clockMono))
}

// maxWait is the execution's threshold for a wait held in the sandbox.
func (jn *journalState) maxWait() time.Duration {
	if jn.cfg.MaxWait > 0 {
		return jn.cfg.MaxWait
	}
	return DefaultMaxWait
}

// clampDelay bounds a timer's delay as the event loop does.
func clampDelay(ms float64) float64 {
	if math.IsNaN(ms) || ms < 0 {
		return 0
	}
	return min(ms, math.MaxInt32)
}

// setDurableTimer schedules timer id in a durable execution: live, it
// journals the timer's due time; on replay, it schedules the timer for the
// due time its journal has (a journal written before due times were
// journaled has none: the timer gets its whole delay).
func (s *Sandbox) setDurableTimer(id int64, ms float64) bool {
	jn := s.jn
	ms = clampDelay(ms)
	if !s.journaling() {
		return s.ev.SetTimer(id, ms, s.lim.Timers)
	}
	if s.replaying() {
		e := s.peek()
		if e.Kind != protocol.JournalDue || e.Timer != id {
			return s.ev.SetTimer(id, ms, s.lim.Timers)
		}
		// Due times past (a late resume) stay in due-time order: each
		// timer is scheduled for its own past instant, not for now.
		left := time.Duration((e.Clock - s.nowMs()) * float64(time.Millisecond))
		if !s.ev.SetTimerAt(id, time.Now().Add(left), s.lim.Timers) {
			return false
		}
		jn.cursor++
		put(&jn.due, id, e.Clock)
		return true
	}
	if !s.ev.SetTimer(id, ms, s.lim.Timers) {
		return false
	}
	due := math.Ceil(s.nowMs() + ms)
	put(&jn.due, id, due)
	s.write(protocol.JournalEntry{Kind: protocol.JournalDue, Timer: id, Clock: due})
	return true
}

// nextWake is the due time, on the execution's clock, of its earliest
// pending timer; false when none is pending.
func (s *Sandbox) nextWake() (time.Time, bool) {
	jn := s.jn
	best, ok := 0.0, false
	for id, due := range jn.due {
		if !s.ev.TimerPending(id) {
			delete(jn.due, id)
			continue
		}
		if !ok || due < best {
			best, ok = due, true
		}
	}
	if !ok {
		// Timers set before the program ran have no due entry: their
		// due time is read from the loop.
		next, timed := s.ev.NextTimer()
		if !timed {
			return time.Time{}, false
		}
		best = math.Ceil(s.nowMs() + float64(time.Until(next))/float64(time.Millisecond))
	}
	return time.UnixMilli(int64(math.Ceil(best))).UTC(), true
}

// longWait reports whether the live loop, about to wait until next, waits
// too long to hold its sandbox: nothing is in flight and the earliest timer
// is due past MaxWait or past the deadline. It marks the execution as
// suspending then.
func (s *Sandbox) longWait(next time.Time, timed bool) bool {
	jn := s.jn
	if !timed || jn.halted || jn.suspending || !s.programRan || s.settled {
		return false
	}
	if len(jn.started) > len(jn.suspended) || len(s.invokes) > 0 || len(s.queue) > 0 {
		return false
	}
	wait := time.Until(next)
	if wait <= jn.maxWait() && (s.deadline.IsZero() || next.Before(s.deadline)) {
		return false
	}
	jn.suspending, jn.wait = true, waitTimer
	return true
}

// deadlineWait reports whether the deadline stopped the execution while its
// loop waited (not while the program computed): a durable execution then
// suspends. It marks the execution as suspending.
func (s *Sandbox) deadlineWait(r int32) bool {
	jn := s.jn
	if r != sandbox.StopTimeout || jn == nil || !s.waited || jn.halted || s.settled || !s.programRan {
		return false
	}
	if !jn.suspending {
		jn.suspending, jn.wait = true, waitDeadline
	}
	return true
}

// waitFailure is the suspended outcome of an execution no call suspended.
func (s *Sandbox) waitFailure() *Failure {
	switch s.jn.wait {
	case waitTimer:
		wake, _ := s.nextWake()
		return &Failure{Kind: KindSuspended, Message: timerSuspendedText(wake)}
	case waitDeadline:
		return &Failure{Kind: KindSuspended, Message: deadlineSuspendedText(s.lim.Timeout)}
	}
	return nil
}
