package sandbox

import (
	"fmt"
	"testing"
)

// BenchmarkGuardedCalls measures small, ordinary calls of guarded built-ins
// (the shapes ordinary programs make: short arrays, short strings), with the
// guards and, for reference, on an engine without them. Each op is 1000 calls
// in a loop; ns/call is per call, loop included.
func BenchmarkGuardedCalls(b *testing.B) {
	exprs := []string{
		`a.includes(2)`,
		`a.indexOf(3)`,
		`a.slice(1)`,
		`a.map(f)`,
		`a.filter(f)`,
		`s.indexOf('lo')`,
		`s.includes('wor')`,
		`a.sort(cmp)`,
		`w.sort()`,
	}
	const setup = `var a = [1, 2, 3, 4, 5]; var w = ['b', 'a', 'c']; var s = 'hello world'; var f = (x) => x; var cmp = (x, y) => x - y;`
	for _, kind := range []string{"guarded", "bare"} {
		var e *engine
		var err error
		if kind == "guarded" {
			e, err = newEngine()
		} else {
			e, err = newEngineWith(func(e *engine) error { return e.installLibrary(true) })
		}
		if err != nil {
			b.Fatal(err)
		}
		e.setMemoryLimit(256 << 20)
		v := e.eval(setup, "<setup>")
		if isException(v) {
			b.Fatal(e.takeException())
		}
		e.free(v)
		for i, expr := range exprs {
			name := fmt.Sprintf("f%d", i)
			v := e.eval(fmt.Sprintf(`var %s = () => { for (let i = 0; i < 1000; i++) %s; };`, name, expr), "<bench>")
			if isException(v) {
				b.Fatal(e.takeException())
			}
			e.free(v)
			b.Run(kind+"/"+expr, func(b *testing.B) {
				for b.Loop() {
					v := e.eval(name+"()", "<run>")
					if isException(v) {
						b.Fatal(e.takeException())
					}
					e.free(v)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/call")
			})
		}
		e.close()
	}
}
