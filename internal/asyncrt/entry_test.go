package asyncrt

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// entryPrograms are programs of every shape a model writes, and of the shapes
// that probe the scope a program runs in: function expressions of each kind,
// bodies, expressions that are not functions, TypeScript and fenced code,
// syntax errors at each place, throws, the provider's binding (read, assigned,
// shadowed, looked up on globalThis), this, logs and tool calls while the
// program's expression is evaluated, and code that tries to break out of the
// parentheses around it.
var entryPrograms = []string{
	`async () => 1 + 1`,
	`async () => { const r = await store.echo({ a: 1 }); return r }`,
	`async function main() { return [typeof store, typeof store.echo] }`,
	`function main() { return 'plain' }`,
	`() => 42`,
	`async () => this === undefined`,
	`async function f() { return this === undefined }`,
	`async () => typeof globalThis.store + ':' + ('store' in globalThis)`,
	`async () => { try { store = 1; return 'assigned' } catch (e) { return String(e) } }`,
	`async () => { const store = 5; return store }`,
	`async () => { let x = store; return typeof x }`,
	`return 7`,
	`const a = 2; a * 3`,
	`42`,
	`store.echo('body')`,
	`await store.echo({ awaited: true })`,
	"```js\nasync () => 'fenced'\n```",
	"```ts\nasync (): Promise<number> => { const n: number = 3; return n }\n```",
	`export default async () => 'exported'`,
	`class A {}`,
	`async () => { throw new Error('boom') }`,
	`async () => { null.x }`,
	"async () => {\n  const a = 1\n  a.b.c\n}",
	`async () => { throw 'a string' }`,
	`() => { throw new Error('thrown at once') }`,
	`function f() { null.x }`,
	`() => { throw { message: 'an object' } }`,
	`() => { let n = 0; const f = () => f(++n); try { f() } catch (e) { return e.name } }`,
	`async () => {`,
	`async () => { return ) }`,
	"async () => {\n  let x = 1\n  x +* 2\n}",
	`(console.log('evaluated'), async () => 'after log')`,
	`(store.echo('evaluated'), async () => 'after call')`,
	`1), (async () => 'two'`,
	`async () => { console.log('a', 1, { b: 2 }); return 'logged' }`,
	`async () => new Promise((r) => setTimeout(() => r('timer'), 1))`,
	`async () => Object.getOwnPropertyNames(globalThis).includes('store')`,
	`async () => { const f = () => store; return f() === store }`,
	`async () => { 'use strict'; return (function () { return this })() === undefined }`,
	`async () => { try { undefinedName } catch (e) { return e.message } }`,
	`async () => { var v = 1; return v }`,
	`async () => eval('1 + store.constructor.name.length')`,
	`async () => { delete globalThis.store; return typeof store }`,
	`async () => { return await Promise.all([store.echo(1), store.echo(2)]) }`,
}

// entryDifferences are the programs whose results differ between the two
// entries, with each entry's value: code the Function constructor compiles
// runs in the global scope, where a global constant is visible and a
// factory's constant is not; and text that closes the parentheses around the
// program runs its statements as the script's own (with tool calls and logs
// inert, in the program's own sandbox), where in the factory they follow a
// return and never run.
var entryDifferences = []struct{ code, script, factory string }{
	{`async () => new Function('return typeof store')()`, `"object"`, `"undefined"`},
	{`1); globalThis.escaped = true; (async () => globalThis.escaped`, `true`, `1`},
}

// TestBothEntriesAgree runs every program of entryPrograms through both ways
// a program starts (entry.go) — as a script of its own, and through the
// factory, which a provider's prelude selects — and requires the same
// result: value, failure (kind, message, position, stack), logs. The one
// known difference, what a top-level arrow's arguments are, is
// TestNothingInternalIsAGlobal's; the others are entryDifferences, held to
// the values they list.
func TestBothEntriesAgree(t *testing.T) {
	if s, err := New(); err == nil {
		s.Close()
	}
	if !sandbox.HasExtensions() {
		t.Fatal("the engine has no extensions: every program takes the factory (third_party/libquickjs.md)")
	}
	for _, code := range entryPrograms {
		t.Run(strings.NewReplacer("/", "_", "\n", " ").Replace(code), func(t *testing.T) {
			r := runBothEntries(t, code)
			if got, want := describe(r[0]), describe(r[1]); got != want {
				t.Errorf("as a script of its own:\n%s\nthrough the factory:\n%s", got, want)
			}
		})
	}
	for _, d := range entryDifferences {
		r := runBothEntries(t, d.code)
		if r[0].Value != d.script || r[1].Value != d.factory {
			t.Errorf("%s: %s and %s (%+v, %+v); want %s and %s", d.code, r[0].Value, r[1].Value, r[0].Failure, r[1].Failure, d.script, d.factory)
		}
	}
}

