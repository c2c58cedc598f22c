package mcpgw

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/durable"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/protocol"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Approvals that hold no process (docs/durable.md, "The gateway's
// approvals"). With Options.State set, an execution that may need the
// user's approval runs durable, its journal kept in memory. A call that
// needs approval suspends it into a SQLite store in the state directory:
// the sandbox is gone, and what waits is a row in the store. The answer
// resumes it, with the approved call dispatched again live (or answered
// with the refusal), in this process or, after a restart, in the next one.
//
// A client that speaks multi round-trip requests gets an input_required
// result whose request state is sealed with the gateway's key; its retry
// carries the answer. Other clients are asked through elicitation while
// their execute call waits, and the console page asks too; an answer that
// comes after the call has gone is collected with execute {"resume": id}.

// DefaultState is the directory `codemode mcp` keeps its durable state in
// (--state): codemode/gateway under $XDG_STATE_HOME, else ~/.local/state,
// else the user's configuration directory. It is "" when there is none.
func DefaultState() string {
	if d := os.Getenv("XDG_STATE_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "codemode", "gateway")
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "state", "codemode", "gateway")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "codemode", "state")
	}
	return ""
}

// The state directory's files.
const (
	stateDB      = "executions.db" // the durable store (SQLite)
	stateKey     = "seal.key"      // the key request states are sealed with, 0600
	stateRecords = "executions"    // one JSON file per execution: its question or its outcome
	keyBytes     = 32
	// maxFinished bounds the finished executions' records kept; the
	// oldest go first. Waiting and running ones are always kept.
	maxFinished = 500
)

// gwState is the gateway's durable state.
type gwState struct {
	dir   string
	store durable.Store
	key   []byte
	host  *durable.Host

	mu sync.Mutex // serializes record writes of this process
}

func openState(ctx context.Context, dir string, x codemode.Executor) (*gwState, error) {
	if err := os.MkdirAll(filepath.Join(dir, stateRecords), 0o700); err != nil {
		return nil, fmt.Errorf("state directory: %v", err)
	}
	key, err := loadKey(filepath.Join(dir, stateKey))
	if err != nil {
		return nil, err
	}
	store, err := durable.OpenSQLite(ctx, filepath.Join(dir, stateDB), durable.Options{})
	if err != nil {
		return nil, fmt.Errorf("state directory: %v", err)
	}
	return &gwState{dir: dir, store: store, key: key, host: &durable.Host{Store: store, Executor: x}}, nil
}

// loadKey reads the sealing key, making it (0600, created exclusively, so
// that two gateways starting on one directory agree) when it is missing.
func loadKey(path string) ([]byte, error) {
	key := make([]byte, keyBytes)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		_, werr := f.Write([]byte(hex.EncodeToString(key)))
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return nil, fmt.Errorf("state directory: writing the sealing key: %v", werr)
		}
		return key, nil
	}
	if !errors.Is(err, os.ErrExist) {
		return nil, fmt.Errorf("state directory: %v", err)
	}
	for range 50 { // another process may be writing it now
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("state directory: %v", err)
		}
		if k, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(k) == keyBytes {
			return k, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil, fmt.Errorf("state directory: %s is not a sealing key (%d hex digits); remove it to make a new one, which refuses the request states sealed with the old one", path, 2*keyBytes)
}

func (s *gwState) close() error { return s.store.Close() }

// HTTPHandler serves the gateway's MCP server over streamable HTTP: a
// client of protocol 2026-07-28 or later (its requests carry the
// MCP-Protocol-Version header) statelessly, so that any gateway sharing the
// state directory can serve its multi round-trip retry; older clients in
// sessions, which the gateway can ask through elicitation.
func (g *Gateway) HTTPHandler() http.Handler {
	get := func(*http.Request) *mcp.Server { return g.server }
	stateful := mcp.NewStreamableHTTPHandler(get, nil)
	stateless := mcp.NewStreamableHTTPHandler(get, &mcp.StreamableHTTPOptions{Stateless: true})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if v := r.Header.Get("Mcp-Protocol-Version"); v >= "2026-07-28" && r.Header.Get("Mcp-Session-Id") == "" {
			stateless.ServeHTTP(w, r)
			return
		}
		stateful.ServeHTTP(w, r)
	})
}

