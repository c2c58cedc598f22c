package sandbox

import (
	_ "embed"
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
)

// The web APIs programs expect and the engine lacks (atob, btoa, TextEncoder,
// TextDecoder, URL, URLSearchParams, structuredClone, crypto) live in
// webapis.js, compiled once per process and evaluated in a sandbox the first
// time a program reads one of those globals. The byte work (base64, UTF-8,
// form encoding, randomness) and the URL Standard's parser are here, in the
// host functions below: the engine interprets JavaScript slowly, and a loop
// here cannot be interrupted, so everything here is linear in its input.
// docs/webapis.md describes what is supported.
//
// The host functions trust nothing they are given: every argument is checked,
// a view that does not fit its buffer is refused, and invalid input gives a
// null answer that webapis.js turns into the pinned error.

//go:embed webapis.js
var webapisJS string

var (
	webOnce sync.Once
	webCode []byte
	webErr  error
)

func compiledWebAPIs() ([]byte, error) {
	webOnce.Do(func() {
		e, err := newEngine()
		if err != nil {
			webErr = err
			return
		}
		defer e.close()
		e.setMemoryLimit(-1)
		// Named like the bootstrap so that stack traces shown to the
		// model drop these frames, as they drop the executor's own.
		webCode, webErr = e.compile(webapisJS, "<executor>")
	})
	return webCode, webErr
}

// webMagicBase is the first magic number of the web API host functions; every
// magic from it up is routed to webHostCall.
const webMagicBase int32 = 100

// The web API host functions. Strings cross as strings; bytes cross as
// (ArrayBuffer, byteOffset, byteLength) going in and as a new ArrayBuffer
// coming out.
const (
	// btoa(string) → base64 text, or null if a character is above U+00FF.
	webBtoa int32 = webMagicBase + iota
	// atob(string) → a string of Latin-1 characters, or null if the text is
	// not forgiving-base64.
	webAtob
	// utf8Encode(string) → ArrayBuffer; lone surrogates become U+FFFD.
	webUTF8Encode
	// utf8EncodeInto(string, buffer, offset, length) → {read, written}.
	webUTF8EncodeInto
	// utf8Decode(buffer, offset, length, flags) → string, or null when
	// fatal and the bytes are not UTF-8. With webDecodeStream it returns
	// {text, used} and leaves an incomplete trailing sequence unused.
	webUTF8Decode
	// formParse(string) → [name, value, name, value, ...] as
	// application/x-www-form-urlencoded parsing gives them.
	webFormParse
	// formEncode(string) → the application/x-www-form-urlencoded byte
	// serialization of the string.
	webFormEncode
	// randomFill(buffer, offset, length) fills the bytes from crypto/rand.
	webRandomFill
	// randomUUID() → a version 4 UUID in lowercase.
	webRandomUUID
	// urlParse(input, base or undefined, uts46Map) → the URL's attributes
	// (see components), or null if it does not parse. uts46Map is the
	// JavaScript function that maps a non-ASCII domain (see webapis.js).
	webURLParse
	// urlSet(href, attribute, value, uts46Map) → the attributes after
	// running the attribute's setter.
	webURLSet
)

// Flags of utf8Decode.
const (
	webDecodeFatal    = 1
	webDecodeStripBOM = 2
	webDecodeStream   = 4
)

// webHostFuncs are the host functions webapis.js receives.
var webHostFuncs = []struct {
	name   string
	magic  int32
	length int32
}{
	{"btoa", webBtoa, 1},
	{"atob", webAtob, 1},
	{"utf8Encode", webUTF8Encode, 1},
	{"utf8EncodeInto", webUTF8EncodeInto, 4},
	{"utf8Decode", webUTF8Decode, 4},
	{"formParse", webFormParse, 1},
	{"formEncode", webFormEncode, 1},
	{"randomFill", webRandomFill, 3},
	{"randomUUID", webRandomUUID, 0},
	{"urlParse", webURLParse, 3},
	{"urlSet", webURLSet, 4},
}

// loadWeb evaluates webapis.js with the bootstrap's intrinsic (see
// bootstrap.js) and returns its exports object.
func (s *Sandbox) loadWeb(intrinsic value) value {
	e := s.e
	code, err := compiledWebAPIs()
	if err != nil {
		return e.throwTypeError(fmt.Sprintf("the web APIs could not be loaded: %v", err))
	}
	fn := e.evalBytecode(code)
	if isException(fn) {
		return fn
	}
	defer e.free(fn)
	hostObj := webHostObject(e)
	if isException(hostObj) {
		return hostObj
	}
	out := e.call(fn, jsUndefined, hostObj, intrinsic)
	e.free(hostObj)
	return out
}

// webHostObject makes the object of the web API host functions webapis.js
// receives as host.
func webHostObject(e *engine) value {
	hostObj := e.newObject()
	if isException(hostObj) {
		return hostObj
	}
	for _, h := range webHostFuncs {
		e.setProp(hostObj, h.name, e.newFunction(h.name, h.length, h.magic))
	}
	return hostObj
}

