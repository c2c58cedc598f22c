"""Every native loop stops: the interrupt polls codemode adds to the engine.

QuickJS asks its interrupt handler (the deadline, a cancellation, the memory
failure) only when bytecode jumps backwards or calls a function. A built-in
written in C that loops without either -- over the indices of a huge
array-like, a long string, a long run of combining marks, the alternatives of
a regular expression, the limbs of a BigInt -- could run for hours with
nothing able to stop it. Each edit below adds a poll to one such loop of the
transpiled engine: the loop asks the handler (every so many steps, by the
context's countdown or a count of its own) and, when the handler says stop,
unwinds the way the loop already unwinds on an error, with the engine's own
uncatchable "interrupted" error pending, so no program can catch it.

The edits are applied to upstream's generated Go before the other rewrites of
patch-libquickjs.py. Each names the function, a line of it to anchor on (a
regular expression that must match exactly `count` times in that function,
else the patch fails: a new upstream version is checked, not guessed at), and
the statement to insert before (or after) that line; {ctx} is the function's
context parameter. Why and what: internal/libquickjs/README.md, "Every native
loop stops".
"""
import re

# The exception a function returning a JSValue returns.
EXC = 'TJSValue{Ftag: int64(EJS_TAG_EXCEPTION)}'

# Helpers appended to the file.
HELPERS = """
// _codemode_poll is js_poll_interrupts in a form the Go compiler inlines
// (ccgo's is over its budget): it counts the context's countdown down and,
// when it runs out, asks the handler, throwing the engine's uncatchable
// interrupt when it says stop (added by codemode: see README.md, "Every
// native loop stops").
func _codemode_poll(tls *libc.TLS, ctx uintptr) int32 {
	c := (*TJSContext)(unsafe.Pointer(ctx))
	c.Finterrupt_counter--
	if c.Finterrupt_counter > 0 {
		return 0
	}
	return ___js_poll_interrupts(tls, ctx)
}
// XCodemodePoll is _codemode_poll for the host's own code that the engine
// runs on a program's behalf and that loops over a program's data (the
// sandbox's JSON reader): the same countdown, the same uncatchable interrupt
// (added by codemode: see README.md, "Every native loop stops").
func XCodemodePoll(tls *libc.TLS, ctx uintptr) int32 { return _codemode_poll(tls, ctx) }

// _codemode_interrupted asks rt's interrupt handler, now, whether the engine
// must stop (added by codemode: see README.md, "Every native loop stops").
func _codemode_interrupted(tls *libc.TLS, rt uintptr) bool {
	r := (*TJSRuntime)(unsafe.Pointer(rt))
	if r.Finterrupt_handler == 0 {
		return false
	}
	return (*(*func(*libc.TLS, uintptr, uintptr) int32)(unsafe.Pointer(&struct{ uintptr }{r.Finterrupt_handler})))(tls, rt, r.Finterrupt_opaque) != 0
}

// _codemode_check is js_poll_interrupts without the countdown, for a loop
// whose every step is long: it asks the handler now and, when it says stop,
// throws the engine's uncatchable interrupt and returns -1 (added by
// codemode: see README.md, "Every native loop stops").
func _codemode_check(tls *libc.TLS, ctx uintptr) int32 {
	if _codemode_interrupted(tls, (*TJSContext)(unsafe.Pointer(ctx)).Frt) {
		_JS_ThrowInterrupted(tls, ctx)
		return -1
	}
	return 0
}
"""


def func_span(s, name):
    m = re.search(r'(?m)^func ' + re.escape(name) + r'\(', s)
    assert m, ('no function', name)
    return m.start(), s.index('\n}\n', m.start()) + 3


def context_of(fn):
    m = re.match(r'func \w+\(tls \*libc\.TLS, (ctx\d*) uintptr', fn)
    return m.group(1) if m else None


def edit(s, func, anchor, stmt, count=1, after=False):
    """Inserts stmt before (after: after) each line of func that anchor matches."""
    a, b = func_span(s, func)
    fn = s[a:b]
    hits = list(re.finditer(anchor, fn, re.M))
    assert len(hits) == count, (func, anchor, len(hits), count)
    ctx = context_of(fn)
    for m in reversed(hits):
        start = fn.rindex('\n', 0, m.start()) + 1
        indent = re.match(r'\t*', fn[start:]).group(0)
        text = ''.join(indent + l + '\n' for l in stmt.replace('{ctx}', ctx or '').split('\n'))
        at = fn.index('\n', m.end()) + 1 if after else start
        fn = fn[:at] + text + fn[at:]
    return s[:a] + fn + s[b:]