// ---- sealed request states ----

// sealedState is what a request state names: an execution and the sequence
// it suspended at.
type sealedState struct {
	ID  string `json:"e"`
	Seq int    `json:"s"`
}

// seal makes the request state of an execution suspended at seq:
// "v1." + the reference + "." + its HMAC-SHA256 under the gateway's key,
// both base64url. It carries no answer and no journal: the client can only
// hand the reference back.
func (s *gwState) seal(id string, seq int) string {
	b, _ := json.Marshal(sealedState{ID: id, Seq: seq})
	p := base64.RawURLEncoding.EncodeToString(b)
	return "v1." + p + "." + base64.RawURLEncoding.EncodeToString(s.mac(p))
}

func (s *gwState) mac(p string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("codemode gateway request state\x00" + p))
	return m.Sum(nil)
}

// unseal reads a request state; ok is false for one not sealed with the
// gateway's key, or altered.
func (s *gwState) unseal(state string) (sealedState, bool) {
	var st sealedState
	v, rest, ok := strings.Cut(state, ".")
	if !ok || v != "v1" {
		return st, false
	}
	p, sig, ok := strings.Cut(rest, ".")
	if !ok {
		return st, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(p)) {
		return st, false
	}
	b, err := base64.RawURLEncoding.DecodeString(p)
	if err != nil || json.Unmarshal(b, &st) != nil || !validID(st.ID) {
		return st, false
	}
	return st, true
}

// ---- execution records ----

// The states of an execution record.
const (
	recRunning  = "running"
	recWaiting  = "waiting"
	recFinished = "finished"
)

// execRecord is what the gateway keeps of an execution beside its journal:
// the calls it waits on, or its outcome.
type execRecord struct {
	ID      string        `json:"id"`
	Code    string        `json:"code"`
	Started time.Time     `json:"started"`
	State   string        `json:"state"`
	Waiting []waitingCall `json:"waiting,omitempty"`
	Ended   time.Time     `json:"ended,omitzero"`
	Result  *storedResult `json:"result,omitempty"`
}

// waitingCall is a call an execution is suspended on, waiting for the
// user's approval.
type waitingCall struct {
	Call     int    `json:"call"`
	Server   string `json:"server"`
	Tool     string `json:"tool"`
	Name     string `json:"name"` // how the program called it
	Provider string `json:"provider"`
	Args     string `json:"args"`
	Kind     string `json:"kind"`
	Policy   string `json:"policy"`
	Message  string `json:"message"`
}

// storedResult is a finished execution's outcome.
type storedResult struct {
	Value json.RawMessage `json:"value,omitempty"`
	Logs  []string        `json:"logs"`
	Error *codemode.Error `json:"error,omitempty"`
}

var idPattern = regexp.MustCompile(`^x[0-9a-f]{24}$`)

func validID(id string) bool { return idPattern.MatchString(id) }

func newExecID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return "x" + hex.EncodeToString(b)
}

func (s *gwState) recordPath(id string) string {
	return filepath.Join(s.dir, stateRecords, id+".json")
}

// save writes a record atomically (a temporary file renamed over it).
func (s *gwState) save(r *execRecord) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f, err := os.CreateTemp(filepath.Join(s.dir, stateRecords), ".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), s.recordPath(r.ID))
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
	return err
}

// load reads a record; nil when there is none.
func (s *gwState) load(id string) *execRecord {
	if !validID(id) {
		return nil
	}
	b, err := os.ReadFile(s.recordPath(id))
	if err != nil {
		return nil
	}
	var r execRecord
	if json.Unmarshal(b, &r) != nil {
		return nil
	}
	return &r
}

// records lists the records, the latest started first.
func (s *gwState) records() []*execRecord {
	ents, _ := os.ReadDir(filepath.Join(s.dir, stateRecords))
	var out []*execRecord
	for _, e := range ents {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok {
			continue
		}
		if r := s.load(id); r != nil {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b *execRecord) int { return b.Started.Compare(a.Started) })
	return out
}

