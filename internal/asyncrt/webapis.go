package asyncrt

import (
	_ "embed"
	"fmt"
	"math"
	"strings"
	"sync"

	"github.com/codemode/codemode/internal/sandbox"
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
		e, err := sandbox.NewEngine()
		if err != nil {
			webErr = err
			return
		}
		defer e.Close()
		e.SetMemoryLimit(-1)
		// Named like the bootstrap so that stack traces shown to the
		// model drop these frames, as they drop the executor's own.
		webCode, webErr = e.Compile(webapisJS, "<executor>")
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
func (s *Sandbox) loadWeb(intrinsic sandbox.Value) sandbox.Value {
	e := s.e
	code, err := compiledWebAPIs()
	if err != nil {
		return e.ThrowTypeError(fmt.Sprintf("the web APIs could not be loaded: %v", err))
	}
	fn := e.EvalBytecode(code)
	if sandbox.IsException(fn) {
		return fn
	}
	defer e.Free(fn)
	hostObj := webHostObject(e)
	if sandbox.IsException(hostObj) {
		return hostObj
	}
	out := e.Call(fn, sandbox.Undefined, hostObj, intrinsic)
	e.Free(hostObj)
	return out
}

// webHostObject makes the object of the web API host functions webapis.js
// receives as host.
func webHostObject(e *sandbox.Engine) sandbox.Value {
	hostObj := e.NewObject()
	if sandbox.IsException(hostObj) {
		return hostObj
	}
	for _, h := range webHostFuncs {
		e.SetProp(hostObj, h.name, e.NewFunction(h.name, h.length, h.magic))
	}
	return hostObj
}

// webHostCall runs the web API host function magic. args are borrowed; the
// answer is owned by the caller.
func (s *Sandbox) webHostCall(e *sandbox.Engine, magic int32, args []sandbox.Value) sandbox.Value {
	arg := func(i int) sandbox.Value {
		if i < len(args) {
			return args[i]
		}
		return sandbox.Undefined
	}
	str := func(i int) (string, bool) {
		if !sandbox.IsString(arg(i)) {
			return "", false
		}
		return e.ToString(arg(i))
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
		return e.NewString(out)
	case webAtob:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "atob")
		}
		b, ok := webstd.ForgivingBase64Decode(in)
		if !ok {
			return webNull
		}
		return e.NewString(webstd.Latin1String(b))
	case webUTF8Encode:
		in, ok := str(0)
		if !ok {
			return webBadCall(e, "utf8Encode")
		}
		return e.NewArrayBuffer([]byte(in))
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
		obj := e.NewObject()
		if sandbox.IsException(obj) {
			return obj
		}
		e.SetProp(obj, "read", webNumber(read))
		e.SetProp(obj, "written", webNumber(written))
		return obj
	case webUTF8Decode:
		src, ok := webView(e, arg(0), arg(1), arg(2))
		if !ok {
			return webBadCall(e, "utf8Decode")
		}
		f, ok := sandbox.IntArg(arg(3), webDecodeFatal|webDecodeStripBOM|webDecodeStream)
		if !ok {
			return webBadCall(e, "utf8Decode")
		}
		text, used, ok := webstd.DecodeUTF8Within(src, f&webDecodeFatal != 0, f&webDecodeStream != 0, e.MemoryLeft())
		if !ok {
			if used < 0 {
				return e.OutOfMemory()
			}
			return webNull
		}
		if f&webDecodeStripBOM != 0 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		if f&webDecodeStream == 0 {
			return e.NewString(text)
		}
		obj := e.NewObject()
		if sandbox.IsException(obj) {
			return obj
		}
		t := e.NewString(text)
		if sandbox.IsException(t) {
			e.Free(obj)
			return t
		}
		e.SetProp(obj, "text", t)
		e.SetProp(obj, "used", webNumber(used))
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
		return e.NewString(webstd.FormEncode(in))
	case webRandomFill:
		dst, ok := webView(e, arg(0), arg(1), arg(2))
		if !ok {
			return webBadCall(e, "randomFill")
		}
		s.fillRandom(dst) // journaled in a durable execution
		return sandbox.Undefined
	case webRandomUUID:
		var u [16]byte
		s.fillRandom(u[:])
		return e.NewString(webstd.UUIDString(u))
	case webURLParse, webURLSet:
		return webURL(e, magic, args)
	}
	return e.ThrowTypeError(fmt.Sprintf("unknown web API host function %d", magic))
}

