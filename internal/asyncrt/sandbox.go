// Package asyncrt is the asynchronous runtime: it runs one program in one
// engine of the binding (internal/sandbox), restored from its slot's image. It
// installs the executor's JavaScript (console, the codec, the provider
// proxies, timers, fetch) when a slot is set up (Slots), turns the request into
// the entry source, runs the event loop that settles tool calls, timers,
// fetches and handle invocations, and turns whatever happened into a Result.
// It reaches the engine only through the binding's exported surface.
//
// The files: sandbox.go holds the types and the run; loop.go the event loop,
// timers and retention; park.go the parking of a waiting run; calls.go tool
// calls; handles.go handles; fetch.go outbound requests; entry.go the entry
// source and syntax errors; host.go and webapis.go the host functions the
// JavaScript calls; journal.go durable executions; chunk.go the JavaScript
// compiled once per process.
package asyncrt

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode/internal/eventloop"
	"github.com/codemode/codemode/internal/program"
	"github.com/codemode/codemode/internal/runners"
	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

//go:embed bootstrap.js
var bootstrapJS string

// Provider is one name the program sees.
type Provider struct {
	Name string
	// Positional spreads a call's arguments into a JSON array; otherwise a
	// call sends its first argument (or {}) as one options object.
	Positional  bool
	Prelude     string
	ProxySource string
}

// DispatchFunc answers a tool call with the envelope as a JSON string.
type DispatchFunc func(ctx context.Context, provider, tool, argsJSON string) (string, error)

// AsyncDispatchFunc starts a tool call and returns at once; reply delivers
// the envelope (or an error) later, exactly once, from any goroutine.
type AsyncDispatchFunc func(ctx context.Context, provider, tool, argsJSON string, reply func(envelope string, err error))

// OutboundRequest is one fetch the program makes.
type OutboundRequest struct {
	Method string
	URL    string
	// Header holds the request headers, names as the program wrote them.
	Header [][2]string
	Body   []byte
	// MaxResponseBytes is the largest response body the sandbox accepts.
	MaxResponseBytes int
	// Redirect is the request's redirect mode: "follow", "error" or "manual".
	Redirect string
}

// OutboundResponse is what the host's outbound function answered.
type OutboundResponse struct {
	Status     int
	StatusText string
	Header     [][2]string
	Body       []byte
	URL        string
}

// OutboundFunc performs a fetch for the program.
type OutboundFunc func(ctx context.Context, req *OutboundRequest) (*OutboundResponse, error)

// Limits are the resolved bounds of one execution; every field is positive.
// The names are codemode.Limits' (package limits holds the vocabulary).
type Limits struct {
	Timeout         time.Duration
	Memory          int64
	StackDepth      int
	PayloadBytes    int
	ResultBytes     int
	LogBytes        int
	ToolCalls       int
	ConcurrentCalls int
	Timers          int
	ResponseBytes   int
	Retention       time.Duration
}

// Request is what one execution runs.
type Request struct {
	Code      string
	Providers []Provider
	Dispatch  DispatchFunc
	// DispatchAsync, when set, is used instead of Dispatch: it is called
	// on the loop goroutine and must not block.
	DispatchAsync AsyncDispatchFunc
	// DispatchInline says Dispatch answers without blocking: it is called
	// on the loop goroutine, at the call, and its answer settles the call
	// at once, with no goroutine and no task in between.
	DispatchInline bool
	Outbound       OutboundFunc
	// Retain keeps the sandbox after the program settles (retainHandles).
	Retain bool
	// OnLog, if set, receives each log line as it is written.
	OnLog func(string)
	// OnEvent, if set, is told of each timer set, fired and cleared, on
	// the loop goroutine (not while a journal is replayed); it must not
	// block.
	OnEvent func(protocol.Event)
	Limits  Limits
	// WrapContext, if set, wraps the context each dispatch and outbound call
	// receives (the executor adds its handle invoker there).
	WrapContext func(context.Context, Invoker) context.Context
	// Journal, if set, makes the execution durable (journal.go).
	Journal *Journal
}

