package asyncrt

import (
	"crypto/rand"
	_ "embed"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

// Durable executions (docs/durable.md): every event the program's state
// depends on (calls made, their answers, fetches and responses, timer firings,
// clock readings, randomness, handle invocations) is written to a journal in
// the order the loop goroutine observes it. Everything on the loop goroutine
// is deterministic given that order, so a fresh sandbox fed the same entries,
// in place of dispatching, reaches the same state: replay. Each entry is
// matched against what the replayed program does; the first mismatch ends the
// execution with the divergence kind. When the entries run out the execution
// continues live and journals what it does from there.

//go:embed durable.js
var durableJS string

var durableChunk = &chunk{src: &durableJS, name: "<durable>"}

// Journal makes an execution durable.
type Journal struct {
	// Replay are the entries of earlier runs (without the start entry), fed
	// to the program before it continues live; nil when there are none.
	Replay Entries
	// Answers answer, by call number, the calls Replay leaves without an
	// answer: suspended calls and calls whose outcome is unknown.
	Answers map[int]ResumeAnswer
	// NextSeq is the Seq of the first entry this run writes: the entries
	// before it (the start entry and Replay) count against the journal's
	// bound of entries.
	NextSeq int
	// Bytes is the size (EntrySize) of the entries before this run, the
	// start entry's and Replay's, which count against the journal's bound
	// of bytes.
	Bytes int
	// OnEntry, if set, receives each entry as it is written, on the loop
	// goroutine, before the effect it records takes place (a call's
	// entry before the call is dispatched). It must return quickly.
	OnEntry func(protocol.JournalEntry)
	// SuspendOn, when closed, asks the execution to suspend at its next
	// wait (calls in flight answer into the journal first).
	SuspendOn <-chan struct{}
	// Clock, if set, is the host's clock: read once as the run starts,
	// it is the execution's clock from there (Date.now, timers' due
	// times). Nil is time.Now.
	Clock func() time.Time
	// MaxWait is the longest wait for a timer the execution spends in its
	// sandbox; a longer one suspends it (durabletimers.go). Zero is
	// DefaultMaxWait.
	MaxWait time.Duration
}

// watchSuspend turns the host's request to suspend into a task of the loop.
func (s *Sandbox) watchSuspend(ch <-chan struct{}) {
	done := s.done
	go func() {
		select {
		case <-ch:
		case <-done:
			return
		}
		s.ev.Post(done, func() {
			if jn := s.jn; jn != nil && !jn.suspending && !jn.halted && !s.settled {
				jn.suspending = true
			}
		})
	}()
}

// ResumeAnswer is how a call left waiting by the journal is answered.
type ResumeAnswer struct {
	// Envelope is the call's answer (for a fetch, an error envelope fails
	// it).
	Envelope string
	// Redispatch dispatches the call (or fetch) again, live.
	Redispatch bool
}

// journalState is a durable execution's journal on the loop goroutine.
type journalState struct {
	cfg     *Journal
	written []protocol.JournalEntry // entries of this run (replayed ones not included)
	cursor  int                     // next entry of cfg.Replay
	seq     int                     // Seq of the next entry written
	calls   int                     // call numbers given so far
	callOf  map[uint32]int          // pending id → call number
	idOf    []uint32                // call number → pending id (index 0 unused)
	started map[int]*startedCall    // calls and fetches in flight (live or replayed), by number
	slab    []startedCall           // where newStarted keeps them
	// suspended are the calls answered with a request to suspend, waiting.
	suspended  map[int]string
	suspending bool
	firstSusp  int
	resumeDue  bool
	rngSeed    []byte
	// halted is set once the journal ends the execution (a divergence, or
	// the journal's bound): nothing more is journaled or dispatched.
	halted bool
	// clock is the last clock reading, not yet written: readings of the
	// same millisecond make one entry (Repeat). It is written before any
	// other entry, so the order holds.
	clock *protocol.JournalEntry
	// clockUsed counts the readings already fed from the current replay
	// entry.
	clockUsed int
	// entries and bytes measure the journal against its bound.
	entries, bytes int
	// replayLen is cfg.Replay's length; peeked is the entry at cursor
	// once read, peekedAt its index plus one.
	replayLen int
	peeked    protocol.JournalEntry
	peekedAt  int
	// due are the pending timers' due times (ms on the execution's
	// clock); wait is why the execution suspends when no call asked it
	// to (durabletimers.go); clockBase and clockMono are the live clock's
	// reading at the run's start.
	due                  map[int64]float64
	lastClock            float64
	wait                 int
	clockBase, clockMono time.Time
}

// The bound of a journal: a durable execution that passes it fails with
// KindJournalTooLarge. Entries are counted from the start entry, and bytes are
// the entries' size in a checkpoint (EntrySize).
const (
	MaxJournalEntries = 1 << 18
	MaxJournalBytes   = 64 << 20
)

type startedCall struct {
	provider, tool, args string
	fetch                *OutboundRequest
}

// idFor returns the pending id of call n.
func (jn *journalState) idFor(n int) (uint32, bool) {
	if n <= 0 || n >= len(jn.idOf) {
		return 0, false
	}
	return jn.idOf[n], true
}

// newStarted returns a started call kept in a slab: a replay of a long
// journal starts every one of its calls, and one allocation serves many.
// Pointers into a slab stay valid: a full slab is replaced, never grown.
func (jn *journalState) newStarted(c startedCall) *startedCall {
	if len(jn.slab) == cap(jn.slab) {
		jn.slab = make([]startedCall, 0, 64)
	}
	jn.slab = append(jn.slab, c)
	return &jn.slab[len(jn.slab)-1]
}

func newJournalState(j *Journal) *journalState {
	jn := &journalState{
		cfg:       j,
		seq:       j.NextSeq,
		callOf:    make(map[uint32]int),
		idOf:      make([]uint32, 1, 64),
		started:   make(map[int]*startedCall),
		suspended: make(map[int]string),
		resumeDue: len(j.Answers) > 0,
	}
	jn.entries = j.NextSeq - 1
	jn.bytes = j.Bytes
	if j.Replay != nil {
		jn.replayLen = j.Replay.Len()
	}
	return jn
}

// all returns the entries this run wrote: the replayed ones are the
// caller's already, and a long journal is not copied again.
func (jn *journalState) all() []protocol.JournalEntry { return jn.written }

// replaying reports whether journaled entries remain to be fed.
func (s *Sandbox) replaying() bool {
	return s.jn != nil && s.jn.cursor < s.jn.replayLen
}

// journaling reports whether the program's observations are journaled now:
// from the moment the program runs, never while its expression is evaluated.
func (s *Sandbox) journaling() bool {
	return s.jn != nil && s.programRan && !s.inert && !s.jn.halted
}

// write appends a new entry and streams it; past the journal's bound it ends
// the execution instead.
func (s *Sandbox) write(e protocol.JournalEntry) {
	jn := s.jn
	if jn.halted {
		return
	}
	if jn.clock != nil {
		c := *jn.clock
		jn.clock = nil
		s.write(c)
	}
	e.Seq = jn.seq
	jn.entries++
	jn.bytes += EntrySize(&e)
	if jn.entries > MaxJournalEntries || jn.bytes > MaxJournalBytes {
		s.halt(&Failure{Kind: KindJournalTooLarge, Message: JournalFullText()})
		return
	}
	jn.seq++
	jn.written = append(jn.written, e)
	if jn.cfg.OnEntry != nil {
		jn.cfg.OnEntry(e)
	}
}

// Entries are a journal's entries, read one at a time: a resumed journal is
// read from its checkpoint as it is replayed, not held parsed.
type Entries interface {
	// Len is the number of entries.
	Len() int
	// Entry returns entry i, 0 <= i < Len().
	Entry(i int) protocol.JournalEntry
}

// EntrySlice is Entries held in a slice.
type EntrySlice []protocol.JournalEntry

// Len is the number of entries.
func (s EntrySlice) Len() int { return len(s) }

// Entry returns entry i.
func (s EntrySlice) Entry(i int) protocol.JournalEntry { return s[i] }

// peek returns the next replay entry.
func (s *Sandbox) peek() protocol.JournalEntry {
	jn := s.jn
	if jn.peekedAt != jn.cursor+1 {
		jn.peeked, jn.peekedAt = jn.cfg.Replay.Entry(jn.cursor), jn.cursor+1
	}
	return jn.peeked
}

// flushClock writes the clock reading still held back.
func (s *Sandbox) flushClock() {
	if jn := s.jn; jn != nil && jn.clock != nil && !jn.halted {
		c := *jn.clock
		jn.clock = nil
		s.write(c)
	}
}

// diverge ends the execution: the replayed program did what (described by
// did) where the journal has entry e.
func (s *Sandbox) diverge(e protocol.JournalEntry, did string) {
	s.halt(&Failure{Kind: KindDivergence, Message: DivergenceText(e.Seq, describeEntry(e), did)})
}

// endedEarly is a replayed program that settled while its journal still has
// entries: the run it replays did not end there, so it diverged.
func (s *Sandbox) endedEarly() {
	e := s.peek()
	s.halt(nil)
	s.failure = &Failure{Kind: KindDivergence, Message: DivergenceText(e.Seq, describeEntry(e), "ended")}
}

// halt ends the execution with f: nothing more is fed, journaled or
// dispatched, and the program runs no further.
func (s *Sandbox) halt(f *Failure) {
	jn := s.jn
	if jn.halted {
		return
	}
	jn.halted = true
	jn.cursor = jn.replayLen
	jn.clock = nil
	if !s.settled {
		s.settled = true
		s.failure = f
	}
	s.completed = true
	s.e.Stop(stopDiverged)
}

// stopDiverged stops the engine of an execution its journal ended; the
// failure is the divergence (or the journal's bound).
const stopDiverged int32 = 64

// describeEntry names what a journal entry records, for the divergence text.
func describeEntry(e protocol.JournalEntry) string {
	switch e.Kind {
	case protocol.JournalCall:
		return fmt.Sprintf("call %d, %s", e.Call, describeCall(e.Provider, e.Tool, e.Args))
	case protocol.JournalAnswer:
		return fmt.Sprintf("the answer to call %d", e.Call)
	case protocol.JournalSuspend:
		return fmt.Sprintf("the suspension of call %d", e.Call)
	case protocol.JournalFetch:
		m, u := "", ""
		if e.Fetch != nil {
			m, u = e.Fetch.Method, e.Fetch.URL
		}
		return fmt.Sprintf("call %d, fetch %s %s", e.Call, m, u)
	case protocol.JournalFetched:
		return fmt.Sprintf("the response to call %d", e.Call)
	case protocol.JournalTimer:
		return fmt.Sprintf("timer %d firing", e.Timer)
	case protocol.JournalDue:
		return fmt.Sprintf("timer %d set", e.Timer)
	case protocol.JournalClock:
		return "a clock reading"
	case protocol.JournalRandom:
		return "random bytes"
	case protocol.JournalInvoke:
		return fmt.Sprintf("an invocation of handle %s", e.Handle)
	}
	return fmt.Sprintf("an entry of kind %q", e.Kind)
}

func describeCall(provider, tool, args string) string {
	const max = 200
	if len(args) > max {
		args = truncateUTF8(args, max) + "…"
	}
	return fmt.Sprintf("%s.%s(%s)", provider, tool, args)
}

// ---- tool calls ----

// numberCall gives the call (or fetch) with pending id the next number.
func (s *Sandbox) numberCall(id uint32) int {
	jn := s.jn
	jn.calls++
	jn.callOf[id] = jn.calls
	jn.idOf = append(jn.idOf, id)
	return jn.calls
}

// journalStart journals a call about to be dispatched, or matches it against
// the journal when replaying. It reports whether the call is dealt with (fed
// from the journal, or refused by a divergence) and must not be dispatched.
func (s *Sandbox) journalStart(id uint32, provider, tool, args string) bool {
	jn := s.jn
	n := jn.callOf[id]
	if s.replaying() {
		e := s.peek()
		if e.Kind != protocol.JournalCall || e.Call != n || e.Provider != provider || e.Tool != tool || e.Args != args {
			s.diverge(e, fmt.Sprintf("made call %d, %s", n, describeCall(provider, tool, args)))
			return true
		}
		jn.cursor++
		s.inflight++
		jn.started[n] = jn.newStarted(startedCall{provider: provider, tool: tool, args: args})
		return true
	}
	if jn.halted {
		return true
	}
	jn.started[n] = jn.newStarted(startedCall{provider: provider, tool: tool, args: args})
	s.write(protocol.JournalEntry{Kind: protocol.JournalCall, Call: n, Provider: provider, Tool: tool, Args: args})
	return jn.halted
}

// journalAnswer journals a live answer. It reports whether the answer goes on
// to the program: not while the execution suspends (the answer waits in the
// journal for the resumed run).
func (s *Sandbox) journalAnswer(id uint32, envelope string) bool {
	jn := s.jn
	n := jn.callOf[id]
	if _, ok := jn.started[n]; !ok || jn.halted {
		return false
	}
	delete(jn.started, n)
	s.write(protocol.JournalEntry{Kind: protocol.JournalAnswer, Call: n, Envelope: envelope})
	if jn.halted {
		return false
	}
	if jn.suspending {
		s.inflight--
		return false
	}
	return true
}

// suspendCall is a live call answered with a request to suspend.
func (s *Sandbox) suspendCall(id uint32, reason string) {
	if s.jn == nil {
		s.answer(id, errorEnvelope(notDurableText(reason)))
		return
	}
	jn := s.jn
	n := jn.callOf[id]
	if _, ok := jn.started[n]; !ok {
		return
	}
	s.write(protocol.JournalEntry{Kind: protocol.JournalSuspend, Call: n, Reason: reason})
	jn.suspended[n] = reason
	if !jn.suspending {
		jn.suspending = true
		jn.firstSusp = n
	}
}

// waitSuspended lets the calls and fetches in flight answer (into the
// journal), without running the program, until none is left or the execution
// is stopped.
func (s *Sandbox) waitSuspended() loopResult {
	for len(s.jn.started) > len(s.jn.suspended) {
		if r := s.e.StopReason(); r != sandbox.StopNone {
			if r == sandbox.StopTimeout {
				break // what has not answered is left for the host to settle
			}
			return loopResult(r)
		}
		s.ev.Wait(time.Time{}, false, nil)
	}
	return loopSuspended
}

// loopSuspended is the loop's result when a durable execution suspended.
const loopSuspended loopResult = -3

// suspendedFailure is the suspended outcome.
func (s *Sandbox) suspendedFailure() *Failure {
	jn := s.jn
	n := jn.firstSusp
	if n == 0 {
		if f := s.waitFailure(); f != nil {
			return f
		}
		return &Failure{Kind: KindSuspended, Message: TextHostSuspended}
	}
	c := jn.started[n]
	provider, tool := "", ""
	if c != nil {
		provider, tool = c.provider, c.tool
	}
	return &Failure{Kind: KindSuspended, Message: SuspendedText(n, provider, tool, jn.suspended[n])}
}

// ---- replay of events ----

// replayNext feeds the next journaled event to the program, as the live loop
// would have delivered it.
func (s *Sandbox) replayNext() {
	jn := s.jn
	e := s.peek()
	switch e.Kind {
	case protocol.JournalAnswer:
		id, ok := jn.idFor(e.Call)
		if _, live := jn.started[e.Call]; !ok || !live {
			s.diverge(e, fmt.Sprintf("has no call %d waiting for an answer", e.Call))
			return
		}
		jn.cursor++
		delete(jn.started, e.Call)
		s.applyAnswer(id, e.Envelope)
	case protocol.JournalSuspend:
		// The call stays waiting; the resumed run answers it.
		if _, live := jn.started[e.Call]; !live {
			s.diverge(e, fmt.Sprintf("has no call %d in flight", e.Call))
			return
		}
		jn.cursor++
		jn.suspended[e.Call] = e.Reason
	case protocol.JournalFetched:
		id, ok := jn.idFor(e.Call)
		if _, live := jn.started[e.Call]; !ok || !live {
			s.diverge(e, fmt.Sprintf("has no fetch %d waiting for a response", e.Call))
			return
		}
		jn.cursor++
		delete(jn.started, e.Call)
		resp, err := fetchedOf(e)
		s.applyFetched(id, resp, err)
	case protocol.JournalTimer:
		if !s.ev.TimerPending(e.Timer) {
			s.diverge(e, fmt.Sprintf("has no timer %d pending", e.Timer))
			return
		}
		jn.cursor++
		s.ev.Unschedule(e.Timer)
		s.fireOne(e.Timer)
	case protocol.JournalCall, protocol.JournalFetch:
		// A call the host had dispatched again after a resume: the call
		// itself was matched when the program made it.
		if _, live := jn.started[e.Call]; !live {
			s.diverge(e, "is waiting for a call's answer, a timer or a response")
			return
		}
		jn.cursor++
	case protocol.JournalInvoke:
		jn.cursor++
		s.runInvoke(e.Handle, e.Args, make(chan invokeResult, 1))
	default:
		s.diverge(e, "is waiting for a call's answer, a timer or a response")
	}
}

// resumeAnswers answers, once replay is over, the calls the journal left
// waiting, in call order; a call to be dispatched again is dispatched now.
func (s *Sandbox) resumeAnswers() {
	jn := s.jn
	jn.resumeDue = false
	for n := 1; n <= jn.calls; n++ {
		a, ok := jn.cfg.Answers[n]
		c := jn.started[n]
		if !ok || c == nil {
			continue
		}
		id, _ := jn.idFor(n)
		delete(jn.suspended, n)
		if a.Redispatch {
			if c.fetch != nil {
				s.write(protocol.JournalEntry{Kind: protocol.JournalFetch, Call: n, Fetch: &protocol.JournalHTTP{Method: c.fetch.Method, URL: c.fetch.URL, Header: c.fetch.Header, Body: c.fetch.Body}})
				s.startFetch(id, c.fetch)
			} else {
				s.write(protocol.JournalEntry{Kind: protocol.JournalCall, Call: n, Provider: c.provider, Tool: c.tool, Args: c.args})
				s.inflight--
				s.dispatchLive(id, c.provider, c.tool, c.args)
			}
			continue
		}
		if c.fetch != nil {
			delete(jn.started, n)
			s.write(protocol.JournalEntry{Kind: protocol.JournalFetched, Call: n, Envelope: a.Envelope})
			s.applyFetched(id, nil, fmt.Errorf("%s", envelopeError(a.Envelope)))
			continue
		}
		s.answer(id, a.Envelope)
	}
}

func envelopeError(env string) string {
	var m struct {
		Error any `json:"error"`
	}
	if json.Unmarshal([]byte(env), &m) == nil && m.Error != nil {
		if s, ok := m.Error.(string); ok {
			return s
		}
		b, _ := json.Marshal(m.Error)
		return string(b)
	}
	return "fetch failed: the host answered it without a response"
}

// ---- fetches ----

// journalFetchStart journals a fetch about to go out, or matches it when
// replaying. It reports whether the fetch is dealt with and must not go out.
func (s *Sandbox) journalFetchStart(id uint32, req *OutboundRequest) bool {
	jn := s.jn
	n := s.numberCall(id)
	if s.replaying() {
		e := s.peek()
		if e.Kind != protocol.JournalFetch || e.Call != n || e.Fetch == nil || e.Fetch.Method != req.Method || e.Fetch.URL != req.URL || string(e.Fetch.Body) != string(req.Body) {
			s.diverge(e, fmt.Sprintf("made call %d, fetch %s %s", n, req.Method, req.URL))
			return true
		}
		jn.cursor++
		jn.started[n] = jn.newStarted(startedCall{fetch: req})
		put(&s.fetchCancel, id, func() {})
		return true
	}
	if jn.halted {
		return true
	}
	jn.started[n] = jn.newStarted(startedCall{fetch: req})
	s.write(protocol.JournalEntry{Kind: protocol.JournalFetch, Call: n, Fetch: &protocol.JournalHTTP{Method: req.Method, URL: req.URL, Header: req.Header, Body: req.Body}})
	return jn.halted
}

// journalFetched journals a live fetch's response; it reports whether the
// response goes on to the program.
func (s *Sandbox) journalFetched(id uint32, resp *OutboundResponse, err error) bool {
	jn := s.jn
	n := jn.callOf[id]
	if _, ok := jn.started[n]; !ok || jn.halted {
		return false
	}
	delete(jn.started, n)
	e := protocol.JournalEntry{Kind: protocol.JournalFetched, Call: n}
	if err != nil {
		e.Envelope = errorEnvelope(err.Error())
	} else {
		e.Fetch = &protocol.JournalHTTP{Status: resp.Status, StatusText: resp.StatusText, URL: resp.URL, Header: resp.Header, Body: resp.Body}
	}
	s.write(e)
	return !jn.suspending && !jn.halted
}

// fetchedOf reads a fetched entry back.
func fetchedOf(e protocol.JournalEntry) (*OutboundResponse, error) {
	if e.Fetch == nil {
		return nil, fmt.Errorf("%s", envelopeError(e.Envelope))
	}
	return &OutboundResponse{Status: e.Fetch.Status, StatusText: e.Fetch.StatusText, URL: e.Fetch.URL, Header: e.Fetch.Header, Body: e.Fetch.Body}, nil
}

// ---- handles ----

// journalInvoke journals a live handle invocation; it reports whether the
// invocation runs (not while the execution suspends).
func (s *Sandbox) journalInvoke(id, argsJSON string, reply chan<- invokeResult) bool {
	if s.jn.suspending {
		reply <- invokeResult{err: &HandleError{Message: endedHandleText(id)}}
		return false
	}
	if s.journaling() {
		s.write(protocol.JournalEntry{Kind: protocol.JournalInvoke, Handle: id, Args: argsJSON})
	}
	return true
}

// ---- timers ----

// journalTimer journals a live timer about to fire.
func (s *Sandbox) journalTimer(id int64) {
	if s.journaling() {
		s.write(protocol.JournalEntry{Kind: protocol.JournalTimer, Timer: id})
	}
}

// ---- the clock and randomness ----

// clockNow is host.clock(): the time in milliseconds, journaled.
func (s *Sandbox) clockNow() sandbox.Value {
	now := math.Floor(s.nowMs())
	if !s.journaling() {
		return sandbox.Float64(now)
	}
	jn := s.jn
	if s.replaying() {
		e := s.peek()
		if e.Kind != protocol.JournalClock {
			s.diverge(e, "read the clock")
			return sandbox.Float64(now)
		}
		jn.clockUsed++
		if jn.clockUsed > e.Repeat {
			jn.clockUsed = 0
			jn.cursor++
		}
		jn.lastClock = max(jn.lastClock, e.Clock)
		return sandbox.Float64(e.Clock)
	}
	// The journaled clock never goes back, even when a resume's host
	// clock is behind the run before.
	now = max(now, jn.lastClock)
	jn.lastClock = now
	if jn.clock != nil && jn.clock.Clock == now {
		jn.clock.Repeat++
		return sandbox.Float64(now)
	}
	s.flushClock()
	jn.clock = &protocol.JournalEntry{Kind: protocol.JournalClock, Clock: now}
	return sandbox.Float64(now)
}

// seedWord is host.rngSeed(i): word i of Math.random's seed, 16 journaled bytes
// read on first use; undefined before the program runs.
func (s *Sandbox) seedWord(i sandbox.Value) sandbox.Value {
	if !s.journaling() {
		return sandbox.Undefined
	}
	jn := s.jn
	if jn.rngSeed == nil {
		b := make([]byte, 16)
		if !s.randomInto(b) {
			return sandbox.Float64(0)
		}
		jn.rngSeed = b
	}
	k, ok := sandbox.IntArg(i, 3)
	if !ok {
		return sandbox.Undefined
	}
	return sandbox.Float64(float64(binary.LittleEndian.Uint32(jn.rngSeed[k*4:])))
}

// fillRandom fills b with random bytes, journaled in a durable execution.
func (s *Sandbox) fillRandom(b []byte) {
	if s.jn == nil || !s.journaling() {
		rand.Read(b)
		return
	}
	s.randomInto(b)
}

// randomInto fills b from the journal when replaying, else from crypto/rand,
// journaling it. It reports false after a divergence.
func (s *Sandbox) randomInto(b []byte) bool {
	if s.replaying() {
		e := s.peek()
		if e.Kind != protocol.JournalRandom || len(e.Random) != len(b) {
			s.diverge(e, fmt.Sprintf("asked for %d random bytes", len(b)))
			rand.Read(b)
			return false
		}
		s.jn.cursor++
		copy(b, e.Random)
		return true
	}
	rand.Read(b)
	s.write(protocol.JournalEntry{Kind: protocol.JournalRandom, Random: append([]byte(nil), b...)})
	return true
}

// installDurable runs durable.js: the journaled clock and Math.random.
func (s *Sandbox) installDurable() *Failure {
	e := s.e
	fn := evalCompiled(e, durableChunk)
	if sandbox.IsException(fn) {
		return &Failure{Kind: KindInternal, Message: TextJournalInstall(e.TakeException().Error())}
	}
	hostObj := e.NewObject()
	e.SetProp(hostObj, "clock", e.NewFunction("clock", 0, hostClock))
	e.SetProp(hostObj, "rngSeed", e.NewFunction("rngSeed", 1, hostSeed))
	out := e.Call(fn, sandbox.Undefined, hostObj)
	e.Free(hostObj)
	e.Free(fn)
	if sandbox.IsException(out) {
		return &Failure{Kind: KindInternal, Message: TextJournalInstall(e.TakeException().Error())}
	}
	e.Free(out)
	return nil
}
