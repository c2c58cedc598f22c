package wire

import (
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
	m.Durable = req.Durable || req.Resume != nil
	m.Journal = m.Durable && req.OnJournal != nil
	if req.Resume == nil {
		return nil
	}
	if _, _, err := executor.CheckCheckpoint(req.Resume.Checkpoint); err != nil {
		e, _ := err.(*codemode.Error) //nolint:errorlint // CheckCheckpoint returns its *codemode.Error unwrapped
		if e == nil {
			e = &codemode.Error{Kind: codemode.ErrCheckpoint, Message: err.Error()}
		}
		return &codemode.Result{Error: e, Logs: []string{}}
	}
	m.Checkpoint = jsontext.Value(req.Resume.Checkpoint)
	if req.Providers == nil {
		m.Providers = nil // the checkpoint's
	}
	if req.Limits == (codemode.Limits{}) {
		m.Limits = nil
	}
	for _, a := range req.Resume.Answers {
		m.Answers = append(m.Answers, Answer{Call: a.Call, Envelope: a.Envelope, Redispatch: a.Redispatch})
	}
	return nil
}

// durableRequest makes the server's request of an execute message durable as
// it asks; send streams a journal entry to the client.
func durableRequest(req *codemode.Request, m *Message, send func(protocol.JournalEntry)) {
	req.Durable = m.Durable
	if m.Journal {
		req.OnJournal = send
	}
	if m.Checkpoint == nil {
		return
	}
	r := &codemode.Resume{Checkpoint: []byte(m.Checkpoint)}
	for _, a := range m.Answers {
		r.Answers = append(r.Answers, codemode.Answer{Call: a.Call, Envelope: a.Envelope, Redispatch: a.Redispatch})
	}
	req.Resume = r
	if m.Providers == nil {
		req.Providers = nil
	}
}

// suspension reads done.checkpoint.
func suspension(raw jsontext.Value) *codemode.Suspension {
	b := append([]byte(nil), raw...)
	s := &codemode.Suspension{Checkpoint: b}
	if _, pending, err := executor.CheckCheckpoint(b); err == nil {
		s.Pending = pending
	}
	return s
}
