package asyncrt

import (
	"context"
	"strconv"
	"testing"
)

// stringifyForms are the calls of JSON.stringify the Go fast path takes (no
// replacer, no indentation), each compared with the built-in's own text: a
// replacer that returns every value unchanged changes nothing in the output
// but sends the call down the built-in's path.
const stringifyForms = `
const id = (k, y) => y;
const spaces = [undefined, 2, '\t', 0, 11, -1, 2.7, 'abcdefghijkl', '', ' -', NaN, Infinity, 1e9, '\u00e9', new Number(3), new String('  ')];
const forms = [(x) => [JSON.stringify(x), JSON.stringify(x, id)], (x) => [JSON.stringify(x, null), JSON.stringify(x, id)]];
for (const sp of spaces) {
  forms.push((x) => [JSON.stringify(x, undefined, sp), JSON.stringify(x, id, sp)]);
  forms.push((x) => [JSON.stringify(x, null, sp), JSON.stringify(x, id, sp)]);
}
const same = (x) => {
  for (const f of forms) {
    let got, gotErr, want, wantErr;
    try { got = f(x)[0] } catch (e) { gotErr = String(e) }
    try { want = f(x)[1] } catch (e) { wantErr = String(e) }
    if (got !== want || gotErr !== wantErr) return 'got ' + got + ' / ' + gotErr + ', want ' + want + ' / ' + wantErr;
  }
  return 'same';
};
`

// sameOnRandomValues runs body after forms with each of two thousand random
// values v (resultValues) and fails unless it returns "same".
func sameOnRandomValues(t *testing.T, forms, body string) {
	t.Helper()
	for rngSeed := 1; rngSeed <= 2000; rngSeed++ {
		src := "const RNG_SEED = " + strconv.Itoa(rngSeed) + ";\n" + resultValues + forms
		s, _ := New()
		r := s.Run(context.Background(), &Request{Code: "async () => {\n" + src + "\n" + body + " }", Limits: phaseLimits})
		if r.Failure != nil || r.Value != `"same"` {
			t.Fatalf("rngSeed %d: %+v %s", rngSeed, r.Failure, r.Value)
		}
	}
}

