package asyncrt

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// These tests run real programs in a sandbox. Each table is run as one
// program: the cases go in as JSON, every case's answer comes back, and a
// mismatch names its case. docs/webapis.md pins the error texts asserted here.

func runProgram(t testing.TB, code string) Result {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return s.Run(context.Background(), &Request{Code: code, Limits: Limits{Timeout: 5 * time.Second, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 4 << 20, ResultBytes: 4 << 20, LogBytes: 1 << 20, ToolCalls: 100, ConcurrentCalls: 10}})
}

// runWebValue runs code and returns its JSON value, failing the test if the
// program failed.
func runWebValue(t testing.TB, code string) string {
	t.Helper()
	r := runProgram(t, code)
	if r.Failure != nil {
		t.Fatalf("program failed: %s: %s\n%s\nlogs: %q", r.Failure.Kind, r.Failure.Message, r.Failure.Stack, r.Logs)
	}
	return r.Value
}

// runWebCases runs body once for all cases: the program sees them as CASES and
// `run(c)` (defined by body) answers each; an Error a case throws comes back
// as "THROWN name: message". It returns the answers as JSON, one per case.
func runWebCases[C any](t *testing.T, body string, cases []C) []string {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	code := "async () => {\nconst CASES = " + string(in) + ";\n" + body + `
return CASES.map((c) => {
  try { return run(c); } catch (e) { return e instanceof Error ? 'THROWN ' + e.name + ': ' + e.message : 'THROWN ' + String(e); }
});
}`
	var out []json.RawMessage
	if err := json.Unmarshal([]byte(runWebValue(t, code)), &out); err != nil {
		t.Fatal(err)
	}
	if len(out) != len(cases) {
		t.Fatalf("%d answers for %d cases", len(out), len(cases))
	}
	answers := make([]string, len(out))
	for i, o := range out {
		answers[i] = string(o)
	}
	return answers
}

// webQuote quotes a Go string as a JavaScript (JSON) string literal.
func webQuote(s string) string { return webJSON(s) }

// ---- loading ----

var webNames = []string{"atob", "btoa", "TextEncoder", "TextDecoder", "URL", "URLSearchParams", "structuredClone", "crypto"}

func TestWebAPIsExportExactlyTheEightNames(t *testing.T) {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	e := s.e
	exports := s.loadWeb(s.in[inIntrinsic])
	if sandbox.IsException(exports) {
		t.Fatal(e.TakeException())
	}
	defer e.Free(exports)
	keys := e.Eval(`(o) => JSON.stringify(Object.keys(o).map((k) => [k, typeof o[k]]))`, "<test>")
	defer e.Free(keys)
	r := e.Call(keys, sandbox.Undefined, exports)
	defer e.Free(r)
	got, _ := e.ToString(r)
	want := `[["atob","function"],["btoa","function"],["TextEncoder","function"],["TextDecoder","function"],["URL","function"],["URLSearchParams","function"],["structuredClone","function"],["crypto","object"]]`
	if got != want {
		t.Errorf("exports = %s, want %s", got, want)
	}
}

func TestWebAPIsReadingOneGlobalLoadsAll(t *testing.T) {
	got := runWebValue(t, `async () => {
  const names = `+webJSON(webNames)+`;
  const before = names.map((n) => typeof Object.getOwnPropertyDescriptor(globalThis, n).get);
  const t = typeof TextEncoder;
  const after = names.map((n) => { const d = Object.getOwnPropertyDescriptor(globalThis, n); return [typeof d.get, typeof d.value, d.enumerable, d.writable, d.configurable]; });
  return { before, t, after };
}`)
	row := `["undefined","%s",false,true,true]`
	var after []string
	for _, n := range webNames {
		if n == "crypto" {
			after = append(after, fmt.Sprintf(row, "object"))
		} else {
			after = append(after, fmt.Sprintf(row, "function"))
		}
	}
	want := `{"before":["function","function","function","function","function","function","function","function"],"t":"function","after":[` + strings.Join(after, ",") + `]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestWebAPIsAssignedBeforeUse(t *testing.T) {
	got := runWebValue(t, `async () => {
  globalThis.URL = 1;
  crypto = 'mine';
  return [URL, crypto, btoa('hi'), URL, crypto, typeof TextDecoder];
}`)
	if want := `[1,"mine","aGk=",1,"mine","function"]`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// webJSON is v as JSON.stringify would write it (no HTML escaping).
func webJSON(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// Once loaded, the APIs keep working when a program replaces the built-ins
// they rely on.
func TestWebAPIsSurviveReplacedBuiltins(t *testing.T) {
	got := runWebValue(t, `async () => {
  void structuredClone; // load first
  // The program's own inputs are made before the built-ins are replaced.
  const chunk1 = new Uint8Array([0xe2, 0x82]), chunk2 = new Uint8Array([0xac]);
  const data = { m: new Map([[1, [1, 2]]]), s: new Set(['a']), d: new Date(5), b: new Uint8Array([1, 2]) };
  const boom = () => { throw new Error('replaced built-in called'); };
  Object.defineProperty(Object.getPrototypeOf(Uint8Array.prototype), 'length', { get: boom });
  Object.defineProperty(Object.getPrototypeOf(Uint8Array.prototype), 'buffer', { get: boom });
  Array.prototype.push = boom; Array.prototype.map = boom; Array.prototype.sort = boom; Array.prototype.slice = boom;
  Array.prototype[Symbol.iterator] = boom; Array.isArray = boom;
  String.prototype.slice = boom; String.prototype.charCodeAt = boom; String.prototype.toLowerCase = boom;
  String.prototype.normalize = boom; String.prototype.toWellFormed = boom; String.fromCharCode = boom;
  Map.prototype.get = boom; Map.prototype.set = boom; Map.prototype.forEach = boom; Set.prototype.add = boom;
  Object.keys = boom; Object.defineProperty = boom; Object.getOwnPropertyDescriptor = boom; Object.prototype.toString = boom;
  Function.prototype.call = boom; Function.prototype.apply = boom; Function.prototype.bind = boom;
  JSON.stringify = boom; JSON.parse = boom; RegExp.prototype.exec = boom; Math.floor = boom;
  const u = new URL('../b?x=1#h', 'https://Ex.com/a/c');
  u.searchParams.append('y', 'z w');
  u.searchParams.sort();
  const p = new URLSearchParams({ q: 'é' });
  const d = new TextDecoder();
  const parts = [d.decode(chunk1, { stream: true }), d.decode(chunk2)];
  const c = structuredClone(data);
  const g = crypto.getRandomValues(new Uint8Array(4));
  const out = {
    href: u.href, host: new URL('http://BÜCHER.de').host, params: p.toString(), text: parts[0] + parts[1],
    bytes: String(new TextEncoder().encode('é€')), b64: atob(btoa('\xff')) === '\xff',
    clone: [c.m.size, c.m !== data.m, c.s.size, c.d.getTime(), c.b[1]], random: g.byteLength, uuid: crypto.randomUUID().length,
  };
  return '' + out.href + ' ' + out.host + ' ' + out.params + ' ' + out.text + ' ' + out.bytes + ' ' + out.b64 + ' ' + out.clone + ' ' + out.random + ' ' + out.uuid;
}`)
	if want := `"https://ex.com/b?x=1&y=z+w#h xn--bcher-kva.de q=%C3%A9 € 195,169,226,130,172 true 1,true,1,5,2 4 36"`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// ---- atob and btoa ----

const textAtob = "atob: the string is not valid base64 (allowed: A-Z a-z 0-9 + / and up to two trailing '='; convert base64url's '-' and '_' to '+' and '/' first)."

func textBtoa(i int) string {
	return fmt.Sprintf("btoa: the string has a character above U+00FF at index %d; btoa takes Latin-1 text only. For Unicode text, base64 its UTF-8 bytes: new TextEncoder().encode(text).toBase64().", i)
}

func TestBase64Vectors(t *testing.T) {
	// RFC 4648 section 10, then Latin-1 and the forgiving decoder's edges.
	type c struct{ Fn, In, Want string }
	cases := []c{
		{"btoa", "", ""}, {"btoa", "f", "Zg=="}, {"btoa", "fo", "Zm8="}, {"btoa", "foo", "Zm9v"},
		{"btoa", "foob", "Zm9vYg=="}, {"btoa", "fooba", "Zm9vYmE="}, {"btoa", "foobar", "Zm9vYmFy"},
		{"btoa", "\x00\u00ff\u00fe", "AP/+"}, {"btoa", "é", "6Q=="},
		{"atob", "", ""}, {"atob", "Zg==", "f"}, {"atob", "Zm8=", "fo"}, {"atob", "Zm9v", "foo"},
		{"atob", "Zm9vYg==", "foob"}, {"atob", "Zm9vYmE=", "fooba"}, {"atob", "Zm9vYmFy", "foobar"},
		{"atob", "AP/+", "\x00\u00ff\u00fe"}, {"atob", "6Q==", "é"},
		// forgiving-base64: padding optional, whitespace removed, spare bits ignored
		{"atob", "Zg", "f"}, {"atob", "Zm8", "fo"}, {"atob", " Z g = = ", "f"}, {"atob", "\tZm\n9v\f\r", "foo"}, {"atob", "Zh==", "f"},
		{"atob", "Z", "!"}, {"atob", "Zg=", "!"}, {"atob", "Zg===", "!"}, {"atob", "=Zm9", "!"}, {"atob", "Zm=9", "!"},
		{"atob", "Zm9v=", "!"}, {"atob", "Zm-_", "!"}, {"atob", "ab=", "!"}, {"atob", "\u00a0Zm9v", "!"}, {"atob", "Zm9v\x00", "!"},
		{"btoa", "\u0100", "!"}, {"btoa", "ab€", "!"},
	}
	got := runWebCases(t, `const run = (c) => {
  try { return c.Fn === 'atob' ? atob(c.In) : btoa(c.In); }
  catch (e) { return e.name === 'InvalidCharacterError' && e.code === 5 && e instanceof Error ? '!' + e.message : 'wrong error ' + e; }
};`, cases)
	for i, tc := range cases {
		want := tc.Want
		if want == "!" {
			switch {
			case tc.Fn == "atob":
				want = "!" + textAtob
			case tc.In == "\u0100":
				want = "!" + textBtoa(0)
			default:
				want = "!" + textBtoa(2)
			}
		}
		if got[i] != webQuote(want) {
			t.Errorf("%s(%q) = %s, want %s", tc.Fn, tc.In, got[i], webQuote(want))
		}
	}
}

func TestBase64Conversions(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = [btoa(null), btoa(undefined), btoa(12), atob(null) === '\x9e\xe9e', atob(1234)];
  for (const f of [() => atob(), () => btoa(), () => btoa('x\ud800')]) { try { f(); } catch (e) { r.push(e.name + ': ' + e.message); } }
  return r;
}`)
	want := `["bnVsbA==","dW5kZWZpbmVk","MTI=",true,"×mø","TypeError: atob: 1 argument required, but only 0 present.","TypeError: btoa: 1 argument required, but only 0 present.",` + webQuote("InvalidCharacterError: "+textBtoa(1)) + `]`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// ---- TextEncoder and TextDecoder ----

