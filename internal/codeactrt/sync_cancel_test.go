package codeactrt

import (
	"context"
	"sync"
	"testing"
)

// ownCtx is a caller's context of its own type: the standard library
// propagates its cancellation to derived contexts on a goroutine, so a
// broker watching it can answer before the run's own context has ended.
type ownCtx struct {
	context.Context
	once sync.Once
	done chan struct{}
}

func newOwnCtx() *ownCtx { return &ownCtx{Context: context.Background(), done: make(chan struct{})} }

func (c *ownCtx) Done() <-chan struct{} { return c.done }
func (c *ownCtx) cancel()               { c.once.Do(func() { close(c.done) }) }
func (c *ownCtx) Err() error {
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

// A broker that answers a cancelled call at once, with the context's error,
// races the run's own ending. Whichever the run sees first, it ends
// cancelled, never with the broker's "context canceled" as a terminal
// failure. (Repeated: the order is a coin toss.)
func TestSyncCancelledCallEndsCancelled(t *testing.T) {
	for i := 0; i < 200; i++ {
		for _, own := range []bool{false, true} {
			var ctx context.Context
			var cancel func()
			if own {
				c := newOwnCtx()
				ctx, cancel = c, c.cancel
			} else {
				ctx, cancel = context.WithCancel(context.Background())
			}
			res := RunSync(ctx, SyncOptions{
				Source: `function main() { tools.call("wait"); return "went on" }`,
				Limits: syncLimits(),
				Call: func(context.Context, string, string) (string, error) {
					cancel()
					return "", ctx.Err()
				},
			})
			cancel()
			wantFailure(t, res, SyncCancelled, TextSyncCancelled)
		}
	}
}
