package pool

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/codemode/codemode"
)

// schedPool is a pool with n workers that are not processes, for the
// scheduler alone.
func schedPool(n, perWorker int) (*Pool, []*worker) {
	p := &Pool{opts: Options{Workers: n, RetainedPerWorker: perWorker}, workers: map[*worker]struct{}{}, stop: make(chan struct{})}
	ws := make([]*worker, n)
	for i := range ws {
		ws[i] = &worker{p: p}
		p.workers[ws[i]] = struct{}{}
		p.admit(ws[i])
	}
	return p, ws
}

func mustTake(t *testing.T, p *Pool, retain bool) *worker {
	t.Helper()
	w, fail := p.take(context.Background(), retain)
	if fail != nil {
		t.Fatalf("take(retain=%v): %s %s", retain, fail.Error.Kind, fail.Error.Message)
	}
	return w
}

// The idle workers are taken last in, first out — executions one after
// another run on the worker that finished last — and every worker put is
// taken exactly once, however puts and takes interleave.
func TestIdleWorkersLastInFirstOut(t *testing.T) {
	p, ws := schedPool(3, 10)
	a, b, c := ws[0], ws[1], ws[2]
	for i, want := range []*worker{c, b} {
		if got := mustTake(t, p, false); got != want {
			t.Fatalf("take %d: got worker %p, want %p (the one put last)", i, got, want)
		}
	}
	p.put(b) // b finished again: it goes before a
	for i, want := range []*worker{b, a} {
		if got := mustTake(t, p, false); got != want {
			t.Fatalf("take %d after a put: got worker %p, want %p", i, got, want)
		}
	}
	if len(p.idle) != 0 {
		t.Fatalf("%d idle with every worker taken", len(p.idle))
	}

	const n, rounds = 8, 2000
	p, _ = schedPool(n, 1)
	var mu sync.Mutex
	busy := map[*worker]bool{}
	var wg sync.WaitGroup
	for g := 0; g < 2*n; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range rounds {
				retain := (g+i)%3 == 0
				w, fail := p.take(context.Background(), retain)
				if fail != nil {
					if retain && fail.Error.Kind == codemode.ErrOverloaded {
						continue // every worker held its one place
					}
					t.Errorf("take: %s", fail.Error.Message)
					return
				}
				mu.Lock()
				if busy[w] {
					mu.Unlock()
					t.Error("a worker was taken twice at once")
					return
				}
				busy[w] = true
				mu.Unlock()
				mu.Lock()
				busy[w] = false
				mu.Unlock()
				if retain {
					p.unreserve(w)
				}
				p.put(w)
			}
		}()
	}
	wg.Wait()
	held := 0
	for w := range p.workers {
		held += w.retained
	}
	if len(p.idle) != n || len(p.waiters) != 0 || held != 0 {
		t.Fatalf("after the rounds: %d idle, %d waiting, %d places held; want %d, 0, 0", len(p.idle), len(p.waiters), held, n)
	}
}

