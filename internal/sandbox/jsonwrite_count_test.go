package sandbox

import (
	"runtime"
	"testing"
)

// countValues are plain data of every kind the writer takes, with strings
// of every kind of character: eight-bit and wide, escaped, Latin-1, astral,
// lone surrogates, in runs that cross the eight-character steps of the count.
var countValues = []string{
	`"x".repeat(100)`,
	`"abc\"def\\ghi\n\u0001\u001f\u007f\u0080\u00e9\u00ff".repeat(37)`,
	`"é".repeat(13) + "x".repeat(9)`,
	`"€😀\ud800x\udc00\ud83d\ude00y".repeat(11)`,
	`"\u0100" + "\"".repeat(17)`,
	`["x".repeat(40), 1, -0, 1.5e300, null, true, false, undefined, { a: undefined, "clé": "v\n", b: [[], {}] }]`,
	`Array.from({ length: 50 }, (_, i) => ({ i, s: "abcdefghijklmnopqrst".slice(i % 20), t: [true, null, i / 3] }))`,
	`{ "\u2028key\"": "\u2029", k: "x".repeat(1000) }`,
}

// TestWriteJSONCountsWhatItDoesNotBuild holds the size the writer counts for
// a text over its bound to the length of the text it writes without one, for
// every bound from 0 to past the text's length.
func TestWriteJSONCountsWhatItDoesNotBuild(t *testing.T) {
	e, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	for _, src := range countValues {
		v := e.eval("("+src+")", "<test>")
		if isException(v) {
			t.Fatal(e.takeException())
		}
		full, size, ok := e.writeJSON(v, 1<<30)
		if !ok || size != len(full) {
			t.Fatalf("%s: not written (ok %v, size %d, %d bytes)", src, ok, size, len(full))
		}
		for max := 0; max <= len(full)+8; max += 1 + max/50 {
			text, size, ok := e.writeJSON(v, max)
			switch {
			case !ok:
				t.Fatalf("%s, bound %d: left to the codec", src, max)
			case size != len(full):
				t.Fatalf("%s, bound %d: size %d, the text has %d bytes", src, max, size, len(full))
			case len(full) <= max && text != full:
				t.Fatalf("%s, bound %d: %q, want %q", src, max, text, full)
			case len(full) > max && text != "":
				t.Fatalf("%s, bound %d: a text over the bound was returned", src, max)
			}
			if _, ok := e.WriteJSON(v, max); ok != (len(full) <= max) {
				t.Fatalf("%s, bound %d: WriteJSON ok %v for %d bytes", src, max, ok, len(full))
			}
		}
		e.free(v)
	}
}

// TestWriteJSONOverTheBoundDoesNotBuild holds the memory the writer takes
// for a result far over its bound to a few times the bound (its buffer's
// growth up to it), not the size of the text: 64 MB of JSON counted against a
// bound of 1 MiB allocates less than 8 MiB.
func TestWriteJSONOverTheBoundDoesNotBuild(t *testing.T) {
	e, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	e.setMemoryLimit(512 << 20)
	for _, src := range []string{
		`"x".repeat(64e6)`,
		`"\u20ac".repeat(21e6)`,
		`Array.from({ length: 1e6 }, (_, i) => ({ i, s: "abcdefghijklmnopqrstuvwxyz0123456789abcdef" }))`,
	} {
		v := e.eval("("+src+")", "<test>")
		if isException(v) {
			t.Fatal(e.takeException())
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, size, ok := e.writeJSON(v, 1<<20)
		runtime.ReadMemStats(&after)
		if !ok || size < 60e6 {
			t.Fatalf("%s: ok %v, size %d", src, ok, size)
		}
		if n := after.TotalAlloc - before.TotalAlloc; n > 8<<20 {
			t.Fatalf("%s: counting %d bytes of JSON over a bound of 1 MiB allocated %d bytes", src, size, n)
		}
		e.free(v)
	}
}
