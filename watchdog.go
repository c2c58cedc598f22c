package codemode

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/runners"
)

// DefaultGrace is how long past an execution's deadline (or its
// cancellation, or the executor's Close) the in-process executor waits for the
// engine to stop before Execute returns without it.
const DefaultGrace = time.Second

// InProcessStats is a snapshot of an in-process executor.
type InProcessStats struct {
	// Running is the executions running now, abandoned ones included.
	Running int
	// Retained is the retained executions alive now.
	Retained int
	// Unstopped counts, since New, the engines that did not stop within
	// the grace period after their deadline, cancellation or Close: a
	// built-in that loops in the engine's C code without ever checking for
	// a stop. Execute returned without each; the engine is reclaimed if it
	// ever stops. Only a worker process (package pool) can be killed.
	Unstopped int64
	// Stuck is how many of those are still running.
	Stuck int64
}

// Stats reports the executor's state.
func (x *InProcess) Stats() InProcessStats {
	x.mu.Lock()
	defer x.mu.Unlock()
	return InProcessStats{Running: len(x.running), Retained: len(x.retained), Unstopped: x.unstopped.Load(), Stuck: x.stuck.Load()}
}

// pendingRun is one execution whose engine runs on a goroutine of its own,
// so that Execute can stop waiting for it.
type pendingRun struct {
	mu        sync.Mutex
	out       chan asyncrt.Result // buffered: the result, unless abandoned
	abandoned bool
}

// watch runs s on a goroutine of the sandbox's (Sandbox.Start) and returns its result, or, when
// the engine has not stopped by the deadline (or the context's end, or Close)
// plus the grace period, the failure the engine would have reported: the
// execution is abandoned and its engine reclaimed if it ever stops.
func (x *InProcess) watch(ctx context.Context, s *asyncrt.Sandbox, req *asyncrt.Request) (asyncrt.Result, bool) {
	p := &pendingRun{out: make(chan asyncrt.Result, 1)}
	start := time.Now()
	s.Start(ctx, req, func(res asyncrt.Result) {
		p.mu.Lock()
		if !p.abandoned {
			p.out <- res
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		x.reclaim(s, res, time.Since(start))
	})
	if res, ok := runners.SpinRecv(p.out); ok {
		return res, true // before a watchdog was needed
	}
	defer func() { runners.Waited(time.Since(start)) }()
	timeout := req.Limits.Timeout
	wd := time.NewTimer(time.Until(start.Add(timeout + x.grace)))
	defer wd.Stop()
	var failure *asyncrt.Failure // the watchdog's, when it fires: a timeout unless shortened
	ended := ctx.Done()
	closing := x.closing
	// shorten brings the watchdog forward to grace from now, unless it
	// fires sooner already.
	shorten := func(f *asyncrt.Failure) {
		if time.Until(start.Add(timeout+x.grace)) > x.grace {
			wd.Reset(x.grace)
			failure = f
		}
	}
	for {
		select {
		case res := <-p.out:
			return res, true
		case <-ended:
			ended = nil
			shorten(&asyncrt.Failure{Kind: asyncrt.KindCancelled, Message: asyncrt.TextCancelled})
		case <-closing:
			closing = nil
			shorten(&asyncrt.Failure{Kind: asyncrt.KindCancelled, Message: asyncrt.TextShutdown})
		case <-wd.C:
			p.mu.Lock()
			select {
			case res := <-p.out: // it stopped just now
				p.mu.Unlock()
				return res, true
			default:
			}
			p.abandoned = true
			p.mu.Unlock()
			if failure == nil {
				failure = &asyncrt.Failure{Kind: asyncrt.KindTimeout, Message: asyncrt.TimeoutText(timeout)}
			}
			n := x.unstopped.Add(1)
			x.stuck.Add(1)
			x.log.Warn("codemode: an engine did not stop within the grace period; the execution returned without it",
				"kind", string(failure.Kind), "timeout", timeout, "grace", x.grace, "after", time.Since(start).Round(time.Millisecond), "unstopped_total", n)
			return asyncrt.Result{Failure: failure}, false
		}
	}
}

// reclaim is what becomes of an abandoned execution whose engine stopped at
// last: Run has freed the sandbox (a retained one is shut down: its caller
// never got it).
func (x *InProcess) reclaim(s *asyncrt.Sandbox, res asyncrt.Result, took time.Duration) {
	if r := res.Retained; r != nil {
		r.Shutdown()
	}
	x.mu.Lock()
	delete(x.running, s)
	x.mu.Unlock()
	x.stuck.Add(-1)
	x.log.Info("codemode: an abandoned engine stopped; its sandbox is reclaimed", "after", took.Round(time.Millisecond))
}

// waitRetained waits for the retained executions to end, within the grace
// period when there is one; it reports how many did not.
func (x *InProcess) waitRetained(rs []*asyncrt.Retained) int {
	var expire <-chan time.Time
	if x.grace >= 0 {
		t := time.NewTimer(x.grace)
		defer t.Stop()
		expire = t.C
	}
	for i, r := range rs {
		select {
		case <-r.Done():
		case <-expire:
			left := 0
			for _, r := range rs[i:] {
				select {
				case <-r.Done():
				default:
					left++
				}
			}
			return left
		}
	}
	return 0
}

// newLogger is the logger of Options.Logger.
func newLogger(l *slog.Logger) *slog.Logger {
	if l == nil {
		return slog.Default()
	}
	return l
}
