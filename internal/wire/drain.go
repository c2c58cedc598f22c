package wire

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/codemode/codemode"
)

// FeatureDrain is the feature a client lists in hello to be told, with a drain
// message, that the server is draining; a server that sends drain messages
// lists it in welcome.
const FeatureDrain = "drain"

// DrainNotice is a server's announcement that it is draining: it accepts no new
// executions and lets running ones finish until a deadline. Every connection of
// a Server whose Drain is set and whose client listed FeatureDrain is sent one
// drain message when Start is called (at once if the connection comes later).
type DrainNotice struct {
	once     sync.Once
	started  chan struct{}
	deadline time.Time
}

// NewDrainNotice returns a notice not yet started.
func NewDrainNotice() *DrainNotice { return &DrainNotice{started: make(chan struct{})} }

// Start announces the drain; running executions have until deadline (the zero
// time: no stated bound). Only the first call counts.
func (d *DrainNotice) Start(deadline time.Time) {
	d.once.Do(func() {
		d.deadline = deadline
		close(d.started)
	})
}

// Started is closed once Start has been called.
func (d *DrainNotice) Started() <-chan struct{} { return d.started }

// message is the drain message as sent now.
func (d *DrainNotice) message() *Message {
	m := &Message{Type: TypeDrain}
	if !d.deadline.IsZero() {
		ms := max(0, time.Until(d.deadline).Milliseconds())
		m.GraceMs = &ms
	}
	return m
}

// watchDrain sends the drain message when the server's notice starts, if the
// client asked for it; it stops with the connection.
func (c *serverConn) watchDrain(hello *Message) {
	d := c.s.Drain
	if d == nil || hello == nil || !slices.Contains(hello.Features, FeatureDrain) {
		return
	}
	go func() {
		select {
		case <-d.Started():
			_ = c.send(d.message())
		case <-c.lost:
		case <-c.ctx.Done():
		}
	}()
}

// serverFeatures are what welcome lists.
func (s *Server) features() []string {
	if s.Drain == nil {
		return nil
	}
	return []string{FeatureDrain}
}

// drainReceived handles a drain message on the client.
func (c *Client) drainReceived(m *Message) {
	var grace time.Duration
	if m.GraceMs != nil {
		grace = time.Duration(*m.GraceMs) * time.Millisecond
	}
	if c.draining.Swap(true) {
		return
	}
	if c.opts.OnDrain != nil {
		c.opts.OnDrain(grace)
	}
}

// Draining reports that the server said it is draining: it refuses new
// executions, so send them elsewhere.
func (c *Client) Draining() bool { return c.draining.Load() }

// Try runs req like Execute, and reports whether the server may have started
// it. ran is false when the server certainly never did: the execute message
// could not be sent (the connection was already lost), the server refused it
// while draining, or it answered overloaded. Such an execution made no tool
// call and can be sent to another server as it is.
func (c *Client) Try(ctx context.Context, req codemode.Request) (res codemode.Result, ran bool) {
	return c.execute(ctx, req)
}
