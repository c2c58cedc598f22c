package executortest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// ---- durable timers and the deadline of a waiting durable execution ----

// fakeClock is a host's clock the tests move by days: Durable.Clock.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

// timerWait is the suspended outcome's text of an execution waiting for a
// timer due at wake.
func timerWait(wake time.Time) string {
	return "The execution suspended to wait for a timer due at " + wake.UTC().Format(time.RFC3339Nano) + ": resume it then (Suspension.WakeAt); a resume before then waits on."
}

// wantWake asserts that r suspended waiting for a timer (no call pending
// unless calls are given) due at about want, and returns its wake time.
func wantWake(t *testing.T, r codemode.Result, want time.Time, calls ...int) time.Time {
	t.Helper()
	wantSuspended(t, r, calls...)
	w := r.Suspended.WakeAt
	if w.Before(want) || w.After(want.Add(Scale(time.Second))) {
		t.Fatalf("WakeAt = %v, want %v (or up to a second later: the clock runs on while the program starts)", w, want)
	}
	if len(calls) == 0 && r.Error.Message != timerWait(w) {
		t.Fatalf("text %q, want %q", r.Error.Message, timerWait(w))
	}
	return w
}

const threeDays = 72 * time.Hour

// tool is how many times the host dispatched tool.
func (h *host) tool(name string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.byTool[name]
}

// durableTimers enumerates where a long timer stands against the suspension
// (fired before it, is what it waits for, pending behind a suspended call) and
// when the host resumes (well before the wake time, just before it, at it,
// a day late), resuming in every arrangement: the timer fires once, at its
// original due time on the host's clock.
func (s *suite) durableTimers(t *testing.T) {
	ctx := context.Background()
	others := append([]codemode.Executor{s.x}, s.cfg.ResumeIn...)
	start := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
	type resumeAt struct {
		name string
		at   func(wake time.Time) time.Time
		// waits: the resume suspends again with the same wake time
		// before the timer can fire.
		waits bool
	}
	resumes := []resumeAt{
		{"early", func(w time.Time) time.Time { return w.Add(-time.Hour) }, true},
		{"just-before", func(w time.Time) time.Time { return w.Add(-Scale(150 * time.Millisecond)) }, false},
		{"at", func(w time.Time) time.Time { return w }, false},
		{"late", func(w time.Time) time.Time { return w.Add(24 * time.Hour) }, false},
	}
	for _, where := range []string{"fired-before-suspension", "waited-for", "pending-behind-a-call"} {
		for _, when := range resumes {
			t.Run(where+"/"+when.name, func(t *testing.T) {
				t.Parallel()
				for i, other := range others {
					c := &fakeClock{now: start}
					h := newHost("approve")
					var code string
					switch where {
					case "fired-before-suspension":
						// The timer fired in the first run; a call
						// suspends the second. The resume replays the
						// firing, whatever the clock says.
						code = `async () => {
							const t0 = Date.now()
							await new Promise((r) => setTimeout(r, 3 * 86400e3))
							await store.fired(Date.now() - t0 >= 3 * 86400e3)
							return [Date.now() - t0 >= 3 * 86400e3, await store.approve()]
						}`
					case "waited-for":
						code = `async () => {
							const t0 = Date.now()
							await new Promise((r) => setTimeout(r, 3 * 86400e3))
							await store.fired(Date.now() - t0 >= 3 * 86400e3)
							return [Date.now() - t0 >= 3 * 86400e3, "done"]
						}`
					case "pending-behind-a-call":
						code = `async () => {
							const t0 = Date.now()
							const p = new Promise((r) => setTimeout(r, 3 * 86400e3)).then(() => store.fired(Date.now() - t0 >= 3 * 86400e3))
							const a = await store.approve()
							await p
							return [Date.now() - t0 >= 3 * 86400e3, a]
						}`
					}
					r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{Clock: c.Now}})
					due := start.Add(threeDays)
					var cp []byte
					var answers []codemode.Answer
					var wake time.Time
					switch where {
					case "fired-before-suspension":
						wake = wantWake(t, r, due)
						c.set(wake)
						r = other.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Clock: c.Now, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}, Dispatch: h.dispatch})
						cp = wantSuspended(t, r, 2)
						if !r.Suspended.WakeAt.IsZero() {
							t.Fatalf("no timer is pending, yet WakeAt = %v", r.Suspended.WakeAt)
						}
						answers = []codemode.Answer{answer(2, `"approved"`)}
					case "waited-for":
						wake = wantWake(t, r, due)
						cp = r.Suspended.Checkpoint
					case "pending-behind-a-call":
						cp = wantSuspended(t, r, 1)
						wake = r.Suspended.WakeAt
						if wake.Before(due) || wake.After(due.Add(Scale(time.Second))) {
							t.Fatalf("WakeAt = %v behind the suspended call, want %v", wake, due)
						}
						answers = []codemode.Answer{answer(1, `"approved"`)}
					}
					c.set(when.at(wake))
					r = other.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Clock: c.Now, Resume: &codemode.Resume{Checkpoint: cp, Answers: answers}}, Dispatch: h.dispatch})
					if when.waits && where != "fired-before-suspension" {
						again := wantWake(t, r, due)
						if !again.Equal(wake) {
							t.Fatalf("resumed early, WakeAt %v, first %v", again, wake)
						}
						if h.tool("fired") != 0 {
							t.Fatalf("resumed an hour early in executor %d, the timer fired", i)
						}
						c.set(wake)
						r = other.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Clock: c.Now, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}, Dispatch: h.dispatch})
					}
					want := `[true, "approved"]`
					if where == "waited-for" {
						want = `[true, "done"]`
					}
					wantValue(t, r, want)
					if n := h.tool("fired"); n != 1 {
						t.Fatalf("the timer's work ran %d times, want once", n)
					}
				}
			})
		}
	}
}

