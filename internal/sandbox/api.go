package sandbox

import lib "github.com/codemode/codemode/internal/libquickjs"

// The binding as the runtimes use it (internal/codeactrt and
// internal/asyncrt, which api_runtime.go serves further): an Engine with the operations a
// runtime needs, the Value it passes around, and the stop reasons. The rules
// of the binding hold for them too: every owned value is freed exactly once,
// a host function never panics through the engine (the trampoline recovers
// and re-raises as an internal failure), and the stop reason is checked
// after every entry into the engine. The methods are the unexported ones of
// engine.go, serialize.go and syncengine.go under exported names.

// Engine is one engine (runtime and context) of the binding.
type Engine = engine

// Value is an engine value. Whether the caller owns a value (and must free
// it) is said by each method that returns one; arguments are borrowed.
type Value = value

// Host receives the calls of the host functions an engine's JavaScript was
// given (NewFunction): magic says which; this and args are borrowed, and the
// answer is owned by the engine (an exception value when the function
// throws).
type Host func(e *Engine, magic int32, this Value, args []Value) Value

// HostCall makes a Host a HostTarget.
func (h Host) HostCall(e *Engine, magic int32, this Value, args []Value) Value {
	return h(e, magic, this, args)
}

// Stop reasons (Engine.Stop, Engine.StopReason). A runtime may define its
// own reasons from StopCustom up; the engine stops for any reason alike.
const (
	StopNone    = stopNone
	StopTimeout = stopTimeout
	StopCancel  = stopCancel
	StopMemory  = stopMemory
	StopCustom  = int32(100)
)

// Undefined is the undefined value (not owned: freeing it does nothing).
var Undefined = jsUndefined

// Exception is the value a host function returns to throw the pending
// exception.
var Exception = jsException

// IsException reports whether v is the exception marker: the engine threw.
func IsException(v Value) bool { return isException(v) }

// IsUndefined reports whether v is undefined.
func IsUndefined(v Value) bool { return isUndefined(v) }

// IsObject reports whether v is an object (functions included).
func IsObject(v Value) bool { return isObject(v) }

// IsString reports whether v is a string.
func IsString(v Value) bool { return isString(v) }

// SetHost makes h receive the engine's host function calls.
func (e *engine) SetHost(h Host) { e.host = h }

// Stop asks the engine to stop for reason; safe from any goroutine while
// the engine lives.
func (e *engine) Stop(reason int32) { e.stop(reason) }

// StopReason is why the engine stopped (StopNone while it runs on).
func (e *engine) StopReason() int32 { return e.stopReason() }

// Panicked is the panic a host function raised, recovered by the trampoline,
// or nil.
func (e *engine) Panicked() any { return e.panicked }

// SetMemoryLimit bounds the engine's heap at n bytes (-1: no bound).
func (e *engine) SetMemoryLimit(n int64) { e.setMemoryLimit(n) }

// SetStackSlots bounds the engine's stack (see Limits.StackSlots).
func (e *engine) SetStackSlots(n int) { e.setStackSlots(n) }

// Close frees a plain engine (not one of a slot: SyncEngine.Release).
func (e *engine) Close() { e.close() }

// Free releases an owned value.
func (e *engine) Free(v Value) { e.free(v) }

// NewString makes a string value, owned.
func (e *engine) NewString(s string) Value { return e.newString(s) }

// ToString converts v to a Go string; ok false means the conversion threw.
func (e *engine) ToString(v Value) (s string, ok bool) { return e.toString(v) }

// SetProp sets obj's property name to v, taking v's ownership.
func (e *engine) SetProp(obj Value, name string, v Value) bool { return e.setProp(obj, name, v) }

// StringProp returns obj's string property name, or "" (see stringProp).
func (e *engine) StringProp(obj Value, name string) string { return e.stringProp(obj, name) }

// IntProp returns obj's non-negative integer property name, or 0.
func (e *engine) IntProp(obj Value, name string) int { return e.intProp(obj, name) }

// NewFunction makes a function that calls the engine's Host with magic,
// owned.
func (e *engine) NewFunction(name string, length, magic int32) Value {
	return e.newFunction(name, length, magic)
}

// Call calls f with this and args (borrowed); the answer is owned.
func (e *engine) Call(f, this Value, args ...Value) Value { return e.call(f, this, args...) }

// EvalCompileOnly compiles src as a script named filename without running
// it: the compiled function, owned, to run with EvalFunction.
func (e *engine) EvalCompileOnly(src, filename string) Value { return e.evalCompileOnly(src, filename) }