func TestTextEncoderVectors(t *testing.T) {
	type c struct {
		In   string
		Want []byte
	}
	cases := []c{
		{"", nil}, {"abc", []byte("abc")}, {"\u00e9", []byte{0xc3, 0xa9}}, {"\u20ac", []byte{0xe2, 0x82, 0xac}},
		{"\U0001F600", []byte{0xf0, 0x9f, 0x98, 0x80}}, {"\u0000\u007f\u0080\u07ff\u0800\uffff", []byte{0, 0x7f, 0xc2, 0x80, 0xdf, 0xbf, 0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf}},
		{"\U0010FFFF", []byte{0xf4, 0x8f, 0xbf, 0xbf}}, {"\ufeffx", []byte{0xef, 0xbb, 0xbf, 'x'}},
	}
	got := runWebCases(t, `const run = (c) => Array.from(new TextEncoder().encode(c.In));`, cases)
	for i, tc := range cases {
		w := make([]int, len(tc.Want))
		for j, b := range tc.Want {
			w[j] = int(b)
		}
		if got[i] != webJSON(w) {
			t.Errorf("encode(%q) = %s, want %s", tc.In, got[i], webJSON(w))
		}
	}
	// Lone surrogates (which Go strings cannot carry) become U+FFFD.
	got2 := runWebValue(t, `async () => ['\ud800', 'a\udc00b', '\udc00\ud800', '\ud83d\ude00\ud83d'].map((s) => Array.from(new TextEncoder().encode(s)).join(' '))`)
	if want := `["239 191 189","97 239 191 189 98","239 191 189 239 191 189","240 159 152 128 239 191 189"]`; got2 != want {
		t.Errorf("lone surrogates: got %s, want %s", got2, want)
	}
}

func TestTextEncoderEncodeInto(t *testing.T) {
	type c struct {
		In   string
		Size int
		Want string // read written bytes
	}
	cases := []c{
		{"abc", 2, "2 2 97,98"}, {"€uro", 2, "0 0 0,0"}, {"€uro", 3, "1 3 226,130,172"}, {"€uro", 4, "2 4 226,130,172,117"},
		{"😀x", 3, "0 0 0,0,0"}, {"😀x", 4, "2 4 240,159,152,128"}, {"😀x", 5, "3 5 240,159,152,128,120"}, {"", 0, "0 0 "}, {"abc", 0, "0 0 "},
	}
	got := runWebCases(t, `const run = (c) => { const d = new Uint8Array(c.Size); const r = new TextEncoder().encodeInto(c.In, d); return r.read + ' ' + r.written + ' ' + d.join(); };`, cases)
	for i, tc := range cases {
		if got[i] != webQuote(tc.Want) {
			t.Errorf("encodeInto(%q, %d) = %s, want %q", tc.In, tc.Size, got[i], tc.Want)
		}
	}
	got2 := runWebValue(t, `async () => {
  const b = new Uint8Array(8);
  const r = new TextEncoder().encodeInto('h\u00e9\ud800', b.subarray(2, 8));
  let err;
  try { new TextEncoder().encodeInto('x', new Uint16Array(2)); } catch (e) { err = e.name + ': ' + e.message; }
  return [r, Array.from(b), err, new TextEncoder().encoding];
}`)
	if want := `[{"read":3,"written":6},[0,0,104,195,169,239,191,189],"TypeError: TextEncoder.encodeInto: the destination must be a Uint8Array.","utf-8"]`; got2 != want {
		t.Errorf("got  %s\nwant %s", got2, want)
	}
}

const textNotUTF8 = "TextDecoder: the data is not valid UTF-8."

func TestTextDecoderVectors(t *testing.T) {
	type c struct {
		In                      []int
		Default, Fatal, KeepBOM string // "!" is the fatal error
	}
	const r = "\uFFFD"
	cases := []c{
		{[]int{0x68, 0x69}, "hi", "hi", "hi"},
		{[]int{0xef, 0xbb, 0xbf, 0x68}, "h", "h", "\ufeffh"},                            // BOM
		{[]int{0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf}, "\ufeff", "\ufeff", "\ufeff\ufeff"}, // only the first BOM goes
		{[]int{0xf0, 0x9f, 0x98, 0x80}, "\U0001F600", "\U0001F600", "\U0001F600"},
		{[]int{0xf4, 0x8f, 0xbf, 0xbf}, "\U0010FFFF", "\U0010FFFF", "\U0010FFFF"},
		{[]int{0xff}, r, "!", r},
		{[]int{0xc0, 0x80}, r + r, "!", r + r},               // overlong
		{[]int{0xe0, 0x80, 0x80}, r + r + r, "!", r + r + r}, // overlong
		{[]int{0xed, 0xa0, 0x80}, r + r + r, "!", r + r + r}, // a surrogate
		{[]int{0xf0, 0x9f, 0x98}, r, "!", r},                 // truncated: one maximal subpart
		{[]int{0xf4, 0x90, 0x80, 0x80}, r + r + r + r, "!", r + r + r + r},
		{[]int{0xe2, 0x82, 0x41}, r + "A", "!", r + "A"},
		{[]int{0x80, 0x80}, r + r, "!", r + r},
		{[]int{0xc3, 0xa9, 0xc3}, "é" + r, "!", "é" + r},
		{[]int{0x41, 0xf1, 0x80, 0x42}, "A" + r + "B", "!", "A" + r + "B"},
		{[]int{0x00, 0x7f}, "\x00\x7f", "\x00\x7f", "\x00\x7f"},
	}
	got := runWebCases(t, `const run = (c) => {
  const d = (opts) => { try { return new TextDecoder('utf-8', opts).decode(new Uint8Array(c.In)); } catch (e) { return e.name === 'TypeError' ? '!' + e.message : 'wrong error ' + e; } };
  return [d(), d({ fatal: true }), d({ ignoreBOM: true })];
};`, cases)
	for i, tc := range cases {
		fatal := tc.Fatal
		if fatal == "!" {
			fatal = "!" + textNotUTF8
		}
		want := webJSON([]string{tc.Default, fatal, tc.KeepBOM})
		if got[i] != want {
			t.Errorf("decode(% x) = %s, want %s", tc.In, got[i], want)
		}
	}
}

