package tools

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// stubTransport is a run_code transport whose programs are the call's
// "prog" argument read as a list of tool names it calls, and whose route is
// call("<name>"). It cannot call tools whose names start with "x_".
func stubTransport(reg *Registry, ran *atomic.Int32) Transport {
	return Transport{
		Tool: Tool{
			Description: "Run a stub program.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"prog":{"type":"string"}},"required":["prog"]}`),
			Kind:        KindOrchestration,
			Handler: func(ctx context.Context, call Call) (Result, error) {
				ran.Add(1)
				var in struct{ Prog string }
				json.Unmarshal([]byte(call.Arguments), &in)
				token, end := reg.Nest(call, nil)
				defer end()
				var got []string
				args := map[string]string{"echo": `{"text":"hi"}`, "write": `{"path":"p"}`}
				for _, name := range strings.Fields(in.Prog) {
					out := reg.Execute(ctx, Call{ID: call.ID + ":" + name, Name: name, Arguments: args[name], Scope: call.Scope, Parent: token})
					got = append(got, name+"="+string(out.Status))
				}
				return Result{Value: strings.Join(got, " ")}, nil
			},
		},
		Route: func(_ context.Context, scope string, t Tool) (string, bool) {
			return `call("` + t.Name + `") in scope ` + scope, !strings.HasPrefix(t.Name, "x_")
		},
		Prompt: func(scope string) string { return "stub programs for " + scope },
	}
}

