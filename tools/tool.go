package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Tool is one tool: what the model is told about it, the function that runs
// it, and the metadata the pipeline (and package codeact) reads.
//
// Only Name and Handler are required. The zero value of every metadata field
// is the conservative or ordinary choice: an ordinary tool, CodeAct
// eligibility inherited, strict dependencies, no capabilities, not safe to run
// concurrently, no timeout, no retries.
type Tool struct {
	// Name is how the model and programs call the tool: 1 to 64 ASCII
	// letters, digits, '_' and '-' (the rule the model APIs share). A name
	// that is not a JavaScript identifier is reached in a program as
	// tools["name-with-dash"](...). "run_code" is reserved, and "then" and
	// "toJSON" are refused because programs read them from every object.
	Name string
	// Description tells the model what the tool does.
	Description string
	// InputSchema is the JSON Schema of the tool's one input object. Calls
	// are validated against it before anything else sees them. Nil means the
	// tool takes no input: {"type":"object","properties":{},"additionalProperties":false}.
	InputSchema json.RawMessage
	// OutputSchema is the JSON Schema of the tool's value, when known. It is
	// declared to the model (the program's Promise type); it is not enforced.
	OutputSchema json.RawMessage
	// Handler runs a call whose arguments passed validation and policy.
	Handler Handler
	// Guidance is prose for the model about when and how to use the tool.
	// It becomes the prompt section "tool:<Name>" under the native and both
	// modes and is left out under code mode, where the model cannot call
	// the tool directly.
	Guidance string

	// Kind says what sort of tool this is; CodeAct hard-denies every kind
	// but KindOrdinary, and no program may call a KindOrchestration tool.
	Kind Kind
	// CodeAct is whether the tool may be called from a CodeAct program.
	CodeAct CodeActEligibility
	// Dependencies says how the tool's requirements are declared.
	Dependencies DependencyProfile
	// Capabilities lists what the tool needs granted before it may run. A
	// call is refused with CAPABILITY_MISSING unless its scope has granted
	// each of them to this tool by exact name (see [Registry.Grant],
	// Options.Granted and [Registry.MissingCapability]).
	Capabilities []string
	// Concurrent reports that the tool may run at the same time as other
	// calls. A tool that is not concurrent is a barrier inside a program of
	// the asynchronous run_code transport: it waits for the calls in flight
	// to finish and runs alone. (CodeAct programs make one call at a time.)
	Concurrent bool
	// Timeout bounds a call's handler, all attempts and the delays between
	// them included; past it the call ends with TIMEOUT and the handler's
	// context is cancelled. Zero means no bound of its own.
	Timeout time.Duration
	// Retry says how often an error the handler marks [Retryable] is
	// retried.
	Retry RetryPolicy
}

// Handler runs one call. call carries the call's ID, scope and parent, and
// its Arguments: the validated JSON input object ("{}" when the model sent
// nothing).
//
// A returned error fails the call: with the status a *[StatusError] names,
// and TOOL_ERROR with the error's text otherwise. An error wrapped with
// [Retryable] is retried as the tool's RetryPolicy allows. Result.Private is
// kept on failure too. The context is cancelled when the call is cancelled or
// times out; a handler that ignores it is abandoned: Execute returns without
// waiting for it.
type Handler func(ctx context.Context, call Call) (Result, error)

// Result is what a handler produced.
type Result struct {
	// Value is the call's public value. It is encoded as JSON the way
	// protocol.Stringify encodes (a []byte reaches a program as a
	// Uint8Array) and is all a model or program ever sees of the call.
	Value any
	// Private is host-private metadata: it reaches Outcome.Private and
	// never the model or JavaScript.
	Private map[string]any
}

// RetryPolicy says how often a tool's retryable errors are retried.
type RetryPolicy struct {
	// Retries is how many more attempts follow a first attempt that failed
	// with a [Retryable] error. Zero means no retries.
	Retries int
	// Delay is the wait between attempts.
	Delay time.Duration
}

// Retryable marks err as worth another attempt: the pipeline retries it as
// the tool's RetryPolicy allows. It returns nil for nil.
func Retryable(err error) error {
	if err == nil {
		return nil
	}
	return &retryableError{err}
}

// IsRetryable reports whether err, or an error it wraps, was marked with
// [Retryable].
func IsRetryable(err error) bool {
	var r *retryableError
	return errors.As(err, &r)
}

