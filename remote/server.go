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

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/version"
	"github.com/codemode/codemode/internal/wire"
)

// Version is the server name sent in welcome: "codemode/" and the version of
// internal/version (the one the CLI's --version prints).
var Version = "codemode/" + version.String()

// ServerOptions configure a Server.
type ServerOptions struct {
	// Token, if set, is the bearer token every client must present.
	Token string
	// MaxLimits clamp the limits clients ask for; zero fields take their
	// clamp from DefaultMaxLimits.
	MaxLimits codemode.Limits
	// MaxFrameBytes bounds one message once hello has been accepted;
	// default 72 MiB (the largest checkpoint and room around it).
	MaxFrameBytes int
	// HelloFrameBytes bounds every message until hello has been accepted;
	// default DefaultHelloFrameBytes (16 KiB).
	HelloFrameBytes int
	// HandshakeTimeout is how long a connection may take to send an
	// acceptable hello; default DefaultHandshakeTimeout (10s).
	HandshakeTimeout time.Duration
	// MaxConnections and MaxConnectionsPerAddress cap the connections
	// open at once, in all and from one IP address, on listeners wrapped
	// by Listener; defaults DefaultMaxConnections and
	// DefaultMaxConnectionsPerAddress.
	MaxConnections           int
	MaxConnectionsPerAddress int
	// MaxBufferedBytes bounds the bytes of incoming messages held at once
	// across every connection; a connection whose message does not fit is
	// closed with the overloaded error. Default DefaultMaxBufferedBytes.
	MaxBufferedBytes int64
	// Concurrency is how many executions run at once, across connections;
	// the rest wait their turn, connection by connection (round robin).
	// Default: the executor's Capacity() if it has that method (a pool:
	// its workers × the executions each runs at once), else the workers
	// Stats reports, else no bound.
	Concurrency int
	// ExecutionsPerConnection caps the executions of one connection,
	// running and waiting together, so that one client cannot hold every
	// slot: another connection always finds a quarter of them. Past it,
	// an execution fails at once with kind overloaded and
	// TextConnectionExecutions. Default three quarters of Concurrency (at
	// least 1) plus QueuePerConnection; no cap when Concurrency is
	// unbounded.
	ExecutionsPerConnection int
	// Queue bounds the executions waiting for their turn, in all;
	// QueuePerConnection bounds those of one connection (its share).
	// Past either, an execution fails at once with kind overloaded.
	// Defaults DefaultQueue and a quarter of Queue.
	Queue              int
	QueuePerConnection int
	// MaxRetained caps the executions with RetainHandles the daemon holds
	// at once (running or retained, until released, ended or their
	// connection closes), across connections; MaxRetainedPerConnection
	// caps those of one connection, so that one client cannot take every
	// place. Each holds a sandbox in a worker, 32 MiB of its address
	// space (docs/handles.md). Past either, the request is refused before
	// it runs, with kind overloaded and TextRetainedDaemon or
	// TextRetainedConnection. Defaults DefaultMaxRetained (`codemode
	// serve` uses what its workers hold: workers ×
	// pool.Options.RetainedPerWorker) and a quarter of MaxRetained.
	MaxRetained              int
	MaxRetainedPerConnection int
	// Logger receives structured logs; default slog.Default().
	Logger *slog.Logger
	// MetricsToken, if set, is the bearer token a scraper must present to
	// read /metrics (answered 401 without it). It is separate from Token:
	// a scraper needs no right to run programs. Unset, /metrics is open,
	// as /healthz and /readyz always are.
	MetricsToken string
	// Stats, if set, reports worker and queue figures for /metrics.
	Stats func() (workers, busy, queued int)
	// PingInterval and PingTimeout: the daemon pings its clients too, and
	// drops one whose pong does not come in time (cancelling its
	// executions, which would otherwise hold workers until their time
	// limits). Meaning as DialOptions'; the defaults are
	// DefaultServerPingInterval and DefaultServerPingTimeout.
	PingInterval, PingTimeout time.Duration
	// NoPings turns the daemon's pings off: a client that vanished
	// silently holds its executions until their time limits.
	NoPings bool
}

// The daemon's ping defaults are longer than a client's: a client notices a
// lost daemon fast, to fail over, while the daemon only reclaims the workers of
// a client that vanished — and must not drop one whose event loop is merely
// busy for a few seconds (a Python or Node host doing CPU-bound work answers
// pongs late).
const (
	DefaultServerPingInterval = 10 * time.Second
	DefaultServerPingTimeout  = 20 * time.Second
)

// Server serves the protocol over WebSockets in front of an executor.
type Server struct {
	x    codemode.Executor
	opts ServerOptions
	// optsErr says why opts cannot be used; every request is answered
	// with it.
	optsErr error
	log     *slog.Logger

	draining atomic.Bool
	notice   *wire.DrainNotice // told to clients when Drain starts
	// suspendAll is closed by SuspendDurable: every durable execution
	// suspends.
	suspendAll  chan struct{}
	suspendOnce sync.Once
	live        atomic.Int64 // executions running
	mu          sync.Mutex
	conns       map[*websocket.Conn]context.CancelFunc

	sched  *scheduler
	budget *budget

	registry   *prometheus.Registry
	refused    *prometheus.CounterVec
	executions *prometheus.CounterVec
	durations  prometheus.Histogram
	toolCalls  prometheus.Counter
}

