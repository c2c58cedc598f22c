package pool_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/internal/wire"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
)

// retainOne runs a program that hands out a handle and is retained: it holds
// its sandbox until released.
func retainOne(x codemode.Executor) codemode.Result {
	return x.Execute(context.Background(), codemode.Request{
		Code:          `async () => { await store.subscribe((n) => n * 2); return 'held' }`,
		Providers:     []codemode.Provider{{Name: "store"}},
		Dispatch:      func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
		RetainHandles: true,
	})
}

// procStatus reads VmSize and VmRSS, in KiB, from /proc/PID/status.
func procStatus(t *testing.T, pid int) (size, rss int64) {
	t.Helper()
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		for key, v := range map[string]*int64{"VmSize:": &size, "VmRSS:": &rss} {
			if rest, ok := strings.CutPrefix(line, key); ok {
				*v, _ = strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			}
		}
	}
	return size, rss
}

const mib = 1 << 20

// A worker filled to its cap on retained executions (the default, from its
// 4 GiB address space) keeps room under its RLIMIT_AS: the next request with
// RetainHandles is refused with the pinned text, ordinary executions — one
// filling a 256 MiB heap among them — still run on it, releasing every
// retained execution leaves it alive (the same process), and it takes
// retained executions again. The figures the budget rests on are logged:
// address space and resident size of the worker, empty and at its cap.
func TestWorkerAtItsRetainedCapKeepsRoom(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc and relies on RLIMIT_AS")
	}
	if raceEnabled {
		t.Skip("measures a worker's address space, which the race detector's runtime enlarges (an empty worker 1.9 GiB instead of 1.6)")
	}
	// The address space of a worker that runs one execution beside its
	// retained ones (by default a worker has 33 MiB more for each of the
	// executions it runs at once: pool.Options.Sandboxes).
	p := newPool(t, pool.Options{Workers: 1, AddressSpace: 4 << 30})
	limit := executor.MaxRetainedFor(4 << 30)
	if st := p.Stats(); st.RetainedCapacity != limit || limit != codemode.DefaultMaxRetained {
		t.Fatalf("capacity %d, want MaxRetainedFor(4 GiB) = %d = DefaultMaxRetained (%d)", st.RetainedCapacity, limit, codemode.DefaultMaxRetained)
	}
	wantAddressSpaceCap(t, 1, 4<<30)
	pid := workerPIDs()[0]
	size0, rss0 := procStatus(t, pid)
	var held []codemode.Retained
	defer func() {
		for _, r := range held {
			r.Release()
		}
	}()
	for i := 0; i < limit; i++ {
		res := retainOne(p)
		if res.Error != nil || res.Retained == nil {
			t.Fatalf("retained execution %d of %d: %+v", i+1, limit, res.Error)
		}
		held = append(held, res.Retained)
	}
	size, rss := procStatus(t, pid)
	per := float64(size-size0) / 1024 / float64(limit)
	t.Logf("worker %d: empty VmSize %d MiB VmRSS %d MiB; with %d retained (its cap) VmSize %d MiB VmRSS %d MiB; %.2f MiB of address space each; RLIMIT_AS 4096 MiB",
		pid, size0/1024, rss0/1024, limit, size/1024, rss/1024, per)
	// The average also carries what grows in steps while they are made (a
	// thread's 8 MiB stack, a 64 MiB arena of the Go heap, of which a loaded
	// machine's run reserves one more than a quiet one's): up to 3 MiB each
	// over 44 (two arenas) is that noise, more is a slot larger than the
	// budget counts.
	if per*mib > executor.RetainedAddressSpace+3*mib {
		t.Errorf("a retained execution holds %.2f MiB of address space, more than RetainedAddressSpace (%d MiB) the budget counts", per, executor.RetainedAddressSpace/mib)
	}
	if room := 4<<30 - size*1024; room < 768*mib {
		t.Errorf("at its cap the worker has %d MiB of address space left; the budget means to leave about 1 GiB", room/mib)
	}
	res := retainOne(p)
	if want := fmt.Sprintf(pool.TextRetainedFull, limit); res.Error == nil || res.Error.Kind != codemode.ErrOverloaded || res.Error.Message != want {
		t.Fatalf("past the cap: got %+v, want overloaded %q", res.Error, want)
	}
	// Ordinary executions still run on the full worker, a big one too.
	res = p.Execute(context.Background(), codemode.Request{
		Code:   `async () => { const a = []; for (let i = 0; i < 250; i++) a.push(new Uint8Array(1 << 20).fill(1)); return a.length }`,
		Limits: codemode.Limits{Memory: 256 * mib},
	})
	if res.Error != nil || string(res.Value) != "250" {
		t.Fatalf("a 250 MiB execution on the full worker: %s %+v", res.Value, res.Error)
	}
	for i := 0; i < 20; i++ {
		if res := p.Execute(context.Background(), codemode.Request{Code: `async () => 7`}); res.Error != nil {
			t.Fatalf("ordinary execution %d on the full worker: %+v", i, res.Error)
		}
	}
	// A retained execution still answers.
	out, err := held[0].Invoke(context.Background(), protocol.Handle{ID: "h1"}, 21)
	if err != nil || string(out) != "42" {
		t.Fatalf("invoking a handle of the full worker: %s %v", out, err)
	}
	sizePeak, _ := procStatus(t, pid)
	if room := 4<<30 - sizePeak*1024; room < 256*mib {
		t.Errorf("after a 256 MiB execution on the full worker, %d MiB of address space are left", room/mib)
	}
	for _, r := range held {
		r.Release()
	}
	for _, r := range held {
		<-r.Done()
		if err := r.Err(); err != nil {
			t.Fatalf("a released execution ended with %v", err)
		}
	}
	held = nil
	if pids := workerPIDs(); len(pids) != 1 || pids[0] != pid {
		t.Fatalf("after the release the workers are %v, want the same %d: it died", pids, pid)
	}
	sizeAfter, rssAfter := procStatus(t, pid)
	t.Logf("peak VmSize %d MiB; after releasing all: VmSize %d MiB VmRSS %d MiB", sizePeak/1024, sizeAfter/1024, rssAfter/1024)
	wantRetained(t, p, 0)
	res = retainOne(p)
	if res.Error != nil {
		t.Fatalf("retaining after the release: %+v", res.Error)
	}
	res.Retained.Release()
}

