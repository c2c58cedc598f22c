package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if cliPath != "" {
		os.RemoveAll(filepath.Dir(cliPath))
	}
	os.Exit(code)
}

var (
	cliOnce sync.Once
	cliPath string
	cliErr  error
)

// cliBinary builds this command once per test run.
func cliBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	path, err := buildCLI()
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// buildCLI builds this command once per run, for tests and benchmarks.
func buildCLI() (string, error) {
	cliOnce.Do(func() {
		dir, err := os.MkdirTemp("", "codemode-serve-test")
		if err != nil {
			cliErr = err
			return
		}
		cliPath = filepath.Join(dir, "codemode")
		out, err := exec.Command("go", "build", "-o", cliPath, ".").CombinedOutput()
		if err != nil {
			cliErr = &buildError{err, string(out)}
		}
	})
	return cliPath, cliErr
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + e.out }

// syncBuffer is a bytes.Buffer safe to read while a process writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// daemonProc is a `codemode serve` process.
type daemonProc struct {
	cmd    *exec.Cmd
	url    string // from the first line of its output
	stderr *syncBuffer
	waited chan error
}

// startServe runs `codemode serve args...` with env added to an environment
// without CODEMODE_TOKEN, and reads its first line.
func startServe(t *testing.T, env []string, args ...string) *daemonProc {
	t.Helper()
	cmd := exec.Command(cliBinary(t), append([]string{"serve"}, args...)...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CODEMODE_TOKEN=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	d := &daemonProc{cmd: cmd, stderr: &syncBuffer{}, waited: make(chan error, 1)}
	cmd.Stderr = d.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { d.waited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-d.waited
	})
	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		lines <- line
		_, _ = bufio.NewReader(stdout).WriteTo(devNull{})
	}()
	select {
	case line := <-lines:
		url, ok := strings.CutPrefix(strings.TrimSpace(line), "listening ")
		if !ok {
			t.Fatalf("first line %q; stderr:\n%s", line, d.stderr.String())
		}
		d.url = url
	case <-time.After(60 * time.Second):
		t.Fatalf("no first line; stderr:\n%s", d.stderr.String())
	}
	return d
}

type devNull struct{}

func (devNull) Write(p []byte) (int, error) { return len(p), nil }

// stop sends SIGTERM and waits for a clean exit.
func (d *daemonProc) stop(t *testing.T) {
	t.Helper()
	d.cmd.Process.Signal(syscall.SIGTERM)
	d.wait(t)
}

