package sandbox

import (
	"fmt"
	"strings"
	"testing"
)

// describeJS renders a value with everything JSON.parse decides: types, -0,
// key order, property attributes and prototypes.
const describeJS = `(function describe(v) {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return JSON.stringify(v) + '/' + v.length;
  if (v === null || typeof v !== 'object') return typeof v + ':' + String(v);
  const proto = Object.getPrototypeOf(v) === (Array.isArray(v) ? Array.prototype : Object.prototype);
  const keys = Reflect.ownKeys(v).map((k) => {
    const d = Object.getOwnPropertyDescriptor(v, k);
    return JSON.stringify(k) + (d.writable ? 'w' : '') + (d.enumerable ? 'e' : '') + (d.configurable ? 'c' : '') + '=' + describe(v[k]);
  });
  return (Array.isArray(v) ? 'array' : 'object') + proto + Object.isExtensible(v) + '{' + keys.join(',') + '}';
})`

type jsonOracle struct {
	e        *engine
	describe value
}

func newJSONOracle(t testing.TB) *jsonOracle {
	e, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	e.setMemoryLimit(256 << 20)
	fn := e.eval(describeJS, "<test>")
	if isException(fn) {
		t.Fatal(e.takeException())
	}
	return &jsonOracle{e: e, describe: fn}
}

func (o *jsonOracle) close() { o.e.free(o.describe); o.e.close() }

func (o *jsonOracle) render(t testing.TB, v value) string {
	r := o.e.call(o.describe, jsUndefined, v)
	if isException(r) {
		t.Fatal(o.e.takeException())
	}
	s, _ := o.e.toString(r)
	o.e.free(r)
	return s
}

// check compares the builder with the engine's parser on text. It reports
// whether the builder handled the text itself.
func (o *jsonOracle) check(t testing.TB, text string) bool {
	t.Helper()
	e := o.e
	built, out := e.buildJSON(text)
	parsed := e.parseJSON(text)
	defer e.free(parsed)
	parsedOK := !isException(parsed)
	if !parsedOK {
		e.dropException()
	}
	switch out {
	case buildException:
		t.Fatalf("%q: the builder failed with an exception", text)
	case buildFallback:
		return false
	}
	defer e.free(built)
	if !parsedOK {
		t.Fatalf("%q: the builder accepted what JSON.parse refuses", text)
	}
	if got, want := o.render(t, built), o.render(t, parsed); got != want {
		t.Fatalf("%q:\nbuilt  %s\nparsed %s", text, got, want)
	}
	return true
}

