package durable

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/codemode/codemode"
)

// A durable program sleeping three days through a Host: the store keeps the
// suspended execution's wake time, Waking lists it once that time has come
// (not before), Latest carries it, and the resume at the wake time finishes
// the execution, which then no longer wakes.
func TestHostKeepsTheWakeTime(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		s.now = time.Now // real leases
		x := codemode.New(codemode.Options{})
		defer x.Close()
		host := &Host{Store: s, Executor: x, Owner: "host-1"}
		start := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
		now := start
		clock := func() time.Time { return now }
		id := newID(t)
		out, err := host.Run(ctx, id, codemode.Request{
			Code:    `async () => { await new Promise((r) => setTimeout(r, 3 * 86400e3)); return "woke" }`,
			Durable: &codemode.Durable{Clock: clock},
		})
		must(t, err)
		if out.Error == nil || out.Error.Kind != codemode.ErrSuspended || out.Checkpoint == nil {
			t.Fatalf("first run: %+v", out.Result)
		}
		wake := out.Checkpoint.WakeAt
		if due := start.Add(72 * time.Hour); wake.Before(due) || wake.After(due.Add(time.Second)) {
			t.Fatalf("WakeAt %v, want %v", wake, due)
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if !e.WakeAt.Equal(wake) || e.State != Suspended {
			t.Fatalf("the store has %s, wake %v; want suspended, %v", e.State, e.WakeAt, wake)
		}
		waking := func(until time.Time) bool {
			ids, err := s.Waking(ctx, until)
			must(t, err)
			return slices.Contains(ids, id)
		}
		if waking(wake.Add(-time.Millisecond)) || !waking(wake) {
			t.Fatalf("Waking lists the execution before its wake time, or not at it")
		}
		cp, err := Latest(ctx, s, id)
		must(t, err)
		if !cp.WakeAt.Equal(wake) {
			t.Fatalf("Latest's WakeAt %v, want %v", cp.WakeAt, wake)
		}
		now = wake
		out, err = host.Resume(ctx, cp, nil, codemode.Request{Durable: &codemode.Durable{Clock: clock}})
		must(t, err)
		if out.Error != nil || string(out.Value) != `"woke"` {
			t.Fatalf("resumed at the wake time: %s %+v", out.Value, out.Error)
		}
		if waking(wake.Add(time.Hour)) {
			t.Fatal("a finished execution still wakes")
		}
	})
}

// A SQLite store made before executions had wake times gains the column when
// it is opened, and keeps its executions.
func TestSQLiteStoreGainsTheWakeColumn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	must(t, err)
	_, err = db.Exec(`CREATE TABLE codemode_executions (id TEXT PRIMARY KEY, seq BIGINT NOT NULL, state TEXT NOT NULL, outcome TEXT NOT NULL,
		checkpoint_seq BIGINT NOT NULL, checkpoint BLOB, owner TEXT NOT NULL, lease_until_ms BIGINT NOT NULL, epoch BIGINT NOT NULL,
		created_ms BIGINT NOT NULL, updated_ms BIGINT NOT NULL);
		INSERT INTO codemode_executions VALUES ('old', 3, 'suspended', '', 3, x'7b7d', '', 0, 1, 0, 0)`)
	must(t, err)
	must(t, db.Close())
	s, err := OpenSQLite(context.Background(), path, Options{})
	must(t, err)
	defer s.Close()
	e, err := s.Load(context.Background(), "old")
	must(t, err)
	if e.State != Suspended || e.Seq != 3 || !e.WakeAt.IsZero() {
		t.Fatalf("the old execution reads as %+v", e)
	}
	ids, err := s.Waking(context.Background(), time.Now())
	must(t, err)
	if len(ids) != 0 {
		t.Fatalf("Waking lists %v", ids)
	}
}
