package remote_test

import (
	"context"
	"net"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// durableFleet is two daemons whose connections a test can drop, and a fleet
// of them.
type durableFleet struct {
	f       *remote.Fleet
	killers map[string]*connListener // by endpoint
	daemons map[string]*fleetDaemon  // by endpoint
	mu      sync.Mutex
	calls   map[string]int             // tool calls the host saw, by tool and args
	seen    map[string]map[string]bool // endpoints each call's tool saw
}

func newDurableFleet(t *testing.T, opts remote.FleetOptions) *durableFleet {
	t.Helper()
	d := &durableFleet{killers: map[string]*connListener{}, daemons: map[string]*fleetDaemon{}, calls: map[string]int{}, seen: map[string]map[string]bool{}}
	var urls []string
	for range 2 {
		tcp, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ln := &connListener{Listener: tcp}
		fd := startFleetDaemon(t, ln, pool.Options{Workers: 1})
		d.killers[fd.url], d.daemons[fd.url] = ln, fd
		urls = append(urls, fd.url)
	}
	d.f = dialFleet(t, urls, opts)
	waitFor(t, "both daemons connected", func() bool { return connected(d.f) == 2 })
	return d
}

// dispatch counts each call at the host, then runs then (if set) for it.
func (d *durableFleet) dispatch(then func(ctx context.Context, tool, args string) (string, error)) codemode.DispatchFunc {
	return func(ctx context.Context, _, tool, args string) (string, error) {
		d.mu.Lock()
		d.calls[tool+args]++
		if d.seen[tool] == nil {
			d.seen[tool] = map[string]bool{}
		}
		d.seen[tool][remote.EndpointFromContext(ctx)] = true
		d.mu.Unlock()
		if then != nil {
			return then(ctx, tool, args)
		}
		return `{"result":` + args + `}`, nil
	}
}

// once fails the test unless the host saw each of want exactly once, and
// nothing else.
func (d *durableFleet) once(t *testing.T, want ...string) {
	t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.calls) != len(want) {
		t.Errorf("the host saw %v, want each of %v once", d.calls, want)
	}
	for _, w := range want {
		if d.calls[w] != 1 {
			t.Errorf("the host saw %s %d times, want once (all: %v)", w, d.calls[w], d.calls)
		}
	}
}

var store = []codemode.Provider{{Name: "store"}}

const chargeCode = `async () => [await store.get(1), await store.charge(2), await store.get(3)]`

// A durable execution whose daemon dies while the host makes a call goes on
// on the other daemon: the host's answer, which never reached the dead daemon,
// is given to the resume, so no call is made twice.
func TestFleetDurableResumesAfterDaemonDies(t *testing.T) {
	d := newDurableFleet(t, remote.FleetOptions{})
	dispatch := d.dispatch(func(ctx context.Context, tool, args string) (string, error) {
		if tool == "charge" {
			d.killers[remote.EndpointFromContext(ctx)].kill() // the daemon dies mid-call
			return `{"result":"receipt"}`, nil
		}
		return `{"result":` + args + `}`, nil
	})
	var streamed codemode.Recorder
	r := d.f.Execute(context.Background(), codemode.Request{Code: chargeCode, Providers: store, Dispatch: dispatch, Durable: &codemode.Durable{OnJournal: streamed.Record}})
	if r.Error != nil || string(r.Value) != `[[1],"receipt",[3]]` {
		t.Fatalf("got %s %+v, want the execution completed on the other daemon", r.Value, r.Error)
	}
	d.once(t, "get[1]", "charge[2]", "get[3]")
	if len(d.seen["get"]) != 2 {
		t.Errorf("the calls came from %v: the execution did not move", d.seen["get"])
	}
	// The caller's OnJournal saw the whole journal, across both daemons.
	if _, err := streamed.Checkpoint(); err != nil {
		t.Errorf("the journal the caller was streamed is not whole: %v", err)
	}
}

