// Package codeactrt is the synchronous runtime behind CodeAct (package
// codeact): one source that defines function main(input), run once in a
// fresh engine of its own, calling tools synchronously through
// tools.call(name, args). It uses the engine binding of internal/sandbox
// (the allocator, the interrupt handler, the trampoline, the slots that keep
// its engines set up, and the serialisation of a value it shares with the
// asynchronous runtime) and keeps the binding's rules: every value freed
// exactly once, no panic through engine frames (hostCall runs under the
// trampoline's recover), and the stop reason checked after every entry into
// the engine.
//
// What the engine of a synchronous run has, and has not:
//   - the intrinsics are the base objects, JSON, RegExp, String.normalize,
//     Proxy, Map and Set, and typed arrays; never Promise, Date or WeakRef.
//     Without the Promise intrinsic an async function or import() throws
//     before its body runs, and an async function has no constructor;
//   - the evaluator is installed only to compile the prelude and the source,
//     and switched off (the context's eval_internal cleared) before any of
//     them runs, so no route to eval or a Function constructor can compile
//     code; the prelude (internal/sandbox's sync.js, compiled
//     into every slot's image) replaces those routes with functions that
//     throw a pinned text;
//   - async syntax and module syntax are refused before the engine starts,
//     with esbuild (already the project's parser for TypeScript): a clear,
//     positioned text instead of the engine's TypeError at run time.
package codeactrt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/evanw/esbuild/pkg/api"
)

// SyncLimits bound one synchronous run. Every field must be positive; the
// caller (package codeact) owns the defaults.
type SyncLimits struct {
	// SourceBytes bounds the source, in bytes.
	SourceBytes int
	// InputBytes bounds the input JSON, in bytes.
	InputBytes int
	// ResultBytes bounds the JSON of main's return value, in bytes.
	ResultBytes int
	// Memory bounds the engine's heap, in bytes. Passing it ends the
	// run even if the program catches the out-of-memory error.
	Memory int64
	// StackDepth bounds recursion, in engine stack slots (see
	// codemode.Limits.StackDepth). Passing it throws a catchable
	// "InternalError: stack overflow".
	StackDepth int
	// Timeout bounds the wall-clock time of the run, child calls included.
	Timeout time.Duration
	// ChildCalls bounds the tools.call calls the run may make; the call
	// past it ends the run (it is terminal) and is never sent.
	ChildCalls int
}

// validate reports the first bound that is not positive.
func (l SyncLimits) validate() error {
	for _, c := range []struct {
		name string
		v    int64
	}{
		{"SourceBytes", int64(l.SourceBytes)},
		{"InputBytes", int64(l.InputBytes)},
		{"ResultBytes", int64(l.ResultBytes)},
		{"Memory", l.Memory},
		{"StackDepth", int64(l.StackDepth)},
		{"Timeout", int64(l.Timeout)},
		{"ChildCalls", int64(l.ChildCalls)},
	} {
		if c.v <= 0 {
			return fmt.Errorf("SyncLimits.%s is %d; every bound must be positive", c.name, c.v)
		}
	}
	return nil
}

// SyncOptions describe one synchronous run.
type SyncOptions struct {
	// Source is the program: a script that defines function main(input).
	Source string
	// Filename names the source in stacks and syntax errors; default
	// "main.js".
	Filename string
	// Input is main's argument as JSON text; blank means null.
	Input string
	// Limits are the run's bounds.
	Limits SyncLimits
	// Call answers tools.call(name, args): argsJSON is args as JSON ("{}"
	// when args is undefined), and resultJSON the value tools.call returns,
	// as JSON. It runs on its own goroutine with a context that ends with
	// the run; a Call that does not return by the deadline is abandoned.
	//
	// A *SyncCallError that is not Terminal fails this one call: the
	// program can catch it. Any other error — a terminal *SyncCallError or
	// an error of another type (a lost broker) — is terminal: the run ends
	// with it whatever the program does, and no later call reaches Call.
	Call func(ctx context.Context, name, argsJSON string) (resultJSON string, err error)
}

// SyncCallError is the error a Call returns to fail one child call.
type SyncCallError struct {
	// Message is the Error's message in the program, or the run's failure
	// message when Terminal.
	Message string
	// Code, when set, is the Error's code property (e.g. "DENIED").
	Code string
	// Tool, when set, is the Error's tool property.
	Tool string
	// Terminal ends the run: the program cannot catch it, and no later
	// call is made.
	Terminal bool
}

