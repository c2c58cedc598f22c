//go:build !(386 || arm)

// Package sandbox runs one program in one fresh QuickJS runtime: it installs
// the executor's JavaScript (console, the codec, the provider proxies), turns
// the request into the entry source, runs the event loop that settles tool
// calls, and turns whatever happened into a Result. It is the only package
// that knows about the engine.
package sandbox

import (
	"context"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/codemode/codemode/internal/program"
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

// Limits are the resolved bounds of one execution; every field is positive.
type Limits struct {
	Timeout         time.Duration
	MemoryBytes     int64
	StackSlots      int
	PayloadBytes    int
	ResultBytes     int
	LogBytes        int
	ToolCalls       int
	ConcurrentCalls int
}

// Request is what one execution runs.
type Request struct {
	Code      string
	Providers []Provider
	Dispatch  DispatchFunc
	Limits    Limits
}

// Kind classifies a failed execution.
type Kind string

// The kinds of failure; docs/failures.md lists the text of each.
const (
	KindSyntax         Kind = "syntax"
	KindThrown         Kind = "thrown"
	KindStackOverflow  Kind = "stack_overflow"
	KindTimeout        Kind = "timeout"
	KindMemory         Kind = "memory"
	KindCancelled      Kind = "cancelled"
	KindNeverSettled   Kind = "never_settled"
	KindResultTooLarge Kind = "result_too_large"
	KindResultInvalid  Kind = "result_invalid"
	KindProvider       Kind = "provider"
	KindInternal       Kind = "internal"
)

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
}

// Host function identifiers (the magic of each function the bootstrap gets).
const (
	hostDispatch int32 = iota
	hostLog
	hostDone
	hostFail
	hostEncode
	hostDecode
	hostInert
)

var hostFuncs = []struct {
	name   string
	magic  int32
	length int32
}{
	{"dispatch", hostDispatch, 3},
	{"log", hostLog, 2},
	{"done", hostDone, 1},
	{"fail", hostFail, 3},
	{"encode", hostEncode, 3},
	{"decode", hostDecode, 1},
	{"inert", hostInert, 1},
}

var (
	bootstrapOnce sync.Once
	bootstrapCode []byte
	bootstrapErr  error
)

func compiledBootstrap() ([]byte, error) {
	bootstrapOnce.Do(func() {
		e, err := newEngine()
		if err != nil {
			bootstrapErr = err
			return
		}
		defer e.close()
		e.setMemoryLimit(-1)
		bootstrapCode, bootstrapErr = e.compile(bootstrapJS, "<executor>")
	})
	return bootstrapCode, bootstrapErr
}

// Sandbox is a prepared runtime: the engine with the executor's JavaScript
// installed, ready to run exactly one program.
type Sandbox struct {
	// stopMu guards e against being freed while another goroutine stops it.
	stopMu    sync.Mutex
	e         *engine
	serialize value // the bootstrap's result serialiser, owned

	used bool

	// state of the running execution; touched only on the loop goroutine
	// except where noted.
	req       *Request
	lim       Limits
	dctx      context.Context
	dcancel   context.CancelFunc
	active    atomic.Int32   // the run itself plus dispatches in flight
	entered   sync.WaitGroup // dispatches started but not yet inside the host's function
	events    chan answer
	wake      chan struct{}
	done      chan struct{}
	nextID    uint32
	pending   map[uint32]pendingCall
	queue     []queuedCall
	inflight  int
	calls     int
	completed bool

	settled bool
	value   value // owned when settled without failure
	hasVal  bool
	failure *Failure

	logs      []string
	logBytes  int
	logsFull  bool
	programAt int    // line of the entry source where the program starts
	progLines int    // lines of the program
	progCode  string // the program as run
	att       attempt
	retry     bool // the program was not a function expression
	inert     bool // tool calls and logs are refused while the program is evaluated
}

type pendingCall struct{ resolve, reject value }

type queuedCall struct {
	id                   uint32
	provider, tool, args string
}

type answer struct {
	id       uint32
	envelope string
}

