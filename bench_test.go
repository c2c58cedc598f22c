package codemode_test

import (
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/bench"
)

// BenchmarkWorkloads runs the benchmark workloads (internal/bench's copy) in
// process, one fresh sandbox per execution:
//
//	go test -run x -bench Workloads -cpuprofile cpu.prof .
func BenchmarkWorkloads(b *testing.B) {
	w := bench.SharedWorkloads(b)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, name := range bench.WorkloadNames {
		b.Run(name, func(b *testing.B) { bench.Benchmark(b, x, w, name) })
	}
}
