//go:build !(386 || arm)

package sandbox

import (
	"context"
	"encoding/json"
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
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	r := s.Run(context.Background(), &Request{Code: code, Limits: phaseLimits})
	if r.Failure != nil {
		t.Fatalf("%+v", *r.Failure)
	}
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
