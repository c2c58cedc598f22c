package remote_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"github.com/codemode/codemode/internal/bench"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// BenchmarkWorkloads runs the shared workloads through a daemon on loopback:
// each tool call crosses the socket and the worker's pipes.
//
//	go test -run '^$' -bench Workloads ./remote/
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

// BenchmarkWebSocketRoundTrip is the floor under a tool call through the
// daemon: one small message to a WebSocket server in the same process and
// back, on loopback, with the library the daemon and its Go client use. A
// call through the daemon makes this round trip and crosses the worker's
// channel both ways.
//
//	GOMAXPROCS=1 go test -run '^$' -bench WebSocketRoundTrip ./remote/
func BenchmarkWebSocketRoundTrip(b *testing.B) {
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		for {
			t, m, err := c.Read(r.Context())
			if err != nil {
				return
			}
			if c.Write(r.Context(), t, m) != nil {
				return
			}
		}
	}))
	defer hs.Close()
	ctx := context.Background()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http"), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer c.CloseNow()
	msg := []byte(`{"type":"invoke","id":"e1","call":1,"provider":"store","tool":"echo","args":"[{\"i\":1}]"}`)
	for b.Loop() {
		if err := c.Write(ctx, websocket.MessageText, msg); err != nil {
			b.Fatal(err)
		}
		if _, m, err := c.Read(ctx); err != nil || len(m) != len(msg) {
			b.Fatalf("read %d bytes, %v", len(m), err)
		}
	}
}