// Error returns the message.
func (e *SyncCallError) Error() string { return e.Message }

// SyncKind classifies a failed synchronous run.
type SyncKind string

// SyncFailure says why a synchronous run did not complete.
type SyncFailure struct {
	// Kind classifies the failure.
	Kind SyncKind
	// Message is the pinned text (see the TextSync* constants), or what the
	// program threw.
	Message string
	// Stack is the JavaScript stack of a thrown Error, the runner's own
	// frames removed.
	Stack string
	// Line and Column locate a syntax error or a refused construct
	// (1-based), or are zero.
	Line, Column int
	// Cause is the error Call returned, for SyncTerminal.
	Cause error
}

// SyncResult is what a synchronous run produced.
type SyncResult struct {
	// Value is the JSON of main's return value ("null" for undefined);
	// empty on failure.
	Value string
	// Failure is nil when main returned.
	Failure *SyncFailure
	// Calls counts the child calls handed to Call.
	Calls int
}

// The timer functions and host globals the prelude refuses by name.
var (
	syncTimers      = []string{"setTimeout", "setInterval", "setImmediate", "clearTimeout", "clearInterval", "clearImmediate", "queueMicrotask"}
	syncHostGlobals = []string{"process", "require", "module", "exports", "Buffer", "global", "fetch", "XMLHttpRequest", "WebSocket",
		"navigator", "performance", "crypto", "Deno", "Bun", "std", "os", "print", "scriptArgs", "__dirname", "__filename"}
)

// SyncRefusedGlobals returns every global name the prelude refuses with a
// pinned text, with the text: Promise, Date, console, WebAssembly, the
// timers and the host globals (eval, the Function constructors and
// Math.random have their own texts).
func SyncRefusedGlobals() [][2]string {
	out := [][2]string{
		{"Promise", TextSyncPromise},
		{"Date", TextSyncDate},
		{"console", TextSyncConsole},
		{"WebAssembly", TextSyncWebAssembly},
	}
	for _, n := range syncTimers {
		out = append(out, [2]string{n, TextSyncTimer(n)})
	}
	for _, n := range syncHostGlobals {
		out = append(out, [2]string{n, TextSyncHostGlobal(n)})
	}
	return out
}

// syncTextsJSON is the texts the prelude reads.
var syncTextsJSON = func() string {
	b, err := json.Marshal(map[string]any{
		"eval":                TextSyncEval,
		"functionConstructor": TextSyncFunctionCtor,
		"random":              TextSyncRandom,
		"globals":             SyncRefusedGlobals(),
	})
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// RunSync runs one synchronous CodeAct program: it checks the bounds and the
// syntax, makes a fresh engine, evaluates the prelude and the source with
// tools.call inert, then activates the bridge and calls main(input), and
// serialises main's value. It never panics and always closes its engine.
func RunSync(ctx context.Context, o SyncOptions) (res SyncResult) {
	if err := o.Limits.validate(); err != nil {
		return SyncResult{Failure: &SyncFailure{Kind: SyncInternal, Message: "Internal error in CodeAct: " + err.Error()}}
	}
	if o.Call == nil {
		return SyncResult{Failure: &SyncFailure{Kind: SyncInternal, Message: "Internal error in CodeAct: no Call function."}}
	}
	if o.Filename == "" {
		o.Filename = "main.js"
	}
	lim := o.Limits
	if len(o.Source) > lim.SourceBytes {
		return refused(TextSyncSourceTooLarge(len(o.Source), lim.SourceBytes))
	}
	if strings.TrimSpace(o.Input) == "" {
		o.Input = "null"
	}
	if len(o.Input) > lim.InputBytes {
		return refused(TextSyncInputTooLarge(len(o.Input), lim.InputBytes))
	}
	if !json.Valid([]byte(o.Input)) {
		return refused(TextSyncInputInvalid)
	}
	check := checkSyncSource(o.Source, o.Filename)
	if check.failure != nil {
		return SyncResult{Failure: check.failure}
	}
	r := &syncRun{o: o, lim: lim, unchecked: check.unparsed}
	defer func() {
		if p := recover(); p != nil {
			r.panicked = true
			res = SyncResult{Failure: &SyncFailure{Kind: SyncInternal, Message: fmt.Sprintf("Internal error in CodeAct: %v", p)}, Calls: r.calls}
		}
		r.close()
	}()
	return r.run(ctx)
}

func refused(text string) SyncResult {
	return SyncResult{Failure: &SyncFailure{Kind: SyncRefused, Message: text}}
}

// The phases of a run, as tools.call sees them.
const (
	phaseDefine = iota // the prelude and the source are evaluated: inert
	phaseMain          // main runs: the bridge is active
	phaseAfter         // main returned: inert again
)

// stopSyncTerminal is the stop reason of a run ended by a terminal child
// call; the interrupt handler ends the engine for any reason.
const stopSyncTerminal = sandbox.StopCustom

// The magic of the bridge, the one host function of a synchronous run.
const syncMagicCall int32 = 1

// syncRun is one synchronous run; its hostCall is the engine's Host.
type syncRun struct {
	o   SyncOptions
	lim SyncLimits

	mu sync.Mutex // guards e against close while another goroutine stops it
	e  *engine
	// lease is the engine lent to the run (a slot's, or a plain one):
	// close gives it back, so that a slot is restored (discarding every
	// value at once), or destroyed after a panic.
	lease    *sandbox.SyncEngine
	panicked bool

	parent context.Context // the caller's context
	rctx   context.Context // ends with the run: deadline or cancellation
	cancel context.CancelFunc

	phase     int
	defCall   bool         // tools.call during the definition
	afterCall bool         // tools.call after main returned
	terminal  *SyncFailure // the latch: a terminal child failure or the call limit
	calls     int
	unchecked string // esbuild could not parse the source: why
}

// stopForContext stops the engine because the run's context ended: for
// cancellation when the caller's context ended, else for the deadline.
func (r *syncRun) stopForContext() {
	if r.parent.Err() != nil {
		r.stop(stopCancel)
	} else {
		r.stop(stopTimeout)
	}
}

// stop asks the engine to stop; safe from any goroutine.
func (r *syncRun) stop(reason int32) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.e != nil {
		r.e.Stop(reason)
	}
}