// New prepares a sandbox.
func New() (*Sandbox, error) {
	code, err := compiledBootstrap()
	if err != nil {
		return nil, err
	}
	e, err := newEngine()
	if err != nil {
		return nil, err
	}
	s := &Sandbox{e: e, wake: make(chan struct{}, 1)}
	e.host = s
	e.setMemoryLimit(-1)
	fn := e.evalBytecode(code)
	if isException(fn) {
		err := e.takeException()
		e.close()
		return nil, fmt.Errorf("sandbox: installing the executor's JavaScript: %w", err)
	}
	hostObj := e.newObject()
	for _, h := range hostFuncs {
		e.setProp(hostObj, h.name, e.newFunction(h.name, h.length, h.magic))
	}
	ser := e.call(fn, jsUndefined, hostObj)
	e.free(hostObj)
	e.free(fn)
	if isException(ser) {
		err := e.takeException()
		e.close()
		return nil, fmt.Errorf("sandbox: installing the executor's JavaScript: %w", err)
	}
	s.serialize = ser
	return s, nil
}

// MemoryUsed reports the bytes the sandbox's engine holds now.
func (s *Sandbox) MemoryUsed() int64 { return s.e.memoryUsed() }

// Close frees the sandbox. It is safe to call more than once.
func (s *Sandbox) Close() {
	if s.e == nil {
		return
	}
	s.releaseValues()
	s.e.free(s.serialize)
	s.stopMu.Lock()
	e := s.e
	s.e = nil
	s.stopMu.Unlock()
	e.close()
}

// releaseValues frees every engine value the sandbox still holds for the run.
func (s *Sandbox) releaseValues() {
	for id, p := range s.pending {
		s.e.free(p.resolve)
		s.e.free(p.reject)
		delete(s.pending, id)
	}
	if s.hasVal {
		s.e.free(s.value)
		s.hasVal = false
	}
}

// Run executes the request. A sandbox runs one request only; Run closes it
// before it returns. The program is normalized first (see package program).
func (s *Sandbox) Run(ctx context.Context, req *Request) (res Result) {
	if s.used || s.e == nil {
		return Result{Failure: &Failure{Kind: KindInternal, Message: "Internal error in the executor: a sandbox was used twice."}}
	}
	s.used = true
	defer func() {
		if p := recover(); p != nil {
			res = Result{Failure: &Failure{Kind: KindInternal, Message: fmt.Sprintf("Internal error in the executor: %v", p)}, Logs: s.logs}
		}
		s.finish()
	}()
	src := program.Prepare(req.Code)
	if src.Empty {
		return Result{}
	}
	code := src.Code
	if src.TypeScript {
		js, serr := program.Transpile(code)
		if serr != nil {
			f := &Failure{Kind: KindSyntax, Message: serr.Message, Line: serr.Line, Column: serr.Column}
			placeSyntax(f, src, src.LineOffset)
			return Result{Failure: f}
		}
		code = js
	}
	res, again := s.run(ctx, req, attempt{code: code, src: src, lineShift: src.LineOffset})
	if !again {
		return res
	}
	// The code is an expression but not a function (42, store.find(1)): run
	// it as a body, in a fresh sandbox, since evaluating it may have changed
	// this one.
	s2, err := New()
	if err != nil {
		return Result{Failure: &Failure{Kind: KindInternal, Message: "Internal error in the executor: " + err.Error()}}
	}
	body, ok := program.AsBody(code, s2.compiles)
	if !ok {
		s2.Close()
		return Result{Failure: &Failure{Kind: KindInternal, Message: "Internal error in the executor: the program could not be wrapped as a function."}}
	}
	return s2.Run2(ctx, req, attempt{code: body, src: src, lineShift: src.LineOffset - 1, final: true})
}

// Run2 runs an already normalized attempt on a fresh sandbox.
func (s *Sandbox) Run2(ctx context.Context, req *Request, a attempt) (res Result) {
	s.used = true
	defer func() {
		if p := recover(); p != nil {
			res = Result{Failure: &Failure{Kind: KindInternal, Message: fmt.Sprintf("Internal error in the executor: %v", p)}, Logs: s.logs}
		}
		s.finish()
	}()
	res, _ = s.run(ctx, req, a)
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
}

// compiles reports whether expression parses, without running anything.
func (s *Sandbox) compiles(expression string) bool {
	v := s.e.evalCompileOnly("(\n"+expression+"\n)", "<check>")
	if isException(v) {
		s.e.dropException()
		return false
	}
	s.e.free(v)
	return true
}

