package sandbox

// A provider is a Proxy whose get trap makes a tool function for each name
// and keeps it (internal/asyncrt/bootstrap.js, proxyOf). Every tool call reads the provider
// first (`store.echo(...)`), and the trap, written in JavaScript, cost a
// JavaScript frame of its own and an Object.hasOwn: about 3.3k of a call's 21k
// instructions. Its common case — the name of a tool function made before,
// on a provider nothing was defined on — needs nothing a program can
// observe, so it is answered here, reading the engine's objects in place (as
// jsonwrite.go does); every other read goes to the JavaScript trap, which
// does what it always did.

import (
	"fmt"
	"unsafe"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

var providerGetFP, makeProviderGetFP uintptr

// providerGetSlowOnly sends every read to the JavaScript trap, for the test
// that holds the two to the same answers.
var providerGetSlowOnly bool

func init() {
	providerGetFP = funcPointer(providerGet)
	makeProviderGetFP = funcPointer(makeProviderGet)
}

// makeProviderGet is the host function internal/asyncrt/bootstrap.js gets as
// host.providerGet: makeProviderGet(fns, slow) returns a get trap that
// answers from fns, the provider's tool functions by name, where it can and
// calls the JavaScript trap slow otherwise, with the same arguments.
func makeProviderGet(tls *libc.TLS, ctx uintptr, this value, argc int32, argv uintptr) value {
	if argc < 2 {
		return lib.XJS_ThrowTypeError(tls, ctx, cstr(tls, "providerGet: fns and slow expected"), 0)
	}
	// The data values are copied (and their references taken) by the engine.
	return lib.XJS_NewCFunctionData(tls, ctx, providerGetFP, 3, 0, 2, argv)
}

// providerGet is a provider's get trap (target, key, receiver); data holds
// fns and the JavaScript trap. It returns the tool function fns holds under
// key when the target has no property at all (nothing was defined on the
// provider, so no own property of the target can come first) and key is a
// string other than toJSON (which the trap hides while the executor
// serialises): exactly what the JavaScript trap would return then.
func providerGet(tls *libc.TLS, ctx uintptr, this value, argc int32, argv uintptr, magic int32, data uintptr) value {
	if f, ok := providerGetFast(ctx, argc, argv, *(*value)(cptr(data))); ok && !providerGetSlowOnly {
		return lib.XDupValue(tls, ctx, f)
	}
	slow := *(*value)(cptr(data + sizeofValue))
	return lib.XJS_Call(tls, ctx, slow, this, argc, argv)
}

// providerGetFast is providerGet's common case; ok is false when the
// JavaScript trap must decide. The value returned is fns's own reference.
func providerGetFast(ctx uintptr, argc int32, argv uintptr, fns value) (f value, ok bool) {
	if argc < 2 {
		return f, false
	}
	args := unsafe.Slice((*value)(cptr(argv)), 2)
	t, key := objectPtr(args[0]), args[1]
	p := objectPtr(fns)
	if key.Ftag != lib.EJS_TAG_STRING || t == 0 || p == 0 || shapeOf(t).Fprop_count != 0 {
		return f, false
	}
	// The key is the string of the atom the engine looked up (js_proxy_get
	// makes it from the atom), so it is found by its address among the
	// atoms of fns's properties, with no lookup of its own.
	str := *(*uintptr)(unsafe.Pointer(&key))
	atoms := (*lib.TJSRuntime)(cptr((*lib.TJSContext)(cptr(ctx)).Frt)).Fatom_array
	sh := shapeOf(p)
	props := shapeProps(sh)
	for i := uintptr(0); i < uintptr(sh.Fprop_count); i++ {
		word := *(*uint32)(cptr(props + i*8))
		atom := *(*uint32)(cptr(props + i*8 + 4))
		if atom == 0 || atom&atomTaggedInt != 0 || *(*uintptr)(cptr(atoms + uintptr(atom)*8)) != str {
			continue
		}
		if atom == lib.EJS_ATOM_toJSON || (word>>propFlagsShift)&lib.MJS_PROP_TMASK != lib.MJS_PROP_NORMAL {
			return f, false
		}
		f = *(*value)(cptr((*jsObject)(cptr(p)).Fprop + i*16))
		if f.Ftag != lib.EJS_TAG_OBJECT {
			return f, false
		}
		return f, true
	}
	return f, false
}

// providerGetMaker makes the host function makeProviderGet.
func (e *engine) providerGetMaker() (value, error) {
	f := lib.XJS_NewCFunction2(e.tls, e.ctx, makeProviderGetFP, e.cstring("providerGet"), 2, lib.EJS_CFUNC_generic, 0)
	if isException(f) {
		return f, fmt.Errorf("sandbox: making the providers' get: %w", e.takeException())
	}
	return f, nil
}
