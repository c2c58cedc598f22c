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
