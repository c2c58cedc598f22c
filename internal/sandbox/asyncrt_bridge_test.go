package sandbox_test

import (
	"context"
	"time"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/eventloop"
	"github.com/codemode/codemode/internal/sandbox"
)

// The asynchronous runtime, for this package's slot tests
// (asyncbridge_test.go): asyncrt imports sandbox, so only this external test
// package can.
func init() {
	sandbox.AsyncForTests.Runtime = asyncrt.Slots
	sandbox.AsyncForTests.RunIdle = func(r sandbox.AsyncRequest) (sandbox.Result, bool) {
		s, ok := asyncrt.Idle()
		if !ok {
			return sandbox.Result{}, false
		}
		return run(s, r), true
	}
	sandbox.AsyncForTests.RunNew = func(r sandbox.AsyncRequest) sandbox.Result {
		s, err := asyncrt.New()
		if err != nil {
			return sandbox.Result{Failure: &sandbox.Failure{Kind: "internal", Message: err.Error()}}
		}
		return run(s, r)
	}
	sandbox.AsyncForTests.RunOwnEngine = func(r sandbox.AsyncRequest) sandbox.Result {
		s, err := asyncrt.NewOwnEngine()
		if err != nil {
			return sandbox.Result{Failure: &sandbox.Failure{Kind: "internal", Message: err.Error()}}
		}
		return run(s, r)
	}
	sandbox.AsyncForTests.SettleReaper = asyncrt.SettleReaper
	sandbox.AsyncForTests.StartBlocking = func(code string, l sandbox.Limits, called chan<- struct{}, release <-chan struct{}) (*sandbox.Slot, *eventloop.Loop, func() sandbox.Result) {
		s, err := asyncrt.New()
		if err != nil {
			return nil, nil, func() sandbox.Result {
				return sandbox.Result{Failure: &sandbox.Failure{Kind: "internal", Message: err.Error()}}
			}
		}
		lim := testLimits
		lim.Timeout, lim.Memory, lim.ToolCalls = l.Timeout, l.Memory, l.ToolCalls
		req := &asyncrt.Request{Code: code, Limits: lim, Providers: []asyncrt.Provider{{Name: "store", Positional: true}},
			Dispatch: func(ctx context.Context, _, _, args string) (string, error) {
				called <- struct{}{}
				<-release
				return `{"result":` + args[1:len(args)-1] + `}`, nil
			}}
		done := make(chan sandbox.Result, 1)
		sl, ev := s.Parking()
		s.Start(context.Background(), req, func(res asyncrt.Result) {
			out := sandbox.Result{Value: res.Value}
			if f := res.Failure; f != nil {
				out.Failure = &sandbox.Failure{Kind: sandbox.Kind(f.Kind), Message: f.Message}
			}
			done <- out
		})
		return sl, ev, func() sandbox.Result { return <-done }
	}
}

// testLimits are the runtime's limits of a test execution.
var testLimits = asyncrt.Limits{Timeout: 5 * time.Second, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 4 << 20,
	ResultBytes: 4 << 20, LogBytes: 1 << 20, ToolCalls: 100, ConcurrentCalls: 10, Timers: 100, ResponseBytes: 1 << 20,
	Retention: time.Second}

func run(s *asyncrt.Sandbox, r sandbox.AsyncRequest) sandbox.Result {
	lim := testLimits
	lim.Timeout, lim.Memory, lim.ToolCalls = r.Limits.Timeout, r.Limits.Memory, r.Limits.ToolCalls
	req := &asyncrt.Request{Code: r.Code, Limits: lim}
	if r.Store {
		req.Providers = []asyncrt.Provider{{Name: "store", Positional: true}}
		req.DispatchInline = true
		req.Dispatch = func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil }
	}
	res := s.Run(context.Background(), req)
	out := sandbox.Result{Value: res.Value}
	if f := res.Failure; f != nil {
		out.Failure = &sandbox.Failure{Kind: sandbox.Kind(f.Kind), Message: f.Message}
	}
	return out
}
