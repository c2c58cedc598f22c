package durable

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode/protocol"
)

// fakeClock is a store's clock the tests move by hand.
type fakeClock struct{ ms atomic.Int64 }

func newClock() *fakeClock {
	c := &fakeClock{}
	c.ms.Store(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC).UnixMilli())
	return c
}
func (c *fakeClock) now() time.Time          { return time.UnixMilli(c.ms.Load()) }
func (c *fakeClock) advance(d time.Duration) { c.ms.Add(d.Milliseconds()) }

// opener opens a store on a clock; a test opening it twice gets the same
// database (reopen).
type opener func(t testing.TB, clock *fakeClock) *sqlStore

func sqliteOpener(t testing.TB) opener {
	path := filepath.Join(t.TempDir(), "store.db")
	return func(t testing.TB, clock *fakeClock) *sqlStore {
		s, err := OpenSQLite(context.Background(), path, Options{Now: clock.now})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s.(*sqlStore)
	}
}

func postgresOpener(t testing.TB) opener {
	dsn := postgresDSN(t)
	return func(t testing.TB, clock *fakeClock) *sqlStore {
		s, err := OpenPostgres(context.Background(), dsn, Options{Now: clock.now})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s.(*sqlStore)
	}
}

// stores runs f against each store, each test on a database of its own
// (SQLite) or with ids of its own (PostgreSQL, one server).
func stores(t *testing.T, f func(t *testing.T, open opener)) {
	t.Run("sqlite", func(t *testing.T) { f(t, sqliteOpener(t)) })
	t.Run("postgres", func(t *testing.T) { f(t, postgresOpener(t)) })
}

var idCounter atomic.Int64

// newID is an execution id no other test uses (the PostgreSQL server is
// shared by every test).
func newID(t testing.TB) string {
	return fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), idCounter.Add(1))
}

func entry(seq int) protocol.JournalEntry {
	return protocol.JournalEntry{Seq: seq, Kind: protocol.JournalClock, Clock: float64(1000 + seq)}
}

func entries(from, to int) []protocol.JournalEntry {
	var out []protocol.JournalEntry
	for i := from; i <= to; i++ {
		out = append(out, entry(i))
	}
	return out
}

const ttl = 10 * time.Second

// wantErr checks err is the store's refusal of kind with text.
func wantErr(t *testing.T, err error, kind error, text string) {
	t.Helper()
	var se *Error
	if !errors.As(err, &se) || !errors.Is(err, kind) {
		t.Fatalf("got %v, want a refusal of kind %q", err, kind)
	}
	if text != "" && se.Message != text {
		t.Fatalf("text:\n got %q\nwant %q", se.Message, text)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestStoreResumeTwice(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		id := newID(t)
		a, err := s.Create(ctx, id, "a", ttl)
		must(t, err)
		must(t, s.Append(ctx, a, entries(1, 5)...))
		must(t, s.SaveCheckpoint(ctx, a, 5, []byte("cp5"), time.Time{}))
		must(t, s.Release(ctx, a, Suspended, ""))

		b, err := s.Claim(ctx, id, 5, "b", ttl)
		must(t, err)
		if b.Epoch != 2 || b.Seq != 5 {
			t.Fatalf("lease %+v", b)
		}
		must(t, s.Append(ctx, b, entries(6, 7)...))
		must(t, s.Release(ctx, b, Finished, "ok"))

		// The same checkpoint again, by another host or the same one.
		for _, owner := range []string{"c", "b"} {
			_, err = s.Claim(ctx, id, 5, owner, ttl)
			wantErr(t, err, ErrSuperseded, SupersededText(id, 5, 7))
		}
		_, err = s.Claim(ctx, id, 7, "c", ttl)
		wantErr(t, err, ErrFinished, FinishedText(id, "ok"))
		_, err = s.Claim(ctx, id, 8, "c", ttl)
		wantErr(t, err, ErrAhead, AheadText(id, 8, 7))
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.Seq != 7 || e.State != Finished || e.Outcome != "ok" || e.Owner != "" || string(e.Checkpoint) != "cp5" || e.CheckpointSeq != 5 || e.Epoch != 2 {
			t.Fatalf("row %+v", e)
		}
	})
}

