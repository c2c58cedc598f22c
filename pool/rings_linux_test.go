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
	for i := range 40 {
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
	t.Logf("%d of 40 executions failed", failed)
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
