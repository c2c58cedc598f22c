package asyncrt

import (
	"context"
	"testing"
	"time"
)

// The engine stops in its native loops: a built-in that loops in C over a
// huge length, a long string search, a long sort, a run of combining marks,
// the alternatives of a regular expression or the limbs of a BigInt ends by
// the deadline (or the memory limit).
func TestNativeLoopsEndByTheDeadline(t *testing.T) {
	deadline := 300 * time.Millisecond
	for _, code := range []string{
		`async () => Array.prototype.includes.call({ length: 2 ** 53 - 1 }, 1)`,
		`async () => Array.prototype.join.call({ length: 2 ** 53 - 1 }, '')`,
		`async () => Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)`,
		`async () => { const a = []; a[2 ** 32 - 2] = 1; return a.includes(2) }`,
		`async () => { const a = []; a[2 ** 32 - 2] = 1; return a.lastIndexOf(2, 2 ** 32 - 3) }`,
		`async () => { const a = []; a[2 ** 32 - 2] = 1; a.sort(); return 1 }`,
		`async () => new Uint8Array({ length: 6e7 }).length`,
		`async () => 'a'.repeat(2 ** 23).indexOf('a'.repeat(2 ** 13) + 'b')`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return a.includes(3) }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 32 - 1; return a.lastIndexOf(3) }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return a.indexOf(3) }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; a.sort(undefined); return 1 }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; a.toSorted(); return 1 }`,
		`async () => { const a = []; for (let i = 0; i < 5000; i++) a.push('k' + i); for (;;) a.sort() }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return [[0], a].flat().length }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return [[0], new Proxy(a, {})].flat().length }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return [[[0]], [a]].flat(2).length }`,
		`async () => { const a = [1, 2]; a.length = 2 ** 31 - 1; return [0].concat([1], a).length }`,
		`async () => [0].concat({ length: 2 ** 40, [Symbol.isConcatSpreadable]: true }).length`,
		`async () => 'a'.repeat(2 ** 23).includes('a'.repeat(2 ** 13) + 'b')`,
		`async () => 'a'.repeat(2 ** 23).lastIndexOf('a'.repeat(2 ** 13) + 'b')`,
		`async () => 'a'.repeat(2 ** 23).split('a'.repeat(2 ** 13) + 'b').length`,
		`async () => 'a'.repeat(2 ** 23).replaceAll('a'.repeat(2 ** 13) + 'b', '')`,
		`async () => new String('a'.repeat(2 ** 23)).indexOf('a'.repeat(2 ** 13) + 'b')`,
		`async () => 'a'.repeat(2 ** 23).indexOf({ toString: () => 'a'.repeat(2 ** 13) + 'b' })`,
		`async () => ('a' + '\u0301\u0316'.repeat(4e4)).normalize('NFD').length`,
		`async () => ('a' + '\u0316\u0301'.repeat(4e4)).normalize('NFC').length`,
		`async () => ('a' + '\u0301\u0316'.repeat(4e4)).localeCompare('b')`,
		`async () => new RegExp('\\p{L}|'.repeat(5000) + 'a', 'ui').source.length`,
		`async () => { try { new RegExp('\\p{L}|'.repeat(5000) + 'a', 'ui') } catch { return 'caught' } }`,
		`async () => String((1n << 1048000n) - 1n).length`,
		`async () => { const b = (1n << 1048000n) - 1n; return Array(64).fill(b).join().length }`,
	} {
		done := make(chan Result, 1)
		go func() {
			s, err := New()
			if err != nil {
				done <- Result{Failure: &Failure{Kind: KindInternal, Message: err.Error()}}
				return
			}
			done <- s.Run(context.Background(), &Request{Code: code, Limits: containedLimits(deadline)})
		}()
		select {
		case res := <-done:
			if res.Failure == nil || (res.Failure.Kind != KindTimeout && res.Failure.Kind != KindMemory) {
				t.Errorf("%s: got %+v %s; want the timeout", code, res.Failure, res.Value)
			}
		case <-time.After(deadline + harnessGrace()):
			t.Errorf("%s: still running %v after a deadline of %v", code, harnessGrace(), deadline)
		}
	}
}
