package sandbox

// A runtime that binds some of its globals only when they can be reached
// (internal/asyncrt binds a declared provider the program's text never names
// only when the program compiles text of its own) needs to know that code
// is about to be compiled from source. Every compilation from source — a
// script of the host's, eval, indirect eval, the Function constructors —
// goes through the context's eval_internal, so a hook set there runs before
// any of them.

import (
	"sync"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// evalHookFP is evalHook's C function pointer; evalOriginalFP is the
// engine's own eval_internal (the same function in every context), read from
// the first context hooked.
var evalHookFP, evalOriginalFP uintptr

var evalOriginalOnce sync.Once

func init() { evalHookFP = funcPointer(evalHook) }

// evalInternal is the signature of a context's eval_internal.
type evalInternal = func(tls *libc.TLS, ctx uintptr, this value, input uintptr, inputLen lib.Tsize_t, filename uintptr, flags int32, scopeIdx int32) value

// BeforeEvaler is what runs before the engine next compiles source text
// (Engine.BeforeEval).
type BeforeEvaler interface {
	// BeforeEval runs once; false, with an exception pending, fails the
	// compilation with it.
	BeforeEval() bool
}

// beforeEval arranges for f to run once, before the engine next compiles
// source text (f returning false fails that compilation with the exception
// f left pending). A second call replaces f; nil cancels it.
func (e *engine) beforeEval(f BeforeEvaler) {
	if f == nil {
		e.evalFirst = nil
		return
	}
	c := (*lib.TJSContext)(cptr(e.ctx))
	if c.Feval_internal != evalHookFP {
		evalOriginalOnce.Do(func() { evalOriginalFP = c.Feval_internal })
		c.Feval_internal = evalHookFP
	}
	e.evalFirst = f
}

// evalHook is the context's eval_internal while a function waits to run
// before the next compilation (beforeEval): it puts the original back, runs
// the function, and compiles as the original does.
func evalHook(tls *libc.TLS, ctx uintptr, this value, input uintptr, inputLen lib.Tsize_t, filename uintptr, flags int32, scopeIdx int32) value {
	(*lib.TJSContext)(cptr(ctx)).Feval_internal = evalOriginalFP
	if e, ok := engineOf(tls, ctx); ok && e.evalFirst != nil {
		f := e.evalFirst
		e.evalFirst = nil
		if !f.BeforeEval() {
			return jsException
		}
	}
	original := *(*evalInternal)(unsafe.Pointer(&struct{ uintptr }{evalOriginalFP}))
	return original(tls, ctx, this, input, inputLen, filename, flags, scopeIdx)
}
