package pool

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/profiling"
	"github.com/codemode/codemode/internal/wire"
)

// The worker's side of the pipes. A worker reads the parent's messages on
// descriptor 3 and writes its own on descriptor 4; its stdin is empty and its
// stdout goes where its stderr goes. So nothing a package of the host's
// binary prints (in an init function, or later) can reach the protocol. With
// shared memory on descriptor 5 (workerRingsFD), the messages travel there and
// descriptors 3 and 4 carry only the doorbell's bytes.
const (
	workerInFD  = 3
	workerOutFD = 4
)

// workerPipes makes the two pipes of one worker: the parent's ends (to write
// to it, to read from it) and the worker's, in the order of its descriptors
// 3 and 4.
func workerPipes() (toWorker, fromWorker *os.File, childEnds []*os.File, err error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, nil, nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, nil, nil, err
	}
	return inW, outR, []*os.File{inR, outW}, nil
}

func init() {
	if os.Getenv(workerEnv) == "1" {
		// Package initialisation runs on the main goroutine, which the
		// runtime keeps locked to the main thread until main starts.
		// Served from there, the worker's reader could only ever run on
		// that one thread, and every answer it hands to the program
		// would cost a hand-over between two threads (futex wake-ups
		// both ways, on every tool call). So the worker runs on a
		// goroutine of its own.
		code := make(chan int)
		go func() { code <- RunWorker() }()
		os.Exit(<-code)
	}
}

// RunWorker runs this process as a pool worker: it caps its address space,
// then serves the wire protocol on descriptors 3 (from the parent) and 4 (to
// the parent) until descriptor 3 ends — the messages through the memory on
// descriptor 5 when the pool gives it — running each execution in a fresh
// in-process sandbox. It returns the exit status.
//
// A pool starts its workers with those descriptors (see Options.Command);
// a process started any other way has nothing to serve, and RunWorker
// returns 2 with a message on stderr.
func RunWorker() int {
	profiling.Start("worker")
	in := os.NewFile(workerInFD, "codemode-worker-in")
	out := os.NewFile(workerOutFD, "codemode-worker-out")
	if in == nil || out == nil || !isPipe(in) || !isPipe(out) {
		fmt.Fprintln(os.Stderr, "codemode worker: descriptors 3 and 4 are not the pool's pipes; a worker is started by package pool (Options.Command), not by hand.")
		return 2
	}
	// One processor: a worker's goroutines (the reader, the programs,
	// the sandboxes' reaper) hand work to each other, and the workers
	// together already have one each. With one processor each hand-over is a switch
	// on the same thread; with more, every goroutine made ready wakes a
	// sleeping thread on another processor first, which measured 3–6 µs
	// per tool call here. A program's deadline timer, or a cancellation
	// read from the pipe, reaches a program busy in JavaScript when the
	// runtime preempts it (within about 10 ms).
	runtime.GOMAXPROCS(1)
	// The reader sleeps in the runtime's poller, so that the one
	// processor is free for the program while it waits.
	in = pollable(in)
	if v := os.Getenv(addressSpaceEnv); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err == nil && n > 0 {
			if err := limitAddressSpace(n); err != nil {
				fmt.Fprintf(os.Stderr, "codemode worker: cannot cap the address space: %v\n", err)
			}
		}
	}
	// Many executions run here at once, each in its own sandbox: one that
	// overruns its deadline is stopped by its engine's interrupt, and the
	// executor waits for its engine however long it takes (NoWatchdog),
	// so that its result says when it really stopped. The parent kills
	// this process only when an engine has not stopped by the deadline
	// plus its grace period.
	// The pool routes a request with RetainHandles only to a worker below
	// its cap (Options.RetainedPerWorker); the worker's executor holds
	// the same cap itself.
	maxRetained, _ := strconv.Atoi(os.Getenv(retainedEnv))
	x := codemode.New(codemode.Options{Prepared: 1, NoWatchdog: true, MaxRetained: max(maxRetained, 0)})
	defer x.Close()
	// The worker polls its pipe for a while before it sleeps, as the
	// parent's reader does (the parent says how long: Options.PollWindow).
	window, _ := time.ParseDuration(os.Getenv(pollEnv))
	var r io.Reader
	var w io.Writer = out
	if os.Getenv(ringsEnv) == "" {
		r = wire.PollingReader(in, window)
	} else {
		// The messages travel through memory shared with the parent; the
		// pipes only wake a reader that sleeps.
		var err error
		if r, w, err = openRings(in, out, window); err != nil {
			fmt.Fprintf(os.Stderr, "codemode worker: the memory shared with the pool: %v\n", err)
			return 2
		}
	}
	t := wire.NewStreamTransport(r, w, nil, 0)
	srv := &wire.Server{Executor: x, Name: "codemode-worker", Yield: true}
	if err := srv.Serve(context.Background(), t); err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: %v\n", err)
		return 1
	}
	return 0
}

// openRings maps the shared memory on workerRingsFD and returns the reader
// and writer of its rings, with in and out as their doorbells.
func openRings(in, out *os.File, window time.Duration) (io.Reader, io.Writer, error) {
	if os.Getenv(ringsEnv) != strconv.Itoa(workerRingsFD) {
		return nil, nil, fmt.Errorf("%s=%q: the pool gives it on descriptor %d", ringsEnv, os.Getenv(ringsEnv), workerRingsFD)
	}
	f := os.NewFile(workerRingsFD, "codemode-rings")
	if f == nil {
		return nil, nil, fmt.Errorf("no descriptor %d", workerRingsFD)
	}
	defer f.Close()
	rings, err := wire.OpenRings(f)
	if err != nil {
		return nil, nil, err
	}
	r, err := rings.Reader(in, window)
	if err != nil {
		return nil, nil, err
	}
	w, err := rings.Writer(pollable(out))
	if err != nil {
		return nil, nil, err
	}
	return r, w, nil
}

// isPipe reports whether f is an open pipe (or socket).
func isPipe(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&(os.ModeNamedPipe|os.ModeSocket) != 0
}
