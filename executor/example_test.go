package executor_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/protocol"
)

// relay is an executor that passes each execution on to another executor, as
// a client of a daemon passes it over a connection. The host's dispatch runs
// in the relay, so the relay gives it a context that carries an Invoker of
// the execution (codemode.Invoke then works in the host's tools), and it
// checks a resume's checkpoint before passing it on, refusing what the
// in-process executor would refuse, with the same error.
type relay struct{ next codemode.Executor }

func (r relay) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	if req.Resume != nil {
		if _, _, err := executor.CheckCheckpoint(req.Resume.Checkpoint); err != nil {
			var e *codemode.Error
			if !errors.As(err, &e) {
				e = &codemode.Error{Kind: codemode.ErrInternal, Message: err.Error()}
			}
			return codemode.Result{Error: e, Logs: []string{}}
		}
	}
	hostDispatch := req.Dispatch
	req.Dispatch = func(ctx context.Context, provider, tool, args string) (string, error) {
		// Across a process boundary, this Invoker would send the invocation
		// back over the connection; here the next executor's is at hand.
		inv := executor.InvokerFromContext(ctx)
		return hostDispatch(executor.ContextWithInvoker(ctx, inv), provider, tool, args)
	}
	return r.next.Execute(ctx, req)
}

func (r relay) Close() error { return r.next.Close() }

// An executor of its own behaves like the in-process one: a tool invokes the
// program's callback through it, and a malformed checkpoint is refused with
// the kind and text every executor gives.
func Example() {
	var x codemode.Executor = relay{next: codemode.New(codemode.Options{})}
	defer x.Close()

	state := protocol.NewState()
	defer state.Close()
	res := x.Execute(context.Background(), codemode.Request{
		Code:      `async () => await list.each({ items: [1, 2, 3], f: (n) => n * 10 })`,
		Providers: []codemode.Provider{{Name: "list", Tools: []string{"each"}}},
		Dispatch: protocol.EnvelopeDispatch(state, func(ctx context.Context, _, _, args string) (any, error) {
			var in struct {
				Items []int
				F     protocol.Handle
			}
			if err := protocol.DecodeArguments(args, &in); err != nil {
				return nil, err
			}
			var out []string
			for _, n := range in.Items {
				v, err := codemode.Invoke(ctx, in.F, n)
				if err != nil {
					return nil, err
				}
				out = append(out, string(v))
			}
			return out, nil
		}),
	})
	fmt.Println(string(res.Value), res.Err())

	res = x.Execute(context.Background(), codemode.Request{
		Resume: &codemode.Resume{Checkpoint: []byte(`{"version":2}`)},
	})
	fmt.Println(res.Error.Kind)
	// Output:
	// ["10","20","30"] <nil>
	// checkpoint
}
