package remote_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/internal/proctest"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/remote"
)

// neighbours is the number of executions that share a worker in the tests
// below.
const neighbours = 500

// cotenantDaemon is a daemon in front of a pool of the given workers, with
// one client connected to it.
func cotenantDaemon(t *testing.T, workers int) (*pool.Pool, *remote.Client) {
	t.Helper()
	p, err := pool.New(pool.Options{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	srv := remote.NewServer(p, remote.ServerOptions{})
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	t.Cleanup(func() { _ = srv.Close() })
	c, err := remote.Dial(context.Background(), "ws"+strings.TrimPrefix(hs.URL, "http"), remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return p, c
}

// held is a tool whose calls are answered when the test says so: each
// execution's call answers with the number it was given.
type held struct {
	calls   atomic.Int64
	release chan struct{}
}

func newHeld() *held { return &held{release: make(chan struct{})} }

func (h *held) request(i int) codemode.Request {
	return codemode.Request{
		Code:      fmt.Sprintf(`async () => (await t.wait(%d)) + 1`, i),
		Providers: []codemode.Provider{{Name: "t"}},
		Limits:    codemode.Limits{Timeout: 2 * time.Minute},
		DispatchAsync: func(_ context.Context, _, _, args string, reply func(string, error)) {
			h.calls.Add(1)
			go func() {
				<-h.release
				reply(`{"result":`+strings.Trim(args, "[]")+`}`, nil)
			}()
		},
	}
}

// waitCalls waits until n calls have reached the tool: every execution is
// parked in its worker, waiting for its answer.
func (h *held) waitCalls(t *testing.T, n int64) {
	t.Helper()
	executortest.WaitFor(t, fmt.Sprintf("%d executions waiting for their tool call", n), func() bool { return h.calls.Load() >= n })
}

// An execution that runs away in a worker beside 500 executions waiting for
// their tool calls ends by its deadline, stopped by its engine: the worker
// is not killed (no overrun, the same process), and every neighbour
// completes with its own answer.
func TestRunawayAmongWaitingNeighbours(t *testing.T) {
	p, c := cotenantDaemon(t, 1)
	before, ok := proctest.Workers()
	if !ok || len(before) != 1 {
		t.Skip("cannot read the worker process from /proc")
	}
	h := newHeld()
	results := make(chan codemode.Result, neighbours)
	for i := range neighbours {
		go func() { results <- c.Execute(context.Background(), h.request(i)) }()
	}
	h.waitCalls(t, neighbours)
	runaways := []string{
		`async () => { for (;;) {} }`,
		`async () => { const a = []; for (;;) a.push(a.length) }`,
		`async () => Array.prototype.includes.call({ length: 2 ** 53 - 1 }, 1)`,
	}
	for _, code := range runaways {
		r := c.Execute(context.Background(), codemode.Request{Code: code, Limits: codemode.Limits{Timeout: 300 * time.Millisecond, Memory: 64 << 20}})
		if r.Error == nil || (r.Error.Kind != codemode.ErrTimeout && r.Error.Kind != codemode.ErrMemory) {
			t.Fatalf("%s: got %s %+v, want its timeout (or its memory limit)", code, r.Value, r.Error)
		}
	}
	if st := p.Stats(); st.Overruns != 0 {
		t.Fatalf("the worker was killed %d times: the engine should have stopped the runaway", st.Overruns)
	}
	after, _ := proctest.Workers()
	for pid := range before {
		if _, same := after[pid]; !same || len(after) != 1 {
			t.Fatalf("the worker process changed: %v, then %v", before, after)
		}
	}
	close(h.release)
	seen := map[string]bool{}
	for range neighbours {
		r := <-results
		if r.Error != nil {
			t.Fatalf("a neighbour failed: %+v", r.Error)
		}
		seen[string(r.Value)] = true
	}
	for i := range neighbours {
		if !seen[strconv.Itoa(i+1)] {
			t.Fatalf("no neighbour returned %d", i+1)
		}
	}
}

// A worker killed with 500 executions in it: each reports the loss with the
// worker error naming why; the durable ones among them, resumed from the
// journals their host kept, complete on the worker that replaced it (the
// call in flight at the kill answered by the host, not dispatched again);
// the daemon and the client's connection go on serving. Two ways to lose the
// worker: killed from outside, and killed by the pool as its last resort
// for an execution on it whose engine does not stop (a frozen process).
func TestWorkerLostWithItsNeighbours(t *testing.T) {
	for _, how := range []string{"killed", "frozen"} {
		t.Run(how, func(t *testing.T) {
			p, c := cotenantDaemon(t, 1)
			procs, ok := proctest.Workers()
			if !ok || len(procs) != 1 {
				t.Skip("cannot read the worker process from /proc")
			}
			var pid int
			for pid = range procs {
			}
			h := newHeld()
			var mu sync.Mutex
			journals := make([][]protocol.JournalEntry, neighbours)
			results := make([]chan codemode.Result, neighbours)
			for i := range neighbours {
				req := h.request(i)
				if i%2 == 0 {
					req.Durable = &codemode.Durable{OnJournal: func(e protocol.JournalEntry) {
						mu.Lock()
						journals[i] = append(journals[i], e)
						mu.Unlock()
					}}
				}
				results[i] = make(chan codemode.Result, 1)
				go func() { results[i] <- c.Execute(context.Background(), req) }()
			}
			h.waitCalls(t, neighbours)
			want := "The worker process running this execution died (signal: killed)."
			if how == "killed" {
				if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
			} else {
				r := c.Execute(context.Background(), executortest.Frozen(t, 300*time.Millisecond))
				proctest.Thaw()
				if r.Error == nil || r.Error.Kind != codemode.ErrTimeout {
					t.Fatalf("the frozen execution: got %+v, want its timeout", r.Error)
				}
				want = "The worker process running this execution died (killed: an execution on it had not stopped by its deadline (or its cancellation) plus the 2s grace period)."
			}
			for i := range neighbours {
				r := <-results[i]
				if r.Error == nil || r.Error.Kind != codemode.ErrWorker || r.Error.Message != want {
					t.Fatalf("execution %d: got %s %+v, want the worker error %q", i, r.Value, r.Error, want)
				}
			}
			// The durable ones resume on the replacement, at once.
			close(h.release)
			var wg sync.WaitGroup
			failures := make(chan string, neighbours)
			for i := 0; i < neighbours; i += 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					mu.Lock()
					cp, err := codemode.CheckpointFromJournal(journals[i])
					mu.Unlock()
					if err != nil {
						failures <- fmt.Sprintf("%d: %v", i, err)
						return
					}
					req := h.request(i)
					req.Code = ""
					req.Durable = &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: 1, Envelope: fmt.Sprintf(`{"result":%d}`, i)}}}}
					r := c.Execute(context.Background(), req)
					if r.Error != nil || string(r.Value) != strconv.Itoa(i+1) {
						failures <- fmt.Sprintf("%d resumed: %s %+v", i, r.Value, r.Error)
					}
				}()
			}
			wg.Wait()
			close(failures)
			for f := range failures {
				t.Fatal(f)
			}
			if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 'served'`}); r.Error != nil || string(r.Value) != `"served"` {
				t.Fatalf("after the loss: %s %+v", r.Value, r.Error)
			}
			after, _ := proctest.Workers()
			if _, same := after[pid]; same {
				t.Fatalf("the lost worker %d is still there: %v", pid, after)
			}
			if st := p.Stats(); st.Workers != 1 {
				t.Fatalf("stats %+v: want the replacement", st)
			}
		})
	}
}

// A Fleet resumes a durable execution whose worker died in its daemon: on the
// same daemon, whose replacement worker runs it from the journal; the call in
// flight at the loss goes to the host's OnAmbiguous, and OnResume hears why.
// A program whose worker dies every time ends with the worker error after
// MaxWorkerLosses resumes.
func TestFleetResumesAfterItsWorkerDies(t *testing.T) {
	d := startFleetDaemon(t, nil, pool.Options{Workers: 1})
	kill := func() {
		procs, ok := proctest.Workers()
		if !ok || len(procs) != 1 {
			t.Errorf("want one worker process, found %v", procs)
			return
		}
		for pid := range procs {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
	var mu sync.Mutex
	var moves []string
	var asked []codemode.PendingCall
	redispatch := false
	f := dialFleet(t, []string{d.url}, remote.FleetOptions{
		OnAmbiguous: func(_ context.Context, p codemode.PendingCall) (codemode.Answer, bool) {
			mu.Lock()
			defer mu.Unlock()
			asked = append(asked, p)
			if redispatch {
				return codemode.Answer{Redispatch: true}, true
			}
			return codemode.Answer{Envelope: `{"result":"receipt"}`}, true
		},
		OnResume: func(from, to string, why codemode.ErrorKind) {
			mu.Lock()
			moves = append(moves, fmt.Sprintf("%s→%s %s", from, to, why))
			mu.Unlock()
		},
	})
	waitFor(t, "the daemon connected", func() bool { return connected(f) == 1 })
	charges := 0
	r := f.Execute(context.Background(), codemode.Request{
		Code:      `async () => [await store.get(1), await store.charge(2), await store.get(3)]`,
		Providers: []codemode.Provider{{Name: "store"}},
		Durable:   &codemode.Durable{},
		Dispatch: func(ctx context.Context, _, tool, args string) (string, error) {
			if tool == "charge" {
				charges++
				kill()
				<-ctx.Done() // cut off with the worker's loss
				return "", ctx.Err()
			}
			return `{"result":` + args + `}`, nil
		},
	})
	if r.Error != nil || string(r.Value) != `[[1],"receipt",[3]]` {
		t.Fatalf("got %s %+v, want the execution completed on the replacement worker", r.Value, r.Error)
	}
	mu.Lock()
	if charges != 1 || len(asked) != 1 || asked[0].Tool != "charge" || len(moves) != 1 || !strings.HasSuffix(moves[0], " worker") {
		t.Fatalf("charged %d times, asked about %+v, moves %v: want one charge, one question, one move for the worker", charges, asked, moves)
	}
	redispatch = true
	mu.Unlock()
	// Every attempt kills its worker (the host has the call made again
	// each time): the fleet gives up.
	r = f.Execute(context.Background(), codemode.Request{
		Code:      `async () => await store.charge(1)`,
		Providers: []codemode.Provider{{Name: "store"}},
		Durable:   &codemode.Durable{},
		Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
			kill()
			<-ctx.Done()
			return "", ctx.Err()
		},
	})
	if r.Error == nil || r.Error.Kind != codemode.ErrWorker {
		t.Fatalf("got %s %+v, want the worker error once the resumes are spent", r.Value, r.Error)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(moves) != 1+remote.MaxWorkerLosses {
		t.Fatalf("moves %v: want %d more", moves, remote.MaxWorkerLosses)
	}
}
