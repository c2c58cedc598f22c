package tools

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/codemode/codemode/protocol"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// Call is one tool call, from the model or from a program.
type Call struct {
	// ID identifies the call, e.g. the model API's tool-call id. A call a
	// program of the asynchronous run_code transport makes is
	// "<outer ID>:code:<n>", n counting from 1 in the order the program
	// makes its calls (CodeAct's are "<outer ID>:codeact:<n>").
	ID string
	// Name is the tool's name.
	Name string
	// Arguments is the input object as JSON text; blank means {}.
	Arguments string
	// Scope is the scope the call runs in, e.g. "agent/researcher/session/42".
	Scope string
	// Parent is empty for a call the model made directly. A call a program
	// makes carries the token its orchestration call got from
	// [Registry.Nest]; such a nested call may name every visible tool but
	// the orchestration tools (run_code, recipes), whatever the mode.
	Parent string
}

// Status is how a call ended. Its values are on the wire as they are, in
// SCREAMING_CASE: a CodeAct program reads one as error.code, and the
// gateway's and `codemode recipe run --json`'s answers carry them.
//
// A status is also an error, so that it can be the target of errors.Is: a
// [*StatusError] matches its own status.
type Status string

// Error returns the status's name, e.g. "TIMEOUT"; it makes a status usable
// as the target of errors.Is (see [StatusError.Is]).
func (s Status) Error() string { return string(s) }

// Outcome is how a call ended.
type Outcome struct {
	// Status says how the call ended.
	Status Status
	// Value is the public JSON value, when Status is OK.
	Value json.RawMessage
	// Error says what went wrong, for the model, when Status is not OK.
	Error string
	// Private is host-private metadata from the handler and the post-execute
	// hooks. It never reaches the model or JavaScript.
	Private map[string]any
}

// OK reports whether the call succeeded.
func (o Outcome) OK() bool { return o.Status == StatusOK }

// Err returns the call's failure as a *[StatusError] (its Status and Error),
// or a nil error when the call succeeded, as codemode.Result.Err does for an
// execution.
func (o Outcome) Err() error {
	if o.Status == StatusOK {
		return nil
	}
	return &StatusError{Status: o.Status, Message: o.Error}
}

// Text is what the model reads of the outcome: the value, a JSON string as its
// text and any other value as JSON; or the error.
func (o Outcome) Text() string {
	if o.Status != StatusOK {
		return o.Error
	}
	var s string
	if json.Unmarshal(o.Value, &s) == nil {
		return s
	}
	return string(o.Value)
}

// nest is the context of the calls one orchestration call's program makes.
type nest struct {
	outer Call
	allow func(Tool) bool
}

// Nest opens a nest for an orchestration call (run_code, whichever its
// transport, or a recipe): calls carrying the returned token as Parent are
// its child calls. They run in outer's scope, go through the whole pipeline,
// and may name every tool visible there except the orchestration tools
// (KindOrchestration: run_code, recipes), so that orchestration never nests;
// allow, when not nil, narrows them further. A tool they may not name is
// UNKNOWN_TOOL. end closes the nest; a call carrying the token afterwards is
// DENIED.
func (r *Registry) Nest(outer Call, allow func(Tool) bool) (token string, end func()) {
	var b [16]byte
	_, _ = rand.Read(b[:]) // never fails
	token = "nest-" + hex.EncodeToString(b[:])
	r.mu.Lock()
	r.nests[token] = &nest{outer: outer, allow: allow}
	r.mu.Unlock()
	var once sync.Once
	return token, func() {
		once.Do(func() {
			r.mu.Lock()
			delete(r.nests, token)
			r.mu.Unlock()
		})
	}
}

