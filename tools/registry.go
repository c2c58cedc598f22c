package tools

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/schemacheck"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// RunCode is the name of the reserved code-mode transport tool, whichever
// [Transport] serves it.
const RunCode = "run_code"

// DefaultMaxConcurrent is how many concurrency-safe calls one program of the
// asynchronous run_code transport has in flight at most, unless
// Options.MaxConcurrent says otherwise.
const DefaultMaxConcurrent = 10

// Mode is how a scope presents tools to the model.
type Mode string

// The presentation modes.
const (
	// Native offers every visible tool for the model to call directly. It is
	// the default.
	Native Mode = "native"
	// Code offers only run_code: the model writes a program, and the program
	// calls the tools. A direct call of any other tool is refused.
	Code Mode = "code"
	// Both offers every visible tool and run_code.
	Both Mode = "both"
)

// Options configure a [Registry]. The zero value is ready to use.
type Options struct {
	// Executor runs the programs of the asynchronous run_code transport.
	// Nil means an in-process executor, codemode.New(codemode.Options{}),
	// made on first use and closed by [Registry.Close]; an executor passed
	// here is the caller's to close. Unused when another [Transport] is
	// set.
	Executor codemode.Executor
	// Limits bound each program of the asynchronous run_code transport;
	// zero fields take codemode's defaults.
	Limits codemode.Limits
	// MaxConcurrent is how many concurrency-safe calls one program of the
	// asynchronous transport has in flight at most. Default
	// DefaultMaxConcurrent (10).
	MaxConcurrent int
	// Tracer makes a span for every call. Default: a no-op tracer.
	Tracer trace.Tracer
	// Visible reports whether a registered tool exists for a scope at all
	// (an agent's own tool set, say). Nil means every tool is visible
	// everywhere. run_code is not subject to it.
	Visible func(scope string, tool Tool) bool
	// Granted, when set, is the registry's source of capability grants:
	// it reports whether capability is granted to the tool named tool in
	// scope (a call's scope, e.g. "agent/a/session/1"). It must answer by
	// exact names, without wildcards, and is asked without the registry's
	// lock held. With it set, [Registry.Grant] refuses: there is one source
	// of grants. Nil, the default, means the grants made with
	// [Registry.Grant]; with none made, a tool that requires a capability
	// is refused CAPABILITY_MISSING and is not callable from code.
	Granted func(scope, tool, capability string) bool
}

// Schema is a tool as a model API declares it: the name, the description and
// the JSON Schemas. It marshals with MCP's field names.
type Schema struct {
	// Name is the tool's name.
	Name string `json:"name"`
	// Description is the tool's description.
	Description string `json:"description,omitempty"`
	// InputSchema is the JSON Schema of the tool's input object.
	InputSchema json.RawMessage `json:"inputSchema"`
	// OutputSchema is the JSON Schema of the tool's value, when declared.
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
}

// Registry holds the tools, run_code's [Transport], the per-scope settings
// (mode, capability grants) and the policy pipeline every call goes through:
// [Registry.Execute]. It is safe for concurrent use.
type Registry struct {
	opts   Options
	tracer trace.Tracer

	mu     sync.RWMutex
	tools  map[string]*entry
	order  []string                                  // registration order; run_code first
	modes  map[string]Mode                           // scope -> mode
	grants map[string]map[string]map[string]struct{} // scope -> tool -> capability
	pre    []PreExecuteHook
	guards []Guard
	post   []PostExecuteHook
	ask    Approver
	subs   []subscriber
	nextID int
	nests  map[string]*nest
	// transport is run_code's flavour; transportSet reports that
	// SetTransport replaced the asynchronous one.
	transport    Transport
	transportSet bool

	usageMu sync.Mutex
	usage   map[string]*Usage

	execOnce sync.Once
	exec     codemode.Executor
	ownExec  bool
}

// entry is a registered tool with its compiled input schema.
type entry struct {
	tool  Tool
	input *schemacheck.Schema
}

// NewRegistry returns a registry holding only run_code, served by the
// asynchronous program transport until [Registry.SetTransport] says
// otherwise.
func NewRegistry(opts Options) *Registry {
	if opts.MaxConcurrent <= 0 {
		opts.MaxConcurrent = DefaultMaxConcurrent
	}
	r := &Registry{
		opts:   opts,
		tracer: opts.Tracer,
		tools:  map[string]*entry{},
		modes:  map[string]Mode{},
		grants: map[string]map[string]map[string]struct{}{},
		nests:  map[string]*nest{},
		usage:  map[string]*Usage{},
	}
	if r.tracer == nil {
		r.tracer = noop.NewTracerProvider().Tracer("github.com/codemode/codemode/tools")
	}
	t := r.asyncTransport()
	e, err := checkTransport(t)
	if err != nil {
		panic(err) // the transport is a constant
	}
	r.setTransportLocked(t, e)
	r.order = []string{RunCode}
	return r
}

