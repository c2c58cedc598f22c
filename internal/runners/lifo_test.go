package runners

import (
	"sync"
	"testing"
	"time"
)

// waitIdle takes from an idle list, waiting up to d for something to be put
// back (a slot is restored, a runner finishes, on another goroutine).
func waitIdle[T any](l *LIFO[T], d time.Duration) (T, bool) {
	deadline := time.Now().Add(d)
	for {
		if v, ok := l.Take(); ok {
			return v, true
		}
		if time.Now().After(deadline) {
			var zero T
			return zero, false
		}
		time.Sleep(100 * time.Microsecond)
	}
}

// TestLIFOTakesTheLastPutFirst: the order, the limit, and nothing lost or
// taken twice when many goroutines put and take at once.
func TestLIFOTakesTheLastPutFirst(t *testing.T) {
	l := NewLIFO[int](3)
	if _, ok := l.Take(); ok {
		t.Fatal("an empty list gave something")
	}
	for i := 1; i <= 3; i++ {
		if !l.Put(i) {
			t.Fatalf("put %d refused below the limit", i)
		}
	}
	if l.Put(4) {
		t.Fatal("a full list took a fourth")
	}
	if l.Len() != 3 {
		t.Fatalf("len %d, want 3", l.Len())
	}
	for want := 3; want >= 1; want-- {
		if v, ok := l.Take(); !ok || v != want {
			t.Fatalf("took %d %v, want %d", v, ok, want)
		}
	}

	// putEvicting makes room by removing the oldest: 1 goes, 4 stays.
	for i := 1; i <= 3; i++ {
		if old, evicted := l.PutEvicting(i); evicted {
			t.Fatalf("put %d evicted %d below the limit", i, old)
		}
	}
	if old, evicted := l.PutEvicting(4); !evicted || old != 1 {
		t.Fatalf("a full list evicted %d %v, want 1", old, evicted)
	}
	for _, want := range []int{4, 3, 2} {
		if v, ok := l.Take(); !ok || v != want {
			t.Fatalf("took %d %v, want %d", v, ok, want)
		}
	}
	if v, ok := l.Take(); ok {
		t.Fatalf("took %d from a list that should be empty", v)
	}
	if old, evicted := NewLIFO[int](0).PutEvicting(5); !evicted || old != 5 {
		t.Fatalf("a list of limit 0 kept %d: evicted %d %v", 5, old, evicted)
	}

	const workers, rounds = 8, 2000
	l = NewLIFO[int](workers)
	var mu sync.Mutex
	held := map[int]bool{}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < rounds; i++ {
				v := w*rounds + i
				if !l.Put(v) {
					t.Errorf("put refused with at most %d held", workers)
					return
				}
				got, ok := l.Take()
				if !ok {
					t.Error("take found nothing after a put")
					return
				}
				mu.Lock()
				if held[got] {
					t.Errorf("%d taken twice", got)
				}
				held[got] = true
				mu.Unlock()
			}
		}(w)
	}
	wg.Wait()
	if len(held) != workers*rounds || l.Len() != 0 {
		t.Fatalf("%d distinct taken of %d, %d left", len(held), workers*rounds, l.Len())
	}
}

// TestLIFOTakeFirstMatching: takeFirst takes the last put of the items its
// match accepts, wherever it lies, or the last put when it accepts none,
// and leaves the others in their order; enumerated over every list of up
// to six items with every set of accepted ones.
func TestLIFOTakeFirstMatching(t *testing.T) {
	if _, ok := NewLIFO[int](3).TakeFirst(func(int) bool { return true }); ok {
		t.Fatal("an empty list gave something")
	}
	for n := 1; n <= 6; n++ {
		for mask := 0; mask < 1<<n; mask++ {
			l := NewLIFO[int](n)
			for i := 0; i < n; i++ {
				l.Put(i)
			}
			accepted := func(v int) bool { return mask&(1<<v) != 0 }
			want := n - 1
			for i := n - 1; i >= 0; i-- {
				if accepted(i) {
					want = i
					break
				}
			}
			got, ok := l.TakeFirst(accepted)
			if !ok || got != want {
				t.Fatalf("n=%d accepted=%b: took %d %v, want %d", n, mask, got, ok, want)
			}
			// The rest come out last put first, without the one taken.
			for i := n - 1; i >= 0; i-- {
				if i == want {
					continue
				}
				if v, ok := l.Take(); !ok || v != i {
					t.Fatalf("n=%d accepted=%b: after takeFirst took %d %v, want %d", n, mask, v, ok, i)
				}
			}
			if l.Len() != 0 {
				t.Fatalf("n=%d accepted=%b: %d left", n, mask, l.Len())
			}
		}
	}
}
