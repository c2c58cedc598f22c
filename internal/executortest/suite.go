// Package executortest is the behaviour every codemode.Executor must show: the
// worked examples of the executor's contract (the provider proxy, the
// envelope, dispatch), the failure table of docs/failures.md, the limits,
// and hostile programs. The in-process executor, the worker pool and the
// remote client each run it against themselves.
package executortest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// Config tunes the suite for one arrangement.
type Config struct {
	// Grace is how long past its deadline a hostile execution may take to
	// end (for the pool and the daemon it includes a round trip and a
	// process restart).
	Grace time.Duration
	// Short skips the slowest hostile programs.
	Short bool
	// ClosedRetained is the Err of a retained execution whose executor
	// was closed, for RunClosingEndsRetained: nil means kind cancelled
	// and codemode.TextShutdown.
	ClosedRetained *codemode.Error
	// ResumeIn are other executors the durable tests resume this one's
	// checkpoints in (and suspend again, and resume back here).
	ResumeIn []codemode.Executor
}

// Run runs the whole suite against x.
func Run(t *testing.T, x codemode.Executor, cfg Config) {
	if cfg.Grace == 0 {
		cfg.Grace = 2 * time.Second
	}
	cfg.Grace = Scale(cfg.Grace)
	s := &suite{x: x, cfg: cfg}
	t.Run("Examples", s.examples)
	t.Run("Failures", s.failures)
	t.Run("Limits", s.limits)
	t.Run("Concurrency", s.concurrency)
	t.Run("Isolation", s.isolation)
	t.Run("Hostile", s.hostile)
	t.Run("Console", s.console)
	t.Run("Normalization", s.normalization)
	t.Run("Reach", s.reach)
	t.Run("Mistakes", s.mistakes)
	t.Run("Durable", s.durable)
	t.Run("ErrorsIs", s.errorsIs)
}

type suite struct {
	x   codemode.Executor
	cfg Config
}

func (s *suite) exec(t *testing.T, req codemode.Request) codemode.Result {
	t.Helper()
	return s.x.Execute(context.Background(), req)
}

// echoDispatch answers every call with {"result":{"provider","tool","argsJson"}}.
func echoDispatch(_ context.Context, provider, tool, args string) (string, error) {
	b, _ := json.Marshal(map[string]any{"result": map[string]string{"provider": provider, "tool": tool, "argsJson": args}})
	return string(b), nil
}

func store(tools ...string) []codemode.Provider {
	return []codemode.Provider{{Name: "store", Tools: tools}}
}

// wantValue asserts that r completed with the JSON value want.
func wantValue(t *testing.T, r codemode.Result, want string) {
	t.Helper()
	if r.Error != nil {
		t.Fatalf("execution failed: %s (%s)\nstack: %s\nlogs: %q", r.Error.Message, r.Error.Kind, r.Error.Stack, r.Logs)
	}
	if !jsonEqual(string(r.Value), want) {
		t.Fatalf("value = %s, want %s", r.Value, want)
	}
}

// wantError asserts that r failed with kind and message.
func wantError(t *testing.T, r codemode.Result, kind codemode.ErrorKind, message string) {
	t.Helper()
	if r.Error == nil {
		t.Fatalf("execution completed with %s, want error %s: %q", r.Value, kind, message)
	}
	if r.Error.Kind != kind || r.Error.Message != message {
		t.Fatalf("error = %s: %q, want %s: %q", r.Error.Kind, r.Error.Message, kind, message)
	}
	wantIs(t, r, kind)
	if r.Value != nil {
		t.Fatalf("failed execution carries a value %s", r.Value)
	}
}

