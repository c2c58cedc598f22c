//go:build !(386 || arm)

package sandbox

import (
	"strings"
	"testing"
	"time"
)

func TestWarmRunsOnRunnersAndRaisesPanics(t *testing.T) {
	ran := false
	warm(func() { ran = true })
	if !ran {
		t.Fatal("warm did not run f")
	}
	// The runner is reused: it is idle again once warm returns.
	if _, ok := waitIdle(idleRunners, time.Second); !ok {
		t.Fatal("no idle runner after a run")
	}
	defer func() {
		p := recover()
		if s, _ := p.(string); !strings.Contains(s, "boom") {
			t.Fatalf("recovered %v, want the panic of f", p)
		}
		// The runner survives a panic in f.
		warm(func() {})
	}()
	warm(func() { panic("boom") })
}

// A caller waits for a result by yielding for up to spinWindow only while the
// last wait was that short: it gets a value sent meanwhile; a wait that runs
// out of the window turns the yielding off, and a short wait turns it on
// again.
func TestSpinRecvWaitsOnlyWhileWaitsAreShort(t *testing.T) {
	defer lastWaitQuick.Store(true)
	lastWaitQuick.Store(true)
	ch := make(chan int, 1)
	go func() { ch <- 7 }()
	if v, ok := SpinRecv(ch); !ok || v != 7 {
		// A goroutine on this machine not run within 50 µs while this
		// one yields: not a defect of SpinRecv, but nothing to check.
		t.Skipf("got %d, %v", v, ok)
	}
	if !lastWaitQuick.Load() {
		t.Fatal("a value within the window turned yielding off")
	}
	if _, ok := SpinRecv(make(chan int)); ok {
		t.Fatal("a value from a channel nobody sends on")
	}
	if lastWaitQuick.Load() {
		t.Fatal("a wait past the window left yielding on")
	}
	ch <- 8
	if _, ok := SpinRecv(ch); ok {
		t.Fatal("yielded while the last wait was long")
	}
	Waited(spinWindow / 2)
	if !lastWaitQuick.Load() {
		t.Fatal("a short wait did not turn yielding back on")
	}
	Waited(spinWindow * 2)
	if lastWaitQuick.Load() {
		t.Fatal("a long wait did not turn yielding off")
	}
}
