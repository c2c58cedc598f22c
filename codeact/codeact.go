package codeact

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/codemode/codemode/internal/codeactrt"
	"github.com/codemode/codemode/tools"
)

// ToolName is the canonical name of the CodeAct tool: run_code, the
// registry's reserved code transport (tools.RunCode). CodeAct is one of the
// transport's two flavours; [Install] makes it a registry's run_code in place
// of the asynchronous program transport of package tools.
const ToolName = tools.RunCode

// Config configures CodeAct. Use the same Config for the run_code tool and
// for recipes (package recipes), so that both run under the same bounds.
//
// Capability grants are the registry's (tools.Registry.MissingCapability):
// a tool is callable from code only if every capability it requires is
// granted to it there, by exact name, the same answer its pipeline gives.
type Config struct {
	// Limits bound every execution; zero fields take their defaults.
	Limits Limits
	// Deny is the product's hard policy: true keeps t out of every code
	// projection in scope, whatever t says. Nil denies nothing beyond the
	// built-in hard denials (see HardDenied).
	Deny func(scope string, t tools.Tool) bool
}

// DefaultConfig returns a Config with the default limits, the same as the
// zero Config.
func DefaultConfig() Config { return Config{Limits: DefaultLimits()} }

// CodeAct runs CodeAct programs against one registry: it defines the
// synchronous run_code transport, prepares code projections and their
// catalogs, and brokers the child calls of every execution through the
// registry's pipeline.
type CodeAct struct {
	reg *tools.Registry
	cfg Config
}

// New returns CodeAct for reg, without making it reg's run_code: what recipes
// need (package recipes) on a registry whose run_code stays the asynchronous
// program transport. It refuses a Config with an unusable bound.
func New(reg *tools.Registry, cfg Config) (*CodeAct, error) {
	if reg == nil {
		return nil, errors.New("codeact: no registry")
	}
	if err := cfg.Limits.Validate(); err != nil {
		return nil, err
	}
	cfg.Limits = cfg.Limits.WithDefaults()
	return &CodeAct{reg: reg, cfg: cfg}, nil
}

// Install makes CodeAct for reg and makes it reg's run_code
// (tools.Registry.SetTransport), in place of the asynchronous program
// transport: the model's run_code calls then take {source, input} and run a
// synchronous program. It fails when reg's transport was already set.
func Install(reg *tools.Registry, cfg Config) (*CodeAct, error) {
	c, err := New(reg, cfg)
	if err != nil {
		return nil, err
	}
	if err := reg.SetTransport(c.Transport()); err != nil {
		return nil, err
	}
	return c, nil
}

// Registry returns the registry CodeAct brokers calls through.
func (c *CodeAct) Registry() *tools.Registry { return c.reg }

// Limits returns the bounds every execution runs under, defaults applied.
func (c *CodeAct) Limits() Limits { return c.cfg.Limits }

// toolDescription is CodeAct's run_code description on the wire: its
// contract. Where the tools' names and signatures come from is the host's
// to say (a registry's prompt carries the catalog, [Step.Prompt]).
const toolDescription = "Run a short synchronous JavaScript program that calls tools and returns only what is needed. " +
	"`source` (or `code`) is a script that defines `function main(input)`; `input`, any JSON value, is passed to main. " +
	"In main, `tools.call(name, args)` calls a tool by its exact name and returns its value; " +
	"a failed call throws an Error the program can catch (`error.code` holds the status). " +
	"main's return value, as JSON, is the result. " +
	"No async/await, promises, console, timers, Date, Math.random, modules or eval; " +
	"tools.call outside main fails the whole execution."

// toolInput is CodeAct's run_code input schema: the program in source, or
// in code (the name the asynchronous transport and the MCP gateway's
// execute use), not both. Neither is "required" in the schema (a
// top-level oneOf is refused by some model APIs); the handler refuses a
// call with neither or both (TextNoSource, TextSourceTwice).
var toolInput = json.RawMessage(`{"type":"object","properties":{` +
	`"source":{"type":"string","description":"A JavaScript script that defines function main(input)."},` +
	`"code":{"type":"string","description":"Another name for source."},` +
	`"input":{"description":"main's input, any JSON value (default null)."}},` +
	`"additionalProperties":false}`)

