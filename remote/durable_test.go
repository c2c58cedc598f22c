package remote_test

import (
	"context"
	"net"
	"net/http"
	"sync"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/remote"
)

// A daemon that dies mid-run: the client kept the journal it streamed, so it
// resumes the execution on another daemon. The call in flight when the daemon
// died is reported as ambiguous; the host answers it (it happened) and nothing
// is dispatched twice.
func TestDurableDaemonDiesMidRun(t *testing.T) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{})
	defer srv.Close()
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := &connListener{Listener: tcp}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	defer ln.kill()
	c := dial(t, "ws://"+tcp.Addr().String(), remote.DialOptions{})

	var mu sync.Mutex
	var kept codemode.Recorder
	dispatched := map[string]int{}
	dispatch := func(_ context.Context, provider, tool, args string) (string, error) {
		mu.Lock()
		dispatched[tool]++
		mu.Unlock()
		if tool == "charge" {
			ln.kill() // the daemon dies while the charge is being made
			return `{"result":"receipt"}`, nil
		}
		return `{"result":` + args + `}`, nil
	}
	code := `async () => [await store.get(1), await store.charge(2), await store.get(3)]`
	r := c.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: dispatch, Durable: &codemode.Durable{OnJournal: kept.Record}})
	if r.Error == nil || r.Error.Kind != codemode.ErrConnection {
		t.Fatalf("want the connection error, got %s %+v", r.Value, r.Error)
	}
	if last := kept.Entries()[len(kept.Entries())-1]; last.Kind != protocol.JournalCall || last.Tool != "charge" {
		t.Fatalf("the client's journal does not end with the charge's intent: %+v", last)
	}
	cp, err := kept.Checkpoint()
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := codemode.ParseCheckpoint(cp)
	pending := parsed.Pending()
	if len(pending) != 1 || pending[0].Call != 2 || pending[0].Tool != "charge" || !pending[0].Ambiguous {
		t.Fatalf("pending = %+v", pending)
	}

	other := startDaemon(t, remote.ServerOptions{})
	c2 := dial(t, other.url, remote.DialOptions{})
	r = c2.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp}}, Dispatch: dispatch})
	if r.Error == nil || r.Error.Kind != codemode.ErrAmbiguous {
		t.Fatalf("want the ambiguous call reported, got %s %+v", r.Value, r.Error)
	}
	r = c2.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: 2, Envelope: `{"result":"receipt"}`}}}}, Dispatch: dispatch})
	if r.Error != nil || string(r.Value) != `[[1],"receipt",[3]]` {
		t.Fatalf("resumed: %s %+v", r.Value, r.Error)
	}
	if dispatched["get"] != 2 || dispatched["charge"] != 1 {
		t.Fatalf("dispatched %v: every call once", dispatched)
	}
}
