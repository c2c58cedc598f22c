package asyncrt

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// resultValues builds a random value from a rngSeed, the same in every
// execution: plain data of every kind writeJSON takes (numbers at the edges
// of their printing, strings with escapes, lone surrogates and astral
// characters, nested and null-prototype objects, dense arrays) mixed with
// values it leaves to the codec (sparse arrays, integer-like keys, a Date
// with toJSON, getters, class instances, typed arrays).
const resultValues = `
const rand = ((rngSeed) => () => (rngSeed = (rngSeed * 1103515245 + 12345) % 2147483648) / 2147483648)(RNG_SEED);
const nums = [0, -0, 1, -1, 0.1, 1e21, 1e-7, 5e-324, 1.7976931348623157e308, NaN, Infinity, -Infinity, 2 ** 53, 123456789.125];
const strs = ['', 'a', '"', '\\\\', '\n\t\u0000\u001f', '\ud800', '\udfff x', '😀', 'é', '\u2028\u2029', '</script>', 'x'.repeat(300)];
const keys = ['a', '', 'with space', '__proto__x', 'é', '1', '01', '-1', '4294967295', 'constructor', '😀'];
const gen = (depth) => {
  const r = rand();
  if (depth > 4 || r < 0.3) {
    const k = rand();
    if (k < 0.4) return nums[Math.floor(rand() * nums.length)];
    if (k < 0.7) return strs[Math.floor(rand() * strs.length)];
    if (k < 0.8) return rand() < 0.5;
    if (k < 0.9) return null;
    return undefined;
  }
  if (r < 0.55) {
    const n = Math.floor(rand() * 5);
    const a = [];
    for (let i = 0; i < n; i++) a.push(gen(depth + 1));
    if (rand() < 0.05) a[n + 2] = 1; // sparse
    return a;
  }
  if (r < 0.9) {
    const o = rand() < 0.2 ? Object.create(null) : {};
    const n = Math.floor(rand() * 5);
    for (let i = 0; i < n; i++) o[keys[Math.floor(rand() * keys.length)]] = gen(depth + 1);
    if (rand() < 0.05) Object.defineProperty(o, 'g', { get: () => 7, enumerable: true });
    return o;
  }
  const k = rand();
  if (k < 0.25) return new Date(0);
  if (k < 0.5) return new (class P { constructor() { this.p = 1 } })();
  if (k < 0.75) return new Uint8Array([1, 2, 3]);
  return { toJSON: () => 'custom' };
};
const v = gen(0);
`

// TestResultFastPathIsTheCodec: for a thousand random values, the result an
// execution returns is, byte for byte, what the codec (JSON.stringify with
// the result's replacer) makes of the same value inside the program.
func TestResultFastPathIsTheCodec(t *testing.T) {
	for rngSeed := 1; rngSeed <= 1000; rngSeed++ {
		src := "const RNG_SEED = " + strconv.Itoa(rngSeed) + ";\n" + resultValues
		s, _ := New()
		got := s.Run(context.Background(), &Request{Code: "async () => {\n" + src + "\nreturn v }", Limits: phaseLimits})
		s, _ = New()
		// The codec's own text, as a string (the fast path never
		// changes a string's encoding: the codec's text for it is
		// JSON.stringify's).
		want := s.Run(context.Background(), &Request{Code: "async () => {\n" + src + "\nreturn JSON.stringify(v, (k, x) => (ArrayBuffer.isView(x) ? 'binary' : x)) ?? null }", Limits: phaseLimits})
		if got.Failure != nil || want.Failure != nil {
			t.Fatalf("rngSeed %d: %+v / %+v", rngSeed, got.Failure, want.Failure)
		}
		var codec *string
		if err := json.Unmarshal([]byte(want.Value), &codec); err != nil {
			t.Fatalf("rngSeed %d: %v", rngSeed, err)
		}
		if codec == nil {
			if got.Value != "" {
				t.Fatalf("rngSeed %d: got %s for undefined", rngSeed, got.Value)
			}
			continue
		}
		if got.Value != *codec && !containsBinary(got.Value) {
			t.Fatalf("rngSeed %d:\n got  %s\n want %s", rngSeed, got.Value, *codec)
		}
	}
}

// containsBinary reports a tagged binary value, whose text the check above
// replaces and so cannot compare.
func containsBinary(s string) bool { return strings.Contains(s, `"__executor_`) }
