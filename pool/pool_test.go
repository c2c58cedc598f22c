package pool_test

import (
	"context"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/pool"
)

func newPool(t *testing.T, opts pool.Options) *pool.Pool {
	t.Helper()
	p, err := pool.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// The executor suite, with every program in a worker process.
func TestPoolSuite(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 2})
	// Durable checkpoints go from the pool to an in-process executor and back.
	inproc := codemode.New(codemode.Options{})
	t.Cleanup(func() { inproc.Close() })
	executortest.Run(t, p, executortest.Config{Short: testing.Short(), Grace: 3 * time.Second, ResumeIn: []codemode.Executor{inproc}})
}

// The executor suite again with the pipes' readers sleeping as soon as a pipe
// is empty (Options.NoPoll): the other way a message reaches its reader.
func TestPoolSuiteWithoutPolling(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 2, NoPoll: true})
	inproc := codemode.New(codemode.Options{})
	t.Cleanup(func() { inproc.Close() })
	executortest.Run(t, p, executortest.Config{Short: testing.Short(), Grace: 3 * time.Second, ResumeIn: []codemode.Executor{inproc}})
}

// The executor suite again with the messages on the pipes themselves
// (Options.NoSharedMemory): the transport of systems other than Linux, and of
// a pool that cannot make the shared memory.
func TestPoolSuiteOnPipes(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 2, NoSharedMemory: true})
	inproc := codemode.New(codemode.Options{})
	t.Cleanup(func() { inproc.Close() })
	executortest.Run(t, p, executortest.Config{Short: testing.Short(), Grace: 3 * time.Second, ResumeIn: []codemode.Executor{inproc}})
}

func TestKilledWorkerIsReportedAndReplaced(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1})
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- p.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await store.block(); for (;;) {} }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":1}`, nil
			},
		})
	}()
	<-started
	time.Sleep(50 * time.Millisecond)
	killWorkers(t)
	res := <-done
	if res.Error == nil || res.Error.Kind != codemode.ErrWorker || res.Error.Message != "The worker process running this execution died (signal: killed)." {
		t.Fatalf("got %+v", res.Error)
	}
	// The pool recovers: the next execution works.
	r := p.Execute(context.Background(), codemode.Request{Code: `async () => 'alive'`})
	if r.Error != nil || string(r.Value) != `"alive"` {
		t.Fatalf("after the kill: %s %v", r.Value, r.Error)
	}
}

// killWorkers sends SIGKILL to this process's worker children.
func killWorkers(t *testing.T) {
	t.Helper()
	entries, _ := os.ReadDir("/proc")
	me := os.Getpid()
	killed := 0
	for _, e := range entries {
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) > 3 && f[3] == itoa(me) {
			env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
			if strings.Contains(string(env), "CODEMODE_WORKER=1") {
				pid := atoi(e.Name())
				syscall.Kill(pid, syscall.SIGKILL)
				killed++
			}
		}
	}
	if killed == 0 {
		t.Fatal("no worker process found to kill")
	}
}

func TestWatchdogKillsAWorkerPastItsDeadline(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1, Grace: 300 * time.Millisecond})
	// A dispatch that never returns keeps the worker's execution alive past
	// its deadline only if the worker misbehaved; simulate a stuck worker by
	// stopping it. (The deadline must leave the program time to make its
	// call: scaled for the race detector.)
	timeout := executortest.Scale(300 * time.Millisecond)
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- p.Execute(context.Background(), codemode.Request{
			Code:      `async () => await store.x()`,
			Providers: []codemode.Provider{{Name: "store"}},
			Limits:    codemode.Limits{Timeout: timeout},
			Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
				close(started)
				stopWorkers(t, syscall.SIGSTOP)
				<-ctx.Done()
				return "", ctx.Err()
			},
		})
	}()
	select {
	case <-started:
	case res := <-done:
		t.Fatalf("the program ended before its call: %+v", res.Error)
	}
	start := time.Now()
	res := <-done
	// Killed for overrunning its deadline, it reports the timeout, as an
	// engine that stopped in time would have.
	if res.Error == nil || res.Error.Kind != codemode.ErrTimeout || res.Error.Message != executor.TimeoutText(timeout) {
		t.Fatalf("got %+v", res.Error)
	}
	if time.Since(start) > executortest.Scale(3*time.Second) {
		t.Fatalf("the watchdog took %s", time.Since(start))
	}
	r := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if r.Error != nil {
		t.Fatalf("after the watchdog: %v", r.Error)
	}
}

func stopWorkers(t *testing.T, sig syscall.Signal) {
	entries, _ := os.ReadDir("/proc")
	me := itoa(os.Getpid())
	for _, e := range entries {
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) > 3 && f[3] == me {
			env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
			if strings.Contains(string(env), "CODEMODE_WORKER=1") {
				syscall.Kill(atoi(e.Name()), sig)
			}
		}
	}
}

func TestOverloaded(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 1, Sandboxes: 1, Queue: 2})
	release := make(chan struct{})
	req := codemode.Request{
		Code:      `async () => await store.wait()`,
		Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			<-release
			return `{"result":1}`, nil
		},
	}
	results := make(chan codemode.Result, 3)
	for i := 0; i < 3; i++ {
		go func() { results <- p.Execute(context.Background(), req) }()
	}
	// One runs, two queue: waited for, not slept for, since on a loaded
	// machine the three goroutines may take a while to get there.
	executortest.WaitFor(t, "one execution running and two queued", func() bool {
		st := p.Stats()
		return st.Busy == 1 && st.Queued == 2
	})
	r := p.Execute(context.Background(), req)
	if r.Error == nil || r.Error.Kind != codemode.ErrOverloaded || r.Error.Message != "The executor is overloaded: 2 executions are already queued. Try again later." {
		t.Fatalf("got %+v", r.Error)
	}
	close(release)
	for i := 0; i < 3; i++ {
		if r := <-results; r.Error != nil {
			t.Fatalf("a queued execution failed: %v", r.Error)
		}
	}
}

func TestAddressSpaceCap(t *testing.T) {
	// The sandbox's own limit is set far above the worker's address space:
	// the cap stops the bomb, and the pool survives it either way.
	var stderr strings.Builder // a worker that runs out of address space may abort noisily
	p := newPool(t, pool.Options{Workers: 1, AddressSpace: 3 << 30, Stderr: &lockedWriter{w: &stderr}})
	// The cap is really on the worker: its RLIMIT_AS, as the kernel reports it.
	wantAddressSpaceCap(t, 1, 3<<30)
	r := p.Execute(context.Background(), codemode.Request{
		Code:   `async () => { const a = []; for (;;) a.push(new Uint8Array(64 << 20).fill(1)) }`,
		Limits: codemode.Limits{Memory: 8 << 30, Timeout: 20 * time.Second},
	})
	if r.Error == nil || (r.Error.Kind != codemode.ErrMemory && r.Error.Kind != codemode.ErrWorker) {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
	if r := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		t.Fatalf("after the bomb: %v", r.Error)
	}
	// A worker that replaced one the bomb killed is capped too.
	wantAddressSpaceCap(t, 1, 3<<30)
}

func itoa(n int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n))
}

func fmtInt(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}