func (d *daemonProc) wait(t *testing.T) {
	t.Helper()
	select {
	case err := <-d.waited:
		d.waited <- err // for the cleanup
		if err != nil {
			t.Fatalf("the daemon exited with %v; stderr:\n%s", err, d.stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the daemon did not exit; stderr:\n%s", d.stderr.String())
	}
}

func dialDaemon(t *testing.T, url string, opts remote.DialOptions) *remote.Client {
	t.Helper()
	c, err := remote.Dial(context.Background(), url, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func wantRuns(t *testing.T, c *remote.Client) {
	t.Helper()
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => 'served'`})
	if r.Error != nil || string(r.Value) != `"served"` {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
}

// `codemode serve --listen unix:PATH --log-format json`: the first line
// names the socket, executions run over it, and every line on standard
// error is a JSON log record.
func TestServeUnixSocketWithJSONLogs(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "cm.sock")
	d := startServe(t, nil, "--listen", "unix:"+sock, "--log-format", "json", "--workers", "1", "--grace", "5s", "--no-poll", "--no-shared-memory")
	if d.url != "unix:"+sock {
		t.Fatalf("listening %q, want unix:%s", d.url, sock)
	}
	if fi, err := os.Stat(sock); err != nil || fi.Mode()&os.ModeSocket == 0 {
		t.Fatalf("no socket at %s: %v", sock, err)
	}
	c := dialDaemon(t, d.url, remote.DialOptions{})
	wantRuns(t, c)
	c.Close()
	d.stop(t)

	var msgs []string
	for _, line := range strings.Split(strings.TrimSpace(d.stderr.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("a stderr line is not JSON: %q (%v)", line, err)
		}
		msg, _ := rec["msg"].(string)
		if _, ok := rec["time"].(string); !ok || rec["level"] == nil || msg == "" {
			t.Fatalf("a log record without time, level or msg: %q", line)
		}
		if msg == "daemon listening" && (rec["url"] != d.url || rec["poll"] != false || rec["shared_memory"] != false) {
			t.Fatalf("the listening record names %v with poll %v and shared memory %v, want %s with both off (--no-poll, --no-shared-memory)", rec["url"], rec["poll"], rec["shared_memory"], d.url)
		}
		msgs = append(msgs, msg)
	}
	all := "|" + strings.Join(msgs, "|") + "|"
	for _, want := range []string{"daemon listening", "client connected", "draining", "stopped"} {
		if !strings.Contains(all, "|"+want+"|") {
			t.Errorf("no %q record in the JSON log: %q", want, msgs)
		}
	}
}

// CODEMODE_TOKEN from the environment is the token a non-loopback listener
// requires.
func TestServeTokenFromEnvironment(t *testing.T) {
	// Without it (and without --token) the daemon will not listen off
	// loopback at all.
	cmd := exec.Command(cliBinary(t), "serve", "--listen", "0.0.0.0:0")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CODEMODE_TOKEN=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "a token is required (--token or CODEMODE_TOKEN)") {
		t.Fatalf("no token: %v: %s", err, out)
	}

	d := startServe(t, []string{"CODEMODE_TOKEN=env-s3cret"}, "--listen", "0.0.0.0:0", "--workers", "1", "--grace", "5s")
	// The wildcard address prints as 0.0.0.0 or [::]: connect to its port
	// through 127.0.0.1, which the token is not waived for.
	host, port, err := net.SplitHostPort(strings.TrimPrefix(d.url, "ws://"))
	if err != nil || (host != "0.0.0.0" && host != "::") {
		t.Fatalf("listening %q", d.url)
	}
	url := "ws://127.0.0.1:" + port
	if _, err := remote.Dial(context.Background(), url, remote.DialOptions{}); err == nil || !strings.Contains(err.Error(), "unauthorized") {
		t.Fatalf("no token: %v", err)
	}
	if _, err := remote.Dial(context.Background(), url, remote.DialOptions{Token: "wrong"}); err == nil || !strings.Contains(err.Error(), "401") {
		t.Fatalf("a wrong token: %v", err)
	}
	wantRuns(t, dialDaemon(t, url, remote.DialOptions{Token: "env-s3cret"}))
	d.stop(t)
}

// An execute that arrives while SIGTERM drains the daemon is refused with
// shutting_down; the execution already running still finishes.
func TestServeRefusesNewExecutionsWhileDraining(t *testing.T) {
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1", "--grace", "2m")
	base := "http" + strings.TrimPrefix(d.url, "ws")

	// A raw connection, opened before the drain.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	raw, _, err := websocket.Dial(ctx, d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.CloseNow()
	rawSend := func(s string) {
		t.Helper()
		if err := raw.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	rawRecv := func() map[string]any {
		t.Helper()
		_, b, err := raw.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%q: %v", b, err)
		}
		return m
	}
	rawSend(`{"type":"hello","version":1}`)
	if m := rawRecv(); m["type"] != "welcome" {
		t.Fatalf("got %v", m)
	}

	// An execution in flight, held by its tool call until released.
	c := dialDaemon(t, d.url, remote.DialOptions{})
	started := make(chan struct{})
	release := make(chan struct{})
	running := make(chan codemode.Result, 1)
	go func() {
		running <- c.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await store.hold(); return 'finished during the drain' }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Limits:    codemode.Limits{Timeout: 2 * time.Minute},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				<-release
				return `{"result":1}`, nil
			},
		})
	}()
	select {
	case <-started:
	case <-time.After(60 * time.Second):
		t.Fatal("the execution never started")
	}

	d.cmd.Process.Signal(syscall.SIGTERM)
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusServiceUnavailable {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz never reported the drain: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}

	rawSend(`{"type":"execute","id":"late","code":"async () => 1"}`)
	m := rawRecv()
	if m["type"] != "error" || m["id"] != "late" || m["code"] != "shutting_down" || m["message"] != "The executor is shutting down and accepts no new executions." {
		t.Fatalf("an execute during the drain got %v", m)
	}
	// Through the Go client, the refusal ends the execution with the
	// shutdown error.
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if r.Error == nil || r.Error.Kind != codemode.ErrCancelled || r.Error.Message != codemode.TextShutdown {
		t.Fatalf("a Go client's execute during the drain: %s %+v", r.Value, r.Error)
	}

	close(release)
	select {
	case r := <-running:
		if r.Error != nil || string(r.Value) != `"finished during the drain"` {
			t.Fatalf("the running execution: %s %+v", r.Value, r.Error)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the running execution did not finish")
	}
	raw.Close(websocket.StatusNormalClosure, "")
	c.Close()
	d.wait(t)
}