// EvalFunction runs a compiled script, taking its ownership; the answer is
// owned.
func (e *engine) EvalFunction(fn Value) Value { return lib.XJS_EvalFunction(e.tls, e.ctx, fn) }

// Global returns the global object, owned.
func (e *engine) Global() Value { return lib.XJS_GetGlobalObject(e.tls, e.ctx) }

// ParseJSON parses JSON text into a value, owned.
func (e *engine) ParseJSON(text string) Value { return parseJSONValue(e, text) }

// JSONStringify is the engine's JSON.stringify(v), owned: a string,
// undefined, or an exception.
func (e *engine) JSONStringify(v Value) Value {
	return lib.XJS_JSONStringify(e.tls, e.ctx, v, jsUndefined, jsUndefined)
}

// Exception takes the pending exception, owned.
func (e *engine) Exception() Value { return e.exception() }

// DropException discards the pending exception.
func (e *engine) DropException() { e.dropException() }

// TakeException takes the pending exception as a Go error.
func (e *engine) TakeException() error { return e.takeException() }

// IsError reports whether v is an Error object.
func (e *engine) IsError(v Value) bool { return lib.XJS_IsError(e.tls, e.ctx, v) != 0 }

// Throw throws v (taking its ownership) and returns Exception.
func (e *engine) Throw(v Value) Value { return lib.XJS_Throw(e.tls, e.ctx, v) }

// ThrowError throws a new Error with msg and returns Exception.
func (e *engine) ThrowError(msg string) Value { return e.throwError(msg) }

// ThrowUncatchable throws msg so that no catch in the program sees it, and
// returns Exception.
func (e *engine) ThrowUncatchable(msg string) Value { return e.throwUncatchable(msg) }

// NewErrorValue makes a new Error with msg, owned, without throwing it.
func (e *engine) NewErrorValue(msg string) Value { return e.newErrorValue(msg) }

// DisableEval switches the engine's evaluator off (see disableEval).
func (e *engine) DisableEval() { disableEval(e) }

// MaxStackFrames bounds the frames a failure's stack keeps.
const MaxStackFrames = 12

// Internals are the values a runtime's set-up keeps in a slot's engine
// (SlotRuntime.SetUp): the functions its loop calls, say. They are part of
// the slot's image, so valid in every execution the slot runs, and the slot
// frees them with its engine.
type Internals [11]Value

// SlotRuntime is an asynchronous runtime's part in the slots that hold its
// engines, given to the slots as values (TakeSlot, PrepareSlot) so that the
// binding calls into the runtime without depending on it. A process has one:
// the slots keep one reference image per kind of engine, made by the first
// set-up.
type SlotRuntime struct {
	// SetUp installs the runtime's JavaScript in a new engine and returns
	// the values to keep; it runs once per reference image, before the
	// image is taken.
	SetUp func(e *Engine) (Internals, error)
	// Prepare makes what the slot's next execution takes (Slot.TakeNext),
	// called by the restore that readies the slot, off that execution's
	// path.
	Prepare func() any
	// Reclaim restores one finished execution's slot that waits for the
	// runtime to free it, on the caller's goroutine, and reports whether
	// there was one.
	Reclaim func() bool
}

// Slot is a region of address space that holds one engine and the image it
// is restored from after every execution (slot.go).
type Slot = slot

// TakeSlot returns a ready slot of rt: an idle one, one rt reclaimed, or a
// new one. It fails when the system refuses the memory (or has no slots).
func TakeSlot(rt *SlotRuntime) (*Slot, error) { return takeSlot(rt) }

// PrepareSlot returns a slot of rt that rt reclaimed, or a new one; never an
// idle one (which is as ready where it is).
func PrepareSlot(rt *SlotRuntime) (*Slot, error) { return prepareSlot(rt) }

// TakeIdleSlot returns a restored, idle slot of the asynchronous runtime, if
// one is; it never makes one.
func TakeIdleSlot() (*Slot, bool) { return takeIdleSlot() }

// Engine is the slot's engine.
func (sl *slot) Engine() *Engine { return sl.e }

// Internals are the values the runtime's set-up kept, valid for every
// execution of the slot.
func (sl *slot) Internals() *Internals { return &sl.internals }

// TakeNext returns what the runtime prepared for this execution
// (SlotRuntime.Prepare), or nil, and forgets it.
func (sl *slot) TakeNext() any {
	n := sl.next
	sl.next = nil
	return n
}

// Release restores the slot and keeps it for the next execution (or frees
// it when enough are idle). The engine must be idle and owned by the caller,
// and nothing of it is used after.
func (sl *slot) Release() { sl.release() }
