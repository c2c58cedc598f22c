package remote

import (
	"fmt"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/limits"
)

// The defaults of the daemon's bounds on what reaches it (ServerOptions).
const (
	// DefaultHelloFrameBytes bounds every message until hello has been
	// accepted: a hello is a few hundred bytes, and nobody without the
	// token gets the daemon to buffer more.
	DefaultHelloFrameBytes = 16 << 10
	// DefaultHandshakeTimeout is how long a connection may take to send an
	// acceptable hello after the WebSocket upgrade.
	DefaultHandshakeTimeout = 10 * time.Second
	// DefaultMaxConnections bounds the connections open at once.
	DefaultMaxConnections = 1024
	// DefaultMaxConnectionsPerAddress bounds the connections open at once
	// from one remote IP address (unix sockets are not counted per
	// address).
	DefaultMaxConnectionsPerAddress = 256
	// DefaultMaxBufferedBytes bounds the bytes of incoming messages the
	// daemon holds at once, across every connection, while it reads them.
	DefaultMaxBufferedBytes = 256 << 20
	// DefaultQueue bounds the executions waiting for a worker, across
	// every connection.
	DefaultQueue = 256
	// DefaultMaxRetained bounds the retained executions (RetainHandles)
	// the daemon holds at once, across connections, when its executor's
	// capacity is not given (ServerOptions.MaxRetained): what one
	// in-process executor holds, codemode.DefaultMaxRetained (44).
	DefaultMaxRetained = codemode.DefaultMaxRetained
)

// DefaultMaxLimits are the clamps a daemon applies to the limits clients ask
// for when ServerOptions.MaxLimits leaves a field zero.
var DefaultMaxLimits = codemode.Limits{
	Timeout:         limits.MaxTimeout,
	Memory:          limits.MaxMemory,
	StackDepth:      limits.MaxStackDepth,
	PayloadBytes:    limits.MaxPayloadBytes,
	ResultBytes:     limits.MaxResultBytes,
	LogBytes:        limits.MaxLogBytes,
	ToolCalls:       limits.MaxToolCalls,
	ConcurrentCalls: limits.MaxConcurrentCalls,
	Timers:          limits.MaxTimers,
	ResponseBytes:   limits.MaxResponseBytes,
	Retention:       limits.MaxRetention,
}

// withDefaultMax fills each zero field of m from DefaultMaxLimits.
func withDefaultMax(m codemode.Limits) codemode.Limits {
	d := DefaultMaxLimits
	if m.Timeout == 0 {
		m.Timeout = d.Timeout
	}
	if m.Memory == 0 {
		m.Memory = d.Memory
	}
	if m.Retention == 0 {
		m.Retention = d.Retention
	}
	for _, f := range []struct{ v, d *int }{
		{&m.StackDepth, &d.StackDepth}, {&m.PayloadBytes, &d.PayloadBytes}, {&m.ResultBytes, &d.ResultBytes},
		{&m.LogBytes, &d.LogBytes}, {&m.ToolCalls, &d.ToolCalls}, {&m.ConcurrentCalls, &d.ConcurrentCalls},
		{&m.Timers, &d.Timers}, {&m.ResponseBytes, &d.ResponseBytes},
	} {
		if *f.v == 0 {
			*f.v = *f.d
		}
	}
	return m
}

// CodeHelloTimeout is the error code of a connection closed for not sending
// an acceptable hello in time.
const CodeHelloTimeout = "hello_timeout"

// budget is the bytes of incoming messages all connections may hold at once.
type budget struct {
	limit int64
	used  atomic.Int64
}

// take reserves n bytes, or reports that they are not there.
func (b *budget) take(n int64) bool {
	if b.used.Add(n) > b.limit {
		b.used.Add(-n)
		return false
	}
	return true
}

func (b *budget) give(n int64) { b.used.Add(-n) }

// capListener refuses connections past the total and per-address caps: it
// answers them with HTTP 503 and the reason, and closes them, before the HTTP
// server reads a byte of theirs.
type capListener struct {
	net.Listener
	total, perAddr int

	mu     sync.Mutex
	open   int
	byAddr map[string]int
	// onRefuse, if set, is told of each connection turned away.
	onRefuse func(perAddr bool)
}

func (l *capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := remoteHost(c)
		l.mu.Lock()
		var reason string
		perAddr := false
		switch {
		case l.open >= l.total:
			reason = fmt.Sprintf(TextTooManyConnections, l.total)
		case addr != "" && l.byAddr[addr] >= l.perAddr:
			reason = fmt.Sprintf(TextTooManyFromAddress, addr, l.perAddr)
			perAddr = true
		default:
			l.open++
			if addr != "" {
				l.byAddr[addr]++
			}
		}
		l.mu.Unlock()
		if reason != "" {
			if l.onRefuse != nil {
				l.onRefuse(perAddr)
			}
			go refuse(c, reason)
			continue
		}
		return &countedConn{Conn: c, l: l, addr: addr}, nil
	}
}

// refuse answers a connection over a cap without reading its request.
func refuse(c net.Conn, reason string) {
	_ = c.SetWriteDeadline(time.Now().Add(time.Second))
	fmt.Fprintf(c, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s\n", len(reason)+1, reason)
	c.Close()
}

// remoteHost is the IP address a TCP connection comes from; "" for others.
func remoteHost(c net.Conn) string {
	if a, ok := c.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.String()
	}
	return ""
}

// countedConn gives its place back when it closes.
type countedConn struct {
	net.Conn
	l    *capListener
	addr string
	once sync.Once
}

func (c *countedConn) Close() error {
	c.once.Do(func() {
		c.l.mu.Lock()
		c.l.open--
		if c.addr != "" {
			if c.l.byAddr[c.addr]--; c.l.byAddr[c.addr] == 0 {
				delete(c.l.byAddr, c.addr)
			}
		}
		c.l.mu.Unlock()
	})
	return c.Conn.Close()
}
