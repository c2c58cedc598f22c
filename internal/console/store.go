package console

import (
	"fmt"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/codemode/codemode"
)

// Bounds of the console's memory: it keeps the most recent executions, a
// bounded timeline and log of each, and truncated payloads.
const (
	// DefaultExecutions is how many executions the console keeps.
	DefaultExecutions = 200
	// MaxEvents is how many timeline entries one execution keeps; later
	// ones are counted in Execution.DroppedEvents.
	MaxEvents = 1000
	// MaxLogs is how many log lines one execution keeps.
	MaxLogs = 500
	// MaxPayload is how many bytes of a program, arguments, answer,
	// result or log line the console keeps; longer ones are cut with a
	// marker.
	MaxPayload = 4 << 10
	// MaxCode is how many bytes of a program the console keeps.
	MaxCode = 64 << 10
)

// Event is one entry of an execution's timeline: a tool call, a fetch or a
// timer.
type Event struct {
	// Seq numbers the events of an execution from 1.
	Seq int `json:"seq"`
	// Kind is "tool", "fetch" or "timer".
	Kind string `json:"kind"`
	// Name is what was called: "provider.tool", "GET https://host/path",
	// "timer 3".
	Name string `json:"name"`
	// StartMs and EndMs are milliseconds since the execution started;
	// EndMs is -1 while the event runs.
	StartMs float64 `json:"startMs"`
	EndMs   float64 `json:"endMs"`
	// Args and Answer are the arguments and the answer, truncated.
	Args   string `json:"args,omitempty"`
	Answer string `json:"answer,omitempty"`
	// Error is why the call failed, if it did.
	Error string `json:"error,omitempty"`
	// Waiting says what the call waits for (an approval), while it does.
	Waiting string `json:"waiting,omitempty"`
	// Cleared is set on a timer the program cleared before it fired (its
	// event ends at the clearing).
	Cleared bool `json:"cleared,omitempty"`
}

// Execution is one program the console saw run.
type Execution struct {
	ID     string `json:"id"`
	Source string `json:"source"`
	Code   string `json:"code"`
	// Started is when it began; DurationMs how long it ran (until now,
	// while it runs).
	Started    time.Time `json:"started"`
	DurationMs float64   `json:"durationMs"`
	// Status is "running", "ok" or "failed".
	Status string          `json:"status"`
	Result string          `json:"result,omitempty"`
	Error  *codemode.Error `json:"error,omitempty"`
	Logs   []string        `json:"logs"`
	Events []Event         `json:"events"`
	// DroppedEvents and DroppedLogs count what the bounds left out.
	DroppedEvents int `json:"droppedEvents,omitempty"`
	DroppedLogs   int `json:"droppedLogs,omitempty"`

	ended time.Time
}

// Summary is an execution's row in the list.
type Summary struct {
	ID         string    `json:"id"`
	Source     string    `json:"source"`
	Code       string    `json:"code"`
	Started    time.Time `json:"started"`
	DurationMs float64   `json:"durationMs"`
	Status     string    `json:"status"`
	Calls      int       `json:"calls"`
	Error      string    `json:"error,omitempty"`
}

// Store holds the recent executions and the pending approvals, and tells
// watchers when either changes. Its methods are safe for concurrent use.
type Store struct {
	max int

	mu        sync.Mutex
	seq       int
	execs     []*Execution // oldest first, at most max
	byID      map[string]*Execution
	approvals []*Approval
	appSeq    int
	version   uint64
	changed   chan struct{} // closed and replaced at each change
}

// NewStore returns a store keeping the last n executions (DefaultExecutions
// when n <= 0).
func NewStore(n int) *Store {
	if n <= 0 {
		n = DefaultExecutions
	}
	return &Store{max: n, byID: map[string]*Execution{}, changed: make(chan struct{})}
}

// changedLocked marks a change. s.mu is held.
func (s *Store) changedLocked() {
	s.version++
	close(s.changed)
	s.changed = make(chan struct{})
}

// Watch returns the store's version and a channel closed at its next change.
func (s *Store) Watch() (uint64, <-chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version, s.changed
}

// begin records a new running execution.
func (s *Store) begin(source, code string) *Execution {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	e := &Execution{ID: fmt.Sprintf("x%d", s.seq), Source: source, Code: truncate(code, MaxCode), Started: time.Now(), Status: "running", Logs: []string{}, Events: []Event{}}
	s.execs = append(s.execs, e)
	s.byID[e.ID] = e
	if len(s.execs) > s.max {
		delete(s.byID, s.execs[0].ID)
		s.execs[0] = nil
		s.execs = s.execs[1:]
	}
	s.changedLocked()
	return e
}

// since is milliseconds since e started.
func since(e *Execution, t time.Time) float64 {
	return float64(t.Sub(e.Started).Microseconds()) / 1000
}

