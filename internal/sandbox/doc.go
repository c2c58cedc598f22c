// Package sandbox is the engine binding: the only package that knows the
// engine (internal/libquickjs). It holds the engine and its values, the
// host-function trampoline, JSON in and out, the serialisation of a
// program's value, and the slots: fixed regions of address space that hold
// one engine each and are restored from an image after every execution.
//
// The runtimes stand on it: internal/asyncrt (asynchronous programs) and
// internal/codeactrt (CodeAct's synchronous ones). It never imports them;
// what the slots need of a runtime, the runtime passes in as values
// (SlotRuntime). api.go and api_runtime.go are the surface they use.
package sandbox
