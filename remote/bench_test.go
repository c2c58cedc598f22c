package remote_test

import (
	"context"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/bench"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// BenchmarkWorkloads runs the shared workloads through a daemon on loopback:
// each tool call crosses the socket and the worker's pipes.
//
//	go test -run x -bench Workloads ./remote/
//
// CODEMODE_BENCH_PIPES=1 carries the worker's messages on its pipes instead
// of the memory it shares with the pool (pool.Options.NoSharedMemory), to
// compare the two in one binary.
func BenchmarkWorkloads(b *testing.B) {
	w := bench.SharedWorkloads(b)
	p, err := pool.New(pool.Options{Workers: 1, NoSharedMemory: os.Getenv("CODEMODE_BENCH_PIPES") == "1"})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer srv.Close()
	c, err := remote.Dial(context.Background(), "ws"+strings.TrimPrefix(hs.URL, "http"), remote.DialOptions{})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	for _, name := range bench.WorkloadNames {
		b.Run(name, func(b *testing.B) { bench.Benchmark(b, c, w, name) })
	}
}
