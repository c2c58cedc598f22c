package tools

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// TestPolicy pins each policy stage's outcome and text, and that a refused
// call never reaches its handler or the stages after the one that refused.
func TestPolicy(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(r *Registry, cancel context.CancelFunc)
		status Status
		error  string
		seen   []string
	}{
		{
			name:   "all allow",
			setup:  func(*Registry, context.CancelFunc) {},
			status: StatusOK, seen: []string{"pre:write", "approve:write", "guard:write"},
		},
		{
			name: "a pre-execute hook denies",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.AddPreExecute(func(context.Context, Call, Tool) error { return errors.New("read-only session") })
			},
			status: StatusDenied, error: "denied: read-only session", seen: []string{"pre:write"},
		},
		{
			name: "the approver denies with a reason",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.SetApprover(func(context.Context, Call, Tool) Approval { return Approval{Decision: Deny, Reason: "not today"} })
			},
			status: StatusApprovalDenied, error: "not approved: not today", seen: []string{"pre:write"},
		},
		{
			name: "the approver denies",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.SetApprover(func(context.Context, Call, Tool) Approval { return Approval{Decision: Deny} })
			},
			status: StatusApprovalDenied, error: "not approved", seen: []string{"pre:write"},
		},
		{
			name: "the approver defers",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.SetApprover(func(context.Context, Call, Tool) Approval { return Approval{Decision: Defer} })
			},
			status: StatusDeferred, error: "deferred: waiting for approval", seen: []string{"pre:write"},
		},
		{
			name: "the approver defers with a reason",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.SetApprover(func(context.Context, Call, Tool) Approval {
					return Approval{Decision: Defer, Reason: "the reviewer is away"}
				})
			},
			status: StatusDeferred, error: "deferred: the reviewer is away", seen: []string{"pre:write"},
		},
		{
			name: "a guard denies",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.AddGuard(func(context.Context, Call, Tool) error { return errors.New("path escapes the workspace") })
			},
			status: StatusDenied, error: "denied: path escapes the workspace", seen: []string{"pre:write", "approve:write", "guard:write"},
		},
		{
			name: "the context ends during approval",
			setup: func(r *Registry, cancel context.CancelFunc) {
				r.SetApprover(func(ctx context.Context, c Call, _ Tool) Approval {
					cancel()
					<-ctx.Done()
					return Approval{Decision: Allow}
				})
			},
			status: StatusAbortedBeforeDispatch, error: "cancelled before dispatch", seen: []string{"pre:write"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			tc.setup(f.reg, cancel)
			out := f.reg.Execute(ctx, Call{ID: "c1", Name: "write", Arguments: `{"path":"a"}`})
			if out.Status != tc.status || out.Error != tc.error {
				t.Fatalf("got %s %q, want %s %q", out.Status, out.Error, tc.status, tc.error)
			}
			if seen := f.saw(); !equal(seen, tc.seen) {
				t.Errorf("stages saw %q, want %q", seen, tc.seen)
			}
			if want := map[bool]int{true: 1, false: 0}[tc.status == StatusOK]; f.count("write") != want {
				t.Errorf("write ran %d times, want %d", f.count("write"), want)
			}
		})
	}
}

