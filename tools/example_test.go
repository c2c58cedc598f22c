package tools_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode/codemode/tools"
)

func ExampleRegistry_Execute() {
	type greetInput struct {
		Name string `json:"name" jsonschema:"who to greet"`
	}
	greet := tools.Must(tools.Func("greet", "Greet someone.", func(_ context.Context, in greetInput) (string, error) {
		return "Hello, " + in.Name + "!", nil
	}))
	greet.Concurrent = true

	registry := tools.NewRegistry(tools.Options{})
	defer registry.Close()
	if err := registry.Register(greet); err != nil {
		panic(err)
	}
	if err := registry.SetMode("agent", tools.Code); err != nil {
		panic(err)
	}
	ctx := context.Background()

	// Under code mode the model is offered run_code only, and calls the
	// tools from a program.
	fmt.Println(registry.WireSchemas("agent")[0].Name)
	args, _ := json.Marshal(map[string]string{"code": `async () => {
	  const both = await Promise.all([tools.greet({ name: "Ada" }), tools.greet({ name: "Grace" })])
	  console.log("greeted", both.length)
	  return both.join(" ")
	}`})
	out := registry.Execute(ctx, tools.Call{ID: "c1", Name: tools.RunCode, Arguments: string(args), Scope: "agent"})
	fmt.Println(out.Status)
	fmt.Println(out.Text())

	// A direct call is refused with the route to take.
	out = registry.Execute(ctx, tools.Call{ID: "c2", Name: "greet", Arguments: `{"name":"Ada"}`, Scope: "agent"})
	fmt.Println(out.Status)
	fmt.Println(out.Text())
	// Output:
	// run_code
	// OK
	// Logs:
	// greeted 2
	//
	// Result:
	// Hello, Ada! Hello, Grace!
	// UNKNOWN_TOOL
	// Tool "greet" is not available directly in code mode; call it from inside a run_code program as tools.greet(...)
}
