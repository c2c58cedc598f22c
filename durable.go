package codemode

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/protocol"
)

// Durable executions (docs/durable.md). A request with Durable set journals
// everything its program observes; a dispatch that returns [Suspend] ends it
// with the suspended outcome and a checkpoint, and a request with
// Durable.Resume set replays the checkpoint's journal in a fresh sandbox and
// continues live.

// CheckpointVersion is the version of the checkpoint format this package
// writes and reads.
const CheckpointVersion = 1

// The bounds of a durable execution's journal, and of a checkpoint
// (docs/durable.md). An execution whose journal passes MaxJournalEntries
// entries (its start entry included) or MaxJournalBytes bytes (its entries'
// size in a checkpoint) fails with kind [ErrJournalTooLarge], so the
// checkpoints executors write are never larger than MaxJournalBytes plus the
// checkpoint's own members. A resume is refused with the same kind, before
// its checkpoint is parsed, when the checkpoint has more than
// MaxCheckpointBytes bytes or more than MaxJournalEntries entries.
const (
	MaxJournalEntries = asyncrt.MaxJournalEntries
	MaxJournalBytes   = asyncrt.MaxJournalBytes
	// MaxCheckpointBytes is the journal's bound plus 16 bytes for each
	// entry the journal may have (4 MiB): room for the checkpoint's own
	// members and for whitespace a store may add between members.
	MaxCheckpointBytes = MaxJournalBytes + 16*MaxJournalEntries
)

// Suspend returns the error a [DispatchFunc] (or an [AsyncDispatchFunc]'s
// reply) gives to suspend a durable execution at the call it was asked to
// answer: the call is left waiting, calls already in flight answer into the
// journal, and the execution ends with kind [ErrSuspended] and
// [Result.Suspended]. In an execution that is not durable the call fails
// instead, with an error the program can catch.
func Suspend(reason string) error { return protocol.Suspend(reason) }

// Durable is a durable request's settings ([Request.Durable]). Its zero
// value starts a durable execution with the defaults.
type Durable struct {
	// Resume, if set, continues a suspended durable execution from its
	// checkpoint instead of starting one; Code, Providers and Limits,
	// when left empty, are the checkpoint's.
	Resume *Resume
	// OnJournal, if set, receives each journal entry as it is written, in
	// order, before the effect it records (a call's entry before the call
	// is dispatched); a host that persists them can resume after a crash
	// ([CheckpointFromJournal]). It must return quickly.
	OnJournal func(protocol.JournalEntry)
	// SuspendOn, if set, asks the execution to suspend when it is closed:
	// at the program's next wait, once the calls in flight have
	// answered, it ends suspended with its checkpoint (kind ErrSuspended,
	// text [TextHostSuspended]).
	SuspendOn <-chan struct{}
	// MaxWait is the longest wait for a timer the execution spends
	// holding its sandbox: when the program waits, with no call in
	// flight, for a timer due further away (or due after the execution's
	// deadline), the execution suspends at once with its checkpoint and
	// [Suspension.WakeAt]; resume it then. Zero is [DefaultMaxWait].
	MaxWait time.Duration
	// Clock, if set, is the host's clock, read once as the run starts:
	// the execution's clock (Date.now, and the due times of its timers)
	// runs on from that reading. A resume fires each timer at its due
	// time on this clock: early, it waits on; late, at once. Nil is
	// time.Now.
	Clock func() time.Time
}

// DefaultMaxWait is [Durable.MaxWait] when it is zero: a durable execution
// waiting for a timer due more than a minute away suspends.
const DefaultMaxWait = asyncrt.DefaultMaxWait

// Resume continues a suspended (or interrupted) durable execution.
type Resume struct {
	// Checkpoint is [Suspension.Checkpoint], or what [CheckpointFromJournal]
	// made of a journal the host kept.
	Checkpoint []byte
	// Answers settle the calls the checkpoint leaves waiting
	// ([Checkpoint.Pending]); every waiting call needs one.
	Answers []Answer
}

// Answer settles one call a checkpoint left waiting.
type Answer struct {
	// Call is the call's number ([PendingCall.Call]).
	Call int
	// Envelope is the call's answer, as a DispatchFunc returns it:
	// {"result": value} or {"error": text}. For a fetch, an error envelope
	// fails the fetch.
	Envelope string
	// Redispatch dispatches the call (or fetch) again, live, instead.
	Redispatch bool
}

