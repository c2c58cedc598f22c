package sandbox

// buildJSON turns the JSON of a tool's answer into an engine value, parsing
// in Go and building through the engine's API. It does what the engine's
// JSON.parse does (same objects, same property order and attributes, the last
// of duplicate keys winning), at a fraction of the cost: the engine's parser
// spends most of its time tokenizing and interning keys, which Go does once
// per distinct key. Anything it does not handle the engine's way for certain
// (invalid JSON, a lone surrogate escape, invalid UTF-8, deep nesting) it
// leaves to the engine's own parser, untouched.

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// buildMaxDepth is the nesting beyond which the engine's parser takes over
// (and reports its own stack overflow, as before).
const buildMaxDepth = 256

type buildOutcome uint8

const (
	buildOK        buildOutcome = iota
	buildFallback               // nothing was left behind; use the engine's parser
	buildException              // the engine has a pending exception (out of memory)
)

type jsonBuilder struct {
	e     *engine
	s     string
	i     int
	depth int
	out   buildOutcome
	more  map[string]lib.TJSAtom
	buf   []byte
	// arrays is how many arrays hold the value being read: objects are
	// kept to make others like them only there, where records repeat.
	arrays int
	*buildScratch
}

// buildScratch is what a build keeps for the engine's next: its lists,
// emptied (the engine's is nil while a build uses it, so that a nested
// build gets its own).
type buildScratch struct {
	keys []builtKey // a few recent keys; most answers repeat a handful
	// memberKeys and memberVals hold the keys and values of the objects
	// being read, the innermost last: an object is made once its members
	// are all read.
	memberKeys []lib.TJSAtom
	memberVals []value
	// likes are objects this text made, one per sequence of keys (at most
	// maxLikes), held by the builder: an object with the same keys in the
	// same order is made with its shape and its values at once. likeKeys
	// holds their keys, one sequence after another.
	likes    []objectLike
	likeKeys []lib.TJSAtom
}

// objectLike is an object made of the keys likeKeys[from:to], in that
// order, each once.
type objectLike struct {
	obj      value
	from, to int
}

// maxLikes bounds the objects a builder keeps to make others like them:
// answers hold a few kinds of record, and each look-up compares the keys of
// every one kept.
const maxLikes = 8

// keptMembers is the largest member list a build leaves to the next.
const keptMembers = 1024

type builtKey struct {
	name string
	atom lib.TJSAtom
}

// buildJSON builds the value of text. With buildOK the value is owned by the
// caller; with buildFallback nothing happened; with buildException the
// exception is pending.
func (e *engine) buildJSON(text string) (value, buildOutcome) {
	// The lists are the engine's, reused from one answer to the next (and
	// taken while in use, so a nested build gets its own).
	sc := e.built
	if sc == nil {
		sc = new(buildScratch)
	}
	e.built = nil
	b := jsonBuilder{e: e, s: text, buildScratch: sc}
	v := b.value()
	for _, l := range sc.likes {
		e.free(l.obj)
	}
	b.freeKeys()
	clear(sc.keys)
	sc.keys, sc.likes, sc.likeKeys = sc.keys[:0], sc.likes[:0], sc.likeKeys[:0]
	sc.memberKeys, sc.memberVals = sc.memberKeys[:0], sc.memberVals[:0]
	if cap(sc.memberVals) > keptMembers {
		sc.memberKeys, sc.memberVals = nil, nil
	}
	e.built = sc
	if b.out != buildOK {
		return jsUndefined, b.out
	}
	b.space()
	if b.i != len(b.s) {
		e.free(v)
		return jsUndefined, buildFallback
	}
	return v, buildOK
}

func (b *jsonBuilder) freeKeys() {
	for _, k := range b.keys {
		lib.XJS_FreeAtom(b.e.tls, b.e.ctx, k.atom)
	}
	for _, a := range b.more {
		lib.XJS_FreeAtom(b.e.tls, b.e.ctx, a)
	}
}

func (b *jsonBuilder) space() {
	for b.i < len(b.s) {
		switch b.s[b.i] {
		case ' ', '\t', '\n', '\r':
			b.i++
		default:
			return
		}
	}
}

