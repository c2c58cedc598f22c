package sandbox

import (
	"strings"
	"testing"
)

// TestArenaBlocksAreHandedOutOnce churns the engine's small-block arenas in
// every size class (strings and objects from 1 to 520 bytes, made and freed
// in interleaved rounds, so that arenas fill, empty, go and come again while
// their untouched blocks are threaded as they are first taken) and checks
// that every value kept still holds what it was made with: a block handed
// out twice, or taken from the free list of another size, shows as a value
// overwritten.
func TestArenaBlocksAreHandedOutOnce(t *testing.T) {
	e, err := NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	const src = `(() => {
	const body = (len, k, round) => String.fromCharCode(97 + (len + k + round) % 26).repeat(len)
	const keep = []
	for (let round = 0; round < 6; round++) {
		for (let len = 1; len <= 520; len += 7) {
			for (let k = 0; k < 30; k++) {
				keep.push([body(len, k, round) + '|' + len + ':' + k + ':' + round, Object.fromEntries(Array.from({ length: len % 9 }, (_, j) => ['p' + j, len * 100 + j]))])
			}
		}
		for (let i = keep.length - 1 - round % 3; i >= 0; i -= 3) keep.splice(i, 1)
	}
	let bad = 0
	for (const [s, o] of keep) {
		const [b, tag] = s.split('|')
		const [len, k, round] = tag.split(':').map(Number)
		if (b !== body(len, k, round)) bad++
		const keys = Object.keys(o)
		if (keys.length !== len % 9 || keys.some((key, j) => key !== 'p' + j || o[key] !== len * 100 + j)) bad++
	}
	return bad + ' of ' + keep.length
})()`
	v := e.Eval(src, "arena.js")
	defer e.Free(v)
	got, ok := e.ToString(v)
	if !ok || !strings.HasPrefix(got, "0 of ") || got == "0 of 0" {
		t.Fatalf("values overwritten: %q", got)
	}
}
