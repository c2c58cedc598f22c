package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestRunCodeOutput pins what the model reads of a program: the rendering of
// logs and value, the errors a program catches, and the failures.
func TestRunCodeOutput(t *testing.T) {
	cases := []struct {
		name   string
		code   string
		status Status
		text   string // Outcome.Text(), exact, or a prefix when it ends with "…"
	}{
		{
			name:   "logs then value",
			code:   `async () => { console.log("found", 2); console.warn("slow"); return { n: 2, names: ["a", "b"] } }`,
			status: StatusOK,
			text:   "Logs:\nfound 2\n[warn] slow\n\nResult:\n{\"n\":2,\"names\":[\"a\",\"b\"]}",
		},
		{
			name:   "a string as it is, no logs block without logs",
			code:   `async () => "line 1\nline 2"`,
			status: StatusOK,
			text:   "Result:\nline 1\nline 2",
		},
		{
			name:   "no value",
			code:   `async () => { await tools.echo({ text: "x" }) }`,
			status: StatusOK,
			text:   "Result:\nundefined",
		},
		{
			name:   "tool values arrive as JSON values",
			code:   `async () => { const [a, b] = await Promise.all([tools.echo({ text: "x" }), tools.echo({ text: "y" })]); return a + b }`,
			status: StatusOK,
			text:   "Result:\nxy",
		},
		{
			name:   "run_code is not bound",
			code:   `async () => { try { await tools.run_code({ code: "async () => 1" }); return "reached" } catch (e) { return e.message } }`,
			status: StatusOK,
			text:   "Result:\nTool \"run_code\" not found",
		},
		{
			name:   "an unknown tool is not found",
			code:   `async () => { try { await tools.nope() } catch (e) { return [e.message, e.code, e.tool] } }`,
			status: StatusOK,
			text:   "Result:\n[\"Tool \\\"nope\\\" not found\",\"UNKNOWN_TOOL\",\"nope\"]",
		},
		{
			name:   "a failed call carries the tool name and message",
			code:   `async () => { try { await tools.findUser({ id: "zed" }) } catch (e) { return [e.message, e.code, e.tool] } }`,
			status: StatusOK,
			text:   "Result:\n[\"findUser failed: no such user\",\"TOOL_ERROR\",\"findUser\"]",
		},
		{
			name:   "invalid arguments are catchable",
			code:   `async () => { try { await tools.findUser({ id: 7 }) } catch (e) { return e.message } }`,
			status: StatusOK,
			text:   "Result:\nfindUser failed: Invalid arguments for findUser: /id: expected string, got number",
		},
		{
			name:   "a name that is not an identifier",
			code:   `async () => await tools["name-with-dash"]({})`,
			status: StatusOK,
			text:   "Result:\ndashed",
		},
		{
			name:   "an uncaught failure ends the program with logs and the error",
			code:   "async () => {\n  console.log(\"before\")\n  await tools.findUser({ id: \"zed\" })\n}",
			status: StatusToolError,
			text:   "Logs:\nbefore\n\nError:\nError: findUser failed: no such user…",
		},
		{
			name:   "a thrown error keeps its stack",
			code:   "async () => {\n  const f = () => { throw new TypeError(\"boom\") }\n  f()\n}",
			status: StatusToolError,
			text:   "Error:\nTypeError: boom\n    at f (<program>:2:…",
		},
		{
			name:   "a syntax error",
			code:   "async () => {\n  return 1 +\n}",
			status: StatusToolError,
			text:   "Error:\nSyntaxError: …",
		},
		{
			name:   "TypeScript in a fence",
			code:   "```ts\nasync () => { const n: number = 41; return n + 1 }\n```",
			status: StatusOK,
			text:   "Result:\n42",
		},
	}
	f := newFixture(t, Options{})
	f.add(t,
		Must(Func("findUser", "Find a user.", func(_ context.Context, in struct {
			ID string `json:"id"`
		}) (string, error) {
			return "", errors.New("no such user")
		})),
		Tool{Name: "name-with-dash", Concurrent: true, Handler: func(context.Context, Call) (Result, error) {
			return Result{Value: "dashed"}, nil
		}},
	)
	if err := f.reg.SetMode("", Code); err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out := f.runProgram(t, "", tc.code)
			if out.Status != tc.status {
				t.Fatalf("status %s, want %s; text:\n%s", out.Status, tc.status, out.Text())
			}
			if prefix, ok := strings.CutSuffix(tc.text, "…"); ok {
				if !strings.HasPrefix(out.Text(), prefix) {
					t.Fatalf("text:\n%s\nwant it to start with:\n%s", out.Text(), prefix)
				}
			} else if out.Text() != tc.text {
				t.Fatalf("text:\n%s\nwant:\n%s", out.Text(), tc.text)
			}
		})
	}
}