// NewServer returns a server running programs on x.
//
// Options that cannot be used (a negative value; see
// [ServerOptions.Validate]) do not make it fail: the server answers every
// request with that error instead.
func NewServer(x codemode.Executor, opts ServerOptions) *Server {
	optsErr := opts.Validate()
	if opts.PingInterval == 0 {
		opts.PingInterval = DefaultServerPingInterval
	}
	if opts.PingTimeout == 0 {
		opts.PingTimeout = DefaultServerPingTimeout
	}
	if opts.MaxFrameBytes <= 0 {
		opts.MaxFrameBytes = wire.DefaultFrame
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.HelloFrameBytes <= 0 {
		opts.HelloFrameBytes = DefaultHelloFrameBytes
	}
	if opts.HandshakeTimeout <= 0 {
		opts.HandshakeTimeout = DefaultHandshakeTimeout
	}
	if opts.MaxConnections <= 0 {
		opts.MaxConnections = DefaultMaxConnections
	}
	if opts.MaxConnectionsPerAddress <= 0 {
		opts.MaxConnectionsPerAddress = DefaultMaxConnectionsPerAddress
	}
	if opts.MaxBufferedBytes <= 0 {
		opts.MaxBufferedBytes = DefaultMaxBufferedBytes
	}
	if c, ok := x.(interface{ Capacity() int }); ok && opts.Concurrency <= 0 {
		opts.Concurrency = c.Capacity()
	}
	if opts.Concurrency <= 0 && opts.Stats != nil {
		opts.Concurrency, _, _ = opts.Stats()
	}
	if opts.Queue <= 0 {
		opts.Queue = DefaultQueue
	}
	if opts.QueuePerConnection <= 0 {
		opts.QueuePerConnection = max(1, opts.Queue/4)
	}
	// After QueuePerConnection's default: a connection's share counts its
	// queue share.
	if opts.ExecutionsPerConnection <= 0 && opts.Concurrency > 0 {
		opts.ExecutionsPerConnection = max(1, opts.Concurrency*3/4) + opts.QueuePerConnection
	}
	if opts.MaxRetained <= 0 {
		opts.MaxRetained = DefaultMaxRetained
	}
	if opts.MaxRetainedPerConnection <= 0 {
		opts.MaxRetainedPerConnection = max(1, opts.MaxRetained/4)
	}
	opts.MaxLimits = withDefaultMax(opts.MaxLimits)
	s := &Server{x: x, opts: opts, optsErr: optsErr, log: opts.Logger, conns: make(map[*websocket.Conn]context.CancelFunc),
		notice: wire.NewDrainNotice(), suspendAll: make(chan struct{}),
		budget: &budget{limit: opts.MaxBufferedBytes}}
	// Executions wait their connection's turn, then run with the drain's
	// suspension wired in.
	s.sched = newScheduler(suspender{s}, opts.Concurrency, opts.Queue, opts.QueuePerConnection, opts.ExecutionsPerConnection, opts.MaxRetained, opts.MaxRetainedPerConnection)
	s.registry = prometheus.NewRegistry()
	registerRuntimeMetrics(s.registry)
	s.refused = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "codemode_connections_refused_total", Help: "Connections refused or closed before or beyond authentication, by reason: connections, per_address (caps), hello_timeout, buffer (MaxBufferedBytes)."}, []string{"reason"})
	s.registry.MustRegister(s.refused, prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_executions_waiting", Help: "Executions waiting for their connection's turn."}, func() float64 {
		s.sched.mu.Lock()
		defer s.sched.mu.Unlock()
		return float64(s.sched.waiting)
	}))
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
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_workers_busy", Help: "Workers running at least one execution."}, stat(1)),
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "codemode_queue_depth", Help: "Executions waiting for a worker."}, stat(2)),
		)
	}
	return s
}

