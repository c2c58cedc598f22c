package codeact_test

// CodeAct as the registry's run_code transport (run_code takes the arguments
// {source, input}), and the registry's grant query as CodeAct's.

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
)

const codeActInput = `{"type":"object","properties":{"source":{"type":"string","description":"A JavaScript script that defines function main(input)."},"code":{"type":"string","description":"Another name for source."},"input":{"description":"main's input, any JSON value (default null)."}},"additionalProperties":false}`

// New leaves the registry's run_code alone; Install makes CodeAct its
// run_code, once, and the name stays reserved.
func TestInstallMakesCodeActTheRegistrysRunCode(t *testing.T) {
	if name := codeact.ToolName; name != tools.RunCode {
		t.Fatalf("ToolName %q", name)
	}
	if tools.RunCode != "run_code" {
		t.Fatalf("RunCode %q", tools.RunCode)
	}
	reg := tools.NewRegistry(tools.Options{})
	defer reg.Close()
	if _, err := codeact.New(reg, codeact.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	if rc, _ := reg.Get(tools.RunCode); !strings.Contains(string(rc.InputSchema), `"code"`) {
		t.Fatalf("New replaced run_code: %s", rc.InputSchema)
	}
	if _, err := codeact.Install(reg, codeact.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	rc, _ := reg.Get(tools.RunCode)
	if string(rc.InputSchema) != codeActInput || rc.Kind != tools.KindOrchestration || rc.CodeAct != tools.CodeActDeny || rc.Retry.Retries != 0 {
		t.Fatalf("run_code is %+v", rc)
	}
	if _, err := codeact.Install(reg, codeact.DefaultConfig()); err == nil || err.Error() != "tools: the registry's run_code transport is already set; a transport cannot be replaced" {
		t.Fatalf("a second Install: %v", err)
	}
	err := reg.Register(tools.Tool{Name: "run_code", Handler: func(context.Context, tools.Call) (tools.Result, error) { return tools.Result{}, nil }})
	if err == nil || err.Error() != `tools: "run_code" is reserved for the code-mode transport and cannot be registered or shadowed; give the tool another name` {
		t.Fatalf("registering run_code: %v", err)
	}
	// Its old name is an ordinary tool name now.
	if err := reg.Register(tools.Tool{Name: "code_act", Handler: func(context.Context, tools.Call) (tools.Result, error) { return tools.Result{}, nil }}); err != nil {
		t.Fatal(err)
	}
}

// The presentation modes apply unchanged: native offers the visible tools,
// code only run_code (CodeAct's), both the visible tools and then run_code;
// the prompt's SDK section is CodeAct's guide and catalog.
func TestModesPresentCodeActAsRunCode(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	for mode, want := range map[tools.Mode]string{
		tools.Native: "lookup_record,count,add",
		tools.Code:   "run_code",
		tools.Both:   "lookup_record,count,add,run_code",
	} {
		if err := w.reg.SetMode("agent", mode); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, s := range w.reg.WireSchemas("agent") {
			names = append(names, s.Name)
			if s.Name == tools.RunCode && string(s.InputSchema) != codeActInput {
				t.Errorf("%s: run_code on the wire takes %s", mode, s.InputSchema)
			}
		}
		if got := strings.Join(names, ","); got != want {
			t.Errorf("%s: wire %s, want %s", mode, got, want)
		}
		sections := w.reg.Prompt("agent")
		sdk := sections[len(sections)-1]
		if sdk.ID != tools.SectionSDK || sdk.Text != w.ca.Prepare("agent").Prompt() {
			t.Errorf("%s: SDK section %q", mode, sdk.Text)
		}
	}
	want := "## CodeAct\n\n" +
		"Call `run_code` with `source`, a JavaScript script that defines `function main(input)`, and `input`, any JSON value. " +
		"main runs once, synchronously: call a tool with `tools.call(name, args)`, which returns the tool's value " +
		"(a failed call throws an Error you can catch), and return the JSON value you need. " +
		"There is no async/await, no console, no timers, no Date and no Math.random; " +
		"tools.call works only inside main. The tools you can call, by exact name:\n\n"
	if p := w.ca.Prepare("agent").Prompt(); !strings.HasPrefix(p, want+"[\n") {
		t.Fatalf("prompt:\n%s", p)
	}
}

// The execution collapse applies unchanged under code, in CodeAct's words:
// a direct call of a tool code may call names tools.call("<name>", args) in
// function main(input); a tool code may not call (ineligible, an
// orchestration tool, not on the bound step's allowlist) has no route and is
// not found. Nothing reaches the policy pipeline or a handler; run_code
// itself runs and its program reaches the tools.
func TestCollapseUnderCodeNamesCodeActsRoute(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "legacy", Dependencies: tools.DependenciesLegacy})
	w.register(t, tools.Tool{Name: "a_recipe", Kind: tools.KindOrchestration})
	w.register(t, tools.Tool{Name: "name-with-dash"})
	var seen []string
	w.reg.AddPreExecute(func(_ context.Context, call tools.Call, _ tools.Tool) error {
		seen = append(seen, call.Name)
		return nil
	})
	if err := w.reg.SetMode("agent", tools.Code); err != nil {
		t.Fatal(err)
	}
	direct := func(ctx context.Context, name, args string) tools.Outcome {
		return w.reg.Execute(ctx, tools.Call{ID: "d", Name: name, Arguments: args, Scope: "agent/a"})
	}
	ctx := context.Background()
	wantStatus(t, direct(ctx, "add", `{"a":1,"b":2}`), tools.StatusUnknownTool,
		`Tool "add" is not available directly in code mode; call it from inside a run_code program as tools.call("add", args) in function main(input)`)
	wantStatus(t, direct(ctx, "name-with-dash", `{}`), tools.StatusUnknownTool,
		`Tool "name-with-dash" is not available directly in code mode; call it from inside a run_code program as tools.call("name-with-dash", args) in function main(input)`)
	if codeact.RouteText("add") != `tools.call("add", args) in function main(input)` {
		t.Fatal(codeact.RouteText("add"))
	}
	wantStatus(t, direct(ctx, "legacy", `{}`), tools.StatusUnknownTool, `Tool "legacy" not found`)
	wantStatus(t, direct(ctx, "a_recipe", `{}`), tools.StatusUnknownTool, `Tool "a_recipe" not found`)
	// A step bound to the call decides: a tool registered after it was
	// prepared is not on its allowlist.
	step := w.ca.Prepare("agent/a")
	w.register(t, tools.Tool{Name: "late"})
	wantStatus(t, direct(codeact.WithStep(ctx, step), "late", `{}`), tools.StatusUnknownTool, `Tool "late" not found`)
	wantStatus(t, direct(ctx, "late", `{}`), tools.StatusUnknownTool,
		`Tool "late" is not available directly in code mode; call it from inside a run_code program as tools.call("late", args) in function main(input)`)
	if len(seen) != 0 || w.runsOf("add")+w.runsOf("legacy")+w.runsOf("a_recipe")+w.runsOf("late") != 0 {
		t.Fatalf("the pipeline went on: hooks saw %q", seen)
	}
	// run_code is the one name the model may call, and its program calls
	// the tools.
	out := w.runIn(ctx, t, "agent/a", `function main(input) { return tools.call("add", input) }`, map[string]int{"a": 2, "b": 3})
	wantOK(t, out, `5`)
	if strings.Join(seen, ",") != "run_code,add" {
		t.Fatalf("hooks saw %q", seen)
	}
	// Under both and native the model calls tools directly.
	for _, mode := range []tools.Mode{tools.Both, tools.Native} {
		if err := w.reg.SetMode("agent", mode); err != nil {
			t.Fatal(err)
		}
		wantOK(t, direct(ctx, "add", `{"a":1,"b":2}`), `3`)
	}
}

