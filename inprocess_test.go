package codemode_test

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
)

func TestInProcessSuite(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	executortest.Run(t, x, executortest.Config{Short: testing.Short()})
}

// Two rows of docs/failures.md need an executor of their own to close, which
// the shared suite (handed one executor) cannot make: they are tested here.
func TestCloseStopsARunningExecution(t *testing.T) {
	x := codemode.New(codemode.Options{})
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- x.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await store.started(); for (;;) {} }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":null}`, nil
			},
		})
	}()
	<-started
	time.Sleep(20 * time.Millisecond) // into the loop
	x.Close()
	var r codemode.Result
	select {
	case r = <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not stop the running execution")
	}
	if r.Error == nil || r.Error.Kind != codemode.ErrCancelled || r.Error.Message != "Execution was stopped: the executor is shutting down." {
		t.Fatalf("got %s %+v, want cancelled: the shutdown text", r.Value, r.Error)
	}
}

func TestExecuteAfterClose(t *testing.T) {
	x := codemode.New(codemode.Options{})
	x.Close()
	r := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if r.Error == nil || r.Error.Kind != "closed" || r.Error.Message != "The executor is closed." || r.Value != nil {
		t.Fatalf("got %s %+v, want closed: %q", r.Value, r.Error, "The executor is closed.")
	}
}
