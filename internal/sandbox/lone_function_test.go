package sandbox

import (
	"strings"
	"testing"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

// loneFunctionTexts are function expressions of every kind a program can be,
// each with bodies that reach everything a function can take from the script
// around it (this, arguments, new.target, super, a direct eval, the global
// object) and everything whose observable form depends on where and how the
// function was made (its name, length, prototype, source text, own
// properties, a stack trace of an error thrown inside it).
func loneFunctionTexts() []string {
	kinds := []string{
		"async () => { BODY }",
		"() => { BODY }",
		"async (a, b = 2, ...c) => { BODY }",
		"({ a }, [b] = [], c = a) => { BODY }",
		"async function () { BODY }",
		"async function named(a, b) { BODY }",
		"function () { BODY }",
		"function named(a) { BODY }",
		"function* () { BODY }",
		"async function* gen(a) { BODY }",
		"async () =>\n{\n  BODY\n}",
		"/* a comment */ async () => { BODY } // another",
	}
	bodies := []string{
		"return 1 + 1",
		"return this === undefined",
		"return typeof this",
		"return arguments.length",
		"return typeof new.target",
		"return eval('1 + 1')",
		"return eval('typeof this')",
		"const x = 3; const f = () => x * 2; return f()",
		"let n = 0; for (let i = 0; i < 10; i++) n += i; return n",
		"function inner() { return typeof this } return inner()",
		"throw new Error('boom')",
		"null.x",
		"return undefinedName",
		"return Object.keys(globalThis).length > 0",
		"'use strict'; return 5",
		"return super.x",
		"yield 1; return 2",
		"await 0; return 3",
		"return (() => this)() === this",
		"var v = 1; return v",
	}
	var texts []string
	for _, k := range kinds {
		for _, b := range bodies {
			texts = append(texts, strings.Replace(k, "BODY", b, 1))
		}
	}
	return append(texts, "async () => 1 + 1", "x => x", "async x => x * 2", "() => () => 1",
		"(async () => 1)", "((a) => a)", "async () => this", "() => arguments", "(function () {}).bind(null)",
		"class {}", "class K { m() { return 1 } }", "async () => 1, 2", "1, async () => 1", "async () => 1 ? 2 : 3")
}

// TestLoneFunctionIsTheScriptsValue: a program that is one function
// expression is compiled and made directly, without the script that would
// make it (_codemode_lone_function in third_party/patch-libquickjs.py). For
// every text of loneFunctionTexts, the function read that way must be the
// function the script makes: the same name, length, source text, own
// properties with their attributes, prototype, and the same outcome when
// called and constructed (its value or its error with the whole stack,
// after its jobs). Functions that take something from the script around them
// are made by the script as before; the test also requires that most texts do
// take the direct way, and that the shortcut leaks nothing.
func TestLoneFunctionIsTheScriptsValue(t *testing.T) {
	e, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	if !hasExtensions() {
		t.Fatal("the engine has no extensions (third_party/libquickjs.md)")
	}
	const compile = lib.MJS_EVAL_TYPE_GLOBAL | lib.MJS_EVAL_FLAG_STRICT | lib.MJS_EVAL_FLAG_COMPILE_ONLY
	describe := e.eval(`(f) => {
		const show = (v) => { try { return typeof v + ' ' + (typeof v === 'function' ? v.name : JSON.stringify(v) ?? String(v)) } catch (e) { return 'unshowable ' + e } };
		const outcome = (run) => {
			const out = { now: '', later: '' };
			try {
				const r = run();
				out.now = show(r);
				if (r instanceof Promise) {
					r.then((v) => { out.later = 'fulfilled ' + show(v) }, (e) => { out.later = 'rejected ' + e + '\n' + (e && e.stack) });
				} else if (r && typeof r.next === 'function') {
					const n = r.next();
					if (n instanceof Promise) n.then((v) => { out.later = 'next ' + JSON.stringify(v) }, (e) => { out.later = 'next rejected ' + e + '\n' + (e && e.stack) });
					else out.later = 'next ' + JSON.stringify(n);
				}
			} catch (e) {
				out.now = 'throws ' + e + '\n' + (e && e.stack);
			}
			return out;
		};
		if (typeof f !== 'function') return { text: show(f), calls: [] };
		const own = Reflect.ownKeys(f).map((k) => {
			const d = Object.getOwnPropertyDescriptor(f, k);
			const v = d.value && typeof d.value === 'object' ? 'object ' + Reflect.ownKeys(d.value).map(String).join(',') + ' ' + (Object.getPrototypeOf(d.value) === Object.prototype) : show(d.value);
			return String(k) + ' ' + v + ' ' + d.writable + d.enumerable + d.configurable + ' ' + typeof d.get;
		});
		const proto = Object.getPrototypeOf(f);
		const text = [f.name, f.length, Function.prototype.toString.call(f), own.join('; '), Object.prototype.toString.call(f),
			proto === Function.prototype ? 'Function' : String(proto && proto[Symbol.toStringTag]), Object.isExtensible(f)].join('\n');
		return { text, calls: [outcome(() => f(1, [2], 3)), outcome(() => f.call({ me: 1 }, { a: 1 })), outcome(() => new f(4))] };
	}`, "<describe>")
	if isException(describe) {
		t.Fatal(e.takeException())
	}
	defer e.free(describe)
	finish := e.eval(`(d) => d.text + '\n' + d.calls.map((c) => c.now + ' / ' + c.later).join('\n')`, "<finish>")
	defer e.free(finish)
	// outcome runs what compiling text gave (taking it) and describes the
	// value, or the error.
	outcome := func(fn value) string {
		v := e.runScript(fn)
		if isException(v) {
			x := e.exception()
			s, _ := e.toString(x)
			e.free(x)
			return "throws " + s
		}
		d := e.call(describe, jsUndefined, v)
		e.free(v)
		if isException(d) {
			return "undescribable " + e.takeException().Error()
		}
		for {
			if ran, _ := e.executeJob(); !ran {
				break
			}
		}
		r := e.call(finish, jsUndefined, d)
		e.free(d)
		s, _ := e.toString(r)
		e.free(r)
		return s
	}
	lone, both := 0, 0
	took := map[string]bool{}
	for _, text := range loneFunctionTexts() {
		src := "(\n" + text + "\n)"
		direct := e.evalWith(src, "<t>", compile|evalParenProgram)
		var directErr string
		if isException(direct) {
			x := e.exception()
			directErr, _ = e.toString(x)
			e.free(x)
		}
		script := e.evalWith(src, "<t>", compile)
		if isException(script) {
			x := e.exception()
			scriptErr, _ := e.toString(x)
			e.free(x)
			if directErr != scriptErr {
				t.Errorf("%q: compiled directly, %q; as a script, %q", text, directErr, scriptErr)
			}
			if directErr == "" {
				e.free(direct)
			}
			continue
		}
		if directErr != "" {
			t.Errorf("%q: the direct way fails with %s where the script compiles", text, directErr)
			e.free(script)
			continue
		}
		both++
		if direct.Ftag != lib.EJS_TAG_FUNCTION_BYTECODE {
			t.Errorf("%q: compiling gave a value of tag %d", text, direct.Ftag)
		} else if e.compiledAlone(direct) {
			lone++
			took[text] = true
		}
		if got, want := outcome(direct), outcome(script); got != want {
			t.Errorf("%q:\nmade directly:      %s\nmade by the script: %s", text, got, want)
		}
	}
	for text, want := range map[string]bool{
		"async () => 1 + 1":                        true,
		"function named(a) { return typeof this }": true,
		"async () => { return eval('1 + 1') }":     false, // a direct eval sees the script's scope
		"async () => this":                         false, // this is the script's
		"(function () {}).bind(null)":              false, // a call, not a function expression
		"async () => 1, 2":                         false,
	} {
		if took[text] != want {
			t.Errorf("%q: made directly %v, want %v", text, took[text], want)
		}
	}
	t.Logf("%d texts compiled both ways, %d of them made directly", both, lone)
	if both < 150 || lone < 100 {
		t.Fatalf("%d texts compiled both ways, %d of them made directly: the list no longer covers the class", both, lone)
	}

	// A global the function reads is looked up when the function is made,
	// as the script's run would: a provider is bound after its program is
	// compiled.
	fn := e.evalWith("(\n() => typeof later + ' ' + typeof laterConst\n)", "<t>", compile|evalParenProgram)
	if !e.compiledAlone(fn) {
		t.Fatal("not compiled as its function alone")
	}
	e.free(e.eval("globalThis.later = 1", "<t>"))
	if !e.defineGlobalConst("laterConst", jsBool(true)) {
		t.Fatal("laterConst not bound")
	}
	f := e.runScript(fn)
	r := e.call(f, jsUndefined)
	if got, _ := e.toString(r); got != "number boolean" {
		t.Errorf("globals defined after compiling, then read: %q, want %q", got, "number boolean")
	}
	e.free(r)
	e.free(f)

	// Nothing is left behind: a program made directly, run and freed a
	// few hundred times holds no more memory than after the first few.
	used := func() int64 {
		for {
			if ran, _ := e.executeJob(); !ran {
				break
			}
		}
		lib.XJS_RunGC(e.tls, e.rt)
		return e.memoryUsed()
	}
	var before int64
	for i := range 300 {
		if i == 20 {
			before = used()
		}
		fn := e.evalWith("(\nasync (a) => { const o = { a, b: [1, 2] }; return JSON.stringify(o) }\n)", "<t>", compile|evalParenProgram)
		if !e.compiledAlone(fn) {
			t.Fatalf("program %d not compiled as its function alone", i)
		}
		f := e.runScript(fn)
		p := e.call(f, jsUndefined, jsBool(true))
		e.free(p)
		e.free(f)
	}
	if after := used(); after > before+4096 {
		t.Errorf("memory used grew from %d to %d bytes over 280 programs made directly", before, after)
	}
}
