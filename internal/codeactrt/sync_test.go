package codeactrt

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// syncLimits are generous bounds for the tests; each test narrows what it
// tests.
func syncLimits() SyncLimits {
	return SyncLimits{
		SourceBytes: 64 << 10,
		InputBytes:  64 << 10,
		ResultBytes: 64 << 10,
		Memory:      32 << 20,
		StackDepth:  5000,
		Timeout:     5 * time.Second,
		ChildCalls:  20,
	}
}

// echo is a Call that answers every call with {"tool":name,"args":args}.
func echo(_ context.Context, name, args string) (string, error) {
	return fmt.Sprintf(`{"tool":%q,"args":%s}`, name, args), nil
}

func runSync(t *testing.T, src, input string, call func(context.Context, string, string) (string, error)) SyncResult {
	t.Helper()
	if call == nil {
		call = echo
	}
	return RunSync(context.Background(), SyncOptions{Source: src, Input: input, Limits: syncLimits(), Call: call})
}

func wantValue(t *testing.T, res SyncResult, want string) {
	t.Helper()
	if res.Failure != nil {
		t.Fatalf("failure %+v; want value %s", *res.Failure, want)
	}
	if res.Value != want {
		t.Fatalf("value %s; want %s", res.Value, want)
	}
}

func wantFailure(t *testing.T, res SyncResult, kind SyncKind, message string) {
	t.Helper()
	if res.Failure == nil {
		t.Fatalf("value %s; want failure %s %q", res.Value, kind, message)
	}
	if res.Failure.Kind != kind || res.Failure.Message != message {
		t.Fatalf("failure %s %q; want %s %q", res.Failure.Kind, res.Failure.Message, kind, message)
	}
}

func TestSyncMainReceivesInputAndCallsTools(t *testing.T) {
	var got []string
	res := runSync(t, `function main(input) {
  const record = tools.call("lookup_record", { id: input.id });
  return { id: input.id, status: record.args.id === input.id ? "ok" : "bad", tool: record.tool };
}`, `{"id": 7}`, func(ctx context.Context, name, args string) (string, error) {
		got = append(got, name+" "+args)
		return echo(ctx, name, args)
	})
	wantValue(t, res, `{"id":7,"status":"ok","tool":"lookup_record"}`)
	if strings.Join(got, ";") != `lookup_record {"id":7}` || res.Calls != 1 {
		t.Fatalf("calls %q (%d)", got, res.Calls)
	}
}

func TestSyncValues(t *testing.T) {
	for _, c := range []struct{ src, input, want string }{
		{`function main() {}`, ``, `null`},
		{`function main(x) { return x }`, ``, `null`},
		{`function main(x) { return x }`, `"é\u2028"`, "\"é\u2028\""},
		{`const main = (x) => [x, typeof tools, Object.keys(tools)]`, `1`, `[1,"object",["call"]]`},
		{`function main() { return tools.call("t") }`, ``, `{"tool":"t","args":{}}`},
		{`function main() { return { toJSON() { return 5 } } }`, ``, `5`},
		{`function* g() { yield 1; yield 2 } function main() { return [...g()] }`, ``, `[1,2]`},
		{`function main() { return new Map([[1,2]]).size + new Uint8Array(3).length }`, ``, `4`},
		{`function main() { return "x".normalize("NFC") + /a/.test("a") }`, ``, `"xtrue"`},
	} {
		wantValue(t, runSync(t, c.src, c.input, nil), c.want)
	}
}

