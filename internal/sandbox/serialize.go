package sandbox

import (
	"math"
	"strings"
)

// Both runtimes hand a program's value back as JSON text: the asynchronous
// one the value its program settled with (Sandbox.resultJSON), the
// synchronous one what main returned (syncRun.output). What can go wrong is
// the same for both (a value JSON cannot hold, a cycle, a BigInt, a text over
// the bound, an engine stopped half way), so it is decided once, here, and
// each runtime only names the outcome in its own vocabulary of failures.

// serialProblem says why a value did not become JSON text.
type serialProblem uint8

const (
	serialOK        serialProblem = iota // text holds the JSON
	serialUndefined                      // the value, or what serialising it gave, is undefined: no text
	serialSymbol                         // the value is a symbol
	serialFunction                       // the value is a function
	serialCycle                          // serialising threw for a cycle
	serialBigInt                         // serialising threw for a BigInt
	serialTooDeep                        // serialising overflowed the stack
	serialThrew                          // serialising threw something else: message
	serialStopped                        // the engine stopped (reason): a deadline, a cancellation, memory
	serialTooLarge                       // the text has size bytes, over the bound
	serialObject                         // serialising gave an object, not text: value's property named by the caller, as message
)

// serialized is the outcome of serializeValue.
type serialized struct {
	problem serialProblem
	text    string
	message string // serialThrew: what was thrown; serialObject: the property read
	reason  int32  // serialStopped: the stop reason
	size    int    // serialTooLarge: the text's size in bytes
	// threw: the serialiser threw (problems cycle, BigInt, too deep, threw,
	// and stopped when the stop came while it ran), as opposed to the
	// conversion of its text failing.
	threw bool
}

// serializeValue turns v (borrowed) into JSON text of at most max bytes.
// fast, when not nil, is tried first and reports false when it cannot
// serialise v; stringify then serialises it in the engine and returns an
// owned value (a string, undefined, or for the asynchronous runtime's
// codec an object describing what it refused, whose property objectProp
// becomes the message of serialObject), or an exception. Exceptions are
// taken and dropped here.
func (e *engine) serializeValue(v value, max int, fast func(value) (string, bool), stringify func(value) value, objectProp string) serialized {
	switch {
	case v.Ftag == tagSymbol:
		return serialized{problem: serialSymbol}
	case isObject(v) && e.isFunction(v):
		return serialized{problem: serialFunction}
	case isUndefined(v):
		return serialized{problem: serialUndefined}
	}
	if fast != nil {
		if js, ok := fast(v); ok {
			return serialized{text: js}
		}
	}
	out := stringify(v)
	if isException(out) {
		if r := e.stopReason(); r != stopNone {
			e.dropException()
			return serialized{problem: serialStopped, reason: r, threw: true}
		}
		ex := e.exception()
		msg, _ := e.toString(ex)
		e.free(ex)
		p := serialThrew
		switch {
		case strings.Contains(msg, "circular"):
			p = serialCycle
		case strings.Contains(msg, "BigInt"):
			p = serialBigInt
		case strings.HasSuffix(msg, "stack overflow"):
			p = serialTooDeep
		}
		return serialized{problem: p, message: msg, threw: true}
	}
	defer e.free(out)
	if isUndefined(out) {
		return serialized{problem: serialUndefined}
	}
	if isObject(out) {
		return serialized{problem: serialObject, message: e.stringProp(out, objectProp)}
	}
	// A text over the bound is measured where it is, not copied out.
	if n, ok := utf8Length(out); ok && n > max {
		return serialized{problem: serialTooLarge, size: n}
	}
	js, ok := e.toString(out)
	if !ok {
		e.dropException()
		return serialized{problem: serialStopped, reason: stopMemory}
	}
	if len(js) > max {
		return serialized{problem: serialTooLarge, size: len(js)}
	}
	return serialized{text: js}
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
