package sandbox

import (
	"strings"
	"testing"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

// parenPrograms are programs of every shape a model writes, and of the shapes
// that probe the scope a program runs in: function expressions of each kind,
// bodies, expressions that are not functions, TypeScript and fenced code,
// syntax errors at each place, throws, the provider's binding (read, assigned,
// shadowed, looked up on globalThis), this, logs and tool calls while the
// program's expression is evaluated, and code that tries to break out of the
// parentheses around it.
var parenPrograms = []string{
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

// TestParenProgramIsTheScriptsExpression: a lean entry's script, "(" + the
// program + ")", is read by the patched engine as one parenthesized
// expression (evalParenProgram) — without looking ahead over the program
// for an arrow's "=>" and without a completion variable — and compiled as a
// script only when that fails. For every text below, the flag must accept
// exactly what the script parse accepts, but for text that closes the
// parentheses and goes on, which the flag rejects as a syntax error; and
// what it accepts must evaluate as the script does: the same value, or the
// same exception.
func TestParenProgramIsTheScriptsExpression(t *testing.T) {
	e, err := NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if !HasExtensions() {
		t.Fatal("the engine has no extensions (third_party/libquickjs.md)")
	}
	closesTheParens := map[string]bool{
		`1), (async () => 'two'`: true,
		`1); globalThis.escaped = true; (async () => globalThis.escaped`: true,
		`a) => (b`:  true,
		`1) + (2`:   true,
		`1)(2`:      true,
		"1)\n(2":    true,
		`1)[0`:      true,
		`1).x; (1`:  true,
		`0) || (1`:  true,
		`1) ? (2`:   true,
		"1)\n;\n(2": true,
	}
	texts := append([]string{}, parenPrograms...)
	for text := range closesTheParens {
		texts = append(texts, text)
	}
	texts = append(texts,
		`1, 2`, `a => a`, `(async () => 1)`, `function () { return 1 }`, `function named() {}`,
		`class {}`, `class K { static x = 1 }`, `{ a: 1, b: [2] }`, `/re(g)/g`, "`t${1 + 1}`", `'x' in { x: 1 }`,
		`1 // a comment at the end`, `/* a comment */ 1`, `'use strict'`, `"use strict"; 1`, `this`, `arguments`,
		`new.target`, `super.x`, `import.meta`, `yield`, `await 1`, `let`, `a ? b : c`, `a ?? b`, `...x`, `x = 1`,
		`Math.max`, `typeof undefinedName`, `undefinedName`, `(() => { throw new Error('at once') })()`,
		`1 +`, `(1`, `)`, ``, ` `, "\n", `;`, `1;`, `{}`, `{ a }`, `async`, `async ()`, `async () =>`, `() => {}}`,
		`function* g() { yield 1 }`, `async function* h() {}`, `(a, b) => a + b`, `a => b => c`,
		"async () =>\n  1", "async ()\n=> 1", `x => { return x }`, `[1, 2].map(x => x * 2)`, `-1`, `!0`, `void 0`,
		`delete x.y`, `new Date(0).getTime()`, `0x10`, `1e3`, `10n`, `'\u2028'`, "'a\\\nb'", `<!-- html`, `--> html`,
	)
	const compile = lib.MJS_EVAL_TYPE_GLOBAL | lib.MJS_EVAL_FLAG_STRICT | lib.MJS_EVAL_FLAG_COMPILE_ONLY
	describe := e.Eval(`(v) => { try { return typeof v === 'function' ? 'function ' + v.name + '/' + v.length + ': ' + Function.prototype.toString.call(v) : typeof v + ' ' + JSON.stringify(v) + ' ' + String(v) } catch (e) { return 'undescribable ' + e } }`, "<describe>")
	defer e.Free(describe)
	outcome := func(fn Value) string {
		v := e.RunScript(fn) // which takes fn
		prefix := "value "
		if IsException(v) {
			v, prefix = e.Exception(), "throws "
		}
		d := e.Call(describe, Undefined, v)
		e.Free(v)
		s, _ := e.ToString(d)
		e.Free(d)
		return prefix + s
	}
	accepted := 0
	for _, text := range texts {
		src := "(\n" + text + "\n)"
		paren := e.evalWith(src, "<t>", compile|evalParenProgram)
		var parenErr string
		if IsException(paren) {
			x := e.Exception()
			parenErr, _ = e.ToString(x)
			e.Free(x)
		}
		script := e.evalWith(src, "<t>", compile)
		if IsException(script) {
			e.DropException()
			if parenErr == "" {
				t.Errorf("%q: the flag accepts what the script parse rejects", text)
				e.Free(paren)
			}
			continue
		}
		if parenErr != "" {
			if !strings.HasPrefix(parenErr, "SyntaxError") {
				t.Errorf("%q: the flag fails with %s", text, parenErr)
			}
			if !closesTheParens[text] {
				t.Errorf("%q: the flag rejects what the script parse accepts: %s", text, parenErr)
			}
			e.Free(script)
			continue
		}
		if closesTheParens[text] {
			t.Errorf("%q: the flag accepts text that closes the parentheses", text)
		}
		accepted++
		if got, want := outcome(paren), outcome(script); got != want {
			t.Errorf("%q:\nread as one expression: %s\nread as a script:      %s", text, got, want)
		}
	}
	if accepted < 60 {
		t.Fatalf("only %d texts were accepted by both: the list no longer covers the class", accepted)
	}
}
