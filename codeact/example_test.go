package codeact_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
)

// Install makes CodeAct the registry's run_code: under code mode the model is
// offered run_code only, writes a synchronous program that calls the tools
// with tools.call, and a direct call of a tool is refused with that route.
func ExampleInstall() {
	type lookupIn struct {
		ID int `json:"id"`
	}
	type record struct {
		ID     int    `json:"id"`
		Status string `json:"status"`
	}
	lookup := tools.Must(tools.Func("lookup_record", "Look up one record by id.", func(_ context.Context, in lookupIn) (record, error) {
		return record{ID: in.ID, Status: "active"}, nil
	}))

	reg := tools.NewRegistry(tools.Options{})
	defer reg.Close()
	if err := reg.Register(lookup); err != nil {
		panic(err)
	}
	ca, err := codeact.Install(reg, codeact.DefaultConfig()) // run_code is now CodeAct
	if err != nil {
		panic(err)
	}
	if err := reg.SetMode("agent", tools.Code); err != nil {
		panic(err)
	}
	ctx := context.Background()

	// The model is offered run_code, and told what its programs can call.
	for _, s := range reg.WireSchemas("agent") {
		fmt.Println(s.Name)
	}
	step := ca.Prepare("agent")
	fmt.Println(step.Allowlist())

	// The model's run_code call: {source, input}.
	args, _ := json.Marshal(map[string]any{
		"source": `function main(input) {
  const record = tools.call("lookup_record", { id: input.id });
  return { id: input.id, status: record.status };
}`,
		"input": map[string]int{"id": 7},
	})
	out := reg.Execute(codeact.WithStep(ctx, step), tools.Call{ID: "c1", Name: tools.RunCode, Arguments: string(args), Scope: "agent"})
	fmt.Println(out.Status, out.Text())

	// A direct call is refused with the route to take.
	out = reg.Execute(ctx, tools.Call{ID: "c2", Name: "lookup_record", Arguments: `{"id":7}`, Scope: "agent"})
	fmt.Println(out.Status)
	fmt.Println(out.Text())
	// Output:
	// run_code
	// [lookup_record]
	// OK {"id":7,"status":"active"}
	// UNKNOWN_TOOL
	// Tool "lookup_record" is not available directly in code mode; call it from inside a run_code program as tools.call("lookup_record", args) in function main(input)
}
