package sandbox

import (
	"testing"
	"time"

	"github.com/codemode/codemode/internal/runners"
)

// waitIdle takes from an idle list, waiting up to d for something to be put
// back (a slot is restored, on another goroutine).
func waitIdle[T any](l *runners.LIFO[T], d time.Duration) (T, bool) {
	deadline := time.Now().Add(d)
	for {
		if v, ok := l.Take(); ok {
			return v, true
		}
		if time.Now().After(deadline) {
			var zero T
			return zero, false
		}
		time.Sleep(100 * time.Microsecond)
	}
}

// waitFor waits until cond holds, failing after 3 seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(3 * time.Second); !cond(); {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}
