package tools

import (
	"slices"
	"time"
)

// EventKind names a step of a call.
type EventKind string

// The event kinds. Every call emits EventStart, then EventRetry once per
// retried attempt, then exactly one of EventResult and EventError.
const (
	// EventStart: the call entered the pipeline.
	EventStart EventKind = "start"
	// EventRetry: an attempt failed with a retryable error and another
	// follows.
	EventRetry EventKind = "retry"
	// EventResult: the call ended OK.
	EventResult EventKind = "result"
	// EventError: the call ended with any other status.
	EventError EventKind = "error"
)

// Event is one step of one call, as a host subscriber sees it.
type Event struct {
	// Kind is the step.
	Kind EventKind
	// Call is the call, as the pipeline received it.
	Call Call
	// Outer is the ID of the orchestration call whose program made this
	// call; empty for a model-direct call.
	Outer string
	// Status is the outcome's status (result and error events).
	Status Status
	// Error is the outcome's error (error events) or the failed attempt's
	// error (retry events).
	Error string
	// Attempt is the attempt that failed (retry events) or the attempts
	// made (result and error events; 0 when the handler never ran).
	Attempt int
	// Duration is the time since the call started.
	Duration time.Duration
}

type subscriber struct {
	id int
	fn func(Event)
}

// Subscribe calls fn with every event, synchronously, on the goroutine of the
// call: a call's events arrive in order (the events of the calls a program
// awaits fall between its run_code call's start and result), and calls
// running concurrently interleave theirs. fn holds up the call, so it should be quick. The returned function
// unsubscribes.
func (r *Registry) Subscribe(fn func(Event)) (unsubscribe func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.nextID++
	id := r.nextID
	r.subs = append(r.subs, subscriber{id, fn})
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		// A new slice: emit may be iterating the old one.
		r.subs = slices.DeleteFunc(slices.Clone(r.subs), func(s subscriber) bool { return s.id == id })
	}
}

func (r *Registry) emit(ev Event) {
	r.mu.RLock()
	subs := r.subs
	r.mu.RUnlock()
	for _, s := range subs {
		s.fn(ev)
	}
}

// Usage is what a tool's calls have cost so far. Only calls whose handler ran
// count.
type Usage struct {
	// Calls is how many calls reached the handler; Failures how many of
	// them did not end OK.
	Calls, Failures int
	// Attempts counts handler runs, retries included.
	Attempts int
	// Duration is the handlers' total wall time, retries and delays
	// included.
	Duration time.Duration
	// BytesIn is the total size of the arguments; BytesOut of the values
	// returned (their JSON).
	BytesIn, BytesOut int64
}

// Usage returns a snapshot of every tool's usage, by tool name.
func (r *Registry) Usage() map[string]Usage {
	r.usageMu.Lock()
	defer r.usageMu.Unlock()
	out := make(map[string]Usage, len(r.usage))
	for name, u := range r.usage {
		out[name] = *u
	}
	return out
}

func (r *Registry) account(name string, out Outcome, attempts int, d time.Duration, in int) {
	r.usageMu.Lock()
	defer r.usageMu.Unlock()
	u := r.usage[name]
	if u == nil {
		u = &Usage{}
		r.usage[name] = u
	}
	u.Calls++
	if !out.OK() {
		u.Failures++
	}
	u.Attempts += attempts
	u.Duration += d
	u.BytesIn += int64(in)
	u.BytesOut += int64(len(out.Value))
}