// durableWaits are the thresholds of a durable execution's waits: MaxWait,
// and the deadline while it waits (a suspension) against the deadline while it
// computes (a timeout).
func (s *suite) durableWaits(t *testing.T) {
	ctx := context.Background()
	sleep := func(ms int) string {
		return fmt.Sprintf(`async () => { await new Promise((r) => setTimeout(r, %d)); return "woke" }`, ms)
	}
	t.Run("MaxWait", func(t *testing.T) {
		t.Parallel()
		// A wait within MaxWait is held in the sandbox; a longer one
		// suspends at once.
		wantValue(t, s.x.Execute(ctx, codemode.Request{Code: sleep(200), Durable: &codemode.Durable{}}), `"woke"`)
		c := &fakeClock{now: time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)}
		began := time.Now()
		r := s.x.Execute(ctx, codemode.Request{Code: sleep(200), Durable: &codemode.Durable{MaxWait: 100 * time.Millisecond, Clock: c.Now}})
		wake := wantWake(t, r, c.Now().Add(200*time.Millisecond))
		// Suspended, not "woke": it did not wait for the timer.
		if took := time.Since(began); took > Scale(time.Second) {
			t.Fatalf("suspending took %v: it must not wait", took)
		}
		c.set(wake)
		wantValue(t, s.x.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Clock: c.Now, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}}), `"woke"`)
	})
	t.Run("TimerPastTheDeadline", func(t *testing.T) {
		t.Parallel()
		// A timer due after the deadline cannot fire in this run: the
		// execution suspends at once, not at the deadline.
		began := time.Now()
		r := s.x.Execute(ctx, codemode.Request{Code: sleep(5000), Durable: &codemode.Durable{}, Limits: codemode.Limits{Timeout: 2 * time.Second}})
		wantSuspended(t, r)
		if took := time.Since(began); took > Scale(time.Second) {
			t.Fatalf("suspending took %v: it must not wait for the deadline", took)
		}
		if !strings.HasPrefix(r.Error.Message, "The execution suspended to wait for a timer due at ") {
			t.Fatalf("text %q", r.Error.Message)
		}
	})
	t.Run("DeadlineWhileWaiting", func(t *testing.T) {
		t.Parallel()
		// The deadline comes while the program waits on a call: the
		// execution suspends, the call left ambiguous; the host resumes
		// with the call's answer and more time.
		h := newHost()
		hang := func(ctx context.Context, provider, tool, args string) (string, error) {
			if tool == "hang" {
				<-ctx.Done()
				return `{"result":"late"}`, nil
			}
			return h.dispatch(ctx, provider, tool, args)
		}
		lim := codemode.Limits{Timeout: 300 * time.Millisecond}
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => [await store.get(), await store.hang()]`, Providers: store(), Dispatch: hang, Durable: &codemode.Durable{}, Limits: lim})
		wantSuspended(t, r, 2)
		if want := fmt.Sprintf("The execution reached its time limit of %s while it waited for calls or timers, and suspended: resume it to go on with more time.", lim.Timeout); r.Error.Message != want {
			t.Fatalf("text %q, want %q", r.Error.Message, want)
		}
		if !r.Suspended.Pending[0].Ambiguous {
			t.Fatalf("the call in flight at the deadline is not ambiguous: %+v", r.Suspended.Pending)
		}
		r = s.x.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint, Answers: []codemode.Answer{answer(2, `"answered"`)}}}, Dispatch: hang, Limits: codemode.Limits{Timeout: 5 * time.Second}})
		wantValue(t, r, `["get:[]", "answered"]`)
		if h.tool("get") != 1 {
			t.Fatalf("store.get dispatched %d times", h.tool("get"))
		}
	})
	t.Run("DeadlineWhileComputing", func(t *testing.T) {
		t.Parallel()
		// A program computing at its deadline times out, durable or not.
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => { for (;;) {} }`, Durable: &codemode.Durable{}, Limits: codemode.Limits{Timeout: 300 * time.Millisecond}})
		if r.Error == nil || r.Error.Kind != codemode.ErrTimeout || r.Suspended != nil {
			t.Fatalf("want a timeout without a checkpoint, got %+v suspended %v", r.Error, r.Suspended != nil)
		}
	})
}
