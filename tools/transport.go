package tools

import (
	"context"
	"fmt"
	"slices"
)

// Transport is a flavour of run_code, the registry's reserved code transport:
// the tool a model calls to run a program under the code and both modes, and
// what the registry needs to know about the programs it runs. A registry
// starts with the asynchronous program transport ({"code"}, the
// tools as async functions, tools.name(...)); [Registry.SetTransport]
// replaces it once, e.g. with CodeAct's synchronous tool (package codeact,
// {"source", "input"}, tools.call("name", args) inside function
// main(input)). Whatever the flavour, the name stays reserved against
// [Registry.Register], the modes present it the same way, and the collapse
// applies unchanged.
type Transport struct {
	// Tool is the run_code tool: its description, input schema, handler
	// and metadata. Its Name must be "run_code" (or empty, which means
	// "run_code") and its Kind KindOrchestration: it runs other tools.
	Tool Tool
	// Route returns how a program this transport runs, for a call in
	// scope with ctx, calls t: the expression the model should write, such
	// as tools.write(...). ok is false when such a program cannot call t at
	// all. It words the collapse: a model-direct call of t in a code-mode
	// scope ends UNKNOWN_TOOL with
	//
	//	Tool "<t>" is not available directly in code mode; call it from inside a run_code program as <route>
	//
	// or, when ok is false, with the pinned `Tool "<t>" not found`, because
	// no route leads to t there.
	Route func(ctx context.Context, scope string, t Tool) (route string, ok bool)
	// Prompt returns the text of the prompt's SDK section ([SectionSDK])
	// for scope: how to write a program for this transport, and the tools
	// it can call.
	Prompt func(scope string) string
}

// SetTransport makes t the registry's run_code, in place of the asynchronous
// program transport it starts with. It can be called once, while setting the
// registry up: a transport cannot be replaced. It refuses a transport whose
// tool is not named run_code, is not an orchestration tool, has no handler or
// an input schema that does not compile, or that lacks Route or Prompt.
//
// The registry's Executor, Limits and MaxConcurrent options concern only the
// asynchronous transport; with another one installed they are unused.
func (r *Registry) SetTransport(t Transport) error {
	e, err := checkTransport(t)
	if err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.transportSet {
		return fmt.Errorf("tools: the registry's %s transport is already set; a transport cannot be replaced", RunCode)
	}
	r.transportSet = true
	r.setTransportLocked(t, e)
	return nil
}

// checkTransport validates a transport and compiles its input schema.
func checkTransport(t Transport) (*entry, error) {
	switch {
	case t.Tool.Name == "":
		t.Tool.Name = RunCode
	case t.Tool.Name != RunCode:
		return nil, fmt.Errorf("tools: a transport is the %s tool; its Name must be %q (or empty), not %q", RunCode, RunCode, t.Tool.Name)
	}
	if t.Tool.Kind != KindOrchestration {
		return nil, fmt.Errorf("tools: the %s transport must be KindOrchestration, not %s: it runs other tools", RunCode, t.Tool.Kind)
	}
	if t.Tool.Handler == nil {
		return nil, fmt.Errorf("tools: the %s transport has no handler", RunCode)
	}
	if t.Route == nil || t.Prompt == nil {
		return nil, fmt.Errorf("tools: the %s transport needs Route and Prompt: the collapse and the prompt describe its programs", RunCode)
	}
	if len(t.Tool.InputSchema) == 0 {
		t.Tool.InputSchema = noInput
	}
	input, err := compileSchema(RunCode, "input", t.Tool.InputSchema)
	if err != nil {
		return nil, err
	}
	if len(t.Tool.OutputSchema) > 0 {
		if _, err := compileSchema(RunCode, "output", t.Tool.OutputSchema); err != nil {
			return nil, err
		}
	}
	t.Tool.Capabilities = slices.Clone(t.Tool.Capabilities)
	return &entry{tool: t.Tool, input: input}, nil
}

// setTransportLocked installs a checked transport; r.mu is held.
func (r *Registry) setTransportLocked(t Transport, e *entry) {
	t.Tool = e.tool
	r.transport = t
	r.tools[RunCode] = e
}

// currentTransport returns the transport in force.
func (r *Registry) currentTransport() Transport {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.transport
}
