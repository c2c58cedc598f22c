package wire_test

import (
	"context"
	"io"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/internal/wire"
)

// pipePair connects a client and a server over two in-memory pipes, the way a
// worker's stdin and stdout connect it to the pool.
func pipePair(t *testing.T) (client, server wire.Transport) {
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	client = wire.NewStreamTransport(cr, cw, func() error { cw.Close(); cr.Close(); return nil }, 0)
	server = wire.NewStreamTransport(sr, sw, func() error { sw.Close(); sr.Close(); return nil }, 0)
	return client, server
}

// clientExecutor adapts a wire.Client to codemode.Executor.
type clientExecutor struct{ *wire.Client }

func (c clientExecutor) Close() error { return c.Client.Close() }

// The whole executor suite, through the protocol.
func TestSuiteThroughTheProtocol(t *testing.T) {
	ct, st := pipePair(t)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	srv := &wire.Server{Executor: x, Name: "test"}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(context.Background(), st) }()
	c, err := wire.NewClient(context.Background(), ct, wire.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	executortest.Run(t, clientExecutor{c}, executortest.Config{Short: testing.Short()})
	c.Close()
	<-served
}
