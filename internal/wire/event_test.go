package wire_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/wire"
	"github.com/codemode/codemode/protocol"
)

// Hostile bytes of type event are refused as a bad message, and the ones
// that decode carry exactly what they say: an event message needs an id and
// an event object whose members have their types.
func TestEventMessageHostileBytes(t *testing.T) {
	for _, c := range []struct {
		line string
		ok   bool
	}{
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","timer":3,"delayMs":0.5,"time":"2026-12-07T12:00:00.123456789Z"}}`, true},
		{`{"type":"event","id":"e1","event":{"kind":"no-such-kind","timer":-5,"extra":[1,{}]}}`, true},
		{"{\"type\":\"event\",\"id\":\"e1\",\"event\":{\"kind\":\"timer-\xff\"}}", true},
		{`{"type":"event","id":"e1","event":{}}`, true},
		{`{"type":"event","id":"e1"}`, false},
		{`{"type":"event","event":{"kind":"timer-set"}}`, false},
		{`{"type":"event","id":"` + strings.Repeat("x", 129) + `","event":{"kind":"timer-set"}}`, false},
		{`{"type":"event","id":"e1","event":null}`, false},
		{`{"type":"event","id":"e1","event":[]}`, false},
		{`{"type":"event","id":"e1","event":"timer-set"}`, false},
		{`{"type":"event","id":"e1","event":{"kind":7}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","timer":"1"}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","timer":1e400}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","timer":1.5}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","delayMs":"5"}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","time":"yesterday"}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","time":1733572800}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","dropped":-1e30}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set","kind":"timer-fired"}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set"},"event":{"kind":"timer-set"}}`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set"`, false},
		{`{"type":"event","id":"e1","event":{"kind":"timer-set"}} {}`, false},
	} {
		m, err := wire.Decode([]byte(c.line))
		if c.ok != (err == nil) {
			t.Errorf("%q: decoded %v, error %v", c.line, m, err)
			continue
		}
		if err != nil {
			var pe *wire.ProtocolError
			if !errors.As(err, &pe) || pe.Code != wire.CodeBadMessage {
				t.Errorf("%q: error %v, want a bad_message", c.line, err)
			}
			continue
		}
		// What decodes encodes back to a message that decodes the same.
		b, err := wire.Encode(m)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		back, err := wire.Decode(b)
		if err != nil || *back.Event != *m.Event && !back.Event.Time.Equal(m.Event.Time) {
			t.Errorf("%q: re-encoded as %s: %+v, %v", c.line, b, back, err)
		}
	}
}

// Whatever bytes arrive, Decode does not panic; an event message it accepts
// has an id and an event, and encodes back to one that decodes the same.
func FuzzEventMessage(f *testing.F) {
	for _, seed := range []string{
		`{"type":"event","id":"e1","event":{"kind":"timer-set","timer":3,"delayMs":0.5,"time":"2026-12-07T12:00:00.123456789Z"}}`,
		`{"type":"event","id":"e1","event":{"kind":"dropped","dropped":40}}`,
		`{"type":"event","id":"e1","event":{"kind":"timer-fired","timer":9007199254740993,"time":"2026-12-07T12:00:00+14:00"}}`,
		`{"type":"event","id":"e1","event":{"kind":"\u0000","delayMs":-0,"dropped":-1}}`,
		`{"type":"execute","id":"e1","code":"x","events":true}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		m, err := wire.Decode(in)
		if err != nil || m.Type != wire.TypeEvent {
			return
		}
		if m.ID == "" || m.Event == nil {
			t.Fatalf("accepted %q as %+v", in, m)
		}
		b, err := wire.Encode(m)
		if err != nil {
			return // a time the encoder cannot write (a year past 9999)
		}
		back, err := wire.Decode(b)
		if err != nil {
			t.Fatalf("%q re-encoded as %s, which does not decode: %v", in, b, err)
		}
		e, g := *m.Event, *back.Event
		if e.Kind != g.Kind || e.Timer != g.Timer || e.DelayMs != g.DelayMs || e.Dropped != g.Dropped || !e.Time.Equal(g.Time) {
			t.Fatalf("%q re-encoded as %s decodes to %+v, not %+v", in, b, g, e)
		}
	})
}

// fakeServer welcomes the client (a worker's way: no hello) and then, for the first execute, writes
// the lines given (hostile or not) and a done; it returns the execute
// message it read.
func fakeServer(t *testing.T, lines func(id string) []string) (*wire.Client, <-chan *wire.Message) {
	t.Helper()
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	ct := wire.NewStreamTransport(cr, cw, func() error { cw.Close(); cr.Close(); return nil }, 0)
	got := make(chan *wire.Message, 1)
	go func() {
		defer sw.Close()
		in := bufio.NewScanner(sr)
		in.Buffer(nil, 1<<20)
		io.WriteString(sw, `{"type":"welcome","version":1,"server":"fake"}`+"\n")
		for in.Scan() {
			m, err := wire.Decode(in.Bytes())
			if err != nil || m.Type != wire.TypeExecute {
				continue
			}
			got <- m
			for _, l := range lines(m.ID) {
				if _, err := io.WriteString(sw, l+"\n"); err != nil {
					return
				}
			}
			io.WriteString(sw, `{"type":"done","id":"`+m.ID+`","result":1}`+"\n")
		}
	}()
	c, err := wire.NewClient(context.Background(), ct, wire.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c, got
}

// A client asks for events only when the request has OnEvent; it delivers
// the events of its own execution, in order, before Execute returns, and
// ignores those for executions it does not know.
func TestClientEventsFromAServer(t *testing.T) {
	c, got := fakeServer(t, func(id string) []string {
		return []string{
			`{"type":"event","id":"e999","event":{"kind":"timer-set","timer":1}}`,
			`{"type":"event","id":"` + id + `","event":{"kind":"timer-set","timer":1,"delayMs":10,"time":"2026-12-07T12:00:00Z"}}`,
			`{"type":"event","id":"` + id + `","event":{"kind":"future-kind","timer":9}}`,
			`{"type":"event","id":"` + id + `","event":{"kind":"timer-fired","timer":1,"dropped":3}}`,
		}
	})
	var mu sync.Mutex
	var events []protocol.Event
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`, OnEvent: func(e protocol.Event) {
		time.Sleep(time.Millisecond) // a slow consumer still gets all, before Execute returns
		mu.Lock()
		events = append(events, e)
		mu.Unlock()
	}})
	if r.Error != nil || string(r.Value) != "1" {
		t.Fatalf("result %+v", r)
	}
	if m := <-got; !m.Events {
		t.Fatal("the execute message of a request with OnEvent does not ask for events")
	}
	mu.Lock()
	defer mu.Unlock()
	want := []protocol.Event{
		{Kind: protocol.EventTimerSet, Timer: 1, DelayMs: 10, Time: time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC)},
		{Kind: "future-kind", Timer: 9},
		{Kind: protocol.EventTimerFired, Timer: 1, Dropped: 3},
	}
	if len(events) != len(want) {
		t.Fatalf("events %+v, want %+v", events, want)
	}
	for i := range want {
		if events[i].Kind != want[i].Kind || events[i].Timer != want[i].Timer || events[i].DelayMs != want[i].DelayMs ||
			!events[i].Time.Equal(want[i].Time) || events[i].Dropped != want[i].Dropped {
			t.Fatalf("event %d is %+v, want %+v", i, events[i], want[i])
		}
	}

	// Without OnEvent the execute message does not ask, and events a
	// server sends anyway go nowhere.
	r = c.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	if r.Error != nil {
		t.Fatalf("result %+v", r)
	}
	if m := <-got; m.Events {
		t.Fatal("the execute message of a request without OnEvent asks for events")
	}
}

// A malformed event message ends the connection (the protocol's answer to a
// confused or hostile peer): the execution fails with the connection text.
func TestClientMalformedEventEndsTheConnection(t *testing.T) {
	c, _ := fakeServer(t, func(id string) []string {
		return []string{`{"type":"event","id":"` + id + `","event":{"kind":"timer-set","timer":"one"}}`}
	})
	delivered := 0
	r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`, OnEvent: func(protocol.Event) { delivered++ }})
	if r.Error == nil || r.Error.Kind != codemode.ErrConnection || r.Error.Message != wire.TextConnectionLost {
		t.Fatalf("result %+v, want the connection error", r)
	}
	if delivered != 0 {
		t.Fatalf("%d events delivered from a malformed message", delivered)
	}
}