// TestRunCodeDenialIsCatchable: a pre-execute hook's denial reaches the
// program as an Error with the reason, and the handler never runs.
func TestRunCodeDenialIsCatchable(t *testing.T) {
	f := newFixture(t, Options{})
	f.reg.AddPreExecute(func(_ context.Context, c Call, _ Tool) error {
		if c.Name == "write" && strings.HasPrefix(c.Arguments, `{"path":"/etc`) {
			return errors.New("path outside the workspace")
		}
		return nil
	})
	out := f.runProgram(t, "", `async () => {
	  try {
	    await tools.write({ path: "/etc/passwd" })
	    return "written"
	  } catch (e) {
	    return { message: e.message, code: e.code, tool: e.tool }
	  }
	}`)
	want := "Result:\n" + `{"message":"write failed: denied: path outside the workspace","code":"DENIED","tool":"write"}`
	if out.Status != StatusOK || out.Text() != want {
		t.Fatalf("got %s:\n%s\nwant:\n%s", out.Status, out.Text(), want)
	}
	if n := f.count("write"); n != 0 {
		t.Fatalf("write ran %d times", n)
	}
}

// TestRunCodeCallIDs: calls are numbered in the order the program makes them,
// parallel ones included, and the host gets the list in Outcome.Private.
func TestRunCodeCallIDs(t *testing.T) {
	f := newFixture(t, Options{})
	var mu sync.Mutex
	textByID := map[string]string{}
	parents := map[string]bool{}
	f.reg.AddPreExecute(func(_ context.Context, c Call, _ Tool) error {
		if c.Name == "echo" {
			mu.Lock()
			textByID[c.ID] = c.Arguments
			parents[c.Parent] = true
			mu.Unlock()
		}
		return nil
	})
	out := f.runProgram(t, "", `async () => {
	  await tools.echo({ text: "1" })
	  await tools.echo({ text: "2" })
	  await Promise.all(Array.from({ length: 18 }, (_, i) => tools.echo({ text: String(i + 3) })))
	  await tools.write({ path: "21" })
	}`)
	if !out.OK() {
		t.Fatalf("%s: %s", out.Status, out.Error)
	}
	calls, _ := out.Private[PrivateCalls].([]SubCall)
	if len(calls) != 21 {
		t.Fatalf("calls = %v, want 21", calls)
	}
	for i, c := range calls {
		id := fmt.Sprintf("c1:code:%d", i+1)
		if c.ID != id || c.Status != StatusOK {
			t.Errorf("call %d = %+v, want ID %s, OK", i+1, c, id)
		}
		if i < 20 {
			if want := fmt.Sprintf(`{"text":"%d"}`, i+1); textByID[id] != want || c.Name != "echo" {
				t.Errorf("%s carried %s to %s, want %s to echo", id, textByID[id], c.Name, want)
			}
		} else if c.Name != "write" {
			t.Errorf("%s called %s, want write", id, c.Name)
		}
	}
	if len(parents) != 1 || parents[""] {
		t.Errorf("the calls carried parent tokens %v, want one non-empty token", parents)
	}
}

// TestRunCodePrivateStaysHome: a tool's private metadata reaches the host and
// never the program.
func TestRunCodePrivateStaysHome(t *testing.T) {
	f := newFixture(t, Options{})
	f.add(t, Tool{Name: "secretive", Concurrent: true, Handler: func(context.Context, Call) (Result, error) {
		return Result{Value: map[string]string{"public": "yes"}, Private: map[string]any{"token": "s3cr3t"}}, nil
	}})
	var hostSaw any
	f.reg.AddPostExecute(func(_ context.Context, c Call, _ Tool, out *Outcome) {
		if c.Name == "secretive" {
			hostSaw = out.Private["token"]
		}
	})
	out := f.runProgram(t, "", `async () => {
	  const r = await tools.secretive()
	  return JSON.stringify(r) + " " + Object.keys(r).join(",")
	}`)
	if out.Text() != "Result:\n{\"public\":\"yes\"} public" {
		t.Fatalf("program saw:\n%s", out.Text())
	}
	if strings.Contains(string(out.Value), "s3cr3t") {
		t.Fatal("the private token reached the program's output")
	}
	if hostSaw != "s3cr3t" {
		t.Fatalf("host saw %v, want the private token", hostSaw)
	}
}

