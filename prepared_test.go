//go:build unix

package codemode

import (
	"context"
	"testing"
	"time"
)

// Executions one after another run on the slots the ones before left
// restored and idle (slots need a unix system); the prepared sandboxes wait
// for a burst, so their goroutine is not woken after every execution to
// replace one, and when it is woken it makes a slot rather than take an idle
// one, which would leave the next execution none.
func TestExecutionsOneAfterAnotherLeaveThePreparedSandboxes(t *testing.T) {
	x := New(Options{Prepared: 2})
	defer x.Close()
	// The spare channel full, and its goroutine blocked with a third.
	for deadline := time.Now().Add(10 * time.Second); x.prepared.Load() < 3; {
		if time.Now().After(deadline) {
			t.Fatalf("the executor prepared %d sandboxes in 10s", x.prepared.Load())
		}
		time.Sleep(time.Millisecond)
	}
	run := func(i int) {
		r := x.Execute(context.Background(), Request{Code: "async () => 1 + 1"})
		if r.Error != nil || string(r.Value) != "2" {
			t.Fatalf("execution %d: %+v", i, r)
		}
	}

	// Paced: a slot is restored on its runner once the result is out, so
	// each execution here comes after that, and after the replacement of a
	// prepared sandbox it took, if it took one.
	before := x.prepared.Load()
	const paced = 100
	for i := 0; i < paced; i++ {
		run(i)
		time.Sleep(time.Millisecond)
		for len(x.spare) < cap(x.spare) {
			time.Sleep(time.Millisecond)
		}
	}
	if made := x.prepared.Load() - before; made > paced/10 {
		t.Fatalf("%d executions one after another had %d sandboxes prepared to replace the ones they took; want them to run on the restored slots", paced, made)
	}

	// Back to back: an execution may come before the slot of the one
	// before is restored and take a prepared sandbox. Its replacement must
	// not be that slot once restored, or the next execution finds no idle
	// slot either, and every execution after it takes a prepared one.
	before = x.prepared.Load()
	const backToBack = 300
	for i := 0; i < backToBack; i++ {
		run(i)
	}
	if made := x.prepared.Load() - before; made > backToBack/10 {
		t.Fatalf("%d executions back to back had %d sandboxes prepared to replace the ones they took; want them to run on the restored slots", backToBack, made)
	}
}
