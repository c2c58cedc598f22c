package recipes

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Tool returns the recipe as a tool: an orchestration tool (hard-denied from
// every code projection, so no recipe or run_code program can call it) whose
// input schema is the pinned schema and whose handler runs the pinned source
// through ca.
//
// An invocation validates its input against the pinned schema before any
// source is evaluated, then rechecks that every tool the recipe declares is
// still callable from code in the call's step; only then does the program
// run, allowed to call the declared tools and nothing else.
func (r *Recipe) Tool(ca *codeact.CodeAct) tools.Tool {
	return tools.Tool{
		Name:        r.Name,
		Description: r.Description,
		InputSchema: r.InputSchema,
		Kind:        tools.KindOrchestration,
		CodeAct:     tools.CodeActDeny,
		Concurrent:  true,
		Handler: func(ctx context.Context, call tools.Call) (tools.Result, error) {
			return r.invoke(ctx, ca, call)
		},
	}
}

// invoke is the recipe's handler.
func (r *Recipe) invoke(ctx context.Context, ca *codeact.CodeAct, call tools.Call) (tools.Result, error) {
	input := call.Arguments
	if strings.TrimSpace(input) == "" {
		input = "{}"
	}
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(input))
	if err != nil {
		return tools.Result{}, &tools.StatusError{Status: tools.StatusInvalidArguments, Message: TextInvalidInput(r.Name, "not valid JSON: "+err.Error())}
	}
	if err := r.schema.Validate(ctx, v); err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return tools.Result{}, err
		}
		return tools.Result{}, &tools.StatusError{Status: tools.StatusInvalidArguments, Message: TextInvalidInput(r.Name, tools.DescribeInvalid(err))}
	}
	step := codeact.StepFrom(ctx)
	if step == nil || step.Scope != call.Scope {
		step = ca.Prepare(call.Scope)
		ctx = codeact.WithStep(ctx, step)
	}
	for _, name := range r.Tools {
		t, ok := ca.Registry().Get(name)
		if !ok || !step.Allows(name) || ca.Check(call.Scope, t) != codeact.Callable {
			return tools.Result{}, &tools.StatusError{Status: tools.StatusToolError, Message: TextTargetUnavailable(r.Name, name)}
		}
	}
	return ca.Run(ctx, call, codeact.Request{
		Source:   r.Source,
		Filename: r.Name + "/" + r.SourceFile,
		Input:    []byte(input),
		Allow:    slices.Clone(r.Tools),
	})
}

// Tools returns the set's recipes as tools (see Recipe.Tool).
func (s *Set) Tools(ca *codeact.CodeAct) []tools.Tool {
	out := make([]tools.Tool, len(s.Recipes))
	for i, r := range s.Recipes {
		out[i] = r.Tool(ca)
	}
	return out
}

// Install prepares the recipes under root and registers each as a tool on
// ca's registry. The sources are bounded by ca's Limits.SourceBytes, the same
// bound its executions use. A recipe whose name is taken in the registry is
// not registered; it is reported among the set's problems. The set is pinned:
// the tools run what was prepared now, and changes to the files affect only a
// later preparation.
func Install(ctx context.Context, ca *codeact.CodeAct, root string, opts Options) (*Set, error) {
	opts.SourceBytes = ca.Limits().SourceBytes
	set, err := Prepare(ctx, root, opts)
	if err != nil {
		return nil, err
	}
	kept := set.Recipes[:0:0]
	for _, r := range set.Recipes {
		if err := ca.Registry().Register(r.Tool(ca)); err != nil {
			set.Problems = append(set.Problems, &Problem{File: r.Name + "/" + ManifestFile, Field: "name", Message: err.Error()})
			continue
		}
		kept = append(kept, r)
	}
	set.Recipes = kept
	return set, nil
}
