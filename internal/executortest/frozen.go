package executortest

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/proctest"
)

// Frozen is a request whose worker process is frozen (SIGSTOP) by the
// program's one tool call: an engine that can no longer stop by itself, as
// a worker stuck in the kernel, paging or in a bug would be. The engine
// itself polls in every native loop, so a program alone cannot make one;
// this is how the pool's and the daemon's last resort (killing the worker)
// is tested with a real process. Every worker of this process is frozen:
// call proctest.Thaw once the execution has ended if others must go on.
func Frozen(t *testing.T, timeout time.Duration) codemode.Request {
	return codemode.Request{
		Code:      `async () => { await store.x(); for (;;) {} }`,
		Providers: []codemode.Provider{{Name: "store"}},
		Limits:    codemode.Limits{Timeout: timeout},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			if proctest.Freeze() == 0 {
				t.Error("no worker process to freeze")
			}
			return `{"result":1}`, nil
		},
	}
}