func (b *jsonBuilder) fallback() value {
	if b.out == buildOK {
		b.out = buildFallback
	}
	return jsUndefined
}

func (b *jsonBuilder) exception() value {
	b.out = buildException
	return jsUndefined
}

func (b *jsonBuilder) value() value {
	// The engine's countdown, as its own loops poll it: a text of millions
	// of values is a long loop, and the builder stops with the engine.
	if lib.XCodemodePoll(b.e.tls, b.e.ctx) != 0 {
		return b.exception()
	}
	b.space()
	if b.i >= len(b.s) {
		return b.fallback()
	}
	switch c := b.s[b.i]; {
	case c == '{':
		return b.object()
	case c == '[':
		return b.array()
	case c == '"':
		str, ok := b.str()
		if !ok {
			return b.fallback()
		}
		v := b.e.newStringValid(str)
		if isException(v) {
			return b.exception()
		}
		return v
	case c == '-' || c >= '0' && c <= '9':
		return b.number()
	case c == 't' && len(b.s)-b.i >= 4 && b.s[b.i:b.i+4] == "true":
		b.i += 4
		return jsBool(true)
	case c == 'f' && len(b.s)-b.i >= 5 && b.s[b.i:b.i+5] == "false":
		b.i += 5
		return jsBool(false)
	case c == 'n' && len(b.s)-b.i >= 4 && b.s[b.i:b.i+4] == "null":
		b.i += 4
		return value{Ftag: lib.EJS_TAG_NULL}
	}
	return b.fallback()
}

const propCWE = lib.MJS_PROP_CONFIGURABLE | lib.MJS_PROP_WRITABLE | lib.MJS_PROP_ENUMERABLE

func (b *jsonBuilder) array() value {
	if b.depth++; b.depth > buildMaxDepth {
		return b.fallback()
	}
	b.arrays++
	defer func() { b.depth--; b.arrays-- }()
	e := b.e
	b.i++ // [
	arr := lib.XJS_NewArray(e.tls, e.ctx)
	if isException(arr) {
		return b.exception()
	}
	b.space()
	if b.i < len(b.s) && b.s[b.i] == ']' {
		b.i++
		return arr
	}
	for idx := uint32(0); ; idx++ {
		el := b.value()
		if b.out != buildOK {
			e.free(arr)
			return jsUndefined
		}
		if lib.XJS_DefinePropertyValueUint32(e.tls, e.ctx, arr, idx, el, propCWE) < 0 {
			e.free(arr)
			return b.exception()
		}
		b.space()
		if b.i >= len(b.s) {
			e.free(arr)
			return b.fallback()
		}
		switch b.s[b.i] {
		case ',':
			b.i++
		case ']':
			b.i++
			return arr
		default:
			e.free(arr)
			return b.fallback()
		}
	}
}

func (b *jsonBuilder) object() value {
	if b.depth++; b.depth > buildMaxDepth {
		return b.fallback()
	}
	defer func() { b.depth-- }()
	e := b.e
	b.i++ // {
	// Outside arrays, where objects seldom repeat, an object is made first
	// and given its members as they are read; in arrays, made at its end.
	obj := jsUndefined
	if b.arrays == 0 {
		if obj = lib.XJS_NewObject(e.tls, e.ctx); isException(obj) {
			return b.exception()
		}
	}
	b.space()
	if b.i < len(b.s) && b.s[b.i] == '}' {
		b.i++
		if b.arrays == 0 {
			return obj
		}
		if obj = lib.XJS_NewObject(e.tls, e.ctx); !isException(obj) {
			return obj
		}
		return b.exception()
	}
	start := len(b.memberVals)
	for {
		b.space()
		if b.i >= len(b.s) || b.s[b.i] != '"' {
			return b.drop(obj, start, b.fallback())
		}
		key, ok := b.str()
		if !ok {
			return b.drop(obj, start, b.fallback())
		}
		atom := b.atom(key)
		if atom == 0 {
			return b.drop(obj, start, b.exception())
		}
		b.space()
		if b.i >= len(b.s) || b.s[b.i] != ':' {
			return b.drop(obj, start, b.fallback())
		}
		b.i++
		v := b.value()
		if b.out != buildOK {
			return b.drop(obj, start, jsUndefined)
		}
		if isObject(obj) {
			if lib.XJS_DefinePropertyValue(e.tls, e.ctx, obj, atom, v, propCWE) < 0 {
				return b.drop(obj, start, b.exception())
			}
		} else {
			b.memberKeys = append(b.memberKeys, atom)
			b.memberVals = append(b.memberVals, v)
		}
		b.space()
		if b.i >= len(b.s) {
			return b.drop(obj, start, b.fallback())
		}
		switch b.s[b.i] {
		case ',':
			b.i++
		case '}':
			b.i++
			if isObject(obj) {
				return obj
			}
			return b.make(start)
		default:
			return b.drop(obj, start, b.fallback())
		}
	}
}

