package eventq

import (
	"testing"
	"time"

	"github.com/codemode/codemode/protocol"
)

// Every event pushed before Close reaches the consumer, in order, by the
// time Close returns; pushes after it are dropped.
func TestDeliversInOrderBeforeCloseReturns(t *testing.T) {
	var got []int64
	q := New(func(e protocol.Event) { got = append(got, e.Timer) })
	for i := int64(1); i <= 100; i++ {
		q.Push(protocol.Event{Kind: protocol.EventTimerSet, Timer: i})
	}
	q.Close()
	q.Push(protocol.Event{Kind: protocol.EventTimerSet, Timer: 101})
	q.Close()
	if len(got) != 100 {
		t.Fatalf("%d events delivered, want 100", len(got))
	}
	for i, id := range got {
		if id != int64(i+1) {
			t.Fatalf("event %d is timer %d", i, id)
		}
	}
}

// A consumer that does not read never holds up Push: past the queue's room
// events are dropped, the next one delivered counts those lost before it,
// and the final dropped event counts those lost at the end.
func TestSlowConsumerLosesEventsNotTime(t *testing.T) {
	gate := make(chan struct{})
	var got []protocol.Event
	q := NewSize(func(e protocol.Event) {
		<-gate
		got = append(got, e)
	}, 4)
	start := time.Now()
	for i := int64(1); i <= 1000; i++ {
		q.Push(protocol.Event{Kind: protocol.EventTimerSet, Timer: i})
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("1000 pushes to a stuck consumer took %v", d)
	}
	close(gate)
	// Wait until the queue has room again, then push one more.
	for deadline := time.Now().Add(5 * time.Second); ; {
		q.mu.Lock()
		n := len(q.queued)
		q.mu.Unlock()
		if n == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	q.Push(protocol.Event{Kind: protocol.EventTimerSet, Timer: 2000})
	for i := int64(1); i <= 10; i++ {
		q.Push(protocol.Event{Kind: protocol.EventTimerSet, Timer: 3000 + i})
	}
	q.Close()
	var delivered, dropped int64
	for _, e := range got {
		dropped += e.Dropped
		if e.Kind != protocol.EventDropped {
			delivered++
		}
	}
	if delivered+dropped != 1011 {
		t.Fatalf("%d delivered + %d counted as dropped, want 1011 in all (%v)", delivered, dropped, got)
	}
	last := got[len(got)-1]
	if dropped == 0 || last.Kind != protocol.EventDropped && delivered != 1011 {
		t.Fatalf("last event %+v; %d delivered, %d dropped", last, delivered, dropped)
	}
	for _, e := range got {
		if e.Timer == 2000 && e.Dropped == 0 {
			t.Fatalf("the first event after the drops does not count them: %+v", e)
		}
	}
}