// Kind classifies a failed execution.
type Kind string

// Failure describes why an execution did not complete.
type Failure struct {
	Kind    Kind
	Message string
	// Stack is the JavaScript stack of a thrown Error, with lines counted in
	// the program as written.
	Stack string
	// Line and Column locate a syntax error in the program (1-based), or are
	// zero.
	Line, Column int
}

// Result is what an execution produced.
type Result struct {
	// Value is the JSON of the program's value; empty for undefined or on
	// failure.
	Value   string
	Failure *Failure
	Logs    []string
	// Retained is the sandbox kept alive after the run, when the request
	// asked for it and the sandbox is still sound.
	Retained *Retained
	// UnhandledRejections counts the promises that rejected with no
	// handler while the program ran (each has a warning line in Logs);
	// zero when the run failed.
	UnhandledRejections int
	// Journal is the entries a durable execution wrote (those it replayed
	// are the request's Journal.Replay), and Suspended reports that it
	// suspended (Failure kind suspended).
	Journal   []protocol.JournalEntry
	Suspended bool
	// WakeAt is, for a suspended execution with a timer pending, when
	// (on the execution's clock) its earliest timer is due.
	WakeAt time.Time

	// parked: not a result yet; the run parked and its result will go to
	// the sandbox's deliver.
	parked bool
}

var bootstrapChunk = &chunk{src: &bootstrapJS, name: "<executor>"}

func compiledBootstrap() ([]byte, error) { return bootstrapChunk.bytecode() }

// Sandbox is a prepared runtime: the engine with the executor's JavaScript
// installed, ready to run exactly one program.
type Sandbox struct {
	// stopMu guards e against being freed while another goroutine stops it.
	stopMu sync.Mutex
	e      *sandbox.Engine
	// slot is where e lives when it came from one (see
	// internal/sandbox/slot.go); Close then restores the slot instead of
	// freeing the engine.
	slot *sandbox.Slot
	// names are the provider and tool names last converted (see name).
	names    [4]string
	nextName int
	// in are the bootstrap's functions the loop calls (internals; the
	// slot's own, part of its image, or for a sandbox of no slot its own),
	// indexed by the in* constants.
	in *internals

	used bool
	// closeByStart: the run was started by Start, which closes the
	// sandbox itself once the result is delivered (closeDue) instead of
	// handing it to the reaper. Retention clears it.
	closeByStart, closeDue bool
	// parkable is set when the run may give its runner back while it waits
	// (park.go).
	parkable bool
	// waited is set while the loop waits for work (a task, a timer, a
	// stop): a deadline that comes then finds the program waiting, not
	// computing.
	// (Kept with the other flags: the Sandbox fits its size class.)
	waited bool

	// ev is the event loop's queue of tasks (work for the loop goroutine,
	// k6 style), its timers and its parking (package eventloop); set up by
	// blankSandbox, with resume as what runs a parked loop on.
	ev eventloop.Loop

	// deliver takes the result of a run that parked (park.go).
	// deadlineTimer and stopCtx are the run's deadline and its watch on the
	// caller's context, stopped by endRun.
	deliver       func(Result)
	deadlineTimer *time.Timer
	stopCtx       func() bool

	done chan struct{} // closed when the sandbox is finished; made by blankSandbox

	// State of the execution; touched only on the loop goroutine except
	// where noted.
	req *Request
	lim *Limits         // the request's
	ctx context.Context // the caller's
	// dctx is the context the host's dispatches get, made from ctx by
	// dispatchContext when the program first needs it (most executions
	// make no call), and dcancel ends it; both nil until then.
	dctx     context.Context
	dcancel  context.CancelFunc
	active   atomic.Int32   // the run itself plus dispatches in flight
	entered  sync.WaitGroup // dispatches started but not yet inside the host's function
	deadline time.Time

	nextID   uint32
	pending  map[uint32]pendingCall // tool calls and fetches awaiting an answer
	queue    []queuedCall
	inflight int
	calls    int

	handles     map[string]sandbox.Value
	invokes     map[uint32]chan<- invokeResult
	fetchBody   map[uint32][]byte
	fetchCancel map[uint32]func()
	fetches     int
	completed   bool // the run settled; later calls meet the completion text
	retained    bool // the loop runs on after the run (retention)
	timerError  *Failure

	settled bool
	value   sandbox.Value // owned when settled without failure
	hasVal  bool
	failure *Failure

	logs       []string
	logBytes   int
	programAt  int    // line of the entry source where the program starts
	progLines  int    // lines of the program
	progCode   string // the program as run
	att        attempt
	retry      bool // the program was not a function expression
	inert      bool // tool calls and logs are refused while the program is evaluated
	logsFull   bool
	programRan bool // the program's function has been called
	// later is what BeforeEval needs when providers were left to bind: nil
	// when every one was bound before the program ran. (The bools above sit
	// together so that a Sandbox stays in its size class.)
	later *laterProviders

	// Promises that rejected with no handler (rejections.go).
	rejections     []rejection
	unhandledCount int
	jn             *journalState // the journal of a durable execution, or nil
}