// run executes one attempt. again reports that the code was not a function
// expression and should be run as a body.
func (s *Sandbox) run(ctx context.Context, req *Request, a attempt) (res Result, again bool) {
	e := s.e
	s.req = req
	s.lim = req.Limits
	s.att = a
	s.pending = make(map[uint32]pendingCall)
	s.events = make(chan answer, 64)
	s.done = make(chan struct{})
	s.dctx, s.dcancel = context.WithCancel(ctx)
	s.active.Store(1)

	e.setStackSlots(s.lim.StackSlots)
	// The limit counts what the executor's own JavaScript already holds.
	e.setMemoryLimit(s.lim.MemoryBytes)

	if err := ctx.Err(); err != nil {
		return s.result(s.stopFailure(stopCancel)), false
	}
	timer := time.AfterFunc(s.lim.Timeout, func() { s.interrupt(stopTimeout) })
	defer timer.Stop()
	stopCtx := context.AfterFunc(ctx, func() { s.interrupt(stopCancel) })
	defer stopCtx()

	v := e.eval(s.entrySource(req, a.code), "<program>")
	if isException(v) {
		if r := e.stopReason(); r != stopNone {
			e.dropException()
			return s.result(s.stopFailure(r)), false
		}
		f, inProgram := s.syntaxFailure()
		if !inProgram || a.final {
			return s.result(f), false
		}
		repaired, ok := program.Repair(a.code, s.compiles)
		if !ok {
			return s.result(s.betterSyntaxError(f, a.code)), false
		}
		a.final = true
		if repaired != a.code && strings.HasPrefix(repaired, "async () => {\n") && !strings.HasPrefix(a.code, "async") {
			a.lineShift--
		}
		a.code = repaired
		s.att = a
		v = e.eval(s.entrySource(req, a.code), "<program>")
		if isException(v) {
			if r := e.stopReason(); r != stopNone {
				e.dropException()
				return s.result(s.stopFailure(r)), false
			}
			f, _ := s.syntaxFailure()
			return s.result(f), false
		}
	}
	e.free(v)
	if s.retry {
		if a.final {
			return s.result(&Failure{Kind: KindInternal, Message: "Internal error in the executor: the normalized program is not a function."}), false
		}
		return Result{}, true
	}

	for {
		if r := e.stopReason(); r != stopNone {
			return s.result(s.stopFailure(r)), false
		}
		for !s.settled {
			ran, _ := e.executeJob()
			if !ran || e.stopReason() != stopNone {
				break
			}
		}
		if r := e.stopReason(); r != stopNone {
			return s.result(s.stopFailure(r)), false
		}
		if s.settled {
			return s.result(s.settledFailure()), false
		}
		if len(s.pending) == 0 {
			return s.result(&Failure{Kind: KindNeverSettled, Message: TextNeverSettled}), false
		}
		select {
		case a := <-s.events:
			s.answer(a)
		case <-s.wake:
		}
	}
}

// Shutdown ends a running execution with the shutdown error. It can be called
// from any goroutine, also before or after Run.
func (s *Sandbox) Shutdown() { s.interrupt(stopShutdown) }