// prune removes the records of the oldest finished executions past
// maxFinished.
func (s *gwState) prune() {
	finished := 0
	for _, r := range s.records() {
		if r.State != recFinished {
			continue
		}
		if finished++; finished > maxFinished {
			_ = os.Remove(s.recordPath(r.ID))
		}
	}
}

// ---- running durably ----

// approvedKey marks the context of a call the user approved before the
// execution suspended on it: approve lets it through.
type approvedKey struct{}

// approvedCalls are the calls a resume dispatches again because the user
// approved them, each let through once.
type approvedCalls struct {
	mu   sync.Mutex
	keys []string
}

func callKey(provider, tool, args string) string { return provider + "\x00" + tool + "\x00" + args }

func (a *approvedCalls) take(provider, tool, args string) bool {
	if a == nil {
		return false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if i := slices.Index(a.keys, callKey(provider, tool, args)); i >= 0 {
		a.keys = slices.Delete(a.keys, i, i+1)
		return true
	}
	return false
}

// durableApprovals reports whether executions run durable: the gateway has
// a state directory and some server's policy asks for approval.
func (g *Gateway) durableApprovals() bool {
	if g.st == nil {
		return false
	}
	for _, u := range g.ups {
		if u.policy() != ApproveNone {
			return true
		}
	}
	return false
}

// gate wraps a dispatch of a durable execution: a call that needs approval
// suspends the execution, unless the user approved it before.
func (g *Gateway) gate(approved *approvedCalls, next codemode.DispatchFunc) codemode.DispatchFunc {
	return func(ctx context.Context, provider, tool, args string) (string, error) {
		if u := g.byProv[provider]; u != nil {
			if e := u.lookup(tool); e != nil && needsApproval(u.policy(), e.tool) {
				if !approved.take(provider, tool, args) {
					return "", codemode.Suspend("approval")
				}
				ctx = context.WithValue(ctx, approvedKey{}, true)
			}
		}
		return next(ctx, provider, tool, args)
	}
}

// runDurable resumes a suspended execution from cp with answers, through
// the store: claimed at cp's sequence (a second resume of it is refused),
// every entry written before its effect.
func (g *Gateway) runDurable(ctx context.Context, inv *invocation, cp *durable.Checkpoint, answers []codemode.Answer, approved *approvedCalls) (durable.Outcome, error) {
	req, done := g.request(inv, "", codemode.Limits{})
	defer done()
	req.Dispatch = g.gate(approved, req.Dispatch)
	req.Providers = nil // the checkpoint's
	out, err := g.st.host.Resume(ctx, *cp, answers, req)
	out.Result = approvalsOnly(out.Result)
	return out, err
}

// approvalsOnly keeps a suspension only when it waits for approvals: an
// execution the gateway runs durable for its approvals may also suspend
// because a timer is due past its deadline, or because the deadline came
// while it waited for calls (some then of unknown outcome). The gateway
// resumes executions only with the user's answers, so such a suspension is
// what it was before executions ran durable: the program ran out of time.
func approvalsOnly(r codemode.Result) codemode.Result {
	if r.Suspended == nil {
		return r
	}
	asked := false
	for _, p := range r.Suspended.Pending {
		if p.Ambiguous {
			asked = false
			break
		}
		asked = asked || p.Reason != ""
	}
	if asked {
		return r
	}
	l, _, _ := executor.CheckCheckpoint(r.Suspended.Checkpoint)
	r.Suspended = nil
	r.Error = &codemode.Error{Kind: codemode.ErrTimeout, Message: executor.TimeoutText(l.WithDefaults().Timeout)}
	return r
}

// settle records what a run ended with: the calls it waits on, or its
// outcome. It returns the record.
func (g *Gateway) settle(rec *execRecord, out durable.Outcome) *execRecord {
	r := *rec
	if out.Checkpoint != nil && out.Suspended != nil {
		r.State, r.Waiting = recWaiting, nil
		for _, p := range out.Suspended.Pending {
			r.Waiting = append(r.Waiting, g.waiting(r.ID, p))
		}
	} else {
		r.State, r.Waiting, r.Ended = recFinished, nil, time.Now()
		r.Result = &storedResult{Value: out.Value, Logs: out.Logs, Error: out.Error}
	}
	if err := g.st.save(&r); err != nil {
		g.log.Warn("cannot record an execution", "execution", r.ID, "error", err)
	}
	if r.State == recFinished {
		g.st.prune()
	}
	return &r
}

// waiting describes a call an execution suspended on.
func (g *Gateway) waiting(id string, p codemode.PendingCall) waitingCall {
	w := waitingCall{Call: p.Call, Provider: p.Provider, Tool: p.Tool, Args: p.Args, Name: callName(p.Provider, p.Tool)}
	if u := g.byProv[p.Provider]; u != nil {
		w.Server, w.Policy = u.name, u.policy()
		if e := u.lookup(p.Tool); e != nil {
			w.Kind = kindOf(e.tool)
			w.Message = approvalMessage(w.Name, p.Args, p.Tool, u.name, w.Kind)
		}
	}
	if w.Message == "" {
		w.Message = approvalMessage(w.Name, p.Args, p.Tool, w.Server, "unknown")
	}
	w.Message += textApprovalExecution(id)
	return w
}

// storeFailure is the execute answer of a run the store stopped.
func storeFailure(id string, err error) *mcp.CallToolResult {
	return usageResult(textStoreFailure(id, err))
}

// executeDurably runs a program as a durable execution, and carries it to
// its outcome or to the question its client must answer. The first run
// keeps its journal in memory and writes it to the store only when the
// execution suspends: a program that needs no approval writes nothing, and
// costs what it costs without a state directory but for the journal. (A
// gateway that dies during that run loses the execution, as its execute
// call is lost with it; a resumed run writes every entry before its
// effect, the approved call's among them.)
func (g *Gateway) executeDurably(ctx context.Context, inv *invocation, code string, limits codemode.Limits, note string) *mcp.CallToolResult {
	rec := &execRecord{ID: newExecID(), Code: code, Started: time.Now(), State: recRunning}
	req, done := g.request(inv, code, limits)
	defer done()
	req.Dispatch = g.gate(nil, req.Dispatch)
	var mu sync.Mutex
	var journal []protocol.JournalEntry
	req.Durable = &codemode.Durable{OnJournal: func(e protocol.JournalEntry) {
		mu.Lock()
		journal = append(journal, e)
		mu.Unlock()
	}}
	r := approvalsOnly(g.exec.Execute(ctx, req))
	out := durable.Outcome{Result: r}
	if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || r.Suspended == nil {
		return executeResult(r, g.opts.MaxAnswer, note)
	}
	mu.Lock()
	entries := journal
	mu.Unlock()
	cp, err := g.st.suspend(ctx, rec.ID, entries, r.Suspended.Checkpoint)
	out.Checkpoint = cp
	return g.drive(ctx, inv, rec, out, err, note, limits.WithDefaults().Timeout)
}

// suspend writes a first run's journal and the checkpoint it suspended
// with into the store, as a new execution left suspended.
func (s *gwState) suspend(ctx context.Context, id string, entries []protocol.JournalEntry, checkpoint []byte) (*durable.Checkpoint, error) {
	if len(entries) == 0 {
		return nil, errors.New("the suspended execution has no journal")
	}
	l, err := s.store.Create(ctx, id, gatewayOwner(), durable.DefaultTTL)
	if err != nil {
		return nil, err
	}
	seq := entries[len(entries)-1].Seq
	if err = s.store.Append(ctx, l, entries...); err == nil {
		if err = s.store.SaveCheckpoint(ctx, l, seq, checkpoint, time.Time{}); err == nil {
			err = s.store.Release(ctx, l, durable.Suspended, "")
		}
	}
	if err != nil {
		return nil, err
	}
	return &durable.Checkpoint{ID: id, Seq: seq, Bytes: checkpoint}, nil
}

// gatewayOwner names this process in the store's leases.
var gatewayOwner = sync.OnceValue(func() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("codemode-gateway:%s:%d", host, os.Getpid())
})

