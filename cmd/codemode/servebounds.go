package main

import (
	"time"

	"github.com/codemode/codemode/remote"
	"github.com/spf13/pflag"
)

// serveBounds binds the daemon's bounds on connections to flags.
type serveBounds struct {
	handshake    time.Duration
	conns        int
	connsPerAddr int
	buffered     string
	perConnQueue int
	perConnExecs int
	// What one worker runs at once: executions, resident bytes.
	sandboxes    int
	workerMemory string
	// Retained executions: per worker, in all, per connection.
	retainedPerWorker int
	retained          int
	retainedPerConn   int
}

func (b *serveBounds) register(fs *pflag.FlagSet) {
	fs.DurationVar(&b.handshake, "handshake-timeout", remote.DefaultHandshakeTimeout, "how long a connection may take to send an acceptable hello")
	fs.IntVar(&b.conns, "max-connections", remote.DefaultMaxConnections, "connections open at once; past it a connection is answered 503")
	fs.IntVar(&b.connsPerAddr, "max-connections-per-address", remote.DefaultMaxConnectionsPerAddress, "connections open at once from one IP address")
	fs.StringVar(&b.buffered, "max-buffered-bytes", "256MiB", "incoming messages held in memory at once, across connections")
	fs.IntVar(&b.perConnQueue, "queue-per-connection", 0, "executions one connection may keep waiting (default: a quarter of --queue)")
	fs.IntVar(&b.perConnExecs, "executions-per-connection", 0, "executions one connection may have running and queued together (default: three quarters of what the workers run at once, plus --queue-per-connection)")
	fs.IntVar(&b.sandboxes, "sandboxes-per-worker", 0, "executions one worker runs at once, those waiting for a tool call included (default 8192; 1: one execution per worker process)")
	fs.StringVar(&b.workerMemory, "worker-memory", "", "resident memory of one worker past which it takes no new execution (default: half the machine's memory, shared among the workers)")
	fs.IntVar(&b.retainedPerWorker, "retained-per-worker", 0, "retained executions (retainHandles) one worker may hold, each 32 MiB of its address space (default: what --worker-address-space leaves room for, 44 at 4GiB)")
	fs.IntVar(&b.retained, "max-retained", 0, "retained executions the daemon may hold, across connections (default: workers × --retained-per-worker)")
	fs.IntVar(&b.retainedPerConn, "max-retained-per-connection", 0, "retained executions one connection may hold (default: a quarter of --max-retained)")
}

func (b *serveBounds) options() (remote.ServerOptions, error) {
	n, err := parseBytes(b.buffered)
	if err != nil {
		return remote.ServerOptions{}, usagef("--max-buffered-bytes %q: %v", b.buffered, err)
	}
	if b.workerMemory != "" {
		if _, err := parseBytes(b.workerMemory); err != nil {
			return remote.ServerOptions{}, usagef("--worker-memory %q: %v", b.workerMemory, err)
		}
	}
	for _, c := range []struct {
		name string
		v    int
	}{{"--max-connections", b.conns}, {"--max-connections-per-address", b.connsPerAddr}, {"--queue-per-connection", b.perConnQueue}, {"--executions-per-connection", b.perConnExecs}, {"--sandboxes-per-worker", b.sandboxes},
		{"--retained-per-worker", b.retainedPerWorker}, {"--max-retained", b.retained}, {"--max-retained-per-connection", b.retainedPerConn}} {
		if c.v < 0 {
			return remote.ServerOptions{}, usagef("%s is %d; it must be positive (0 for the default)", c.name, c.v)
		}
	}
	if b.handshake < 0 {
		return remote.ServerOptions{}, usagef("--handshake-timeout is %s; it must be positive", b.handshake)
	}
	return remote.ServerOptions{
		HandshakeTimeout: b.handshake, MaxConnections: b.conns, MaxConnectionsPerAddress: b.connsPerAddr,
		MaxBufferedBytes: n, QueuePerConnection: b.perConnQueue, ExecutionsPerConnection: b.perConnExecs,
		MaxRetained: b.retained, MaxRetainedPerConnection: b.retainedPerConn,
	}, nil
}

// workerMemoryBytes is --worker-memory in bytes (0 for the default); options
// has checked it.
func (b *serveBounds) workerMemoryBytes() int64 {
	if b.workerMemory == "" {
		return 0
	}
	n, _ := parseBytes(b.workerMemory)
	return n
}