// Transport returns CodeAct as a run_code transport for c's own registry
// (tools.Registry.SetTransport; [Install] does that). Its tool is run_code,
// an orchestration tool (hard-denied from every code projection, its own
// included) whose arguments are {source, input} and which runs its program
// once, never retried. Its route, the collapse's words for a tool the model
// called directly in code mode, is [RouteText] for a tool the step (bound to
// the call's context, or prepared then) lets code call. Its prompt, the
// registry's SDK section, is [Step.Prompt] of a step prepared when asked.
func (c *CodeAct) Transport() tools.Transport {
	return tools.Transport{
		Tool: tools.Tool{
			Name:        ToolName,
			Description: toolDescription,
			InputSchema: toolInput,
			Handler:     c.handle,
			Kind:        tools.KindOrchestration,
			CodeAct:     tools.CodeActDeny,
			Concurrent:  true,
		},
		Route:  c.route,
		Prompt: func(scope string) string { return c.Prepare(scope).Prompt() },
	}
}

// route is the transport's Route: how a program calls t, when the step
// (bound to ctx, or prepared now) lets code call it.
func (c *CodeAct) route(ctx context.Context, scope string, t tools.Tool) (string, bool) {
	step := c.stepFor(ctx, scope)
	if !step.Allows(t.Name) || c.checkDefinition(scope, t) != Callable {
		return "", false
	}
	return RouteText(t.Name), true
}

// RouteText is how a CodeAct program calls the named tool, as the collapse's
// UNKNOWN_TOOL text names it: tools.call("<name>", args) in function
// main(input).
func RouteText(name string) string {
	return "tools.call(" + strconv.Quote(name) + ", args) in function main(input)"
}

// stepFor returns the step bound to ctx when it was prepared for scope, and
// otherwise a step prepared now.
func (c *CodeAct) stepFor(ctx context.Context, scope string) *Step {
	if step := StepFrom(ctx); step != nil && step.Scope == scope {
		return step
	}
	return c.Prepare(scope)
}

// handle is CodeAct's run_code handler.
func (c *CodeAct) handle(ctx context.Context, call tools.Call) (tools.Result, error) {
	source, input, err := parseArguments(call.Arguments)
	if err != nil {
		return tools.Result{}, err
	}
	if s, ok := tools.ResumeOf(ctx); ok {
		return c.resume(ctx, call, s) // durable.go
	}
	return c.Run(ctx, call, Request{Source: source, Input: input})
}

// parseArguments reads run_code's arguments: the program from source or
// code, exactly one of them, and the input.
func parseArguments(args string) (source string, input json.RawMessage, err error) {
	var in struct {
		Source *string         `json:"source"`
		Code   *string         `json:"code"`
		Input  json.RawMessage `json:"input"`
	}
	invalid := func(msg string) error {
		return &tools.StatusError{Status: tools.StatusInvalidArguments, Message: msg}
	}
	if err := json.Unmarshal([]byte(args), &in); err != nil {
		return "", nil, invalid("Invalid arguments for " + ToolName + ": " + err.Error())
	}
	switch {
	case in.Source != nil && in.Code != nil:
		return "", nil, invalid(TextSourceTwice)
	case in.Source != nil:
		return *in.Source, in.Input, nil
	case in.Code != nil:
		return *in.Code, in.Input, nil
	}
	return "", nil, invalid(TextNoSource)
}

// Request is one CodeAct execution.
type Request struct {
	// Source is the program: a script that defines function main(input).
	Source string
	// Filename names the source in stacks; default "main.js".
	Filename string
	// Input is main's argument as JSON; empty means null.
	Input json.RawMessage
	// Allow, when not nil, narrows the tools the program may call to these
	// names (a recipe's maximum allowlist). It never widens the step's
	// allowlist.
	Allow []string
}

// Keys of the Private map of a CodeAct execution's result.
const (
	// PrivateCalls holds the child calls the program made, as a
	// []ChildCall in the order they were made: the evidence of the outer
	// call, for the host's records, never shown to the model.
	PrivateCalls = "codeact.calls"
	// PrivateFailure holds the *Failure of a failed execution.
	PrivateFailure = "codeact.failure"
)

// ChildCall is one call a CodeAct program made, as the host's evidence.
type ChildCall struct {
	// ID is "<outer call ID>:codeact:<n>", n counting from 1.
	ID string
	// Name is the tool called.
	Name string
	// Status is how the call ended.
	Status tools.Status
	// Error is the outcome's error, when it failed.
	Error string
	// Private is the outcome's host-private metadata. JavaScript never
	// sees it.
	Private map[string]any
}

