package remote_test

import (
	"bufio"
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// daemonProcess is a real `codemode serve` on a loopback port.
type daemonProcess struct {
	cmd    *exec.Cmd
	addr   string
	exited chan error
	stderr *lockedWriter
}

func startDaemonProcess(t *testing.T, bin string, args ...string) *daemonProcess {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--listen", "127.0.0.1:0", "--log-format", "json"}, args...)...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &lockedWriter{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d := &daemonProcess{cmd: cmd, exited: make(chan error, 1), stderr: stderr}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "listening ws://") {
		cmd.Process.Kill()
		t.Fatalf("codemode serve's first line %q, %v", line, err)
	}
	d.addr = strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(line, "listening ")), "ws://")
	go func() { d.exited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-d.exited
		d.exited <- nil
	})
	return d
}

// lockedWriter collects a process's output; it may be read while written.
type lockedWriter struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedWriter) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// fleetRun is one execution of the load.
type fleetRun struct {
	client     int
	start, end time.Time
	mu         sync.Mutex
	endpoint   string         // the daemon its first call came from
	calls      map[string]int // tool calls the host saw, by step
	res        codemode.Result
}

// The fleet on one machine: three daemon processes on loopback, each behind a
// fault-injecting proxy, and several clients putting a steady load of
// executions on them. One daemon is killed with SIGKILL (its connections
// reset), one is cut off silently (nothing arrives, nothing is reset), one is
// restarted with SIGTERM (drained). What holds without durable executions:
// new executions keep succeeding on the survivors; executions on the killed
// or cut-off daemon end with the connection error within the ping bound (not
// their own time limit); the drained daemon's executions finish; an
// execution moved to another daemon is never run twice (no tool call is seen
// twice). The failover times are logged.
func TestFleetLoopback(t *testing.T) {
	if testing.Short() {
		t.Skip("starts daemon processes")
	}
	bin := filepath.Join(t.TempDir(), "codemode")
	build := exec.Command("go", "build", "-o", bin, "../cmd/codemode")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatal(err)
	}
	daemonArgs := []string{"--workers", "2", "--grace", "10s"}
	names := []string{"A", "B", "C"}
	procs := map[string]*daemonProcess{}
	proxies := map[string]*faultProxy{}
	byURL := map[string]string{}
	var urls []string
	for _, n := range names {
		procs[n] = startDaemonProcess(t, bin, daemonArgs...)
		proxies[n] = newFaultProxy(t, procs[n].addr)
		urls = append(urls, proxies[n].url())
		byURL[proxies[n].url()] = n
	}

	const (
		clients      = 4
		loops        = 3 // concurrent executions per client: one per daemon at any time
		pingInterval = 250 * time.Millisecond
		pingTimeout  = 500 * time.Millisecond
		pingBound    = pingInterval + pingTimeout
		// slack for a machine shared with other work
		slack = 5 * time.Second
	)
	var fleets []*remote.Fleet
	for range clients {
		fleets = append(fleets, dialFleet(t, urls, remote.FleetOptions{
			DialOptions: remote.DialOptions{PingInterval: pingInterval, PingTimeout: pingTimeout},
			MinBackoff:  50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond, DialTimeout: time.Second,
		}))
	}
	for _, f := range fleets {
		waitFor(t, "every client connected to three daemons", func() bool { return connected(f) == 3 })
	}

	var (
		mu   sync.Mutex
		runs []*fleetRun
		stop = make(chan struct{})
		wg   sync.WaitGroup
	)
	execute := func(client int, f *remote.Fleet) {
		r := &fleetRun{client: client, calls: map[string]int{}, start: time.Now()}
		r.res = f.Execute(context.Background(), codemode.Request{
			Code: `async () => {
				const a = await t.step(1);
				await new Promise((r) => setTimeout(r, 300));
				const b = await t.step(2);
				return a + b;
			}`,
			Providers: []codemode.Provider{{Name: "t"}},
			// Far above the ping bound: an execution that ends with
			// the connection error was ended by the pings.
			Limits: codemode.Limits{Timeout: time.Minute},
			Dispatch: func(ctx context.Context, _, tool, args string) (string, error) {
				r.mu.Lock()
				defer r.mu.Unlock()
				if r.endpoint == "" {
					r.endpoint = byURL[remote.EndpointFromContext(ctx)]
				}
				r.calls[args]++
				if args == "[1]" {
					return `{"result":10}`, nil
				}
				return `{"result":20}`, nil
			},
		})
		r.end = time.Now()
		mu.Lock()
		runs = append(runs, r)
		mu.Unlock()
	}
	for i, f := range fleets {
		for range loops {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					execute(i, f)
				}
			}()
		}
	}
	// landedOn waits until an execution that started after since succeeded
	// on daemon n, and says when it started.
	landedOn := func(n string, since time.Time) time.Duration {
		t.Helper()
		var at time.Time
		waitFor(t, "an execution on daemon "+n, func() bool {
			mu.Lock()
			defer mu.Unlock()
			for _, r := range runs {
				if r.endpoint == n && r.res.Error == nil && r.start.After(since) && (at.IsZero() || r.start.Before(at)) {
					at = r.start
				}
			}
			return !at.IsZero()
		})
		return at.Sub(since)
	}
	allSee := func(what string, cond func(remote.MemberStatus) bool, n string) {
		t.Helper()
		for _, f := range fleets {
			waitFor(t, what, func() bool {
				for _, m := range f.Members() {
					if byURL[m.Endpoint] == n {
						return cond(m)
					}
				}
				return false
			})
		}
	}
	time.Sleep(1500 * time.Millisecond)

	// 1. A is killed: its connections reset. Then it comes back on a new
	// port behind the same proxy.
	tKill := time.Now()
	procs["A"].cmd.Process.Signal(syscall.SIGKILL)
	allSee("every client to see A's connection gone", func(m remote.MemberStatus) bool { return !m.Connected }, "A")
	crashNoticed := time.Since(tKill)
	time.Sleep(time.Second)
	procs["A"] = startDaemonProcess(t, bin, daemonArgs...)
	tBackA := time.Now()
	proxies["A"].retarget(procs["A"].addr)
	backA := landedOn("A", tBackA)

	// 2. B is cut off silently. Then the partition heals.
	tCut := time.Now()
	proxies["B"].partition()
	allSee("every client to give B's connection up", func(m remote.MemberStatus) bool { return !m.Connected }, "B")
	cutNoticed := time.Since(tCut)
	time.Sleep(time.Second)
	tHeal := time.Now()
	proxies["B"].heal()
	backB := landedOn("B", tHeal)

	// 3. C is restarted with SIGTERM: it drains, then a new C comes up.
	tTerm := time.Now()
	procs["C"].cmd.Process.Signal(syscall.SIGTERM)
	// /readyz turns unready at once (the daemon keeps serving it while
	// it drains), so that a Service stops sending connections there.
	waitFor(t, "C's /readyz to answer 503", func() bool {
		resp, err := http.Get("http://" + procs["C"].addr + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusServiceUnavailable
	})
	unready := time.Since(tTerm)
	allSee("every client to see C draining", func(m remote.MemberStatus) bool { return m.Draining || !m.Connected }, "C")
	drainNoticed := time.Since(tTerm)
	select {
	case err := <-procs["C"].exited:
		procs["C"].exited <- err
		if err != nil {
			t.Errorf("the drained daemon exited with %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the drained daemon did not exit")
	}
	drainTook := time.Since(tTerm)
	procs["C"] = startDaemonProcess(t, bin, daemonArgs...)
	tBackC := time.Now()
	proxies["C"].retarget(procs["C"].addr)
	backC := landedOn("C", tBackC)
	time.Sleep(500 * time.Millisecond)
	close(stop)
	wg.Wait()

	// What the runs show.
	var (
		ok, failed, dup     int
		crashDown, cutDown  []time.Duration // how long each cut-off execution waited after the fault
		drainedOK, drainBad int
	)
	for _, r := range runs {
		for step, n := range r.calls {
			if n > 1 {
				dup++
				t.Errorf("an execution on %s saw call %s %d times", r.endpoint, step, n)
			}
		}
		switch {
		case r.res.Error == nil:
			if string(r.res.Value) != "30" {
				t.Errorf("an execution on %s returned %s, want 30", r.endpoint, r.res.Value)
			}
			ok++
			if r.endpoint == "C" && r.start.Before(tTerm) && r.end.After(tTerm) {
				drainedOK++
			}
		case r.res.Error.Kind == codemode.ErrConnection:
			failed++
			// Only executions running on the killed or cut-off daemon
			// when it failed may end so, and within the ping bound.
			switch {
			case (r.endpoint == "A" || r.endpoint == "") && r.start.Before(tKill) && r.end.After(tKill) && r.end.Before(tBackA):
				crashDown = append(crashDown, r.end.Sub(tKill))
			case (r.endpoint == "B" || r.endpoint == "") && r.start.Before(tCut.Add(pingBound)) && r.end.After(tCut) && r.end.Before(tHeal):
				cutDown = append(cutDown, r.end.Sub(tCut))
			default:
				t.Errorf("an execution on %q (%v to %v) ended with the connection error outside a fault: %s",
					r.endpoint, r.start.Sub(tKill), r.end.Sub(tKill), r.res.Error.Message)
			}
		default:
			if r.endpoint == "C" {
				drainBad++
			}
			t.Errorf("an execution on %q failed: %s: %s", r.endpoint, r.res.Error.Kind, r.res.Error.Message)
		}
	}
	// Next step, once durable executions exist: run the load's executions
	// as durable ones and assert that every one of them completed with the
	// right result (30) and that the host saw each tool call exactly once —
	// the executions counted in crashDown and cutDown above must then be
	// resumed on a survivor from the client's journal instead of ending
	// with the connection error, and the drain must suspend what is still
	// running at the end of its grace.
	for _, d := range append(slices.Clone(crashDown), cutDown...) {
		if d > pingBound+slack {
			t.Errorf("an execution cut off by a fault ended %v after it, past the ping bound %v (+%v slack)", d, pingBound, slack)
		}
	}
	if drainedOK == 0 {
		t.Errorf("no execution was running on C when it was sent SIGTERM: the drain was not exercised")
	}
	if drainBad > 0 {
		t.Errorf("%d executions running on C when it drained did not finish", drainBad)
	}
	if ok < 50 {
		t.Errorf("only %d executions completed", ok)
	}
	t.Logf("executions: %d completed, %d ended with the connection error (%d on the killed daemon, %d on the cut-off one), %d duplicated calls",
		ok, failed, len(crashDown), len(cutDown), dup)
	t.Logf("crash (SIGKILL): every client saw the connection gone after %v; cut-off executions ended after at most %v; the restarted daemon ran an execution %v after it came back",
		crashNoticed.Round(time.Millisecond), maxOf(crashDown).Round(time.Millisecond), backA.Round(time.Millisecond))
	t.Logf("partition (silent): every client gave the connection up after %v (ping bound %v); cut-off executions ended after at most %v; after the heal an execution ran there %v later",
		cutNoticed.Round(time.Millisecond), pingBound, maxOf(cutDown).Round(time.Millisecond), backB.Round(time.Millisecond))
	t.Logf("drain (SIGTERM): /readyz answered 503 after %v; every client saw the drain after %v; %d executions running there finished; the daemon exited after %v; the new one ran an execution %v after it came up",
		unready.Round(time.Millisecond), drainNoticed.Round(time.Millisecond), drainedOK, drainTook.Round(time.Millisecond), backC.Round(time.Millisecond))
	if t.Failed() {
		for _, n := range names {
			t.Logf("daemon %s stderr (tail):\n%s", n, tailString(procs[n].stderr.String(), 2000))
		}
	}
}

func maxOf(ds []time.Duration) time.Duration {
	var m time.Duration
	for _, d := range ds {
		m = max(m, d)
	}
	return m
}

func tailString(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