// nestOf returns the live nest of a call's parent token, or nil.
func (r *Registry) nestOf(token string) *nest {
	if token == "" {
		return nil
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.nests[token]
}

// resolution is how an execution-path lookup ended.
type resolution int

const (
	resolved resolution = iota
	collapsed
	// barred: a nested call of an orchestration tool, or of one its nest
	// does not allow. Refused like a collapse, before the pipeline.
	barred
	unknown
)

// resolveExecution is the one lookup of the execution path: everything that
// decides which tool a call runs, or how it is scheduled, asks it. A
// model-direct call (n == nil) in a code-mode scope may name only run_code:
// any other visible tool collapses. A nested call may name every visible tool
// but the orchestration tools (run_code among them), narrowed by its nest's
// allow: the rest are barred. A name no visible tool has is unknown. Only a
// resolved entry may be run or scheduled; a collapsed one is returned for the
// collapse's text alone.
func (r *Registry) resolveExecution(name, scope string, n *nest) (*entry, resolution) {
	r.mu.RLock()
	e, ok := r.tools[name]
	mode := r.modeLocked(scope)
	r.mu.RUnlock()
	if !ok || !r.visible(scope, e.tool) {
		return nil, unknown
	}
	if n == nil {
		if mode == Code && name != RunCode {
			return e, collapsed // the entry words the collapse; nothing runs it
		}
		return e, resolved
	}
	if name == RunCode || e.tool.Kind == KindOrchestration || n.allow != nil && !n.allow(e.tool) {
		return nil, barred
	}
	return e, resolved
}

// collapsedText is the pinned UNKNOWN_TOOL text of a direct call under code
// mode: it names the route the model should take, in the words of the
// transport's programs (Transport.Route): tools.write(...) for the
// asynchronous transport, tools.call("write", args) in function main(input)
// for CodeAct. When no program of the transport can call the tool either,
// the text is the pinned `Tool "x" not found`: there is no route to name.
func (r *Registry) collapsedText(ctx context.Context, scope string, t Tool) string {
	route, ok := r.currentTransport().Route(ctx, scope, t)
	if !ok {
		return protocol.ToolNotFoundText(t.Name)
	}
	return collapsedToolText(t.Name, route)
}

// binding is how a program reaches a tool: tools.name, or tools["name"] for
// a name that is not an identifier.
func binding(name string) string {
	if protocol.IsValidIdentifier(name) {
		return "tools." + name
	}
	return `tools["` + name + `"]`
}

// Execute runs one call through the pipeline and reports how it ended. It
// never panics because of a handler. The stages, in order:
//
//  1. a call whose context is already done ends ABORTED_BEFORE_DISPATCH;
//  2. arguments that are not JSON end INVALID_ARGUMENTS;
//  3. a nested call whose parent token is not live ends DENIED;
//  4. the collapse: a model-direct call of a tool other than run_code in a
//     code-mode scope ends UNKNOWN_TOOL with the route to take (see
//     [Transport]); a nested call of an orchestration tool (or of one its
//     nest does not allow) ends UNKNOWN_TOOL with `Tool "x" not found`;
//  5. arguments that do not match the input schema end INVALID_ARGUMENTS;
//  6. a capability not granted exactly ends CAPABILITY_MISSING
//     ([Registry.MissingCapability]);
//  7. pre-execute hooks may deny (DENIED);
//  8. the approver may deny (APPROVAL_DENIED) or defer (DEFERRED), and a
//     context done while it decided ends ABORTED_BEFORE_DISPATCH;
//  9. guards may deny (DENIED);
//  10. a context done by now ends ABORTED_BEFORE_DISPATCH; a name no visible
//     tool has ends UNKNOWN_TOOL with `Tool "x" not found`; otherwise the
//     handler runs under the tool's timeout and retry policy (OK,
//     TOOL_ERROR, TIMEOUT, CANCELLED) and the call is accounted;
//  11. post-execute hooks see the outcome and may change it.
//
// Stages 1 to 4 are the registry's own and run before anything a host
// plugged in: a call refused there is never seen by hooks, the approver or
// guards. A genuinely unknown name is not refused there: it goes on through
// the pipeline (skipping 5 and 6, which need a definition), so the host's
// hooks, approver and guards see it with a [Tool] that holds only the name.
// Post-execute hooks see only calls whose handler ran. Events see every call:
// start before stage 1, retry per retried attempt, and result or error at the
// end. Each call is one span of the
// registry's tracer, a child of the span in ctx.
func (r *Registry) Execute(ctx context.Context, call Call) Outcome {
	start := time.Now()
	n := r.nestOf(call.Parent)
	outer := ""
	if n != nil {
		outer = n.outer.ID
	}
	ctx, span := r.tracer.Start(ctx, "execute_tool "+call.Name, trace.WithAttributes(
		attribute.String("gen_ai.operation.name", "execute_tool"),
		attribute.String("gen_ai.tool.name", call.Name),
		attribute.String("gen_ai.tool.call.id", call.ID),
		attribute.String("codemode.scope", call.Scope),
		attribute.String("codemode.outer_call.id", outer),
	))
	defer span.End()
	r.emit(Event{Kind: EventStart, Call: call, Outer: outer})

	out, attempts := r.pipeline(ctx, call, n, outer)

	span.SetAttributes(attribute.String("codemode.status", string(out.Status)), attribute.Int("codemode.attempts", attempts))
	ev := Event{Kind: EventResult, Call: call, Outer: outer, Status: out.Status, Attempt: attempts, Duration: time.Since(start)}
	if out.OK() {
		span.SetStatus(codes.Ok, "")
	} else {
		span.SetStatus(codes.Error, out.Error)
		ev.Kind, ev.Error = EventError, out.Error
	}
	r.emit(ev)
	return out
}

// fail is a terminal outcome with an error.
func fail(status Status, text string) Outcome {
	return Outcome{Status: status, Error: text}
}

// The pinned texts of the policy outcomes. A program reads them after
// "<tool> failed: ".
const (
	textAborted         = "cancelled before dispatch"
	textCancelled       = "cancelled while running"
	textBadParent       = "denied: the parent token is not live; a nested call must come from a running program"
	textNotApproved     = "not approved"
	textDeferredDefault = "waiting for approval"
)

// pipeline is Execute's stages; it returns the outcome and the attempts made.
func (r *Registry) pipeline(ctx context.Context, call Call, n *nest, outer string) (Outcome, int) {
	if ctx.Err() != nil {
		return fail(StatusAbortedBeforeDispatch, textAborted), 0
	}
	args, err := parseArguments(call.Arguments)
	if err != nil {
		return fail(StatusInvalidArguments, invalidArguments(call.Name, "not valid JSON: "+err.Error())), 0
	}
	if strings.TrimSpace(call.Arguments) == "" {
		call.Arguments = "{}"
	}
	if call.Parent != "" && (n == nil || n.outer.Scope != call.Scope) {
		return fail(StatusDenied, textBadParent), 0
	}
	e, res := r.resolveExecution(call.Name, call.Scope, n)
	var t Tool
	switch res {
	case collapsed:
		return fail(StatusUnknownTool, r.collapsedText(ctx, call.Scope, e.tool)), 0
	case barred:
		return fail(StatusUnknownTool, protocol.ToolNotFoundText(call.Name)), 0
	case unknown:
		// A genuinely unknown name goes on through the pipeline, so the
		// host sees every attempt: the host's hooks, approver and guards see it, with a Tool
		// that holds only the name, and may deny it; nothing can run it.
		t = Tool{Name: call.Name}
	default:
		t = e.tool
		if err := e.input.Validate(ctx, args); err != nil {
			if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
				return fail(StatusAbortedBeforeDispatch, textAborted), 0
			}
			return fail(StatusInvalidArguments, invalidArguments(call.Name, DescribeInvalid(err))), 0
		}
		if c, missing := r.MissingCapability(call.Scope, t); missing {
			return fail(StatusCapabilityMissing, fmt.Sprintf("capability %q is not granted to %s in scope %q", c, t.Name, call.Scope)), 0
		}
	}

	r.mu.RLock()
	pre, ask, guards, post := r.pre, r.ask, r.guards, r.post
	r.mu.RUnlock()
	for _, h := range pre {
		if err := h(ctx, call, t); err != nil {
			return fail(StatusDenied, "denied: "+err.Error()), 0
		}
	}
	// A decision given to Resume for this call stands in for the approver.
	decided, ok := decisionFor(ctx, call.ID)
	if ok {
		ask = func(context.Context, Call, Tool) Approval { return decided }
	}
	if ask != nil {
		switch a := ask(ctx, call, t); a.Decision {
		case Allow:
		case Defer:
			return fail(StatusDeferred, "deferred: "+orDefault(a.Reason, textDeferredDefault)), 0
		default:
			text := textNotApproved
			if a.Reason != "" {
				text += ": " + a.Reason
			}
			return fail(StatusApprovalDenied, text), 0
		}
		if ctx.Err() != nil { // approval can take a person's time
			return fail(StatusAbortedBeforeDispatch, textAborted), 0
		}
	}
	for _, g := range guards {
		if err := g(ctx, call, t); err != nil {
			return fail(StatusDenied, "denied: "+err.Error()), 0
		}
	}
	if ctx.Err() != nil {
		return fail(StatusAbortedBeforeDispatch, textAborted), 0
	}
	if res == unknown {
		return fail(StatusUnknownTool, protocol.ToolNotFoundText(call.Name)), 0
	}

	began := time.Now()
	out, attempts := r.invoke(ctx, call, t, outer)
	r.account(t.Name, out, attempts, time.Since(began), len(call.Arguments))
	for _, h := range post {
		h(ctx, call, t, &out)
	}
	return out, attempts
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// invoke runs the handler under the tool's timeout and retry policy.
func (r *Registry) invoke(ctx context.Context, call Call, t Tool, outer string) (Outcome, int) {
	hctx := ctx
	if t.Timeout > 0 {
		var cancel context.CancelFunc
		hctx, cancel = context.WithTimeout(ctx, t.Timeout)
		defer cancel()
	}
	for attempt := 1; ; attempt++ {
		res, err := runHandler(hctx, t.Handler, call)
		if err == nil {
			v, err := protocol.Stringify(res.Value)
			if err != nil {
				return Outcome{Status: StatusToolError, Error: "tool result could not be serialized: " + err.Error(), Private: res.Private}, attempt
			}
			return Outcome{Status: StatusOK, Value: json.RawMessage(v), Private: res.Private}, attempt
		}
		out := Outcome{Status: StatusToolError, Error: err.Error(), Private: res.Private}
		var se *StatusError
		switch {
		case ctx.Err() != nil:
			out.Status, out.Error = StatusCancelled, textCancelled
		case hctx.Err() != nil:
			out.Status, out.Error = StatusTimeout, "timed out after "+t.Timeout.String()
		case errors.As(err, &se):
			out.Status, out.Error = se.Status, se.Message
		case IsRetryable(err) && attempt <= t.Retry.Retries:
			r.emit(Event{Kind: EventRetry, Call: call, Error: err.Error(), Attempt: attempt, Outer: outer})
			if t.Retry.Delay > 0 {
				timer := time.NewTimer(t.Retry.Delay)
				select {
				case <-timer.C:
				case <-hctx.Done():
					timer.Stop()
				}
			}
			continue
		}
		return out, attempt
	}
}

// runHandler runs h on its own goroutine and returns when it does or when ctx
// is done, whichever comes first; a panic becomes an error.
func runHandler(ctx context.Context, h Handler, call Call) (Result, error) {
	type answer struct {
		res Result
		err error
	}
	done := make(chan answer, 1)
	go func() {
		var a answer
		defer func() {
			if p := recover(); p != nil {
				a = answer{err: fmt.Errorf("tool panicked: %v", p)}
			}
			done <- a
		}()
		a.res, a.err = h(ctx, call)
	}()
	select {
	case a := <-done:
		return a.res, a.err
	case <-ctx.Done():
		select {
		case a := <-done:
			return a.res, a.err
		default:
			return Result{}, ctx.Err()
		}
	}
}