// New prepares a sandbox: a restored slot when one is idle (see
// internal/sandbox/slot.go), else a new one; a plain engine when the system
// refuses a slot.
func New() (*Sandbox, error) { return newFrom(sandbox.TakeSlot) }

// Idle returns a sandbox in a slot that an earlier execution left restored
// and idle, or false when none is: it never makes a slot, wakes no goroutine
// and waits for nothing. An executor that keeps sandboxes prepared asks it
// first, so that its own prepared ones, whose replacement wakes the
// goroutine that makes them, are only spent when no restored slot is idle.
func Idle() (*Sandbox, bool) {
	sl, ok := sandbox.TakeIdleSlot()
	if !ok {
		return nil, false
	}
	return sandboxIn(sl), true
}

// Prepare makes a sandbox for an executor to keep ready, as New does but
// never from an idle slot: that one is as ready where it is, and would only
// move to the executor, leaving the next execution none to find (Idle). It
// takes a slot restored from a finished sandbox the reaper has not reached,
// or a new one.
func Prepare() (*Sandbox, error) { return newFrom(sandbox.PrepareSlot) }

// NewOwnEngine prepares a sandbox with an engine of its own, outside any
// slot, as New does when the system refuses a slot.
func NewOwnEngine() (*Sandbox, error) {
	return newFrom(func(*sandbox.SlotRuntime) (*sandbox.Slot, error) { return nil, errNoSlot })
}

var errNoSlot = errors.New("no slot")

func newFrom(take func(*sandbox.SlotRuntime) (*sandbox.Slot, error)) (*Sandbox, error) {
	if sl, err := take(Slots); err == nil {
		return sandboxIn(sl), nil
	}
	e, err := sandbox.NewEngine()
	if err != nil {
		return nil, err
	}
	in, err := setUp(e)
	if err != nil {
		e.Close()
		return nil, err
	}
	s := newSandbox(e)
	s.in = &in
	return s, nil
}

// sandboxIn makes a sandbox of the (restored) slot sl, in the sandbox its
// restore made ready when it did.
func sandboxIn(sl *sandbox.Slot) *Sandbox {
	s, _ := sl.TakeNext().(*Sandbox)
	if s == nil {
		s = blankSandbox()
	}
	s.bind(sl.Engine())
	s.slot = sl
	s.in = sl.Internals()
	return s
}

// Slots is the runtime's part in its slots (sandbox.SlotRuntime): the
// set-up of a slot's engine, the sandbox a restored slot keeps ready for its
// next execution, and the reclaiming of a finished sandbox the reaper has
// not reached.
var Slots = &sandbox.SlotRuntime{
	SetUp:   setUp,
	Prepare: func() any { return blankSandbox() },
	Reclaim: restoreOneReaped,
}

func newSandbox(e *sandbox.Engine) *Sandbox {
	s := blankSandbox()
	s.bind(e)
	return s
}

// blankSandbox allocates a sandbox, with its channels, for bind to give an
// engine. A slot's restore makes the next one ahead (SlotRuntime.Prepare), off the
// path of the execution that will take it.
func blankSandbox() *Sandbox {
	s := &Sandbox{done: make(chan struct{})}
	s.ev.Init(64, s.resume, runners.WarmAsync)
	return s
}

