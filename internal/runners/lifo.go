package runners

import "sync"

// LIFO is a bounded list of idle things — restored slots, waiting runners —
// taken last in, first out. The one put back last is the one whose memory
// was touched last (a slot's region and its copy of the image, just written
// by the restore; a runner's stack), so the next execution finds it in the
// processor's caches; the oldest one's has been evicted by then. With a
// first-in, first-out channel, executions one after another went round
// every idle slot, and a trivial execution took 16–19 µs instead of 9–11
// (docs/benchmarks.md).
type LIFO[T any] struct {
	mu    sync.Mutex
	items []T
	limit int
}

// NewLIFO returns an empty list that holds at most limit things.
func NewLIFO[T any](limit int) *LIFO[T] {
	return &LIFO[T]{items: make([]T, 0, limit), limit: limit}
}

// Take removes and returns the thing put last; ok is false when the list is
// empty.
func (l *LIFO[T]) Take() (v T, ok bool) {
	l.mu.Lock()
	if n := len(l.items); n > 0 {
		v, ok = l.items[n-1], true
		var zero T
		l.items[n-1] = zero
		l.items = l.items[:n-1]
	}
	l.mu.Unlock()
	return v, ok
}

// TakeFirst takes the item put last among those match accepts, or, when
// match accepts none, the item put last.
func (l *LIFO[T]) TakeFirst(match func(T) bool) (v T, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := len(l.items)
	if n == 0 {
		return v, false
	}
	i := n - 1
	for j := n - 1; j >= 0; j-- {
		if match(l.items[j]) {
			i = j
			break
		}
	}
	v = l.items[i]
	copy(l.items[i:], l.items[i+1:])
	var zero T
	l.items[n-1] = zero
	l.items = l.items[:n-1]
	return v, true
}

// Put adds v, or reports false when the list already holds its limit.
func (l *LIFO[T]) Put(v T) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.items) >= l.limit {
		return false
	}
	l.items = append(l.items, v)
	return true
}

// PutEvicting adds v; when the list already holds its limit, it makes room
// by removing the oldest thing, which it returns with evicted true. The one
// just put is the one whose memory is in the caches, the oldest the one
// whose memory is not: a list that refused v would keep the colder one.
func (l *LIFO[T]) PutEvicting(v T) (old T, evicted bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.items) >= l.limit {
		if l.limit == 0 {
			return v, true
		}
		old, evicted = l.items[0], true
		n := copy(l.items, l.items[1:])
		var zero T
		l.items[n] = zero
		l.items = l.items[:n]
	}
	l.items = append(l.items, v)
	return old, evicted
}

// Full reports whether the list holds its limit.
func (l *LIFO[T]) Full() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.items) >= l.limit
}

// Len returns how many things the list holds.
func (l *LIFO[T]) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.items)
}

// Limit returns how many things the list holds at most.
func (l *LIFO[T]) Limit() int { return l.limit }