// interrupt stops the engine from another goroutine and wakes the loop.
func (s *Sandbox) interrupt(reason int32) {
	s.stopMu.Lock()
	if s.e != nil {
		s.e.stop(reason)
	}
	s.stopMu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// finish ends the run: it lets in-flight dispatches finish on their own, frees
// the engine, and cancels the dispatch context once no dispatch needs it.
func (s *Sandbox) finish() {
	// A call leaves the sandbox when it is made: Run does not return before
	// every dispatched call is inside the host's function.
	s.entered.Wait()
	if s.done != nil {
		close(s.done)
	}
	if s.dcancel != nil && s.active.Add(-1) == 0 {
		s.dcancel()
	}
	s.Close()
}

func (s *Sandbox) result(f *Failure) Result {
	r := Result{Failure: f, Logs: s.logs}
	if f == nil && s.hasVal {
		r.Value, r.Failure = s.resultJSON()
	}
	if r.Failure != nil {
		r.Value = ""
		if r.Failure.Kind == KindTimeout || r.Failure.Kind == KindCancelled || r.Failure.Kind == KindMemory {
			// The program's own dispatches are cut off with it.
			s.dcancel()
		}
	}
	return r
}

// settledFailure is the failure the program settled with, if any.
func (s *Sandbox) settledFailure() *Failure { return s.failure }

// resultJSON serialises the settled value with the codec.
func (s *Sandbox) resultJSON() (string, *Failure) {
	e := s.e
	v := s.value
	switch v.Ftag {
	case -8: // symbol
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultSymbol}
	}
	if isObject(v) && e.isFunction(v) {
		return "", &Failure{Kind: KindResultInvalid, Message: TextResultFunction}
	}
	if isUndefined(v) {
		return "", nil
	}
	out := e.call(s.serialize, jsUndefined, v)
	if isException(out) {
		if r := e.stopReason(); r != stopNone {
			e.dropException()
			return "", s.stopFailure(r)
		}
		ex := e.exception()
		msg, _ := e.toString(ex)
		e.free(ex)
		switch {
		case strings.Contains(msg, "circular"):
			return "", &Failure{Kind: KindResultInvalid, Message: TextResultCycle}
		case strings.Contains(msg, "BigInt"):
			return "", &Failure{Kind: KindResultInvalid, Message: TextResultBigInt}
		}
		return "", &Failure{Kind: KindResultInvalid, Message: "The result cannot be returned: serialising it threw " + msg}
	}
	defer e.free(out)
	if isUndefined(out) {
		return "", nil
	}
	js, ok := e.toString(out)
	if !ok {
		e.dropException()
		return "", s.stopFailure(stopMemory)
	}
	if len(js) > s.lim.ResultBytes {
		return "", &Failure{Kind: KindResultTooLarge, Message: resultTooLargeText(len(js), s.lim.ResultBytes)}
	}
	return js, nil
}

// stopFailure is the failure for an engine stopped from outside or by memory.
func (s *Sandbox) stopFailure(reason int32) *Failure {
	switch reason {
	case stopTimeout:
		return &Failure{Kind: KindTimeout, Message: timeoutText(s.lim.Timeout)}
	case stopCancel:
		return &Failure{Kind: KindCancelled, Message: TextCancelled}
	case stopMemory:
		return &Failure{Kind: KindMemory, Message: memoryText(s.lim.MemoryBytes)}
	case stopShutdown:
		return &Failure{Kind: KindCancelled, Message: TextShutdown}
	default:
		msg := "Internal error in the executor."
		if s.e.panicked != nil {
			msg = fmt.Sprintf("Internal error in the executor: %v", s.e.panicked)
		}
		return &Failure{Kind: KindInternal, Message: msg}
	}
}

// ---- entry source ----

// entrySource generates the script that binds the providers and runs the
// program. The program is evaluated by a thunk, with tool calls inert, so that
// code which is not a function expression has no effect before it is run as a
// body. It starts on a line of its own so that its positions can be mapped
// back.
func (s *Sandbox) entrySource(req *Request, code string) string {
	var b strings.Builder
	b.WriteString("__executor.start(function () {\n\"use strict\";\n")
	for _, p := range req.Providers {
		if p.ProxySource != "" {
			continue
		}
		fmt.Fprintf(&b, "const %s = __executor.provider(%s, %t);\n", p.Name, strconv.Quote(p.Name), p.Positional)
	}
	for _, p := range req.Providers {
		if p.ProxySource != "" {
			b.WriteString(p.ProxySource)
			b.WriteString("\n;\n")
		}
	}
	for _, p := range req.Providers {
		if p.Prelude != "" {
			b.WriteString(p.Prelude)
			b.WriteString("\n;\n")
		}
	}
	b.WriteString("return () => (\n")
	s.programAt = strings.Count(b.String(), "\n") + 1
	code = strings.TrimRight(code, " \t\r\n;")
	s.progLines = strings.Count(code, "\n") + 1
	s.progCode = code
	b.WriteString(code)
	b.WriteString("\n);\n})")
	return b.String()
}