func jsonEqual(a, b string) bool {
	if a == "" || b == "" {
		return a == b
	}
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

// ---- the worked examples of the executor's contract ----

func (s *suite) examples(t *testing.T) {
	t.Run("AwaitingAProviderYieldsTheProxy", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => { const v = await store; return typeof v }`,
			Providers: store("x"),
			Dispatch:  echoDispatch,
		})
		wantValue(t, r, `"object"`)
		if len(r.Logs) != 0 {
			t.Fatalf("logs = %q, want none", r.Logs)
		}
	})

	t.Run("ArgumentsSpreadIntoAnArray", func(t *testing.T) {
		var mu sync.Mutex
		var seen []string
		r := s.exec(t, codemode.Request{
			Code: `async () => {
    await store.noArgs()
    await store.two('ada', 7)
    await store.obj({ id: 1, deep: { a: [1, 2] } })
    await store.bytes(new Uint8Array([1, 2, 3]))
    return 'sent'
  }`,
			Providers: store("noArgs"),
			Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
				mu.Lock()
				seen = append(seen, fmt.Sprintf("%s %s %s", provider, tool, args))
				mu.Unlock()
				return `{"result":null}`, nil
			},
		})
		wantValue(t, r, `"sent"`)
		want := []string{
			`store noArgs []`,
			`store two ["ada",7]`,
			`store obj [{"id":1,"deep":{"a":[1,2]}}]`,
			`store bytes [{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]`,
		}
		if !reflect.DeepEqual(seen, want) {
			t.Fatalf("dispatch saw\n%s\nwant\n%s", strings.Join(seen, "\n"), strings.Join(want, "\n"))
		}
	})

	t.Run("PositionalArgsFalseSendsOneObject", func(t *testing.T) {
		var mu sync.Mutex
		var seen []string
		r := s.exec(t, codemode.Request{
			Code:      `async () => { await store.find({ id: 7 }); await store.all(); return 'ok' }`,
			Providers: []codemode.Provider{{Name: "store", Tools: []string{"find"}, Args: codemode.OptionsObject}},
			Dispatch: func(_ context.Context, _, tool, args string) (string, error) {
				mu.Lock()
				seen = append(seen, tool+" "+args)
				mu.Unlock()
				return `{"result":null}`, nil
			},
		})
		wantValue(t, r, `"ok"`)
		if want := []string{`find {"id":7}`, `all {}`}; !reflect.DeepEqual(seen, want) {
			t.Fatalf("dispatch saw %q, want %q", seen, want)
		}
		args, err := protocol.ParseArguments(`{"id":7}`)
		if err != nil || len(args) != 1 || !reflect.DeepEqual(args[0], map[string]any{"id": 7.0}) {
			t.Fatalf("ParseArguments({\"id\":7}) = %v, %v; want one argument", args, err)
		}
	})

	t.Run("BinaryCrossesBothWays", func(t *testing.T) {
		state := protocol.NewState()
		defer state.Close()
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const r = await store.reverse(new Uint8Array([1, 2, 3]))
  return { isUint8Array: r instanceof Uint8Array, bytes: [...r] }
}`,
			Providers: store("reverse"),
			Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, _, _, args string) (any, error) {
				var b []byte
				if err := protocol.DecodeArguments(args, &b); err != nil {
					return nil, err
				}
				out := make([]byte, len(b))
				for i := range b {
					out[i] = b[len(b)-1-i]
				}
				return out, nil
			}),
		})
		wantValue(t, r, `{"isUint8Array":true,"bytes":[3,2,1]}`)
	})

	t.Run("EveryBinaryTypeCrosses", func(t *testing.T) {
		var got string
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const ab = new ArrayBuffer(4); new Uint8Array(ab).set([1, 2, 3, 4])
  const vals = [ab, new DataView(ab, 1, 2), new Int8Array([-1]), new Uint8ClampedArray([255]), new Int16Array([-2]),
    new Uint16Array([2]), new Int32Array([-3]), new Uint32Array([3]), new Float32Array([1.5]), new Float64Array([2.5]),
    new BigInt64Array([-4n]), new BigUint64Array([4n]), new Uint8Array(ab, 2, 2)]
  const back = await store.echo(vals)
  return back.map((v) => Object.prototype.toString.call(v) + ':' + (v instanceof ArrayBuffer ? [...new Uint8Array(v)] : v instanceof DataView ? [...new Uint8Array(v.buffer)] : [...v].map(String)).join(','))
}`,
			Providers: store("echo"),
			Dispatch: func(_ context.Context, _, _, args string) (string, error) {
				got = args
				vals, err := protocol.ParseArguments(args)
				if err != nil {
					return "", err
				}
				return protocol.ResultEnvelope(vals[0])
			},
		})
		wantValue(t, r, `["[object ArrayBuffer]:1,2,3,4","[object DataView]:2,3","[object Int8Array]:-1","[object Uint8ClampedArray]:255","[object Int16Array]:-2","[object Uint16Array]:2","[object Int32Array]:-3","[object Uint32Array]:3","[object Float32Array]:1.5","[object Float64Array]:2.5","[object BigInt64Array]:-4","[object BigUint64Array]:4","[object Uint8Array]:3,4"]`)
		if !strings.Contains(got, `{"__executor_binary_v1__":"DataView","data":"AgM="}`) {
			t.Fatalf("a DataView over bytes 1..2 should cross as its own two bytes; args were %s", got)
		}
	})

	t.Run("DispatchWorthCopying", func(t *testing.T) {
		users := []map[string]any{{"id": "ada", "name": "Ada"}, {"id": "bob", "name": "Bob"}}
		tools := map[string]func([]any) (any, error){
			"listUsers": func([]any) (any, error) { return users, nil },
			"findUser": func(args []any) (any, error) {
				for _, u := range users {
					if len(args) > 0 && u["id"] == args[0] {
						return u, nil
					}
				}
				return nil, errors.New("no such user")
			},
		}
		state := protocol.NewState()
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const all = await store.listUsers()
  const one = await store.findUser('bob')
  let missing, unknown
  try { await store.findUser('zed') } catch (e) { missing = e.message }
  try { await store.dropTables() } catch (e) { unknown = e.message }
  let foreign
  try { await __dispatch('secrets', 'read', '[]').then((j) => { foreign = JSON.parse(j) }) } catch (e) { foreign = e.message }
  return { count: all.length, one: one.name, missing, unknown, foreign }
}`,
			Providers: store("listUsers", "findUser"),
			Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, provider, tool, args string) (any, error) {
				calls.Add(1)
				if provider != "store" {
					return nil, &protocol.ToolNotFoundError{Tool: tool}
				}
				handler, ok := tools[tool]
				if !ok {
					return nil, &protocol.ToolNotFoundError{Tool: tool}
				}
				parsed, err := protocol.ParseArguments(args)
				if err != nil {
					return nil, err
				}
				return handler(parsed)
			}),
		})
		state.Close()
		wantValue(t, r, `{"count":2,"one":"Bob","missing":"no such user","unknown":"Tool \"dropTables\" not found","foreign":{"error":"Tool \"read\" not found"}}`)
		if calls.Load() != 5 {
			t.Fatalf("responder ran %d times, want 5", calls.Load())
		}
	})

	t.Run("LatchClosedNeverReachesTheResponder", func(t *testing.T) {
		state := protocol.NewState()
		state.Close()
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { return await store.write() } catch (e) { return e.message } }`,
			Providers: store("write"),
			Dispatch: protocol.EnvelopeDispatch(state, func(context.Context, string, string, string) (any, error) {
				calls.Add(1)
				return "wrote", nil
			}),
		})
		wantValue(t, r, `"Execution has already completed."`)
		if calls.Load() != 0 {
			t.Fatal("the responder ran behind a closed latch")
		}
	})

	t.Run("UnawaitedCallStartsBeforeExecuteReturns", func(t *testing.T) {
		started := make(chan struct{})
		release := make(chan struct{})
		state := protocol.NewState()
		r := s.exec(t, codemode.Request{
			Code:      `async () => { store.fireAndForget(); return 'returned early' }`,
			Providers: store("fireAndForget"),
			Dispatch: protocol.EnvelopeDispatch(state, func(context.Context, string, string, string) (any, error) {
				close(started)
				<-release // a responder that takes a round trip to the database
				return nil, nil
			}),
		})
		state.Close()
		select {
		case <-started:
		default:
			t.Fatal("the responder had not started when Execute returned")
		}
		close(release)
		wantValue(t, r, `"returned early"`)
	})

	t.Run("UndeclaredProviderReachesDispatch", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => await __dispatch('secrets', 'read', '[]')`,
			Providers: store("listOrders"),
			Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
				// JSON.stringify({ result: { provider, tool, argsJson } }) in
				// JavaScript: a struct keeps its keys in that order.
				type call struct {
					Provider string `json:"provider"`
					Tool     string `json:"tool"`
					ArgsJSON string `json:"argsJson"`
				}
				b, err := json.Marshal(struct {
					Result call `json:"result"`
				}{call{provider, tool, args}})
				return string(b), err
			},
		})
		// The documented value, byte for byte: the envelope __dispatch
		// answers with, as one string.
		want, _ := json.Marshal(`{"result":{"provider":"secrets","tool":"read","argsJson":"[]"}}`)
		wantValue(t, r, string(want))
		if string(r.Value) != string(want) {
			t.Fatalf("value = %s, want exactly %s", r.Value, want)
		}
	})

	t.Run("UndeclaredToolReachesDispatch", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => (await store.neverListed(1)).tool`,
			Providers: store("listed"),
			Dispatch:  echoDispatch,
		})
		wantValue(t, r, `"neverListed"`)
	})

	t.Run("FailureIsCatchable", func(t *testing.T) {
		state := protocol.NewState()
		defer state.Close()
		r := s.exec(t, codemode.Request{
			Code: `async () => {
    try {
      return await store.nope()
    } catch (failure) {
      return { name: failure.name, message: failure.message }
    }
  }`,
			Providers: store("listUsers"),
			Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, _, tool, _ string) (any, error) {
				return nil, &protocol.ToolNotFoundError{Tool: tool}
			}),
		})
		wantValue(t, r, `{"name":"Error","message":"Tool \"nope\" not found"}`)
	})

	t.Run("NoDispatchRefusesEveryCall", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { await store.x() } catch (e) { return e.message } }`,
			Providers: store("x"),
		})
		wantValue(t, r, `"Tool \"x\" not found"`)
	})

	t.Run("AnswerOutsideTheEnvelope", func(t *testing.T) {
		for _, answer := range []string{`"just a string"`, `42`, `null`, `[1]`, `not json`} {
			r := s.exec(t, codemode.Request{
				Code:      `async () => { try { return await store.x() } catch (failure) { return failure.message } }`,
				Providers: store("x"),
				Dispatch:  func(context.Context, string, string, string) (string, error) { return answer, nil },
			})
			wantValue(t, r, `"The dispatch answered outside the result envelope."`)
		}
	})

	t.Run("DispatchGoErrorIsCatchable", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { return await store.x() } catch (e) { return e.message } }`,
			Providers: store("x"),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				return "", errors.New("database is down")
			},
		})
		wantValue(t, r, `"database is down"`)
	})

	t.Run("DispatchPanicIsCatchable", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { return await store.x() } catch (e) { return e.message } }`,
			Providers: store("x"),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				panic("nil map")
			},
		})
		wantValue(t, r, `"dispatch panicked: nil map"`)
	})

	t.Run("Prelude", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => store.helpers.twice(21)`,
			Providers: []codemode.Provider{{Name: "store", Tools: []string{"listUsers"}, Prelude: `store.helpers = { twice: (n) => n * 2 }`}},
			Dispatch:  echoDispatch,
		})
		wantValue(t, r, `42`)
	})

	t.Run("PreludeSeesEveryProvider", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => [a.fromB, typeof b.helper]`,
			Providers: []codemode.Provider{
				{Name: "a", Prelude: `a.fromB = typeof b`},
				{Name: "b", Prelude: `b.helper = () => 1`},
			},
			Dispatch: echoDispatch,
		})
		wantValue(t, r, `["object","function"]`)
	})

	t.Run("ProxySource", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => await api.v1.users.list()`,
			Providers: []codemode.Provider{{
				Name:  "api",
				Tools: []string{"v1.users.list"},
				ProxySource: `const api = { v1: { users: { list: async () => {
        const json = await __dispatch('api', 'v1.users.list', __stringifyForDispatch([]))
        const data = __parseForDispatch(json)
        if (data.error) throw new Error(data.error)
        return data.result
      } } } };`,
			}},
			Dispatch: func(_ context.Context, provider, tool, _ string) (string, error) {
				return fmt.Sprintf(`{"result":%q}`, provider+"."+tool+" served"), nil
			},
		})
		wantValue(t, r, `"api.v1.users.list served"`)
	})

	t.Run("ProviderNameRules", func(t *testing.T) {
		cases := []struct {
			names []string
			want  string
		}{
			{[]string{"console"}, `Provider name "console" is reserved. Give the provider a name the entry scope does not bind.`},
			{[]string{"my-store"}, `Provider name "my-store" must be ASCII letters, digits, underscore and dollar, and must not start with a digit.`},
			{[]string{"class"}, `Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.`},
			{[]string{"store", "store"}, `Provider name "store" is declared twice. Give each provider its own name.`},
		}
		for _, c := range cases {
			var ps []codemode.Provider
			for _, n := range c.names {
				ps = append(ps, codemode.Provider{Name: n, Tools: []string{"x"}})
			}
			// Each rule is reported before the program runs. A
			// program (or a prelude) that ran would have logged and called
			// dispatch before anything else.
			ps[0].Prelude = `console.log('the prelude ran'); __dispatch('probe', 'prelude', '[]')`
			var called atomic.Bool
			r := s.exec(t, codemode.Request{
				Code:      `async () => { console.log('the program ran'); await __dispatch('probe', 'program', '[]'); return 1 }`,
				Providers: ps,
				Dispatch: func(context.Context, string, string, string) (string, error) {
					called.Store(true)
					return `{"result":1}`, nil
				},
			})
			wantError(t, r, codemode.ErrProvider, c.want)
			if called.Load() {
				t.Fatalf("%q: dispatch was called: the program ran despite the rule", c.names)
			}
			if len(r.Logs) != 0 {
				t.Fatalf("%q: logs = %q: the program ran despite the rule", c.names, r.Logs)
			}
		}
	})

	t.Run("ShadowingFetchBreaksOnlyTheProgram", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { const r = await fetch('https://example.com'); return 'reached ' + r.status } catch (failure) { return failure.message } }`,
			Providers: []codemode.Provider{{Name: "fetch", Tools: []string{"x"}}},
			Dispatch:  echoDispatch,
		})
		// V8 words it "fetch is not a function"; QuickJS
		// words the same TypeError "not a function".
		wantValue(t, r, `"not a function"`)
		r = s.exec(t, codemode.Request{
			Code:      `async () => typeof fetch`,
			Providers: []codemode.Provider{{Name: "fetch", Tools: []string{"x"}}},
			Dispatch:  echoDispatch,
		})
		wantValue(t, r, `"object"`)
	})

	t.Run("ProxyTrapGuards", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const p = store
  return [typeof p.then, typeof p[Symbol.iterator], typeof p[Symbol.toPrimitive], typeof p.anything, p.same === p.same,
          (p.written = 5, p.written), Object.keys(p)]
}`,
			Providers: store(),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				return "", errors.New("no tool call expected")
			},
		})
		wantValue(t, r, `["undefined","undefined","undefined","function",true,5,["written"]]`)
	})

	t.Run("ReturningAProviderMakesNoToolCall", func(t *testing.T) {
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code:      `async () => store`,
			Providers: store(),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				calls.Add(1)
				return `{"result":1}`, nil
			},
		})
		wantValue(t, r, `{}`)
		if calls.Load() != 0 {
			t.Fatal("serialising a provider made a tool call (toJSON)")
		}
	})
}

// ---- docs/failures.md, row by row ----

func (s *suite) failures(t *testing.T) {
	rows := []struct {
		name    string
		code    string
		kind    codemode.ErrorKind
		message string
		line    int
		column  int
	}{
		{"SyntaxError", "async () => {\n  const x = ;\n}", codemode.ErrSyntax, "SyntaxError: unexpected token in expression: ';' (line 2, column 13)", 2, 13},
		{"SyntaxErrorUnclosed", "async () => {\n  return 1", codemode.ErrSyntax, "SyntaxError: unexpected token in expression: ')' (line 2, column 11)", 2, 11},
		{"ThrowError", `async () => { throw new TypeError('boom') }`, codemode.ErrThrown, "TypeError: boom", 0, 0},
		{"ThrowString", `async () => { throw 'x' }`, codemode.ErrThrown, "Uncaught 'x'", 0, 0},
		{"ThrowNull", `async () => { throw null }`, codemode.ErrThrown, "Uncaught null", 0, 0},
		{"ThrowObject", `async () => { throw { code: 7 } }`, codemode.ErrThrown, "Uncaught { code: 7 }", 0, 0},
		{"RejectSync", `() => { throw new RangeError('sync') }`, codemode.ErrThrown, "RangeError: sync", 0, 0},
		{"StackOverflow", `async () => { const f = () => f(); return f() }`, codemode.ErrStackOverflow, "InternalError: stack overflow", 0, 0},
		{"NeverSettled", `async () => new Promise(() => {})`, codemode.ErrNeverSettled, "The program's promise can never settle: it is waiting, and nothing it could be waiting for (a tool call, a timer, a fetch or a handle) is pending.", 0, 0},
		{"ResultFunction", `async () => () => 1`, codemode.ErrResultInvalid, "The result cannot be returned: it is a function. Return data (objects, arrays, strings, numbers, booleans or null).", 0, 0},
		{"ResultSymbol", `async () => Symbol('s')`, codemode.ErrResultInvalid, "The result cannot be returned: it is a symbol. Return data (objects, arrays, strings, numbers, booleans or null).", 0, 0},
		{"ResultBigInt", `async () => ({ n: 10n })`, codemode.ErrResultInvalid, "The result cannot be returned: it contains a BigInt, which JSON cannot represent. Convert it with String() or Number() first.", 0, 0},
		{"ResultCycle", `async () => { const a = {}; a.self = a; return a }`, codemode.ErrResultInvalid, "The result cannot be returned: it contains a cycle (an object that refers back to itself).", 0, 0},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			r := s.exec(t, codemode.Request{Code: row.code, Limits: codemode.Limits{Timeout: Scale(5 * time.Second)}})
			wantError(t, r, row.kind, row.message)
			if r.Error.Line != row.line || r.Error.Column != row.column {
				t.Fatalf("position = %d:%d, want %d:%d", r.Error.Line, r.Error.Column, row.line, row.column)
			}
		})
	}

	// Rows that need more of a request than its code.
	reqRows := []struct {
		name    string
		req     codemode.Request
		kind    codemode.ErrorKind
		message string
	}{
		{"PreludeSyntaxError", codemode.Request{
			Code:      `async () => 1`,
			Providers: []codemode.Provider{{Name: "s", Prelude: `s.x = (`}},
		}, codemode.ErrSyntax, "SyntaxError in provider source: unexpected token in expression: ';'"},
		{"ProxySourceSyntaxError", codemode.Request{
			Code:      `async () => 1`,
			Providers: []codemode.Provider{{Name: "api", ProxySource: `const api = {`}},
		}, codemode.ErrSyntax, "SyntaxError in provider source: invalid property name"},
		{"StackDepthTooLarge", codemode.Request{
			Code:   `async () => 1`,
			Limits: codemode.Limits{StackDepth: 30000},
		}, codemode.ErrRequest, "Limits.StackDepth is 30000; the most the engine can take safely is 20000."},
		{"DispatchTakesThreeStrings", codemode.Request{
			Code: `async () => __dispatch('store', 1, '[]')`,
		}, codemode.ErrThrown, "TypeError: __dispatch(provider, tool, argsJSON) takes three strings."},
	}
	for _, row := range reqRows {
		t.Run(row.name, func(t *testing.T) {
			r := s.exec(t, row.req)
			wantError(t, r, row.kind, row.message)
			if r.Error.Line != 0 || r.Error.Column != 0 {
				t.Fatalf("position = %d:%d, want none (the error is not in the program)", r.Error.Line, r.Error.Column)
			}
		})
	}

	t.Run("DispatchWithTwoArgumentsIsACatchableTypeError", func(t *testing.T) {
		var called atomic.Bool
		r := s.exec(t, codemode.Request{
			Code: `async () => { try { __dispatch('store', 'x'); return 'sent' } catch (e) { return [e instanceof TypeError, e.message] } }`,
			Dispatch: func(context.Context, string, string, string) (string, error) {
				called.Store(true)
				return `{"result":1}`, nil
			},
		})
		wantValue(t, r, `[true,"__dispatch(provider, tool, argsJSON) takes three strings."]`)
		if called.Load() {
			t.Fatal("dispatch was called")
		}
	})

	// A tool call made while the program's expression is evaluated (before
	// the function it yields runs) is refused; the program still runs.
	t.Run("ToolCallsBeforeTheProgramRuns", func(t *testing.T) {
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `(globalThis.early = [store.x(), __dispatch('store', 'y', '[]')], async () => {
  const out = []
  for (const p of globalThis.early) { try { await p; out.push('sent') } catch (e) { out.push(e.message) } }
  out.push(await store.z())
  return out
})`,
			Providers: store("x"),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				calls.Add(1)
				return `{"result":"sent later"}`, nil
			},
		})
		const inert = "Tool calls are not available until the program runs."
		wantValue(t, r, fmt.Sprintf(`[%q,%q,"sent later"]`, inert, inert))
		if calls.Load() != 1 {
			t.Fatalf("dispatch ran %d times, want 1 (only the program's own call)", calls.Load())
		}
	})

	t.Run("ThrownErrorCarriesProgramStack", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: "async () => {\n  const f = () => { throw new Error('deep') }\n  f()\n}"})
		wantError(t, r, codemode.ErrThrown, "Error: deep")
		if !strings.Contains(r.Error.Stack, "<program>:2") || strings.Contains(r.Error.Stack, "<executor>") || strings.Contains(r.Error.Stack, "at start") {
			t.Fatalf("stack should point into the program as written and hide the executor:\n%s", r.Error.Stack)
		}
	})

	t.Run("UndefinedResultHasNoValue", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { }`})
		if r.Error != nil || r.Value != nil {
			t.Fatalf("got %s / %v, want no value and no error", r.Value, r.Error)
		}
		r = s.exec(t, codemode.Request{Code: `async () => null`})
		wantValue(t, r, `null`)
	})

	t.Run("Timeout", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { for (;;) {} }`, Limits: codemode.Limits{Timeout: 300 * time.Millisecond}})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 300ms.")
	})

	t.Run("TimeoutWhileWaitingForATool", func(t *testing.T) {
		var cancelled atomic.Bool
		r := s.exec(t, codemode.Request{
			Code:      `async () => await store.slow()`,
			Providers: store("slow"),
			Limits:    codemode.Limits{Timeout: 300 * time.Millisecond},
			Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
				<-ctx.Done()
				cancelled.Store(true)
				return "", ctx.Err()
			},
		})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 300ms.")
		WaitFor(t, "the dispatch context to be cancelled", cancelled.Load)
	})

	t.Run("Cancellation", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(200*time.Millisecond, cancel)
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => { for (;;) {} }`})
		wantError(t, r, codemode.ErrCancelled, "Execution was cancelled.")
	})

	t.Run("CancelledBeforeStart", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => 1`})
		wantError(t, r, codemode.ErrCancelled, "Execution was cancelled.")
	})

	t.Run("OutOfMemory", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:   `async () => { const a = []; for (;;) a.push(new Array(1000).fill(a.length)) }`,
			Limits: codemode.Limits{Memory: 8 << 20, Timeout: Scale(10 * time.Second)},
		})
		wantError(t, r, codemode.ErrMemory, "Execution ran out of memory: it reached its limit of 8 MiB.")
	})

	t.Run("InvalidLimits", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => 1`, Limits: codemode.Limits{Timeout: -time.Second}})
		wantError(t, r, codemode.ErrRequest, "Limits.Timeout is -1s; use 0 for the default (30s) or a positive duration.")
		r = s.exec(t, codemode.Request{Code: `async () => 1`, Limits: codemode.Limits{Memory: 1000}})
		wantError(t, r, codemode.ErrRequest, "Limits.Memory is 1000 bytes; the sandbox needs at least 1 MiB (1048576 bytes).")
		r = s.exec(t, codemode.Request{Code: `async () => 1`, Limits: codemode.Limits{ToolCalls: -1}})
		wantError(t, r, codemode.ErrRequest, "Limits.ToolCalls is -1; use 0 for the default (1000) or a positive value.")
	})
}

