//go:build !(386 || arm)

package sandbox

import (
	"strings"
	"testing"
)

func TestWarmRunsOnRunnersAndRaisesPanics(t *testing.T) {
	ran := false
	warm(func() { ran = true })
	if !ran {
		t.Fatal("warm did not run f")
	}
	// The runner is reused: it is idle again once warm returns.
	select {
	case r := <-idleRunners:
		idleRunners <- r
	default:
		t.Fatal("no idle runner after a run")
	}
	defer func() {
		p := recover()
		if s, _ := p.(string); !strings.Contains(s, "boom") {
			t.Fatalf("recovered %v, want the panic of f", p)
		}
		// The runner survives a panic in f.
		warm(func() {})
	}()
	warm(func() { panic("boom") })
}