// Executions go around a worker at its cap: with two workers of cap 3, six
// retained executions fill both, the seventh is refused, and ordinary ones
// still run; one released makes room for one more.
func TestRetainedSpreadAcrossWorkers(t *testing.T) {
	p := newPool(t, pool.Options{Workers: 2, RetainedPerWorker: 3})
	var held []codemode.Retained
	defer func() {
		for _, r := range held {
			r.Release()
		}
	}()
	for i := 0; i < 6; i++ {
		res := retainOne(p)
		if res.Error != nil {
			t.Fatalf("retained execution %d of 6: %+v", i+1, res.Error)
		}
		held = append(held, res.Retained)
	}
	if st := p.Stats(); st.Retained != 6 || st.RetainedCapacity != 6 {
		t.Fatalf("stats %+v, want 6 of 6 retained", st)
	}
	res := retainOne(p)
	if want := fmt.Sprintf(pool.TextRetainedFull, 3); res.Error == nil || res.Error.Message != want {
		t.Fatalf("the seventh: got %+v, want %q", res.Error, want)
	}
	for i := 0; i < 10; i++ {
		if res := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); res.Error != nil {
			t.Fatalf("ordinary execution %d: %+v", i, res.Error)
		}
	}
	held[2].Release()
	<-held[2].Done()
	wantRetained(t, p, 5)
	if res := retainOne(p); res.Error != nil {
		t.Fatalf("after one release: %+v", res.Error)
	} else {
		held = append(held, res.Retained)
	}
}