func (r *syncRun) close() {
	if r.cancel != nil {
		r.cancel()
	}
	r.mu.Lock()
	r.e = nil
	r.mu.Unlock()
	if r.lease != nil {
		r.lease.Release(r.panicked) // a panic: its engine may be half way through anything
		r.lease = nil
	}
}

// run is RunSync after the checks.
func (r *syncRun) run(ctx context.Context) SyncResult {
	// A restored slot when one is idle (sandbox.TakeSyncEngine): byte for
	// byte a new engine, without the cost of setting one up. A plain engine
	// when the system refuses a slot.
	lease, err := sandbox.TakeSyncEngine()
	if err != nil {
		return SyncResult{Failure: &SyncFailure{Kind: SyncInternal, Message: "Internal error in CodeAct: " + err.Error()}}
	}
	if leased != nil {
		leased(lease)
	}
	e := lease.Engine()
	r.mu.Lock()
	r.lease, r.e = lease, e
	r.mu.Unlock()
	e.SetHost(r.hostCall)

	r.parent = ctx
	r.rctx, r.cancel = context.WithTimeout(ctx, r.lim.Timeout)
	stopAfter := context.AfterFunc(r.rctx, r.stopForContext)
	defer stopAfter()
	if ctx.Err() != nil {
		return r.fail(&SyncFailure{Kind: SyncCancelled, Message: TextSyncCancelled})
	}

	e.SetStackSlots(r.lim.StackDepth)
	e.SetMemoryLimit(r.lim.Memory)

	// Everything is compiled while the evaluator is installed; then it is
	// switched off, before any of it runs.
	// A slot's image holds the prelude and the main lookup compiled (the
	// restore gives them back however this run used them).
	prelude, lookup, err := lease.Internals()
	if err != nil {
		return r.engineFailure(err.Error())
	}
	source := e.EvalCompileOnly(r.o.Source, r.o.Filename)
	if isException(source) {
		e.Free(prelude)
		e.Free(lookup)
		if reason := e.StopReason(); reason != stopNone {
			e.DropException()
			return r.fail(r.stopFailure(reason))
		}
		return r.fail(r.syntaxFailure())
	}
	e.DisableEval()
	if r.unchecked != "" {
		// esbuild could not parse what the engine did: the async and
		// module checks did not run, so nothing runs.
		e.Free(prelude)
		e.Free(lookup)
		e.Free(source)
		return r.fail(&SyncFailure{Kind: SyncRefused, Message: TextSyncUnchecked(r.unchecked)})
	}

	// The prelude binds tools (inert until main is called).
	global := e.Global()
	e.SetProp(global, "__codeact_bridge", e.NewFunction("call", 2, syncMagicCall))
	e.SetProp(global, "__codeact_texts", e.NewString(syncTextsJSON))
	e.Free(global)
	v := e.EvalFunction(prelude)
	if isException(v) {
		e.Free(lookup)
		e.Free(source)
		return r.engineFailure("the prelude failed")
	}
	e.Free(v)

	// The definition: the source's top level, with tools.call inert.
	v = e.EvalFunction(source)
	if isException(v) {
		e.Free(lookup)
		return r.fail(r.exceptionFailure())
	}
	e.Free(v)
	if f := r.latched(); f != nil {
		e.Free(lookup)
		return r.fail(f)
	}

	main := e.EvalFunction(lookup)
	if isException(main) {
		return r.fail(r.exceptionFailure())
	}
	if !isObject(main) {
		e.Free(main)
		return r.fail(&SyncFailure{Kind: SyncNoMain, Message: TextSyncNoMain})
	}
	input := e.ParseJSON(r.o.Input)
	if isException(input) {
		e.Free(main)
		return r.fail(r.exceptionFailure())
	}

	// The bridge becomes active only now, immediately before main.
	r.phase = phaseMain
	ret := e.Call(main, jsUndefined, input)
	r.phase = phaseAfter
	e.Free(main)
	e.Free(input)
	if isException(ret) {
		return r.fail(r.exceptionFailure())
	}
	out, f := r.output(ret)
	e.Free(ret)
	if f == nil {
		f = r.latched()
	}
	if f == nil {
		if reason := e.StopReason(); reason != stopNone {
			f = r.stopFailure(reason)
		}
	}
	if f != nil {
		return r.fail(f)
	}
	return SyncResult{Value: out, Calls: r.calls}
}