// TestSetTransport: what SetTransport refuses, that it can be done once, and
// that the transport it sets is run_code everywhere: the wire, the public
// view, the pipeline and the prompt; the name stays reserved.
func TestSetTransport(t *testing.T) {
	ok := func(context.Context, Call) (Result, error) { return Result{}, nil }
	noop := func(context.Context, string, Tool) (string, bool) { return "", true }
	prompt := func(string) string { return "" }
	for _, tc := range []struct {
		name string
		t    Transport
		want string
	}{
		{"another name", Transport{Tool: Tool{Name: "code_act", Kind: KindOrchestration, Handler: ok}, Route: noop, Prompt: prompt},
			`tools: a transport is the run_code tool; its Name must be "run_code" (or empty), not "code_act"`},
		{"run_code in another case", Transport{Tool: Tool{Name: "Run_Code", Kind: KindOrchestration, Handler: ok}, Route: noop, Prompt: prompt},
			`tools: a transport is the run_code tool; its Name must be "run_code" (or empty), not "Run_Code"`},
		{"an ordinary tool", Transport{Tool: Tool{Handler: ok}, Route: noop, Prompt: prompt},
			`tools: the run_code transport must be KindOrchestration, not ordinary: it runs other tools`},
		{"no handler", Transport{Tool: Tool{Kind: KindOrchestration}, Route: noop, Prompt: prompt},
			`tools: the run_code transport has no handler`},
		{"no route", Transport{Tool: Tool{Kind: KindOrchestration, Handler: ok}, Prompt: prompt},
			`tools: the run_code transport needs Route and Prompt: the collapse and the prompt describe its programs`},
		{"no prompt", Transport{Tool: Tool{Kind: KindOrchestration, Handler: ok}, Route: noop},
			`tools: the run_code transport needs Route and Prompt: the collapse and the prompt describe its programs`},
		{"a bad schema", Transport{Tool: Tool{Kind: KindOrchestration, Handler: ok, InputSchema: json.RawMessage(`{"type":7}`)}, Route: noop, Prompt: prompt},
			`tools: input schema of "run_code": …`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg := NewRegistry(Options{})
			err := reg.SetTransport(tc.t)
			if err == nil {
				t.Fatal("accepted")
			}
			if prefix, cut := strings.CutSuffix(tc.want, "…"); cut && !strings.HasPrefix(err.Error(), prefix) || !cut && err.Error() != tc.want {
				t.Fatalf("error %q\nwant %q", err, tc.want)
			}
			// Refused, the asynchronous transport stays.
			if rc, _ := reg.Get(RunCode); rc.Description != runCodeDescription {
				t.Fatalf("run_code is %q", rc.Description)
			}
		})
	}

	f := newFixture(t, Options{})
	var ran atomic.Int32
	if err := f.reg.SetTransport(stubTransport(f.reg, &ran)); err != nil {
		t.Fatal(err)
	}
	if err := f.reg.SetTransport(stubTransport(f.reg, &ran)); err == nil || err.Error() != "tools: the registry's run_code transport is already set; a transport cannot be replaced" {
		t.Fatalf("a second SetTransport: %v", err)
	}
	if err := f.reg.Register(Tool{Name: RunCode, Handler: ok}); err == nil || !strings.Contains(err.Error(), "is reserved for the code-mode transport") {
		t.Fatalf("registering run_code: %v", err)
	}
	rc, found := f.reg.Get(RunCode)
	if !found || rc.Name != RunCode || rc.Description != "Run a stub program." {
		t.Fatalf("Get(run_code) = %+v", rc)
	}
	for mode, want := range map[Mode][]string{Native: {"echo", "write"}, Code: {RunCode}, Both: {"echo", "write", RunCode}} {
		if err := f.reg.SetMode("s", mode); err != nil {
			t.Fatal(err)
		}
		wire := f.reg.WireSchemas("s")
		if got := names(wire); !equal(got, want) {
			t.Errorf("%s: WireSchemas = %q, want %q", mode, got, want)
		}
		if mode == Code && string(wire[0].InputSchema) != `{"type":"object","properties":{"prog":{"type":"string"}},"required":["prog"]}` {
			t.Errorf("run_code on the wire: %s", wire[0].InputSchema)
		}
		sections := f.reg.Prompt("s")
		if sdk := sections[len(sections)-1]; sdk.ID != SectionSDK || sdk.Text != "stub programs for s" {
			t.Errorf("%s: SDK section %+v", mode, sdk)
		}
	}
	// Under code (the mode "s" was left in), run_code is the stub, and its
	// programs' nested calls go through the pipeline.
	out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: RunCode, Arguments: `{"prog":"echo write"}`, Scope: "s"})
	if !out.OK() || out.Text() != "echo=OK write=OK" || ran.Load() != 1 || f.count("write") != 1 {
		t.Fatalf("%s %q %s", out.Status, out.Error, out.Value)
	}
	// The asynchronous transport's arguments are refused: they are not the
	// stub's.
	out = f.reg.Execute(context.Background(), Call{ID: "c2", Name: RunCode, Arguments: codeArgs(`async () => 1`), Scope: "s"})
	if out.Status != StatusInvalidArguments {
		t.Fatalf("%s %q", out.Status, out.Error)
	}
	// A nested call still cannot name run_code.
	out = f.reg.Execute(context.Background(), Call{ID: "c3", Name: RunCode, Arguments: `{"prog":"run_code"}`, Scope: "s"})
	if out.Text() != "run_code=UNKNOWN_TOOL" || ran.Load() != 2 {
		t.Fatalf("%s %q %s", out.Status, out.Error, out.Value)
	}
}

// TestCollapseFitsTheTransport: the collapse's text names the route in the
// words of the transport's programs, for the call's scope; where no program
// can call the tool, it is the pinned not-found text. Either way it happens
// before the policy pipeline and the handler never runs.
func TestCollapseFitsTheTransport(t *testing.T) {
	f := newFixture(t, Options{})
	var ran atomic.Int32
	if err := f.reg.SetTransport(stubTransport(f.reg, &ran)); err != nil {
		t.Fatal(err)
	}
	f.add(t, Tool{Name: "x_secret", Handler: func(context.Context, Call) (Result, error) { return Result{}, nil }})
	if err := f.reg.SetMode("agent", Code); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, want string }{
		{"write", `Tool "write" is not available directly in code mode; call it from inside a run_code program as call("write") in scope agent/a`},
		{"x_secret", `Tool "x_secret" not found`},
	} {
		out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: tc.name, Arguments: `{"path":"p"}`, Scope: "agent/a"})
		if out.Status != StatusUnknownTool || out.Error != tc.want {
			t.Errorf("%s: %s %q, want UNKNOWN_TOOL %q", tc.name, out.Status, out.Error, tc.want)
		}
	}
	if seen := f.saw(); len(seen) != 0 || f.count("write")+f.count("x_secret") != 0 {
		t.Fatalf("the pipeline went on: saw %q, write ran %d, x_secret ran %d", seen, f.count("write"), f.count("x_secret"))
	}
	// A genuinely unknown name is no collapse: it goes through the
	// pipeline, and ends with the same pinned text.
	out := f.reg.Execute(context.Background(), Call{ID: "c2", Name: "nope", Arguments: `{"path":"p"}`, Scope: "agent/a"})
	if out.Status != StatusUnknownTool || out.Error != `Tool "nope" not found` {
		t.Errorf("nope: %s %q", out.Status, out.Error)
	}
	if seen := f.saw(); !equal(seen, []string{"pre:nope", "approve:nope", "guard:nope"}) {
		t.Errorf("the pipeline saw %q", seen)
	}
}