// Listener wraps ln so that MaxConnections and MaxConnectionsPerAddress
// hold: a connection past either is answered with HTTP 503 and the reason,
// and closed, before a byte of it is read. Serve the Handler on it.
func (s *Server) Listener(ln net.Listener) net.Listener {
	l := &capListener{Listener: ln, total: s.opts.MaxConnections, perAddr: s.opts.MaxConnectionsPerAddress, byAddr: map[string]int{}}
	l.onRefuse = func(perAddr bool) {
		reason := "connections"
		if perAddr {
			reason = "per_address"
		}
		s.refused.WithLabelValues(reason).Inc()
	}
	return l
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
	mux.Handle("/metrics", s.metricsHandler())
	mux.HandleFunc("/", s.serveWS)
	if s.optsErr != nil {
		return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, s.optsErr.Error(), http.StatusInternalServerError)
		})
	}
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
	// Until hello is accepted only a small message is read; a connection
	// that does not say an acceptable hello in time is closed.
	c.SetReadLimit(int64(s.opts.HelloFrameBytes))
	ctx, cancel := context.WithCancel(context.Background())
	t := newWSTransport(c, ctx)
	t.budget = s.budget
	var state atomic.Int32 // 0 waiting for hello, 1 accepted, 2 timed out
	helloTimer := time.AfterFunc(s.opts.HandshakeTimeout, func() {
		if !state.CompareAndSwap(0, 2) {
			return
		}
		s.refused.WithLabelValues("hello_timeout").Inc()
		s.log.Warn("connection closed: no acceptable hello in time", "remote", r.RemoteAddr, "timeout", s.opts.HandshakeTimeout)
		msg := fmt.Sprintf(TextHelloTimeout, s.opts.HandshakeTimeout)
		wctx, wcancel := context.WithTimeout(context.Background(), time.Second)
		_ = t.Send(wctx, wire.ErrorMessage("", CodeHelloTimeout, msg))
		wcancel()
		c.Close(websocket.StatusPolicyViolation, "no hello in time")
		cancel()
	})
	defer helloTimer.Stop()
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
		Executor:  s.sched.line(),
		MaxLimits: s.opts.MaxLimits,
		Name:      Version,
		Handshake: true,
		Authorize: func(token string) bool { return headerOK || s.authorized(token) },
		Accepted: func() {
			if state.CompareAndSwap(0, 1) {
				helloTimer.Stop()
				c.SetReadLimit(int64(s.opts.MaxFrameBytes))
			}
		},
		Draining: s.draining.Load,
		Drain:    s.notice,
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
	if !s.opts.NoPings {
		watchPeer(ctx, c, s.opts.PingInterval, s.opts.PingTimeout, cancel)
	}
	s.log.Info("client connected", "remote", r.RemoteAddr)
	err = srv.Serve(ctx, t)
	if state.Load() == 2 {
		return
	}
	if err != nil && !isClosed(err) {
		s.log.Warn("client connection ended", "remote", r.RemoteAddr, "err", err)
		status := websocket.StatusPolicyViolation
		var pe *wire.ProtocolError
		if errors.As(err, &pe) && pe.Code == wire.CodeOverloaded {
			s.refused.WithLabelValues("buffer").Inc()
			status = websocket.StatusTryAgainLater
		}
		c.Close(status, truncate(err.Error(), 120))
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

// SuspendDurable asks every durable execution running, and every one that
// starts later, to suspend at its next wait (the calls in flight answer into
// its journal first): each ends with kind suspended and its checkpoint, which
// its client resumes on another daemon (a Fleet does so by itself). A drain
// calls it when its grace is over, so that a rolling restart loses no
// durable execution. Executions that are not durable are not affected.
func (s *Server) SuspendDurable() {
	s.suspendOnce.Do(func() { close(s.suspendAll) })
}

// Running is how many executions are running now.
func (s *Server) Running() int { return int(s.live.Load()) }

// suspender runs the server's executions, adding SuspendDurable to each
// durable one's reasons to suspend.
type suspender struct{ s *Server }

func (x suspender) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	if req.Durable != nil && req.Durable.SuspendOn != nil {
		client := req.Durable.SuspendOn
		either := make(chan struct{})
		finished := make(chan struct{})
		defer close(finished)
		go func() {
			select {
			case <-client:
			case <-x.s.suspendAll:
			case <-finished:
				return
			}
			close(either)
		}()
		d := *req.Durable
		d.SuspendOn = either
		req.Durable = &d
	}
	return x.s.x.Execute(ctx, req)
}

// Close closes the executor behind the server.
func (x suspender) Close() error { return x.s.x.Close() }

// Close drops every connection; their executions are cancelled and latched.
// It returns nil, also when called again (see codemode's conventions).
func (s *Server) Close() error {
	s.draining.Store(true)
	s.mu.Lock()
	for c, cancel := range s.conns {
		cancel()
		c.Close(websocket.StatusGoingAway, "the executor is shutting down")
	}
	s.mu.Unlock()
	return nil
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
	// budget, if set, is what the message being read is counted against
	// (the daemon's MaxBufferedBytes).
	budget *budget
	// closeStatus, if set by Recv, is how Close closes (Recv's goroutine
	// is the one that closes after it fails).
	closeStatus websocket.StatusCode
	closeReason string
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
	var held int64 // bytes counted against the budget for this message
	defer func() {
		if held > 0 {
			t.budget.give(held)
		}
	}()
	for {
		if len(b) == cap(b) {
			grow := max(4096, cap(b))
			if t.budget != nil { // growth past the buffer kept between messages
				n := int64(grow)
				if !t.budget.take(n) {
					t.closeStatus, t.closeReason = websocket.StatusTryAgainLater, "the daemon's buffer for incoming messages is full"
					return nil, &wire.ProtocolError{Code: wire.CodeOverloaded, Message: fmt.Sprintf(TextBufferFull, t.budget.limit)}
				}
				held += n
			}
			b = slices.Grow(b, grow)
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
	if t.closeStatus != 0 {
		return t.c.Close(t.closeStatus, t.closeReason)
	}
	if t.broken.Load() {
		return t.c.CloseNow()
	}
	return t.c.Close(websocket.StatusNormalClosure, "")
}
