package asyncrt

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// hostileValues are the values every host function gets in every argument
// position (JavaScript expressions; HOSTILE in the programs below).
var hostileValues = []string{
	"NaN", "-0", "-1", "0.5", "2 ** 31", "2 ** 32", "2 ** 53", "1e19", "-1e19", "Infinity", "-Infinity",
	"10n", "'7'", "({ valueOf() { throw new Error('valueOf ran'); }, toString() { throw new Error('toString ran'); } })", "undefined",
}

func hostileArray() string { return "[" + strings.Join(hostileValues, ", ") + "]" }

// hostCase is a host function and the arguments (a JavaScript array
// expression) it is called with before one of them is replaced.
type hostCase struct {
	name     string // the function's name in its host object
	object   string // which host object: host, web, durable or trap
	defaults string
	settles  bool // the call settles the execution: each value gets its own execution
	// positions, when set, is how many argument positions get the values
	// (else as many as the function declares or defaults gives).
	positions int
}

// hostCases are the host functions the executor's JavaScript is given, with
// ordinary arguments. TestHostFunctionsRefuseHostileArguments checks that
// the list names every one.
var hostCases = []hostCase{
	{name: "dispatch", object: "host", defaults: `['p', 't', '{}']`},
	{name: "call", object: "host", defaults: `['p', 't', '{}']`},
	{name: "callValue", object: "host", defaults: `['p', 't', false, [{}]]`},
	{name: "log", object: "host", defaults: `['log', 'x']`},
	{name: "done", object: "host", defaults: `[1]`, settles: true, positions: 1},
	// fail reads a fourth argument, the program's kind, when it is given.
	{name: "fail", object: "host", defaults: `['m', 's', 'n']`, settles: true, positions: 4},
	{name: "uncaught", object: "host", defaults: `['m', 's']`, settles: true, positions: 2},
	{name: "encode", object: "host", defaults: `[new ArrayBuffer(8), 0, 8]`},
	{name: "decode", object: "host", defaults: `['AAAA']`},
	{name: "inert", object: "host", defaults: `[false]`},
	{name: "loadWeb", object: "host", defaults: `[INTRINSIC]`},
	{name: "loadFetch", object: "host", defaults: `[]`},
	{name: "loadConsole", object: "host", defaults: `[]`},
	{name: "timerSet", object: "host", defaults: `[900001, 0]`},
	{name: "timerClear", object: "host", defaults: `[900001]`},
	{name: "newHandle", object: "host", defaults: `[() => 1]`},
	{name: "lookupHandle", object: "host", defaults: `['h1']`},
	{name: "handleSettled", object: "host", defaults: `[1, true, '1']`},
	{name: "fetchStart", object: "host", defaults: `['GET', 'http://example.test/', '[]', new ArrayBuffer(2), {}, 'follow']`},
	{name: "fetchTake", object: "host", defaults: `[1]`},
	{name: "fetchAbort", object: "host", defaults: `[1]`},
	{name: "clock", object: "host", defaults: `[]`},
	{name: "providerGet", object: "host", defaults: `[Object.create(null), function slow() { return 1; }]`},
	// The get trap providerGet makes (target, key, receiver).
	{name: "providerGet trap", object: "trap", defaults: `[{}, 'k', undefined]`},
	{name: "btoa", object: "web", defaults: `['x']`},
	{name: "atob", object: "web", defaults: `['eA==']`},
	{name: "utf8Encode", object: "web", defaults: `['x']`},
	{name: "utf8EncodeInto", object: "web", defaults: `['x', new ArrayBuffer(8), 0, 8]`},
	{name: "utf8Decode", object: "web", defaults: `[new ArrayBuffer(8), 0, 8, 0]`},
	{name: "formParse", object: "web", defaults: `['a=b']`},
	{name: "formEncode", object: "web", defaults: `['a']`},
	{name: "randomFill", object: "web", defaults: `[new ArrayBuffer(8), 0, 8]`},
	{name: "randomUUID", object: "web", defaults: `[]`},
	{name: "urlParse", object: "web", defaults: `['http://x/', undefined, (d) => d]`},
	{name: "urlSet", object: "web", defaults: `['http://x/', 1, 'y', (d) => d]`},
	{name: "rngSeed", object: "durable", defaults: `[0]`},
}

