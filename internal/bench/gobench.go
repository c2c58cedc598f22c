package bench

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// SharedWorkloads returns the benchmark workloads for the Go benchmarks: the
// built-in copy, the same file `codemode bench` uses by default.
func SharedWorkloads(b *testing.B) *Workloads {
	b.Helper()
	return LoadEmbedded()
}

// Benchmark runs one workload on x as a Go benchmark, one execution per
// iteration, checking every result. Besides the mean (ns/op) it reports the
// median execution (p50-ns), the statistic `codemode bench` reports: a few
// slow executions on a shared machine move the mean far more.
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
	var took []time.Duration
	for b.Loop() {
		t := time.Now()
		r := x.Execute(context.Background(), req)
		took = append(took, time.Since(t))
		if err := Check(name, wl, r); err != nil {
			b.Fatal(err)
		}
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Nanoseconds()), "p50-ns")
}

// BenchmarkPaced is Benchmark with the executor left idle for gap before
// each execution, as an agent's executions come, instead of back to back;
// only the executions are timed. On an idle machine the processors sleep in
// the gaps and the caches go cold, which the figures of executions back to
// back never show.
func BenchmarkPaced(b *testing.B, x codemode.Executor, w *Workloads, name string, gap time.Duration) {
	wl := w.Workloads[name]
	req := Request(wl)
	b.ReportAllocs()
	var took []time.Duration
	for b.Loop() {
		b.StopTimer()
		time.Sleep(gap)
		b.StartTimer()
		t := time.Now()
		r := x.Execute(context.Background(), req)
		took = append(took, time.Since(t))
		if err := Check(name, wl, r); err != nil {
			b.Fatal(err)
		}
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Nanoseconds()), "p50-ns")
}

// Workloads lists the workloads the Go benchmarks run, in order.
var WorkloadNames = []string{"trivial", "seq100", "par100", "orchestrate", "json10k", "fib27"}