// TestCapabilities: a tool runs only when its scope granted every capability
// it requires to it, by exact name.
func TestCapabilities(t *testing.T) {
	cases := []struct {
		name   string
		grants func(r *Registry) error
		status Status
		error  string
	}{
		{"nothing granted", func(*Registry) error { return nil },
			StatusCapabilityMissing, `capability "fs.write" is not granted to save in scope "agent/a/session/1"`},
		{"one of two granted", func(r *Registry) error { return r.Grant("agent/a", "save", "fs.write") },
			StatusCapabilityMissing, `capability "net" is not granted to save in scope "agent/a/session/1"`},
		{"both granted, along the path", func(r *Registry) error {
			return errors.Join(r.Grant("agent/a", "save", "fs.write"), r.Grant("", "save", "net"))
		}, StatusOK, ""},
		{"granted to another tool", func(r *Registry) error { return r.Grant("", "echo", "fs.write", "net") },
			StatusCapabilityMissing, `capability "fs.write" is not granted to save in scope "agent/a/session/1"`},
		{"no wildcards", func(r *Registry) error { return r.Grant("", "save", "fs.*", "*", "net") },
			StatusCapabilityMissing, `capability "fs.write" is not granted to save in scope "agent/a/session/1"`},
		{"granted in a sibling scope", func(r *Registry) error { return r.Grant("agent/b", "save", "fs.write", "net") },
			StatusCapabilityMissing, `capability "fs.write" is not granted to save in scope "agent/a/session/1"`},
		{"granted below the call's scope", func(r *Registry) error {
			return r.Grant("agent/a/session/1/turn", "save", "fs.write", "net")
		}, StatusCapabilityMissing, `capability "fs.write" is not granted to save in scope "agent/a/session/1"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			f.add(t, Tool{Name: "save", Capabilities: []string{"fs.write", "net"}, Handler: func(context.Context, Call) (Result, error) {
				return Result{Value: "saved"}, nil
			}})
			if err := tc.grants(f.reg); err != nil {
				t.Fatal(err)
			}
			out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "save", Scope: "agent/a/session/1"})
			if out.Status != tc.status || out.Error != tc.error {
				t.Fatalf("got %s %q, want %s %q", out.Status, out.Error, tc.status, tc.error)
			}
			if want := map[bool]int{true: 1, false: 0}[tc.status == StatusOK]; f.count("save") != want {
				t.Errorf("save ran %d times, want %d", f.count("save"), want)
			}
			if tc.status != StatusOK && len(f.saw()) != 0 {
				t.Error("the policy hooks saw a call refused for a capability")
			}
		})
	}
}

// TestRetry: errors marked retryable are retried as the policy allows; others
// are not.
func TestRetry(t *testing.T) {
	cases := []struct {
		name      string
		retries   int
		failures  int  // attempts that fail before one succeeds
		retryable bool // whether the failures are marked retryable
		status    Status
		attempts  int
	}{
		{"succeeds on the third attempt", 2, 2, true, StatusOK, 3},
		{"runs out of retries", 1, 2, true, StatusToolError, 2},
		{"no retry policy", 0, 1, true, StatusToolError, 1},
		{"not retryable", 3, 1, false, StatusToolError, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			var attempts atomic.Int32
			f.add(t, Tool{Name: "flaky", Retry: RetryPolicy{Retries: tc.retries, Delay: time.Millisecond}, Handler: func(context.Context, Call) (Result, error) {
				if int(attempts.Add(1)) <= tc.failures {
					err := errors.New("service unavailable")
					if tc.retryable {
						err = Retryable(err)
					}
					return Result{}, err
				}
				return Result{Value: "fine"}, nil
			}})
			rec := &recorder{}
			f.reg.Subscribe(rec.record)
			out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "flaky"})
			if out.Status != tc.status {
				t.Fatalf("status %s (%s), want %s", out.Status, out.Error, tc.status)
			}
			if tc.status == StatusToolError && out.Error != "service unavailable" {
				t.Errorf("error %q", out.Error)
			}
			if n := int(attempts.Load()); n != tc.attempts {
				t.Errorf("%d attempts, want %d", n, tc.attempts)
			}
			var kinds []string
			for _, e := range rec.events {
				kinds = append(kinds, string(e.Kind))
			}
			want := []string{"start"}
			for range tc.attempts - 1 {
				want = append(want, "retry")
			}
			want = append(want, map[bool]string{true: "result", false: "error"}[tc.status == StatusOK])
			if !equal(kinds, want) {
				t.Errorf("events %q, want %q", kinds, want)
			}
			if last := rec.events[len(rec.events)-1]; last.Attempt != tc.attempts {
				t.Errorf("the last event counts %d attempts, want %d", last.Attempt, tc.attempts)
			}
			if u := f.reg.Usage()["flaky"]; u.Calls != 1 || u.Attempts != tc.attempts {
				t.Errorf("usage %+v, want 1 call and %d attempts", u, tc.attempts)
			}
		})
	}
}

// TestTimeoutAndCancellation: the tool's timeout ends a call, whether or not
// the handler heeds its context; cancelling the call's context ends it too.
func TestTimeoutAndCancellation(t *testing.T) {
	heeds := func(ctx context.Context, _ Call) (Result, error) {
		select {
		case <-ctx.Done():
			return Result{}, ctx.Err()
		case <-time.After(2 * time.Second):
			return Result{Value: "late"}, nil
		}
	}
	ignores := func(context.Context, Call) (Result, error) {
		time.Sleep(2 * time.Second)
		return Result{Value: "late"}, nil
	}
	cases := []struct {
		name    string
		timeout time.Duration
		handler Handler
		cancel  bool
		status  Status
		error   string
	}{
		{"a handler that heeds its context", 30 * time.Millisecond, heeds, false, StatusTimeout, "timed out after 30ms"},
		{"a handler that ignores its context", 30 * time.Millisecond, ignores, false, StatusTimeout, "timed out after 30ms"},
		{"a cancelled call", 0, heeds, true, StatusCancelled, "cancelled while running"},
		{"a cancelled call whose handler ignores it", time.Minute, ignores, true, StatusCancelled, "cancelled while running"},
		{"a retried call runs out of time", 30 * time.Millisecond, func(context.Context, Call) (Result, error) {
			return Result{}, Retryable(errors.New("again"))
		}, false, StatusTimeout, "timed out after 30ms"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			retry := RetryPolicy{}
			if tc.name == "a retried call runs out of time" {
				retry = RetryPolicy{Retries: 1000, Delay: 5 * time.Millisecond}
			}
			f.add(t, Tool{Name: "slow", Timeout: tc.timeout, Retry: retry, Handler: tc.handler})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel {
				time.AfterFunc(30*time.Millisecond, cancel)
			}
			began := time.Now()
			out := f.reg.Execute(ctx, Call{ID: "c1", Name: "slow"})
			if out.Status != tc.status || out.Error != tc.error {
				t.Fatalf("got %s %q, want %s %q", out.Status, out.Error, tc.status, tc.error)
			}
			if d := time.Since(began); d > time.Second {
				t.Fatalf("the call took %s", d)
			}
		})
	}
}

// TestUsage: the host reads count, failures, attempts, duration and bytes per
// tool; calls refused before the handler do not count.
func TestUsage(t *testing.T) {
	f := newFixture(t, Options{})
	f.add(t, Tool{Name: "size", Handler: func(_ context.Context, c Call) (Result, error) {
		if strings.Contains(c.Arguments, "fail") {
			return Result{}, errors.New("no")
		}
		time.Sleep(time.Millisecond)
		return Result{Value: "abc"}, nil // 5 bytes of JSON
	}, InputSchema: []byte(`{"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false}`)})
	for _, args := range []string{`{"x":"1"}`, `{"x":"22"}`, `{"x":"fail"}`, `{"y":1}`} {
		f.reg.Execute(context.Background(), Call{ID: "c", Name: "size", Arguments: args})
	}
	f.reg.Execute(context.Background(), Call{ID: "c", Name: "echo", Arguments: `{"text":"hello"}`})
	got := f.reg.Usage()
	size := got["size"]
	if size.Calls != 3 || size.Failures != 1 || size.Attempts != 3 {
		t.Errorf("size: %+v, want 3 calls, 1 failure, 3 attempts", size)
	}
	if size.BytesIn != 9+10+12 || size.BytesOut != 5+5 {
		t.Errorf("size: %d bytes in, %d out; want 31 and 10", size.BytesIn, size.BytesOut)
	}
	if size.Duration < 2*time.Millisecond {
		t.Errorf("size: duration %s, want at least 2ms", size.Duration)
	}
	if echo := got["echo"]; echo.Calls != 1 || echo.BytesIn != 16 || echo.BytesOut != 7 {
		t.Errorf("echo: %+v", echo)
	}
	if _, ok := got["write"]; ok {
		t.Error("a tool never called has usage")
	}
}

// TestHandlerFailures: panics, unserialisable values, status errors, and
// post-execute hooks that rewrite the outcome.
func TestHandlerFailures(t *testing.T) {
	cases := []struct {
		name    string
		handler Handler
		status  Status
		error   string
		value   string
	}{
		{"panic", func(context.Context, Call) (Result, error) { panic("oops") }, StatusToolError, "tool panicked: oops", ""},
		{"unserialisable", func(context.Context, Call) (Result, error) { return Result{Value: func() {}}, nil },
			StatusToolError, "tool result could not be serialized: …", ""},
		{"status error", func(context.Context, Call) (Result, error) {
			return Result{}, &StatusError{Status: StatusDeferred, Message: "deferred: later"}
		}, StatusDeferred, "deferred: later", ""},
		{"bytes cross tagged", func(context.Context, Call) (Result, error) { return Result{Value: []byte{1, 2, 3}}, nil },
			StatusOK, "", `{"__executor_binary_v1__":"Uint8Array","data":"AQID"}`},
		{"redacted by a post hook", func(context.Context, Call) (Result, error) { return Result{Value: "secret"}, nil },
			StatusOK, "", `"[redacted]"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			f.add(t, Tool{Name: "h", Handler: tc.handler})
			f.reg.AddPostExecute(func(_ context.Context, _ Call, _ Tool, out *Outcome) {
				if out.OK() && string(out.Value) == `"secret"` {
					out.Value = []byte(`"[redacted]"`)
				}
			})
			out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "h"})
			if out.Status != tc.status || string(out.Value) != tc.value {
				t.Fatalf("got %s %s %q, want %s %s", out.Status, out.Value, out.Error, tc.status, tc.value)
			}
			if prefix, ok := strings.CutSuffix(tc.error, "…"); ok && !strings.HasPrefix(out.Error, prefix) || !ok && out.Error != tc.error {
				t.Fatalf("error %q, want %q", out.Error, tc.error)
			}
		})
	}
}

// TestOutcomeText: what the model reads of an outcome.
func TestOutcomeText(t *testing.T) {
	for _, tc := range []struct {
		out  Outcome
		want string
	}{
		{Outcome{Status: StatusOK, Value: []byte(`"a\nb"`)}, "a\nb"},
		{Outcome{Status: StatusOK, Value: []byte(`{"a":1}`)}, `{"a":1}`},
		{Outcome{Status: StatusDenied, Error: "denied: no"}, "denied: no"},
	} {
		if got := tc.out.Text(); got != tc.want {
			t.Errorf("%+v: Text() = %q, want %q", tc.out, got, tc.want)
		}
	}
}

// spanRecorder is a tracer that records its spans and their parents.
type spanRecorder struct {
	noop.Tracer
	mu    sync.Mutex
	spans []*span
}

type span struct {
	noop.Span
	name   string
	parent *span
	attrs  map[attribute.Key]attribute.Value
	status codes.Code
	ended  bool
}

func (r *spanRecorder) Start(ctx context.Context, name string, opts ...trace.SpanStartOption) (context.Context, trace.Span) {
	cfg := trace.NewSpanStartConfig(opts...)
	s := &span{name: name, attrs: map[attribute.Key]attribute.Value{}}
	for _, a := range cfg.Attributes() {
		s.attrs[a.Key] = a.Value
	}
	if p, ok := trace.SpanFromContext(ctx).(*span); ok {
		s.parent = p
	}
	r.mu.Lock()
	r.spans = append(r.spans, s)
	r.mu.Unlock()
	return trace.ContextWithSpan(ctx, s), s
}

func (s *span) SetAttributes(kv ...attribute.KeyValue) {
	for _, a := range kv {
		s.attrs[a.Key] = a.Value
	}
}
func (s *span) SetStatus(c codes.Code, _ string) { s.status = c }
func (s *span) End(...trace.SpanEndOption)       { s.ended = true }

// TestTracing: every call is a span; a program's calls are children of the
// run_code span.
func TestTracing(t *testing.T) {
	tracer := &spanRecorder{}
	f := newFixture(t, Options{Tracer: tracer})
	out := f.runProgram(t, "agent", `async () => { await tools.echo({ text: "a" }); try { await tools.nope() } catch {} }`)
	if !out.OK() {
		t.Fatalf("%s: %s", out.Status, out.Error)
	}
	if len(tracer.spans) != 3 {
		t.Fatalf("%d spans, want 3", len(tracer.spans))
	}
	root, echo, nope := tracer.spans[0], tracer.spans[1], tracer.spans[2]
	for _, c := range []struct {
		s      *span
		name   string
		parent *span
		status codes.Code
		tool   string
	}{
		{root, "execute_tool run_code", nil, codes.Ok, "OK"},
		{echo, "execute_tool echo", root, codes.Ok, "OK"},
		{nope, "execute_tool nope", root, codes.Error, "UNKNOWN_TOOL"},
	} {
		if c.s.name != c.name || c.s.parent != c.parent || c.s.status != c.status || !c.s.ended {
			t.Errorf("span %q: parent %v, status %v, ended %v", c.s.name, c.s.parent, c.s.status, c.s.ended)
		}
		if got := c.s.attrs["codemode.status"].AsString(); got != c.tool {
			t.Errorf("span %q: status attribute %q, want %q", c.s.name, got, c.tool)
		}
		if got := c.s.attrs["codemode.scope"].AsString(); got != "agent" {
			t.Errorf("span %q: scope attribute %q", c.s.name, got)
		}
	}
	if got := echo.attrs["gen_ai.tool.call.id"].AsString(); got != "c1:code:1" {
		t.Errorf("echo span call id %q", got)
	}
}
