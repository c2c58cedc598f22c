package remote_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
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
	long       bool // one of the executions longer than the drain grace
	start, end time.Time
	mu         sync.Mutex
	endpoint   string         // the daemon its first call came from
	calls      map[string]int // tool calls the host saw, by step
	via        []string       // the daemon each call came from, in order
	res        codemode.Result
}

// moved reports whether the run's calls came from daemon from and then from
// another one.
func (r *fleetRun) moved(from string) bool {
	for i := 1; i < len(r.via); i++ {
		if r.via[i-1] == from && r.via[i] != from {
			return true
		}
	}
	return false
}

// The fleet on one machine: three daemon processes on loopback, each behind a
// fault-injecting proxy, and several clients putting a steady load of durable
// executions on them. One daemon is killed with SIGKILL (its connections
// reset), one is cut off silently (nothing arrives, nothing is reset), one is
// restarted with SIGTERM (drained, with a grace shorter than some of the
// executions running there). Every execution completes with the right
// result: those on the killed or cut-off daemon are resumed on a survivor
// from the client's journal (the cut-off noticed within the ping bound, not
// their own time limit), those still running on the drained daemon when its
// grace ends are suspended by it and resumed elsewhere; and the host sees
// each tool call exactly once. The failover times are logged.
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
	const grace = time.Second
	daemonArgs := []string{"--workers", "4", "--grace", grace.String()}
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
	type resumed struct {
		at       time.Time
		from, to string
		why      codemode.ErrorKind
	}
	var (
		resumesMu sync.Mutex
		resumes   []resumed
	)
	var fleets []*remote.Fleet
	for range clients + 1 {
		fleets = append(fleets, dialFleet(t, urls, remote.FleetOptions{
			DialOptions: remote.DialOptions{PingInterval: pingInterval, PingTimeout: pingTimeout},
			MinBackoff:  50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond, DialTimeout: time.Second,
			OnResume: func(from, to string, why codemode.ErrorKind) {
				resumesMu.Lock()
				resumes = append(resumes, resumed{time.Now(), byURL[from], byURL[to], why})
				resumesMu.Unlock()
			},
			// No call of this load can be ambiguous (its dispatch
			// always answers): the default, failing, stands.
		}))
	}
	for _, f := range fleets[:clients] {
		waitFor(t, "every client connected to three daemons", func() bool { return connected(f) == 3 })
	}

	var (
		mu       sync.Mutex
		runs     []*fleetRun
		inflight = map[*fleetRun]bool{}
		stop     = make(chan struct{})
		wg       sync.WaitGroup
	)
	var longStarted atomic.Int64 // long executions whose first call was made
	execute := func(client int, f *remote.Fleet, sleep time.Duration) {
		r := &fleetRun{client: client, calls: map[string]int{}, start: time.Now(), long: sleep > grace}
		mu.Lock()
		inflight[r] = true
		mu.Unlock()
		r.res = f.Execute(context.Background(), codemode.Request{
			Code: fmt.Sprintf(`async () => {
				const a = await t.step(1);
				await new Promise((r) => setTimeout(r, %d));
				const b = await t.step(2);
				return a + b;
			}`, sleep.Milliseconds()),
			Providers: []codemode.Provider{{Name: "t"}},
			Durable:   &codemode.Durable{},
			// Far above the ping bound: an execution that ends with
			// the connection error was ended by the pings.
			Limits: codemode.Limits{Timeout: time.Minute},
			Dispatch: func(ctx context.Context, _, tool, args string) (string, error) {
				r.mu.Lock()
				defer r.mu.Unlock()
				at := byURL[remote.EndpointFromContext(ctx)]
				if r.endpoint == "" {
					r.endpoint = at
				}
				r.via = append(r.via, at)
				r.calls[args]++
				if args == "[1]" {
					if r.long && r.calls[args] == 1 {
						longStarted.Add(1)
					}
					return `{"result":10}`, nil
				}
				return `{"result":20}`, nil
			},
		})
		r.end = time.Now()
		mu.Lock()
		delete(inflight, r)
		runs = append(runs, r)
		mu.Unlock()
	}
	for i, f := range fleets[:clients] {
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
					execute(i, f, 300*time.Millisecond)
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
	// betweenCalls waits until an execution has made its first call on
	// daemon n and sleeps before its second: a fault injected then finds
	// an execution with progress to carry to a survivor, however slowly
	// the machine runs the load.
	betweenCalls := func(n string) {
		t.Helper()
		waitFor(t, "an execution between its calls on daemon "+n, func() bool {
			mu.Lock()
			defer mu.Unlock()
			for r := range inflight {
				r.mu.Lock()
				mid := len(r.via) == 1 && r.via[0] == n && r.calls["[1]"] == 1
				r.mu.Unlock()
				if mid {
					return true
				}
			}
			return false
		})
	}
	time.Sleep(1500 * time.Millisecond)

	// 1. A is killed: its connections reset. Then it comes back on a new
	// port behind the same proxy.
	betweenCalls("A")
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
	betweenCalls("B")
	tCut := time.Now()
	proxies["B"].partition()
	allSee("every client to give B's connection up", func(m remote.MemberStatus) bool { return !m.Connected }, "B")
	cutNoticed := time.Since(tCut)
	time.Sleep(time.Second)
	tHeal := time.Now()
	proxies["B"].heal()
	backB := landedOn("B", tHeal)

	// 3. C is restarted with SIGTERM: it drains, then a new C comes up.
	// Executions longer than the grace are running on every daemon when
	// it starts: C suspends those at the grace's end, and the clients
	// resume them elsewhere.
	// They come from one more client, whose first three executions go one
	// to each daemon.
	longs := fleets[clients]
	waitFor(t, "the last client connected to three daemons", func() bool { return connected(longs) == 3 })
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			execute(clients, longs, grace+time.Second)
		}()
	}
	waitFor(t, "the long executions to start", func() bool { return longStarted.Load() == 3 })
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

	// What the runs show: every execution completed with the right result,
	// and the host saw each of its calls once.
	var (
		ok, dup                     int
		crashMoved, cutMoved        int // executions resumed elsewhere after the crash, the partition
		drainedOK, drainMoved, long int
	)
	for _, r := range runs {
		for step, n := range r.calls {
			if n > 1 {
				dup++
				t.Errorf("an execution (calls from %v) saw call %s %d times", r.via, step, n)
			}
		}
		if r.res.Error != nil {
			t.Errorf("an execution (calls from %v, %v to %v after the SIGKILL) failed: %s: %s",
				r.via, r.start.Sub(tKill), r.end.Sub(tKill), r.res.Error.Kind, r.res.Error.Message)
			continue
		}
		if string(r.res.Value) != "30" || len(r.calls) != 2 {
			t.Errorf("an execution (calls from %v) returned %s after calls %v, want 30 after steps 1 and 2", r.via, r.res.Value, r.calls)
			continue
		}
		ok++
		if r.long {
			long++
		}
		switch {
		case r.moved("A"):
			crashMoved++
		case r.moved("B"):
			cutMoved++
		case r.moved("C"):
			drainMoved++
		case r.endpoint == "C" && r.start.Before(tTerm) && r.end.After(tTerm):
			drainedOK++
		}
	}
	// How long each failover took: from the fault until the fleet sent the
	// execution's resume to a survivor.
	var crashResume, cutResume, drainResume []time.Duration
	resumesMu.Lock()
	for _, x := range resumes {
		switch {
		case x.from == "A" && x.why == codemode.ErrConnection && x.at.After(tKill) && x.at.Before(tBackA):
			crashResume = append(crashResume, x.at.Sub(tKill))
		case x.from == "B" && x.why == codemode.ErrConnection && x.at.After(tCut) && x.at.Before(tHeal):
			cutResume = append(cutResume, x.at.Sub(tCut))
		case x.from == "C" && x.why == codemode.ErrSuspended && x.at.After(tTerm):
			drainResume = append(drainResume, x.at.Sub(tTerm))
		default:
			t.Errorf("an execution was resumed on %s, away from %s (%s), %v after the SIGKILL: no fault was there then", x.to, x.from, x.why, x.at.Sub(tKill))
		}
		if x.to == x.from {
			t.Errorf("an execution was resumed on the daemon it left (%s)", x.from)
		}
	}
	resumesMu.Unlock()
	for _, d := range cutResume {
		if d > pingBound+slack {
			t.Errorf("an execution cut off by the partition was resumed %v after it, past the ping bound %v (+%v slack)", d, pingBound, slack)
		}
	}
	for _, d := range crashResume {
		if d > slack {
			t.Errorf("an execution on the killed daemon was resumed %v after the SIGKILL (bound %v)", d, slack)
		}
	}
	for _, d := range drainResume {
		if d < grace {
			t.Errorf("an execution on the drained daemon was resumed %v after the SIGTERM, before the grace (%v) was over", d, grace)
		}
	}
	if len(crashResume) == 0 || crashMoved == 0 {
		t.Errorf("no execution was resumed after the SIGKILL (%d resumes, %d moved): the crash was not exercised", len(crashResume), crashMoved)
	}
	if len(cutResume) == 0 || cutMoved == 0 {
		t.Errorf("no execution was resumed after the partition (%d resumes, %d moved): the partition was not exercised", len(cutResume), cutMoved)
	}
	if len(drainResume) == 0 || drainMoved == 0 {
		t.Errorf("no execution was suspended by the drain and resumed (%d resumes, %d moved): the suspension at the grace's end was not exercised", len(drainResume), drainMoved)
	}
	if drainedOK == 0 {
		t.Errorf("no execution running on C when it was sent SIGTERM finished there: the drain was not exercised")
	}
	if long != 3 {
		t.Errorf("%d of the 3 long executions completed", long)
	}
	if ok < 50 {
		t.Errorf("only %d executions completed", ok)
	}
	t.Logf("executions: %d durable, %d completed with the right result, %d duplicated calls; resumed on a survivor: %d after the crash, %d after the partition, %d suspended by the drain",
		len(runs), ok, dup, len(crashResume), len(cutResume), len(drainResume))
	t.Logf("crash (SIGKILL): every client saw the connection gone after %v; its executions were resumed elsewhere after at most %v; the restarted daemon ran an execution %v after it came back",
		crashNoticed.Round(time.Millisecond), maxOf(crashResume).Round(time.Millisecond), backA.Round(time.Millisecond))
	t.Logf("partition (silent): every client gave the connection up after %v (ping bound %v); its executions were resumed elsewhere after at most %v; after the heal an execution ran there %v later",
		cutNoticed.Round(time.Millisecond), pingBound, maxOf(cutResume).Round(time.Millisecond), backB.Round(time.Millisecond))
	t.Logf("drain (SIGTERM, grace %v): /readyz answered 503 after %v; every client saw the drain after %v; %d executions running there finished there; %d longer than the grace were suspended and resumed elsewhere after at most %v; the daemon exited after %v; the new one ran an execution %v after it came up",
		grace, unready.Round(time.Millisecond), drainNoticed.Round(time.Millisecond), drainedOK, drainMoved, maxOf(drainResume).Round(time.Millisecond), drainTook.Round(time.Millisecond), backC.Round(time.Millisecond))
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
