package durable

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// DefaultTTL is a lease's length when Host.TTL is zero. A running host renews
// its lease every third of it.
const DefaultTTL = 30 * time.Second

// Host runs durable executions through a store: each run claims its
// execution, writes every journal entry to the store before the effect the
// entry records, keeps the checkpoint it suspends with, and releases the
// execution.
type Host struct {
	Store    Store
	Executor codemode.Executor
	// Owner names this host in leases (and in the text refusing another
	// host's claim); empty means hostname:pid:random.
	Owner string
	// TTL is the lease's length; zero means DefaultTTL.
	TTL time.Duration
}

// Outcome is what a run through the store ended with.
type Outcome struct {
	codemode.Result
	// Checkpoint is the checkpoint saved in the store when the execution
	// suspended, with its id and sequence: what resumes it.
	Checkpoint *Checkpoint
}

var defaultOwner = sync.OnceValue(func() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s:%d:%s", host, os.Getpid(), hex.EncodeToString(b))
})

func (h *Host) owner() string {
	if h.Owner != "" {
		return h.Owner
	}
	return defaultOwner()
}

func (h *Host) ttl() time.Duration {
	if h.TTL > 0 {
		return h.TTL
	}
	return DefaultTTL
}

// Run starts a new durable execution, id, of req (Durable is set for it). An
// id the store already has is refused with [ErrExists] before anything runs.
// The error is the store's (a refusal, a lost lease, a failed write); what
// the program did is in the Outcome's Result.
func (h *Host) Run(ctx context.Context, id string, req codemode.Request) (Outcome, error) {
	l, err := h.Store.Create(ctx, id, h.owner(), h.ttl())
	if err != nil {
		return Outcome{}, err
	}
	d := codemode.Durable{}
	if req.Durable != nil {
		d = *req.Durable
	}
	d.Resume = nil
	req.Durable = &d
	return h.run(ctx, l, Running, req)
}

// Resume resumes checkpoint cp with answers (codemode.Resume.Answers); req
// gives the Dispatch, Outbound and the rest, as for a resume in
// codemode.Request (its Durable.Resume is set here). The execution is claimed at cp.Seq first: a checkpoint
// already resumed is refused with [ErrSuperseded], and one another host holds
// with [ErrLeased], before Execute is called, so before anything is
// dispatched.
func (h *Host) Resume(ctx context.Context, cp Checkpoint, answers []codemode.Answer, req codemode.Request) (Outcome, error) {
	prev, err := h.Store.Load(ctx, cp.ID)
	if err != nil {
		return Outcome{}, err
	}
	l, err := h.Store.Claim(ctx, cp.ID, cp.Seq, h.owner(), h.ttl())
	if err != nil {
		return Outcome{}, err
	}
	d := codemode.Durable{}
	if req.Durable != nil {
		d = *req.Durable
	}
	d.Resume = &codemode.Resume{Checkpoint: cp.Bytes, Answers: answers}
	req.Durable = &d
	return h.run(ctx, l, prev.State, req)
}

// Latest returns the checkpoint an execution resumes from: the one it
// suspended with, or, when it was running and its host died, one made of its
// journal (codemode.CheckpointFromJournal), whose calls without an answer are
// pending as ambiguous.
func Latest(ctx context.Context, s Store, id string) (Checkpoint, error) {
	e, err := s.Load(ctx, id)
	if err != nil {
		return Checkpoint{}, err
	}
	if e.State == Finished {
		return Checkpoint{}, &Error{Kind: ErrFinished, Message: FinishedText(id, e.Outcome)}
	}
	if e.Checkpoint != nil && e.CheckpointSeq == e.Seq {
		return Checkpoint{ID: id, Seq: e.Seq, Bytes: e.Checkpoint, WakeAt: e.WakeAt}, nil
	}
	journal, err := s.Journal(ctx, id)
	if err != nil {
		return Checkpoint{}, err
	}
	if len(journal) == 0 {
		return Checkpoint{}, fmt.Errorf("durable store: execution %q has no journal entry: its host stopped before the program started; run it again under a new id", id)
	}
	b, err := codemode.CheckpointFromJournal(journal)
	if err != nil {
		return Checkpoint{}, err
	}
	return Checkpoint{ID: id, Seq: journal[len(journal)-1].Seq, Bytes: b}, nil
}

