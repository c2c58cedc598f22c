package asyncrt

import (
	"context"
	"strconv"
	"strings"
	"testing"
)

// unnamedProviderPrograms read providers the program's text does not name
// (names computed, then reached through eval, indirect eval, the Function
// constructors) and look at them every way a program can: /*E*/ marks where
// TestUnnamedProvidersAsIfBound puts a comment, and want is the value.
var unnamedProviderPrograms = []struct{ code, want string }{
	{`async () => { /*E*/ return typeof p1 }`, `"object"`},
	{`async () => { /*E*/ return eval('typeof p' + 2) }`, `"object"`},
	{`async () => { /*E*/ return await eval('p' + 3).get(1) }`, `"p3.get [1]"`},
	{`async () => { /*E*/ return await eval('p' + 8).get(1) }`, `"p8.get [1]"`},
	{`async () => { /*E*/ return eval('p' + 2) === eval('p' + 2) }`, `true`},
	{`async () => { /*E*/ return new Function('return typeof p' + 4)() }`, `"object"`},
	{`async () => { /*E*/ return (0, eval)('typeof p' + 5) }`, `"object"`},
	{`async () => { /*E*/ const AF = (async () => {}).constructor; return await AF('return typeof p' + 6)() }`, `"object"`},
	{`async () => { /*E*/ return Object.keys(globalThis).filter((k) => /^(p[0-9]|store)$/.test(k)) }`, `[]`},
	{`async () => { /*E*/ const n = 'p' + 7; return [n in globalThis, Object.getOwnPropertyDescriptor(globalThis, n) === undefined, globalThis[n] === undefined, Object.getOwnPropertyNames(globalThis).includes(n), Reflect.ownKeys(globalThis).includes(n)] }`, `[false,true,true,false,false]`},
	{`async () => { /*E*/ const p1 = 5; return [p1, eval('typeof p' + 8)] }`, `[5,"object"]`},
	{`async () => { /*E*/ try { eval('p' + 2 + ' = 1'); return 'assigned' } catch (e) { return e.name + ': ' + e.message } }`, `"TypeError: 'p2' is read-only"`},
	{`async () => { /*E*/ return eval('var p' + 3 + ' = 1; p' + 3) }`, `1`},
	{`async () => { /*E*/ try { (0, eval)('var p' + 3 + ' = 1'); return 'declared' } catch (e) { return e.name } }`, `"SyntaxError"`},
	{`async () => { /*E*/ try { (0, eval)('let p' + 4 + ' = 1'); return 'declared' } catch (e) { return e.name } }`, `"declared"`},
	{`async () => { /*E*/ globalThis['p' + 9] = 'g'; return [typeof eval('p' + 9), globalThis['p' + 9]] }`, `["object","g"]`},
	{`async () => { /*E*/ Object.defineProperty(globalThis, 'p' + 9, { value: 'g' }); return [typeof eval('p' + 9), globalThis['p' + 9]] }`, `["object","g"]`},
	{`async () => { /*E*/ return typeof p\u0031 }`, `"object"`},
	{`async () => { /*E*/ const o = eval('p' + 9); o.helper = 2; return [o.helper, typeof o.other, Object.keys(o)] }`, `[2,"function",["helper"]]`},
	{`async () => { /*E*/ return eval('"use strict"; typeof p' + 2) }`, `"object"`},
	{`async () => { /*E*/ return typeof globalThis.eval('p' + 9) }`, `"object"`},
	{`/*E*/ eval('typeof p' + 2)`, `"object"`},
}

// TestUnnamedProvidersAsIfBound runs each of unnamedProviderPrograms as
// written, where the providers its text does not name are bound only when
// the program compiles text of its own, and with a backslash in a comment,
// which has every provider bound before the program runs (namedIn): the
// results must be the same and the value the one listed.
func TestUnnamedProvidersAsIfBound(t *testing.T) {
	// Ten providers, and more than namedIn searches for one by one.
	for _, count := range []int{9, searchedProviders + 4} {
		lean := []Provider{{Name: "store", Positional: true}}
		for i := 1; i <= count; i++ {
			lean = append(lean, Provider{Name: "p" + strconv.Itoa(i), Positional: true})
		}
		for _, pr := range unnamedProviderPrograms {
			var got [2]string
			for i, comment := range []string{"/* */", `/* \ */`} {
				r := runProviders(t, strings.Replace(pr.code, "/*E*/", comment, 1), lean)
				got[i] = describe(r)
				if r.Value != pr.want {
					t.Errorf("%s (comment %s, %d providers): %s", pr.code, comment, len(lean), got[i])
				}
			}
			if got[0] != got[1] {
				t.Errorf("%s (%d providers): as written\n%s\nwith every provider bound\n%s", pr.code, len(lean), got[0], got[1])
			}
		}
	}
}

// TestPreludeSeesUnnamedProviders: a prelude writes onto a provider the
// program reaches only through eval.
func TestPreludeSeesUnnamedProviders(t *testing.T) {
	r := runProviders(t, `async () => eval('p' + 1).helpers.n`, []Provider{{Name: "p1", Prelude: "p1.helpers = { n: 7 }"}, {Name: "store"}})
	if r.Value != "7" {
		t.Fatalf("%s", describe(r))
	}
	r = runProviders(t, `async () => eval('p' + 1).n`, []Provider{{Name: "p1", ProxySource: "const p1 = { n: 8 }"}, {Name: "store"}})
	if r.Value != "8" {
		t.Fatalf("%s", describe(r))
	}
}

// TestNamedIn: the names a program's text holds, searched one by one or
// collected (for many providers), and every name when it has a backslash.
func TestNamedIn(t *testing.T) {
	const code = "async () => { const x = store.get($a, _b9) + 'p1' // q2\n ästore; xstore2 }"
	for _, providers := range []int{1, searchedProviders + 1} {
		n := namedIn(code, providers)
		for _, name := range []string{"async", "const", "x", "store", "get", "$a", "_b9", "p1", "q2", "xstore2"} {
			if !n.has(name) {
				t.Errorf("%d providers: %q not found", providers, name)
			}
		}
		for _, name := range []string{"stor", "p", "sync", "b9", "a", "xstore", "store2"} {
			if n.has(name) {
				t.Errorf("%d providers: %q found", providers, name)
			}
		}
		if n := namedIn(`async () => st\u006fre`, providers); !n.has("store") || !n.has("anything") {
			t.Errorf("%d providers: a text with a backslash names only some providers", providers)
		}
	}
}

// runProviders runs code with providers in a sandbox of its own; a tool call
// answers "provider.tool args".
func runProviders(t *testing.T, code string, providers []Provider) Result {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return s.Run(context.Background(), &Request{Code: code, Providers: providers, Limits: phaseLimits,
		Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
			return `{"result":` + strconv.Quote(provider+"."+tool+" "+args) + `}`, nil
		}})
}
