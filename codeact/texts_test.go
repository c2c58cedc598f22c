package codeact_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/tools"
)

// codeSpans returns the code spans of the table rows in one section of a
// Markdown page (see doctest.TableCodeSpans).
func codeSpans(t *testing.T, file, heading string) map[string]bool {
	t.Helper()
	spans, err := doctest.TableCodeSpans(file, heading)
	if err != nil {
		t.Fatal(err)
	}
	return spans
}

// Every pinned text of CodeAct, held here as a literal, is the constant (or
// the text a function produces) and is quoted by docs/codeact.md's "Pinned
// texts" tables: editing a constant, or the page, fails this test.
func TestPinnedTextsMatchTheDocs(t *testing.T) {
	doc := codeSpans(t, "../docs/codeact.md", "## Pinned texts")
	for _, c := range []struct{ name, got, want string }{
		{"TextNoMain", codeact.TextNoMain, "The source must define function main(input)."},
		{"TextDefinitionCall", codeact.TextDefinitionCall, "tools.call is not available while the source is being defined: call tools only from inside main(input)."},
		{"TextAfterMain", codeact.TextAfterMain, "tools.call is not available after main(input) has returned."},
		{"TextAsync", codeact.TextAsync + " (line <L>, column <C>)", "async functions, await and promises are not available in CodeAct: write synchronous code; tools.call returns the tool's value directly. (line <L>, column <C>)"},
		{"TextModules", codeact.TextModules, "modules are not available in CodeAct: import, export and import() are not supported; the source is one script that defines function main(input)."},
		{"TextEval", codeact.TextEval, "eval is not available in CodeAct: code cannot be evaluated at run time."},
		{"TextFunctionCtor", codeact.TextFunctionCtor, "the Function constructor is not available in CodeAct: code cannot be evaluated at run time."},
		{"TextRandom", codeact.TextRandom, "Math.random is not available in CodeAct: programs are deterministic; take any randomness you need from the input."},
		{"TextDate", codeact.TextDate, "Date is not available in CodeAct: programs cannot read the host clock; take the time you need from the input."},
		{"TextPromise", codeact.TextPromise, "Promise is not available in CodeAct: programs are synchronous; tools.call returns the tool's value directly."},
		{"TextConsole", codeact.TextConsole, "console is not available in CodeAct: return what you need from main(input)."},
		{"TextWebAssembly", codeact.TextWebAssembly, "WebAssembly is not available in CodeAct."},
		{"TextTimer", codeact.TextTimer("<name>"), "<name> is not available in CodeAct: there are no timers; programs are synchronous."},
		{"TextHostGlobal", codeact.TextHostGlobal("<name>"), "<name> is not available in CodeAct: programs have no filesystem, network, processes or environment; call tools with tools.call(name, args)."},
		{"TextCancelled", codeact.TextCancelled, "The execution was cancelled."},
		{"TextCallName", codeact.TextCallName, "tools.call(name, args): name must be a string, the tool's exact canonical name."},
		{"TextCallArgs", codeact.TextCallArgs, "tools.call(name, args): args must be JSON data, such as an object."},
		{"TextInputInvalid", codeact.TextInputInvalid, "The input is not valid JSON."},
		{"TextBrokerAnswer", codeact.TextBrokerAnswer, "The tool broker answered with something that is not JSON; the execution was stopped."},
		{"TextBrokerClosed", codeact.TextBrokerClosed, "The tool broker of this execution has closed."},
		{"TextLatched", codeact.TextLatched, "tools.call was refused: the execution has already ended."},
		{"TextTerminalMarker", codeact.TextTerminalMarker, "The program was stopped by a terminal failure of a tool call."},
		{"TextChildCallsDisabled", codeact.TextChildCallsDisabled, "No tool call can be made: max_output_bytes cannot hold the text that would report a terminal failure."},
		{"RouteText", `Tool "<name>" is not available directly in code mode; call it from inside a run_code program as ` + codeact.RouteText("<name>"),
			`Tool "<name>" is not available directly in code mode; call it from inside a run_code program as tools.call("<name>", args) in function main(input)`},
	} {
		if c.got != c.want {
			t.Errorf("%s is\n  %q\nwant\n  %q", c.name, c.got, c.want)
		}
		if !doc[c.want] {
			t.Errorf("%s: docs/codeact.md's pinned texts do not quote %q", c.name, c.want)
		}
	}

	// The texts with numbers in them, as run_code produces them, are the
	// documented ones filled in.
	l := codeact.DefaultLimits()
	l.SourceBytes, l.InputBytes, l.ResultBytes, l.Timeout, l.ChildCalls = 200, 20, 200, 300*time.Millisecond, 2
	w := newWorld(t, codeact.Config{Limits: l}, tools.Options{})
	for _, c := range []struct {
		doc, source string
		input       any
		fill        []string
	}{
		{"The source is <n> bytes, over the limit of <limit> bytes.", `function main() { return 1 }` + strings.Repeat(" ", 200), nil, []string{"<n>", "228", "<limit>", "200"}},
		{"The input is <n> bytes of JSON, over the limit of <limit> bytes.", `function main(x) { return 1 }`, strings.Repeat("x", 30), []string{"<n>", "32", "<limit>", "20"}},
		{"The output is <n> bytes of JSON, over the limit of <ResultBytes> bytes.", `function main() { return "x".repeat(250) }`, nil, []string{"<n>", "252", "<ResultBytes>", "200"}},
		{"The execution timed out after <Timeout>.", `function main() { for (;;) {} }`, nil, []string{"<Timeout>", "300ms"}},
		{"The program made more than <ChildCalls> tool calls, its limit; the execution was stopped.", `function main() { for (;;) try { tools.call("count") } catch (e) {} }`, nil, []string{"<ChildCalls>", "2"}},
		{"The output cannot be returned: main returned a function. Return data (objects, arrays, strings, numbers, booleans or null).", `function main() { return () => 1 }`, nil, nil},
		{"The output cannot be returned: main returned a symbol. Return data (objects, arrays, strings, numbers, booleans or null).", `function main() { return Symbol("s") }`, nil, nil},
		{"The output cannot be returned: it contains a cycle (an object that refers back to itself).", `function main() { const a = {}; a.a = a; return a }`, nil, nil},
		{"The output cannot be returned: it contains a BigInt, which JSON cannot represent. Convert it with String() or Number() first.", `function main() { return [1n] }`, nil, nil},
		{"SyntaxError: <engine message> (line <L>, column <C>)", "function main() {\n  return 1 +\n}", nil, []string{"<engine message>", "unexpected token in expression: '}'", "<L>", "3", "<C>", "1"}},
	} {
		if !doc[c.doc] {
			t.Errorf("docs/codeact.md's pinned texts do not quote %q", c.doc)
			continue
		}
		want := strings.NewReplacer(c.fill...).Replace(c.doc)
		if out := w.run(t, c.source, c.input); out.Error != want {
			t.Errorf("%s %q; want %q", out.Status, out.Error, want)
		}
	}
	if !doc[" [truncated: over max_output_bytes]"] {
		t.Error("docs/codeact.md's pinned texts do not quote the truncation marker")
	}
	if out := w.run(t, `function main() { throw new Error("e".repeat(300)) }`, nil); len(out.Error) != 200 || !strings.HasSuffix(out.Error, " [truncated: over max_output_bytes]") {
		t.Errorf("%s %q", out.Status, out.Error)
	}
	mem := codeact.DefaultLimits()
	mem.Memory = 2 << 20
	want := strings.ReplaceAll("The execution ran out of memory: it reached its limit of <Memory>.", "<Memory>", "2 MiB")
	if !doc["The execution ran out of memory: it reached its limit of <Memory>."] {
		t.Error("docs/codeact.md's pinned texts do not quote the memory text")
	}
	if out := newWorld(t, codeact.Config{Limits: mem}, tools.Options{}).run(t, `function main() { const a = []; for (;;) a.push({ a: a.length }) }`, nil); out.Error != want {
		t.Errorf("%s %q; want %q", out.Status, out.Error, want)
	}
}