// drive carries an execution on from a run's outcome: a suspension is
// asked about (or handed to a multi round-trip client) and resumed with
// the answers, until the execution finishes. The call waits for answers
// for wait at most (from the invocation's start), as long as the program
// could have run: then it answers that the execution waits, and the
// execution stays suspended in the store, to be collected later.
func (g *Gateway) drive(ctx context.Context, inv *invocation, rec *execRecord, out durable.Outcome, err error, note string, wait time.Duration) *mcp.CallToolResult {
	start := time.Now()
	if inv != nil && !inv.start.IsZero() {
		start = inv.start
	}
	askCtx, cancel := context.WithDeadline(ctx, start.Add(wait))
	defer cancel()
	for {
		if err != nil {
			return storeFailure(rec.ID, err)
		}
		rec = g.settle(rec, out)
		if rec.State == recFinished {
			return executeResult(out.Result, g.opts.MaxAnswer, note)
		}
		if inv.multiRoundTrip() {
			if g.opts.Approver != nil { // the page may answer first
				g.spawn(func() { g.answerInBackground(rec) })
			}
			return g.inputRequired(rec, out.Checkpoint.Seq)
		}
		answers, approved, ok := g.askAll(askCtx, inv, rec)
		if !ok {
			return usageResult(TextWaitingApproval(rec.ID))
		}
		out, err = g.runDurable(ctx, inv, out.Checkpoint, answers, approved)
	}
}

