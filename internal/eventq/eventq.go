// Package eventq delivers an execution's events (protocol.Event) to the
// host's consumer without ever making the execution wait for it: the engine
// puts each event in a bounded queue and goes on; one goroutine per
// execution, made only for a request that has a consumer, hands them to the
// consumer in order. When the queue is full the event is dropped and
// counted, and the next event delivered carries the count (Event.Dropped);
// events dropped after the last one delivered are reported by a final event
// of kind dropped when the queue closes.
package eventq

import (
	"sync"

	"github.com/codemode/codemode/protocol"
)

// Size is how many events a queue holds before it drops: a program that
// sets timers faster than its consumer reads them loses events past it,
// never time.
const Size = 1024

// Queue is one execution's events on their way to the consumer.
type Queue struct {
	mu      sync.Mutex
	ch      chan protocol.Event
	closed  bool
	dropped int64
	done    chan struct{}
}

// New starts delivering to consume, which is called on a goroutine of the
// queue's own, one event after another.
func New(consume func(protocol.Event)) *Queue {
	return NewSize(consume, Size)
}

// NewSize is New with room for size events.
func NewSize(consume func(protocol.Event), size int) *Queue {
	q := &Queue{ch: make(chan protocol.Event, size), done: make(chan struct{})}
	go q.deliver(consume)
	return q
}

func (q *Queue) deliver(consume func(protocol.Event)) {
	defer close(q.done)
	for e := range q.ch {
		consume(e)
	}
}

// Push queues e without waiting: when the queue is full, or closed, e is
// dropped (and counted, while open). Any goroutine may call it.
func (q *Queue) Push(e protocol.Event) {
	q.mu.Lock()
	if !q.closed {
		e.Dropped += q.dropped // and those lost upstream (a worker's queue)
		select {
		case q.ch <- e:
			q.dropped = 0
		default:
			q.dropped++
		}
	}
	q.mu.Unlock()
}

// Close stops taking events and waits until the consumer has had every one
// queued (and the final dropped event, if any were lost at the end). Events
// pushed after it are dropped. It is safe to call more than once.
func (q *Queue) Close() {
	q.mu.Lock()
	first := !q.closed
	q.closed = true
	d := q.dropped
	q.mu.Unlock()
	if first {
		// No one sends after closed is set: the final report may wait
		// here for room.
		if d > 0 {
			q.ch <- protocol.Event{Kind: protocol.EventDropped, Dropped: d}
		}
		close(q.ch)
	}
	<-q.done
}
