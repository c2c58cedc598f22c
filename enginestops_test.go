package codemode_test

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
)

// In process, every class of native loop ends by its deadline with the
// engine itself stopped: Execute returns the timeout (or the memory failure)
// within the grace, the executor counts no unstopped engine, and the process
// goes back to idle (an abandoned engine would keep a core). The executions
// run in a process of their own, so that its CPU time is theirs alone.
func TestNativeLoopsStopTheEngineInProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("times the engine's stops: the plain run (not -short, not the race detector) holds them to milliseconds")
	}
	if os.Getenv("CODEMODE_TEST_NATIVE_LOOPS") != "1" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestNativeLoopsStopTheEngineInProcess$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "CODEMODE_TEST_NATIVE_LOOPS=1")
		out, err := cmd.CombinedOutput()
		t.Logf("%s", out)
		if err != nil || !strings.Contains(string(out), "\nPASS") {
			t.Fatalf("%v", err)
		}
		return
	}
	const grace = time.Second
	x := codemode.New(codemode.Options{Grace: grace})
	defer x.Close()
	deadline := executortest.Scale(300 * time.Millisecond)
	for _, p := range executortest.NativeLoops {
		start := time.Now()
		res := x.Execute(context.Background(), codemode.Request{
			Code:   "async () => {\n" + p.Body + "\n}",
			Limits: codemode.Limits{Timeout: deadline},
		})
		took := time.Since(start)
		if res.Error == nil || (res.Error.Kind != codemode.ErrTimeout && res.Error.Kind != codemode.ErrMemory) {
			t.Errorf("%s: got %s %+v; want the timeout", p.Name, res.Value, res.Error)
		}
		// The engine stops within its next poll: milliseconds, given a
		// margin for a contended machine (an unpolled call would run on for
		// its whole length, seconds).
		if margin := executortest.Scale(250 * time.Millisecond); took > deadline+margin {
			t.Errorf("%s: took %v, %v past its deadline of %v", p.Name, took, took-deadline, deadline)
		}
		t.Logf("%s: %s after %v", p.Name, kindOf(res), took.Round(time.Millisecond))
	}
	if st := x.Stats(); st.Unstopped != 0 || st.Stuck != 0 || st.Running != 0 {
		t.Errorf("stats %+v; want no engine unstopped, stuck or running", st)
	}
	// Back to idle: over half a second, the process uses a small fraction
	// of one core (the Go runtime's own work), not a core an engine spins on.
	before := cpuTime(t)
	time.Sleep(500 * time.Millisecond)
	if used := cpuTime(t) - before; used > 100*time.Millisecond {
		t.Errorf("the process used %v of CPU in the 500ms after the executions: an engine is still running", used)
	} else {
		t.Logf("CPU in the 500ms after the executions: %v", used)
	}
	if r := x.Execute(context.Background(), codemode.Request{Code: `async () => [1, 2].includes(2)`}); r.Error != nil || string(r.Value) != "true" {
		t.Fatalf("the next execution: %s %+v", r.Value, r.Error)
	}
}

func kindOf(r codemode.Result) string {
	if r.Error == nil {
		return "ok"
	}
	return string(r.Error.Kind)
}

// cpuTime is the CPU this process has used, user and system.
func cpuTime(t testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
