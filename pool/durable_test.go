package pool_test

import (
	"context"
	"sync"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
)

// A worker killed mid-run: the host kept the journal, so it resumes the
// execution on the pool's next worker; the call in flight at the kill is
// reported as ambiguous and, answered by the host, is not dispatched again.
func TestDurableWorkerDiesMidRun(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1})
	var mu sync.Mutex
	var kept []protocol.JournalEntry
	dispatched := map[string]int{}
	charging := make(chan struct{})
	dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
		mu.Lock()
		dispatched[tool]++
		mu.Unlock()
		if tool == "charge" {
			close(charging)
			<-ctx.Done() // the worker dies meanwhile
			return `{"result":"receipt"}`, nil
		}
		return `{"result":` + args + `}`, nil
	}
	done := make(chan codemode.Result, 1)
	go func() {
		done <- p.Execute(context.Background(), codemode.Request{
			Code:      `async () => [await store.get(1), await store.charge(2), await store.get(3)]`,
			Providers: []codemode.Provider{{Name: "store"}},
			Dispatch:  dispatch,
			Durable: &codemode.Durable{OnJournal: func(e protocol.JournalEntry) {
				mu.Lock()
				kept = append(kept, e)
				mu.Unlock()
			}},
		})
	}()
	<-charging
	killWorkers(t)
	if r := <-done; r.Error == nil || r.Error.Kind != codemode.ErrWorker {
		t.Fatalf("want the worker's death, got %s %+v", r.Value, r.Error)
	}
	mu.Lock()
	cp, err := codemode.CheckpointFromJournal(kept)
	mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	r := p.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp}}, Dispatch: dispatch})
	if r.Error == nil || r.Error.Kind != codemode.ErrAmbiguous || len(r.Suspended.Pending) != 1 || r.Suspended.Pending[0].Tool != "charge" {
		t.Fatalf("want charge reported as ambiguous, got %s %+v", r.Value, r.Error)
	}
	r = p.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: 2, Envelope: `{"result":"receipt"}`}}}}, Dispatch: dispatch})
	if r.Error != nil || string(r.Value) != `[[1],"receipt",[3]]` {
		t.Fatalf("resumed: %s %+v", r.Value, r.Error)
	}
	if dispatched["get"] != 2 || dispatched["charge"] != 1 {
		t.Fatalf("dispatched %v: every call once", dispatched)
	}
}
