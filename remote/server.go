// Package remote is the daemon arrangement: Server is what `codemode serve`
// runs — the wire protocol (docs/protocol.md) over WebSockets in front of an
// executor (a worker pool), with bearer-token authentication, health and
// Prometheus endpoints and a graceful drain — and Dial connects a Go program to
// it, returning a codemode.Executor whose dispatch and outbound functions run in
// the calling process, where the credentials are.
package remote

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
)

// Version is the server name sent in welcome.
const Version = "codemode/0.1.0"

// ServerOptions configure a Server.
type ServerOptions struct {
	// Token, if set, is the bearer token every client must present.
	Token string
	// MaxLimits clamp the limits clients ask for; zero fields do not clamp.
	MaxLimits codemode.Limits
	// MaxFrameBytes bounds one message; default 64 MiB.
	MaxFrameBytes int
	// Logger receives structured logs; default slog.Default().
	Logger *slog.Logger
	// Stats, if set, reports worker and queue figures for /metrics.
	Stats func() (workers, busy, queued int)
	// PingInterval and PingTimeout: the daemon pings its clients too, and
	// drops one whose pong does not come in time (cancelling its
	// executions, which would otherwise hold workers until their time
	// limits). Defaults and meaning as DialOptions'.
	PingInterval, PingTimeout time.Duration
}

// Server serves the protocol over WebSockets in front of an executor.
type Server struct {
	x    codemode.Executor
	opts ServerOptions
	log  *slog.Logger

	draining atomic.Bool
	notice   *wire.DrainNotice // told to clients when Drain starts
	live     atomic.Int64      // executions running
	mu       sync.Mutex
	conns    map[*websocket.Conn]context.CancelFunc

	registry   *prometheus.Registry
	executions *prometheus.CounterVec
	durations  prometheus.Histogram
	toolCalls  prometheus.Counter
}

// NewServer returns a server running programs on x.
func NewServer(x codemode.Executor, opts ServerOptions) *Server {
	if opts.MaxFrameBytes <= 0 {
		opts.MaxFrameBytes = wire.DefaultFrame
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	s := &Server{x: x, opts: opts, log: opts.Logger, conns: make(map[*websocket.Conn]context.CancelFunc), notice: wire.NewDrainNotice()}
	s.registry = prometheus.NewRegistry()
	s.executions = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "codemode_executions_total", Help: "Executions finished, by outcome (ok or the failure kind)."}, []string{"outcome"})
	s.durations = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "codemode_execution_duration_seconds", Help: "Wall time of executions.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 18)})
	s.toolCalls = prometheus.NewCounter(prometheus.CounterOpts{Name: "codemode_tool_calls_total", Help: "Tool calls relayed to clients."})
	s.registry.MustRegister(s.executions, s.durations, s.toolCalls,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_executions_running", Help: "Executions running now."}, func() float64 { return float64(s.live.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_connections", Help: "Client connections open now."}, func() float64 {
			s.mu.Lock()
			defer s.mu.Unlock()
			return float64(len(s.conns))
		}),
	)
	if opts.Stats != nil {
		stat := func(i int) func() float64 {
			return func() float64 {
				w, b, q := opts.Stats()
				return float64([]int{w, b, q}[i])
			}
		}
		s.registry.MustRegister(
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_workers", Help: "Worker processes."}, stat(0)),
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_workers_busy", Help: "Workers running an execution."}, stat(1)),
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_queue_depth", Help: "Executions waiting for a worker."}, stat(2)),
		)
	}
	return s
}

// Handler serves the WebSocket endpoint (any path but the three below),
// /healthz, /readyz and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, _ *http.Request) {
		if s.draining.Load() {
			http.Error(w, "draining", http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ready")
	})
	mux.Handle("/metrics", promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{}))
	mux.HandleFunc("/", s.serveWS)
	return mux
}

func (s *Server) authorized(token string) bool {
	if s.opts.Token == "" {
		return true
	}
	return subtle.ConstantTimeCompare([]byte(token), []byte(s.opts.Token)) == 1
}

