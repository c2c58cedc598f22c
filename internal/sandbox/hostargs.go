package sandbox

import (
	"math"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

// The numbers the host functions take (offsets and lengths of bytes, ids of
// timers, fetches and handle invocations, flags, indexes) come from the
// executor's JavaScript, which a program can reach into: it may have replaced
// the built-ins that computed them. So every such number is checked here, by
// the host function that takes it, before it is used, and the checks are made
// on the float64 the engine holds (or its int32), never after a conversion to
// a Go integer: converting NaN, ±Infinity or 1e19 to int gives an arbitrary
// integer, and an overflowing sum of two such integers a negative bound.

// maxIndexArg is the largest bound intArg accepts: above 2⁵³ a float64 no
// longer holds every integer, and float64(max) could round up past max.
const maxIndexArg = 1 << 53

// intArg returns the JavaScript number v as an int when it is an integer in
// [0, max] (-0 is 0), and false for anything else: NaN, ±Infinity, a fraction,
// a negative number, a number above max, and every value that is not a
// number (a string, a BigInt, a boolean, undefined, an object). It converts
// nothing, so no program code runs (an object's valueOf is never called) and
// no exception is left pending. max is at most maxIndexArg.
func intArg(v value, max int) (int, bool) {
	if max > maxIndexArg {
		max = maxIndexArg
	}
	switch v.Ftag {
	case lib.EJS_TAG_INT:
		n := *(*int32)(unsafe.Pointer(&v))
		if n < 0 || int64(n) > int64(max) {
			return 0, false
		}
		return int(n), true
	case lib.EJS_TAG_FLOAT64:
		f := *(*float64)(unsafe.Pointer(&v))
		// Written so that NaN fails the comparison.
		if !(f >= 0 && f <= float64(max)) || f != math.Trunc(f) {
			return 0, false
		}
		return int(f), true
	}
	return 0, false
}

// byteRange returns b[off : off+n] for the JavaScript numbers off and n when
// both are integers (intArg) and the range lies within b, and false
// otherwise. The end is compared as len(b)-off, so nothing overflows.
func byteRange(b []byte, off, n value) ([]byte, bool) {
	o, ok := intArg(off, len(b))
	if !ok {
		return nil, false
	}
	k, ok := intArg(n, len(b)-o)
	if !ok {
		return nil, false
	}
	return b[o : o+k], true
}

// numberArg returns the JavaScript number v as a float64 (NaN and ±Infinity
// included), and false for every value that is not a number. Like intArg it
// converts nothing.
func numberArg(v value) (float64, bool) {
	switch v.Ftag {
	case lib.EJS_TAG_INT:
		return float64(*(*int32)(unsafe.Pointer(&v))), true
	case lib.EJS_TAG_FLOAT64:
		return *(*float64)(unsafe.Pointer(&v)), true
	}
	return 0, false
}

// stringArg returns the text of v when it is a string, and false for every
// other value (which is not converted: no program code runs).
func stringArg(e *engine, v value) (string, bool) {
	if !isString(v) {
		return "", false
	}
	return e.toString(v)
}

// bufferBytes returns the bytes of v when it is an ArrayBuffer (or a
// SharedArrayBuffer): none when it is detached. isBuffer is false for every
// other value. The slice aliases engine memory: it is valid until the engine
// runs again.
func (e *engine) bufferBytes(v value) (b []byte, isBuffer bool) {
	if !isObject(v) {
		return nil, false
	}
	switch lib.XJS_GetClassID(e.tls, v) {
	case lib.EJS_CLASS_ARRAY_BUFFER, lib.EJS_CLASS_SHARED_ARRAY_BUFFER:
	default:
		return nil, false
	}
	b, ok := e.arrayBufferBytes(v)
	if !ok {
		return nil, true // detached
	}
	return b, true
}