// fail is a failed result; a latched failure wins over whatever ended the
// run after it.
func (r *syncRun) fail(f *SyncFailure) SyncResult {
	if l := r.latched(); l != nil {
		f = l
	}
	return SyncResult{Failure: f, Calls: r.calls}
}

// latched returns the failure the run is latched to, if any: a tools.call
// outside main (even one the program caught), or a terminal child failure.
func (r *syncRun) latched() *SyncFailure {
	switch {
	case r.defCall:
		return &SyncFailure{Kind: SyncDefinitionCall, Message: TextSyncDefinitionCall}
	case r.afterCall:
		return &SyncFailure{Kind: SyncDefinitionCall, Message: TextSyncAfterMain}
	case r.terminal != nil:
		return r.terminal
	}
	return nil
}

// engineFailure reports the runner's own script failing.
func (r *syncRun) engineFailure(what string) SyncResult {
	e := r.e
	if reason := e.StopReason(); reason != stopNone {
		e.DropException()
		return r.fail(r.stopFailure(reason))
	}
	err := e.TakeException()
	return r.fail(&SyncFailure{Kind: SyncInternal, Message: fmt.Sprintf("Internal error in CodeAct: %s: %v", what, err)})
}

// stopFailure is the failure of an engine stopped from outside or by memory.
func (r *syncRun) stopFailure(reason int32) *SyncFailure {
	switch reason {
	case stopTimeout:
		return &SyncFailure{Kind: SyncTimeout, Message: TextSyncTimeout(r.lim.Timeout)}
	case stopCancel:
		return &SyncFailure{Kind: SyncCancelled, Message: TextSyncCancelled}
	case stopMemory:
		return &SyncFailure{Kind: SyncMemory, Message: TextSyncMemory(r.lim.Memory)}
	case stopSyncTerminal:
		if r.terminal != nil {
			return r.terminal
		}
	}
	msg := "Internal error in CodeAct."
	if r.e != nil && r.e.Panicked() != nil {
		msg = fmt.Sprintf("Internal error in CodeAct: %v", r.e.Panicked())
	}
	return &SyncFailure{Kind: SyncInternal, Message: msg}
}