// hostileProgram calls each case's function with every hostile value in every
// argument position (at least one; as many as the function declares or the
// defaults give) and returns the outcomes: how many calls, and per outcome
// ("returned", or the name of what was thrown) how many.
func hostileProgram(cases []hostCase, only int) string {
	var b strings.Builder
	b.WriteString("async () => {\nconst OBJECTS = globalThis.__hostileObjects;\nconst INTRINSIC = OBJECTS.intrinsic;\n")
	b.WriteString("const trap = OBJECTS.host.providerGet(Object.create(null), function slow() { return 1; });\n")
	b.WriteString("const out = { calls: 0, outcomes: {} };\nconst note = (k) => { out.outcomes[k] = (out.outcomes[k] || 0) + 1; };\n")
	b.WriteString("const CASES = [\n")
	for _, c := range cases {
		fn := "OBJECTS." + c.object + "[" + jsQuote(c.name) + "]"
		if c.object == "trap" {
			fn = "trap"
		}
		fmt.Fprintf(&b, "  [%s, %s, () => %s, %d],\n", jsQuote(c.name), fn, c.defaults, c.positions)
	}
	b.WriteString("];\nconst HOSTILE = () => " + hostileArray() + ";\n")
	fmt.Fprintf(&b, `for (const [name, f, defaults, given] of CASES) {
  if (typeof f !== 'function') throw new Error('no host function ' + name);
  const positions = given || Math.max(1, f.length, defaults().length);
  for (let p = 0; p < positions; p++) {
    const values = HOSTILE();
    for (let i = 0; i < values.length; i++) {
      if (%d >= 0 && i !== %d) continue;
      const args = defaults();
      args[p] = values[i];
      out.calls++;
      try {
        const r = f(...args);
        if (r !== null && typeof r === 'object' && typeof r.then === 'function') r.then(() => {}, () => {});
        note('returned');
      } catch (e) {
        note(e instanceof Error ? e.name : 'non-Error ' + typeof e);
      }
    }
  }
}
for (let id = 0; id < 4; id++) OBJECTS.host.timerClear(id);
for (const id of [900001, 2 ** 31, 2 ** 32, 2 ** 53]) OBJECTS.host.timerClear(id);
return out;
}`, only, only)
	return b.String()
}

func jsQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// exposeHostObjects defines the global __hostileObjects: the bootstrap's own
// host object and intrinsic, the web API host functions as webapis.js gets
// them, and the durable execution's rngSeed as durable.js gets it.
func exposeHostObjects(t *testing.T, s *Sandbox) {
	t.Helper()
	e := s.e
	objs := e.NewObject()
	e.SetProp(objs, "host", e.Dup(s.in[inHost]))
	e.SetProp(objs, "intrinsic", e.Dup(s.in[inIntrinsic]))
	e.SetProp(objs, "web", webHostObject(e))
	durable := e.NewObject()
	e.SetProp(durable, "rngSeed", e.NewFunction("rngSeed", 1, hostSeed))
	e.SetProp(objs, "durable", durable)
	global := e.Global()
	ok := e.SetProp(global, "__hostileObjects", objs)
	e.Free(global)
	if !ok {
		t.Fatal(e.TakeException())
	}
}

func hostileLimits() Limits {
	l := containedLimits(20 * time.Second)
	l.Timers = 1000
	l.ToolCalls = 10000
	l.ConcurrentCalls = 10000
	return l
}

// envelopeDispatch answers every call with its arguments as the result.
func envelopeDispatch(_ context.Context, _, _, args string) (string, error) {
	return `{"result":` + args + `}`, nil
}

func echoOutbound(_ context.Context, r *OutboundRequest) (*OutboundResponse, error) {
	return &OutboundResponse{Status: 200, Body: r.Body}, nil
}

// runHostile runs code in a fresh sandbox with the host objects exposed and
// fails the test if the execution ends with an internal failure (a Go panic
// recovered, or anything else the program cannot cause) or does not end
// well. Then it checks that the next execution works.
func runHostile(t *testing.T, what, code string, durable bool) Result {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	exposeHostObjects(t, s)
	req := &Request{Code: code, Limits: hostileLimits(), Dispatch: echoDispatch, Outbound: echoOutbound}
	if durable {
		req.Journal = &Journal{}
	}
	r := s.Run(context.Background(), req)
	if r.Failure != nil && (r.Failure.Kind == KindInternal || r.Failure.Kind == KindTimeout || r.Failure.Kind == KindMemory) {
		t.Errorf("%s: the execution ended with %s: %s\n%s", what, r.Failure.Kind, r.Failure.Message, r.Failure.Stack)
	}
	if got := plainValue(t, `async () => [1, 2, 3].map((x) => x * 2).join()`); got != `"2,4,6"` {
		t.Errorf("%s: the next execution gave %s", what, got)
	}
	return r
}

// hostileOutcome is what hostileProgram returns.
type hostileOutcome struct {
	Calls    int            `json:"calls"`
	Outcomes map[string]int `json:"outcomes"`
}

