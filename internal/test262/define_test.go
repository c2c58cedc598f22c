package test262

import (
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// defineTargets make the objects TestDefinedPropertiesMatchTheBareEngine
// defines properties on: every kind of object the engine treats apart when it
// adds a property (ordinary objects with and without the property or a
// prototype setter of its name, objects that are not extensible, fast and
// slow arrays, exotic objects, the global object, functions, class
// instances, wrappers), each an expression that makes a fresh one.
var defineTargets = []string{
	`({})`,
	`Object.create(null)`,
	`({ a: 1, 0: 1, length: 1, name: 1 })`,
	`Object.defineProperty({}, "a", { value: 1 })`,
	`Object.defineProperty({}, "a", { get() { return 1 }, configurable: true })`,
	`Object.create({ set a(v) { throw new Error("setter called") }, set 0(v) { throw new Error("setter called") } })`,
	`Object.create(Object.freeze({ a: 1, 0: 1 }))`,
	`Object.preventExtensions({})`,
	`Object.seal({ a: 1 })`,
	`Object.freeze({ a: 1 })`,
	`[]`,
	`[1, 2, 3]`,
	`(() => { const a = [1, , 3]; a[10] = 1; return a })()`,
	`Object.freeze([1])`,
	`Object.preventExtensions([1, 2, 3])`,
	`Object.seal([1, 2, 3])`,
	`(() => { const a = [1, 2, 3]; Object.defineProperty(a, "length", { writable: false }); return a })()`,
	`(() => { const a = [1, 2, 3]; a.length = 1; return a })()`,
	`Array.from({ length: 3000 }, (_, i) => i)`,
	`(function () { return arguments })(1, 2)`,
	`(function () { "use strict"; return arguments })(1, 2)`,
	`new (class K { constructor() { this.a = 1 } })()`,
	`new (class K { #p = 1; a = 2 })()`,
	`function f(x, y) {}`,
	`(() => 1)`,
	`(class C {})`,
	`(function () {}).bind(null)`,
	`new Error("e")`,
	`new Date(0)`,
	`/x/g`,
	`new Map()`,
	`new Proxy({}, {})`,
	`new Proxy({}, { defineProperty() { return false } })`,
	`new Uint8Array(4)`,
	`new ArrayBuffer(4)`,
	`new String("ab")`,
	`new Number(1)`,
	`Promise.resolve(1)`,
	`(function* () {})()`,
	`globalThis`,
	`Math`,
	`JSON`,
}

// defineKeys are the property keys each target gets: plain names, array
// indices and integer-like names that are not indices, the names exotic
// objects and functions treat apart, __proto__ and a symbol.
var defineKeys = []string{
	`"a"`, `"zz"`, `"0"`, `"3"`, `"4294967295"`, `"-1"`, `"1.5"`, `"length"`, `"name"`,
	`"prototype"`, `"lastIndex"`, `"__proto__"`, `"constructor"`, `Symbol.for("s")`,
}

// defineWays are the ways a program defines (or sets) a property: each is a
// function of the object, the key and the value that returns what the
// operation returned.
var defineWays = []string{
	`(o, k, v) => Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true }) === o`,
	`(o, k, v) => Object.defineProperty(o, k, { value: v }) === o`,
	`(o, k, v) => Object.defineProperty(o, k, { value: v, enumerable: true }) === o`,
	`(o, k, v) => Object.defineProperty(o, k, { get() { return v }, configurable: true }) === o`,
	`(o, k, v) => Object.defineProperty(o, k, { value: v, writable: false }) === o`,
	`(o, k, v) => Object.defineProperty(o, k, { value: v, writable: true, enumerable: false, configurable: true }) === o`,
	`(o, k, v) => Reflect.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true })`,
	`(o, k, v) => Object.defineProperties(o, { [k]: { value: v, writable: true, enumerable: true, configurable: true } }) === o`,
	`(o, k, v) => Reflect.set(o, k, v)`,
	`(o, k, v) => { o[k] = v; return o[k] }`,
	`(o, k, v) => Object.assign(o, { [k]: v }) === o`,
	`(o, k, v) => { const x = { ...o, [k]: v }; return Reflect.ownKeys(x).map(String).join() + ":" + String(x[k]) }`,
	`(o, k, v) => { const x = { [k]: v, [k]: v + 1, a: v }; return Reflect.ownKeys(x).map(String).join() + ":" + String(x[k]) }`,
	`(o, k, v) => { const x = Object.fromEntries([[k, v], ["a", v]]); return Reflect.ownKeys(x).map(String).join() + ":" + String(x[k]) }`,
	`(o, k, v) => { if (typeof k !== "string") return "n/a"; const x = JSON.parse(JSON.stringify({ [k]: v, b: [v, { [k]: v }] })); return Reflect.ownKeys(x).map(String).join() + ":" + JSON.stringify(x) }`,
	`(o, k, v) => { if (typeof k !== "string") return "n/a"; const x = JSON.parse('{"' + k + '":1,"' + k + '":2,"b":3}', (kk, vv) => vv); return Reflect.ownKeys(x).map(String).join() + ":" + JSON.stringify(x) }`,
	`(o, k, v) => [1, 2].map((x, i) => ({ [k]: x, i })).map(x => Reflect.ownKeys(x).map(String).join() + "=" + String(x[k])).join("|")`,
	`(o, k, v) => Array.prototype.map.call({ length: 2, 0: 1, 1: 2 }, x => x + v).join()`,
	// CreateDataPropertyOrThrow on the target itself: Array.from and
	// Array.of with a constructor that returns it define its indices.
	`(o, k, v) => { const n = Number(k); if (!(n >= 0 && n < 10)) return "n/a"; return Array.from.call(function () { return o }, { length: n + 1 }, (_, i) => v + i) === o }`,
	`(o, k, v) => Array.of.call(function () { return o }, v, v + 1) === o`,
	// A global variable defined as a property, read and written by name
	// through code compiled before and after.
	`(o, k, v) => {
      if (k !== "zz") return "n/a";
      const read = (0, eval)("() => typeof zz === 'undefined' ? 'undef' : zz");
      const before = read();
      const ok = Reflect.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
      const after = read();
      let wrote = "";
      try { (0, eval)("zz = 9"); wrote = String((0, eval)("zz")); } catch (e) { wrote = "threw " + e.constructor.name; }
      const gone = delete o[k];
      return [before, ok, after, wrote, read(), o[k], gone, read()].join("/");
    }`,
}

// defineProgram is one program: for each key and way, a fresh target, the
// operation's outcome, then the property as an own property of the target
// (its descriptor and where it stands among the keys), and whether the
// target stayed extensible. It throws the description, so that both sides
// report it as the program's failure text.
func defineProgram(target string) string {
	return `async () => {
  const show = (x) => {
    try {
      if (typeof x === "symbol") return x.toString();
      if (typeof x === "function") return "function " + x.name;
      if (x !== null && typeof x === "object") return Object.prototype.toString.call(x);
      return typeof x + " " + String(x);
    } catch (e) { return "unshowable"; }
  };
  const desc = (o, k) => {
    const d = Object.getOwnPropertyDescriptor(o, k);
    if (!d) return "absent";
    return Object.keys(d).map((n) => n + "=" + show(d[n])).join(",");
  };
  const keys = [` + strings.Join(defineKeys, ", ") + `];
  const ways = [` + strings.Join(defineWays, ",\n    ") + `];
  const out = [];
  for (const k of keys) {
    ways.forEach((way, w) => {
      const o = ` + target + `;
      let r;
      try { r = show(way(o, k, 7)); } catch (e) { r = "threw " + (e && e.constructor && e.constructor.name) + ": " + (e && e.message); }
      let at = "";
      try {
        if (o !== globalThis) { const ks = Reflect.ownKeys(o); at = ks.indexOf(k) + "/" + ks.length; }
        out.push(show(k) + " way " + w + ": " + r + " | " + desc(o, k) + " | " + at + " | " + Object.isExtensible(o));
      } catch (e) { out.push(show(k) + " way " + w + ": " + r + " | unreadable"); }
    });
  }
  throw new Error(out.join("\n"));
}`
}

// TestDefinedPropertiesMatchTheBareEngine defines properties every way a
// program can, on every kind of object, under every kind of key, in the
// sandbox and on the pristine upstream engine, and requires the same
// outcome, the same descriptor, the same key order and the same
// extensibility on both. The patched engine defines a new data property on
// an ordinary object directly, skipping JS_DefineProperty's general path
// (third_party/libquickjs.md), and the sandbox builds JSON texts' objects in
// Go: both must mean what upstream means.
func TestDefinedPropertiesMatchTheBareEngine(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, target := range defineTargets {
		program := defineProgram(target)
		bareOut := runBareAsync(program)
		sandboxOut := runSandbox(x, program)
		if bareOut.kind != "thrown" || !strings.HasPrefix(bareOut.text, "Error: ") {
			t.Fatalf("%s: the bare run did not end with its description: %v", target, bareOut)
		}
		want := strings.Split(strings.TrimPrefix(bareOut.text, "Error: "), "\n")
		if len(want) != len(defineKeys)*len(defineWays) {
			t.Fatalf("%s: the bare run described %d cases, want %d", target, len(want), len(defineKeys)*len(defineWays))
		}
		got := strings.Split(strings.TrimPrefix(sandboxOut.text, "Error: "), "\n")
		if sandboxOut.kind != "thrown" || len(got) != len(want) {
			t.Errorf("%s: the sandbox ended otherwise than with its description: %v", target, sandboxOut)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: %s\n  sandbox: %s", target, want[i], got[i])
			}
		}
	}
}
