// Package codemode runs model-written JavaScript programs that call tools.
//
// Instead of calling tools one at a time, a model writes one short program, an
// async arrow function, that calls the tools as functions, filters and joins
// their results, and returns only what matters:
//
//	async () => {
//	  const users = await store.listUsers()
//	  return users.filter((u) => u.active).map((u) => u.name)
//	}
//
// An [Executor] runs that program in a fresh sandbox under hard limits (time,
// memory, stack, tool calls, payload, result and log sizes) and sends every tool
// call back to the host's [DispatchFunc], which owns the credentials: the
// sandbox sees three strings go out (provider, tool, arguments as JSON) and one
// JSON envelope come back. Whatever the program does, Execute returns a
// [Result]; it never panics and never returns a Go error for the program's
// behaviour.
//
// [New] gives the in-process executor. The worker-process pool (package pool)
// and the daemon client (package remote) implement the same [Executor]
// interface. Package protocol has the host-side helpers: the envelope, the
// binary codec, [protocol.EnvelopeDispatch] with its completion latch, and the
// provider-name rules.
//
// # Conventions
//
// The same rules hold across codemode's packages (this one, pool, remote,
// tools, codeact, recipes and mcpgw), without exceptions:
//
//   - Zero values are defaults. A zero field of a Limits or an Options takes
//     its documented default, so the zero value is always ready to use. A
//     negative value is refused, with a text that names the field, its
//     default and how to fix it (e.g. "Limits.Timeout is -1s; use 0 for the
//     default (30s) or a positive duration."). No value means "no limit"; a
//     feature that can be turned off has a field of its own (e.g.
//     [Options].NoPrepare).
//   - Configuration is checked once, where it is used: [Request.Validate]
//     and [Limits.Validate] for a request (every executor refuses an
//     invalid one with kind request); a constructor that can fail (pool.New,
//     codeact.New, mcpgw.New) returns the error; one that cannot ([New],
//     tools.NewRegistry, remote.NewServer) reports unusable Options at
//     every use.
//   - A program's failure is data, not a Go error. Execute always returns a
//     [Result]; [Result.Err] (like tools.Outcome.Err) is a nil error on
//     success and the failure otherwise, and [Result.Error] keeps the
//     details (kind, position, stack). Every Err method returns an error
//     (nil on success), and errors.Is matches a failure against its kind:
//     errors.Is(res.Err(), ErrTimeout) holds for every executor's timeout.
//     Go errors are for the host's own mistakes and for constructors.
//   - Every Close returns an error. Close ends what is running (with the shutdown text), waits for it,
//     and returns nil; a second Close is a no-op returning nil. Its error
//     result is there for io.Closer: nothing a caller could act on can fail
//     when an executor closes.
package codemode

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/codemode/codemode/protocol"
)

// Executor runs programs. Every implementation (in-process, worker pool,
// remote daemon) behaves the same for the same Request.
type Executor interface {
	// Execute runs one program to completion and reports what happened.
	// Every failure, including cancellation of ctx, is in the Result.
	Execute(ctx context.Context, req Request) Result
	// Close stops the executor: executions still running end with a
	// shutdown error, and later calls to Execute fail. It returns nil,
	// also when called again (see the package's conventions).
	Close() error
}

// DispatchFunc answers one tool call. provider and tool name the call, and
// argsJSON carries its arguments as one JSON string (an array by default; see
// [ArgStyle]). It returns the result envelope as a JSON string:
// {"result": value} for a value, or {"error": text} for a failure the program
// can catch. A returned Go error is treated like {"error": err.Error()}.
//
// Dispatch runs on its own goroutine, concurrently with other calls of the same
// execution. Its context is cancelled when the execution times out or is
// cancelled; a call still running when the program returns normally keeps its
// context until it finishes. [protocol.EnvelopeDispatch] builds a DispatchFunc
// from a plain function returning a value or an error.
//
// It is the same type as [protocol.DispatchFunc], declared there so that
// protocol.EnvelopeDispatch can name it without importing this package.
type DispatchFunc = protocol.DispatchFunc

// AsyncDispatchFunc is the asynchronous form of DispatchFunc, for hosts that
// relay calls elsewhere (the worker pool and the daemon use it): it starts the
// call and returns at once, without blocking, and reply delivers the envelope
// (or an error, treated like {"error": err.Error()}) later, exactly once, from
// any goroutine.
type AsyncDispatchFunc func(ctx context.Context, provider, tool, argsJSON string, reply func(envelope string, err error))

// ArgStyle is how a provider's calls send their arguments.
type ArgStyle int

