package tools

import "context"

// PreExecuteHook sees a call whose arguments are valid and whose capabilities
// are granted, before approval. A non-nil error denies the call: it ends
// DENIED, and a program reads the error's text as the reason.
type PreExecuteHook func(ctx context.Context, call Call, tool Tool) error

// Guard is the last check before the handler, after approval. A non-nil error
// denies the call like a pre-execute hook's.
type Guard func(ctx context.Context, call Call, tool Tool) error

// PostExecuteHook sees every call whose handler ran, with its outcome, and may
// change the outcome (redact the value, add private metadata).
type PostExecuteHook func(ctx context.Context, call Call, tool Tool, out *Outcome)

// Decision is an approver's answer.
type Decision int

// The decisions.
const (
	// Allow lets the call run.
	Allow Decision = iota
	// Deny refuses the call: APPROVAL_DENIED.
	Deny
	// Defer puts the decision off: the call ends DEFERRED without running.
	Defer
)

// Approval is an approver's answer with its reason.
type Approval struct {
	// Decision is Allow, Deny or Defer.
	Decision Decision
	// Reason is told to the model with a denial or a deferral.
	Reason string
}

// Approver is asked about every call that passed the pre-execute hooks; it
// may take as long as a person takes, and should give up when ctx is done.
type Approver func(ctx context.Context, call Call, tool Tool) Approval

// AddPreExecute adds a pre-execute hook; hooks run in the order added.
func (r *Registry) AddPreExecute(h PreExecuteHook) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.pre = append(r.pre, h)
}

// AddGuard adds a guard; guards run in the order added.
func (r *Registry) AddGuard(g Guard) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.guards = append(r.guards, g)
}

// AddPostExecute adds a post-execute hook; hooks run in the order added.
func (r *Registry) AddPostExecute(h PostExecuteHook) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.post = append(r.post, h)
}

// SetApprover installs the approver; nil, the default, allows every call.
func (r *Registry) SetApprover(a Approver) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ask = a
}