// bind makes e the sandbox's engine.
func (s *Sandbox) bind(e *sandbox.Engine) {
	s.e = e
	e.SetHostTarget(s)
}

// internals are the bootstrap's functions a sandbox keeps (see Sandbox), in
// the order of internalNames, the order the bootstrap returns them in:
// serialize, fireTimer, invokeHandle and unwrap, which the loop calls;
// start (inEntry), which runs the program (entry.go); provider, which makes
// a provider's proxy; settle, which settles the execution once what the
// program returned resolves; spares, the providers made with the sandbox
// (entry.go); fail, which settles it with what the program threw; and the
// bootstrap's host object and its intrinsic (which answers the built-ins it
// took before any program ran), which the executor never uses and its tests
// use to call the host functions as the executor's JavaScript does.
type internals = sandbox.Internals

// Indexes of internals.
const (
	inSerialize = iota
	inFireTimer
	inInvokeHandle
	inUnwrap
	inEntry
	inProvider
	inSettle
	inSpares
	inFail
	inHost
	inIntrinsic
)

var internalNames = [len(internals{})]string{"serialize", "fireTimer", "invokeHandle", "unwrap", "start", "provider", "settle", "spares", "fail", "host", "intrinsic"}

// setUp installs the executor's JavaScript in e and returns the functions
// the loop calls (serialize, fireTimer, invokeHandle, unwrap) and the ones
// that start the program (start, provider, settle, spares, fail), owned.
func setUp(e *sandbox.Engine) (in internals, err error) {
	code, err := compiledBootstrap()
	if err != nil {
		return in, err
	}
	e.SetMemoryLimit(-1)
	fn := e.EvalBytecode(code)
	if sandbox.IsException(fn) {
		return in, fmt.Errorf("sandbox: installing the executor's JavaScript: %w", e.TakeException())
	}
	hostObj := e.NewObject()
	for _, h := range hostFuncs {
		e.SetProp(hostObj, h.name, e.NewFunction(h.name, h.length, h.magic))
	}
	pg, err := e.ProviderGetMaker()
	if err != nil {
		e.Free(hostObj)
		e.Free(fn)
		return in, err
	}
	e.SetProp(hostObj, "providerGet", pg)
	out := e.Call(fn, sandbox.Undefined, hostObj)
	e.Free(hostObj)
	e.Free(fn)
	if sandbox.IsException(out) {
		return in, fmt.Errorf("sandbox: installing the executor's JavaScript: %w", e.TakeException())
	}
	for i := range internalNames {
		in[i] = e.Index(out, uint32(i))
	}
	e.Free(out)
	// Every function a program compiles names its file by an atom. Made
	// here, the atom is in the slot's image, so compiling finds it instead
	// of making it and freeing it again (about 900 instructions per
	// execution). It is held for the engine's life: freeing a runtime frees
	// every atom.
	e.KeepAtom(programFile)
	return in, nil
}

// Parking returns the sandbox's slot (nil outside any slot) and its event
// loop, for the binding's tests of dormant regions, which hold the loop as
// the slot's sleeper does.
func (s *Sandbox) Parking() (*sandbox.Slot, *eventloop.Loop) { return s.slot, &s.ev }

// MemoryUsed reports the bytes the sandbox's engine holds now.
func (s *Sandbox) MemoryUsed() int64 { return s.e.MemoryUsed() }

// Close frees the sandbox. It is safe to call more than once.
func (s *Sandbox) Close() {
	if s.e == nil {
		return
	}
	// Providers not bound yet are the finished program's.
	s.e.BeforeEval(nil)
	if s.slot != nil {
		// The slot's restore discards every value at once.
		s.stopMu.Lock()
		s.e = nil
		s.stopMu.Unlock()
		s.slot.Release()
		s.slot = nil
		return
	}
	s.releaseValues()
	for _, v := range s.in {
		s.e.Free(v)
	}
	s.stopMu.Lock()
	e := s.e
	s.e = nil
	s.stopMu.Unlock()
	e.Close()
}

