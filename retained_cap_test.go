package codemode_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/doctest"
)

func retainIn(x codemode.Executor, code string) codemode.Result {
	return x.Execute(context.Background(), codemode.Request{
		Code:          code,
		Providers:     []codemode.Provider{{Name: "store"}},
		Dispatch:      func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
		RetainHandles: true,
	})
}

// The in-process executor holds at most Options.MaxRetained executions with
// RetainHandles: past it a request is refused before it runs (its tool call
// never reaches dispatch), with the pinned text; a request that asked to be
// retained but failed gives its place back at
// once, and a retained one when it has ended (released, or with nothing
// left to run): by the time its Done is closed.
func TestInProcessRetainedCap(t *testing.T) {
	x := codemode.New(codemode.Options{MaxRetained: 2})
	defer x.Close()
	const handle = `async () => { await store.subscribe(() => 1); return 1 }`
	a, b := retainIn(x, handle), retainIn(x, handle)
	if a.Retained == nil || b.Retained == nil {
		t.Fatalf("%+v %+v", a.Error, b.Error)
	}
	called := false
	res := x.Execute(context.Background(), codemode.Request{
		Code:      handle,
		Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			called = true
			return `{"result":1}`, nil
		},
		RetainHandles: true,
	})
	want := fmt.Sprintf(codemode.TextRetainedFull, 2)
	if res.Error == nil || res.Error.Kind != codemode.ErrOverloaded || res.Error.Message != want || called {
		t.Fatalf("past the cap: got %+v (dispatch called: %v), want overloaded %q", res.Error, called, want)
	}
	if r := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		t.Fatalf("an ordinary execution at the cap: %+v", r.Error)
	}
	a.Retained.Release()
	<-a.Retained.Done()
	if n := x.Stats().Retained; n != 1 {
		t.Fatalf("%d retained once one of two was released and its Done closed", n)
	}
	// Ended at once (no handle given out) and failed: places come back.
	for _, code := range []string{`async () => 1`, `async () => { throw new Error('x') }`, `async () => 1`} {
		if r := retainIn(x, code); r.Retained != nil {
			<-r.Retained.Done() // nothing left to run: it ends by itself
		}
	}
	c := retainIn(x, handle)
	if c.Error != nil || c.Retained == nil {
		t.Fatalf("after the release: %+v", c.Error)
	}
	b.Retained.Release()
	c.Retained.Release()
}

// Options.MaxRetained follows the convention: negative is refused, with the
// pinned text.
func TestInProcessMaxRetainedNegative(t *testing.T) {
	x := codemode.New(codemode.Options{MaxRetained: -1})
	defer x.Close()
	res := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	want := fmt.Sprintf("Options.MaxRetained is -1; use 0 for the default (%d) or a positive count.", codemode.DefaultMaxRetained)
	if res.Error == nil || res.Error.Kind != codemode.ErrRequest || res.Error.Message != want {
		t.Fatalf("got %+v, want %q", res.Error, want)
	}
}

// The default cap is the arithmetic docs/handles.md states, and
// docs/failures.md quotes the refusal texts.
func TestRetainedBudgetDocs(t *testing.T) {
	if codemode.DefaultMaxRetained != 44 || executor.MaxRetainedFor(4<<30) != 44 || executor.MaxRetainedFor(2<<30) != 0 {
		t.Fatalf("DefaultMaxRetained %d, MaxRetainedFor(4 GiB) %d, (2 GiB) %d: docs/handles.md says 44, 44, 0",
			codemode.DefaultMaxRetained, executor.MaxRetainedFor(4<<30), executor.MaxRetainedFor(2<<30))
	}
	spans, err := doctest.TableCodeSpans("docs/failures.md", "## Failed executions")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		strings.Replace(codemode.TextRetainedFull, "%d", "<n>", 1),
		"Options.MaxRetained is <n>; use 0 for the default (44) or a positive count.",
		codemode.TextNoSandbox + "<detail>",
	} {
		if !spans[want] {
			t.Errorf("docs/failures.md does not quote %q", want)
		}
	}
}
