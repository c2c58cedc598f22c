package remote_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/internal/proctest"
	"github.com/codemode/codemode/remote"
)

// serveBounded serves a daemon on a real loopback socket through its capped
// listener, in front of an in-process executor.
func serveBounded(t *testing.T, opts remote.ServerOptions) (string, *remote.Server) {
	t.Helper()
	x := codemode.New(codemode.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := remote.NewServer(x, opts)
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(srv.Listener(ln))
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		x.Close()
	})
	return "ws://" + ln.Addr().String(), srv
}

func rawDial(t *testing.T, url string, header http.Header) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	t.Cleanup(func() { c.CloseNow() })
	return c
}

// readUntilClosed reads messages until the connection closes and returns
// them with the close status.
func readUntilClosed(t *testing.T, c *websocket.Conn) ([]map[string]any, websocket.StatusCode) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var msgs []map[string]any
	for {
		_, b, err := c.Read(ctx)
		if err != nil {
			if ctx.Err() != nil {
				t.Fatal("the daemon did not close the connection")
			}
			return msgs, websocket.CloseStatus(err)
		}
		var m map[string]any
		json.Unmarshal(b, &m)
		msgs = append(msgs, m)
	}
}

func sendRaw(t *testing.T, c *websocket.Conn, m any) error {
	t.Helper()
	b, _ := json.Marshal(m)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return c.Write(ctx, websocket.MessageText, b)
}

// Until hello is accepted, a message over 16 KiB closes the connection with
// 1009, token or not; once it is, the frame limit is MaxFrameBytes.
func TestHelloFrameLimit(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{Token: "s3cret"})
	big := strings.Repeat("x", 17<<10)
	for _, c := range []struct {
		name   string
		header http.Header
		first  any
	}{
		{"a large first message", nil, map[string]any{"type": "execute", "id": "e1", "code": big}},
		{"a large hello", nil, map[string]any{"type": "hello", "version": 1, "token": "s3cret", "client": big}},
		{"a large hello with the token in the header", http.Header{"Authorization": {"Bearer s3cret"}}, map[string]any{"type": "hello", "version": 1, "client": big}},
	} {
		conn := rawDial(t, url, c.header)
		sendRaw(t, conn, c.first)
		msgs, status := readUntilClosed(t, conn)
		if status != websocket.StatusMessageTooBig || len(msgs) != 0 {
			t.Errorf("%s: closed with %v after %v; want 1009 and nothing", c.name, status, msgs)
		}
	}
	// Authenticated, a 1 MiB program is read and runs.
	cl, err := remote.Dial(context.Background(), url, remote.DialOptions{Token: "s3cret"})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	r := cl.Execute(context.Background(), codemode.Request{Code: "async () => 1 // " + strings.Repeat("y", 1<<20)})
	if r.Error != nil || string(r.Value) != "1" {
		t.Fatalf("after hello: %s %+v", r.Value, r.Error)
	}
}

// A connection that says no acceptable hello within the handshake timeout
// gets hello_timeout and is closed with 1008; one that does keeps its
// connection past it.
func TestHandshakeTimeout(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{HandshakeTimeout: 300 * time.Millisecond})
	idle := rawDial(t, url, nil)
	msgs, status := readUntilClosed(t, idle)
	want := "No acceptable hello arrived within 300ms of connecting: the connection is closed."
	if status != websocket.StatusPolicyViolation || len(msgs) != 1 || msgs[0]["type"] != "error" || msgs[0]["code"] != "hello_timeout" || msgs[0]["message"] != want {
		t.Fatalf("closed with %v after %v", status, msgs)
	}
	cl, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	time.Sleep(600 * time.Millisecond) // past the handshake timeout
	if r := cl.Execute(context.Background(), codemode.Request{Code: `async () => 2`}); r.Error != nil || string(r.Value) != "2" {
		t.Fatalf("an accepted connection past the timeout: %s %+v", r.Value, r.Error)
	}
}

