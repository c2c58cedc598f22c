package remote

import (
	"context"
	"fmt"
	"sync"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/protocol"
)

// Durable executions across a fleet: the fleet keeps the journal each durable
// execution streams, and when the daemon running it dies, is cut off, or
// suspends it at the end of its drain grace, resumes it on another daemon from
// that journal (docs/durable.md, "A fleet of daemons").

// AmbiguousFunc decides what a fleet does with a call that was dispatched to
// the host when its daemon was lost, and whose answer the fleet does not know
// (the host's dispatch did not return before the connection ended, or it
// failed because its context ended): it may or may not have taken effect. It
// returns the call's answer — an envelope, or Redispatch to dispatch it again
// on the daemon that resumes the execution — or false to end the execution
// with kind ambiguous (its Result.Suspended then holds the checkpoint, for a
// resume the host makes later).
type AmbiguousFunc func(ctx context.Context, call codemode.PendingCall) (codemode.Answer, bool)

// durableRun is one durable execution the fleet runs: its journal so far and
// what its host's dispatch did with each call not yet answered in it.
type durableRun struct {
	req codemode.Request // the caller's request

	mu      sync.Mutex
	entries []protocol.JournalEntry
	open    map[int]*openCall // calls with an intent and no answer in entries
}

// openCall is what the fleet knows of a call its journal leaves unanswered.
type openCall struct {
	provider, tool, args string
	dispatched           bool // the host's dispatch was called for it
	answered             bool // and returned envelope, which stands
	envelope             string
	// unsure: several calls alike were open when the dispatch came, so
	// which of them it answered is not known.
	unsure bool
}

// attempt is one run of the execution on one daemon.
type attempt struct {
	abandoned bool // the daemon was lost: late dispatches are not made
	inflight  sync.WaitGroup
}

func newDurableRun(req codemode.Request) *durableRun {
	d := &durableRun{req: req, open: map[int]*openCall{}}
	if r := req.Durable.Resume; r != nil {
		// A resume journals on from its checkpoint's entries (one that
		// cannot be read is refused by the daemon).
		if cp, err := codemode.ParseCheckpoint(r.Checkpoint); err == nil {
			d.entries = append(d.entries, cp.Journal...)
			// The host's answers stand until the journal has them.
			for _, a := range r.Answers {
				d.open[a.Call] = &openCall{answered: !a.Redispatch, envelope: a.Envelope}
			}
		}
	}
	return d
}

// record is the attempt's OnJournal: it keeps the entry and passes it on.
func (d *durableRun) record(e protocol.JournalEntry) {
	d.mu.Lock()
	d.entries = append(d.entries, e)
	switch e.Kind {
	case protocol.JournalCall:
		d.open[e.Call] = &openCall{provider: e.Provider, tool: e.Tool, args: e.Args}
	case protocol.JournalAnswer, protocol.JournalFetched:
		delete(d.open, e.Call)
	}
	d.mu.Unlock()
	if on := d.req.Durable.OnJournal; on != nil {
		on(e)
	}
}

// claim finds the open call a dispatch of provider.tool(args) answers and
// marks it dispatched; nil when the attempt was abandoned (the dispatch must
// not be made) — ok is false then.
func (d *durableRun) claim(a *attempt, provider, tool, args string) (*openCall, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if a.abandoned {
		return nil, false
	}
	var match []*openCall
	best := 0
	for n, c := range d.open {
		if !c.dispatched && c.provider == provider && c.tool == tool && c.args == args {
			match = append(match, c)
			if best == 0 || n < best {
				best = n
			}
		}
	}
	a.inflight.Add(1)
	if len(match) == 0 {
		return nil, true
	}
	if len(match) > 1 {
		for _, c := range match {
			c.unsure = true
		}
	}
	c := d.open[best]
	c.dispatched = true
	return c, true
}

// settle records what the host's dispatch returned for c.
func (d *durableRun) settle(ctx context.Context, a *attempt, c *openCall, out string, err error) {
	defer a.inflight.Done()
	if c == nil {
		return
	}
	if _, suspend := protocol.SuspendReasonOf(err); suspend {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case err == nil:
		c.answered, c.envelope = true, out
	case ctx.Err() == nil:
		c.answered, c.envelope = true, protocol.ErrorEnvelope(err.Error())
	}
}

// request is the request of the next attempt: the caller's, with dispatches
// and the journal going through d, resuming from resume when it is set.
func (d *durableRun) request(resume *codemode.Resume) (codemode.Request, *attempt) {
	a := &attempt{}
	req := d.req
	dur := *d.req.Durable
	dur.Resume = resume
	dur.OnJournal = d.record
	req.Durable = &dur
	if dispatch := d.req.Dispatch; dispatch != nil {
		req.Dispatch = func(ctx context.Context, provider, tool, args string) (string, error) {
			c, ok := d.claim(a, provider, tool, args)
			if !ok {
				return "", fmt.Errorf("%s", "the daemon running the execution was lost")
			}
			out, err := dispatch(ctx, provider, tool, args)
			d.settle(ctx, a, c, out, err)
			return out, err
		}
	}
	if dispatch := d.req.DispatchAsync; dispatch != nil {
		req.DispatchAsync = func(ctx context.Context, provider, tool, args string, reply func(string, error)) {
			c, ok := d.claim(a, provider, tool, args)
			if !ok {
				reply("", fmt.Errorf("%s", "the daemon running the execution was lost"))
				return
			}
			var once sync.Once
			dispatch(ctx, provider, tool, args, func(out string, err error) {
				once.Do(func() { d.settle(ctx, a, c, out, err) })
				reply(out, err)
			})
		}
	}
	return req, a
}

