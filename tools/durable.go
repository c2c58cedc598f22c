package tools

import "context"

// Durable run_code (docs/durable.md): an approval that defers a call inside a
// run_code program suspends the program instead of ending it. The run_code
// call ends DEFERRED, as before, and its Outcome.Private[PrivateSuspended]
// holds the program's checkpoint; [Registry.Resume] continues it once the
// decisions are made. A deferred call is never seen by the program as a
// failure it could catch: the program is suspended at that call and, when
// resumed, sees the call's real outcome.

// PrivateSuspended is the key of Outcome.Private that holds the *Suspended of
// a run_code call that ended DEFERRED.
const PrivateSuspended = "run_code.suspended"

// Suspended is a run_code program suspended at deferred calls.
type Suspended struct {
	// Checkpoint is the program's state, in the format of the transport
	// that ran it (a codemode checkpoint for the asynchronous transport).
	// It is data: keep it as long as the decision may take.
	Checkpoint []byte
	// Deferred are the calls waiting for a decision, in program order.
	Deferred []DeferredCall
}

// DeferredCall is a call of a suspended program waiting for a decision.
type DeferredCall struct {
	// ID is the nested call's ID, e.g. "c1:code:2": the key of its
	// decision in Resume.
	ID string
	// Name and Arguments are the call as the program made it.
	Name      string
	Arguments string
	// Reason is the approver's reason for deferring it.
	Reason string
}

type resumeKey struct{}

type resumeState struct {
	s         *Suspended
	decisions map[string]Approval
}

// Resume continues a run_code call that ended DEFERRED: call is the same call
// (its ID and arguments), s is its Outcome.Private[PrivateSuspended], and
// decisions are the approvals of its deferred calls by ID (a call without a
// decision is asked of the approver again). The call runs through the
// pipeline as run_code did, and its program continues where it was
// suspended: the calls it made before are not run again. The outcome is the
// run_code call's, and may be DEFERRED again.
func (r *Registry) Resume(ctx context.Context, call Call, s *Suspended, decisions map[string]Approval) Outcome {
	return r.Execute(context.WithValue(ctx, resumeKey{}, &resumeState{s: s, decisions: decisions}), call)
}

// ResumeOf returns the suspended program a run_code handler is asked to
// continue ([Registry.Resume]), for the handler of a [Transport]; ok is false
// for a fresh run.
func ResumeOf(ctx context.Context) (s *Suspended, ok bool) {
	st, _ := ctx.Value(resumeKey{}).(*resumeState)
	if st == nil || st.s == nil {
		return nil, false
	}
	return st.s, true
}

// decisionFor returns the decision Resume was given for the call with id.
func decisionFor(ctx context.Context, id string) (Approval, bool) {
	st, _ := ctx.Value(resumeKey{}).(*resumeState)
	if st == nil {
		return Approval{}, false
	}
	a, ok := st.decisions[id]
	return a, ok
}
