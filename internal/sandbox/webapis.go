package sandbox

import (
	_ "embed"
	"fmt"
	"math"
	"strings"
	"sync"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/webstd"
)

// The web APIs programs expect and the engine lacks (atob, btoa, TextEncoder,
// TextDecoder, URL, URLSearchParams, structuredClone, crypto) live in
// webapis.js, compiled once per process and evaluated in a sandbox the first
// time a program reads one of those globals. The byte work (base64, UTF-8,
// form encoding, randomness) and the URL Standard's parser are in Go (package
// webstd, called by the host functions below): the engine interprets
// JavaScript slowly, and a loop in Go cannot be interrupted, so everything
// there is linear in its input.
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
		out, ok := webstd.Btoa(in)
		if !ok {
			return webNull
		}
		return e.newString(out)
	case webAtob:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "atob")
		}
		b, ok := webstd.ForgivingBase64Decode(in)
		if !ok {
			return webNull
		}
		return e.newString(webstd.Latin1String(b))
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
		read, written := webstd.EncodeInto(dst, in)
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
		text, used, ok := webstd.DecodeUTF8Within(src, f&webDecodeFatal != 0, f&webDecodeStream != 0, e.memoryLeft())
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
		return webStringArray(e, webstd.FormParse(in))
	case webFormEncode:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "formEncode")
		}
		return e.newString(webstd.FormEncode(in))
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
		return e.newString(webstd.UUIDString(u))
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
	up := &webstd.Parser{IDNA: func(domain string) (string, bool) {
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
	// A URL longer than webstd.MaxURLLength is invalid, measured before it is
	// copied out of the engine.
	for _, a := range args[:len(args)-1] {
		if n, ok := utf8Length(a); ok && n > webstd.MaxURLLength {
			return webNull
		}
	}
	input, ok := e.toString(args[0])
	if !ok {
		return jsException
	}
	var u *webstd.URL
	if magic == webURLParse {
		base, haveBase := "", isString(args[1])
		if haveBase {
			if base, ok = e.toString(args[1]); !ok {
				return jsException
			}
		}
		u = up.ParseWithBase(input, base, haveBase)
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
		if u, ok = up.Parse(input); ok {
			up.Set(u, which, v)
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
	return webStringArray(e, up.Components(u))
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
