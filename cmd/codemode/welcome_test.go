package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The handshake docs/protocol.md shows is what `codemode serve` sends, byte
// for byte, when started with the maxima the page names.
func TestProtocolDocWelcome(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	// The handshake's example is the first welcome the page shows.
	var want string
	for _, l := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(l, `{"type":"welcome"`) {
			want = l
			break
		}
	}
	if want == "" {
		t.Fatal("docs/protocol.md shows no welcome message")
	}
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1", "--max-timeout", "60s", "--max-memory", "256MiB")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"hello","version":1,"client":"my-client/1.0"}`)); err != nil {
		t.Fatal(err)
	}
	_, got, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("welcome:\n got %s\nwant %s (docs/protocol.md)", got, want)
	}

	// Without --max-* flags maxLimits holds the daemon's default maxima; the
	// features example is that server's answer to a hello that lists drain.
	var second string
	for _, l := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(l, `{"type":"welcome"`) && l != want {
			second = l
			break
		}
	}
	d = startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1")
	c2, _, err := websocket.Dial(ctx, d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.CloseNow()
	if err := c2.Write(ctx, websocket.MessageText, []byte(`{"type":"hello","version":1,"client":"my-client/1.0","features":["drain"]}`)); err != nil {
		t.Fatal(err)
	}
	if _, got, err = c2.Read(ctx); err != nil || string(got) != second || !strings.Contains(second, `"maxLimits":{"timeoutMs":300000,`) {
		t.Fatalf("welcome without maxima:\n got %s (%v)\nwant %s (docs/protocol.md)", got, err, second)
	}
}
