package sandbox

import (
	"context"
	"testing"
	"time"
)

// The fast path's check passes only what the built-in does in a bounded
// native loop: every input just past one of its bounds (an Array made long
// by its length, an explicit undefined comparator, a long search, a receiver
// or needle that is not a primitive string) still ends by the deadline.
func TestGuardsFastPathEdgesEndByTheDeadline(t *testing.T) {
	deadline := 300 * time.Millisecond
	for _, code := range []string{
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

// The fast guards look like the built-ins they stand for, and a program
// reaches neither the host function that made them nor the JavaScript guard
// behind them.
func TestGuardsFastPathIsInvisible(t *testing.T) {
	e, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	const code = `(() => {
  const out = [];
  out.push(typeof globalThis.__codemodeGuardFast, '__codemodeGuardFast' in globalThis);
  for (const [o, k] of [[Array.prototype, 'includes'], [Array.prototype, 'sort'], [String.prototype, 'indexOf'], [String.prototype, 'replaceAll']]) {
    const f = o[k];
    let constructs = true;
    try { new f(); } catch (e) { constructs = !(e instanceof TypeError); }
    out.push(f.name, f.length, String(f), constructs, Object.getOwnPropertyNames(f).join(), Object.getPrototypeOf(f) === Function.prototype);
  }
  out.push([[1], 2, [3, [4]]].flat().length, [1].concat([2], 3, { length: 1 }).length, [3, 1, 2].sort().join(), [1, 2, 3].includes(2), 'hello'.indexOf('l'), 'a-b-c'.split('-').length, 'aXa'.replaceAll('a', '$&$&'));
  return JSON.stringify(out);
})()`
	v := e.eval(code, "<test>")
	if isException(v) {
		t.Fatal(e.takeException())
	}
	defer e.free(v)
	got, _ := e.toString(v)
	const want = `["undefined",false,` +
		`"includes",1,"function includes() {\n    [native code]\n}",false,"length,name",true,` +
		`"sort",1,"function sort() {\n    [native code]\n}",false,"length,name",true,` +
		`"indexOf",1,"function indexOf() {\n    [native code]\n}",false,"length,name",true,` +
		`"replaceAll",2,"function replaceAll() {\n    [native code]\n}",false,"length,name",true,` +
		`4,4,"1,2,3",true,2,3,"aaXaa"]`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