// Every state of a small pool — each worker idle or busy, holding 0 up to
// its cap of retained executions — gets a request of each kind what the
// scheduler promises: a request with RetainHandles goes to an idle worker
// below its cap (the one put last), waits when only a busy one is below it,
// and is refused with the pinned text when none is; an ordinary request goes
// to an idle worker below the cap if there is one, else to any idle one, and
// waits only when none is idle.
func TestSchedulerRoutesAroundFullWorkers(t *testing.T) {
	const n, limit = 3, 2
	states := 0
	// Each worker: held in 0..limit, idle or busy.
	per := (limit + 1) * 2
	total := 1
	for range n {
		total *= per
	}
	for code := 0; code < total; code++ {
		for _, retain := range []bool{false, true} {
			states++
			p, ws := schedPool(n, limit)
			// Take them all, then put back the idle ones in order.
			for range ws {
				mustTake(t, p, false)
			}
			c := code
			idle := []*worker{}
			for _, w := range ws {
				s := c % per
				c /= per
				w.retained = s / 2
				if s%2 == 0 {
					idle = append(idle, w)
				}
			}
			for _, w := range idle {
				p.put(w)
			}
			// What the promise says.
			var want *worker
			for i := len(idle) - 1; i >= 0; i-- {
				if idle[i].retained < limit {
					want = idle[i]
					break
				}
			}
			if want == nil && !retain && len(idle) > 0 {
				want = idle[len(idle)-1]
			}
			anyRoom := false
			for _, w := range ws {
				anyRoom = anyRoom || w.retained < limit
			}
			name := fmt.Sprintf("state %d retain=%v", code, retain)
			ctx, cancel := context.WithCancel(context.Background())
			cancel() // a request that would wait gives up at once
			var held int
			if want != nil {
				held = want.retained
			}
			got, fail := p.take(ctx, retain)
			switch {
			case want != nil:
				if got != want {
					t.Fatalf("%s: got worker %p, want %p", name, got, want)
				}
				if retain && got.retained != held+1 {
					t.Fatalf("%s: the place was not reserved (%d held, had %d)", name, got.retained, held)
				}
			case retain && !anyRoom:
				if fail == nil || fail.Error.Kind != codemode.ErrOverloaded || fail.Error.Message != fmt.Sprintf(TextRetainedFull, limit) {
					t.Fatalf("%s: every worker full: got %+v %p, want the refusal", name, fail, got)
				}
			default:
				if fail == nil || fail.Error.Kind != codemode.ErrCancelled {
					t.Fatalf("%s: should have waited: got %+v %p", name, fail, got)
				}
			}
		}
	}
	if states != 2*total {
		t.Fatalf("covered %d states", states)
	}
	t.Logf("%d pool states × request kinds", states)
}

// A request with RetainHandles waiting for a busy worker below its cap gets
// it when it comes back, and is refused as soon as no worker has room left;
// a retained execution that ends gives its place to a waiting one.
func TestSchedulerRetainedWaiters(t *testing.T) {
	p, _ := schedPool(2, 1)
	a := mustTake(t, p, false) // the busy one, below its cap
	b := mustTake(t, p, true)  // b now holds its one place
	if a == b || len(p.idle) != 0 {
		t.Fatal("setup")
	}
	p.put(b) // b is idle but full
	got := make(chan *worker, 1)
	refused := make(chan *codemode.Result, 1)
	go func() {
		w, fail := p.take(context.Background(), true)
		got <- w
		refused <- fail
	}()
	for {
		p.mu.Lock()
		n := len(p.waiters)
		p.mu.Unlock()
		if n == 1 {
			break
		}
	}
	p.put(a)
	if w := <-got; w != a || <-refused != nil {
		t.Fatalf("the waiter got %p, want a (%p)", w, a)
	}
	// Both full now; a waiter comes when neither is idle, and a place
	// frees up on an idle worker.
	c := mustTake(t, p, false) // b: full, but idle, fits an ordinary one
	if c != b {
		t.Fatalf("the ordinary request got %p, want the idle full worker b", c)
	}
	if _, fail := p.take(context.Background(), true); fail == nil || fail.Error.Message != fmt.Sprintf(TextRetainedFull, 1) {
		t.Fatalf("every worker full: got %+v", fail)
	}
	p.put(b)
	go func() {
		w, fail := p.take(context.Background(), true)
		got <- w
		refused <- fail
	}()
	// It was refused at once (no room), so make room first in a new round.
	if w := <-got; w != nil || (<-refused) == nil {
		t.Fatal("a request with no room anywhere should be refused")
	}
	p.unreserve(b) // b's retained execution ended; b is idle
	if w := mustTake(t, p, true); w != b {
		t.Fatalf("got %p, want b, whose place came free", w)
	}
}

