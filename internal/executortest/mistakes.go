package executortest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// The mistakes models make most in the programs they write, and what a caller
// sees for each: a forgotten await, a rejection nobody handled, an indented
// first line with a syntax error, a class where a function belongs.

// notAwaited is the pinned result_invalid text for a promise left at path.
func notAwaited(path string) string {
	return "The result cannot be returned: " + path + " is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...]))."
}

// listDispatch answers listUsers with two users and fails every call to
// fail with the error "upstream down".
func listDispatch(_ context.Context, _, tool, _ string) (string, error) {
	if tool == "fail" {
		return `{"error":"upstream down"}`, nil
	}
	return `{"result":[{"id":1},{"id":2}]}`, nil
}

func (s *suite) mistakes(t *testing.T) {
	t.Run("ForgottenAwait", func(t *testing.T) {
		// Every place a promise can hide in a result is named by its path.
		for _, c := range []struct{ code, path string }{
			{`async () => ({ users: store.listUsers() })`, "result.users"},
			{`async () => [1, store.listUsers()]`, "result[1]"},
			{`async () => ({ a: { b: [0, { c: store.listUsers() }] } })`, "result.a.b[1].c"},
			{`async () => ({ "not an identifier": store.listUsers() })`, `result["not an identifier"]`},
			{`async () => [1, 2].map((id) => store.listUsers(id))`, "result[0]"},
			{`async () => ({ later: Promise.resolve(1) })`, "result.later"},
			{`async () => ({ t: { then() {} } })`, "result.t"},
			{`async () => ({ p: new Promise(() => {}) })`, "result.p"},
			// The shortest path is the one named, even when a deeper one is
			// met first.
			{`async () => ({ a: { b: { c: Promise.resolve(1) } }, d: Promise.resolve(2) })`, "result.d"},
		} {
			r := s.exec(t, codemode.Request{Code: c.code, Providers: store("listUsers"), Dispatch: listDispatch})
			wantError(t, r, codemode.ErrResultInvalid, notAwaited(c.path))
		}
	})
	t.Run("AwaitedValuesAreData", func(t *testing.T) {
		// A value that merely has a then property that is not a function,
		// and a provider proxy (whose then is undefined), are data.
		r := s.exec(t, codemode.Request{
			Code:      `async () => ({ then: 1, users: await store.listUsers(), all: await Promise.all([store.listUsers()]) })`,
			Providers: store("listUsers"), Dispatch: listDispatch,
		})
		wantValue(t, r, `{"then":1,"users":[{"id":1},{"id":2}],"all":[[{"id":1},{"id":2}]]}`)
		if r.UnhandledRejections != 0 {
			t.Fatalf("UnhandledRejections = %d, want 0", r.UnhandledRejections)
		}
	})
	t.Run("UnhandledRejectionIsLoggedAndCounted", func(t *testing.T) {
		for _, c := range []struct {
			name, code string
			n          int
			warnings   []string
		}{
			{"PromiseReject", `async () => { Promise.reject(new Error("lost")); return 1 }`, 1,
				[]string{"[warn] Unhandled promise rejection: Error: lost"}},
			{"NotAnError", `async () => { Promise.reject("plain"); Promise.reject(7); return 1 }`, 2,
				[]string{`[warn] Unhandled promise rejection: "plain"`, "[warn] Unhandled promise rejection: 7"}},
			// The tool call is awaited; a promise derived from it is not.
			{"ToolCall", `async () => { const p = store.fail(); p.then((x) => x); await p.catch(() => {}); return 1 }`, 1,
				[]string{"[warn] Unhandled promise rejection: Error: upstream down"}},
			{"AsyncFunctionNotAwaited", `async () => { const go = async () => { throw new TypeError("bad") }; go(); await null; return 1 }`, 1,
				[]string{"[warn] Unhandled promise rejection: TypeError: bad"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				r := s.exec(t, codemode.Request{Code: c.code, Providers: store("fail"), Dispatch: listDispatch})
				wantValue(t, r, `1`)
				if r.UnhandledRejections != c.n {
					t.Fatalf("UnhandledRejections = %d, want %d (logs %q)", r.UnhandledRejections, c.n, r.Logs)
				}
				if !slices.Equal(r.Logs, c.warnings) {
					t.Fatalf("logs = %q, want %q", r.Logs, c.warnings)
				}
			})
		}
	})
	t.Run("HandledRejectionsAreNotReported", func(t *testing.T) {
		// A handler attached later, in the same or a later turn, handles it.
		r := s.exec(t, codemode.Request{Code: `async () => {
		  const p = Promise.reject(new Error("x"))
		  await null
		  await p.catch(() => {})
		  try { await store.fail() } catch {}
		  const q = store.fail()
		  await Promise.allSettled([q])
		  return 2
		}`, Providers: store("fail"), Dispatch: listDispatch})
		wantValue(t, r, `2`)
		if r.UnhandledRejections != 0 || len(r.Logs) != 0 {
			t.Fatalf("UnhandledRejections = %d, logs %q; want none", r.UnhandledRejections, r.Logs)
		}
	})
	t.Run("ACallInFlightIsNotWaitedFor", func(t *testing.T) {
		// The call fails only after the program returned: the run does not
		// wait for it, so there is nothing to report.
		release := make(chan struct{})
		defer close(release)
		r := s.exec(t, codemode.Request{
			Code:      `async () => { store.fail(); return 1 }`,
			Providers: store("fail"),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				<-release
				return `{"error":"too late"}`, nil
			},
		})
		wantValue(t, r, `1`)
		if r.UnhandledRejections != 0 || len(r.Logs) != 0 {
			t.Fatalf("UnhandledRejections = %d, logs %q; want none", r.UnhandledRejections, r.Logs)
		}
	})
	t.Run("AFailedRunReportsOnlyItsFailure", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { Promise.reject(new Error("lost")); throw new Error("boom") }`})
		wantError(t, r, codemode.ErrThrown, "Error: boom")
		if r.UnhandledRejections != 0 || len(r.Logs) != 0 {
			t.Fatalf("UnhandledRejections = %d, logs %q; want none", r.UnhandledRejections, r.Logs)
		}
	})
	t.Run("ManyUnhandledRejectionsStayBounded", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { for (let i = 0; i < 5000; i++) Promise.reject(new Error("e" + i)); return 1 }`})
		wantValue(t, r, `1`)
		if r.UnhandledRejections != 5000 {
			t.Fatalf("UnhandledRejections = %d, want 5000", r.UnhandledRejections)
		}
		if len(r.Logs) > 101 || r.Logs[len(r.Logs)-1] != fmt.Sprintf("[warn] Unhandled promise rejection: %d more not shown", 5000-100) {
			t.Fatalf("%d log lines, last %q", len(r.Logs), r.Logs[len(r.Logs)-1])
		}
	})
	t.Run("IndentedFirstLineSyntaxError", func(t *testing.T) {
		// The columns count in what the model wrote, indentation included.
		for _, c := range []struct {
			code      string
			line, col int
		}{
			{"\n      const invalid syntax here\n", 2, 21},
			{"    const invalid syntax here", 1, 19},
			{"\t\tconst invalid syntax here", 1, 17},
			{"```js\n  const invalid syntax here\n```", 2, 17},
			{"  export default async () => { const x = ; }", 1, 42},
			{"export default\n  async () => { const x = ; }", 2, 27},
		} {
			r := s.exec(t, codemode.Request{Code: c.code})
			if r.Error == nil || r.Error.Kind != codemode.ErrSyntax || r.Error.Line != c.line || r.Error.Column != c.col {
				t.Errorf("%q: error %+v, want a syntax error at line %d column %d", c.code, r.Error, c.line, c.col)
				continue
			}
			if !strings.HasSuffix(r.Error.Message, fmt.Sprintf("(line %d, column %d)", c.line, c.col)) {
				t.Errorf("%q: message %q does not end with its position", c.code, r.Error.Message)
			}
		}
	})
	t.Run("ClassIsNotAProgram", func(t *testing.T) {
		const text = "The program is a class, and a program must be a function: write (or export default) an async arrow function instead, e.g. async () => { ... }."
		for _, code := range []string{
			"export default class { constructor() {} }",
			"export default class Program { async run() { return 1 } }",
			"```js\nexport default class {}\n```",
			"class {}",
		} {
			wantError(t, s.exec(t, codemode.Request{Code: code}), codemode.ErrSyntax, text)
		}
		// A function whose name starts with "class" is a function.
		wantValue(t, s.exec(t, codemode.Request{Code: "async function classify() { return 3 }"}), `3`)
	})
	t.Run("BothDispatchesAreRefused", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:          `async () => 1`,
			Dispatch:      echoDispatch,
			DispatchAsync: func(context.Context, string, string, string, func(string, error)) {},
		})
		wantError(t, r, codemode.ErrRequest, codemode.TextBothDispatches)
	})
	t.Run("ErrIsNilOnSuccess", func(t *testing.T) {
		ok := s.exec(t, codemode.Request{Code: `async () => 1`})
		if err := ok.Err(); err != nil {
			t.Fatalf("Err() of a completed run = %#v, want a nil error", err)
		}
		bad := s.exec(t, codemode.Request{Code: `async () => { throw new Error("x") }`})
		var e *codemode.Error
		if err := bad.Err(); !errors.As(err, &e) || e.Kind != codemode.ErrThrown || err.Error() != "Error: x" {
			t.Fatalf("Err() of a failed run = %v", err)
		}
	})
	t.Run("ResultJSONCarriesTheCount", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { Promise.reject(new Error("lost")); return 1 }`})
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back codemode.Result
		if err := json.Unmarshal(b, &back); err != nil || back.UnhandledRejections != 1 {
			t.Fatalf("%s decodes to %+v, %v", b, back, err)
		}
	})
}
