package codemode_test

import (
	"context"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// A consumer that does not return never holds up the program: a program of
// 10,000 awaited timers (20,000 events, more than the queue holds) reaches
// its last tool call while OnEvent is still stuck in its first event. Once
// the consumer goes on, every event is either delivered or counted as
// dropped, all before Execute returns.
func TestStuckOnEventDoesNotHoldUpTheProgram(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	release := make(chan struct{})
	reached := make(chan struct{})
	var delivered, dropped int64
	stuck := true
	done := make(chan codemode.Result, 1)
	go func() {
		done <- x.Execute(context.Background(), codemode.Request{
			Code:      `async () => { for (let i = 0; i < 10000; i++) await new Promise((r) => setTimeout(r, 0)); return await t.done() }`,
			Providers: []codemode.Provider{{Name: "t"}},
			Dispatch: func(context.Context, string, string, string) (string, error) {
				close(reached)
				return `{"result":1}`, nil
			},
			Limits: codemode.Limits{Timeout: time.Minute},
			OnEvent: func(e protocol.Event) {
				if stuck {
					<-release
					stuck = false
				}
				dropped += e.Dropped
				if e.Kind != protocol.EventDropped {
					delivered++
				}
			},
		})
	}()
	select {
	case <-reached:
	case <-time.After(30 * time.Second):
		t.Fatal("the program did not reach its last call while OnEvent was stuck")
	}
	select {
	case r := <-done:
		t.Fatalf("Execute returned before the stuck consumer had its events: %+v", r)
	default:
	}
	close(release)
	r := <-done
	if r.Error != nil || string(r.Value) != "1" {
		t.Fatalf("result %+v", r)
	}
	if delivered+dropped != 20000 || dropped == 0 {
		t.Fatalf("%d events delivered and %d counted as dropped, want 20000 in all and some dropped", delivered, dropped)
	}
}
