package bench

import (
	"context"
	"testing"

	"github.com/codemode/codemode"
)

// SharedWorkloads returns the benchmark workloads for the Go benchmarks: the
// built-in copy, the same file `codemode bench` uses by default.
func SharedWorkloads(b *testing.B) *Workloads {
	b.Helper()
	return LoadEmbedded()
}

// Benchmark runs one workload on x as a Go benchmark, one execution per
// iteration, checking every result.
func Benchmark(b *testing.B, x codemode.Executor, w *Workloads, name string) {
	BenchmarkWith(b, x, w, name, nil)
}

// BenchmarkWith is Benchmark with the request changed by edit first (nil
// leaves it as Request makes it).
func BenchmarkWith(b *testing.B, x codemode.Executor, w *Workloads, name string, edit func(*codemode.Request)) {
	wl := w.Workloads[name]
	req := Request(wl)
	if edit != nil {
		edit(&req)
	}
	b.ReportAllocs()
	for b.Loop() {
		r := x.Execute(context.Background(), req)
		if err := Check(name, wl, r); err != nil {
			b.Fatal(err)
		}
	}
}

// Workloads lists the workloads the Go benchmarks run, in order.
var WorkloadNames = []string{"trivial", "seq100", "par100", "orchestrate", "json10k", "fib27"}
