package remote_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/durable"
	"github.com/codemode/codemode/remote"
)

// A fleet is an executor for durable.Host: an execution whose daemon dies
// mid-call moves to the other daemon, and every entry, across both, is in the
// store; it suspends, is resumed once through the fleet, and a second resume
// of the same checkpoint is refused before anything is dispatched.
func TestFleetWithDurableStore(t *testing.T) {
	d := newDurableFleet(t, remote.FleetOptions{})
	ctx := context.Background()
	st, err := durable.OpenSQLite(ctx, filepath.Join(t.TempDir(), "executions.db"), durable.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var approved atomic.Bool
	dispatch := d.dispatch(func(ctx context.Context, tool, args string) (string, error) {
		switch tool {
		case "charge":
			d.killers[remote.EndpointFromContext(ctx)].kill() // the daemon dies mid-call
			return `{"result":"receipt"}`, nil
		case "transfer":
			if !approved.Load() {
				return "", codemode.Suspend("needs approval")
			}
		}
		return `{"result":` + args + `}`, nil
	})
	host := &durable.Host{Store: st, Executor: d.f}
	out, err := host.Run(ctx, "fleet-1", codemode.Request{
		Code:      `async () => [await store.get(1), await store.charge(2), await store.transfer(3)]`,
		Providers: store, Dispatch: dispatch,
	})
	if err != nil {
		t.Fatal(err)
	}
	if out.Error == nil || out.Error.Kind != codemode.ErrSuspended || out.Checkpoint == nil {
		t.Fatalf("first run: %s %+v", out.Value, out.Error)
	}
	if len(d.seen["get"]) != 1 || len(d.seen["transfer"]) != 1 {
		t.Fatalf("calls came from %v", d.seen)
	}
	// The store's journal, written across both daemons, is the checkpoint's.
	journal, err := st.Journal(ctx, "fleet-1")
	if err != nil {
		t.Fatal(err)
	}
	cp, err := codemode.CheckpointFromJournal(journal)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := codemode.ParseCheckpoint(out.Checkpoint.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	fromStore, err := codemode.ParseCheckpoint(cp)
	if err != nil {
		t.Fatal(err)
	}
	if len(parsed.Journal) != len(fromStore.Journal) || out.Checkpoint.Seq != len(journal) {
		t.Fatalf("the store has %d entries, the checkpoint %d (at sequence %d)", len(fromStore.Journal), len(parsed.Journal), out.Checkpoint.Seq)
	}

	approved.Store(true)
	answers := []codemode.Answer{{Call: 3, Redispatch: true}}
	out2, err := host.Resume(ctx, *out.Checkpoint, answers, codemode.Request{Dispatch: dispatch})
	if err != nil {
		t.Fatal(err)
	}
	if out2.Error != nil || string(out2.Value) != `[[1],"receipt",[3]]` {
		t.Fatalf("resume: %s %+v", out2.Value, out2.Error)
	}
	_, err = host.Resume(ctx, *out.Checkpoint, answers, codemode.Request{Dispatch: dispatch})
	if !errors.Is(err, durable.ErrSuperseded) {
		t.Fatalf("a second resume: %v", err)
	}
	// transfer[3] twice: suspended once, dispatched once after approval.
	d.mu.Lock()
	calls := d.calls
	d.mu.Unlock()
	if calls["get[1]"] != 1 || calls["charge[2]"] != 1 || calls["transfer[3]"] != 2 || len(calls) != 3 {
		t.Fatalf("the host saw %v", calls)
	}
}
