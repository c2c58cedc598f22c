package asyncrt

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// minMeasure reports the lowest mean thread CPU time of f over several
// rounds: the least disturbed by the rest of the machine.
func minMeasure(rounds, n int, f func()) time.Duration {
	best := time.Duration(1 << 62)
	for r := 0; r < rounds; r++ {
		t0 := cpuNow()
		for i := 0; i < n; i++ {
			f()
		}
		if d := (cpuNow() - t0) / time.Duration(n); d < best {
			best = d
		}
	}
	return best
}

var phaseLimits = Limits{Timeout: 5 * time.Second, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 4 << 20, ResultBytes: 4 << 20, LogBytes: 1 << 20, ToolCalls: 100, ConcurrentCalls: 10, Timers: 100, ResponseBytes: 1 << 20, Retention: time.Second}

func TestPhases(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread()
		t.Logf("engine create+close: %v", minMeasure(10, 30, func() { e, _ := sandbox.NewEngine(); e.Close() }))
		t.Logf("New (engine+bootstrap): %v", minMeasure(10, 30, func() { s, _ := New(); reap(s) }))
		t.Logf("New+Close: %v", minMeasure(10, 30, func() { s, _ := New(); s.Close() }))
		pre := make([]*Sandbox, 0, 400)
		for i := 0; i < 400; i++ {
			s, _ := New()
			pre = append(pre, s)
		}
		i := 0
		t.Logf("Run(trivial) on a prepared sandbox, free elsewhere: %v", minMeasure(10, 30, func() {
			pre[i].Run(context.Background(), &Request{Code: "async () => 1 + 1", Limits: phaseLimits})
			i++
		}))
	}()
	<-done
}

func TestBootstrapPhases(t *testing.T) {
	code, _ := compiledBootstrap()
	t.Logf("bootstrap bytecode: %d bytes", len(code))
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread()
		t.Logf("engine + read bytecode: %v", minMeasure(10, 30, func() {
			e, _ := sandbox.NewEngine()
			fn := e.EvalBytecode(code)
			e.Free(fn)
			e.Close()
		}))
		t.Logf("engine + eval source: %v", minMeasure(10, 30, func() {
			e, _ := sandbox.NewEngine()
			fn := e.Eval(bootstrapJS, "<executor>")
			e.Free(fn)
			e.Close()
		}))
	}()
	<-done
}
