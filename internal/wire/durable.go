package wire

import (
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/protocol"
)

// Durable executions on the wire (docs/protocol.md, docs/durable.md).

// durableExecute adds a durable request's members to its execute message. A
// non-nil Result refuses the request before it is sent: a checkpoint the
// client cannot read fails as the executor would fail it.
func durableExecute(m *Message, req codemode.Request) *codemode.Result {
	d := req.Durable
	m.Durable = d != nil
	if d == nil {
		return nil
	}
	m.Journal = d.OnJournal != nil
	m.MaxWaitMs = d.MaxWait.Milliseconds()
	now := time.Now
	if d.Clock != nil {
		now = d.Clock
	}
	m.ClockMs = now().UnixMilli()
	if d.Resume == nil {
		return nil
	}
	if _, _, err := executor.CheckCheckpoint(d.Resume.Checkpoint); err != nil {
		e, _ := err.(*codemode.Error) //nolint:errorlint // CheckCheckpoint returns its *codemode.Error unwrapped
		if e == nil {
			e = &codemode.Error{Kind: codemode.ErrCheckpoint, Message: err.Error()}
		}
		return &codemode.Result{Error: e, Logs: []string{}}
	}
	m.Checkpoint = jsontext.Value(d.Resume.Checkpoint)
	if req.Providers == nil {
		m.Providers = nil // the checkpoint's
	}
	if req.Limits == (codemode.Limits{}) {
		m.Limits = nil
	}
	for _, a := range d.Resume.Answers {
		m.Answers = append(m.Answers, Answer{Call: a.Call, Envelope: a.Envelope, Redispatch: a.Redispatch})
	}
	return nil
}

// durableRequest makes the server's request of an execute message durable as
// it asks; send streams a journal entry to the client.
func durableRequest(req *codemode.Request, m *Message, send func(protocol.JournalEntry)) {
	if !m.Durable && m.Checkpoint == nil {
		return
	}
	d := &codemode.Durable{MaxWait: time.Duration(m.MaxWaitMs) * time.Millisecond}
	if m.ClockMs > 0 {
		// The host's clock, run on by this process's from the message's
		// arrival.
		base, at := time.UnixMilli(m.ClockMs), time.Now()
		d.Clock = func() time.Time { return base.Add(time.Since(at)) }
	}
	req.Durable = d
	if m.Journal {
		d.OnJournal = send
	}
	if m.Checkpoint == nil {
		return
	}
	r := &codemode.Resume{Checkpoint: []byte(m.Checkpoint)}
	for _, a := range m.Answers {
		r.Answers = append(r.Answers, codemode.Answer{Call: a.Call, Envelope: a.Envelope, Redispatch: a.Redispatch})
	}
	d.Resume = r
	if m.Providers == nil {
		req.Providers = nil
	}
}

// suspension reads done.checkpoint and done.wakeAt.
func suspension(raw jsontext.Value, wakeAt int64) *codemode.Suspension {
	b := append([]byte(nil), raw...)
	s := &codemode.Suspension{Checkpoint: b}
	if wakeAt != 0 {
		s.WakeAt = time.UnixMilli(wakeAt).UTC()
	}
	if _, pending, err := executor.CheckCheckpoint(b); err == nil {
		s.Pending = pending
	}
	return s
}