// programErrors are the names a host function may throw at a bad argument.
var programErrors = map[string]bool{"returned": true, "TypeError": true, "Error": true, "RangeError": true}

// Every host function the executor's JavaScript is given, called directly
// (with the bootstrap's own host object, the web API host functions and the
// durable ones) with every hostile number and non-number in every argument
// position, returns or throws an ordinary error; no call panics in Go or ends
// the execution with an internal failure, and the next execution works.
// Functions that settle the execution get an execution per value.
func TestHostFunctionsRefuseHostileArguments(t *testing.T) {
	// Every function of every host object is in hostCases.
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	exposeHostObjects(t, s)
	names := s.e.Eval(`(() => { const o = globalThis.__hostileObjects; const out = [];
  for (const k of ['host', 'web', 'durable']) for (const n of Object.keys(o[k])) out.push(k + '.' + n);
  return JSON.stringify(out); })()`, "<test>")
	if sandbox.IsException(names) {
		t.Fatal(s.e.TakeException())
	}
	text, _ := s.e.ToString(names)
	s.e.Free(names)
	s.Close()
	var all []string
	if err := json.Unmarshal([]byte(text), &all); err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, c := range hostCases {
		listed[c.object+"."+c.name] = true
	}
	for _, n := range all {
		if !listed[n] {
			t.Errorf("host function %s is not in hostCases: add it with ordinary arguments", n)
		}
	}
	if t.Failed() {
		return
	}

	total, positions := 0, 0
	outcomes := map[string]int{}
	for _, c := range hostCases {
		durable := c.object == "durable"
		runs := []int{-1}
		if c.settles {
			runs = runs[:0]
			for i := range hostileValues {
				runs = append(runs, i)
			}
		}
		calls := 0
		for _, only := range runs {
			r := runHostile(t, c.name, hostileProgram([]hostCase{c}, only), durable)
			if c.settles {
				calls += c.positions // one value in each position; the first call settles
				continue
			}
			if r.Failure != nil {
				t.Errorf("%s: %s: %s", c.name, r.Failure.Kind, r.Failure.Message)
				continue
			}
			var o hostileOutcome
			if err := json.Unmarshal([]byte(r.Value), &o); err != nil {
				t.Fatalf("%s: %v: %s", c.name, err, r.Value)
			}
			calls += o.Calls
			for k, n := range o.Outcomes {
				outcomes[k] += n
				if !programErrors[k] {
					t.Errorf("%s: %d calls ended with %s", c.name, n, k)
				}
			}
		}
		total += calls
		positions += calls / len(hostileValues)
	}
	keys := make([]string, 0, len(outcomes))
	for k := range outcomes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, outcomes[k]))
	}
	t.Logf("%d host functions, %d argument positions, %d values: %d calls (%s)", len(hostCases), positions, len(hostileValues), total, strings.Join(parts, ", "))
}

// tamperJS replaces, before the program's first binary value, web API or
// fetch, every global and accessor the executor's JavaScript could have
// read a binary value's bounds from: the typed arrays', ArrayBuffer's and
// DataView's accessors report V (the hostile value), and the global
// constructors are fakes whose prototypes do too. The real constructors
// stay reachable as Real.
const tamperJS = `
const Real = { Uint8Array, ArrayBuffer, DataView };
{
  const report = (k) => ({ get() { return k === 'buffer' ? new Real.ArrayBuffer(8) : V; }, configurable: true });
  const TA = Object.getPrototypeOf(Uint8Array.prototype);
  for (const k of ['buffer', 'byteOffset', 'byteLength', 'length']) Object.defineProperty(TA, k, report(k));
  Object.defineProperty(ArrayBuffer.prototype, 'byteLength', report('byteLength'));
  for (const k of ['buffer', 'byteOffset', 'byteLength']) Object.defineProperty(DataView.prototype, k, report(k));
  ArrayBuffer.prototype.slice = function () { return V; };
  ArrayBuffer.isView = () => true;
  const fakeProto = Object.create(null);
  Object.defineProperty(fakeProto, Symbol.toStringTag, { get() { return 'Uint8Array'; } });
  for (const k of ['buffer', 'byteOffset', 'byteLength', 'length']) Object.defineProperty(fakeProto, k, report(k));
  for (const name of ['Uint8Array', 'ArrayBuffer', 'DataView', 'Int16Array', 'Float64Array']) {
    const Fake = function () { return Object.create(fakeProto); };
    Fake.prototype = fakeProto;
    Fake.isView = () => true;
    globalThis[name] = Fake;
  }
}
`