const (
	// Positional sends the call's arguments as a JSON array:
	// store.two('ada', 7) sends ["ada",7] and store.none() sends []. It is
	// the default.
	Positional ArgStyle = iota
	// OptionsObject sends the call's first argument as one JSON object:
	// store.find({ id: 7 }) sends {"id":7} and store.all() sends {}. This is
	// positionalArgs: false in the JS client.
	OptionsObject
)

// Provider declares one name the program sees.
type Provider struct {
	// Name is the identifier the program uses, e.g. "store". It must be an
	// ASCII identifier that is not a reserved word and not one of
	// protocol.ReservedProviderNames.
	Name string
	// Tools lists the tools the model was told about. The sandbox answers
	// every name a program reads with a tool function whether or not it is
	// listed; dispatch decides what a call gets.
	Tools []string
	// Args selects the argument convention; the default is Positional.
	Args ArgStyle
	// Prelude is JavaScript that runs after every provider exists and
	// before the program, in the entry scope; it can hang helpers on the
	// provider (store.helpers = {...}). Properties written onto a provider
	// win over its tool functions.
	Prelude string
	// ProxySource replaces the generated provider outright. It runs in the
	// entry scope, must declare the provider's name (const api = ...), and
	// can use __dispatch, __stringifyForDispatch and __parseForDispatch.
	ProxySource string
}

// Request is one program to run and what it may reach.
type Request struct {
	// Code is the program: a function expression, usually an async arrow
	// function, that the executor calls with no arguments.
	Code string
	// Providers are the names the program can call tools on.
	Providers []Provider
	// Dispatch answers the program's tool calls. With neither Dispatch
	// nor DispatchAsync, every call is refused with the not-found text.
	Dispatch DispatchFunc
	// DispatchAsync answers the calls for hosts that relay them (see
	// AsyncDispatchFunc). A request sets Dispatch or DispatchAsync, not
	// both: Execute refuses one with both (kind request).
	DispatchAsync AsyncDispatchFunc
	// NonBlockingDispatch declares that Dispatch answers at once, without
	// blocking: no I/O, no waiting on a lock, a channel or another call.
	// The in-process executor then calls it on the execution's own
	// goroutine, at the call, instead of on a goroutine of its own, which
	// saves two goroutine hand-offs per call; calls made together
	// (Promise.all) are answered one after another. A Dispatch that blocks
	// with it set holds up its whole execution, and the execution's
	// deadline cannot end it before the call returns. The worker pool and
	// the daemon's client already answer fast calls on the goroutine that
	// reads them and ignore it, and so do durable executions (their
	// replay delivers answers from the event loop, so live answers must
	// arrive the same way).
	NonBlockingDispatch bool
	// Outbound performs the program's fetch calls; nil means no network
	// (fetch rejects). AllowHosts covers the common case.
	Outbound OutboundFunc
	// RetainHandles keeps the sandbox after the program settles: its
	// timers keep firing and the host can invoke its handles through
	// Result.Retained, until released.
	RetainHandles bool
	// OnLog, if set, receives each console line as the program writes it,
	// in order (the same lines end up in Result.Logs). It must return
	// quickly.
	OnLog func(line string)
	// OnEvent, if set, is told of the execution's timers as they are set,
	// fire and are cleared (see [protocol.Event]), in order, every event
	// before Execute returns. Delivery never holds up the program: events
	// wait in a bounded queue (16384) for a goroutine that calls OnEvent,
	// and when OnEvent falls that far behind, events are dropped and
	// counted (Event.Dropped, and a final event of kind dropped). Timers
	// of a retained execution that fire after Execute returned are not
	// reported. Unset, it costs nothing. Every executor carries it: the
	// worker pool and the daemon send the events over the wire only to a
	// client that set it.
	OnEvent func(protocol.Event)
	// Limits bound the execution; zero fields take their defaults.
	Limits Limits
	// Durable, if set, makes the execution durable: it journals
	// everything the program observes, so that a dispatch (or a long
	// timer, or the deadline while it waits) can suspend it and it can be
	// resumed later, in any executor. See [Durable] and docs/durable.md.
	Durable *Durable
}

// Validate reports why the request cannot run, or nil: a limit out of range
// (see [Limits.Validate]) or both dispatch fields set. Every executor calls it
// first and refuses the request with its text (kind request).
func (r Request) Validate() error {
	if err := r.Limits.Validate(); err != nil {
		return err
	}
	if r.Dispatch != nil && r.DispatchAsync != nil {
		return limitError(TextBothDispatches)
	}
	return nil
}

