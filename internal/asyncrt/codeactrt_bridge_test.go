package asyncrt_test

import (
	"context"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/codeactrt"
)

// The synchronous runtime, for this package's tests (syncbridge_test.go):
// codeactrt imports sandbox, so only this external test package can.
func init() {
	asyncrt.RunSyncForTests = func(ctx context.Context, o asyncrt.SyncRunOptions) asyncrt.SyncResult {
		res := codeactrt.RunSync(ctx, codeactrt.SyncOptions{
			Source: o.Source,
			Input:  o.Input,
			Limits: codeactrt.SyncLimits{SourceBytes: o.SourceBytes, InputBytes: o.InputBytes, ResultBytes: o.ResultBytes,
				Memory: o.Memory, StackDepth: o.StackDepth, Timeout: o.Timeout, ChildCalls: o.ChildCalls},
			Call: o.Call,
		})
		out := asyncrt.SyncResult{Value: res.Value}
		if f := res.Failure; f != nil {
			out.Failure = &asyncrt.SyncFailure{Kind: string(f.Kind), Message: f.Message}
		}
		return out
	}
}
