package console

import (
	"context"
	"fmt"
	"time"
)

// Question is a call waiting for the user's approval.
type Question struct {
	// Server and Tool name the upstream tool, Call is how the program
	// called it ("provider.tool"), Args its arguments as JSON, Kind what
	// kind of tool it is ("destructive", ...) and Message the question as
	// an elicitation would put it.
	Server, Tool, Call, Args, Kind, Message string
	// Execution is the gateway's durable execution the call waits in, if
	// it has one (it is listed from the gateway's store).
	Execution string
}

// Approval is a pending approval as the page lists it.
type Approval struct {
	ID string `json:"id"`
	// Execution is the ID of the execution that made the call, if the
	// console recorded it.
	Execution string    `json:"execution,omitempty"`
	Server    string    `json:"server"`
	Tool      string    `json:"tool"`
	Call      string    `json:"call"`
	Args      string    `json:"args"`
	Kind      string    `json:"kind"`
	Message   string    `json:"message"`
	Asked     time.Time `json:"asked"`

	answer chan bool // buffered: the first answer wins
}

// Ask lists q as a pending approval and waits for an answer from the page
// (true to approve, false to decline) or for ctx to end, whichever is first.
// The approval leaves the list either way.
func (s *Store) Ask(ctx context.Context, q Question) (bool, error) {
	ref, _ := ctx.Value(callKey{}).(*callRef)
	s.mu.Lock()
	s.appSeq++
	a := &Approval{ID: fmt.Sprintf("a%d", s.appSeq), Server: q.Server, Tool: q.Tool, Call: q.Call, Args: truncate(q.Args, MaxPayload),
		Kind: q.Kind, Message: truncate(q.Message, MaxPayload), Asked: time.Now(), answer: make(chan bool, 1)}
	switch {
	case q.Execution != "":
		a.Execution = q.Execution
	case ref != nil:
		a.Execution = ref.e.ID
	}
	s.approvals = append(s.approvals, a)
	s.changedLocked()
	s.mu.Unlock()
	if ref != nil {
		s.setWaiting(ref.e, ref.i, "approval")
	}
	defer func() {
		s.mu.Lock()
		for i, p := range s.approvals {
			if p == a {
				s.approvals = append(s.approvals[:i], s.approvals[i+1:]...)
				break
			}
		}
		s.changedLocked()
		s.mu.Unlock()
		if ref != nil {
			s.setWaiting(ref.e, ref.i, "")
		}
	}()
	select {
	case ok := <-a.answer:
		return ok, nil
	case <-ctx.Done():
		return false, ctx.Err()
	}
}

// Answer answers pending approval id; it reports false when there is no
// such approval waiting (unknown, or answered already).
func (s *Store) Answer(id string, approve bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, a := range s.approvals {
		if a.ID == id {
			a.answer <- approve
			s.approvals = append(s.approvals[:i], s.approvals[i+1:]...)
			s.changedLocked()
			return true
		}
	}
	return false
}

// Approvals lists the pending approvals, oldest first.
func (s *Store) Approvals() []Approval {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Approval, len(s.approvals))
	for i, a := range s.approvals {
		out[i] = *a
		out[i].answer = nil
	}
	return out
}
