package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/spf13/pflag"
)

// cliGrace is how long past a deadline (or a cancellation) `run` and `mcp`
// wait for an execution to stop: then its worker is killed, or, in process,
// Execute returns without the engine.
const cliGrace = time.Second

// executorFlags choose where `run` and `mcp` run programs.
type executorFlags struct {
	inProcess bool
}

func (e *executorFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&e.inProcess, "in-process", false, "run programs in this process (faster to start; no process boundary around the engine) instead of a worker process")
}

// executor makes the executor: a pool of worker processes (workers of them),
// or with --in-process the in-process executor. The caller closes it.
func (e *executorFlags) executor(workers int, stderr io.Writer) (codemode.Executor, error) {
	if e.inProcess {
		return codemode.New(codemode.Options{NoPrepare: true, Grace: cliGrace}), nil
	}
	// Only Write: exec copies a worker's stderr with io.Copy, which would
	// otherwise use a buffer's ReadFrom and hold the buffer's slice
	// across the blocking read, erasing what the command writes meanwhile.
	p, err := pool.New(pool.Options{Workers: workers, Grace: cliGrace, Stderr: writeOnly{stderr}})
	if err != nil {
		return nil, fmt.Errorf("%w (--in-process runs programs without a worker process)", err)
	}
	return p, nil
}

// gatewayWorkers is how many worker processes `codemode mcp` keeps: enough
// for an agent's concurrent execute calls on this machine's cores.
func gatewayWorkers() int { return min(runtime.NumCPU(), 4) }

// writeOnly hides every method of a writer but Write.
type writeOnly struct{ w io.Writer }

func (w writeOnly) Write(p []byte) (int, error) { return w.w.Write(p) }