// releaseValues frees every engine value the sandbox still holds for the run.
func (s *Sandbox) releaseValues() {
	for id, p := range s.pending {
		p.release(s.e)
		delete(s.pending, id)
	}
	for id, fn := range s.handles {
		s.e.Free(fn)
		delete(s.handles, id)
	}
	if s.hasVal {
		s.e.Free(s.value)
		s.hasVal = false
	}
	s.releaseRejections()
}

// Run executes the request. A sandbox runs one request only; Run closes it
// before it returns, unless the result retains it. The program is normalized
// first (see package program). The program runs on one of the executor's
// goroutines, which it gives back whenever it waits (park.go); Run's
// caller waits for the result.
func (s *Sandbox) Run(ctx context.Context, req *Request) (res Result) {
	later := make(chan Result, 1)
	s.deliver = func(r Result) { later <- r }
	start := time.Now()
	runners.Warm(func() { res = s.runWarm(ctx, req) })
	if res.parked {
		res = <-later
		runners.Waited(time.Since(start))
	}
	return res
}

// Start executes the request as Run does, on a goroutine of the executor's,
// and calls done with the result there when it ends; it returns at once.
// "There" is whichever runner the execution last resumed on: a waiting
// execution gives its runner back (park.go), so done must not assume the
// goroutine it runs on.
// For a caller that must be able to stop waiting for the result (a
// watchdog), it spares the goroutine that would only wait for Run.
//
// The sandbox is then freed on that goroutine after done returns, not handed
// to the reaper: the result goes out without first waking the reaper's
// thread.
func (s *Sandbox) Start(ctx context.Context, req *Request, done func(Result)) {
	s.closeByStart = true
	s.deliver = func(res Result) {
		done(res)
		if s.closeDue {
			s.Close()
		}
	}
	runners.WarmAsync(func() {
		// After a park the sandbox belongs to whichever runner resumes it:
		// only a result in hand may be delivered here.
		if res := s.runWarm(ctx, req); !res.parked {
			s.deliver(res)
		}
	})
}

func (s *Sandbox) runWarm(ctx context.Context, req *Request) (res Result) {
	if s.used || s.e == nil {
		return Result{Failure: &Failure{Kind: KindInternal, Message: TextSandboxUsedTwice}}
	}
	src := program.Prepare(req.Code)
	if src.Empty {
		s.used = true
		s.Close()
		return Result{Logs: nil}
	}
	code := src.Code
	if src.TypeScript {
		js, serr := program.Transpile(code)
		if serr != nil {
			s.used = true
			s.Close()
			f := &Failure{Kind: KindSyntax, Message: serr.Message, Line: serr.Line, Column: serr.Column}
			placeSyntax(f, src, src.LineOffset)
			return Result{Failure: f}
		}
		code = js
	}
	// One deadline for the whole execution: a program that is evaluated
	// once as an expression and then again as a body has one budget.
	deadline := time.Now().Add(req.Limits.Timeout)
	res, again := s.runAttempt(ctx, req, attempt{code: code, src: src, lineShift: src.LineOffset, deadline: deadline})
	if !again { // a parked result too: s no longer belongs to this goroutine
		return res
	}
	// The code is an expression but not a function (42, store.find(1)): run
	// it as a body, in a fresh sandbox, since evaluating it may have changed
	// this one.
	s2, err := New()
	if err != nil {
		return Result{Failure: &Failure{Kind: KindInternal, Message: TextInternal(err.Error())}}
	}
	s2.deliver = s.deliver
	body, ok := program.AsBody(code, s2.compiles)
	if !ok {
		s2.Close()
		return Result{Failure: &Failure{Kind: KindInternal, Message: TextNotWrapped}}
	}
	res, _ = s2.runAttempt(ctx, req, attempt{code: body, src: src, lineShift: src.LineOffset - 1, final: true, deadline: deadline})
	return res
}