// Every state of a small pool whose workers run two executions at once —
// each worker running 0, 1 or 2, holding 0 or 1 retained executions (its
// cap), its resident memory below its WorkerMemory or past it — gets a
// request of each kind what the scheduler promises: an idle worker as
// before (below its retained cap first, the one put last); else the busy
// worker with a free seat (below two, and below its memory once it runs
// anything) running the fewest, below its retained cap for a request with
// RetainHandles; else a request with RetainHandles is refused when no
// worker has room for it, and any other waits.
func TestSchedulerSeatsEveryState(t *testing.T) {
	const n, seats, limit, budget = 3, 2, 1, 100
	per := (seats + 1) * (limit + 1) * 2
	total := 1
	for range n {
		total *= per
	}
	states := 0
	for code := 0; code < total; code++ {
		for _, retain := range []bool{false, true} {
			states++
			p, ws := schedPool(n, limit)
			p.opts.Sandboxes, p.opts.WorkerMemory = seats, budget
			for range ws {
				mustTake(t, p, false)
			}
			c := code
			var idle []*worker
			for _, w := range ws {
				s := c % per
				c /= per
				w.running = s % (seats + 1)
				w.retained = (s / (seats + 1)) % (limit + 1)
				if s/((seats+1)*(limit+1)) == 1 {
					w.rss.Store(budget)
				} else {
					w.rss.Store(budget - 1)
				}
				if w.running == 0 {
					idle = append(idle, w)
				}
			}
			p.idle = append([]*worker(nil), idle...)
			var want []*worker // any of these
			for i := len(idle) - 1; i >= 0 && want == nil; i-- {
				if idle[i].retained < limit {
					want = []*worker{idle[i]}
				}
			}
			if want == nil && !retain && len(idle) > 0 {
				want = []*worker{idle[len(idle)-1]}
			}
			if want == nil {
				fewest := seats + 1
				for _, w := range ws {
					if w.running == 0 || w.running >= seats || w.rss.Load() >= budget || (retain && w.retained >= limit) {
						continue
					}
					if w.running < fewest {
						fewest, want = w.running, nil
					}
					if w.running == fewest {
						want = append(want, w)
					}
				}
			}
			anyRoom := false
			for _, w := range ws {
				anyRoom = anyRoom || w.retained < limit
			}
			name := fmt.Sprintf("state %d retain=%v", code, retain)
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			before := map[*worker][2]int{}
			for _, w := range ws {
				before[w] = [2]int{w.running, w.retained}
			}
			got, fail := p.take(ctx, retain)
			switch {
			case want != nil:
				if !slices.Contains(want, got) {
					t.Fatalf("%s: got worker %p, want one of %v", name, got, want)
				}
				b := before[got]
				r := 0
				if retain {
					r = 1
				}
				if got.running != b[0]+1 || got.retained != b[1]+r {
					t.Fatalf("%s: the seat was not taken: running %d→%d, retained %d→%d", name, b[0], got.running, b[1], got.retained)
				}
			case retain && !anyRoom:
				if fail == nil || fail.Error.Kind != codemode.ErrOverloaded {
					t.Fatalf("%s: every worker full: got %+v %p, want the refusal", name, fail, got)
				}
			default:
				if fail == nil || fail.Error.Kind != codemode.ErrCancelled {
					t.Fatalf("%s: should have waited: got %+v %p", name, fail, got)
				}
			}
		}
	}
	t.Logf("%d pool states × request kinds", states)
}

// Executions taking and giving back seats from many goroutines at once never
// find a worker past its seats, and leave every seat free.
func TestSeatsUnderConcurrency(t *testing.T) {
	const n, seats, rounds = 4, 3, 2000
	p, _ := schedPool(n, 2)
	p.opts.Sandboxes = seats
	var mu sync.Mutex
	held := map[*worker]int{}
	var wg sync.WaitGroup
	for g := 0; g < 3*n*seats; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range rounds {
				retain := (g+i)%5 == 0
				w, fail := p.take(context.Background(), retain)
				if fail != nil {
					if retain && fail.Error.Kind == codemode.ErrOverloaded {
						continue
					}
					t.Errorf("take: %s", fail.Error.Message)
					return
				}
				mu.Lock()
				held[w]++
				over := held[w] > seats
				mu.Unlock()
				if over {
					t.Error("a worker was given more executions than its seats")
					return
				}
				mu.Lock()
				held[w]--
				mu.Unlock()
				if retain {
					p.unreserve(w)
				}
				p.put(w)
			}
		}()
	}
	wg.Wait()
	for w := range p.workers {
		if w.running != 0 || w.retained != 0 {
			t.Fatalf("after the rounds a worker runs %d and holds %d", w.running, w.retained)
		}
	}
	if len(p.idle) != n || len(p.waiters) != 0 {
		t.Fatalf("after the rounds: %d idle, %d waiting", len(p.idle), len(p.waiters))
	}
}