// askAll asks about every call an execution waits on, through the client
// and the Approver; ok is false when ctx ended first (the execution goes on
// waiting).
func (g *Gateway) askAll(ctx context.Context, inv *invocation, rec *execRecord) ([]codemode.Answer, *approvedCalls, bool) {
	approved := &approvedCalls{}
	var answers []codemode.Answer
	for _, w := range rec.Waiting {
		err := g.ask(ctx, inv, rec.ID, w.Server, w.Policy, w.Tool, w.Name, w.Args, w.Kind, w.Message)
		if ctx.Err() != nil {
			return nil, nil, false
		}
		answers = append(answers, decided(w, err, approved))
	}
	return answers, approved, true
}

// decided is the answer of a waiting call: dispatched again when approved,
// else failed with why it was not made.
func decided(w waitingCall, err error, approved *approvedCalls) codemode.Answer {
	if err != nil {
		return codemode.Answer{Call: w.Call, Envelope: protocol.ErrorEnvelope(err.Error())}
	}
	approved.keys = append(approved.keys, callKey(w.Provider, w.Tool, w.Args))
	return codemode.Answer{Call: w.Call, Redispatch: true}
}

// inputRequired is the multi round-trip answer of a suspended execution:
// one elicitation per waiting call, and the sealed reference.
func (g *Gateway) inputRequired(rec *execRecord, seq int) *mcp.CallToolResult {
	reqs := mcp.InputRequestMap{}
	for _, w := range rec.Waiting {
		reqs[inputID(w.Call)] = &mcp.ElicitParams{Message: w.Message, RequestedSchema: approvalSchema}
	}
	return &mcp.CallToolResult{InputRequests: reqs, RequestState: g.st.seal(rec.ID, seq)}
}

func inputID(call int) string { return "approve-call-" + strconv.Itoa(call) }

// multiRoundTrip reports whether the invocation's client speaks multi
// round-trip requests: protocol 2026-07-28 or later, which a session opened
// without the initialize handshake (server/discover) has.
func (inv *invocation) multiRoundTrip() bool {
	if inv == nil || inv.session == nil {
		return false
	}
	p := inv.session.InitializeParams()
	return p == nil || p.ProtocolVersion >= "2026-07-28"
}