// Suspension is what a suspended execution leaves: its checkpoint and the
// calls it waits on.
type Suspension struct {
	// Checkpoint is the versioned, self-contained, portable state of the
	// execution; give it to any executor in [Durable.Resume].
	Checkpoint []byte
	// Pending are the calls waiting for an answer.
	Pending []PendingCall
	// WakeAt, when the execution has a timer pending, is when its
	// earliest timer is due (on [Durable.Clock]): resume it then, with no
	// answers when no call waits. A resume before WakeAt waits on (or
	// suspends again with the same WakeAt); zero when no timer is
	// pending.
	WakeAt time.Time
}

// PendingCall is a call a checkpoint leaves waiting.
type PendingCall struct {
	// Call is the call's number, in the order the program made its calls
	// and fetches, from 1.
	Call int
	// Provider, Tool and Args name a tool call; Fetch is set instead for a
	// fetch.
	Provider, Tool, Args string
	Fetch                *protocol.JournalHTTP
	// Reason is why the call suspended the execution; it is empty for an
	// ambiguous call.
	Reason string
	// Ambiguous reports that the call was dispatched but its answer was
	// never recorded (the host or the executor died): it may or may not
	// have taken effect. The host decides: answer it, or Redispatch it.
	Ambiguous bool
}

// Checkpoint is a parsed checkpoint.
type Checkpoint struct {
	// Code, Providers and Limits are the execution's program and what it
	// may reach.
	Code      string
	Providers []Provider
	Limits    Limits
	// Journal is every entry, the start entry first.
	Journal []protocol.JournalEntry
}

// startInfo is the start entry's content.
type startInfo struct {
	Code      string           `json:"code"`
	Providers []startProvider  `json:"providers"`
	Limits    map[string]int64 `json:"limits"`
}

type startProvider struct {
	Name        string   `json:"name"`
	Tools       []string `json:"tools,omitzero"`
	Options     bool     `json:"optionsObject,omitzero"`
	Prelude     string   `json:"prelude,omitzero"`
	ProxySource string   `json:"proxySource,omitzero"`
}

func limitsMap(l Limits) map[string]int64 {
	return map[string]int64{
		"timeoutMs": l.Timeout.Milliseconds(), "memoryBytes": l.Memory, "stackDepth": int64(l.StackDepth),
		"payloadBytes": int64(l.PayloadBytes), "resultBytes": int64(l.ResultBytes), "logBytes": int64(l.LogBytes),
		"toolCalls": int64(l.ToolCalls), "concurrentCalls": int64(l.ConcurrentCalls), "timers": int64(l.Timers),
		"responseBytes": int64(l.ResponseBytes),
	}
}

func limitsOf(m map[string]int64) Limits {
	return Limits{
		Timeout: time.Duration(m["timeoutMs"]) * time.Millisecond, Memory: m["memoryBytes"], StackDepth: int(m["stackDepth"]),
		PayloadBytes: int(m["payloadBytes"]), ResultBytes: int(m["resultBytes"]), LogBytes: int(m["logBytes"]),
		ToolCalls: int(m["toolCalls"]), ConcurrentCalls: int(m["concurrentCalls"]), Timers: int(m["timers"]),
		ResponseBytes: int(m["responseBytes"]),
	}
}

// startEntry returns the journal's first entry for a request: its program,
// providers and limits (defaults filled in).
func startEntry(req Request) protocol.JournalEntry {
	info := startInfo{Code: req.Code, Limits: limitsMap(req.Limits.WithDefaults()), Providers: []startProvider{}}
	for _, p := range req.Providers {
		info.Providers = append(info.Providers, startProvider{Name: p.Name, Tools: p.Tools, Options: p.Args == OptionsObject, Prelude: p.Prelude, ProxySource: p.ProxySource})
	}
	b, _ := jsonv2.Marshal(info, jsontext.AllowInvalidUTF8(true))
	return protocol.JournalEntry{Seq: 1, Kind: protocol.JournalStart, Start: b}
}

// Checkpoints are read and written with github.com/go-json-experiment/json,
// several times faster than encoding/json on journals (a resume reads one
// first); invalid UTF-8 is refused, as are unknown and duplicate members.
var checkpointOptions = jsonv2.JoinOptions(jsonv2.RejectUnknownMembers(true))

// Marshal encodes the checkpoint.
func (c *Checkpoint) Marshal() []byte {
	size := asyncrt.CheckpointFraming
	for i := range c.Journal {
		size += asyncrt.EntrySize(&c.Journal[i])
	}
	b := appendCheckpointHead(make([]byte, 0, size))
	for i := range c.Journal {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendEntry(b, &c.Journal[i])
	}
	return append(b, `]}`...)
}