// WaitFor polls cond until it holds, failing the test with what it waited
// for after ten seconds (Scaled).
func WaitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(Scale(10 * time.Second))
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// ---- limits ----

func (s *suite) limits(t *testing.T) {
	t.Run("PayloadBoundRejectsAtTheCallSite", func(t *testing.T) {
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  let big
  try { await store.write('x'.repeat(2000)) } catch (e) { big = e.message }
  const small = await store.write('x'.repeat(10))
  return { big, small }
}`,
			Providers: store("write"),
			Limits:    codemode.Limits{PayloadBytes: 1000},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				calls.Add(1)
				return `{"result":"ok"}`, nil
			},
		})
		wantValue(t, r, `{"big":"The call to store.write was not sent: it carries 2014 bytes, over the limit of 1000 bytes per call.","small":"ok"}`)
		if calls.Load() != 1 {
			t.Fatalf("dispatch ran %d times, want 1 (the oversized call must never be delivered)", calls.Load())
		}
	})

	t.Run("ToolCallBound", func(t *testing.T) {
		var calls atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = []
  for (let i = 0; i < 5; i++) { try { await store.x(i); out.push('ok') } catch (e) { out.push(e.message) } }
  return out
}`,
			Providers: store("x"),
			Limits:    codemode.Limits{ToolCalls: 3},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				calls.Add(1)
				return `{"result":1}`, nil
			},
		})
		msg := "The call to store.x was not sent: an execution may make at most 3 tool calls."
		wantValue(t, r, fmt.Sprintf(`["ok","ok","ok",%q,%q]`, msg, msg))
		if calls.Load() != 3 {
			t.Fatalf("dispatch ran %d times, want 3", calls.Load())
		}
	})

	t.Run("ConcurrentCallBound", func(t *testing.T) {
		var inflight, peak atomic.Int32
		r := s.exec(t, codemode.Request{
			Code:      `async () => (await Promise.all(Array.from({ length: 20 }, (_, i) => store.x(i)))).length`,
			Providers: store("x"),
			Limits:    codemode.Limits{ConcurrentCalls: 4},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				n := inflight.Add(1)
				for {
					p := peak.Load()
					if n <= p || peak.CompareAndSwap(p, n) {
						break
					}
				}
				time.Sleep(5 * time.Millisecond)
				inflight.Add(-1)
				return `{"result":1}`, nil
			},
		})
		wantValue(t, r, `20`)
		if p := peak.Load(); p > 4 {
			t.Fatalf("%d calls were in flight at once, limit 4", p)
		}
	})

	t.Run("ResultBound", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => 'x'.repeat(2000)`, Limits: codemode.Limits{ResultBytes: 1000}})
		wantError(t, r, codemode.ErrResultTooLarge, "The result is 2002 bytes of JSON, over the limit of 1000 bytes.")
	})

	t.Run("AnswerLargerThanPayloadBoundIsFine", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:      `async () => (await store.big()).length`,
			Providers: store("big"),
			Limits:    codemode.Limits{PayloadBytes: 100},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				return fmt.Sprintf(`{"result":%q}`, strings.Repeat("y", 10000)), nil
			},
		})
		wantValue(t, r, `10000`)
	})

	t.Run("StackDepthBound", func(t *testing.T) {
		const probe = `async () => { let depth = 0; function f() { depth++; f() } try { f() } catch (e) { return { depth, error: e.name + ': ' + e.message } } }`
		depthAt := func(lim codemode.Limits) int {
			t.Helper()
			r := s.exec(t, codemode.Request{Code: probe, Limits: lim})
			if r.Error != nil {
				t.Fatalf("StackDepth %d: %s: %s", lim.StackDepth, r.Error.Kind, r.Error.Message)
			}
			var out struct {
				Depth int    `json:"depth"`
				Error string `json:"error"`
			}
			if err := json.Unmarshal(r.Value, &out); err != nil {
				t.Fatalf("StackDepth %d: value %s: %v", lim.StackDepth, r.Value, err)
			}
			if out.Error != "InternalError: stack overflow" {
				t.Fatalf("StackDepth %d: caught %q, want the stack-overflow error", lim.StackDepth, out.Error)
			}
			return out.Depth
		}
		small, def := depthAt(codemode.Limits{StackDepth: 100}), depthAt(codemode.Limits{})
		if small < 10 || small > 200 {
			t.Fatalf("with StackDepth 100 the recursion reached depth %d, want it bounded near 100 slots", small)
		}
		if def < 10*small {
			t.Fatalf("the default StackDepth (%d) reached depth %d, StackDepth 100 reached %d: the limit makes no difference", codemode.DefaultStackDepth, def, small)
		}
		// Uncaught, it ends the execution with the documented error.
		r := s.exec(t, codemode.Request{Code: `async () => { function f(n) { return f(n + 1) + 1 } return f(0) }`, Limits: codemode.Limits{StackDepth: 100}})
		wantError(t, r, codemode.ErrStackOverflow, "InternalError: stack overflow")
	})

	t.Run("LogBound", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:   `async () => { for (let i = 0; i < 100; i++) console.log('line ' + i + ' ' + 'z'.repeat(40)); return 1 }`,
			Limits: codemode.Limits{LogBytes: 500},
		})
		wantValue(t, r, `1`)
		last := r.Logs[len(r.Logs)-1]
		if last != "[logs truncated: the log limit of 500 bytes was reached]" {
			t.Fatalf("last log line = %q, want the truncation marker", last)
		}
		total := 0
		for _, l := range r.Logs[:len(r.Logs)-1] {
			total += len(l)
		}
		if total > 500 {
			t.Fatalf("logs hold %d bytes, limit 500", total)
		}
	})
}

// ---- concurrency ----

func (s *suite) concurrency(t *testing.T) {
	t.Run("PromiseAllDispatchesConcurrently", func(t *testing.T) {
		const n = 10
		var arrived sync.WaitGroup
		arrived.Add(n)
		r := s.exec(t, codemode.Request{
			Code:      `async () => await Promise.all([0,1,2,3,4,5,6,7,8,9].map((i) => store.echo(i)))`,
			Providers: store("echo"),
			Limits:    codemode.Limits{Timeout: Scale(10 * time.Second)},
			Dispatch: func(_ context.Context, _, _, args string) (string, error) {
				// Every call waits until all have arrived: this only
				// finishes if they are in flight at the same time.
				arrived.Done()
				arrived.Wait()
				var a []int
				_ = json.Unmarshal([]byte(args), &a)
				time.Sleep(time.Duration(10-a[0]) * time.Millisecond) // answer out of order
				return fmt.Sprintf(`{"result":%d}`, a[0]*a[0]), nil
			},
		})
		wantValue(t, r, `[0,1,4,9,16,25,36,49,64,81]`)
	})

	t.Run("ExecutionsShareNothing", func(t *testing.T) {
		var wg sync.WaitGroup
		errs := make(chan string, 20)
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				r := s.x.Execute(context.Background(), codemode.Request{
					Code:      fmt.Sprintf(`async () => { const before = globalThis.leak; globalThis.leak = %d; Array.prototype.poison = 1; return [before === undefined, await store.id(%d)] }`, i, i),
					Providers: store("id"),
					Dispatch: func(_ context.Context, _, _, args string) (string, error) {
						return `{"result":` + strings.Trim(args, "[]") + `}`, nil
					},
				})
				if want := fmt.Sprintf(`[true,%d]`, i); r.Error != nil || string(r.Value) != want {
					errs <- fmt.Sprintf("execution %d: %s %v, want %s", i, r.Value, r.Error, want)
				}
			}(i)
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Error(e)
		}
	})
}

// ---- isolation ----

func (s *suite) isolation(t *testing.T) {
	t.Run("NoHostObjects", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => {
  const out = {}
  for (const n of ['require', 'process', 'module', 'exports', 'Deno', 'Bun', 'std', 'os', 'print', 'scriptArgs', 'WebAssembly', 'XMLHttpRequest', 'importScripts'])
    out[n] = typeof globalThis[n]
  const load = async (f) => { try { await f(); return 'loaded' } catch (e) { return 'refused' } }
  out.import = await load(() => import('os'))
  out.importStd = await load(() => import('std'))
  out.importRelative = await load(() => import('./x.js'))
  out.importDataURL = await load(() => import('data:text/javascript,1'))
  out.indirectEvalImport = await load(() => (0, eval)('import("os")'))
  out.evalImport = await load(() => eval('import("os")'))
  const realm = (function () {}).constructor.constructor('return this')()
  out.sameRealm = realm === globalThis
  const asyncRealm = (async function () {}).constructor('return this')()
  out.asyncSameRealm = (await asyncRealm) === undefined || (await asyncRealm) === globalThis
  return out
}`})
		wantValue(t, r, `{"require":"undefined","process":"undefined","module":"undefined","exports":"undefined","Deno":"undefined","Bun":"undefined","std":"undefined","os":"undefined","print":"undefined","scriptArgs":"undefined","WebAssembly":"undefined","XMLHttpRequest":"undefined","importScripts":"undefined","import":"refused","importStd":"refused","importRelative":"refused","importDataURL":"refused","indirectEvalImport":"refused","evalImport":"refused","sameRealm":true,"asyncSameRealm":true}`)
	})

	// Each provider is a const in strict-mode code: a program can neither
	// rebind it nor create a global by assigning to an undeclared name.
	t.Run("ProviderIsAStrictConst", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = {}
  try { store = 1; out.rebind = 'assigned' } catch (e) { out.rebind = e.name }
  try { undeclaredName = 1; out.undeclared = 'assigned' } catch (e) { out.undeclared = e.name }
  out.store = typeof store
  out.global = typeof undeclaredName
  return out
}`,
			Providers: store("x"),
			Dispatch:  echoDispatch,
		})
		wantValue(t, r, `{"rebind":"TypeError","undeclared":"ReferenceError","store":"object","global":"undefined"}`)
	})

	t.Run("GlobalsAreTheLanguageAndTheDocumentedOnes", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => Object.getOwnPropertyNames(globalThis).sort()`})
		if r.Error != nil {
			t.Fatal(r.Error)
		}
		var names []string
		if err := json.Unmarshal(r.Value, &names); err != nil {
			t.Fatal(err)
		}
		allowed := map[string]bool{}
		for _, n := range strings.Fields(standardGlobals + " " + executorGlobals) {
			allowed[n] = true
		}
		for _, n := range names {
			if !allowed[n] {
				t.Errorf("unexpected global %q", n)
			}
		}
	})
}

