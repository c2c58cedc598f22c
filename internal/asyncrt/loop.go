package asyncrt

import (
	"time"

	"github.com/codemode/codemode/internal/eventloop"
	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

// The event loop, after k6's: work that completes on other goroutines (a tool
// call's answer, a fetch's response, a host's handle invocation) comes back as
// a task on the loop's queue (s.ev, package eventloop, which also holds the
// timers and the parking), and only the loop goroutine touches the engine.
// Between tasks and timers the loop drains the microtask queue.

// loopResult says why the loop stopped: the program settled, nothing could
// ever wake it, or one of the stop* reasons.
type loopResult int32

const (
	loopSettled loopResult = -1
	loopIdle    loopResult = -2
)

// loop runs until the program settles, can never settle, or is stopped.
func (s *Sandbox) loop() loopResult {
	var wait *time.Timer
	defer func() {
		if wait != nil {
			wait.Stop()
		}
	}()
	for {
		if r := s.e.StopReason(); r != sandbox.StopNone {
			if s.deadlineWait(r) {
				return s.waitSuspended()
			}
			return loopResult(r)
		}
		s.waited = false
		if s.jn != nil && s.jn.suspending {
			return s.waitSuspended()
		}
		s.drain()
		if r := s.e.StopReason(); r != sandbox.StopNone {
			return loopResult(r)
		}
		if s.timerError != nil && !s.settled {
			s.settled, s.failure = true, s.timerError
		}
		if s.settled && !s.retained {
			if s.replaying() {
				s.endedEarly()
			}
			return loopSettled
		}
		if s.jn != nil {
			if s.replaying() {
				s.replayNext()
				continue
			}
			if s.jn.resumeDue {
				s.resumeAnswers()
				continue
			}
		}
		if s.fireDue() {
			continue
		}
		if s.idle() {
			return loopIdle
		}
		// Nothing to do until a task, a stop or a timer: a run started by
		// Run or Start gives its runner back meanwhile (park.go).
		next, timed := s.ev.NextTimer()
		if s.jn != nil && s.longWait(next, timed) {
			return s.waitSuspended()
		}
		s.waited = true
		if s.parkable {
			s.slot.ArmSleep(&s.ev)
			if s.ev.Park(next, timed) {
				return loopParked
			}
			continue
		}
		wait = s.ev.Wait(next, timed, wait)
	}
}

// drain runs pending jobs (promise reactions) until none is left, the program
// settles (while it runs) or the engine is stopped.
func (s *Sandbox) drain() {
	for !(s.settled && !s.retained) {
		ran, _ := s.e.ExecuteJob()
		if !ran || s.e.StopReason() != sandbox.StopNone {
			return
		}
	}
}

// idle reports that nothing can ever wake the loop: no call, fetch or
// invocation is in flight, no timer is pending, and no handle was given out.
func (s *Sandbox) idle() bool {
	return len(s.pending) == 0 && len(s.queue) == 0 && s.ev.Timers() == 0 && len(s.handles) == 0 && len(s.invokes) == 0
}

// Shutdown ends a running (or retained) execution with the shutdown error. It
// can be called from any goroutine, also before or after Run.
func (s *Sandbox) Shutdown() { s.interrupt(sandbox.StopShutdown) }

// interrupt stops the engine from another goroutine and wakes the loop.
func (s *Sandbox) interrupt(reason int32) {
	s.stopMu.Lock()
	if s.e != nil {
		s.e.Stop(reason)
	}
	s.stopMu.Unlock()
	s.ev.Wake()
}

// finish ends the execution: it lets in-flight dispatches finish on their own,
// frees the engine, and cancels the dispatch context once no dispatch needs
// it.
func (s *Sandbox) finish() {
	// A call leaves the sandbox when it is made: Run does not return before
	// every dispatched call is inside the host's function.
	s.entered.Wait()
	select {
	case <-s.done:
	default:
		close(s.done)
	}
	if s.dcancel != nil && s.active.Add(-1) == 0 {
		s.dcancel()
	}
	if s.closeByStart {
		s.closeDue = true
		return
	}
	reap(s)
}

// reaper frees finished sandboxes off the caller's path: freeing a runtime
// walks its whole heap, and the result is ready before that.
var reaper = make(chan *Sandbox, 16)

func init() {
	go func() {
		for s := range reaper {
			s.Close()
		}
	}()
}

// reap hands s to the reaper, or frees it now when the reaper is behind.
func reap(s *Sandbox) {
	select {
	case reaper <- s:
	default:
		s.Close()
	}
}

// SettleReaper returns once the reaper has freed every sandbox handed to it
// before the call: it hands the reaper a sandbox with nothing to free and
// waits until that one has been taken, which the reaper does only after
// freeing the ones before it.
func SettleReaper() {
	reaper <- &Sandbox{}
	for len(reaper) > 0 {
		time.Sleep(time.Millisecond)
	}
}

// restoreOneReaped frees one finished sandbox waiting for the reaper, on the
// caller's goroutine, and reports whether there was one (restoring its slot,
// which goes to the idle list).
func restoreOneReaped() bool {
	select {
	case s := <-reaper:
		s.Close()
		return true
	default:
		return false
	}
}

// ---- timers ----

// setTimer schedules timer id to fire after ms milliseconds. It reports false
// when the execution has too many pending timers.
func (s *Sandbox) setTimer(id int64, ms float64) bool {
	if s.jn != nil {
		return s.setDurableTimer(id, ms)
	}
	return s.ev.SetTimer(id, ms, s.lim.Timers)
}

func (s *Sandbox) clearTimer(id int64) { s.ev.ClearTimer(id) }

// timerEvent reports a timer's set, fire or clear to the request's OnEvent
// (the loop's OnTimer), except while a journal is replayed: the replayed
// timers were reported when they first ran.
func (s *Sandbox) timerEvent(op eventloop.TimerOp, id int64, ms float64) {
	if s.replaying() {
		return
	}
	e := protocol.Event{Timer: id, Time: time.Now()}
	switch op {
	case eventloop.TimerSet:
		e.Kind, e.DelayMs = protocol.EventTimerSet, ms
	case eventloop.TimerFired:
		e.Kind = protocol.EventTimerFired
	default:
		e.Kind = protocol.EventTimerCleared
	}
	s.req.OnEvent(e)
}

// fireDue runs the timers that are due, each followed by its microtasks. It
// reports whether any ran.
func (s *Sandbox) fireDue() bool {
	fired := false
	now := time.Now()
	for {
		id, ok := s.ev.Due(now)
		if !ok {
			break
		}
		fired = true
		if s.jn != nil {
			s.journalTimer(id)
		}
		s.fireOne(id)
		if s.e.StopReason() != sandbox.StopNone || s.settled && !s.retained {
			return true
		}
	}
	return fired
}

// fireOne runs timer id's callback and its microtasks.
func (s *Sandbox) fireOne(id int64) {
	s.ev.Fire(id) // an interval re-arms itself
	s.busy(func() {
		r := s.e.Call(s.in[inFireTimer], sandbox.Undefined, sandbox.Float64(float64(id)))
		if sandbox.IsException(r) {
			s.e.DropException()
		} else {
			s.e.Free(r)
		}
	})
}

// busy runs f and the microtasks it queues. While the program runs, its own
// deadline bounds them; while the execution is retained, each piece of work
// gets the execution's timeout of its own.
func (s *Sandbox) busy(f func()) {
	if s.retained {
		t := time.AfterFunc(s.lim.Timeout, func() { s.interrupt(sandbox.StopTimeout) })
		defer t.Stop()
	}
	f()
	s.drain()
}

// ---- retention ----

// Retained is an execution kept alive after its program settled: its timers
// keep firing and the host can invoke the handles it gave out, until it is
// released, reaches its retention limit, or the executor shuts down. Tool calls
// and fetches it makes meet the completion text and never reach the host.
type Retained struct {
	s       *Sandbox
	release chan struct{}
	ended   chan struct{}
	err     *Failure // why it ended, when a limit or a shutdown ended it; set before ended closes
}

// retain hands the sandbox to a goroutine that keeps its loop running.
func (s *Sandbox) retain() *Retained {
	r := &Retained{s: s, release: make(chan struct{}), ended: make(chan struct{})}
	s.retained = true
	s.parkable = false     // the retention's goroutine runs the loop to its end
	s.closeByStart = false // the retention's goroutine finishes it, later
	go r.run()
	return r
}

func (r *Retained) run() {
	s := r.s
	reason := sandbox.StopNone
	defer func() {
		if p := recover(); p != nil {
			r.err = &Failure{Kind: KindInternal, Message: TextInternal(p)}
		} else {
			r.err = r.failure(reason)
		}
		s.finish()
		close(r.ended)
	}()
	limit := time.AfterFunc(s.lim.Retention, func() { s.interrupt(sandbox.StopRetention) })
	defer limit.Stop()
	go func() {
		select {
		case <-r.release:
			s.interrupt(sandbox.StopRelease)
		case <-s.done:
		}
	}()
	// Work queued after the program settled runs now.
	if res := s.loop(); res >= 0 {
		reason = int32(res)
	}
}

// failure is why a retained execution stopped for reason: nil when it was
// released or had nothing left to run.
func (r *Retained) failure(reason int32) *Failure {
	switch reason {
	case sandbox.StopNone, sandbox.StopRelease:
		return nil
	case sandbox.StopRetention:
		return &Failure{Kind: KindTimeout, Message: retentionText(r.s.lim.Retention)}
	}
	return r.s.stopFailure(reason)
}

// Release ends the retained execution: its timers stop and its handles can no
// longer be invoked. It is safe to call more than once and from any goroutine.
func (r *Retained) Release() {
	select {
	case <-r.release:
	default:
		close(r.release)
	}
}

// Done is closed when the retained execution has ended.
func (r *Retained) Done() <-chan struct{} { return r.ended }

// Err is why the retained execution ended: nil while it lives and when it
// was released or had nothing left to run; otherwise the failure of the limit
// (time, memory, retention) or the shutdown that ended it.
func (r *Retained) Err() *Failure {
	select {
	case <-r.ended:
		return r.err
	default:
		return nil
	}
}

// Invoke calls a handle of the retained execution (see Sandbox.Invoke).
func (r *Retained) Invoke(ctxDone <-chan struct{}, id string, argsJSON string) (string, error) {
	return r.s.invoke(ctxDone, id, argsJSON)
}

// Shutdown ends the retained execution as the executor shuts down.
func (r *Retained) Shutdown() { r.s.Shutdown() }

// put sets (*m)[k] = v, making the map on its first entry: most executions
// never fill most of a sandbox's maps (pending calls, timers, handles,
// invocations, fetches), which start nil.
func put[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil {
		*m = make(map[K]V)
	}
	(*m)[k] = v
}
