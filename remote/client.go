package remote

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/version"
	"github.com/codemode/codemode/internal/wire"
)

// DialOptions configure a connection to a daemon.
type DialOptions struct {
	// Token is the bearer token, if the daemon wants one.
	Token string
	// Name identifies the client in the daemon's logs.
	Name string
	// MaxFrameBytes bounds one message from the daemon; default 72 MiB.
	MaxFrameBytes int
	// PingInterval is how often the client pings the daemon (WebSocket
	// ping frames); default 2s (NoPings turns pings off). A daemon that
	// does not answer a ping within PingTimeout (default 3s) is taken for
	// lost: the connection is closed and its executions end with the
	// connection error. So a silent partition (no reset, packets dropped)
	// is noticed within PingInterval + PingTimeout.
	PingInterval time.Duration
	// PingTimeout: see PingInterval.
	PingTimeout time.Duration
	// NoPings turns the pings off: a silent partition is then noticed
	// only when the operating system gives up on the connection.
	NoPings bool
}

// Client is a connection to a daemon. It implements codemode.Executor: each
// Execute runs on the daemon, while the request's Dispatch and Outbound run
// here. Many executions share the one connection; a lost connection ends them
// with the connection error.
type Client struct {
	c *wire.Client
}

var _ codemode.Executor = (*Client)(nil)

// Dial connects to the daemon at url: ws://HOST:PORT (any path) or
// unix:/path/to.sock.
func Dial(ctx context.Context, url string, opts DialOptions) (*Client, error) {
	return dial(ctx, url, "", opts, nil)
}

// dial connects to url; addr, if not empty, is the HOST:PORT to open the TCP
// connection to instead of url's (one address of a name that resolves to
// several), and onDrain, if set, is told when the daemon drains.
func dial(ctx context.Context, url, addr string, opts DialOptions, onDrain func(time.Duration)) (*Client, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	header := http.Header{}
	if opts.Token != "" {
		header.Set("Authorization", "Bearer "+opts.Token)
	}
	dialOpts := &websocket.DialOptions{HTTPHeader: header}
	if path, ok := strings.CutPrefix(url, "unix:"); ok {
		dialOpts.HTTPClient = &http.Client{Transport: &http.Transport{
			DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
				var d net.Dialer
				return d.DialContext(ctx, "unix", path)
			},
		}}
		url = "ws://unix/"
	} else if addr != "" {
		dialOpts.HTTPClient = &http.Client{Transport: &http.Transport{
			DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
				var d net.Dialer
				return d.DialContext(ctx, network, addr)
			},
		}}
	}
	c, resp, err := websocket.Dial(ctx, url, dialOpts)
	if err != nil {
		if resp != nil && resp.StatusCode == http.StatusUnauthorized {
			return nil, fmt.Errorf("remote: the daemon refused the token (401)")
		}
		return nil, fmt.Errorf("remote: connecting to %s: %w", url, err)
	}
	frame := opts.MaxFrameBytes
	if frame == 0 {
		frame = wire.DefaultFrame
	}
	c.SetReadLimit(int64(frame))
	name := opts.Name
	if name == "" {
		name = "codemode-go/" + version.String()
	}
	wc, err := wire.NewClient(ctx, newWSTransport(c, nil), wire.ClientOptions{Handshake: true, Token: opts.Token, Name: name, OnDrain: onDrain})
	if err != nil {
		return nil, fmt.Errorf("remote: %w", err)
	}
	if !opts.NoPings {
		keepAlive(c, wc, opts.PingInterval, opts.PingTimeout)
	}
	return &Client{c: wc}, nil
}

// Execute runs req on the daemon. See codemode.Executor.
func (c *Client) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	return c.c.Execute(ctx, req)
}

// Close ends the connection; executions still running on it end with the
// connection error. It returns nil, also when called again.
func (c *Client) Close() error {
	c.c.Close()
	return nil
}

// Done is closed when the connection has ended.
func (c *Client) Done() <-chan struct{} { return c.c.Done() }
