package codemode

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

// Durable executions (docs/durable.md). A request with Durable set journals
// everything its program observes; a dispatch that returns [Suspend] ends it
// with the suspended outcome and a checkpoint, and a request with Resume set
// replays the checkpoint's journal in a fresh sandbox and continues live.

// CheckpointVersion is the version of the checkpoint format this package
// writes and reads.
const CheckpointVersion = 1

// Suspend returns the error a [DispatchFunc] (or an [AsyncDispatchFunc]'s
// reply) gives to suspend a durable execution at the call it was asked to
// answer: the call is left waiting, calls already in flight answer into the
// journal, and the execution ends with kind [ErrSuspended] and
// [Result.Suspended]. In an execution that is not durable the call fails
// instead, with an error the program can catch.
func Suspend(reason string) error { return protocol.Suspend(reason) }

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
	// execution; give it to any executor in [Request.Resume].
	Checkpoint []byte
	// Pending are the calls waiting for an answer.
	Pending []PendingCall
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

// The texts of the durable outcomes (docs/durable.md).
const (
	// TextDurableRetain refuses a durable request that retains handles.
	TextDurableRetain = "A durable execution cannot retain handles: set either Durable (or Resume) or RetainHandles."
	// TextHostSuspended is the outcome text of an execution suspended
	// through Request.SuspendOn.
	TextHostSuspended = sandbox.TextHostSuspended
)

// checkpointFile is a checkpoint's encoding.
type checkpointFile struct {
	Version int                     `json:"checkpoint"`
	Journal []protocol.JournalEntry `json:"journal"`
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
	b, _ := jsonv2.Marshal(checkpointFile{Version: CheckpointVersion, Journal: c.Journal}, jsontext.AllowInvalidUTF8(true))
	return b
}

