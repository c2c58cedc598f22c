package codemode_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// TestManyVariablesResolveAsFew runs programs whose names resolve through the
// engine's rules for variables (shadowing, redeclaration, hoisting, closures,
// arguments) in a function of few variables and in the same function with
// two hundred more: past 64 variables the engine finds a function's
// variables through an index instead of a scan, and each program must mean
// the same either way.
func TestManyVariablesResolveAsFew(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	var pad strings.Builder
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&pad, "var pad%d = %d;\n", i, i)
	}
	cases := []struct{ name, body, want string }{
		{"var after a block's let of its name", `{ let x = "let"; }
PAD
var x = "var";
function c() { return x; }
return c();`, `"var"`},
		{"var and a block's let of one name, both read", `{ let v = "let"; var getLet = () => v; }
PAD
var v = "var";
return [getLet(), v];`, `["let","var"]`},
		{"the last function declaration of a name", `function f() { return 1; }
PAD
function f() { return 2; }
return f();`, `2`},
		{"var of a parameter's name", `return (function (a) {
PAD
var a;
return a;
})(5);`, `5`},
		{"a closure of a var declared later", `function g() { return z; }
PAD
var z = 3;
return g();`, `3`},
		{"a loop's let beside a var of its name", `PAD
for (let i = 0; i < 3; i++) {}
var i = 9;
return i;`, `9`},
		{"arguments", `return (function () {
PAD
return arguments.length;
})(1, 2);`, `2`},
		{"a block's var reading a let", `PAD
let q = 1;
{ var r = q + 1; }
return r;`, `2`},
		{"a var redeclared", `var w = 1;
PAD
var w;
return w;`, `1`},
		{"a name declared twice by let and var", `PAD
var y;
let y;
return y;`, `SyntaxError`},
		{"a catch parameter beside a var", `PAD
var e = "var";
try { throw "thrown"; } catch (e) { var seen = e; }
return [e, seen];`, `["var","thrown"]`},
		{"a global of a name no variable has", `PAD
globalThis.onlyGlobal = 7;
return onlyGlobal;`, `7`},
	}
	for _, c := range cases {
		for _, padded := range []bool{false, true} {
			p := ""
			if padded {
				p = pad.String()
			}
			code := "async () => {\n" + strings.Replace(c.body, "PAD", p, 1) + "\n}"
			r := x.Execute(context.Background(), codemode.Request{Code: code})
			got := string(r.Value)
			if r.Error != nil {
				got = r.Error.Message
			}
			if c.want == "SyntaxError" {
				if r.Error == nil || !strings.Contains(got, "SyntaxError") {
					t.Errorf("%s (padded %v): %s; want a SyntaxError", c.name, padded, got)
				}
				continue
			}
			if got != c.want {
				t.Errorf("%s (padded %v): %s; want %s", c.name, padded, got, c.want)
			}
		}
	}
}

// TestManyLexicalDeclarationsResolveAsFew is TestManyVariablesResolveAsFew
// for `let`, `const` and `class`: the engine resolves a reference to one by
// walking the chain of its scope's declarations, and past 64 of them it finds
// the name through an index of the chain instead; a program must mean the
// same with two hundred more declarations in the scope (PAD), in a block
// (BLOCKPAD) or both.
func TestManyLexicalDeclarationsResolveAsFew(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	var pad, block strings.Builder
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&pad, "let lpad%d = %d; const cpad%d = () => lpad%d;\n", i, i, i, i)
		fmt.Fprintf(&block, "let bpad%d = %d;\n", i, i)
	}
	cases := []struct{ name, body, want string }{
		{"a const read by a function declared after many", `const a = "a";
PAD
function f() { return a + lpad150 + cpad3(); }
return f();`, `"a1503"`},
		{"a block's let shadowing the function's", `let s = "outer";
PAD
{ BLOCKPAD let s = "inner"; var inner = () => s; }
return [s, inner(), bpad0 === undefined];`, `ReferenceError`},
		{"a block's let shadowing, read inside and out", `let s = "outer";
PAD
let got;
{ BLOCKPAD let s = "inner"; got = [s, bpad199]; }
return [s, ...got];`, `["outer","inner",199]`},
		{"the temporal dead zone", `PAD
const early = () => late;
let r;
try { early(); } catch (e) { r = e.name; }
let late = 1;
return [r, early()];`, `["ReferenceError",1]`},
		{"a let declared twice", `let d = 1;
PAD
let d = 2;
return d;`, `SyntaxError`},
		{"a let beside a block's var of its name", `{ var v = 1; }
PAD
let v = 2;
return v;`, `SyntaxError`},
		{"a let beside a var of its name", `var u = 1;
PAD
let u = 2;
return u;`, `SyntaxError`},
		{"a class read by a closure", `class K { static n = "k"; }
PAD
const kn = () => K.n;
return kn();`, `"k"`},
		{"a catch parameter shadowing a let", `let e = "let";
PAD
let caught;
try { throw "thrown"; } catch (e) { BLOCKPAD caught = e; }
return [e, caught];`, `["let","thrown"]`},
		{"a loop's let per iteration", `PAD
const fs = [];
for (let i = 0; i < 3; i++) { BLOCKPAD fs.push(() => i + bpad1); }
return fs.map(f => f());`, `[1,2,3]`},
		{"a parameter's default closing over a later parameter", `return (function (a = () => b, b = "b") {
PAD
return a() + lpad7;
})();`, `"b7"`},
		{"a nested function reading both scopes", `const top = "t";
PAD
function outer() {
  BLOCKPAD
  const mid = "m";
  return () => top + mid + bpad5 + lpad199;
}
return outer()();`, `"tm5199"`},
		{"an assignment to a const", `const k = 1;
PAD
try { k = 2; } catch (e) { return e.name; }
return "assigned";`, `"TypeError"`},
		{"a global of a name no declaration has", `PAD
globalThis.onlyGlobal = 7;
{ BLOCKPAD return onlyGlobal; }`, `7`},
		{"eval reading a let", `const ev = "e";
PAD
return eval("ev + lpad2");`, `"e2"`},
	}
	for _, c := range cases {
		for _, padded := range []bool{false, true} {
			body := c.body
			if padded {
				body = strings.Replace(body, "PAD", pad.String(), 1)
				body = strings.ReplaceAll(body, "BLOCKPAD", block.String())
			} else {
				// The names the padding declares, declared once each.
				body = strings.Replace(body, "PAD", "let lpad150 = 150, lpad7 = 7, lpad2 = 2, lpad199 = 199; const cpad3 = () => 3;", 1)
				body = strings.Replace(body, "BLOCKPAD", "let bpad0 = 0, bpad1 = 1, bpad5 = 5, bpad199 = 199;", 1)
				body = strings.ReplaceAll(body, "BLOCKPAD", "")
			}
			code := "async () => {\n" + body + "\n}"
			r := x.Execute(context.Background(), codemode.Request{Code: code})
			got := string(r.Value)
			if r.Error != nil {
				got = r.Error.Message
			}
			if c.want == "SyntaxError" || c.want == "ReferenceError" {
				if r.Error == nil || !strings.Contains(got, c.want) {
					t.Errorf("%s (padded %v): %s; want a %s", c.name, padded, got, c.want)
				}
				continue
			}
			if got != c.want {
				t.Errorf("%s (padded %v): %s; want %s", c.name, padded, got, c.want)
			}
		}
	}
}