// ParseCheckpoint reads a checkpoint. A checkpoint of another version, or one
// that is not well formed, is refused with an error whose text is the one a
// resumed execution fails with (kind [ErrCheckpoint]).
//
// A checkpoint larger than [MaxCheckpointBytes], or whose journal has more
// than [MaxJournalEntries] entries, is refused with kind
// [ErrJournalTooLarge] before it is parsed.
func ParseCheckpoint(b []byte) (*Checkpoint, error) {
	entries, err := checkCheckpointBounds(b)
	if err != nil {
		return nil, err
	}
	if journal, ok := readCheckpointFast(b, entries); ok {
		return checkpointOf(journal)
	}
	return parseCheckpointSlow(b)
}

// parseCheckpointSlow reads a checkpoint with the general decoder, which
// gives the error text of one it refuses.
func parseCheckpointSlow(b []byte) (*Checkpoint, error) {
	var f struct {
		Version *int                    `json:"checkpoint"`
		Journal []protocol.JournalEntry `json:"journal"`
	}
	err := jsonv2.Unmarshal(b, &f, checkpointOptions)
	if err != nil || f.Version == nil || *f.Version != CheckpointVersion {
		// Another version may have other members: say which version
		// it is when that much can be read.
		var head struct {
			Version *int `json:"checkpoint"`
		}
		if json.Unmarshal(b, &head) != nil || head.Version == nil {
			return nil, checkpointError("it is not a codemode checkpoint")
		}
		if *head.Version != CheckpointVersion {
			return nil, &Error{Kind: ErrCheckpoint, Message: checkpointVersionText(*head.Version)}
		}
		return nil, checkpointError(err.Error())
	}
	return checkpointOf(f.Journal)
}

// CheckpointFromJournal makes a checkpoint of journal entries a host kept as
// they were streamed ([Durable.OnJournal]), after a crash of the host or of
// the executor: every entry in order, the start entry first. A trailing
// entry cut short is for the host to drop before. Entries past the
// journal's bounds are refused as a resume would refuse their checkpoint.
func CheckpointFromJournal(entries []protocol.JournalEntry) ([]byte, error) {
	if len(entries) > MaxJournalEntries {
		return nil, &Error{Kind: ErrJournalTooLarge, Message: textCheckpointTooManyEntries}
	}
	c, err := checkpointOf(entries)
	if err != nil {
		return nil, err
	}
	b := c.Marshal()
	if len(b) > MaxCheckpointBytes {
		return nil, &Error{Kind: ErrJournalTooLarge, Message: checkpointTooLargeText(len(b))}
	}
	return b, nil
}

func checkpointOf(journal []protocol.JournalEntry) (*Checkpoint, error) {
	if len(journal) == 0 {
		return nil, checkpointError("its journal does not begin with the start entry")
	}
	info, err := startOf(&journal[0])
	if err != nil {
		return nil, err
	}
	for i := range journal {
		if err := checkEntry(i, &journal[i]); err != nil {
			return nil, err
		}
	}
	c := &Checkpoint{Journal: journal}
	c.setStart(info)
	return c, nil
}

// startOf reads the first entry of a journal, the start entry.
func startOf(e *protocol.JournalEntry) (startInfo, *Error) {
	var info startInfo
	if e.Kind != protocol.JournalStart {
		return info, checkpointError("its journal does not begin with the start entry")
	}
	if err := jsonv2.Unmarshal(e.Start, &info); err != nil {
		return info, checkpointError("its start entry is malformed: " + err.Error())
	}
	return info, nil
}

// checkEntry checks entry i of a journal.
func checkEntry(i int, e *protocol.JournalEntry) *Error {
	if e.Seq != i+1 {
		return checkpointError(fmt.Sprintf("entry %d has seq %d: the journal has a gap or is out of order", i+1, e.Seq))
	}
	switch e.Kind {
	case protocol.JournalStart:
		if i != 0 {
			return checkpointError(fmt.Sprintf("entry %d is a second start entry", i+1))
		}
	case protocol.JournalCall, protocol.JournalAnswer, protocol.JournalSuspend, protocol.JournalFetch, protocol.JournalFetched:
		if e.Call <= 0 {
			return checkpointError(fmt.Sprintf("entry %d (%s) has no call number", i+1, e.Kind))
		}
	case protocol.JournalTimer, protocol.JournalDue, protocol.JournalClock, protocol.JournalRandom, protocol.JournalInvoke:
	default:
		return checkpointError(fmt.Sprintf("entry %d has the unknown kind %q", i+1, e.Kind))
	}
	return nil
}