// The texts a program meets through run_code that were only tested in the
// sandbox: a tools.call name that is not a string, args that are not JSON
// data, an input that is not JSON, and a cancelled execution.
func TestRunCodeReachesCallInputAndCancelTexts(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	wantOK(t, w.run(t, `function main() {
  const r = [];
  for (const name of [1, null, undefined, { name: "count" }]) {
    try { tools.call(name, {}) } catch (e) { r.push(e.message) }
  }
  try { tools.call("count", () => 1) } catch (e) { r.push(e.message) }
  try { tools.call("count", Symbol("s")) } catch (e) { r.push(e.message) }
  return r;
}`, nil), mustJSON([]string{
		"tools.call(name, args): name must be a string, the tool's exact canonical name.",
		"tools.call(name, args): name must be a string, the tool's exact canonical name.",
		"tools.call(name, args): name must be a string, the tool's exact canonical name.",
		"tools.call(name, args): name must be a string, the tool's exact canonical name.",
		"tools.call(name, args): args must be JSON data, such as an object.",
		"tools.call(name, args): args must be JSON data, such as an object.",
	}))
	if w.runsOf("count") != 0 {
		t.Fatalf("count ran %d times", w.runsOf("count"))
	}
	// Uncaught, the refusal ends the execution as a thrown error.
	wantPrefix(t, w.run(t, `function main() { tools.call(42) }`, nil), tools.StatusToolError,
		"Error: tools.call(name, args): name must be a string, the tool's exact canonical name.\n    at ")

	// An input that is not JSON: run_code's own arguments are JSON, so
	// this is reached through Run, the path run_code and recipes share.
	res, err := w.ca.Run(context.Background(), tools.Call{ID: "outer", Name: codeact.ToolName}, codeact.Request{Source: `function main(x) { return x }`, Input: []byte(`{"id": `)})
	var se *tools.StatusError
	if !errors.As(err, &se) || se.Status != tools.StatusToolError || se.Message != "The input is not valid JSON." || res.Value != nil {
		t.Fatalf("%v %v", res.Value, err)
	}
	if f, _ := res.Private[codeact.PrivateFailure].(*codeact.Failure); f == nil || f.Kind != "refused" {
		t.Fatalf("failure %+v", res.Private[codeact.PrivateFailure])
	}

	// Cancelled: before it starts, and while main runs.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err = w.ca.Run(ctx, tools.Call{ID: "outer", Name: codeact.ToolName}, codeact.Request{Source: `function main() { return 1 }`})
	if !errors.As(err, &se) || se.Status != tools.StatusCancelled || se.Message != "The execution was cancelled." {
		t.Fatalf("%v %v", res.Value, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	res, err = w.ca.Run(ctx, tools.Call{ID: "outer", Name: codeact.ToolName}, codeact.Request{Source: `function main() { for (;;) {} }`})
	if !errors.As(err, &se) || se.Status != tools.StatusCancelled || se.Message != "The execution was cancelled." {
		t.Fatalf("%v %v", res.Value, err)
	}
	if f, _ := res.Private[codeact.PrivateFailure].(*codeact.Failure); f == nil || f.Kind != "cancelled" || f.Message != "The execution was cancelled." {
		t.Fatalf("failure %+v", res.Private[codeact.PrivateFailure])
	}
	// Through the registry, a cancelled caller's run_code call ends
	// CANCELLED with the registry's own text, as any tool call does.
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	wantStatus(t, w.runIn(ctx, t, "", `function main() { for (;;) {} }`, nil), tools.StatusCancelled, "cancelled while running")
}

// TextLatched and TextBrokerClosed are defence in depth: a program cannot
// observe either. After a terminal failure the exception is uncatchable (no
// catch or finally runs, so no later tools.call is made and the latch's text
// is never read), and the broker closes only after the sandbox has returned.
// What run_code can show is that both hold: the execution ends with the
// terminal failure (never the latch's text), and nothing after it reaches
// the broker or the registry.
func TestLatchAndClosedBrokerKeepLaterCallsOut(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "wait"})
	w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
		if call.Name == "wait" {
			return tools.Approval{Decision: tools.Defer, Reason: "later"}
		}
		return tools.Approval{Decision: tools.Allow}
	})
	out := w.run(t, `function* gen() { try { yield 1; yield 2 } finally { tools.call("count", {}) } }
function main() {
  for (const _ of gen()) {
    try { tools.call("wait", {}) } catch (e) {}
    try { tools.call("count", {}) } catch (e) { return e.message }
  }
  return "converted";
}`, nil)
	wantStatus(t, out, tools.StatusDeferred, "The program was stopped by a terminal failure of a tool call: wait (outer:codeact:1) ended DEFERRED: deferred: later")
	if strings.Contains(out.Error, "tools.call was refused: the execution has already ended.") || strings.Contains(out.Error, "The tool broker of this execution has closed.") {
		t.Fatalf("a defence-in-depth text reached the model: %q", out.Error)
	}
	if w.runsOf("count") != 0 || len(calls(out)) != 1 || len(w.eventsOf("count")) != 0 {
		t.Fatalf("a call after the terminal failure got through: count ran %d, calls %+v", w.runsOf("count"), calls(out))
	}
}