func TestBuildJSONMatchesTheEngine(t *testing.T) {
	o := newJSONOracle(t)
	defer o.close()
	handled := []string{
		`0`, `-0`, `1`, `-1`, `2147483647`, `2147483648`, `-2147483648`, `-2147483649`, `1.5`, `-0.0`, `1e3`, `1E-3`, `1e400`, `-1e400`, `1e-400`,
		`12345678901234567890`, `0.1`, `3.141592653589793`, `true`, `false`, `null`,
		`""`, `"abc"`, `"héllo wörld"`, `"日本語"`, `"😀"`, `"\ud83d\ude00"`, `"\u00e9"`, `"a\"b\\c\/d\b\f\n\r\t"`, `"\u0000"`,
		`[]`, `[1,2,3]`, ` [ 1 , "a" , null , true , [ ] , { } ] `, `{}`, `{"a":1}`, `{"a":1,"b":[1,{"c":"d"}]}`,
		`{"a":1,"a":2}`, `{"b":1,"a":2,"1":3,"0":4}`, `{"__proto__":{"x":1}}`, `{"constructor":1,"toString":2,"hasOwnProperty":3}`,
		`{"":1}`, `{"4294967295":1,"4294967294":2,"-1":3}`, `[[[[[[[[[[1]]]]]]]]]]`,
		`{"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k1":11}`,
		`{"result":[{"id":0,"name":"user0","score":0},{"id":1,"name":"user1","score":37}]}`,
		// Records in arrays: made with the shape of the first of their keys.
		`[{"a":1,"b":2},{"a":3,"b":4},{"b":5,"a":6},{"a":7,"b":8,"a":9},{"a":7,"b":8,"a":10},{"a":1},{"a":1,"b":2,"c":3},{"a":1,"b":2}]`,
		`[[{"x":1}],[{"x":2}],{"x":{"x":3}},{"x":[{"x":4,"y":5}]},{"x":6}]`,
		`[{"k0":0},{"k1":1},{"k2":2},{"k3":3},{"k4":4},{"k5":5},{"k6":6},{"k7":7},{"k8":8},{"k9":9},{"k8":10},{"k0":11},{"k9":12}]`,
		`[{"1":1,"a":2,"0":3},{"1":4,"a":5,"0":6},{"__proto__":1,"x":2},{"__proto__":3,"x":4}]`,
		"\t\n\r 1 \t\n\r",
	}
	for _, text := range handled {
		if !o.check(t, text) {
			t.Errorf("%q: left to the engine's parser", text)
		}
	}
	// What the builder leaves to the engine, which then parses or refuses
	// it as before.
	left := []string{
		``, ` `, `01`, `1.`, `.1`, `+1`, `1e`, `-`, `NaN`, `Infinity`, `[1,]`, `{"a":1,}`, `{a:1}`, `{'a':1}`, `[1 2]`,
		`"abc`, `"a` + "\n" + `"`, `"\x41"`, `"\u12"`, `"\ud800"`, `"\udc00"`, `"\ud800\u0041"`, `1 2`, `[`, `{"a"}`, `{"a":}`,
		"\"\xff\"", `tru`, `nul`, `truex`,
		strings.Repeat("[", buildMaxDepth+1) + strings.Repeat("]", buildMaxDepth+1),
	}
	for _, text := range left {
		if o.check(t, text) {
			t.Errorf("%q: the builder handled it, expected the engine's parser to", text)
		}
	}
}

func FuzzBuildJSON(f *testing.F) {
	for _, s := range []string{`[{"a":1,"b":2},{"a":3,"b":4},{"b":5,"a":6},{"a":7,"a":8}]`, `{"a":[1,2,{"b":"c\n"}],"d":-0.5e-3}`, `[true,false,null,"\u00e9\ud83d\ude00"]`, `{"a":1,"a":{"a":[]}}`, `"x"`, `123456789012`} {
		f.Add(s)
	}
	o := newJSONOracle(f)
	f.Fuzz(func(t *testing.T, text string) { o.check(t, text) })
}

// BenchmarkBuildJSON builds answers of the shapes tools give: a list of
// records (listUsers' answer), one small object (a call's echo), and an
// array of numbers:
//
//	go test -run '^$' -bench BuildJSON ./internal/sandbox
func BenchmarkBuildJSON(b *testing.B) {
	var records strings.Builder
	records.WriteByte('[')
	for i := 0; i < 200; i++ {
		if i > 0 {
			records.WriteByte(',')
		}
		fmt.Fprintf(&records, `{"id":%d,"name":"user%d","score":%d}`, i, i, i*37%101)
	}
	records.WriteByte(']')
	var numbers strings.Builder
	numbers.WriteByte('[')
	for i := 0; i < 1000; i++ {
		if i > 0 {
			numbers.WriteByte(',')
		}
		fmt.Fprintf(&numbers, "%d", i*7919-500000)
	}
	numbers.WriteByte(']')
	e, err := newEngine()
	if err != nil {
		b.Fatal(err)
	}
	defer e.close()
	for _, c := range []struct{ name, text string }{{"records", records.String()}, {"object", `{"i":5}`}, {"numbers", numbers.String()}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				v, out := e.buildJSON(c.text)
				if out != buildOK {
					b.Fatal(out)
				}
				e.free(v)
			}
		})
	}
}