// programPaths are the ways a program hands the host binary values, numbers
// and ids: the codec (a result, a tool call's arguments, __encodeBinary and
// __decodeBinary), console, the web APIs, fetch, timers and handles. Each is
// a statement that uses V and the real constructors (Real).
var programPaths = []struct{ name, code string }{
	{"codec: the result", `return new Real.Uint8Array(4);`},
	{"codec: a tool call's arguments", `return await tools.echo({ a: new Real.Uint8Array(4), d: new Real.DataView(new Real.ArrayBuffer(4)), b: new Real.ArrayBuffer(2) });`},
	{"codec: __encodeBinary", `return [__encodeBinary(new Real.Uint8Array(4)), __encodeBinary(new Real.DataView(new Real.ArrayBuffer(4))), __encodeBinary(new Real.ArrayBuffer(4))];`},
	{"codec: __decodeBinary", `const u = __decodeBinary({ __executor_binary_v1__: 'Uint8Array', data: 'AAECAw==' }); return [u instanceof Real.Uint8Array, String(u)];`},
	{"console", `console.log(new Real.Uint8Array(4), new Real.ArrayBuffer(4), new Real.DataView(new Real.ArrayBuffer(4)), V); return 'logged';`},
	{"TextEncoder", `const e = new TextEncoder(); const u = new Real.Uint8Array(4); return [e.encodeInto('ab', u), Array.from(e.encode('x'))];`},
	{"TextDecoder", `const d = new TextDecoder(); return [d.decode(new Real.Uint8Array(4)), d.decode(new Real.DataView(new Real.ArrayBuffer(2)), { stream: true }), d.decode(new Real.ArrayBuffer(2))];`},
	{"atob and btoa", `return [btoa(String(typeof V === 'object' ? 'o' : V)), atob('eA==')];`},
	{"structuredClone", `const c = structuredClone({ a: new Real.Uint8Array(4), d: new Real.DataView(new Real.ArrayBuffer(4)), b: new Real.ArrayBuffer(4) }); return Object.keys(c);`},
	{"crypto.getRandomValues", `return crypto.getRandomValues(new Real.Uint8Array(4)) !== undefined;`},
	{"fetch: a binary body", `const r = await fetch('http://example.test/', { method: 'POST', body: new Real.Uint8Array(4) }); return (await r.arrayBuffer()) !== undefined;`},
	{"timers", `const a = setTimeout(() => {}, V); const b = setInterval(() => {}, V); clearTimeout(V); clearInterval(V); clearTimeout(a); clearInterval(b); queueMicrotask(() => {}); return 'timers';`},
	{"handles", `const r = await tools.echo({ f: () => 1, g: V === undefined ? null : typeof V === 'bigint' ? 'big' : V }); return [__parseForDispatch(JSON.stringify({ __executor_handle_v1__: typeof V === 'bigint' ? 'h1' : V })), typeof r];`},
}

// Every path by which a program hands the host a binary value, a number or an
// id, taken with every hostile value after the program replaced the globals
// and accessors involved (before their first use: the codec, console, the web
// APIs and fetch load on first use), ends as success or an ordinary error the
// program sees; never an internal failure, and the next execution works.
func TestProgramPathsRefuseHostileValues(t *testing.T) {
	runs := 0
	kinds := map[string]int{}
	for _, p := range programPaths {
		for _, v := range hostileValues {
			code := "async () => {\nconst V = " + v + ";\n" + tamperJS + "try {\n" + p.code + "\n} catch (e) { return 'caught ' + (e instanceof Error ? e.name : typeof e); }\n}"
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			r := s.Run(context.Background(), &Request{Code: code, Limits: hostileLimits(), Outbound: echoOutbound,
				Providers: []Provider{{Name: "tools"}}, Dispatch: envelopeDispatch})
			runs++
			what := p.name + " with " + v
			switch {
			case r.Failure == nil && strings.HasPrefix(r.Value, `"caught `):
				kinds["caught an error"]++
				if testing.Verbose() {
					t.Logf("%s: %s", what, r.Value)
				}
			case r.Failure == nil:
				kinds["success"]++
			case r.Failure.Kind == KindThrown:
				kinds["thrown"]++
			default:
				t.Errorf("%s: the execution ended with %s: %s", what, r.Failure.Kind, r.Failure.Message)
			}
			if got := plainValue(t, `async () => [1, 2, 3].map((x) => x * 2).join()`); got != `"2,4,6"` {
				t.Errorf("%s: the next execution gave %s", what, got)
			}
		}
	}
	t.Logf("%d program paths × %d values: %d executions (%v)", len(programPaths), len(hostileValues), runs, kinds)
}

