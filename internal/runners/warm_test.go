package runners

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestWarmRunsOnRunnersAndRaisesPanics(t *testing.T) {
	ran := false
	Warm(func() { ran = true })
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
		Warm(func() {})
	}()
	Warm(func() { panic("boom") })
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

// keepAwakeReturns runs keepAwake on a goroutine of its own and returns a
// channel closed when it returns.
func keepAwakeReturns() <-chan struct{} {
	done := make(chan struct{})
	go func() {
		keepAwake()
		close(done)
	}()
	return done
}

// A runner whose work has ended keeps its processor awake while work keeps
// ending within its window, and stops once none has for that long; one
// runner at a time does, and none on one processor.
func TestKeepAwakeLastsWhileWorkKeepsEnding(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	// Other tests' runners may be keeping awake: wait for them to stop.
	waitFor(t, "no runner keeps a processor awake", func() bool { return !keeper.Load() })

	// A window this machine's scheduling cannot overrun (the goroutine
	// that ends work every millisecond was starved past 50 ms while the
	// rest of the suite ran on both cores), and work ending every
	// millisecond until stop, from before the runner that keeps awake
	// starts.
	const window = 250 * time.Millisecond
	defer awakeWindow.Store(awakeWindow.Swap(int64(window)))
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			lastWorkEnd.Store(time.Now().UnixNano())
			time.Sleep(time.Millisecond)
		}
	}()
	lastWorkEnd.Store(time.Now().UnixNano())
	done := keepAwakeReturns()
	waitFor(t, "the runner keeps its processor awake", keeper.Load)
	// For four windows, the runner stays awake.
	select {
	case <-done:
		t.Fatal("keepAwake returned while work kept ending")
	case <-time.After(4 * window):
	}
	// A second runner finishing meanwhile does not keep awake too.
	select {
	case <-keepAwakeReturns():
	case <-time.After(time.Second):
		t.Fatal("a second runner kept awake beside the first")
	}
	// No work ends any more: the first stops, a window later.
	close(stop)
	stopped := time.Now()
	select {
	case <-done:
		if took := time.Since(stopped); took < window/2 {
			t.Fatalf("keepAwake returned %v after the last work ended, before its window of %v", took, window)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("keepAwake still running 5s after the last work ended (window %v)", window)
	}
	if keeper.Load() {
		t.Fatal("the keeper flag stayed set after keepAwake returned")
	}

	runtime.GOMAXPROCS(1)
	select {
	case <-keepAwakeReturns():
	case <-time.After(time.Second):
		t.Fatal("a runner kept awake on one processor")
	}
	if keeper.Load() {
		t.Fatal("the keeper flag set on one processor")
	}
}

// waitFor waits until cond holds, failing after 3 seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(3 * time.Second); !cond(); {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}
