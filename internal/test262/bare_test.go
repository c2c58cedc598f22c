package test262

// bare_test.go is a minimal binding to the pristine upstream engine,
// modernc.org/libquickjs (the module that codemode's internal/libquickjs is a
// patched copy of): a fresh runtime and context per program, a memory limit,
// a deadline enforced through the interrupt handler, and nothing of
// codemode's (no guards, no bootstrap, no host functions).

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"

	"modernc.org/libc"
	bare "modernc.org/libquickjs"
)

// A bare profile is the set of intrinsics a bare context gets.
type bareProfile int

const (
	// profileFull is JS_NewContext: every intrinsic of the engine, the
	// same groups the asynchronous sandbox installs.
	profileFull bareProfile = iota
	// profileSync is what CodeAct's synchronous engine installs
	// (internal/codeactrt/sync.go): no Date, Promise or WeakRef; the
	// evaluator present while the program compiles and switched off
	// before it runs; [[CanBlock]] false.
	profileSync
)

// Bounds of one bare run; the sandbox runs get the same (see limits).
const (
	runTimeout  = 10 * time.Second
	memoryLimit = 256 << 20
	stackSlots  = bare.MaxStackSlots // the sandbox's default StackDepth too
)

var bareInterruptFP = funcPointer(bareInterrupt)

// funcPointer returns what the transpiled engine takes as a C function
// pointer for the Go function f, which must be a top-level function (as
// internal/sandbox does it).
func funcPointer(f any) uintptr {
	type iface [2]uintptr
	return (*iface)(unsafe.Pointer(&f))[1]
}

// cptr turns an address in C memory into a pointer.
func cptr(p uintptr) unsafe.Pointer { return unsafe.Add(nil, p) }

// bareCtl lives in C memory; the interrupt handler's opaque points at it.
type bareCtl struct {
	deadline int64 // UnixNano
	fired    int32
}

func bareInterrupt(tls *libc.TLS, rt, opaque uintptr) int32 {
	c := (*bareCtl)(cptr(opaque))
	if time.Now().UnixNano() > atomic.LoadInt64(&c.deadline) {
		atomic.StoreInt32(&c.fired, 1)
		return 1
	}
	return 0
}

// bareRun is one program on its own runtime.
type bareRun struct {
	tls *libc.TLS
	rt  uintptr
	ctx uintptr
	ctl uintptr
}