// standardGlobals are ECMAScript's own global names (QuickJS's set).
const standardGlobals = `Object Function Error EvalError RangeError ReferenceError SyntaxError TypeError URIError InternalError
AggregateError SuppressedError Iterator Array parseInt parseFloat isNaN isFinite decodeURI decodeURIComponent encodeURI
encodeURIComponent escape unescape Infinity NaN undefined Number Boolean String Math Reflect Symbol eval globalThis
Date RegExp JSON Proxy Map Set WeakMap WeakSet ArrayBuffer SharedArrayBuffer Uint8ClampedArray Int8Array Uint8Array
Int16Array Uint16Array Int32Array Uint32Array BigInt64Array BigUint64Array Float16Array Float32Array Float64Array
DataView Atomics Promise BigInt WeakRef FinalizationRegistry DisposableStack AsyncDisposableStack`

// executorGlobals are the names the executor documents (docs/ and package
// protocol).
const executorGlobals = `console __dispatch __stringifyForDispatch __parseForDispatch __encodeBinary __decodeBinary
setTimeout clearTimeout setInterval clearInterval queueMicrotask fetch Request Response Headers atob btoa TextEncoder
TextDecoder URL URLSearchParams structuredClone crypto AbortController AbortSignal`

// ---- hostile programs ----

