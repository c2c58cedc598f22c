package asyncrt

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestFunctionsHaveLengthAndNameAsSpecified: every function object the engine
// makes gets `length` and then `name` as its first own properties, neither
// writable nor enumerable but configurable (ECMAScript's SetFunctionLength
// and SetFunctionName), whichever way it is made: a closure of each kind,
// a built-in, a promise's resolving functions, a revocable proxy's revoke, a
// bound function. The patched engine adds the two to a function it has just
// made directly, not through the general property definition
// (third_party/libquickjs.md); a name given later (a method's, a class's,
// an arrow assigned to a property) must still replace the empty one.
func TestFunctionsHaveLengthAndNameAsSpecified(t *testing.T) {
	code := `async () => {
  const kinds = {
    arrow: () => {}, arrowTwo: (a, b) => {}, fn: function (a) {}, named: function nm(a, b, c) {},
    asyncArrow: async (x) => x, asyncFn: async function af(p) {}, gen: function* g(a, b) {},
    asyncGen: async function* ag() {}, cls: class C { constructor(a, b) {} }, method: ({ m(a) {} }).m,
    getter: Object.getOwnPropertyDescriptor({ get g() { return 1 } }, 'g').get,
    defaults: function (a, b = 1, c) {}, rest: (a, ...r) => r, builtin: Math.max,
    builtinMethod: Array.prototype.map, revoke: Proxy.revocable({}, {}).revoke,
    bound: (function bf(a, b) {}).bind(null, 1), made: new Function('a', 'b', 'return a'),
    anonymous: [function () {}][0], anonymousArrow: [(a) => a][0],
  };
  await new Promise((res, rej) => { kinds.resolve = res; kinds.reject = rej; res() });
  const out = {};
  for (const [k, f] of Object.entries(kinds)) {
    const d = (p) => { const x = Object.getOwnPropertyDescriptor(f, p); return [x.value, x.writable, x.enumerable, x.configurable] };
    out[k] = { keys: Reflect.ownKeys(f).slice(0, 2), length: d('length'), name: d('name') };
  }
  const redefined = () => {};
  Object.defineProperty(redefined, 'name', { value: 'again' });
  delete redefined.length;
  out.redefined = { keys: Reflect.ownKeys(redefined), name: redefined.name, length: redefined.length };
  return out;
}`
	r := runCompleted(t, code)
	type prop struct {
		Keys   []string `json:"keys"`
		Length []any    `json:"length"`
		Name   []any    `json:"name"`
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(r.Value), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		length float64
		name   string
	}{
		"arrow": {0, "arrow"}, "arrowTwo": {2, "arrowTwo"}, "fn": {1, "fn"}, "named": {3, "nm"},
		"asyncArrow": {1, "asyncArrow"}, "asyncFn": {1, "af"}, "gen": {2, "g"}, "asyncGen": {0, "ag"},
		"cls": {2, "C"}, "method": {1, "m"}, "getter": {0, "get g"}, "defaults": {1, "defaults"},
		"rest": {1, "rest"}, "builtin": {2, "max"}, "builtinMethod": {1, "map"}, "revoke": {0, ""},
		"bound": {1, "bound bf"}, "made": {2, "anonymous"}, "anonymous": {0, ""}, "anonymousArrow": {1, ""},
		"resolve": {1, ""}, "reject": {1, ""},
	}
	for k, w := range want {
		var p prop
		if err := json.Unmarshal(got[k], &p); err != nil {
			t.Errorf("%s: %s: %v", k, got[k], err)
			continue
		}
		if len(p.Keys) != 2 || p.Keys[0] != "length" || p.Keys[1] != "name" {
			t.Errorf("%s: first own keys %q, want length, name", k, p.Keys)
		}
		wantLength := []any{w.length, false, false, true}
		wantName := []any{w.name, false, false, true}
		if !equalJSON(p.Length, wantLength) || !equalJSON(p.Name, wantName) {
			t.Errorf("%s: length %v name %v; want %v and %v (value, writable, enumerable, configurable)", k, p.Length, p.Name, wantLength, wantName)
		}
	}
	if string(got["redefined"]) != `{"keys":["name"],"name":"again","length":0}` {
		t.Errorf("redefined: %s", got["redefined"])
	}
}