func newBareRun(p bareProfile) (*bareRun, error) {
	tls := libc.NewTLS()
	ctl := libc.Xcalloc(tls, 1, libc.Tsize_t(unsafe.Sizeof(bareCtl{})))
	if ctl == 0 {
		tls.Close()
		return nil, fmt.Errorf("no memory for the interrupt block")
	}
	(*bareCtl)(cptr(ctl)).deadline = time.Now().Add(runTimeout).UnixNano()
	rt := bare.XJS_NewRuntime(tls)
	if rt == 0 {
		libc.Xfree(tls, ctl)
		tls.Close()
		return nil, fmt.Errorf("JS_NewRuntime failed")
	}
	bare.XJS_SetMemoryLimit(tls, rt, memoryLimit)
	bare.XJS_SetMaxStackSize(tls, rt, stackSlots)
	bare.XJS_SetInterruptHandler(tls, rt, bareInterruptFP, ctl)
	var ctx uintptr
	switch p {
	case profileFull:
		ctx = bare.XJS_NewContext(tls, rt)
	case profileSync:
		bare.XJS_SetCanBlock(tls, rt, 0)
		ctx = bare.XJS_NewContextRaw(tls, rt)
		if ctx != 0 {
			ok := bare.XJS_AddIntrinsicBaseObjects(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicEval(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicStringNormalize(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicRegExp(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicJSON(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicProxy(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicMapSet(tls, ctx) >= 0 &&
				bare.XJS_AddIntrinsicTypedArrays(tls, ctx) >= 0
			if !ok {
				bare.XJS_FreeContext(tls, ctx)
				ctx = 0
			}
		}
	}
	if ctx == 0 {
		bare.XJS_FreeRuntime(tls, rt)
		libc.Xfree(tls, ctl)
		tls.Close()
		return nil, fmt.Errorf("JS_NewContext failed")
	}
	return &bareRun{tls: tls, rt: rt, ctx: ctx, ctl: ctl}, nil
}

func (b *bareRun) close() {
	bare.XJS_FreeContext(b.tls, b.ctx)
	bare.XJS_FreeRuntime(b.tls, b.rt)
	libc.Xfree(b.tls, b.ctl)
	b.tls.Close()
}

var (
	jsUndefined = bare.TJSValue{Ftag: bare.EJS_TAG_UNDEFINED}
	jsNull      = bare.TJSValue{Ftag: bare.EJS_TAG_NULL}
)

func isException(v bare.TJSValue) bool { return v.Ftag == bare.EJS_TAG_EXCEPTION }
func isObject(v bare.TJSValue) bool    { return v.Ftag == bare.EJS_TAG_OBJECT }

func (b *bareRun) free(v bare.TJSValue) { bare.XFreeValue(b.tls, b.ctx, v) }

// timedOut reports whether the interrupt handler stopped the run.
func (b *bareRun) timedOut() bool { return atomic.LoadInt32(&(*bareCtl)(cptr(b.ctl)).fired) != 0 }

// eval compiles and runs src as a global script with this undefined (as the
// sandbox runs a program's script); flags are added to JS_EVAL_TYPE_GLOBAL.
func (b *bareRun) eval(src string, flags int32) bare.TJSValue {
	p, err := libc.CString(src)
	if err != nil {
		return bare.XJS_ThrowOutOfMemory(b.tls, b.ctx)
	}
	defer libc.Xfree(b.tls, p)
	name, err := libc.CString("test.js")
	if err != nil {
		return bare.XJS_ThrowOutOfMemory(b.tls, b.ctx)
	}
	defer libc.Xfree(b.tls, name)
	return bare.XJS_EvalThis(b.tls, b.ctx, jsUndefined, p, bare.Tsize_t(len(src)), name, bare.MJS_EVAL_TYPE_GLOBAL|flags)
}

// call calls f with this undefined and the given arguments.
func (b *bareRun) call(f bare.TJSValue, args ...bare.TJSValue) bare.TJSValue {
	var argv uintptr
	if len(args) > 0 {
		n := int(unsafe.Sizeof(bare.TJSValue{})) * len(args)
		argv = b.tls.Alloc(n)
		defer b.tls.Free(n)
		copy(unsafe.Slice((*bare.TJSValue)(cptr(argv)), len(args)), args)
	}
	return bare.XJS_Call(b.tls, b.ctx, f, jsUndefined, int32(len(args)), argv)
}

// str converts v to a Go string; ok is false when the conversion threw (the
// exception is dropped).
func (b *bareRun) str(v bare.TJSValue) (s string, ok bool) {
	var n bare.Tsize_t
	plen := b.tls.Alloc(int(unsafe.Sizeof(n)))
	defer b.tls.Free(int(unsafe.Sizeof(n)))
	p := bare.XJS_ToCStringLen2(b.tls, b.ctx, plen, v, 0)
	if p == 0 {
		b.free(bare.XJS_GetException(b.tls, b.ctx))
		return "", false
	}
	s = string(unsafe.Slice((*byte)(cptr(p)), *(*bare.Tsize_t)(cptr(plen))))
	bare.XJS_FreeCString(b.tls, b.ctx, p)
	return strings.ToValidUTF8(s, "\uFFFD"), true
}

// prop reads obj[name]; an exception is dropped and read as undefined.
func (b *bareRun) prop(obj bare.TJSValue, name string) bare.TJSValue {
	p, err := libc.CString(name)
	if err != nil {
		return jsUndefined
	}
	defer libc.Xfree(b.tls, p)
	v := bare.XJS_GetPropertyStr(b.tls, b.ctx, obj, p)
	if isException(v) {
		b.free(bare.XJS_GetException(b.tls, b.ctx))
		return jsUndefined
	}
	return v
}

// describe turns a thrown value into an outcome: the name of its
// constructor and its text, as the sandbox reports one ("TypeError: x" for
// an Error, "Uncaught ..." for anything else).
func (b *bareRun) describe(v bare.TJSValue) outcome {
	if b.timedOut() {
		return outcome{kind: "timeout", text: fmt.Sprintf("timed out after %s", runTimeout)}
	}
	o := outcome{kind: "thrown"}
	if isObject(v) {
		c := b.prop(v, "constructor")
		if isObject(c) {
			n := b.prop(c, "name")
			if n.Ftag == bare.EJS_TAG_STRING {
				o.name, _ = b.str(n)
			}
			b.free(n)
		}
		b.free(c)
	}
	s, ok := b.str(v)
	if !ok {
		s = "(a value whose conversion to a string threw)"
	}
	if bare.XJS_IsError(b.tls, b.ctx, v) != 0 {
		o.text = s
		if strings.HasSuffix(s, "out of memory") {
			o.kind = "memory"
		}
	} else {
		o.text = "Uncaught " + s
	}
	return o
}

// exception takes the pending exception and describes it.
func (b *bareRun) exception() outcome {
	ex := bare.XJS_GetException(b.tls, b.ctx)
	defer b.free(ex)
	return b.describe(ex)
}

// compileError describes the exception of a program that did not compile:
// the kind is syntax, as the sandbox reports one.
func (b *bareRun) compileError() outcome {
	o := b.exception()
	if o.kind == "thrown" {
		o.kind = "syntax"
	}
	return o
}

// runPendingJobs runs jobs until none is left (or the deadline passed).
func (b *bareRun) runPendingJobs() {
	pctx := b.tls.Alloc(int(unsafe.Sizeof(uintptr(0))))
	defer b.tls.Free(int(unsafe.Sizeof(uintptr(0))))
	for {
		r := bare.XJS_ExecutePendingJob(b.tls, b.rt, pctx)
		if r == 0 {
			return
		}
		if r < 0 {
			// A job threw: promise jobs do not, so this is the
			// interrupt (or memory); the exception is the job's
			// context's.
			jctx := *(*uintptr)(cptr(pctx))
			bare.XFreeValue(b.tls, jctx, bare.XJS_GetException(b.tls, jctx))
			if b.timedOut() {
				return
			}
		}
	}
}

// runBareAsync runs an asynchronous program (a function expression that
// returns a promise): evaluate it strict, call it, run every job, and read
// the promise.
func runBareAsync(program string) outcome {
	b, err := newBareRun(profileFull)
	if err != nil {
		return outcome{kind: "internal", text: err.Error()}
	}
	defer b.close()
	fn := b.eval(program, bare.MJS_EVAL_FLAG_STRICT)
	if isException(fn) {
		return b.compileError()
	}
	p := b.call(fn)
	b.free(fn)
	if isException(p) {
		return b.exception()
	}
	defer b.free(p)
	b.runPendingJobs()
	if b.timedOut() {
		return outcome{kind: "timeout", text: fmt.Sprintf("timed out after %s", runTimeout)}
	}
	switch bare.XJS_PromiseState(b.tls, b.ctx, p) {
	case bare.EJS_PROMISE_FULFILLED:
		return outcome{ok: true}
	case bare.EJS_PROMISE_REJECTED:
		r := bare.XJS_PromiseResult(b.tls, b.ctx, p)
		defer b.free(r)
		return b.describe(r)
	case bare.EJS_PROMISE_PENDING:
		return outcome{kind: "never_settled", text: "the program's promise never settled"}
	}
	// Not a promise: the program is not an async function.
	return outcome{ok: true}
}

// runBareSync runs a synchronous program, a script that defines function
// main(input), as CodeAct's engine does: the script is compiled (with the
// evaluator, which is then switched off for profileSync) and run as a
// global script, and main is called with this undefined and input null.
func runBareSync(program string, p bareProfile) outcome {
	b, err := newBareRun(p)
	if err != nil {
		return outcome{kind: "internal", text: err.Error()}
	}
	defer b.close()
	fn := b.eval(program, bare.MJS_EVAL_FLAG_COMPILE_ONLY)
	if isException(fn) {
		return b.compileError()
	}
	if p == profileSync {
		(*bare.TJSContext)(cptr(b.ctx)).Feval_internal = 0
	}
	v := bare.XJS_EvalFunction(b.tls, b.ctx, fn) // takes fn
	if isException(v) {
		return b.exception()
	}
	b.free(v)
	global := bare.XJS_GetGlobalObject(b.tls, b.ctx)
	main := b.prop(global, "main")
	b.free(global)
	defer b.free(main)
	if !isObject(main) {
		return outcome{kind: "no_main", text: "the program defines no function main"}
	}
	r := b.call(main, jsNull)
	if isException(r) {
		return b.exception()
	}
	b.free(r)
	return outcome{ok: true}
}
