package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// `codemode run --timeout 2s` ends by its deadline on a built-in that loops
// in the engine's C code (joining copies of the largest BigInt: seconds of
// decimal conversion apiece), in a worker process (the default) and with
// --in-process: the engine polls in its native loops. Through the built
// binary; the next run works.
func TestRunEndsInANativeLoop(t *testing.T) {
	bin := cliBinary(t)
	for _, mode := range [][]string{nil, {"--in-process"}} {
		args := append([]string{"run", "--json", "--timeout", "2s"}, mode...)
		cmd := exec.Command(bin, append(args, "-")...)
		cmd.Stdin = strings.NewReader(`async () => { let b = 1n; for (let n = 1n << 20n; n >= 1n; n >>= 1n) { try { b = (b << n) | 1n; } catch {} } for (;;) Array(64).fill(b).join(); }`)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: run did not end", mode)
		}
		took := time.Since(start)
		if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(out.String(), `"error":"Execution timed out after 2s.","errorKind":"timeout"`) {
			t.Fatalf("%v: exit %d stdout %q stderr %q", mode, cmd.ProcessState.ExitCode(), out.String(), errb.String())
		}
		// Only a hang fails here; the figure is in the log.
		t.Logf("%v: ended after %s", mode, took.Round(time.Millisecond))

		next := exec.Command(bin, append(append([]string{"run", "--json"}, mode...), "-")...)
		next.Stdin = strings.NewReader(`async () => [1, 2].includes(2)`)
		if b, err := next.Output(); err != nil || strings.TrimSpace(string(b)) != `{"result":true,"logs":[]}` {
			t.Fatalf("%v: the next run: %v %s", mode, err, b)
		}
	}
}