// webURL runs urlParse and urlSet.
func webURL(e *sandbox.Engine, magic int32, args []sandbox.Value) sandbox.Value {
	if len(args) < 3 || !sandbox.IsString(args[0]) || !e.IsFunction(args[len(args)-1]) {
		return webBadCall(e, "url")
	}
	failed := false // the mapping function threw: its exception is pending
	mapFn := args[len(args)-1]
	up := &webstd.Parser{IDNA: func(domain string) (string, bool) {
		if failed {
			return "", false
		}
		arg := e.NewString(domain)
		if sandbox.IsException(arg) {
			failed = true
			return "", false
		}
		r := e.Call(mapFn, sandbox.Undefined, arg)
		e.Free(arg)
		defer e.Free(r)
		switch {
		case sandbox.IsException(r):
			failed = true
			return "", false
		case !sandbox.IsString(r):
			return "", false
		}
		s, ok := e.ToString(r)
		if !ok {
			failed = true
		}
		return s, ok
	}}
	// A URL longer than webstd.MaxURLLength is invalid, measured before it is
	// copied out of the engine.
	for _, a := range args[:len(args)-1] {
		if n, ok := sandbox.UTF8Length(a); ok && n > webstd.MaxURLLength {
			return webNull
		}
	}
	input, ok := e.ToString(args[0])
	if !ok {
		return sandbox.Exception
	}
	var u *webstd.URL
	if magic == webURLParse {
		base, haveBase := "", sandbox.IsString(args[1])
		if haveBase {
			if base, ok = e.ToString(args[1]); !ok {
				return sandbox.Exception
			}
		}
		u = up.ParseWithBase(input, base, haveBase)
	} else {
		if len(args) < 4 || !sandbox.IsString(args[2]) {
			return webBadCall(e, "urlSet")
		}
		which, ok := sandbox.IntArg(args[1], math.MaxInt32)
		if !ok {
			return webBadCall(e, "urlSet")
		}
		v, ok := e.ToString(args[2])
		if !ok {
			return sandbox.Exception
		}
		if u, ok = up.Parse(input); ok {
			up.Set(u, which, v)
		} else {
			u = nil
		}
	}
	if failed {
		return sandbox.Exception
	}
	if u == nil {
		return webNull
	}
	return webStringArray(e, up.Components(u))
}

// webNull is the null value, the host functions' answer for invalid input.
var webNull = sandbox.Null

// webNumber makes a number value: an int when it fits, else a float64.
func webNumber(n int) sandbox.Value { return sandbox.Number(n) }

// webBadCall throws for a host function called with arguments webapis.js
// never passes (or with a pending exception from converting them).
func webBadCall(e *sandbox.Engine, name string) sandbox.Value {
	if e.HasException() {
		return sandbox.Exception
	}
	return e.ThrowTypeError("web API host function " + name + ": invalid arguments")
}

// webView returns the bytes [offset, offset+length) of the ArrayBuffer buf, or
// false if buf is not an ArrayBuffer or offset and length are not integers
// (intArg: no value is converted) whose range fits. A detached buffer has no
// bytes. The slice aliases engine memory: it is valid until the engine runs
// again.
func webView(e *sandbox.Engine, buf, offset, length sandbox.Value) ([]byte, bool) {
	b, ok := e.BufferBytes(buf)
	if !ok {
		return nil, false
	}
	return sandbox.ByteRange(b, offset, length)
}

// webStringArray makes a JavaScript array of strings.
func webStringArray(e *sandbox.Engine, items []string) sandbox.Value {
	arr := e.NewArray()
	if sandbox.IsException(arr) {
		return arr
	}
	for i, it := range items {
		v := e.NewString(it)
		if sandbox.IsException(v) {
			e.Free(arr)
			return v
		}
		if !e.SetIndex(arr, uint32(i), v) {
			e.Free(arr)
			return sandbox.Exception
		}
	}
	return arr
}
