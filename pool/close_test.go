package pool_test

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
)

// TestCloseStopsRunningExecutions: an execution running when the pool closes
// ends as it does in process — kind cancelled, the shutdown text — and Close
// returns.
func TestCloseStopsRunningExecutions(t *testing.T) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- p.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await store.ready(); while (true) {} }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":null}`, nil
			},
		})
	}()
	<-started
	time.Sleep(50 * time.Millisecond) // into the loop
	closed := make(chan struct{})
	go func() { p.Close(); close(closed) }()
	select {
	case res := <-done:
		if res.Error == nil || res.Error.Kind != codemode.ErrCancelled || res.Error.Message != "Execution was stopped: the executor is shutting down." {
			t.Fatalf("got %+v", res.Error)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the execution did not end when the pool closed")
	}
	select {
	case <-closed:
	case <-time.After(20 * time.Second):
		t.Fatal("Close did not return")
	}
	if res := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); res.Error == nil || res.Error.Kind != codemode.ErrClosed || res.Error.Message != codemode.TextClosed {
		t.Fatalf("after Close: %+v", res.Error)
	}
}
