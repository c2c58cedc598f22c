package codemode_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// The cases of @cloudflare/codemode's executor and normalization tests
// (packages/codemode/src/tests/executor.test.ts and normalize.test.ts in
// github.com/cloudflare/agents) that apply to codemode, as executions. Their
// tools are JavaScript functions in a "codemode" provider called with one
// options object; here they are Go functions behind protocol.EnvelopeDispatch,
// the providers use codemode.OptionsObject, and each case records the calls.
// Where codemode deliberately differs, the case says why. Cases about their
// Workers loader, module imports and tool-name sanitising have no
// counterpart (codemode has no module loader, and tool names are whatever
// the program reads).

// cfHost is a set of tools and a record of their calls.
type cfHost struct {
	mu    sync.Mutex
	calls []string // "provider.tool args"
	tools map[string]func(args []any) (any, error)
}

func (h *cfHost) dispatch() codemode.DispatchFunc {
	return protocol.EnvelopeDispatch(nil, func(_ context.Context, provider, tool, argsJSON string) (any, error) {
		h.mu.Lock()
		h.calls = append(h.calls, provider+"."+tool+" "+argsJSON)
		h.mu.Unlock()
		fn, ok := h.tools[provider+"."+tool]
		if !ok {
			return nil, &protocol.ToolNotFoundError{Tool: tool}
		}
		args, err := protocol.ParseArguments(argsJSON)
		if err != nil {
			return nil, err
		}
		return fn(args)
	})
}

func (h *cfHost) called() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.calls)
}

func object(args []any) map[string]any {
	if len(args) == 0 {
		return nil
	}
	m, _ := args[0].(map[string]any)
	return m
}

func provider(name string) codemode.Provider {
	return codemode.Provider{Name: name, Args: codemode.OptionsObject}
}

func cfRun(t *testing.T, x codemode.Executor, code string, h *cfHost, providers ...codemode.Provider) codemode.Result {
	t.Helper()
	if h == nil {
		h = &cfHost{}
	}
	if providers == nil {
		providers = []codemode.Provider{provider("codemode")}
	}
	return x.Execute(context.Background(), codemode.Request{Code: code, Providers: providers, Dispatch: h.dispatch()})
}

func wantJSON(t *testing.T, r codemode.Result, want string) {
	t.Helper()
	if err := r.Err(); err != nil {
		t.Fatalf("execution failed: %v (logs %q)", err, r.Logs)
	}
	var got, exp any
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatalf("value %s: %v", r.Value, err)
	}
	if err := json.Unmarshal([]byte(want), &exp); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(exp) {
		t.Fatalf("value = %s, want %s", r.Value, want)
	}
}

func wantFailure(t *testing.T, r codemode.Result, kind codemode.ErrorKind, msg string) {
	t.Helper()
	var e *codemode.Error
	if err := r.Err(); !errors.As(err, &e) || e.Kind != kind || e.Message != msg {
		t.Fatalf("error = %v, want %s %q", r.Error, kind, msg)
	}
}