// hugeFrameLocals declares 10,000 local variables: a function with them has a
// frame of about 160 KB, and 5,000 of those (the default stack bound) would be
// 800 MB.
var hugeFrameLocals = func() string {
	var b strings.Builder
	for i := range 10000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "v%d", i)
	}
	return b.String()
}()

func (s *suite) hostile(t *testing.T) {
	type prog struct {
		name string
		code string
		kind codemode.ErrorKind
		lim  codemode.Limits
		slow bool
	}
	timeout := 1500 * time.Millisecond
	mem := codemode.Limits{Memory: 16 << 20, Timeout: Scale(20 * time.Second)}
	progs := []prog{
		{"StringBomb", `async () => { let s = 'x'; for (;;) s = [s, s].join('') }`, codemode.ErrMemory, mem, false},
		{"RopeBomb", `async () => { let s = 'x'; for (;;) s += s }`, codemode.ErrThrown, mem, false},
		{"ObjectBomb", `async () => { const a = []; for (let i = 0;; i++) a.push({ i, s: 'v' + i }) }`, codemode.ErrMemory, mem, false},
		{"TypedArrayBomb", `async () => { const a = []; for (;;) a.push(new Uint8Array(1 << 20)) }`, codemode.ErrMemory, mem, false},
		// Each step of these loops is a long built-in: the engine's own
		// interrupt check (every 10000 jumps) would come seconds late.
		{"CatchOOMAndKeepAllocating", `async () => { const keep = []; for (;;) { try { for (;;) keep.push(new Array(1e5).fill(1)) } catch (e) { keep.length = 0 } } }`, codemode.ErrMemory, codemode.Limits{Memory: 16 << 20, Timeout: Scale(5 * time.Second)}, false},
		{"HeavyBuiltinLoop", `async () => { for (;;) new Array(1e5).fill(1) }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"HugeAllocation", `async () => { const b = new ArrayBuffer(1 << 30); return b.byteLength }`, codemode.ErrMemory, mem, false},
		{"InfiniteLoop", `async () => { for (;;) {} }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"InfiniteLoopInTryCatch", `async () => { for (;;) { try { for (;;) {} } catch (e) {} finally { continue } } }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"InfiniteLoopAfterAwait", `async () => { await null; await Promise.resolve(); for (;;) {} }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"CatastrophicRegex", `async () => /^(a+)+$/.test('a'.repeat(40) + 'b')`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"MicrotaskFlood", `async () => { const f = () => { Promise.resolve().then(f) }; f(); await new Promise(() => {}) }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"PromiseChainFlood", `async () => { const f = () => Promise.resolve().then(f); f(); await new Promise(() => {}) }`, codemode.ErrMemory, mem, false},
		{"AwaitLoopFlood", `async () => { for (;;) await null }`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"RecursionPlain", `async () => { function f(n) { return f(n + 1) + 1 } return f(0) }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"RecursionThroughMap", `async () => { const f = (a) => [a].map(f); return f(1) }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"RecursionThroughToString", `async () => { const o = { toString() { return String(this) } }; return String(o) }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"RecursionThroughProxy", `async () => { const p = new Proxy({}, { get: (t, k) => p[k] }); return p.x }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"RecursionThroughGetter", `async () => { const o = { get x() { return this.x } }; return o.x }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		// A call's frame and a bound call's arguments are engine memory like
		// any other: recursion with huge frames runs out of memory long before
		// the stack bound, instead of taking gigabytes of host memory.
		{"RecursionWithHugeFrames", `async () => { function f(n) { let ` + hugeFrameLocals + `; return f(n + 1) } return f(0) }`, codemode.ErrMemory, mem, false},
		{"RecursionThroughHugeBoundCalls", `async () => { let g; function f() { return g() } g = f.bind(null, ...new Array(60000).fill(0)); return g() }`, codemode.ErrMemory, mem, false},
		{"DeepJSONStringify", `async () => { let o = {}; for (let i = 0; i < 1e5; i++) o = { o }; return JSON.stringify(o).length }`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"DeepJSONParse", `async () => JSON.parse('['.repeat(1e5) + ']'.repeat(1e5))`, codemode.ErrStackOverflow, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"DeepResult", `async () => { let o = {}; for (let i = 0; i < 1e5; i++) o = { o }; return o }`, codemode.ErrResultInvalid, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"NeverSettling", `async () => { await new Promise(() => {}) }`, codemode.ErrNeverSettled, codemode.Limits{Timeout: timeout}, false},
		{"EnormousResult", `async () => 'x'.repeat(8 << 20)`, codemode.ErrResultTooLarge, codemode.Limits{Timeout: Scale(10 * time.Second)}, false},
		{"ThrowsGetterError", `async () => { throw { get message() { throw 1 }, toString() { throw 2 } } }`, codemode.ErrThrown, codemode.Limits{Timeout: timeout}, false},
		{"HostileToJSON", `async () => ({ toJSON() { for (;;) {} } })`, codemode.ErrTimeout, codemode.Limits{Timeout: timeout}, false},
		{"TimerFlood", `async () => { for (;;) setTimeout(() => {}, 1e6) }`, codemode.ErrThrown, codemode.Limits{Timeout: timeout}, false},
	}
	// The message each program ends with, as docs/failures.md writes it.
	const (
		timedOut = "Execution timed out after 1.5s."
		outOfMem = "Execution ran out of memory: it reached its limit of 16 MiB."
		overflow = "InternalError: stack overflow"
	)
	messages := map[string]string{
		"StringBomb":                     outOfMem,
		"RopeBomb":                       "InternalError: string too long",
		"ObjectBomb":                     outOfMem,
		"TypedArrayBomb":                 outOfMem,
		"CatchOOMAndKeepAllocating":      outOfMem,
		"HeavyBuiltinLoop":               timedOut,
		"HugeAllocation":                 outOfMem,
		"InfiniteLoop":                   timedOut,
		"InfiniteLoopInTryCatch":         timedOut,
		"InfiniteLoopAfterAwait":         timedOut,
		"CatastrophicRegex":              timedOut,
		"MicrotaskFlood":                 timedOut,
		"PromiseChainFlood":              outOfMem,
		"AwaitLoopFlood":                 timedOut,
		"RecursionPlain":                 overflow,
		"RecursionThroughMap":            overflow,
		"RecursionThroughToString":       overflow,
		"RecursionThroughProxy":          overflow,
		"RecursionThroughGetter":         overflow,
		"RecursionWithHugeFrames":        outOfMem,
		"RecursionThroughHugeBoundCalls": outOfMem,
		"DeepJSONStringify":              overflow,
		"DeepJSONParse":                  "SyntaxError: stack overflow",
		"DeepResult":                     "The result cannot be returned: it is nested too deeply.",
		"NeverSettling":                  "The program's promise can never settle: it is waiting, and nothing it could be waiting for (a tool call, a timer, a fetch or a handle) is pending.",
		"EnormousResult":                 "The result is 8388610 bytes of JSON, over the limit of 4194304 bytes.",
		"ThrowsGetterError":              "Uncaught { message: '[Getter threw]', toString: [Function: toString] }",
		"HostileToJSON":                  timedOut,
		"TimerFlood":                     "Error: Too many timers: an execution may have at most 1000 pending.",
	}
	for _, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			if p.slow && s.cfg.Short {
				t.Skip("slow")
			}
			if raceBuild && engineBound[p.name] {
				t.Skip("the race detector instruments every memory access of the transpiled engine; this program exercises the engine alone and runs in the plain build")
			}
			lim := p.lim.WithDefaults()
			start := time.Now()
			r := s.exec(t, codemode.Request{Code: p.code, Limits: p.lim})
			took := time.Since(start)
			if r.Error == nil {
				t.Fatalf("completed with %.100s, want %s", r.Value, p.kind)
			}
			msg, ok := messages[p.name]
			if !ok {
				t.Fatalf("no message written down for %s", p.name)
			}
			if r.Error.Kind != p.kind || r.Error.Message != msg {
				t.Fatalf("error = %s: %q, want %s: %q", r.Error.Kind, r.Error.Message, p.kind, msg)
			}
			if took > lim.Timeout+s.cfg.Grace {
				t.Fatalf("took %s, deadline %s plus grace %s", took, lim.Timeout, s.cfg.Grace)
			}
			// The next execution works.
			wantValue(t, s.exec(t, codemode.Request{Code: `async () => [1, 2, 3].map((x) => x * 2)`}), `[2,4,6]`)
		})
	}

	t.Run("EnormousLogs", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { const s = 'L'.repeat(1 << 16); for (let i = 0; i < 1000; i++) console.log(s); return 'done' }`, Limits: codemode.Limits{Timeout: Scale(20 * time.Second)}})
		wantValue(t, r, `"done"`)
		total := 0
		for _, l := range r.Logs {
			total += len(l)
		}
		if total > codemode.DefaultLogBytes+200 {
			t.Fatalf("logs hold %d bytes, limit %d", total, codemode.DefaultLogBytes)
		}
	})
}

// ---- console ----

func (s *suite) console(t *testing.T) {
	r := s.exec(t, codemode.Request{Code: `async () => {
  console.log('plain', 1, true, null, undefined)
  console.log({ a: 1, 'b-c': 'x', d: [1, 2, { e: new Map([[1, 2]]) }], f() {} })
  console.info('%s is %d years', 'Ada', 36)
  console.warn('careful')
  console.error(new Error('bad'))
  console.debug([1, [2, [3, [4, [5]]]]])
  console.log(new Uint8Array([1, 2]), new Set(['a']), 10n, Symbol('s'), -0)
  const c = { name: 'c' }; c.self = c
  console.log(c)
  class Point { constructor() { this.x = 1 } }
  console.log(new Point(), Object.create(null))
  return 0
}`})
	wantValue(t, r, `0`)
	want := []string{
		"plain 1 true null undefined",
		"{ a: 1, 'b-c': 'x', d: [ 1, 2, { e: [Map] } ], f: [Function: f] }",
		"Ada is 36 years",
		"[warn] careful",
		"[error] Error: bad",
		"[ 1, [ 2, [ 3, [Array] ] ] ]",
		"Uint8Array(2) [ 1, 2 ] Set(1) { 'a' } 10n Symbol(s) -0",
		"{ name: 'c', self: [Circular] }",
		"Point { x: 1 } [Object: null prototype] {}",
	}
	if len(r.Logs) != len(want) {
		t.Fatalf("logs = %q", r.Logs)
	}
	for i := range want {
		got := r.Logs[i]
		if i == 4 {
			got, _, _ = strings.Cut(got, "\n") // the stack follows
		}
		if got != want[i] {
			t.Errorf("log %d = %q, want %q", i, got, want[i])
		}
	}
}

// ---- program normalization ----

func (s *suite) normalization(t *testing.T) {
	cases := []struct {
		name string
		code string
		want string
	}{
		{"FunctionExpression", "async () => 1 + 1", "2"},
		{"PlainFunction", "function () { return 'sync' }", `"sync"`},
		{"FencedJS", "```js\nasync () => 'fenced'\n```", `"fenced"`},
		{"FencedJavaScriptWithProse", "```javascript\nasync () => {\n  return [1, 2].map((x) => x + 1)\n}\n```", "[2,3]"},
		{"FencedTypeScript", "```typescript\ninterface User { id: string; age: number }\nasync (): Promise<number> => {\n  const users: User[] = [{ id: 'a', age: 3 }]\n  return users.reduce((s: number, u: User) => s + u.age, 0)\n}\n```", "3"},
		{"UnfencedTypeScript", "async (): Promise<string> => { const x: string = 'ts'; return x as string }", `"ts"`},
		{"TypeScriptBody", "type P = { x: number }\nconst p: P = { x: 4 }\np.x * 2", "8"},
		{"BareExpression", "42", "42"},
		{"BareAwait", "await store.echo(5)", "5"},
		{"BodyWithLastExpression", "const a = await store.echo(2)\nconst b = await store.echo(3)\na * b", "6"},
		{"BodyWithReturn", "const a = await store.echo(2);\nreturn { a };", `{"a":2}`},
		{"BodyWithTrailingSemicolon", "const xs = [1, 2, 3];\nxs.length;", "3"},
		{"BodyEndingInAStatement", "const xs = [1, 2, 3]\nfor (const x of xs) console.log(x)", ""},
		{"ExportDefault", "export default async () => 'exported'", `"exported"`},
		{"Empty", "", ""},
		{"OnlyWhitespace", "  \n\t\n", ""},
		{"IIFE", "(async () => { return await store.echo(9) })()", "9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var calls atomic.Int32
			r := s.exec(t, codemode.Request{
				Code:      c.code,
				Providers: store("echo"),
				Dispatch: func(_ context.Context, _, _, args string) (string, error) {
					calls.Add(1)
					return `{"result":` + strings.TrimSuffix(strings.TrimPrefix(args, "["), "]") + `}`, nil
				},
			})
			if c.want == "" {
				if r.Error != nil || r.Value != nil {
					t.Fatalf("got %s %v, want undefined", r.Value, r.Error)
				}
				return
			}
			wantValue(t, r, c.want)
			if strings.Contains(c.code, "store.echo") && int(calls.Load()) != strings.Count(c.code, "store.echo") {
				t.Fatalf("dispatch ran %d times for %d calls in the program: a call ran twice or not at all", calls.Load(), strings.Count(c.code, "store.echo"))
			}
		})
	}

	errs := []struct {
		name    string
		code    string
		message string
		line    int
		column  int
	}{
		{"ErrorInFencedCodeCountsTheFence", "```js\nasync () => {\n  const x = ;\n}\n```", "SyntaxError: unexpected token in expression: ';' (line 3, column 13)", 3, 13},
		{"ErrorInTypeScriptPointsAtTheMistake", "async (a: number, b: string) => {\n  const c: number = a +\n}", `SyntaxError: Unexpected "}" (line 3, column 1)`, 3, 1},
		{"ErrorInABody", "const a = 1\nconst b = ;\na + b", `SyntaxError: Unexpected ";" (line 2, column 11)`, 2, 11},
		{"ErrorAfterExportDefault", "export default async () => { return 1 +; }", "SyntaxError: unexpected token in expression: ';' (line 1, column 40)", 1, 40},
	}
	for _, c := range errs {
		t.Run(c.name, func(t *testing.T) {
			r := s.exec(t, codemode.Request{Code: c.code})
			wantError(t, r, codemode.ErrSyntax, c.message)
			if r.Error.Line != c.line || r.Error.Column != c.column {
				t.Fatalf("position %d:%d, want %d:%d", r.Error.Line, r.Error.Column, c.line, c.column)
			}
		})
	}

	t.Run("BodyStackPointsAtTheModelsLines", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: "const a = 1\nthrow new Error('line two')"})
		wantError(t, r, codemode.ErrThrown, "Error: line two")
		if !strings.Contains(r.Error.Stack, "<program>:2") {
			t.Fatalf("stack should point at line 2:\n%s", r.Error.Stack)
		}
	})
}
