package pool

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
)

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
// then serves the wire protocol on stdin and stdout until stdin ends, running
// each execution in a fresh in-process sandbox. It returns the exit status.
// Nothing else may write to stdout while it runs.
func RunWorker() int {
	if v := os.Getenv(addressSpaceEnv); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err == nil && n > 0 {
			if err := limitAddressSpace(n); err != nil {
				fmt.Fprintf(os.Stderr, "codemode worker: cannot cap the address space: %v\n", err)
			}
		}
	}
	// The parent kills this process when an execution overruns its
	// deadline: the in-process executor waits for its engine, however long.
	x := codemode.New(codemode.Options{Prepared: 1, Grace: -1})
	defer x.Close()
	t := wire.NewStreamTransport(os.Stdin, os.Stdout, nil, 0)
	// The worker reads its stdin with blocking reads: the kernel wakes the
	// reading thread itself, which then yields to the program it handed an
	// answer to. (Reading through the runtime's poller instead costs a poll
	// and a failed read per message, and measured slower both per call and
	// per execution.)
	srv := &wire.Server{Executor: x, Name: "codemode-worker", Yield: true}
	if err := srv.Serve(context.Background(), t); err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: %v\n", err)
		return 1
	}
	return 0
}