// Result is what an execution produced.
type Result struct {
	// Value is the program's value as JSON, with binary values in the
	// codec's tagged form. It is nil when the program returned undefined
	// or failed.
	Value json.RawMessage
	// Error is nil when the program completed, and says why it did not
	// otherwise.
	Error *Error
	// Logs are the lines the program wrote with console, in order.
	// console.warn lines start with "[warn] " and console.error lines with
	// "[error] ".
	Logs []string
	// Retained is the execution kept alive after the run, when the request
	// set RetainHandles and the sandbox is still sound (not timed out,
	// out of memory or cancelled). Release it when done.
	Retained Retained
	// UnhandledRejections counts the promises that rejected while the
	// program ran and that nothing handled: usually a tool call whose
	// await was forgotten. Each has a warning line in Logs
	// ("[warn] Unhandled promise rejection: <reason>"). It is zero when
	// the execution failed.
	UnhandledRejections int
	// Suspended is set when a durable execution suspended (Error kind
	// ErrSuspended): its checkpoint and the calls it waits on.
	Suspended *Suspension
}

// OK reports whether the program completed.
func (r Result) OK() bool { return r.Error == nil }

// Err returns the execution's failure as an error, or a nil error when the
// program completed. Use it where an error is wanted:
//
//	if err := res.Err(); err != nil {
//		return err
//	}
//
// Returning r.Error itself would give a non-nil error holding a nil *Error
// on success. The *Error it returns carries the kind and position; reach it
// with errors.As.
func (r Result) Err() error {
	if r.Error == nil {
		return nil
	}
	return r.Error
}

// ErrorKind classifies why an execution failed. docs/failures.md lists every
// kind with its text.
//
// A kind is also an error, so that it can be the target of errors.Is: an
// [*Error] matches its own kind, whichever executor produced it:
//
//	if errors.Is(res.Err(), codemode.ErrTimeout) { ... }
type ErrorKind string

// Error returns the kind's name, e.g. "timeout". It makes a kind usable as
// the target of errors.Is (see [Error.Is]); the failure's own text is
// [Error.Message].
func (k ErrorKind) Error() string { return string(k) }

// Error says why an execution failed.
type Error struct {
	// Kind classifies the failure.
	Kind ErrorKind `json:"kind"`
	// Message is the failure's text, e.g. "TypeError: x is not a
	// function" or "Execution timed out after 30s.".
	Message string `json:"message"`
	// Line and Column locate a syntax error in the program as written
	// (1-based); they are zero otherwise.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	// Stack is the JavaScript stack of an uncaught Error, with positions
	// in the program as written, when there is one.
	Stack string `json:"stack,omitempty"`
}

// Error returns the failure's text.
func (e *Error) Error() string { return e.Message }

// Is reports whether target is e's kind, so that errors.Is(err, ErrTimeout)
// holds for every timeout, whatever its text.
func (e *Error) Is(target error) bool {
	k, ok := target.(ErrorKind)
	return ok && e != nil && k == e.Kind
}

// MarshalJSON encodes the error as its text, the shape the wire protocol and
// `codemode run --json` use; [Error.Kind] and the position travel beside it
// there.
func (r Result) MarshalJSON() ([]byte, error) {
	type wire struct {
		Value     json.RawMessage `json:"result,omitempty"`
		Error     string          `json:"error,omitempty"`
		ErrorKind ErrorKind       `json:"errorKind,omitempty"`
		Line      int             `json:"line,omitempty"`
		Column    int             `json:"column,omitempty"`
		Stack     string          `json:"stack,omitempty"`
		Logs      []string        `json:"logs"`
		Unhandled int             `json:"unhandledRejections,omitempty"`
	}
	w := wire{Value: r.Value, Logs: r.Logs, Unhandled: r.UnhandledRejections}
	if w.Logs == nil {
		w.Logs = []string{}
	}
	if r.Error != nil {
		w.Error, w.ErrorKind, w.Line, w.Column, w.Stack = r.Error.Message, r.Error.Kind, r.Error.Line, r.Error.Column, r.Error.Stack
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(w); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// UnmarshalJSON decodes what MarshalJSON produces.
func (r *Result) UnmarshalJSON(b []byte) error {
	var w struct {
		Value     json.RawMessage `json:"result"`
		Error     *string         `json:"error"`
		ErrorKind ErrorKind       `json:"errorKind"`
		Line      int             `json:"line"`
		Column    int             `json:"column"`
		Stack     string          `json:"stack"`
		Logs      []string        `json:"logs"`
		Unhandled int             `json:"unhandledRejections"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*r = Result{Logs: w.Logs, UnhandledRejections: w.Unhandled}
	if w.Error == nil && len(w.Value) > 0 {
		r.Value = w.Value
	}
	if w.Error != nil {
		kind := w.ErrorKind
		if kind == "" {
			kind = ErrThrown
		}
		r.Error = &Error{Kind: kind, Message: *w.Error, Line: w.Line, Column: w.Column, Stack: w.Stack}
	}
	return nil
}

// failed returns a Result carrying one error.
func failed(kind ErrorKind, msg string) Result {
	return Result{Error: &Error{Kind: kind, Message: msg}}
}
