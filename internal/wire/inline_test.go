package wire_test

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
)

// The client answers a call on the goroutine that reads the connection; these
// are the cases where that goroutine must not be the only one.

func newPair(t *testing.T) *wire.Client {
	t.Helper()
	ct, st := pipePair(t)
	x := codemode.New(codemode.Options{})
	srv := &wire.Server{Executor: x, Name: "test"}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(context.Background(), st) }()
	c, err := wire.NewClient(context.Background(), ct, wire.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(); <-served; x.Close() })
	return c
}

var storeProvider = []codemode.Provider{{Name: "store"}}

func TestSlowDispatchesRunConcurrently(t *testing.T) {
	c := newPair(t)
	for round := 0; round < 2; round++ {
		start := time.Now()
		r := c.Execute(context.Background(), codemode.Request{
			Code:      `async () => (await Promise.all(Array.from({length: 20}, (_, i) => store.slow(i)))).length`,
			Providers: storeProvider,
			Dispatch: func(context.Context, string, string, string) (string, error) {
				time.Sleep(30 * time.Millisecond)
				return `{"result":1}`, nil
			},
		})
		if r.Error != nil || string(r.Value) != "20" {
			t.Fatalf("%+v", r)
		}
		// One after the other they would take 600ms.
		if took := time.Since(start); took > 300*time.Millisecond {
			t.Errorf("round %d: 20 calls of 30ms took %s", round, took)
		}
	}
}

func TestLogsPassABlockedDispatch(t *testing.T) {
	c := newPair(t)
	logged := make(chan struct{})
	var once atomic.Bool
	r := c.Execute(context.Background(), codemode.Request{
		Code:      `async () => { const p = store.wait(); console.log("after the call"); return await p }`,
		Providers: storeProvider,
		OnLog: func(line string) {
			if strings.Contains(line, "after the call") && once.CompareAndSwap(false, true) {
				close(logged)
			}
		},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			select {
			case <-logged:
				return `{"result":"ok"}`, nil
			case <-time.After(5 * time.Second):
				return `{"result":"the log never came"}`, nil
			}
		},
	})
	if r.Error != nil || string(r.Value) != `"ok"` {
		t.Fatalf("%+v", r)
	}
}

func TestDispatchRunsAProgramOnTheSameClient(t *testing.T) {
	c := newPair(t)
	r := c.Execute(context.Background(), codemode.Request{
		Code:      `async () => await store.nested()`,
		Providers: storeProvider,
		Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
			inner := c.Execute(ctx, codemode.Request{Code: `async () => 6 * 7`})
			if inner.Error != nil {
				return "", fmt.Errorf("inner: %s", inner.Error.Message)
			}
			return `{"result":` + string(inner.Value) + `}`, nil
		},
	})
	if r.Error != nil || string(r.Value) != "42" {
		t.Fatalf("%+v", r)
	}
}

func TestDispatchThatExitsItsGoroutine(t *testing.T) {
	c := newPair(t)
	r := c.Execute(context.Background(), codemode.Request{
		Code:      `async () => await store.gone()`,
		Providers: storeProvider,
		Limits:    codemode.Limits{Timeout: 300 * time.Millisecond},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			runtime.Goexit()
			return "", nil
		},
	})
	if r.Error == nil || r.Error.Kind != codemode.ErrTimeout {
		t.Fatalf("%+v", r)
	}
	// The connection still works.
	r = c.Execute(context.Background(), codemode.Request{
		Code:      `async () => await store.echo(5)`,
		Providers: storeProvider,
		Dispatch: func(_ context.Context, _, _, args string) (string, error) {
			return `{"result":` + strings.Trim(args, "[]") + `}`, nil
		},
	})
	if r.Error != nil || string(r.Value) != "5" {
		t.Fatalf("%+v", r)
	}
}