func TestTextDecoderAPI(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = {};
  r.labels = ['utf-8', 'UTF8', ' utf-8\n', 'unicode-1-1-utf-8', 'x-unicode20utf8'].map((l) => new TextDecoder(l).encoding);
  const d = new TextDecoder('utf8', { fatal: 1, ignoreBOM: 'yes' });
  r.props = [d.encoding, d.fatal, d.ignoreBOM, String(d), new TextDecoder().fatal];
  const buf = new Uint8Array([0x61, 0x62, 0xe2, 0x82, 0xac, 0x63]).buffer;
  const t = new TextDecoder();
  r.views = [t.decode(buf), t.decode(new DataView(buf, 2, 3)), t.decode(new Uint8Array(buf, 1, 4)), t.decode(new Uint16Array(buf, 2, 2)), t.decode(), t.decode(new Uint8Array(0))];
  const e = (f) => { try { f(); return 'no error'; } catch (x) { return x.name + ': ' + x.message; } };
  r.errors = [e(() => new TextDecoder('latin1')), e(() => new TextDecoder('utf-16le')), e(() => t.decode('abc')), e(() => t.decode([1])), e(() => new TextDecoder('utf-8', 5))];
  return r;
}`)
	want := `{"labels":["utf-8","utf-8","utf-8","utf-8","utf-8"],"props":["utf-8",true,true,"[object TextDecoder]",false],"views":["ab€c","€","b€","€c","",""],"errors":["RangeError: TextDecoder: the encoding \"latin1\" is not supported; only UTF-8 is (labels \"utf-8\" and \"utf8\").","RangeError: TextDecoder: the encoding \"utf-16le\" is not supported; only UTF-8 is (labels \"utf-8\" and \"utf8\").","TypeError: TextDecoder.decode: the input must be an ArrayBuffer, a typed array or a DataView.","TypeError: TextDecoder.decode: the input must be an ArrayBuffer, a typed array or a DataView.","TypeError: TextDecoder: the options argument must be an object."]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestTextDecoderStream(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = [];
  let d = new TextDecoder();
  let s = '';
  for (const b of [0xef, 0xbb, 0xbf, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x61]) s += d.decode(new Uint8Array([b]), { stream: true });
  r.push(s + d.decode());
  // the BOM is stripped once per stream, also when split
  r.push([d.decode(new Uint8Array([0xef]), { stream: true }), d.decode(new Uint8Array([0xbb, 0xbf, 0x41]), { stream: true }), d.decode(new Uint8Array([0xef, 0xbb, 0xbf])), d.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x42]))]);
  // an incomplete sequence at the end of the stream is one U+FFFD
  r.push([d.decode(new Uint8Array([0x41, 0xe2, 0x82]), { stream: true }), d.decode()]);
  d = new TextDecoder('utf-8', { fatal: true });
  const a = d.decode(new Uint8Array([0x41, 0xe2]), { stream: true });
  try { d.decode(); } catch (e) { r.push([a, e.message]); }
  r.push(d.decode(new Uint8Array([0x42])));
  return r;
}`)
	want := "[\"€😀a\",[\"\",\"A\",\"\ufeff\",\"B\"],[\"A\",\"\ufffd\"],[\"A\",\"" + textNotUTF8 + "\"],\"B\"]"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// A view of a detached buffer has no bytes: it reads and fills as empty.
func TestWebAPIsDetachedBuffers(t *testing.T) {
	got := runWebValue(t, `async () => {
  const b = new ArrayBuffer(4);
  const u = new Uint8Array(b);
  b.transfer();
  return [new TextDecoder().decode(u), new TextDecoder().decode(b), new TextEncoder().encodeInto('abc', u), crypto.getRandomValues(u).length];
}`)
	if want := `["","",{"read":0,"written":0},0]`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// ---- URL ----

func webPtr(s string) *string { return &s }

// urlCases come from the WHATWG URL test suite (urltestdata.json), typed in,
// plus cases of our own; each answer was checked against Node 20's URL where
// Node follows the current standard. The attributes are href, origin,
// protocol, username, password, host, hostname, port, pathname, search,
// hash; nil means the URL does not parse.
var urlCases = []struct {
	In   string
	Base *string
	Want []string
}{
	{"http://example\t.\norg", webPtr("http://example.org/foo/bar"), []string{"http://example.org/", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/", "", ""}},
	{"http://user:pass@foo:21/bar;par?b#c", webPtr("http://example.org/foo/bar"), []string{"http://user:pass@foo:21/bar;par?b#c", "http://foo:21", "http:", "user", "pass", "foo:21", "foo", "21", "/bar;par", "?b", "#c"}},
	{"https://test:@test", nil, []string{"https://test@test/", "https://test", "https:", "test", "", "test", "test", "", "/", "", ""}},
	{"non-special://test:@test/x", nil, []string{"non-special://test@test/x", "null", "non-special:", "test", "", "test", "test", "", "/x", "", ""}},
	{"http:foo.com", webPtr("http://example.org/foo/bar"), []string{"http://example.org/foo/foo.com", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/foo/foo.com", "", ""}},
	{"\t   :foo.com   \n", webPtr("http://example.org/foo/bar"), []string{"http://example.org/foo/:foo.com", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/foo/:foo.com", "", ""}},
	{"http://f:21/ b ? d # e ", webPtr("http://example.org/foo/bar"), []string{"http://f:21/%20b%20?%20d%20#%20e", "http://f:21", "http:", "", "", "f:21", "f", "21", "/%20b%20", "?%20d%20", "#%20e"}},
	{"lolscheme:x x#x x", nil, []string{"lolscheme:x x#x%20x", "null", "lolscheme:", "", "", "", "", "", "x x", "", "#x%20x"}},
	{"http://f:00000000000000000000080/c", webPtr("http://example.org/foo/bar"), []string{"http://f/c", "http://f", "http:", "", "", "f", "f", "", "/c", "", ""}},
	{"http://f:b/c", webPtr("http://example.org/foo/bar"), nil},
	{"http://f:999999/c", webPtr("http://example.org/foo/bar"), nil},
	{"", webPtr("http://example.org/foo/bar"), []string{"http://example.org/foo/bar", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/foo/bar", "", ""}},
	{"#", webPtr("http://example.org/foo/bar"), []string{"http://example.org/foo/bar#", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/foo/bar", "", ""}},
	{"?", webPtr("http://example.org/foo/bar"), []string{"http://example.org/foo/bar?", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/foo/bar", "", ""}},
	{"\\\\x\\hello", webPtr("http://example.org/foo/bar"), []string{"http://x/hello", "http://x", "http:", "", "", "x", "x", "", "/hello", "", ""}},
	{"http://&a:foo(b]c@d:2/", webPtr("http://example.org/foo/bar"), []string{"http://&a:foo(b%5Dc@d:2/", "http://d:2", "http:", "&a", "foo(b%5Dc", "d:2", "d", "2", "/", "", ""}},
	{"http:\\\\a\\b:c\\d@foo.com\\", webPtr("http://example.org/foo/bar"), []string{"http://a/b:c/d@foo.com/", "http://a", "http:", "", "", "a", "a", "", "/b:c/d@foo.com/", "", ""}},
	{"foo://///////bar.com/", webPtr("http://example.org/foo/bar"), []string{"foo://///////bar.com/", "null", "foo:", "", "", "", "", "", "///////bar.com/", "", ""}},
	{"http://[1::2]:3:4", webPtr("http://example.org/foo/bar"), nil},
	{"http://[::127.0.0.1]", webPtr("http://example.org/foo/bar"), []string{"http://[::7f00:1]/", "http://[::7f00:1]", "http:", "", "", "[::7f00:1]", "[::7f00:1]", "", "/", "", ""}},
	{"http://[0:0:0:0:0:0:13.1.68.3]", webPtr("http://example.org/foo/bar"), []string{"http://[::d01:4403]/", "http://[::d01:4403]", "http:", "", "", "[::d01:4403]", "[::d01:4403]", "", "/", "", ""}},
	{"data:text/html,test#test", webPtr("http://example.org/foo/bar"), []string{"data:text/html,test#test", "null", "data:", "", "", "", "", "", "text/html,test", "", "#test"}},
	{"file:c:\\foo\\bar.html", webPtr("file:///tmp/mock/path"), []string{"file:///c:/foo/bar.html", "null", "file:", "", "", "", "", "", "/c:/foo/bar.html", "", ""}},
	{"  File:c|////foo\\bar.html", webPtr("file:///tmp/mock/path"), []string{"file:///c:////foo/bar.html", "null", "file:", "", "", "", "", "", "/c:////foo/bar.html", "", ""}},
	{"\\\\server\\file", webPtr("file:///tmp/mock/path"), []string{"file://server/file", "null", "file:", "", "", "server", "server", "", "/file", "", ""}},
	{"file://localhost/test", webPtr("file:///tmp/mock/path"), []string{"file:///test", "null", "file:", "", "", "", "", "", "/test", "", ""}},
	{"http://example.com/foo/bar/../ton/../../a", webPtr("about:blank"), []string{"http://example.com/a", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/a", "", ""}},
	{"http://example.com/foo/%2e%2", webPtr("about:blank"), []string{"http://example.com/foo/%2e%2", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/foo/%2e%2", "", ""}},
	{"http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar", webPtr("about:blank"), []string{"http://example.com/%2e.bar", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/%2e.bar", "", ""}},
	{"http://example.com/foo\t\u0091%91", webPtr("about:blank"), []string{"http://example.com/foo%C2%91%91", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/foo%C2%91%91", "", ""}},
	{"http://example.com/\u4f60\u597d\u4f60\u597d", webPtr("about:blank"), []string{"http://example.com/%E4%BD%A0%E5%A5%BD%E4%BD%A0%E5%A5%BD", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/%E4%BD%A0%E5%A5%BD%E4%BD%A0%E5%A5%BD", "", ""}},
	{"http://www.google.com/foo?bar=baz# \u00bb", webPtr("about:blank"), []string{"http://www.google.com/foo?bar=baz#%20%C2%BB", "http://www.google.com", "http:", "", "", "www.google.com", "www.google.com", "", "/foo", "?bar=baz", "#%20%C2%BB"}},
	{"http://192.0x00A80001", webPtr("about:blank"), []string{"http://192.168.0.1/", "http://192.168.0.1", "http:", "", "", "192.168.0.1", "192.168.0.1", "", "/", "", ""}},
	{"http://%25DOMAIN:foobar@foodomain.com/", webPtr("about:blank"), []string{"http://%25DOMAIN:foobar@foodomain.com/", "http://foodomain.com", "http:", "%25DOMAIN", "foobar", "foodomain.com", "foodomain.com", "", "/", "", ""}},
	{"https://foo:443/", webPtr("about:blank"), []string{"https://foo/", "https://foo", "https:", "", "", "foo", "foo", "", "/", "", ""}},
	{"ftp://foo:21/", webPtr("about:blank"), []string{"ftp://foo/", "ftp://foo", "ftp:", "", "", "foo", "foo", "", "/", "", ""}},
	{"ws://foo:80/", webPtr("about:blank"), []string{"ws://foo/", "ws://foo", "ws:", "", "", "foo", "foo", "", "/", "", ""}},
	{"wss://foo:443/", webPtr("about:blank"), []string{"wss://foo/", "wss://foo", "wss:", "", "", "foo", "foo", "", "/", "", ""}},
	{"http::b@www.example.com", webPtr("about:blank"), []string{"http://:b@www.example.com/", "http://www.example.com", "http:", "", "b", "www.example.com", "www.example.com", "", "/", "", ""}},
	{"http:/:@/www.example.com", webPtr("about:blank"), nil},
	{"..", webPtr("http://www.example.com/test"), []string{"http://www.example.com/", "http://www.example.com", "http:", "", "", "www.example.com", "www.example.com", "", "/", "", ""}},
	{"http://Goo%20 goo%7C|.com", webPtr("http://other.com/"), nil},
	{"http://GOO\u00a0\u3000goo.com", webPtr("http://other.com/"), nil},
	{"http://www.foo\u3002bar.com", webPtr("http://other.com/"), []string{"http://www.foo.bar.com/", "http://www.foo.bar.com", "http:", "", "", "www.foo.bar.com", "www.foo.bar.com", "", "/", "", ""}},
	{"http://\uff27\uff4f.com", webPtr("http://other.com/"), []string{"http://go.com/", "http://go.com", "http:", "", "", "go.com", "go.com", "", "/", "", ""}},
	{"http://\uff05\uff14\uff11.com", webPtr("http://other.com/"), nil},
	{"http://192.168.0.257", webPtr("http://other.com/"), nil},
	{"http://\uff10\uff38\uff43\uff10\uff0e\uff10\uff12\uff15\uff10\uff0e\uff10\uff11", webPtr("http://other.com/"), []string{"http://192.168.0.1/", "http://192.168.0.1", "http:", "", "", "192.168.0.1", "192.168.0.1", "", "/", "", ""}},
	{"http://[www.google.com]/", nil, nil},
	{"http://host/?'", nil, []string{"http://host/?%27", "http://host", "http:", "", "", "host", "host", "", "/", "?%27", ""}},
	{"notspecial://host/?'", nil, []string{"notspecial://host/?'", "null", "notspecial:", "", "", "host", "host", "", "/", "?'", ""}},
	{"i", webPtr("sc:sd"), nil},
	{"../i", webPtr("sc:sd"), nil},
	{"sc://\u00f1.test/", nil, []string{"sc://%C3%B1.test/", "null", "sc:", "", "", "%C3%B1.test", "%C3%B1.test", "", "/", "", ""}},
	{"sc://%/", nil, []string{"sc://%/", "null", "sc:", "", "", "%", "%", "", "/", "", ""}},
	{"sc:\\../", nil, []string{"sc:\\../", "null", "sc:", "", "", "", "", "", "\\../", "", ""}},
	{"http://a\x00b/", nil, nil},
	{"http://4294967295", webPtr("http://other.com/"), []string{"http://255.255.255.255/", "http://255.255.255.255", "http:", "", "", "255.255.255.255", "255.255.255.255", "", "/", "", ""}},
	{"http://4294967296", webPtr("http://other.com/"), nil},
	{"http://0xffffffff", webPtr("http://other.com/"), []string{"http://255.255.255.255/", "http://255.255.255.255", "http:", "", "", "255.255.255.255", "255.255.255.255", "", "/", "", ""}},
	{"http://256.256.256.256", webPtr("http://other.com/"), nil},
	{"file:///C%3A/", nil, []string{"file:///C%3A/", "null", "file:", "", "", "", "", "", "/C%3A/", "", ""}},
	{"//d:", webPtr("file:///C:/a/b"), []string{"file:///d:", "null", "file:", "", "", "", "", "", "/d:", "", ""}},
	{"C|", webPtr("file://host/dir/file"), []string{"file://host/C:", "null", "file:", "", "", "host", "host", "", "/C:", "", ""}},
	{"non-spec:/..//path", nil, []string{"non-spec:/.//path", "null", "non-spec:", "", "", "", "", "", "//path", "", ""}},
	{"blob:https://example.com:443/", nil, []string{"blob:https://example.com:443/", "https://example.com", "blob:", "", "", "", "", "", "https://example.com:443/", "", ""}},
	{"blob:d3958f5c-0777-0845-9dcf-2cb28783acaf", nil, []string{"blob:d3958f5c-0777-0845-9dcf-2cb28783acaf", "null", "blob:", "", "", "", "", "", "d3958f5c-0777-0845-9dcf-2cb28783acaf", "", ""}},
	{"http://[0:1:0:1:0:1:0:1]", nil, []string{"http://[0:1:0:1:0:1:0:1]/", "http://[0:1:0:1:0:1:0:1]", "http:", "", "", "[0:1:0:1:0:1:0:1]", "[0:1:0:1:0:1:0:1]", "", "/", "", ""}},
	{"http://example.org/test?\u2323", nil, []string{"http://example.org/test?%E2%8C%A3", "http://example.org", "http:", "", "", "example.org", "example.org", "", "/test", "?%E2%8C%A3", ""}},
	{"https://@test@test@example:800/", webPtr("http://doesnotmatter/"), []string{"https://%40test%40test@example:800/", "https://example:800", "https:", "%40test%40test", "", "example:800", "example", "800", "/", "", ""}},
	{"http://B\u00fccher.de/", nil, []string{"http://xn--bcher-kva.de/", "http://xn--bcher-kva.de", "http:", "", "", "xn--bcher-kva.de", "xn--bcher-kva.de", "", "/", "", ""}},
	{"https://\u4f8b\u3048.\u30c6\u30b9\u30c8", nil, []string{"https://xn--r8jz45g.xn--zckzah/", "https://xn--r8jz45g.xn--zckzah", "https:", "", "", "xn--r8jz45g.xn--zckzah", "xn--r8jz45g.xn--zckzah", "", "/", "", ""}},
	{"http://xn--a.com", nil, nil},
	{"http://fa\u00df.ExAmPlE/", nil, []string{"http://xn--fa-hia.example/", "http://xn--fa-hia.example", "http:", "", "", "xn--fa-hia.example", "xn--fa-hia.example", "", "/", "", ""}},
	{"http://[2001:0db8::0001]", nil, []string{"http://[2001:db8::1]/", "http://[2001:db8::1]", "http:", "", "", "[2001:db8::1]", "[2001:db8::1]", "", "/", "", ""}},
	{"http://0177.0.0.1/", nil, []string{"http://127.0.0.1/", "http://127.0.0.1", "http:", "", "", "127.0.0.1", "127.0.0.1", "", "/", "", ""}},
	{"http://127.1/", nil, []string{"http://127.0.0.1/", "http://127.0.0.1", "http:", "", "", "127.0.0.1", "127.0.0.1", "", "/", "", ""}},
	{"http://1.2.3.09", nil, nil},
	{"mailto:John.Doe@example.com", nil, []string{"mailto:John.Doe@example.com", "null", "mailto:", "", "", "", "", "", "John.Doe@example.com", "", ""}},
	{"javascript:alert(1)", nil, []string{"javascript:alert(1)", "null", "javascript:", "", "", "", "", "", "alert(1)", "", ""}},
	{"https://example.com/a/./b/../../c/./d/..", nil, []string{"https://example.com/c/", "https://example.com", "https:", "", "", "example.com", "example.com", "", "/c/", "", ""}},
	// The current standard, where Node 20 is older: ^ is percent-encoded in
	// paths, and a space ending an opaque path before ? or # is %20.
	{"http://example.com/a^b", nil, []string{"http://example.com/a%5Eb", "http://example.com", "http:", "", "", "example.com", "example.com", "", "/a%5Eb", "", ""}},
	{"sc:space   ?x", nil, []string{"sc:space  %20?x", "null", "sc:", "", "", "", "", "", "space  %20", "?x", ""}},
	{"sc:space #x", nil, []string{"sc:space%20#x", "null", "sc:", "", "", "", "", "", "space%20", "", "#x"}},
	// Special schemes, default ports, case, dot segments, backslashes.
	{"HTTPS://User:Pa%20ss@EXAMPLE.com:443/a/./b/../c\\d?Q=1#F", nil, []string{"https://User:Pa%20ss@example.com/a/c/d?Q=1#F", "https://example.com", "https:", "User", "Pa%20ss", "example.com", "example.com", "", "/a/c/d", "?Q=1", "#F"}},
	{"wss://h:443/", nil, []string{"wss://h/", "wss://h", "wss:", "", "", "h", "h", "", "/", "", ""}},
	{"ws://h:443/", nil, []string{"ws://h:443/", "ws://h:443", "ws:", "", "", "h:443", "h", "443", "/", "", ""}},
	{"../x?y#z", webPtr("https://a.b/c/d/e"), []string{"https://a.b/c/x?y#z", "https://a.b", "https:", "", "", "a.b", "a.b", "", "/c/x", "?y", "#z"}},
	{"https://ex.com/p?q=a b'c#f g`", nil, []string{"https://ex.com/p?q=a%20b%27c#f%20g%60", "https://ex.com", "https:", "", "", "ex.com", "ex.com", "", "/p", "?q=a%20b%27c", "#f%20g%60"}},
	{"http://[::ffff:192.168.0.1]/", nil, []string{"http://[::ffff:c0a8:1]/", "http://[::ffff:c0a8:1]", "http:", "", "", "[::ffff:c0a8:1]", "[::ffff:c0a8:1]", "", "/", "", ""}},
	{"http://0x7f000001/", nil, []string{"http://127.0.0.1/", "http://127.0.0.1", "http:", "", "", "127.0.0.1", "127.0.0.1", "", "/", "", ""}},
	{"http://münchen.DE/straße", nil, []string{"http://xn--mnchen-3ya.de/stra%C3%9Fe", "http://xn--mnchen-3ya.de", "http:", "", "", "xn--mnchen-3ya.de", "xn--mnchen-3ya.de", "", "/stra%C3%9Fe", "", ""}},
	{"http://\u2488.com", nil, nil},
	{"http://\u0301a.com", nil, nil},
	{"http://a b/", nil, nil},
	{"not a url", nil, nil},
	{"/relative", nil, nil},
	{"https://", nil, nil},
}

