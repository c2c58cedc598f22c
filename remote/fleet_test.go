package remote_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// fleetDaemon is a Server in front of its own small pool, on a listener of
// the test's choosing.
type fleetDaemon struct {
	url  string
	addr string
	srv  *remote.Server
	hs   *http.Server
	pool *pool.Pool
}

func startFleetDaemon(t *testing.T, ln net.Listener, popts pool.Options) *fleetDaemon {
	t.Helper()
	if ln == nil {
		var err error
		if ln, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
	}
	if popts.Workers == 0 {
		popts.Workers = 2
	}
	p, err := pool.New(popts)
	if err != nil {
		t.Fatal(err)
	}
	// The daemon's own queue (executions waiting their connection's turn)
	// is the pool's size.
	srv := remote.NewServer(p, remote.ServerOptions{Logger: quietLogger(), Queue: popts.Queue, QueuePerConnection: popts.Queue,
		Stats: func() (int, int, int) { s := p.Stats(); return s.Workers, s.Busy, s.Queued }})
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	d := &fleetDaemon{url: "ws://" + ln.Addr().String() + "/v1", addr: ln.Addr().String(), srv: srv, hs: hs, pool: p}
	t.Cleanup(d.stop)
	return d
}

// stop ends the daemon: connections dropped, pool closed.
func (d *fleetDaemon) stop() {
	d.srv.Close()
	d.hs.Close()
	d.pool.Close()
}

// metric reads one sample from the daemon's /metrics (0 if absent).
func (d *fleetDaemon) metric(t *testing.T, sample string) float64 {
	t.Helper()
	resp, err := http.Get("http://" + d.addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, sample+" "); ok {
			f, _ := strconv.ParseFloat(v, 64)
			return f
		}
	}
	return 0
}

func dialFleet(t *testing.T, endpoints []string, opts remote.FleetOptions) *remote.Fleet {
	t.Helper()
	f, err := remote.DialFleet(context.Background(), endpoints, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// waitFor polls cond until it holds, failing after a generous bound.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func connected(f *remote.Fleet) int {
	n := 0
	for _, m := range f.Members() {
		if m.Connected && !m.Draining {
			n++
		}
	}
	return n
}

// where runs a program that calls one tool and returns the endpoint its
// dispatch saw, failing the test if the execution fails.
func where(t *testing.T, x codemode.Executor) string {
	t.Helper()
	var mu sync.Mutex
	var seen string
	res := x.Execute(context.Background(), codemode.Request{
		Code:      `async () => await t.where()`,
		Providers: []codemode.Provider{{Name: "t"}},
		Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
			mu.Lock()
			seen = remote.EndpointFromContext(ctx)
			mu.Unlock()
			return fmt.Sprintf(`{"result":%q}`, seen), nil
		},
	})
	if res.Error != nil {
		t.Fatalf("execution failed: %+v", res.Error)
	}
	mu.Lock()
	defer mu.Unlock()
	if want := fmt.Sprintf("%q", seen); string(res.Value) != want {
		t.Fatalf("result %s, want %s", res.Value, want)
	}
	return seen
}

// Executions are spread over every daemon of the fleet.
func TestFleetSpreads(t *testing.T) {
	var urls []string
	for range 3 {
		urls = append(urls, startFleetDaemon(t, nil, pool.Options{}).url)
	}
	f := dialFleet(t, urls, remote.FleetOptions{})
	waitFor(t, "three connected daemons", func() bool { return connected(f) == 3 })
	count := map[string]int{}
	for range 30 {
		count[where(t, f)]++
	}
	for _, u := range urls {
		if count[u] < 8 {
			t.Errorf("daemon %s ran %d of 30 executions, want about 10 (%v)", u, count[u], count)
		}
	}
}

