package eventloop

import (
	"math"
	"sync/atomic"
	"testing"
	"time"
)

func newLoop(run func(func())) *Loop {
	l := &Loop{}
	l.Init(4, func() {}, run)
	return l
}

// Timers fire in due order (then in order of their ids); cleared ones never
// come due; a delay that is not a non-negative number is 0.
func TestTimersComeDueInOrder(t *testing.T) {
	l := newLoop(func(func()) {})
	for _, tm := range []struct {
		id int64
		ms float64
	}{{5, 0}, {1, 20}, {2, 0}, {3, -7}, {4, math.NaN()}, {6, 10}, {7, 0}} {
		if !l.SetTimer(tm.id, tm.ms, 100) {
			t.Fatalf("timer %d refused", tm.id)
		}
	}
	l.ClearTimer(7)
	if l.Timers() != 6 || l.TimerPending(7) || !l.TimerPending(6) {
		t.Fatalf("pending %d, 7 pending %v, 6 pending %v", l.Timers(), l.TimerPending(7), l.TimerPending(6))
	}
	var got []int64
	later := time.Now().Add(time.Hour)
	for {
		id, ok := l.Due(later)
		if !ok {
			break
		}
		l.ClearTimer(id)
		got = append(got, id)
	}
	want := []int64{5, 2, 3, 4, 6, 1} // the 0-delay ones in the order they were set
	if len(got) != len(want) {
		t.Fatalf("due %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("due %v, want %v", got, want)
		}
	}
	if l.Timers() != 0 {
		t.Fatalf("%d timers still pending", l.Timers())
	}
	if _, ok := l.NextTimer(); ok {
		t.Fatal("the heap is not empty")
	}
}

// A timer not yet due does not come due; Unschedule takes one off the heap
// but leaves it pending.
func TestTimerNotDueAndUnschedule(t *testing.T) {
	l := newLoop(func(func()) {})
	l.SetTimer(1, 60_000, 10)
	l.SetTimer(2, 0, 10)
	if id, ok := l.Due(time.Now()); !ok || id != 2 {
		t.Fatalf("due %d %v, want 2", id, ok)
	}
	if _, ok := l.Due(time.Now()); ok {
		t.Fatal("a timer a minute away came due")
	}
	next, ok := l.NextTimer()
	if !ok || time.Until(next) < 50*time.Second {
		t.Fatalf("next timer %v %v", next, ok)
	}
	l.Unschedule(1)
	if _, ok := l.NextTimer(); ok || !l.TimerPending(1) {
		t.Fatalf("after Unschedule: scheduled %v, pending %v", ok, l.TimerPending(1))
	}
}

// The limit refuses a new timer, never one pending already (an interval
// setting itself again).
func TestTimerLimit(t *testing.T) {
	l := newLoop(func(func()) {})
	for id := int64(1); id <= 3; id++ {
		if !l.SetTimer(id, 5, 3) {
			t.Fatalf("timer %d refused under the limit", id)
		}
	}
	if l.SetTimer(4, 5, 3) {
		t.Fatal("a fourth timer over a limit of 3 was accepted")
	}
	if !l.SetTimer(2, 5, 3) {
		t.Fatal("a pending timer set again was refused")
	}
	l.ClearTimer(1)
	if !l.SetTimer(4, 5, 3) {
		t.Fatal("a timer was refused after one was cleared")
	}
}

// A task posted after the execution ended is dropped; PostUnless says why it
// gave up.
func TestPostAfterEnd(t *testing.T) {
	l := newLoop(func(func()) {})
	done := make(chan struct{})
	for i := 0; i < cap(l.tasks); i++ {
		l.Post(done, func() {})
	}
	close(done)
	l.Post(done, func() { t.Error("a dropped task ran") }) // the queue is full: only done can end this
	if posted, ended := l.PostUnless(done, nil, func() {}); posted || !ended {
		t.Fatalf("PostUnless after the end: posted %v, ended %v", posted, ended)
	}
	cancel := make(chan struct{})
	close(cancel)
	if posted, ended := l.PostUnless(make(chan struct{}), cancel, func() {}); posted || ended {
		t.Fatalf("PostUnless cancelled: posted %v, ended %v", posted, ended)
	}
}

// A loop with nothing to do parks; the first task posted hands it to exactly
// one runner; work that is there already keeps it from parking.
func TestParkAndKick(t *testing.T) {
	var runs atomic.Int32
	resumed := make(chan struct{}, 4)
	l := &Loop{}
	l.Init(4, func() { resumed <- struct{}{} }, func(f func()) { runs.Add(1); go f() })
	if !l.Park(time.Time{}, false) || !l.Parked() {
		t.Fatal("an idle loop did not park")
	}
	ran := false
	l.Post(nil, func() { ran = true })
	l.Kick() // a second kick finds the loop taken
	<-resumed
	if runs.Load() != 1 || l.Parked() {
		t.Fatalf("runs %d, parked %v", runs.Load(), l.Parked())
	}
	if l.Park(time.Time{}, false) || !ran {
		t.Fatalf("a loop with a task queued parked (the task ran: %v)", ran)
	}
	l.Wake()
	if l.Park(time.Time{}, false) {
		t.Fatal("a woken loop parked")
	}
	if l.Park(time.Now().Add(-time.Second), true) {
		t.Fatal("a loop with a timer due parked")
	}
	// A timed park is kicked when the time comes.
	if !l.Park(time.Now().Add(20*time.Millisecond), true) {
		t.Fatal("a loop with a later timer did not park")
	}
	select {
	case <-resumed:
	case <-time.After(10 * time.Second):
		t.Fatal("the parked loop was not resumed for its timer")
	}
	l.StopParking()
	if runs.Load() != 2 {
		t.Fatalf("runs %d, want 2", runs.Load())
	}
}

