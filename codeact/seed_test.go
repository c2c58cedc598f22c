package codeact_test

// One test per behaviour of CodeAct; the name of each test says which. Recipes are tested in package recipes, the
// CLI in cmd/codemode.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
)

// "CodeAct is an orchestration frontend over the runtime's canonical tool
// path; it does not provide a shell, Node.js, network access, filesystem
// access, credentials, or a second tool dispatcher."
func TestSeed_FrontendOverCanonicalToolPathNoAmbientAuthority(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	var seen []string
	w.reg.AddPreExecute(func(_ context.Context, call tools.Call, _ tools.Tool) error {
		parent := call.Parent
		if len(parent) > 5 {
			parent = parent[:5]
		}
		seen = append(seen, call.Name+"@"+parent)
		return nil
	})
	out := w.run(t, `function main() {
  const r = [];
  for (const g of ["process", "require", "fetch", "Deno", "Bun", "std", "os", "XMLHttpRequest", "WebSocket"]) {
    try { r.push(typeof globalThis[g]) } catch (e) { r.push(e.message) }
  }
  r.push(tools.call("add", { a: 1, b: 2 }));
  try { tools.call("no_such_tool", {}) } catch (e) { r.push(e.message, e.code) }
  return r;
}`, nil)
	var got []any
	json.Unmarshal(out.Value, &got)
	if out.Status != tools.StatusOK || len(got) != 12 {
		t.Fatalf("%s %s %s", out.Status, out.Error, out.Value)
	}
	for i, g := range []string{"process", "require", "fetch", "Deno", "Bun", "std", "os", "XMLHttpRequest", "WebSocket"} {
		if got[i] != codeact.TextHostGlobal(g) {
			t.Errorf("%s: %v", g, got[i])
		}
	}
	// The one way out is the registry's pipeline: the child call went
	// through its hooks as a nested call, and an unknown name is the
	// registry's own answer (after its hooks, as every unknown name).
	if got[9] != 3.0 || got[10] != `Tool "no_such_tool" not found` || got[11] != "UNKNOWN_TOOL" {
		t.Fatalf("%v", got[9:])
	}
	if strings.Join(seen, ",") != "run_code@,add@nest-,no_such_tool@nest-" {
		t.Fatalf("pre-execute hooks saw %q", seen)
	}
}

// "The run_code tool accepts JavaScript source and JSON input."
func TestSeed_ToolAcceptsJavaScriptSourceAndJSONInput(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	tl, ok := w.reg.Get(codeact.ToolName)
	if !ok || string(tl.InputSchema) != codeActInput {
		t.Fatalf("%s", tl.InputSchema)
	}
	for _, input := range []any{nil, 1, "s", []any{1, "x"}, map[string]any{"k": []any{true, nil}}} {
		b, _ := json.Marshal(input)
		wantOK(t, w.run(t, `function main(input) { return input }`, input), string(b))
	}
	wantPrefix(t, w.run(t, ``, nil), tools.StatusToolError, codeact.TextNoMain)
	out := w.reg.Execute(context.Background(), tools.Call{ID: "x", Name: codeact.ToolName, Arguments: `{"input": 1}`})
	wantStatus(t, out, tools.StatusInvalidArguments, codeact.TextNoSource)
}

// "Source must define function main(input) and may call eligible tools by
// exact canonical name."
func TestSeed_SourceMustDefineMainAndCallsToolsByExactCanonicalName(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for _, src := range []string{`function notMain() {}`, `var main = 1`, `// function main(input) {}`} {
		wantStatus(t, w.run(t, src, nil), tools.StatusToolError, codeact.TextNoMain)
	}
	wantOK(t, w.run(t, `function main(input) {
  const record = tools.call("lookup_record", { id: input.id });
  return { id: input.id, status: record.status };
}`, map[string]any{"id": 7}), `{"id":7,"status":"active"}`)
	wantOK(t, w.run(t, `const main = (input) => tools.call("add", input)`, map[string]any{"a": 2, "b": 3}), `5`)
	// Exact: no case folding, no aliases.
	out := w.run(t, `function main() {
  const r = [];
  for (const n of ["Lookup_Record", "lookup-record", " lookup_record", "lookupRecord"]) {
    try { tools.call(n, { id: 1 }) } catch (e) { r.push(e.message) }
  }
  return r;
}`, nil)
	wantOK(t, out, `["Tool \"Lookup_Record\" not found","Tool \"lookup-record\" not found","Tool \" lookup_record\" not found","Tool \"lookupRecord\" not found"]`)
	if w.runsOf("lookup_record") != 1 {
		t.Fatalf("lookup_record ran %d times", w.runsOf("lookup_record"))
	}
}

