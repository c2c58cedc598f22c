package tools

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
)

// A deferred call inside run_code suspends the program; Resume with the
// decision continues it where it was: the calls made before are not run
// again, and the program sees the deferred call's real outcome.
func TestRunCodeDeferredSuspendsAndResumes(t *testing.T) {
	f := newFixture(t, Options{})
	var asked atomic.Int32
	f.reg.SetApprover(func(_ context.Context, c Call, _ Tool) Approval {
		if c.Name == "write" {
			asked.Add(1)
			return Approval{Decision: Defer, Reason: "a person must look at this"}
		}
		return Approval{Decision: Allow}
	})
	code := `async () => {
	  console.log("start")
	  const a = await tools.echo({ text: "before" })
	  let w
	  try {
	    w = await tools.write({ path: "a" })
	  } catch (e) {
	    w = "caught: " + e.message
	  }
	  return [a, w, await tools.echo({ text: "after" })].join(" | ")
	}`
	call := Call{ID: "c1", Name: RunCode, Arguments: codeArgs(code)}
	out := f.reg.Execute(context.Background(), call)
	if out.Status != StatusDeferred {
		t.Fatalf("status %s, want DEFERRED:\n%s", out.Status, out.Text())
	}
	if want := "Logs:\nstart\n\nError:\ndeferred: the call to write (c1:code:2) is waiting for approval; the program is suspended until it is decided"; out.Error != want {
		t.Fatalf("error:\n%s\nwant:\n%s", out.Error, want)
	}
	s, _ := out.Private[PrivateSuspended].(*Suspended)
	if s == nil || len(s.Deferred) != 1 || s.Deferred[0].ID != "c1:code:2" || s.Deferred[0].Name != "write" || s.Deferred[0].Arguments != `{"path":"a"}` || s.Deferred[0].Reason != "deferred: a person must look at this" {
		t.Fatalf("suspended = %+v", s)
	}
	if f.count("echo") != 1 || f.count("write") != 0 {
		t.Fatalf("echo ran %d times, write %d", f.count("echo"), f.count("write"))
	}

	// No decision yet: the approver is asked again, and defers again.
	again := f.reg.Resume(context.Background(), call, s, nil)
	if again.Status != StatusDeferred || asked.Load() != 2 {
		t.Fatalf("resume without a decision: %s (asked %d)", again.Status, asked.Load())
	}
	// Approved: write runs once, echo "before" is not run again.
	done := f.reg.Resume(context.Background(), call, s, map[string]Approval{"c1:code:2": {Decision: Allow}})
	if done.Status != StatusOK || done.Text() != "Logs:\nstart\n\nResult:\nbefore | wrote a | after" {
		t.Fatalf("%s:\n%s", done.Status, done.Text())
	}
	if f.count("echo") != 2 || f.count("write") != 1 || asked.Load() != 2 {
		t.Fatalf("echo ran %d times, write %d, approver asked %d", f.count("echo"), f.count("write"), asked.Load())
	}
	// Denied: the program sees the denial, as any failed call.
	denied := f.reg.Resume(context.Background(), call, s, map[string]Approval{"c1:code:2": {Decision: Deny, Reason: "no"}})
	if denied.Status != StatusOK || !strings.Contains(denied.Text(), "before | caught: write failed: not approved: no | after") {
		t.Fatalf("%s:\n%s", denied.Status, denied.Text())
	}
	if f.count("write") != 1 {
		t.Fatalf("a denied write ran")
	}
}

// Two deferred calls in Promise.all: both wait; one decision each.
func TestRunCodeSeveralDeferred(t *testing.T) {
	f := newFixture(t, Options{})
	f.reg.SetApprover(func(_ context.Context, c Call, _ Tool) Approval {
		if c.Name == "write" {
			return Approval{Decision: Defer}
		}
		return Approval{Decision: Allow}
	})
	code := `async () => (await Promise.all([tools.write({ path: "x" }), tools.echo({ text: "e" }), tools.write({ path: "y" })])).join()`
	call := Call{ID: "c9", Name: RunCode, Arguments: codeArgs(code)}
	out := f.reg.Execute(context.Background(), call)
	s, _ := out.Private[PrivateSuspended].(*Suspended)
	if out.Status != StatusDeferred || s == nil || len(s.Deferred) != 2 {
		t.Fatalf("%s %+v", out.Status, s)
	}
	ids := s.Deferred[0].ID + "," + s.Deferred[1].ID
	if ids != "c9:code:1,c9:code:3" {
		t.Fatalf("deferred %s", ids)
	}
	done := f.reg.Resume(context.Background(), call, s, map[string]Approval{"c9:code:1": {Decision: Allow}, "c9:code:3": {Decision: Allow}})
	if done.Text() != "Result:\nwrote x,e,wrote y" || f.count("echo") != 1 || f.count("write") != 2 {
		t.Fatalf("%s: %s (echo %d, write %d)", done.Status, done.Text(), f.count("echo"), f.count("write"))
	}
}
