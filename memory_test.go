package codemode_test

import (
	"context"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// rss reads the process's resident set size in bytes (Linux).
func rss(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	t.Skip("no VmRSS")
	return 0
}

// Memory bombs, one after another, must not grow the host: each sandbox's heap
// is bounded by its limit and freed when the execution ends.
func TestHostMemoryStaysBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	x := codemode.New(codemode.Options{})
	defer x.Close()
	bombs := []string{
		`async () => { const a = []; for (;;) a.push(new Array(1000).fill(a.length)) }`,
		`async () => { let s = 'x'; for (;;) s = [s, s].join('') }`,
		`async () => { const a = []; for (;;) a.push(new Uint8Array(1 << 20)) }`,
		`async () => { const keep = []; for (;;) { try { for (;;) keep.push({ x: keep.length }) } catch { keep.length = 0 } } }`,
	}
	run := func() {
		for _, code := range bombs {
			r := x.Execute(context.Background(), codemode.Request{Code: code, Limits: codemode.Limits{Memory: 48 << 20}})
			if r.Error == nil || r.Error.Kind != codemode.ErrMemory {
				t.Fatalf("%s: got %s %v, want the memory error", code, r.Value, r.Error)
			}
		}
	}
	run() // warm up: the allocator keeps some pages for reuse
	runtime.GC()
	before := rss(t)
	for i := 0; i < 10; i++ {
		run()
	}
	runtime.GC()
	after := rss(t)
	t.Logf("RSS before %d MiB, after 40 memory bombs %d MiB", before>>20, after>>20)
	if after-before > 128<<20 {
		t.Fatalf("host RSS grew by %d MiB over 40 bombs of 48 MiB each", (after-before)>>20)
	}
}