// "The initial executor is synchronous and sequential."
func TestSeed_ExecutorIsSynchronousAndSequential(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	var inFlight, maxInFlight atomic.Int32
	var order []int
	w.register(t, tools.Tool{
		Name:        "slow",
		Concurrent:  true,
		InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`),
		Handler: func(_ context.Context, call tools.Call) (tools.Result, error) {
			n := inFlight.Add(1)
			if n > maxInFlight.Load() {
				maxInFlight.Store(n)
			}
			time.Sleep(10 * time.Millisecond)
			var in struct{ N int }
			json.Unmarshal([]byte(call.Arguments), &in)
			order = append(order, in.N)
			inFlight.Add(-1)
			return tools.Result{Value: in.N * 10}, nil
		},
	})
	out := w.run(t, `function main() {
  const r = [];
  for (let n = 1; n <= 4; n++) r.push(tools.call("slow", { n }));
  return r;
}`, nil)
	wantOK(t, out, `[10,20,30,40]`)
	if maxInFlight.Load() != 1 || fmt.Sprint(order) != "[1 2 3 4]" {
		t.Fatalf("max in flight %d, order %v", maxInFlight.Load(), order)
	}
	// tools.call returns a value, not a promise.
	wantOK(t, w.run(t, `function main() { const v = tools.call("add", { a: 1, b: 1 }); return [typeof v, v] }`, nil), `["number",2]`)
}

// "It starts a fresh QuickJS runtime for each call."
func TestSeed_FreshRuntimeForEachCall(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	src := `var seen = globalThis.seen || 0; Array.prototype.extra = "x";
function main() { const before = seen; globalThis.seen = before + 1; Object.prototype.leak = 1; return [before, [].extra, ({}).leak] }`
	for i := 0; i < 3; i++ {
		wantOK(t, w.run(t, src, nil), `[0,"x",1]`)
	}
	wantOK(t, w.run(t, `function main() { return [typeof seen, [].extra === undefined, ({}).leak === undefined] }`, nil), `["undefined",true,true]`)
}

// "It ... enforces source, input, output, heap, stack, wall-clock, and
// child-call bounds." Each bound has a default, which a zero field takes, and
// a negative bound is refused.
func TestSeed_EnforcesSourceInputOutputHeapStackWallClockAndChildCallBounds(t *testing.T) {
	def := codeact.DefaultLimits()
	if def != (codeact.Limits{SourceBytes: 64 << 10, InputBytes: 1 << 20, ResultBytes: 256 << 10, Memory: 64 << 20, StackDepth: 5000, Timeout: 30 * time.Second, ChildCalls: 128}) {
		t.Fatalf("defaults %+v", def)
	}
	for _, c := range []struct {
		edit func(*codeact.Limits)
		want string
	}{
		{func(l *codeact.Limits) { l.SourceBytes = -1 }, "codeact: Limits.SourceBytes is -1; use 0 for the default (64 KiB) or a positive value"},
		{func(l *codeact.Limits) { l.InputBytes = -1 }, "codeact: Limits.InputBytes is -1; use 0 for the default (1 MiB) or a positive value"},
		{func(l *codeact.Limits) { l.ResultBytes = -2 }, "codeact: Limits.ResultBytes is -2; use 0 for the default (256 KiB) or a positive value"},
		{func(l *codeact.Limits) { l.Memory = -1 }, "codeact: Limits.Memory is -1; use 0 for the default (64 MiB) or a positive value"},
		{func(l *codeact.Limits) { l.StackDepth = -5 }, "codeact: Limits.StackDepth is -5; use 0 for the default (5000) or a positive value"},
		{func(l *codeact.Limits) { l.Timeout = -time.Second }, "codeact: Limits.Timeout is -1s; use 0 for the default (30s) or a positive duration"},
		{func(l *codeact.Limits) { l.ChildCalls = -1 }, "codeact: Limits.ChildCalls is -1; use 0 for the default (128) or a positive value"},
		{func(l *codeact.Limits) { l.Memory = 1000 }, "codeact: Limits.Memory is 1000 bytes; the sandbox needs at least 1 MiB (1048576 bytes)"},
		{func(l *codeact.Limits) { l.StackDepth = 20001 }, "codeact: Limits.StackDepth is 20001; the most the engine can take safely is 20000"},
	} {
		l := codeact.DefaultLimits()
		c.edit(&l)
		if _, err := codeact.New(tools.NewRegistry(tools.Options{}), codeact.Config{Limits: l}); err == nil || err.Error() != c.want {
			t.Errorf("%+v: %v; want %q", l, err, c.want)
		}
	}
	// The zero Config is the default one.
	ca, err := codeact.New(tools.NewRegistry(tools.Options{}), codeact.Config{})
	if err != nil {
		t.Fatalf("the zero Config: %v", err)
	}
	if ca.Limits() != def {
		t.Fatalf("the zero Config runs under %+v; want the defaults", ca.Limits())
	}
	if l := (codeact.Limits{ChildCalls: 3}).WithDefaults(); l.ChildCalls != 3 || l.Timeout != def.Timeout || l.SourceBytes != def.SourceBytes {
		t.Fatalf("WithDefaults kept %+v", l)
	}

	l := codeact.DefaultLimits()
	l.SourceBytes, l.InputBytes, l.ResultBytes, l.Memory, l.StackDepth, l.Timeout, l.ChildCalls = 200, 20, 100, 2<<20, 300, 300*time.Millisecond, 2
	w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
	wantStatus(t, w.run(t, `function main() { return 1 }`+strings.Repeat(" ", 200), nil), tools.StatusToolError, "The source is 228 bytes, over the limit of 200 bytes.")
	wantStatus(t, w.run(t, `function main(x) { return 1 }`, strings.Repeat("x", 30)), tools.StatusToolError, "The input is 32 bytes of JSON, over the limit of 20 bytes.")
	wantStatus(t, w.run(t, `function main() { return "x".repeat(150) }`, nil), tools.StatusToolError, "The output is 152 bytes of JSON, over the limit of 100 bytes.")
	lm := l
	lm.Timeout = 20 * time.Second // the heap is the bound under test, however slow the machine
	wm := newWorld(t, codeact.Config{Limits: lm}, tools.Options{})
	wantStatus(t, wm.run(t, `function main() { const a = []; for (;;) a.push({ a: a.length }) }`, nil), tools.StatusToolError, "The execution ran out of memory: it reached its limit of 2 MiB.")
	out := w.run(t, `function f() { return f() + 1 } function main() { f() }`, nil)
	wantPrefix(t, out, tools.StatusToolError, "InternalError: stack overflow")
	wantStatus(t, w.run(t, `function main() { for (;;) {} }`, nil), tools.StatusTimeout, "The execution timed out after 300ms.")
	out = w.run(t, `function main() { for (;;) try { tools.call("count") } catch (e) {} }`, nil)
	wantStatus(t, out, tools.StatusToolError, "The program made more than 2 tool calls, its limit; the execution was stopped.")
	if w.runsOf("count") != 2 || len(calls(out)) != 2 {
		t.Fatalf("count ran %d times, %d calls recorded", w.runsOf("count"), len(calls(out)))
	}
}

// "Source definitions are evaluated with an inert lexical tools object; any
// top-level tools.call attempt fails the whole execution without broker
// admission, even if source catches the JavaScript error."
func TestSeed_DefinitionTimeToolsCallFailsWholeExecution(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for _, src := range []string{
		`tools.call("count"); function main() { return 1 }`,
		`try { tools.call("count") } catch (e) {} function main() { return "converted" }`,
		`const v = (() => { try { return tools.call("count") } catch (e) { return e.message } })(); function main() { return v }`,
		`class C { static x = (() => { try { tools.call("count") } catch {} })() } function main() { return 1 }`,
	} {
		out := w.run(t, src, nil)
		wantStatus(t, out, tools.StatusToolError, codeact.TextDefinitionCall)
		if len(calls(out)) != 0 {
			t.Fatalf("%q: calls %v", src, calls(out))
		}
	}
	if w.runsOf("count") != 0 || len(w.eventsOf("count")) != 0 {
		t.Fatalf("the broker admitted a definition-time call: %d runs, %d events", w.runsOf("count"), len(w.eventsOf("count")))
	}
	// The caught error carries the pinned text, and tools is lexical.
	wantStatus(t, w.run(t, `let m; try { tools.call("count") } catch (e) { m = e.message } if (m !== "`+codeact.TextDefinitionCall+`") throw new Error(m); function main() {}`, nil),
		tools.StatusToolError, codeact.TextDefinitionCall)
	wantPrefix(t, w.run(t, `var tools = {}; function main() {}`, nil), tools.StatusToolError, "SyntaxError: redeclaration of 'tools'")
}

// "The bridge becomes active only immediately before the host invokes main."
func TestSeed_BridgeActiveOnlyImmediatelyBeforeMain(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	// A function defined at the top level works when main calls it; the
	// same function called at the top level does not.
	wantOK(t, w.run(t, `function helper() { return tools.call("count") } function main() { return helper() }`, nil), `1`)
	wantStatus(t, w.run(t, `function helper() { return tools.call("count") } const early = helper; early(); function main() {}`, nil),
		tools.StatusToolError, codeact.TextDefinitionCall)
	// After main returns it is inert again: the output's toJSON cannot call.
	wantStatus(t, w.run(t, `function main() { return { toJSON() { try { tools.call("count") } catch {} return 1 } } }`, nil),
		tools.StatusToolError, codeact.TextAfterMain)
	if w.runsOf("count") != 1 {
		t.Fatalf("count ran %d times", w.runsOf("count"))
	}
}

// "Async functions, promises, modules, timers, host clock, randomness,
// console access, dynamic evaluation, WebAssembly, filesystem, network,
// processes, environment variables, and arbitrary host globals are
// unavailable."
func TestSeed_UnavailableFeaturesAreRefusedWithPinnedTexts(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for _, c := range []struct{ src, want string }{
		{"async function main() { return 1 }", codeact.TextAsync + " (line 1, column 1)"},
		{"function main() {\n  return tools.call('add', {a: 1, b: 2}).then(x => x)\n}\nconst f = async () => 1", codeact.TextAsync + " (line 4, column 11)"},
		{"function main() { await tools.call('count') }", codeact.TextAsync + " (line 1, column 19)"},
		{"import fs from 'fs'\nfunction main() {}", codeact.TextModules},
		{"export function main() {}", codeact.TextModules},
		{"function main() { return import('fs') }", codeact.TextModules},
	} {
		wantStatus(t, w.run(t, c.src, nil), tools.StatusToolError, c.want)
	}
	for _, c := range []struct{ expr, want string }{
		{`Promise.resolve(1)`, codeact.TextPromise},
		{`setTimeout(() => {}, 1)`, codeact.TextTimer("setTimeout")},
		{`setInterval(() => {}, 1)`, codeact.TextTimer("setInterval")},
		{`queueMicrotask(() => {})`, codeact.TextTimer("queueMicrotask")},
		{`Date.now()`, codeact.TextDate},
		{`new Date()`, codeact.TextDate},
		{`Math.random()`, codeact.TextRandom},
		{`console.log("x")`, codeact.TextConsole},
		{`eval("1")`, codeact.TextEval},
		{`new Function("return 1")()`, codeact.TextFunctionCtor},
		{`WebAssembly.instantiate`, codeact.TextWebAssembly},
		{`require("fs").readFileSync("/etc/passwd")`, codeact.TextHostGlobal("require")},
		{`fetch("https://example.com")`, codeact.TextHostGlobal("fetch")},
		{`process.env.HOME`, codeact.TextHostGlobal("process")},
		{`Deno.env`, codeact.TextHostGlobal("Deno")},
	} {
		wantOK(t, w.run(t, fmt.Sprintf("function main() { try { %s; return 'available' } catch (e) { return e.message } }", c.expr), nil), mustJSON(c.want))
		wantPrefix(t, w.run(t, fmt.Sprintf("function main() { return %s }", c.expr), nil), tools.StatusToolError, "Error: "+c.want+"\n    at ")
	}
	if len(codeact.RefusedGlobals()) != 31 {
		t.Fatalf("%d refused globals", len(codeact.RefusedGlobals()))
	}
}

// The escape routes to dynamic evaluation (eval, Function and its async and
// generator siblings, import()): each is refused.
func TestSeed_DynamicEvaluationEscapesAreRefused(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for _, expr := range []string{
		`(function(){}).constructor.constructor("return this")()`,
		`main.constructor("return 1")()`,
		`this["con" + "structor"]["con" + "structor"]("return 1")()`,
		`globalThis["con" + "structor"]["con" + "structor"]("return 1")()`,
		`Reflect.getPrototypeOf(function*(){}).constructor("yield 1")().next()`,
		`Object.getPrototypeOf(function*(){}).constructor("yield 1")`,
		`(function*(){}).constructor("yield 1")`,
		`Reflect.construct(Function, ["return 1"])`,
		`Reflect.apply(Function, null, ["return 1"])`,
		`new (class extends Function {})("return 1")`,
		`Function.prototype.constructor("return 1")`,
		`tools.call.constructor("return 1")`,
		`[].map.constructor("return 1")`,
		`Object.getOwnPropertyDescriptor(Function.prototype, "constructor").value("return 1")`,
		`String.constructor("return 1")`,
	} {
		wantOK(t, w.run(t, fmt.Sprintf("function main() { try { return %s } catch (e) { return e.message } }", expr), nil), mustJSON(codeact.TextFunctionCtor))
	}
	// Async function constructors are unreachable: async syntax is refused,
	// and the engine gives async functions no prototype at all.
	wantStatus(t, w.run(t, `function main() { return Object.getPrototypeOf(async function(){}).constructor("return 1") }`, nil),
		tools.StatusToolError, codeact.TextAsync+" (line 1, column 48)")
	wantStatus(t, w.run(t, `function main() { return (async () => {}).constructor }`, nil), tools.StatusToolError, codeact.TextAsync+" (line 1, column 27)")
	// Escaped keywords do not make the check miss anything the engine
	// would run: the engine does not read them as keywords either.
	wantPrefix(t, w.run(t, `\u0061sync function f() {} function main() {}`, nil), tools.StatusToolError, "SyntaxError")
	for _, expr := range []string{`eval`, `globalThis.eval`, `(0, eval)`, `globalThis["ev" + "al"]`} {
		wantOK(t, w.run(t, fmt.Sprintf("function main() { try { return %s('1') } catch (e) { return e.message } }", expr), nil), mustJSON(codeact.TextEval))
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// "A child call still passes through the target's ordinary dependency
// projection, exact capability grant, hooks, retries, timeout,
// cancellation, usage accounting, tracing, and stream emission."
func TestSeed_ChildCallPassesThroughOrdinaryPipeline(t *testing.T) {
	tracer := &spanRecorder{}
	// secret's grant comes from the host (Options.Granted) and lapses after
	// two queries: it holds while the step is prepared and while the broker
	// admits the child call, and has lapsed when the pipeline checks the
	// child call itself. The pipeline's own grant check refuses it.
	var grantLeft atomic.Int32
	grantLeft.Store(2)
	granted := func(scope, tool, capability string) bool {
		return scope == "" && tool == "secret" && capability == "vault.read" && grantLeft.Add(-1) >= 0
	}
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{Tracer: tracer, Granted: granted})
	var attempts atomic.Int32
	w.register(t, tools.Tool{Name: "flaky", Retry: tools.RetryPolicy{Retries: 2}, Handler: func(context.Context, tools.Call) (tools.Result, error) {
		if attempts.Add(1) < 3 {
			return tools.Result{}, tools.Retryable(errors.New("try again"))
		}
		return tools.Result{Value: "third time"}, nil
	}})
	w.register(t, tools.Tool{Name: "sleepy", Timeout: 20 * time.Millisecond, Handler: func(ctx context.Context, _ tools.Call) (tools.Result, error) {
		<-ctx.Done()
		return tools.Result{}, ctx.Err()
	}})
	w.register(t, tools.Tool{Name: "secret", Capabilities: []string{"vault.read"}})
	w.register(t, tools.Tool{Name: "hooked"})
	w.reg.AddPreExecute(func(_ context.Context, call tools.Call, tl tools.Tool) error {
		if tl.Name == "hooked" {
			return errors.New("the hook says no")
		}
		return nil
	})
	out := w.run(t, `function main() {
  const r = [];
  const attempt = (f) => { try { return f() } catch (e) { return e.code + ": " + e.message } };
  r.push(attempt(() => tools.call("add", { a: "x" })));
  r.push(attempt(() => tools.call("secret", {})));
  r.push(attempt(() => tools.call("hooked", {})));
  r.push(attempt(() => tools.call("flaky", {})));
  r.push(attempt(() => tools.call("sleepy", {})));
  return r;
}`, nil)
	wantOK(t, out, mustJSON([]string{
		`INVALID_ARGUMENTS: add failed: Invalid arguments for add: missing required property "b"; /a: expected number, got string`,
		`CAPABILITY_MISSING: secret failed: capability "vault.read" is not granted to secret in scope ""`,
		`DENIED: hooked failed: denied: the hook says no`,
		`third time`,
		`TIMEOUT: sleepy failed: timed out after 20ms`,
	}))
	// Granted for the whole execution (three queries: the step, the
	// broker, the pipeline), the same call runs.
	grantLeft.Store(3)
	wantOK(t, w.run(t, `function main() { return tools.call("secret", {}) }`, nil), `"ok"`)
	if grantLeft.Load() != 0 {
		t.Fatalf("the grant was asked %d times, want 3", 3-grantLeft.Load())
	}

	// Usage is accounted per tool.
	u := w.reg.Usage()
	if u["flaky"].Attempts != 3 || u["flaky"].Calls != 1 || u["secret"].Calls != 1 || u["sleepy"].Failures != 1 {
		t.Fatalf("usage %+v", u)
	}
	// Events: every child call streams start, retries and its end, with the
	// outer call named.
	var kinds []string
	for _, ev := range w.eventsOf("flaky") {
		kinds = append(kinds, string(ev.Kind)+"/"+ev.Outer)
	}
	if strings.Join(kinds, ",") != "start/outer,retry/outer,retry/outer,result/outer" {
		t.Fatalf("events %q", kinds)
	}
	// Tracing: each child call is a span under the outer call's span.
	var parents []string
	for _, s := range tracer.spans {
		if s.parent != nil {
			parents = append(parents, s.name+"<"+s.parent.name)
		}
	}
	if strings.Join(parents[:5], ",") != "execute_tool add<execute_tool run_code,execute_tool secret<execute_tool run_code,execute_tool hooked<execute_tool run_code,execute_tool flaky<execute_tool run_code,execute_tool sleepy<execute_tool run_code" {
		t.Fatalf("spans %q", parents)
	}

	// Cancellation: cancelling the outer call cancels the child.
	ctx, cancel := context.WithCancel(context.Background())
	w.register(t, tools.Tool{Name: "blocker", Handler: func(hctx context.Context, _ tools.Call) (tools.Result, error) {
		cancel()
		<-hctx.Done()
		return tools.Result{}, hctx.Err()
	}})
	out = w.runIn(ctx, t, "", `function main() { try { tools.call("blocker", {}) } catch (e) {} return "converted" }`, nil)
	if out.Status != tools.StatusCancelled {
		t.Fatalf("%s %q", out.Status, out.Error)
	}
}

// "Child evidence is attributed to the outer call but is not copied into
// ordinary model history."
func TestSeed_ChildEvidenceAttributedToOuterCallNotModelHistory(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	out := w.run(t, `function main() { tools.call("lookup_record", { id: 1 }); try { tools.call("add", {}) } catch (e) {} return "done" }`, nil)
	wantOK(t, out, `"done"`)
	if out.Text() != "done" {
		t.Fatalf("the model reads %q", out.Text())
	}
	c := calls(out)
	if len(c) != 2 || c[0].ID != "outer:codeact:1" || c[0].Name != "lookup_record" || c[0].Status != tools.StatusOK ||
		c[1].ID != "outer:codeact:2" || c[1].Status != tools.StatusInvalidArguments || c[1].Error == "" {
		t.Fatalf("evidence %+v", c)
	}
	for _, ev := range w.eventsOf("lookup_record") {
		if ev.Outer != "outer" || ev.Call.ID != "outer:codeact:1" {
			t.Fatalf("event %+v", ev)
		}
	}
}

// "The sandbox receives only the child's public JSON value. Host-private
// result metadata remains inaccessible to JavaScript."
func TestSeed_SandboxReceivesOnlyPublicJSONValue(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.reg.AddPostExecute(func(_ context.Context, _ tools.Call, tl tools.Tool, out *tools.Outcome) {
		if tl.Name == "lookup_record" {
			out.Private["hook"] = "also private"
		}
	})
	out := w.run(t, `function main() {
  const r = tools.call("lookup_record", { id: 3 });
  return [r, Object.keys(r), JSON.stringify(r).includes("secret"), typeof r.Private, Object.getPrototypeOf(r) === Object.prototype];
}`, nil)
	wantOK(t, out, `[{"id":3,"status":"active"},["id","status"],false,"undefined",true]`)
	// The host keeps it.
	if p := calls(out)[0].Private; p["secret"] != "row-outer:codeact:1" || p["hook"] != "also private" {
		t.Fatalf("private %v", p)
	}
}

// "Such failures are terminal: the runtime-owned broker rejects later child
// calls before execution regardless of executor behavior, while the QuickJS
// latch provides defense in depth if JavaScript catches the thrown error."
// And: "Approval, deferred execution, cancellation, exhausted limits, broker
// loss, and other terminal control flow cannot be caught by JavaScript and
// converted into a successful result."
func TestSeed_TerminalControlFlowCannotBeCaught(t *testing.T) {
	catching := `function main() {
  for (let i = 0; i < 3; i++) {
    try { tools.call("%s", {}) } catch (e) {}
    try { tools.call("count", {}) } catch (e) {}
  }
  try { return "converted" } finally { tools.call("count", {}) }
}`
	for _, c := range []struct {
		tool   string
		setup  func(w *world)
		status tools.Status
		text   string
	}{
		{"needs_approval", func(w *world) {
			w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
				if call.Name == "needs_approval" {
					return tools.Approval{Decision: tools.Defer, Reason: "a person must approve"}
				}
				return tools.Approval{Decision: tools.Allow}
			})
		}, tools.StatusDeferred, "The program was stopped by a terminal failure of a tool call: needs_approval (outer:codeact:1) ended DEFERRED: deferred: a person must approve"},
		{"refused", func(w *world) {
			w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
				if call.Name == "refused" {
					return tools.Approval{Decision: tools.Deny, Reason: "no"}
				}
				return tools.Approval{Decision: tools.Allow}
			})
		}, tools.StatusApprovalDenied, "The program was stopped by a terminal failure of a tool call: refused (outer:codeact:1) ended APPROVAL_DENIED: not approved: no"},
	} {
		t.Run(c.tool, func(t *testing.T) {
			w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
			w.register(t, tools.Tool{Name: c.tool})
			c.setup(w)
			out := w.run(t, fmt.Sprintf(catching, c.tool), nil)
			wantStatus(t, out, c.status, c.text)
			if w.runsOf("count") != 0 || w.runsOf(c.tool) != 0 {
				t.Fatalf("ran after the terminal failure: count %d, %s %d", w.runsOf("count"), c.tool, w.runsOf(c.tool))
			}
			if c := calls(out); len(c) != 1 {
				t.Fatalf("calls %+v", c)
			}
			f := out.Private[codeact.PrivateFailure].(*codeact.Failure)
			if f.Kind != "terminal" || f.Child == nil || f.Child.Name != c.tool {
				t.Fatalf("failure %+v", f)
			}
		})
	}
	t.Run("cancellation", func(t *testing.T) {
		w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
		ctx, cancel := context.WithCancel(context.Background())
		w.register(t, tools.Tool{Name: "cancels", Handler: func(hctx context.Context, _ tools.Call) (tools.Result, error) {
			cancel()
			<-hctx.Done()
			return tools.Result{}, hctx.Err()
		}})
		out := w.runIn(ctx, t, "", fmt.Sprintf(catching, "cancels"), nil)
		if out.Status != tools.StatusCancelled || w.runsOf("count") != 0 {
			t.Fatalf("%s %q, count ran %d", out.Status, out.Error, w.runsOf("count"))
		}
	})
	t.Run("exhausted limit", func(t *testing.T) {
		l := codeact.DefaultLimits()
		l.ChildCalls = 1
		w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
		out := w.run(t, fmt.Sprintf(catching, "count"), nil)
		wantStatus(t, out, tools.StatusToolError, "The program made more than 1 tool calls, its limit; the execution was stopped.")
		if w.runsOf("count") != 1 {
			t.Fatalf("count ran %d times", w.runsOf("count"))
		}
	})
	t.Run("deadline", func(t *testing.T) {
		l := codeact.DefaultLimits()
		l.Timeout = 100 * time.Millisecond
		w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
		w.register(t, tools.Tool{Name: "hangs", Handler: func(context.Context, tools.Call) (tools.Result, error) {
			select {} // a broker (here: a tool) that never answers
		}})
		start := time.Now()
		out := w.run(t, fmt.Sprintf(catching, "hangs"), nil)
		wantStatus(t, out, tools.StatusTimeout, "The execution timed out after 100ms.")
		if d := time.Since(start); d > time.Second || w.runsOf("count") != 0 {
			t.Fatalf("took %s; count ran %d", d, w.runsOf("count"))
		}
	})
}

// "If the configured budget cannot hold even the minimum terminal marker,
// the runtime rejects every child request before identity allocation or
// execution."
func TestSeed_BudgetBelowMinimumTerminalMarkerRejectsEveryChildRequest(t *testing.T) {
	l := codeact.DefaultLimits()
	l.ResultBytes = len(codeact.TextTerminalMarker) - 1
	w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
	out := w.run(t, `function main() { try { tools.call("count", {}) } catch (e) {} return 1 }`, nil)
	if out.OK() || w.runsOf("count") != 0 || len(calls(out)) != 0 || len(w.eventsOf("count")) != 0 {
		t.Fatalf("%s %q; count ran %d; calls %v", out.Status, out.Error, w.runsOf("count"), calls(out))
	}
	wantPrefix(t, out, tools.StatusToolError, codeact.TextChildCallsDisabled[:len(codeact.TextTerminalMarker)-1-len(" [truncated: over max_output_bytes]")])
	// A program that makes no call still runs.
	wantOK(t, w.run(t, `function main() { return 1 }`, nil), `1`)
}

// "The outer error retains the structured result and receipt when its
// envelope fits max_output_bytes; otherwise it uses a bounded omission marker
// and does not duplicate the child payload into app_value."
func TestSeed_OuterErrorBoundedByMaxResultBytes(t *testing.T) {
	long := strings.Repeat("r", 400)
	setup := func(t *testing.T, outputBytes int) *world {
		l := codeact.DefaultLimits()
		l.ResultBytes = outputBytes
		w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
		w.register(t, tools.Tool{Name: "wait"})
		w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
			if call.Name == "wait" {
				return tools.Approval{Decision: tools.Defer, Reason: long}
			}
			return tools.Approval{}
		})
		return w
	}
	src := `function main() { tools.call("wait", {}) }`
	full := "The program was stopped by a terminal failure of a tool call: wait (outer:codeact:1) ended DEFERRED: deferred: " + long
	out := setup(t, 1000).run(t, src, nil)
	wantStatus(t, out, tools.StatusDeferred, full)
	// The receipt stays with the host, complete.
	if c := calls(out); len(c) != 1 || c[0].Error != "deferred: "+long {
		t.Fatalf("%+v", c)
	}
	out = setup(t, 200).run(t, src, nil)
	wantStatus(t, out, tools.StatusDeferred, "The program was stopped by a terminal failure of a tool call: wait (outer:codeact:1) ended DEFERRED [reason omitted: 410 bytes, over max_output_bytes]")
	if len(out.Value) != 0 || len(calls(out)[0].Error) != 410 {
		t.Fatalf("value %s", out.Value)
	}
	out = setup(t, len(codeact.TextTerminalMarker)).run(t, src, nil)
	wantStatus(t, out, tools.StatusDeferred, codeact.TextTerminalMarker)
	// Other errors are cut at the bound with a marker.
	w := setup(t, 80)
	out = w.run(t, `function main() { throw new Error("`+long+`") }`, nil)
	if len(out.Error) != 80 || !strings.HasSuffix(out.Error, " [truncated: over max_output_bytes]") {
		t.Fatalf("%d %q", len(out.Error), out.Error)
	}
}

// "Starweaver never automatically reruns an interrupted program."
func TestSeed_InterruptedProgramNeverRerunAutomatically(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "wait"})
	w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
		if call.Name == "wait" {
			return tools.Approval{Decision: tools.Defer}
		}
		return tools.Approval{}
	})
	tl, _ := w.reg.Get(codeact.ToolName)
	if tl.Retry.Retries != 0 {
		t.Fatalf("run_code retries %d", tl.Retry.Retries)
	}
	out := w.run(t, `function main() { tools.call("count", {}); tools.call("wait", {}); tools.call("count", {}) }`, nil)
	if out.Status != tools.StatusDeferred || w.runsOf("count") != 1 {
		t.Fatalf("%s: count ran %d times", out.Status, w.runsOf("count"))
	}
	u := w.reg.Usage()[codeact.ToolName]
	if u.Attempts != 1 {
		t.Fatalf("run_code attempts %d", u.Attempts)
	}
}

// "The current profile provides bounded in-process cancellation and
// deadline cleanup plus child stream and trace evidence." A cancelled or
// timed-out execution ends promptly and its child's context is cancelled.
func TestSeed_BoundedCancellationAndDeadlineCleanup(t *testing.T) {
	l := codeact.DefaultLimits()
	l.Timeout = 100 * time.Millisecond
	w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
	cleaned := make(chan struct{})
	w.register(t, tools.Tool{Name: "long", Handler: func(ctx context.Context, _ tools.Call) (tools.Result, error) {
		<-ctx.Done()
		close(cleaned)
		return tools.Result{}, ctx.Err()
	}})
	start := time.Now()
	out := w.run(t, `function main() { tools.call("long", {}) }`, nil)
	if out.Status != tools.StatusTimeout || time.Since(start) > time.Second {
		t.Fatalf("%s after %s", out.Status, time.Since(start))
	}
	select {
	case <-cleaned:
	case <-time.After(time.Second):
		t.Fatal("the child's context was not cancelled")
	}
}

// "CodeAct sees only tools that survive the active run-step preparation and
// satisfy all of these conditions": available, visible for the step,
// Inherit or Allow, Strict, granted, not hard-denied.
func TestSeed_EligibilityRequiresEveryCondition(t *testing.T) {
	hidden := map[string]bool{"invisible": true}
	w := newWorld(t, codeact.Config{
		Limits: codeact.DefaultLimits(),
		Deny:   func(_ string, t tools.Tool) bool { return t.Name == "policy_denied" },
	}, tools.Options{Visible: func(_ string, t tools.Tool) bool { return !hidden[t.Name] }})
	for _, tl := range []tools.Tool{
		{Name: "inherit"},
		{Name: "allow", CodeAct: tools.CodeActAllow},
		{Name: "deny", CodeAct: tools.CodeActDeny},
		{Name: "legacy", Dependencies: tools.DependenciesLegacy},
		{Name: "filtered", Dependencies: tools.DependenciesFiltered},
		{Name: "granted", Capabilities: []string{"cap"}},
		{Name: "ungranted", Capabilities: []string{"cap"}},
		{Name: "invisible"},
		{Name: "policy_denied"},
		{Name: "proxy", Kind: tools.KindProxy},
	} {
		w.register(t, tl)
	}
	w.reg.Grant("", "granted", "cap")
	want := map[string]codeact.Reason{
		"inherit": codeact.Callable, "allow": codeact.Callable, "granted": codeact.Callable,
		"deny": codeact.ReasonDenied, "legacy": codeact.ReasonDependencies, "filtered": codeact.ReasonDependencies,
		"ungranted": codeact.ReasonCapabilities, "invisible": codeact.ReasonUnavailable, "policy_denied": codeact.ReasonPolicy,
		"proxy": codeact.ReasonHardDenied, codeact.ToolName: codeact.ReasonHardDenied,
	}
	for name, reason := range want {
		tl, _ := w.reg.Get(name)
		if got := w.ca.Check("", tl); got != reason {
			t.Errorf("%s: %q; want %q", name, got, reason)
		}
	}
	step := w.ca.Prepare("")
	if got := strings.Join(step.Allowlist(), ","); got != "lookup_record,count,add,inherit,allow,granted" {
		t.Fatalf("allowlist %s", got)
	}
	// Calling each from code: only the eligible ones run.
	var names []string
	for name := range want {
		names = append(names, name)
	}
	out := w.run(t, `function main(names) {
  const r = {};
  for (const n of names) { try { tools.call(n, {}); r[n] = "ran" } catch (e) { r[n] = e.code } }
  return r;
}`, names)
	var got map[string]string
	json.Unmarshal(out.Value, &got)
	for name, reason := range want {
		if (got[name] == "ran") != (reason == codeact.Callable) {
			t.Errorf("%s: %s (reason %q)", name, got[name], reason)
		}
	}
}

// "...its prepared definition remains visible for the step": a tool prepared
// for the step but no longer visible is refused, and a tool that appears
// after the step was prepared is not callable in it.
func TestSeed_PreparedDefinitionMustRemainVisibleForTheStep(t *testing.T) {
	var hide atomic.Bool
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{Visible: func(_ string, t tools.Tool) bool {
		return !(hide.Load() && t.Name == "add")
	}})
	step := w.ca.Prepare("")
	w.register(t, tools.Tool{Name: "late"})
	ctx := codeact.WithStep(context.Background(), step)
	src := `function main() { const r = []; for (const n of ["add", "late"]) { try { tools.call(n, { a: 1, b: 1 }); r.push("ran") } catch (e) { r.push(e.code) } } return r }`
	wantOK(t, w.runIn(ctx, t, "", src, nil), `["ran","UNKNOWN_TOOL"]`)
	hide.Store(true)
	wantOK(t, w.runIn(ctx, t, "", src, nil), `["UNKNOWN_TOOL","UNKNOWN_TOOL"]`)
	// A fresh step (no step bound) sees the tool that appeared: the call
	// reaches its validation ({a, b} is not its input).
	hide.Store(false)
	wantOK(t, w.run(t, src, nil), `["ran","INVALID_ARGUMENTS"]`)
	if w.runsOf("late") != 0 {
		t.Fatal("late ran") // it requires {} but gets {a,b}: refused by validation
	}
}

// "Allow never upgrades a Legacy or Filtered dependency profile and never
// creates authority."
func TestSeed_AllowNeverUpgradesDependencyProfileOrCreatesAuthority(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for _, tl := range []tools.Tool{
		{Name: "legacy", CodeAct: tools.CodeActAllow, Dependencies: tools.DependenciesLegacy},
		{Name: "filtered", CodeAct: tools.CodeActAllow, Dependencies: tools.DependenciesFiltered},
		{Name: "needs_cap", CodeAct: tools.CodeActAllow, Capabilities: []string{"x"}},
		{Name: "ask_user_question", CodeAct: tools.CodeActAllow, Kind: tools.KindInteraction},
	} {
		w.register(t, tl)
		got, _ := w.reg.Get(tl.Name)
		if w.ca.Check("", got) == codeact.Callable {
			t.Errorf("%s is callable", tl.Name)
		}
	}
	out := w.run(t, `function main() { const r = []; for (const n of ["legacy", "filtered", "needs_cap", "ask_user_question"]) { try { tools.call(n, {}) } catch (e) { r.push(e.code) } } return r }`, nil)
	wantOK(t, out, `["UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL"]`)
	// Only the exact grant creates the authority: another capability, or
	// the capability granted to another tool, does not.
	src := `function main() { try { return tools.call("needs_cap", {}) } catch (e) { return e.code } }`
	w.reg.Grant("", "needs_cap", "y")
	w.reg.Grant("", "legacy", "x")
	wantOK(t, w.run(t, src, nil), `"UNKNOWN_TOOL"`)
	if w.runsOf("needs_cap") != 0 {
		t.Fatal("needs_cap ran")
	}
	w.reg.Grant("", "needs_cap", "x")
	wantOK(t, w.run(t, src, nil), `"ok"`)
}

// "Deny always wins."
func TestSeed_DenyAlwaysWins(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "denied", CodeAct: tools.CodeActDeny, Capabilities: []string{"c"}})
	w.reg.Grant("", "denied", "c")
	tl, _ := w.reg.Get("denied")
	if r := w.ca.Check("", tl); r != codeact.ReasonDenied {
		t.Fatalf("%q", r)
	}
	wantOK(t, w.run(t, `function main() { try { tools.call("denied", {}) } catch (e) { return e.message } }`, nil), `"Tool \"denied\" not found"`)
	// The model can still call it directly: Deny is about code only.
	if out := w.reg.Execute(context.Background(), tools.Call{ID: "d", Name: "denied"}); !out.OK() {
		t.Fatalf("%s %s", out.Status, out.Error)
	}
}

// "Interaction, delegation, session-control, proxy, output, and nested
// orchestration tools are hard-denied from the initial code projection."
func TestSeed_HardDeniedKindsAndNestedOrchestration(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	kinds := map[string]tools.Kind{
		"ask_user_question": tools.KindInteraction, "subagent": tools.KindDelegation, "end_turn": tools.KindSessionControl,
		"mcp_proxy": tools.KindProxy, "final_answer": tools.KindOutput, "a_recipe": tools.KindOrchestration,
	}
	var names []string
	for name, k := range kinds {
		w.register(t, tools.Tool{Name: name, Kind: k, CodeAct: tools.CodeActAllow})
		names = append(names, name)
	}
	names = append(names, tools.RunCode)
	for _, name := range names {
		tl, _ := w.reg.Get(name)
		if r := w.ca.Check("", tl); r != codeact.ReasonHardDenied {
			t.Errorf("%s: %q", name, r)
		}
	}
	out := w.run(t, `function main(names) { return names.map((n) => { try { tools.call(n, { source: "function main() {}", code: "1" }); return "ran" } catch (e) { return e.code } }) }`, names)
	if strings.Contains(string(out.Value), "ran") || strings.Count(string(out.Value), "UNKNOWN_TOOL") != len(names) {
		t.Fatalf("%s %s", out.Status, out.Value)
	}
	// run_code is hard-denied by name in any case; code_act, CodeAct's old
	// name, is an ordinary name now.
	if !codeact.HardDenied(tools.Tool{Name: "RUN_CODE"}) || !codeact.HardDenied(tools.Tool{Name: "Run_Code"}) || codeact.HardDenied(tools.Tool{Name: "x"}) || codeact.HardDenied(tools.Tool{Name: "code_act"}) {
		t.Fatal("HardDenied")
	}
}

// "The rendered catalog is limited to 32 KiB."
func TestSeed_RenderedCatalogLimitedTo32KiB(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	step := w.ca.Prepare("")
	want := `[
{"name":"lookup_record","description":"Look up one record by id.","input_schema":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false},"return_schema":{"type":"object","properties":{"id":{"type":"integer"},"status":{"type":"string"}}}},
{"name":"count","description":"Count a call.","input_schema":{"type":"object","properties":{},"additionalProperties":false}},
{"name":"add","description":"Add two numbers.","input_schema":{"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"],"additionalProperties":false},"return_schema":{"type":"number"}}
]`
	if step.Catalog.Text != want || step.Catalog.ReturnSchemasOmitted || step.Catalog.FailedClosed {
		t.Fatalf("catalog:\n%s", step.Catalog.Text)
	}
	if codeact.CatalogLimit != 32768 {
		t.Fatal(codeact.CatalogLimit)
	}
	if !strings.Contains(step.Prompt(), "tools.call(name, args)") || !strings.HasSuffix(step.Prompt(), want+"\n") {
		t.Fatalf("prompt %q", step.Prompt())
	}
	// Many tools that fit stay complete, up to the byte.
	for i := 0; i < 60; i++ {
		w.register(t, tools.Tool{Name: fmt.Sprintf("t%02d", i), Description: strings.Repeat("d", 400)})
	}
	step = w.ca.Prepare("")
	if len(step.Catalog.Text) > codeact.CatalogLimit || step.Catalog.ReturnSchemasOmitted || len(step.Allowlist()) != 63 {
		t.Fatalf("%d bytes, compact %v, %d allowed", len(step.Catalog.Text), step.Catalog.ReturnSchemasOmitted, len(step.Allowlist()))
	}
}

// "If complete return schemas alone push the catalog over that bound,
// Starweaver renders every exact name, description, and argument schema with
// an explicit return_schema_omitted marker and keeps the same allowlist."
func TestSeed_CatalogOmitsReturnSchemasAndKeepsAllowlist(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	big := json.RawMessage(`{"type":"object","description":"` + strings.Repeat("o", 33000) + `"}`)
	w.register(t, tools.Tool{Name: "big_output", Description: "Returns a lot.", OutputSchema: big})
	step := w.ca.Prepare("")
	if !step.Catalog.ReturnSchemasOmitted || step.Catalog.FailedClosed || len(step.Catalog.Text) > codeact.CatalogLimit {
		t.Fatalf("%+v", step.Catalog)
	}
	want := `[
{"name":"lookup_record","description":"Look up one record by id.","input_schema":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false},"return_schema_omitted":true},
{"name":"count","description":"Count a call.","input_schema":{"type":"object","properties":{},"additionalProperties":false},"return_schema_omitted":true},
{"name":"add","description":"Add two numbers.","input_schema":{"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"],"additionalProperties":false},"return_schema_omitted":true},
{"name":"big_output","description":"Returns a lot.","input_schema":{"type":"object","properties":{},"additionalProperties":false},"return_schema_omitted":true}
]`
	if step.Catalog.Text != want {
		t.Fatalf("catalog:\n%s", step.Catalog.Text)
	}
	if strings.Join(step.Allowlist(), ",") != "lookup_record,count,add,big_output" {
		t.Fatal(step.Allowlist())
	}
	wantOK(t, w.runIn(codeact.WithStep(context.Background(), step), t, "", `function main() { return tools.call("big_output", {}) }`, nil), `"ok"`)
}

// "If that compact catalog still exceeds the bound, the step fails closed to
// an empty nested allowlist rather than leaving unadvertised tools callable."
func TestSeed_CatalogOverBoundFailsClosedToEmptyAllowlist(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "wordy", Description: strings.Repeat("w", codeact.CatalogLimit)})
	step := w.ca.Prepare("")
	if !step.Catalog.FailedClosed || step.Catalog.Text != "[]" || len(step.Allowlist()) != 0 || step.Allows("add") {
		t.Fatalf("%+v %v", step.Catalog, step.Allowlist())
	}
	// Bound to the step, or preparing its own, an execution can call nothing.
	src := `function main() { const r = []; for (const n of ["add", "count", "wordy"]) { try { tools.call(n, {}) } catch (e) { r.push(e.code) } } return r }`
	wantOK(t, w.runIn(codeact.WithStep(context.Background(), step), t, "", src, nil), `["UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL"]`)
	wantOK(t, w.run(t, src, nil), `["UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL"]`)
	if w.runsOf("count")+w.runsOf("wordy") != 0 {
		t.Fatal("an unadvertised tool ran")
	}
}

// "The JavaScript sandbox itself has no ambient authority. Enabling CodeAct
// does not make Legacy, plain Filtered, unavailable, ungranted, or
// hard-denied tools callable from code."
func TestSeed_EnablingCodeActDoesNotMakeIneligibleToolsCallable(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{Visible: func(_ string, t tools.Tool) bool { return t.Name != "unavailable" }})
	for _, tl := range []tools.Tool{
		{Name: "legacy", Dependencies: tools.DependenciesLegacy},
		{Name: "filtered", Dependencies: tools.DependenciesFiltered},
		{Name: "unavailable"},
		{Name: "ungranted", Capabilities: []string{"c"}},
		{Name: "output", Kind: tools.KindOutput},
	} {
		w.register(t, tl)
	}
	out := w.run(t, `function main() { return ["legacy", "filtered", "unavailable", "ungranted", "output"].map((n) => { try { tools.call(n, {}); return "ran" } catch (e) { return e.code } }) }`, nil)
	wantOK(t, out, `["UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL","UNKNOWN_TOOL"]`)
	for _, n := range []string{"legacy", "filtered", "unavailable", "ungranted", "output"} {
		if w.runsOf(n) != 0 {
			t.Fatalf("%s ran", n)
		}
	}
}
