package sandbox

// This file is the thin binding to the transpiled QuickJS engine
// (modernc.org/libquickjs). Outside it, only the files that work at the
// engine's own level call lib.X* or read its structures: slot.go (memory),
// jsonbuild.go and jsonwrite.go (values to and from JSON), syncengine.go
// and api.go (the synchronous engine kind, and the binding as the runtime of
// internal/codeactrt uses it) and webapis.go. It owns
// the runtime and context of one sandbox, the C memory the engine reads, the
// memory accounting, the interrupt flag and the single trampoline through which
// JavaScript calls Go.
//
// Rules that keep the host process safe:
//   - Every value the engine hands us is freed exactly once (free), and every
//     value we keep is duplicated (dup). Values are only touched on the goroutine
//     that currently owns the engine.
//   - A Go panic never unwinds through engine frames: the trampoline recovers it
//     and throws an uncatchable error instead (see hostTrampoline).
//   - The engine is told about out-of-memory through our allocator (engMalloc),
//     which records it so that the interrupt handler ends the execution even if
//     the program catches the error.

import (
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// value is an engine value. It is a plain copy of the C struct; ownership rules
// are the caller's.
type value = lib.TJSValue

const sizeofValue = unsafe.Sizeof(value{})

// reseed gives the context a fresh Math.random seed. (The engine seeds it
// from the clock, so two sandboxes made in the same microsecond, or one
// restored from an image, would share a sequence.)
func reseed(e *engine) {
	(*lib.TJSContext)(cptr(e.ctx)).Frandom_state = rand.Uint64() | 1
}

var (
	jsUndefined = value{Ftag: lib.EJS_TAG_UNDEFINED}
	jsException = value{Ftag: lib.EJS_TAG_EXCEPTION}
)

// cptr turns an address in C memory (the engine's heap, never Go memory) into
// a pointer.
func cptr(p uintptr) unsafe.Pointer { return unsafe.Add(nil, p) }

func isException(v value) bool { return v.Ftag == lib.EJS_TAG_EXCEPTION }
func isUndefined(v value) bool { return v.Ftag == lib.EJS_TAG_UNDEFINED }
func isString(v value) bool {
	return v.Ftag == lib.EJS_TAG_STRING || v.Ftag == lib.EJS_TAG_STRING_ROPE
}
func isObject(v value) bool { return v.Ftag == lib.EJS_TAG_OBJECT }

const (
	tagBool   = lib.EJS_TAG_BOOL
	tagSymbol = lib.EJS_TAG_SYMBOL
)

// valueBool reports whether v is the boolean true.
func valueBool(v value) bool {
	return v.Ftag == tagBool && *(*uint64)(unsafe.Pointer(&v))&0xffffffff != 0
}

func jsBool(b bool) value {
	v := value{Ftag: tagBool}
	if b {
		*(*uint64)(unsafe.Pointer(&v)) = 1
	}
	return v
}

func jsFloat64(f float64) value {
	var v value
	*(*float64)(unsafe.Pointer(&v)) = f
	v.Ftag = lib.EJS_TAG_FLOAT64
	return v
}

// ctlBlock lives in C memory so that the engine's callbacks (the interrupt
// handler and the allocator) can reach it through the opaque pointers the
// engine passes them.
type ctlBlock struct {
	// interrupt holds the reason the execution must stop (one of the
	// stop* constants) or zero. Written from any goroutine.
	interrupt int32
	// oom is set by the allocator when an allocation was refused because it
	// would pass the memory limit. Only the engine goroutine touches it.
	oom int32
	// counter is the address of the context's interrupt counter: the
	// engine asks the interrupt handler only when it runs down (every
	// 10000 jumps and calls), which can be a long time when each step is
	// a big built-in. Zeroing it makes the next check ask.
	counter uintptr
}

// pollSoon makes the engine call the interrupt handler at its next check.
func (c *ctlBlock) pollSoon() { atomic.StoreInt32((*int32)(cptr(c.counter)), 0) }

// Reasons an execution is stopped from the outside.
const (
	stopNone int32 = iota
	stopTimeout
	stopCancel
	stopMemory
	stopShutdown
	stopRelease
	stopInternal
	stopRetention // a retained execution reached Limits.Retention
)

// engine is one QuickJS runtime with one context.
type engine struct {
	tls *libc.TLS
	rt  uintptr
	ctx uintptr
	ctl uintptr // *ctlBlock in C memory
	id  uintptr

	mf uintptr // the engine's allocator table, C memory
	// ownsCtl: ctl and mf were allocated for this engine alone, and close
	// frees them (a slot's live in its region).
	ownsCtl bool

	scratch    uintptr // reusable C buffer for strings handed to the engine
	scratchCap int
	// jsonOut and built are writeJSON's buffer and buildJSON's lists,
	// kept for the next call (empty while one is using them).
	jsonOut []byte
	built   *buildScratch

	host HostTarget // receives calls from JavaScript (api_runtime.go)
	// evalFirst runs before the next compilation from source (beforeeval.go).
	evalFirst BeforeEvaler
	panicked  any // a panic recovered in the trampoline, re-raised as an internal failure

	closed bool
}

var (
	engines   sync.Map // id -> *engine, found from a context by the trampoline
	engineIDs atomic.Uintptr
)

// engineOf finds the engine of an engine context (its opaque is the engine's
// id), for the functions the engine calls back.
func engineOf(tls *libc.TLS, ctx uintptr) (*engine, bool) {
	ev, ok := engines.Load(lib.XJS_GetContextOpaque(tls, ctx))
	if !ok {
		return nil, false
	}
	return ev.(*engine), true
}

// tlsFree keeps the emulated C stacks (libc.TLS) of closed engines for reuse.
// A TLS grows its stack one malloc'd slot per call depth the first time the
// engine reaches that depth; a fresh TLS per sandbox spent about 40% of a
// tool-heavy execution's instructions there. Reusing one keeps its slots warm.
// The list is bounded, so the slots it holds are too.
var tlsFree = make(chan *libc.TLS, 2*runtime.NumCPU())

func getTLS() *libc.TLS {
	select {
	case t := <-tlsFree:
		return t
	default:
		return libc.NewTLS()
	}
}

// putTLS returns t for reuse, or closes it. It must hold no allocation (its
// stack is balanced once the engine is closed).
func putTLS(t *libc.TLS) {
	if t.StackSlots() != 0 {
		t.Close()
		return
	}
	select {
	case tlsFree <- t:
	default:
		t.Close()
	}
}

// newEngine creates a runtime and a context with the intrinsics a program
// needs, its memory on the C heap.
func newEngine() (*engine, error) { return newEngineWith((*engine).addIntrinsics) }

// newEngineWith creates an engine on the C heap with the intrinsics that
// install adds.
func newEngineWith(install func(*engine) error) (*engine, error) {
	tls := getTLS()
	ctl := libc.Xcalloc(tls, 1, libc.Tsize_t(unsafe.Sizeof(ctlBlock{})))
	mf := libc.Xcalloc(tls, 1, libc.Tsize_t(unsafe.Sizeof(lib.TJSMallocFunctions{})))
	if ctl == 0 || mf == 0 {
		libc.Xfree(tls, ctl)
		libc.Xfree(tls, mf)
		putTLS(tls)
		return nil, errEngine("no memory for a new sandbox")
	}
	*(*lib.TJSMallocFunctions)(cptr(mf)) = mallocFuncs
	e, err := newEngineIn(tls, mf, ctl, 0, install)
	if err != nil {
		libc.Xfree(tls, ctl)
		libc.Xfree(tls, mf)
		putTLS(tls)
		return nil, err
	}
	e.ownsCtl = true
	return e, nil
}

// newEngineIn creates a runtime and a context with the intrinsics that
// install adds, with the allocator table mf; opaque is the allocator's opaque
// and must start with the engine's ctlBlock; info, if not 0, is the
// runtime's info string (a C string; see smallArenas) until the caller
// clears it. On failure nothing is left allocated but tls, mf and opaque,
// which stay the caller's.
func newEngineIn(tls *libc.TLS, mf, opaque, info uintptr, install func(*engine) error) (*engine, error) {
	rt := lib.XJS_NewRuntime2(tls, mf, opaque)
	if rt == 0 {
		return nil, errEngine("the engine could not create a runtime")
	}
	findExtensions(tls, rt)
	lib.XJS_SetRuntimeInfo(tls, rt, info)
	lib.XJS_SetInterruptHandler(tls, rt, interruptHandlerFP, opaque)
	lib.XJS_SetMaxStackSize(tls, rt, lib.MaxStackSlots)
	// Setting up allocates a few hundred KiB that all stay alive: a
	// collection then would find nothing to free.
	lib.XJS_SetGCThreshold(tls, rt, setupGCThreshold)
	ctx := lib.XJS_NewContextRaw(tls, rt)
	if ctx == 0 {
		lib.XJS_FreeRuntime(tls, rt)
		return nil, errEngine("the engine could not create a context")
	}
	e := &engine{tls: tls, rt: rt, ctx: ctx, ctl: opaque, mf: mf}
	e.control().counter = ctx + unsafe.Offsetof(lib.TJSContext{}.Finterrupt_counter)
	e.id = engineIDs.Add(1)
	lib.XJS_SetContextOpaque(tls, ctx, e.id)
	engines.Store(e.id, e)
	reseed(e)
	if err := install(e); err != nil {
		engines.Delete(e.id)
		lib.XJS_FreeContext(tls, ctx)
		lib.XJS_FreeRuntime(tls, rt)
		return nil, err
	}
	return e, nil
}

// extensions are the functions the patched engine adds, as C function
// pointers: two for the entry (third_party/libquickjs.md: "The program as a
// script of its own") and two that make and settle a tool call's promise
// without resolving functions ("A tool call's promise settled directly"); all
// zero when codemode is built against the upstream engine, which has none.
// The sandbox never names them, so that it builds against either; it asks
// the engine for them once, through the runtime's info string.
var extensions struct {
	once                                sync.Once
	defineGlobalConst, evalFunctionThis uintptr
	promise, settlePromise              uintptr
}

// findExtensions asks the engine of rt for its extensions, once per process:
// an info string of "codemode:extensions:4" with four pointer slots before it,
// which the patched JS_SetRuntimeInfo fills in and the upstream one leaves
// zero. The info string is cleared again.
func findExtensions(tls *libc.TLS, rt uintptr) {
	extensions.once.Do(func() { askExtensions(tls, rt) })
}

// askExtensions is findExtensions' question.
func askExtensions(tls *libc.TLS, rt uintptr) {
	const ask = "codemode:extensions:4\x00"
	const slots = 4 * unsafe.Sizeof(uintptr(0))
	buf := libc.Xcalloc(tls, 1, libc.Tsize_t(slots+uintptr(len(ask))))
	if buf == 0 {
		return
	}
	defer libc.Xfree(tls, buf)
	for i := 0; i < len(ask); i++ { // (copy from the constant: Go 1.26's compiler fails on it)
		*(*byte)(cptr(buf + slots + uintptr(i))) = ask[i]
	}
	lib.XJS_SetRuntimeInfo(tls, rt, buf+slots)
	lib.XJS_SetRuntimeInfo(tls, rt, 0)
	word := func(i uintptr) uintptr { return *(*uintptr)(cptr(buf + i*unsafe.Sizeof(uintptr(0)))) }
	promise, settle, define, run := word(0), word(1), word(2), word(3)
	if define != 0 && run != 0 {
		extensions.defineGlobalConst, extensions.evalFunctionThis = define, run
	}
	if promise != 0 && settle != 0 {
		extensions.promise, extensions.settlePromise = promise, settle
	}
}

// barePromise makes a pending promise with no resolving functions, which
// settlePromise settles; ok is false without the extensions (the caller then
// makes one with newPromise). On failure the promise is the exception.
func (e *engine) barePromise() (promise value, ok bool) {
	if extensions.promise == 0 {
		return jsUndefined, false
	}
	make := *(*func(*libc.TLS, uintptr) value)(unsafe.Pointer(&struct{ uintptr }{extensions.promise}))
	return make(e.tls, e.ctx), true
}

// settlePromise settles a promise from barePromise as its resolving
// functions would have: rejected with v, or resolved with it (a thenable's
// then called in a job). It does not take v. v must not be the promise
// itself, and a promise is settled once.
func (e *engine) settlePromise(promise, v value, reject bool) {
	settle := *(*func(*libc.TLS, uintptr, value, value, int32))(unsafe.Pointer(&struct{ uintptr }{extensions.settlePromise}))
	r := int32(0)
	if reject {
		r = 1
	}
	settle(e.tls, e.ctx, promise, v, r)
}

// hasExtensions reports whether the engine has the entry's extensions.
func hasExtensions() bool { return extensions.defineGlobalConst != 0 }

// defineGlobalConst binds name as a global lexical constant holding v, as
// `const name = v` at a script's top level would; it takes v. A property of
// the global object with that name stays, shadowed for identifiers. It
// reports false, binding nothing, when a global lexical binding has that
// name already or memory ran out. Only with the extensions.
func (e *engine) defineGlobalConst(name string, v value) bool {
	p := e.cstring(name)
	if p == 0 {
		e.free(v)
		return false
	}
	a := lib.XJS_NewAtom(e.tls, e.ctx, p)
	defer lib.XJS_FreeAtom(e.tls, e.ctx, a)
	define := *(*func(*libc.TLS, uintptr, lib.TJSAtom, value) int32)(unsafe.Pointer(&struct{ uintptr }{extensions.defineGlobalConst}))
	if define(e.tls, e.ctx, a, v) < 0 {
		e.dropException()
		return false
	}
	return true
}

// compiledAlone reports whether fn, from compileProgram, is a program's
// function that the patched engine compiled alone, in place of the script
// that would make it (every script is named "<eval>"; a function expression
// cannot be): runScript then makes the function (third_party/libquickjs.md).
func (e *engine) compiledAlone(fn value) bool {
	if fn.Ftag != lib.EJS_TAG_FUNCTION_BYTECODE {
		return false
	}
	return (*lib.TJSFunctionBytecode)(cptr(*(*uintptr)(unsafe.Pointer(&fn.Fu)))).Ffunc_name != lib.EJS_ATOM__eval_
}

// runScript runs a script from compileProgram with this undefined, as a
// module's top level has it, and returns its completion value, owned by the
// caller; for a program that is one function expression, which the patched
// engine compiles alone, it makes that function, which is what the script
// would have returned (third_party/libquickjs.md). It takes fn. Only with the
// extensions.
func (e *engine) runScript(fn value) value {
	run := *(*func(*libc.TLS, uintptr, value, value) value)(unsafe.Pointer(&struct{ uintptr }{extensions.evalFunctionThis}))
	return run(e.tls, e.ctx, fn, jsUndefined)
}

// addIntrinsics installs the standard library. Eval is included: it can only
// reach the sandbox's own realm. (Installing the heavier groups lazily, behind
// accessors on the global object, was measured: the accessors cost as much to
// define as the groups cost to install.)
func (e *engine) addIntrinsics() error { return e.installIntrinsics(true) }

// installIntrinsics installs the standard library, as the engine has it:
// every built-in is the engine's own, unwrapped (the engine stops itself in
// its native loops: internal/libquickjs/README.md). Without async, the groups
// a synchronous run must not have (Date, Promise, WeakRef) are left out.
func (e *engine) installIntrinsics(async bool) error {
	t, c := e.tls, e.ctx
	ok := lib.XJS_AddIntrinsicBaseObjects(t, c) >= 0 &&
		lib.XJS_AddIntrinsicEval(t, c) >= 0 &&
		lib.XJS_AddIntrinsicStringNormalize(t, c) >= 0 &&
		lib.XJS_AddIntrinsicRegExp(t, c) >= 0 &&
		lib.XJS_AddIntrinsicJSON(t, c) >= 0 &&
		lib.XJS_AddIntrinsicProxy(t, c) >= 0 &&
		lib.XJS_AddIntrinsicMapSet(t, c) >= 0 &&
		lib.XJS_AddIntrinsicTypedArrays(t, c) >= 0
	if ok && async {
		ok = lib.XJS_AddIntrinsicDate(t, c) >= 0 &&
			lib.XJS_AddIntrinsicPromise(t, c) >= 0 &&
			lib.XJS_AddIntrinsicWeakRef(t, c) >= 0
	}
	if !ok {
		e.dropException()
		return errEngine("the engine could not install its standard library")
	}
	lib.XJS_AddIntrinsicRegExpCompiler(t, c)
	return nil
}

// close frees everything the engine holds. Values the caller kept must have
// been freed before.
func (e *engine) close() {
	if e.closed {
		return
	}
	e.closed = true
	engines.Delete(e.id)
	t := e.tls
	lib.XJS_FreeContext(t, e.ctx)
	lib.XJS_FreeRuntime(t, e.rt)
	if e.ownsCtl {
		libc.Xfree(t, e.ctl)
		libc.Xfree(t, e.mf)
	}
	if e.scratch != 0 {
		libc.Xfree(t, e.scratch)
	}
	putTLS(t)
	e.host = nil
	e.evalFirst = nil
}

func (e *engine) control() *ctlBlock { return (*ctlBlock)(cptr(e.ctl)) }

// stop asks the engine to stop running JavaScript for the given reason. It can
// be called from any goroutine; the first reason wins.
func (e *engine) stop(reason int32) {
	c := e.control()
	atomic.CompareAndSwapInt32(&c.interrupt, 0, reason)
	// The engine decrements the counter without atomics, so this store
	// can be lost to a decrement in flight; the check then comes at the
	// latest 10000 steps later, as it would without it.
	c.pollSoon()
}

// stopReason reports why the engine was stopped, if it was: an external
// reason, or stopMemory once an allocation was refused.
func (e *engine) stopReason() int32 {
	c := e.control()
	if r := atomic.LoadInt32(&c.interrupt); r != 0 {
		return r
	}
	if c.oom != 0 {
		return stopMemory
	}
	return stopNone
}

// memoryLeft reports how many more bytes the engine may allocate.
func (e *engine) memoryLeft() int64 {
	st := &(*lib.TJSRuntime)(cptr(e.rt)).Fmalloc_ctx.Fmalloc_state
	if st.Fmalloc_size >= st.Fmalloc_limit {
		return 0
	}
	return int64(min(st.Fmalloc_limit-st.Fmalloc_size, math.MaxInt64))
}

// outOfMemory fails the execution as a refused allocation does: the
// execution ends with the memory failure whatever the program catches.
func (e *engine) outOfMemory() value {
	refuse(mallocState(uintptr(unsafe.Pointer(&(*lib.TJSRuntime)(cptr(e.rt)).Fmalloc_ctx.Fmalloc_state))))
	lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	return jsException
}

func (e *engine) setMemoryLimit(n int64) {
	lib.XJS_SetMemoryLimit(e.tls, e.rt, libc.Tsize_t(n))
}

// setupGCThreshold: no collection while the sandbox is set up. A run starts
// with runGCThreshold (below) and then the engine's adaptive threshold (1.5×
// the live heap after each collection).
const setupGCThreshold = 64 << 20

// runGCThreshold is how much a program may allocate before the first cycle
// collection: an eighth of its memory limit, between 1 and 8 MiB. Garbage
// without cycles is freed at once by reference counting; the collector only
// finds cycles, and on a short program it mostly walks live objects (7% of
// json10k's instructions at a fixed 1 MiB). An eighth keeps the first
// collection far below the limit, so a program that makes cyclic garbage is
// collected long before it could run out of memory.
func runGCThreshold(limit int64) int64 { return min(max(limit/8, 1<<20), 8<<20) }

// setGCThreshold sets the heap size at which the next collection runs.
func (e *engine) setGCThreshold(n int64) {
	lib.XJS_SetGCThreshold(e.tls, e.rt, libc.Tsize_t(n))
}

func (e *engine) setStackSlots(n int) {
	lib.XJS_SetMaxStackSize(e.tls, e.rt, libc.Tsize_t(n))
}

// memoryUsed reports the bytes the engine has allocated.
func (e *engine) memoryUsed() int64 {
	return int64((*lib.TJSRuntime)(cptr(e.rt)).Fmalloc_ctx.Fmalloc_state.Fmalloc_size)
}

// ---- the allocator ----

var mallocFuncs lib.TJSMallocFunctions

var interruptHandlerFP uintptr

func init() {
	mallocFuncs.Fjs_malloc = funcPointer(engMalloc)
	mallocFuncs.Fjs_free = funcPointer(engFree)
	mallocFuncs.Fjs_realloc = funcPointer(engRealloc)
	mallocFuncs.Fjs_malloc_usable_size = funcPointer(engUsableSize)
	interruptHandlerFP = funcPointer(interruptHandler)
	trampolineFP = funcPointer(hostTrampoline)
}

// funcPointer returns what the transpiled engine takes as a C function pointer
// for the Go function f, which must be a top-level function.
func funcPointer(f any) uintptr {
	type iface [2]uintptr
	return (*iface)(unsafe.Pointer(&f))[1]
}

func mallocState(s uintptr) *lib.TJSMallocState { return (*lib.TJSMallocState)(cptr(s)) }

func refuse(s *lib.TJSMallocState) uintptr {
	if s.Fopaque != 0 {
		c := (*ctlBlock)(cptr(s.Fopaque))
		c.oom = 1
		if c.counter != 0 {
			c.pollSoon()
		}
	}
	return 0
}

func engMalloc(tls *libc.TLS, s uintptr, size lib.Tsize_t) uintptr {
	st := mallocState(s)
	if st.Fmalloc_size+size > st.Fmalloc_limit || size > math.MaxInt32*4 {
		return refuse(st)
	}
	p := libc.Xmalloc(tls, size)
	if p == 0 {
		return refuse(st)
	}
	st.Fmalloc_count++
	st.Fmalloc_size += libc.Xmalloc_usable_size(tls, p) + lib.MMALLOC_OVERHEAD
	return p
}

func engFree(tls *libc.TLS, s uintptr, p uintptr) {
	if p == 0 {
		return
	}
	st := mallocState(s)
	st.Fmalloc_count--
	st.Fmalloc_size -= libc.Xmalloc_usable_size(tls, p) + lib.MMALLOC_OVERHEAD
	libc.Xfree(tls, p)
}

func engRealloc(tls *libc.TLS, s uintptr, p uintptr, size lib.Tsize_t) uintptr {
	st := mallocState(s)
	if p == 0 {
		if size == 0 {
			return 0
		}
		return engMalloc(tls, s, size)
	}
	old := libc.Xmalloc_usable_size(tls, p)
	if size == 0 {
		st.Fmalloc_count--
		st.Fmalloc_size -= old + lib.MMALLOC_OVERHEAD
		libc.Xfree(tls, p)
		return 0
	}
	if st.Fmalloc_size+size-old > st.Fmalloc_limit || size > math.MaxInt32*4 {
		return refuse(st)
	}
	np := libc.Xrealloc(tls, p, size)
	if np == 0 {
		return refuse(st)
	}
	st.Fmalloc_size += libc.Xmalloc_usable_size(tls, np) - old
	return np
}

func engUsableSize(tls *libc.TLS, p uintptr) lib.Tsize_t {
	return libc.Xmalloc_usable_size(tls, p)
}

// interruptHandler is polled by the engine while it runs JavaScript and in
// its native loops; a non-zero answer throws an uncatchable error that
// unwinds the whole program. Once it says stop it zeroes the countdown
// (the engine has just reset it), so every later poll asks again at once
// rather than 10,000 steps on: nothing runs long while the engine unwinds.
func interruptHandler(tls *libc.TLS, rt, opaque uintptr) int32 {
	c := (*ctlBlock)(cptr(opaque))
	if atomic.LoadInt32(&c.interrupt) != 0 || c.oom != 0 {
		if c.counter != 0 {
			c.pollSoon()
		}
		return 1
	}
	return 0
}

// ---- values ----

func (e *engine) free(v value) {
	if v.Ftag < 0 { // only reference-counted values need freeing
		lib.XFreeValue(e.tls, e.ctx, v)
	}
}

func (e *engine) dup(v value) value {
	if v.Ftag < 0 {
		return lib.XDupValue(e.tls, e.ctx, v)
	}
	return v
}

// cbuf returns a C buffer of at least n bytes, valid until the next call.
func (e *engine) cbuf(n int) uintptr {
	if n > e.scratchCap {
		c := max(n, 2*e.scratchCap, 256)
		if e.scratch != 0 {
			libc.Xfree(e.tls, e.scratch)
		}
		e.scratch = libc.Xmalloc(e.tls, libc.Tsize_t(c))
		if e.scratch == 0 {
			e.scratchCap = 0
			return 0
		}
		e.scratchCap = c
	}
	return e.scratch
}

// cstring copies s into the scratch buffer with a terminating NUL.
func (e *engine) cstring(s string) uintptr {
	p := e.cbuf(len(s) + 1)
	if p == 0 {
		return 0
	}
	b := unsafe.Slice((*byte)(cptr(p)), len(s)+1)
	copy(b, s)
	b[len(s)] = 0
	return p
}

// newString makes an engine string from s. Invalid UTF-8 becomes U+FFFD, as
// encoding/json would make it.
func (e *engine) newString(s string) value {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	p := e.cstring(s)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	return lib.XJS_NewStringLen(e.tls, e.ctx, p, libc.Tsize_t(len(s)))
}

// toString converts v to a Go string (running toString for non-strings). A lone
// surrogate becomes U+FFFD. ok is false when the conversion threw; the
// exception is then pending.
func (e *engine) toString(v value) (s string, ok bool) {
	plen := e.tls.Alloc(8)
	defer e.tls.Free(8)
	p := lib.XJS_ToCStringLen2(e.tls, e.ctx, plen, v, 0)
	if p == 0 {
		return "", false
	}
	n := *(*libc.Tsize_t)(cptr(plen))
	s = wellFormed(unsafe.Slice((*byte)(cptr(p)), n))
	lib.XJS_FreeCString(e.tls, e.ctx, p)
	return s, true
}

// wellFormed copies the engine's UTF-8 out, turning the three-byte encoding of
// a lone surrogate (0xED 0xA0-0xBF ..) into U+FFFD, which is also three bytes.
func wellFormed(b []byte) string {
	out := []byte(nil)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == 0xed && b[i+1] >= 0xa0 {
			if out == nil {
				out = append([]byte(nil), b...)
			}
			copy(out[i:], "\uFFFD")
			i += 2
		}
	}
	if out == nil {
		return string(b)
	}
	return string(out)
}