// TestRunCodeDeferredStopsTheProgram: a deferred call cannot be caught and
// turned into a result; run_code ends DEFERRED and nothing after it runs.
func TestRunCodeDeferredStopsTheProgram(t *testing.T) {
	f := newFixture(t, Options{})
	f.reg.SetApprover(func(_ context.Context, c Call, _ Tool) Approval {
		if c.Name == "write" {
			return Approval{Decision: Defer, Reason: "a person must look at this"}
		}
		return Approval{Decision: Allow}
	})
	out := f.runProgram(t, "", `async () => {
	  console.log("start")
	  try {
	    await tools.write({ path: "a" })
	  } catch (e) {
	    await tools.echo({ text: "after" })
	    return "swallowed: " + e.message
	  }
	}`)
	if out.Status != StatusDeferred {
		t.Fatalf("status %s, want DEFERRED; text:\n%s", out.Status, out.Text())
	}
	want := "Logs:\nstart\n\nError:\ndeferred: the call to write (c1:code:1) is waiting for approval; the program is suspended until it is decided"
	if out.Error != want {
		t.Fatalf("error:\n%s\nwant:\n%s", out.Error, want)
	}
	if n := f.count("write") + f.count("echo"); n != 0 {
		t.Fatalf("%d handlers ran", n)
	}
}

// TestRunCodeConcurrency proves with a barrier that concurrency-safe calls
// overlap, up to the cap and never past it: a cap set in Options, and the
// default of 10.
func TestRunCodeConcurrency(t *testing.T) {
	t.Run("Set", func(t *testing.T) { testRunCodeConcurrency(t, Options{MaxConcurrent: 3}, 3) })
	t.Run("Default", func(t *testing.T) { testRunCodeConcurrency(t, Options{}, 10) })
}

func testRunCodeConcurrency(t *testing.T, opts Options, want int32) {
	limit := want
	f := newFixture(t, opts)
	var inflight, peak, arrived atomic.Int32
	open := make(chan struct{})
	var stuck atomic.Bool
	f.add(t, Tool{Name: "slow", Concurrent: true, Handler: func(context.Context, Call) (Result, error) {
		n := inflight.Add(1)
		defer inflight.Add(-1)
		for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
		}
		// The first `limit` calls wait here for each other: if they did
		// not run together, none would get past.
		if arrived.Add(1) == limit {
			close(open)
		}
		select {
		case <-open:
		case <-time.After(5 * time.Second):
			stuck.Store(true)
		}
		time.Sleep(2 * time.Millisecond)
		return Result{Value: n}, nil
	}})
	out := f.runProgram(t, "", `async () => (await Promise.all(Array.from({ length: 24 }, () => tools.slow()))).length`)
	if out.Text() != "Result:\n24" {
		t.Fatalf("%s:\n%s", out.Status, out.Text())
	}
	if stuck.Load() {
		t.Fatalf("the first %d calls did not overlap", limit)
	}
	if p := peak.Load(); p != limit {
		t.Fatalf("peak in flight = %d, want %d", p, limit)
	}
}

// TestRunCodeBarrier: a call that is not concurrency-safe waits for the calls
// in flight and runs alone.
func TestRunCodeBarrier(t *testing.T) {
	f := newFixture(t, Options{})
	var running atomic.Int32
	var loneRunning atomic.Bool
	var violations atomic.Int32
	check := func(ok bool) {
		if !ok {
			violations.Add(1)
		}
	}
	f.add(t,
		Tool{Name: "shared", Concurrent: true, Handler: func(context.Context, Call) (Result, error) {
			running.Add(1)
			defer running.Add(-1)
			check(!loneRunning.Load())
			time.Sleep(10 * time.Millisecond)
			check(!loneRunning.Load())
			return Result{}, nil
		}},
		Tool{Name: "lone", Handler: func(context.Context, Call) (Result, error) {
			loneRunning.Store(true)
			defer loneRunning.Store(false)
			check(running.Load() == 0)
			time.Sleep(10 * time.Millisecond)
			check(running.Load() == 0)
			return Result{}, nil
		}},
	)
	out := f.runProgram(t, "", `async () => {
	  await Promise.all([tools.shared(), tools.shared(), tools.lone(), tools.shared(), tools.lone(), tools.shared()])
	  return "done"
	}`)
	if out.Text() != "Result:\ndone" {
		t.Fatalf("%s:\n%s", out.Status, out.Text())
	}
	if v := violations.Load(); v != 0 {
		t.Fatalf("%d times a call overlapped a call that must run alone", v)
	}
}