// syntaxFailure turns the pending exception of a failed entry evaluation into a
// failure: a syntax error with its position in what the model wrote, or
// whatever the provider source threw. inProgram reports a syntax error inside
// the program.
func (s *Sandbox) syntaxFailure() (f *Failure, inProgram bool) {
	e := s.e
	ex := e.exception()
	defer e.free(ex)
	name := s.stringProp(ex, "name")
	msg := s.stringProp(ex, "message")
	if name == "" && msg == "" {
		m, _ := e.toString(ex)
		return &Failure{Kind: KindThrown, Message: "Uncaught " + m}, false
	}
	line := s.intProp(ex, "lineNumber")
	col := s.intProp(ex, "columnNumber")
	f = &Failure{Kind: KindSyntax, Message: name + ": " + msg}
	if name != "SyntaxError" {
		f.Kind = KindThrown
		f.Stack = s.mapStack(s.stringProp(ex, "stack"))
		return f, false
	}
	switch {
	case line >= s.programAt && line < s.programAt+s.progLines:
		f.Line, f.Column = line-s.programAt+1, col
	case line >= s.programAt+s.progLines:
		// The parser ran off the end of the program (an unclosed brace or
		// string): point just past its last character.
		lines := strings.Split(s.progCode, "\n")
		f.Line, f.Column = len(lines), len(lines[len(lines)-1])+1
	default:
		f.Message = "SyntaxError in provider source: " + msg
		return f, false
	}
	placeSyntax(f, s.att.src, s.att.lineShift)
	return f, true
}

// placeSyntax moves a syntax error's position from the code that ran to what
// the model wrote, and appends it to the message.
func placeSyntax(f *Failure, src program.Source, lineShift int) {
	if f.Line == 0 {
		return
	}
	f.Line += lineShift
	if f.Line == 1+src.LineOffset {
		f.Column += src.ColumnOffset
	}
	f.Line = max(f.Line, 1)
	f.Message = fmt.Sprintf("%s (line %d, column %d)", f.Message, f.Line, f.Column)
}

// betterSyntaxError picks, between the engine's error f and esbuild's error
// for the same code, the one further into the code: esbuild understands
// TypeScript, so where the engine stopped at a type annotation esbuild finds
// the real mistake.
func (s *Sandbox) betterSyntaxError(f *Failure, code string) *Failure {
	_, serr := program.Transpile(code)
	if serr == nil || serr.Line == 0 {
		return f
	}
	g := &Failure{Kind: KindSyntax, Message: serr.Message, Line: serr.Line, Column: serr.Column}
	placeSyntax(g, s.att.src, s.att.lineShift)
	if g.Line > f.Line || g.Line == f.Line && g.Column > f.Column {
		return g
	}
	return f
}

func (s *Sandbox) stringProp(obj value, name string) string {
	if !isObject(obj) {
		return ""
	}
	v := s.e.getProp(obj, name)
	defer s.e.free(v)
	if isException(v) {
		s.e.dropException()
		return ""
	}
	if !isString(v) {
		return ""
	}
	str, ok := s.e.toString(v)
	if !ok {
		s.e.dropException()
	}
	return str
}

func (s *Sandbox) intProp(obj value, name string) int {
	if !isObject(obj) {
		return 0
	}
	v := s.e.getProp(obj, name)
	defer s.e.free(v)
	if isException(v) {
		s.e.dropException()
		return 0
	}
	f, ok := s.e.toFloat(v)
	if !ok {
		s.e.dropException()
		return 0
	}
	return int(f)
}

// maxStackFrames bounds the frames a failure's stack keeps.
const maxStackFrames = 12

// mapStack rewrites "<program>:LINE" positions of the entry source into
// positions in the program as written, drops the executor's own frames and
// keeps at most maxStackFrames.
func (s *Sandbox) mapStack(stack string) string {
	if stack == "" {
		return ""
	}
	var kept []string
	dropped := 0
	for _, l := range strings.Split(strings.TrimRight(stack, "\n"), "\n") {
		if strings.Contains(l, "<executor>") || strings.HasPrefix(strings.TrimSpace(l), "at <eval> (<program>") {
			continue
		}
		if len(kept) == maxStackFrames {
			dropped++
			continue
		}
		kept = append(kept, s.mapPositions(l))
	}
	if dropped > 0 {
		kept = append(kept, fmt.Sprintf("    ... %d more frames", dropped))
	}
	return strings.Join(kept, "\n")
}