// The bounds: each is enforced, and each failure has its pinned text.
func TestSyncBounds(t *testing.T) {
	run := func(src, input string, edit func(*SyncLimits), call func(context.Context, string, string) (string, error)) SyncResult {
		l := syncLimits()
		edit(&l)
		if call == nil {
			call = echo
		}
		return RunSync(context.Background(), SyncOptions{Source: src, Input: input, Limits: l, Call: call})
	}
	src := `function main(x) { return x }`
	wantFailure(t, run(src, ``, func(l *SyncLimits) { l.SourceBytes = 10 }, nil), SyncRefused, "The source is 29 bytes, over the limit of 10 bytes.")
	wantFailure(t, run(src, `[1,2,3]`, func(l *SyncLimits) { l.InputBytes = 5 }, nil), SyncRefused, "The input is 7 bytes of JSON, over the limit of 5 bytes.")
	wantFailure(t, run(src, `{`, func(*SyncLimits) {}, nil), SyncRefused, TextSyncInputInvalid)
	wantFailure(t, run(src, `"abcdefgh"`, func(l *SyncLimits) { l.ResultBytes = 5 }, nil), SyncOutputTooLarge, "The output is 10 bytes of JSON, over the limit of 5 bytes.")
	wantFailure(t, run(`function main() { const a = []; for (;;) a.push("xxxxxxxxxxxxxxxx" + a.length) }`, ``, func(l *SyncLimits) { l.Memory = 4 << 20 }, nil),
		SyncMemory, "The execution ran out of memory: it reached its limit of 4 MiB.")
	// A caught out-of-memory error still ends the run.
	wantFailure(t, run(`function main() { const a = []; for (;;) { try { const b = []; for (let i = 0; i < 1e5; i++) b.push({ i }); a.push(b) } catch (e) {} } }`, ``, func(l *SyncLimits) { l.Memory = 4 << 20 }, nil),
		SyncMemory, "The execution ran out of memory: it reached its limit of 4 MiB.")
	res := run(`function f(n) { return f(n + 1) + 1 } function main() { return f(0) }`, ``, func(l *SyncLimits) { l.StackDepth = 200 }, nil)
	if res.Failure == nil || res.Failure.Kind != SyncStackOverflow || res.Failure.Message != "InternalError: stack overflow" {
		t.Fatalf("stack: %+v", res.Failure)
	}
	wantValue(t, run(`function f(n) { return n === 0 ? 0 : f(n - 1) + 1 } function main() { try { return f(1e6) } catch (e) { return String(e) } }`, ``, func(l *SyncLimits) { l.StackDepth = 200 }, nil),
		`"InternalError: stack overflow"`)
	start := time.Now()
	wantFailure(t, run(`function main() { for (;;) {} }`, ``, func(l *SyncLimits) { l.Timeout = 100 * time.Millisecond }, nil), SyncTimeout, "The execution timed out after 100ms.")
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the timeout took %s", d)
	}
	var n atomic.Int32
	counting := func(ctx context.Context, name, args string) (string, error) { n.Add(1); return echo(ctx, name, args) }
	res = run(`function main() { for (let i = 0; ; i++) { try { tools.call("t", {i}) } catch (e) {} } }`, ``, func(l *SyncLimits) { l.ChildCalls = 3 }, counting)
	wantFailure(t, res, SyncCallLimit, "The program made more than 3 tool calls, its limit; the execution was stopped.")
	if n.Load() != 3 || res.Calls != 3 {
		t.Fatalf("calls delivered %d (%d); want 3", n.Load(), res.Calls)
	}
	for _, edit := range []func(*SyncLimits){
		func(l *SyncLimits) { l.SourceBytes = 0 }, func(l *SyncLimits) { l.InputBytes = -1 }, func(l *SyncLimits) { l.ResultBytes = 0 },
		func(l *SyncLimits) { l.Memory = 0 }, func(l *SyncLimits) { l.StackDepth = 0 }, func(l *SyncLimits) { l.Timeout = 0 },
		func(l *SyncLimits) { l.ChildCalls = 0 },
	} {
		if res := run(src, ``, edit, nil); res.Failure == nil || res.Failure.Kind != SyncInternal {
			t.Fatalf("a zero bound ran: %+v", res)
		}
	}
}

func TestSyncNoMain(t *testing.T) {
	for _, src := range []string{``, `function helper() {}`, `var main = 5`, `// function main(input) {}`} {
		wantFailure(t, runSync(t, src, ``, nil), SyncNoMain, TextSyncNoMain)
	}
}

func TestSyncSyntaxError(t *testing.T) {
	res := runSync(t, "function main() {\n  return 1 +;\n}", ``, nil)
	if res.Failure == nil || res.Failure.Kind != SyncSyntax || res.Failure.Line != 2 ||
		!strings.HasPrefix(res.Failure.Message, "SyntaxError: ") || !strings.HasSuffix(res.Failure.Message, "(line 2, column 13)") {
		t.Fatalf("%+v", res.Failure)
	}
}

func TestSyncThrown(t *testing.T) {
	res := runSync(t, "function main() {\n  throw new TypeError('boom')\n}", ``, nil)
	if res.Failure == nil || res.Failure.Kind != SyncThrown || res.Failure.Message != "TypeError: boom" || !strings.Contains(res.Failure.Stack, "main.js:2") {
		t.Fatalf("%+v", res.Failure)
	}
	wantFailure(t, runSync(t, `function main() { throw 42 }`, ``, nil), SyncThrown, "Uncaught 42")
	wantFailure(t, runSync(t, `throw new Error("at the top")`, ``, nil), SyncThrown, "Error: at the top")
}