// exceptionFailure turns the pending exception into a failure: the stop
// reason when the engine was stopped, else what the program threw.
func (r *syncRun) exceptionFailure() *SyncFailure {
	e := r.e
	if reason := e.StopReason(); reason != stopNone {
		e.DropException()
		return r.stopFailure(reason)
	}
	ex := e.Exception()
	defer e.Free(ex)
	if !e.IsError(ex) {
		s, ok := e.ToString(ex)
		if !ok {
			e.DropException()
		}
		return &SyncFailure{Kind: SyncThrown, Message: "Uncaught " + s}
	}
	s, ok := e.ToString(ex)
	if !ok {
		e.DropException()
	}
	f := &SyncFailure{Kind: SyncThrown, Message: s, Stack: syncStack(r.stringProp(ex, "stack"))}
	if strings.HasSuffix(s, "Error: stack overflow") {
		f.Kind = SyncStackOverflow
	}
	return f
}

// syntaxFailure turns the pending exception of a failed compile into a
// failure: module syntax gets its own text, anything else the engine's
// message with the position.
func (r *syncRun) syntaxFailure() *SyncFailure {
	e := r.e
	ex := e.Exception()
	defer e.Free(ex)
	name := r.stringProp(ex, "name")
	msg := r.stringProp(ex, "message")
	line, col := r.intProp(ex, "lineNumber"), r.intProp(ex, "columnNumber")
	if name == "" {
		name = "SyntaxError"
	}
	if hasModuleSyntax(r.o.Source) {
		return &SyncFailure{Kind: SyncRefused, Message: TextSyncModules}
	}
	f := &SyncFailure{Kind: SyncSyntax, Message: name + ": " + msg, Line: line, Column: col}
	if line > 0 {
		f.Message = fmt.Sprintf("%s (line %d, column %d)", f.Message, line, col)
	}
	return f
}

// output serialises main's value within the output bound, with the
// engine's JSON.stringify (serialize.go).
func (r *syncRun) output(v value) (string, *SyncFailure) {
	e := r.e
	// Plain data is written in Go, and over the bound only counted (the
	// engine's JSON.stringify, which the sandbox hooks to the same writer,
	// would build the whole text before it was measured).
	o := e.SerializeValue(v, r.lim.ResultBytes,
		func(v value) (string, int, bool) { return e.WriteJSONSize(v, r.lim.ResultBytes) },
		e.JSONStringify,
		"")
	if o.Threw {
		if f := r.latched(); f != nil {
			return "", f
		}
	}
	switch o.Problem {
	case sandbox.SerialOK:
		return o.Text, nil
	case sandbox.SerialUndefined:
		return "null", nil
	case sandbox.SerialSymbol:
		return "", &SyncFailure{Kind: SyncOutputInvalid, Message: TextSyncOutputSymbol}
	case sandbox.SerialFunction:
		return "", &SyncFailure{Kind: SyncOutputInvalid, Message: TextSyncOutputFunction}
	case sandbox.SerialCycle:
		return "", &SyncFailure{Kind: SyncOutputInvalid, Message: TextSyncOutputCycle}
	case sandbox.SerialBigInt:
		return "", &SyncFailure{Kind: SyncOutputInvalid, Message: TextSyncOutputBigInt}
	case sandbox.SerialStopped:
		return "", r.stopFailure(o.Reason)
	case sandbox.SerialTooLarge:
		return "", &SyncFailure{Kind: SyncOutputTooLarge, Message: TextSyncOutputTooLarge(o.Size, r.lim.ResultBytes)}
	}
	return "", &SyncFailure{Kind: SyncThrown, Message: o.Message}
}