// mapPositions rewrites the "<program>:LINE" positions in one stack line.
func (s *Sandbox) mapPositions(stack string) string {
	var b strings.Builder
	for {
		i := strings.Index(stack, "<program>:")
		if i < 0 {
			b.WriteString(stack)
			break
		}
		b.WriteString(stack[:i])
		rest := stack[i+len("<program>:"):]
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(rest[:j])
		switch {
		case err != nil:
			b.WriteString("<program>:")
		case n >= s.programAt && n < s.programAt+s.progLines:
			fmt.Fprintf(&b, "<program>:%d", max(1, n-s.programAt+1+s.att.lineShift))
		default:
			b.WriteString("<provider source>")
		}
		stack = rest[j:]
		if err == nil && (n < s.programAt || n >= s.programAt+s.progLines) {
			// drop the column too: it means nothing outside the program
			if strings.HasPrefix(stack, ":") {
				k := 1
				for k < len(stack) && stack[k] >= '0' && stack[k] <= '9' {
					k++
				}
				stack = stack[k:]
			}
		}
	}
	return b.String()
}

// ---- host functions ----

func (s *Sandbox) hostCall(e *engine, magic int32, this value, args []value) value {
	arg := func(i int) value {
		if i < len(args) {
			return args[i]
		}
		return jsUndefined
	}
	switch magic {
	case hostDispatch:
		return s.dispatch(arg(0), arg(1), arg(2))
	case hostLog:
		level, _ := e.toString(arg(0))
		text, ok := e.toString(arg(1))
		if !ok {
			return jsException
		}
		s.log(level, text)
		return jsUndefined
	case hostDone:
		if !s.settled {
			s.settled = true
			s.value = e.dup(arg(0))
			s.hasVal = true
		}
		return jsUndefined
	case hostFail:
		if len(args) >= 4 {
			// The program evaluated to something other than a function.
			s.retry = true
			return jsUndefined
		}
		if !s.settled {
			s.settled = true
			s.failure = s.thrownFailure(args)
		}
		return jsUndefined
	case hostInert:
		s.inert = len(args) > 0 && args[0].Ftag == 1 && *(*uint64)(unsafe.Pointer(&args[0])) != 0
		return jsUndefined
	case hostEncode:
		b, ok := e.arrayBufferBytes(arg(0))
		if !ok {
			return e.throwTypeError("__encodeBinary: not an ArrayBuffer")
		}
		off, _ := e.toFloat(arg(1))
		n, _ := e.toFloat(arg(2))
		if off < 0 || n < 0 || int(off)+int(n) > len(b) {
			return e.throwTypeError("__encodeBinary: view out of bounds")
		}
		return e.newString(base64.StdEncoding.EncodeToString(b[int(off) : int(off)+int(n)]))
	case hostDecode:
		if !isString(arg(0)) {
			return jsUndefined
		}
		str, ok := e.toString(arg(0))
		if !ok {
			return jsException
		}
		// Only canonical padded base64 is binary (the codec's rule):
		// decoding and encoding again must give the same text.
		b, err := base64.StdEncoding.Strict().DecodeString(str)
		if err != nil || base64.StdEncoding.EncodeToString(b) != str {
			return jsUndefined
		}
		return e.newArrayBuffer(b)
	}
	return jsUndefined
}

// thrownFailure builds the failure for hostFail(text, stack, name[, typeof]).
func (s *Sandbox) thrownFailure(args []value) *Failure {
	e := s.e
	str := func(i int) string {
		if i >= len(args) {
			return ""
		}
		v, ok := e.toString(args[i])
		if !ok {
			e.dropException()
		}
		return v
	}
	f := &Failure{Kind: KindThrown, Message: str(0), Stack: s.mapStack(str(1))}
	if strings.HasSuffix(f.Message, "Error: stack overflow") {
		f.Kind = KindStackOverflow
	}
	return f
}

func (s *Sandbox) log(level, text string) {
	if s.logsFull || s.inert {
		return
	}
	switch level {
	case "warn":
		text = "[warn] " + text
	case "error":
		text = "[error] " + text
	}
	if s.logBytes+len(text) > s.lim.LogBytes {
		room := s.lim.LogBytes - s.logBytes
		if room > 0 {
			s.logs = append(s.logs, truncateUTF8(text, room))
		}
		s.logs = append(s.logs, logTruncatedText(s.lim.LogBytes))
		s.logsFull = true
		return
	}
	s.logBytes += len(text)
	s.logs = append(s.logs, text)
}