// TestStringifyFastPathIsTheBuiltin: for two thousand random values (plain
// data of every kind the fast path writes, mixed with what it leaves to the
// built-in) and for every value whose handling differs (toJSON on a
// prototype, accessors, proxies, cycles, BigInt, depth, boxed primitives,
// integer keys, sparse arrays, symbols), JSON.stringify returns the
// built-in's text or throws its error.
func TestStringifyFastPathIsTheBuiltin(t *testing.T) {
	sameOnRandomValues(t, stringifyForms, "return same([v, { v }, [[v]]])")
	cases := map[string]string{
		"toJSON on Object.prototype": `Object.prototype.toJSON = function () { return 'p' }; return same({ a: 1 })`,
		"toJSON on Array.prototype":  `Array.prototype.toJSON = function () { return 'p' }; return same([1, [2]])`,
		"toJSON getter on the proto": `let n = 0; Object.defineProperty(Object.prototype, 'toJSON', { get() { n++; return undefined } }); const r = same({ a: { b: 1 } }); return r + (n === 8 * forms.length)`, // twice per stringify, four stringify calls per form
		"own toJSON":                 `return same({ a: { toJSON() { return 5 } } })`,
		"getter":                     `return same({ get a() { return 1 } })`,
		"non-enumerable":             `const o = { a: 1 }; Object.defineProperty(o, 'b', { value: 2 }); return same(o)`,
		"symbol key":                 `return same({ [Symbol('s')]: 1, a: 2 })`,
		"symbol value":               `return same({ a: Symbol('s'), b: [Symbol('t')] })`,
		"function value":             `return same({ a() {}, b: [() => 1] })`,
		"proxy":                      `return same(new Proxy({ a: 1 }, {}))`,
		"proxy inside":               `return same({ p: new Proxy([1, 2], {}) })`,
		"cycle":                      `const o = {}; o.o = o; return same(o)`,
		"deep":                       `let o = 1; for (let i = 0; i < 200; i++) o = { o }; return same(o)`,
		"deep arrays":                `let o = 1; for (let i = 0; i < 200; i++) o = [o]; return same(o)`,
		"BigInt":                     `return same({ a: 1n })`,
		"boxed":                      `return same([new Number(1), new String('s'), new Boolean(false), Object(1n)])`,
		"Date":                       `return same({ d: new Date(0) })`,
		"class instance":             `class P { constructor() { this.p = 1 } } return same({ p: new P() })`,
		"null prototype":             `const o = Object.create(null); o.x = 1; return same({ o })`,
		"other prototype":            `return same(Object.create({ inherited: 1 }))`,
		"integer keys":               `return same({ b: 1, 2: 'two', a: 3, 1: 'one', '01': 4 })`,
		"sparse":                     `const a = [1]; a[5] = 2; return same(a)`,
		"array with a property":      `const a = [1, 2]; a.x = 3; return same(a)`,
		"holes and undefined":        `return same([undefined, , null, () => 1])`,
		"deleted property":           `const o = { a: 1, b: 2, c: 3 }; delete o.b; return same(o)`,
		"numbers":                    `return same([0, -0, 1e21, 1e-7, 123e-20, 5e-324, -1.5, NaN, -Infinity, 2 ** 31, -(2 ** 31) - 1, 0.1 + 0.2])`,
		"strings":                    "return same(['\\u0000\\u001f\\u007f', '\\ud800', '\\udc00\\ud800', '😀', 'é\\u00ff', '\\u2028', '\"\\\\', 'x'.repeat(5000), 'a'.repeat(600) + 'b'.repeat(600)])",
		"rope":                       `let s = ''; for (let i = 0; i < 2000; i++) s += 'ab'; return same({ s })`,
		"typed array":                `return same({ t: new Uint8Array([1, 2]), b: new ArrayBuffer(2) })`,
		"error":                      `return same({ e: new Error('x') })`,
		"map and set":                `return same([new Map([[1, 2]]), new Set([1])])`,
		"arguments":                  `return (function () { return same(arguments) })(1, 2)`,
		"length-1 arrays of objects": `return same([{ a: [{}] }, [], {}])`,
		"replaced JSON.stringify":    `const orig = JSON.stringify; return same({ a: 1 }) + (JSON.stringify === orig)`,
	}
	for name, body := range cases {
		s, _ := New()
		r := s.Run(context.Background(), &Request{Code: "async () => {\n" + stringifyForms + body + "\n}", Limits: phaseLimits})
		if r.Failure != nil || (r.Value != `"same"` && r.Value != `"sametrue"`) {
			t.Errorf("%s: %+v %s", name, r.Failure, r.Value)
		}
	}
}

// The fast path never writes more than the engine could hold: output that
// does not fit in the memory left goes to the built-in, which runs out of
// memory as it did.
func TestStringifyFastPathStaysWithinTheEngine(t *testing.T) {
	s, _ := New()
	lim := phaseLimits
	lim.Memory = 16 << 20
	r := s.Run(context.Background(), &Request{Code: `async () => { const s = 'x'.repeat(1 << 20); const a = []; for (let i = 0; i < 64; i++) a.push(s); return JSON.stringify(a).length }`, Limits: lim})
	if r.Failure == nil || r.Failure.Kind != KindMemory {
		t.Fatalf("got %+v %s, want the memory limit", r.Failure, r.Value)
	}
	s, _ = New()
	r = s.Run(context.Background(), &Request{Code: `async () => { const s = 'x'.repeat(1 << 20); const a = []; for (let i = 0; i < 4; i++) a.push(s); return JSON.stringify(a).length }`, Limits: lim})
	if r.Failure != nil || r.Value != strconv.Itoa(4*((1<<20)+2)+5) {
		t.Fatalf("got %+v %s", r.Failure, r.Value)
	}
}