// dialFrom opens a TCP connection from a loopback address of its own
// (Linux routes all of 127.0.0.0/8 to the loopback interface).
func dialFrom(t *testing.T, from, to string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 10 * time.Second}
	c, err := d.Dial("tcp", to)
	if err != nil {
		t.Skipf("dialling from %s: %v", from, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// health sends GET /healthz on c and returns the status line and body.
func health(t *testing.T, c net.Conn) (string, string) {
	t.Helper()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	return resp.Status, strings.TrimSpace(string(b))
}

// The caps on open connections hold per address and in all: a connection
// past one is answered 503 with the reason; closing one makes room.
func TestConnectionCaps(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{MaxConnections: 5, MaxConnectionsPerAddress: 3})
	addr := strings.TrimPrefix(url, "ws://")
	var held []net.Conn
	for i := 0; i < 3; i++ {
		c := dialFrom(t, "127.0.0.2", addr)
		if st, _ := health(t, c); st != "200 OK" {
			t.Fatalf("connection %d from 127.0.0.2: %s", i, st)
		}
		held = append(held, c)
	}
	st, body := health(t, dialFrom(t, "127.0.0.2", addr))
	if st != "503 Service Unavailable" || body != "The daemon has its limit of 3 connections from 127.0.0.2 open. Close some, or try again later." {
		t.Fatalf("a fourth from one address: %s %q", st, body)
	}
	for i := 0; i < 2; i++ {
		if st, _ := health(t, dialFrom(t, "127.0.0.3", addr)); st != "200 OK" {
			t.Fatalf("connection %d from 127.0.0.3: %s", i, st)
		}
	}
	st, body = health(t, dialFrom(t, "127.0.0.4", addr))
	if st != "503 Service Unavailable" || body != "The daemon has its limit of 5 connections open. Try again later." {
		t.Fatalf("a sixth in all: %s %q", st, body)
	}
	held[0].Close()
	ok := false
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && !ok; time.Sleep(10 * time.Millisecond) {
		st, _ := health(t, dialFrom(t, "127.0.0.4", addr))
		ok = st == "200 OK"
	}
	if !ok {
		t.Fatal("closing a connection did not make room for another")
	}
}

// Incoming messages held at once are bounded across connections: one that
// does not fit closes its connection with 1013 and the overloaded error.
func TestBufferedBytesBudget(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{MaxBufferedBytes: 1 << 20})
	conn := rawDial(t, url, nil)
	sendRaw(t, conn, map[string]any{"type": "hello", "version": 1})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, b, err := conn.Read(ctx); err != nil || !strings.Contains(string(b), `"welcome"`) {
		t.Fatalf("%s %v", b, err)
	}
	sendRaw(t, conn, map[string]any{"type": "execute", "id": "small", "code": "async () => 1 // " + strings.Repeat("s", 256<<10)})
	sendRaw(t, conn, map[string]any{"type": "execute", "id": "big", "code": "async () => 1 // " + strings.Repeat("b", 2<<20)})
	msgs, status := readUntilClosed(t, conn)
	var sawSmall, sawError bool
	for _, m := range msgs {
		if m["type"] == "done" && m["id"] == "small" {
			sawSmall = true
		}
		if m["type"] == "error" && m["code"] == "overloaded" &&
			m["message"] == "The daemon is already holding its limit of 1048576 bytes of incoming messages: the connection is closed. Try again later." {
			sawError = true
		}
	}
	if status != websocket.StatusTryAgainLater || !sawSmall || !sawError {
		t.Fatalf("closed with %v after %v", status, msgs)
	}
}

// Without configured maxima a client's limits are clamped to the default
// ones, which welcome advertises: an 8 GiB heap is held to 256 MiB.
func TestDefaultMaxLimits(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{})
	conn := rawDial(t, url, nil)
	sendRaw(t, conn, map[string]any{"type": "hello", "version": 1})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, b, err := conn.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var welcome struct{ MaxLimits map[string]float64 }
	json.Unmarshal(b, &welcome)
	for k, v := range map[string]float64{"timeoutMs": 300000, "memoryBytes": 256 << 20, "payloadBytes": 16 << 20, "toolCalls": 10000, "retentionMs": 1800000} {
		if welcome.MaxLimits[k] != v {
			t.Errorf("welcome.maxLimits.%s = %v, want %v (%s)", k, welcome.MaxLimits[k], v, b)
		}
	}
	conn.CloseNow()
	cl, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	r := cl.Execute(context.Background(), codemode.Request{
		Code:   `async () => { const a = []; for (;;) a.push(new Uint8Array(16 << 20).fill(1)) }`,
		Limits: codemode.Limits{Memory: 8 << 30},
	})
	if r.Error == nil || r.Error.Kind != codemode.ErrMemory || r.Error.Message != "Execution ran out of memory: it reached its limit of 256 MiB." {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
}