func TestCloudflareExecutor(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()

	t.Run("SimpleValue", func(t *testing.T) {
		wantJSON(t, cfRun(t, x, "async () => 42", nil), "42")
	})
	t.Run("ToolThroughTheProxy", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){
			"codemode.add": func(a []any) (any, error) { m := object(a); return m["a"].(float64) + m["b"].(float64), nil },
		}}
		wantJSON(t, cfRun(t, x, "async () => await codemode.add({ a: 3, b: 4 })", h), "7")
		if c := h.called(); !slices.Equal(c, []string{`codemode.add {"a":3,"b":4}`}) {
			t.Fatalf("calls = %q", c)
		}
	})
	echoBytes := func(a []any) (any, error) {
		for _, v := range object(a) {
			b, ok := v.(protocol.Binary)
			if !ok {
				return nil, fmt.Errorf("not binary: %T", v)
			}
			return b, nil
		}
		return nil, errors.New("no argument")
	}
	t.Run("Uint8ArrayArgumentsAndResults", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.accept": echoBytes}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const bytes = await codemode.accept({ bytes: new Uint8Array([1, 2, 3]) });
		  return { isBytes: bytes instanceof Uint8Array, values: Array.from(bytes) };
		}`, h), `{"isBytes":true,"values":[1,2,3]}`)
	})
	t.Run("Uint8ArrayPositionalArguments", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"state.accept": func(a []any) (any, error) {
			if len(a) != 2 || a[0] != "/x.bin" {
				return nil, fmt.Errorf("args %v", a)
			}
			return a[1], nil
		}}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const bytes = await state.accept("/x.bin", new Uint8Array([1, 2, 3]));
		  return { isBytes: bytes instanceof Uint8Array, values: Array.from(bytes) };
		}`, h, codemode.Provider{Name: "state"}), `{"isBytes":true,"values":[1,2,3]}`)
	})
	t.Run("ArrayBufferArgumentsAndResults", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.accept": echoBytes}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const buffer = await codemode.accept({ buffer: new Uint8Array([4, 5, 6]).buffer });
		  return { isBuffer: buffer instanceof ArrayBuffer, values: Array.from(new Uint8Array(buffer)) };
		}`, h), `{"isBuffer":true,"values":[4,5,6]}`)
	})
	t.Run("OnlyTheVisibleBytesOfAView", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.accept": echoBytes}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const view = new Uint8Array([10, 20, 30, 40]).subarray(1, 3);
		  return Array.from(await codemode.accept({ bytes: view }));
		}`, h), `[20,30]`)
	})
	t.Run("SequentialCalls", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){
			"codemode.getWeather": func([]any) (any, error) { return map[string]any{"temp": 72}, nil },
			"codemode.searchWeb": func(a []any) (any, error) {
				return map[string]any{"results": []string{"news about " + object(a)["query"].(string)}}, nil
			},
		}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const weather = await codemode.getWeather({});
		  const news = await codemode.searchWeb({ query: "temp " + weather.temp });
		  return { weather, news };
		}`, h), `{"weather":{"temp":72},"news":{"results":["news about temp 72"]}}`)
		if n := len(h.called()); n != 2 {
			t.Fatalf("%d calls, want 2", n)
		}
	})
	t.Run("ReservedProviderNames", func(t *testing.T) {
		// Theirs reserves its codec's names and harness globals such as
		// Promise and setTimeout; codemode reserves the names its entry
		// source reads (protocol.ReservedProviderNames) and lets a
		// provider shadow other globals, which breaks only the programs
		// that use them.
		for _, name := range []string{"__stringifyForDispatch", "__dispatch", "__executor", "console"} {
			r := cfRun(t, x, "async () => 42", nil, provider(name))
			wantFailure(t, r, codemode.ErrProvider, `Provider name "`+name+`" is reserved. Give the provider a name the entry scope does not bind.`)
		}
		wantJSON(t, cfRun(t, x, "async () => 42", nil, provider("Promise")), "42")
	})
	t.Run("CodeThrows", func(t *testing.T) {
		// Theirs reports the message alone ("boom"); codemode reports
		// "<name>: <message>", so the kind of error survives.
		wantFailure(t, cfRun(t, x, `async () => { throw new Error("boom"); }`, nil), codemode.ErrThrown, "Error: boom")
	})
	t.Run("ToolThrows", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.fail": func([]any) (any, error) { return nil, errors.New("tool error") }}}
		wantFailure(t, cfRun(t, x, "async () => await codemode.fail({})", h), codemode.ErrThrown, "Error: tool error")
	})
	t.Run("ConcurrentCalls", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.slow": func(a []any) (any, error) { return map[string]any{"id": object(a)["id"]}, nil }}}
		wantJSON(t, cfRun(t, x, `async () => {
		  const [a, b, c] = await Promise.all([codemode.slow({ id: 1 }), codemode.slow({ id: 2 }), codemode.slow({ id: 3 })]);
		  return [a, b, c];
		}`, h), `[{"id":1},{"id":2},{"id":3}]`)
	})
	t.Run("ConsoleOutput", func(t *testing.T) {
		r := cfRun(t, x, `async () => { console.log("hello"); console.warn("careful"); return "done"; }`, nil)
		wantJSON(t, r, `"done"`)
		if !slices.Equal(r.Logs, []string{"hello", "[warn] careful"}) {
			t.Fatalf("logs = %q", r.Logs)
		}
	})
	t.Run("TemplateLiterals", func(t *testing.T) {
		wantJSON(t, cfRun(t, x, "async () => { return `hello ${\"world\"}`; }", nil), `"hello world"`)
	})
	t.Run("NoNetworkByDefault", func(t *testing.T) {
		r := cfRun(t, x, `async () => { const r = await fetch("https://example.com"); return r.status; }`, nil)
		if r.Error == nil || r.Error.Kind != codemode.ErrThrown {
			t.Fatalf("fetch without Outbound = %+v, want a thrown error", r)
		}
	})
	t.Run("ClosuresInTools", func(t *testing.T) {
		secret := "api-key-123"
		h := &cfHost{tools: map[string]func([]any) (any, error){"codemode.getSecret": func([]any) (any, error) { return map[string]string{"key": secret}, nil }}}
		wantJSON(t, cfRun(t, x, "async () => await codemode.getSecret({})", h), `{"key":"api-key-123"}`)
	})
	t.Run("FencedExpression", func(t *testing.T) {
		wantJSON(t, cfRun(t, x, "```js\n1 + 1\n```", nil), "2")
	})
	t.Run("BareExpression", func(t *testing.T) {
		wantJSON(t, cfRun(t, x, "42", nil), "42")
	})
	t.Run("NoProviders", func(t *testing.T) {
		r := x.Execute(context.Background(), codemode.Request{Code: "async () => 42"})
		wantJSON(t, r, "42")
	})
	t.Run("Timeout", func(t *testing.T) {
		r := x.Execute(context.Background(), codemode.Request{
			Code:   "async () => { await new Promise(r => setTimeout(r, 5000)); return 'done'; }",
			Limits: codemode.Limits{Timeout: 100 * time.Millisecond},
		})
		wantFailure(t, r, codemode.ErrTimeout, "Execution timed out after 100ms.")
	})
	t.Run("NamedProviders", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){
			"myns.echo":    func(a []any) (any, error) { return map[string]any{"echoed": object(a)["msg"]}, nil },
			"store.get":    func([]any) (any, error) { return map[string]string{"from": "store"}, nil },
			"cache.get":    func([]any) (any, error) { return map[string]string{"from": "cache"}, nil },
			"codemode.add": func(a []any) (any, error) { m := object(a); return m["a"].(float64) + m["b"].(float64), nil },
			"echo.ping":    func(a []any) (any, error) { return map[string]any{"echoed": object(a)["msg"]}, nil },
		}}
		wantJSON(t, cfRun(t, x, `async () => await myns.echo({ msg: "hello" })`, h, provider("myns")), `{"echoed":"hello"}`)
		wantJSON(t, cfRun(t, x, `async () => ({ a: await store.get({}), b: await cache.get({}) })`, h, provider("store"), provider("cache")),
			`{"a":{"from":"store"},"b":{"from":"cache"}}`)
		wantJSON(t, cfRun(t, x, `async () => {
		  const sum = await codemode.add({ a: 3, b: 4 });
		  return { sum, pong: await echo.ping({ msg: sum }) };
		}`, h, provider("codemode"), provider("echo")), `{"sum":7,"pong":{"echoed":7}}`)
	})
	t.Run("ProviderErrorsPropagate", func(t *testing.T) {
		h := &cfHost{tools: map[string]func([]any) (any, error){"broken.doSomething": func([]any) (any, error) { return nil, errors.New("provider failed") }}}
		wantFailure(t, cfRun(t, x, `async () => await broken.doSomething({})`, h, provider("broken")), codemode.ErrThrown, "Error: provider failed")
	})
	t.Run("DuplicateProviderNames", func(t *testing.T) {
		wantFailure(t, cfRun(t, x, "async () => 1", nil, provider("dup"), provider("dup")), codemode.ErrProvider,
			`Provider name "dup" is declared twice. Give each provider its own name.`)
	})
	t.Run("PreludeShadowsTheProxy", func(t *testing.T) {
		prelude := `
		  codemode.step = async (seq, fn) => {
		    const d = await codemode.decide(seq);
		    if (d.kind === "replay") return d.result;
		    const value = await fn();
		    await codemode.record(value);
		    return value;
		  };`
		fresh := &cfHost{tools: map[string]func([]any) (any, error){
			"codemode.decide": func(a []any) (any, error) { return map[string]any{"kind": "execute", "seq": a[0]}, nil },
			"codemode.record": func([]any) (any, error) { return true, nil },
		}}
		p := codemode.Provider{Name: "codemode", Prelude: prelude}
		wantJSON(t, cfRun(t, x, `async () => {
		  let ran = 0;
		  const v = await codemode.step(0, async () => { ran++; return 21 * 2; });
		  return { v, ran };
		}`, fresh, p), `{"v":42,"ran":1}`)
		if c := fresh.called(); !slices.Equal(c, []string{"codemode.decide [0]", "codemode.record [42]"}) {
			t.Fatalf("calls = %q", c)
		}
		replay := &cfHost{tools: map[string]func([]any) (any, error){
			"codemode.decide": func([]any) (any, error) { return map[string]any{"kind": "replay", "result": "cached"}, nil },
			"codemode.record": func([]any) (any, error) { return true, nil },
		}}
		wantJSON(t, cfRun(t, x, `async () => {
		  let ran = false;
		  const v = await codemode.step(0, async () => { ran = true; return "fresh"; });
		  return { v, ran };
		}`, replay, p), `{"v":"cached","ran":false}`)
	})
	t.Run("UnknownTool", func(t *testing.T) {
		r := cfRun(t, x, `async () => { try { await codemode.nonexistent({}) } catch (e) { return e.message } }`, &cfHost{})
		wantJSON(t, r, `"Tool \"nonexistent\" not found"`)
	})
}

