package bench

import (
	"context"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// counting is an executor that counts the executions it passes on, and the
// distinct program texts among them.
type counting struct {
	codemode.Executor
	n     atomic.Int64
	texts map[string]bool
}

func (c *counting) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	c.n.Add(1)
	c.texts[req.Code] = true
	return c.Executor.Execute(ctx, req)
}

// TestWarmUpRunsForItsCountAndItsTime: the warm-up runs at least its count
// of executions and for at least its time, every one with a text never seen;
// with no time it runs exactly its count; and a wrong result ends it with
// the error that says which workload was wrong.
func TestWarmUpRunsForItsCountAndItsTime(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	w := LoadEmbedded()
	ctx := context.Background()

	c := &counting{Executor: x, texts: map[string]bool{}}
	if err := warmUp(ctx, c, w, 7, 0); err != nil {
		t.Fatal(err)
	}
	if c.n.Load() != 7 || len(c.texts) != 7 {
		t.Fatalf("with no time: %d executions, %d texts; want 7 and 7", c.n.Load(), len(c.texts))
	}

	c = &counting{Executor: x, texts: map[string]bool{}}
	start := time.Now()
	if err := warmUp(ctx, c, w, 3, 40*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took < 40*time.Millisecond {
		t.Fatalf("the warm-up took %v, less than its 40ms", took)
	}
	if n := c.n.Load(); n <= 3 || int(n) != len(c.texts) {
		t.Fatalf("for 40ms: %d executions, %d texts; want more than 3, each text new", n, len(c.texts))
	}

	wrong := LoadEmbedded()
	tr := wrong.Workloads["trivial"]
	tr.Expect = []byte("3")
	wrong.Workloads["trivial"] = tr
	err := warmUp(ctx, x, wrong, 2, 0)
	if err == nil || !strings.Contains(err.Error(), "trivial") {
		t.Fatalf("a wrong result: %v; want an error that names the workload", err)
	}
}

// TestMedianCollectsFirst: every timed phase starts from a collection, as a
// Go benchmark does, so that one the phase before left due does not fall on
// its executions.
func TestMedianCollectsFirst(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := median(context.Background(), x, LoadEmbedded(), "trivial", 1, true); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if after.NumForcedGC == before.NumForcedGC {
		t.Fatal("median timed its executions without collecting first")
	}
}