// serveWS upgrades a request and speaks the protocol on it.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	// A token in the Authorization header is checked here, before the
	// upgrade; without the header the client must present it in hello.
	headerOK := false
	if h := r.Header.Get("Authorization"); h != "" && s.opts.Token != "" {
		scheme, bearer, _ := strings.Cut(h, " ")
		switch {
		case !strings.EqualFold(scheme, "Bearer"):
			s.log.Warn("connection refused: not a bearer token", "remote", r.RemoteAddr)
			http.Error(w, "the Authorization header must be \"Bearer <token>\"", http.StatusUnauthorized)
			return
		case !s.authorized(strings.TrimSpace(bearer)):
			s.log.Warn("connection refused: wrong token", "remote", r.RemoteAddr)
			http.Error(w, "the bearer token is wrong", http.StatusUnauthorized)
			return
		}
		headerOK = true
	}
	if s.draining.Load() {
		http.Error(w, "the executor is shutting down", http.StatusServiceUnavailable)
		return
	}
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return
	}
	c.SetReadLimit(int64(s.opts.MaxFrameBytes))
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	s.conns[c] = cancel
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.conns, c)
		s.mu.Unlock()
		cancel()
	}()
	srv := &wire.Server{
		Executor:  s.x,
		MaxLimits: s.opts.MaxLimits,
		Name:      Version,
		Handshake: true,
		Authorize: func(token string) bool { return headerOK || s.authorized(token) },
		Draining:  s.draining.Load,
		Drain:     s.notice,
		Hooks: wire.Hooks{
			Started: func() { s.live.Add(1) },
			Finished: func(res codemode.Result, took time.Duration) {
				s.live.Add(-1)
				outcome := "ok"
				if res.Error != nil {
					outcome = string(res.Error.Kind)
				}
				s.executions.WithLabelValues(outcome).Inc()
				s.durations.Observe(took.Seconds())
			},
			ToolCall: s.toolCalls.Inc,
		},
	}
	watchPeer(ctx, c, s.opts.PingInterval, s.opts.PingTimeout, cancel)
	s.log.Info("client connected", "remote", r.RemoteAddr)
	err = srv.Serve(ctx, newWSTransport(c, ctx))
	if err != nil && !isClosed(err) {
		s.log.Warn("client connection ended", "remote", r.RemoteAddr, "err", err)
		c.Close(websocket.StatusPolicyViolation, truncate(err.Error(), 120))
		return
	}
	s.log.Info("client disconnected", "remote", r.RemoteAddr)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func isClosed(err error) bool {
	return websocket.CloseStatus(err) != -1 || errors.Is(err, net.ErrClosed) || errors.Is(err, context.Canceled)
}

// Drain stops accepting connections and executions (/readyz answers 503 at
// once), tells every client that it is draining (a drain message with the
// grace left until ctx's deadline), and waits until the running executions
// have finished or ctx is done. It does not cancel them; Close does.
func (s *Server) Drain(ctx context.Context) error {
	s.draining.Store(true)
	deadline, _ := ctx.Deadline()
	s.notice.Start(deadline)
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	for s.live.Load() > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}

// Close drops every connection; their executions are cancelled and latched.
func (s *Server) Close() {
	s.draining.Store(true)
	s.mu.Lock()
	for c, cancel := range s.conns {
		cancel()
		c.Close(websocket.StatusGoingAway, "the executor is shutting down")
	}
	s.mu.Unlock()
}

// wsTransport carries protocol messages in WebSocket text frames.
type wsTransport struct {
	c *websocket.Conn
	// base is the connection's context: when it is done, the connection is
	// closed, which ends any read or write. Reads and writes under it (or
	// under a context that is never done) do not watch it each: the
	// websocket package would register and remove a context callback per
	// frame.
	base context.Context
	rbuf []byte // owned by Recv, which one goroutine calls
	// broken is set when a read failed: the connection is gone, and Close
	// must not wait for a closing handshake it cannot get (up to 10s).
	broken atomic.Bool
}

// newWSTransport carries messages on c; base, if not nil, is the connection's
// context (see wsTransport.base).
func newWSTransport(c *websocket.Conn, base context.Context) *wsTransport {
	if base != nil && base.Done() != nil {
		context.AfterFunc(base, func() { c.CloseNow() })
	}
	return &wsTransport{c: c, base: base}
}

func (t *wsTransport) opContext(ctx context.Context) context.Context {
	if ctx.Done() == nil || ctx == t.base {
		return context.Background()
	}
	return ctx
}

func (t *wsTransport) Send(ctx context.Context, m *wire.Message) error {
	buf := wire.GetBuffer()
	defer wire.PutBuffer(buf)
	b, err := wire.AppendEncode(*buf, m)
	if err != nil {
		return err
	}
	*buf = b
	return t.c.Write(t.opContext(ctx), websocket.MessageText, b)
}

func (t *wsTransport) Recv(ctx context.Context) (*wire.Message, error) {
	typ, r, err := t.c.Reader(t.opContext(ctx))
	if err != nil {
		t.broken.Store(true)
		return nil, readError(err)
	}
	if typ != websocket.MessageText {
		return nil, &wire.ProtocolError{Code: wire.CodeBadMessage, Message: "messages are text frames"}
	}
	// Read the message into a buffer kept from one message to the next
	// (Decode copies what it keeps), up to the read limit.
	b := t.rbuf[:0]
	for {
		if len(b) == cap(b) {
			b = slices.Grow(b, max(4096, cap(b)))
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			t.broken.Store(true)
			return nil, readError(err)
		}
	}
	if cap(b) <= 64<<10 {
		t.rbuf = b
	}
	return wire.Decode(b)
}

func readError(err error) error {
	if strings.Contains(err.Error(), "read limited") {
		return &wire.ProtocolError{Code: wire.CodeTooLarge, Message: "a message is larger than the frame limit"}
	}
	return err
}

func (t *wsTransport) Close() error {
	if t.broken.Load() {
		return t.c.CloseNow()
	}
	return t.c.Close(websocket.StatusNormalClosure, "")
}