// The synchronous executor's one host function, tools.call(name, args), with
// every hostile value in each of its two positions, returns or throws an
// ordinary error, and the next run works.
func TestSyncBridgeRefusesHostileArguments(t *testing.T) {
	src := `function main() {
  const values = ` + hostileArray() + `;
  const out = { calls: 0, outcomes: {} };
  for (let p = 0; p < 2; p++) {
    for (let i = 0; i < values.length; i++) {
      const args = ['t', { a: 1 }];
      args[p] = values[i];
      out.calls++;
      let k = 'returned';
      try { tools.call(args[0], args[1]); } catch (e) { k = e instanceof Error ? e.name : typeof e; }
      out.outcomes[k] = (out.outcomes[k] || 0) + 1;
    }
  }
  return out;
}`
	opts := syncTestOptions(src, "")
	opts.ChildCalls = 1000
	res := runSyncWith(t, opts)
	if res.Failure != nil {
		t.Fatalf("%s: %s", res.Failure.Kind, res.Failure.Message)
	}
	var o hostileOutcome
	if err := json.Unmarshal([]byte(res.Value), &o); err != nil {
		t.Fatal(err)
	}
	for k := range o.Outcomes {
		if !programErrors[k] {
			t.Errorf("%d calls ended with %s", o.Outcomes[k], k)
		}
	}
	t.Logf("tools.call: 2 positions × %d values: %d calls (%v)", len(hostileValues), o.Calls, o.Outcomes)
	if next := runSync(t, `function main() { return 1 + 1; }`, "", nil); next.Failure != nil || next.Value != "2" {
		t.Fatalf("the next run: %+v", next)
	}
}

// The codec captures the typed arrays' accessors before any program runs: a
// program that replaces Uint8Array with a fake whose prototype reports a
// byteLength of 1e19, before the codec's first binary value, and returns a
// real Uint8Array gets that array's real bytes back (this reached the host as
// an offset and length that overflowed, a recovered panic, an internal
// failure). So does one that redefines the accessors on the typed arrays'
// own prototype. The host's check stands on its own: given those numbers
// directly, encode throws a TypeError.
func TestCodecIgnoresReplacedTypedArrays(t *testing.T) {
	for _, tamper := range []string{
		`const fakeProto = Object.create(null);
  Object.defineProperty(fakeProto, Symbol.toStringTag, { get() { return 'Uint8Array'; } });
  Object.defineProperty(fakeProto, 'buffer', { get() { return new ArrayBuffer(8); } });
  Object.defineProperty(fakeProto, 'byteOffset', { get() { return 0; } });
  Object.defineProperty(fakeProto, 'byteLength', { get() { return 1e19; } });
  function Fake() {}
  Fake.prototype = Object.create(fakeProto);
  globalThis.Uint8Array = Fake;`,
		`const TA = Object.getPrototypeOf(Uint8Array.prototype);
  Object.defineProperty(TA, 'byteLength', { get() { return 1e19; } });
  Object.defineProperty(TA, 'byteOffset', { get() { return 2 ** 63; } });`,
	} {
		r := runProgram(t, "async () => {\n  const real = Uint8Array;\n  "+tamper+"\n  return new real([1, 2, 3, 4]);\n}")
		if r.Failure != nil {
			t.Fatalf("%s: %s\n%s", r.Failure.Kind, r.Failure.Message, tamper)
		}
		if want := `{"__executor_binary_v1__":"Uint8Array","data":"AQIDBA=="}`; r.Value != want {
			t.Errorf("got %s, want %s", r.Value, want)
		}
	}
	r := runHostile(t, "encode", `async () => {
  const encode = globalThis.__hostileObjects.host.encode;
  const out = [];
  for (const [off, n] of [[0, 1e19], [2 ** 63, 2 ** 63], [-1, 1], [NaN, 1], [1, 8], [0.5, 1]]) {
    try { out.push(encode(new ArrayBuffer(8), off, n)); } catch (e) { out.push(e.name + ': ' + e.message); }
  }
  out.push(encode(new ArrayBuffer(8), 8, 0), encode(new ArrayBuffer(8), 2, 3));
  return out;
}`, false)
	if r.Failure != nil {
		t.Fatalf("%s: %s", r.Failure.Kind, r.Failure.Message)
	}
	bounds := `"TypeError: ` + encodeOutOfBoundsText(8) + `"`
	if want := "[" + strings.Repeat(bounds+",", 6) + `"","AAAA"]`; r.Value != want {
		t.Errorf("got  %s\nwant %s", r.Value, want)
	}
}
