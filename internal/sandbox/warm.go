//go:build !(386 || arm)

package sandbox

import "runtime"

// The transpiled engine runs deep in the Go stack: a goroutine that runs it
// for the first time grows its stack by copying, several times over. For a
// daemon, whose every execution arrives on a fresh goroutine, that copying
// was a third of a short execution's CPU time (measured in a pool worker:
// about 190 µs of CPU per trivial execution without runners, 105 µs with).
// Executions therefore run on long-lived goroutines whose stacks have
// already grown: warm hands each one to an idle runner, or starts a runner
// when none is idle.

// idleRunners holds the runners waiting for work; a runner that finds the
// list full when it finishes exits, so the list bounds the idle ones.
var idleRunners = make(chan chan func(), 2*runtime.GOMAXPROCS(0)+2)

// warm runs f on a runner and returns when it has returned. A panic in f is
// raised again on the caller's goroutine.
func warm(f func()) {
	done := make(chan any, 1)
	takeRunner() <- func() {
		defer func() { done <- recover() }()
		f()
	}
	if p := <-done; p != nil {
		panic(p)
	}
}

// warmAsync runs f on a runner and returns at once. A panic in f ends the
// process, as on any goroutine.
func warmAsync(f func()) { takeRunner() <- f }

// takeRunner returns an idle runner, or starts one when none is idle.
func takeRunner() chan func() {
	select {
	case r := <-idleRunners:
		return r
	default:
		r := make(chan func())
		go runner(r)
		return r
	}
}

func runner(r chan func()) {
	for f := range r {
		f()
		select {
		case idleRunners <- r:
		default:
			return
		}
	}
}