const webURLAttrs = `const attrs = (u) => [u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash];`

func TestURLVectors(t *testing.T) {
	if len(urlCases) < 40 {
		t.Fatalf("only %d URL cases", len(urlCases))
	}
	got := runWebCases(t, webURLAttrs+`
const run = (c) => {
  let u;
  try { u = c.Base === null ? new URL(c.In) : new URL(c.In, c.Base); } catch (e) {
    return e instanceof TypeError && e.message === 'Invalid URL' && e.input === c.In ? null : 'wrong error ' + e;
  }
  const a = attrs(u);
  // URL.parse, URL.canParse and reparsing the href agree.
  const p = c.Base === null ? URL.parse(c.In) : URL.parse(c.In, c.Base);
  if (p === null || p.href !== a[0] || !URL.canParse(c.In, c.Base === null ? undefined : c.Base)) return 'URL.parse disagrees';
  if (new URL(a[0]).href !== a[0]) return 'href does not reparse to itself';
  return a;
};`, urlCases)
	for i, tc := range urlCases {
		want := "null"
		if tc.Want != nil {
			want = webJSON(tc.Want)
		}
		if got[i] != want {
			base := "<none>"
			if tc.Base != nil {
				base = *tc.Base
			}
			t.Errorf("new URL(%q, %q)\n got  %s\n want %s", tc.In, base, got[i], want)
		}
	}
}

