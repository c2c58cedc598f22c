package sandbox

import (
	"math"
	"strings"
)

// Both runtimes hand a program's value back as JSON text: the asynchronous
// one the value its program settled with (internal/asyncrt: Sandbox.resultJSON), the
// synchronous one what main returned (internal/codeactrt's output). What
// can go wrong is the same for both (a value JSON cannot hold, a cycle, a
// BigInt, a text over the bound, an engine stopped half way), so it is
// decided once, here, and each runtime only names the outcome in its own
// vocabulary of failures.

// SerialProblem says why a value did not become JSON text (SerialOK: it did).
type SerialProblem uint8

const (
	SerialOK        SerialProblem = iota // text holds the JSON
	SerialUndefined                      // the value, or what serialising it gave, is undefined: no text
	SerialSymbol                         // the value is a symbol
	SerialFunction                       // the value is a function
	SerialCycle                          // serialising threw for a cycle
	SerialBigInt                         // serialising threw for a BigInt
	SerialTooDeep                        // serialising overflowed the stack
	SerialThrew                          // serialising threw something else: message
	SerialStopped                        // the engine stopped (reason): a deadline, a cancellation, memory
	SerialTooLarge                       // the text has size bytes, over the bound
	SerialObject                         // serialising gave an object, not text: the property named by the caller is the message

	// SerialProblems is the number of problems above (new ones go before
	// it), for tests that enumerate them.
	SerialProblems
)

// Serialized is the outcome of SerializeValue.
type Serialized struct {
	Problem SerialProblem
	Text    string
	Message string // SerialThrew: what was thrown; SerialObject: the property read
	Reason  int32  // SerialStopped: the stop reason
	Size    int    // SerialTooLarge: the text's size in bytes
	// Threw: the serialiser threw (problems cycle, BigInt, too deep, threw,
	// and stopped when the stop came while it ran), as opposed to the
	// conversion of its text failing.
	Threw bool
}

// SerializeValue turns v (borrowed) into JSON text of at most max bytes.
// fast, when not nil, is tried first and reports false when it cannot
// serialise v; when it can, it gives the text, or for a text over max only
// its size (a writer that counts what passes the bound rather than building
// it: Engine.WriteJSONSize); stringify then serialises it in the engine and returns an
// owned value (a string, undefined, or for the asynchronous runtime's
// codec an object describing what it refused, whose property objectProp
// becomes the message of SerialObject), or an exception. Exceptions are
// taken and dropped here.
func (e *engine) SerializeValue(v Value, max int, fast func(Value) (text string, size int, ok bool), stringify func(Value) Value, objectProp string) Serialized {
	switch {
	case v.Ftag == tagSymbol:
		return Serialized{Problem: SerialSymbol}
	case isObject(v) && e.isFunction(v):
		return Serialized{Problem: SerialFunction}
	case isUndefined(v):
		return Serialized{Problem: SerialUndefined}
	}
	if fast != nil {
		if js, size, ok := fast(v); ok {
			if size > max {
				return Serialized{Problem: SerialTooLarge, Size: size}
			}
			return Serialized{Text: js}
		}
	}
	out := stringify(v)
	if isException(out) {
		if r := e.stopReason(); r != stopNone {
			e.dropException()
			return Serialized{Problem: SerialStopped, Reason: r, Threw: true}
		}
		ex := e.exception()
		msg, _ := e.toString(ex)
		e.free(ex)
		p := SerialThrew
		switch {
		case strings.Contains(msg, "circular"):
			p = SerialCycle
		case strings.Contains(msg, "BigInt"):
			p = SerialBigInt
		case strings.HasSuffix(msg, "stack overflow"):
			p = SerialTooDeep
		}
		return Serialized{Problem: p, Message: msg, Threw: true}
	}
	defer e.free(out)
	if isUndefined(out) {
		return Serialized{Problem: SerialUndefined}
	}
	if isObject(out) {
		return Serialized{Problem: SerialObject, Message: e.stringProp(out, objectProp)}
	}
	// A text over the bound is measured where it is, not copied out.
	if n, ok := utf8Length(out); ok && n > max {
		return Serialized{Problem: SerialTooLarge, Size: n}
	}
	js, ok := e.toString(out)
	if !ok {
		e.dropException()
		return Serialized{Problem: SerialStopped, Reason: stopMemory}
	}
	if len(js) > max {
		return Serialized{Problem: SerialTooLarge, Size: len(js)}
	}
	return Serialized{Text: js}
}

// stringProp returns obj's string property name, or "" when obj is not an
// object, the property is not a string, or reading it threw (the exception
// is dropped).
func (e *engine) stringProp(obj value, name string) string {
	if !isObject(obj) {
		return ""
	}
	v := e.getProp(obj, name)
	defer e.free(v)
	if isException(v) {
		e.dropException()
		return ""
	}
	if !isString(v) {
		return ""
	}
	str, ok := e.toString(v)
	if !ok {
		e.dropException()
	}
	return str
}

// intProp returns obj's property name when it is a non-negative integer
// (intArg: nothing is converted), else 0; an exception reading it is
// dropped.
func (e *engine) intProp(obj value, name string) int {
	if !isObject(obj) {
		return 0
	}
	v := e.getProp(obj, name)
	defer e.free(v)
	if isException(v) {
		e.dropException()
		return 0
	}
	n, _ := intArg(v, math.MaxInt32) // 0 unless a non-negative integer
	return n
}