// drop frees obj (if it is one) and the values of the members read from
// start on, forgets them, and returns v.
func (b *jsonBuilder) drop(obj value, start int, v value) value {
	if isObject(obj) {
		b.e.free(obj)
	}
	for _, m := range b.memberVals[start:] {
		b.e.free(m)
	}
	b.memberKeys, b.memberVals = b.memberKeys[:start], b.memberVals[:start]
	return v
}

// make makes the object of the members read from start on, which it takes:
// with the shape of an object made before of the same keys in the same
// order, or else property by property in order (the last of duplicate keys
// winning, as JSON.parse has it), keeping the object made so, when it is in
// an array and each key came once, for the next of its keys.
func (b *jsonBuilder) make(start int) value {
	obj := b.makeFrom(b.memberKeys[start:], b.memberVals[start:])
	b.memberKeys, b.memberVals = b.memberKeys[:start], b.memberVals[:start]
	return obj
}

// makeFrom is make for the members keys and vals.
func (b *jsonBuilder) makeFrom(keys []lib.TJSAtom, vals []value) value {
	e := b.e
	for _, l := range b.likes {
		if slices.Equal(b.likeKeys[l.from:l.to], keys) {
			// The values go to the engine in C memory (the engine's
			// pointer arithmetic may not point into Go's heap).
			props := e.cbuf(len(vals) * int(unsafe.Sizeof(value{})))
			if props == 0 {
				break // (made property by property below)
			}
			copy(unsafe.Slice((*value)(cptr(props)), len(vals)), vals)
			obj := lib.XJS_CodemodeNewObjectLike(e.tls, e.ctx, l.obj, props)
			if isException(obj) { // (the values were freed)
				return b.exception()
			}
			return obj
		}
	}
	obj := lib.XJS_NewObject(e.tls, e.ctx)
	if isException(obj) {
		for _, v := range vals {
			e.free(v)
		}
		return b.exception()
	}
	for i, atom := range keys {
		if lib.XJS_DefinePropertyValue(e.tls, e.ctx, obj, atom, vals[i], propCWE) < 0 {
			for _, v := range vals[i+1:] {
				e.free(v)
			}
			e.free(obj)
			return b.exception()
		}
	}
	if b.arrays == 0 || len(b.likes) == maxLikes {
		return obj
	}
	if sh := shapeOf(objectPtr(obj)); sh.Fis_hashed != 0 && int(sh.Fprop_count) == len(keys) {
		from := len(b.likeKeys)
		b.likeKeys = append(b.likeKeys, keys...)
		b.likes = append(b.likes, objectLike{obj: e.dup(obj), from: from, to: len(b.likeKeys)})
	}
	return obj
}

// atom returns the engine atom for a key, owned by the builder (0 when the
// engine is out of memory).
func (b *jsonBuilder) atom(key string) lib.TJSAtom {
	for _, k := range b.keys {
		if k.name == key {
			return k.atom
		}
	}
	if a, ok := b.more[key]; ok {
		return a
	}
	e := b.e
	p := e.cbuf(len(key) + 1)
	if p == 0 {
		return 0
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(key)), key)
	a := lib.XJS_NewAtomLen(e.tls, e.ctx, p, libc.Tsize_t(len(key)))
	if a == 0 {
		return 0
	}
	if len(b.keys) < 8 {
		b.keys = append(b.keys, builtKey{key, a})
	} else {
		if b.more == nil {
			b.more = make(map[string]lib.TJSAtom)
		}
		b.more[key] = a
	}
	return a
}