// One connection's burst cannot starve another: with one execution running
// at a time, a connection keeps at most its share waiting (the rest are
// overloaded at once), and a second connection's execution runs after at most
// one more of the first's, not after all of them.
func TestFairSchedulingAcrossConnections(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{Concurrency: 1, Queue: 256, QueuePerConnection: 16})
	a, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	gate := make(chan struct{})
	var started atomic.Int32
	first := make(chan struct{})
	var once sync.Once
	busy := codemode.Request{
		Code:      `async () => await store.wait()`,
		Providers: []codemode.Provider{{Name: "store"}},
		Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
			started.Add(1)
			once.Do(func() { close(first) })
			select {
			case <-gate:
			case <-ctx.Done():
			}
			return `{"result":1}`, nil
		},
	}
	const burst = 40
	results := make(chan codemode.Result, burst)
	go func() {
		// The first holds the one slot before the rest are sent.
		results <- a.Execute(context.Background(), busy)
	}()
	<-first
	var wg sync.WaitGroup
	for i := 1; i < burst; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); results <- a.Execute(context.Background(), busy) }()
	}
	// 16 wait; the other 23 are refused at once.
	refused := 0
	for refused < burst-1-16 {
		select {
		case r := <-results:
			if r.Error == nil || r.Error.Kind != codemode.ErrOverloaded ||
				r.Error.Message != "The executor is overloaded: this connection already has 16 executions queued, its share of the queue. Try again later." {
				t.Fatalf("a refused execution: %s %+v", r.Value, r.Error)
			}
			refused++
		case <-time.After(20 * time.Second):
			t.Fatalf("only %d of the burst were refused", refused)
		}
	}
	var startedBeforeB int32 = -1
	bDone := make(chan codemode.Result, 1)
	go func() {
		bDone <- b.Execute(context.Background(), codemode.Request{
			Code:      `async () => await other.mark()`,
			Providers: []codemode.Provider{{Name: "other"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				startedBeforeB = started.Load()
				return `{"result":"b ran"}`, nil
			},
		})
	}()
	// Once b waits behind a's 16, let them go one at a time until b ran.
	metrics := "http://" + strings.TrimPrefix(url, "ws://") + "/metrics"
	for end := time.Now().Add(20 * time.Second); !strings.Contains(scrapeURL(t, metrics), "\ncodemode_executions_waiting 17\n"); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("b's execution is not waiting:\n%s", scrapeURL(t, metrics))
		}
	}
	var rb codemode.Result
wait:
	for {
		select {
		case rb = <-bDone:
			break wait
		case gate <- struct{}{}:
		case <-time.After(30 * time.Second):
			t.Fatal("b never ran")
		}
	}
	if rb.Error != nil || string(rb.Value) != `"b ran"` {
		t.Fatalf("b: %s %+v", rb.Value, rb.Error)
	}
	if startedBeforeB < 1 || startedBeforeB > 2 {
		t.Fatalf("b ran after %d of a's executions had started; want at most 2 (a's running one and the one whose turn came first)", startedBeforeB)
	}
	close(gate)
	wg.Wait()
}

func scrapeURL(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Through the daemon, an engine that cannot stop (its worker frozen by the
// program's one tool call) ends with the timeout (its worker killed behind
// the deadline), not with the worker's death; the same connection goes on
// working.
func TestDaemonReportsAnOverrunAsTimeout(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{})
	c := dial(t, d.url, remote.DialOptions{})
	r := c.Execute(context.Background(), executortest.Frozen(t, 500*time.Millisecond))
	proctest.Thaw() // the pool's other worker, idle, was frozen too
	if r.Error == nil || r.Error.Kind != codemode.ErrTimeout || r.Error.Message != "Execution timed out after 500ms." {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
	if st := d.pool.Stats(); st.Overruns != 1 {
		t.Fatalf("pool stats %+v", st)
	}
	if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 3`}); r.Error != nil || string(r.Value) != "3" {
		t.Fatalf("the next execution: %s %+v", r.Value, r.Error)
	}
}
