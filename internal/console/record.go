package console

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// callKey carries the recorded call a dispatch runs for, so that an
// approval asked during it is linked to its execution and its timeline.
type callKey struct{}

type callRef struct {
	e *Execution
	i int
}

// Recorder wraps an executor so that every execution it runs is recorded in
// a Store: its program, outcome and logs, and a timeline of its tool calls
// and fetches (as the executor hands them to the request's Dispatch,
// DispatchAsync and Outbound) and of its timers (as the executor reports them
// to the request's OnEvent: each timer from its setting to its firing or
// clearing).
type Recorder struct {
	x      codemode.Executor
	store  *Store
	source string
	// Skip, if set, leaves out the requests it returns true for.
	Skip func(codemode.Request) bool
}

// Record returns an executor running on x that records each execution in
// store under source ("mcp", "daemon", "playground").
func Record(x codemode.Executor, store *Store, source string) *Recorder {
	return &Recorder{x: x, store: store, source: source}
}

// Capacity is the wrapped executor's, when it has one (remote.NewServer
// reads it), else 0.
func (r *Recorder) Capacity() int {
	if c, ok := r.x.(interface{ Capacity() int }); ok {
		return c.Capacity()
	}
	return 0
}

// Close closes the wrapped executor.
func (r *Recorder) Close() error { return r.x.Close() }

// Execute runs req on the wrapped executor and records it.
func (r *Recorder) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	if r.Skip != nil && r.Skip(req) {
		return r.x.Execute(ctx, req)
	}
	return r.run(ctx, req, r.source)
}

func (r *Recorder) run(ctx context.Context, req codemode.Request, source string) codemode.Result {
	s := r.store
	code := req.Code
	if code == "" && req.Durable != nil && req.Durable.Resume != nil {
		code = "(resumed from a checkpoint)"
	}
	ri, _ := ctx.Value(runKey{}).(*runInfo)
	if ri != nil {
		source = ri.source
	}
	e := s.begin(source, code)
	if ri != nil {
		ri.began <- e.ID
	}
	if d := req.Dispatch; d != nil {
		req.Dispatch = func(ctx context.Context, provider, tool, args string) (string, error) {
			i := s.startEvent(e, "tool", provider+"."+tool, args)
			env, err := d(context.WithValue(ctx, callKey{}, &callRef{e, i}), provider, tool, args)
			answer, failure := answerText(env, err)
			s.endEvent(e, i, answer, failure)
			return env, err
		}
	}
	if d := req.DispatchAsync; d != nil {
		req.DispatchAsync = func(ctx context.Context, provider, tool, args string, reply func(string, error)) {
			i := s.startEvent(e, "tool", provider+"."+tool, args)
			d(context.WithValue(ctx, callKey{}, &callRef{e, i}), provider, tool, args, func(env string, err error) {
				answer, failure := answerText(env, err)
				s.endEvent(e, i, answer, failure)
				reply(env, err)
			})
		}
	}
	if o := req.Outbound; o != nil {
		req.Outbound = func(ctx context.Context, q *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			i := s.startEvent(e, "fetch", q.Method+" "+q.URL, string(q.Body))
			resp, err := o(ctx, q)
			switch {
			case err != nil:
				s.endEvent(e, i, "", err.Error())
			case resp != nil:
				s.endEvent(e, i, fmt.Sprintf("%d %s\n%s", resp.Status, resp.StatusText, truncate(string(resp.Body), MaxPayload)), "")
			default:
				s.endEvent(e, i, "", "")
			}
			return resp, err
		}
	}
	onLog := req.OnLog
	req.OnLog = func(line string) {
		s.log(e, line)
		if onLog != nil {
			onLog(line)
		}
	}
	req.OnEvent = recordTimers(s, e, req.OnEvent)
	res := r.x.Execute(ctx, req)
	s.end(e, res)
	return res
}

// recordTimers returns an OnEvent that draws each timer on e's timeline, from
// its setting to its firing or clearing, then passes the event on to next.
// The executor calls it from one goroutine at a time.
func recordTimers(s *Store, e *Execution, next func(protocol.Event)) func(protocol.Event) {
	var open map[int64]int // pending timers' events by timer id
	return func(ev protocol.Event) {
		t := ev.Time
		if t.IsZero() {
			t = time.Now()
		}
		if ev.Dropped > 0 {
			s.dropped(e, ev.Dropped)
		}
		switch ev.Kind {
		case protocol.EventTimerSet:
			if open == nil {
				open = make(map[int64]int)
			}
			open[ev.Timer] = s.startEventAt(e, "timer", fmt.Sprintf("timer %d", ev.Timer), fmt.Sprintf("delay %s", msText(ev.DelayMs)), t)
		case protocol.EventTimerFired:
			if i, ok := open[ev.Timer]; ok {
				delete(open, ev.Timer)
				s.endEventAt(e, i, "fired", "", t)
			}
		case protocol.EventTimerCleared:
			if i, ok := open[ev.Timer]; ok {
				delete(open, ev.Timer)
				s.clearTimer(e, i, t)
			}
		}
		if next != nil {
			next(ev)
		}
	}
}

// msText is a delay in milliseconds as the timeline shows it: "250 ms".
func msText(ms float64) string {
	return strconv.FormatFloat(ms, 'f', -1, 64) + " ms"
}

// answerText is what the timeline shows of a dispatch's answer.
func answerText(env string, err error) (string, string) {
	if err != nil {
		if reason, ok := protocol.SuspendReasonOf(err); ok {
			return "", "suspended: " + reason
		}
		var nf *protocol.ToolNotFoundError
		if errors.As(err, &nf) {
			return "", "no such tool: " + nf.Tool
		}
		return "", err.Error()
	}
	return envelopeText(env)
}

// envelopeText splits a dispatch envelope into the answer and the error
// the program received.
func envelopeText(env string) (string, string) {
	p, err := protocol.ParseEnvelope(env)
	switch {
	case err != nil:
		return truncate(env, MaxPayload), ""
	case p.IsError:
		return "", p.Error
	}
	return string(p.Result), ""
}