// parseForms compares JSON.parse (the Go fast path) with the built-in's own
// result — an identity reviver sends the call down the built-in's path and
// changes no value — by structure: own keys in order, their attributes,
// prototypes, and Object.is for every primitive (so -0 and NaN count).
const parseForms = `
const deepSame = (a, b, path) => {
  if (typeof a !== 'object' || a === null) return Object.is(a, b) ? '' : path + ': ' + String(a) + ' vs ' + String(b);
  if (typeof b !== 'object' || b === null) return path + ': object vs ' + String(b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return path + ': prototypes differ';
  const ka = Reflect.ownKeys(a), kb = Reflect.ownKeys(b);
  if (ka.join('\u0001') !== kb.join('\u0001')) return path + ': keys ' + ka.join() + ' vs ' + kb.join();
  for (const k of ka) {
    const da = Object.getOwnPropertyDescriptor(a, k), db = Object.getOwnPropertyDescriptor(b, k);
    if (da.writable !== db.writable || da.enumerable !== db.enumerable || da.configurable !== db.configurable) return path + '.' + String(k) + ': attributes differ';
    const d = deepSame(da.value, db.value, path + '.' + String(k));
    if (d) return d;
  }
  return '';
};
const parsedSame = (text) => {
  let want, wantErr, got, gotErr;
  try { want = JSON.parse(text, (k, v) => v) } catch (e) { wantErr = String(e) }
  try { got = JSON.parse(text) } catch (e) { gotErr = String(e) }
  if (gotErr !== wantErr) return 'error ' + gotErr + ' vs ' + wantErr;
  return deepSame(got, want, '$') || 'same';
};
`

// TestParseFastPathIsTheBuiltin: JSON.parse returns what the built-in
// returns, value for value, or throws its error: for the JSON of two thousand
// random values and for every text whose handling differs (invalid JSON,
// lone surrogates raw and escaped, Latin-1 and astral characters, __proto__,
// duplicate and integer keys, numbers at the edges, deep nesting, values that
// are not strings).
func TestParseFastPathIsTheBuiltin(t *testing.T) {
	sameOnRandomValues(t, parseForms, "const text = JSON.stringify([v, { v }]); return parsedSame(text)")
	texts := []string{
		`'{"a":1,"a":2,"b":{"a":3}}'`, `'{"b":1,"2":2,"a":3,"1":4,"01":5,"4294967295":6}'`, `'{"__proto__":{"x":1}}'`,
		`'[0,-0,-0.0,1e400,-1e400,1e-400,12345678901234567890,0.1,2147483648,-2147483649]'`,
		`'[2147483647,-2147483648,9999999999,-9999999999,10000000000,-10000000000,0.0,-1,1E2,-0e0,1234567890,-1234567890,4294967296]'`,
		`'"\\ud800"'`, `'"\\udc00\\ud800"'`, `'"\\ud83d\\ude00"'`, `'"' + '\ud800' + '"'`, `'"a' + '\udc00' + 'b"'`, `'"😀 é ÿ"'`,
		`'"\u00e9\u00ff"'`, `'"\\u0000\\n\\t\\"\\\\\\/"'`, `' \t\n\r[1]\n'`, `'\ufeff1'`, `'\u00a01'`,
		`''`, `'{'`, `'[1,]'`, `'{"a":1,}'`, `'01'`, `'1.'`, `'NaN'`, `'"abc'`, `'"\\x41"'`, `'[1 2]'`, `'tru'`, `'{"a"}'`,
		`'['.repeat(300) + ']'.repeat(300)`, `'['.repeat(200) + ']'.repeat(200)`, `'['.repeat(1e5) + ']'.repeat(1e5)`,
		`JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ id: i, name: 'user' + i, tags: ['a', 'b'] })))`,
		// Records of repeated keys (made with the shape of the first of their keys):
		// the same keys in another order, fewer, more, repeated, nested, index-like, __proto__.
		`'[{"a":1,"b":2},{"a":3,"b":4},{"b":5,"a":6},{"a":7,"b":8,"a":9},{"a":7,"b":8,"a":10},{"a":1},{"a":1,"b":2,"c":3},{"a":{"a":1,"b":2},"b":[{"a":1,"b":2}]},{"a":1,"b":2}]'`,
		`'[{"1":1,"a":2,"0":3},{"1":4,"a":5,"0":6},{"__proto__":1,"x":2},{"__proto__":3,"x":4},{"x":{"__proto__":null}}]'`,
		`JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ ['k' + (i % 12)]: i, v: i, ['k' + (i % 5)]: [i] })))`,
		// Records whose keys differ only in how they are written: escaped
		// forms of the same key, prefixes and extensions of it, the empty
		// key, non-ASCII keys, keys with escapes that decode to control
		// characters, quotes and backslashes, and a raw control character
		// where a key with an escaped one came before (invalid).
		`'[{"ab":1,"c":2},{"a\\u0062":3,"c":4},{"a":5,"c":6},{"abc":7,"c":8},{"ab":9,"c":10,"d":11},{"ab":12}]'`,
		`'[{"":1,"é":2,"😀":3},{"":4,"é":5,"😀":6},{"":7,"\\u00e9":8,"😀":9},{"é":1,"":2,"😀":3}]'`,
		`'[{"a\\nb":1,"q\\"":2,"s\\\\":3},{"a\\nb":4,"q\\"":5,"s\\\\":6}]'`,
		`'[{"a\\u0001":1},{"a\u0001":2}]'`, `'[{"x":"a\\u0001"},{"x":"a\u0001"}]'`,
		`'[{"k":1},{"k":2},{"k":3' + '}'.repeat(0) + ']'`, `'[{"k":1},{"k"2}]'`, `'[{"k":1},{"k":2,}]'`,
		// Strings: ASCII, escaped, Latin-1, astral, empty, long.
		`'[{"s":"plain"},{"s":"é"},{"s":""},{"s":"\\u0041"},{"s":"😀"},{"s":"tab\\t"},{"s":"x".repeat(70000)}]'.replace('"x".repeat(70000)', '"' + 'x'.repeat(70000) + '"')`,
		`123`, `null`, `undefined`, `true`, `({ toString() { return '[1,2]' } })`, `[1, 2]`, `Symbol.iterator`,
	}
	for _, text := range texts {
		s, _ := New()
		r := s.Run(context.Background(), &Request{Code: "async () => {\n" + parseForms + "\nlet text; try { text = " + text + " } catch (e) { return 'no text: ' + e } return parsedSame(text) }", Limits: phaseLimits})
		if r.Failure != nil || r.Value != `"same"` {
			t.Errorf("%s: %+v %s", text, r.Failure, r.Value)
		}
	}
}

