package asyncrt

import (
	"fmt"
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// BenchmarkBuiltinCalls measures small, ordinary calls of built-ins (the
// shapes ordinary programs make: short arrays, short strings, a small
// buffer) in the sandbox's engine. Each op is 1000 calls in a loop; ns/call
// is per call, loop included.
func BenchmarkBuiltinCalls(b *testing.B) {
	exprs := []string{
		`new Uint8Array(buf)`,
		`[1].concat(o)`,
		`Array.from(set)`,
		`Uint8Array.from(a)`,
		`a.includes(2)`,
		`a.indexOf(3)`,
		`a.slice(1)`,
		`a.map(f)`,
		`a.join()`,
		`n.flat()`,
		`s.indexOf('lo')`,
		`s.includes('wor')`,
		`w.sort()`,
		`JSON.stringify(o)`,
		`Array.prototype.indexOf.call(al, -1)`,
	}
	const setup = `var a = [1, 2, 3, 4, 5]; var w = ['b', 'a', 'c']; var s = 'hello world'; var f = (x) => x;
var buf = new ArrayBuffer(64); var o = { k: 1 }; var set = new Set([1, 2, 3]); var n = [[1], [2, 3]];
var al = { length: 100, 50: 1 };`
	for _, kind := range []string{"sandbox"} {
		e, err := sandbox.NewEngine()
		if err != nil {
			b.Fatal(err)
		}
		e.SetMemoryLimit(256 << 20)
		v := e.Eval(setup, "<setup>")
		if sandbox.IsException(v) {
			b.Fatal(e.TakeException())
		}
		e.Free(v)
		for i, expr := range exprs {
			name := fmt.Sprintf("f%d", i)
			v := e.Eval(fmt.Sprintf(`var %s = () => { for (let i = 0; i < 1000; i++) %s; };`, name, expr), "<bench>")
			if sandbox.IsException(v) {
				b.Fatal(e.TakeException())
			}
			e.Free(v)
			b.Run(kind+"/"+expr, func(b *testing.B) {
				for b.Loop() {
					v := e.Eval(name+"()", "<run>")
					if sandbox.IsException(v) {
						b.Fatal(e.TakeException())
					}
					e.Free(v)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
			})
		}
		e.Close()
	}
}