// runBothEntries runs code as a script of its own and through the factory.
func runBothEntries(t *testing.T, code string) (results [2]Result) {
	t.Helper()
	for i, providers := range [][]Provider{
		{{Name: "store"}},
		{{Name: "store"}, {Name: "aux", Prelude: "const helperOfAux = 1"}},
	} {
		req := &Request{Code: code, Providers: providers, Limits: phaseLimits,
			Dispatch: func(_ context.Context, _, _, args string) (string, error) {
				return `{"result":` + args + `}`, nil
			}}
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		if lean := s.leanEntry(req); lean != (i == 0) {
			t.Fatalf("lean entry %v for %+v", lean, providers)
		}
		results[i] = s.Run(context.Background(), req)
	}
	return results
}

func describe(r Result) string {
	s := fmt.Sprintf("value %s\nlogs %q\n", r.Value, r.Logs)
	if f := r.Failure; f != nil {
		s += fmt.Sprintf("failure %s: %s (line %d, column %d)\nstack %s\n", f.Kind, f.Message, f.Line, f.Column, f.Stack)
	}
	return s
}

// TestLeanEntryNames: a provider starts as a global constant only when its
// name is nothing the global object resolves (every own name of globalThis
// and of its prototypes keeps the factory, where executor code loaded later
// cannot meet the provider under that name), and when no provider brings
// source of its own. Providers named like globals work either way: they
// shadow the global for the program.
func TestLeanEntryNames(t *testing.T) {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	list := s.e.Eval(`(() => { const out = []; for (let o = globalThis; o; o = Object.getPrototypeOf(o)) out.push(...Object.getOwnPropertyNames(o)); return JSON.stringify(out) })()`, "<test>")
	names, _ := s.e.ToString(list)
	s.e.Free(list)
	var globals []string
	for _, n := range strings.Split(strings.Trim(names, "[]"), ",") {
		globals = append(globals, strings.Trim(n, `"`))
	}
	if len(globals) < 80 {
		t.Fatalf("only %d global names", len(globals))
	}
	// Twice: the second time the answers come from globalNames.
	for pass := 0; pass < 2; pass++ {
		for _, n := range globals {
			if s.leanEntry(&Request{Providers: []Provider{{Name: n}}}) {
				t.Errorf("pass %d: provider %q, a global name, would be a global constant", pass, n)
			}
		}
		for _, n := range []string{"store", "db", "github", "tools", "$", "_", "NaNx", "fetcher"} {
			if !s.leanEntry(&Request{Providers: []Provider{{Name: n}}}) {
				t.Errorf("pass %d: provider %q takes the factory", pass, n)
			}
		}
	}
	for _, p := range []Provider{{Name: "store", Prelude: "1"}, {Name: "store", ProxySource: "const store = {}"}} {
		if s.leanEntry(&Request{Providers: []Provider{{Name: "db"}, p}}) {
			t.Errorf("%+v starts as a script of its own", p)
		}
	}
	s.Close()

	for _, name := range []string{"Math", "fetch", "console", "NaN", "toString", "JSON", "crypto"} {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		r := s.Run(context.Background(), &Request{Code: `async () => { const r = await ` + name + `.x(1); return [r, typeof globalThis.` + name + `] }`,
			Providers: []Provider{{Name: name}}, Limits: phaseLimits,
			Dispatch: func(_ context.Context, p, tool, args string) (string, error) {
				return `{"result":"` + p + `.` + tool + `"}`, nil
			}})
		if r.Failure != nil || !strings.HasPrefix(r.Value, `["`+name+`.x",`) {
			t.Errorf("provider %s: %s %+v", name, r.Value, r.Failure)
		}
	}
}