// startEvent adds a running event and returns its index, or -1 past
// MaxEvents.
func (s *Store) startEvent(e *Execution, kind, name, args string) int {
	return s.startEventAt(e, kind, name, args, time.Now())
}

// startEventAt is startEvent for an event that began at t (a timer, whose
// time the event loop took).
func (s *Store) startEventAt(e *Execution, kind, name, args string, t time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(e.Events) >= MaxEvents {
		e.DroppedEvents++
		return -1
	}
	e.Events = append(e.Events, Event{Seq: len(e.Events) + 1, Kind: kind, Name: name, StartMs: since(e, t), EndMs: -1, Args: truncate(args, MaxPayload)})
	s.changedLocked()
	return len(e.Events) - 1
}

// endEvent completes event i.
func (s *Store) endEvent(e *Execution, i int, answer, errText string) {
	s.endEventAt(e, i, answer, errText, time.Now())
}

// endEventAt is endEvent for an event that ended at t.
func (s *Store) endEventAt(e *Execution, i int, answer, errText string, t time.Time) {
	if i < 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	ev := &e.Events[i]
	ev.EndMs = max(since(e, t), ev.StartMs)
	ev.Answer, ev.Error, ev.Waiting = truncate(answer, MaxPayload), truncate(errText, MaxPayload), ""
	s.changedLocked()
}

// setWaiting marks event i as waiting for something ("" when it no longer
// waits).
func (s *Store) setWaiting(e *Execution, i int, what string) {
	if i < 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	e.Events[i].Waiting = what
	s.changedLocked()
}

// clearTimer ends timer event i at t: the program cleared it.
func (s *Store) clearTimer(e *Execution, i int, t time.Time) {
	s.endEventAt(e, i, "", "", t)
	if i >= 0 {
		s.mu.Lock()
		e.Events[i].Cleared = true
		s.mu.Unlock()
	}
}

// dropped counts n events the executor could not deliver.
func (s *Store) dropped(e *Execution, n int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e.DroppedEvents += int(n)
	s.changedLocked()
}

// log adds a log line.
func (s *Store) log(e *Execution, line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(e.Logs) >= MaxLogs {
		e.DroppedLogs++
		return
	}
	e.Logs = append(e.Logs, truncate(line, MaxPayload))
	s.changedLocked()
}

// end records an execution's outcome. Logs the result carries replace
// those heard live, which they contain.
func (s *Store) end(e *Execution, res codemode.Result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e.ended = time.Now()
	e.Status = "ok"
	if res.Error != nil {
		e.Status = "failed"
		er := *res.Error
		er.Message = truncate(er.Message, MaxPayload)
		er.Stack = truncate(er.Stack, MaxPayload)
		e.Error = &er
	}
	e.Result = truncate(string(res.Value), MaxPayload)
	if len(res.Logs) > 0 {
		logs := res.Logs
		if len(logs) > MaxLogs {
			e.DroppedLogs = len(logs) - MaxLogs
			logs = logs[:MaxLogs]
		}
		e.Logs = make([]string, len(logs))
		for i, l := range logs {
			e.Logs[i] = truncate(l, MaxPayload)
		}
	}
	now := since(e, e.ended)
	for i := range e.Events {
		if e.Events[i].EndMs < 0 { // a call the program left behind
			e.Events[i].EndMs = now
			e.Events[i].Waiting = ""
			if e.Events[i].Error == "" && e.Events[i].Kind == "timer" {
				e.Events[i].Error = "did not fire before the execution ended"
			} else if e.Events[i].Error == "" {
				e.Events[i].Error = "not answered before the execution ended"
			}
		}
	}
	s.changedLocked()
}

// List returns the executions, newest first.
func (s *Store) List() []Summary {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Summary, 0, len(s.execs))
	for i := len(s.execs) - 1; i >= 0; i-- {
		e := *s.execs[i]
		e.DurationMs = duration(s.execs[i])
		out = append(out, summaryOf(&e))
	}
	return out
}

// summaryOf is an execution's row in the list.
func summaryOf(e *Execution) Summary {
	sum := Summary{ID: e.ID, Source: e.Source, Code: truncate(e.Code, 200), Started: e.Started, DurationMs: e.DurationMs, Status: e.Status, Calls: len(e.Events) + e.DroppedEvents}
	if e.Error != nil {
		sum.Error = truncate(e.Error.Message, 200)
	}
	return sum
}

// Get returns a copy of one execution, or false.
func (s *Store) Get(id string) (Execution, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.byID[id]
	if !ok {
		return Execution{}, false
	}
	c := *e
	c.DurationMs = duration(e)
	c.Logs = append([]string{}, e.Logs...)
	c.Events = append([]Event{}, e.Events...)
	return c, true
}

func duration(e *Execution) float64 {
	if e.ended.IsZero() {
		return since(e, time.Now())
	}
	return since(e, e.ended)
}

// truncate cuts s to at most n bytes at a rune boundary, with a marker
// saying how much was left out.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("… (%d more bytes)", len(s)-cut)
}