// atom interning for property names used from Go.
func (e *engine) getProp(obj value, name string) value {
	p := e.cstring(name)
	return lib.XJS_GetPropertyStr(e.tls, e.ctx, obj, p)
}

// setProp sets obj[name] = v, taking ownership of v.
func (e *engine) setProp(obj value, name string, v value) bool {
	p := e.cstring(name)
	return lib.XJS_SetPropertyStr(e.tls, e.ctx, obj, p, v) >= 0
}

func (e *engine) newObject() value { return lib.XJS_NewObject(e.tls, e.ctx) }

// newFunction makes a JavaScript function that calls host.HostCall with magic.
func (e *engine) newFunction(name string, length int32, magic int32) value {
	p := e.cstring(name)
	return lib.XJS_NewCFunction2(e.tls, e.ctx, trampolineFP, p, length, lib.EJS_CFUNC_generic_magic, magic)
}

// index returns v[i], owned by the caller.
func (e *engine) index(v value, i uint32) value { return lib.XJS_GetPropertyUint32(e.tls, e.ctx, v, i) }

// keepAtom makes the atom of name and holds it for the engine's life.
func (e *engine) keepAtom(name string) {
	if p := e.cstring(name); p != 0 {
		lib.XJS_NewAtom(e.tls, e.ctx, p)
	}
}

