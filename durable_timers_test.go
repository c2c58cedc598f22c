package codemode_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// Timers past due when a late resume comes fire in the order of their due
// times, not of the replay that set them again.
func TestLateTimersFireInDueOrder(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	start := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
	now := start
	clock := func() time.Time { return now }
	code := `async () => {
		const out = []
		const a = new Promise((r) => setTimeout(() => { out.push("a"); r() }, 3 * 86400e3))
		const b = new Promise((r) => setTimeout(() => { out.push("b"); r() }, 2 * 86400e3))
		const c = new Promise((r) => setTimeout(() => { out.push("c"); r() }, 4 * 86400e3))
		await Promise.all([a, b, c])
		return out
	}`
	r := x.Execute(context.Background(), codemode.Request{Code: code, Durable: &codemode.Durable{Clock: clock}})
	if r.Suspended == nil || r.Suspended.WakeAt.Before(start.Add(48*time.Hour)) || r.Suspended.WakeAt.After(start.Add(49*time.Hour)) {
		t.Fatalf("want a suspension waking after two days: %+v %+v", r.Error, r.Suspended)
	}
	now = start.Add(5 * 24 * time.Hour)
	r = x.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Clock: clock, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}})
	if r.Error != nil || string(r.Value) != `["b","a","c"]` {
		t.Fatalf("got %s %+v; the timers fire in due order, [b a c]", r.Value, r.Error)
	}
}

// A checkpoint written before due times were journaled (no due entry) still
// resumes: its timers get their whole delay again.
func TestJournalWithoutDueEntriesResumes(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	dispatch := func(context.Context, string, string, string) (string, error) {
		return "", codemode.Suspend("approval")
	}
	code := `async () => {
		const p = new Promise((r) => setTimeout(() => r("slept"), 100))
		const a = await store.approve()
		return [a, await p]
	}`
	r := x.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: dispatch, Durable: &codemode.Durable{}})
	if r.Suspended == nil {
		t.Fatalf("want a suspension: %+v", r.Error)
	}
	cp, err := codemode.ParseCheckpoint(r.Suspended.Checkpoint)
	if err != nil {
		t.Fatal(err)
	}
	var old []protocol.JournalEntry
	for _, e := range cp.Journal {
		if e.Kind == protocol.JournalDue {
			continue
		}
		e.Seq = len(old) + 1
		old = append(old, e)
	}
	if len(old) == len(cp.Journal) {
		t.Fatal("the journal has no due entry")
	}
	b, err := codemode.CheckpointFromJournal(old)
	if err != nil {
		t.Fatal(err)
	}
	r = x.Execute(context.Background(), codemode.Request{Dispatch: dispatch, Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: b, Answers: []codemode.Answer{{Call: 1, Envelope: `{"result":"yes"}`}}}}})
	if r.Error != nil || string(r.Value) != `["yes","slept"]` {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
}

// The journaled clock never goes back: a resume whose host clock is a day
// behind the last reading reads on from that reading.
func TestJournaledClockNeverGoesBack(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	start := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
	now := start
	clock := func() time.Time { return now }
	dispatch := func(context.Context, string, string, string) (string, error) {
		return "", codemode.Suspend("approval")
	}
	code := `async () => { const t0 = Date.now(); await store.approve(); return [t0, Date.now()] }`
	r := x.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: dispatch, Durable: &codemode.Durable{Clock: clock}})
	if r.Suspended == nil {
		t.Fatalf("want a suspension: %+v", r.Error)
	}
	now = start.Add(-24 * time.Hour)
	r = x.Execute(context.Background(), codemode.Request{Dispatch: dispatch, Durable: &codemode.Durable{Clock: clock, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: 1, Envelope: `{"result":1}`}}}}})
	var got [2]float64
	if r.Error != nil || json.Unmarshal(r.Value, &got) != nil {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
	if got[0] != float64(start.UnixMilli()) || got[1] < got[0] {
		t.Fatalf("readings %v: the first is the start (%d), the second not before it", got, start.UnixMilli())
	}
}
