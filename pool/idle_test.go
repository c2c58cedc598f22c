package pool

import (
	"sync"
	"testing"
)

// The idle workers are taken last in, first out — executions one after
// another run on the worker that finished last — and every worker put is
// taken exactly once, however puts and takes interleave.
func TestIdleWorkersLastInFirstOut(t *testing.T) {
	q := idleWorkers{ready: make(chan struct{}, 3)}
	a, b, c := &worker{}, &worker{}, &worker{}
	q.put(a)
	q.put(b)
	q.put(c)
	for i, want := range []*worker{c, b} {
		<-q.ready
		if got := q.take(); got != want {
			t.Fatalf("take %d: got worker %p, want %p (the one put last)", i, got, want)
		}
	}
	q.put(b) // b finished again: it goes before a
	for i, want := range []*worker{b, a} {
		<-q.ready
		if got := q.take(); got != want {
			t.Fatalf("take %d after a put: got worker %p, want %p", i, got, want)
		}
	}
	select {
	case <-q.ready:
		t.Fatal("a token is left with no worker idle")
	default:
	}

	const n, rounds = 8, 2000
	q = idleWorkers{ready: make(chan struct{}, n)}
	workers := make([]*worker, n)
	for i := range workers {
		workers[i] = &worker{}
		q.put(workers[i])
	}
	var mu sync.Mutex
	busy := map[*worker]bool{}
	var wg sync.WaitGroup
	for g := 0; g < 2*n; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range rounds {
				<-q.ready
				w := q.take()
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
				q.put(w)
			}
		}()
	}
	wg.Wait()
	if len(q.stack) != n || len(q.ready) != n {
		t.Fatalf("after the rounds: %d idle, %d tokens, want %d of each", len(q.stack), len(q.ready), n)
	}
}