// setIndex sets v[i] to x, which it takes; false when it threw.
func (e *engine) setIndex(v value, i uint32, x value) bool {
	return lib.XJS_SetPropertyUint32(e.tls, e.ctx, v, i, x) >= 0
}

// call calls f with this and args; the result is owned by the caller.
func (e *engine) call(f, this value, args ...value) value {
	var argv uintptr
	if len(args) > 0 {
		n := len(args) * int(sizeofValue)
		argv = e.tls.Alloc(n)
		defer e.tls.Free(n)
		copy(unsafe.Slice((*value)(cptr(argv)), len(args)), args)
	}
	return lib.XJS_Call(e.tls, e.ctx, f, this, int32(len(args)), argv)
}

// eval evaluates a global script; the result is owned by the caller.
func (e *engine) eval(src string, filename string) value {
	return e.evalWith(src, filename, lib.MJS_EVAL_TYPE_GLOBAL)
}

// evalCompileOnly parses a global script without running it; the result (a
// function, or the exception marker) is owned by the caller.
func (e *engine) evalCompileOnly(src string, filename string) value {
	return e.evalWith(src, filename, lib.MJS_EVAL_TYPE_GLOBAL|lib.MJS_EVAL_FLAG_COMPILE_ONLY)
}

// compileProgram compiles a lean entry's strict global script, "(" + a
// program + ")", without running it; the result (the compiled script, or the
// exception marker) is owned by the caller, and run by runScript.
//
// It is read first as one parenthesized expression (evalParenProgram). Any
// text that is not — text that closes the parentheses and goes on, or a
// syntax error — is then compiled as the script it is, whose result (or
// error) is the one returned: the same as compiling it as a script in the
// first place, since a script that is one parenthesized expression has that
// expression's value.
func (e *engine) compileProgram(src, filename string) value {
	const flags = lib.MJS_EVAL_TYPE_GLOBAL | lib.MJS_EVAL_FLAG_STRICT | lib.MJS_EVAL_FLAG_COMPILE_ONLY
	v := e.evalWith(src, filename, flags|evalParenProgram)
	if !isException(v) || e.stopReason() != stopNone {
		return v
	}
	e.dropException()
	return e.evalWith(src, filename, flags)
}

