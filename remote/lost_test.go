package remote_test

import (
	"context"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/internal/wire"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// connListener records the connections it accepts, so that a test can drop
// them all at once: what a client sees when the daemon dies.
type connListener struct {
	net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func (l *connListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.mu.Lock()
		l.conns = append(l.conns, c)
		l.mu.Unlock()
	}
	return c, err
}

// kill closes the listener and every connection it accepted, without a
// WebSocket close frame.
func (l *connListener) kill() {
	l.Listener.Close()
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, c := range l.conns {
		c.Close()
	}
}

// A daemon that dies mid-run ends the client's executions with the
// connection-lost error, and later ones meet it too.
func TestLostConnection(t *testing.T) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{})
	defer srv.Close()
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := &connListener{Listener: tcp}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	defer ln.kill()

	c := dial(t, "ws://"+tcp.Addr().String(), remote.DialOptions{})
	started := make(chan struct{})
	done := make(chan codemode.Result, 1)
	go func() {
		done <- c.Execute(context.Background(), codemode.Request{
			Code:      `async () => { await store.started(); await new Promise((r) => setTimeout(r, 60000)); return 'not reached' }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Limits:    codemode.Limits{Timeout: 2 * time.Minute},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(started)
				return `{"result":1}`, nil
			},
		})
	}()
	select {
	case <-started:
	case <-time.After(30 * time.Second):
		t.Fatal("the execution never started")
	}
	ln.kill()

	var r codemode.Result
	select {
	case r = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the execution did not end when the connection was lost")
	}
	if r.Error == nil || r.Error.Kind != codemode.ErrConnection || r.Error.Message != wire.TextConnectionLost {
		t.Fatalf("got %s %+v, want %s: %q", r.Value, r.Error, codemode.ErrConnection, wire.TextConnectionLost)
	}
	if wire.TextConnectionLost != "The connection to the executor was lost." {
		t.Fatalf("TextConnectionLost = %q, want the documented text", wire.TextConnectionLost)
	}
	select {
	case <-c.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the client's Done was not closed")
	}
	r = c.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if r.Error == nil || r.Error.Kind != codemode.ErrConnection || r.Error.Message != wire.TextConnectionLost {
		t.Fatalf("an execution after the loss: %s %+v", r.Value, r.Error)
	}
}

// Closing the client ends a retained execution it holds.
func TestClosingEndsRetained(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{})
	executortest.RunClosingEndsRetained(t, func(t *testing.T) codemode.Executor {
		c, err := remote.Dial(context.Background(), d.url, remote.DialOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}, executortest.Config{Grace: 3 * time.Second,
		// Closing the client closes its connection: the daemon goes on.
		ClosedRetained: &codemode.Error{Kind: codemode.ErrConnection, Message: wire.TextConnectionLost}})
}
