package main

import (
	"os"
	"runtime"
)

// startProcs is the runtime's GOMAXPROCS as the process started, before
// anything here changed it: the GOMAXPROCS environment variable, or else the
// processors the process may use (a container's CPU limit included).
var startProcs = runtime.GOMAXPROCS(0)

// daemonProcs returns the scheduler processors (GOMAXPROCS) the daemon runs
// on, given the GOMAXPROCS environment variable and the runtime's default:
// one where the default is two or fewer, unless the variable is set; the
// default otherwise.
//
// The daemon relays: its workers run the programs in processes of their own,
// one processor each, and poll their pipes while an answer is due. With a
// second scheduler processor, the daemon's runtime wakes a thread for every
// goroutine its relay makes ready while that processor is idle, and on a
// two-processor machine that thread takes the processor a worker polls on. On
// one, the relay's goroutines hand a call on without waking a thread: on the
// two-core machine of docs/benchmarks.md, a tool call from a client process
// cost 139–155 against 162–166 µs, and in the benchmark's daemon arrangement
// 19–20 against 31–43 µs, with its throughput no lower. On larger machines
// the runtime's default stands: there one processor could not keep up with
// many call-heavy workers, and nothing was measured.
func daemonProcs(env string, def int) int {
	if env == "" && def <= 2 {
		return 1
	}
	return def
}

// useDaemonProcs gives this process daemonProcs's GOMAXPROCS and returns it,
// with a function that gives the process back what it had. It sets nothing
// when the value stands already: a GOMAXPROCS set by a call no longer follows
// the runtime's updates (a container's CPU limit changed), which the
// runtime's default does.
func useDaemonProcs() (n int, restore func()) {
	n = daemonProcs(os.Getenv("GOMAXPROCS"), startProcs)
	if n == runtime.GOMAXPROCS(0) {
		return n, func() {}
	}
	prev := runtime.GOMAXPROCS(n)
	return n, func() {
		if os.Getenv("GOMAXPROCS") == "" && prev == startProcs {
			runtime.SetDefaultGOMAXPROCS() // the default again, with its updates
			return
		}
		runtime.GOMAXPROCS(prev)
	}
}