// The normalization cases that concern what a body, an expression or a
// declaration runs as. Theirs assert the rewritten text; codemode's rewriting
// happens inside the sandbox, so these assert what the program returns.
func TestCloudflareNormalization(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, c := range []struct {
		name, code, want string
	}{
		{"Empty", "", ""},
		{"WhitespaceOnly", "   \n\t  ", ""},
		{"AsyncArrow", "async () => { return 1; }", "1"},
		{"SyncArrow", "() => { return 1; }", "1"},
		{"ConciseArrow", "() => 42", "42"},
		{"TrailingSemicolon", "async () => { return 1; };", "1"},
		{"SingleExpression", "1 + 2", "3"},
		{"StatementsThenExpression", "const x = 10;\nx * 2", "20"},
		{"AwaitExpression", "await Promise.resolve(5)", "5"},
		{"CallExpression", `console.log("hello")`, ""},
		{"Declaration", "const x = 42", ""},
		{"ForLoop", "for (let i = 0; i < 10; i++) {}", ""},
		{"IfStatement", "if (true) { 1 }", ""},
		{"DeclarationsOnly", "const a = 1;\nconst b = 2;", ""},
		{"Trimmed", "  () => 42  ", "42"},
		{"FenceJavaScriptBody", "```javascript\nconst x = 1;\nx + 2\n```", "3"},
		{"FenceTypeScript", "```typescript\n() => 42\n```", "42"},
		{"ExportDefaultArrow", "export default async () => { return 1; }", "1"},
		{"ExportDefaultExpression", "export default 42", "42"},
		{"ExportDefaultFunction", "export default function() { return 42; }", "42"},
		{"NamedAsyncFunction", "async function doStuff() { return 42; }", "42"},
		{"NamedFunction", "function compute() { return 1 + 2; }", "3"},
		{"FunctionThenCall", "function helper() { return 1; }\nhelper()", "1"},
		{"IIFE", "(async () => { return 42; })()", "42"},
		{"TopLevelReturn", "return 42", "42"},
		{"FenceAndExportDefault", "```js\nexport default async () => { return 1; }\n```", "1"},
		{"FenceAndNamedFunction", "```js\nasync function run() { return await Promise.resolve('test'); }\n```", `"test"`},
		// Theirs wraps an unclosed fence as a body that then fails to run;
		// codemode drops the opening fence and runs the code.
		{"UnclosedFence", "```js\nasync () => { return 1; }", "1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := x.Execute(context.Background(), codemode.Request{Code: c.code})
			if err := r.Err(); err != nil {
				t.Fatalf("%q failed: %v", c.code, err)
			}
			if string(r.Value) != c.want {
				t.Fatalf("%q = %s, want %s", c.code, r.Value, c.want)
			}
		})
	}
	// Theirs wraps syntactically invalid code as a body and lets it fail at
	// run time; codemode reports the syntax error with its position.
	r := x.Execute(context.Background(), codemode.Request{Code: "const = oops {{{"})
	if r.Error == nil || r.Error.Kind != codemode.ErrSyntax || r.Error.Line != 1 || !strings.HasPrefix(r.Error.Message, "SyntaxError: ") {
		t.Fatalf("invalid code = %+v, want a syntax error on line 1", r.Error)
	}
	// Theirs returns the class from export default class { ... } as the
	// result; codemode says that a class is not a program.
	r = x.Execute(context.Background(), codemode.Request{Code: "export default class { constructor() {} }"})
	if r.Error == nil || r.Error.Kind != codemode.ErrSyntax || !strings.HasPrefix(r.Error.Message, "The program is a class") {
		t.Fatalf("export default class = %+v", r.Error)
	}
}
