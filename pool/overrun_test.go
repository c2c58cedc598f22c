package pool_test

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/pool"
)

// A worker whose engine does not stop is killed at the deadline plus grace;
// the execution reports the timeout (not the worker's death), the kill is
// counted, and the replacement worker runs the next execution.
func TestOverrunReportsTimeout(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1, Grace: 300 * time.Millisecond})
	timeout := executortest.Scale(300 * time.Millisecond)
	res := p.Execute(context.Background(), executortest.Frozen(t, timeout))
	if res.Error == nil || res.Error.Kind != codemode.ErrTimeout || res.Error.Message != executor.TimeoutText(timeout) {
		t.Fatalf("got %s %+v", res.Value, res.Error)
	}
	if st := p.Stats(); st.Overruns != 1 {
		t.Fatalf("stats %+v; want one overrun", st)
	}
	if r := p.Execute(context.Background(), codemode.Request{Code: `async () => 6 * 7`}); r.Error != nil || string(r.Value) != "42" {
		t.Fatalf("the next execution: %s %+v", r.Value, r.Error)
	}
}

// Cancelled while its engine cannot stop, an execution ends cancelled a grace
// period after the cancellation, not at its (distant) deadline.
func TestOverrunAfterCancelReportsCancelled(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1, Grace: 300 * time.Millisecond})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(executortest.Scale(200*time.Millisecond), cancel)
	done := make(chan codemode.Result, 1)
	go func() { done <- p.Execute(ctx, executortest.Frozen(t, 10*time.Minute)) }()
	var res codemode.Result
	select {
	case res = <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("a cancelled execution whose engine cannot stop did not end")
	}
	if res.Error == nil || res.Error.Kind != codemode.ErrCancelled || res.Error.Message != "Execution was cancelled." {
		t.Fatalf("got %s %+v", res.Value, res.Error)
	}
	if r := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		t.Fatalf("the next execution: %+v", r.Error)
	}
}

// A worker holds an execution to the limits it asked for, not to the
// defaults: 100 MiB of heap is 100 MiB, past the 64 MiB default.
func TestWorkerKeepsTheLimitsAskedFor(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1})
	r := p.Execute(context.Background(), codemode.Request{
		Code:   `async () => { const a = []; for (let i = 0; i < 5; i++) a.push(new Uint8Array(16 << 20).fill(1)); return a.length }`,
		Limits: codemode.Limits{Memory: 128 << 20},
	})
	if r.Error != nil || string(r.Value) != "5" {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
}
