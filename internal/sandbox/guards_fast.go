package sandbox

// The guards' fast path in Go. A guard written in JavaScript costs a
// JavaScript frame on every call, and frames are slow in this engine:
// `[1, 2, 3].includes(2)` takes about 1.1 µs guarded against 0.2 µs bare.
// For the common case the check needs nothing a program can observe — the
// receiver's class, its fast-array flag and its length, or a string's
// length — so it is done here, reading the engine's objects in place (as
// jsonwrite.go does), and the built-in is called directly. Everything else
// goes to the JavaScript guard, which then does exactly what it did before.

import (
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// The kinds of fast check (the magic of a fast guard).
const (
	fastDenseArray = iota // a dense Array within fastDense elements
	fastSort              // the same, and a comparator or at most fastSort elements
	fastSearch            // a string searched for a string, comparing at most fastSearchCost characters
	fastFlat              // flat by one level of a dense Array whose Array elements are dense
	fastConcat            // concat of a dense Array and primitives or dense Arrays
	fastStringify         // JSON.stringify of plain data, written here (stringifyPlain)
	fastParse             // JSON.parse with no reviver, built here (parsePlain)
)

// The bounds the JavaScript guards use (DENSE, SORT, SEARCH in guards.js).
const (
	fastDense      = 1 << 22
	fastSortMax    = 1 << 12
	fastSearchCost = 1 << 22
)

var fastGuardFP, makeFastGuardFP uintptr

func init() {
	fastGuardFP = funcPointer(fastGuard)
	makeFastGuardFP = funcPointer(makeFastGuard)
}

// makeFastGuard is the host function guards.js gets while it runs:
// makeFastGuard(kind, orig, slow) returns a function that calls the built-in
// orig when the check of kind passes and the JavaScript guard slow
// otherwise, with the same receiver and arguments.
func makeFastGuard(tls *libc.TLS, ctx uintptr, this value, argc int32, argv uintptr) value {
	if argc < 3 {
		return lib.XJS_ThrowTypeError(tls, ctx, cstr(tls, "makeFastGuard: kind, orig and slow expected"), 0)
	}
	args := unsafe.Slice((*value)(cptr(argv)), argc)
	if args[0].Ftag != lib.EJS_TAG_INT {
		return lib.XJS_ThrowTypeError(tls, ctx, cstr(tls, "makeFastGuard: kind must be an integer"), 0)
	}
	kind := *(*int32)(unsafe.Pointer(&args[0]))
	// The data values are copied (and their references taken) by the engine.
	return lib.XJS_NewCFunctionData(tls, ctx, fastGuardFP, 0, kind, 2, argv+sizeofValue)
}

// cstr returns s as a C string allocated on tls for the rest of the call.
func cstr(tls *libc.TLS, s string) uintptr {
	p := tls.Alloc(len(s) + 1)
	b := unsafe.Slice((*byte)(cptr(p)), len(s)+1)
	copy(b, s)
	b[len(s)] = 0
	return p
}

// fastGuard is every fast guard: data holds the built-in and the
// JavaScript guard.
func fastGuard(tls *libc.TLS, ctx uintptr, this value, argc int32, argv uintptr, magic int32, data uintptr) value {
	f := *(*value)(cptr(data + sizeofValue)) // the JavaScript guard
	switch magic {
	case fastStringify:
		if s, ok := stringifyPlain(tls, ctx, argc, argv); ok {
			return s
		}
		return lib.XJS_Call(tls, ctx, f, this, argc, argv)
	case fastParse:
		if v, ok := parsePlain(tls, ctx, argc, argv); ok {
			return v
		}
		return lib.XJS_Call(tls, ctx, f, this, argc, argv)
	}
	if fastCheck(magic, this, argc, argv) {
		f = *(*value)(cptr(data)) // the built-in
	}
	return lib.XJS_Call(tls, ctx, f, this, argc, argv)
}

// fastCheck reports whether the built-in can run on this and the arguments
// directly: its native loop is bounded.
func fastCheck(kind int32, this value, argc int32, argv uintptr) bool {
	switch kind {
	case fastDenseArray, fastSort:
		n, ok := denseLength(this)
		if !ok || n > fastDense {
			return false
		}
		if kind == fastSort && n > fastSortMax {
			return argc > 0 && (*value)(cptr(argv)).Ftag != lib.EJS_TAG_UNDEFINED
		}
		return true
	case fastFlat:
		if argc > 0 {
			d := *(*value)(cptr(argv))
			if d.Ftag != lib.EJS_TAG_UNDEFINED && (d.Ftag != lib.EJS_TAG_INT || *(*int32)(unsafe.Pointer(&d)) != 1) {
				return false
			}
		}
		n, ok := denseLength(this)
		if !ok || n > fastDense {
			return false
		}
		arr := (*fastArray)(unsafe.Pointer(&(*jsObject)(cptr(objectPtr(this))).Fu))
		for i := uintptr(0); i < uintptr(arr.count); i++ {
			if !spreadsBounded(*(*value)(cptr(arr.values + i*sizeofValue)), true) {
				return false
			}
		}
		return true
	case fastConcat:
		if n, ok := denseLength(this); !ok || n > fastDense {
			return false
		}
		for i := uintptr(0); i < uintptr(argc); i++ {
			if !spreadsBounded(*(*value)(cptr(argv + i*sizeofValue)), false) {
				return false
			}
		}
		return true
	case fastSearch:
		if argc < 1 || this.Ftag != lib.EJS_TAG_STRING {
			return false
		}
		t := *(*value)(cptr(argv))
		if t.Ftag != lib.EJS_TAG_STRING {
			return false
		}
		n, m := int64(stringLength(this)), int64(stringLength(t))
		return m < 2 || (n-m+1)*m <= fastSearchCost
	}
	return false
}

// spreadsBounded reports whether flat (or concat) spreads v, if at all, by
// a bounded native loop: v is a primitive, a dense Array within fastDense,
// or (for flat, which spreads nothing but Arrays) an object that is neither
// an Array nor a Proxy (which may be one).
func spreadsBounded(v value, flat bool) bool {
	if v.Ftag != lib.EJS_TAG_OBJECT {
		return true
	}
	if n, ok := denseLength(v); ok {
		return n <= fastDense
	}
	if !flat {
		return false // Symbol.isConcatSpreadable may make any object spread
	}
	c := (*jsObject)(cptr(objectPtr(v))).Fclass_id
	return c != lib.EJS_CLASS_ARRAY && c != lib.EJS_CLASS_PROXY
}

// denseLength returns the length of v when v is an Array whose elements are
// all in memory (the engine's fast array), as an int.
func denseLength(v value) (int64, bool) {
	if v.Ftag != lib.EJS_TAG_OBJECT {
		return 0, false
	}
	p := objectPtr(v)
	o := (*jsObject)(cptr(p))
	if o.Fclass_id != lib.EJS_CLASS_ARRAY || *(*uint8)(cptr(p + objFlagsOffset))&objFastArray == 0 {
		return 0, false
	}
	length := *(*value)(cptr(o.Fprop))
	if length.Ftag != lib.EJS_TAG_INT {
		return 0, false
	}
	n := *(*int32)(unsafe.Pointer(&length))
	if n < 0 {
		return 0, false
	}
	return int64(n), true
}

// stringLength is the length in code units of the (non-rope) string v.
func stringLength(v value) int {
	str := *(*uintptr)(unsafe.Pointer(&v))
	return int(*(*uint32)(cptr(str)) & 0x7fffffff)
}

// defineFastGuardMaker gives the global object makeFastGuard under name, for
// guards.js to take (and delete) as it runs.
func (e *engine) defineFastGuardMaker(name string) error {
	f := lib.XJS_NewCFunction2(e.tls, e.ctx, makeFastGuardFP, e.cstring(name), 3, lib.EJS_CFUNC_generic, 0)
	if isException(f) {
		return fmt.Errorf("sandbox: making the guards' fast path: %w", e.takeException())
	}
	g := lib.XJS_GetGlobalObject(e.tls, e.ctx)
	defer e.free(g)
	if !e.defineProp(g, name, f) {
		return fmt.Errorf("sandbox: defining the guards' fast path")
	}
	return nil
}

// jsStringMax is the engine's longest string, in code units.
const jsStringMax = 1<<30 - 1

// stringifyPlain is JSON.stringify(v, replacer, space) — with no replacer
// (undefined or null) and any indentation but a Number or String object — of
// plain data: the values writeJSON
// takes (jsonwrite.go), written in Go with the built-in's text. The engine's
// own looks toJSON up on every object and collects its property names into a
// fresh array: for json10k's 5,000 objects a fifth of the workload. ok is false
// for anything else, and for output that would not fit in the engine's memory:
// the JavaScript guard and the built-in then do exactly what they did (and
// throw what they throw). The value returned may be the engine's
// out-of-memory exception, as the built-in's would be.
func stringifyPlain(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) (value, bool) {
	if argc < 1 {
		return value{}, false
	}
	args := unsafe.Slice((*value)(cptr(argv)), argc)
	if args[0].Ftag != lib.EJS_TAG_OBJECT {
		return value{}, false
	}
	if argc >= 2 && args[1].Ftag != lib.EJS_TAG_UNDEFINED && args[1].Ftag != lib.EJS_TAG_NULL {
		return value{}, false // a replacer
	}
	gap := ""
	if argc >= 3 {
		var ok bool
		if gap, ok = stringifyGap(args[2]); !ok {
			return value{}, false
		}
	}
	rt := (*lib.TJSContext)(cptr(ctx)).Frt
	st := &(*lib.TJSRuntime)(cptr(rt)).Fmalloc_ctx.Fmalloc_state
	room := 0
	if st.Fmalloc_limit > st.Fmalloc_size {
		room = int(min(uint64(st.Fmalloc_limit-st.Fmalloc_size), jsStringMax))
	}
	out, ok := writeJSONGap(ctx, rt, args[0], room, gap)
	if !ok || len(out) == 0 {
		return value{}, false
	}
	// The engine reads the text from C memory (a Go heap address would not
	// pass the race detector's pointer checks).
	p := libc.Xmalloc(tls, libc.Tsize_t(len(out)))
	if p == 0 {
		return value{}, false
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(out)), out)
	s := lib.XJS_NewStringLen(tls, ctx, p, libc.Tsize_t(len(out)))
	libc.Xfree(tls, p)
	return s, true
}