// setStart sets the checkpoint's program, providers and limits from its
// start entry.
func (c *Checkpoint) setStart(info startInfo) {
	c.Code, c.Limits = info.Code, limitsOf(info.Limits)
	for _, p := range info.Providers {
		pr := Provider{Name: p.Name, Tools: p.Tools, Prelude: p.Prelude, ProxySource: p.ProxySource}
		if p.Options {
			pr.Args = OptionsObject
		}
		c.Providers = append(c.Providers, pr)
	}
}

func checkpointError(why string) *Error {
	return &Error{Kind: ErrCheckpoint, Message: checkpointUnreadableText(why)}
}

// Pending returns the calls the checkpoint leaves waiting, in call order:
// suspended calls, and ambiguous ones (dispatched, never answered).
func (c *Checkpoint) Pending() []PendingCall {
	var t pendingTracker
	for i := range c.Journal {
		t.add(i, &c.Journal[i])
	}
	return t.calls(func(i int) protocol.JournalEntry { return c.Journal[i] })
}

func sortPending(p []PendingCall) {
	sort.Slice(p, func(i, j int) bool { return p[i].Call < p[j].Call })
}

// name is how texts name a pending call: store.approve, or fetch GET url.
func (p PendingCall) name() string {
	if p.Fetch != nil {
		return "fetch " + p.Fetch.Method + " " + p.Fetch.URL
	}
	return p.Provider + "." + p.Tool
}

// durablePrep is a durable request made ready for the sandbox.
type durablePrep struct {
	start   protocol.JournalEntry
	journal *asyncrt.Journal
	// checkpoint and pending are the resumed checkpoint's; tracker has
	// read its entries.
	checkpoint []byte
	pending    []PendingCall
	tracker    pendingTracker
}

// prepareDurable turns a durable request into the request to compile and the
// sandbox's journal. A non-nil Result refuses the request.
func prepareDurable(req Request) (Request, *durablePrep, *Result) {
	if req.Durable == nil {
		return req, nil, nil
	}
	d := req.Durable
	if req.RetainHandles {
		r := failed(ErrRequest, TextDurableRetain)
		return req, nil, &r
	}
	p := &durablePrep{journal: &asyncrt.Journal{NextSeq: 2}}
	replayBytes := 0
	if d.Resume == nil {
		p.start = startEntry(req)
	} else {
		rs, err := readResume(d.Resume.Checkpoint)
		if err != nil {
			r := Result{Error: err.(*Error), Logs: []string{}} //nolint:errorlint // readResume returns its *Error unwrapped
			return req, nil, &r
		}
		cp := &rs.head
		if req.Code == "" {
			req.Code = cp.Code
		}
		if req.Providers == nil {
			req.Providers = cp.Providers
		}
		if req.Limits == (Limits{}) {
			req.Limits = cp.Limits
		}
		p.checkpoint = d.Resume.Checkpoint
		p.pending = rs.pending
		answers, fail := matchAnswers(p.pending, d.Resume.Answers)
		if fail != nil {
			if fail.Error.Kind == ErrAmbiguous {
				fail.Suspended = &Suspension{Checkpoint: p.checkpoint, Pending: p.pending}
			}
			return req, nil, fail
		}
		p.start = startEntry(req)
		p.journal.Replay = rs.replay
		p.journal.Answers = answers
		p.journal.NextSeq = rs.entries + 1
		replayBytes = rs.replayBytes
		p.tracker = rs.tracker
	}
	p.journal.Bytes = asyncrt.EntrySize(&p.start) + replayBytes
	p.journal.OnEntry = d.OnJournal
	p.journal.SuspendOn = d.SuspendOn
	p.journal.Clock = d.Clock
	p.journal.MaxWait = d.MaxWait
	return req, p, nil
}