// webHostCall runs the web API host function magic. args are borrowed; the
// answer is owned by the caller.
func (s *Sandbox) webHostCall(e *engine, magic int32, args []value) value {
	arg := func(i int) value {
		if i < len(args) {
			return args[i]
		}
		return jsUndefined
	}
	str := func(i int) (string, bool) {
		if !isString(arg(i)) {
			return "", false
		}
		return e.toString(arg(i))
	}
	switch magic {
	case webBtoa:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "btoa")
		}
		out, ok := btoaString(in)
		if !ok {
			return webNull
		}
		return e.newString(out)
	case webAtob:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "atob")
		}
		b, ok := forgivingBase64Decode(in)
		if !ok {
			return webNull
		}
		return e.newString(latin1String(b))
	case webUTF8Encode:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "utf8Encode")
		}
		return e.newArrayBuffer([]byte(in))
	case webUTF8EncodeInto:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "utf8EncodeInto")
		}
		dst, ok := webView(e, arg(1), arg(2), arg(3))
		if !ok {
			return webBadCall(e, "utf8EncodeInto")
		}
		read, written := encodeInto(dst, in)
		obj := e.newObject()
		if isException(obj) {
			return obj
		}
		e.setProp(obj, "read", webNumber(read))
		e.setProp(obj, "written", webNumber(written))
		return obj
	case webUTF8Decode:
		src, ok := webView(e, arg(0), arg(1), arg(2))
		if !ok {
			return webBadCall(e, "utf8Decode")
		}
		f, ok := intArg(arg(3), webDecodeFatal|webDecodeStripBOM|webDecodeStream)
		if !ok {
			return webBadCall(e, "utf8Decode")
		}
		text, used, ok := decodeUTF8Within(src, f&webDecodeFatal != 0, f&webDecodeStream != 0, e.memoryLeft())
		if !ok {
			if used < 0 {
				return e.outOfMemory()
			}
			return webNull
		}
		if f&webDecodeStripBOM != 0 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		if f&webDecodeStream == 0 {
			return e.newString(text)
		}
		obj := e.newObject()
		if isException(obj) {
			return obj
		}
		t := e.newString(text)
		if isException(t) {
			e.free(obj)
			return t
		}
		e.setProp(obj, "text", t)
		e.setProp(obj, "used", webNumber(used))
		return obj
	case webFormParse:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "formParse")
		}
		return webStringArray(e, formParse(in))
	case webFormEncode:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "formEncode")
		}
		return e.newString(formEncode(in))
	case webRandomFill:
		dst, ok := webView(e, arg(0), arg(1), arg(2))
		if !ok {
			return webBadCall(e, "randomFill")
		}
		s.fillRandom(dst) // journaled in a durable execution
		return jsUndefined
	case webRandomUUID:
		var u [16]byte
		s.fillRandom(u[:])
		return e.newString(uuidOf(u))
	case webURLParse, webURLSet:
		return webURL(e, magic, args)
	}
	return e.throwTypeError(fmt.Sprintf("unknown web API host function %d", magic))
}

// webURL runs urlParse and urlSet.
func webURL(e *engine, magic int32, args []value) value {
	if len(args) < 3 || !isString(args[0]) || !e.isFunction(args[len(args)-1]) {
		return webBadCall(e, "url")
	}
	failed := false // the mapping function threw: its exception is pending
	mapFn := args[len(args)-1]
	up := &urlParser{idna: func(domain string) (string, bool) {
		if failed {
			return "", false
		}
		arg := e.newString(domain)
		if isException(arg) {
			failed = true
			return "", false
		}
		r := e.call(mapFn, jsUndefined, arg)
		e.free(arg)
		defer e.free(r)
		switch {
		case isException(r):
			failed = true
			return "", false
		case !isString(r):
			return "", false
		}
		s, ok := e.toString(r)
		if !ok {
			failed = true
		}
		return s, ok
	}}
	// A URL longer than maxURLLength is invalid, measured before it is
	// copied out of the engine.
	for _, a := range args[:len(args)-1] {
		if n, ok := utf8Length(a); ok && n > maxURLLength {
			return webNull
		}
	}
	input, ok := e.toString(args[0])
	if !ok {
		return jsException
	}
	var u *urlRecord
	if magic == webURLParse {
		base, haveBase := "", isString(args[1])
		if haveBase {
			if base, ok = e.toString(args[1]); !ok {
				return jsException
			}
		}
		u = up.parseWithBase(input, base, haveBase)
	} else {
		if len(args) < 4 || !isString(args[2]) {
			return webBadCall(e, "urlSet")
		}
		which, ok := intArg(args[1], math.MaxInt32)
		if !ok {
			return webBadCall(e, "urlSet")
		}
		v, ok := e.toString(args[2])
		if !ok {
			return jsException
		}
		if u, ok = up.parse(input, nil, nil, urlNoOverride); ok {
			up.set(u, which, v)
		} else {
			u = nil
		}
	}
	if failed {
		return jsException
	}
	if u == nil {
		return webNull
	}
	return webStringArray(e, up.components(u))
}

// webNull is the null value, the host functions' answer for invalid input.
var webNull = value{Ftag: lib.EJS_TAG_NULL}

// webNumber makes a number value: an int when it fits, else a float64.
func webNumber(n int) value {
	var v value
	if n >= -1<<31 && n < 1<<31 {
		*(*int32)(unsafe.Pointer(&v.Fu)) = int32(n)
		v.Ftag = lib.EJS_TAG_INT
		return v
	}
	*(*float64)(unsafe.Pointer(&v.Fu)) = float64(n)
	v.Ftag = lib.EJS_TAG_FLOAT64
	return v
}

// webBadCall throws for a host function called with arguments webapis.js
// never passes (or with a pending exception from converting them).
func webBadCall(e *engine, name string) value {
	if lib.XJS_HasException(e.tls, e.ctx) != 0 {
		return jsException
	}
	return e.throwTypeError("web API host function " + name + ": invalid arguments")
}

// webView returns the bytes [offset, offset+length) of the ArrayBuffer buf, or
// false if buf is not an ArrayBuffer or offset and length are not integers
// (intArg: no value is converted) whose range fits. A detached buffer has no
// bytes. The slice aliases engine memory: it is valid until the engine runs
// again.
func webView(e *engine, buf, offset, length value) ([]byte, bool) {
	b, ok := e.bufferBytes(buf)
	if !ok {
		return nil, false
	}
	return byteRange(b, offset, length)
}

// webStringArray makes a JavaScript array of strings.
func webStringArray(e *engine, items []string) value {
	arr := lib.XJS_NewArray(e.tls, e.ctx)
	if isException(arr) {
		return arr
	}
	for i, it := range items {
		v := e.newString(it)
		if isException(v) {
			e.free(arr)
			return v
		}
		if lib.XJS_SetPropertyUint32(e.tls, e.ctx, arr, uint32(i), v) < 0 {
			e.free(arr)
			return jsException
		}
	}
	return arr
}

// ---- base64 (HTML's atob and btoa) ----

// btoaString encodes a string of code points up to U+00FF, one byte each, as
// padded base64. ok is false if a code point is above U+00FF (a lone
// surrogate arrives as U+FFFD and is refused too).
func btoaString(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xff {
			return "", false
		}
		b = append(b, byte(r))
	}
	return base64.StdEncoding.EncodeToString(b), true
}