// evalParenProgram is the patched engine's JS_Eval flag that reads a global
// script as exactly "(" Expression ")" and the end of input, and returns the
// expression's value: the parse the parentheses make anyway, without looking
// ahead over the whole program for an arrow's "=>" first (a second
// tokenization of every program) and without a completion variable
// (third_party/libquickjs.md). The upstream engine ignores the flag; only a
// lean entry, which needs the patched engine, passes it.
const evalParenProgram = 1 << 30

// evalWith is JS_Eval of src with flags. The engine needs the source
// NUL-terminated in C memory; the file name is short and copied behind it.
func (e *engine) evalWith(src, filename string, flags int32) value {
	p := e.cbuf(len(src) + 1 + len(filename) + 1)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	b := unsafe.Slice((*byte)(cptr(p)), len(src)+1+len(filename)+1)
	copy(b, src)
	b[len(src)] = 0
	copy(b[len(src)+1:], filename)
	b[len(b)-1] = 0
	return lib.XJS_Eval(e.tls, e.ctx, p, libc.Tsize_t(len(src)), p+uintptr(len(src)+1), flags)
}

// isGlobal reports whether name resolves on the global object (its own
// properties or its prototypes').
func (e *engine) isGlobal(name string) bool {
	p := e.cstring(name)
	if p == 0 {
		return true
	}
	a := lib.XJS_NewAtom(e.tls, e.ctx, p)
	defer lib.XJS_FreeAtom(e.tls, e.ctx, a)
	g := lib.XJS_GetGlobalObject(e.tls, e.ctx)
	defer e.free(g)
	return lib.XJS_HasProperty(e.tls, e.ctx, g, a) != 0
}

