package codeact_test

import (
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/tools"
)

// CodeAct's engine stops in every class of native loop: run_code returns the
// timeout (or the memory failure) within milliseconds of the deadline. The engine
// runs on the caller's goroutine, so returning is stopping.
func TestNativeLoopsStopTheEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("times the engine's stops: the plain run (not -short, not the race detector) holds them to milliseconds")
	}
	deadline := executortest.Scale(300 * time.Millisecond)
	w := newWorld(t, codeact.Config{Limits: codeact.Limits{Timeout: deadline}}, tools.Options{})
	for _, p := range executortest.NativeLoops {
		start := time.Now()
		out := w.run(t, "function main(input) {\n"+p.Body+"\n}", nil)
		took := time.Since(start)
		if out.Status != tools.StatusTimeout && !(out.Status == tools.StatusToolError && containsMemory(out.Error)) {
			t.Errorf("%s: got %s %q %s; want the timeout", p.Name, out.Status, out.Error, out.Value)
		}
		// The engine stops within its next poll: milliseconds, given a
		// margin for a contended machine (an unpolled call would run on for
		// its whole length, seconds).
		if margin := executortest.Scale(250 * time.Millisecond); took > deadline+margin {
			t.Errorf("%s: took %v, %v past its deadline of %v", p.Name, took, took-deadline, deadline)
		}
		t.Logf("%s: %s after %v", p.Name, out.Status, took.Round(time.Millisecond))
	}
}

func containsMemory(s string) bool { return strings.Contains(s, "ran out of memory") }