// FailureKind classifies a failed CodeAct execution. Its values are the
// synchronous runtime's kinds, one for one (docs/failures.md lists them).
type FailureKind string

// Failure describes a failed execution for the host.
type Failure struct {
	// Kind classifies the failure: refused, syntax, no_main,
	// definition_call, thrown, stack_overflow, timeout, memory, cancelled,
	// call_limit, terminal, output_too_large, output_invalid or internal.
	Kind FailureKind
	// Message is the text the model reads.
	Message string
	// Stack is the JavaScript stack of a thrown Error.
	Stack string
	// Line and Column locate a syntax error or a refused construct.
	Line, Column int
	// Child is the call whose terminal failure ended the execution.
	Child *ChildCall
}

// Run runs one CodeAct execution on behalf of the orchestration call outer
// (a run_code call, or a recipe's): the program runs once in a fresh
// sandbox, and each of its tools.call calls goes through the registry's
// pipeline as a child of outer, restricted to the step's allowlist (the step
// bound to ctx, or one prepared now for outer's scope) and to req.Allow. It
// returns the tool result of outer: main's value, or a *tools.StatusError.
// It never re-runs a program.
func (c *CodeAct) Run(ctx context.Context, outer tools.Call, req Request) (tools.Result, error) {
	return c.run(ctx, outer, req, nil)
}

// run runs an execution; replay answers its first calls (a resumed
// execution, durable.go).
func (c *CodeAct) run(ctx context.Context, outer tools.Call, req Request, replay []recorded) (tools.Result, error) {
	step := c.stepFor(ctx, outer.Scope)
	allowed := map[string]bool{}
	for _, name := range step.allow {
		allowed[name] = true
	}
	if req.Allow != nil {
		narrow := map[string]bool{}
		for _, name := range req.Allow {
			if allowed[name] {
				narrow[name] = true
			}
		}
		allowed = narrow
	}
	b := &broker{c: c, outer: outer, allowed: allowed, replay: replay}
	token, end := c.reg.Nest(outer, b.allow)
	b.token = token
	defer end()

	res := codeactrt.RunSync(ctx, codeactrt.SyncOptions{
		Source:   req.Source,
		Filename: req.Filename,
		Input:    string(req.Input),
		Limits:   c.cfg.Limits.sync(),
		Call:     b.call,
	})
	calls := b.close()
	private := map[string]any{PrivateCalls: calls}
	if res.Failure == nil {
		return tools.Result{Value: json.RawMessage(res.Value), Private: private}, nil
	}
	f := &Failure{Kind: FailureKind(res.Failure.Kind), Message: res.Failure.Message, Stack: res.Failure.Stack, Line: res.Failure.Line, Column: res.Failure.Column}
	status := tools.StatusToolError
	switch res.Failure.Kind {
	case codeactrt.SyncTimeout:
		status = tools.StatusTimeout
	case codeactrt.SyncCancelled:
		status = tools.StatusCancelled
	case codeactrt.SyncTerminal:
		var te *terminalError
		if errors.As(res.Failure.Cause, &te) {
			f.Child = &te.child
			status = te.status
			if te.deferred != nil {
				if s := b.suspension(req, *te.deferred); s != nil {
					private[tools.PrivateSuspended] = s
				}
			}
		}
	}
	text := f.Message
	if f.Stack != "" {
		text += "\n" + f.Stack
	}
	if f.Child == nil {
		text = bound(text, c.cfg.Limits.ResultBytes)
	}
	f.Message = text
	private[PrivateFailure] = f
	return tools.Result{Private: private}, &tools.StatusError{Status: status, Message: text}
}

// bound cuts text to at most n bytes, ending with the truncation marker.
func bound(text string, n int) string {
	if len(text) <= n {
		return text
	}
	if n <= len(textTruncated) {
		return textTruncated[:max(n, 0)]
	}
	cut := n - len(textTruncated)
	for cut > 0 && text[cut]&0xc0 == 0x80 {
		cut--
	}
	return text[:cut] + textTruncated
}

// textTruncated ends an error cut to Limits.ResultBytes.
const textTruncated = " [truncated: over max_output_bytes]"

// terminalStatus reports whether a child call's status ends the execution:
// approval (required or refused), deferral and cancellation are control flow
// a program cannot catch and turn into a result.
func terminalStatus(s tools.Status) bool {
	switch s {
	case tools.StatusDeferred, tools.StatusApprovalDenied, tools.StatusCancelled, tools.StatusAbortedBeforeDispatch:
		return true
	}
	return false
}

