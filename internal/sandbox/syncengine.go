package sandbox

// The synchronous engine kind: CodeAct's runtime (internal/codeactrt) runs
// one synchronous program per engine, and slots keep engines of this kind
// set up and restored like the asynchronous ones (slot.go's idleSyncSlots).
// What sets such an engine up lives here, with the binding, because the
// slots make it; what runs a program on it lives in codeactrt.

import (
	_ "embed"
	"errors"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

//go:embed sync.js
var syncPreludeJS string

// parseJSONValue parses JSON text into an engine value, owned by the caller.
func parseJSONValue(e *engine, text string) value {
	p := e.cstring(text)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	name := e.tls.Alloc(8)
	defer e.tls.Free(8)
	*(*[8]byte)(cptr(name)) = [8]byte{'<', 'j', 's', 'o', 'n', '>', 0, 0}
	return lib.XJS_ParseJSON(e.tls, e.ctx, p, libc.Tsize_t(len(text)), name)
}

// newSyncEngine makes an engine the way newEngine does, with the intrinsics
// of a synchronous run: no Promise, no Date, no WeakRef. The evaluator is
// installed for compiling and must be switched off with disableEval before
// anything runs.
func newSyncEngine() (*engine, error) { return newEngineWith(installSync) }

// compileSyncInternals compiles what every synchronous run evaluates before
// the program: the prelude that binds tools, and the lookup of main.
func compileSyncInternals(e *engine) (prelude, lookup value, err error) {
	prelude = e.evalCompileOnly(syncPreludeJS, "<codeact>")
	if isException(prelude) {
		return prelude, jsUndefined, errors.New("the prelude did not compile")
	}
	lookup = e.evalCompileOnly(`typeof main === "function" ? main : undefined`, "<codeact>")
	if isException(lookup) {
		e.free(prelude)
		return jsUndefined, lookup, errors.New("the main lookup did not compile")
	}
	return prelude, lookup, nil
}

// installSync sets a new engine up for a synchronous run.
func installSync(e *engine) error {
	lib.XJS_SetCanBlock(e.tls, e.rt, 0) // Atomics.wait throws instead of blocking
	return e.installIntrinsics(false)
}

// disableEval switches the context's evaluator off: from now on eval, the
// Function constructors and the engine's own evaluation entry points throw
// "eval is not supported" whatever reaches them. Compiled functions still run.
func disableEval(e *engine) {
	(*lib.TJSContext)(cptr(e.ctx)).Feval_internal = 0
}

// SyncEngine is an engine of the synchronous kind lent to one run: a restored
// slot's when one is idle (byte for byte a new engine, without the cost of
// setting one up), else a plain one. Release gives it back.
type SyncEngine struct {
	e    *engine
	slot *slot // nil for a plain engine
}

// TakeSyncEngine returns an engine for one synchronous run, with its
// evaluator still installed for compiling (DisableEval switches it off).
func TakeSyncEngine() (*SyncEngine, error) {
	if sl, err := takeSyncSlot(); err == nil {
		return &SyncEngine{e: sl.e, slot: sl}, nil
	}
	e, err := newSyncEngine()
	if err != nil {
		return nil, err
	}
	return &SyncEngine{e: e}, nil
}

// Engine is the lent engine.
func (s *SyncEngine) Engine() *Engine { return s.e }

// Internals returns the compiled prelude (sync.js, which binds tools) and
// the lookup of main: a slot's, part of its image and so valid in every run,
// or for a plain engine compiled now. Either way the run may free them (the
// slot's restore gives them back).
func (s *SyncEngine) Internals() (prelude, lookup Value, err error) {
	if s.slot != nil {
		return s.slot.internals[0], s.slot.internals[1], nil
	}
	return compileSyncInternals(s.e)
}

// Slot identifies the slot the engine lives in, comparable with == (nil for
// a plain engine), for tests that follow a slot from run to run.
func (s *SyncEngine) Slot() any {
	if s.slot == nil {
		return nil
	}
	return s.slot
}

// Release gives the engine back: a slot is restored (every value the run
// made goes at once) and kept for the next run, a plain engine is freed.
// broken says a Go panic unwound through the engine: its slot may be half
// way through anything and is destroyed instead.
func (s *SyncEngine) Release(broken bool) {
	switch {
	case s.slot != nil && broken:
		s.slot.destroy()
	case s.slot != nil:
		s.slot.release()
	case s.e != nil:
		s.e.close()
	}
	s.slot, s.e = nil, nil
}