// attempt is one form of the program to run.
type attempt struct {
	code string
	src  program.Source
	// lineShift maps a line of code to a line of what the model wrote.
	lineShift int
	// final is set when no further normalization may be tried.
	final bool
	// deadline is when the execution must end, whichever attempt runs.
	deadline time.Time
}

// compiles reports whether expression parses, without running anything.
func (s *Sandbox) compiles(expression string) bool {
	v := s.e.EvalCompileOnly("(\n"+expression+"\n)", "<check>")
	if sandbox.IsException(v) {
		s.e.DropException()
		return false
	}
	s.e.Free(v)
	return true
}

// enter hands the entry source's factory (owned) to the bootstrap's start,
// which binds the providers and runs the program; a failure is a stop or an
// internal error (start reports the program's own failures itself).
func (s *Sandbox) enter(factory sandbox.Value) *Failure {
	f := s.startProgram(factory, sandbox.Undefined)
	s.e.Free(factory)
	return f
}

// startProgram calls the bootstrap's start with factory and program (see
// bootstrap.js) and settles the execution with what the program returned; a
// failure is a stop or an internal error.
func (s *Sandbox) startProgram(factory, program sandbox.Value) *Failure {
	e := s.e
	out := e.Call(s.in[inEntry], sandbox.Undefined, factory, program)
	if sandbox.IsException(out) {
		return s.callFailure()
	}
	defer e.Free(out)
	if s.retry || s.settled {
		return nil // not a function, a class, or it threw: start said so
	}
	return s.settleProgram(out)
}

// callProgram runs a program whose function the engine compiled alone
// (engine.compiledAlone), as the bootstrap's start runs a program: it calls
// the function with this undefined and settles the execution with what it
// returns, or with what it throws (the bootstrap's fail). start's checks are
// not needed (a function compiled alone is a function expression, not a
// class), nor its frame: about 3,700 instructions a trivial execution.
func (s *Sandbox) callProgram(program sandbox.Value) *Failure {
	e := s.e
	out := e.Call(program, sandbox.Undefined)
	if sandbox.IsException(out) {
		if r := e.StopReason(); r != sandbox.StopNone {
			e.DropException() // an uncatchable stop, which start's catch would not see
			return s.stopFailure(r)
		}
		ex := e.Exception()
		r := e.Call(s.in[inFail], sandbox.Undefined, ex)
		e.Free(ex)
		if sandbox.IsException(r) {
			return s.callFailure()
		}
		e.Free(r)
		return nil
	}
	defer e.Free(out)
	if s.retry || s.settled {
		return nil
	}
	return s.settleProgram(out)
}

// settleAtOnce enables settleProgram's settling here and now (tests compare
// it with the bootstrap's settle alone).
var settleAtOnce = true

// settleProgram settles the execution with out, what the program's function
// returned. When no job is pending, a value that is not an object, or a
// promise already fulfilled (an async function that never waited), settles
// it here and now: a job calling the bootstrap's hostDone would have been the
// next to run, with that value. Anything else goes to the bootstrap's settle,
// which waits for it to resolve.
func (s *Sandbox) settleProgram(out sandbox.Value) *Failure {
	e := s.e
	if settleAtOnce && !e.JobPending() {
		switch {
		case e.PromiseState(out) == sandbox.PromiseFulfilled:
			s.settled, s.value, s.hasVal = true, e.PromiseResult(out), true
			return nil
		case !sandbox.IsObject(out):
			s.settled, s.value, s.hasVal = true, e.Dup(out), true
			return nil
		}
	}
	r := e.Call(s.in[inSettle], sandbox.Undefined, out)
	if sandbox.IsException(r) {
		return s.callFailure()
	}
	e.Free(r)
	return nil
}

// callFailure is the failure of a call into the executor's own JavaScript
// that threw: a stop, or else an internal error. It takes the exception.
func (s *Sandbox) callFailure() *Failure {
	e := s.e
	if r := e.StopReason(); r != sandbox.StopNone {
		e.DropException()
		return s.stopFailure(r)
	}
	return &Failure{Kind: KindInternal, Message: TextInternal(e.TakeException().Error())}
}

