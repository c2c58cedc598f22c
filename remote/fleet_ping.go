package remote

import (
	"context"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode/internal/wire"
)

// The ping defaults: a daemon cut off without a reset is noticed within
// DefaultPingInterval + DefaultPingTimeout.
const (
	DefaultPingInterval = 2 * time.Second
	DefaultPingTimeout  = 3 * time.Second
)

// pingTimes applies the defaults.
func pingTimes(interval, timeout time.Duration) (time.Duration, time.Duration) {
	if interval <= 0 {
		interval = DefaultPingInterval
	}
	if timeout <= 0 {
		timeout = DefaultPingTimeout
	}
	return interval, timeout
}

// keepAlive pings the peer of c every interval until wc's connection ends, and
// closes the connection when a pong does not come within timeout: the peer is
// gone, or the network between drops everything, which TCP alone would notice
// only after minutes. The pong is read by wc's reader, which always runs. It
// keeps no goroutine between pings: a timer starts each one.
func keepAlive(c *websocket.Conn, wc *wire.Client, interval, timeout time.Duration) {
	interval, timeout = pingTimes(interval, timeout)
	if interval == 0 {
		return
	}
	p := &pinger{c: c, wc: wc, interval: interval, timeout: timeout}
	p.timer = time.AfterFunc(time.Hour, p.ping)
	p.timer.Reset(interval)
}

type pinger struct {
	c                 *websocket.Conn
	wc                *wire.Client
	interval, timeout time.Duration
	timer             *time.Timer
}

func (p *pinger) ping() {
	select {
	case <-p.wc.Done():
		return
	default:
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.timeout)
	err := p.c.Ping(ctx)
	cancel()
	if err != nil {
		select {
		case <-p.wc.Done():
		default:
			// No pong: drop the connection without a closing
			// handshake (it would wait for the silent peer).
			p.c.CloseNow()
		}
		return
	}
	p.timer.Reset(p.interval)
}

// watchPeer is the daemon's side of keepAlive: it pings the client on c every
// interval while ctx lasts and calls lost when a pong does not come in time.
// The wire server's reader, which always runs, reads the pongs.
func watchPeer(ctx context.Context, c *websocket.Conn, interval, timeout time.Duration, lost func()) {
	interval, timeout = pingTimes(interval, timeout)
	if interval == 0 {
		return
	}
	w := &peerWatch{ctx: ctx, c: c, interval: interval, timeout: timeout, lost: lost}
	w.timer = time.AfterFunc(time.Hour, w.ping)
	w.timer.Reset(interval)
}

type peerWatch struct {
	ctx               context.Context
	c                 *websocket.Conn
	interval, timeout time.Duration
	lost              func()
	timer             *time.Timer
}

func (w *peerWatch) ping() {
	if w.ctx.Err() != nil {
		return
	}
	ctx, cancel := context.WithTimeout(w.ctx, w.timeout)
	err := w.c.Ping(ctx)
	cancel()
	if err != nil {
		if w.ctx.Err() == nil {
			w.lost()
		}
		return
	}
	w.timer.Reset(w.interval)
}