// abandon gives the attempt up once its daemon is lost: no dispatch starts
// for it any more, and those under way are waited for (or ctx ends).
func (d *durableRun) abandon(ctx context.Context, a *attempt) {
	d.mu.Lock()
	a.abandoned = true
	d.mu.Unlock()
	done := make(chan struct{})
	go func() {
		a.inflight.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
	}
}

// resumption is how the execution continues on another daemon after its
// daemon was lost: the resume to send (nil with a nil result: start it over,
// for no journal came — nothing ran), or the result to end it with.
func (d *durableRun) resumption(ctx context.Context, checkpoint []byte, decide AmbiguousFunc) (*codemode.Resume, *codemode.Result) {
	d.mu.Lock()
	if checkpoint == nil && len(d.entries) == 0 {
		d.mu.Unlock()
		return nil, nil
	}
	var err error
	if checkpoint == nil {
		checkpoint, err = codemode.CheckpointFromJournal(d.entries)
	}
	var cp *codemode.Checkpoint
	if err == nil {
		cp, err = codemode.ParseCheckpoint(checkpoint)
	}
	if err != nil {
		d.mu.Unlock()
		e, ok := err.(*codemode.Error) //nolint:errorlint // the checkpoint is parsed here, and a failure is a *codemode.Error unwrapped or another error
		if !ok {
			e = &codemode.Error{Kind: codemode.ErrCheckpoint, Message: err.Error()}
		}
		return nil, &codemode.Result{Error: e, Logs: []string{}}
	}
	// The resumed daemon journals on from the checkpoint's entries.
	d.entries = append([]protocol.JournalEntry(nil), cp.Journal...)
	pending := cp.Pending()
	known := map[int]openCall{}
	for n, c := range d.open {
		known[n] = *c
	}
	d.open = map[int]*openCall{}
	d.mu.Unlock()

	resume := &codemode.Resume{Checkpoint: checkpoint}
	for _, p := range pending {
		c, seen := known[p.Call]
		switch {
		case seen && !c.unsure && c.answered:
			// The host answered it; the answer never reached the
			// daemon.
			resume.Answers = append(resume.Answers, codemode.Answer{Call: p.Call, Envelope: c.envelope})
		case !p.Ambiguous:
			// The host's dispatch asked to suspend at this call: the
			// execution is suspended, as the host wanted.
			text := asyncrt.SuspendedText(p.Call, p.Provider, p.Tool, p.Reason)
			return nil, &codemode.Result{Error: &codemode.Error{Kind: codemode.ErrSuspended, Message: text}, Logs: []string{},
				Suspended: &codemode.Suspension{Checkpoint: checkpoint, Pending: pending}}
		case seen && !c.unsure && !c.dispatched:
			// The daemon was lost before the call reached the host:
			// it did not happen.
			resume.Answers = append(resume.Answers, codemode.Answer{Call: p.Call, Redispatch: true})
		default:
			var answer codemode.Answer
			ok := false
			if decide != nil {
				answer, ok = decide(ctx, p)
				answer.Call = p.Call
			}
			if !ok {
				return nil, &codemode.Result{Error: &codemode.Error{Kind: codemode.ErrAmbiguous, Message: executor.AmbiguousText(p)}, Logs: []string{},
					Suspended: &codemode.Suspension{Checkpoint: checkpoint, Pending: pending}}
			}
			resume.Answers = append(resume.Answers, answer)
		}
	}
	// The answers stand until the journal has them (the next daemon may
	// be lost too before it records them).
	d.mu.Lock()
	for _, a := range resume.Answers {
		d.open[a.Call] = &openCall{answered: !a.Redispatch, envelope: a.Envelope}
	}
	d.mu.Unlock()
	return resume, nil
}

// failover decides whether a durable execution that ran on a daemon goes on
// on another: when its daemon was lost (the connection error), the worker
// running it there died (the worker error; it may go on on the same daemon,
// on another worker) or the daemon suspended it while draining (the host did
// not ask it to). It returns the resume for the
// next attempt and true then; otherwise false, with *res the execution's
// result (the run's, or the failure of going on).
func (f *Fleet) failover(ctx context.Context, run *durableRun, a *attempt, res *codemode.Result) (*codemode.Resume, bool) {
	if run == nil || res.Error == nil {
		return nil, false
	}
	var checkpoint []byte
	switch {
	case res.Error.Kind == codemode.ErrConnection || res.Error.Kind == codemode.ErrWorker:
		// Its daemon was lost, or the worker process running it in the
		// daemon died: it goes on from its journal.
		run.abandon(ctx, a)
	case res.Error.Kind == codemode.ErrSuspended && res.Error.Message == codemode.TextHostSuspended && res.Suspended != nil && !closed(run.req.Durable.SuspendOn):
		// Only the daemon asks for a suspension the host did not: it
		// is draining.
		checkpoint = res.Suspended.Checkpoint
	default:
		return nil, false
	}
	if ctx.Err() != nil {
		return nil, false
	}
	resume, fail := run.resumption(ctx, checkpoint, f.opts.OnAmbiguous)
	if fail != nil {
		*res = *fail
		return nil, false
	}
	if resume == nil {
		// Nothing ran: the execution starts over as it was asked for.
		resume = run.req.Durable.Resume
	}
	return resume, true
}

// closed reports whether ch is closed (false for nil).
func closed(ch <-chan struct{}) bool {
	if ch == nil {
		return false
	}
	select {
	case <-ch:
		return true
	default:
		return false
	}
}
