package remote_test

import (
	"io"
	"net"
	"sync"
	"testing"
)

// faultProxy is a TCP proxy in front of one daemon that injects the faults a
// fleet meets: kill resets every connection (RST, by closing with SetLinger(0)),
// partition silently drops all traffic both ways on every connection, old and
// new, without closing anything (a cable pulled, a firewall that drops). When
// the daemon behind it dies, the proxy resets the client's side too, as a
// kernel does for a process's sockets. retarget points it at a restarted
// daemon on another port.
type faultProxy struct {
	ln net.Listener

	mu          sync.Mutex
	target      string
	partitioned bool
	conns       map[*proxyConn]bool
}

type proxyConn struct {
	p          *faultProxy
	client, up *net.TCPConn
	once       sync.Once
}

func newFaultProxy(t *testing.T, target string) *faultProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &faultProxy{ln: ln, target: target, conns: map[*proxyConn]bool{}}
	go p.accept()
	t.Cleanup(p.close)
	return p
}

// url is the WebSocket URL of the daemon behind the proxy.
func (p *faultProxy) url() string { return "ws://" + p.ln.Addr().String() + "/v1" }

func (p *faultProxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.serve(c.(*net.TCPConn))
	}
}

func (p *faultProxy) serve(client *net.TCPConn) {
	p.mu.Lock()
	target, partitioned := p.target, p.partitioned
	p.mu.Unlock()
	if partitioned {
		// Nothing gets through: read and drop what the client sends,
		// answer nothing, close nothing.
		_, _ = io.Copy(io.Discard, client)
		return
	}
	up, err := net.Dial("tcp", target)
	if err != nil {
		reset(client)
		return
	}
	pc := &proxyConn{p: p, client: client, up: up.(*net.TCPConn)}
	p.mu.Lock()
	p.conns[pc] = true
	p.mu.Unlock()
	go pc.pipe(pc.up, pc.client)
	pc.pipe(pc.client, pc.up)
}

// pipe copies from src to dst until src ends; while the proxy is partitioned
// what it reads is dropped. When src ends, both sides are reset.
func (pc *proxyConn) pipe(src, dst *net.TCPConn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			pc.p.mu.Lock()
			drop := pc.p.partitioned
			pc.p.mu.Unlock()
			if !drop {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					err = werr
				}
			}
		}
		if err != nil {
			pc.reset()
			return
		}
	}
}

// reset closes both sides with RST.
func (pc *proxyConn) reset() {
	pc.once.Do(func() {
		reset(pc.client)
		reset(pc.up)
		pc.p.mu.Lock()
		delete(pc.p.conns, pc)
		pc.p.mu.Unlock()
	})
}

func reset(c *net.TCPConn) {
	_ = c.SetLinger(0)
	_ = c.Close()
}

// kill resets every connection through the proxy.
func (p *faultProxy) kill() {
	p.mu.Lock()
	conns := make([]*proxyConn, 0, len(p.conns))
	for pc := range p.conns {
		conns = append(conns, pc)
	}
	p.mu.Unlock()
	for _, pc := range conns {
		pc.reset()
	}
}

// partition starts dropping everything silently.
func (p *faultProxy) partition() {
	p.mu.Lock()
	p.partitioned = true
	p.mu.Unlock()
}

// heal ends the partition. The connections it cut lost data in the middle of
// their streams, so they are reset; new ones go through.
func (p *faultProxy) heal() {
	p.kill()
	p.mu.Lock()
	p.partitioned = false
	p.mu.Unlock()
}

// retarget sends new connections to another address.
func (p *faultProxy) retarget(target string) {
	p.mu.Lock()
	p.target = target
	p.mu.Unlock()
}

func (p *faultProxy) close() {
	p.ln.Close()
	p.kill()
}
