package runners

import (
	"runtime"
	"sync/atomic"
	"time"
)

// The transpiled engine runs deep in the Go stack: a goroutine that runs it
// for the first time grows its stack by copying, several times over. For a
// daemon, whose every execution arrives on a fresh goroutine, that copying
// was a third of a short execution's CPU time (measured in a pool worker:
// about 190 µs of CPU per trivial execution without runners, 105 µs with).
// Executions therefore run on long-lived goroutines whose stacks have
// already grown: Warm hands each one to an idle runner, or starts a runner
// when none is idle.

// idleRunners holds the runners waiting for work; takeRunner takes the one
// that finished last on the caller's CPU, else the one that finished last
// (its stack is the one in the caches: LIFO). A runner that finds the
// list full when it finishes exits, so the list bounds the idle ones.
var idleRunners = NewLIFO[idleRunner](2*runtime.GOMAXPROCS(0) + 2)

// idleRunner is a runner waiting for work, with the CPU it last ran on (its
// stack is in that CPU's caches).
type idleRunner struct {
	work chan func()
	cpu  uint32
}

// Warm runs f on a runner, a goroutine whose stack has grown already, and
// returns when f has returned. A panic in f is raised again on the caller's
// goroutine.
func Warm(f func()) {
	done := make(chan any, 1)
	takeRunner() <- func() {
		defer func() { done <- recover() }()
		f()
	}
	start := time.Now()
	p, ok := SpinRecv(done)
	if !ok {
		p = <-done
		Waited(time.Since(start))
	}
	if p != nil {
		panic(p)
	}
}

// WarmAsync runs f on a runner and returns at once. A panic in f ends the
// process, as on any goroutine.
func WarmAsync(f func()) { takeRunner() <- f }

// MaxIdle is how many idle runners are kept at most: a runner that finishes
// while that many are idle exits.
func MaxIdle() int { return idleRunners.Limit() }

// takeRunner returns an idle runner, or starts one when none is idle.
func takeRunner() chan func() {
	cpu := CurrentCPU()
	if r, ok := idleRunners.TakeFirst(func(r idleRunner) bool { return r.cpu == cpu }); ok {
		return r.work
	}
	r := make(chan func())
	go runner(r)
	return r
}

func runner(r chan func()) {
	for f := range r {
		f()
		keepAwake()
		if !idleRunners.Put(idleRunner{r, CurrentCPU()}) {
			return
		}
	}
}

// defaultAwakeWindow is how long after a runner's last work ended a
// processor is kept awake for the next (awakeWindow; tests change it). On
// two or more processors, a processor that finds nothing to run parks its
// thread, and the next hand-off to a runner wakes it: a system call on the
// caller's path and a wait before the woken thread runs, while the caller
// waits behind the other runner's restore (docs/benchmarks.md, "A
// processor kept awake between executions"). Executions one after another
// then took 11–12 µs instead of 7–8.
const defaultAwakeWindow = 30 * time.Microsecond

var (
	// awakeWindow is defaultAwakeWindow in nanoseconds.
	awakeWindow atomic.Int64
	// lastWorkEnd is when a runner last finished its work (UnixNano).
	lastWorkEnd atomic.Int64
	// keeper is set while a runner keeps a processor awake.
	keeper atomic.Bool
)

// keepAwake yields the processor in a loop until the awake window has passed
// since any runner's work last ended: runnable goroutines (the caller
// waiting for its result, the next runner) run on this processor between
// the yields, and none of them needs a thread woken. One runner does this
// at a time, and none on one processor. The runner is not on the idle list
// meanwhile, so that executions are handed to runners that block, which
// the hand-off puts first on the caller's processor.
func keepAwake() {
	lastWorkEnd.Store(time.Now().UnixNano())
	if runtime.GOMAXPROCS(0) < 2 || keeper.Load() || !keeper.CompareAndSwap(false, true) {
		return
	}
	defer keeper.Store(false)
	window := awakeWindow.Load()
	for time.Now().UnixNano()-lastWorkEnd.Load() < window {
		runtime.Gosched()
	}
}

// A caller that hands an execution to a runner waits for its result. Blocked
// on a channel, it is woken by the runner's send: on two or more processors
// the runtime wakes a sleeping thread for it, and the caller runs only once
// that thread takes it from the runner's processor, after the runner's own
// next work (freeing the sandbox). For a short execution that wake-up was as
// long as the execution itself (a trivial one: 10–12 µs from the result sent
// to Execute returning, 1.4 µs waiting as below). So a caller first waits
// by yielding its processor in a loop for up to spinWindow, where the
// result's send finds it awake; and only while the last wait ended within
// the window, so that a process whose executions run longer spends nothing
// on it.
const spinWindow = 50 * time.Microsecond

// lastWaitQuick records whether the last wait for a result ended within
// spinWindow.
var lastWaitQuick atomic.Bool

func init() {
	lastWaitQuick.Store(true)
	awakeWindow.Store(int64(defaultAwakeWindow))
}

// SpinRecv waits for a value from ch for up to spinWindow, yielding the
// processor between looks, when the last wait was that short; it reports
// false when it got none (the caller then blocks, and reports how long it
// waited in all, spin included, to Waited).
func SpinRecv[T any](ch <-chan T) (v T, ok bool) {
	if !lastWaitQuick.Load() {
		return v, false
	}
	deadline := time.Now().Add(spinWindow)
	for {
		select {
		case v = <-ch:
			return v, true
		default:
		}
		if !time.Now().Before(deadline) {
			lastWaitQuick.Store(false)
			return v, false
		}
		runtime.Gosched()
	}
}

// Waited records a wait for a result that took d in all.
func Waited(d time.Duration) { lastWaitQuick.Store(d <= spinWindow) }
