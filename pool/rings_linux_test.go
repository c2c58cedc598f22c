//go:build linux

package pool_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
)

// A worker is a hostile program's host: whatever it writes into the memory it
// shares with the pool, at any moment, the pool's process neither crashes nor
// waits forever, and every execution ends with a result or an error.
func TestScribblingWorkerCannotHurtThePool(t *testing.T) {
	t.Setenv("CODEMODE_TEST_WORKER_SCRIBBLE", "1")
	var stderr syncBuffer
	p := newPool(t, pool.Options{Workers: 2, Stderr: &stderr})
	failed := 0
	for i := range 12 {
		done := make(chan codemode.Result, 1)
		go func() {
			done <- p.Execute(context.Background(), codemode.Request{
				Code:      `async () => { let s = 0; for (let i = 0; i < 200; i++) s += (await store.echo("x".repeat(i * 50))).length; console.log(s); return s }`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(_ context.Context, _, _, args string) (string, error) {
					return `{"result":` + args + `}`, nil
				},
				Limits: codemode.Limits{Timeout: 2 * time.Second},
			})
		}()
		select {
		case r := <-done:
			if err := r.Err(); err != nil {
				failed++
				if i < 3 {
					t.Logf("execution %d: %v", i, err)
				}
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("execution %d still runs 30 s on", i)
		}
	}
	if failed == 0 {
		t.Fatal("every execution succeeded: the worker's scribbling reached nothing")
	}
	if strings.Contains(stderr.String(), pool.ScribbleResized) {
		t.Fatal("a worker resized the memory it shares with the pool")
	}
	t.Logf("%d of 12 executions failed", failed)
}

// A worker that writes its messages on the pipe while the pool offered it the
// shared memory (a --worker-command of another build) does not start, and the
// error says why and what to do; with the shared memory turned off it runs.
func TestWorkerOfAnotherBuildIsNamed(t *testing.T) {
	t.Setenv("CODEMODE_TEST_WORKER_PIPES_ONLY", "1")
	p, err := pool.New(pool.Options{Workers: 1})
	if err == nil {
		p.Close()
		t.Fatal("a pool started with a worker that ignores its shared memory")
	}
	if !strings.Contains(err.Error(), "not of this build") || !strings.Contains(err.Error(), "turn the shared memory off") {
		t.Fatalf("error = %v, want one naming the worker's build and the way out", err)
	}
	p = newPool(t, pool.Options{Workers: 1, NoSharedMemory: true})
	r := p.Execute(context.Background(), codemode.Request{Code: `async () => 6 * 7`})
	if string(r.Value) != "42" {
		t.Fatalf("on pipes: %s %v", r.Value, r.Err())
	}
}

// A program that never yields, started after its worker had been idle (so
// every processor of the worker had gone idle), is still cancelled by the
// cancellation the pool sends, within moments: the worker's reader gets the
// processor back from the program. The grace before the pool's kill is long,
// so that only the worker's own cancellation can end it in time.
func TestSpinningProgramInAnIdleWorkerIsCancelled(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1, Grace: 20 * time.Second})
	for i := range 12 {
		time.Sleep(200 * time.Millisecond) // the worker idle: its runtime's monitor asleep
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan codemode.Result, 1)
		go func() {
			done <- p.Execute(ctx, codemode.Request{
				Code:      `async () => { await store.started(); for (;;) {} }`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					time.AfterFunc(50*time.Millisecond, cancel)
					return `{"result":1}`, nil
				},
				Limits: codemode.Limits{Timeout: 30 * time.Second},
			})
		}()
		start := time.Now()
		select {
		case r := <-done:
			if r.Error == nil || r.Error.Kind != codemode.ErrCancelled {
				t.Fatalf("execution %d: %s %v, want cancelled", i, r.Value, r.Error)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Fatalf("execution %d: cancelled after %v: the worker did not read its cancellation", i, d)
			}
		case <-time.After(15 * time.Second):
			t.Fatalf("execution %d: still running 15 s after its cancellation", i)
		}
	}
}

// Close does not wait on a worker that outlives the end of its input (one
// whose reader never gets the processor back, or never sees the end): it is
// killed after a grace of its own.
func TestCloseKillsAWorkerThatOutlivesItsInput(t *testing.T) {
	t.Setenv("CODEMODE_TEST_WORKER_DEAF", "1")
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	start := time.Now()
	go func() { p.Close(); close(closed) }()
	select {
	case <-closed:
		t.Logf("closed in %v", time.Since(start))
	case <-time.After(20 * time.Second):
		t.Fatal("Close still waits for a worker that will not exit")
	}
}