func TestStoreCreateAndNotFound(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		id := newID(t)
		_, err := s.Create(ctx, id, "a", ttl)
		must(t, err)
		_, err = s.Create(ctx, id, "b", ttl)
		wantErr(t, err, ErrExists, ExistsText(id))
		_, err = s.Claim(ctx, id+"x", 0, "b", ttl)
		wantErr(t, err, ErrNotFound, NotFoundText(id+"x"))
		_, err = s.Load(ctx, id+"x")
		wantErr(t, err, ErrNotFound, NotFoundText(id+"x"))
		j, err := s.Journal(ctx, id+"x")
		if err != nil || len(j) != 0 {
			t.Fatalf("journal of an unknown id: %v %v", j, err)
		}
	})
}

// N claimants race for one checkpoint: exactly one wins, every other is
// refused because the winner holds the lease.
func TestStoreClaimRace(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		clock := newClock()
		s := open(t, clock)
		for round := 0; round < 5; round++ {
			id := newID(t)
			a, err := s.Create(ctx, id, "a", ttl)
			must(t, err)
			must(t, s.Append(ctx, a, entries(1, 3)...))
			must(t, s.Release(ctx, a, Suspended, ""))
			const n = 16
			var wg sync.WaitGroup
			start := make(chan struct{})
			errs := make([]error, n)
			for i := range n {
				wg.Go(func() {
					<-start
					_, errs[i] = s.Claim(ctx, id, 3, fmt.Sprintf("host%d", i), ttl)
				})
			}
			close(start)
			wg.Wait()
			won := 0
			for i, err := range errs {
				switch {
				case err == nil:
					won++
				case errors.Is(err, ErrLeased):
				default:
					t.Fatalf("claimant %d: %v", i, err)
				}
			}
			if won != 1 {
				t.Fatalf("round %d: %d claimants won, want exactly 1", round, won)
			}
			e, err := s.Load(ctx, id)
			must(t, err)
			if e.Epoch != 2 {
				t.Fatalf("epoch %d after one winning claim, want 2", e.Epoch)
			}
		}
	})
}

// A lease that expires is taken over; from then on the first owner's writes
// (append, renew, save, release) are refused, and the second owner's go on.
func TestStoreLeaseTakeover(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		clock := newClock()
		s := open(t, clock)
		id := newID(t)
		a, err := s.Create(ctx, id, "a", ttl)
		must(t, err)
		must(t, s.Append(ctx, a, entries(1, 2)...))
		// Live: refused, with the owner and the lease's end in the text.
		_, err = s.Claim(ctx, id, 2, "b", ttl)
		wantErr(t, err, ErrLeased, LeasedText(id, "a", a.Until))
		// Renewed, then expired.
		clock.advance(ttl - time.Second)
		must(t, s.Renew(ctx, a, ttl))
		clock.advance(ttl - time.Second)
		_, err = s.Claim(ctx, id, 2, "b", ttl)
		wantErr(t, err, ErrLeased, "")
		clock.advance(2 * time.Second)
		b, err := s.Claim(ctx, id, 2, "b", ttl)
		must(t, err)

		lost := LeaseLostText(id, "a")
		wantErr(t, s.Append(ctx, a, entry(3)), ErrLeaseLost, lost)
		wantErr(t, s.Renew(ctx, a, ttl), ErrLeaseLost, lost)
		wantErr(t, s.SaveCheckpoint(ctx, a, 2, []byte("x"), time.Time{}), ErrLeaseLost, lost)
		wantErr(t, s.Release(ctx, a, Finished, "ok"), ErrLeaseLost, lost)
		must(t, s.Append(ctx, b, entry(3)))
		j, err := s.Journal(ctx, id)
		must(t, err)
		if len(j) != 3 {
			t.Fatalf("journal has %d entries, want 3", len(j))
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.Owner != "b" || e.State != Running || e.Seq != 3 {
			t.Fatalf("row %+v", e)
		}
	})
}