// runAttempt runs one attempt on this sandbox and finishes it (or hands it to
// retention). again reports that the code was not a function expression and
// should be run as a body.
func (s *Sandbox) runAttempt(ctx context.Context, req *Request, a attempt) (res Result, again bool) {
	s.used = true
	s.parkable = s.deliver != nil
	done := false
	defer func() {
		if p := recover(); p != nil {
			res = Result{Failure: &Failure{Kind: KindInternal, Message: TextInternal(p)}, Logs: s.logs}
			s.finish()
		} else if !done {
			s.finish()
		}
	}()
	res, again = s.run(ctx, req, a)
	if res.parked {
		done = true // resume settles the attempt
		return res, false
	}
	if !again {
		res = s.settleAttempt(req, res)
		done = true
	}
	return res, again
}

// settleAttempt ends an attempt that ran to its end: it hands the sandbox to
// retention when the request asks for it and the sandbox is sound, and
// finishes it otherwise.
func (s *Sandbox) settleAttempt(req *Request, res Result) Result {
	if req.Retain && s.e.StopReason() == sandbox.StopNone && (res.Failure == nil || res.Failure.Kind != KindInternal) {
		res.Retained = s.retain()
		return res
	}
	s.finish()
	return res
}

// run executes one attempt up to the settling of the program.
func (s *Sandbox) run(ctx context.Context, req *Request, a attempt) (res Result, again bool) {
	e := s.e
	s.req = req
	s.ctx = ctx
	s.lim = &req.Limits
	s.ev.OnTimer = nil
	if req.OnEvent != nil {
		s.ev.OnTimer = s.timerEvent
	}
	s.att = a
	s.active.Store(1)

	e.SetStackSlots(s.lim.StackDepth)
	// The limit counts what the executor's own JavaScript already holds.
	e.SetMemoryLimit(s.lim.Memory)
	e.SetGCThreshold(e.MemoryUsed() + sandbox.RunGCThreshold(s.lim.Memory))
	s.trackRejections()

	if err := ctx.Err(); err != nil {
		return s.result(s.stopFailure(sandbox.StopCancel)), false
	}
	if a.deadline.IsZero() {
		a.deadline = time.Now().Add(s.lim.Timeout)
	}
	s.deadline = a.deadline
	left := time.Until(s.deadline)
	if left <= 0 {
		return s.result(s.stopFailure(sandbox.StopTimeout)), false
	}
	s.deadlineTimer = time.AfterFunc(left, func() { s.interrupt(sandbox.StopTimeout) })
	if ctx.Done() != nil { // else nothing can cancel it
		s.stopCtx = context.AfterFunc(ctx, func() { s.interrupt(sandbox.StopCancel) })
	}
	parked := false
	defer func() {
		if !parked { // else s belongs to the runner that resumes it
			s.endRun()
		}
	}()

	if req.Journal != nil {
		s.jn = newJournalState(req.Journal)
		if f := s.installDurable(); f != nil {
			return s.result(f), false
		}
		if req.Journal.SuspendOn != nil {
			s.watchSuspend(req.Journal.SuspendOn)
		}
	}
	lean := s.leanEntry(req)
	v, f := s.evalEntry(req, &a, lean)
	if f == nil {
		if lean {
			f = s.enterLean(req, v)
		} else {
			f = s.enter(v)
		}
	}
	if f != nil {
		return s.result(f), false
	}
	if s.retry {
		if a.final {
			return s.result(&Failure{Kind: KindInternal, Message: TextNotAFunction}), false
		}
		return Result{}, true
	}
	r := s.loop()
	if r == loopParked {
		parked = true
		return Result{parked: true}, false
	}
	return s.loopResult(r), false
}