// A held execution is not run by a kick; Unhold parks it again, and hands
// it to a runner when work came meanwhile: a task, a wake, or its timer due.
func TestHoldAndUnhold(t *testing.T) {
	for _, work := range []string{"none", "task", "wake", "timer"} {
		t.Run(work, func(t *testing.T) {
			var runs atomic.Int32
			l := &Loop{}
			l.Init(4, func() {}, func(func()) { runs.Add(1) })
			if work == "timer" && !l.SetTimer(1, 20, 10) {
				t.Fatal("timer refused")
			}
			next, timed := l.NextTimer()
			if !l.Park(next, timed) {
				t.Fatal("an idle loop did not park")
			}
			if !l.Hold() || l.Hold() || l.Parked() {
				t.Fatal("a parked loop was not held once")
			}
			switch work {
			case "task":
				l.Post(nil, func() {})
			case "wake":
				l.Wake()
			case "timer":
				time.Sleep(40 * time.Millisecond) // its kick finds it held
			}
			l.Unhold()
			l.StopParking()
			want := int32(1)
			if work == "none" {
				want = 0
			}
			if runs.Load() != want || l.Parked() != (want == 0) {
				t.Fatalf("runs %d (want %d), parked %v", runs.Load(), want, l.Parked())
			}
		})
	}
}

// Wait returns after running one task, on a wake, or at its time.
func TestWait(t *testing.T) {
	l := newLoop(func(func()) {})
	ran := false
	l.Post(nil, func() { ran = true })
	l.Wait(time.Time{}, false, nil)
	if !ran {
		t.Fatal("Wait did not run the queued task")
	}
	l.Wake()
	l.Wait(time.Time{}, false, nil)
	timer := l.Wait(time.Now().Add(time.Millisecond), true, nil)
	if timer == nil {
		t.Fatal("a timed Wait returned no timer to reuse")
	}
	timer = l.Wait(time.Now().Add(time.Millisecond), true, timer)
	timer.Stop()
	if !l.Fresh() {
		t.Fatal("the loop is not as new after its queue emptied")
	}
}

// OnTimer hears of every timer set (with its bounded delay), fired and
// cleared while pending, in order; a clear of a timer not pending, or one
// refused at the limit, says nothing.
func TestOnTimerReportsEveryTimer(t *testing.T) {
	l := newLoop(func(func()) {})
	type ev struct {
		op TimerOp
		id int64
		ms float64
	}
	var got []ev
	l.OnTimer = func(op TimerOp, id int64, ms float64) { got = append(got, ev{op, id, ms}) }
	l.SetTimer(1, 5, 2)
	l.SetTimer(2, -1, 2)
	if l.SetTimer(3, 0, 2) {
		t.Fatal("a third timer over a limit of two was set")
	}
	l.SetTimer(4, math.MaxFloat64, 3)
	l.ClearTimer(2)
	l.ClearTimer(2)
	l.ClearTimer(99)
	for {
		id, ok := l.Due(time.Now().Add(time.Hour))
		if !ok {
			break
		}
		l.Fire(id)
	}
	want := []ev{{TimerSet, 1, 5}, {TimerSet, 2, 0}, {TimerSet, 4, math.MaxInt32}, {TimerCleared, 2, 0}, {TimerFired, 1, 0}}
	if len(got) != len(want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("event %d is %v, want %v (all: %v)", i, got[i], want[i], got)
		}
	}
	if l.Timers() != 1 || !l.TimerPending(4) {
		t.Fatalf("pending %d, want only timer 4", l.Timers())
	}
}

// BenchmarkTimerSetFire sets, takes due and fires 1000 timers: without
// OnTimer (the loop checks a nil function) and with a hook that does nothing.
func BenchmarkTimerSetFire(b *testing.B) {
	for _, hook := range []bool{false, true} {
		name := "without"
		if hook {
			name = "with"
		}
		b.Run(name, func(b *testing.B) {
			l := newLoop(func(func()) {})
			if hook {
				l.OnTimer = func(TimerOp, int64, float64) {}
			}
			later := time.Now().Add(time.Hour)
			for b.Loop() {
				for id := int64(1); id <= 1000; id++ {
					l.SetTimer(id, 0, 2000)
				}
				for {
					id, ok := l.Due(later)
					if !ok {
						break
					}
					l.Fire(id)
				}
			}
		})
	}
}