// settlePrograms return every kind of thing a program's function returns — a
// value, a promise fulfilled or not, rejected, a thenable, a function — with
// and without work queued before they return (microtasks that log, throw or
// reject, timers, unawaited calls) and after (a then on the returned promise).
var settlePrograms = []string{
	`async () => 1 + 1`,
	`() => 42`,
	`() => undefined`,
	`() => null`,
	`() => 'text'`,
	`() => ({ a: 1 })`,
	`() => [1, 2]`,
	`() => () => 1`,
	`() => Promise.resolve(3)`,
	`() => Promise.reject(new Error('no'))`,
	`async () => { throw new Error('thrown') }`,
	`async () => { await null; return 'after await' }`,
	`() => ({ then(r) { r('thenable') } })`,
	`() => ({ then(r, j) { j(new Error('thenable rejects')) } })`,
	`async () => ({ then(r) { console.log('then runs'); r('async thenable') } })`,
	`async () => { queueMicrotask(() => console.log('microtask')); return 1 }`,
	`async () => { queueMicrotask(() => { throw new Error('in a microtask') }); return 1 }`,
	`async () => { Promise.reject(new Error('unhandled')); return 1 }`,
	`async () => { Promise.resolve().then(() => console.log('then')); return 'x' }`,
	`() => { queueMicrotask(() => console.log('sync program, microtask')); return 5 }`,
	`() => { const p = Promise.resolve(6); p.then(() => console.log('reaction')); return p }`,
	`async () => { setTimeout(() => console.log('timer'), 0); return 7 }`,
	`async () => { store.echo(1); return 8 }`,
	`async () => { const p = store.echo(2); return p }`,
	`async () => { Promise.prototype.then = function () { console.log('replaced then'); }; return 9 }`,
	`async () => { console.log('before'); return 10 }`,
	`() => { const p = (async () => 11)(); return p }`,
	`() => new Promise(() => {})`,
}

// TestSettlingAtOnceIsSettlingLater: settling the execution as the program's
// function returns (settleProgram) gives what the bootstrap's settle gives
// by waiting for a job: the same value or failure, and the same logs.
func TestSettlingAtOnceIsSettlingLater(t *testing.T) {
	defer func() { settleAtOnce = true }()
	for _, code := range settlePrograms {
		var results [2]string
		for i, atOnce := range []bool{true, false} {
			settleAtOnce = atOnce
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			lim := phaseLimits
			lim.Timeout = 300 * time.Millisecond
			r := s.Run(context.Background(), &Request{Code: code, Providers: []Provider{{Name: "store"}}, Limits: lim,
				Dispatch: func(_ context.Context, _, _, args string) (string, error) { return `{"result":` + args + `}`, nil }})
			results[i] = describe(r) + fmt.Sprintf("unhandled %d\n", r.UnhandledRejections)
		}
		if results[0] != results[1] {
			t.Errorf("%s\nsettled at once:\n%s\nby a job:\n%s", code, results[0], results[1])
		}
	}
}

// Providers up to spareProviders are the bootstrap's spares, named as a
// program starts; the rest are made then. Each reaches the dispatch under its
// own name and argument convention, whichever it is, and the bootstrap makes
// as many spares as the sandbox names.
func TestProvidersBeyondTheSpares(t *testing.T) {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if n := s.intProp(s.in[inSpares], "length"); n != 2*spareProviders {
		t.Fatalf("the bootstrap makes %d spare values; the sandbox names %d providers", n, spareProviders)
	}
	var providers []Provider
	var calls []string
	for i := 0; i < 2*spareProviders+1; i++ {
		providers = append(providers, Provider{Name: fmt.Sprintf("p%d", i), Positional: i%2 == 0})
		calls = append(calls, fmt.Sprintf("await p%d.tool%d({ i: %d }, 'x')", i, i, i))
	}
	var got []string
	r := s.Run(context.Background(), &Request{Code: "async () => { " + strings.Join(calls, "; ") + "; return typeof p0 }", Providers: providers, Limits: phaseLimits,
		Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
			got = append(got, provider+"."+tool+" "+args)
			return `{"result":null}`, nil
		}})
	if r.Failure != nil || r.Value != `"object"` {
		t.Fatalf("%s %+v", r.Value, r.Failure)
	}
	for i, g := range got {
		want := fmt.Sprintf(`p%d.tool%d {"i":%d}`, i, i, i)
		if i%2 == 0 {
			want = fmt.Sprintf(`p%d.tool%d [{"i":%d},"x"]`, i, i, i)
		}
		if g != want {
			t.Errorf("call %d reached the dispatch as %s; want %s", i, g, want)
		}
	}
	if len(got) != len(providers) {
		t.Errorf("%d calls for %d providers", len(got), len(providers))
	}
}
