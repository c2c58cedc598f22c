package durable

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// countingExecutor counts the executions it is asked for.
type countingExecutor struct {
	codemode.Executor
	calls atomic.Int64
}

func (c *countingExecutor) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	c.calls.Add(1)
	return c.Executor.Execute(ctx, req)
}

const transferProgram = `async () => { const b = await bank.balance(); return await bank.transfer(b / 2) }`

// A transfer suspends for approval; the approved checkpoint is resumed once
// and the transfer is dispatched once. The same checkpoint resumed a second
// time is refused with the pinned text before Execute is called: the
// transfer's dispatch count stays 1.
func TestCheckpointResumedTwice(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		s.now = time.Now // real leases: the host renews them
		x := &countingExecutor{Executor: codemode.New(codemode.Options{})}
		defer x.Close()
		var transfers, balances atomic.Int64
		var approved atomic.Bool
		dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
			switch tool {
			case "balance":
				balances.Add(1)
				return `{"result":100}`, nil
			case "transfer":
				if !approved.Load() {
					return "", codemode.Suspend("needs approval")
				}
				transfers.Add(1)
				return `{"result":"sent ` + args + `"}`, nil
			}
			return protocol.ErrorEnvelope("no such tool"), nil
		}
		host := &Host{Store: s, Executor: x, Owner: "host-1"}
		id := newID(t)
		out, err := host.Run(ctx, id, codemode.Request{Code: transferProgram, Providers: []codemode.Provider{{Name: "bank"}}, Dispatch: dispatch})
		must(t, err)
		if out.Error == nil || out.Error.Kind != codemode.ErrSuspended || out.Checkpoint == nil {
			t.Fatalf("first run: %+v", out.Result)
		}
		cp := *out.Checkpoint
		if cp.ID != id || cp.Seq != 5 {
			t.Fatalf("checkpoint %s at %d, want %s at 5 (start, call, answer, call, suspend)", cp.ID, cp.Seq, id)
		}
		// The store's latest checkpoint is the one the run returned.
		latest, err := Latest(ctx, s, id)
		must(t, err)
		if latest.Seq != cp.Seq || string(latest.Bytes) != string(cp.Bytes) {
			t.Fatalf("latest %d %q", latest.Seq, latest.Bytes)
		}

		approved.Store(true)
		redispatch := []codemode.Answer{{Call: 2, Redispatch: true}}
		other := &Host{Store: s, Executor: x, Owner: "host-2"}
		out, err = other.Resume(ctx, cp, redispatch, codemode.Request{Dispatch: dispatch})
		must(t, err)
		if out.Error != nil || string(out.Value) != `"sent [50]"` {
			t.Fatalf("resume: %+v", out.Result)
		}
		if transfers.Load() != 1 || balances.Load() != 1 {
			t.Fatalf("after one resume: %d transfers, %d balance calls; want 1 and 1", transfers.Load(), balances.Load())
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.State != Finished || e.Outcome != "ok" || e.Owner != "" || e.Seq <= cp.Seq {
			t.Fatalf("row after the resume: %+v", e)
		}

		executions := x.calls.Load()
		for _, h := range []*Host{host, other} {
			out, err = h.Resume(ctx, cp, redispatch, codemode.Request{Dispatch: dispatch})
			wantErr(t, err, ErrSuperseded, SupersededText(id, cp.Seq, e.Seq))
			if out.Error != nil || out.Value != nil {
				t.Fatalf("a refused resume has a result: %+v", out.Result)
			}
		}
		if transfers.Load() != 1 || x.calls.Load() != executions {
			t.Fatalf("after the refused resumes: %d transfers (want 1), %d executions (want %d)", transfers.Load(), x.calls.Load(), executions)
		}
	})
}

// A resume the executor refuses before running anything (an answer
// missing) leaves the execution as it was: the checkpoint resumes after.
func TestRefusedResumeLeavesExecution(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		s := open(t, newClock())
		s.now = time.Now
		x := codemode.New(codemode.Options{})
		defer x.Close()
		dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
			if tool == "transfer" {
				return "", codemode.Suspend("needs approval")
			}
			return `{"result":100}`, nil
		}
		host := &Host{Store: s, Executor: x}
		id := newID(t)
		out, err := host.Run(ctx, id, codemode.Request{Code: transferProgram, Providers: []codemode.Provider{{Name: "bank"}}, Dispatch: dispatch})
		must(t, err)
		cp := *out.Checkpoint
		out, err = host.Resume(ctx, cp, nil, codemode.Request{Dispatch: dispatch})
		must(t, err)
		if out.Error == nil || out.Error.Kind != codemode.ErrRequest {
			t.Fatalf("a resume with no answer: %+v", out.Result)
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.State != Suspended || e.Seq != cp.Seq || e.Owner != "" {
			t.Fatalf("row after the refused resume: %+v", e)
		}
		out, err = host.Resume(ctx, cp, []codemode.Answer{{Call: 2, Envelope: `{"result":"approved elsewhere"}`}}, codemode.Request{Dispatch: dispatch})
		must(t, err)
		if string(out.Value) != `"approved elsewhere"` {
			t.Fatalf("resume: %+v", out.Result)
		}
	})
}

// A host whose lease is taken over while its program runs stops: the call
// after the takeover is never dispatched, and Run reports the lost lease.
func TestLostLeaseStopsTheRun(t *testing.T) {
	stores(t, func(t *testing.T, open opener) {
		ctx := context.Background()
		clock := newClock()
		s := open(t, clock)
		x := codemode.New(codemode.Options{})
		defer x.Close()
		id := newID(t)
		var second atomic.Int64
		dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
			if tool == "first" {
				// Meanwhile the lease expires and another host takes
				// the execution over.
				clock.advance(2 * time.Hour)
				if _, err := s.Claim(ctx, id, 2, "thief", ttl); err != nil {
					return "", err
				}
				return `{"result":1}`, nil
			}
			second.Add(1)
			return `{"result":2}`, nil
		}
		host := &Host{Store: s, Executor: x, Owner: "slow", TTL: time.Hour}
		out, err := host.Run(ctx, id, codemode.Request{
			Code:      `async () => { await t.first(); return await t.second() }`,
			Providers: []codemode.Provider{{Name: "t"}}, Dispatch: dispatch,
		})
		wantErr(t, err, ErrLeaseLost, LeaseLostText(id, "slow"))
		if second.Load() != 0 {
			t.Fatal("the call after the takeover was dispatched")
		}
		if out.Error == nil {
			t.Fatalf("the run went on: %+v", out.Result)
		}
		e, err := s.Load(ctx, id)
		must(t, err)
		if e.Owner != "thief" || e.Seq != 2 {
			t.Fatalf("row %+v", e)
		}
	})
}