// ParseCheckpoint reads a checkpoint. A checkpoint of another version, or one
// that is not well formed, is refused with an error whose text is the one a
// resumed execution fails with (kind [ErrCheckpoint]).
func ParseCheckpoint(b []byte) (*Checkpoint, error) {
	if journal, ok := readCheckpointFast(b); ok {
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
// they were streamed ([Request.OnJournal]), after a crash of the host or of
// the executor: every entry in order, the start entry first. A trailing
// entry cut short is for the host to drop before.
func CheckpointFromJournal(entries []protocol.JournalEntry) ([]byte, error) {
	c, err := checkpointOf(entries)
	if err != nil {
		return nil, err
	}
	return c.Marshal(), nil
}

func checkpointOf(journal []protocol.JournalEntry) (*Checkpoint, error) {
	if len(journal) == 0 || journal[0].Kind != protocol.JournalStart {
		return nil, checkpointError("its journal does not begin with the start entry")
	}
	var info startInfo
	if err := jsonv2.Unmarshal(journal[0].Start, &info); err != nil {
		return nil, checkpointError("its start entry is malformed: " + err.Error())
	}
	for i, e := range journal {
		if e.Seq != i+1 {
			return nil, checkpointError(fmt.Sprintf("entry %d has seq %d: the journal has a gap or is out of order", i+1, e.Seq))
		}
		switch e.Kind {
		case protocol.JournalStart:
			if i != 0 {
				return nil, checkpointError(fmt.Sprintf("entry %d is a second start entry", i+1))
			}
		case protocol.JournalCall, protocol.JournalAnswer, protocol.JournalSuspend, protocol.JournalFetch, protocol.JournalFetched:
			if e.Call <= 0 {
				return nil, checkpointError(fmt.Sprintf("entry %d (%s) has no call number", i+1, e.Kind))
			}
		case protocol.JournalTimer, protocol.JournalClock, protocol.JournalRandom, protocol.JournalInvoke:
		default:
			return nil, checkpointError(fmt.Sprintf("entry %d has the unknown kind %q", i+1, e.Kind))
		}
	}
	c := &Checkpoint{Code: info.Code, Limits: limitsOf(info.Limits), Journal: journal}
	for _, p := range info.Providers {
		pr := Provider{Name: p.Name, Tools: p.Tools, Prelude: p.Prelude, ProxySource: p.ProxySource}
		if p.Options {
			pr.Args = OptionsObject
		}
		c.Providers = append(c.Providers, pr)
	}
	return c, nil
}

func checkpointError(why string) *Error {
	return &Error{Kind: ErrCheckpoint, Message: "The checkpoint cannot be read: " + why + "."}
}

func checkpointVersionText(v int) string {
	return fmt.Sprintf("The checkpoint is version %d; this executor reads version %d.", v, CheckpointVersion)
}

// Pending returns the calls the checkpoint leaves waiting, in call order:
// suspended calls, and ambiguous ones (dispatched, never answered).
func (c *Checkpoint) Pending() []PendingCall {
	// open is, by call number, the index of the entry that dispatched the
	// call; reasons are the suspended ones' reasons. Nothing is allocated
	// per call: a resume reads every call of a long journal here.
	open := make(map[int]int)
	var reasons map[int]string
	for i := range c.Journal {
		e := &c.Journal[i]
		switch e.Kind {
		case protocol.JournalCall, protocol.JournalFetch:
			// A second entry for a call is its dispatch again after a
			// resume: until it answers (or suspends), its outcome is
			// unknown again.
			open[e.Call] = i
			delete(reasons, e.Call)
		case protocol.JournalSuspend:
			if _, ok := open[e.Call]; ok {
				if reasons == nil {
					reasons = make(map[int]string)
				}
				reasons[e.Call] = e.Reason
			}
		case protocol.JournalAnswer, protocol.JournalFetched:
			delete(open, e.Call)
			delete(reasons, e.Call)
		}
	}
	out := make([]PendingCall, 0, len(open))
	for n, i := range open {
		e := &c.Journal[i]
		p := PendingCall{Call: n, Ambiguous: true}
		if e.Kind == protocol.JournalFetch {
			p.Fetch = e.Fetch
		} else {
			p.Provider, p.Tool, p.Args = e.Provider, e.Tool, e.Args
		}
		if r, ok := reasons[n]; ok {
			p.Reason, p.Ambiguous = r, false
		}
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Call < out[j].Call })
	return out
}

// name is how texts name a pending call: store.approve, or fetch GET url.
func (p PendingCall) name() string {
	if p.Fetch != nil {
		return "fetch " + p.Fetch.Method + " " + p.Fetch.URL
	}
	return p.Provider + "." + p.Tool
}

// AmbiguousText is the failure text (kind [ErrAmbiguous]) of a resume that
// does not say what to do with a call whose outcome is unknown.
func AmbiguousText(p PendingCall) string {
	return fmt.Sprintf("Call %d (%s) was dispatched, but the journal has no answer for it: it may or may not have happened. Resume with its answer, or with Redispatch to dispatch it again.", p.Call, p.name())
}

// UnansweredText is the failure text (kind [ErrRequest]) of a resume that
// gives no answer to a suspended call.
func UnansweredText(p PendingCall) string {
	return fmt.Sprintf("Call %d (%s) is waiting for an answer (%s): give one in Resume.Answers.", p.Call, p.name(), p.Reason)
}

// NotPendingText is the failure text (kind [ErrRequest]) of an answer to a
// call the checkpoint does not leave waiting.
func NotPendingText(call int) string {
	return fmt.Sprintf("Call %d is not waiting for an answer in this checkpoint.", call)
}

// durablePrep is a durable request made ready for the sandbox.
type durablePrep struct {
	start   protocol.JournalEntry
	journal *sandbox.Journal
	// checkpoint and pending are the resumed checkpoint's.
	checkpoint []byte
	pending    []PendingCall
}

// prepareDurable turns a durable request into the request to compile and the
// sandbox's journal. A non-nil Result refuses the request.
func prepareDurable(req Request) (Request, *durablePrep, *Result) {
	if !req.Durable && req.Resume == nil {
		return req, nil, nil
	}
	if req.RetainHandles {
		r := failed(ErrRequest, TextDurableRetain)
		return req, nil, &r
	}
	p := &durablePrep{journal: &sandbox.Journal{NextSeq: 2}}
	if req.Resume == nil {
		p.start = startEntry(req)
	} else {
		cp, err := ParseCheckpoint(req.Resume.Checkpoint)
		if err != nil {
			r := Result{Error: err.(*Error), Logs: []string{}}
			return req, nil, &r
		}
		if req.Code == "" {
			req.Code = cp.Code
		}
		if req.Providers == nil {
			req.Providers = cp.Providers
		}
		if req.Limits == (Limits{}) {
			req.Limits = cp.Limits
		}
		p.checkpoint = req.Resume.Checkpoint
		p.pending = cp.Pending()
		answers, fail := matchAnswers(p.pending, req.Resume.Answers)
		if fail != nil {
			if fail.Error.Kind == ErrAmbiguous {
				fail.Suspended = &Suspension{Checkpoint: p.checkpoint, Pending: p.pending}
			}
			return req, nil, fail
		}
		p.start = startEntry(req)
		p.journal.Replay = cp.Journal[1:]
		p.journal.Answers = answers
		p.journal.NextSeq = len(cp.Journal) + 1
	}
	p.journal.OnEntry = req.OnJournal
	p.journal.SuspendOn = req.SuspendOn
	return req, p, nil
}

// matchAnswers checks a resume's answers against the calls waiting.
func matchAnswers(pending []PendingCall, answers []Answer) (map[int]sandbox.ResumeAnswer, *Result) {
	waiting := map[int]PendingCall{}
	for _, p := range pending {
		waiting[p.Call] = p
	}
	out := map[int]sandbox.ResumeAnswer{}
	for _, a := range answers {
		if _, ok := waiting[a.Call]; !ok {
			r := failed(ErrRequest, NotPendingText(a.Call))
			return nil, &r
		}
		if !a.Redispatch && strings.TrimSpace(a.Envelope) == "" {
			r := failed(ErrRequest, fmt.Sprintf("The answer to call %d has neither an envelope nor Redispatch.", a.Call))
			return nil, &r
		}
		out[a.Call] = sandbox.ResumeAnswer{Envelope: a.Envelope, Redispatch: a.Redispatch}
	}
	for _, p := range pending {
		if _, ok := out[p.Call]; ok {
			continue
		}
		if p.Ambiguous {
			r := failed(ErrAmbiguous, AmbiguousText(p))
			return nil, &r
		}
		r := failed(ErrRequest, UnansweredText(p))
		return nil, &r
	}
	return out, nil
}

// emitStart streams the start entry of a new durable execution.
func (p *durablePrep) emitStart(req Request) {
	if req.Resume == nil && req.OnJournal != nil {
		req.OnJournal(p.start)
	}
}

// finish adds the suspension to the result of a durable execution.
func (p *durablePrep) finish(out *Result, r sandbox.Result) {
	if !r.Suspended {
		return
	}
	journal := make([]protocol.JournalEntry, 0, len(r.Journal)+1)
	journal = append(journal, p.start)
	journal = append(journal, r.Journal...)
	cp := &Checkpoint{Journal: journal}
	out.Suspended = &Suspension{Checkpoint: cp.Marshal(), Pending: cp.Pending()}
}

// Recorder keeps a durable execution's streamed journal in memory, for a host
// (or a client of a fleet of daemons) that resumes elsewhere when the executor
// dies: set Request.OnJournal to its Record, and after a worker's or a
// daemon's death resume from its Checkpoint. It is safe for concurrent use.
// A host that must survive its own crash persists the entries instead (see
// docs/durable.md).
type Recorder struct {
	mu      sync.Mutex
	entries []protocol.JournalEntry
}

// Record appends one entry; it is a Request.OnJournal.
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