// forgivingBase64Decode is HTML's forgiving-base64 decode: ASCII whitespace is
// removed, then one or two '=' at the end when the length is a multiple of 4;
// the remaining text must be in the base64 alphabet and its length must not be
// 1 more than a multiple of 4. Non-zero bits past the last byte are ignored.
func forgivingBase64Decode(s string) ([]byte, bool) {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\t', '\n', '\f', '\r', ' ':
		default:
			b = append(b, c)
		}
	}
	if len(b)%4 == 0 && len(b) > 0 && b[len(b)-1] == '=' {
		b = b[:len(b)-1]
		if b[len(b)-1] == '=' {
			b = b[:len(b)-1]
		}
	}
	if len(b)%4 == 1 {
		return nil, false
	}
	for _, c := range b {
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/') {
			return nil, false
		}
	}
	out, err := base64.RawStdEncoding.DecodeString(string(b))
	if err != nil {
		return nil, false
	}
	return out, true
}

// latin1String turns bytes into the string whose code points are those bytes.
func latin1String(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b) + len(b)/4)
	for _, c := range b {
		if c < utf8.RuneSelf {
			sb.WriteByte(c)
		} else {
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}

// ---- UTF-8 (the Encoding Standard) ----

// encodeInto writes the UTF-8 of s (valid UTF-8) into dst, whole characters
// only, and reports the UTF-16 code units read and the bytes written.
func encodeInto(dst []byte, s string) (read, written int) {
	for _, r := range s {
		n := utf8.RuneLen(r)
		if written+n > len(dst) {
			break
		}
		utf8.EncodeRune(dst[written:], r)
		written += n
		if r >= 0x10000 {
			read += 2
		} else {
			read++
		}
	}
	return read, written
}

// decodeUTF8 is the Encoding Standard's UTF-8 decoder: each maximal ill-formed
// subpart becomes one U+FFFD, or, with fatal, the decoding fails (ok false).
// With stream, an incomplete sequence at the end is not decoded: used is where
// it starts. The BOM is left in; the caller strips it.
func decodeUTF8(b []byte, fatal, stream bool) (text string, used int, ok bool) {
	return decodeUTF8Within(b, fatal, stream, math.MaxInt64)
}

// decodeUTF8Within is decodeUTF8 for an engine with room bytes left: a text
// that cannot fit (it is wide, two bytes a UTF-16 unit, and a unit takes at
// most three bytes of UTF-8) is given up as soon as that is certain, with ok
// false and used -1, so the decoder never holds more than about one and a
// half times the room.
func decodeUTF8Within(b []byte, fatal, stream bool, room int64) (text string, used int, ok bool) {
	if utf8.Valid(b) {
		return string(b), len(b), true
	}
	limit := min(room, math.MaxInt64/4) / 2 * 3
	// The text takes up to three bytes an input byte: make room once, within
	// the limit, so that growing never overshoots it.
	out := make([]byte, 0, min(3*int64(len(b))+8, limit+8))
	i := 0
	for i < len(b) {
		if int64(len(out)) > limit-4 {
			return "", -1, false
		}
		c := b[i]
		if c < utf8.RuneSelf {
			out = append(out, c)
			i++
			continue
		}
		need := 0
		lower, upper := byte(0x80), byte(0xbf)
		switch {
		case c >= 0xc2 && c <= 0xdf:
			need = 1
		case c >= 0xe0 && c <= 0xef:
			need = 2
			if c == 0xe0 {
				lower = 0xa0
			} else if c == 0xed {
				upper = 0x9f
			}
		case c >= 0xf0 && c <= 0xf4:
			need = 3
			if c == 0xf0 {
				lower = 0x90
			} else if c == 0xf4 {
				upper = 0x8f
			}
		default:
			if fatal {
				return "", 0, false
			}
			out = append(out, "\uFFFD"...)
			i++
			continue
		}
		j, seen := i+1, 0
		for seen < need && j < len(b) && b[j] >= lower && b[j] <= upper {
			lower, upper = 0x80, 0xbf
			seen++
			j++
		}
		if seen == need {
			out = append(out, b[i:j]...)
			i = j
			continue
		}
		if j == len(b) && stream {
			return string(out), i, true
		}
		// The lead byte and the continuation bytes seen form one
		// maximal subpart; the byte that broke it is read again.
		if fatal {
			return "", 0, false
		}
		out = append(out, "\uFFFD"...)
		i = j
	}
	if len(out) == 0 {
		return "", len(b), true
	}
	return unsafe.String(&out[0], len(out)), len(b), true // out is not written again
}

// ---- URL helpers (the URL Standard) ----

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// percentDecodeUTF8 percent-decodes s (with plus, '+' is a space first) and
// reads the bytes as UTF-8 without BOM handling, U+FFFD for invalid bytes.
func percentDecodeUTF8(s string, plus bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '+' && plus {
			b = append(b, ' ')
			continue
		}
		if c == '%' && i+2 < len(s) {
			h, ok1 := unhex(s[i+1])
			l, ok2 := unhex(s[i+2])
			if ok1 && ok2 {
				b = append(b, h<<4|l)
				i += 2
				continue
			}
		}
		b = append(b, c)
	}
	text, _, _ := decodeUTF8(b, false, false)
	return text
}

// formParse is the application/x-www-form-urlencoded parser: name and value
// of each non-empty '&'-separated sequence, alternating.
func formParse(s string) []string {
	var out []string
	for seq := range strings.SplitSeq(s, "&") {
		if seq == "" {
			continue
		}
		name, val, _ := strings.Cut(seq, "=")
		out = append(out, percentDecodeUTF8(name, true), percentDecodeUTF8(val, true))
	}
	return out
}

// formEncode is the application/x-www-form-urlencoded byte serializer for the
// UTF-8 of s: ASCII alphanumerics and *-._ stay, space becomes '+', every
// other byte is %XX.
func formEncode(s string) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '*' || c == '-' || c == '.' || c == '_':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
	}
	return b.String()
}

// ---- randomness ----

// uuidOf makes an RFC 4122 (RFC 9562) version 4 UUID, in lowercase, of 16
// random bytes.
func uuidOf(u [16]byte) string {
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	const hexDigits = "0123456789abcdef"
	out := make([]byte, 0, 36)
	for i, c := range u {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out)
}

// ---- URL (the URL Standard's basic URL parser) ----