// compile compiles a global script to bytecode, without its source text and
// debug information: the executor's own scripts load faster that way, and
// their frames are hidden from stacks anyway.
func (e *engine) compile(src, filename string) ([]byte, error) {
	lib.XJS_SetStripInfo(e.tls, e.rt, lib.MJS_STRIP_SOURCE|lib.MJS_STRIP_DEBUG)
	defer lib.XJS_SetStripInfo(e.tls, e.rt, 0)
	fn := e.evalCompileOnly(src, filename)
	if isException(fn) {
		return nil, e.takeException()
	}
	defer e.free(fn)
	plen := e.tls.Alloc(8)
	defer e.tls.Free(8)
	out := lib.XJS_WriteObject(e.tls, e.ctx, plen, fn, lib.MJS_WRITE_OBJ_BYTECODE)
	if out == 0 {
		return nil, e.takeException()
	}
	n := *(*libc.Tsize_t)(cptr(plen))
	code := append([]byte(nil), unsafe.Slice((*byte)(cptr(out)), n)...)
	lib.Xjs_free(e.tls, e.ctx, out)
	return code, nil
}

// evalBytecode runs bytecode made by compile; the result is owned by the caller.
func (e *engine) evalBytecode(code []byte) value {
	p := e.cbuf(len(code))
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(code)), code)
	fn := lib.XJS_ReadObject(e.tls, e.ctx, p, libc.Tsize_t(len(code)), lib.MJS_READ_OBJ_BYTECODE)
	if isException(fn) {
		return fn
	}
	return lib.XJS_EvalFunction(e.tls, e.ctx, fn) // takes ownership of fn
}

