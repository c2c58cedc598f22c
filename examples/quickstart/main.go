// Quickstart: a Go host declares real tools over its own data and runs the
// kind of program a model writes against them. The program makes its tool
// calls as plain function calls; every call comes back to this process, which
// owns the data.
//
//	go run ./examples/quickstart
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

type user struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Team  string `json:"team"`
	Admin bool   `json:"admin"`
}

type order struct {
	ID     int     `json:"id"`
	UserID string  `json:"userId"`
	Total  float64 `json:"total"`
	Status string  `json:"status"`
}

// store is the host's data; the sandbox never sees it except through tools.
type store struct {
	users  []user
	orders []order
}

func newStore() *store {
	return &store{
		users: []user{
			{"ada", "Ada Lovelace", "engines", true},
			{"grace", "Grace Hopper", "compilers", false},
			{"alan", "Alan Turing", "engines", false},
			{"edsger", "Edsger Dijkstra", "compilers", false},
		},
		orders: []order{
			{1, "ada", 120.5, "paid"}, {2, "ada", 80, "refunded"}, {3, "grace", 42, "paid"},
			{4, "alan", 300, "paid"}, {5, "alan", 12.25, "paid"}, {6, "edsger", 64, "pending"},
		},
	}
}

// tools maps each tool name to its implementation. Arguments arrive as the
// JSON array the program's call spread them into.
func (s *store) tools() map[string]func(args string) (any, error) {
	return map[string]func(string) (any, error){
		"listUsers": func(string) (any, error) { return s.users, nil },
		"findUser": func(args string) (any, error) {
			var id string
			if err := protocol.DecodeArguments(args, &id); err != nil {
				return nil, err
			}
			for _, u := range s.users {
				if u.ID == id {
					return u, nil
				}
			}
			return nil, fmt.Errorf("no user with id %q", id)
		},
		"ordersFor": func(args string) (any, error) {
			var id string
			if err := protocol.DecodeArguments(args, &id); err != nil {
				return nil, err
			}
			var out []order
			for _, o := range s.orders {
				if o.UserID == id {
					out = append(out, o)
				}
			}
			return out, nil
		},
	}
}

// The program a model might write: several tool calls, in parallel where it
// can, joined and filtered in the sandbox so only the answer goes back.
const program = `async () => {
  const users = await store.listUsers()
  const engineers = users.filter((u) => u.team === 'engines')
  const orders = await Promise.all(engineers.map((u) => store.ordersFor(u.id)))
  const spend = engineers.map((u, i) => ({
    name: u.name,
    paid: orders[i].filter((o) => o.status === 'paid').reduce((sum, o) => sum + o.total, 0),
  }))
  console.log('engineers:', engineers.length)
  try {
    await store.findUser('nobody')
  } catch (failure) {
    console.warn('lookup failed:', failure.message)
  }
  return spend.sort((a, b) => b.paid - a.paid)
}`

func main() {
	s := newStore()
	tools := s.tools()
	names := make([]string, 0, len(tools))
	for n := range tools {
		names = append(names, n)
	}
	sort.Strings(names)

	executor := codemode.New(codemode.Options{})
	defer executor.Close()

	state := protocol.NewState()
	defer state.Close() // no call can reach the store on this execution's behalf afterwards
	res := executor.Execute(context.Background(), codemode.Request{
		Code:      program,
		Providers: []codemode.Provider{{Name: "store", Tools: names}},
		Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, provider, tool, args string) (any, error) {
			handler, ok := tools[tool]
			if provider != "store" || !ok {
				return nil, &protocol.ToolNotFoundError{Tool: tool}
			}
			return handler(args)
		}),
	})

	fmt.Println("tools:", strings.Join(names, ", "))
	for _, l := range res.Logs {
		fmt.Println("log:", l)
	}
	if err := res.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
	var v any
	_ = json.Unmarshal(res.Value, &v)
	out, _ := json.MarshalIndent(v, "", "  ")
	fmt.Println("result:", string(out))
}
