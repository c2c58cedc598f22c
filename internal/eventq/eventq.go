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

// Size is how many events a queue holds, undelivered, before it drops: a
// program that sets timers faster than its consumer reads them loses events
// past it, never time. The queue grows to it only as needed.
const Size = 16384

// Queue is one execution's events on their way to the consumer. Events are
// handed over in batches: the goroutine that delivers them takes every event
// queued at once, so it needs waking once per batch, not once per event
// (which a busy machine may not grant as fast as a timer loop makes them).
type Queue struct {
	mu      sync.Mutex
	queued  []protocol.Event
	spare   []protocol.Event // the last batch delivered, for reuse
	max     int
	closed  bool
	dropped int64
	wake    chan struct{}
	done    chan struct{}
}

// New starts delivering to consume, which is called on a goroutine of the
// queue's own, one event after another.
func New(consume func(protocol.Event)) *Queue {
	return NewSize(consume, Size)
}

// NewSize is New with room for size undelivered events.
func NewSize(consume func(protocol.Event), size int) *Queue {
	q := &Queue{max: size, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go q.deliver(consume)
	return q
}

func (q *Queue) deliver(consume func(protocol.Event)) {
	defer close(q.done)
	for {
		<-q.wake
		q.mu.Lock()
		batch := q.queued
		q.queued = q.spare[:0]
		closed := q.closed
		dropped := q.dropped
		if closed {
			q.dropped = 0
		}
		q.mu.Unlock()
		for i := range batch {
			consume(batch[i])
		}
		clear(batch)
		q.mu.Lock()
		q.spare = batch
		more := len(q.queued) > 0
		q.mu.Unlock()
		if closed && !more {
			if dropped > 0 {
				consume(protocol.Event{Kind: protocol.EventDropped, Dropped: dropped})
			}
			return
		}
		if more {
			q.signal()
		}
	}
}

func (q *Queue) signal() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// Push queues e without waiting: when the queue holds its size of
// undelivered events, or is closed, e is dropped (and counted, while open).
// Any goroutine may call it.
func (q *Queue) Push(e protocol.Event) {
	q.mu.Lock()
	if q.closed {
		q.mu.Unlock()
		return
	}
	if len(q.queued) >= q.max {
		q.dropped++
		q.mu.Unlock()
		return
	}
	e.Dropped += q.dropped // and those lost upstream (a worker's queue)
	q.dropped = 0
	q.queued = append(q.queued, e)
	first := len(q.queued) == 1
	q.mu.Unlock()
	if first {
		q.signal()
	}
}

// Close stops taking events and waits until the consumer has had every one
// queued (and the final dropped event, if any were lost after the last one
// queued). Events pushed after it are dropped. It is safe to call more than
// once.
func (q *Queue) Close() {
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	q.signal()
	<-q.done
}