// jobPending reports whether a job (a promise reaction) waits to run.
func (e *engine) jobPending() bool { return lib.XJS_IsJobPending(e.tls, e.rt) != 0 }

// promiseFulfilled is promiseState's answer for a fulfilled promise.
const promiseFulfilled = lib.EJS_PROMISE_FULFILLED

// promiseState is v's state when it is a promise (pending, fulfilled or
// rejected), else -1.
func (e *engine) promiseState(v value) int32 {
	if !isObject(v) {
		return -1
	}
	return lib.XJS_PromiseState(e.tls, e.ctx, v)
}

// promiseResult is the value or reason of a settled promise, owned by the
// caller.
func (e *engine) promiseResult(v value) value { return lib.XJS_PromiseResult(e.tls, e.ctx, v) }

// executeJob runs one pending job. It reports false when none was pending, and
// failed when the job threw (the exception is then dropped: a job's own
// rejection handling is the program's business).
func (e *engine) executeJob() (ran bool, failed bool) {
	pctx := e.tls.Alloc(8)
	defer e.tls.Free(8)
	r := lib.XJS_ExecutePendingJob(e.tls, e.rt, pctx)
	if r == 0 {
		return false, false
	}
	if r < 0 {
		e.dropException()
		return true, true
	}
	return true, false
}