// retry resumes the execution a sealed request state names with the
// answers of the retried call.
func (g *Gateway) retry(ctx context.Context, inv *invocation, state string, responses mcp.InputResponseMap) *mcp.CallToolResult {
	st, ok := g.st.unseal(state)
	if !ok {
		return usageResult(TextRequestStateForged)
	}
	rec := g.st.load(st.ID)
	e, err := g.st.store.Load(ctx, st.ID)
	if rec == nil || err != nil {
		return usageResult(TextNoSuchExecution(st.ID))
	}
	if rec.State != recWaiting || e.State != durable.Suspended || e.Seq != st.Seq || e.CheckpointSeq != st.Seq {
		return usageResult(TextRequestStateReplayed(st.ID))
	}
	approved := &approvedCalls{}
	var answers []codemode.Answer
	for _, w := range rec.Waiting {
		r, ok := responses[inputID(w.Call)].(*mcp.ElicitResult)
		if !ok {
			return g.inputRequired(rec, st.Seq) // not answered yet: ask again
		}
		answers = append(answers, decided(w, elicitDecision(w.Name, r.Action), approved))
	}
	cp := &durable.Checkpoint{ID: st.ID, Seq: st.Seq, Bytes: e.Checkpoint}
	out, err := g.runDurable(ctx, inv, cp, answers, approved)
	if errors.Is(err, durable.ErrSuperseded) || errors.Is(err, durable.ErrFinished) || errors.Is(err, durable.ErrLeased) {
		return usageResult(TextRequestStateReplayed(st.ID))
	}
	return g.drive(ctx, inv, rec, out, err, "", g.opts.MaxTimeout)
}

// elicitDecision maps an elicitation's action to approve's error.
func elicitDecision(call, action string) error {
	switch action {
	case "accept":
		return nil
	case "decline":
		return errors.New(textDeclined(call))
	}
	return errors.New(textDismissed(call))
}

// followUp answers execute {"resume": id}: a finished execution's outcome,
// or, for one still waiting, the question again (and the outcome once
// answered).
func (g *Gateway) followUp(ctx context.Context, inv *invocation, id string) *mcp.CallToolResult {
	for {
		rec := g.st.load(id)
		if rec == nil {
			return usageResult(TextNoSuchExecution(id))
		}
		if rec.State == recFinished {
			return executeResult(codemode.Result{Value: rec.Result.Value, Logs: rec.Result.Logs, Error: rec.Result.Error}, g.opts.MaxAnswer, "")
		}
		e, err := g.st.store.Load(ctx, id)
		if err != nil {
			return usageResult(TextNoSuchExecution(id))
		}
		switch {
		case e.State == durable.Suspended && e.CheckpointSeq == e.Seq:
		case e.State == durable.Running && time.Now().After(e.LeaseUntil), e.State == durable.Finished:
			// Its host died while it ran, or before it recorded the outcome.
			return usageResult(TextExecutionStopped(id))
		default: // another host (or this one) is running it: wait for it
			select {
			case <-ctx.Done():
				return usageResult(TextWaitingApproval(id))
			case <-time.After(100 * time.Millisecond):
			}
			continue
		}
		if rec = g.reconcile(rec, e); rec == nil {
			return usageResult(TextExecutionStopped(id))
		}
		if inv.multiRoundTrip() {
			return g.inputRequired(rec, e.Seq)
		}
		askCtx, cancel := context.WithTimeout(ctx, g.opts.MaxTimeout)
		answers, approved, ok := g.askAll(askCtx, inv, rec)
		cancel()
		if !ok {
			return usageResult(TextWaitingApproval(id))
		}
		cp := &durable.Checkpoint{ID: id, Seq: e.Seq, Bytes: e.Checkpoint}
		out, err := g.runDurable(ctx, inv, cp, answers, approved)
		if errors.Is(err, durable.ErrSuperseded) || errors.Is(err, durable.ErrFinished) || errors.Is(err, durable.ErrLeased) {
			continue // answered elsewhere first: collect that outcome
		}
		return g.drive(ctx, inv, rec, out, err, "", g.opts.MaxTimeout)
	}
}