type retryableError struct{ err error }

func (e *retryableError) Error() string { return e.err.Error() }
func (e *retryableError) Unwrap() error { return e.err }

// StatusError is an error a handler returns to end its call with a status of
// its choosing, e.g. DEFERRED for an orchestration tool whose child call was
// deferred. Message becomes Outcome.Error.
type StatusError struct {
	// Status is the call's status; it should not be OK.
	Status Status
	// Message is what the model or program reads.
	Message string
}

// Error returns the message.
func (e *StatusError) Error() string { return e.Message }

// Is reports whether target is e's status, so that
// errors.Is(outcome.Err(), StatusTimeout) holds for every timed-out call.
func (e *StatusError) Is(target error) bool {
	st, ok := target.(Status)
	return ok && e != nil && st == e.Status
}

// Kind says what sort of tool a tool is. CodeAct admits only ordinary tools:
// the other kinds talk to the user, start other agents, steer the session,
// stand in for remote tools, produce the turn's output, or orchestrate other
// tools, and are hard-denied from a code projection.
type Kind int

// The kinds of tool.
const (
	// KindOrdinary is a plain function over the host's data or services.
	KindOrdinary Kind = iota
	// KindInteraction asks the user something (ask_user_question).
	KindInteraction
	// KindDelegation hands work to another agent (subagent).
	KindDelegation
	// KindSessionControl steers the session itself (end turn, switch mode).
	KindSessionControl
	// KindProxy stands in for a tool served elsewhere (an MCP proxy).
	KindProxy
	// KindOutput produces the turn's final output.
	KindOutput
	// KindOrchestration runs other tools: run_code (either transport),
	// recipes. No program may call one: orchestration never nests.
	KindOrchestration
)

var kindNames = []string{"ordinary", "interaction", "delegation", "session-control", "proxy", "output", "orchestration"}

// String returns the kind's name: ordinary, interaction, delegation,
// session-control, proxy, output or orchestration.
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// CodeActEligibility is a tool's own say in whether CodeAct programs may call
// it. It never creates authority: Allow does not upgrade a Legacy or Filtered
// dependency profile or an excluded kind, and Deny always wins.
type CodeActEligibility int

// The eligibility values.
const (
	// CodeActInherit takes the host's default, which admits the tool when
	// every other condition holds.
	CodeActInherit CodeActEligibility = iota
	// CodeActAllow admits the tool when every other condition holds.
	CodeActAllow
	// CodeActDeny keeps the tool out of every CodeAct projection.
	CodeActDeny
)

// String returns inherit, allow or deny.
func (e CodeActEligibility) String() string {
	switch e {
	case CodeActInherit:
		return "inherit"
	case CodeActAllow:
		return "allow"
	case CodeActDeny:
		return "deny"
	}
	return fmt.Sprintf("CodeActEligibility(%d)", int(e))
}

// DependencyProfile says how a tool's requirements are declared.
type DependencyProfile int

// The dependency profiles.
const (
	// DependenciesStrict: everything the tool needs is declared in
	// Capabilities and granted exactly; the tool reaches nothing else. A
	// tool written against this package is strict unless it says otherwise.
	DependenciesStrict DependencyProfile = iota
	// DependenciesLegacy: the tool may reach context it does not declare
	// (a tool wrapped from an older interface).
	DependenciesLegacy
	// DependenciesFiltered: the tool sees a filtered view of the context
	// whose requirements were not validated.
	DependenciesFiltered
)

// String returns strict, legacy or filtered.
func (d DependencyProfile) String() string {
	switch d {
	case DependenciesStrict:
		return "strict"
	case DependenciesLegacy:
		return "legacy"
	case DependenciesFiltered:
		return "filtered"
	}
	return fmt.Sprintf("DependencyProfile(%d)", int(d))
}

// CodeActEligible reports whether the tool's own metadata admits it to a
// CodeAct projection: it is an ordinary tool, its eligibility is Inherit or
// Allow, and its dependencies are strict. The rest of the rule is the
// scope's: the tool must be visible there and every capability it requires
// granted ([Registry.MissingCapability]).
func (t Tool) CodeActEligible() bool {
	return t.Kind == KindOrdinary && t.CodeAct != CodeActDeny && t.Dependencies == DependenciesStrict
}