func (e *engine) dropException() {
	e.free(lib.XJS_GetException(e.tls, e.ctx))
}

// exception returns the pending exception, owned by the caller.
func (e *engine) exception() value { return lib.XJS_GetException(e.tls, e.ctx) }

// takeException turns the pending exception into a Go error (its string form).
func (e *engine) takeException() error {
	ex := e.exception()
	defer e.free(ex)
	s, ok := e.toString(ex)
	if !ok {
		e.dropException()
		s = "the engine ran out of memory"
	}
	return errEngine(s)
}

// throwError throws a new Error (of the given constructor name in the global
// scope, e.g. "TypeError") with message msg, and returns the exception marker.
func (e *engine) throwError(msg string) value {
	errv := lib.XJS_NewError(e.tls, e.ctx)
	if isException(errv) {
		return errv
	}
	e.defineProp(errv, "message", e.newString(msg))
	return lib.XJS_Throw(e.tls, e.ctx, errv)
}

func (e *engine) throwTypeError(msg string) value {
	p := e.cstring(msg)
	fmtp := e.tls.Alloc(16)
	defer e.tls.Free(16)
	// "%s" format with the message as its argument.
	f := (*[3]byte)(cptr(fmtp))
	f[0], f[1], f[2] = '%', 's', 0
	va := e.tls.Alloc(16)
	defer e.tls.Free(16)
	return lib.XJS_ThrowTypeError(e.tls, e.ctx, fmtp, libc.VaList(va+8, p))
}