// str reads a string token at b.i and returns its UTF-8 text. It reports
// false for what it leaves to the engine: invalid JSON, invalid UTF-8 and
// escapes of lone surrogates (which UTF-8 cannot carry).
func (b *jsonBuilder) str() (string, bool) {
	s := b.s
	start := b.i + 1
	i := start
	ascii := true
	for i < len(s) {
		c := s[i]
		if c == '"' {
			out := s[start:i]
			if !ascii && !utf8.ValidString(out) {
				return "", false
			}
			b.i = i + 1
			return out, true
		}
		if c == '\\' {
			return b.escaped(start)
		}
		if c < 0x20 {
			return "", false
		}
		if c >= 0x80 {
			ascii = false
		}
		i++
	}
	return "", false
}

// escaped decodes a string with escapes, from its first character at start.
func (b *jsonBuilder) escaped(start int) (string, bool) {
	s := b.s
	buf := b.buf[:0]
	i := start
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			if !utf8.Valid(buf) {
				return "", false
			}
			b.buf = buf
			b.i = i + 1
			return string(buf), true
		case c < 0x20:
			return "", false
		case c != '\\':
			buf = append(buf, c)
			i++
			continue
		}
		if i+1 >= len(s) {
			return "", false
		}
		switch s[i+1] {
		case '"', '\\', '/':
			buf = append(buf, s[i+1])
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := hex4(s, i+2)
			if !ok {
				return "", false
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r >= 0xdc00 || i+6 > len(s) || s[i] != '\\' || s[i+1] != 'u' {
					return "", false // a lone surrogate
				}
				r2, ok := hex4(s, i+2)
				if !ok || r2 < 0xdc00 || r2 > 0xdfff {
					return "", false
				}
				r = utf16.DecodeRune(r, r2)
				i += 6
			}
			buf = utf8.AppendRune(buf, r)
			continue
		default:
			return "", false
		}
		i += 2
	}
	return "", false
}

func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i : i+4]) {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// number reads a number token in JSON's grammar.
func (b *jsonBuilder) number() value {
	s := b.s
	start := b.i
	i := start
	neg := s[i] == '-'
	if neg {
		i++
	}
	digits := i
	var n int64 // the integer part, while it has at most 10 digits
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if i-digits < 10 {
				n = n*10 + int64(s[i]-'0')
			}
			i++
		}
	default:
		return b.fallback()
	}
	digits = i - digits
	integer := true
	if i < len(s) && s[i] == '.' {
		integer = false
		i++
		d := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == d {
			return b.fallback()
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		integer = false
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		d := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == d {
			return b.fallback()
		}
	}
	b.i = i
	if integer && digits <= 10 && !(neg && n == 0) { // (-0 is a float)
		if neg {
			n = -n
		}
		if n >= math.MinInt32 && n <= math.MaxInt32 {
			return jsInt32(int32(n))
		}
	}
	f, err := strconv.ParseFloat(s[start:i], 64)
	if err != nil {
		if !errors.Is(err, strconv.ErrRange) {
			return b.fallback()
		}
		// Out of range: ParseFloat rounds to ±Inf or ±0, as JSON.parse does.
	}
	return jsFloat64(f)
}

func jsInt32(n int32) value {
	v := value{Ftag: lib.EJS_TAG_INT}
	*(*int32)(unsafe.Pointer(&v)) = n
	return v
}

// newStringValid makes an engine string from valid UTF-8.
func (e *engine) newStringValid(s string) value {
	p := e.cbuf(len(s) + 1)
	if p == 0 {
		return lib.XJS_ThrowOutOfMemory(e.tls, e.ctx)
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(s)), s)
	return lib.XJS_NewStringLen(e.tls, e.ctx, p, libc.Tsize_t(len(s)))
}