// Register adds tools. It refuses, and adds none of them, when a name breaks
// the naming rule, is run_code, or is taken; when a handler is missing; or
// when a schema does not compile.
func (r *Registry) Register(tools ...Tool) error {
	entries := make([]*entry, 0, len(tools))
	seen := map[string]bool{}
	for _, t := range tools {
		if err := checkName(t.Name); err != nil {
			return err
		}
		if seen[t.Name] {
			return fmt.Errorf("tools: %q is registered twice", t.Name)
		}
		seen[t.Name] = true
		if t.Handler == nil {
			return fmt.Errorf("tools: %q has no handler", t.Name)
		}
		if len(t.InputSchema) == 0 {
			t.InputSchema = noInput
		}
		input, err := compileSchema(t.Name, "input", t.InputSchema)
		if err != nil {
			return err
		}
		if len(t.OutputSchema) > 0 {
			if _, err := compileSchema(t.Name, "output", t.OutputSchema); err != nil {
				return err
			}
		}
		t.Capabilities = slices.Clone(t.Capabilities)
		entries = append(entries, &entry{tool: t, input: input})
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range entries {
		if _, ok := r.tools[e.tool.Name]; ok {
			return fmt.Errorf("tools: %q is already registered; a tool cannot be replaced", e.tool.Name)
		}
	}
	for _, e := range entries {
		r.tools[e.tool.Name] = e
		r.order = append(r.order, e.tool.Name)
	}
	return nil
}

// checkName applies the naming rule.
func checkName(name string) error {
	if strings.EqualFold(name, RunCode) {
		return fmt.Errorf("tools: %q is reserved for the code-mode transport and cannot be registered or shadowed; give the tool another name", name)
	}
	if name == "then" || name == "toJSON" {
		return fmt.Errorf("tools: %q cannot be a tool name: programs read it from every object (await, JSON.stringify)", name)
	}
	if len(name) == 0 || len(name) > 64 {
		return fmt.Errorf("tools: tool name %q must be 1 to 64 characters long", name)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return fmt.Errorf("tools: tool name %q may use only ASCII letters, digits, '_' and '-'", name)
		}
	}
	return nil
}

// Get returns the registered tool with the name, run_code included, whatever
// the mode of any scope: the public view is not collapsed.
func (r *Registry) Get(name string) (Tool, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	e, ok := r.tools[name]
	if !ok {
		return Tool{}, false
	}
	return e.tool, true
}

// Schemas returns every tool visible in the scope, in registration order and
// without run_code, whatever the scope's mode: the public view, and what the
// model is offered besides run_code under native and both. What a program can
// call is narrower: never an orchestration tool (see [Registry.Nest]), and
// for CodeAct only the tools eligible for code.
func (r *Registry) Schemas(scope string) []Schema {
	return schemasOf(r.visibleTools(scope))
}

// WireSchemas returns the tools a model is offered in the scope: under native
// every visible tool, under code only run_code, under both every visible tool
// and then run_code.
func (r *Registry) WireSchemas(scope string) []Schema {
	mode := r.Mode(scope)
	var list []Tool
	if mode != Code {
		list = r.visibleTools(scope)
	}
	if mode != Native {
		rc, _ := r.Get(RunCode)
		list = append(list, rc)
	}
	return schemasOf(list)
}

func schemasOf(list []Tool) []Schema {
	out := make([]Schema, len(list))
	for i, t := range list {
		out[i] = Schema{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema, OutputSchema: t.OutputSchema}
	}
	return out
}

// visibleTools returns the tools visible in scope, run_code excluded, in
// registration order.
func (r *Registry) visibleTools(scope string) []Tool {
	r.mu.RLock()
	list := make([]Tool, 0, len(r.order))
	for _, name := range r.order {
		if name != RunCode {
			list = append(list, r.tools[name].tool)
		}
	}
	r.mu.RUnlock()
	if r.opts.Visible == nil {
		return list
	}
	return slices.DeleteFunc(list, func(t Tool) bool { return !r.opts.Visible(scope, t) })
}

// bindable returns the tools visible in scope that a program may call by
// name: every visible tool but the orchestration tools (run_code, CodeAct,
// recipes), in registration order. It is what the asynchronous transport
// binds and declares.
func (r *Registry) bindable(scope string) []Tool {
	return slices.DeleteFunc(r.visibleTools(scope), func(t Tool) bool { return t.Kind == KindOrchestration })
}