// matchAnswers checks a resume's answers against the calls waiting.
func matchAnswers(pending []PendingCall, answers []Answer) (map[int]asyncrt.ResumeAnswer, *Result) {
	waiting := map[int]PendingCall{}
	for _, p := range pending {
		waiting[p.Call] = p
	}
	out := map[int]asyncrt.ResumeAnswer{}
	for _, a := range answers {
		if _, ok := waiting[a.Call]; !ok {
			r := failed(ErrRequest, notPendingText(a.Call))
			return nil, &r
		}
		if !a.Redispatch && strings.TrimSpace(a.Envelope) == "" {
			r := failed(ErrRequest, emptyAnswerText(a.Call))
			return nil, &r
		}
		out[a.Call] = asyncrt.ResumeAnswer{Envelope: a.Envelope, Redispatch: a.Redispatch}
	}
	for _, p := range pending {
		if _, ok := out[p.Call]; ok {
			continue
		}
		if p.Ambiguous {
			r := failed(ErrAmbiguous, ambiguousText(p.Call, p.name()))
			return nil, &r
		}
		r := failed(ErrRequest, unansweredText(p.Call, p.name(), p.Reason))
		return nil, &r
	}
	return out, nil
}

// emitStart streams the start entry of a new durable execution.
func (p *durablePrep) emitStart(req Request) {
	if d := req.Durable; d != nil && d.Resume == nil && d.OnJournal != nil {
		d.OnJournal(p.start)
	}
}

// finish adds the suspension to the result of a durable execution. The
// checkpoint is written from the start entry, the replayed entries and the
// new ones, one entry at a time: a long journal is not copied, nor its
// replayed entries parsed, again.
func (p *durablePrep) finish(out *Result, r asyncrt.Result) {
	if !r.Suspended {
		return
	}
	size := p.journal.Bytes
	for i := range r.Journal {
		size += asyncrt.EntrySize(&r.Journal[i])
	}
	b := appendCheckpointHead(make([]byte, 0, size+asyncrt.CheckpointFraming))
	b = appendEntry(b, &p.start)
	replayed := 0
	if p.journal.Replay != nil {
		replayed = p.journal.Replay.Len()
		for i := range replayed {
			b = appendReplayed(append(b, ','), p.journal.Replay, i)
		}
	}
	t := p.tracker.clone()
	for i := range r.Journal {
		b = appendEntry(append(b, ','), &r.Journal[i])
		t.add(1+replayed+i, &r.Journal[i])
	}
	pending := t.calls(func(i int) protocol.JournalEntry {
		switch {
		case i == 0:
			return p.start
		case i <= replayed:
			return p.journal.Replay.Entry(i - 1)
		}
		return r.Journal[i-1-replayed]
	})
	out.Suspended = &Suspension{Checkpoint: append(b, `]}`...), Pending: pending, WakeAt: r.WakeAt}
}

// appendCheckpointHead appends a checkpoint's members up to its journal's
// first entry.
func appendCheckpointHead(b []byte) []byte {
	b = append(b, `{"checkpoint":`...)
	b = strconv.AppendInt(b, CheckpointVersion, 10)
	return append(b, `,"journal":[`...)
}

// appendEntry appends a journal entry's JSON.
func appendEntry(b []byte, e *protocol.JournalEntry) []byte {
	enc, _ := jsonv2.Marshal(e, jsontext.AllowInvalidUTF8(true))
	return append(b, enc...)
}

// appendReplayed appends the JSON of entry i of a resumed journal: copied
// from its checkpoint, compacted, when it was read from one.
func appendReplayed(b []byte, replay asyncrt.Entries, i int) []byte {
	if c, ok := replay.(*checkpointEntries); ok {
		return c.appendJSON(b, i)
	}
	e := replay.Entry(i)
	return appendEntry(b, &e)
}

// Recorder keeps a durable execution's streamed journal in memory, for a host
// (or a client of a fleet of daemons) that resumes elsewhere when the executor
// dies: set Durable.OnJournal to its Record, and after a worker's or a
// daemon's death resume from its Checkpoint. It is safe for concurrent use.
// A host that must survive its own crash persists the entries instead (see
// docs/durable.md).
type Recorder struct {
	mu      sync.Mutex
	entries []protocol.JournalEntry
}

// Record appends one entry; it is a Durable.OnJournal.
func (r *Recorder) Record(e protocol.JournalEntry) {
	r.mu.Lock()
	r.entries = append(r.entries, e)
	r.mu.Unlock()
}

// Entries returns a copy of the entries recorded so far.
func (r *Recorder) Entries() []protocol.JournalEntry {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]protocol.JournalEntry(nil), r.entries...)
}

// Checkpoint makes a checkpoint of the entries recorded so far
// ([CheckpointFromJournal]).
func (r *Recorder) Checkpoint() ([]byte, error) { return CheckpointFromJournal(r.Entries()) }
