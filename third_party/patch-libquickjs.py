"""The patch that makes third_party/libquickjs from modernc.org/libquickjs.

Usage: python3 third_party/patch-libquickjs.py FILE...  (the ccgo_*.go files of
a copy of the upstream module; third_party/libquickjs.sh runs it). It rewrites
the four alloca calls of the transpiled engine and fails unless it finds each
exactly where it expects, so a new upstream version is checked, not guessed at.
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

def patch(s, name):
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