// A host name that resolves to several addresses is one daemon per address;
// an address that leaves the name's answers gets no more executions.
func TestFleetDNSName(t *testing.T) {
	// Two daemons on one port of two loopback addresses, as the pods of a
	// headless Service are.
	var lns []net.Listener
	for attempt := 0; len(lns) < 2 && attempt < 20; attempt++ {
		a, err := net.Listen("tcp", "127.0.0.2:0")
		if err != nil {
			t.Skipf("cannot listen on 127.0.0.2: %v", err)
		}
		_, port, _ := net.SplitHostPort(a.Addr().String())
		b, err := net.Listen("tcp", "127.0.0.3:"+port)
		if err != nil {
			a.Close()
			continue
		}
		lns = []net.Listener{a, b}
	}
	if len(lns) < 2 {
		t.Skip("no port free on both 127.0.0.2 and 127.0.0.3")
	}
	_, port, _ := net.SplitHostPort(lns[0].Addr().String())
	startFleetDaemon(t, lns[0], pool.Options{})
	startFleetDaemon(t, lns[1], pool.Options{})

	var mu sync.Mutex
	answer := []string{"127.0.0.3", "127.0.0.2"}
	lookup := func(_ context.Context, host string) ([]string, error) {
		if host != "codemode.fleet.test" {
			return nil, fmt.Errorf("no such host %s", host)
		}
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), answer...), nil
	}
	f := dialFleet(t, []string{"ws://codemode.fleet.test:" + port + "/v1"}, remote.FleetOptions{LookupHost: lookup, ResolveInterval: 50 * time.Millisecond})
	waitFor(t, "both addresses connected", func() bool { return connected(f) == 2 })
	a := "ws://127.0.0.2:" + port + "/v1"
	b := "ws://127.0.0.3:" + port + "/v1"
	count := map[string]int{}
	for range 10 {
		count[where(t, f)]++
	}
	if count[a] == 0 || count[b] == 0 || count[a]+count[b] != 10 {
		t.Fatalf("executions by daemon: %v, want both of %s and %s", count, a, b)
	}

	mu.Lock()
	answer = []string{"127.0.0.2"}
	mu.Unlock()
	waitFor(t, "the departed address to be dropped", func() bool { return len(f.Members()) == 1 })
	for range 5 {
		if got := where(t, f); got != a {
			t.Fatalf("an execution ran on %s after it left the name's answers", got)
		}
	}
}

// An execution a daemon answers overloaded never ran there: it goes to
// another daemon. When every daemon is overloaded, the caller hears it.
func TestFleetOverloadedMovesOn(t *testing.T) {
	busy := startFleetDaemon(t, nil, pool.Options{Workers: 1, Sandboxes: 1, Queue: 1})
	free := startFleetDaemon(t, nil, pool.Options{})
	// Fill the busy daemon: one execution running, one queued.
	hog := dial(t, busy.url, remote.DialOptions{})
	release := make(chan struct{})
	var hogs sync.WaitGroup
	entered := make(chan struct{}, 2)
	for range 2 {
		hogs.Add(1)
		go func() {
			defer hogs.Done()
			hog.Execute(context.Background(), codemode.Request{
				Code: `async () => await t.hold()`, Providers: []codemode.Provider{{Name: "t"}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					entered <- struct{}{}
					<-release
					return `{"result":1}`, nil
				},
			})
		}()
	}
	<-entered
	waitFor(t, "the queued execution", func() bool { return busy.metric(t, "codemode_executions_waiting") == 1 })
	defer func() {
		close(release)
		hogs.Wait()
	}()

	f := dialFleet(t, []string{busy.url, free.url}, remote.FleetOptions{})
	waitFor(t, "two connected daemons", func() bool { return connected(f) == 2 })
	for range 6 {
		if got := where(t, f); got != free.url {
			t.Fatalf("an execution ran on %s, want %s", got, free.url)
		}
	}
	if n := busy.metric(t, `codemode_executions_total{outcome="overloaded"}`); n < 1 {
		t.Fatalf("the busy daemon answered overloaded %v times, want at least once (the fleet spread nothing to it?)", n)
	}

	only := dialFleet(t, []string{busy.url}, remote.FleetOptions{})
	res := only.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if res.Error == nil || res.Error.Kind != codemode.ErrOverloaded {
		t.Fatalf("with every daemon overloaded: %s %+v, want kind overloaded", res.Value, res.Error)
	}
}