// Appends are idempotent by sequence, ordered and gapless, and all or none.
func TestStoreAppend(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		id := newID(t)
		a, err := s.Create(ctx, id, "a", ttl)
		must(t, err)
		must(t, s.Append(ctx, a, entries(1, 3)...))
		must(t, s.Append(ctx, a, entries(2, 4)...)) // 2 and 3 again: the same
		other := entry(3)
		other.Clock++
		wantErr(t, s.Append(ctx, a, other), ErrConflict, ConflictText(id, 3))
		wantErr(t, s.Append(ctx, a, entry(6)), ErrGap, GapText(id, 6, 4))
		// A batch whose third entry leaves a gap writes none of it.
		wantErr(t, s.Append(ctx, a, entry(5), entry(6), entry(8)), ErrGap, GapText(id, 8, 6))
		// A batch with a conflict after a new entry writes none of it.
		wantErr(t, s.Append(ctx, a, entry(5), other), ErrConflict, ConflictText(id, 3))
		j, err := s.Journal(ctx, id)
		must(t, err)
		if len(j) != 4 {
			t.Fatalf("journal has %d entries, want 4", len(j))
		}
		for i, e := range j {
			if e.Seq != i+1 || e.Clock != float64(1001+i) {
				t.Fatalf("entry %d: %+v", i, e)
			}
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.Seq != 4 {
			t.Fatalf("seq %d, want 4", e.Seq)
		}
		if err := s.SaveCheckpoint(ctx, a, 3, []byte("x"), time.Time{}); err == nil {
			t.Fatal("a checkpoint at a sequence behind the journal was saved")
		}
	})
}

// A crash between a transaction's writes and its commit leaves nothing of
// it: the entries, the sequence, a claim, a checkpoint.
func TestStoreCrashBeforeCommit(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		id := newID(t)
		a, err := s.Create(ctx, id, "a", ttl)
		must(t, err)
		must(t, s.Append(ctx, a, entries(1, 2)...))
		must(t, s.Release(ctx, a, Suspended, ""))
		crash := errors.New("crash")
		s.beforeCommit = func(string) error { return crash }
		if _, err := s.Claim(ctx, id, 2, "b", ttl); !errors.Is(err, crash) {
			t.Fatal(err)
		}
		s.beforeCommit = nil
		b, err := s.Claim(ctx, id, 2, "b", ttl)
		must(t, err)
		if b.Epoch != 2 {
			t.Fatalf("the crashed claim counted: epoch %d", b.Epoch)
		}
		s.beforeCommit = func(string) error { return crash }
		if err := s.Append(ctx, b, entries(3, 6)...); !errors.Is(err, crash) {
			t.Fatal(err)
		}
		if err := s.SaveCheckpoint(ctx, b, 2, []byte("x"), time.Time{}); !errors.Is(err, crash) {
			t.Fatal(err)
		}
		s.beforeCommit = nil
		j, err := s.Journal(ctx, id)
		must(t, err)
		e, err := s.Load(ctx, id)
		must(t, err)
		if len(j) != 2 || e.Seq != 2 || e.Checkpoint != nil {
			t.Fatalf("after crashed writes: %d entries, row %+v", len(j), e)
		}
		must(t, s.Append(ctx, b, entries(3, 6)...))
	})
}

// A SQLite store closed and opened again (a host restarting) has every
// execution as it was, and goes on.
func TestSQLiteReopen(t *testing.T) {
	ctx := context.Background()
	clock := newClock()
	open := sqliteOpener(t)
	s := open(t, clock)
	id := newID(t)
	a, err := s.Create(ctx, id, "a", ttl)
	must(t, err)
	must(t, s.Append(ctx, a, entries(1, 3)...))
	must(t, s.Close())

	// The host died holding the lease: after it expires the execution is
	// taken over at the sequence the journal reached.
	s = open(t, clock)
	e, err := s.Load(ctx, id)
	must(t, err)
	if e.Seq != 3 || e.Owner != "a" || e.State != Running {
		t.Fatalf("reopened row %+v", e)
	}
	_, err = s.Claim(ctx, id, 3, "b", ttl)
	wantErr(t, err, ErrLeased, "")
	clock.advance(ttl + time.Millisecond)
	b, err := s.Claim(ctx, id, 3, "b", ttl)
	must(t, err)
	must(t, s.Append(ctx, b, entries(4, 5)...))
	must(t, s.SaveCheckpoint(ctx, b, 5, []byte("cp"), time.Time{}))
	must(t, s.Release(ctx, b, Suspended, ""))
	must(t, s.Close())
	s = open(t, clock)
	e, err = s.Load(ctx, id)
	must(t, err)
	if e.Seq != 5 || e.State != Suspended || string(e.Checkpoint) != "cp" || e.Owner != "" {
		t.Fatalf("reopened row %+v", e)
	}
	_, err = s.Claim(ctx, id, 3, "c", ttl)
	wantErr(t, err, ErrSuperseded, SupersededText(id, 3, 5))
}