// interrupted reports whether an outcome leaves the execution to be taken up
// again from its journal: the run was cancelled or the executor stopped.
func interrupted(r codemode.Result) bool {
	return r.Error != nil && r.Error.Kind == codemode.ErrCancelled
}

// refusedResume reports whether an outcome is a resume the executor refused
// before running anything (a missing answer, a checkpoint it cannot read, a
// divergence): the execution stays as it was.
func refusedResume(r codemode.Result) bool {
	if r.Error == nil {
		return false
	}
	switch r.Error.Kind {
	case codemode.ErrRequest, codemode.ErrCheckpoint, codemode.ErrAmbiguous, codemode.ErrDivergence, codemode.ErrJournalTooLarge:
		return true
	}
	return false
}

func (h *Host) run(ctx context.Context, l *Lease, from State, req codemode.Request) (Outcome, error) {
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		storeErr error
		last     = l.Seq
	)
	fail := func(err error) {
		mu.Lock()
		if storeErr == nil {
			storeErr = err
		}
		mu.Unlock()
		cancel()
	}
	failed := func() error {
		mu.Lock()
		defer mu.Unlock()
		return storeErr
	}

	// Every entry is in the store before OnJournal returns, so before the
	// effect it records; once a write fails, nothing more is dispatched.
	d := *req.Durable
	req.Durable = &d
	userJournal := d.OnJournal
	d.OnJournal = func(e protocol.JournalEntry) {
		if failed() != nil {
			return
		}
		if err := h.Store.Append(ctx, l, e); err != nil {
			fail(err)
			return
		}
		mu.Lock()
		last = e.Seq
		mu.Unlock()
		if userJournal != nil {
			userJournal(e)
		}
	}
	if d := req.Dispatch; d != nil {
		req.Dispatch = func(ctx context.Context, provider, tool, args string) (string, error) {
			if err := failed(); err != nil {
				return "", err
			}
			return d(ctx, provider, tool, args)
		}
	}
	if d := req.DispatchAsync; d != nil {
		req.DispatchAsync = func(ctx context.Context, provider, tool, args string, reply func(string, error)) {
			if err := failed(); err != nil {
				reply("", err)
				return
			}
			d(ctx, provider, tool, args, reply)
		}
	}
	if o := req.Outbound; o != nil {
		req.Outbound = func(ctx context.Context, r *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			if err := failed(); err != nil {
				return nil, err
			}
			return o(ctx, r)
		}
	}

	// Renew the lease every third of its length while the program runs.
	done := make(chan struct{})
	var renewing sync.WaitGroup
	renewing.Add(1)
	go func() {
		defer renewing.Done()
		t := time.NewTicker(h.ttl() / 3)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if err := h.Store.Renew(ctx, l, h.ttl()); err != nil {
					fail(err)
					return
				}
			}
		}
	}()
	r := h.Executor.Execute(runCtx, req)
	close(done)
	renewing.Wait()

	out := Outcome{Result: r}
	mu.Lock()
	err, seq := storeErr, last
	mu.Unlock()
	if err != nil {
		if !errors.Is(err, ErrLeaseLost) {
			// Leave it to be taken up from its journal.
			_ = h.Store.Release(context.WithoutCancel(ctx), l, Running, "")
		}
		return out, err
	}
	switch {
	case seq == l.Seq && refusedResume(r):
		err = h.Store.Release(ctx, l, from, "")
	case r.Error != nil && r.Error.Kind == codemode.ErrSuspended && r.Suspended != nil:
		if err = h.Store.SaveCheckpoint(ctx, l, seq, r.Suspended.Checkpoint, r.Suspended.WakeAt); err == nil {
			out.Checkpoint = &Checkpoint{ID: l.ID, Seq: seq, Bytes: r.Suspended.Checkpoint, WakeAt: r.Suspended.WakeAt}
			err = h.Store.Release(ctx, l, Suspended, "")
		}
	case interrupted(r):
		err = h.Store.Release(context.WithoutCancel(ctx), l, Running, "")
	case r.Error != nil:
		err = h.Store.Release(ctx, l, Finished, string(r.Error.Kind))
	default:
		err = h.Store.Release(ctx, l, Finished, "ok")
	}
	return out, err
}
