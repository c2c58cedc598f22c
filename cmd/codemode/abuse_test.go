package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// rssKiB is a process's resident set size, from /proc.
func rssKiB(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return n
		}
	}
	return -1
}

func openFDs(pid int) int {
	es, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		return -1
	}
	return len(es)
}

// abuseRSSBoundKiB is the bound the daemon process's resident size stays
// under while the abuse below runs (its workers are processes of their own).
const abuseRSSBoundKiB = 128 << 10

// A real `codemode serve` under unauthenticated abuse from loopback — idle
// TCP connections past the per-address cap, WebSocket connections that never
// say hello, connections streaming 60 MB first messages, hellos with a wrong
// token followed by large frames, and a connect-and-close flood — keeps
// serving a client that authenticated before it began, stays under a stated
// resident size, and gives back its descriptors once the abuse ends.
func TestServeUnderUnauthenticatedAbuse(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs /proc")
	}
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--token", "s3cret", "--workers", "1", "--handshake-timeout", "2s")
	pid := d.cmd.Process.Pid
	addr := strings.TrimPrefix(d.url, "ws://")
	client := dialDaemon(t, d.url, remote.DialOptions{Token: "s3cret"})
	wantRuns(t, client)
	baseRSS, baseFDs := rssKiB(pid), openFDs(pid)

	stop := make(chan struct{})
	var peak atomic.Int64
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		for {
			if r := int64(rssKiB(pid)); r > peak.Load() {
				peak.Store(r)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	// The authenticated client keeps executing, with a tool call each.
	var served, failed atomic.Int64
	var firstFailure atomic.Value
	var legit sync.WaitGroup
	legit.Add(1)
	go func() {
		defer legit.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			r := client.Execute(ctx, codemode.Request{
				Code:      `async (n) => await store.echo(` + strconv.Itoa(i) + `)`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(_ context.Context, _, _, args string) (string, error) {
					return `{"result":` + strings.Trim(args, "[]") + `}`, nil
				},
			})
			cancel()
			if r.Error != nil || string(r.Value) != strconv.Itoa(i) {
				failed.Add(1)
				firstFailure.CompareAndSwap(nil, fmt.Sprintf("%s %+v", r.Value, r.Error))
			} else {
				served.Add(1)
			}
		}
	}()

	dialer := func(ip string) *net.Dialer {
		return &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 10 * time.Second}
	}
	wsDial := func(ip string) (*websocket.Conn, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, _, err := websocket.Dial(ctx, d.url, &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{DialContext: dialer(ip).DialContext}}})
		return c, err
	}
	var (
		mu        sync.Mutex
		held      []net.Conn
		refused   atomic.Int64 // answered 503 at once
		closedWS  atomic.Int64 // closed by the daemon
		dialledWS atomic.Int64
	)
	var abuse sync.WaitGroup
	run := func(n int, f func(i int)) {
		for i := 0; i < n; i++ {
			abuse.Add(1)
			go func() { defer abuse.Done(); f(i) }()
		}
	}
	// 1. Idle TCP connections: 100 from each of four addresses, and 300
	// from a fifth (past its cap of 256).
	idle := func(ip string) func(int) {
		return func(int) {
			c, err := dialer(ip).Dial("tcp", addr)
			if err != nil {
				return
			}
			c.SetReadDeadline(time.Now().Add(3 * time.Second)) // a refusal is answered at once; an accepted one hears nothing
			b := make([]byte, 12)
			if n, _ := c.Read(b); n > 0 && bytes.HasPrefix(b, []byte("HTTP/1.1 503")) {
				refused.Add(1)
				c.Close()
				return
			}
			mu.Lock()
			held = append(held, c)
			mu.Unlock()
		}
	}
	for _, ip := range []string{"127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"} {
		run(100, idle(ip))
	}
	run(300, idle("127.0.0.6"))
	// 2. WebSocket connections that never say hello.
	run(200, func(int) {
		c, err := wsDial("127.0.0.7")
		if err != nil {
			return // refused (the total cap) or too slow on a loaded machine
		}
		dialledWS.Add(1)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		for {
			if _, _, err := c.Read(ctx); err != nil {
				break
			}
		}
		if ctx.Err() == nil {
			closedWS.Add(1) // the daemon closed it, not our deadline
		}
		c.CloseNow()
	})
	// 3. 32 connections streaming a 60 MB first message; 4. 16 that send a
	// hello with a wrong token, then one.
	chunk := bytes.Repeat([]byte("a"), 64<<10)
	stream := func(c *websocket.Conn) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		w, err := c.Writer(ctx, websocket.MessageText)
		if err != nil {
			return
		}
		for sent := 0; sent < 60<<20; sent += len(chunk) {
			if _, err := w.Write(chunk); err != nil {
				break
			}
		}
		w.Close()
		c.CloseNow()
	}
	run(32, func(int) {
		if c, err := wsDial("127.0.0.8"); err == nil {
			stream(c)
		}
	})
	run(16, func(int) {
		c, err := wsDial("127.0.0.9")
		if err != nil {
			return
		}
		b, _ := json.Marshal(map[string]any{"type": "hello", "version": 1, "token": "wrong"})
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c.Write(ctx, websocket.MessageText, b)
		stream(c)
	})
	// 5. A connect-and-close flood: 2000 connections, 8 at a time.
	for g := 0; g < 8; g++ {
		abuse.Add(1)
		go func() {
			defer abuse.Done()
			for i := 0; i < 250; i++ {
				if c, err := dialer("127.0.0.10").Dial("tcp", addr); err == nil {
					c.Close()
				}
			}
		}()
	}
	abuse.Wait()
	// The silent WebSocket connections are closed by now (2 s); keep the
	// idle TCP ones a moment longer while the client is served.
	time.Sleep(500 * time.Millisecond)
	close(stop)
	legit.Wait()
	sampler.Wait()
	mu.Lock()
	for _, c := range held {
		c.Close()
	}
	nHeld := len(held)
	mu.Unlock()

	t.Logf("daemon RSS: %d KiB before, %d KiB peak under abuse (bound %d KiB); descriptors before %d", baseRSS, peak.Load(), abuseRSSBoundKiB, baseFDs)
	t.Logf("idle TCP held %d, refused 503 %d; silent WebSockets closed by the daemon %d of %d opened (200 tried); authenticated executions served %d, failed %d", nHeld, refused.Load(), closedWS.Load(), dialledWS.Load(), served.Load(), failed.Load())
	if failed.Load() > 0 || served.Load() == 0 {
		t.Fatalf("the authenticated client was not served throughout: %d served, %d failed (first: %v)", served.Load(), failed.Load(), firstFailure.Load())
	}
	if refused.Load() < 44 {
		t.Errorf("only %d idle connections were refused; the per-address cap of 256 should refuse at least 44", refused.Load())
	}
	if closedWS.Load() != dialledWS.Load() || dialledWS.Load() < 100 {
		t.Errorf("%d of %d silent WebSocket connections (of 200 tried) were closed by the daemon", closedWS.Load(), dialledWS.Load())
	}
	if p := peak.Load(); p > abuseRSSBoundKiB {
		t.Errorf("the daemon's RSS peaked at %d KiB, over the bound of %d KiB", p, abuseRSSBoundKiB)
	}
	// Its descriptors come back once the abuse has gone.
	for end := time.Now().Add(20 * time.Second); openFDs(pid) > baseFDs+8; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("the daemon holds %d descriptors after the abuse, %d before", openFDs(pid), baseFDs)
		}
	}
	wantRuns(t, client)
	fresh := dialDaemon(t, d.url, remote.DialOptions{Token: "s3cret"})
	wantRuns(t, fresh)
}
