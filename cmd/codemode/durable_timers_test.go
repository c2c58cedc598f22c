package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// A durable program sleeping three days through `codemode serve` with its
// default clamps (a timeout of at most 5 minutes): it suspends at once with
// its wake time; resumed a day early it suspends again with the same wake
// time and nothing fired; resumed at the wake time, the timer fires once and
// the program ends. The host's clock jumps; no one waits three days.
func TestServeSleepsThreeDays(t *testing.T) {
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1")
	client := dialDaemon(t, d.url, remote.DialOptions{})
	var mu sync.Mutex
	now := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	set := func(t time.Time) { mu.Lock(); now = t; mu.Unlock() }
	fired := 0
	rang := func() int { mu.Lock(); defer mu.Unlock(); return fired }
	dispatch := func(context.Context, string, string, string) (string, error) {
		mu.Lock()
		fired++
		mu.Unlock()
		return `{"result":"rang"}`, nil
	}
	code := `async () => {
		const t0 = Date.now()
		await new Promise((r) => setTimeout(r, 3 * 86400e3))
		return [await alarm.ring(), (Date.now() - t0) / 86400e3 >= 3]
	}`
	ctx := context.Background()
	// A timeout the daemon clamps to its 5 minutes.
	lim := codemode.Limits{Timeout: time.Hour}
	began := time.Now()
	r := client.Execute(ctx, codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "alarm"}}, Dispatch: dispatch, Limits: lim,
		Durable: &codemode.Durable{Clock: clock}})
	if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || r.Suspended == nil {
		t.Fatalf("want a suspension, got %s %+v", r.Value, r.Error)
	}
	if took := time.Since(began); took > 10*time.Second {
		t.Fatalf("suspending took %v", took)
	}
	wake := r.Suspended.WakeAt
	due := time.Date(2031, 3, 4, 9, 0, 0, 0, time.UTC)
	if wake.Before(due) || wake.After(due.Add(time.Second)) || len(r.Suspended.Pending) != 0 {
		t.Fatalf("WakeAt %v, pending %+v; want %v and no call", wake, r.Suspended.Pending, due)
	}
	t.Logf("suspended in %v: %s", time.Since(began), r.Error.Message)

	set(wake.Add(-24 * time.Hour))
	r = client.Execute(ctx, codemode.Request{Dispatch: dispatch, Durable: &codemode.Durable{Clock: clock, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}})
	if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || !r.Suspended.WakeAt.Equal(wake) || rang() != 0 {
		t.Fatalf("resumed a day early: %+v, WakeAt %v (want %v), fired %d", r.Error, r.Suspended, wake, rang())
	}

	set(wake)
	r = client.Execute(ctx, codemode.Request{Dispatch: dispatch, Durable: &codemode.Durable{Clock: clock, Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint}}})
	if r.Error != nil || string(r.Value) != `["rang",true]` || rang() != 1 {
		t.Fatalf("resumed at the wake time: %s %+v, the alarm rang %d times", r.Value, r.Error, rang())
	}
}