// A draining daemon says so: the fleet sends it nothing new, its running
// execution finishes, /readyz is unready at once, and the fleet lets the
// connection go once it is idle.
func TestFleetDrain(t *testing.T) {
	a := startFleetDaemon(t, nil, pool.Options{})
	b := startFleetDaemon(t, nil, pool.Options{})
	f := dialFleet(t, []string{a.url, b.url}, remote.FleetOptions{})
	waitFor(t, "two connected daemons", func() bool { return connected(f) == 2 })

	// Two executions at once: one on each daemon, each holding a call.
	release := make(chan struct{})
	type out struct {
		where string
		res   codemode.Result
	}
	outs := make(chan out, 2)
	entered := make(chan string, 2)
	for range 2 {
		go func() {
			var at string
			res := f.Execute(context.Background(), codemode.Request{
				Code: `async () => (await t.hold()) + 1`, Providers: []codemode.Provider{{Name: "t"}},
				Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
					at = remote.EndpointFromContext(ctx)
					entered <- at
					<-release
					return `{"result":41}`, nil
				},
			})
			outs <- out{at, res}
		}()
	}
	if x, y := <-entered, <-entered; x == y {
		t.Fatalf("both executions went to %s", x)
	}

	drained := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		drained <- a.srv.Drain(ctx)
	}()
	waitFor(t, "the fleet to see the drain", func() bool {
		for _, m := range f.Members() {
			if m.Endpoint == a.url {
				return m.Draining
			}
		}
		return false
	})
	resp, err := http.Get("http://" + a.addr + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("/readyz while draining: %d, want 503", resp.StatusCode)
	}
	for range 4 {
		if got := where(t, f); got != b.url {
			t.Fatalf("an execution went to the draining daemon %s", got)
		}
	}
	close(release)
	for range 2 {
		o := <-outs
		if o.res.Error != nil || string(o.res.Value) != "42" {
			t.Fatalf("the execution on %s: %s %+v, want 42", o.where, o.res.Value, o.res.Error)
		}
	}
	select {
	case err := <-drained:
		if err != nil {
			t.Fatalf("Drain: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the drain did not end after the running execution finished")
	}
	waitFor(t, "the idle draining connection to be closed", func() bool {
		for _, m := range f.Members() {
			if m.Endpoint == a.url {
				return !m.Connected
			}
		}
		return false
	})
}

// A daemon whose connections are reset ends its executions with the
// connection error at once; the fleet reconnects with backoff, and the
// daemon serves again.
func TestFleetReconnects(t *testing.T) {
	d := startFleetDaemon(t, nil, pool.Options{})
	p := newFaultProxy(t, d.addr)
	f := dialFleet(t, []string{p.url()}, remote.FleetOptions{MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond})
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- f.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await t.started(); await new Promise((r) => setTimeout(r, 60000)) }`,
			Providers: []codemode.Provider{{Name: "t"}},
			Limits:    codemode.Limits{Timeout: 2 * time.Minute},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":1}`, nil
			},
		})
	}()
	<-started
	p.kill()
	select {
	case r := <-done:
		if r.Error == nil || r.Error.Kind != codemode.ErrConnection || r.Error.Message != wire.TextConnectionLost {
			t.Fatalf("the execution on the reset connection: %s %+v, want connection", r.Value, r.Error)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the execution did not end when its connection was reset")
	}
	// The fleet reconnects on its own; the next execution runs.
	if got := where(t, f); got != p.url() {
		t.Fatalf("ran on %s", got)
	}
}

// A silent partition (nothing arrives, nothing is reset) is noticed by pings:
// the execution ends with the connection error within PingInterval +
// PingTimeout, long before its own time limit, and new executions go to the
// daemon still reachable.
func TestFleetPartitionDetectedByPings(t *testing.T) {
	a := startFleetDaemon(t, nil, pool.Options{})
	b := startFleetDaemon(t, nil, pool.Options{})
	pa := newFaultProxy(t, a.addr)
	pb := newFaultProxy(t, b.addr)
	const interval, timeout = 200 * time.Millisecond, 300 * time.Millisecond
	f := dialFleet(t, []string{pa.url(), pb.url()}, remote.FleetOptions{
		DialOptions: remote.DialOptions{PingInterval: interval, PingTimeout: timeout},
		DialTimeout: time.Second,
	})
	waitFor(t, "two connected daemons", func() bool { return connected(f) == 2 })

	started := make(chan string, 2)
	done := make(chan codemode.Result, 2)
	for range 2 {
		go func() {
			done <- f.Execute(context.Background(), codemode.Request{
				Code:      `async () => { await t.started(); await new Promise((r) => setTimeout(r, 60000)) }`,
				Providers: []codemode.Provider{{Name: "t"}},
				Limits:    codemode.Limits{Timeout: 2 * time.Minute},
				Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
					started <- remote.EndpointFromContext(ctx)
					return `{"result":1}`, nil
				},
			})
		}()
	}
	if x, y := <-started, <-started; x == y {
		t.Fatalf("both executions went to %s", x)
	}
	cut := time.Now()
	pa.partition()
	var r codemode.Result
	select {
	case r = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the partitioned execution did not end")
	}
	took := time.Since(cut)
	if r.Error == nil || r.Error.Kind != codemode.ErrConnection {
		t.Fatalf("the partitioned execution: %s %+v, want connection", r.Value, r.Error)
	}
	t.Logf("partition noticed after %v (pings every %v, timeout %v)", took, interval, timeout)
	// Bounded by the pings, not the execution's two minutes (the bound is
	// generous: the machine is shared).
	if took > 20*time.Second {
		t.Fatalf("the partition took %v to notice", took)
	}
	for range 4 {
		if got := where(t, f); got != pb.url() {
			t.Fatalf("an execution went to %s, which is cut off", got)
		}
	}
	// The other execution is unaffected: end it.
	f.Close()
	<-done
}