// urlRecord is a URL record. A null host is hasHost false; a null port is -1;
// a URL with an opaque path (mailto:, data:) has opaque set and its path in
// opaquePath.
type urlRecord struct {
	scheme, username, password string
	host                       string
	hasHost                    bool
	port                       int
	path                       []string
	opaque                     bool
	opaquePath                 string
	query                      string
	hasQuery                   bool
	fragment                   string
	hasFragment                bool
}

// The parser's states.
const (
	urlNoOverride = iota
	urlSchemeStart
	urlScheme
	urlNoScheme
	urlSpecialRelativeOrAuthority
	urlPathOrAuthority
	urlRelative
	urlRelativeSlash
	urlSpecialAuthoritySlashes
	urlSpecialAuthorityIgnoreSlashes
	urlAuthority
	urlHost
	urlHostname
	urlPort
	urlFile
	urlFileSlash
	urlFileHost
	urlPathStart
	urlPath
	urlOpaquePath
	urlQuery
	urlFragment
)

const urlEOF = -1

// specialPorts holds the special schemes and their default ports (-1: none).
var specialPorts = map[string]int{"ftp": 21, "file": -1, "http": 80, "https": 443, "ws": 80, "wss": 443}

func isSpecialScheme(s string) bool { _, ok := specialPorts[s]; return ok }

func defaultPort(s string) int {
	if p, ok := specialPorts[s]; ok {
		return p
	}
	return -1
}

// The percent-encode sets.
func inC0ControlSet(c rune) bool { return c < 0x20 || c > 0x7e }
func inFragmentSet(c rune) bool {
	return inC0ControlSet(c) || c == ' ' || c == '"' || c == '<' || c == '>' || c == '`'
}
func inQuerySet(c rune) bool {
	return inC0ControlSet(c) || c == ' ' || c == '"' || c == '#' || c == '<' || c == '>'
}
func inSpecialQuerySet(c rune) bool { return inQuerySet(c) || c == '\'' }
func inPathSet(c rune) bool {
	return inQuerySet(c) || c == '?' || c == '^' || c == '`' || c == '{' || c == '}'
}
func inUserinfoSet(c rune) bool {
	return inPathSet(c) || c == '/' || c == ':' || c == ';' || c == '=' || c == '@' || (c >= '[' && c <= ']') || c == '|'
}

// appendPercentEncoded appends c, UTF-8 percent-encoded if inSet(c).
func appendPercentEncoded(b []byte, c rune, inSet func(rune) bool) []byte {
	if !inSet(c) {
		return utf8.AppendRune(b, c)
	}
	const hexDigits = "0123456789ABCDEF"
	var tmp [4]byte
	n := utf8.EncodeRune(tmp[:], c)
	for _, x := range tmp[:n] {
		b = append(b, '%', hexDigits[x>>4], hexDigits[x&15])
	}
	return b
}

func percentEncodeString(s string, inSet func(rune) bool) string {
	b := make([]byte, 0, len(s))
	for _, c := range s {
		b = appendPercentEncoded(b, c, inSet)
	}
	return string(b)
}

