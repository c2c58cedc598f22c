package remote_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/internal/proctest"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// daemon is a Server in front of a pool on a loopback listener, in this
// process.
type daemon struct {
	url  string
	srv  *remote.Server
	pool *pool.Pool
	http *httptest.Server
}

func startDaemon(t *testing.T, opts remote.ServerOptions) *daemon {
	t.Helper()
	p, err := pool.New(pool.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	opts.Stats = func() (int, int, int) { s := p.Stats(); return s.Workers, s.Busy, s.Queued }
	srv := remote.NewServer(p, opts)
	hs := httptest.NewServer(srv.Handler())
	d := &daemon{url: "ws" + strings.TrimPrefix(hs.URL, "http"), srv: srv, pool: p, http: hs}
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		p.Close()
	})
	return d
}

func dial(t *testing.T, url string, opts remote.DialOptions) *remote.Client {
	t.Helper()
	c, err := remote.Dial(context.Background(), url, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// The executor suite, through a daemon on a loopback socket.
func TestRemoteSuite(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{})
	c := dial(t, d.url, remote.DialOptions{})
	// Durable checkpoints go from the daemon to an in-process executor and back.
	inproc := codemode.New(codemode.Options{})
	t.Cleanup(func() { inproc.Close() })
	executortest.Run(t, c, executortest.Config{Short: testing.Short(), Grace: 3 * time.Second, ResumeIn: []codemode.Executor{inproc}})
}

func TestUnixSocket(t *testing.T) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{})
	sock := filepath.Join(t.TempDir(), "codemode.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	c := dial(t, "unix:"+sock, remote.DialOptions{})
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => 'over a unix socket'`})
	if r.Error != nil || string(r.Value) != `"over a unix socket"` {
		t.Fatalf("%s %v", r.Value, r.Error)
	}
}

func TestToken(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{Token: "s3cret"})
	if _, err := remote.Dial(context.Background(), d.url, remote.DialOptions{Token: "wrong"}); err == nil || !strings.Contains(err.Error(), "401") {
		t.Fatalf("a wrong token: %v", err)
	}
	if _, err := remote.Dial(context.Background(), d.url, remote.DialOptions{}); err == nil || !strings.Contains(err.Error(), "unauthorized") {
		t.Fatalf("a missing token: %v", err)
	}
	c := dial(t, d.url, remote.DialOptions{Token: "s3cret"})
	if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		t.Fatal(r.Error)
	}
	// The token in hello instead of the header.
	conn, _, err := websocket.Dial(context.Background(), d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	send(t, conn, `{"type":"hello","version":1,"token":"s3cret"}`)
	if m := recv(t, conn); m["type"] != "welcome" {
		t.Fatalf("got %v", m)
	}
}

func send(t *testing.T, c *websocket.Conn, s string) {
	t.Helper()
	if err := c.Write(context.Background(), websocket.MessageText, []byte(s)); err != nil {
		t.Fatal(err)
	}
}

func recv(t *testing.T, c *websocket.Conn) map[string]any {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, b, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("not JSON: %s", b)
	}
	return m
}

// Hostile clients get a clear error and do not affect the daemon.
func TestHostileClients(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{MaxFrameBytes: 1 << 16})
	cases := []struct {
		name    string
		first   string
		code    string
		binary  bool
		rawSize int
	}{
		{"Garbage", `this is not json`, "bad_message", false, 0},
		{"NotAnObject", `[1,2,3]`, "bad_message", false, 0},
		{"NoType", `{"version":1}`, "bad_message", false, 0},
		{"UnknownVersion", `{"type":"hello","version":99}`, "unsupported_version", false, 0},
		{"NoHello", `{"type":"execute","id":"e1","code":"async () => 1"}`, "hello_required", false, 0},
		{"UnknownType", `{"type":"teleport","id":"e1"}`, "unknown_type", false, 0},
		{"BinaryFrame", `{"type":"hello","version":1}`, "bad_message", true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			conn, _, err := websocket.Dial(context.Background(), d.url, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.CloseNow()
			typ := websocket.MessageText
			if tc.binary {
				typ = websocket.MessageBinary
			}
			if err := conn.Write(context.Background(), typ, []byte(tc.first)); err != nil {
				t.Fatal(err)
			}
			m := recv(t, conn)
			if m["type"] != "error" || m["code"] != tc.code || m["message"] == "" {
				t.Fatalf("got %v, want error %s", m, tc.code)
			}
		})
	}
	t.Run("OversizedFrame", func(t *testing.T) {
		conn, _, err := websocket.Dial(context.Background(), d.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.CloseNow()
		send(t, conn, `{"type":"hello","version":1}`)
		recv(t, conn)
		// The daemon closes as soon as it has read the frame's header: the
		// rest of the frame may then meet a reset connection, which loses the
		// close frame too. Either is the refusal; anything else is not.
		err = conn.Write(context.Background(), websocket.MessageText, []byte(`{"type":"execute","id":"e1","code":"`+strings.Repeat("x", 1<<17)+`"}`))
		if err != nil {
			if !strings.Contains(err.Error(), "connection reset by peer") && !strings.Contains(err.Error(), "broken pipe") {
				t.Fatalf("writing the oversized frame: %v", err)
			}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_, _, err = conn.Read(ctx)
		if websocket.CloseStatus(err) != websocket.StatusMessageTooBig && !strings.Contains(fmt.Sprint(err), "connection reset by peer") {
			t.Fatalf("read after an oversized frame: %v (status %d)", err, websocket.CloseStatus(err))
		}
	})
	t.Run("DuplicateAndUnknownIDs", func(t *testing.T) {
		conn, _, err := websocket.Dial(context.Background(), d.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.CloseNow()
		send(t, conn, `{"type":"hello","version":1}`)
		recv(t, conn)
		send(t, conn, `{"type":"execute","id":"e1","code":"async () => await store.wait()","providers":[{"name":"store"}]}`)
		if m := recv(t, conn); m["type"] != "call" {
			t.Fatalf("got %v", m)
		}
		send(t, conn, `{"type":"execute","id":"e1","code":"async () => 1"}`)
		if m := recv(t, conn); m["code"] != "duplicate_execution" {
			t.Fatalf("got %v", m)
		}
		send(t, conn, `{"type":"release","id":"nope"}`)
		if m := recv(t, conn); m["code"] != "unknown_execution" {
			t.Fatalf("got %v", m)
		}
	})
	// The daemon is unaffected.
	c := dial(t, d.url, remote.DialOptions{})
	if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 'still serving'`}); r.Error != nil {
		t.Fatal(r.Error)
	}
}

