package protocol

import (
	"context"
	"fmt"
	"sync/atomic"
)

// State is the latch of one execution. It starts active; once closed, no
// dispatch built on it reaches its responder again. Close it when the
// execution settles (in a defer), so a call that arrives late, from a timer
// or a call the program never awaited, cannot run host code on the
// execution's behalf.
//
// The methods are safe for concurrent use. A nil *State is always active.
type State struct {
	closed atomic.Bool
}

// NewState returns an active latch.
func NewState() *State {
	return &State{}
}

// Close closes the latch. It is idempotent and returns nil: its error result
// is there for io.Closer.
func (s *State) Close() error {
	if s != nil {
		s.closed.Store(true)
	}
	return nil
}

// Active reports whether the latch is still open.
func (s *State) Active() bool {
	return s == nil || !s.closed.Load()
}

// Responder serves one tool call: the lookup and the work that are the
// host's. It returns the call's result, which crosses encoded by
// [Stringify], or an error whose message the program receives. Return a
// *[ToolNotFoundError] for a provider or tool it does not route.
type Responder func(ctx context.Context, provider, tool, argsJSON string) (any, error)

// DispatchFunc answers one tool call: provider and tool name the call, and
// argsJSON carries its arguments as one JSON string. It returns the result
// envelope as a JSON string, {"result": value} or {"error": text}; a returned
// Go error is treated like {"error": err.Error()}. It is the type of
// codemode.Request.Dispatch (codemode.DispatchFunc is this type, declared
// here because package codemode imports this one).
type DispatchFunc func(ctx context.Context, provider, tool, argsJSON string) (string, error)

// EnvelopeDispatch builds a dispatch function from respond and the latch
// state. The dispatch
//
//   - answers {"error": [TextAlreadyCompleted]} without calling respond when
//     the latch is closed;
//   - answers {"error": err.Error()} when respond returns an error, so a
//     *ToolNotFoundError reads Tool "x" not found;
//   - answers {"error": "tool panicked: ..."} when respond, or the encoding
//     of its result, panics, so a bug in one tool cannot take down the host;
//   - answers {"error": "tool result could not be serialized: ..."} when the
//     result cannot be encoded;
//   - answers [ResultEnvelope] of the result otherwise, binary included.
//
// Every outcome is an envelope for the program, so the returned error is
// always nil; it exists to fit the executor's dispatch type. The dispatch is
// safe for concurrent use if respond is. EnvelopeDispatch panics if respond
// is nil.
func EnvelopeDispatch(state *State, respond Responder) DispatchFunc {
	if respond == nil {
		panic("protocol: EnvelopeDispatch with nil Responder")
	}
	return func(ctx context.Context, provider, tool, argsJSON string) (string, error) {
		if !state.Active() {
			return ErrorEnvelope(TextAlreadyCompleted), nil
		}
		return serve(ctx, respond, provider, tool, argsJSON), nil
	}
}

// serve calls respond and encodes its outcome, recovering from panics.
func serve(ctx context.Context, respond Responder, provider, tool, argsJSON string) (envelope string) {
	defer func() {
		if r := recover(); r != nil {
			envelope = ErrorEnvelope(fmt.Sprintf("tool panicked: %v", r))
		}
	}()
	v, err := respond(ctx, provider, tool, argsJSON)
	if err != nil {
		return ErrorEnvelope(err.Error())
	}
	envelope, err = ResultEnvelope(v)
	if err != nil {
		return ErrorEnvelope("tool result could not be serialized: " + err.Error())
	}
	return envelope
}