// TestGate drives the scheduler directly: an exclusive call waits for shared
// calls in flight, and holds back shared calls made while it waits.
func TestGate(t *testing.T) {
	g := newGate(2)
	ctx := context.Background()
	enter := func(concurrent bool) chan func() {
		ch := make(chan func(), 1)
		go func() {
			leave, err := g.enter(ctx, concurrent)
			if err == nil {
				ch <- leave
			}
		}()
		return ch
	}
	admitted := func(ch chan func()) (func(), bool) {
		select {
		case leave := <-ch:
			return leave, true
		case <-time.After(50 * time.Millisecond):
			return nil, false
		}
	}
	s1, ok1 := admitted(enter(true))
	s2, ok2 := admitted(enter(true))
	if !ok1 || !ok2 {
		t.Fatal("two shared calls were not admitted together")
	}
	third := enter(true)
	if _, ok := admitted(third); ok {
		t.Fatal("a third shared call passed the cap of 2")
	}
	s1()
	s3, ok := admitted(third)
	if !ok {
		t.Fatal("the third shared call was not admitted when a slot freed")
	}
	ex := enter(false)
	if _, ok := admitted(ex); ok {
		t.Fatal("an exclusive call ran beside shared calls")
	}
	later := enter(true)
	s2()
	if _, ok := admitted(later); ok {
		t.Fatal("a shared call overtook the waiting exclusive call")
	}
	s3()
	leaveEx, ok := admitted(ex)
	if !ok {
		t.Fatal("the exclusive call was not admitted once the shared calls left")
	}
	if _, ok := admitted(later); ok {
		t.Fatal("a shared call ran beside the exclusive call")
	}
	leaveEx()
	if _, ok := admitted(later); !ok {
		t.Fatal("the held-back shared call was not admitted")
	}

	cctx, cancel := context.WithCancel(ctx)
	cancel()
	g2 := newGate(1)
	leave, _ := g2.enter(ctx, false)
	if _, err := g2.enter(cctx, true); err == nil {
		t.Fatal("a cancelled wait was admitted")
	}
	leave()
}

// TestRunCodeEvents: events arrive in order, children attributed to the
// outer call.
func TestRunCodeEvents(t *testing.T) {
	f := newFixture(t, Options{})
	rec := &recorder{}
	unsubscribe := f.reg.Subscribe(rec.record)
	out := f.runProgram(t, "", `async () => {
	  await tools.echo({ text: "a" })
	  try { await tools.write({ path: 7 }) } catch {}
	  return "ok"
	}`)
	unsubscribe()
	f.reg.Execute(context.Background(), Call{ID: "c2", Name: "echo", Arguments: `{"text":"unseen"}`})
	if !out.OK() {
		t.Fatalf("%s: %s", out.Status, out.Error)
	}
	want := []string{
		"start c1 run_code ",
		"start c1:code:1 echo ",
		"result c1:code:1 echo OK",
		"start c1:code:2 write ",
		"error c1:code:2 write INVALID_ARGUMENTS",
		"result c1 run_code OK",
	}
	if got := rec.lines(); !equal(got, want) {
		t.Fatalf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, e := range rec.events {
		wantOuter := ""
		if e.Call.ID != "c1" {
			wantOuter = "c1"
		}
		if e.Outer != wantOuter {
			t.Errorf("%s %s: outer %q, want %q", e.Kind, e.Call.ID, e.Outer, wantOuter)
		}
	}
	if e := rec.events[4]; e.Error != "Invalid arguments for write: /path: expected string, got number" {
		t.Errorf("error event carries %q", e.Error)
	}
}

// TestRunCodeDefaultExecutor: with no executor given, the registry makes one
// and Close closes it.
func TestRunCodeDefaultExecutor(t *testing.T) {
	reg := NewRegistry(Options{})
	out := reg.Execute(context.Background(), Call{ID: "c1", Name: RunCode, Arguments: codeArgs(`async () => 6 * 7`)})
	if out.Text() != "Result:\n42" {
		t.Fatalf("%s: %s", out.Status, out.Text())
	}
	if err := reg.Close(); err != nil {
		t.Fatal(err)
	}
	out = reg.Execute(context.Background(), Call{ID: "c2", Name: RunCode, Arguments: codeArgs(`async () => 1`)})
	if out.Status != StatusToolError || !strings.Contains(out.Error, "closed") {
		t.Fatalf("after Close: %s %q", out.Status, out.Error)
	}
}