// A client that disconnects mid-run has its executions cancelled and latched:
// nothing is dispatched to it afterwards, and the workers are freed.
func TestClientDisconnectMidRun(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{})
	conn, _, err := websocket.Dial(context.Background(), d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	send(t, conn, `{"type":"hello","version":1}`)
	recv(t, conn)
	send(t, conn, `{"type":"execute","id":"e1","providers":[{"name":"store"}],"code":"async () => { try { await store.first() } catch {} for (let i = 0; ; i++) { try { await store.more(i) } catch {} } }"}`)
	if m := recv(t, conn); m["type"] != "call" || m["tool"] != "first" {
		t.Fatalf("got %v", m)
	}
	conn.CloseNow() // gone, without answering
	deadline := time.Now().Add(10 * time.Second)
	for {
		st := d.pool.Stats()
		if st.Busy == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the execution of a disconnected client still runs: %+v", st)
		}
		time.Sleep(20 * time.Millisecond)
	}
	for !strings.Contains(scrape(t, d), `codemode_executions_total{outcome="cancelled"} 1`) {
		if time.Now().After(deadline) {
			t.Fatalf("metrics after the disconnect:\n%s", scrape(t, d))
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Only the first call ever went out: the latch kept every later one in.
	if m := scrape(t, d); !strings.Contains(m, "codemode_tool_calls_total 1\n") {
		t.Fatalf("calls were dispatched after the disconnect:\n%s", m)
	}
}

func scrape(t *testing.T, d *daemon) string {
	resp, err := http.Get(d.http.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func TestHealthAndMetrics(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{})
	for _, p := range []string{"/healthz", "/readyz"} {
		resp, err := http.Get(d.http.URL + p)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("%s: %v %v", p, resp, err)
		}
		resp.Body.Close()
	}
	c := dial(t, d.url, remote.DialOptions{})
	c.Execute(context.Background(), codemode.Request{
		Code:      `async () => { await store.a(); await store.b(); return 1 }`,
		Providers: []codemode.Provider{{Name: "store"}},
		Dispatch:  func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
	})
	c.Execute(context.Background(), codemode.Request{Code: `async () => { throw new Error('x') }`})
	m := scrape(t, d)
	for _, want := range []string{
		`codemode_executions_total{outcome="ok"} 1`,
		`codemode_executions_total{outcome="thrown"} 1`,
		`codemode_tool_calls_total 2`,
		`codemode_workers 2`,
		`codemode_workers_busy 0`,
		`codemode_queue_depth 0`,
		`codemode_execution_duration_seconds_count 2`,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	// Draining makes readyz fail.
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	d.srv.Drain(ctx)
	resp, _ := http.Get(d.http.URL + "/readyz")
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("readyz while draining: %d", resp.StatusCode)
	}
	resp.Body.Close()
}

func TestLimitsAreClamped(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{MaxLimits: codemode.Limits{Timeout: 200 * time.Millisecond}})
	c := dial(t, d.url, remote.DialOptions{})
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => { for (;;) {} }`, Limits: codemode.Limits{Timeout: time.Hour}})
	if r.Error == nil || r.Error.Message != "Execution timed out after 200ms." {
		t.Fatalf("got %v", r.Error)
	}
}

// Four clients with fifty concurrent executions each, every one making tool
// calls, against one daemon: all complete correctly, and nothing leaks.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	d := startDaemon(t, remote.ServerOptions{})
	warm := dial(t, d.url, remote.DialOptions{})
	warm.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	runtime.GC()
	goroutinesBefore := runtime.NumGoroutine()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	heapBefore := ms.HeapInuse

	var failures atomic.Int32
	var wg sync.WaitGroup
	for client := 0; client < 4; client++ {
		c, err := remote.Dial(context.Background(), d.url, remote.DialOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 50; i++ {
			wg.Add(1)
			go func(client, i int) {
				defer wg.Done()
				r := c.Execute(context.Background(), codemode.Request{
					Code:      fmt.Sprintf(`async () => { const xs = await Promise.all([1, 2, 3].map((k) => store.mul(k, %d))); return xs.reduce((a, b) => a + b, 0) }`, i),
					Providers: []codemode.Provider{{Name: "store"}},
					Limits:    codemode.Limits{Timeout: 60 * time.Second},
					Dispatch: func(_ context.Context, _, _, args string) (string, error) {
						var a []int
						json.Unmarshal([]byte(args), &a)
						return fmt.Sprintf(`{"result":%d}`, a[0]*a[1]), nil
					},
				})
				if r.Error != nil || string(r.Value) != fmt.Sprint(6*i) {
					failures.Add(1)
					t.Errorf("client %d execution %d: %s %v", client, i, r.Value, r.Error)
				}
			}(client, i)
		}
		defer c.Close()
		_ = c
	}
	wg.Wait()
	if failures.Load() > 0 {
		t.Fatalf("%d executions failed", failures.Load())
	}
	// No leaks: goroutines settle back, the heap does not keep the load,
	// and the pool still has its two workers.
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > goroutinesBefore+10 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > goroutinesBefore+10 {
		t.Errorf("goroutines: %d before, %d after", goroutinesBefore, n)
	}
	runtime.GC()
	runtime.ReadMemStats(&ms)
	if ms.HeapInuse > heapBefore+64<<20 {
		t.Errorf("heap in use grew from %d to %d MiB", heapBefore>>20, ms.HeapInuse>>20)
	}
	if st := d.pool.Stats(); st.Workers != 2 || st.Busy != 0 || st.Queued != 0 {
		t.Errorf("pool after the load: %+v", st)
	}
	// The processes themselves: exactly the two workers (none leaked or
	// left behind), each with a bounded resident size.
	if procs, ok := proctest.Workers(); ok {
		if len(procs) != 2 {
			t.Errorf("worker processes after the load: %v, want 2", procs)
		}
		for pid, kb := range procs {
			if kb <= 0 || kb > 256<<10 {
				t.Errorf("worker %d resident size %d KiB after the load (want >0 and at most 256 MiB)", pid, kb)
			}
		}
	}
}

// The real daemon process: first line, SIGTERM drain with executions in
// flight, and a token required off loopback.
func TestServeProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "codemode")
	build := exec.Command("go", "build", "-o", bin, "../cmd/codemode")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatal(err)
	}

	t.Run("TokenRequiredOffLoopback", func(t *testing.T) {
		out, err := exec.Command(bin, "serve", "--listen", "0.0.0.0:0").CombinedOutput()
		if code := exitStatus(err); code != 2 || !strings.Contains(string(out), "a token is required") {
			t.Fatalf("exit %d: %s", code, out)
		}
	})

	t.Run("DrainOnSIGTERM", func(t *testing.T) {
		cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0", "--grace", "1500ms", "--workers", "2")
		stdout, _ := cmd.StdoutPipe()
		cmd.Stderr = io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer cmd.Process.Kill()
		line, err := bufio.NewReader(stdout).ReadString('\n')
		if err != nil || !strings.HasPrefix(line, "listening ws://127.0.0.1:") {
			t.Fatalf("first line %q, %v", line, err)
		}
		url := strings.TrimSpace(strings.TrimPrefix(line, "listening "))
		c := dial(t, url, remote.DialOptions{})
		short := make(chan codemode.Result, 1)
		long := make(chan codemode.Result, 1)
		started := make(chan struct{}, 2)
		go func() {
			short <- c.Execute(context.Background(), codemode.Request{
				Code:      `async () => { await store.started(); await new Promise((r) => setTimeout(r, 300)); return 'finished within the grace' }`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					started <- struct{}{}
					return `{"result":1}`, nil
				},
			})
		}()
		go func() {
			long <- c.Execute(context.Background(), codemode.Request{
				Code:      `async () => { await store.started(); for (;;) {} }`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					started <- struct{}{}
					return `{"result":1}`, nil
				},
			})
		}()
		<-started
		<-started
		cmd.Process.Signal(syscall.SIGTERM)
		if r := <-short; r.Error != nil || string(r.Value) != `"finished within the grace"` {
			t.Fatalf("the short execution: %s %v", r.Value, r.Error)
		}
		r := <-long
		if r.Error == nil || (r.Error.Kind != codemode.ErrCancelled && r.Error.Kind != codemode.ErrWorker && r.Error.Kind != codemode.ErrConnection) {
			t.Fatalf("the long execution: %s %+v", r.Value, r.Error)
		}
		waited := make(chan error, 1)
		go func() { waited <- cmd.Wait() }()
		select {
		case err := <-waited:
			if err != nil {
				t.Fatalf("the daemon exited with %v", err)
			}
		case <-time.After(15 * time.Second):
			t.Fatal("the daemon did not exit after the drain")
		}
	})
}

func exitStatus(err error) int {
	if err == nil {
		return 0
	}
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	return -1
}
