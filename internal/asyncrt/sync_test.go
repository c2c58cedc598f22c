package asyncrt

import (
	"github.com/codemode/codemode/internal/codeactrt"

	"context"
	"fmt"
	"testing"
	"time"
)

// The synchronous runtime (internal/codeactrt), for the tests that run a
// program through both runtimes (the built-ins harness, the hostile
// arguments of tools.call). The types are the runtime's, as far as these
// tests read them.

// SyncResult is what a synchronous run answered: its value, or its failure.
type SyncResult struct {
	Value   string
	Failure *SyncFailure
}

// SyncFailure is a synchronous run's failure: its kind and message.
type SyncFailure struct{ Kind, Message string }

// SyncRunOptions are a synchronous run's source, input, limits and broker
// (codeactrt.SyncOptions and SyncLimits).
type SyncRunOptions struct {
	Source, Input                        string
	SourceBytes, InputBytes, ResultBytes int
	Memory                               int64
	StackDepth                           int
	Timeout                              time.Duration
	ChildCalls                           int
	Call                                 func(ctx context.Context, name, args string) (string, error)
}

// RunSyncForTests runs one synchronous program (codeactrt.RunSync).
func RunSyncForTests(ctx context.Context, o SyncRunOptions) SyncResult {
	res := codeactrt.RunSync(ctx, codeactrt.SyncOptions{
		Source: o.Source,
		Input:  o.Input,
		Limits: codeactrt.SyncLimits{SourceBytes: o.SourceBytes, InputBytes: o.InputBytes, ResultBytes: o.ResultBytes,
			Memory: o.Memory, StackDepth: o.StackDepth, Timeout: o.Timeout, ChildCalls: o.ChildCalls},
		Call: o.Call,
	})
	out := SyncResult{Value: res.Value}
	if f := res.Failure; f != nil {
		out.Failure = &SyncFailure{Kind: string(f.Kind), Message: f.Message}
	}
	return out
}

// syncTestOptions are the limits of runSync.
func syncTestOptions(src, input string) SyncRunOptions {
	return SyncRunOptions{Source: src, Input: input, SourceBytes: 64 << 10, InputBytes: 64 << 10, ResultBytes: 64 << 10,
		Memory: 32 << 20, StackDepth: 5000, Timeout: 5 * time.Second, ChildCalls: 20, Call: syncEcho}
}

// runSyncWith runs o through RunSyncForTests.
func runSyncWith(t testing.TB, o SyncRunOptions) SyncResult {
	t.Helper()
	return RunSyncForTests(context.Background(), o)
}

// runSync runs src on input with syncTestOptions' limits; a nil call answers
// as syncEcho does.
func runSync(t *testing.T, src, input string, call func(context.Context, string, string) (string, error)) SyncResult {
	t.Helper()
	o := syncTestOptions(src, input)
	if call != nil {
		o.Call = call
	}
	return runSyncWith(t, o)
}

// syncEcho is a broker that answers every call with {"tool":name,"args":args}.
func syncEcho(_ context.Context, name, args string) (string, error) {
	return fmt.Sprintf(`{"tool":%q,"args":%s}`, name, args), nil
}