func TestURLSetters(t *testing.T) {
	// From the URL test suite's setters_tests.json, typed in, and checked
	// against Node 20 (which predates the last two).
	type c struct{ Href, Attr, Value, Want string }
	cases := []c{
		{"http://example.net/path", "protocol", "https", "https://example.net/path"},
		{"http://example.net/path", "protocol", "HTTPS:", "https://example.net/path"},
		{"http://example.net/path", "protocol", "sc", "http://example.net/path"},
		{"sc://x/", "protocol", "https", "sc://x/"},
		{"http://x:81/", "protocol", "file", "http://x:81/"},
		{"https://x:443/", "protocol", "http", "http://x/"},
		{"http://x:443/", "protocol", "https", "https://x/"},
		{"http://x/", "protocol", "ws:stuff", "ws://x/"},
		{"mailto:me@x", "protocol", "http", "mailto:me@x"},
		{"http://x/", "protocol", "1ttp", "http://x/"},
		{"http://example.net/", "username", "me", "http://me@example.net/"},
		{"http://me@example.net/", "username", "", "http://example.net/"},
		{"http://example.net/", "username", "\x00\x01\t\n\r\x1f !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\x7f\u0080\u0081Éé", "http://%00%01%09%0A%0D%1F%20!%22%23$%&'()*+,-.%2F09%3A%3B%3C%3D%3E%3F%40AZ%5B%5C%5D%5E_%60az%7B%7C%7D~%7F%C2%80%C2%81%C3%89%C3%A9@example.net/"},
		{"file:///x", "username", "me", "file:///x"},
		{"http://example.net/", "password", "p@ss:w/rd", "http://:p%40ss%3Aw%2Frd@example.net/"},
		{"http://example.net/", "host", "example.com:8080", "http://example.com:8080/"},
		{"http://example.net:8080/", "host", "example.com", "http://example.com:8080/"},
		{"http://example.net/", "host", "example.com:", "http://example.com/"},
		{"http://example.net/", "host", "", "http://example.net/"},
		{"http://example.net/path", "host", "example.com/stuff", "http://example.com/path"},
		{"http://example.net/path", "host", "example.com:8080stuff2", "http://example.com:8080/path"},
		{"http://example.net/path", "host", "example.com:65536", "http://example.com/path"},
		{"http://example.net/path", "host", "[::1]:2", "http://[::1]:2/path"},
		{"mailto:x", "host", "example.com", "mailto:x"},
		{"file://y/", "host", "x:123", "file://y/"},
		{"file://y/", "host", "localhost", "file:///"},
		{"http://example.net/", "host", "Ex\u00e4mple.com", "http://xn--exmple-cua.com/"},
		{"http://example.net/path", "hostname", "example.com:8080", "http://example.net/path"},
		{"http://example.net:8080/", "hostname", "[::1]", "http://[::1]:8080/"},
		{"sc://x:12/", "hostname", "", "sc://x:12/"},
		{"sc://x/", "hostname", "", "sc:///"},
		{"http://example.net/", "port", "8080", "http://example.net:8080/"},
		{"http://example.net:8080/", "port", "", "http://example.net/"},
		{"https://example.net/", "port", "443", "https://example.net/"},
		{"http://example.net/", "port", "8080stuff", "http://example.net:8080/"},
		{"http://example.net/", "port", "stuff", "http://example.net/"},
		{"http://example.net/", "port", "65536", "http://example.net/"},
		{"file:///", "port", "12", "file:///"},
		{"http://example.net/home?lang=fr#nav", "pathname", "\\a\\%2E\\b\\%2e.\\c", "http://example.net/a/c?lang=fr#nav"},
		{"http://example.net/", "pathname", "a b/c?d#e", "http://example.net/a%20b/c%3Fd%23e"},
		{"mailto:me@x", "pathname", "/foo", "mailto:me@x"},
		{"file:///unicorn", "pathname", "//\\/", "file://////"},
		{"http://example.net/", "pathname", "{}^`", "http://example.net/%7B%7D%5E%60"},
		{"http://example.net/?lang=en-US#nav", "search", "lang=fr", "http://example.net/?lang=fr#nav"},
		{"http://example.net/?lang=en-US#nav", "search", "?", "http://example.net/?#nav"},
		{"http://example.net/?lang=en-US#nav", "search", "", "http://example.net/#nav"},
		{"http://example.net/", "search", "??lang=fr", "http://example.net/??lang=fr"},
		{"http://example.net/", "search", "a b'c\"#d<>", "http://example.net/?a%20b%27c%22%23d%3C%3E"},
		{"sc://x/", "search", "a'b", "sc://x/?a'b"},
		{"http://example.net", "hash", "main", "http://example.net/#main"},
		{"http://example.net#nav", "hash", "", "http://example.net/"},
		{"http://example.net", "hash", "##nav", "http://example.net/##nav"},
		{"http://example.net", "hash", "a b\"<>`#c", "http://example.net/#a%20b%22%3C%3E%60#c"},
		{"javascript:alert(1)", "hash", "castle", "javascript:alert(1)#castle"},
		{"data:space ?query", "search", "", "data:space%20"},
		{"sc:space #x", "hash", "", "sc:space%20"},
		{"http://example.net/", "href", "https://other.com/x?y=1", "https://other.com/x?y=1"},
		{"http://example.net/", "href", "relative", "THROWN TypeError: Invalid URL"},
	}
	got := runWebCases(t, `const run = (c) => { const u = new URL(c.Href); u[c.Attr] = c.Value; return u.href; };`, cases)
	for i, tc := range cases {
		if got[i] != webQuote(tc.Want) {
			t.Errorf("new URL(%q).%s = %q: got %s, want %s", tc.Href, tc.Attr, tc.Value, got[i], webQuote(tc.Want))
		}
	}
}