// reconcile makes a record agree with a store that holds its execution
// suspended: a gateway that died between saving the checkpoint and writing
// the record left it "running". The calls waited on are read from the
// checkpoint. It returns nil when the checkpoint cannot be read.
func (g *Gateway) reconcile(rec *execRecord, e *durable.Execution) *execRecord {
	if rec.State == recWaiting {
		return rec
	}
	cp, err := codemode.ParseCheckpoint(e.Checkpoint)
	if err != nil {
		return nil
	}
	r := *rec
	r.State, r.Waiting = recWaiting, nil
	for _, p := range cp.Pending() {
		r.Waiting = append(r.Waiting, g.waiting(r.ID, p))
	}
	if err := g.st.save(&r); err != nil {
		g.log.Warn("cannot record an execution", "execution", r.ID, "error", err)
	}
	return &r
}

// askWaiting asks the Approver (the console page) about every execution
// the store holds waiting, in the background, and resumes each one
// answered: a restart loses no question.
func (g *Gateway) askWaiting() {
	if g.opts.Approver == nil {
		return
	}
	for _, rec := range g.st.records() {
		if rec.State == recRunning {
			if e, err := g.st.store.Load(g.life, rec.ID); err == nil && e.State == durable.Suspended && e.CheckpointSeq == e.Seq {
				rec = g.reconcile(rec, e)
			}
		}
		if rec == nil || rec.State != recWaiting {
			continue
		}
		g.spawn(func() { g.answerInBackground(rec) })
	}
}

// answerInBackground asks the Approver about a waiting execution and
// resumes it with the answer, recording the outcome for a follow-up. The
// question is withdrawn when the execution goes on without it (answered by
// a client, here or on another gateway sharing the store).
func (g *Gateway) answerInBackground(rec *execRecord) {
	for rec != nil && rec.State == recWaiting {
		e, err := g.st.store.Load(g.life, rec.ID)
		if err != nil || e.State != durable.Suspended || e.CheckpointSeq != e.Seq {
			return
		}
		ctx, cancel := context.WithCancel(g.life)
		go func() {
			t := time.NewTicker(250 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-t.C:
					if x, err := g.st.store.Load(ctx, rec.ID); err == nil && (x.State != durable.Suspended || x.Seq != e.Seq) {
						cancel()
						return
					}
				}
			}
		}()
		answers, approved, ok := g.askAll(ctx, nil, rec)
		cancel()
		if !ok {
			return
		}
		cp := &durable.Checkpoint{ID: rec.ID, Seq: e.Seq, Bytes: e.Checkpoint}
		out, err := g.runDurable(g.life, nil, cp, answers, approved)
		if err != nil {
			return // answered elsewhere first, or the store failed
		}
		rec = g.settle(rec, out)
	}
}

// DurableExecution is an execution the gateway's state directory holds.
type DurableExecution struct {
	ID   string
	Code string
	// State is "running", "waiting" (for the user's approval) or
	// "finished".
	State          string
	Started, Ended time.Time
	// Waiting are the calls it waits on, as the program made them
	// ("provider.tool"), while it waits.
	Waiting []string
	// Value, Logs and Error are a finished execution's outcome.
	Value json.RawMessage
	Logs  []string
	Error *codemode.Error
}

// DurableExecutions lists the executions of the gateway's state directory,
// the latest started first, at most n (all for n <= 0); none without a
// state directory.
func (g *Gateway) DurableExecutions(n int) []DurableExecution {
	if g.st == nil {
		return nil
	}
	recs := g.st.records()
	if n > 0 && len(recs) > n {
		recs = recs[:n]
	}
	out := make([]DurableExecution, 0, len(recs))
	for _, r := range recs {
		d := DurableExecution{ID: r.ID, Code: r.Code, State: r.State, Started: r.Started, Ended: r.Ended}
		for _, w := range r.Waiting {
			d.Waiting = append(d.Waiting, w.Name)
		}
		if r.Result != nil {
			d.Value, d.Logs, d.Error = r.Result.Value, r.Result.Logs, r.Result.Error
		}
		out = append(out, d)
	}
	return out
}
