package remote_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/remote"
)

func retainOn(c codemode.Executor) codemode.Result {
	return c.Execute(context.Background(), codemode.Request{
		Code:          `async () => { await store.subscribe(() => 1); return 'held' }`,
		Providers:     []codemode.Provider{{Name: "store"}},
		Dispatch:      func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
		RetainHandles: true,
	})
}

// Every order in which two connections ask for retained executions, one
// more release, against a daemon capped at 3 in all and 2 per connection,
// gets what the caps say: the connection's refusal once it holds 2, the
// daemon's once 3 are held, and a place back for each one released (or
// whose connection closed).
func TestDaemonRetainedCaps(t *testing.T) {
	url, _ := serveBounded(t, remote.ServerOptions{MaxRetained: 3, MaxRetainedPerConnection: 2})
	const steps = 6
	orders := 0
	for mask := 0; mask < 1<<steps; mask++ {
		orders++
		clients := [2]*remote.Client{}
		for i := range clients {
			c, err := remote.Dial(context.Background(), url, remote.DialOptions{})
			if err != nil {
				t.Fatal(err)
			}
			clients[i] = c
		}
		held := [2][]codemode.Retained{}
		for step := 0; step < steps; step++ {
			who := mask >> step & 1
			res := retainOn(clients[who])
			total := len(held[0]) + len(held[1])
			switch {
			case len(held[who]) >= 2:
				if want := fmt.Sprintf(remote.TextRetainedConnection, 2); res.Error == nil || res.Error.Kind != codemode.ErrOverloaded || res.Error.Message != want {
					t.Fatalf("order %06b step %d: got %+v, want %q", mask, step, res.Error, want)
				}
			case total >= 3:
				if want := fmt.Sprintf(remote.TextRetainedDaemon, 3); res.Error == nil || res.Error.Kind != codemode.ErrOverloaded || res.Error.Message != want {
					t.Fatalf("order %06b step %d: got %+v, want %q", mask, step, res.Error, want)
				}
				// The other releases one: the place comes back.
				other := 1 - who
				if len(held[other]) > 0 {
					r := held[other][0]
					held[other] = held[other][1:]
					r.Release()
					<-r.Done()
					for {
						res = retainOn(clients[who])
						if res.Error == nil || res.Error.Kind != codemode.ErrOverloaded {
							break
						}
					}
					if res.Error != nil {
						t.Fatalf("order %06b step %d after a release: %+v", mask, step, res.Error)
					}
					held[who] = append(held[who], res.Retained)
				}
			default:
				if res.Error != nil {
					t.Fatalf("order %06b step %d (%d and %d held): %+v", mask, step, len(held[0]), len(held[1]), res.Error)
				}
				held[who] = append(held[who], res.Retained)
			}
			// Ordinary executions are never refused by the caps.
			if r := clients[who].Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
				t.Fatalf("order %06b step %d: an ordinary execution: %+v", mask, step, r.Error)
			}
		}
		// Released, every place is back once its end is told.
		for _, h := range held {
			for _, r := range h {
				r.Release()
				<-r.Done()
			}
		}
		for _, c := range clients {
			c.Close()
		}
	}
	t.Logf("%d orders of 6 requests from 2 connections", orders)

	// A connection that closes gives its places back.
	c, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if res := retainOn(c); res.Error != nil {
			t.Fatal(res.Error.Message)
		}
	}
	c.Close()
	d, err := remote.Dial(context.Background(), url, remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	deadline := time.Now().Add(10 * time.Second)
	for n := 0; n < 2; { // its own share: both places the closed connection held
		res := retainOn(d)
		switch {
		case res.Error == nil:
			n++
		case res.Error.Message != fmt.Sprintf(remote.TextRetainedDaemon, 3) || time.Now().After(deadline):
			t.Fatalf("after the first connection closed, retained %d: %+v", n, res.Error)
		}
	}
}

// docs/failures.md quotes the daemon's refusals past its caps.
func TestFailuresDocQuotesTheDaemonRetainedTexts(t *testing.T) {
	spans, err := doctest.TableCodeSpans("../docs/failures.md", "## Failed executions")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{remote.TextRetainedConnection, remote.TextRetainedDaemon} {
		if want := strings.Replace(text, "%d", "<n>", 1); !spans[want] {
			t.Errorf("docs/failures.md does not quote %q", want)
		}
	}
}