func TestURLAPI(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = {};
  const u = new URL('https://x.com/p?a=1&b=2#h');
  r.json = JSON.stringify({ u });
  r.strings = [String(u), u.toString(), u.toJSON(), Object.prototype.toString.call(u), URL.length];
  r.statics = [URL.canParse('http://x'), URL.canParse('nope'), URL.canParse('/x', 'http://a'), URL.parse('nope'), URL.parse('x', 'http://a/b/c').href, URL.parse('x', 'nope')];
  const e = (f) => { try { f(); return 'no error'; } catch (x) { return [x.name, x.message, x.code, x.input, x.base]; } };
  r.errors = [e(() => new URL('/x', 'nope')), e(() => new URL()), e(() => new URL('http://[::1')), e(() => { u.href = 'nope'; })];
  r.fromURL = new URL(u).href === u.href && new URL('q', u).href;
  return r;
}`)
	want := `{"json":"{\"u\":\"https://x.com/p?a=1&b=2#h\"}","strings":["https://x.com/p?a=1&b=2#h","https://x.com/p?a=1&b=2#h","https://x.com/p?a=1&b=2#h","[object URL]",1],"statics":[true,false,true,null,"http://a/b/x",null],"errors":[["TypeError","Invalid URL","ERR_INVALID_URL","/x","nope"],["TypeError","URL constructor: 1 argument required, but only 0 present.",null,null,null],["TypeError","Invalid URL","ERR_INVALID_URL","http://[::1",null],["TypeError","Invalid URL","ERR_INVALID_URL","nope",null]],"fromURL":"https://x.com/q"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// ---- URLSearchParams ----

func TestURLSearchParamsParsing(t *testing.T) {
	// application/x-www-form-urlencoded parsing and serializing, from the
	// URL test suite (urlencoded-parser.any.js) and our own.
	type c struct {
		In    string
		Pairs [][2]string
		Out   string
	}
	cases := []c{
		{"", nil, ""},
		{"?", nil, ""},
		{"??a=b", [][2]string{{"?a", "b"}}, "%3Fa=b"},
		{"a=b", [][2]string{{"a", "b"}}, "a=b"},
		{"a=b&c=d", [][2]string{{"a", "b"}, {"c", "d"}}, "a=b&c=d"},
		{"&&a=b&&", [][2]string{{"a", "b"}}, "a=b"},
		{"a", [][2]string{{"a", ""}}, "a="},
		{"=b", [][2]string{{"", "b"}}, "=b"},
		{"a==b", [][2]string{{"a", "=b"}}, "a=%3Db"},
		{"a+b=c+d", [][2]string{{"a b", "c d"}}, "a+b=c+d"},
		{"a%20b=c%2Bd", [][2]string{{"a b", "c+d"}}, "a+b=c%2Bd"},
		{"%zz=%4", [][2]string{{"%zz", "%4"}}, "%25zz=%254"},
		{"%e2%82%ac=%E2%82", [][2]string{{"€", "\ufffd"}}, "%E2%82%AC=%EF%BF%BD"},
		{"a=%F0%9F%98%80", [][2]string{{"a", "😀"}}, "a=%F0%9F%98%80"},
		{"é=ü", [][2]string{{"é", "ü"}}, "%C3%A9=%C3%BC"},
		{"a=b;c=d", [][2]string{{"a", "b;c=d"}}, "a=b%3Bc%3Dd"},
		{"%26=%3D", [][2]string{{"&", "="}}, "%26=%3D"},
		{"*-._~!'()=1", [][2]string{{"*-._~!'()", "1"}}, "*-._%7E%21%27%28%29=1"},
		{"a[]=1&a[]=2", [][2]string{{"a[]", "1"}, {"a[]", "2"}}, "a%5B%5D=1&a%5B%5D=2"},
		{"a=b#c", [][2]string{{"a", "b#c"}}, "a=b%23c"},
		{"a\u00a0=\x00", [][2]string{{"a\u00a0", "\x00"}}, "a%C2%A0=%00"},
		{"%=%%", [][2]string{{"%", "%%"}}, "%25=%25%25"},
	}
	got := runWebCases(t, `const run = (c) => { const p = new URLSearchParams(c.In); return [[...p], p.toString(), p.size]; };`, cases)
	for i, tc := range cases {
		pairs := tc.Pairs
		if pairs == nil {
			pairs = [][2]string{}
		}
		want := webJSON([]any{pairs, tc.Out, len(pairs)})
		if got[i] != want {
			t.Errorf("new URLSearchParams(%q) = %s, want %s", tc.In, got[i], want)
		}
	}
}

func TestURLSearchParamsAPI(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = {};
  const S = (x) => { try { return new URLSearchParams(x).toString(); } catch (e) { return e.name + ': ' + e.message; } };
  r.init = [S([['a', '1'], ['b', ' 2+'], ['a', '3']]), S({ a: '1', b: 'x y', 'c&d': 'e=f' }), S(new URLSearchParams('a=1&b=2')),
    S(new Map([['k', 'v']])), S([['a']]), S([['a', 'b', 'c']]), S(['ab']), S(null), S(undefined), S(5), S({ [Symbol.iterator]: 5 }),
    S({ '\ud800': 1, '\ufffd': 2 })];
  const p = new URLSearchParams('a=1&b=2&a=3&c=4');
  r.reads = [p.get('a'), p.get('z'), p.getAll('a'), p.getAll('z'), p.has('a'), p.has('a', '3'), p.has('a', '9'), p.size];
  const steps = [];
  p.append('d', 'x y'); steps.push(p.toString());
  p.set('a', 'one'); steps.push(p.toString());
  p.delete('b'); steps.push(p.toString());
  p.delete('a', 'nope'); steps.push(p.toString());
  p.delete('a', 'one'); steps.push(p.toString());
  p.set('z', 'last'); steps.push(p.toString());
  r.steps = steps;
  const q = new URLSearchParams('z=1&a=2&y=3&a=1&\ufffd=x&\u00e9=y&A=0&a=0');
  q.sort();
  r.sorted = q.toString();
  const s2 = new URLSearchParams([['\ufffd', '1'], ['\ud83d\ude00', '2'], ['\ufb03', '3']]);
  s2.sort();
  r.codeUnits = [...s2.keys()];
  const fe = [];
  q.forEach(function (v, k, o) { fe.push(k + '=' + v + ':' + (o === q) + ':' + this.t); }, { t: 'this' });
  r.forEach = fe.slice(0, 2);
  r.iterators = [[...q.keys()].length, [...q.values()][0], [...q.entries()][0], [...q][1], Object.prototype.toString.call(q.keys()), q.keys().next(), typeof q.keys()[Symbol.iterator]];
  const live = new URLSearchParams('a=1&b=2&c=3');
  const seen = [];
  for (const [k] of live) { seen.push(k); if (k === 'a') live.delete('b'); }
  r.live = seen;
  r.helpers = typeof Iterator === 'function' ? q.keys().map((k) => k.toUpperCase()).toArray().join('') : 'no iterator helpers';
  const e = (f) => { try { f(); return 'no error'; } catch (x) { return x.name + ': ' + x.message; } };
  r.errors = [e(() => p.append('x')), e(() => p.get()), e(() => p.forEach(5))];
  r.misc = [String(p), Object.prototype.toString.call(p), URLSearchParams.length];
  return r;
}`)
	want := `{"init":["a=1&b=+2%2B&a=3","a=1&b=x+y&c%26d=e%3Df","a=1&b=2","k=v","TypeError: URLSearchParams: each pair must be a [name, value] sequence of exactly two items.","TypeError: URLSearchParams: each pair must be a [name, value] sequence of exactly two items.","TypeError: URLSearchParams: each pair must be a [name, value] sequence of exactly two items.","null=","","5=","TypeError: URLSearchParams: the init object is not iterable.","%EF%BF%BD=2"],` +
		`"reads":["1",null,["1","3"],[],true,true,false,4],` +
		`"steps":["a=1&b=2&a=3&c=4&d=x+y","a=one&b=2&c=4&d=x+y","a=one&c=4&d=x+y","a=one&c=4&d=x+y","c=4&d=x+y","c=4&d=x+y&z=last"],` +
		`"sorted":"A=0&a=2&a=1&a=0&y=3&z=1&%C3%A9=y&%EF%BF%BD=x","codeUnits":["😀","ﬃ","�"],` +
		`"forEach":["A=0:true:this","a=2:true:this"],` +
		`"iterators":[8,"0",["A","0"],["a","2"],"[object URLSearchParams Iterator]",{"value":"A","done":false},"function"],` +
		`"live":["a","c"],"helpers":"AAAAYZÉ�",` +
		`"errors":["TypeError: URLSearchParams.append: 2 arguments required, but only 1 present.","TypeError: URLSearchParams.get: 1 argument required, but only 0 present.","TypeError: URLSearchParams.forEach: the callback must be a function."],` +
		`"misc":["c=4&d=x+y&z=last","[object URLSearchParams]",0]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// The URL and its searchParams stay bound both ways.
func TestURLSearchParamsLiveBinding(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = [];
  const u = new URL('https://x.com/p?a=1&b=2#h');
  const p = u.searchParams;
  r.push(p === u.searchParams, p.get('a'));
  p.append('c', 'x y'); r.push(u.href);
  p.delete('a'); p.delete('b'); p.delete('c'); r.push(u.href, u.search);
  u.search = '?z=9&z=8'; r.push(p.getAll('z'));
  u.search = 'k=a b'; r.push(p.get('k'), u.search);
  u.href = 'https://y.com/?q=1'; r.push(p.get('q'), p.size);
  u.search = ''; r.push(p.size, u.href);
  p.set('k', 'é&='); r.push(u.href, u.search);
  p.append('a', '1'); p.sort(); r.push(u.href);
  const o = new URL('sc:opaque?x=1#f'); o.searchParams.delete('x'); r.push(o.href);
  const s = new URL('http://h/?a+b=c%20d'); r.push(s.searchParams.get('a b'), s.search);
  s.searchParams.append('e', 'f'); r.push(s.search);
  return r;
}`)
	want := `[true,"1","https://x.com/p?a=1&b=2&c=x+y#h","https://x.com/p#h","",["9","8"],"a b","?k=a%20b","1",1,0,"https://y.com/","https://y.com/?k=%C3%A9%26%3D","?k=%C3%A9%26%3D","https://y.com/?a=1&k=%C3%A9%26%3D","sc:opaque#f","c d","?a+b=c%20d","?a+b=c+d&e=f"]`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// ---- structuredClone ----

func TestStructuredCloneTypes(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = {};
  r.prims = [structuredClone(1), structuredClone('s'), structuredClone(null), structuredClone(true), String(structuredClone(10n)), 1 / structuredClone(-0), String(structuredClone(NaN)), structuredClone(undefined) === undefined];
  const o = { a: 1, b: [1, , 3], c: { d: 'e' } };
  o.b.x = 'extra';
  const c = structuredClone(o);
  r.plain = [c, c !== o, c.c !== o.c, c.b.length, 1 in c.b, c.b.x, Object.keys(c.b)];
  const cyc = { n: 1 }; cyc.self = cyc; cyc.arr = [cyc];
  const cc = structuredClone(cyc);
  r.cycle = [cc.self === cc, cc.arr[0] === cc, cc !== cyc];
  const sh = { x: 1 };
  const cs = structuredClone({ a: sh, b: sh });
  r.shared = cs.a === cs.b;
  const re = /ab+c/gi; re.lastIndex = 3;
  const dr = structuredClone({ d: new Date(86400000), r: re, bad: new Date(NaN) });
  r.dateRegExp = [dr.d instanceof Date, dr.d.getTime(), dr.r instanceof RegExp, dr.r.source, dr.r.flags, dr.r.lastIndex, String(dr.bad.getTime())];
  const k = { k: 1 };
  const ms = structuredClone({ m: new Map([[k, 'v'], ['s', k]]), s: new Set([1, k, 'x']) });
  const ck = [...ms.m.keys()][0];
  r.mapSet = [ms.m instanceof Map, ms.s instanceof Set, ms.m.size, ms.s.size, ms.m.get('s') === ck, ms.s.has(ck), ck !== k];
  const buf = new ArrayBuffer(8);
  const a8 = new Uint8Array(buf, 2, 4); const b16 = new Uint16Array(buf, 0, 2); const dv = new DataView(buf, 4);
  a8[0] = 7;
  const cb = structuredClone({ buf, a8, b16, dv });
  cb.a8[1] = 9;
  r.buffers = [cb.buf !== buf, cb.a8.buffer === cb.buf, cb.b16.buffer === cb.buf, cb.dv.buffer === cb.buf, cb.a8.byteOffset, cb.a8.length, cb.dv.byteOffset, cb.dv.byteLength, Array.from(new Uint8Array(cb.buf)), Array.from(new Uint8Array(buf))];
  r.typed = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'].map((n) => {
    const C = globalThis[n]; const x = new C(3); x[1] = n.startsWith('Big') ? 5n : 5; const y = structuredClone(x);
    return y.constructor === C && y !== x && y.buffer !== x.buffer && String(y[1]) === '5' && y.length === 3 ? n : 'wrong ' + n;
  });
  const err = new TypeError('bad', { cause: { x: 1 } }); err.extra = 1;
  const ce = structuredClone(err);
  const custom = new Error('m'); custom.name = 'CustomError';
  const cc2 = structuredClone(custom);
  const bare = structuredClone(new RangeError());
  r.errors = [ce instanceof TypeError, ce.name, ce.message, ce.cause, ce.extra, ce.stack === err.stack, cc2.name, cc2.message, Object.hasOwn(bare, 'message'), bare instanceof RangeError];
  r.boxed = structuredClone([Object(1), Object('s'), Object(true), Object(2n)]).map((x) => [typeof x, Object.prototype.toString.call(x), String(x.valueOf())]);
  class A { constructor() { this.x = 1; } get y() { return 2; } m() {} }
  const ca = structuredClone(new A());
  r.classes = [ca, Object.getPrototypeOf(ca) === Object.prototype];
  let n = 0;
  const g = structuredClone({ get g() { return ++n; } });
  r.getters = [g.g, n, typeof Object.getOwnPropertyDescriptor(g, 'g').get];
  const ne = { a: 1, [Symbol('s')]: 2 };
  Object.defineProperty(ne, 'hidden', { value: 3, enumerable: false });
  r.ownEnumerable = Reflect.ownKeys(structuredClone(ne));
  const pk = structuredClone(JSON.parse('{"__proto__": {"x": 1}, "y": 2}'));
  r.protoKey = [Object.keys(pk), Object.getPrototypeOf(pk) === Object.prototype, pk.x];
  const sp = []; sp[5] = 1;
  r.sparse = [structuredClone(sp).length, Object.keys(structuredClone(sp))];
  r.proxy = structuredClone(new Proxy({ a: 1 }, {}));
  r.transferEmpty = structuredClone({ a: 1 }, { transfer: [] });
  return r;
}`)
	want := `{"prims":[1,"s",null,true,"10",null,"NaN",true],` +
		`"plain":[{"a":1,"b":[1,null,3],"c":{"d":"e"}},true,true,3,false,"extra",["0","2","x"]],` +
		`"cycle":[true,true,true],"shared":true,` +
		`"dateRegExp":[true,86400000,true,"ab+c","gi",0,"NaN"],` +
		`"mapSet":[true,true,2,3,true,true,true],` +
		`"buffers":[true,true,true,true,2,4,4,4,[0,0,7,9,0,0,0,0],[0,0,7,0,0,0,0,0]],` +
		`"typed":["Int8Array","Uint8Array","Uint8ClampedArray","Int16Array","Uint16Array","Int32Array","Uint32Array","Float16Array","Float32Array","Float64Array","BigInt64Array","BigUint64Array"],` +
		`"errors":[true,"TypeError","bad",{"x":1},null,true,"Error","m",false,true],` +
		`"boxed":[["object","[object Number]","1"],["object","[object String]","s"],["object","[object Boolean]","true"],["object","[object BigInt]","2"]],` +
		`"classes":[{"x":1},true],"getters":[1,1,"undefined"],"ownEnumerable":["a"],` +
		`"protoKey":[["__proto__","y"],true,null],"sparse":[6,["5"]],"proxy":{"a":1},"transferEmpty":{"a":1}}`
	// 1 / -0 is -Infinity, which JSON writes as null.
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestStructuredCloneErrors(t *testing.T) {
	type c struct{ Code, Want string }
	dce := func(path, what string) string {
		return "DataCloneError 25: structuredClone: " + path + " could not be cloned: it is " + what + "."
	}
	cases := []c{
		{`() => structuredClone(() => 1)`, dce("value", "a function")},
		{`() => structuredClone({ user: { save() {} } })`, dce("value.user.save", "a function")},
		{`() => structuredClone({ list: [1, 2, Symbol('s')] })`, dce("value.list[2]", "a symbol")},
		{`() => structuredClone({ 'a b': { '': [{ f: class {} }] } })`, dce(`value["a b"][""][0].f`, "a function")},
		{`() => structuredClone(new Map([['k', 1], ['f', () => 1]]))`, dce("value[map value #1]", "a function")},
		{`() => structuredClone(new Map([[Symbol(), 1]]))`, dce("value[map key #0]", "a symbol")},
		{`() => structuredClone({ s: new Set([1, new WeakMap()]) })`, dce("value.s[set item #1]", "a WeakMap")},
		{`() => structuredClone(new WeakSet())`, dce("value", "a WeakSet")},
		{`() => structuredClone(new WeakRef({}))`, dce("value", "a WeakRef")},
		{`() => structuredClone({ p: Promise.resolve(1) })`, dce("value.p", "a Promise")},
		{`() => structuredClone(Object(Symbol()))`, dce("value", "a Symbol object")},
		{`() => structuredClone((function* () {})())`, dce("value", "a generator")},
		{`() => structuredClone({ e: new Error('x', { cause: () => 1 }) })`, dce("value.e.cause", "a function")},
		{`() => structuredClone({ u: new URL('http://a') })`, dce("value.u", "a URL")},
		{`() => structuredClone(new URL('http://a').searchParams)`, dce("value", "a URLSearchParams")},
		{`() => structuredClone(crypto)`, dce("value", "a Crypto")},
		{`() => structuredClone({ [5]: [[() => 1]] })`, dce("value[5][0][0]", "a function")},
		{`() => { const b = new ArrayBuffer(4); b.transfer(); return structuredClone(b); }`, dce("value", "a detached ArrayBuffer")},
		{`() => structuredClone({}, { transfer: [new ArrayBuffer(1)] })`, "DataCloneError 25: structuredClone: the transfer option is not supported in this sandbox; clone without it (the original stays usable)."},
		{`() => structuredClone()`, "TypeError undefined: structuredClone: 1 argument required, but only 0 present."},
		{`() => structuredClone(1, 2)`, "TypeError undefined: structuredClone: the options argument must be an object."},
	}
	got := runWebCases(t, `const run = (c) => { try { (0, eval)(c.Code)(); return 'no error'; } catch (e) { return e.name + ' ' + e.code + ': ' + e.message + (e instanceof Error ? '' : ' (not an Error)'); } };`, cases)
	for i, tc := range cases {
		if got[i] != webQuote(tc.Want) {
			t.Errorf("%s\n got  %s\n want %s", tc.Code, got[i], webQuote(tc.Want))
		}
	}
}

// ---- crypto ----

var uuidV4 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestCryptoRandomUUID(t *testing.T) {
	var uuids []string
	if err := json.Unmarshal([]byte(runWebValue(t, `async () => Array.from({ length: 2000 }, () => crypto.randomUUID())`)), &uuids); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, u := range uuids {
		if !uuidV4.MatchString(u) {
			t.Errorf("%q is not a lowercase version 4 UUID", u)
		}
		if seen[u] {
			t.Errorf("%q repeated", u)
		}
		seen[u] = true
	}
	if len(uuids) != 2000 {
		t.Errorf("%d UUIDs", len(uuids))
	}
}

func TestCryptoGetRandomValues(t *testing.T) {
	got := runWebValue(t, `async () => {
  const r = {};
  const a = new Uint8Array(64);
  r.same = crypto.getRandomValues(a) === a;
  r.filled = a.some((x) => x !== 0) && new Set(a).size > 16;
  const big = new Uint32Array(16384);
  crypto.getRandomValues(big);
  r.max = big.some((x) => x > 0xffffff);
  const view = new Uint8Array(new ArrayBuffer(8), 2, 4);
  crypto.getRandomValues(view);
  r.offset = new Uint8Array(view.buffer, 0, 2).every((x) => x === 0) && new Uint8Array(view.buffer, 6, 2).every((x) => x === 0);
  r.types = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'].map((n) => crypto.getRandomValues(new globalThis[n](4)).length);
  r.empty = crypto.getRandomValues(new Uint8Array(0)).length;
  const e = (f) => { try { f(); return 'no error'; } catch (x) { return x.name + ' ' + x.code + ': ' + x.message; } };
  r.errors = [e(() => crypto.getRandomValues(new Float32Array(1))), e(() => crypto.getRandomValues(new Float64Array(1))), e(() => crypto.getRandomValues(new DataView(new ArrayBuffer(4)))),
    e(() => crypto.getRandomValues([1, 2])), e(() => crypto.getRandomValues(new Uint8Array(65537))), e(() => crypto.getRandomValues(new BigInt64Array(8193))), e(() => crypto.getRandomValues())];
  r.misc = [typeof crypto.subtle, Object.prototype.toString.call(crypto), e(() => new crypto.constructor())];
  return r;
}`)
	want := `{"same":true,"filled":true,"max":true,"offset":true,"types":[4,4,4,4,4,4,4,4,4],"empty":0,"errors":[` +
		`"TypeMismatchError 17: crypto.getRandomValues: the argument must be an integer typed array (Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array or BigUint64Array), not a Float32Array.",` +
		`"TypeMismatchError 17: crypto.getRandomValues: the argument must be an integer typed array (Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array or BigUint64Array), not a Float64Array.",` +
		`"TypeMismatchError 17: crypto.getRandomValues: the argument must be an integer typed array (Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array or BigUint64Array), not a DataView.",` +
		`"TypeError undefined: crypto.getRandomValues: the argument must be an integer typed array (such as a Uint8Array).",` +
		`"QuotaExceededError 22: crypto.getRandomValues: the array is 65537 bytes; at most 65536 bytes can be filled per call.",` +
		`"QuotaExceededError 22: crypto.getRandomValues: the array is 65544 bytes; at most 65536 bytes can be filled per call.",` +
		`"TypeError undefined: crypto.getRandomValues: 1 argument required, but only 0 present."],` +
		`"misc":["undefined","[object Crypto]","TypeError undefined: Illegal constructor"]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// An uncaught web API error reaches the failure with its name and pinned
// text, and the stack shows the program's frame, not the executor's.
func TestWebAPIErrorAsFailure(t *testing.T) {
	r := runProgram(t, "async () => {\n  return atob('***')\n}")
	if r.Failure == nil || r.Failure.Kind != KindThrown {
		t.Fatalf("failure = %+v", r.Failure)
	}
	if want := "InvalidCharacterError: " + textAtob; r.Failure.Message != want {
		t.Errorf("message = %q, want %q", r.Failure.Message, want)
	}
	if strings.Contains(r.Failure.Stack, "executor") || !strings.Contains(r.Failure.Stack, "<program>:2") {
		t.Errorf("stack = %q", r.Failure.Stack)
	}
}

// The JavaScript side stays linear too. A fixed budget cannot tell linear
// from quadratic both in a plain run and under -race (which makes the engine
// some 25 times slower), so the check is a ratio: four times the appends to
// url.searchParams (whose update steps reserialize the whole query) must cost
// about four times as much, not sixteen (the fastest of three runs of each).
func TestWebAPIsLargeInputs(t *testing.T) {
	r := runProgram(t, `async () => {
  const n = 3000;
  const u = new URL('http://' + 'a@'.repeat(n) + 'x/' + '../'.repeat(n) + 'a/'.repeat(n) + '?' + '%'.repeat(n) + '#' + ' '.repeat(n));
  const p = new URLSearchParams('a=1&'.repeat(n));
  const appends = (k) => {
    const v = new URL('http://x/');
    const t = Date.now();
    for (let i = 0; i < k; i++) { v.searchParams.append('k', 'v'); if (i % 100 === 0) v.searchParams.has('k'); }
    const len = v.href.length;
    return [Date.now() - t, len];
  };
  // The fastest of three of each, so that a pause of the machine in one
  // of them (a shared, loaded CI machine) is not taken for the cost.
  const fastest = (k) => Math.min(...[0, 1, 2].map(() => appends(k)[0]));
  const small = fastest(400);
  const large = fastest(1600);
  const len = appends(1600)[1];
  const linear = large < 10 * Math.max(small, 1) + 20;
  return [u.username.length, p.size, len, linear || [small, large]];
}`)
	if r.Failure != nil {
		t.Fatalf("%s: %s", r.Failure.Kind, r.Failure.Message)
	}
	if want := `[11997,3000,6409,true]`; r.Value != want {
		t.Errorf("got %s, want %s", r.Value, want)
	}
}
