package remote

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// heldExecutor runs every execution until release is closed.
type heldExecutor struct {
	started atomic.Int32
	release chan struct{}
}

func (h *heldExecutor) Execute(ctx context.Context, _ codemode.Request) codemode.Result {
	h.started.Add(1)
	select {
	case <-h.release:
	case <-ctx.Done():
	}
	return codemode.Result{Value: []byte("1"), Logs: []string{}}
}

func (h *heldExecutor) Close() error { return nil }

// Every small scheduler — slots 1, 2 or 4; a queue share of 1 or 2; a
// connection's share of executions running and waiting from 1 to past what
// it could use — given a burst from one connection, one execution after the
// other, admits, queues and refuses each as the rules say (the first check
// that fails names the refusal: a free slot runs the execution unless the
// connection has its share of executions; otherwise the queue share, the
// queue, then the share of executions); a second connection is then
// admitted whatever the first holds, and every admitted execution completes.
func TestSchedulerSharesEveryState(t *testing.T) {
	states := 0
	for _, slots := range []int{1, 2, 4} {
		for _, share := range []int{1, 2} {
			for perConn := 1; perConn <= slots+share+1; perConn++ {
				states++
				name := fmt.Sprintf("slots %d, queue share %d, executions share %d", slots, share, perConn)
				h := &heldExecutor{release: make(chan struct{})}
				s := newScheduler(h, slots, 100, share, perConn, 10, 10)
				a, b := s.line(), s.line()
				var wg sync.WaitGroup
				running, waiting := 0, 0
				results := make(chan codemode.Result, slots+share+3)
				admitted := 0
				for i := 0; i < slots+share+2; i++ {
					var want string
					switch {
					case running < slots && waiting == 0:
						if running+waiting >= perConn {
							want = fmt.Sprintf(TextConnectionExecutions, perConn)
						} else {
							running++
						}
					case waiting >= share:
						want = fmt.Sprintf(TextConnectionShare, share)
					case running+waiting >= perConn:
						want = fmt.Sprintf(TextConnectionExecutions, perConn)
					default:
						waiting++
					}
					refused := make(chan codemode.Result, 1)
					wg.Add(1)
					go func() {
						defer wg.Done()
						r := a.Execute(context.Background(), codemode.Request{Code: "x"})
						if r.Error != nil && r.Error.Kind == codemode.ErrOverloaded {
							refused <- r
							return
						}
						results <- r
					}()
					if want != "" {
						select {
						case r := <-refused:
							if r.Error.Message != want {
								t.Fatalf("%s: execution %d refused with %q, want %q", name, i, r.Error.Message, want)
							}
						case <-time.After(10 * time.Second):
							t.Fatalf("%s: execution %d was not refused (want %q)", name, i, want)
						}
						continue
					}
					admitted++
					waitUntil(t, name, func() bool {
						s.mu.Lock()
						defer s.mu.Unlock()
						return int(h.started.Load()) == running && s.waiting == waiting
					})
				}
				// Another connection is never refused for the first's share.
				wg.Add(1)
				go func() {
					defer wg.Done()
					results <- b.Execute(context.Background(), codemode.Request{Code: "x"})
				}()
				admitted++
				close(h.release)
				for range admitted {
					if r := <-results; r.Error != nil {
						t.Fatalf("%s: an admitted execution failed: %+v", name, r.Error)
					}
				}
				wg.Wait()
				s.mu.Lock()
				if a.active != 0 || b.active != 0 || s.waiting != 0 || s.free != slots {
					t.Fatalf("%s: after all ended: active %d and %d, waiting %d, free %d", name, a.active, b.active, s.waiting, s.free)
				}
				s.mu.Unlock()
			}
		}
	}
	t.Logf("%d scheduler configurations", states)
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: timed out", what)
		}
		time.Sleep(time.Millisecond)
	}
}