// A call whose outcome the fleet cannot know (the host's dispatch gave up when
// the daemon was lost) is never re-run silently: by default the execution
// ends with kind ambiguous and its checkpoint; with OnAmbiguous the host
// chooses, and the execution completes.
func TestFleetDurableAmbiguousCall(t *testing.T) {
	dies := func(d *durableFleet) codemode.DispatchFunc {
		return d.dispatch(func(ctx context.Context, tool, args string) (string, error) {
			if tool == "charge" {
				d.killers[remote.EndpointFromContext(ctx)].kill()
				<-ctx.Done() // the host's call is cut off with the connection
				return "", ctx.Err()
			}
			return `{"result":` + args + `}`, nil
		})
	}
	t.Run("default", func(t *testing.T) {
		d := newDurableFleet(t, remote.FleetOptions{})
		r := d.f.Execute(context.Background(), codemode.Request{Code: chargeCode, Providers: store, Dispatch: dies(d), Durable: &codemode.Durable{}})
		if r.Error == nil || r.Error.Kind != codemode.ErrAmbiguous || r.Suspended == nil {
			t.Fatalf("got %s %+v, want kind ambiguous with a checkpoint", r.Value, r.Error)
		}
		if p := r.Suspended.Pending; len(p) != 1 || p[0].Call != 2 || p[0].Tool != "charge" || !p[0].Ambiguous {
			t.Fatalf("pending %+v, want call 2 (charge) ambiguous", p)
		}
		d.once(t, "get[1]", "charge[2]")
	})
	for _, choice := range []string{"answer", "redispatch"} {
		t.Run(choice, func(t *testing.T) {
			var asked []codemode.PendingCall
			d := newDurableFleet(t, remote.FleetOptions{OnAmbiguous: func(_ context.Context, p codemode.PendingCall) (codemode.Answer, bool) {
				asked = append(asked, p)
				if choice == "redispatch" {
					return codemode.Answer{Redispatch: true}, true
				}
				return codemode.Answer{Envelope: `{"result":"receipt"}`}, true
			}})
			var dispatch codemode.DispatchFunc
			charged := 0
			killer := dies(d)
			dispatch = func(ctx context.Context, p, tool, args string) (string, error) {
				if tool == "charge" {
					charged++
					if charged > 1 {
						return d.dispatch(func(context.Context, string, string) (string, error) { return `{"result":"receipt"}`, nil })(ctx, p, tool, args)
					}
				}
				return killer(ctx, p, tool, args)
			}
			r := d.f.Execute(context.Background(), codemode.Request{Code: chargeCode, Providers: store, Dispatch: dispatch, Durable: &codemode.Durable{}})
			if r.Error != nil || string(r.Value) != `[[1],"receipt",[3]]` {
				t.Fatalf("got %s %+v", r.Value, r.Error)
			}
			if len(asked) != 1 || asked[0].Call != 2 || asked[0].Tool != "charge" {
				t.Fatalf("the host was asked about %+v, want call 2 (charge)", asked)
			}
			d.mu.Lock()
			n := d.calls["charge[2]"]
			d.mu.Unlock()
			if want := map[string]int{"answer": 1, "redispatch": 2}[choice]; n != want {
				t.Fatalf("charge dispatched %d times, want %d: only the host's choice re-runs a call", n, want)
			}
		})
	}
}

