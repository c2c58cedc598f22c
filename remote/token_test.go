package remote_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// TestAuthorizationHeader: only a matching bearer token in the header
// authenticates a connection. Any other Authorization header is refused
// before the upgrade, even with the right token in hello; without the header
// the token must come in hello.
func TestAuthorizationHeader(t *testing.T) {
	d := startDaemon(t, remote.ServerOptions{Token: "s3cret"})
	open := func(header string) (*websocket.Conn, *http.Response, error) {
		h := http.Header{}
		if header != "" {
			h.Set("Authorization", header)
		}
		return websocket.Dial(context.Background(), d.url, &websocket.DialOptions{HTTPHeader: h})
	}
	for _, header := range []string{"Basic nope", "Basic czNjcmV0", "s3cret", "Bearer", "Bearer wrong", "Token s3cret", "Bearers3cret"} {
		t.Run("refused/"+header, func(t *testing.T) {
			conn, resp, err := open(header)
			if err == nil {
				defer conn.CloseNow()
				// Even a hello with the right token must not get in.
				send(t, conn, `{"type":"hello","version":1,"token":"s3cret"}`)
				t.Fatalf("header %q: upgraded, then %v", header, recv(t, conn))
			}
			if resp == nil || resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("header %q: %v, want HTTP 401", header, err)
			}
		})
	}
	for _, header := range []string{"Bearer s3cret", "bearer s3cret", "BEARER  s3cret "} {
		t.Run("accepted/"+header, func(t *testing.T) {
			conn, _, err := open(header)
			if err != nil {
				t.Fatalf("header %q: %v", header, err)
			}
			defer conn.CloseNow()
			send(t, conn, `{"type":"hello","version":1}`)
			if m := recv(t, conn); m["type"] != "welcome" {
				t.Fatalf("header %q: got %v", header, m)
			}
			send(t, conn, `{"type":"execute","id":"e1","code":"async () => 40 + 2"}`)
			if m := recv(t, conn); m["type"] != "done" || m["result"] != 42.0 {
				t.Fatalf("header %q: got %v", header, m)
			}
		})
	}
	// Without a configured token the header is not looked at.
	open2 := startDaemon(t, remote.ServerOptions{})
	c := dial(t, open2.url, remote.DialOptions{Token: "anything"})
	if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		t.Fatal(r.Error)
	}
	if !strings.HasPrefix(open2.url, "ws://") {
		t.Fatal(open2.url)
	}
}
