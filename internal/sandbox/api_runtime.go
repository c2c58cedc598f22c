package sandbox

import (
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// The binding's surface for the asynchronous runtime (internal/asyncrt), on
// top of api.go's: the engine operations its loop, host functions, journal
// and web APIs use, under exported names. Each is the unexported operation
// of engine.go, jsonbuild.go, jsonwrite.go, hostargs.go or providerget.go,
// with that operation's rules on ownership.

// More stop reasons (Engine.Stop) the asynchronous runtime gives.
const (
	// StopShutdown: the executor shuts down.
	StopShutdown = stopShutdown
	// StopRelease: a retained execution was released.
	StopRelease = stopRelease
	// StopRetention: a retained execution reached Limits.Retention.
	StopRetention = stopRetention
)

// HostTarget receives the calls of an engine's host functions (NewFunction):
// magic says which; this and args are borrowed, and the answer is owned by
// the engine (Exception when the function throws). A runtime's own state is
// one, set with SetHostTarget, so that binding it to an engine makes no
// closure; Host is one for a function.
type HostTarget interface {
	HostCall(e *Engine, magic int32, this Value, args []Value) Value
}

// SetHostTarget makes t receive the engine's host function calls (nil: none
// does, and a host function throws).
func (e *engine) SetHostTarget(t HostTarget) { e.host = t }

// HostTarget is what receives the engine's host function calls, or nil.
func (e *engine) HostTarget() HostTarget { return e.host }

// RejectionTracker is a HostTarget that the engine tells about promises
// rejected with no handler (handled false) and about a handler attached to
// such a promise later (handled true), once TrackRejections installed the
// tracker. promise and reason are borrowed; the tracker must not run
// JavaScript.
type RejectionTracker interface {
	TrackRejection(e *Engine, promise, reason Value, handled bool)
}

var rejectionTrackerFP uintptr

func init() { rejectionTrackerFP = funcPointer(rejectionTracker) }

// TrackRejections makes the engine tell its host target about unhandled
// rejections when the target is a RejectionTracker.
func (e *engine) TrackRejections() {
	lib.XJS_SetHostPromiseRejectionTracker(e.tls, e.rt, rejectionTrackerFP, 0)
}

// rejectionTracker is the engine's host promise-rejection tracker: it hands
// the rejection to the engine's host target.
func rejectionTracker(tls *libc.TLS, ctx uintptr, promise, reason value, handled int32, opaque uintptr) {
	e, ok := engineOf(tls, ctx)
	if !ok {
		return
	}
	if t, ok := e.host.(RejectionTracker); ok {
		t.TrackRejection(e, promise, reason, handled != 0)
	}
}

// Null is the null value (not owned).
var Null = value{Ftag: lib.EJS_TAG_NULL}

// Number makes a number value of n: an int when it fits, else a float64.
func Number(n int) Value {
	var v value
	if n >= -1<<31 && n < 1<<31 {
		*(*int32)(unsafe.Pointer(&v.Fu)) = int32(n)
		v.Ftag = lib.EJS_TAG_INT
		return v
	}
	*(*float64)(unsafe.Pointer(&v.Fu)) = float64(n)
	v.Ftag = lib.EJS_TAG_FLOAT64
	return v
}

// Float64 makes the number value f.
func Float64(f float64) Value { return jsFloat64(f) }

// Bool makes the boolean value b.
func Bool(b bool) Value { return jsBool(b) }

// IsBool reports whether v is a boolean.
func IsBool(v Value) bool { return v.Ftag == tagBool }

// IsTrue reports whether v is the boolean true.
func IsTrue(v Value) bool { return valueBool(v) }

// PromiseFulfilled is Engine.PromiseState's answer for a fulfilled promise.
const PromiseFulfilled = promiseFulfilled

// HasExtensions reports whether the engine is the patched one, with the
// binding's extensions (third_party/libquickjs.md).
func HasExtensions() bool { return hasExtensions() }

// RunGCThreshold is the heap size past which an execution's engine collects
// garbage, for a memory limit of limit bytes.
func RunGCThreshold(limit int64) int64 { return runGCThreshold(limit) }

// NewEngine makes a plain engine (not one of a slot) with the standard
// intrinsics; Close frees it.
func NewEngine() (*Engine, error) { return newEngine() }

// MaxIndexArg bounds the integers IntArg accepts.
const MaxIndexArg = maxIndexArg

// IntArg returns v as an int in [0, max] when it is an integer number there;
// no value is converted.
func IntArg(v Value, max int) (int, bool) { return intArg(v, max) }

// NumberArg returns v as a float64 when it is a number; no value is
// converted.
func NumberArg(v Value) (float64, bool) { return numberArg(v) }

// StringArg returns v as a Go string when it is a string.
func StringArg(e *Engine, v Value) (string, bool) { return stringArg(e, v) }

// ByteRange returns b[off:off+n] when off and n are integers (IntArg) whose
// range fits in b.
func ByteRange(b []byte, off, n Value) ([]byte, bool) { return byteRange(b, off, n) }

// Latin1Chars returns the characters of the string v when it is stored as
// Latin-1 (aliasing engine memory, valid until the engine runs again).
func Latin1Chars(v Value) ([]byte, bool) { return latin1Chars(v) }

// UTF8Length is the length in UTF-8 of the string v, without converting it.
func UTF8Length(v Value) (n int, ok bool) { return utf8Length(v) }

// UTF8Prefix is the text of the string v as Engine.ToString converts it, cut
// to the characters that fit whole in n bytes, converting no more than them;
// ok is false when v is not a flat string.
func UTF8Prefix(v Value, n int) (string, bool) { return utf8Prefix(v, n) }

// BuildOutcome says what Engine.BuildJSON did.
type BuildOutcome = buildOutcome

// The outcomes of Engine.BuildJSON.
const (
	// BuildOK: the value is built, owned by the caller.
	BuildOK = buildOK
	// BuildFallback: nothing happened; use the engine's parser.
	BuildFallback = buildFallback
	// BuildException: the engine has a pending exception (out of memory).
	BuildException = buildException
)

// HasException reports whether an exception is pending.
func (e *engine) HasException() bool { return lib.XJS_HasException(e.tls, e.ctx) != 0 }

// NewArray makes an empty array, owned.
func (e *engine) NewArray() Value { return lib.XJS_NewArray(e.tls, e.ctx) }

// BarePromise makes a pending promise with no resolving functions, which
// SettlePromise settles; ok is false without the extensions (NewPromise
// then). On failure the promise is the exception.
func (e *engine) BarePromise() (promise Value, ok bool) { return e.barePromise() }

// BufferBytes returns the bytes of an ArrayBuffer v (none when detached),
// aliasing engine memory until the engine runs again; isBuffer is false for
// any other value.
func (e *engine) BufferBytes(v Value) (b []byte, isBuffer bool) { return e.bufferBytes(v) }

// BuildJSON builds the value of the JSON text (BuildOK: owned by the
// caller; BuildFallback: use ParseJSON; BuildException: the exception is
// pending).
func (e *engine) BuildJSON(text string) (Value, BuildOutcome) { return e.buildJSON(text) }

// CompileProgram compiles a lean entry's strict global script, "(" + a
// program + ")", without running it (RunScript runs it); owned.
func (e *engine) CompileProgram(src, filename string) Value { return e.compileProgram(src, filename) }

// CompiledAlone reports whether fn, from CompileProgram, is a program's
// function the patched engine compiled alone (RunScript then makes it).
func (e *engine) CompiledAlone(fn Value) bool { return e.compiledAlone(fn) }

// DefineGlobalConst binds name as a global lexical constant holding v
// (taken), false when a global lexical binding has that name already or
// memory ran out; only with the extensions.
func (e *engine) DefineGlobalConst(name string, v Value) bool { return e.defineGlobalConst(name, v) }

// BeforeEval arranges for f to run once, before the engine next compiles
// source text: a script of the host's, eval, or a Function constructor's
// body. If f returns false, with an exception pending, that compilation
// fails with it. A second call replaces f; nil cancels it.
func (e *engine) BeforeEval(f BeforeEvaler) { e.beforeEval(f) }

// Dup is the binding's dup.
func (e *engine) Dup(v Value) Value { return e.dup(v) }

// Eval evaluates a global script; the result is owned by the caller.
func (e *engine) Eval(src string, filename string) Value { return e.eval(src, filename) }

// EvalBytecode runs bytecode made by compile; the result is owned by the caller.
func (e *engine) EvalBytecode(code []byte) Value { return e.evalBytecode(code) }

// ExecuteJob runs one pending job: ran is false when none was pending,
// failed when it threw (the exception is dropped).
func (e *engine) ExecuteJob() (ran bool, failed bool) { return e.executeJob() }

// Index returns v[i], owned by the caller.
func (e *engine) Index(v Value, i uint32) Value { return e.index(v, i) }

// IsFunction is the binding's isFunction.
func (e *engine) IsFunction(v Value) bool { return e.isFunction(v) }

// IsGlobal reports whether name resolves on the global object (its own
// properties or its prototypes').
func (e *engine) IsGlobal(name string) bool { return e.isGlobal(name) }

// JobPending reports whether a job (a promise reaction) waits to run.
func (e *engine) JobPending() bool { return e.jobPending() }

// KeepAtom makes the atom of name and holds it for the engine's life.
func (e *engine) KeepAtom(name string) { e.keepAtom(name) }

// MemoryLeft reports how many more bytes the engine may allocate.
func (e *engine) MemoryLeft() int64 { return e.memoryLeft() }

// MemoryUsed reports the bytes the engine has allocated.
func (e *engine) MemoryUsed() int64 { return e.memoryUsed() }

// NewArrayBuffer makes an ArrayBuffer holding a copy of b.
func (e *engine) NewArrayBuffer(b []byte) Value { return e.newArrayBuffer(b) }

// NewObject is the binding's newObject.
func (e *engine) NewObject() Value { return e.newObject() }

// NewPromise makes a promise with its resolving functions, all owned by the
// caller.
func (e *engine) NewPromise() (promise, resolve, reject Value) { return e.newPromise() }

// NewTypeErrorValue makes a TypeError with message msg, owned by the caller.
func (e *engine) NewTypeErrorValue(msg string) Value { return e.newTypeErrorValue(msg) }

// OutOfMemory fails the execution as a refused allocation does: the
// execution ends with the memory failure whatever the program catches.
func (e *engine) OutOfMemory() Value { return e.outOfMemory() }

// PromiseResult is the value or reason of a settled promise, owned by the
// caller.
func (e *engine) PromiseResult(v Value) Value { return e.promiseResult(v) }

// PromiseState is v's state when it is a promise (pending, fulfilled or
// rejected), else -1.
func (e *engine) PromiseState(v Value) int32 { return e.promiseState(v) }

// ProviderGetMaker makes the host function makeProviderGet.
func (e *engine) ProviderGetMaker() (Value, error) { return e.providerGetMaker() }

// RunScript runs a script from compileProgram with this undefined, as a
// module's top level has it, and returns its completion value, owned by the
// caller; for a program that is one function expression, which the patched
// engine compiles alone, it makes that function, which is what the script
// would have returned (third_party/libquickjs.md). It takes fn. Only with the
// extensions.
func (e *engine) RunScript(fn Value) Value { return e.runScript(fn) }

// SetGCThreshold sets the heap size at which the next collection runs.
func (e *engine) SetGCThreshold(n int64) { e.setGCThreshold(n) }

// SetIndex sets v[i] to x, which it takes; false when it threw.
func (e *engine) SetIndex(v Value, i uint32, x Value) bool { return e.setIndex(v, i, x) }

// SettlePromise settles a promise from barePromise as its resolving
// functions would have: rejected with v, or resolved with it (a thenable's
// then called in a job). It does not take v. v must not be the promise
// itself, and a promise is settled once.
func (e *engine) SettlePromise(promise, v Value, reject bool) { e.settlePromise(promise, v, reject) }

// ThrowTypeError is the binding's throwTypeError.
func (e *engine) ThrowTypeError(msg string) Value { return e.throwTypeError(msg) }

// WriteJSON returns the JSON text of v, or false when the codec must do it
// or the text is over max bytes. A top-level undefined is "" with true.
func (e *engine) WriteJSON(v Value, max int) (string, bool) {
	text, size, ok := e.writeJSON(v, max)
	return text, ok && size <= max
}

// WriteJSONSize is WriteJSON with a text over max bytes counted, not built
// nor refused: size is then its exact length (and text is ""), as the codec
// would have made it; otherwise size is len(text). ok is false when the
// codec must do it.
func (e *engine) WriteJSONSize(v Value, max int) (text string, size int, ok bool) {
	return e.writeJSON(v, max)
}

// Compile compiles a global script to bytecode, without its source text and
// debug information (for EvalBytecode).
func (e *engine) Compile(src, filename string) ([]byte, error) { return e.compile(src, filename) }

// WriteMaxDepth is how deeply nested a value Engine.WriteJSON writes.
const WriteMaxDepth = writeMaxDepth

// DropIdleSlots destroys every idle slot of the asynchronous runtime, so
// that the next one is made new.
func DropIdleSlots() {
	for {
		sl, ok := takeIdleSlotAny()
		if !ok {
			return
		}
		sl.destroy()
	}
}

// Slot accounting, for a runtime and its tests.

// Ahead is what the runtime prepared for the slot's next execution
// (SlotRuntime.Prepare), left in place, or nil.
func (sl *slot) Ahead() any { return sl.next }

// Destroy frees the slot without keeping it.
func (sl *slot) Destroy() { sl.destroy() }

// Switches for the runtime's tests, which compare a fast path with the way
// it stands for. Not safe while an engine runs.

// BarePromises reports whether Engine.BarePromise makes promises (the
// patched engine's extension; ask after an engine was made).
func BarePromises() bool { return extensions.promise != 0 }

// WithoutBarePromises makes Engine.BarePromise report false, as with the
// upstream engine, until restore is called.
func WithoutBarePromises() (restore func()) {
	saved := extensions.promise
	extensions.promise = 0
	return func() { extensions.promise = saved }
}

// WithProviderGetSlowOnly sends every read of a provider's property to the
// JavaScript trap (providerget.go) until restore is called.
func WithProviderGetSlowOnly() (restore func()) {
	providerGetSlowOnly = true
	return func() { providerGetSlowOnly = false }
}
