package mcpgw

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
)

// A suspension the gateway cannot answer with an approval (a timer due past
// the deadline, or the deadline while a call was in flight) ends the
// execution as the time limit it is; one that waits for an approval stays.
func TestApprovalsOnly(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	limits := codemode.Limits{Timeout: 300 * time.Millisecond}
	providers := []codemode.Provider{{Name: "s", Tools: []string{"slow", "ask"}}}
	dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
		if tool == "ask" {
			return "", codemode.Suspend("needs approval")
		}
		<-ctx.Done()
		return "", ctx.Err()
	}
	for _, c := range []struct {
		name, code string
		kept       bool
	}{
		{"timer past the deadline", `async () => { await new Promise((r) => setTimeout(r, 3600e3)); return 1 }`, false},
		{"deadline while a call is in flight", `async () => await s.slow({})`, false},
		{"an approval", `async () => await s.ask({})`, true},
	} {
		r := x.Execute(context.Background(), codemode.Request{Code: c.code, Providers: providers, Dispatch: dispatch,
			Limits: limits, Durable: &codemode.Durable{}})
		if r.Suspended == nil {
			t.Fatalf("%s: the execution did not suspend: %+v", c.name, r.Error)
		}
		got := approvalsOnly(r)
		if c.kept {
			if got.Suspended == nil {
				t.Errorf("%s: the suspension was dropped", c.name)
			}
			continue
		}
		if got.Suspended != nil || got.Error == nil || got.Error.Kind != codemode.ErrTimeout || got.Error.Message != executor.TimeoutText(limits.Timeout) {
			t.Errorf("%s: got %+v, want the time limit's failure", c.name, got.Error)
		}
	}
}