// TestAsyncTransportExcludesOrchestration: the asynchronous transport neither
// binds nor declares orchestration tools, and no nested call reaches one:
// orchestration never nests. The model can still call one directly where the
// mode offers it.
func TestAsyncTransportExcludesOrchestration(t *testing.T) {
	f := newFixture(t, Options{})
	f.add(t, Tool{Name: "a_recipe", Kind: KindOrchestration, Concurrent: true, Description: "A recipe.", Handler: func(context.Context, Call) (Result, error) {
		return Result{Value: "recipe ran"}, nil
	}})
	// Declarations: the SDK section declares echo and write, not a_recipe;
	// the public view and the native wire still have it.
	sdk := f.reg.Prompt("")[1].Text
	decls := sdk[strings.Index(sdk, "declare const tools"):]
	if strings.Contains(decls, "a_recipe") || !strings.Contains(decls, "  echo(") || !strings.Contains(decls, "  write(") {
		t.Fatalf("declarations:\n%s", decls)
	}
	if got := names(f.reg.Schemas("")); !equal(got, []string{"echo", "write", "a_recipe"}) {
		t.Fatalf("Schemas = %q", got)
	}
	if got := names(f.reg.WireSchemas("")); !equal(got, []string{"echo", "write", "a_recipe"}) {
		t.Fatalf("WireSchemas = %q", got)
	}
	// Bindings: a program cannot call it, however it tries.
	out := f.runProgram(t, "", `async () => {
	  const r = []
	  for (const call of [() => tools.a_recipe({}), () => tools["a_recipe"]()]) {
	    try { await call(); r.push("ran") } catch (e) { r.push(e.code + ": " + e.message) }
	  }
	  return r
	}`)
	if want := "Result:\n" + `["UNKNOWN_TOOL: Tool \"a_recipe\" not found","UNKNOWN_TOOL: Tool \"a_recipe\" not found"]`; out.Text() != want {
		t.Fatalf("%s:\n%s\nwant:\n%s", out.Status, out.Text(), want)
	}
	// Nor can any nested call, whoever opened the nest.
	token, end := f.reg.Nest(Call{ID: "outer"}, nil)
	out = f.reg.Execute(context.Background(), Call{ID: "n1", Name: "a_recipe", Parent: token})
	end()
	if out.Status != StatusUnknownTool || out.Error != `Tool "a_recipe" not found` {
		t.Fatalf("nested: %s %q", out.Status, out.Error)
	}
	if n := f.count("a_recipe"); n != 0 {
		t.Fatalf("a_recipe ran %d times", n)
	}
	// Under code, a direct call has no route to name: no program can call
	// it either. An ordinary tool keeps the pinned route.
	if err := f.reg.SetMode("", Code); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"a_recipe": `Tool "a_recipe" not found`,
		"echo":     `Tool "echo" is not available directly in code mode; call it from inside a run_code program as tools.echo(...)`,
	} {
		out := f.reg.Execute(context.Background(), Call{ID: "d", Name: name, Arguments: `{"text":"x"}`})
		if out.Status != StatusUnknownTool || out.Error != want {
			t.Errorf("%s: %s %q, want %q", name, out.Status, out.Error, want)
		}
	}
	// Where the model is offered it, it calls it directly.
	if err := f.reg.SetMode("", Both); err != nil {
		t.Fatal(err)
	}
	out = f.reg.Execute(context.Background(), Call{ID: "d", Name: "a_recipe"})
	if !out.OK() || out.Text() != "recipe ran" || f.count("a_recipe") != 1 {
		t.Fatalf("direct: %s %q", out.Status, out.Error)
	}
}