func isASCIIAlpha(c rune) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isASCIIDigit(c rune) bool { return '0' <= c && c <= '9' }
func isASCIIHex(c rune) bool   { return isASCIIDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func isForbiddenHost(c rune) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

func isForbiddenDomain(c rune) bool { return isForbiddenHost(c) || c <= 0x1f || c == '%' || c == 0x7f }

// urlParser holds what a parse needs besides the input: the IDNA mapping
// (done by webapis.js, see uts46Map there), which may be nil for ASCII-only
// use.
type urlParser struct {
	// idna maps a domain the UTS #46 way, or reports false.
	idna func(domain string) (string, bool)
}

// parse is the basic URL parser. Without url it parses input against base
// (nil for none) into a new record, or fails. With url and a state override
// it changes url in place, as the URL setters do; ok then only says whether
// it failed.
func (up *urlParser) parse(input string, base, url *urlRecord, override int) (out *urlRecord, ok bool) {
	if url == nil {
		url = &urlRecord{port: -1}
	}
	if override == urlNoOverride {
		input = strings.TrimFunc(input, func(r rune) bool { return r <= 0x20 })
	}
	cps := make([]rune, 0, len(input))
	for _, r := range input {
		if r != '\t' && r != '\n' && r != '\r' {
			cps = append(cps, r)
		}
	}
	n := len(cps)
	at := func(i int) rune {
		if i >= 0 && i < n {
			return cps[i]
		}
		return urlEOF
	}
	state := override
	if state == urlNoOverride {
		state = urlSchemeStart
	}
	var buf []byte
	// The userinfo collects here and is set once the authority ends: each
	// '@' adds to it, and adding to the strings would be quadratic.
	var user, pass []byte
	atSignSeen, insideBrackets, passwordTokenSeen := false, false, false
	special := isSpecialScheme(url.scheme)
	given := override != urlNoOverride

	for p := 0; ; p++ {
		c := at(p)
		switch state {
		case urlSchemeStart:
			switch {
			case isASCIIAlpha(c):
				buf = append(buf, byte(c|0x20))
				state = urlScheme
			case !given:
				state = urlNoScheme
				p--
			default:
				return url, false
			}

		case urlScheme:
			switch {
			case isASCIIAlpha(c) || isASCIIDigit(c) || c == '+' || c == '-' || c == '.':
				if isASCIIAlpha(c) {
					c |= 0x20
				}
				buf = append(buf, byte(c))
			case c == ':':
				scheme := string(buf)
				if given {
					if isSpecialScheme(url.scheme) != isSpecialScheme(scheme) {
						return url, true
					}
					if (url.username != "" || url.password != "" || url.port >= 0) && scheme == "file" {
						return url, true
					}
					if url.scheme == "file" && url.hasHost && url.host == "" {
						return url, true
					}
				}
				url.scheme = scheme
				special = isSpecialScheme(scheme)
				if given {
					if url.port == defaultPort(scheme) {
						url.port = -1
					}
					return url, true
				}
				buf = buf[:0]
				switch {
				case scheme == "file":
					state = urlFile
				case special && base != nil && base.scheme == scheme:
					state = urlSpecialRelativeOrAuthority
				case special:
					state = urlSpecialAuthoritySlashes
				case at(p+1) == '/':
					state = urlPathOrAuthority
					p++
				default:
					url.opaque = true
					url.opaquePath = ""
					state = urlOpaquePath
				}
			case !given:
				buf = buf[:0]
				state = urlNoScheme
				p = -1
			default:
				return url, false
			}

		case urlNoScheme:
			if base == nil || (base.opaque && c != '#') {
				return url, false
			}
			switch {
			case base.opaque && c == '#':
				url.scheme = base.scheme
				special = isSpecialScheme(url.scheme)
				url.opaque, url.opaquePath = true, base.opaquePath
				url.query, url.hasQuery = base.query, base.hasQuery
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case base.scheme != "file":
				state = urlRelative
				p--
			default:
				state = urlFile
				p--
			}

		case urlSpecialRelativeOrAuthority:
			if c == '/' && at(p+1) == '/' {
				state = urlSpecialAuthorityIgnoreSlashes
				p++
			} else {
				state = urlRelative
				p--
			}

		case urlPathOrAuthority:
			if c == '/' {
				state = urlAuthority
			} else {
				state = urlPath
				p--
			}

		case urlRelative:
			url.scheme = base.scheme
			special = isSpecialScheme(url.scheme)
			if c == '/' || special && c == '\\' {
				state = urlRelativeSlash
				break
			}
			url.username, url.password = base.username, base.password
			url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
			url.path = append([]string(nil), base.path...)
			url.query, url.hasQuery = base.query, base.hasQuery
			switch {
			case c == '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case c == '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c != urlEOF:
				url.query, url.hasQuery = "", false
				url.shortenPath()
				state = urlPath
				p--
			}

		case urlRelativeSlash:
			switch {
			case special && (c == '/' || c == '\\'):
				state = urlSpecialAuthorityIgnoreSlashes
			case c == '/':
				state = urlAuthority
			default:
				url.username, url.password = base.username, base.password
				url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
				state = urlPath
				p--
			}

		case urlSpecialAuthoritySlashes:
			state = urlSpecialAuthorityIgnoreSlashes
			if c == '/' && at(p+1) == '/' {
				p++
			} else {
				p--
			}

		case urlSpecialAuthorityIgnoreSlashes:
			if c != '/' && c != '\\' {
				state = urlAuthority
				p--
			}

		case urlAuthority:
			switch {
			case c == '@':
				if atSignSeen {
					buf = append([]byte("%40"), buf...)
				}
				atSignSeen = true
				for _, r := range string(buf) {
					if r == ':' && !passwordTokenSeen {
						passwordTokenSeen = true
						continue
					}
					if passwordTokenSeen {
						pass = appendPercentEncoded(pass, r, inUserinfoSet)
					} else {
						user = appendPercentEncoded(user, r, inUserinfoSet)
					}
				}
				buf = buf[:0]
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if atSignSeen && len(buf) == 0 {
					return url, false
				}
				url.username, url.password = string(user), string(pass)
				p -= utf8.RuneCount(buf) + 1
				buf = buf[:0]
				state = urlHost
			default:
				buf = utf8.AppendRune(buf, c)
			}

		case urlHost, urlHostname:
			switch {
			case given && url.scheme == "file":
				p--
				state = urlFileHost
			case c == ':' && !insideBrackets:
				if len(buf) == 0 || override == urlHostname {
					return url, false
				}
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				url.host, url.hasHost = host, true
				buf = buf[:0]
				state = urlPort
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\':
				p--
				if special && len(buf) == 0 {
					return url, false
				}
				if given && len(buf) == 0 && (url.username != "" || url.password != "" || url.port >= 0) {
					return url, false
				}
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				url.host, url.hasHost = host, true
				buf = buf[:0]
				state = urlPathStart
				if given {
					return url, true
				}
			default:
				if c == '[' {
					insideBrackets = true
				} else if c == ']' {
					insideBrackets = false
				}
				buf = utf8.AppendRune(buf, c)
			}

		case urlPort:
			switch {
			case isASCIIDigit(c):
				buf = append(buf, byte(c))
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\' || given:
				if len(buf) > 0 {
					port := 0
					for _, d := range buf {
						port = port*10 + int(d-'0')
						if port > 65535 {
							return url, false
						}
					}
					if port == defaultPort(url.scheme) {
						port = -1
					}
					url.port = port
					buf = buf[:0]
					if given {
						return url, true
					}
				}
				if given {
					return url, false
				}
				state = urlPathStart
				p--
			default:
				return url, false
			}

		case urlFile:
			url.scheme = "file"
			special = true
			url.host, url.hasHost = "", true
			switch {
			case c == '/' || c == '\\':
				state = urlFileSlash
			case base != nil && base.scheme == "file":
				url.host, url.hasHost = base.host, base.hasHost
				url.path = append([]string(nil), base.path...)
				url.query, url.hasQuery = base.query, base.hasQuery
				switch {
				case c == '?':
					url.query, url.hasQuery = "", true
					state = urlQuery
				case c == '#':
					url.fragment, url.hasFragment = "", true
					state = urlFragment
				case c != urlEOF:
					url.query, url.hasQuery = "", false
					if !startsWithWindowsDriveLetter(cps[p:]) {
						url.shortenPath()
					} else {
						url.path = nil
					}
					state = urlPath
					p--
				}
			default:
				state = urlPath
				p--
			}

		case urlFileSlash:
			if c == '/' || c == '\\' {
				state = urlFileHost
				break
			}
			if base != nil && base.scheme == "file" {
				url.host, url.hasHost = base.host, base.hasHost
				if !startsWithWindowsDriveLetter(cps[p:]) && !base.opaque && len(base.path) > 0 && isWindowsDriveLetter(base.path[0], true) {
					url.path = append(url.path, base.path[0])
				}
			}
			state = urlPath
			p--

		case urlFileHost:
			if !(c == urlEOF || c == '/' || c == '\\' || c == '?' || c == '#') {
				buf = utf8.AppendRune(buf, c)
				break
			}
			p--
			switch {
			case !given && isWindowsDriveLetter(string(buf), false):
				state = urlPath // the buffer is kept: it is the path's first segment
			case len(buf) == 0:
				url.host, url.hasHost = "", true
				if given {
					return url, true
				}
				state = urlPathStart
			default:
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				if host == "localhost" {
					host = ""
				}
				url.host, url.hasHost = host, true
				if given {
					return url, true
				}
				buf = buf[:0]
				state = urlPathStart
			}

		case urlPathStart:
			switch {
			case special:
				state = urlPath
				if c != '/' && c != '\\' {
					p--
				}
			case !given && c == '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case !given && c == '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c != urlEOF:
				state = urlPath
				if c != '/' {
					p--
				}
			case given && !url.hasHost:
				url.path = append(url.path, "")
			}

		case urlPath:
			if !(c == urlEOF || c == '/' || special && c == '\\' || !given && (c == '?' || c == '#')) {
				buf = appendPercentEncoded(buf, c, inPathSet)
				break
			}
			slash := c == '/' || special && c == '\\'
			seg := string(buf)
			switch {
			case isDoubleDotSegment(seg):
				url.shortenPath()
				if !slash {
					url.path = append(url.path, "")
				}
			case isSingleDotSegment(seg):
				if !slash {
					url.path = append(url.path, "")
				}
			default:
				if url.scheme == "file" && len(url.path) == 0 && isWindowsDriveLetter(seg, false) {
					seg = seg[:1] + ":"
				}
				url.path = append(url.path, seg)
			}
			buf = buf[:0]
			switch c {
			case '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			}

		case urlOpaquePath:
			// The path collects in buf (a data: URL can be long).
			switch {
			case c == '?' || c == '#' || c == urlEOF:
				url.opaquePath += string(buf)
				buf = buf[:0]
				if c == '?' {
					url.query, url.hasQuery = "", true
					state = urlQuery
				} else if c == '#' {
					url.fragment, url.hasFragment = "", true
					state = urlFragment
				}
			case c == ' ':
				if next := at(p + 1); next == '?' || next == '#' {
					buf = append(buf, "%20"...)
				} else {
					buf = append(buf, ' ')
				}
			default:
				buf = appendPercentEncoded(buf, c, inC0ControlSet)
			}

		case urlQuery:
			switch {
			case !given && c == '#':
				url.query += string(buf)
				buf = buf[:0]
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c == urlEOF:
				url.query += string(buf)
				buf = buf[:0]
			default:
				set := inQuerySet
				if special {
					set = inSpecialQuerySet
				}
				buf = appendPercentEncoded(buf, c, set)
			}

		case urlFragment:
			if c != urlEOF {
				buf = appendPercentEncoded(buf, c, inFragmentSet)
			} else {
				url.fragment += string(buf)
				buf = buf[:0]
			}
		}
		if p >= n {
			break
		}
	}
	return url, true
}

func isWindowsDriveLetter(s string, normalized bool) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && (s[1] == ':' || !normalized && s[1] == '|')
}

// startsWithWindowsDriveLetter reports whether the code points start with a
// Windows drive letter followed by nothing or one of / \ ? #.
func startsWithWindowsDriveLetter(cps []rune) bool {
	if len(cps) < 2 || !isASCIIAlpha(cps[0]) || (cps[1] != ':' && cps[1] != '|') {
		return false
	}
	if len(cps) == 2 {
		return true
	}
	switch cps[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

func (u *urlRecord) shortenPath() {
	if u.scheme == "file" && len(u.path) == 1 && isWindowsDriveLetter(u.path[0], true) {
		return
	}
	if len(u.path) > 0 {
		u.path = u.path[:len(u.path)-1]
	}
}

func isSingleDotSegment(s string) bool { return s == "." || strings.EqualFold(s, "%2e") }

func isDoubleDotSegment(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// ---- hosts ----

// parseHost is the host parser: the serialized host, or false.
func (up *urlParser) parseHost(input string, isOpaque bool) (string, bool) {
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") || len(input) < 2 {
			return "", false
		}
		return parseIPv6(input[1 : len(input)-1])
	}
	if isOpaque {
		var b []byte
		for _, c := range input {
			if isForbiddenHost(c) {
				return "", false
			}
			b = appendPercentEncoded(b, c, inC0ControlSet)
		}
		return string(b), true
	}
	domain := percentDecodeUTF8(input, false)
	ascii, ok := up.domainToASCII(domain)
	if !ok {
		return "", false
	}
	if endsInANumber(ascii) {
		return parseIPv4(ascii)
	}
	return ascii, true
}

// domainToASCII lowercases an ASCII domain without "xn--" labels; anything
// else goes through UTS #46 (the mapping in webapis.js, Punycode here).
func (up *urlParser) domainToASCII(domain string) (string, bool) {
	result := ""
	if isASCII(domain) && !hasXNLabel(domain) {
		result = strings.ToLower(domain)
	} else {
		var ok bool
		result, ok = up.uts46ToASCII(domain)
		if !ok {
			return "", false
		}
	}
	if result == "" {
		return "", false
	}
	for _, c := range result {
		if isForbiddenDomain(c) {
			return "", false
		}
	}
	return result, true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isXNLabel(label string) bool { return len(label) >= 4 && strings.EqualFold(label[:4], "xn--") }

func hasXNLabel(domain string) bool {
	for label := range strings.SplitSeq(domain, ".") {
		if isXNLabel(label) {
			return true
		}
	}
	return false
}

// maxURLLength bounds a URL, its base and a value set on one, in bytes of
// UTF-8: Chromium's limit (2 MiB). The parser is linear, but each step copies
// the input, so the bound keeps the host's share of a program's memory small.
const maxURLLength = 2 << 20

// maxPunycodeLabel bounds the length of a label that needs Punycode (an
// "xn--" label to decode, in bytes, or a non-ASCII label to encode, in code
// points). Punycode's cost grows with the square of a label's length; DNS
// allows 63 octets, so four times that refuses no real name and keeps a host
// of any length linear: a URL with a longer such label is invalid.
const maxPunycodeLabel = 252

// uts46ToASCII maps the domain (webapis.js's uts46Map: an approximation of
// UTS #46 mapping and validity) and Punycode-encodes its non-ASCII labels;
// an existing "xn--" label must decode to a mapped, valid, non-ASCII label.
func (up *urlParser) uts46ToASCII(domain string) (string, bool) {
	if up.idna == nil {
		return "", false
	}
	mapped, ok := up.idna(domain)
	if !ok {
		return "", false
	}
	labels := strings.Split(mapped, ".")
	for i, label := range labels {
		if isASCII(label) {
			if isXNLabel(label) {
				if len(label) > maxPunycodeLabel {
					return "", false
				}
				dec, ok := punycodeDecode(label[4:])
				if !ok || dec == "" || isASCII(dec) {
					return "", false
				}
				if m, ok := up.idna(dec); !ok || m != dec {
					return "", false
				}
			}
			continue
		}
		cps := []rune(label)
		if len(cps) > maxPunycodeLabel {
			return "", false
		}
		labels[i] = "xn--" + punycodeEncode(cps)
	}
	return strings.Join(labels, "."), true
}

// ipv4Number parses one part of an IPv4 address (decimal, 0x hex or 0
// octal); ok is false if it is not a number.
func ipv4Number(s string) (v float64, ok bool) {
	if s == "" {
		return 0, false
	}
	r := 10.0
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		r, s = 16, s[2:]
	case len(s) >= 2 && s[0] == '0':
		r, s = 8, s[1:]
	}
	for i := 0; i < len(s); i++ {
		c := rune(s[i])
		var d float64
		switch {
		case r == 16 && isASCIIHex(c):
			d = float64(unhexRune(c))
		case isASCIIDigit(c) && float64(c-'0') < r:
			d = float64(c - '0')
		default:
			return 0, false
		}
		v = v*r + d
	}
	return v, true
}

func unhexRune(c rune) byte {
	b, _ := unhex(byte(c))
	return b
}

func endsInANumber(s string) bool {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" {
		if len(parts) == 1 {
			return false
		}
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, ok := ipv4Number(last)
	return ok
}

// parseIPv4 is the IPv4 parser, answering the dotted-decimal form.
func parseIPv4(s string) (string, bool) {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" && len(parts) > 1 {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return "", false
	}
	nums := make([]float64, len(parts))
	for i, part := range parts {
		v, ok := ipv4Number(part)
		if !ok {
			return "", false
		}
		nums[i] = v
	}
	for _, v := range nums[:len(nums)-1] {
		if v > 255 {
			return "", false
		}
	}
	last := nums[len(nums)-1]
	if last >= math.Pow(256, float64(5-len(nums))) {
		return "", false
	}
	ipv4 := uint32(last)
	for i, v := range nums[:len(nums)-1] {
		ipv4 += uint32(v) << (8 * (3 - i))
	}
	return fmt.Sprintf("%d.%d.%d.%d", ipv4>>24, ipv4>>16&255, ipv4>>8&255, ipv4&255), true
}

// parseIPv6 is the IPv6 parser, answering the bracketed, compressed,
// lowercase serialization.
func parseIPv6(s string) (string, bool) {
	var address [8]uint16
	pieceIndex, compress := 0, -1
	cps := []rune(s)
	p := 0
	at := func(i int) rune {
		if i < len(cps) {
			return cps[i]
		}
		return urlEOF
	}
	if at(p) == ':' {
		if at(p+1) != ':' {
			return "", false
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	for at(p) != urlEOF {
		if pieceIndex == 8 {
			return "", false
		}
		if at(p) == ':' {
			if compress >= 0 {
				return "", false
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && isASCIIHex(at(p)) {
			value = value*16 + int(unhexRune(at(p)))
			p++
			length++
		}
		if at(p) == '.' {
			if length == 0 {
				return "", false
			}
			p -= length
			if pieceIndex > 6 {
				return "", false
			}
			numbersSeen := 0
			for at(p) != urlEOF {
				piece := -1
				if numbersSeen > 0 {
					if at(p) == '.' && numbersSeen < 4 {
						p++
					} else {
						return "", false
					}
				}
				if !isASCIIDigit(at(p)) {
					return "", false
				}
				for isASCIIDigit(at(p)) {
					number := int(at(p) - '0')
					switch piece {
					case -1:
						piece = number
					case 0:
						return "", false
					default:
						piece = piece*10 + number
					}
					if piece > 255 {
						return "", false
					}
					p++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return "", false
			}
			break
		} else if at(p) == ':' {
			p++
			if at(p) == urlEOF {
				return "", false
			}
		} else if at(p) != urlEOF {
			return "", false
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return "", false
	}
	// The first longest run of two or more zero pieces becomes "::".
	best, bestLen := -1, 1
	for i := 0; i < 8; {
		if address[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && address[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = j
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < 8; i++ {
		if i == best {
			if i == 0 {
				b.WriteString("::")
			} else {
				b.WriteByte(':')
			}
			i += bestLen - 1
			continue
		}
		b.WriteString(strconv.FormatUint(uint64(address[i]), 16))
		if i != 7 {
			b.WriteByte(':')
		}
	}
	b.WriteByte(']')
	return b.String(), true
}

// ---- Punycode (RFC 3492) ----

const (
	punyBase = 36
	punyTMin = 1
	punyTMax = 26
)

func punyAdapt(delta, numPoints int, first bool) int {
	if first {
		delta /= 700
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+38)
}

func punyThreshold(k, bias int) int {
	switch {
	case k <= bias:
		return punyTMin
	case k >= bias+punyTMax:
		return punyTMax
	}
	return k - bias
}

func punyDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

func punycodeEncode(cps []rune) string {
	var out []byte
	for _, c := range cps {
		if c < 0x80 {
			out = append(out, byte(c))
		}
	}
	h := len(out)
	b := h
	if b > 0 {
		out = append(out, '-')
	}
	n, delta, bias := 0x80, 0, 72
	for h < len(cps) {
		m := math.MaxInt32
		for _, c := range cps {
			if int(c) >= n && int(c) < m {
				m = int(c)
			}
		}
		delta += (m - n) * (h + 1)
		n = m
		for _, c := range cps {
			if int(c) < n {
				delta++
			}
			if int(c) == n {
				q := delta
				for k := punyBase; ; k += punyBase {
					t := punyThreshold(k, bias)
					if q < t {
						break
					}
					out = append(out, punyDigit(t+(q-t)%(punyBase-t)))
					q = (q - t) / (punyBase - t)
				}
				out = append(out, punyDigit(q))
				bias = punyAdapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return string(out)
}

// punycodeDecode decodes the part of a label after "xn--".
func punycodeDecode(s string) (string, bool) {
	var out []rune
	basic := strings.LastIndexByte(s, '-')
	if basic < 0 {
		basic = 0
	}
	for i := 0; i < basic; i++ {
		if s[i] >= 0x80 {
			return "", false
		}
		out = append(out, rune(s[i]))
	}
	n, i, bias := 0x80, 0, 72
	idx := 0
	if basic > 0 {
		idx = basic + 1
	}
	for idx < len(s) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if idx >= len(s) {
				return "", false
			}
			c := s[idx]
			idx++
			var digit int
			switch {
			case '0' <= c && c <= '9':
				digit = int(c-'0') + 26
			case 'a' <= c && c <= 'z':
				digit = int(c - 'a')
			case 'A' <= c && c <= 'Z':
				digit = int(c - 'A')
			default:
				return "", false
			}
			i += digit * w
			if i > math.MaxInt32 {
				return "", false
			}
			t := punyThreshold(k, bias)
			if digit < t {
				break
			}
			w *= punyBase - t
			if w > math.MaxInt32 {
				return "", false
			}
		}
		l := len(out) + 1
		bias = punyAdapt(i-oldi, l, oldi == 0)
		n += i / l
		i %= l
		if n > utf8.MaxRune || n >= 0xd800 && n <= 0xdfff {
			return "", false
		}
		out = append(out, 0)
		copy(out[i+1:], out[i:])
		out[i] = rune(n)
		i++
	}
	return string(out), true
}

// ---- serializing ----

func (u *urlRecord) pathString() string {
	if u.opaque {
		return u.opaquePath
	}
	var b strings.Builder
	for _, seg := range u.path {
		b.WriteByte('/')
		b.WriteString(seg)
	}
	return b.String()
}

func (u *urlRecord) href() string {
	var b strings.Builder
	b.WriteString(u.scheme)
	b.WriteByte(':')
	if u.hasHost {
		b.WriteString("//")
		if u.username != "" || u.password != "" {
			b.WriteString(u.username)
			if u.password != "" {
				b.WriteByte(':')
				b.WriteString(u.password)
			}
			b.WriteByte('@')
		}
		b.WriteString(u.host)
		if u.port >= 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(u.port))
		}
	}
	if !u.hasHost && !u.opaque && len(u.path) > 1 && u.path[0] == "" {
		b.WriteString("/.")
	}
	b.WriteString(u.pathString())
	if u.hasQuery {
		b.WriteByte('?')
		b.WriteString(u.query)
	}
	if u.hasFragment {
		b.WriteByte('#')
		b.WriteString(u.fragment)
	}
	return b.String()
}

func (up *urlParser) origin(u *urlRecord) string {
	switch u.scheme {
	case "blob":
		if inner, ok := up.parse(u.pathString(), nil, nil, urlNoOverride); ok && (inner.scheme == "http" || inner.scheme == "https") {
			return up.origin(inner)
		}
	case "ftp", "http", "https", "ws", "wss":
		o := u.scheme + "://" + u.host
		if u.port >= 0 {
			o += ":" + strconv.Itoa(u.port)
		}
		return o
	}
	return "null"
}

// The URL attributes, in the order urlComponents lists them.
const (
	urlHref = iota
	urlOrigin
	urlProtocol
	urlUsername
	urlPassword
	urlHostAttr
	urlHostnameAttr
	urlPortAttr
	urlPathname
	urlSearch
	urlHash
	urlQueryRaw // set only: the query as serialized by URLSearchParams
)

// parseWithBase parses input against base (when haveBase): the record, or nil.
func (up *urlParser) parseWithBase(input, base string, haveBase bool) *urlRecord {
	var b *urlRecord
	if haveBase {
		var ok bool
		if b, ok = up.parse(base, nil, nil, urlNoOverride); !ok {
			return nil
		}
	}
	u, ok := up.parse(input, b, nil, urlNoOverride)
	if !ok {
		return nil
	}
	return u
}

// components answers every attribute's value, for webapis.js to cache.
func (up *urlParser) components(u *urlRecord) []string {
	host := u.host
	port := ""
	if u.port >= 0 {
		port = strconv.Itoa(u.port)
		host += ":" + port
	}
	search, hash := "", ""
	if u.hasQuery && u.query != "" {
		search = "?" + u.query
	}
	if u.hasFragment && u.fragment != "" {
		hash = "#" + u.fragment
	}
	return []string{u.href(), up.origin(u), u.scheme + ":", u.username, u.password, host, u.host, port, u.pathString(), search, hash}
}

// set runs the setter of attribute which with value v on u.
func (up *urlParser) set(u *urlRecord, which int, v string) {
	cannotHaveCredentials := !u.hasHost || u.host == "" || u.scheme == "file"
	switch which {
	case urlProtocol:
		up.parse(v+":", nil, u, urlSchemeStart)
	case urlUsername:
		if !cannotHaveCredentials {
			u.username = percentEncodeString(v, inUserinfoSet)
		}
	case urlPassword:
		if !cannotHaveCredentials {
			u.password = percentEncodeString(v, inUserinfoSet)
		}
	case urlHostAttr, urlHostnameAttr:
		if !u.opaque {
			state := urlHost
			if which == urlHostnameAttr {
				state = urlHostname
			}
			up.parse(v, nil, u, state)
		}
	case urlPortAttr:
		switch {
		case cannotHaveCredentials:
		case v == "":
			u.port = -1
		default:
			up.parse(v, nil, u, urlPort)
		}
	case urlPathname:
		if !u.opaque {
			u.path = nil
			up.parse(v, nil, u, urlPathStart)
		}
	case urlSearch:
		if v == "" {
			u.query, u.hasQuery = "", false
			return
		}
		u.query, u.hasQuery = "", true
		up.parse(strings.TrimPrefix(v, "?"), nil, u, urlQuery)
	case urlHash:
		if v == "" {
			u.fragment, u.hasFragment = "", false
			return
		}
		u.fragment, u.hasFragment = "", true
		up.parse(strings.TrimPrefix(v, "#"), nil, u, urlFragment)
	case urlQueryRaw:
		u.query, u.hasQuery = v, v != ""
	}
}