func truncateUTF8(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n]
}

// dispatch is __dispatch(provider, tool, argsJSON): it returns a promise of the
// envelope string, and hands the call to the host at once.
func (s *Sandbox) dispatch(pv, tv, av value) value {
	e := s.e
	if !isString(pv) || !isString(tv) || !isString(av) {
		return e.throwTypeError("__dispatch(provider, tool, argsJSON) takes three strings.")
	}
	provider, ok1 := e.toString(pv)
	tool, ok2 := e.toString(tv)
	args, ok3 := e.toString(av)
	if !ok1 || !ok2 || !ok3 {
		return jsException
	}
	if s.completed {
		return s.rejected(protocol.TextAlreadyCompleted)
	}
	if s.inert {
		return s.rejected("Tool calls are not available until the program runs.")
	}
	if n := len(provider) + len(tool) + len(args); n > s.lim.PayloadBytes {
		return s.rejected(payloadText(provider, tool, n, s.lim.PayloadBytes))
	}
	if s.calls >= s.lim.ToolCalls {
		return s.rejected(tooManyCallsText(provider, tool, s.lim.ToolCalls))
	}
	s.calls++
	promise, resolve, reject := e.newPromise()
	if isException(promise) {
		return promise
	}
	s.nextID++
	id := s.nextID
	s.pending[id] = pendingCall{resolve: resolve, reject: reject}
	if s.inflight < s.lim.ConcurrentCalls {
		s.start(id, provider, tool, args)
	} else {
		s.queue = append(s.queue, queuedCall{id, provider, tool, args})
	}
	return promise
}

// rejected returns a promise already rejected with an Error carrying msg.
func (s *Sandbox) rejected(msg string) value {
	e := s.e
	promise, resolve, reject := e.newPromise()
	if isException(promise) {
		return promise
	}
	errv := e.newErrorValue(msg)
	r := e.call(reject, jsUndefined, errv)
	e.free(r)
	e.free(errv)
	e.free(resolve)
	e.free(reject)
	return promise
}

// start hands one call to the host's dispatch on its own goroutine.
func (s *Sandbox) start(id uint32, provider, tool, args string) {
	s.inflight++
	s.active.Add(1)
	dispatch := s.req.Dispatch
	ctx := s.dctx
	events, done := s.events, s.done
	s.entered.Add(1)
	go func() {
		env := invoke(ctx, dispatch, provider, tool, args, s.entered.Done)
		select {
		case events <- answer{id, env}:
		case <-done:
		}
		if s.active.Add(-1) == 0 {
			s.dcancel()
		}
	}()
}

// invoke calls the host's dispatch, turning a Go error, a panic or a missing
// dispatch into an error envelope.
func invoke(ctx context.Context, dispatch DispatchFunc, provider, tool, args string, entered func()) (env string) {
	entered()
	if dispatch == nil {
		return errorEnvelope(protocol.ToolNotFoundText(tool))
	}
	defer func() {
		if p := recover(); p != nil {
			env = errorEnvelope(fmt.Sprintf("dispatch panicked: %v", p))
		}
	}()
	out, err := dispatch(ctx, provider, tool, args)
	if err != nil {
		return errorEnvelope(err.Error())
	}
	return out
}

func errorEnvelope(msg string) string {
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{msg})
	return string(b)
}

// answer settles a call's promise with the envelope the host returned.
func (s *Sandbox) answer(a answer) {
	e := s.e
	s.inflight--
	p, ok := s.pending[a.id]
	if ok {
		delete(s.pending, a.id)
		str := e.newString(a.envelope)
		if isException(str) {
			// No memory for the answer: the call fails with what the
			// engine threw.
			ex := e.exception()
			r := e.call(p.reject, jsUndefined, ex)
			e.free(r)
			e.free(ex)
		} else {
			r := e.call(p.resolve, jsUndefined, str)
			e.free(r)
			e.free(str)
		}
		e.free(p.resolve)
		e.free(p.reject)
	}
	for len(s.queue) > 0 && s.inflight < s.lim.ConcurrentCalls {
		q := s.queue[0]
		s.queue = s.queue[1:]
		s.start(q.id, q.provider, q.tool, q.args)
	}
}
