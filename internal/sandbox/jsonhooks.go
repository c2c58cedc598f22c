package sandbox

// JSON.parse and JSON.stringify of plain data, in Go. The engine asks these
// first whenever a program calls JSON.parse or JSON.stringify (the hooks of
// internal/libquickjs: the function objects are the built-ins themselves),
// and runs its own when they decline: they make exactly what the engine's
// would, faster (the engine's JSON.stringify looks toJSON up on every object
// and collects each object's keys into a fresh array, a fifth of json10k).

import (
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

func init() {
	lib.CodemodeJSONStringify = stringifyPlain
	lib.CodemodeJSONParse = parsePlain
}

// cstr returns s as a C string allocated on tls for the rest of the call.
func cstr(tls *libc.TLS, s string) uintptr {
	p := tls.Alloc(len(s) + 1)
	b := unsafe.Slice((*byte)(cptr(p)), len(s)+1)
	copy(b, s)
	b[len(s)] = 0
	return p
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
// the engine's JSON.stringify then does what it does (and throws what it
// throws). The value returned may be the engine's
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
// parses it, or throws its own error. The value may be the
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
