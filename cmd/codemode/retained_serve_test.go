package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/remote"
)

// `codemode serve --workers 2` with the default caps on retained executions
// (44 per worker from the 4 GiB address space, 88 in all, 22 per
// connection): one client holds retained executions up to its connection's
// cap, and its next is refused with the pinned text, while a second client's
// executions, ordinary and retained, all succeed, and the first client's
// retained executions still answer. Without the caps, one client could fill
// a worker's address space and every execution routed to it would fail.
func TestServeRetainedCapPerConnection(t *testing.T) {
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "2")
	a := dialDaemon(t, d.url, remote.DialOptions{})
	b := dialDaemon(t, d.url, remote.DialOptions{})
	const share = 2 * codemode.DefaultMaxRetained / 4
	retain := func(c *remote.Client) codemode.Result {
		return c.Execute(context.Background(), codemode.Request{
			Code:          `async () => { await store.subscribe((n) => n + 1); return 'held' }`,
			Providers:     []codemode.Provider{{Name: "store"}},
			Dispatch:      func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
			RetainHandles: true,
		})
	}
	var held []codemode.Retained
	defer func() {
		for _, r := range held {
			r.Release()
		}
	}()
	for i := 0; i < share; i++ {
		res := retain(a)
		if res.Error != nil || res.Retained == nil {
			t.Fatalf("client A's retained execution %d of %d: %+v", i+1, share, res.Error)
		}
		held = append(held, res.Retained)
	}
	res := retain(a)
	if want := fmt.Sprintf(remote.TextRetainedConnection, share); res.Error == nil || res.Error.Kind != codemode.ErrOverloaded || res.Error.Message != want {
		t.Fatalf("client A past its cap: got %+v, want overloaded %q", res.Error, want)
	}
	for i := 0; i < 20; i++ {
		r := b.Execute(context.Background(), codemode.Request{Code: `async () => 'served'`})
		if r.Error != nil || string(r.Value) != `"served"` {
			t.Fatalf("client B's execution %d: %s %+v", i, r.Value, r.Error)
		}
		r = retain(b)
		if r.Error != nil || r.Retained == nil {
			t.Fatalf("client B's retained execution %d: %+v", i, r.Error)
		}
		out, err := r.Retained.Invoke(context.Background(), protocol.Handle{ID: "h1"}, i)
		if err != nil || string(out) != fmt.Sprint(i+1) {
			t.Fatalf("client B's handle %d: %s %v", i, out, err)
		}
		r.Retained.Release()
	}
	for i, r := range held {
		out, err := r.Invoke(context.Background(), protocol.Handle{ID: "h1"}, i)
		if err != nil || string(out) != fmt.Sprint(i+1) {
			t.Fatalf("client A's handle %d: %s %v", i, out, err)
		}
	}
	// Released, its places come back.
	held[0].Release()
	<-held[0].Done()
	held = held[1:]
	for {
		res := retain(a)
		if res.Error == nil {
			held = append(held, res.Retained)
			break
		}
		if res.Error.Kind != codemode.ErrOverloaded {
			t.Fatalf("after a release: %+v", res.Error)
		}
	}
}

// The caps' flags are refused when negative.
func TestServeRetainedFlagsRefuseNegatives(t *testing.T) {
	for _, flag := range []string{"--retained-per-worker", "--max-retained", "--max-retained-per-connection"} {
		code, _, stderr := runCLI(t, "", "serve", "--listen", "127.0.0.1:0", flag, "-1")
		if code == 0 || !strings.Contains(stderr, flag+" is -1; it must be positive (0 for the default)") {
			t.Errorf("%s -1: exit %d, stderr %q", flag, code, stderr)
		}
	}
}
