package wire_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
)

// drainingServer serves x on a pipe pair with a drain notice and a draining
// flag the test flips.
func drainingServer(t *testing.T, notice *wire.DrainNotice, draining *atomic.Bool) wire.Transport {
	t.Helper()
	ct, st := pipePair(t)
	x := codemode.New(codemode.Options{})
	t.Cleanup(func() { x.Close() })
	srv := &wire.Server{Executor: x, Name: "test", Handshake: true, Drain: notice, Draining: draining.Load}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(context.Background(), st) }()
	t.Cleanup(func() {
		ct.Close()
		<-served
	})
	return ct
}

// A client that lists the drain feature is told when the server drains, with
// the grace left; an execution it sends afterwards is refused and Try says it
// never ran; one already running finishes.
func TestDrainMessage(t *testing.T) {
	notice := wire.NewDrainNotice()
	var draining atomic.Bool
	ct := drainingServer(t, notice, &draining)
	drained := make(chan time.Duration, 1)
	c, err := wire.NewClient(context.Background(), ct, wire.ClientOptions{Handshake: true, OnDrain: func(g time.Duration) { drained <- g }})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := c.Welcome.Features; len(got) != 1 || got[0] != wire.FeatureDrain {
		t.Fatalf("welcome.features = %q, want [drain]", got)
	}

	entered := make(chan struct{})
	release := make(chan struct{})
	running := make(chan codemode.Result, 1)
	go func() {
		running <- c.Execute(context.Background(), codemode.Request{
			Code:      `async () => (await t.wait()) + 1`,
			Providers: []codemode.Provider{{Name: "t"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(entered)
				<-release
				return `{"result":41}`, nil
			},
		})
	}()
	<-entered

	draining.Store(true)
	notice.Start(time.Now().Add(30 * time.Second))
	select {
	case g := <-drained:
		if g <= 20*time.Second || g > 30*time.Second {
			t.Errorf("drain grace = %v, want about 30s", g)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("no drain message")
	}
	if !c.Draining() {
		t.Error("Draining() is false after the drain message")
	}

	res, ran := c.Try(context.Background(), codemode.Request{Code: `async () => 1`})
	if ran || res.Error == nil || res.Error.Kind != codemode.ErrCancelled || res.Error.Message != codemode.TextShutdown {
		t.Fatalf("an execution sent while draining: ran=%v %s %+v; want ran=false and cancelled: %q", ran, res.Value, res.Error, codemode.TextShutdown)
	}

	close(release)
	select {
	case r := <-running:
		if r.Error != nil || string(r.Value) != "42" {
			t.Fatalf("the running execution: %s %+v, want 42", r.Value, r.Error)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the running execution did not finish while draining")
	}
}

// A client that does not list the feature is never sent a drain message (an
// older client would take the unknown type for a protocol error): the first
// thing it hears after the drain is the refusal of its next execution.
func TestNoDrainMessageWithoutTheFeature(t *testing.T) {
	notice := wire.NewDrainNotice()
	var draining atomic.Bool
	ct := drainingServer(t, notice, &draining)
	ctx := context.Background()
	if err := ct.Send(ctx, &wire.Message{Type: wire.TypeHello, Version: wire.Version}); err != nil {
		t.Fatal(err)
	}
	if m, err := ct.Recv(ctx); err != nil || m.Type != wire.TypeWelcome {
		t.Fatalf("welcome: %+v %v", m, err)
	}
	draining.Store(true)
	notice.Start(time.Time{})
	if err := ct.Send(ctx, &wire.Message{Type: wire.TypeExecute, ID: "e1", Code: `async () => 1`}); err != nil {
		t.Fatal(err)
	}
	m, err := ct.Recv(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != wire.TypeError || m.Code != wire.CodeShuttingDown || m.ID != "e1" {
		t.Fatalf("first message after the drain: %+v, want the shutting_down error for e1", m)
	}
}

// The drain message round-trips through the codec with and without a grace.
func TestDrainMessageCodec(t *testing.T) {
	ms := int64(1500)
	for _, in := range []*wire.Message{{Type: wire.TypeDrain}, {Type: wire.TypeDrain, GraceMs: &ms}} {
		b, err := wire.Encode(in)
		if err != nil {
			t.Fatal(err)
		}
		out, err := wire.Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if (in.GraceMs == nil) != (out.GraceMs == nil) || in.GraceMs != nil && *out.GraceMs != *in.GraceMs {
			t.Fatalf("%s decoded to graceMs %v", b, out.GraceMs)
		}
	}
	hello := &wire.Message{Type: wire.TypeHello, Version: 1, Features: []string{wire.FeatureDrain}}
	b, _ := wire.Encode(hello)
	if string(b) != `{"type":"hello","version":1,"features":["drain"]}` {
		t.Fatalf("hello with features encodes as %s", b)
	}
}
