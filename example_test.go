package codemode_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// A host runs a model's program against its own tool, and reads the result.
func ExampleNew() {
	executor := codemode.New(codemode.Options{})
	defer executor.Close()

	state := protocol.NewState()
	defer state.Close()
	users := map[float64]string{1: "ada", 2: "lin"}
	res := executor.Execute(context.Background(), codemode.Request{
		Code:      `async () => (await Promise.all([1, 2].map((id) => store.user(id)))).join(" and ")`,
		Providers: []codemode.Provider{{Name: "store", Tools: []string{"user"}}},
		Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, provider, tool, args string) (any, error) {
			var id float64
			if provider != "store" || tool != "user" {
				return nil, &protocol.ToolNotFoundError{Tool: tool}
			}
			if err := protocol.DecodeArguments(args, &id); err != nil {
				return nil, err
			}
			return users[id], nil
		}),
	})
	if err := res.Err(); err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println(string(res.Value))
	// Output: "ada and lin"
}

// Result.Err is a nil error when the program completed, and the failure (a
// *codemode.Error, with its kind) when it did not.
func ExampleResult_Err() {
	executor := codemode.New(codemode.Options{})
	defer executor.Close()

	run := func(code string) error {
		return executor.Execute(context.Background(), codemode.Request{
			Code:      code,
			Providers: []codemode.Provider{{Name: "store", Tools: []string{"listUsers"}}},
		}).Err()
	}
	fmt.Println(run(`async () => 1`) == nil)
	// A forgotten await: the result holds a promise.
	err := run(`async () => ({ users: store.listUsers() })`)
	var e *codemode.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind)
		fmt.Println(err)
	}
	// Output:
	// true
	// result_invalid
	// The result cannot be returned: result.users is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...])).
}