// stringifyGap is JSON.stringify's indentation for the space argument s: up
// to ten spaces for a number, the first ten characters of a string (ASCII
// only here), none for undefined or null. ok is false for anything else (a
// Number or String object is converted by running its methods).
func stringifyGap(s value) (string, bool) {
	const spaces = "          "
	switch s.Ftag {
	case lib.EJS_TAG_UNDEFINED, lib.EJS_TAG_NULL:
		return "", true
	case lib.EJS_TAG_INT:
		n := *(*int32)(unsafe.Pointer(&s))
		return spaces[:max(0, min(10, int(n)))], true
	case lib.EJS_TAG_FLOAT64:
		f := *(*float64)(unsafe.Pointer(&s))
		if f != f || f < 1 {
			return "", true
		}
		return spaces[:int(min(10, f))], true
	case lib.EJS_TAG_STRING:
		str, ok := flatStringUTF8(s)
		if !ok {
			return "", false
		}
		for i := 0; i < len(str); i++ {
			if str[i] >= 0x80 {
				return "", false
			}
		}
		return str[:min(10, len(str))], true
	}
	return "", false
}

// parsePlain is JSON.parse(text) with no reviver, for a flat string without
// lone surrogates: built in Go by the builder tool answers use (jsonbuild.go),
// which makes what the engine's parser makes (the same values, property order
// and attributes). ok is false for anything else and for every text the
// builder leaves to the engine's parser (invalid JSON among them), which then
// parses it, or throws its own error, as before. The value may be the
// engine's pending exception (out of memory).
func parsePlain(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) (r value, ok bool) {
	if argc < 1 {
		return value{}, false
	}
	args := unsafe.Slice((*value)(cptr(argv)), argc)
	if argc >= 2 && args[1].Ftag != lib.EJS_TAG_UNDEFINED {
		return value{}, false
	}
	text, ok := flatStringUTF8(args[0])
	if !ok {
		return value{}, false
	}
	e, found := engineOf(tls, ctx)
	if !found {
		return value{}, false
	}
	// As every host function: no Go panic unwinds into the engine.
	defer func() {
		if p := recover(); p != nil {
			if e.panicked == nil {
				e.panicked = p
			}
			r, ok = jsException, true
		}
	}()
	v, out := e.buildJSON(text)
	switch out {
	case buildOK:
		return v, true
	case buildException:
		return jsException, true
	}
	return value{}, false
}