// TestGrantQuery: MissingCapability is the one grant query, and the pipeline
// asks it. With nothing configured nothing is granted; Options.Granted, when
// set, is the only source of grants.
func TestGrantQuery(t *testing.T) {
	save := Tool{Name: "save", Capabilities: []string{"fs.write", "net"}}
	free := Tool{Name: "free"}
	t.Run("nothing configured", func(t *testing.T) {
		reg := NewRegistry(Options{})
		if c, missing := reg.MissingCapability("s", save); !missing || c != "fs.write" {
			t.Fatalf("MissingCapability = %q, %v", c, missing)
		}
		if c, missing := reg.MissingCapability("s", free); missing || c != "" {
			t.Fatalf("a tool that requires nothing: %q, %v", c, missing)
		}
		if err := reg.Grant("", "save", "fs.write"); err != nil {
			t.Fatal(err)
		}
		if c, missing := reg.MissingCapability("s", save); !missing || c != "net" {
			t.Fatalf("after one grant: %q, %v", c, missing)
		}
		if err := reg.Grant("s", "save", "net"); err != nil {
			t.Fatal(err)
		}
		if c, missing := reg.MissingCapability("s/deeper", save); missing {
			t.Fatalf("granted along the path, %q is missing", c)
		}
		if c, missing := reg.MissingCapability("other", save); !missing || c != "net" {
			t.Fatalf("in a sibling scope: %q, %v", c, missing)
		}
	})
	t.Run("Options.Granted", func(t *testing.T) {
		var asked []string
		granted := map[string]bool{"agent/a save fs.write": true, "agent/a save net": true}
		f := newFixture(t, Options{Granted: func(scope, tool, capability string) bool {
			asked = append(asked, scope+" "+tool+" "+capability)
			return granted[scope+" "+tool+" "+capability]
		}})
		f.add(t, Tool{Name: "save", Capabilities: save.Capabilities, Handler: func(context.Context, Call) (Result, error) {
			return Result{Value: "saved"}, nil
		}})
		if err := f.reg.Grant("", "save", "fs.write"); err == nil || err.Error() != "tools: this registry's grants come from Options.Granted; grant the capability there" {
			t.Fatalf("Grant: %v", err)
		}
		out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "save", Scope: "agent/a"})
		if !out.OK() || !equal(asked, []string{"agent/a save fs.write", "agent/a save net"}) {
			t.Fatalf("%s %q; asked %q", out.Status, out.Error, asked)
		}
		// The hook answers for the exact scope it is asked about: it
		// decides what applies below a scope.
		out = f.reg.Execute(context.Background(), Call{ID: "c2", Name: "save", Scope: "agent/a/session/1"})
		if out.Status != StatusCapabilityMissing || out.Error != `capability "fs.write" is not granted to save in scope "agent/a/session/1"` {
			t.Fatalf("%s %q", out.Status, out.Error)
		}
		if c, missing := f.reg.MissingCapability("agent/a", save); missing {
			t.Fatalf("MissingCapability: %q is missing", c)
		}
		if f.count("save") != 1 {
			t.Fatalf("save ran %d times", f.count("save"))
		}
	})
}

// TestGrantedRunsWithoutTheLock: the hook of Options.Granted is asked without
// the registry's lock held, so it may use the registry, even change it.
func TestGrantedRunsWithoutTheLock(t *testing.T) {
	var reg *Registry
	reg = NewRegistry(Options{Granted: func(scope, tool, _ string) bool {
		// SetMode takes the registry's write lock: it would never return
		// if the query held the lock.
		return reg.SetMode("audited/"+tool, Native) == nil
	}})
	defer reg.Close()
	if err := reg.Register(Tool{Name: "save", Capabilities: []string{"fs"}, Handler: func(context.Context, Call) (Result, error) {
		return Result{Value: 1}, nil
	}}); err != nil {
		t.Fatal(err)
	}
	done := make(chan Outcome, 1)
	go func() { done <- reg.Execute(context.Background(), Call{ID: "c", Name: "save"}) }()
	select {
	case out := <-done:
		if !out.OK() {
			t.Fatal(errors.New(out.Error))
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the grant query deadlocked: it holds the registry's lock while asking the hook")
	}
}
