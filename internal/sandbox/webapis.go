//go:build !(386 || arm)

package sandbox

import (
	_ "embed"
	"fmt"
	"sync"
)

// The web APIs programs expect and the engine lacks (atob, btoa, TextEncoder,
// TextDecoder, URL, URLSearchParams, structuredClone, crypto) live in
// webapis.js, compiled once per process and evaluated in a sandbox the first
// time a program reads one of those globals.

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
		webCode, webErr = e.compile(webapisJS, "<webapis>")
	})
	return webCode, webErr
}

// webMagicBase is the first magic number of the web API host functions; every
// magic from it up is routed to webHostCall.
const webMagicBase int32 = 100

// webHostFuncs are the host functions webapis.js receives.
var webHostFuncs = []struct {
	name   string
	magic  int32
	length int32
}{}

// loadWeb evaluates webapis.js and returns its exports object.
func (s *Sandbox) loadWeb() value {
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
	hostObj := e.newObject()
	for _, h := range webHostFuncs {
		e.setProp(hostObj, h.name, e.newFunction(h.name, h.length, h.magic))
	}
	out := e.call(fn, jsUndefined, hostObj)
	e.free(hostObj)
	return out
}

// webHostCall runs the web API host function magic.
func (s *Sandbox) webHostCall(e *engine, magic int32, args []value) value {
	return e.throwTypeError(fmt.Sprintf("unknown web API host function %d", magic))
}
