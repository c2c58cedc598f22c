package asyncrt

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// writeOracle compares writeJSON with the codec (JSON.stringify with the
// dispatch replacer) in a prepared sandbox.
type writeOracle struct {
	s     *Sandbox
	codec sandbox.Value
}

func newWriteOracle(t testing.TB) *writeOracle {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	s.e.SetMemoryLimit(256 << 20)
	codec := s.e.Eval(`globalThis.__stringifyForDispatch`, "<test>")
	if sandbox.IsException(codec) {
		t.Fatal(s.e.TakeException())
	}
	return &writeOracle{s: s, codec: codec}
}

func (o *writeOracle) close() { o.s.e.Free(o.codec); o.s.Close() }

// check evaluates expr, and compares. It reports whether writeJSON handled
// the value.
func (o *writeOracle) check(t testing.TB, expr string) bool {
	t.Helper()
	e := o.s.e
	v := e.Eval("("+expr+")", "<test>")
	if sandbox.IsException(v) {
		t.Fatalf("%s: %v", expr, e.TakeException())
	}
	defer e.Free(v)
	got, ok := e.WriteJSON(v, 1<<20)
	want := e.Call(o.codec, sandbox.Undefined, v)
	if sandbox.IsException(want) {
		e.DropException()
		if ok {
			t.Fatalf("%s: written as %s, but the codec throws", expr, got)
		}
		return false
	}
	defer e.Free(want)
	if !ok {
		return false
	}
	if sandbox.IsUndefined(want) {
		t.Fatalf("%s: written as %q, the codec gives undefined", expr, got)
	}
	ws, _ := e.ToString(want)
	if got != ws {
		t.Fatalf("%s:\nwritten %s\ncodec   %s", expr, got, ws)
	}
	return true
}