// A worker that can make no sandbox is retired and replaced: the execution
// that met it runs on the replacement, the retained executions it holds go
// on (their handles answer) until released, then it exits; the executions
// after it succeed. The first worker here is a real worker process whose
// executor answers every execution past its third with the error of an
// executor that could make no sandbox (what a worker whose address space is
// spent answers); the replacement is an ordinary worker.
func TestWorkerThatCannotMakeASandboxIsRetired(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the helper worker is started through /bin/sh")
	}
	mark := filepath.Join(t.TempDir(), "broken-started")
	t.Setenv("CODEMODE_TEST_BROKEN_MARK", mark)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script := `if mkdir "$CODEMODE_TEST_BROKEN_MARK" 2>/dev/null; then exec env -u CODEMODE_WORKER CODEMODE_TEST_BROKEN_WORKER=1 "$0" -test.run='^TestHelperBrokenWorker$'; else exec "$0"; fi`
	p := newPool(t, pool.Options{Workers: 1, NoSharedMemory: true, Command: []string{"/bin/sh", "-c", script, exe}})
	brokenPID := 0
	for pid := range mustWorkers(t) {
		brokenPID = pid
	}
	var held []codemode.Retained
	for i := 0; i < 3; i++ {
		res := retainOne(p)
		if res.Error != nil {
			t.Fatalf("retained execution %d on the first worker: %+v", i+1, res.Error)
		}
		held = append(held, res.Retained)
	}
	// The fourth finds no sandbox there: it runs on the replacement.
	res := p.Execute(context.Background(), codemode.Request{Code: `async () => 'moved'`})
	if res.Error != nil || string(res.Value) != `"moved"` {
		t.Fatalf("the execution that met the broken worker: %s %+v", res.Value, res.Error)
	}
	if st := p.Stats(); st.RetiredTotal != 1 || st.Retired != 1 || st.Workers != 2 {
		t.Fatalf("stats %+v: want one worker retired, still running, and its replacement", st)
	}
	for i := 0; i < 20; i++ {
		if res := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); res.Error != nil {
			t.Fatalf("execution %d after the retirement: %+v", i, res.Error)
		}
		if res := retainOne(p); res.Error != nil {
			t.Fatalf("retained execution %d after the retirement: %+v", i, res.Error)
		} else {
			res.Retained.Release()
		}
	}
	// The retired worker's retained executions still answer.
	for i, r := range held {
		out, err := r.Invoke(context.Background(), protocol.Handle{ID: "h1"}, i)
		if err != nil || string(out) != strconv.Itoa(2*i) {
			t.Fatalf("retained %d on the retired worker: %s %v", i, out, err)
		}
	}
	if _, alive := mustWorkers(t)[brokenPID]; !alive {
		t.Fatal("the retired worker exited while it held retained executions")
	}
	for _, r := range held {
		r.Release()
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, alive := mustWorkers(t)[brokenPID]
		st := p.Stats()
		if !alive && st.Retired == 0 && st.Workers == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the retired worker did not exit once its retained executions ended: alive %v, %+v", alive, st)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func mustWorkers(t *testing.T) map[int]int {
	t.Helper()
	procs, ok := procWorkers()
	if !ok {
		t.Skip("cannot read /proc")
	}
	return procs
}

// TestHelperBrokenWorker is the worker process of
// TestWorkerThatCannotMakeASandboxIsRetired, not a test.
func TestHelperBrokenWorker(t *testing.T) {
	if os.Getenv("CODEMODE_TEST_BROKEN_WORKER") != "1" {
		t.Skip("the helper worker of TestWorkerThatCannotMakeASandboxIsRetired")
	}
	x := codemode.New(codemode.Options{})
	srv := &wire.Server{Executor: &noSandboxAfter{x: x, n: 3}, Name: "codemode-worker"}
	in, out := os.NewFile(3, "in"), os.NewFile(4, "out")
	err := srv.Serve(context.Background(), wire.NewStreamTransport(in, out, nil, 0))
	x.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// noSandboxAfter runs n executions, then answers as an executor that could
// make no sandbox.
type noSandboxAfter struct {
	x    codemode.Executor
	n    int64
	runs atomic.Int64
}

func (e *noSandboxAfter) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	if e.runs.Add(1) > e.n {
		return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrInternal, Message: codemode.TextNoSandbox + "the engine could not create a context"}, Logs: []string{}}
	}
	return e.x.Execute(ctx, req)
}

func (e *noSandboxAfter) Close() error { return e.x.Close() }

// docs/failures.md quotes the pool's refusal past its cap.
func TestFailuresDocQuotesThePoolRetainedText(t *testing.T) {
	spans, err := doctest.TableCodeSpans("../docs/failures.md", "## Failed executions")
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(pool.TextRetainedFull, "%d", "<n>", 1); !spans[want] {
		t.Errorf("docs/failures.md does not quote %q", want)
	}
}

// procWorkers lists this process's live children (the pool's workers, the
// helper worker among them, which runs without CODEMODE_WORKER).
func procWorkers() (map[int]int, bool) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, false
	}
	me := strconv.Itoa(os.Getpid())
	out := map[int]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) >= 2 && f[1] == me && f[0] != "Z" {
			out[pid] = 0
		}
	}
	return out, true
}

// wantRetained checks that the pool counts n retained executions: a place
// is back by the time its execution's Done is closed.
func wantRetained(t *testing.T, p *pool.Pool, n int) {
	t.Helper()
	if st := p.Stats(); st.Retained != n {
		t.Fatalf("want %d retained counted: %+v", n, st)
	}
}
