package codemode_test

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/bench"
)

// BenchmarkWorkloads runs the benchmark workloads (internal/bench's copy) in
// process, one fresh sandbox per execution:
//
//	go test -run '^$' -bench Workloads -cpuprofile cpu.prof .
func BenchmarkWorkloads(b *testing.B) {
	w := bench.SharedWorkloads(b)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, name := range bench.WorkloadNames {
		b.Run(name, func(b *testing.B) { bench.Benchmark(b, x, w, name) })
	}
}

// BenchmarkDispatchPath runs the workloads with tool calls, each with its
// dispatch on a goroutine of its own per call and on the execution's
// goroutine (NonBlockingDispatch):
//
//	go test -run '^$' -bench DispatchPath .
func BenchmarkDispatchPath(b *testing.B) {
	w := bench.SharedWorkloads(b)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, name := range []string{"seq100", "par100", "orchestrate"} {
		for _, inline := range []bool{false, true} {
			path := "goroutine"
			if inline {
				path = "inline"
			}
			b.Run(name+"/"+path, func(b *testing.B) {
				bench.BenchmarkWith(b, x, w, name, func(r *codemode.Request) { r.NonBlockingDispatch = inline })
			})
		}
	}
}

// BenchmarkPaced runs the trivial and seq100 workloads with the executor
// idle for a millisecond before each execution, as an agent's executions
// come, beside the same executions back to back:
//
//	go test -run '^$' -bench Paced -benchtime 2000x .
func BenchmarkPaced(b *testing.B) {
	w := bench.SharedWorkloads(b)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, name := range []string{"trivial", "seq100"} {
		b.Run(name+"/back-to-back", func(b *testing.B) { bench.Benchmark(b, x, w, name) })
		b.Run(name+"/paced-1ms", func(b *testing.B) { bench.BenchmarkPaced(b, x, w, name, time.Millisecond) })
	}
}

// BenchmarkTrivialThroughput runs trivial executions from as many callers
// at once as GOMAXPROCS (b.RunParallel), and reports executions per second
// of wall time. Run with -cpu to set GOMAXPROCS:
//
//	go test -run '^$' -bench TrivialThroughput -cpu 1,2 -benchtime 20000x .
func BenchmarkTrivialThroughput(b *testing.B) {
	w := bench.SharedWorkloads(b)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	wl := w.Workloads["trivial"]
	req := bench.Request(wl)
	if err := bench.Check("trivial", wl, x.Execute(b.Context(), req)); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := bench.Check("trivial", wl, x.Execute(b.Context(), req)); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "execs/s")
}

// BenchmarkDeclaredProviders runs a trivial execution (one tool call on one
// provider) with 1 to 10,000 providers declared, every one but the first
// unused, so that what an unused provider costs per execution shows:
//
//	go test -run '^$' -bench DeclaredProviders -benchtime 2000x .
func BenchmarkDeclaredProviders(b *testing.B) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, n := range []int{1, 10, 100, 1000, 10000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			req := codemode.Request{
				Code:                "async () => await store.echo(1)",
				Providers:           declaredProviders(n),
				Dispatch:            bench.Dispatch,
				NonBlockingDispatch: true,
				Limits:              codemode.Limits{Timeout: time.Minute},
			}
			b.ReportAllocs()
			took := make([]time.Duration, 0, b.N)
			for b.Loop() {
				t := time.Now()
				r := x.Execute(context.Background(), req)
				took = append(took, time.Since(t))
				if r.Error != nil || string(r.Value) != "1" {
					b.Fatalf("got %s, %v", r.Value, r.Error)
				}
			}
			slices.Sort(took)
			b.ReportMetric(float64(took[len(took)/2].Nanoseconds()), "p50-ns")
		})
	}
}

// declaredProviders is store, the benchmarks' provider, and n-1 providers
// more that no program uses.
func declaredProviders(n int) []codemode.Provider {
	ps := []codemode.Provider{{Name: "store", Tools: []string{"echo"}}}
	for i := 1; i < n; i++ {
		ps = append(ps, codemode.Provider{Name: "p" + strconv.Itoa(i), Tools: []string{"get", "put"}})
	}
	return ps
}
