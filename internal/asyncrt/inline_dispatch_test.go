package asyncrt

import (
	"context"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// echoDispatch answers a call with its first argument.
func echoDispatch(_ context.Context, _, _, args string) (string, error) {
	return `{"result":` + args[1:len(args)-1] + `}`, nil
}

var storeProvider = []Provider{{Name: "store", Positional: true}}

// TestDispatchInlineAnswers: with DispatchInline every call, one after
// another or together, gets its own answer, in program order, and no two
// dispatches ever overlap (they run on the loop goroutine).
func TestDispatchInlineAnswers(t *testing.T) {
	var running, most, calls atomic.Int32
	var order []string
	dispatch := func(ctx context.Context, p, tool, args string) (string, error) {
		if n := running.Add(1); n > most.Load() {
			most.Store(n)
		}
		defer running.Add(-1)
		calls.Add(1)
		order = append(order, tool+args)
		if tool == "fail" {
			return `{"error":"no such user"}`, nil
		}
		if tool == "panic" {
			panic("boom")
		}
		return echoDispatch(ctx, p, tool, args)
	}
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	res := s.Run(context.Background(), &Request{
		Code: `async () => {
			let seq = 0;
			for (let i = 0; i < 20; i++) seq += await store.echo(i);
			const all = await Promise.all([1, 2, 3].map((i) => store.echo(i * 10)));
			let caught = '';
			try { await store.fail(1) } catch (e) { caught = e.message }
			let panicked = '';
			try { await store.panic(2) } catch (e) { panicked = e.message }
			return { seq, all, caught, panicked };
		}`,
		Providers: storeProvider, Dispatch: dispatch, DispatchInline: true, Limits: phaseLimits,
	})
	if res.Failure != nil {
		t.Fatalf("failed: %+v", res.Failure)
	}
	want := `{"seq":190,"all":[10,20,30],"caught":"no such user","panicked":"dispatch panicked: boom"}`
	if res.Value != want {
		t.Fatalf("value %s, want %s", res.Value, want)
	}
	if calls.Load() != 25 || most.Load() != 1 {
		t.Fatalf("%d calls, at most %d at once: want 25, one at a time", calls.Load(), most.Load())
	}
	if got := strings.Join(order[20:23], " "); got != "echo[10] echo[20] echo[30]" {
		t.Fatalf("Promise.all's calls reached dispatch as %q, want program order", got)
	}
}

// TestDispatchInlineBounds: inline calls still count against the call limit,
// and a program that loops on them forever still meets its deadline.
func TestDispatchInlineBounds(t *testing.T) {
	lim := phaseLimits
	lim.ToolCalls = 5
	s, _ := New()
	res := s.Run(context.Background(), &Request{
		Code:      `async () => { let n = 0; try { for (;;) { await store.echo(1); n++ } } catch (e) { return n + ' ' + e.message } }`,
		Providers: storeProvider, Dispatch: echoDispatch, DispatchInline: true, Limits: lim,
	})
	if res.Failure != nil || !strings.HasPrefix(res.Value, `"5 `) {
		t.Fatalf("call limit: %+v %s", res.Failure, res.Value)
	}
	lim = phaseLimits
	lim.ToolCalls = 1 << 30
	lim.Timeout = 300 * time.Millisecond
	s, _ = New()
	start := time.Now()
	res = s.Run(context.Background(), &Request{
		Code:      `async () => { for (;;) await store.echo(1) }`,
		Providers: storeProvider, Dispatch: echoDispatch, DispatchInline: true, Limits: lim,
	})
	if res.Failure == nil || res.Failure.Kind != KindTimeout {
		t.Fatalf("endless inline calls: %+v %s, want a timeout", res.Failure, res.Value)
	}
	if d := time.Since(start); d > 30*lim.Timeout {
		t.Fatalf("the timeout took %v", d)
	}
}

// TestInstrDispatchPath runs seq100 N times with the dispatch on goroutines
// or inline, for instruction counting under valgrind:
// CODEMODE_DISPATCH=goroutine|inline CODEMODE_N=50 (GODEBUG=asyncpreemptoff=1).
func TestInstrDispatchPath(t *testing.T) {
	path := os.Getenv("CODEMODE_DISPATCH")
	if path == "" {
		t.Skip("set CODEMODE_DISPATCH")
	}
	n, _ := strconv.Atoi(os.Getenv("CODEMODE_N"))
	calls, _ := strconv.Atoi(os.Getenv("CODEMODE_CALLS"))
	for i := 0; i < n; i++ {
		s, _ := New()
		s.Run(context.Background(), &Request{
			Code:      "async () => { let n = 0; for (let i = 0; i < " + strconv.Itoa(calls) + "; i++) { const r = await store.echo({ i }); if (r.i === i) n++ } return n }",
			Providers: storeProvider, Limits: phaseLimits, Dispatch: echoDispatch, DispatchInline: path == "inline",
		})
	}
}