// throwUncatchable throws an error no catch or finally block runs for.
func (e *engine) throwUncatchable(msg string) value {
	r := e.throwError(msg)
	lib.XJS_SetUncatchableException(e.tls, e.ctx, 1)
	return r
}

// newPromise makes a promise with its resolving functions, all owned by the
// caller.
func (e *engine) newPromise() (promise, resolve, reject value) {
	funcs := e.tls.Alloc(2 * int(sizeofValue))
	defer e.tls.Free(2 * int(sizeofValue))
	promise = lib.XJS_NewPromiseCapability(e.tls, e.ctx, funcs)
	if isException(promise) {
		return promise, jsUndefined, jsUndefined
	}
	fs := unsafe.Slice((*value)(cptr(funcs)), 2)
	return promise, fs[0], fs[1]
}

// arrayBufferBytes returns the bytes of an ArrayBuffer without copying; valid
// until the engine runs again.
func (e *engine) arrayBufferBytes(v value) ([]byte, bool) {
	psize := e.tls.Alloc(8)
	defer e.tls.Free(8)
	p := lib.XJS_GetArrayBuffer(e.tls, e.ctx, psize, v)
	n := *(*libc.Tsize_t)(cptr(psize))
	if p == 0 {
		if lib.XJS_HasException(e.tls, e.ctx) != 0 {
			e.dropException()
			return nil, false
		}
		return nil, true // an empty buffer
	}
	return unsafe.Slice((*byte)(cptr(p)), n), true
}

// parseJSON parses JSON text into a value, owned by the caller.
func (e *engine) parseJSON(text string) value {
	p := e.cstring(text)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	return lib.XJS_ParseJSON(e.tls, e.ctx, p, libc.Tsize_t(len(text)), p+uintptr(len(text)))
}

// newArrayBuffer makes an ArrayBuffer holding a copy of b.
func (e *engine) newArrayBuffer(b []byte) value {
	p := e.cbuf(len(b) + 1)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(b)), b)
	return lib.XJS_NewArrayBufferCopy(e.tls, e.ctx, p, libc.Tsize_t(len(b)))
}

func (e *engine) isFunction(v value) bool { return lib.XJS_IsFunction(e.tls, e.ctx, v) != 0 }

// ---- the trampoline ----

var trampolineFP uintptr

// hostTrampoline is the one C function every host function is made from; magic
// says which. It finds the engine from the context and never lets a Go panic
// unwind into the engine.
func hostTrampoline(tls *libc.TLS, ctx uintptr, this value, argc int32, argv uintptr, magic int32) (r value) {
	e, ok := engineOf(tls, ctx)
	if !ok {
		return jsException
	}
	defer func() {
		if p := recover(); p != nil {
			if e.panicked == nil {
				e.panicked = p
			}
			e.stop(stopInternal)
			r = e.throwUncatchable("internal error in the executor")
		}
	}()
	var args []value
	if argc > 0 {
		args = unsafe.Slice((*value)(cptr(argv)), argc)
	}
	if e.host == nil {
		return jsUndefined
	}
	return e.host.HostCall(e, magic, this, args)
}

type errEngine string

func (e errEngine) Error() string { return string(e) }

// newErrorValue makes an Error with message msg, owned by the caller.
func (e *engine) newErrorValue(msg string) value {
	errv := lib.XJS_NewError(e.tls, e.ctx)
	if isException(errv) {
		return errv
	}
	e.defineProp(errv, "message", e.newString(msg))
	return errv
}

// newTypeErrorValue makes a TypeError with message msg, owned by the caller.
func (e *engine) newTypeErrorValue(msg string) value {
	ex := e.throwTypeError(msg)
	_ = ex
	return e.exception()
}

// defineProp defines obj[name] = v as a writable, configurable, non-enumerable
// property (the way built-ins define message), taking ownership of v.
func (e *engine) defineProp(obj value, name string, v value) bool {
	p := e.cstring(name)
	return lib.XJS_DefinePropertyValueStr(e.tls, e.ctx, obj, p, v, lib.MJS_PROP_WRITABLE|lib.MJS_PROP_CONFIGURABLE) >= 0
}