func equalJSON(a, b []any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// TestAsyncFunctionsSettleInOrder: an async function's promise is settled
// directly when the function returns a value that is not an object or throws,
// and through resolving functions made then when it returns an object (which
// may be a thenable) (third_party/libquickjs.md). Nineteen kinds of async
// function — returning a primitive, an object, a function, a promise, a
// rejected promise, a thenable, an object whose then getter throws; throwing;
// awaiting first; nested; a method — settle in the order ECMAScript gives,
// interleaved with a chain of plain reactions (the order Node prints for the
// same program), and a rejection nobody handles is still counted.
func TestAsyncFunctionsSettleInOrder(t *testing.T) {
	code := `async () => {
  const log = [];
  const thenable = (v) => ({ then(res) { log.push('then called ' + v); res(v); } });
  const kinds = {
    prim: async () => 1,
    undef: async () => {},
    str: async function () { return 's' },
    obj: async () => ({ a: 1 }),
    arr: async () => [1, 2],
    fn: async () => () => 3,
    promise: async () => Promise.resolve('p'),
    rejected: async () => Promise.reject(new Error('rp')),
    thenableK: async () => thenable('t'),
    badThen: async () => ({ get then() { throw new Error('getter') } }),
    throws: async () => { throw new Error('x') },
    throwsPrim: async () => { throw 7 },
    awaitThen: async () => { await null; return 'after await' },
    awaitThrow: async () => { await 1; throw new Error('after await') },
    awaitObj: async () => { await 1; return { b: 2 } },
    nested: async () => await (async () => 'inner')(),
    method: new (class { async m() { return this.constructor.name } })().m,
    selfArg: async (x = 5) => x * 2,
    argsLen: async function () { return arguments.length },
  };
  const order = [];
  for (const [k, f] of Object.entries(kinds)) {
    const p = f();
    order.push(k + ':' + (p instanceof Promise));
    p.then((v) => log.push('ok ' + k + ' ' + (typeof v === 'function' ? 'fn' : JSON.stringify(v))),
           (e) => log.push('err ' + k));
  }
  Promise.resolve().then(() => log.push('tick 1')).then(() => log.push('tick 2')).then(() => log.push('tick 3')).then(() => log.push('tick 4'));
  for (let i = 0; i < 8; i++) await null;
  // an async function's promise awaited at once, and unhandled ones
  const a = await (async () => 'awaited')();
  const all = await Promise.all([1, 2, 3].map(async (n) => n * n));
  let caught;
  try { await (async () => { throw new TypeError('te') })() } catch (e) { caught = e.constructor.name + ' ' + e.message }
  let unhandled = (async () => { throw new Error('nobody handles this') })();
  return { log, a, all, caught, isPromise: order.every((o) => o.endsWith(':true')) };
}`
	r := runCompleted(t, code)
	var got struct {
		Log       []string `json:"log"`
		A         string   `json:"a"`
		All       []int    `json:"all"`
		Caught    string   `json:"caught"`
		IsPromise bool     `json:"isPromise"`
	}
	if err := json.Unmarshal([]byte(r.Value), &got); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"ok prim 1", "ok undef undefined", `ok str "s"`, `ok obj {"a":1}`, "ok arr [1,2]", "ok fn fn",
		"then called t", "err badThen", "err throws", "err throwsPrim", "err method", "ok selfArg 10",
		"ok argsLen 0", "tick 1", `ok thenableK "t"`, `ok awaitThen "after await"`, "err awaitThrow",
		`ok awaitObj {"b":2}`, `ok nested "inner"`, "tick 2", `ok promise "p"`, "err rejected", "tick 3", "tick 4",
	}
	if strings.Join(got.Log, "\n") != strings.Join(want, "\n") {
		t.Errorf("settled in this order:\n%s\nwant:\n%s", strings.Join(got.Log, "\n"), strings.Join(want, "\n"))
	}
	if got.A != "awaited" || fmt.Sprint(got.All) != "[1 4 9]" || got.Caught != "TypeError te" || !got.IsPromise {
		t.Errorf("%+v", got)
	}
	if r.UnhandledRejections != 1 {
		t.Errorf("%d unhandled rejections, want 1", r.UnhandledRejections)
	}
}

// runCompleted runs code in a fresh sandbox and returns its result, failing
// the test if the program did not complete.
func runCompleted(t *testing.T, code string) Result {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	r := s.Run(context.Background(), &Request{Code: code, Limits: phaseLimits})
	if r.Failure != nil {
		t.Fatalf("%+v", *r.Failure)
	}
	return r
}
