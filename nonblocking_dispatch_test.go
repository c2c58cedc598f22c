package codemode_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// TestNonBlockingDispatch: a Dispatch declared non-blocking answers every
// call, one at a time, with the same values and errors as one on goroutines
// of its own; without the declaration calls still run concurrently, so a
// Dispatch that waits for its sibling calls completes.
func TestNonBlockingDispatch(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	code := `async () => {
		const all = await Promise.all([1, 2, 3].map((i) => store.echo(i)));
		let caught = '';
		try { await store.missing() } catch (e) { caught = e.message }
		return { all, caught };
	}`
	var running, most atomic.Int32
	dispatch := func(_ context.Context, _, tool, args string) (string, error) {
		n := running.Add(1)
		defer running.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		if tool != "echo" {
			return `{"error":"no tool ` + tool + `"}`, nil
		}
		return `{"result":` + args[1:len(args)-1] + `}`, nil
	}
	r := x.Execute(context.Background(), codemode.Request{
		Code: code, Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: dispatch, NonBlockingDispatch: true,
	})
	if r.Error != nil || string(r.Value) != `{"all":[1,2,3],"caught":"no tool missing"}` {
		t.Fatalf("non-blocking: %s %+v", r.Value, r.Error)
	}
	if most.Load() != 1 {
		t.Fatalf("non-blocking dispatches overlapped (%d at once)", most.Load())
	}

	// The default: each call on its own goroutine. Every call waits until
	// all three are inside Dispatch; run inline they would never be.
	var wg sync.WaitGroup
	wg.Add(3)
	blocking := func(ctx context.Context, p, tool, args string) (string, error) {
		wg.Done()
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()
		select {
		case <-done:
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(10 * time.Second):
			// Run one after another, the calls never meet.
			return `{"error":"the calls did not run concurrently"}`, nil
		}
		return dispatch(ctx, p, tool, args)
	}
	r = x.Execute(context.Background(), codemode.Request{
		Code: `async () => Promise.all([1, 2, 3].map((i) => store.echo(i)))`, Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: blocking, Limits: codemode.Limits{Timeout: 20 * time.Second},
	})
	if r.Error != nil || string(r.Value) != `[1,2,3]` {
		t.Fatalf("blocking dispatch without the declaration: %s %+v", r.Value, r.Error)
	}

	// A durable execution keeps a goroutine per call even with the
	// declaration (its replay delivers answers from the loop).
	wg.Add(3)
	r = x.Execute(context.Background(), codemode.Request{
		Code: `async () => Promise.all([1, 2, 3].map((i) => store.echo(i)))`, Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: blocking, NonBlockingDispatch: true, Durable: &codemode.Durable{}, Limits: codemode.Limits{Timeout: 20 * time.Second},
	})
	if r.Error != nil || string(r.Value) != `[1,2,3]` {
		t.Fatalf("durable execution with the declaration: %s %+v", r.Value, r.Error)
	}
}
