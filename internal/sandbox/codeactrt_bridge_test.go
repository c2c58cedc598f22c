package sandbox_test

import (
	"context"

	"github.com/codemode/codemode/internal/codeactrt"
	"github.com/codemode/codemode/internal/sandbox"
)

// The synchronous runtime, for this package's tests (syncbridge_test.go):
// codeactrt imports sandbox, so only this external test package can.
func init() {
	sandbox.RunSyncForTests = func(ctx context.Context, o sandbox.SyncRunOptions) sandbox.SyncResult {
		res := codeactrt.RunSync(ctx, codeactrt.SyncOptions{
			Source: o.Source,
			Input:  o.Input,
			Limits: codeactrt.SyncLimits{SourceBytes: o.SourceBytes, InputBytes: o.InputBytes, ResultBytes: o.ResultBytes,
				Memory: o.Memory, StackDepth: o.StackDepth, Timeout: o.Timeout, ChildCalls: o.ChildCalls},
			Call: o.Call,
		})
		out := sandbox.SyncResult{Value: res.Value}
		if f := res.Failure; f != nil {
			out.Failure = &sandbox.SyncFailure{Kind: string(f.Kind), Message: f.Message}
		}
		return out
	}
}