def replace_in(s, func, old, new, count=1):
    """Replaces old (a literal) by new, count times, in func."""
    a, b = func_span(s, func)
    fn = s[a:b]
    assert fn.count(old) == count, (func, old, fn.count(old), count)
    return s[:a] + fn.replace(old, new) + s[b:]


def at_entry(s, func, stmt):
    """Inserts stmt as func's first statement (after its declarations)."""
    return edit(s, func, r'^\t_(, _)* = [^\n]*$', stmt, after=True)


def poll_goto(label):
    return 'if _codemode_poll(tls, {ctx}) != 0 {\n\tgoto ' + label + '\n}'


def apply(s, name):
    n0 = s.count('codemode: poll')

    # ---- String.prototype.normalize and localeCompare ----
    # unicode_normalize (libunicode.c) orders each run of combining marks by
    # an insertion sort (sort_cc) and composes by walking back over the run:
    # both quadratic in a run's length ('\u0301\u0316'.repeat(2e4): 19 s).
    # Neither has a context: the only caller passes the runtime as the
    # allocator's opaque, which sort_cc is now given too; each counts its
    # steps and asks the handler every 65,536. Stopped, unicode_normalize
    # frees its buffer and fails, and js_string_normalize1 throws the
    # interrupt.
    s = replace_in(s, '_sort_cc', 'func _sort_cc(tls *libc.TLS, buf uintptr, len1 int32) {\n',
                   'func _sort_cc(tls *libc.TLS, buf uintptr, len1 int32, opaque uintptr) (stopped bool) {\n'
                   '\tvar steps uint32 // codemode: poll every 65,536 steps\n')
    s = edit(s, '_sort_cc', r'^\t+k = k - 1$',
             'if steps++; steps&0xffff == 0 && _codemode_interrupted(tls, opaque) {\n\treturn true\n}')
    a, b = func_span(s, '_sort_cc')
    assert s[b - 3:b] == '\n}\n'
    s = s[:b - 2] + '\treturn false\n' + s[b - 2:]
    s = replace_in(s, 'Xunicode_normalize', '\t_sort_cc(tls, buf, buf_len)\n',
                   '\tif _sort_cc(tls, buf, buf_len, opaque) { // codemode: poll (stopped)\n'
                   '\t\tXdbuf_free(tls, dbuf)\n\t\tgoto fail\n\t}\n')
    s = edit(s, 'Xunicode_normalize', r'^\tvar is_compat, v3 TBOOL$', 'var steps uint32 // codemode: poll every 65,536 steps')
    s = edit(s, 'Xunicode_normalize', r'^\t+starter_pos = starter_pos - 1$',
             'if steps++; steps&0xffff == 0 && _codemode_interrupted(tls, opaque) {\n\tXdbuf_free(tls, dbuf)\n\tgoto fail\n}')
    s = edit(s, '_js_string_normalize1', r'^\t\treturn -int32\(1\)$',
             '// codemode: poll (the handler stopped unicode_normalize)\n'
             'if _codemode_interrupted(tls, (*TJSContext)(unsafe.Pointer({ctx})).Frt) {\n\t_JS_ThrowInterrupted(tls, {ctx})\n}',
             count=2)

    # ---- BigInt to a string in a radix not a power of two ----
    # Each step divides the whole number by the radix's largest power in a
    # limb: quadratic, about 2 s for the engine's largest BigInt (2^20 bits).
    # A step is long, so the handler is asked at every one.
    s = edit(s, '_js_bigint_to_string1', r'^\t+/\* remove leading zero limbs \*/$',
             'if _codemode_check(tls, {ctx}) != 0 { // codemode: poll\n'
             '\tXjs_free(tls, {ctx}, tmp)\n\tXjs_free(tls, {ctx}, buf1)\n\treturn ' + EXC + '\n}')

    # ---- Regular expressions: compiling ----
    # Every alternative after the first moves the whole program compiled so
    # far to insert a split in front of it: quadratic in the program's size
    # (5,000 `\p{L}` alternatives with flags `ui`: over 90 s). The parser
    # asks the handler at every alternative (lre_check_timeout, as the
    # matcher does); stopped, it fails with a parse error that
    # js_compile_regexp turns into the interrupt instead of a SyntaxError.
    a, b = func_span(s, '_re_parse_disjunction')
    overflow = re.search(r'return _re_parse_error\(tls, s, (__ccgo_ts\+\d+), 0\)', s[a:b]).group(1)
    s = edit(s, '_re_parse_disjunction', r'^\t\t/\* insert a split before the first alternative \*/$',
             'if Xlre_check_timeout(tls, (*TREParseState)(unsafe.Pointer(s)).Fopaque) != 0 { // codemode: poll\n'
             '\treturn _re_parse_error(tls, s, ' + overflow + ', 0)\n}')
    # A term at a time, too: a pattern of millions of terms is linear but
    # seconds, and a lookbehind's terms are reversed by moving the whole
    # alternative at each one (quadratic).
    s = edit(s, '_re_parse_alternative', r'^\t\tterm_start = \(\*TREParseState\)\(unsafe\.Pointer\(s\)\)\.Fbyte_code\.Fsize$',
             'if Xlre_check_timeout(tls, (*TREParseState)(unsafe.Pointer(s)).Fopaque) != 0 { // codemode: poll\n'
             '\treturn _re_parse_error(tls, s, ' + overflow + ', 0)\n}')
    s = edit(s, '_js_compile_regexp', r'^\t\tXJS_ThrowSyntaxError\(tls, ctx1, __ccgo_ts\+\d+, libc\.VaList\(',
             'if _codemode_interrupted(tls, (*TJSContext)(unsafe.Pointer({ctx})).Frt) { // codemode: poll (stopped the parser)\n'
             '\t_JS_ThrowInterrupted(tls, {ctx})\n\treturn ' + EXC + '\n}')


    # ---- Indexed property access from native code ----
    # The Array built-ins (and everything that reaches them: join through
    # ToString, the Error constructors, parseInt...), Array.from, the typed
    # arrays' constructors and set from array-likes, and Function.prototype
    # .apply walk an array-like's indices through these functions, one call
    # per index: over a huge length ({ length: 2 ** 53 - 1 }) or a sparse
    # array (a[2 ** 32 - 2] = 1), billions of calls. Each now counts down
    # the context's interrupt counter (a decrement and a compare), so every
    # such loop stops within 10,000 indices of a stop. Values handed over
    # (a set's or a definition's value) are freed on the way out, as the
    # functions do on their other failures.
    for f in ('_JS_GetPropertyInt64', 'XJS_GetPropertyUint32'):
        s = at_entry(s, f, 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\treturn ' + EXC + '\n}')
    for f in ('_JS_TryGetPropertyInt64',):
        s = at_entry(s, f, 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\t*(*TJSValue)(unsafe.Pointer(pval)) = TJSValue{Ftag: int64(EJS_TAG_UNDEFINED)}\n\treturn -1\n}')
    for f in ('XJS_DeletePropertyInt64',):
        s = at_entry(s, f, 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\treturn -1\n}')
    for f in ('XJS_SetPropertyInt64', 'XJS_SetPropertyUint32', 'XJS_DefinePropertyValueInt64', '_JS_CreateDataPropertyUint32'):
        s = at_entry(s, f, 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tXFreeValue(tls, {ctx}, val2)\n\treturn -1\n}')

    # ---- Strings escaped character by character ----
    # JSON.stringify's quoting (JS_ToQuotedString) and RegExp.escape write
    # an escape through snprintf for every control character or lone
    # surrogate: about a microsecond a character, seconds for the largest
    # string. Each character counts down the context's counter.
    s = edit(s, '_JS_ToQuotedString', r'^\t+c1 = [^\n]*_string_getc\(tls, p1, bp\+\d+\)\)?$',
             'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tgoto fail\n}')
    a, b = func_span(s, '_js_regexp_escape')
    str_at = re.search(r'/\* str at (bp\+\d+) \*/', s[a:b]).group(1)
    s = edit(s, '_js_regexp_escape', r'^\t+c3 = [^\n]*_string_getc\(tls, p1, bp\+\d+\)\)?$',
             'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n'
             '\tXFreeValue(tls, {ctx}, *(*TJSValue)(unsafe.Pointer(' + str_at + ')))\n\t_string_buffer_free(tls, b)\n\treturn ' + EXC + '\n}')

    # ---- String search ----
    # indexOf, lastIndexOf, includes, startsWith, endsWith compare the
    # needle at each position in turn, and replace, replaceAll and split
    # through string_indexof: a long needle in a long string is quadratic
    # (an 8 MiB needle in a 16 MiB string: hours). Each position counts
    # down the context's counter; string_indexof, which had no context, is
    # given its caller's and answers -2 when stopped.
    for f in ('_js_string_indexOf', '_js_string_includes'):
        s = edit(s, f, r'^\t+if !\(_string_cmp\(tls, p1, p11, i, 0, v_len\) != 0\) \{$',
                 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tgoto fail\n}')
    s = replace_in(s, '_string_indexof', 'func _string_indexof(tls *libc.TLS, p1 uintptr, p2 uintptr, from int32) (r int32) {',
                   'func _string_indexof(tls *libc.TLS, p1 uintptr, p2 uintptr, from int32, ctx uintptr) (r int32) {')
    s = edit(s, '_string_indexof', r'^\t+if !\(_string_cmp\(tls, p1, p2, j\+int32\(1\), int32\(1\), len2-int32\(1\)\) != 0\) \{$',
             'if _codemode_poll(tls, ctx) != 0 { // codemode: poll\n\treturn -2\n}')
    s = edit(s, '_js_string_replace', r'^\t+pos = _string_indexof\(tls, sp, searchp, endOfLastMatch\)$',
             'if pos == -2 { // codemode: poll (stopped)\n\tgoto exception\n}', after=True)
    s = replace_in(s, '_js_string_replace', 'pos = _string_indexof(tls, sp, searchp, endOfLastMatch)',
                   'pos = _string_indexof(tls, sp, searchp, endOfLastMatch, ctx3)')
    s = edit(s, '_js_string_split', r'^\t+e = int64\(_string_indexof\(tls, sp, rp, int32\(q\)\)\)$',
             'if e == -2 { // codemode: poll (stopped)\n\tgoto exception\n}', after=True)
    s = replace_in(s, '_js_string_split', 'e = int64(_string_indexof(tls, sp, rp, int32(q)))',
                   'e = int64(_string_indexof(tls, sp, rp, int32(q), ctx3))')

    # ---- Sorting without a comparator ----
    # Array.prototype.sort and toSorted compare elements as strings when no
    # comparator is given: no JavaScript call, so nothing polled, and a sort
    # of a million strings is seconds. The comparison counts down the
    # context's counter; stopped, it marks the sort failed as a throwing
    # comparator does, and every later comparison returns at once.
    s = edit(s, '_js_array_cmp_generic', r'^\tif \(\*Tarray_sort_context\)\(unsafe\.Pointer\(psc\)\)\.Fhas_method != 0 \{$',
             'if _codemode_poll(tls, ctx) != 0 { // codemode: poll\n\tgoto exception\n}')

    # ---- URI encoding and escape ----
    # encodeURI, encodeURIComponent, decodeURI, decodeURIComponent, escape
    # and unescape write (or read) a percent escape per character: linear,
    # but about a microsecond a character for control characters, seconds
    # for the largest string. Each character counts down the counter.
    for f in ('_js_global_encodeURI', '_js_global_decodeURI'):
        s = edit(s, f, r'^\t\tc\d* = _string_get\(tls, p1, k\)$',
                 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tgoto fail\n}')
    for f in ('_js_global_escape', '_js_global_unescape'):
        a, b = func_span(s, f)
        str_at = re.search(r'/\* str at (bp\+\d+) \*/', s[a:b]).group(1)
        s = edit(s, f, r'^\t\tc = _string_get\(tls, p1, i\)$',
                 'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n'
                 '\tXFreeValue(tls, {ctx}, *(*TJSValue)(unsafe.Pointer(' + str_at + ')))\n\t_string_buffer_free(tls, b)\n\treturn ' + EXC + '\n}')

    # ---- Walking an object's own properties ----
    # Object.getOwnPropertyDescriptors makes a descriptor object per
    # property, and Object.keys, values and entries (JS_GetOwnPropertyNames2)
    # read and copy each: linear, but a microsecond a property, and an Array
    # of a few hundred thousand elements is that many properties, made while
    # the heap fills (half a second, seconds on a contended core). Each
    # property counts down the context's counter.
    s = edit(s, '_js_object_getOwnPropertyDescriptors', r'^\t\tatomValue = XJS_AtomToValue\(tls, ctx1, ',
             'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tgoto exception\n}')
    s = edit(s, '_JS_GetOwnPropertyNames2', r'^\t\tatom = \(\*\(\*TJSPropertyEnum\)\(unsafe\.Add\(nil, \*\(\*uintptr\)\(unsafe\.Add\(nil, bp\+\d+\)\)\+uintptr\(i\)\*8\)\)\)\.Fatom$',
             'if _codemode_poll(tls, {ctx}) != 0 { // codemode: poll\n\tgoto exception\n}')

    n = s.count('codemode: poll') - n0
    return s + HELPERS, n