func TestWriteJSONMatchesTheCodec(t *testing.T) {
	o := newWriteOracle(t)
	defer o.close()
	handled := []string{
		`[1, -1, 0, -0, 1.5, -2.25, 2147483647, -2147483648, 2147483648, 123456789012, 2**53, 2**53 + 2, 1e21, 1e20, 123e18, 1e-6, 1e-7, 1.5e-7, 0.1 + 0.2, 5e-324, 1.7976931348623157e308, -1e-300, 100, 0.000001234]`,
		`[NaN, Infinity, -Infinity]`,
		`["", "plain", "a\"b\\c\n\t\r\b\f\u0001\u001f\u007f", "é", "ÿ\u0080", "日本", "😀", "\ud800", "x\udc00y", "\ud800\udc00", "\udbff\udfff", "\u2028\u2029", "</script>"]`,
		`[true, false, null, undefined]`,
		`{}`, `[]`, `[[]]`, `{a: {}}`,
		`{a: 1, b: {c: [1, 2, {d: null}]}, e: "x"}`,
		`{u: undefined, f: 1, g: undefined}`,
		`(() => { const o = Object.create(null); o.z = 1; o.a = [2]; return o })()`,
		`(() => { const o = {a: 1, b: 2, c: 3}; delete o.b; return o })()`,
		`Object.defineProperty({a: 1}, "hidden", {value: 2, enumerable: false})`,
		`(() => { const o = {a: 1}; Object.defineProperty(o, Symbol("t"), {value: 2}); return o })()`,
		`{"é": 1, "日本": 2, "a\"b": 3, "\n": 4, "": 5}`,
		`[{i: 0}]`, `[{i: 1, name: "user1", tags: ["a", "b"]}, 7, "x"]`,
		`Array.from({length: 50}, (_, i) => ({id: i, name: "user" + i, score: (i * 37) % 101}))`,
		`{s: "x".repeat(10) + "y"}`,
		`JSON.parse('{"a":[1,2,3],"b":{"c":"d"}}')`,
		`[` + strings.Repeat(`[`, sandbox.WriteMaxDepth-2) + `1` + strings.Repeat(`]`, sandbox.WriteMaxDepth-2) + `]`,
	}
	for _, expr := range handled {
		if !o.check(t, expr) {
			t.Errorf("%s: left to the codec", expr)
		}
	}
	codec := []string{
		`{"1": 1, a: 2}`, `{a: 1, "2": 2}`, `{"01": 1}`,
		`{toJSON() { return 1 }}`, `{a: {toJSON: () => 2}}`,
		`new (class P { constructor() { this.x = 1 } })()`,
		`Object.defineProperty({}, "x", {get() { return 1 }, enumerable: true})`,
		`{[Symbol("s")]: 1, a: 2}`,
		`[1, , 3]`, `(() => { const a = [1, 2]; a.length = 5; return a })()`, `(() => { const a = [1]; a.x = 1; return a })()`,
		`(() => { const a = [1]; Object.setPrototypeOf(a, null); return a })()`,
		`[new Uint8Array([1, 2])]`, `[new ArrayBuffer(2)]`, `[1n]`, `[Symbol("s")]`,
		`new Proxy({}, {})`, `[new Date(0)]`, `[new Map()]`, `[/x/]`, `[new Error("e")]`,
		`(() => { const o = {}; o.self = o; return o })()`,
		`[` + strings.Repeat(`[`, sandbox.WriteMaxDepth) + `1` + strings.Repeat(`]`, sandbox.WriteMaxDepth) + `]`,
		`"x".repeat(2000) + "y".repeat(2000)`,
	}
	for _, expr := range codec {
		if o.check(t, expr) {
			t.Errorf("%s: written in Go, expected the codec to", expr)
		}
	}
	// Functions become handles, which only a running execution can make:
	// the writer must decline them.
	for _, expr := range []string{`[() => 1]`, `{f() {}}`, `{a: [1, {g: function () {}}]}`} {
		v := o.s.e.Eval("("+expr+")", "<test>")
		if _, ok := o.s.e.WriteJSON(v, 1<<20); ok {
			t.Errorf("%s: written in Go, expected the codec to", expr)
		}
		o.s.e.Free(v)
	}
	// toJSON on a prototype sends everything to the codec.
	for _, patch := range []string{`Object.prototype.toJSON = function () { return "patched" }`, `Array.prototype.toJSON = () => "patched"`} {
		o2 := newWriteOracle(t)
		if v := o2.s.e.Eval(patch, "<test>"); sandbox.IsException(v) {
			t.Fatal(o2.s.e.TakeException())
		} else {
			o2.s.e.Free(v)
		}
		if o2.check(t, `[{a: 1}]`) {
			t.Errorf("after %s: written in Go", patch)
		}
		o2.close()
	}
}

// Numbers are where a hand-written formatter goes wrong: compare many.
func TestWriteJSONNumbers(t *testing.T) {
	o := newWriteOracle(t)
	defer o.close()
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	b.WriteString("[")
	for i := 0; i < 20000; i++ {
		var f float64
		switch i % 4 {
		case 0:
			f = math.Float64frombits(r.Uint64())
		case 1:
			f = r.NormFloat64() * math.Pow(10, float64(r.IntN(60)-30))
		case 2:
			f = float64(r.Int64N(1<<62)) / math.Pow(10, float64(r.IntN(25)))
		default:
			f = math.Ldexp(r.Float64(), r.IntN(2000)-1000)
		}
		if i > 0 {
			b.WriteString(",")
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			b.WriteString("0")
			continue
		}
		b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
	}
	b.WriteString("]")
	if !o.check(t, b.String()) {
		t.Fatal("the numbers were left to the codec")
	}
}

func FuzzWriteJSON(f *testing.F) {
	for _, s := range []string{`{"a":[1,2,{"b":"c\n"}],"d":-0.5e-3}`, `[true,false,null,"\u00e9\ud83d\ude00"]`, `{"a":1,"a":{"a":[]}}`, `"x"`, `[1e21,1e-7,123456789012]`} {
		f.Add(s)
	}
	o := newWriteOracle(f)
	f.Fuzz(func(t *testing.T, text string) {
		if !strings.HasPrefix(text, "[") && !strings.HasPrefix(text, "{") {
			return
		}
		// Values as a tool would pass them: parsed, so any JSON shape.
		o.check(t, `(() => { try { return JSON.parse(`+strconv.Quote(text)+`) } catch { return null } })()`)
	})
}