// Any top-level tools.call fails the whole execution without reaching Call,
// even when the source catches the error.
func TestSyncDefinitionTimeCall(t *testing.T) {
	var reached atomic.Int32
	call := func(ctx context.Context, name, args string) (string, error) {
		reached.Add(1)
		return echo(ctx, name, args)
	}
	for _, src := range []string{
		`tools.call("t", {}); function main() { return 1 }`,
		`let caught; try { tools.call("t", {}) } catch (e) { caught = e.message } function main() { return caught }`,
		`const early = (() => { try { return tools.call("t") } catch { return null } })(); function main() { return early }`,
	} {
		wantFailure(t, runSync(t, src, ``, call), SyncDefinitionCall, TextSyncDefinitionCall)
	}
	// The caught error carries the pinned text.
	wantFailure(t, runSync(t, `try { tools.call("t") } catch (e) { if (e.message !== `+"`"+TextSyncDefinitionCall+"`"+`) throw e } function main() {}`, ``, call),
		SyncDefinitionCall, TextSyncDefinitionCall)
	// A call from the output's toJSON, after main returned, is refused too.
	wantFailure(t, runSync(t, `function main() { return { toJSON() { try { tools.call("t") } catch {} return 1 } } }`, ``, call), SyncDefinitionCall, TextSyncAfterMain)
	if reached.Load() != 0 {
		t.Fatalf("Call was reached %d times", reached.Load())
	}
}

// A child error that is not terminal is a catchable Error with code and tool;
// a terminal one ends the run even when caught, and latches.
func TestSyncChildErrors(t *testing.T) {
	call := func(_ context.Context, name, _ string) (string, error) {
		switch name {
		case "soft":
			return "", &SyncCallError{Message: "soft failed: nope", Code: "TOOL_ERROR", Tool: "soft"}
		case "hard":
			return "", &SyncCallError{Message: "hard failed: waiting for approval", Code: "DEFERRED", Terminal: true}
		case "lost":
			return "", errors.New("the broker is gone")
		case "garbage":
			return "{not json", nil
		}
		return `1`, nil
	}
	wantValue(t, runSync(t, `function main() { try { tools.call("soft") } catch (e) { return [e.message, e.code, e.tool, e instanceof Error] } }`, ``, call),
		`["soft failed: nope","TOOL_ERROR","soft",true]`)
	var after atomic.Int32
	counting := func(ctx context.Context, name, args string) (string, error) {
		if name == "after" {
			after.Add(1)
		}
		return call(ctx, name, args)
	}
	src := `function main() {
  for (let i = 0; i < 3; i++) {
    try { tools.call("%s") } catch (e) {}
    try { tools.call("after") } catch (e) {}
  }
  try { return "converted" } finally { tools.call("after") }
}`
	for _, c := range []struct{ tool, msg string }{
		{"hard", "hard failed: waiting for approval"},
		{"lost", "the broker is gone"},
		{"garbage", TextSyncBrokerAnswer},
	} {
		res := runSync(t, fmt.Sprintf(src, c.tool), ``, counting)
		wantFailure(t, res, SyncTerminal, c.msg)
		if res.Failure.Cause == nil || res.Calls != 1 {
			t.Fatalf("%s: cause %v, calls %d", c.tool, res.Failure.Cause, res.Calls)
		}
	}
	if after.Load() != 0 {
		t.Fatalf("a call after a terminal failure reached Call %d times", after.Load())
	}
}

// A broker that never answers cannot hold the run past its deadline.
func TestSyncBrokerThatNeverAnswers(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	l := syncLimits()
	l.Timeout = 150 * time.Millisecond
	start := time.Now()
	res := RunSync(context.Background(), SyncOptions{
		Source: `function main() { try { return tools.call("hang") } catch (e) { return "caught" } }`,
		Limits: l,
		Call:   func(context.Context, string, string) (string, error) { <-block; return "1", nil },
	})
	wantFailure(t, res, SyncTimeout, "The execution timed out after 150ms.")
	if d := time.Since(start); d > time.Second {
		t.Fatalf("took %s", d)
	}
}

func TestSyncCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	res := RunSync(ctx, SyncOptions{
		Source: `function main() { try { tools.call("wait") } catch (e) {} return "converted" }`,
		Limits: syncLimits(),
		Call: func(ctx context.Context, _, _ string) (string, error) {
			cancel()
			<-ctx.Done()
			return "", ctx.Err()
		},
	})
	wantFailure(t, res, SyncCancelled, TextSyncCancelled)
	wantFailure(t, RunSync(ctx, SyncOptions{Source: `function main() {}`, Limits: syncLimits(), Call: echo}), SyncCancelled, TextSyncCancelled)
}

// Async syntax and modules are refused before anything runs, with the
// position of the first use.
func TestSyncRefusesAsyncAndModules(t *testing.T) {
	for _, c := range []struct {
		src, want string
	}{
		{"function main() {}\nasync function f() {}", TextSyncAsync + " (line 2, column 1)"},
		{"async function main(input) { return 1 }", TextSyncAsync + " (line 1, column 1)"},
		{"function main() { const f = async () => 1 }", TextSyncAsync + " (line 1, column 29)"},
		{"function main() { return { async m() {} } }", TextSyncAsync + " (line 1, column 28)"},
		{"class A { static async *g() {} }\nfunction main() {}", TextSyncAsync + " (line 1, column 18)"},
		{"await tools.call('x')\nfunction main() {}", TextSyncAsync + " (line 1, column 1)"},
		{"function main() { for await (const x of []) {} }", TextSyncAsync + " (line 1, column 23)"},
		{"import x from 'y'\nfunction main() {}", TextSyncModules},
		{"export function main() {}", TextSyncModules},
		{"export default function main() {}", TextSyncModules},
		{"function main() { return import.meta }", TextSyncModules},
		{"function main() { return import('fs') }", TextSyncModules},
		{"function main(m) { return import(m) }", TextSyncModules},
	} {
		res := runSync(t, c.src, ``, nil)
		if res.Failure == nil || res.Failure.Kind != SyncRefused || res.Failure.Message != c.want {
			t.Errorf("%q: %+v; want %q", c.src, res.Failure, c.want)
		}
	}
	// A syntax error that merely mentions the word is a syntax error; await
	// used as a name is refused (esbuild reads it as await: conservative).
	if res := runSync(t, "function main() { return 1 }\n#x async", ``, nil); res.Failure == nil || res.Failure.Kind != SyncSyntax {
		t.Fatalf("%+v", res.Failure)
	}
	wantFailure(t, runSync(t, "var await = 1\nfunction main() {}", ``, nil), SyncRefused, TextSyncAsync+" (line 1, column 5)")
	// The words alone are fine.
	wantValue(t, runSync(t, `function main() { const async = 1, o = { import: 2, await: 3 }; return ["async function", async, o.import, o.await] }`, ``, nil),
		`["async function",1,2,3]`)
}

// Every route to dynamic evaluation is refused with a pinned text.
func TestSyncRefusesDynamicEvaluation(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`eval("1")`, TextSyncEval},
		{`globalThis.eval("1")`, TextSyncEval},
		{`(0, eval)("1")`, TextSyncEval},
		{`Function("return 1")()`, TextSyncFunctionCtor},
		{`new Function("return 1")()`, TextSyncFunctionCtor},
		{`(function () {}).constructor("return 1")()`, TextSyncFunctionCtor},
		{`(() => {}).constructor("return 1")()`, TextSyncFunctionCtor},
		{`main.constructor.constructor("return 1")()`, TextSyncFunctionCtor},
		{`({}).constructor.constructor("return 1")()`, TextSyncFunctionCtor},
		{`globalThis["con" + "structor"]["con" + "structor"]("return 1")()`, TextSyncFunctionCtor},
		{`tools.call.constructor("return 1")()`, TextSyncFunctionCtor},
		{`Object.getPrototypeOf(function* () {}).constructor("yield 1")().next()`, TextSyncFunctionCtor},
		{`Reflect.getPrototypeOf(function* () {}).constructor("yield 1")`, TextSyncFunctionCtor},
		{`(function* () {}).constructor("yield 1")`, TextSyncFunctionCtor},
		{`Reflect.construct(Function, ["return 1"])`, TextSyncFunctionCtor},
		{`new (class extends Function {})("return 1")`, TextSyncFunctionCtor},
		{`Object.getOwnPropertyDescriptor(Function.prototype, "constructor").value("return 1")`, TextSyncFunctionCtor},
		{`[].map.constructor("return 1")`, TextSyncFunctionCtor},
		{`Math.random()`, TextSyncRandom},
		{`Date.now()`, TextSyncDate},
		{`new Date()`, TextSyncDate},
		{`Promise.resolve(1)`, TextSyncPromise},
		{`console.log(1)`, TextSyncConsole},
		{`WebAssembly.Module`, TextSyncWebAssembly},
		{`setTimeout(() => {}, 0)`, TextSyncTimer("setTimeout")},
		{`queueMicrotask(() => {})`, TextSyncTimer("queueMicrotask")},
		{`process.env`, TextSyncHostGlobal("process")},
		{`require("fs")`, TextSyncHostGlobal("require")},
		{`fetch("https://example.com")`, TextSyncHostGlobal("fetch")},
	} {
		src := fmt.Sprintf("function main() {\n  try { return %s } catch (e) { return e.message }\n}", c.expr)
		res := runSync(t, src, ``, nil)
		if res.Failure != nil || res.Value != fmt.Sprintf("%q", c.want) {
			t.Errorf("%s: %+v %s; want %q", c.expr, res.Failure, res.Value, c.want)
		}
		// Uncaught, the same text ends the run.
		res = runSync(t, fmt.Sprintf("function main() { return %s }", c.expr), ``, nil)
		if res.Failure == nil || res.Failure.Message != "Error: "+c.want {
			t.Errorf("%s uncaught: %+v", c.expr, res.Failure)
		}
	}
}

