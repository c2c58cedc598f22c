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
		os.Exit(RunWorker())
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
	x := codemode.New(codemode.Options{Prepared: 1})
	defer x.Close()
	t := wire.NewStreamTransport(os.Stdin, os.Stdout, nil, 0)
	srv := &wire.Server{Executor: x, Name: "codemode-worker"}
	if err := srv.Serve(context.Background(), t); err != nil {
		fmt.Fprintf(os.Stderr, "codemode worker: %v\n", err)
		return 1
	}
	return 0
}