// hostCall is the bridge: tools.call(name, args).
func (r *syncRun) hostCall(e *engine, magic int32, _ value, args []value) value {
	if magic != syncMagicCall {
		return jsUndefined
	}
	arg := func(i int) value {
		if i < len(args) {
			return args[i]
		}
		return jsUndefined
	}
	// The latch: after a terminal failure, or once the engine is being
	// stopped, no call reaches Call.
	if r.terminal != nil || e.StopReason() != stopNone {
		e.Stop(stopSyncTerminal)
		return e.ThrowUncatchable(TextSyncLatched)
	}
	switch r.phase {
	case phaseDefine:
		r.defCall = true
		return e.ThrowError(TextSyncDefinitionCall)
	case phaseAfter:
		r.afterCall = true
		return e.ThrowError(TextSyncAfterMain)
	}
	if !isString(arg(0)) {
		return e.ThrowError(TextSyncCallName)
	}
	name, ok := e.ToString(arg(0))
	if !ok {
		return jsException
	}
	argsJSON := "{}"
	if !isUndefined(arg(1)) {
		js := e.JSONStringify(arg(1))
		if isException(js) {
			return js // what the serialisation threw (a BigInt, a cycle), catchable
		}
		if !isString(js) {
			e.Free(js)
			return e.ThrowError(TextSyncCallArgs)
		}
		s, ok := e.ToString(js)
		e.Free(js)
		if !ok {
			return jsException
		}
		argsJSON = s
		// Serialising ran the program's own toJSON, which may have ended
		// the run.
		if r.terminal != nil || e.StopReason() != stopNone {
			e.Stop(stopSyncTerminal)
			return e.ThrowUncatchable(TextSyncLatched)
		}
	}
	if r.calls >= r.lim.ChildCalls {
		return r.terminate(&SyncFailure{Kind: SyncCallLimit, Message: TextSyncCallLimit(r.lim.ChildCalls)})
	}
	r.calls++
	resultJSON, err := r.dispatch(name, argsJSON)
	if err != nil {
		var ce *SyncCallError
		switch {
		case errors.Is(err, errRunEnded):
			// The deadline or a cancellation: stop the engine now (the
			// context's own callback may not have run yet), so that the
			// stop reason is the failure.
			r.stopForContext()
			return e.ThrowUncatchable(TextSyncLatched)
		case errors.As(err, &ce) && !ce.Terminal:
			errv := e.NewErrorValue(ce.Message)
			if isException(errv) {
				return errv
			}
			if ce.Code != "" {
				e.SetProp(errv, "code", e.NewString(ce.Code))
			}
			if ce.Tool != "" {
				e.SetProp(errv, "tool", e.NewString(ce.Tool))
			}
			return e.Throw(errv)
		default:
			return r.terminate(&SyncFailure{Kind: SyncTerminal, Message: err.Error(), Cause: err})
		}
	}
	v := e.ParseJSON(resultJSON)
	if isException(v) {
		if e.StopReason() != stopNone {
			return v
		}
		e.DropException()
		return r.terminate(&SyncFailure{Kind: SyncTerminal, Message: TextSyncBrokerAnswer, Cause: &SyncCallError{Message: TextSyncBrokerAnswer, Terminal: true}})
	}
	return v
}

// terminate latches the run to f and ends it: the exception thrown cannot be
// caught, and the engine is stopped in case anything swallowed it.
func (r *syncRun) terminate(f *SyncFailure) value {
	r.terminal = f
	r.e.Stop(stopSyncTerminal)
	return r.e.ThrowUncatchable(f.Message)
}

// errRunEnded reports a child call cut off by the end of the run.
var errRunEnded = errors.New("the run ended")

// dispatch hands one call to Call on its own goroutine and waits for its
// answer or the end of the run, whichever comes first: a broker that never
// answers cannot hold the run past its deadline.
func (r *syncRun) dispatch(name, args string) (string, error) {
	if r.rctx.Err() != nil {
		return "", errRunEnded
	}
	type answer struct {
		result string
		err    error
	}
	done := make(chan answer, 1)
	call := r.o.Call
	ctx := r.rctx
	go func() {
		var a answer
		defer func() {
			if p := recover(); p != nil {
				a = answer{err: fmt.Errorf("the tool broker failed: %v", p)}
			}
			done <- a
		}()
		a.result, a.err = call(ctx, name, args)
	}()
	select {
	case a := <-done:
		if a.err != nil && (r.rctx.Err() != nil || r.parent.Err() != nil) {
			// The run ended while the call was out, and the broker
			// answered with that (typically ctx.Err()). The answer can
			// be ready before the run's context is (a caller's context
			// of its own type propagates its cancellation on a
			// goroutine), and select picks either of two ready cases:
			// the ending is decided here, not by the broker's error.
			return "", errRunEnded
		}
		return a.result, a.err
	case <-r.rctx.Done():
		return "", errRunEnded
	}
}

func (r *syncRun) stringProp(obj value, name string) string { return r.e.StringProp(obj, name) }

func (r *syncRun) intProp(obj value, name string) int { return r.e.IntProp(obj, name) }