// terminalError is the Call error of a terminal child failure; it carries the
// status the outer call ends with.
type terminalError struct {
	text   string
	status tools.Status
	child  ChildCall
	// deferred is set when the approver deferred the call: the execution
	// can be resumed (durable.go).
	deferred *tools.DeferredCall
}

func (e *terminalError) Error() string { return e.text }

// broker is the runtime-owned side of one execution's child calls: it admits
// each call, runs it through the pipeline as a child of the outer call, and
// keeps the evidence. Once a call has failed terminally, or the execution has
// ended, it rejects every later call before the call is given an ID or run,
// whatever the sandbox does.
type broker struct {
	c       *CodeAct
	outer   tools.Call
	allowed map[string]bool
	token   string

	mu       sync.Mutex
	seq      int
	calls    []ChildCall
	terminal error
	closed   bool

	// replay answers the first calls of a resumed execution; record are
	// the answers so far, for a checkpoint (durable.go).
	replay []recorded
	record []recorded
}

// allow narrows the nest: a tool on the execution's allowlist that is still
// callable from code now.
func (b *broker) allow(t tools.Tool) bool {
	return b.allowed[t.Name] && b.c.checkDefinition(b.outer.Scope, t) == Callable
}

// call is the sandbox's Call.
func (b *broker) call(ctx context.Context, name, args string) (string, error) {
	lim := b.c.cfg.Limits
	b.mu.Lock()
	switch {
	case b.terminal != nil:
		err := b.terminal
		b.mu.Unlock()
		return "", err
	case b.closed:
		b.mu.Unlock()
		return "", &codeactrt.SyncCallError{Message: TextBrokerClosed, Terminal: true}
	case lim.ResultBytes < len(TextTerminalMarker):
		b.mu.Unlock()
		return "", &codeactrt.SyncCallError{Message: TextChildCallsDisabled, Terminal: true}
	}
	if v, err, ok := b.replayed(name, args); ok {
		if se, _ := err.(*codeactrt.SyncCallError); se != nil && se.Terminal { //nolint:errorlint // the journal stores the engine's error unwrapped
			b.terminal = err
		}
		b.mu.Unlock()
		return v, err
	}
	b.seq++
	id := b.outer.ID + ":codeact:" + strconv.Itoa(b.seq)
	b.mu.Unlock()

	out := b.c.reg.Execute(ctx, tools.Call{ID: id, Name: name, Arguments: args, Scope: b.outer.Scope, Parent: b.token})
	child := ChildCall{ID: id, Name: name, Status: out.Status, Private: out.Private}
	if !out.OK() {
		child.Error = out.Error
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.calls = append(b.calls, child)
	if out.OK() {
		b.record = append(b.record, recorded{Name: name, Args: args, Value: string(out.Value)})
		return string(out.Value), nil
	}
	if terminalStatus(out.Status) {
		text := textTerminal(name, id, out.Status, out.Error)
		if len(text) > lim.ResultBytes {
			text = textTerminalOmitted(name, id, out.Status, len(out.Error))
		}
		if len(text) > lim.ResultBytes {
			text = TextTerminalMarker
		}
		status := out.Status
		if status == tools.StatusAbortedBeforeDispatch {
			status = tools.StatusCancelled
		}
		err := &terminalError{text: text, status: status, child: child}
		if out.Status == tools.StatusDeferred {
			err.deferred = &tools.DeferredCall{ID: id, Name: name, Arguments: args, Reason: out.Error}
		}
		b.terminal = err
		return "", err
	}
	text := out.Error
	if out.Status != tools.StatusUnknownTool {
		text = name + " failed: " + text
	}
	b.record = append(b.record, recorded{Name: name, Args: args, Error: text, Code: string(out.Status), Tool: name, Failed: true})
	return "", &codeactrt.SyncCallError{Message: text, Code: string(out.Status), Tool: name}
}

// close ends the broker and returns the evidence.
func (b *broker) close() []ChildCall {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	out := make([]ChildCall, len(b.calls))
	copy(out, b.calls)
	return out
}

// RefusedGlobals returns every global name a program meets a refusal for,
// with its text.
func RefusedGlobals() [][2]string { return codeactrt.SyncRefusedGlobals() }

// ReservedName reports whether name is the reserved name of the code
// transport, run_code (in any case): hard-denied from code whatever the
// tool's kind, and never a recipe's name or target.
func ReservedName(name string) bool {
	return strings.EqualFold(name, tools.RunCode)
}
