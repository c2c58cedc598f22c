// Agentloop shows what an agent loop sees of a tool registry: for each
// presentation mode, the tools the model is offered and the prompt sections it
// is told; then one model turn under code mode that calls run_code with a
// program using two tools in parallel, and the output the model reads back;
// and a direct call of a native tool under code mode, refused with the route
// to take.
//
//	go run ./examples/agentloop
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/tools"
)

type user struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Team string `json:"team"`
}

type order struct {
	ID     int     `json:"id"`
	UserID string  `json:"userId"`
	Total  float64 `json:"total"`
	Status string  `json:"status"`
}

var (
	users = []user{
		{"ada", "Ada Lovelace", "engines"},
		{"grace", "Grace Hopper", "compilers"},
	}
	orders = []order{
		{1, "ada", 120.5, "paid"}, {2, "ada", 80, "refunded"}, {3, "grace", 42, "paid"}, {4, "ada", 19.5, "paid"},
	}
)

// The tools' inputs; their JSON Schemas are derived from these types.
type (
	findUserInput struct {
		ID string `json:"id" jsonschema:"the user's id, e.g. ada"`
	}
	ordersForInput struct {
		UserID string `json:"userId" jsonschema:"the user's id"`
		Status string `json:"status,omitempty" jsonschema:"only orders with this status (paid, refunded)"`
	}
	writeInput struct {
		Path    string `json:"path"`
		Content string `json:"content"`
	}
)

func defineTools() []tools.Tool {
	findUser := tools.Must(tools.Func("findUser", "Find a user by id.", func(_ context.Context, in findUserInput) (user, error) {
		for _, u := range users {
			if u.ID == in.ID {
				return u, nil
			}
		}
		return user{}, fmt.Errorf("no user with id %q", in.ID)
	}))
	findUser.Concurrent = true

	ordersFor := tools.Must(tools.Func("ordersFor", "List a user's orders.", func(_ context.Context, in ordersForInput) ([]order, error) {
		out := []order{}
		for _, o := range orders {
			if o.UserID == in.UserID && (in.Status == "" || o.Status == in.Status) {
				out = append(out, o)
			}
		}
		return out, nil
	}))
	ordersFor.Concurrent = true

	write := tools.Must(tools.Func("write", "Write a file in the workspace.", func(_ context.Context, in writeInput) (string, error) {
		return fmt.Sprintf("wrote %d bytes to %s", len(in.Content), in.Path), nil
	}))
	write.Guidance = "Use write only for files the user asked for; read a file before you overwrite it."
	write.Capabilities = []string{"fs.write"}
	return []tools.Tool{findUser, ordersFor, write}
}

// program is what a model might send under code mode: two lookups in
// parallel, joined in the sandbox, only the answer returned.
const program = "```ts\n" + `async () => {
  const [user, paid] = await Promise.all([
    tools.findUser({ id: "ada" }),
    tools.ordersFor({ userId: "ada", status: "paid" }),
  ])
  console.log("paid orders:", paid.length)
  const total: number = paid.reduce((sum, o) => sum + o.total, 0)
  return { name: user.name, paidTotal: total }
}` + "\n```"

func main() {
	executor := codemode.New(codemode.Options{})
	defer executor.Close()
	registry := tools.NewRegistry(tools.Options{Executor: executor})
	defer registry.Close()
	if err := registry.Register(defineTools()...); err != nil {
		fail(err)
	}
	if err := registry.Grant("agent", "write", "fs.write"); err != nil {
		fail(err)
	}

	// One scope per mode; each agent's scope could set its own.
	for _, mode := range []tools.Mode{tools.Native, tools.Code, tools.Both} {
		scope := "agent/" + string(mode)
		if err := registry.SetMode(scope, mode); err != nil {
			fail(err)
		}
		var offered, sections []string
		for _, s := range registry.WireSchemas(scope) {
			offered = append(offered, s.Name)
		}
		for _, s := range registry.Prompt(scope) {
			sections = append(sections, s.ID)
		}
		fmt.Printf("== %s mode (scope %q)\n", mode, scope)
		fmt.Printf("tools offered:   [%s]\n", strings.Join(offered, ", "))
		fmt.Printf("prompt sections: [%s]\n\n", strings.Join(sections, ", "))
	}

	const scope = "agent/code"
	fmt.Println("== what the model is told under code mode")
	for _, s := range registry.Prompt(scope) {
		fmt.Printf("-- section %s\n%s\n", s.ID, s.Text)
	}

	registry.Subscribe(func(e tools.Event) {
		if e.Kind != tools.EventStart {
			fmt.Printf("   event: %-6s %-16s %-9s %s\n", e.Kind, e.Call.ID, e.Call.Name, e.Status)
		}
	})
	ctx := context.Background()

	fmt.Println("== a model turn under code mode: run_code with two tools in parallel")
	args, _ := json.Marshal(map[string]string{"code": program})
	out := registry.Execute(ctx, tools.Call{ID: "call_1", Name: tools.RunCode, Arguments: string(args), Scope: scope})
	fmt.Printf("status: %s\nthe model reads:\n%s\n", out.Status, indent(out.Text()))
	if calls, ok := out.Private[tools.PrivateCalls].([]tools.SubCall); ok {
		fmt.Println("the host's record of the program's calls (never shown to the model):")
		for _, c := range calls {
			fmt.Printf("   %s %s %s\n", c.ID, c.Name, c.Status)
		}
	}
	fmt.Println()

	fmt.Println("== a direct call of a native tool under code mode")
	out = registry.Execute(ctx, tools.Call{ID: "call_2", Name: "write", Arguments: `{"path":"notes.md","content":"hi"}`, Scope: scope})
	fmt.Printf("status: %s\nthe model reads:\n%s\n", out.Status, indent(out.Text()))
}

// indent indents the lines of s that are not empty.
func indent(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = "   " + l
		}
	}
	return strings.Join(lines, "\n")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
