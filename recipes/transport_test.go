package recipes_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/recipes"
	"github.com/codemode/codemode/tools"
)

// Recipes need CodeAct, not CodeAct as run_code: on a registry that keeps the
// asynchronous run_code transport (codeact.New, not Install) a recipe runs
// when the model calls it, and a run_code program can neither see nor call
// it (no nested orchestration).
func TestRecipesBesideTheAsynchronousTransport(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{})
	reg := tools.NewRegistry(tools.Options{})
	defer reg.Close()
	var lookups int
	err := reg.Register(tools.Tool{
		Name:        "lookup_record",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`),
		Concurrent:  true,
		Handler: func(_ context.Context, call tools.Call) (tools.Result, error) {
			lookups++
			return tools.Result{Value: map[string]any{"id": 1, "status": "active"}}, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	ca, err := codeact.New(reg, codeact.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := recipes.Install(context.Background(), ca, root, recipes.Options{}); err != nil {
		t.Fatal(err)
	}
	if rc, _ := reg.Get(tools.RunCode); !strings.Contains(string(rc.InputSchema), `"code"`) {
		t.Fatalf("run_code is not the asynchronous transport: %s", rc.InputSchema)
	}
	out := reg.Execute(context.Background(), tools.Call{ID: "r", Name: "inspect_record", Arguments: `{"id": 1}`})
	if !out.OK() || string(out.Value) != `{"id":1,"status":"ACTIVE"}` {
		t.Fatalf("%s %s %s", out.Status, out.Error, out.Value)
	}
	code, _ := json.Marshal(map[string]string{"code": `async () => {
	  const r = [(await tools.lookup_record({ id: 1 })).status]
	  try { await tools.inspect_record({ id: 1 }) } catch (e) { r.push(e.code, e.message) }
	  return r
	}`})
	out = reg.Execute(context.Background(), tools.Call{ID: "c", Name: tools.RunCode, Arguments: string(code)})
	if out.Text() != "Result:\n"+`["active","UNKNOWN_TOOL","Tool \"inspect_record\" not found"]` {
		t.Fatalf("%s:\n%s", out.Status, out.Text())
	}
	if lookups != 2 {
		t.Fatalf("lookup_record ran %d times, want 2 (the recipe's, the program's)", lookups)
	}
	sections := reg.Prompt("")
	if sdk := sections[len(sections)-1].Text; strings.Contains(sdk, "inspect_record") || !strings.Contains(sdk, "lookup_record(") {
		t.Fatalf("SDK section:\n%s", sdk)
	}
}