// A daemon that suspends its durable executions (at the end of a drain's
// grace) has them resumed on another daemon by the fleet; an execution the
// host itself asked to suspend stays suspended.
func TestFleetDurableDrainSuspends(t *testing.T) {
	code := `async () => {
		const a = await store.get(1);
		await new Promise((r) => setTimeout(r, 200));
		return [a, await store.get(2)];
	}`
	t.Run("daemon", func(t *testing.T) {
		d := newDurableFleet(t, remote.FleetOptions{})
		dispatch := d.dispatch(func(ctx context.Context, tool, args string) (string, error) {
			if args == "[1]" {
				d.daemons[remote.EndpointFromContext(ctx)].srv.SuspendDurable()
			}
			return `{"result":` + args + `}`, nil
		})
		r := d.f.Execute(context.Background(), codemode.Request{Code: code, Providers: store, Dispatch: dispatch, Durable: &codemode.Durable{}})
		if r.Error != nil || string(r.Value) != `[[1],[2]]` {
			t.Fatalf("got %s %+v, want the execution resumed elsewhere", r.Value, r.Error)
		}
		d.once(t, "get[1]", "get[2]")
		if len(d.seen["get"]) != 2 {
			t.Errorf("the calls came from %v: the execution did not move", d.seen["get"])
		}
	})
	t.Run("host", func(t *testing.T) {
		d := newDurableFleet(t, remote.FleetOptions{})
		ask := make(chan struct{})
		dispatch := d.dispatch(func(_ context.Context, _, args string) (string, error) {
			if args == "[1]" {
				close(ask)
			}
			return `{"result":` + args + `}`, nil
		})
		r := d.f.Execute(context.Background(), codemode.Request{Code: code, Providers: store, Dispatch: dispatch, Durable: &codemode.Durable{SuspendOn: ask}})
		if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || r.Error.Message != codemode.TextHostSuspended || r.Suspended == nil {
			t.Fatalf("got %s %+v, want the host's suspension", r.Value, r.Error)
		}
		d.once(t, "get[1]")
	})
}

// A daemon's suspension reaches only durable executions.
func TestSuspendDurableSparesOthers(t *testing.T) {
	d := newDurableFleet(t, remote.FleetOptions{})
	dispatch := d.dispatch(func(ctx context.Context, _, args string) (string, error) {
		d.daemons[remote.EndpointFromContext(ctx)].srv.SuspendDurable()
		return `{"result":` + args + `}`, nil
	})
	r := d.f.Execute(context.Background(), codemode.Request{Code: `async () => { await new Promise((r) => setTimeout(r, 50)); return await store.get(1) }`, Providers: store, Dispatch: dispatch})
	if r.Error != nil || string(r.Value) != `[1]` {
		t.Fatalf("got %s %+v", r.Value, r.Error)
	}
}

// A resume sent through the fleet survives its daemon too: the fleet's
// journal starts from the caller's checkpoint, and the caller's answers stand
// until the journal has them.
func TestFleetDurableResumeSurvivesDaemon(t *testing.T) {
	var moves atomic.Int32
	d := newDurableFleet(t, remote.FleetOptions{OnResume: func(from, to string, why codemode.ErrorKind) {
		if why == codemode.ErrConnection && from != to {
			moves.Add(1)
		}
	}})
	first := d.f.Execute(context.Background(), codemode.Request{Code: chargeCode, Providers: store, Durable: &codemode.Durable{},
		Dispatch: d.dispatch(func(_ context.Context, tool, args string) (string, error) {
			if tool == "charge" {
				return "", codemode.Suspend("needs approval")
			}
			return `{"result":` + args + `}`, nil
		})})
	if first.Error == nil || first.Error.Kind != codemode.ErrSuspended || first.Suspended == nil {
		t.Fatalf("got %s %+v, want the dispatch's suspension", first.Value, first.Error)
	}
	killed := false
	r := d.f.Execute(context.Background(), codemode.Request{
		Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: first.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: 2, Envelope: `{"result":"approved"}`}}}},
		Dispatch: d.dispatch(func(ctx context.Context, tool, args string) (string, error) {
			if args == "[3]" && !killed {
				killed = true
				d.killers[remote.EndpointFromContext(ctx)].kill()
			}
			return `{"result":` + args + `}`, nil
		}),
	})
	if r.Error != nil || string(r.Value) != `[[1],"approved",[3]]` {
		t.Fatalf("got %s %+v, want the resume completed on the other daemon", r.Value, r.Error)
	}
	d.once(t, "get[1]", "charge[2]", "get[3]")
	if moves.Load() != 1 {
		t.Errorf("the fleet moved the resume %d times, want once", moves.Load())
	}
}