// visible reports whether one tool is visible in scope.
func (r *Registry) visible(scope string, t Tool) bool {
	return t.Name == RunCode || r.opts.Visible == nil || r.opts.Visible(scope, t)
}

// checkScope refuses a malformed scope. A scope is a path of non-empty
// segments separated by "/", such as "agent/researcher/session/42"; "" is the
// root, the parent of every scope. A setting made for a scope applies to it
// and to every scope below it: "agent/researcher" is below "agent", and
// "agent/researchers" is not.
func checkScope(scope string) error {
	if scope == "" {
		return nil
	}
	for _, seg := range strings.Split(scope, "/") {
		if seg == "" {
			return fmt.Errorf("tools: scope %q has an empty segment; write scopes like \"agent/researcher/session/42\"", scope)
		}
	}
	return nil
}

// ancestors returns scope and every scope above it, nearest first, ending
// with the root "".
func ancestors(scope string) []string {
	out := []string{scope}
	for scope != "" {
		i := strings.LastIndexByte(scope, '/')
		if i < 0 {
			scope = ""
		} else {
			scope = scope[:i]
		}
		out = append(out, scope)
	}
	return out
}

// SetMode sets the mode of a scope and of the scopes below it that do not set
// their own: the nearest scope with a mode wins, and the root's mode ("") is
// the default, Native unless set.
func (r *Registry) SetMode(scope string, mode Mode) error {
	if err := checkScope(scope); err != nil {
		return err
	}
	switch mode {
	case Native, Code, Both:
	default:
		return fmt.Errorf("tools: unknown mode %q; use %q, %q or %q", mode, Native, Code, Both)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.modes[scope] = mode
	return nil
}

// Mode returns the mode in force for a scope: that of the nearest scope, the
// scope itself or one above it, that set one; Native if none did.
func (r *Registry) Mode(scope string) Mode {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.modeLocked(scope)
}

func (r *Registry) modeLocked(scope string) Mode {
	for _, s := range ancestors(scope) {
		if m, ok := r.modes[s]; ok {
			return m
		}
	}
	return Native
}

// Grant grants capabilities to one tool in a scope and the scopes below it.
// Grants add up along the path: a call in "agent/a/session/1" has what was
// granted there, to "agent/a", to "agent" and to the root. A capability is
// granted to a tool by its exact name; there are no wildcards. It refuses
// when Options.Granted is the registry's source of grants.
func (r *Registry) Grant(scope, tool string, capabilities ...string) error {
	if err := checkScope(scope); err != nil {
		return err
	}
	if r.opts.Granted != nil {
		return errors.New("tools: this registry's grants come from Options.Granted; grant the capability there")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	byTool := r.grants[scope]
	if byTool == nil {
		byTool = map[string]map[string]struct{}{}
		r.grants[scope] = byTool
	}
	set := byTool[tool]
	if set == nil {
		set = map[string]struct{}{}
		byTool[tool] = set
	}
	for _, c := range capabilities {
		set[c] = struct{}{}
	}
	return nil
}

// MissingCapability is the grant query: it reports whether a capability t
// requires (t.Capabilities) is not granted to it, by t.Name, in scope, and
// returns the first such capability. The pipeline asks it of every call
// (CAPABILITY_MISSING), and CodeAct asks it to decide what code may call. The
// grants are Options.Granted's when set, else those made with
// [Registry.Grant] in scope and every scope above it. A tool that requires
// nothing is never missing one; with no grants made, a tool that requires
// anything is.
func (r *Registry) MissingCapability(scope string, t Tool) (capability string, missing bool) {
	if g := r.opts.Granted; g != nil {
		for _, c := range t.Capabilities {
			if !g(scope, t.Name, c) {
				return c, true
			}
		}
		return "", false
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	for _, c := range t.Capabilities {
		granted := false
		for _, s := range ancestors(scope) {
			if _, ok := r.grants[s][t.Name][c]; ok {
				granted = true
				break
			}
		}
		if !granted {
			return c, true
		}
	}
	return "", false
}

// executor returns the executor of the asynchronous transport, making the
// default one on first use.
func (r *Registry) executor() codemode.Executor {
	r.execOnce.Do(func() {
		if r.opts.Executor != nil {
			r.exec = r.opts.Executor
			return
		}
		r.exec = codemode.New(codemode.Options{})
		r.ownExec = true
	})
	return r.exec
}

// Close closes the executor the registry made for itself, if it made one. An
// executor passed in Options is left to its owner.
func (r *Registry) Close() error {
	r.execOnce.Do(func() {}) // from now on no executor is made
	if r.ownExec {
		return r.exec.Close()
	}
	return nil
}