// loopResult is the result of an execution whose loop ended with r.
func (s *Sandbox) loopResult(r loopResult) Result {
	switch r {
	case loopSettled:
		if s.failure != nil && s.ctx.Err() != nil {
			// The program failed after its caller cancelled, most often
			// because a call failed with the cancellation before the
			// engine's stop came in: the caller learns of its own
			// cancellation, not of the failure it caused.
			return s.result(s.stopFailure(sandbox.StopCancel))
		}
		return s.result(s.failure)
	case loopIdle:
		return s.result(&Failure{Kind: KindNeverSettled, Message: TextNeverSettled})
	case loopSuspended:
		// A call still in flight now (the deadline came first) is left
		// ambiguous: its context ends with the execution.
		s.cancelDispatches()
		r := s.result(s.suspendedFailure())
		r.Suspended = true
		r.WakeAt, _ = s.nextWake()
		return r
	default:
		return s.result(s.stopFailure(int32(r)))
	}
}

// loopEnded is loopResult for a loop that ended after a park, and stops
// what run started for the execution's end (run's own return does that
// otherwise).
func (s *Sandbox) loopEnded(r loopResult) Result {
	defer s.endRun()
	return s.loopResult(r)
}

func (s *Sandbox) result(f *Failure) Result {
	r := Result{Failure: f, Logs: s.logs}
	if s.jn != nil {
		s.flushClock()
		r.Journal = s.jn.all()
	}
	if f == nil && s.hasVal {
		r.Value, r.Failure = s.resultJSON()
	}
	if r.Failure == nil && !s.completed {
		r.UnhandledRejections = s.reportRejections()
		r.Logs = s.logs
	}
	if r.Failure != nil {
		r.Value = ""
		if r.Failure.Kind == KindTimeout || r.Failure.Kind == KindCancelled || r.Failure.Kind == KindMemory {
			// The program's own calls are cut off with it.
			s.cancelDispatches()
		}
	}
	s.completed = true
	return r
}

// resultJSON serialises the settled value: as plain data when it is (what
// writeJSON accepts needs nothing of the codec, and no call into the engine:
// a tenth of a trivial execution), else with the codec
// (internal/sandbox/serialize.go).
func (s *Sandbox) resultJSON() (string, *Failure) {
	e := s.e
	max := s.lim.ResultBytes
	r := e.SerializeValue(s.value, max,
		func(v sandbox.Value) (string, int, bool) { return e.WriteJSONSize(v, max) },
		func(v sandbox.Value) sandbox.Value { return e.Call(s.in[inSerialize], sandbox.Undefined, v) },
		"notAwaited")
	switch r.Problem {
	case sandbox.SerialOK:
		return r.Text, nil
	case sandbox.SerialUndefined:
		return "", nil
	case sandbox.SerialSymbol:
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultSymbol}
	case sandbox.SerialFunction:
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultFunction}
	case sandbox.SerialCycle:
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultCycle}
	case sandbox.SerialBigInt:
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultBigInt}
	case sandbox.SerialTooDeep:
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultTooDeep}
	case sandbox.SerialStopped:
		return "", s.stopFailure(r.Reason)
	case sandbox.SerialTooLarge:
		return "", &Failure{Kind: KindResultTooLarge, Message: resultTooLargeText(r.Size, max)}
	case sandbox.SerialObject:
		return "", &Failure{Kind: KindResultInvalid, Message: notAwaitedText(r.Message)}
	}
	return "", &Failure{Kind: KindResultInvalid, Message: "The result cannot be returned: serialising it threw " + r.Message}
}

// stopFailure is the failure for an engine stopped from outside or by memory.
func (s *Sandbox) stopFailure(reason int32) *Failure {
	switch reason {
	case sandbox.StopTimeout:
		return &Failure{Kind: KindTimeout, Message: timeoutText(s.lim.Timeout)}
	case sandbox.StopCancel:
		return &Failure{Kind: KindCancelled, Message: TextCancelled}
	case sandbox.StopMemory:
		return &Failure{Kind: KindMemory, Message: memoryText(s.lim.Memory)}
	case sandbox.StopShutdown:
		return &Failure{Kind: KindCancelled, Message: TextShutdown}
	case stopDiverged:
		return s.failure
	default:
		msg := TextInternalUnknown
		if s.e != nil && s.e.Panicked() != nil {
			msg = TextInternal(s.e.Panicked())
		}
		return &Failure{Kind: KindInternal, Message: msg}
	}
}