// Eligibility asks the registry's grant query, the pipeline's own: with no
// grants, a tool that requires a capability is not callable from code and one
// that requires none is; a grant made with Registry.Grant, or answered by
// Options.Granted, makes it callable, exactly.
func TestEligibilityAsksTheRegistrysGrantQuery(t *testing.T) {
	src := `function main() { try { return tools.call("vault", {}) } catch (e) { return e.code } }`
	t.Run("nothing configured", func(t *testing.T) {
		w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
		w.register(t, tools.Tool{Name: "vault", Capabilities: []string{"vault.read"}})
		w.register(t, tools.Tool{Name: "free"})
		vault, _ := w.reg.Get("vault")
		free, _ := w.reg.Get("free")
		if r := w.ca.Check("", vault); r != codeact.ReasonCapabilities {
			t.Fatalf("vault: %q", r)
		}
		if r := w.ca.Check("", free); r != codeact.Callable {
			t.Fatalf("free: %q", r)
		}
		wantOK(t, w.run(t, src, nil), `"UNKNOWN_TOOL"`)
		if err := w.reg.Grant("", "vault", "vault.read"); err != nil {
			t.Fatal(err)
		}
		if r := w.ca.Check("agent/x", vault); r != codeact.Callable {
			t.Fatalf("vault after the grant: %q", r)
		}
		wantOK(t, w.run(t, src, nil), `"ok"`)
	})
	t.Run("Options.Granted", func(t *testing.T) {
		var asked []string
		w := newWorld(t, codeact.DefaultConfig(), tools.Options{Granted: func(scope, tool, capability string) bool {
			asked = append(asked, scope+"|"+tool+"|"+capability)
			return scope == "trusted" && tool == "vault" && capability == "vault.read"
		}})
		w.register(t, tools.Tool{Name: "vault", Capabilities: []string{"vault.read"}})
		vault, _ := w.reg.Get("vault")
		if w.ca.Check("trusted", vault) != codeact.Callable || w.ca.Check("other", vault) != codeact.ReasonCapabilities {
			t.Fatal("Check does not follow Options.Granted")
		}
		if strings.Join(asked, ",") != "trusted|vault|vault.read,other|vault|vault.read" {
			t.Fatalf("asked %q", asked)
		}
		wantOK(t, w.runIn(context.Background(), t, "trusted", src, nil), `"ok"`)
		wantOK(t, w.runIn(context.Background(), t, "other", src, nil), `"UNKNOWN_TOOL"`)
		if w.runsOf("vault") != 1 {
			t.Fatalf("vault ran %d times", w.runsOf("vault"))
		}
	})
}

// The step's catalog lists only what the grant query admits.
func TestCatalogFollowsGrants(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "vault", Capabilities: []string{"vault.read"}})
	if w.ca.Prepare("").Allows("vault") {
		t.Fatal("an ungranted tool is on the allowlist")
	}
	w.reg.Grant("", "vault", "vault.read")
	step := w.ca.Prepare("")
	var names []string
	for _, e := range step.Catalog.Entries {
		names = append(names, e.Name)
	}
	if !step.Allows("vault") || strings.Join(names, ",") != "lookup_record,count,add,vault" {
		b, _ := json.Marshal(step.Catalog)
		t.Fatalf("%s", b)
	}
}
