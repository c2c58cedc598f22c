//go:build unix

package asyncrt

import (
	"context"
	"testing"
	"time"
	"unsafe"

	"github.com/codemode/codemode/internal/sandbox"
)

// TestRestoreMakesTheNextSandboxAhead: a slot's restore allocates the
// sandbox its next execution takes, and that execution takes it: a sandbox
// of its own (never the one before, never shared with a later one), bound
// to the slot's engine, with open channels, that runs its program.
func TestRestoreMakesTheNextSandboxAhead(t *testing.T) {
	drainIdle()
	defer drainIdle()
	sl, err := sandbox.NewSlot(Slots)
	if err != nil {
		t.Fatal(err)
	}
	if sl.Ahead() != nil {
		t.Fatal("a new slot holds a sandbox before any restore")
	}
	sl.Release()
	var seen []*Sandbox
	for i := 0; i < 4; i++ {
		ahead := sl.Ahead()
		if ahead == nil {
			t.Fatalf("execution %d: the restore made no sandbox ahead", i)
		}
		s, ok := Idle()
		if !ok || s.slot != sl {
			t.Fatalf("execution %d: the restored slot is not the idle one", i)
		}
		if s != ahead {
			t.Fatalf("execution %d: the execution did not take the sandbox made ahead", i)
		}
		if sl.Ahead() != nil {
			t.Fatalf("execution %d: the slot still offers the sandbox it gave out", i)
		}
		for _, old := range seen {
			if s == old {
				t.Fatalf("execution %d got the sandbox of an earlier execution", i)
			}
		}
		seen = append(seen, s)
		if s.e != sl.Engine() || sl.Engine().HostTarget() != s {
			t.Fatalf("execution %d: the sandbox is not bound to the slot's engine", i)
		}
		select {
		case <-s.done:
			t.Fatalf("execution %d: the sandbox starts finished", i)
		default:
		}
		if !s.ev.Fresh() {
			t.Fatalf("execution %d: the sandbox's event loop is not blank", i)
		}
		if r := s.Run(context.Background(), &Request{Code: "async () => 40 + 2", Limits: phaseLimits}); r.Failure != nil || r.Value != "42" {
			t.Fatalf("execution %d: %+v %q", i, r.Failure, r.Value)
		}
		settleReaper()
		if sandbox.IdleSlots() != 1 {
			t.Fatalf("execution %d: the slot did not come back", i)
		}
	}
	for _, old := range seen {
		select {
		case <-old.done:
		default:
			t.Fatal("a finished sandbox's done channel is open")
		}
	}
}

// TestDispatchContextMadeAtTheFirstCall: an execution that makes no call
// makes no dispatch context and no watch on a context that cannot end; one
// that calls gives its dispatch a context wrapped by the request's
// WrapContext, which ends when the execution does, and one whose caller's
// context can end watches it.
func TestDispatchContextMadeAtTheFirstCall(t *testing.T) {
	type key struct{}
	wrap := func(ctx context.Context, inv Invoker) context.Context { return context.WithValue(ctx, key{}, inv) }

	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if r := s.Run(context.Background(), &Request{Code: "async () => 1", Limits: phaseLimits, WrapContext: wrap}); r.Value != "1" {
		t.Fatalf("%+v %q", r.Failure, r.Value)
	}
	if s.dctx != nil || s.dcancel != nil {
		t.Fatal("an execution without calls made a dispatch context")
	}
	if s.stopCtx != nil {
		t.Fatal("an execution watched a context that cannot end")
	}

	var got context.Context
	dispatch := func(ctx context.Context, _, _, _ string) (string, error) {
		got = ctx
		return `{"result":7}`, nil
	}
	caller, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err = New()
	if err != nil {
		t.Fatal(err)
	}
	req := &Request{Code: "async () => (await store.get()) + (await store.get())", Providers: storeProvider, Dispatch: dispatch, Limits: phaseLimits, WrapContext: wrap}
	if r := s.Run(caller, req); r.Value != "14" {
		t.Fatalf("%+v %q", r.Failure, r.Value)
	}
	if got == nil || got.Value(key{}) != Invoker(s) {
		t.Fatal("the dispatch's context does not carry the request's wrapping")
	}
	select {
	case <-got.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the dispatch context did not end with the execution")
	}
	if caller.Err() != nil {
		t.Fatal("ending the dispatch context ended the caller's")
	}

	// A caller's context that can end is watched: cancelling it stops a
	// program that never calls.
	caller2, cancel2 := context.WithCancel(context.Background())
	s, err = New()
	if err != nil {
		t.Fatal(err)
	}
	time.AfterFunc(50*time.Millisecond, cancel2)
	r := s.Run(caller2, &Request{Code: "async () => { for (;;) {} }", Limits: phaseLimits})
	if r.Failure == nil || r.Failure.Kind != KindCancelled {
		t.Fatalf("a cancelled caller's endless program ended with %+v", r.Failure)
	}
}

// TestSandboxStaysSmall: a Sandbox is allocated for every execution, and
// what each execution allocates is paid for in collections on the
// executions that follow (docs/benchmarks.md, the levers table). It holds
// its limits and its bootstrap functions by reference, and stays within
// the allocator's 704-byte class: a field that pushes it to the next class
// (768) costs every execution 64 bytes more, one that pushes it past 1024
// bytes 320.
func TestSandboxStaysSmall(t *testing.T) {
	if n := unsafe.Sizeof(Sandbox{}); n > 704 {
		t.Fatalf("a Sandbox is %d bytes, past the 704-byte size class", n)
	}
}
