package sandbox

// writeJSON serialises a tool call's arguments in Go, reading the engine's
// objects directly, for the values that need nothing but JSON: numbers,
// strings, booleans, null, plain objects (Object.prototype or no prototype,
// own data properties only) and dense arrays. The engine's JSON.stringify
// costs about 6 µs for `[{ i }]` — it looks up toJSON on every object,
// collects property names into a fresh array and builds a string — a quarter
// of a tool call's cost. Anything else (binary, functions that become handles,
// class instances, proxies, accessors, toJSON anywhere, integer-like keys,
// BigInt, symbols, ropes, cycles, deep nesting, output over the payload
// limit) is left to the codec in JavaScript, which then does exactly what it
// did before. A differential test holds the two to the same text.
//
// It reads the engine's structures as modernc.org/libquickjs v0.14.0 lays
// them out (the offsets below are taken from its generated code, and the test
// fails if they move).

import (
	"encoding/binary"
	"math"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

const (
	writeMaxDepth = 64

	objFlagsOffset  = 16   // the byte holding JSObject's flag bits
	objFastArray    = 0x10 // fast_array
	shapeHeaderSize = 56   // sizeof(JSShape) before its hash table
	propFlagsShift  = 26   // JSShapeProperty: hash_next:26, flags:6
	stringDataAt    = 12   // JSString: len:31 is_wide_char:1, hash:30 atom_type:2, hash_next, then the characters
	atomTaggedInt   = 1 << 31
)

type jsonWriter struct {
	out []byte
	max int
	// count, when set, makes a text over max counted rather than refused:
	// what passed the bound is dropped from out and added to dropped, and
	// the walk goes on without building, so that what would make the codec
	// refuse the value still sends it there, and otherwise the exact size
	// of the text is known.
	count      bool
	dropped    int
	gap        string // JSON.stringify's indentation (empty: none)
	indent     []byte // the current line's indentation, a gap per level
	objProto   uintptr
	arrayProto uintptr
	atoms      uintptr // rt->atom_array
}

// writeJSON returns the JSON text of v, or false when the codec must do it.
// A top-level undefined is "" with true. A text over max bytes is not built:
// it is counted, and size is its length in bytes (text is then ""); a text
// within max has size len(text).
func (e *engine) writeJSON(v value, max int) (text string, size int, ok bool) {
	// The buffer is the engine's, reused from one call to the next (and
	// taken while in use); one that grew past 64 KiB is not kept.
	buf := e.jsonOut
	e.jsonOut = nil
	out, size, ok := writeJSONInto(buf[:0], e.ctx, e.rt, v, max, "", true)
	if ok && size <= max {
		text = string(out)
	}
	if cap(out) <= 64<<10 {
		e.jsonOut = out[:0]
	}
	return text, size, ok
}

// writeJSONGap is writeJSON for the engine context ctx of runtime rt, with
// JSON.stringify's indentation gap (at most ten ASCII characters; empty for
// none), and false for a text over max.
func writeJSONGap(ctx, rt uintptr, v value, max int, gap string) ([]byte, bool) {
	out, _, ok := writeJSONInto(nil, ctx, rt, v, max, gap, false)
	return out, ok
}

// writeJSONInto is writeJSONGap appending to out. With count, a text over
// max is counted instead (ok, size > max, out holding no more than about max
// bytes of it); without, it is refused.
func writeJSONInto(out []byte, ctx, rt uintptr, v value, max int, gap string, count bool) (_ []byte, size int, ok bool) {
	protos := (*lib.TJSContext)(cptr(ctx)).Fclass_proto
	w := jsonWriter{
		out:        out,
		max:        max,
		count:      count,
		gap:        gap,
		objProto:   objectPtr(*(*value)(cptr(protos + lib.EJS_CLASS_OBJECT*sizeofValue))),
		arrayProto: objectPtr(*(*value)(cptr(protos + lib.EJS_CLASS_ARRAY*sizeofValue))),
		atoms:      (*lib.TJSRuntime)(cptr(rt)).Fatom_array,
	}
	// JSON.stringify asks every object for toJSON, through its prototypes.
	if w.objProto == 0 || w.arrayProto == 0 || hasOwn(w.objProto, lib.EJS_ATOM_toJSON) || hasOwn(w.arrayProto, lib.EJS_ATOM_toJSON) {
		return nil, 0, false
	}
	if !w.value(v, 0) {
		return nil, 0, false
	}
	size = w.dropped + len(w.out)
	if size > max && !count {
		return nil, 0, false
	}
	return w.out, size, true
}

// spill makes room when out has passed the bound: without count the text is
// refused (false); with it, what out holds is counted and dropped.
func (w *jsonWriter) spill() bool {
	if len(w.out) <= w.max {
		return true
	}
	if !w.count {
		return false
	}
	w.dropped += len(w.out)
	w.out = w.out[:0]
	return true
}

// str writes the engine string at str as a JSON string; one that would pass
// the bound is counted (jsonStringLength), not written, when counting.
func (w *jsonWriter) str(str uintptr) bool {
	start := len(w.out)
	out, ok := appendJSString(w.out, str, w.max)
	if ok {
		w.out = out
		return true
	}
	if !w.count {
		return false
	}
	w.dropped += start + jsonStringLength(str)
	w.out = out[:0]
	return true
}

func objectPtr(v value) uintptr {
	if v.Ftag != lib.EJS_TAG_OBJECT {
		return 0
	}
	return *(*uintptr)(unsafe.Pointer(&v))
}

type jsObject = lib.TJSObject

// fastArray is JSObject's u.array: a union we do not read, the values, the
// count.
type fastArray struct {
	_      uint64
	values uintptr
	count  uint32
}
type jsShape = lib.TJSShape

func shapeOf(p uintptr) *jsShape { return (*jsShape)(cptr((*jsObject)(cptr(p)).Fshape)) }

// shapeProps returns the first JSShapeProperty of sh (8 bytes each).
func shapeProps(sh *jsShape) uintptr {
	return uintptr(unsafe.Pointer(sh)) + shapeHeaderSize + uintptr(sh.Fprop_hash_mask+1)*4
}

// hasOwn reports whether the object at p has an own property named atom.
func hasOwn(p uintptr, atom uint32) bool {
	sh := shapeOf(p)
	props := shapeProps(sh)
	for i := int32(0); i < sh.Fprop_count; i++ {
		if *(*uint32)(cptr(props + uintptr(i)*8 + 4)) == atom {
			return true
		}
	}
	return false
}

func (w *jsonWriter) value(v value, depth int) bool {
	if !w.spill() {
		return false
	}
	switch v.Ftag {
	case lib.EJS_TAG_INT:
		w.out = strconv.AppendInt(w.out, int64(*(*int32)(unsafe.Pointer(&v))), 10)
	case lib.EJS_TAG_FLOAT64:
		w.out = appendJSNumber(w.out, *(*float64)(unsafe.Pointer(&v)))
	case lib.EJS_TAG_BOOL:
		if valueBool(v) {
			w.out = append(w.out, "true"...)
		} else {
			w.out = append(w.out, "false"...)
		}
	case lib.EJS_TAG_NULL:
		w.out = append(w.out, "null"...)
	case lib.EJS_TAG_STRING:
		return w.str(*(*uintptr)(unsafe.Pointer(&v)))
	case lib.EJS_TAG_OBJECT:
		if depth >= writeMaxDepth {
			return false
		}
		p := *(*uintptr)(unsafe.Pointer(&v))
		switch (*jsObject)(cptr(p)).Fclass_id {
		case lib.EJS_CLASS_OBJECT:
			return w.object(p, depth)
		case lib.EJS_CLASS_ARRAY:
			return w.array(p, depth)
		}
		return false
	default:
		// undefined is handled by the container; symbols, BigInt,
		// ropes and the rest go to the codec.
		return false
	}
	return true
}

// skipped reports whether JSON.stringify leaves a property with this value
// out (in an array it writes null instead).
func skipped(v value) bool { return v.Ftag == lib.EJS_TAG_UNDEFINED }

func (w *jsonWriter) object(p uintptr, depth int) bool {
	sh := shapeOf(p)
	if sh.Fproto != 0 && sh.Fproto != w.objProto {
		return false
	}
	props := shapeProps(sh)
	values := (*jsObject)(cptr(p)).Fprop
	w.out = append(w.out, '{')
	first := true
	for i := uintptr(0); i < uintptr(sh.Fprop_count); i++ {
		word := *(*uint32)(cptr(props + i*8))
		atom := *(*uint32)(cptr(props + i*8 + 4))
		if atom == 0 {
			continue // deleted
		}
		flags := word >> propFlagsShift
		if flags&lib.MJS_PROP_TMASK != lib.MJS_PROP_NORMAL {
			return false // an accessor (or a lazily made property)
		}
		if atom&atomTaggedInt != 0 || atom == lib.EJS_ATOM_toJSON {
			return false // integer keys come first in JSON's order; toJSON is called
		}
		str := *(*uintptr)(cptr(w.atoms + uintptr(atom)*8))
		if *(*uint32)(cptr(str + 4))>>30 != lib.EJS_ATOM_TYPE_STRING {
			if flags&lib.MJS_PROP_ENUMERABLE != 0 {
				return false // an enumerable symbol: leave it to the codec
			}
			continue
		}
		if flags&lib.MJS_PROP_ENUMERABLE == 0 {
			continue
		}
		if isIndexLike(str) {
			return false
		}
		v := *(*value)(cptr(values + i*16))
		if skipped(v) {
			continue
		}
		if !first {
			w.out = append(w.out, ',')
		}
		if first && w.gap != "" {
			w.indent = append(w.indent, w.gap...)
		}
		first = false
		w.newline()
		if !w.str(str) {
			return false
		}
		w.out = append(w.out, ':')
		if w.gap != "" {
			w.out = append(w.out, ' ')
		}
		if !w.value(v, depth+1) {
			return false
		}
	}
	if !first && w.gap != "" {
		w.indent = w.indent[:len(w.indent)-len(w.gap)]
		w.newline()
	}
	w.out = append(w.out, '}')
	return true
}

// newline starts a line at the current indentation, when there is a gap.
func (w *jsonWriter) newline() {
	if w.gap != "" {
		w.out = append(w.out, '\n')
		w.out = append(w.out, w.indent...)
	}
}

func (w *jsonWriter) array(p uintptr, depth int) bool {
	o := (*jsObject)(cptr(p))
	sh := shapeOf(p)
	// Only length, as an int equal to the dense count; no other own
	// property (a toJSON on the array itself, say).
	if sh.Fproto != w.arrayProto || sh.Fprop_count != 1 || *(*uint8)(cptr(p + objFlagsOffset))&objFastArray == 0 {
		return false
	}
	length := *(*value)(cptr(o.Fprop))
	arr := (*fastArray)(unsafe.Pointer(&o.Fu))
	count := arr.count
	if length.Ftag != lib.EJS_TAG_INT || uint32(*(*int32)(unsafe.Pointer(&length))) != count {
		return false
	}
	elems := arr.values
	w.out = append(w.out, '[')
	indented := count > 0 && w.gap != ""
	if indented {
		w.indent = append(w.indent, w.gap...)
	}
	for i := uintptr(0); i < uintptr(count); i++ {
		if i > 0 {
			w.out = append(w.out, ',')
		}
		w.newline()
		v := *(*value)(cptr(elems + i*sizeofValue))
		if skipped(v) {
			w.out = append(w.out, "null"...)
			continue
		}
		if !w.value(v, depth+1) {
			return false
		}
	}
	if indented {
		w.indent = w.indent[:len(w.indent)-len(w.gap)]
		w.newline()
	}
	w.out = append(w.out, ']')
	return true
}

// isIndexLike reports whether a key's string starts with a digit: the
// engine makes canonical integers tagged atoms, but array-index order also
// covers larger ones, so any key that may be one is left to the codec.
func isIndexLike(str uintptr) bool {
	n := *(*uint32)(cptr(str)) & 0x7fffffff
	if n == 0 {
		return false
	}
	var c uint16
	if *(*uint32)(cptr(str))>>31 != 0 {
		c = *(*uint16)(cptr(str + stringDataAt))
	} else {
		c = uint16(*(*uint8)(cptr(str + stringDataAt)))
	}
	return c >= '0' && c <= '9'
}

// appendJSString appends the engine string at str as a JSON string, the way
// JSON.stringify quotes it (lone surrogates escaped). It gives up (false) as
// soon as b would pass max bytes: the bound is checked inside the string, so
// a string that escapes to six times its length never buffers past it.
func appendJSString(b []byte, str uintptr, max int) ([]byte, bool) {
	word := *(*uint32)(cptr(str))
	n := int(word & 0x7fffffff)
	if len(b)+n+2 > max {
		return b, false // every character takes a byte at least
	}
	b = append(b, '"')
	if word>>31 == 0 {
		chars := unsafe.Slice((*uint8)(cptr(str+stringDataAt)), n)
		for i, c := range chars {
			if i&1023 == 0 && len(b) > max {
				return b, false
			}
			if c < 0x80 {
				b = appendJSONChar(b, rune(c))
			} else {
				b = utf8.AppendRune(b, rune(c)) // Latin-1
			}
		}
	} else {
		chars := unsafe.Slice((*uint16)(cptr(str+stringDataAt)), n)
		for i := 0; i < n; i++ {
			if i&1023 == 0 && len(b) > max {
				return b, false
			}
			c := rune(chars[i])
			switch {
			case c < 0x80:
				b = appendJSONChar(b, c)
			case utf16.IsSurrogate(c):
				if c < 0xdc00 && i+1 < n && chars[i+1] >= 0xdc00 && chars[i+1] <= 0xdfff {
					b = utf8.AppendRune(b, utf16.DecodeRune(c, rune(chars[i+1])))
					i++
				} else {
					b = append(b, '\\', 'u')
					b = appendHex4(b, c)
				}
			default:
				b = utf8.AppendRune(b, c)
			}
		}
	}
	b = append(b, '"')
	return b, len(b) <= max
}

func appendJSONChar(b []byte, c rune) []byte {
	switch c {
	case '"':
		return append(b, '\\', '"')
	case '\\':
		return append(b, '\\', '\\')
	case '\b':
		return append(b, '\\', 'b')
	case '\f':
		return append(b, '\\', 'f')
	case '\n':
		return append(b, '\\', 'n')
	case '\r':
		return append(b, '\\', 'r')
	case '\t':
		return append(b, '\\', 't')
	}
	if c < 0x20 {
		b = append(b, '\\', 'u')
		return appendHex4(b, c)
	}
	return append(b, byte(c))
}

func appendHex4(b []byte, c rune) []byte {
	const hex = "0123456789abcdef"
	return append(b, hex[c>>12&15], hex[c>>8&15], hex[c>>4&15], hex[c&15])
}

// appendJSNumber appends f as JSON.stringify writes a number: JavaScript's
// Number to String, and null for NaN and the infinities.
func appendJSNumber(b []byte, f float64) []byte {
	switch {
	case math.IsNaN(f) || math.IsInf(f, 0):
		return append(b, "null"...)
	case f == 0:
		return append(b, '0') // also -0
	}
	if f < 0 {
		b = append(b, '-')
		f = -f
	}
	// The shortest digits that round-trip, and the decimal exponent.
	var buf [32]byte
	e := strconv.AppendFloat(buf[:0], f, 'e', -1, 64)
	mant, exp := e, 0
	for i, c := range e {
		if c == 'e' {
			mant = e[:i]
			exp, _ = strconv.Atoi(string(e[i+1:]))
			break
		}
	}
	digits := make([]byte, 0, len(mant))
	for _, c := range mant {
		if c != '.' {
			digits = append(digits, c)
		}
	}
	k, n := len(digits), exp+1
	switch {
	case k <= n && n <= 21:
		b = append(b, digits...)
		for i := 0; i < n-k; i++ {
			b = append(b, '0')
		}
	case 0 < n && n <= 21:
		b = append(b, digits[:n]...)
		b = append(b, '.')
		b = append(b, digits[n:]...)
	case -6 < n && n <= 0:
		b = append(b, '0', '.')
		for i := 0; i < -n; i++ {
			b = append(b, '0')
		}
		b = append(b, digits...)
	default:
		b = append(b, digits[0])
		if k > 1 {
			b = append(b, '.')
			b = append(b, digits[1:]...)
		}
		b = append(b, 'e')
		if n-1 >= 0 {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(n-1), 10)
	}
	return b
}

// jsonStringLength is the length in bytes of appendJSString's text for the
// engine string at str, quotes included, counted without writing it.
func jsonStringLength(str uintptr) int {
	word := *(*uint32)(cptr(str))
	l := int(word & 0x7fffffff)
	n := 2
	if word>>31 == 0 {
		chars := unsafe.Slice((*uint8)(cptr(str+stringDataAt)), l)
		// Eight characters at a time while none is escaped or above
		// ASCII: each is then one byte.
		const ones, highs = 0x0101010101010101, 0x8080808080808080
		for len(chars) >= 8 {
			x := binary.LittleEndian.Uint64(chars)
			q, b := x^('"'*ones), x^('\\'*ones)
			if (x|(x-0x20*ones)|((q-ones)&^q)|((b-ones)&^b))&highs == 0 {
				n += 8
			} else {
				for _, c := range chars[:8] {
					n += int(jsonCharBytes[c])
				}
			}
			chars = chars[8:]
		}
		for _, c := range chars {
			n += int(jsonCharBytes[c])
		}
		return n
	}
	chars := unsafe.Slice((*uint16)(cptr(str+stringDataAt)), l)
	for i := 0; i < l; i++ {
		switch c := chars[i]; {
		case c < 0x100:
			n += int(jsonCharBytes[c])
		case c < 0x800:
			n += 2
		case c >= 0xd800 && c < 0xdc00 && i+1 < l && chars[i+1] >= 0xdc00 && chars[i+1] < 0xe000:
			n += 4
			i++
		case c >= 0xd800 && c < 0xe000:
			n += 6 // a lone surrogate, escaped
		default:
			n += 3
		}
	}
	return n
}

// jsonCharBytes[c] is how many bytes appendJSString writes for the character
// c below U+0100.
var jsonCharBytes = func() (t [256]uint8) {
	for c := range t {
		t[c] = uint8(len(appendJSONChar(nil, rune(c))))
		if c >= 0x80 {
			t[c] = 2
		}
	}
	return t
}()

// utf8Prefix converts the flat engine string v as toString does (lone
// surrogates become U+FFFD), but only its first characters, as many as fit
// whole in n bytes; ok is false for a rope or anything else.
func utf8Prefix(v value, n int) (_ string, ok bool) {
	if v.Ftag != lib.EJS_TAG_STRING {
		return "", false
	}
	str := *(*uintptr)(unsafe.Pointer(&v))
	word := *(*uint32)(cptr(str))
	l := int(word & 0x7fffffff)
	b := make([]byte, 0, min(n, 3*l))
	put := func(r rune) bool {
		if len(b)+utf8.RuneLen(r) > n {
			return false
		}
		b = utf8.AppendRune(b, r)
		return true
	}
	if word>>31 == 0 {
		for _, c := range unsafe.Slice((*uint8)(cptr(str+stringDataAt)), l) {
			if !put(rune(c)) {
				break
			}
		}
		return string(b), true
	}
	chars := unsafe.Slice((*uint16)(cptr(str+stringDataAt)), l)
	for i := 0; i < l; i++ {
		r := rune(chars[i])
		if utf16.IsSurrogate(r) {
			if r < 0xdc00 && i+1 < l && chars[i+1] >= 0xdc00 && chars[i+1] < 0xe000 {
				r = utf16.DecodeRune(r, rune(chars[i+1]))
				i++
			} else {
				r = utf8.RuneError
			}
		}
		if !put(r) {
			break
		}
	}
	return string(b), true
}

// utf8Length is the length in UTF-8 of the flat engine string v (lone
// surrogates count three bytes, as the conversion writes U+FFFD), read in
// place; ok is false for a rope or anything else.
func utf8Length(v value) (n int, ok bool) {
	if v.Ftag != lib.EJS_TAG_STRING {
		return 0, false
	}
	str := *(*uintptr)(unsafe.Pointer(&v))
	word := *(*uint32)(cptr(str))
	l := int(word & 0x7fffffff)
	if word>>31 == 0 {
		for _, c := range unsafe.Slice((*uint8)(cptr(str+stringDataAt)), l) {
			n += 1 + int(c>>7)
		}
		return n, true
	}
	chars := unsafe.Slice((*uint16)(cptr(str+stringDataAt)), l)
	for i := 0; i < l; i++ {
		switch c := chars[i]; {
		case c < 0x80:
			n++
		case c < 0x800:
			n += 2
		case c >= 0xd800 && c < 0xdc00 && i+1 < l && chars[i+1] >= 0xdc00 && chars[i+1] < 0xe000:
			n += 4
			i++
		default:
			n += 3
		}
	}
	return n, true
}
