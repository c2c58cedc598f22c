package main

import (
	"testing"

	"github.com/codemode/codemode/remote"
)

// `codemode serve --worker-command PATH` starts its workers as `PATH worker`,
// which serves the pool's pipes (descriptors 3 and 4) like a re-run of the
// executable does.
func TestServeWithWorkerCommand(t *testing.T) {
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1", "--worker-command", cliBinary(t))
	c := dialDaemon(t, d.url, remote.DialOptions{})
	wantRuns(t, c)
}