// TestParsedObjectsOfOneShapeStayApart: objects JSON.parse made with the same
// keys (which the Go reader makes with one shape) change one at a time: a
// property added to one, deleted from another, made read-only in a third, a
// frozen one and one given another prototype leave the others as the
// built-in's parse leaves them.
func TestParsedObjectsOfOneShapeStayApart(t *testing.T) {
	s, _ := New()
	r := s.Run(context.Background(), &Request{Code: "async () => {\n" + parseForms + `
const text = JSON.stringify(Array.from({ length: 8 }, (_, i) => ({ id: i, name: 'u' + i, tags: [i] })));
const change = (rs) => {
  rs[0].extra = 1;
  delete rs[1].name;
  Object.defineProperty(rs[2], 'id', { writable: false });
  Object.freeze(rs[3]);
  Object.setPrototypeOf(rs[4], { inherited: 1 });
  rs[5].name = 'changed';
  rs[6].id = 'x'; rs[6].zz = 2; delete rs[6].zz;
  try { rs[3].id = 9 } catch (e) {}
  return rs;
};
const want = change(JSON.parse(text, (k, v) => v)), got = change(JSON.parse(text));
for (let i = 0; i < 8; i++) {
  if (Object.getPrototypeOf(got[i]) !== Object.prototype && i !== 4) return 'prototype of ' + i;
  const d = deepSame(got[i], i === 4 ? Object.setPrototypeOf(want[i], Object.getPrototypeOf(got[i])) : want[i], '$[' + i + ']');
  if (d) return d;
  if (Object.isFrozen(got[i]) !== Object.isFrozen(want[i])) return 'frozen ' + i;
}
return JSON.stringify(got) === JSON.stringify(want) ? 'same' : 'texts differ';
}`, Limits: phaseLimits})
	if r.Failure != nil || r.Value != `"same"` {
		t.Errorf("%+v %s", r.Failure, r.Value)
	}
}