// A single Dial pings too: a silent partition ends its executions.
func TestDialPingsDetectPartition(t *testing.T) {
	d := startFleetDaemon(t, nil, pool.Options{})
	p := newFaultProxy(t, d.addr)
	c := dial(t, p.url(), remote.DialOptions{PingInterval: 100 * time.Millisecond, PingTimeout: 200 * time.Millisecond})
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- c.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await t.started(); await new Promise((r) => setTimeout(r, 60000)) }`,
			Providers: []codemode.Provider{{Name: "t"}},
			Limits:    codemode.Limits{Timeout: 2 * time.Minute},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":1}`, nil
			},
		})
	}()
	<-started
	p.partition()
	select {
	case r := <-done:
		if r.Error == nil || r.Error.Kind != codemode.ErrConnection || r.Error.Message != wire.TextConnectionLost {
			t.Fatalf("got %s %+v, want connection", r.Value, r.Error)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the partition was not noticed")
	}
}

// A fleet none of whose daemons answers fails to dial, saying why for each.
func TestFleetUnreachable(t *testing.T) {
	var urls []string
	for range 2 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		urls = append(urls, "ws://"+ln.Addr().String()+"/v1")
		ln.Close()
	}
	_, err := remote.DialFleet(context.Background(), urls, remote.FleetOptions{WaitForDaemon: 500 * time.Millisecond})
	if err == nil {
		t.Fatal("DialFleet succeeded with no daemon")
	}
	for _, u := range urls {
		if !strings.Contains(err.Error(), u) {
			t.Errorf("the error does not name %s: %v", u, err)
		}
	}
	for _, bad := range []string{"http://x", "ws://", "unix:", "::"} {
		if _, err := remote.DialFleet(context.Background(), []string{bad}, remote.FleetOptions{}); err == nil {
			t.Errorf("endpoint %q accepted", bad)
		}
	}
	if _, err := remote.DialFleet(context.Background(), nil, remote.FleetOptions{}); err == nil {
		t.Error("no endpoints accepted")
	}
}

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// Under a steady load of concurrent executions every daemon gets its share:
// the tie between equally busy daemons goes to the one picked least recently
// (a turn over the tied set, which changes as executions end, can starve one).
func TestFleetSpreadsUnderSteadyLoad(t *testing.T) {
	var urls []string
	for range 3 {
		urls = append(urls, startFleetDaemon(t, nil, pool.Options{}).url)
	}
	f := dialFleet(t, urls, remote.FleetOptions{})
	waitFor(t, "three connected daemons", func() bool { return connected(f) == 3 })
	var mu sync.Mutex
	count := map[string]int{}
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 24 {
				at := where(t, f)
				mu.Lock()
				count[at]++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, u := range urls {
		if count[u] < 8 {
			t.Errorf("daemon %s ran %d of 48 executions, want about 16 (%v)", u, count[u], count)
		}
	}
}

// The daemon pings its clients too: one cut off silently is dropped within
// the ping bound and its executions are cancelled, rather than holding a
// worker until their time limit.
func TestDaemonDropsASilentClient(t *testing.T) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{Logger: quietLogger(), PingInterval: 100 * time.Millisecond, PingTimeout: 200 * time.Millisecond,
		Stats: func() (int, int, int) { s := p.Stats(); return s.Workers, s.Busy, s.Queued }})
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	d := &fleetDaemon{addr: ln.Addr().String()}
	proxy := newFaultProxy(t, d.addr)
	// The client does not ping: only the daemon can notice.
	c := dial(t, proxy.url(), remote.DialOptions{NoPings: true})
	started := make(chan struct{})
	go c.Execute(context.Background(), codemode.Request{
		Code:      `async () => { await t.started(); await new Promise((r) => setTimeout(r, 60000)) }`,
		Providers: []codemode.Provider{{Name: "t"}},
		Limits:    codemode.Limits{Timeout: 2 * time.Minute},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			close(started)
			return `{"result":1}`, nil
		},
	})
	<-started
	if n := d.metric(t, "codemode_executions_running"); n != 1 {
		t.Fatalf("executions running before the partition: %v", n)
	}
	cut := time.Now()
	proxy.partition()
	waitFor(t, "the daemon to drop the silent client", func() bool {
		return d.metric(t, "codemode_connections") == 0 && d.metric(t, "codemode_executions_running") == 0 && p.Stats().Busy == 0
	})
	t.Logf("the daemon dropped the silent client after %v", time.Since(cut))
}