// latin1Chars returns the characters of the flat engine string v, read in
// place, when it is stored 8-bit (Latin-1); ok is false for anything else.
func latin1Chars(v value) ([]byte, bool) {
	if v.Ftag != lib.EJS_TAG_STRING {
		return nil, false
	}
	str := *(*uintptr)(unsafe.Pointer(&v))
	word := *(*uint32)(cptr(str))
	if word>>31 != 0 {
		return nil, false
	}
	return unsafe.Slice((*uint8)(cptr(str+stringDataAt)), int(word&0x7fffffff)), true
}

// flatStringUTF8 returns the flat engine string v in UTF-8, read in place; ok
// is false for anything else, and for a string with a lone surrogate (which
// UTF-8 cannot carry).
func flatStringUTF8(v value) (string, bool) {
	if v.Ftag != lib.EJS_TAG_STRING {
		return "", false
	}
	if chars, ok := latin1Chars(v); ok {
		ascii := true
		for _, c := range chars {
			if c >= 0x80 {
				ascii = false
				break
			}
		}
		if ascii {
			return string(chars), true
		}
		b := make([]byte, 0, len(chars)+len(chars)/2)
		for _, c := range chars {
			b = utf8.AppendRune(b, rune(c)) // Latin-1
		}
		return string(b), true
	}
	str := *(*uintptr)(unsafe.Pointer(&v))
	n := int(*(*uint32)(cptr(str)) & 0x7fffffff)
	chars := unsafe.Slice((*uint16)(cptr(str+stringDataAt)), n)
	b := make([]byte, 0, n+n/2)
	for i := 0; i < n; i++ {
		c := rune(chars[i])
		if utf16.IsSurrogate(c) {
			if c >= 0xdc00 || i+1 >= n || chars[i+1] < 0xdc00 || chars[i+1] > 0xdfff {
				return "", false
			}
			c = utf16.DecodeRune(c, rune(chars[i+1]))
			i++
		}
		b = utf8.AppendRune(b, c)
	}
	return string(b), true
}
