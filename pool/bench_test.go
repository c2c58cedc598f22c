package pool_test

import (
	"testing"

	"github.com/codemode/codemode/internal/bench"
	"github.com/codemode/codemode/pool"
)

// BenchmarkWorkloads runs the shared workloads through a worker: its messages
// in the memory it shares with the pool, with the readers polling before they
// sleep (the default) and without, and on the pipes themselves: the per-call
// figure of seq100 against the in-process one is the cost of the round trip.
//
//	go test -run '^$' -bench Workloads ./pool/
func BenchmarkWorkloads(b *testing.B) {
	w := bench.SharedWorkloads(b)
	for _, mode := range []struct {
		name     string
		noPoll   bool
		noShared bool
	}{{"poll", false, false}, {"nopoll", true, false}, {"pipes", false, true}} {
		b.Run(mode.name, func(b *testing.B) {
			p, err := pool.New(pool.Options{Workers: 1, NoPoll: mode.noPoll, NoSharedMemory: mode.noShared})
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			for _, name := range bench.WorkloadNames {
				b.Run(name, func(b *testing.B) { bench.Benchmark(b, p, w, name) })
			}
		})
	}
}
