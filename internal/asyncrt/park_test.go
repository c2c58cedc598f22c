package asyncrt

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/runners"
	"github.com/codemode/codemode/internal/sandbox"
)

// goroutinesIn counts the goroutines whose stack has a frame of fn, and
// returns one such stack for a failure message.
func goroutinesIn(fn string) (int, string) {
	buf := make([]byte, 8<<20)
	buf = buf[:runtime.Stack(buf, true)]
	n, one := 0, ""
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, fn) {
			n++
			one = g
		}
	}
	return n, one
}

// waitFor polls cond for up to three seconds (far less than the executions'
// own time limits, so that a wait does not end by their timing out).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(3 * time.Second); !cond(); {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestWaitingExecutionsHoldNoGoroutine: executions waiting for their tool
// calls give their runners back. With 40 executions each waiting on a few
// calls (through Start and through Run), no goroutine is in any
// execution's loop and at most the idle list's runners are left; the
// answers, given in a random order from many goroutines at once, then
// settle every execution with its own value.
func TestWaitingExecutionsHoldNoGoroutine(t *testing.T) {
	const n = 40
	type call struct {
		exec, i int
		answer  chan string
	}
	calls := make(chan call, 10*n)
	dispatch := func(ctx context.Context, _, _, args string) (string, error) {
		var exec, i int
		if _, err := fmt.Sscanf(args, "[%d,%d]", &exec, &i); err != nil {
			return "", err
		}
		c := call{exec, i, make(chan string, 1)}
		calls <- c
		select {
		case a := <-c.answer:
			return a, nil
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	code := func(exec int) string {
		return `async () => {
			const first = await store.get(` + strconv.Itoa(exec) + `, 0);
			const rest = await Promise.all([1, 2, 3].map((i) => store.get(` + strconv.Itoa(exec) + `, i)));
			return [first, ...rest].join(",");
		}`
	}
	lim := phaseLimits
	lim.Timeout = time.Minute
	results := make([]chan Result, n)
	for i := range results {
		results[i] = make(chan Result, 1)
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		req := &Request{Code: code(i), Providers: storeProvider, Dispatch: dispatch, Limits: lim}
		if i%2 == 0 {
			s.Start(context.Background(), req, func(r Result) { results[i] <- r })
		} else {
			go func() { results[i] <- s.Run(context.Background(), req) }()
		}
	}
	answer := func(c call) { c.answer <- fmt.Sprintf(`{"result":"%d.%d"}`, c.exec, c.i) }

	var held []call
	collect := func(k int) {
		t.Helper()
		held = held[:0]
		for len(held) < k {
			select {
			case c := <-calls:
				held = append(held, c)
			case <-time.After(10 * time.Second):
				t.Fatalf("%d of %d calls were made", len(held), k)
			}
		}
	}
	// First every execution waits on its first call.
	collect(n)
	check := func(stage string) {
		t.Helper()
		// A parked loop has returned by the time the dispatch runs, or
		// soon after: wait for it, then require it to stay so.
		waitFor(t, stage+": no goroutine in a loop", func() bool { k, _ := goroutinesIn("(*Sandbox).loop("); return k == 0 })
		if k, g := goroutinesIn("(*Sandbox).loop("); k != 0 {
			t.Fatalf("%s: %d goroutines are in an execution's loop while every execution waits, as:\n%s", stage, k, g)
		}
		if k, _ := goroutinesIn("runners.runner("); k > runners.MaxIdle() {
			t.Fatalf("%s: %d runners live while every execution waits; the idle list holds %d", stage, k, runners.MaxIdle())
		}
	}
	check("first calls")
	rand.Shuffle(len(held), func(i, j int) { held[i], held[j] = held[j], held[i] })
	var wg sync.WaitGroup
	for _, c := range held {
		wg.Add(1)
		go func() { defer wg.Done(); answer(c) }()
	}
	wg.Wait()
	// Then each waits on three calls at once.
	collect(3 * n)
	check("parallel calls")
	rand.Shuffle(len(held), func(i, j int) { held[i], held[j] = held[j], held[i] })
	for _, c := range held {
		wg.Add(1)
		go func() { defer wg.Done(); answer(c) }()
	}
	wg.Wait()
	for i, ch := range results {
		select {
		case r := <-ch:
			want := fmt.Sprintf(`"%d.0,%d.1,%d.2,%d.3"`, i, i, i, i)
			if r.Failure != nil || r.Value != want {
				t.Fatalf("execution %d: %+v %s, want %s", i, r.Failure, r.Value, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("execution %d never ended", i)
		}
	}
}

// TestParkedExecutionsFireTheirTimers: executions waiting only on timers
// hold no goroutine either, and their timers fire in order and on time.
func TestParkedExecutionsFireTheirTimers(t *testing.T) {
	const n = 10
	// The first timer is far enough away for every execution to have
	// started and parked before it fires, also under the race detector.
	first := 1000 * time.Millisecond
	if raceScale > 1 {
		first *= 3
	}
	t0 := time.Now()
	results := make(chan Result, n)
	var started []*Sandbox
	for i := 0; i < n; i++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		started = append(started, s)
		s.Start(context.Background(), &Request{Code: `async () => {
			const first = ` + strconv.Itoa(int(first.Milliseconds())) + `;
			const order = [];
			const t0 = Date.now();
			// "a2" is due 150 ms after "a" fires, and "a" may fire late
			// on a loaded machine: "c" is far enough after it that the
			// order holds for any lateness below 650 ms.
			await new Promise((done) => {
				setTimeout(() => order.push("c"), first + 800);
				setTimeout(() => order.push("b"), first + 100);
				setTimeout(() => { order.push("a"); setTimeout(() => { order.push("a2"); }, 150) }, first);
				setTimeout(done, first + 900);
			});
			return order.join("") + " " + (Date.now() - t0 >= first + 900);
		}`, Limits: phaseLimits}, func(r Result) { results <- r })
	}
	for _, s := range started {
		for !s.parkedNow() {
			if time.Since(t0) > first*9/10 {
				t.Fatal("an execution waiting on its timers did not park")
			}
			time.Sleep(time.Millisecond)
		}
	}
	if k, g := goroutinesIn("(*Sandbox).loop("); k != 0 {
		t.Fatalf("%d goroutines are in an execution's loop while every execution waits on its timers, as:\n%s", k, g)
	}
	for i := 0; i < n; i++ {
		select {
		case r := <-results:
			if r.Failure != nil || r.Value != `"aba2c true"` {
				t.Fatalf("execution: %+v %s", r.Failure, r.Value)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("an execution waiting on timers never ended")
		}
	}
}

// TestParkedExecutionsStop: an execution parked on a call that never
// answers still ends at its deadline, at its context's end and at a
// shutdown, with the failure of each.
func TestParkedExecutionsStop(t *testing.T) {
	// The call answers only when the test ends: nothing but the stop can
	// end the execution.
	never := make(chan struct{})
	t.Cleanup(func() { close(never) })
	block := func(context.Context, string, string, string) (string, error) {
		<-never
		return `{"result":null}`, nil
	}
	code := `async () => { await store.wait(); return 1 }`
	run := func(ctx context.Context, timeout time.Duration, stop func(*Sandbox)) Result {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		lim := phaseLimits
		lim.Timeout = timeout
		got := make(chan Result, 1)
		s.Start(ctx, &Request{Code: code, Providers: storeProvider, Dispatch: block, Limits: lim}, func(r Result) { got <- r })
		if stop != nil {
			waitFor(t, "the execution parks", func() bool { return s.parkedNow() })
			stop(s)
		}
		select {
		case r := <-got:
			return r
		case <-time.After(10 * time.Second):
			t.Fatal("a parked execution did not stop")
			return Result{}
		}
	}
	if r := run(context.Background(), 150*time.Millisecond, nil); r.Failure == nil || r.Failure.Kind != KindTimeout {
		t.Fatalf("at the deadline: %+v", r.Failure)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if r := run(ctx, time.Minute, func(*Sandbox) { cancel() }); r.Failure == nil || r.Failure.Kind != KindCancelled || r.Failure.Message != TextCancelled {
		t.Fatalf("at the context's end: %+v", r.Failure)
	}
	if r := run(context.Background(), time.Minute, (*Sandbox).Shutdown); r.Failure == nil || r.Failure.Message != TextShutdown {
		t.Fatalf("at a shutdown: %+v", r.Failure)
	}
}

// parkedNow reports that the execution is parked (for tests).
func (s *Sandbox) parkedNow() bool { return s.ev.Parked() }

// TestNewSlotsAreSetUpOffTheCallersStack: setting a slot up runs the engine
// as deep as a program does; done on the goroutine that called New, it grew
// that goroutine's stack to 16 KiB or more, kept while the caller waited for
// its execution. 40 callers, each making a new slot and then waiting,
// grow the stacks in use by a few KiB each.
func TestNewSlotsAreSetUpOffTheCallersStack(t *testing.T) {
	if raceScale > 1 {
		t.Skip("the race detector changes stack sizes")
	}
	const n = 40
	drainIdle()
	defer drainIdle()
	release := make(chan struct{})
	var wg sync.WaitGroup
	made := make(chan *Sandbox, n)
	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sandbox.DropIdleSlots() // a slot made new, not an idle one
			s, err := New()
			if err != nil {
				t.Error(err)
			}
			made <- s
			<-release
		}()
		// One after another, so that one runner serves them all.
		defer (<-made).Close()
	}
	runtime.ReadMemStats(&m1)
	close(release)
	wg.Wait()
	per := (int64(m1.StackInuse) - int64(m0.StackInuse)) / n
	t.Logf("%d bytes of stack per waiting caller", per)
	if per > 8<<10 {
		t.Fatalf("each caller that made a slot holds %d bytes of stack", per)
	}
}

// TestCancelledCallerIsToldSo: a caller that cancels while a call is in
// flight gets the cancellation, also when the call's dispatch ends with the
// cancellation first and the program fails of it.
func TestCancelledCallerIsToldSo(t *testing.T) {
	dispatch := func(ctx context.Context, _, _, _ string) (string, error) {
		<-ctx.Done()
		return "", ctx.Err()
	}
	for i := 0; i < 30; i++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		got := make(chan Result, 1)
		s.Start(ctx, &Request{Code: `async () => { await store.wait(); return 1 }`, Providers: storeProvider, Dispatch: dispatch, Limits: phaseLimits}, func(r Result) { got <- r })
		waitFor(t, "the execution parks", s.parkedNow)
		cancel()
		if r := <-got; r.Failure == nil || r.Failure.Kind != KindCancelled || r.Failure.Message != TextCancelled {
			t.Fatalf("run %d: %+v", i, r.Failure)
		}
	}
}
