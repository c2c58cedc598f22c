"""The patch that makes third_party/libquickjs from modernc.org/libquickjs.

Usage: python3 third_party/patch-libquickjs.py FILE...  (the ccgo_*.go files of
a copy of the upstream module; third_party/libquickjs.sh runs it). It rewrites
the four alloca calls of the transpiled engine and, on the 64-bit platforms,
the start of js_new_promise_capability, and fails unless it finds each exactly
where it expects, so a new upstream version is checked, not guessed at.
Why: third_party/libquickjs/CODEMODE.md.
"""
import re, sys

# JS_CallInternal's frame: from the runtime's own allocator, freed on return.
FRAME = re.compile(r'^(\t)local_buf = libc\.X__builtin_alloca\(tls, alloca_size\)$', re.M)
FRAME_NEW = (
    '\t// codemode: the frame comes from the runtime\'s allocator instead of\n'
    '\t// alloca, which takes libc\'s global allocator lock twice per call.\n'
    '\tlocal_buf = Xjs_malloc_rt(tls, rt, alloca_size)\n'
    '\tif local_buf == 0 {\n'
    '\t\treturn XJS_ThrowOutOfMemory(tls, caller_ctx)\n'
    '\t}\n'
    '\tdefer Xjs_free_rt(tls, rt, local_buf)')
# A bound function's argument buffer (its bound arguments and the call's, as
# many as a program likes): from the runtime's allocator too.
BOUND = re.compile(r'^(\t)arg_buf = libc\.X__builtin_alloca\(tls, (uint\d+\(\d+\)\*(?:libc\.Uint\d+FromInt32|uint\d+)\(arg_count\))\)\n(\ti = 0\n\tfor \{\n\t\tif !\(i < \(\*TJSBoundFunction\))', re.M)
BOUND_NEW = (
    '\t// codemode: from the runtime\'s allocator, counted against its memory\n'
    '\t// limit, instead of alloca.\n'
    '\targ_buf = Xjs_malloc_rt(tls, (*TJSContext)(unsafe.Pointer(ctx)).Frt, \\2)\n'
    '\tif arg_buf == 0 {\n'
    '\t\treturn XJS_ThrowOutOfMemory(tls, ctx)\n'
    '\t}\n'
    '\tdefer Xjs_free_rt(tls, (*TJSContext)(unsafe.Pointer(ctx)).Frt, arg_buf)\n'
    '\\3')
# The argument buffers of native calls (at most 255 arguments, a C function's
# declared length): from the C stack of the TLS.
ARGS = re.compile(r'^(\s*)(arg_buf) = libc\.X__builtin_alloca\(tls, (.*)\)$', re.M)
ALLOCA_SCOPE = ['\ttls.AllocaEntry()\n\tdefer tls.AllocaExit()\n', '\tdefer tls.FreeAlloca()()\n']

# A promise with no constructor given (each tool call's, each async
# function's): made directly, as the Promise constructor makes one, instead of
# through a capability executor — a C function object of its own, with its
# name and length defined, called once to hand over the two resolving
# functions. Nothing a program can see is different: with no constructor no
# program code runs there. Only where a JSValue is a struct (the 64-bit
# platforms); elsewhere the upstream code stays.
CAPABILITY = re.compile(
    r'^func _js_new_promise_capability\(tls \*libc\.TLS, (\w+) uintptr, resolving_funcs uintptr, ctor TJSValue\) \(r TJSValue\) \{\n', re.M)
CAPABILITY_NEW = (
    '\\g<0>'
    '\tif int32(ctor.Ftag) == int32(EJS_TAG_UNDEFINED) {\n'
    '\t\treturn _codemode_new_promise(tls, \\1, resolving_funcs)\n'
    '\t}\n')
NEW_PROMISE = '''
// _codemode_new_promise makes a pending promise and its resolving functions
// the way js_promise_constructor does for an undefined new.target, without the
// executor (added by codemode: see ../libquickjs.md).
func _codemode_new_promise(tls *libc.TLS, ctx uintptr, resolving_funcs uintptr) TJSValue {
	obj := _js_create_from_ctor(tls, ctx, TJSValue{Ftag: EJS_TAG_UNDEFINED}, int32(EJS_CLASS_PROMISE))
	if int32(obj.Ftag) == int32(EJS_TAG_EXCEPTION) {
		return obj
	}
	s := Xjs_mallocz(tls, ctx, Tsize_t(unsafe.Sizeof(TJSPromiseData{})))
	if s == 0 {
		XFreeValue(tls, ctx, obj)
		return TJSValue{Ftag: EJS_TAG_EXCEPTION}
	}
	d := (*TJSPromiseData)(unsafe.Pointer(s))
	d.Fpromise_state = EJS_PROMISE_PENDING
	d.Fis_handled = EFALSE
	for i := range d.Fpromise_reactions {
		h := &d.Fpromise_reactions[i]
		h.Fprev = uintptr(unsafe.Pointer(h))
		h.Fnext = uintptr(unsafe.Pointer(h))
	}
	d.Fpromise_result = TJSValue{Ftag: EJS_TAG_UNDEFINED}
	XJS_SetOpaque(tls, obj, s)
	if _js_create_resolving_functions(tls, ctx, resolving_funcs, obj) != 0 {
		XFreeValue(tls, ctx, obj)
		return TJSValue{Ftag: EJS_TAG_EXCEPTION}
	}
	return obj
}
'''


def patch(s, name):
    if '\ntype TJSValue = struct {\n' in s:
        s, n = CAPABILITY.subn(CAPABILITY_NEW, s)
        assert n == 1, (name, 'capability', n)
        s += NEW_PROMISE
    s, n = FRAME.subn(FRAME_NEW, s)
    assert n == 1, (name, 'frame', n)
    def args(m):
        ind, var, expr = m.groups()
        return (f'{ind}{{\n{ind}\tn := int({expr})\n{ind}\t{var} = tls.Alloc(n)\n'
                f'{ind}\tdefer tls.Free(n)\n{ind}}}')
    s, n = BOUND.subn(BOUND_NEW, s)
    assert n == 1, (name, 'bound', n)
    s, n = ARGS.subn(args, s)
    assert n == 2, (name, 'args', n)
    out, dropped = [], 0
    for fn in re.split(r'(?m)^(?=func )', s):
        if ('defer Xjs_free_rt(' in fn or 'defer tls.Free(n)\n' in fn) and 'alloca(' not in fn:
            hits = [x for x in ALLOCA_SCOPE if fn.count(x) == 1]
            assert len(hits) == 1, (name, fn[:80])
            fn = fn.replace(hits[0], '', 1)
            dropped += 1
        out.append(fn)
    assert dropped == 4, (name, dropped)
    assert 'X__builtin_alloca' not in ''.join(out)
    return ''.join(out)

for f in sys.argv[1:]:
    text = patch(open(f).read(), f)
    open(f, 'w').write(text)