// syncStack drops the runner's own frames from a stack.
func syncStack(stack string) string {
	var kept []string
	for _, l := range strings.Split(strings.TrimRight(stack, "\n"), "\n") {
		if l == "" || strings.Contains(l, "<codeact>") || strings.Contains(l, "(native)") {
			continue
		}
		kept = append(kept, l)
		if len(kept) == maxStackFrames {
			break
		}
	}
	return strings.Join(kept, "\n")
}

// ---- the static check ----

// syncCheck is what the static check found.
type syncCheck struct {
	failure  *SyncFailure // a refusal
	unparsed string       // esbuild could not parse the source: its error
}

// asyncFeatures are the esbuild features whose lowering we ask it to refuse,
// so that it reports each use with its position. Generators are listed only
// because esbuild would otherwise lower async functions to them silently;
// their errors are ignored.
var asyncFeatures = map[string]bool{
	"async-await":     false,
	"async-generator": false,
	"for-await":       false,
	"top-level-await": false,
	"generator":       false,
}

// checkSyncSource refuses async syntax and dynamic import() before anything
// runs. It is cheap for sources that contain neither word: esbuild is asked
// only when "async", "await" or "import" (or a \u escape) appears.
func checkSyncSource(src, filename string) syncCheck {
	escaped := strings.Contains(src, `\u`)
	var c syncCheck
	if escaped || strings.Contains(src, "async") || strings.Contains(src, "await") {
		res := api.Transform(src, api.TransformOptions{
			Loader: api.LoaderJS, Sourcefile: filename, LogLevel: api.LogLevelSilent, Supported: asyncFeatures,
		})
		for _, m := range res.Errors {
			switch {
			case strings.HasPrefix(m.Text, "Transforming async ") || strings.HasPrefix(m.Text, "Transforming for-await ") ||
				strings.HasPrefix(m.Text, "Top-level await ") || strings.Contains(m.Text, `"await"`):
				// The features refused, and await where it cannot be
				// (`"await" can only be used inside an "async" function`).
				f := &SyncFailure{Kind: SyncRefused, Message: TextSyncAsync}
				if m.Location != nil {
					f.Line, f.Column = m.Location.Line, m.Location.Column+1
					f.Message = fmt.Sprintf("%s (line %d, column %d)", f.Message, f.Line, f.Column)
				}
				return syncCheck{failure: f}
			case strings.HasPrefix(m.Text, "Transforming generator functions "):
			default:
				if c.unparsed == "" {
					c.unparsed = esbuildMessage(m)
				}
			}
		}
	}
	if escaped || strings.Contains(src, "import") {
		// Lowering dynamic import() is the only difference between these
		// two transforms: the outputs differ exactly when import() is used.
		with := api.Transform(src, api.TransformOptions{Loader: api.LoaderJS, LogLevel: api.LogLevelSilent})
		without := api.Transform(src, api.TransformOptions{
			Loader: api.LoaderJS, LogLevel: api.LogLevelSilent, Supported: map[string]bool{"dynamic-import": false},
		})
		switch {
		case len(with.Errors) > 0:
			if c.unparsed == "" {
				c.unparsed = esbuildMessage(with.Errors[0])
			}
		case string(with.Code) != string(without.Code):
			return syncCheck{failure: &SyncFailure{Kind: SyncRefused, Message: TextSyncModules}}
		}
	}
	return c
}

// hasModuleSyntax reports whether esbuild sees import or export
// declarations or import.meta in src: the engine refuses them as syntax
// errors in a script, and this gives the refusal its own text.
func hasModuleSyntax(src string) bool {
	if !strings.Contains(src, "import") && !strings.Contains(src, "export") && !strings.Contains(src, `\u`) {
		return false
	}
	res := api.Build(api.BuildOptions{
		Stdin:    &api.StdinOptions{Contents: src, Loader: api.LoaderJS, Sourcefile: "main.js"},
		Write:    false,
		LogLevel: api.LogLevelSilent,
		Metafile: true,
	})
	if len(res.Errors) > 0 {
		return false
	}
	var meta struct {
		Inputs map[string]struct {
			Format string `json:"format"`
		} `json:"inputs"`
	}
	if json.Unmarshal([]byte(res.Metafile), &meta) != nil {
		return false
	}
	for _, in := range meta.Inputs {
		if in.Format == "esm" {
			return true
		}
	}
	return false
}

func esbuildMessage(m api.Message) string {
	if m.Location == nil {
		return m.Text
	}
	return fmt.Sprintf("%s (line %d, column %d)", m.Text, m.Location.Line, m.Location.Column+1)
}