// A program's own definition of a refused name replaces the refusal.
func TestSyncProgramMayReuseRefusedNames(t *testing.T) {
	wantValue(t, runSync(t, `function process(x) { return x * 2 } var console = { n: 1 }; let fetch = 3;
function main() { return [process(2), console.n, fetch] }`, ``, nil), `[4,1,3]`)
	wantFailure(t, runSync(t, `let tools = 1; function main() {}`, ``, nil), SyncThrown, "SyntaxError: redeclaration of 'tools'")
}

func TestSyncOutputInvalid(t *testing.T) {
	wantFailure(t, runSync(t, `function main() { return () => 1 }`, ``, nil), SyncOutputInvalid, TextSyncOutputFunction)
	wantFailure(t, runSync(t, `function main() { return Symbol("x") }`, ``, nil), SyncOutputInvalid, TextSyncOutputSymbol)
	wantFailure(t, runSync(t, `function main() { const a = {}; a.a = a; return a }`, ``, nil), SyncOutputInvalid, TextSyncOutputCycle)
	wantFailure(t, runSync(t, `function main() { return { n: 1n } }`, ``, nil), SyncOutputInvalid, TextSyncOutputBigInt)
}

func TestSyncCallArguments(t *testing.T) {
	wantValue(t, runSync(t, `function main() { try { tools.call(1) } catch (e) { return e.message } }`, ``, nil), fmt.Sprintf("%q", TextSyncCallName))
	wantValue(t, runSync(t, `function main() { try { tools.call("t", () => 1) } catch (e) { return e.message } }`, ``, nil), fmt.Sprintf("%q", TextSyncCallArgs))
	wantValue(t, runSync(t, `function main() { try { tools.call("t", { n: 1n }) } catch (e) { return e.message } }`, ``, nil), `"Do not know how to serialize a BigInt"`)
	// The binding is frozen and lexical.
	wantValue(t, runSync(t, `function main() { "use strict"; try { tools.call = null } catch (e) { return [e instanceof TypeError, Object.isFrozen(tools), Object.getPrototypeOf(tools)] } }`, ``, nil),
		`[true,true,null]`)
}

// When esbuild cannot parse a source the engine can, the async and module
// checks did not run: nothing runs (fail closed).
func TestSyncFailsClosedWhenTheCheckerCannotParse(t *testing.T) {
	var reached atomic.Int32
	o := SyncOptions{Source: `function main() { return tools.call("t") }`, Filename: "main.js", Input: "null", Limits: syncLimits(),
		Call: func(ctx context.Context, name, args string) (string, error) {
			reached.Add(1)
			return echo(ctx, name, args)
		}}
	r := &syncRun{o: o, lim: o.Limits, unchecked: "Unexpected thing (line 1, column 2)"}
	res := r.run(context.Background())
	r.close()
	wantFailure(t, res, SyncRefused, "The source could not be checked for async and module syntax: Unexpected thing (line 1, column 2)")
	if reached.Load() != 0 {
		t.Fatal("the program ran")
	}
}
