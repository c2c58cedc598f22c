package remote

import (
	"context"
	"fmt"
	"sync"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
)

// scheduler admits executions to the executor fairly across connections: at
// most slots run at once; the rest wait, each connection in its own line, and
// a freed slot goes to the next connection in turn (round robin), so one
// client's burst cannot push every other client's work behind it. A
// connection may keep at most share executions waiting, and all of them
// together at most queue; past either, Execute fails at once with the
// overloaded error. A connection may also have at most perConn executions
// running and waiting together (0: no such cap), so that one client cannot
// hold every slot while others come.
type scheduler struct {
	x       codemode.Executor
	queue   int
	share   int
	perConn int
	// retainedMax and retainedShare cap the executions with RetainHandles
	// held at once (running or retained), in all and by one connection.
	retainedMax, retainedShare int
	retained                   int // guarded by mu

	mu      sync.Mutex
	free    int // free slots; unbounded when slots was 0
	bounded bool
	waiting int
	ring    []*connLine // connections with executions waiting, in turn order
	next    int         // index in ring of the connection served next
}

// connLine is one connection's view of the scheduler: a codemode.Executor.
type connLine struct {
	s        *scheduler
	waiters  []*waiter
	inRing   bool
	retained int // executions with RetainHandles it holds; guarded by s.mu
	active   int // executions running or waiting; guarded by s.mu
}

type waiter struct {
	ready   chan struct{}
	granted bool
}

func newScheduler(x codemode.Executor, slots, queue, share, perConn, retainedMax, retainedShare int) *scheduler {
	return &scheduler{x: x, queue: queue, share: share, perConn: perConn, free: slots, bounded: slots > 0, retainedMax: retainedMax, retainedShare: retainedShare}
}

// line returns a connection's executor.
func (s *scheduler) line() *connLine { return &connLine{s: s} }

// Execute waits for the connection's turn, then runs req. A request with
// RetainHandles first takes a place among the connection's and the daemon's
// retained executions, which it keeps while it is retained.
func (l *connLine) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	if req.RetainHandles {
		if res, ok := l.s.reserveRetained(l); !ok {
			return res
		}
	}
	res, ok := l.s.acquire(ctx, l)
	if ok {
		res = l.s.x.Execute(ctx, req)
		l.s.release()
		l.s.leaveConn(l)
	}
	if req.RetainHandles {
		if r := res.Retained; r != nil {
			// Its end is told (ended) once the place is back, so
			// that a client that saw it can retain another at once.
			c := &counted{Retained: r, done: make(chan struct{})}
			res.Retained = c
			go func() {
				<-r.Done()
				l.s.unreserveRetained(l)
				close(c.done)
			}()
		} else {
			l.s.unreserveRetained(l)
		}
	}
	return res
}

// counted is a retained execution whose Done is closed once its place is
// given back.
type counted struct {
	codemode.Retained
	done chan struct{}
}

func (c *counted) Done() <-chan struct{} { return c.done }

// full reports whether l has its share of executions running and waiting;
// s.mu is held.
func (s *scheduler) full(l *connLine) bool { return s.perConn > 0 && l.active >= s.perConn }

// leaveConn is the end of an execution acquire counted.
func (s *scheduler) leaveConn(l *connLine) {
	s.mu.Lock()
	l.active--
	s.mu.Unlock()
}

// reserveRetained takes a place for a retained execution of l, or refuses.
func (s *scheduler) reserveRetained(l *connLine) (codemode.Result, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l.retained >= s.retainedShare {
		return overloaded(TextRetainedConnection, s.retainedShare), false
	}
	if s.retained >= s.retainedMax {
		return overloaded(TextRetainedDaemon, s.retainedMax), false
	}
	l.retained++
	s.retained++
	return codemode.Result{}, true
}

func (s *scheduler) unreserveRetained(l *connLine) {
	s.mu.Lock()
	l.retained--
	s.retained--
	s.mu.Unlock()
}

// Close does nothing: the executor is the server's.
func (l *connLine) Close() error { return nil }

func overloaded(format string, n int) codemode.Result {
	return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrOverloaded, Message: fmt.Sprintf(format, n)}, Logs: []string{}}
}

// acquire takes a slot for l, waiting its turn; ok is false with the failure
// when it cannot.
func (s *scheduler) acquire(ctx context.Context, l *connLine) (codemode.Result, bool) {
	s.mu.Lock()
	if !s.bounded || (s.free > 0 && s.waiting == 0) {
		if s.full(l) {
			s.mu.Unlock()
			return overloaded(TextConnectionExecutions, s.perConn), false
		}
		s.free--
		l.active++
		s.mu.Unlock()
		return codemode.Result{}, true
	}
	if len(l.waiters) >= s.share {
		s.mu.Unlock()
		return overloaded(TextConnectionShare, s.share), false
	}
	if s.waiting >= s.queue {
		s.mu.Unlock()
		return overloaded(executor.TextQueueFull, s.queue), false
	}
	if s.full(l) {
		s.mu.Unlock()
		return overloaded(TextConnectionExecutions, s.perConn), false
	}
	l.active++
	w := &waiter{ready: make(chan struct{})}
	l.waiters = append(l.waiters, w)
	s.waiting++
	if !l.inRing {
		l.inRing = true
		// A connection joining the ring goes last in the turn order.
		if s.next == 0 {
			s.ring = append(s.ring, l)
		} else {
			s.ring = append(s.ring[:s.next], append([]*connLine{l}, s.ring[s.next:]...)...)
			s.next++
		}
	}
	s.mu.Unlock()
	select {
	case <-w.ready:
		return codemode.Result{}, true
	case <-ctx.Done():
	}
	s.mu.Lock()
	l.active--
	if w.granted {
		s.mu.Unlock()
		s.release() // handed a slot as it gave up: pass it on
	} else {
		for i, o := range l.waiters {
			if o == w {
				l.waiters = append(l.waiters[:i], l.waiters[i+1:]...)
				break
			}
		}
		s.waiting--
		if len(l.waiters) == 0 {
			s.leave(l)
		}
		s.mu.Unlock()
	}
	return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrCancelled, Message: executor.TextCancelled}, Logs: []string{}}, false
}

// release frees a slot: to the first waiter of the connection whose turn it
// is, or back to the pool of free slots.
func (s *scheduler) release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.bounded {
		s.free++
		return
	}
	if s.waiting == 0 {
		s.free++
		return
	}
	if s.next >= len(s.ring) {
		s.next = 0
	}
	l := s.ring[s.next]
	w := l.waiters[0]
	l.waiters = l.waiters[1:]
	s.waiting--
	w.granted = true
	close(w.ready)
	if len(l.waiters) == 0 {
		s.leave(l) // the next connection moves into index next
	} else {
		s.next++
	}
}

// leave takes l out of the turn order; s.mu is held.
func (s *scheduler) leave(l *connLine) {
	for i, o := range s.ring {
		if o == l {
			s.ring = append(s.ring[:i], s.ring[i+1:]...)
			if i < s.next {
				s.next--
			}
			break
		}
	}
	l.inRing = false
	if s.next >= len(s.ring) {
		s.next = 0
	}
}
