package pool_test

import (
	"context"
	"fmt"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
)

// A pool of two worker processes runs programs as codemode.New does in
// process: the same Request, the same Result, the tool calls answered by
// the dispatch here in the parent. A worker is this executable started
// again (the test binary here), so nothing but pool.New is needed.
func ExampleNew() {
	p, err := pool.New(pool.Options{Workers: 2})
	if err != nil {
		fmt.Println("no pool:", err)
		return
	}
	defer p.Close()

	state := protocol.NewState()
	defer state.Close()
	res := p.Execute(context.Background(), codemode.Request{
		Code:      `async () => (await Promise.all([1, 2, 3].map((n) => math.square(n)))).join(", ")`,
		Providers: []codemode.Provider{{Name: "math", Tools: []string{"square"}}},
		Dispatch: protocol.EnvelopeDispatch(state, func(_ context.Context, _, tool, args string) (any, error) {
			var n int
			if err := protocol.DecodeArguments(args, &n); err != nil {
				return nil, err
			}
			return n * n, nil
		}),
	})
	if err := res.Err(); err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println(string(res.Value), p.Stats().Workers)
	// Output: "1, 4, 9" 2
}
