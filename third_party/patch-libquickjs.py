"""The patch that makes internal/libquickjs from modernc.org/libquickjs.

Usage: python3 third_party/patch-libquickjs.py FILE...  (the .go files of a
copy of the upstream module; third_party/libquickjs.sh runs it). It rewrites
the four alloca calls of the transpiled engine and, on the 64-bit platforms,
the start of js_new_promise_capability, the C-stack locals of the functions
that never pass their address on, and the deferred frees Go cannot open-code,
and fails unless it finds each exactly where it expects, so a new upstream
version is checked, not guessed at.
Why: internal/libquickjs/README.md.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import libquickjs_polls  # noqa: E402

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
# On the 64-bit platforms the frame is not a block of its own: it is the end
# of the TLS slot JS_CallInternal takes on entry for its C locals, sized from
# the function's bytecode before anything runs, and counted against the
# runtime's memory limit from the line alloca was on until the call returns.
# One TLS slot per call, as before, so the recursion bound is unchanged; no
# allocator call, no second deferred free.
CALL_HEAD = re.compile(
    r'^(func _JS_CallInternal\(tls \*libc\.TLS, caller_ctx uintptr, _func_obj TJSValue, [^\n]*\{\n)'
    r'\tbp := tls\.Alloc\((\d+)\)\n\tdefer tls\.Free\(\2\)\n', re.M)
CALL_HEAD_NEW = (
    '\\1'
    '\t// codemode: the slot holds the frame too, when _func_obj is a bytecode\n'
    '\t// function: its arguments (at most arg_count of them are copied), its\n'
    '\t// variables, its operand stack and its closure references.\n'
    '\tframe := 0\n'
    '\tif int32(_func_obj.Ftag) == int32(EJS_TAG_OBJECT) {\n'
    '\t\tif p := uintptr(_func_obj.Fu.Fuint641); int32((*TJSObject)(unsafe.Pointer(p)).Fclass_id) == int32(EJS_CLASS_BYTECODE_FUNCTION) {\n'
    '\t\t\tb := (*TJSFunctionBytecode)(unsafe.Pointer({bytecode}))\n'
    '\t\t\tframe = 16*(int(b.Farg_count)+int(b.Fvar_count)+int(b.Fstack_size)) + 8*int(b.Fvar_ref_count)\n'
    '\t\t}\n'
    '\t}\n'
    '\tvar charged uint64\n'
    '\tbp := tls.Alloc(\\2 + frame)\n')
FRAME_TLS = (
    '\t// codemode: the frame is the end of the TLS slot taken on entry,\n'
    '\t// counted against the runtime\'s memory limit until the call returns.\n'
    '\tif alloca_size > uint64(frame) {\n'
    '\t\tpanic("codemode: a frame larger than its TLS slot")\n'
    '\t}\n'
    '\tif ms := &(*TJSRuntime)(unsafe.Pointer(rt)).Fmalloc_ctx.Fmalloc_state; ms.Fmalloc_size+uint64(frame) > ms.Fmalloc_limit {\n'
    '\t\t_codemode_refuse_frame(tls, rt, uint64(frame))\n'
    '\t\treturn XJS_ThrowOutOfMemory(tls, caller_ctx)\n'
    '\t} else {\n'
    '\t\tms.Fmalloc_size += uint64(frame)\n'
    '\t\tcharged = uint64(frame)\n'
    '\t}\n'
    '\tlocal_buf = bp + {locals}')
FUNC_BYTECODE = re.compile(
    r'\(\*\(\*struct \{\n\t*Ffunction_bytecode uintptr\n\t*Fvar_refs +uintptr\n\t*Fhome_object +uintptr\n\t*\}\)\(unsafe\.Pointer\(p2 \+ (\d+)\)\)\)\.Ffunction_bytecode')
# p's function_bytecode, as the engine reads it (a field at that offset).
BYTECODE_OF_P = ('(*(*struct {\n\t\t\t\tFfunction_bytecode uintptr\n\t\t\t\tFvar_refs uintptr\n'
                 '\t\t\t\tFhome_object uintptr\n\t\t\t})(unsafe.Pointer(p + {offset}))).Ffunction_bytecode')
FRAME_HELPERS = """
// _codemode_refuse_frame asks the runtime's allocator for a frame of n bytes
// that does not fit under its memory limit, so that the allocator refuses it
// as it refuses any block (an embedder's allocator sees the limit reached),
// and frees what it returns anyway (added by codemode: see README.md).
func _codemode_refuse_frame(tls *libc.TLS, rt uintptr, n uint64) {
	c := &(*TJSRuntime)(unsafe.Pointer(rt)).Fmalloc_ctx
	s := uintptr(unsafe.Pointer(&c.Fmalloc_state))
	if p := (*(*func(*libc.TLS, uintptr, Tsize_t) uintptr)(unsafe.Pointer(&struct{ uintptr }{c.Fmf.Fjs_malloc})))(tls, s, n); p != 0 {
		(*(*func(*libc.TLS, uintptr, uintptr))(unsafe.Pointer(&struct{ uintptr }{c.Fmf.Fjs_free})))(tls, s, p)
	}
}
// _codemode_free_frame releases JS_CallInternal's TLS slot of n bytes and
// the charge of its frame (added by codemode: see README.md).
func _codemode_free_frame(tls *libc.TLS, ctx uintptr, n int, charged *uint64) {
	tls.Free(n)
	if c := *charged; c != 0 {
		(*TJSRuntime)(unsafe.Pointer((*TJSContext)(unsafe.Pointer(ctx)).Frt)).Fmalloc_ctx.Fmalloc_state.Fmalloc_size -= c
	}
}
"""
# Two functions the executor's entry needs that the public API lacks (a global
# lexical constant bound from the host; a compiled script run with a this of
# the host's choosing), and how a host finds them: a program built against
# the upstream module must still compile, so the sandbox names neither.
# It sets the runtime's info string to "codemode:extensions:4" in a buffer with
# room for four function pointers before it; JS_SetRuntimeInfo fills them in
# (upstream's leaves them zero, and the sandbox then starts programs the way
# the upstream engine allows). The other two make and settle a promise
# without resolving functions (NEW_PROMISE). See README.md.
SET_INFO = ('func XJS_SetRuntimeInfo(tls *libc.TLS, rt uintptr, s uintptr) {\n'
            '\tif rt != 0 {\n\t\t(*TJSRuntime)(unsafe.Pointer(rt)).Frt_info = s\n\t}\n}\n')
SET_INFO_NEW = ('func XJS_SetRuntimeInfo(tls *libc.TLS, rt uintptr, s uintptr) {\n'
                '\tif rt != 0 {\n\t\t(*TJSRuntime)(unsafe.Pointer(rt)).Frt_info = s\n\t}\n'
                '\t_codemode_extensions(s) // codemode: see README.md\n}\n')
ENTRY_HELPERS = """
// _codemode_extensions answers a host that asks for codemode's extensions: an
// info string of "codemode:extensions:4" has four pointer-sized slots before
// it, which get XJS_CodemodePromise, XJS_CodemodeSettlePromise,
// XJS_CodemodeDefineGlobalConst and XJS_CodemodeEvalFunctionThis as C
// function pointers (added by codemode: see README.md).
func _codemode_extensions(s uintptr) {
	const ask = "codemode:extensions:4\\x00"
	if s == 0 {
		return
	}
	for i := 0; i < len(ask); i++ { // stops at the string's end
		if *(*byte)(unsafe.Pointer(s + uintptr(i))) != ask[i] {
			return
		}
	}
	*(*uintptr)(unsafe.Pointer(s - 4*unsafe.Sizeof(uintptr(0)))) = __ccgo_fp(XJS_CodemodePromise)
	*(*uintptr)(unsafe.Pointer(s - 3*unsafe.Sizeof(uintptr(0)))) = __ccgo_fp(XJS_CodemodeSettlePromise)
	*(*uintptr)(unsafe.Pointer(s - 2*unsafe.Sizeof(uintptr(0)))) = __ccgo_fp(XJS_CodemodeDefineGlobalConst)
	*(*uintptr)(unsafe.Pointer(s - unsafe.Sizeof(uintptr(0)))) = __ccgo_fp(XJS_CodemodeEvalFunctionThis)
}

// XJS_CodemodeDefineGlobalConst binds prop as a global lexical constant
// holding val, as `const prop = val` at the top level of a script does, with
// nothing compiled or run. It takes val. A property of the global object with
// that name stays, and identifiers resolve to the constant, as if it had been
// bound before the property was defined. It binds nothing and returns -1 when
// a global lexical binding has that name already, or when memory runs out
// (then with the exception pending); 0 when bound (added by codemode: see
// README.md).
func XJS_CodemodeDefineGlobalConst(tls *libc.TLS, ctx uintptr, prop TJSAtom, val TJSValue) int32 {
	c := (*TJSContext)(unsafe.Pointer(ctx))
	lexical := uintptr(c.Fglobal_var_obj.Fu.Fuint641)
	ppr := tls.Alloc(8) // where the lookup stores the property found
	defer tls.Free(8)
	if _find_own_property(tls, ppr, lexical, prop) != 0 {
		XFreeValue(tls, ctx, val)
		return -1
	}
	ref := _js_create_var_ref(tls, ctx, int32(ETRUE))
	if ref == 0 {
		XFreeValue(tls, ctx, val)
		return -1
	}
	v := (*TJSVarRef)(unsafe.Pointer(ref))
	v.Fis_lexical = uint8(ETRUE)
	v.Fis_const = uint8(ETRUE)
	v.F__ccgo5_32.Fvalue = val
	pr := _add_property(tls, ctx, lexical, prop, int32(MJS_PROP_ENUMERABLE|MJS_PROP_CONFIGURABLE|MJS_PROP_VARREF))
	if pr == 0 {
		_free_var_ref(tls, c.Frt, ref)
		return -1
	}
	*(*uintptr)(unsafe.Pointer(&(*TJSProperty)(unsafe.Pointer(pr)).Fu)) = ref
	return 0
}

// XJS_CodemodeEvalFunctionThis runs a script compiled with
// JS_EVAL_FLAG_COMPILE_ONLY, as JS_EvalFunction does, with this_obj as the
// script's this instead of the global object. Given the function JS_Eval
// compiles for a program that is one function expression (any bytecode not
// named "<eval>", the name of every script), it makes and returns that
// function, as the script would have. It takes fun_obj (added by codemode:
// see README.md).
func XJS_CodemodeEvalFunctionThis(tls *libc.TLS, ctx uintptr, fun_obj TJSValue, this_obj TJSValue) TJSValue {
	if int32(fun_obj.Ftag) == int32(EJS_TAG_FUNCTION_BYTECODE) && (*TJSFunctionBytecode)(unsafe.Pointer(*(*uintptr)(unsafe.Pointer(&fun_obj.Fu)))).Ffunc_name != uint32(EJS_ATOM__eval_) {
		// The function of a program that is one function expression,
		// compiled by JS_Eval in place of the script that would make it
		// (_codemode_lone_function): made here, as the script's run would.
		return _js_closure(tls, ctx, fun_obj, 0, 0, int32(EFALSE))
	}
	return _JS_EvalFunctionInternal(tls, ctx, fun_obj, this_obj, 0, 0)
}
"""

# A decimal integer literal of up to nine digits (most numbers in a program,
# and every digit string Number() and parseInt() see) is read without the
# general conversion, which cost 2,400 instructions for `1`. Anything else
# (a sign, a leading 0, a fraction, an exponent, a separator, a BigInt
# suffix, a radix, BigInt parsing) goes the general way.
ATOF = re.compile(r'^(func _js_atof\(tls \*libc\.TLS, \w+ uintptr, str uintptr, pp uintptr, radix int32, flags int32\) \(r1 TJSValue\) \{\n)', re.M)
ATOF_NEW = (r'\1'
    '\t// codemode: a decimal integer of up to nine digits, read by\n'
    '\t// _codemode_atof_int (see README.md).\n'
    '\tif flags&(3<<7) == 0 && (radix == 0 || radix == 10) {\n'
    '\t\tif v, ok := _codemode_atof_int(str, pp); ok {\n'
    '\t\t\treturn v\n'
    '\t\t}\n'
    '\t}\n')
ATOF_HELPER = """
// _codemode_atof_int reads a decimal integer of one to nine digits at str,
// not starting with 0 and not followed by a digit, '.', 'e', 'E', 'n' or '_',
// storing where it ends at pp; ok is false for anything else (added by
// codemode: see README.md).
func _codemode_atof_int(str, pp uintptr) (v TJSValue, ok bool) {
	c := *(*byte)(unsafe.Pointer(str))
	if c < '1' || c > '9' {
		return v, false
	}
	n, i := uint32(c-'0'), uintptr(1)
	for ; i < 9; i++ {
		if c = *(*byte)(unsafe.Pointer(str + i)); c < '0' || c > '9' {
			break
		}
		n = n*10 + uint32(c-'0')
	}
	if c = *(*byte)(unsafe.Pointer(str + i)); c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == 'n' || c == '_' {
		return v, false
	}
	if pp != 0 {
		*(*uintptr)(unsafe.Pointer(pp)) = str + i
	}
	*(*uint64)(unsafe.Pointer(&v.Fu)) = uint64(n)
	v.Ftag = int64(EJS_TAG_INT)
	return v, true
}
"""

# A program is compiled as "(" + its text + ")", a script whose one statement
# is a parenthesized expression. Read as a script, its "(" first sends the
# parser looking ahead over the whole program for an arrow function's "=>"
# (a second tokenization of every program), and the statement's value goes
# through a hidden completion variable. With the flag below, JS_Eval reads
# such a script as exactly "(" Expression ")" and the end of input, returning
# the expression's value: the parse the parentheses make anyway, without the
# lookahead or the variable. Text after the closing parenthesis is the error a
# script gives for a statement that goes on ("expecting ';'"), where as a
# script it could have continued the expression.
EVAL_PARSE = '\terr = _js_parse_program(tls, s)\n'
EVAL_PARSE_NEW = ('\tif flags&_codemode_paren_program != 0 && eval_type == 0 && !(m != 0) && flags&(1<<7) == 0 {\n'
                  '\t\t// codemode: one parenthesized expression (see README.md).\n'
                  '\t\terr = _codemode_parse_paren_program(tls, s)\n'
                  '\t} else {\n'
                  '\t\terr = _js_parse_program(tls, s)\n'
                  '\t}\n')
EXPECT_FORMAT = re.compile(r'^func _js_parse_expect\(tls \*libc\.TLS, s uintptr, tok int32\) \(r int32\) \{\n(?:[^\n]*\n)*?\t\treturn _js_parse_error\(tls, s, __ccgo_ts\+(\d+), libc\.VaList\(bp\+8, tok\)\)\n', re.M)
PAREN_PROGRAM = """
// _codemode_paren_program is the JS_Eval flag that reads a global script as
// one parenthesized expression (added by codemode: see README.md).
const _codemode_paren_program = 1 << 30

// _codemode_parse_paren_program parses the script at s as "(" Expression ")"
// and the end of input, and returns the expression's value (added by
// codemode: see README.md).
func _codemode_parse_paren_program(tls *libc.TLS, s uintptr) (r int32) {
	fd := (*TJSParseState)(unsafe.Pointer(s)).Fcur_func
	if _next_token(tls, s) != 0 {
		return -int32(1)
	}
	(*TJSFunctionDef)(unsafe.Pointer(fd)).Fis_global_var = 1
	if _js_parse_expr_paren(tls, s) != 0 {
		return -int32(1)
	}
	if (*TJSParseState)(unsafe.Pointer(s)).Ftoken.Fval != int32(ETOK_EOF) {
		bp := tls.Alloc(16)
		defer tls.Free(16)
		return _js_parse_error(tls, s, __ccgo_ts+{expect}, libc.VaList(bp+8, int32(';')))
	}
	_emit_return(tls, s, int32(ETRUE))
	return 0
}
"""

# A program is nearly always one function expression (`async () => ...`). Its
# script then does nothing but make that function's closure and return it,
# yet compiling the script (the passes of js_create_function) and running it
# (a closure of its own, a frame, the closure it makes) cost about 9,000
# instructions of a trivial execution's 44,000. With the flag and
# JS_EVAL_FLAG_COMPILE_ONLY, when the script's code is exactly that (line
# numbers, the function's closure, the dummy name an anonymous function gets,
# return), the script has no variable of its own and its one function captures
# nothing from it, JS_Eval compiles the function alone and returns its closure,
# which XJS_CodemodeEvalFunctionThis then passes through. A function that
# captures something from the script (`this`, `arguments` at the top level)
# is put in the script's constant pool, as js_create_function would have, and
# the script is compiled and run as before.
EVAL_CREATE = '\t/* create the function object and all the enclosed functions */\n\tfun_obj = _js_create_function(tls, ctx1, fd)\n'
EVAL_CREATE_NEW = ('\t/* create the function object and all the enclosed functions */\n'
                   '\tif flags&_codemode_paren_program != 0 && flags&(1<<5) != 0 && eval_type == 0 && !(m != 0) && flags&(1<<7) == 0 {\n'
                   '\t\t// codemode: a program of one function expression (see README.md).\n'
                   '\t\tif v, done := _codemode_lone_function(tls, ctx1, fd); done {\n'
                   '\t\t\treturn v\n'
                   '\t\t}\n'
                   '\t}\n'
                   '\tfun_obj = _js_create_function(tls, ctx1, fd)\n')
LONE_FUNCTION = """
// _codemode_lone_function compiles the one function of a global script fd,
// read by _codemode_parse_paren_program, whose code only makes that
// function's closure and returns it, and returns the function's bytecode in
// place of the script's, with done true; fd is freed, and
// XJS_CodemodeEvalFunctionThis makes the function when the script would have
// run. The function may read globals: the script would have looked each one
// up as it ran (a closure variable of its own, which the function's refers
// to), so the function's own closure variables are made to look it up
// instead, when it is made. It returns done false, having done nothing, for
// any other script; and also when the function takes anything else from the
// script (its this, its arguments, a direct eval's scope), with the function
// compiled and in fd's constant pool, where js_create_function(fd) would have
// put it, for the caller to compile fd as before (added by codemode: see
// README.md).
func _codemode_lone_function(tls *libc.TLS, ctx uintptr, fd uintptr) (v TJSValue, done bool) {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	if f.Fvar_count != 0 || f.Farg_count != 0 || f.Fclosure_var_count != 0 || f.Fglobal_var_count != 0 ||
		f.Fhas_eval_call != 0 || f.Fhas_parameter_expressions != 0 || f.Fcpool_count != 1 {
		return v, false
	}
	head := fd + unsafe.Offsetof(f.Fchild_list)
	el := (*Tlist_head)(unsafe.Pointer(head)).Fnext
	if el == head || (*Tlist_head)(unsafe.Pointer(el)).Fnext != head {
		return v, false
	}
	child := el - unsafe.Offsetof(f.Flink)
	idx := (*TJSFunctionDef)(unsafe.Pointer(child)).Fparent_cpool_idx
	// The script's code: line numbers and the entry of its scopes (which
	// hold no variable), then the closure of cpool[idx], perhaps its dummy
	// name (set_name of no atom, dropped later), then return, its last
	// instruction.
	code, n := f.Fbyte_code.Fbuf, uintptr(f.Fbyte_code.Fsize)
	made, named, returns := false, false, false
	for pc := uintptr(0); pc < n; {
		op := *(*uint8)(unsafe.Pointer(code + pc))
		switch {
		case op == uint8(EOP_enter_scope) && !made && pc+3 <= n:
			pc += 3
			continue
		case op == uint8(EOP_line_num) && pc+5 <= n:
		case op == uint8(EOP_fclosure) && !made && pc+5 <= n && (*Tpacked_u32)(unsafe.Pointer(code+pc+1)).Fv == uint32(idx):
			made = true
		case op == uint8(EOP_set_name) && made && !named && pc+5 <= n && (*Tpacked_u32)(unsafe.Pointer(code+pc+1)).Fv == uint32(MJS_ATOM_NULL):
			named = true
		case op == uint8(EOP_return) && made && pc+1 == n:
			returns = true
			pc++
			continue
		default:
			return v, false
		}
		pc += 5
	}
	if !returns {
		return v, false
	}
	// What js_create_function(fd) does before it compiles its functions:
	// with no variable, every scope's list of them is empty.
	for i := int32(0); i < f.Fscope_count; i++ {
		(*TJSVarScope)(unsafe.Pointer(f.Fscopes + uintptr(i)*unsafe.Sizeof(TJSVarScope{}))).Ffirst = -1
	}
	fn := _js_create_function(tls, ctx, child)
	if int32(fn.Ftag) == int32(EJS_TAG_EXCEPTION) {
		_js_free_function_def(tls, ctx, fd)
		return fn, true
	}
	// Compiling the function gave the script a closure variable for each
	// global the function reads (which the script's run looks up, in this
	// order), and the function one referring to each, in the same order.
	// Anything else keeps the script.
	b := (*TJSFunctionBytecode)(unsafe.Pointer(*(*uintptr)(unsafe.Pointer(&fn.Fu))))
	ok := b.Fclosure_var_count == f.Fclosure_var_count
	for i := int32(0); ok && i < b.Fclosure_var_count; i++ {
		cv := (*TJSClosureVar)(unsafe.Pointer(b.Fclosure_var + uintptr(i)*unsafe.Sizeof(TJSClosureVar{})))
		kind := int32(cv.F__ccgo0 & 0x7)
		ok = (kind == int32(EJS_CLOSURE_REF) || kind == int32(EJS_CLOSURE_GLOBAL_REF)) && int32(cv.Fvar_idx) == i
		if ok {
			top := (*TJSClosureVar)(unsafe.Pointer(f.Fclosure_var + uintptr(cv.Fvar_idx)*unsafe.Sizeof(TJSClosureVar{})))
			ok = int32(top.F__ccgo0&0x7) == int32(EJS_CLOSURE_GLOBAL) && top.Fvar_name == cv.Fvar_name
		}
	}
	if !ok {
		*(*TJSValue)(unsafe.Pointer(f.Fcpool + uintptr(idx)*unsafe.Sizeof(TJSValue{}))) = fn
		return v, false
	}
	for i := int32(0); i < b.Fclosure_var_count; i++ {
		cv := (*TJSClosureVar)(unsafe.Pointer(b.Fclosure_var + uintptr(i)*unsafe.Sizeof(TJSClosureVar{})))
		top := (*TJSClosureVar)(unsafe.Pointer(f.Fclosure_var + uintptr(cv.Fvar_idx)*unsafe.Sizeof(TJSClosureVar{})))
		cv.F__ccgo0, cv.Fvar_idx = top.F__ccgo0, top.Fvar_idx
	}
	_js_free_function_def(tls, ctx, fd)
	return fn, true
}
"""

# Every function object gets its `length` and `name` from
# js_function_set_properties, and every caller (js_closure, the C functions'
# constructors, a promise's resolving functions) passes one it has just made,
# with no property yet and extensible. JS_DefinePropertyValue looked each one
# up, checked the object's kind and the flags, and then added it: 1,300
# instructions a property. The patch adds both directly, with the same flags,
# in the same order, and frees the name's string if adding it fails (out of
# memory, pending as before).
SET_PROPERTIES = re.compile(
    r'^(func _js_function_set_properties\(tls \*libc\.TLS, ctx1 uintptr, func_obj TJSValue, name TJSAtom, len1 int32\) \{\n)(?:[^\n]*\n)*?\}\n', re.M)
SET_PROPERTIES_NEW = r"""\1	// codemode: func_obj was just made and has no property; both are added
	// directly (see README.md).
	p := *(*uintptr)(unsafe.Pointer(&func_obj.Fu))
	if pr := _add_property(tls, ctx1, p, uint32(EJS_ATOM_length), libc.Int32FromInt32(1)<<libc.Int32FromInt32(0)); pr != 0 {
		*(*TJSValue)(unsafe.Pointer(pr)) = TJSValue{
			Fu: *(*TJSValueUnion)(unsafe.Pointer(&struct{ f Tuint64_t }{f: uint64(libc.Uint32FromInt32(len1))})),
		}
	}
	v := XJS_AtomToString(tls, ctx1, name)
	if pr := _add_property(tls, ctx1, p, uint32(EJS_ATOM_name), libc.Int32FromInt32(1)<<libc.Int32FromInt32(0)); pr != 0 {
		*(*TJSValue)(unsafe.Pointer(pr)) = v
	} else {
		XFreeValue(tls, ctx1, v)
	}
}
"""

# An async function's call makes its promise and the promise's two resolving
# functions before the body runs, and settles the promise by calling one of
# them when the body returns or throws. Most calls settle with a value that is
# not an object (nothing to look a `then` up on) or with an exception, which
# the resolving function hands straight to fulfill_or_reject_promise. The patch
# makes the promise alone, holds it in the state's resolving_funcs[0] with null
# in [1], and settles it directly in those cases; an object (which may be a
# thenable) gets the resolving functions at that moment and is resolved
# through them, as before. Nothing else reads resolving_funcs: the await path
# has its own functions, and the state's mark and free take any value.
ASYNC_CALL = re.compile(r'^\tpromise = XJS_NewPromiseCapability\(tls, ctx, s\+(\d+)\)\n', re.M)
ASYNC_CALL_NEW = r"""	// codemode: the promise alone, held in resolving_funcs[0] with null in
	// [1]; settled by _codemode_async_settle (see README.md).
	promise = _codemode_promise_object(tls, ctx)
	if int32(promise.Ftag) != int32(EJS_TAG_EXCEPTION) {
		*(*TJSValue)(unsafe.Add(nil, s+\1)) = XDupValue(tls, ctx, promise)
		*(*TJSValue)(unsafe.Add(nil, s+\1+1*16)) = TJSValue{Ftag: int64(EJS_TAG_NULL)}
	}
"""
ASYNC_SETTLE = """
// _codemode_async_settle settles an async function's promise when the
// function returns (isReject 0, with *argv) or throws (1): through its
// resolving functions at funcs if they exist; else directly, as the
// resolving function would, for an exception or a value that is not an
// object; else through resolving functions made now (added by codemode: see
// README.md).
func _codemode_async_settle(tls *libc.TLS, ctx uintptr, funcs uintptr, isReject int32, this TJSValue, argc int32, argv uintptr) TJSValue {
	if int32((*TJSValue)(unsafe.Pointer(funcs+16)).Ftag) != int32(EJS_TAG_NULL) {
		return XJS_Call(tls, ctx, *(*TJSValue)(unsafe.Pointer(funcs + uintptr(isReject)*16)), this, argc, argv)
	}
	promise := *(*TJSValue)(unsafe.Pointer(funcs))
	v := *(*TJSValue)(unsafe.Pointer(argv))
	if isReject != 0 || int32(v.Ftag) != int32(EJS_TAG_OBJECT) {
		_fulfill_or_reject_promise(tls, ctx, promise, v, isReject)
		return TJSValue{Ftag: int64(EJS_TAG_UNDEFINED)}
	}
	rf := tls.Alloc(32)
	defer tls.Free(32)
	if _js_create_resolving_functions(tls, ctx, rf, promise) != 0 {
		return TJSValue{Ftag: int64(EJS_TAG_EXCEPTION)}
	}
	ret := XJS_Call(tls, ctx, *(*TJSValue)(unsafe.Pointer(rf)), this, argc, argv)
	XFreeValue(tls, ctx, *(*TJSValue)(unsafe.Pointer(rf)))
	XFreeValue(tls, ctx, *(*TJSValue)(unsafe.Pointer(rf + 16)))
	return ret
}
"""
RESUME_REJECT = re.compile(r'XJS_Call\(tls, ctx1, \*\(\*TJSValue\)\(unsafe\.Add\(nil, s\+(\d+)\+1\*16\)\), ')
RESUME_RESOLVE = re.compile(r'XJS_Call\(tls, ctx1, \*\(\*TJSValue\)\(unsafe\.Add\(nil, s\+(\d+)\)\), ')

# A dynamic buffer (DynBuf: a function's bytecode as it is emitted, its line
# table, the label pass's output, a regular expression's program) starts
# empty and grows by half its size each time it is full, from exactly what the
# first write needed: a small function's bytecode went through a dozen
# reallocations. The patch makes a buffer's first growth 64 bytes at least.
DBUF_GROW = re.compile(r'^(\t\tsize = \(\*TDynBuf\)\(unsafe\.Pointer\(s\)\)\.Fallocated_size \+ \(\*TDynBuf\)\(unsafe\.Pointer\(s\)\)\.Fallocated_size/uint(?:32|64)\(2\)\n)', re.M)
DBUF_GROW_NEW = ('\\1\t\t// codemode: 64 bytes at least (see README.md).\n'
                 '\t\tif size < 64 {\n\t\t\tsize = 64\n\t\t}\n')

# A stack overflow found while the parser looks ahead (js_parse_skip_parens_token,
# which decides whether "(" opens an arrow function's parameters) stays pending
# while parsing goes on and meets an error of its own, which replaced it: at
# every other depth `'()=>'.repeat(1e5)` was "missing formal parameter", not
# "stack overflow". A syntax error no longer replaces an exception already
# pending; the lookahead's own syntax errors (a regexp or a template it could
# not read) are dropped there, as upstream's comment asks, for the parse
# proper to find again where they really are.
PARSE_ERROR = re.compile(
    r'^(func _js_parse_error_v\(tls \*libc\.TLS, (\w+) uintptr, [^\n]*\{\n(?:[^\n]*\n)*?)'
    r'(\t(\w+) = \(\*TJSParseState\)\(unsafe\.Pointer\(\2\)\)\.Fctx\n)', re.M)
PARSE_ERROR_NEW = ('\\1\\3\t// codemode: an exception already pending (a stack overflow met while\n'
                   '\t// looking ahead) is the one to report.\n'
                   '\tif XJS_HasException(tls, \\4) != 0 {\n\t\treturn -1\n\t}\n')
LOOKAHEAD_DROP = ('{ind}// codemode: the parse proper meets this error again where it is.\n'
                  '{ind}XFreeValue(tls, (*TJSParseState)(unsafe.Pointer(s)).Fctx, XJS_GetException(tls, (*TJSParseState)(unsafe.Pointer(s)).Fctx))\n')
# find_var: a function's variables by name, through an index once the
# function has many. Upstream looks for a name by scanning every variable of
# the function from the last, and it looks once per declaration (the check
# for a redeclaration) and once per reference resolved to a variable, so a
# function of n top-level declarations compiled in time quadratic in n.
FIND_VAR = re.compile(
    r'^(func _find_var\(tls \*libc\.TLS, ctx uintptr, fd uintptr, name TJSAtom\) \(r int32\) \{\n'
    r'\tvar i, v2 int32\n\t_, _ = i, v2\n)'
    r'(\ti = \(\*TJSFunctionDef\)\(unsafe\.Pointer\(fd\)\)\.Fvar_count\n)', re.M)
FIND_VAR_NEW = (
    '\\1'
    '\t// codemode: past _codemode_var_index_min variables, the index.\n'
    '\tif (*TJSFunctionDef)(unsafe.Pointer(fd)).Fvar_count >= _codemode_var_index_min {\n'
    '\t\treturn _codemode_find_var_indexed(tls, ctx, fd, name)\n'
    '\t}\n'
    '\\2')
NEW_FUNCTION_DEF = re.compile(
    r'^(func _js_new_function_def\(tls \*libc\.TLS, [^\n]*\{\n'
    r'(?:\t[^\n]*\n){2}'
    r'\tfd = Xjs_mallocz\(tls, ctx, uint64\(\d+\)\)\n'
    r'\tif !\(fd != 0\) \{\n\t\treturn libc\.UintptrFromInt32\(0\)\n\t\}\n)', re.M)
NEW_FUNCTION_DEF_NEW = '\\1\t_codemode_var_index_forget(fd) // codemode: no index of an earlier function here\n'
FREE_FUNCTION_DEF = re.compile(
    r'^(func _js_free_function_def\(tls \*libc\.TLS, ctx1 uintptr, fd uintptr\) \{\n'
    r'(?:\t[^\n]*\n){1,8}?)'
    r'(\t/\* free the child functions \*/\n)', re.M)
FREE_FUNCTION_DEF_NEW = (
    '\\1'
    '\tif (*TJSFunctionDef)(unsafe.Pointer(fd)).Fvar_count >= _codemode_var_index_min {\n'
    '\t\t_codemode_var_index_forget(fd) // codemode: the index goes with the function\n'
    '\t}\n'
    '\\2')
VAR_INDEX = """
// _codemode_var_index_min is how many variables a function being compiled
// has before find_var looks names up in an index instead of scanning them
// (added by codemode: see README.md). Below it the scan is as fast.
const _codemode_var_index_min = 64

// _codemode_var_index maps a name to the indexes of the variables of that
// name, ascending, of a function being compiled; indexed is how many of the
// function's variables it has taken in. Variables are only ever appended
// (add_var), and their names never change, so the index is extended, never
// rebuilt; a variable's scope level can change, so it is read at each look-up.
type _codemode_var_index struct {
	indexed int32
	byName  map[TJSAtom][]int32
	// chains are the indexes of the function's long scope chains, by the
	// declaration each begins at (_codemode_chain_first).
	chains map[int32]*_codemode_chain
}

var (
	// _codemode_var_indexes holds the index of each function being compiled
	// that has one, by its JSFunctionDef's address: a function is compiled
	// on one goroutine at a time, but engines compile in parallel.
	_codemode_var_indexes sync.Map
	// _codemode_var_index_count is how many indexes there are, so that
	// making a function looks for a stale one only when there is any.
	_codemode_var_index_count atomic.Int64
)

// _codemode_find_var_indexed is find_var through fd's index: the last
// variable named name at scope level 0, or else the argument, or -1.
func _codemode_find_var_indexed(tls *libc.TLS, ctx uintptr, fd uintptr, name TJSAtom) int32 {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	same := _codemode_var_index_of(fd).byName[name]
	for i := len(same) - 1; i >= 0; i-- {
		if (*TJSVarDef)(unsafe.Pointer(f.Fvars + uintptr(same[i])*unsafe.Sizeof(TJSVarDef{}))).Fscope_level == 0 {
			return same[i]
		}
	}
	return _find_arg(tls, ctx, fd, name)
}

// _codemode_var_index_of is fd's index, made if it has none, extended with
// the variables added since it was last asked for.
func _codemode_var_index_of(fd uintptr) *_codemode_var_index {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	var x *_codemode_var_index
	if v, ok := _codemode_var_indexes.Load(fd); ok {
		x = v.(*_codemode_var_index)
	} else {
		x = &_codemode_var_index{byName: make(map[TJSAtom][]int32, f.Fvar_count)}
		_codemode_var_indexes.Store(fd, x)
		_codemode_var_index_count.Add(1)
	}
	for ; x.indexed < f.Fvar_count; x.indexed++ {
		n := (*TJSVarDef)(unsafe.Pointer(f.Fvars + uintptr(x.indexed)*unsafe.Sizeof(TJSVarDef{}))).Fvar_name
		x.byName[n] = append(x.byName[n], x.indexed)
	}
	return x
}

// _codemode_find_var_in_child_scope_indexed is find_var_in_child_scope
// through fd's index: the first variable named name at scope level 0 declared
// in a child scope of scope_level, or -1.
func _codemode_find_var_in_child_scope_indexed(tls *libc.TLS, ctx uintptr, fd uintptr, name TJSAtom, scope_level int32) int32 {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	for _, i := range _codemode_var_index_of(fd).byName[name] {
		vd := (*TJSVarDef)(unsafe.Pointer(f.Fvars + uintptr(i)*unsafe.Sizeof(TJSVarDef{})))
		if vd.Fscope_level == 0 && _is_child_scope(tls, ctx, fd, vd.Fscope_next, scope_level) != 0 {
			return i
		}
	}
	return -1
}

// _codemode_var_index_forget drops the index kept for the function at fd, if
// there is one: when the function is freed, and when a new function is made
// at an address an abandoned compilation's function had.
func _codemode_var_index_forget(fd uintptr) {
	if _codemode_var_index_count.Load() == 0 {
		return
	}
	if _, ok := _codemode_var_indexes.LoadAndDelete(fd); ok {
		_codemode_var_index_count.Add(-1)
	}
}
"""
# find_var_in_child_scope (a lexical declaration's check against a `var` of
# the same name hoisted out of a child scope) scans every variable of the
# function too: through the same index past _codemode_var_index_min.
CHILD_SCOPE = re.compile(
    r'^(func _find_var_in_child_scope\(tls \*libc\.TLS, ctx uintptr, fd uintptr, name TJSAtom, scope_level int32\) \(r int32\) \{\n'
    r'\tvar i int32\n\tvar vd uintptr\n\t_, _ = i, vd\n)', re.M)
CHILD_SCOPE_NEW = (
    '\\1'
    '\t// codemode: past _codemode_var_index_min variables, the index.\n'
    '\tif (*TJSFunctionDef)(unsafe.Pointer(fd)).Fvar_count >= _codemode_var_index_min {\n'
    '\t\treturn _codemode_find_var_in_child_scope_indexed(tls, ctx, fd, name, scope_level)\n'
    '\t}\n')
# A scope's chain of declarations, walked by name through an index once it is
# long. The compiler resolves a reference to a `let`, `const` or `class` (and
# checks a declaration for a redeclaration) by walking the chain of the
# scope's declarations from the newest (resolve_scope_var, find_lexical_decl),
# so n top-level declarations each referenced once compiled in time quadratic
# in n. The walk now starts where _codemode_chain_first says: the first
# declaration on the chain with the name looked for or the `with` marker the
# loops also stop at, or the chain's end; every other declaration the loops
# would only have stepped over.
FIND_LEXICAL = re.compile(
    r'^(func _find_lexical_decl\(tls \*libc\.TLS, ctx uintptr, fd uintptr, name TJSAtom, scope_idx int32, check_catch_var TBOOL\) \(r int32\) \{\n'
    r'\tvar vd uintptr\n\t_ = vd\n)(\tfor scope_idx >= 0 \{\n)', re.M)
FIND_LEXICAL_NEW = ('\\1\tscope_idx = _codemode_chain_first(fd, scope_idx, name) // codemode: skip to the name\n\\2')
SCOPE_FIRST = '(*(*TJSVarScope)(unsafe.Add(nil, (*TJSFunctionDef)(unsafe.Pointer({fd})).Fscopes+uintptr(scope_level)*8))).Ffirst'

def chain_walks(s, name):
    i = s.index('\nfunc _resolve_scope_var(')
    j = s.index('\n}\n', i)
    body = s[i:j]
    for fd, atom in (('s3', 'var_name'), ('fd', 'var_name')):
        old = '\tidx = ' + SCOPE_FIRST.format(fd=fd) + '\n'
        assert body.count(old) == 1, (name, 'resolve_scope_var walk', fd, body.count(old))
        body = body.replace(old, f'\tidx = _codemode_chain_first({fd}, {SCOPE_FIRST.format(fd=fd)}, {atom}) // codemode: skip to the name\n')
    s = s[:i] + body + s[j:]
    s, n = CHILD_SCOPE.subn(CHILD_SCOPE_NEW, s)
    assert n == 1, (name, 'find_var_in_child_scope', n)
    s, n = FIND_LEXICAL.subn(FIND_LEXICAL_NEW, s)
    assert n == 1, (name, 'find_lexical_decl', n)
    i = s.index('\nfunc _js_create_function(')
    old = '\t/* recompute scope linkage */\n'
    k = s.index(old, i)
    assert k < s.index('\n}\n', i), (name, 'recompute scope linkage')
    s = s[:k] + old + '\t_codemode_chains_forget(fd) // codemode: the chains are made anew\n' + s[k + len(old):]
    return s + CHAIN_INDEX

CHAIN_INDEX = """
// _codemode_chain_walk is how many declarations _codemode_chain_first steps
// over before it looks the name up in an index of the chain (added by
// codemode: see README.md). Below it the walk is as fast.
const _codemode_chain_walk = 64

// _codemode_chain is the index of one scope chain of a function being
// compiled, from the declaration it was made at (its key in
// _codemode_var_index.chains) to the chain's end: for each name, the first
// declaration of that name on the chain, with its rank (larger is nearer the
// start; the `with` marker is one of the names).
type _codemode_chain struct {
	first map[TJSAtom]_codemode_chain_hit
	top   int32 // the largest rank given
	end   int32 // the value the chain ends on (-1, or -2 after the arguments' scope)
}

type _codemode_chain_hit struct{ idx, rank int32 }

// _codemode_chain_first returns the first declaration on fd's scope chain
// from idx whose name is name or the `with` marker, or the value the chain
// ends on: where a walk of the chain that steps over every other declaration
// stops. A declaration links only to one made before it or, once
// js_create_function has made the chains anew, to another scope's first;
// links never change until then, so the index of a chain from a given
// declaration holds until js_create_function, which drops them all
// (_codemode_chains_forget). A chain is indexed once it is longer than
// _codemode_chain_walk, at the declaration the long walk began; a walk that
// meets an indexed declaration within _codemode_chain_walk steps asks its
// index, and a new index made from a declaration whose walk reaches an older
// one takes the older one over (the older start is then walked to again only
// from scopes already closed).
func _codemode_chain_first(fd uintptr, idx int32, name TJSAtom) int32 {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	var x *_codemode_var_index
	if _codemode_var_index_count.Load() != 0 {
		if v, ok := _codemode_var_indexes.Load(fd); ok {
			x = v.(*_codemode_var_index)
		}
	}
	start := idx
	for steps := 0; idx >= 0; steps++ {
		if x != nil && x.chains != nil {
			if c, ok := x.chains[idx]; ok {
				return _codemode_chain_lookup(c, name)
			}
		}
		vd := (*TJSVarDef)(unsafe.Pointer(f.Fvars + uintptr(idx)*unsafe.Sizeof(TJSVarDef{})))
		if vd.Fvar_name == name || vd.Fvar_name == uint32(EJS_ATOM__with_) {
			return idx
		}
		if steps == _codemode_chain_walk {
			return _codemode_chain_lookup(_codemode_chain_index(fd, x, start), name)
		}
		idx = vd.Fscope_next
	}
	return idx
}

// _codemode_chain_lookup is the first declaration named name or the `with`
// marker on c's chain, or the value it ends on.
func _codemode_chain_lookup(c *_codemode_chain, name TJSAtom) int32 {
	h, ok := c.first[name]
	w, wok := c.first[uint32(EJS_ATOM__with_)]
	switch {
	case ok && (!wok || h.rank > w.rank):
		return h.idx
	case wok:
		return w.idx
	}
	return c.end
}

// _codemode_chain_index makes the index of fd's chain from start (x is fd's
// index, if it has one yet).
func _codemode_chain_index(fd uintptr, x *_codemode_var_index, start int32) *_codemode_chain {
	f := (*TJSFunctionDef)(unsafe.Pointer(fd))
	if x == nil {
		x = _codemode_var_index_of(fd)
	}
	if x.chains == nil {
		x.chains = make(map[int32]*_codemode_chain)
	}
	// The declarations from start up to the end, or up to an indexed one.
	var seg []int32
	idx := start
	var older *_codemode_chain
	for idx >= 0 {
		if c, ok := x.chains[idx]; ok {
			older = c
			delete(x.chains, idx)
			break
		}
		seg = append(seg, idx)
		idx = (*TJSVarDef)(unsafe.Pointer(f.Fvars + uintptr(idx)*unsafe.Sizeof(TJSVarDef{}))).Fscope_next
	}
	c := older
	if c == nil {
		c = &_codemode_chain{first: make(map[TJSAtom]_codemode_chain_hit, len(seg)), end: idx}
	}
	// From the end of the segment to its start: a nearer declaration of a
	// name takes the place of a farther one.
	for i := len(seg) - 1; i >= 0; i-- {
		c.top++
		c.first[(*TJSVarDef)(unsafe.Pointer(f.Fvars+uintptr(seg[i])*unsafe.Sizeof(TJSVarDef{}))).Fvar_name] = _codemode_chain_hit{seg[i], c.top}
	}
	x.chains[start] = c
	return c
}

// _codemode_chains_forget drops the indexes of fd's chains, if it has any:
// js_create_function is about to make its chains anew.
func _codemode_chains_forget(fd uintptr) {
	if _codemode_var_index_count.Load() == 0 {
		return
	}
	if v, ok := _codemode_var_indexes.Load(fd); ok {
		v.(*_codemode_var_index).chains = nil
	}
}
"""

IMPORTS = '\nimport (\n\t"math"\n\t"reflect"\n\t"unsafe"\n'
IMPORTS_NEW = '\nimport (\n\t"math"\n\t"reflect"\n\t"sync"\n\t"sync/atomic"\n\t"unsafe"\n'

def lookahead_drops(s, name):
    i = s.index('\nfunc _js_parse_skip_parens_token(')
    j = s.index('\n}\n', i)
    body = s[i:j]
    body, n = re.subn(r'(\n(\t+)/\* XXX: should clear the exception \*/\n)',
                      lambda m: m.group(1) + LOOKAHEAD_DROP.replace('{ind}', m.group(2)), body)
    assert n == 1, (name, 'regexp lookahead', n)
    body, n = re.subn(r'(\n(\t+)if _js_parse_template_part\(tls, s, [^\n]*\) != 0 \{\n)',
                      lambda m: m.group(1) + LOOKAHEAD_DROP.replace('{ind}', m.group(2) + '\t'), body)
    assert n == 1, (name, 'template lookahead', n)
    return s[:i] + body + s[j:]

# JS_CallInternal releases its slot and the frame's charge at each return
# rather than by a deferred call: a defer there costs more than the release
# itself, on every JavaScript call. A Go panic unwinding through the engine
# (a bug, never a program's doing) then leaves the TLS's stack unbalanced;
# the sandbox destroys such a runtime and its TLS instead of reusing them.
RETURN = re.compile(r'^(\t+)return (.*)$', re.M)
def explicit_frees(body, locals):
    lines = body.split('\n')
    out, i, n = [], 0, 0
    while i < len(lines):
        m = RETURN.match(lines[i])
        if not m:
            out.append(lines[i])
            i += 1
            continue
        ind, expr = m.group(1), [m.group(2)]
        depth = sum(expr[0].count(c) for c in '({[') - sum(expr[0].count(c) for c in ')}]')
        while depth > 0:
            i += 1
            expr.append(lines[i])
            depth += sum(lines[i].count(c) for c in '({[') - sum(lines[i].count(c) for c in ')}]')
        assert depth == 0, expr
        out.append(f'{ind}r5 = ' + '\n'.join(expr))
        out.append(f'{ind}_codemode_free_frame(tls, caller_ctx, {locals}+frame, &charged)')
        out.append(f'{ind}return r5')
        n += 1
        i += 1
    return '\n'.join(out), n

# JS_CallInternal keeps its JSValue temporaries (the copies that the inlined
# JS_DupValue and JS_FreeValue, and the arithmetic fast paths, make of an
# operand to read its tag and payload) in its TLS slot, as C locals whose
# address is taken: every use is a store to memory and a load back. A
# temporary whose every use is a whole-value read or write, its tag, or its
# payload read as a pointer, an integer or a float becomes a Go variable of
# type TJSValue instead, which the compiler keeps in registers. A temporary
# used any other way (its address passed on, pointer arithmetic, a part of it
# read as another type) stays in the slot.
def value_forms(n):
    at = rf'(?:unsafe\.Pointer\(bp \+ {n}\)|unsafe\.Add\(nil, bp\+{n}\))'
    return [
        (re.compile(rf'\*\(\*TJSValue\)\({at}\)'), f'bpv{n}'),
        (re.compile(rf'\*\(\*uintptr\)\({at}\)(?! = )'), f'uintptr(bpv{n}.Fu.Fuint641)'),
        (re.compile(rf'\*\(\*Tuint64_t\)\({at}\)'), f'bpv{n}.Fu.Fuint641'),
        (re.compile(rf'\*\(\*float64\)\({at}\)(?! = )'), f'math.Float64frombits(bpv{n}.Fu.Fuint641)'),
    ]
# The C locals ccgo declares in the slot, as `var _ /* name at bp+N */ TYPE`:
# the byte ranges they cover (a type of unknown size reaches to the next one).
LOCAL_DECL = re.compile(r'^\tvar _ /\* \w+ at bp\+(\d+) \*/ (struct \{\n(?:\t\t.*\n)*\t\}|.*)$', re.M)
SIZES = {'TJSValue': 16, 'uintptr': 8, 'float64': 8, 'Tuint64_t': 8, 'Tint64_t': 8, 'Tuint32_t': 4, 'Tint32_t': 4,
         'int32': 4, '[0]Tuint64_t': 0}
def local_ranges(body):
    decls = sorted((int(n), t) for n, t in LOCAL_DECL.findall(body))
    out = []
    for i, (n, t) in enumerate(decls):
        size = SIZES.get(t)
        if size is None and (m := re.fullmatch(r'\[(\d+)\](\w+)', t)) and m.group(2) in SIZES:
            size = int(m.group(1)) * SIZES[m.group(2)]
        if size is None and t.startswith('struct {'):
            fields = [f.split()[-1] for f in t.split('\n')[1:-1]]
            if all(f in SIZES for f in fields):
                size = sum(SIZES[f] for f in fields)
        if size is None:
            size = (decls[i + 1][0] if i + 1 < len(decls) else 1 << 30) - n
        out.append((n, size, t))
    return out

def values_to_go(body):
    ranges = local_ranges(body)
    code = COMMENT.sub('', body)
    uses = re.compile(r'(?<![\w.])bp(?: \+ |\+)(\d+)(?!\d)')
    used = sorted(set(int(x) for x in uses.findall(code)))
    moved = []
    for n in used:
        # A value of its own (declared as a JSValue, or not declared and
        # inside no declared local), that nothing else reaches into, and
        # whose every use is one of the forms above.
        if any(m < n < m + size for m, size, _ in ranges):
            continue
        if any(m == n and t != 'TJSValue' for m, _, t in ranges):
            continue
        if any(n < m < n + 16 for m in used) or any(n < m < n + 16 for m, _, _ in ranges):
            continue
        total = len(re.findall(rf'(?<![\w.])bp(?: \+ |\+){n}(?!\d)', code))
        simple = sum(len(f.findall(code)) for f, _ in value_forms(n))
        if total == simple:
            moved.append(n)
    for n in moved:
        for f, repl in value_forms(n):
            body = f.sub(repl, body)
    decl = ''.join(f'\tvar bpv{n} TJSValue\n\t_ = bpv{n}\n' for n in moved)
    body = re.sub(r'(\n\tbp := tls\.Alloc\(\d+ \+ frame\)\n)', lambda m: m.group(1) + decl, body, count=1)
    return body, len(moved)

# js_poll_interrupts (decrement a counter, call the handler when it reaches
# zero) is a call the Go compiler does not inline into a function as large as
# JS_CallInternal, which makes it on every call and every backward jump: the
# decrement is written out there.
POLL = re.compile(r'if (?:libc\.BoolInt(?:32|64)\(!!\()?_js_poll_interrupts\(tls, (\w+)\) != 0(?:\)\) != 0)? \{')
def poll_inline(m):
    c = f'(*TJSContext)(unsafe.Pointer({m.group(1)})).Finterrupt_counter'
    return f'if {c}--; {c} <= 0 && ___js_poll_interrupts(tls, {m.group(1)}) != 0 {{'

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
// _codemode_promise_object makes a pending promise the way
// js_promise_constructor does for an undefined new.target, without the
// executor or resolving functions (added by codemode: see README.md).
func _codemode_promise_object(tls *libc.TLS, ctx uintptr) TJSValue {
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
	return obj
}

// XJS_CodemodePromise makes a pending promise with no resolving functions,
// for a host that settles it with XJS_CodemodeSettlePromise: each tool call's,
// whose two resolving functions (C function objects with their length and
// name) were made, held and freed for nothing a program could see (added by
// codemode: see README.md).
func XJS_CodemodePromise(tls *libc.TLS, ctx uintptr) TJSValue {
	return _codemode_promise_object(tls, ctx)
}

// XJS_CodemodeSettlePromise settles promise (pending, made by
// XJS_CodemodePromise) as calling one of its resolving functions would, as
// js_promise_resolve_function_call does: rejected with value when reject is
// not zero; else fulfilled with value, unless value is an object whose then
// (read once; a throw rejects) is a function, which a job then calls with
// new resolving functions. It does not take value. The host settles each
// promise once and never with the promise itself (added by codemode: see
// README.md).
func XJS_CodemodeSettlePromise(tls *libc.TLS, ctx uintptr, promise TJSValue, value TJSValue, reject int32) {
	if reject == 0 && int32(value.Ftag) == int32(EJS_TAG_OBJECT) {
		then := XJS_GetPropertyInternal(tls, ctx, value, uint32(EJS_ATOM_then), value, 0)
		if int32(then.Ftag) == int32(EJS_TAG_EXCEPTION) {
			err := XJS_GetException(tls, ctx)
			_reject_promise(tls, ctx, promise, err)
			XFreeValue(tls, ctx, err)
			return
		}
		if XJS_IsFunction(tls, ctx, then) != 0 {
			// The job's arguments on the C stack: the job copies them.
			args := tls.Alloc(3 * int(unsafe.Sizeof(TJSValue{})))
			a := (*[3]TJSValue)(unsafe.Pointer(args))
			a[0], a[1], a[2] = promise, value, then
			XJS_EnqueueJob(tls, ctx, __ccgo_fp(_js_promise_resolve_thenable_job), 3, args)
			tls.Free(3 * int(unsafe.Sizeof(TJSValue{})))
			XFreeValue(tls, ctx, then)
			return
		}
		XFreeValue(tls, ctx, then)
	}
	_fulfill_or_reject_promise(tls, ctx, promise, value, reject)
}

// _codemode_new_promise makes a pending promise and its resolving functions
// the way js_promise_constructor does for an undefined new.target, without the
// executor (added by codemode: see README.md).
func _codemode_new_promise(tls *libc.TLS, ctx uintptr, resolving_funcs uintptr) TJSValue {
	obj := _codemode_promise_object(tls, ctx)
	if int32(obj.Ftag) == int32(EJS_TAG_EXCEPTION) {
		return obj
	}
	if _js_create_resolving_functions(tls, ctx, resolving_funcs, obj) != 0 {
		XFreeValue(tls, ctx, obj)
		return TJSValue{Ftag: EJS_TAG_EXCEPTION}
	}
	return obj
}
'''

# Locals whose address a C function takes live on the TLS's emulated C stack:
# `bp := tls.Alloc(N); defer tls.Free(N)` and every access through bp. Where
# bp is only ever dereferenced in the function itself (never passed to a
# callee, stored, or used in arithmetic beyond a constant offset), the locals
# go into a Go array on the goroutine's stack instead, reached through an
# unsafe.Pointer (so the Go runtime moves it with the stack): no TLS call, no
# deferred free. The engine's recursion bound counts TLS stack slots
# (js_check_stack_overflow), so a function that checks it keeps its slot, and
# one that checks it without having a slot is given one: every recursion the
# engine bounds still holds at least one slot per level.
LOCALS_HEAD = re.compile(r'^\tbp := tls\.Alloc\((\d+)\)\n\tdefer tls\.Free\(\1\)\n', re.M)
LOCALS_USE = re.compile(r'unsafe\.Pointer\(bp( \+ (\d+))?\)|unsafe\.Add\(nil, bp(\+(\d+))?\)')
LOCALS_MAX = 512  # bytes: bigger buffers stay on the TLS (a Go array is zeroed)
COMMENT = re.compile(r'/\*.*?\*/')
CHECKS = re.compile(r'\b(_js_check_stack_overflow|Xlre_check_stack_overflow)\(tls')
SLOT = ('\t// codemode: this function bounds a recursion by the TLS stack slots in\n'
        '\t// use, so it holds one itself (see README.md).\n'
        '\ttls.Alloc(8)\n\tdefer tls.Free(8)\n')


def locals_to_go(fn):
    """Returns fn with its TLS locals moved to the Go stack, or unchanged."""
    name = re.match(r'func (\w+)', fn).group(1)
    if CHECKS.search(fn.split('\n', 1)[1]) and name != 'Xlre_check_stack_overflow':
        if 'bp := tls.Alloc(' not in fn and 'tls.Alloc(8)\n\tdefer tls.Free(8)\n' not in fn:
            head, body = fn.split('{\n', 1)
            fn = head + '{\n' + SLOT + body
        return fn, 0
    m = LOCALS_HEAD.search(fn)
    if not m or int(m.group(1)) > LOCALS_MAX:
        return fn, 0
    rest = fn[m.end():]
    if re.search(r'\bbp\b', LOCALS_USE.sub('', COMMENT.sub('', rest))) or re.search(r'\bbp[pa]\b', rest):
        return fn, 0
    def use(u):
        off = u.group(2) or u.group(4)
        return f'unsafe.Add(bpp, {off})' if off else 'bpp'
    rest = LOCALS_USE.sub(use, rest)
    if re.search(r'uintptr\((unsafe\.Add\()?bpp', rest):
        return fn, 0  # an address of the Go stack must never become a C pointer
    words = (int(m.group(1)) + 7) // 8
    return fn[:m.start()] + f'\tvar bpa [{words}]uint64\n\tbpp := unsafe.Pointer(&bpa)\n' + rest, 1

# A function with more returns than the Go compiler open-codes a defer for
# (more than 15 with one defer) runs `defer tls.Free(N)` through the runtime's
# deferred-call records: a few hundred instructions per call. Such a function
# becomes a wrapper that takes the TLS locals and defers their release (open
# coded: one return) around the original body, which receives bp.
DEFER_HEAD = re.compile(r'^(func (\w+)\(tls \*libc\.TLS(.*?)\)( \(r [^)]*\))? \{\n)\tbp := tls\.Alloc\((\d+)\)\n\tdefer tls\.Free\(\5\)\n')


def split_params(params):
    """The names of a ccgo parameter list (', a T1, b T2'), or None."""
    names, depth, cur = [], 0, ''
    for ch in params:
        depth += ch in '([{'
        depth -= ch in ')]}'
        if ch == ',' and depth == 0:
            names.append(cur)
            cur = ''
        else:
            cur += ch
    names.append(cur)
    out = []
    for p in names[1:]:
        m = re.fullmatch(r' (\w+) \S.*', p)
        if not m:
            return None
        out.append(m.group(1))
    return out


def open_coded_defer(fn):
    """Returns fn split into a wrapper and its body when its defer would not
    be open-coded, or unchanged."""
    m = DEFER_HEAD.match(fn)
    if not m or fn.count('defer ') != 1 or len(re.findall(r'\breturn\b', fn)) <= 15:
        return fn, 0
    head, name, params, result, n = m.groups()
    args = split_params(params)
    if args is None:
        return fn, 0
    inner = f'_codemode_body_{name}'
    call = f'{inner}(tls, bp' + ''.join(', ' + a for a in args) + ')'
    wrapper = (head + f'\tbp := tls.Alloc({n})\n\tdefer tls.Free({n})\n'
               + (f'\treturn {call}\n' if result else f'\t{call}\n') + '}\n\n')
    body = f'func {inner}(tls *libc.TLS, bp uintptr{params}){result or ""} {{\n' + fn[m.end():]
    return wrapper + body, 1


# The small-block arenas' size: 1 KiB while the runtime's info string says so.
# The sandbox sets its engines up that way (the set-up engine is the image
# every execution starts from, and a 4 KiB arena half empty in each of 31 size
# classes is most of its waste) and runs programs with the upstream size. The
# switch is JS_SetRuntimeInfo, which upstream has too (it only names the
# runtime in memory dumps), so the sandbox builds against either.
ARENA = re.compile(r'libc\.Uint(64|32)FromInt32\(MJS_MALLOC_ARENA_SIZE\)')
ARENA_HELPERS = """

// _codemode_arena_size returns the size of the next small-block arena of the
// allocator context s, the first member of its JSRuntime: 1 KiB while the
// runtime's info string (JS_SetRuntimeInfo) is "codemode:small-arenas",
// MJS_MALLOC_ARENA_SIZE otherwise. An arena records its own block count and
// a block finds its arena from its own index, so arenas of both sizes mix.
func _codemode_arena_size(s uintptr) uint64 {
	if info := (*TJSRuntime)(unsafe.Pointer(s)).Frt_info; info != 0 && _codemode_small_arenas(info) {
		return 1024
	}
	return uint64(MJS_MALLOC_ARENA_SIZE)
}

func _codemode_small_arenas(p uintptr) bool {
	const want = "codemode:small-arenas\\x00"
	for i := 0; i < len(want); i++ {
		if *(*byte)(unsafe.Pointer(p + uintptr(i))) != want[i] {
			return false
		}
	}
	return true
}
"""


# Arenas threaded lazily (the interpreter's compute levers). A new small-block
# arena used to thread every block onto its free list at once (a loop over up
# to 253 blocks, 1,300 instructions an arena) although an arena is often given
# back after a few of its blocks were used: json10k makes 21,000 arenas, 6% of
# its instructions. The first block now carries a mark, _codemode_fresh_block,
# that says "the blocks after me are untouched": taking it threads the next
# one. A free list is still a chain of block indices ending in MFREE_NIL or in
# the one marked block, always its last (see README.md).
ARENA_THREAD = re.compile(
    r'\ti = 0\n\tfor \{\n\t\tif !\(i < n_blocks-int32\(1\)\) \{\n\t\t\tbreak\n\t\t\}\n'
    r'\t\tb = _get_arena_block\(tls, ar, [^\n]*\n'
    r'\t\t\*\(\*Tuint16_t\)\(unsafe\.Pointer\(b\)\) = [^\n]*\(i \+ int32\(1\)\)\n'
    r'\t\t\(\*TJSMallocBlockHeader\)\(unsafe\.Pointer\(b\)\)\.Fblock_size_idx = [^\n]*\n'
    r'\t\tgoto _1\n\t_1:\n\t\t;\n\t\ti = i \+ 1\n\t\}\n'
    r'\tb = _get_arena_block\(tls, ar, [^\n]*\(n_blocks-int32\(1\)\), [^\n]*\n'
    r'\t\*\(\*Tuint16_t\)\(unsafe\.Pointer\(b\)\) = uint16\(MFREE_NIL\)\n')
ARENA_THREAD_NEW = (
    '\t// codemode: the blocks are threaded as they are first taken.\n'
    '\tb = _get_arena_block(tls, ar, 0, uint32(block_size))\n'
    '\t*(*Tuint16_t)(unsafe.Pointer(b)) = _codemode_fresh_block\n')
ARENA_TAKE = (
    '\t\t\t(*TJSMallocArena)(unsafe.Pointer(ar)).Ffirst_free_block = *(*Tuint16_t)(unsafe.Pointer(b1))\n')
ARENA_TAKE_NEW = (
    '\t\t\tif nx := *(*Tuint16_t)(unsafe.Pointer(b1)); nx != _codemode_fresh_block {\n'
    '\t\t\t\t(*TJSMallocArena)(unsafe.Pointer(ar)).Ffirst_free_block = nx\n'
    '\t\t\t} else { // codemode: the next untouched block (see README.md)\n'
    '\t\t\t\t(*TJSMallocArena)(unsafe.Pointer(ar)).Ffirst_free_block = _codemode_thread_next(ar, block_idx, block_size)\n'
    '\t\t\t}\n')
ARENA_THREAD_HELPERS = """

// CodemodeFreshBlock, in the link of an arena's free block, says that the
// block is the free list's last and that every block after it in the arena
// has never been taken (added by codemode: see README.md). No arena has that
// many blocks. The sandbox's reader of a slot's arenas follows it.
const CodemodeFreshBlock = 0xfffe

const _codemode_fresh_block = CodemodeFreshBlock

// _codemode_thread_next marks block idx+1 of the arena ar as the next
// untouched one and returns its index, or MFREE_NIL when idx was the arena's
// last block (added by codemode: see README.md).
func _codemode_thread_next(ar uintptr, idx, block_size uint32) uint16 {
	a := (*TJSMallocArena)(unsafe.Pointer(ar))
	n := idx + 1
	if n >= uint32(a.Fn_blocks) {
		return MFREE_NIL
	}
	b := ar + uintptr(unsafe.Sizeof(TJSMallocArena{})) + uintptr(n*block_size)
	*(*Tuint16_t)(unsafe.Pointer(b)) = _codemode_fresh_block
	(*TJSMallocBlockHeader)(unsafe.Pointer(b)).Fblock_size_idx = a.Fblock_size_idx
	return uint16(n)
}
"""


# An arena kept when its last block is freed, if it is the only arena of its
# size class with a free block: otherwise a program that allocates and frees
# one block of a class whose other arenas are full makes an arena, threads all
# its blocks and frees it each time (once per tool call, about a thousand
# instructions). The runtime frees the arenas kept as it is freed itself.
KEEP_ARENA = 'Fn_used_blocks) == libc.Int32FromInt32(0))) != 0 {'
KEEP_ARENA_NEW = 'Fn_used_blocks) == libc.Int32FromInt32(0))) != 0 && !_codemode_keep_arena(s, block_size_idx, ar) {'
KEPT_ARENAS_FREED = 'Xjs_free_rt(tls, rt1, (*TJSRuntime)(unsafe.Pointer(rt1)).Fshape_hash)\n'
KEPT_ARENAS_FREED_NEW = KEPT_ARENAS_FREED + '_codemode_free_kept_arenas(tls, rt1)\n'
KEEP_ARENA_HELPERS = """

// _codemode_keep_arena reports whether the small-block arena ar of size class
// idx in the allocator context s, whose last block was just freed, stays: it
// does when it is the only arena of its class with a free block, so that a
// program allocating and freeing one block of a class whose other arenas are
// full does not make an arena (threading all its blocks) and free it each time.
func _codemode_keep_arena(s uintptr, idx uint32, ar uintptr) bool {
	head := &(*TJSMallocContext)(unsafe.Pointer(s)).Ffree_arena_list[idx]
	return head.Fnext == ar && (*TJSMallocArena)(unsafe.Pointer(ar)).Ffree_link.Fnext == uintptr(unsafe.Pointer(head))
}

// _codemode_free_kept_arenas frees the empty arenas _codemode_keep_arena kept,
// as the runtime rt is freed (its allocator context is its first member).
func _codemode_free_kept_arenas(tls *libc.TLS, rt uintptr) {
	ctx := &(*TJSRuntime)(unsafe.Pointer(rt)).Fmalloc_ctx
	for i := range ctx.Ffree_arena_list {
		head := uintptr(unsafe.Pointer(&ctx.Ffree_arena_list[i]))
		for el := ctx.Ffree_arena_list[i].Fnext; el != head; {
			ar := (*TJSMallocArena)(unsafe.Pointer(el))
			next := ar.Ffree_link.Fnext
			if ar.Fn_used_blocks == 0 {
				for _, l := range [2]*Tlist_head{&ar.Ffree_link, &ar.Flink} {
					(*Tlist_head)(unsafe.Pointer(l.Fprev)).Fnext = l.Fnext
					(*Tlist_head)(unsafe.Pointer(l.Fnext)).Fprev = l.Fprev
				}
				(*(*func(*libc.TLS, uintptr, uintptr))(unsafe.Pointer(&struct{ uintptr }{ctx.Fmf.Fjs_free})))(tls, uintptr(unsafe.Pointer(&ctx.Fmalloc_state)), el)
			}
			el = next
		}
	}
}
"""


def arena_threading(s, name):
    s, n = ARENA_THREAD.subn(ARENA_THREAD_NEW, s)
    assert n == 1, (name, 'arena threading', n)
    assert s.count(ARENA_TAKE) == 1, (name, 'arena take', s.count(ARENA_TAKE))
    s = s.replace(ARENA_TAKE, ARENA_TAKE_NEW)
    return s + ARENA_THREAD_HELPERS

# Two strings compared (`a.name < b.name`, the interpreter's lt, lte, gt and
# gte on anything but two numbers) went through ToPrimitive for each operand
# first, a call that gives a string back unchanged and takes a TLS slot (about
# 60 instructions each, 170,000 of them in json10k). When both operands are
# strings, js_relational_slow now goes straight to its string comparison: the
# same comparison, the same result (the interpreter's compute levers; see
# README.md).
RELATIONAL = re.compile(
    r'(\nfunc _js_relational_slow\(tls \*libc\.TLS, [^\n]*\n(?:[^\n]*\n)*?'
    r'\ttag2 = [^\n]*\.Ftag\)\)\n)((?:[^\n]*\n)*?)(\ttag1 = [^\n]*\.Ftag\)\)\n)')
RELATIONAL_NEW = (
    '\\1'
    '\tif int32(tag1) == EJS_TAG_STRING && int32(tag2) == EJS_TAG_STRING { // codemode: see README.md\n'
    '\t\tgoto _codemode_strings\n'
    '\t}\n'
    '\\2'
    '_codemode_strings:\n'
    '\\3')


def relational_strings(s, name):
    s, n = RELATIONAL.subn(RELATIONAL_NEW, s)
    assert n == 1, (name, 'relational strings', n)
    return s

# Superinstructions. Three sequences are common in loops, conditions and
# recursions: a local compared with a small integer and a branch on the result
# (`n < 2 ? …`, `if (i >= 10)`), and a local plus or minus a small integer
# (`n - 1`). The interpreter dispatches each upstream instruction through one
# switch, about twenty instructions of the Go compiler's making before and
# after each handler's own work, so a sequence of four costs four of those.
# When js_create_function has finished a function's bytecode, the patch
# rewrites each such sequence in place as one instruction of its own (opcodes
# 244 to 248, which upstream leaves unused) followed by nop bytes to the
# sequence's length: no offset moves, and every reader of bytecode (the atom
# walks, the bytecode writer and reader) skips it by its opcode_info size as
# it skipped the sequence. A sequence a jump lands inside is left as it is.
# The new instructions take the upstream path (the same slow functions, the
# same pc for a stack trace, the same interrupt poll) for any operand that
# is not an integer. Only where a JSValue is a struct and read directly (the
# little-endian 64-bit platforms; not s390x).
QUICKEN_CASES = ('\t\tcase _codemode_op_cmp_branch:\n\t\t\tgoto _codemode_cmp_branch\n'
                 '\t\tcase _codemode_op_add_imm, _codemode_op_sub_imm, _codemode_op_add_imm_checked, _codemode_op_sub_imm_checked:\n'
                 '\t\t\tgoto _codemode_arith_imm\n')
QUICKEN_HANDLERS = r"""	_codemode_cmp_branch:
		;
		// codemode: a local compared with a small integer, and a branch on
		// the result (see README.md).
		{
			start := pc - 1
			src := *(*uint8)(unsafe.Pointer(pc))
			var v TJSValue
			if src&0x80 != 0 {
				v = *(*TJSValue)(unsafe.Pointer(var_buf + uintptr(src&0x1f)*16))
			} else {
				v = *(*TJSValue)(unsafe.Pointer(arg_buf + uintptr(src&0x1f)*16))
			}
			imm := int32(*(*int8)(unsafe.Pointer(pc + 1)))
			kind := *(*uint8)(unsafe.Pointer(pc + 2))
			var res bool
			if int32(v.Ftag) == int32(EJS_TAG_INT) {
				a := int32(v.Fu.Fuint641)
				switch kind & 7 {
				case 0:
					res = a < imm
				case 1:
					res = a <= imm
				case 2:
					res = a > imm
				case 3:
					res = a >= imm
				case 4, 6:
					res = a == imm
				default:
					res = a != imm
				}
			} else {
				if kind&0x80 != 0 && int32(v.Ftag) == int32(EJS_TAG_UNINITIALIZED) {
					pc = start + 3 // after get_loc_check
					_JS_ThrowReferenceErrorUninitialized2(tls, {ctx}, {b}, int32(src&0x1f), int32(EFALSE))
					goto exception
				}
				if libc.Uint32FromInt32(int32(v.Ftag)) >= libc.Uint32FromInt32(EJS_TAG_FIRST) {
					(*TJSRefCountHeader)(unsafe.Pointer(uintptr(v.Fu.Fuint641) - 4)).Fref_count++
				}
				*(*TJSValue)(unsafe.Pointer(sp)) = v
				*(*TJSValue)(unsafe.Pointer(sp + 16)) = TJSValue{Fu: *(*TJSValueUnion)(unsafe.Pointer(&struct{ f Tuint64_t }{f: uint64(uint32(imm))}))}
				sp += 32
				pc = start + 3 + uintptr(src>>5&3) // after the comparison
				(*TJSStackFrame)(unsafe.Pointer(sf)).Fcur_pc = pc
				var r int32
				switch kind & 7 {
				case 4:
					r = _js_strict_eq_slow(tls, {ctx}, sp, 0)
				case 5:
					r = _js_strict_eq_slow(tls, {ctx}, sp, 1)
				case 6:
					r = _js_eq_slow(tls, {ctx}, sp, 0)
				case 7:
					r = _js_eq_slow(tls, {ctx}, sp, 1)
				default:
					r = _js_relational_slow(tls, {ctx}, sp, int32(EOP_lt)+int32(kind&7))
				}
				if r != 0 {
					goto exception
				}
				sp -= 32
				res = int32((*(*TJSValue)(unsafe.Pointer(sp))).Fu.Fuint641) != 0
			}
			if res == (kind&8 != 0) {
				pc = start + 4 + uintptr(*(*int8)(unsafe.Pointer(start + 4)))
			} else {
				pc = start + 5 + uintptr(kind>>4&7)
			}
		}
		if (*TJSContext)(unsafe.Pointer({ctx})).Finterrupt_counter--; (*TJSContext)(unsafe.Pointer({ctx})).Finterrupt_counter <= 0 && ___js_poll_interrupts(tls, {ctx}) != 0 {
			goto exception
		}
		goto {next}
	_codemode_arith_imm:
		;
		// codemode: a local plus or minus a small integer (see
		// README.md).
		{
			start := pc - 1
			src := *(*uint8)(unsafe.Pointer(pc))
			var v TJSValue
			if src&0x80 != 0 {
				v = *(*TJSValue)(unsafe.Pointer(var_buf + uintptr(src&0x1f)*16))
			} else {
				v = *(*TJSValue)(unsafe.Pointer(arg_buf + uintptr(src&0x1f)*16))
			}
			imm := int32(*(*int8)(unsafe.Pointer(pc + 1)))
			pc = pc + 2 + uintptr(src>>5&3) // after the add or sub
			add := opcode == _codemode_op_add_imm || opcode == _codemode_op_add_imm_checked
			if int32(v.Ftag) == int32(EJS_TAG_INT) {
				var r int64
				if add {
					r = int64(int32(v.Fu.Fuint641)) + int64(imm)
				} else {
					r = int64(int32(v.Fu.Fuint641)) - int64(imm)
				}
				if int64(int32(r)) == r {
					*(*TJSValue)(unsafe.Pointer(sp)) = TJSValue{Fu: *(*TJSValueUnion)(unsafe.Pointer(&struct{ f Tuint64_t }{f: uint64(uint32(int32(r)))}))}
				} else {
					*(*TJSValue)(unsafe.Pointer(sp)) = TJSValue{Fu: *(*TJSValueUnion)(unsafe.Pointer(&struct{ f Tuint64_t }{f: math.Float64bits(float64(r))})), Ftag: int64(EJS_TAG_FLOAT64)}
				}
				sp += 16
			} else {
				if opcode >= _codemode_op_add_imm_checked && int32(v.Ftag) == int32(EJS_TAG_UNINITIALIZED) {
					pc = start + 3 // after get_loc_check
					_JS_ThrowReferenceErrorUninitialized2(tls, {ctx}, {b}, int32(src&0x1f), int32(EFALSE))
					goto exception
				}
				if libc.Uint32FromInt32(int32(v.Ftag)) >= libc.Uint32FromInt32(EJS_TAG_FIRST) {
					(*TJSRefCountHeader)(unsafe.Pointer(uintptr(v.Fu.Fuint641) - 4)).Fref_count++
				}
				*(*TJSValue)(unsafe.Pointer(sp)) = v
				*(*TJSValue)(unsafe.Pointer(sp + 16)) = TJSValue{Fu: *(*TJSValueUnion)(unsafe.Pointer(&struct{ f Tuint64_t }{f: uint64(uint32(imm))}))}
				sp += 32
				(*TJSStackFrame)(unsafe.Pointer(sf)).Fcur_pc = pc
				var r int32
				if add {
					r = _js_add_slow(tls, {ctx}, sp)
				} else {
					r = _js_binary_arith_slow(tls, {ctx}, sp, int32(EOP_sub))
				}
				if r != 0 {
					goto exception
				}
				sp -= 16
			}
		}
		goto {next}
"""
QUICKEN = r"""
// The instructions codemode adds, each standing for a sequence of upstream
// instructions that _codemode_quicken rewrites in place (added by codemode:
// see README.md). A local is an argument (get_arg0 to get_arg3,
// get_arg) or a variable (get_loc0 to get_loc3, get_loc8, get_loc, or
// get_loc_check, which throws for a variable not yet initialized) of index
// below 32; a small integer is pushed by push_minus1 to push_7 or push_i8.
const (
	// _codemode_op_cmp_branch (5 bytes): a local, a small integer, a
	// comparison (lt, lte, gt, gte, strict_eq, strict_neq, eq, neq), lnot or
	// not, and a conditional branch (if_false8, if_true8, if_false,
	// if_true). Operands:
	// the local (bit 7 set for a variable; bits 5-6 the comparison's end,
	// less 3, from the instruction's start; bits 0-4 its index); the integer
	// (int8); the kind (bits 0-2 the comparison, in the order above; bit 3
	// set to branch when true; bits 4-6 the nop bytes that follow; bit 7 set
	// for get_loc_check); the branch's offset from this byte (int8).
	_codemode_op_cmp_branch = 244
	// _codemode_op_add_imm and _codemode_op_sub_imm (3 bytes): a local, a
	// small integer and add or sub; the _checked forms for get_loc_check.
	// Operands: the local (bit 7 set for a variable; bits 5-6 the nop bytes
	// that follow; bits 0-4 its index) and the integer (int8).
	_codemode_op_add_imm         = 245
	_codemode_op_sub_imm         = 246
	_codemode_op_add_imm_checked = 247
	_codemode_op_sub_imm_checked = 248
)

// _codemode_opcode_info returns the opcode_info entry of op in a finished
// function's bytecode.
func _codemode_opcode_info(op int32) TJSOpCode {
	if op >= int32(EOP_TEMP_START) {
		op += int32(EOP_TEMP_END) - int32(EOP_TEMP_START)
	}
	return _opcode_info[op]
}

// _codemode_local returns the operand byte for the local the instruction at
// p pushes, the instruction's length, and whether it is get_loc_check; ok is
// false for any other instruction.
func _codemode_local(p uintptr) (src, n int32, checked, ok bool) {
	var i int32
	switch op := int32(*(*uint8)(unsafe.Pointer(p))); {
	case op >= int32(EOP_get_arg0) && op <= int32(EOP_get_arg3):
		i, n = op-int32(EOP_get_arg0), 1
	case op >= int32(EOP_get_loc0) && op <= int32(EOP_get_loc3):
		i, n = 0x80|(op-int32(EOP_get_loc0)), 1
	case op == int32(EOP_get_loc8):
		i, n = 0x80|int32(*(*uint8)(unsafe.Pointer(p + 1))), 2
	case op == int32(EOP_get_arg):
		i, n = int32((*Tpacked_u16)(unsafe.Pointer(p+1)).Fv), 3
	case op == int32(EOP_get_loc):
		i, n = 0x80|int32((*Tpacked_u16)(unsafe.Pointer(p+1)).Fv), 3
	case op == int32(EOP_get_loc_check):
		i, n, checked = 0x80|int32((*Tpacked_u16)(unsafe.Pointer(p+1)).Fv), 3, true
	default:
		return 0, 0, false, false
	}
	if i&^0x80 >= 32 {
		return 0, 0, false, false
	}
	return i, n, checked, true
}

// _codemode_reads_local tells the opcodes _codemode_local reads.
var _codemode_reads_local = [256]bool{
	EOP_get_arg0: true, EOP_get_arg1: true, EOP_get_arg2: true, EOP_get_arg3: true, EOP_get_arg: true,
	EOP_get_loc0: true, EOP_get_loc1: true, EOP_get_loc2: true, EOP_get_loc3: true, EOP_get_loc8: true,
	EOP_get_loc: true, EOP_get_loc_check: true,
}

// _codemode_small_int returns the integer the instruction at p pushes, and
// the instruction's length; ok is false for any other instruction.
func _codemode_small_int(p uintptr) (v, n int32, ok bool) {
	switch op := int32(*(*uint8)(unsafe.Pointer(p))); {
	case op >= int32(EOP_push_minus1) && op <= int32(EOP_push_7):
		return op - int32(EOP_push_0), 1, true
	case op == int32(EOP_push_i8):
		return int32(*(*int8)(unsafe.Pointer(p + 1))), 2, true
	}
	return 0, 0, false
}

// _codemode_comparison returns the kind _codemode_op_cmp_branch gives the
// comparison op, or -1.
func _codemode_comparison(op int32) int32 {
	switch op {
	case int32(EOP_lt), int32(EOP_lte), int32(EOP_gt), int32(EOP_gte):
		return op - int32(EOP_lt)
	case int32(EOP_strict_eq):
		return 4
	case int32(EOP_strict_neq):
		return 5
	case int32(EOP_eq):
		return 6
	case int32(EOP_neq):
		return 7
	}
	return -1
}

// _codemode_quicken rewrites in place, in the finished bytecode of the
// function b, each sequence one of the instructions above stands for and no
// jump lands inside: that instruction, then nop bytes to the sequence's
// length (added by codemode: see README.md).
func _codemode_quicken(b uintptr) {
	buf := (*TJSFunctionBytecode)(unsafe.Pointer(b)).Fbyte_code_buf
	n := (*TJSFunctionBytecode)(unsafe.Pointer(b)).Fbyte_code_len
	byteAt := func(i int32) *uint8 { return (*uint8)(unsafe.Pointer(buf + uintptr(i))) }
	// One walk: where jumps land (every branch, goto, catch, gosub and
	// with_* target), and where a sequence may start (a local's read).
	var small [8]uint64
	targets := small[:]
	if int(n) >= 64*len(small) {
		targets = make([]uint64, n/64+1)
	}
	var starts [32]int32
	candidates := starts[:0]
	for pos := int32(0); pos < n; {
		op := int32(*byteAt(pos))
		oi := _codemode_opcode_info(op)
		t := int32(-1)
		switch int32(oi.Ffmt) {
		case int32(EOP_FMT_label8):
			t = pos + 1 + int32(*(*int8)(unsafe.Pointer(byteAt(pos + 1))))
		case int32(EOP_FMT_label16):
			t = pos + 1 + int32(int16((*Tpacked_u16)(unsafe.Pointer(byteAt(pos + 1))).Fv))
		case int32(EOP_FMT_label), int32(EOP_FMT_label_u16):
			t = pos + 1 + int32((*Tpacked_u32)(unsafe.Pointer(byteAt(pos + 1))).Fv)
		case int32(EOP_FMT_atom_label_u8), int32(EOP_FMT_atom_label_u16):
			t = pos + 5 + int32((*Tpacked_u32)(unsafe.Pointer(byteAt(pos + 5))).Fv)
		}
		if t >= 0 && t < n {
			targets[t/64] |= 1 << (t % 64)
		}
		if oi.Fsize == 0 {
			return // not bytecode this walk understands: leave it all
		}
		if _codemode_reads_local[op] {
			candidates = append(candidates, pos)
		}
		pos += int32(oi.Fsize)
	}
	landed := func(from, to int32) bool {
		for i := from; i < to; i++ {
			if targets[i/64]&(1<<(i%64)) != 0 {
				return true
			}
		}
		return false
	}
	// A sequence holds one local's read, first: no two overlap.
	for _, pos := range candidates {
		src, l1, checked, ok := _codemode_local(buf + uintptr(pos))
		if !ok || pos+l1 >= n {
			continue
		}
		imm, l2, ok := _codemode_small_int(buf + uintptr(pos+l1))
		op := pos + l1 + l2
		if !ok || op >= n {
			continue
		}
		switch o := int32(*byteAt(op)); {
		case o == int32(EOP_add) || o == int32(EOP_sub):
			end := op + 1
			if landed(pos+1, end) {
				break
			}
			q := int32(_codemode_op_add_imm)
			if o == int32(EOP_sub) {
				q = _codemode_op_sub_imm
			}
			if checked {
				q += _codemode_op_add_imm_checked - _codemode_op_add_imm
			}
			*byteAt(pos) = uint8(q)
			*byteAt(pos + 1) = uint8(src&0x80 | (end-pos-3)<<5 | src&0x1f)
			*byteAt(pos + 2) = uint8(int8(imm))
			for i := pos + 3; i < end; i++ {
				*byteAt(i) = uint8(EOP_nop)
			}
		case _codemode_comparison(o) >= 0 && op+1 < n:
			kind, br := _codemode_comparison(o), op+1
			if int32(*byteAt(br)) == int32(EOP_lnot) && br+1 < n {
				kind |= 8 // the branch's sense inverted
				br++
			}
			var end, target int32
			switch int32(*byteAt(br)) {
			case int32(EOP_if_false8), int32(EOP_if_true8):
				end, target = br+2, br+1+int32(*(*int8)(unsafe.Pointer(byteAt(br + 1))))
			case int32(EOP_if_false), int32(EOP_if_true):
				end, target = br+5, br+1+int32((*Tpacked_u32)(unsafe.Pointer(byteAt(br + 1))).Fv)
			default:
				end = -1
			}
			if b := int32(*byteAt(br)); b == int32(EOP_if_true8) || b == int32(EOP_if_true) {
				kind ^= 8
			}
			if checked {
				kind |= 0x80
			}
			off := target - (pos + 4)
			if end < 0 || end > n || off < -128 || off > 127 || landed(pos+1, end) {
				break
			}
			*byteAt(pos) = _codemode_op_cmp_branch
			*byteAt(pos + 1) = uint8(src&0x80 | (op+1-pos-3)<<5 | src&0x1f)
			*byteAt(pos + 2) = uint8(int8(imm))
			*byteAt(pos + 3) = uint8(kind | (end-pos-5)<<4)
			*byteAt(pos + 4) = uint8(int8(off))
			for i := pos + 5; i < end; i++ {
				*byteAt(i) = uint8(EOP_nop)
			}
		}
	}
}
"""
QUICKEN_INFO = """	263: {
		Fsize: uint8(5),
	},
	264: {
		Fsize:   uint8(3),
		Fn_push: uint8(1),
	},
	265: {
		Fsize:   uint8(3),
		Fn_push: uint8(1),
	},
	266: {
		Fsize:   uint8(3),
		Fn_push: uint8(1),
	},
	267: {
		Fsize:   uint8(3),
		Fn_push: uint8(1),
	},
}
"""
OPCODE_INFO = re.compile(r'^var _opcode_info = \[263\]TJSOpCode\{\n((?:.*\n)*?)\}\n', re.M)
BYTECODE_COPIED = re.compile(
    r'^(\tlibc\.X(?:memcpy|__builtin___memcpy_chk)\(tls, \(\*TJSFunctionBytecode\)\(unsafe\.Pointer\(b\)\)\.Fbyte_code_buf, '
    r'\(\*TJSFunctionDef\)\(unsafe\.Pointer\(fd\)\)\.Fbyte_code\.Fbuf, .*\n)', re.M)
DISPATCH = re.compile(r'(\n\t\tswitch v4 \{\n)')
INVALID_OPCODE = re.compile(
    r'(\n\t\tXJS_ThrowInternalError\(tls, (\w+), __ccgo_ts\+\d+, libc\.VaList\(bp\+\d+, int32\(int64\(pc\)-int64\('
    r'\(\*TJSFunctionBytecode\)\(unsafe\.Pointer\((\w+)\)\)\.Fbyte_code_buf\)-libc\.Int64FromInt32\(1\)\), opcode\)\)\n'
    r'\t\tgoto exception\n)(\t(_\d+):\n)')
def quicken(s, name):
    s, n = OPCODE_INFO.subn(lambda m: 'var _opcode_info = [268]TJSOpCode{\n' + m.group(1) + QUICKEN_INFO, s, count=1)
    assert n == 1, (name, 'opcode info', n)
    s, n = BYTECODE_COPIED.subn(r'\1\t_codemode_quicken(b) // codemode: see README.md\n', s)
    assert n == 1, (name, 'quicken call', n)
    i = s.index('\nfunc _JS_CallInternal(')
    j = s.index('\n}\n', i)
    body, n = DISPATCH.subn(lambda m: m.group(1) + QUICKEN_CASES, s[i:j], count=1)
    assert n == 1, (name, 'quicken dispatch', n)
    def handlers(m):
        return (m.group(1) + QUICKEN_HANDLERS.replace('{ctx}', m.group(2)).replace('{b}', m.group(3)).replace('{next}', m.group(5))
                + m.group(4))
    body, n = INVALID_OPCODE.subn(handlers, body, count=1)
    assert n == 1, (name, 'quicken handlers', n)
    return s[:i] + body + s[j:] + QUICKEN


# JSON.parse and JSON.stringify, as a program calls them, first ask a hook
# the host may set (the sandbox sets both to its Go reader and writer of plain
# data, which make exactly what the engine's would, faster) and fall back to
# the engine's own functions when it declines. The function objects are the
# built-ins themselves: nothing a program can observe changes.
JSON_HOOKS = """
// CodemodeJSONParse and CodemodeJSONStringify, when set, are asked first by
// JSON.parse and JSON.stringify as a program calls them, with the call's
// arguments: ok reports that the hook gave the result (a value, or
// JS_EXCEPTION with the exception pending), false leaves the call to the
// engine. A hook must give exactly what the engine would. Set them before any
// engine runs (added by codemode: see README.md).
var (
	CodemodeJSONParse     func(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) (TJSValue, bool)
	CodemodeJSONStringify func(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) (TJSValue, bool)
)

func _codemode_json_parse(tls *libc.TLS, ctx uintptr, this_val TJSValue, argc int32, argv uintptr) TJSValue {
	if h := CodemodeJSONParse; h != nil {
		if r, ok := h(tls, ctx, argc, argv); ok {
			return r
		}
	}
	return _js_json_parse(tls, ctx, this_val, argc, argv)
}

func _codemode_json_stringify(tls *libc.TLS, ctx uintptr, this_val TJSValue, argc int32, argv uintptr) TJSValue {
	if h := CodemodeJSONStringify; h != nil {
		if r, ok := h(tls, ctx, argc, argv); ok {
			return r
		}
	}
	return _js_json_stringify(tls, ctx, this_val, argc, argv)
}
"""


def json_hooks(s, name):
    for f in ('_js_json_parse', '_js_json_stringify'):
        old = '__ccgo_fp(' + f + ')'
        assert s.count(old) == 1, (name, 'json hook', f, s.count(old))
        s = s.replace(old, '__ccgo_fp(_codemode' + f[3:] + ')')
    return s + JSON_HOOKS


def patch(s, name):
    # The interrupt polls first: their anchors are upstream's lines.
    s, polls = libquickjs_polls.apply(s, name)
    print(f'{name}: {polls} interrupt polls added to native loops', file=sys.stderr)
    s = json_hooks(s, name)
    s, n = PARSE_ERROR.subn(PARSE_ERROR_NEW, s)
    assert n == 1, (name, 'parse error', n)
    s, n = DBUF_GROW.subn(DBUF_GROW_NEW, s)
    assert n == 1, (name, 'dbuf growth', n)
    s = lookahead_drops(s, name)
    s, n = FIND_VAR.subn(FIND_VAR_NEW, s)
    assert n == 1, (name, 'find_var', n)
    s, n = NEW_FUNCTION_DEF.subn(NEW_FUNCTION_DEF_NEW, s)
    assert n == 1, (name, 'new function def', n)
    s, n = FREE_FUNCTION_DEF.subn(FREE_FUNCTION_DEF_NEW, s)
    assert n == 1, (name, 'free function def', n)
    assert s.count(IMPORTS) == 1, (name, 'imports')
    s = s.replace(IMPORTS, IMPORTS_NEW) + VAR_INDEX
    s = chain_walks(s, name)
    s, n = ARENA.subn(lambda m: '_codemode_arena_size(s)' if m.group(1) == '64' else 'uint32(_codemode_arena_size(s))', s)
    assert n == 1, (name, 'arena size', n)
    s += ARENA_HELPERS
    s = arena_threading(s, name)
    s = relational_strings(s, name)
    assert s.count(KEEP_ARENA) == 1, (name, 'keep arena', s.count(KEEP_ARENA))
    s = s.replace(KEEP_ARENA, KEEP_ARENA_NEW)
    assert s.count(KEPT_ARENAS_FREED) == 1, (name, 'kept arenas freed', s.count(KEPT_ARENAS_FREED))
    s = s.replace(KEPT_ARENAS_FREED, KEPT_ARENAS_FREED_NEW) + KEEP_ARENA_HELPERS
    if '\ntype TJSValue = struct {\n' in s:
        s, n = CAPABILITY.subn(CAPABILITY_NEW, s)
        assert n == 1, (name, 'capability', n)
        s += NEW_PROMISE
    if '\ntype TJSValue = struct {\n' in s:
        bytecode = set(FUNC_BYTECODE.findall(s))
        assert len(bytecode) == 1, (name, 'function_bytecode', len(bytecode))
        head = CALL_HEAD_NEW.replace('{bytecode}', BYTECODE_OF_P.replace('{offset}', bytecode.pop()))
        s, n = CALL_HEAD.subn(head, s)
        assert n == 1, (name, 'call head', n)
        locals = re.search(r'bp := tls\.Alloc\((\d+) \+ frame\)', s).group(1)
        s, n = FRAME.subn(FRAME_TLS.replace('{locals}', locals), s)
        assert n == 1, (name, 'frame', n)
        s += FRAME_HELPERS
        assert s.count(SET_INFO) == 1, (name, 'set info')
        s = s.replace(SET_INFO, SET_INFO_NEW)
        s += ENTRY_HELPERS
        s, n = ATOF.subn(ATOF_NEW, s)
        assert n == 1, (name, 'atof', n)
        s += ATOF_HELPER
        assert s.count(EVAL_PARSE) == 1, (name, 'eval parse')
        s = s.replace(EVAL_PARSE, EVAL_PARSE_NEW)
        expect = EXPECT_FORMAT.findall(s)
        assert len(expect) == 1, (name, 'expect format', expect)
        s += PAREN_PROGRAM.replace('{expect}', expect[0])
        assert s.count(EVAL_CREATE) == 1, (name, 'eval create')
        s = s.replace(EVAL_CREATE, EVAL_CREATE_NEW)
        s += LONE_FUNCTION
        s, n = SET_PROPERTIES.subn(SET_PROPERTIES_NEW, s)
        assert n == 1, (name, 'set properties', n)
        i = s.index('\nfunc _js_async_function_resume(')
        j = s.index('\n}\n', i)
        body, n = RESUME_REJECT.subn(r'_codemode_async_settle(tls, ctx1, s+\1, 1, ', s[i:j])
        body, m = RESUME_RESOLVE.subn(r'_codemode_async_settle(tls, ctx1, s+\1, 0, ', body)
        if (n, m) == (1, 1):
            s = s[:i] + body + s[j:] + ASYNC_SETTLE
            s, n = ASYNC_CALL.subn(ASYNC_CALL_NEW, s)
            assert n == 1, (name, 'async call', n)
        else:
            # (s390x's file reads the functions through __ccgo_up, a form
            # this leaves be: its async functions keep upstream's path.)
            assert (n, m) == (0, 0) and '__ccgo_up(' in body, (name, 'resume', n, m)
        i = s.index('\nfunc _JS_CallInternal(')
        j = s.index('\n}\n', i)
        body, n = POLL.subn(poll_inline, s[i:j])
        assert n == 8, (name, 'poll', n)
        body, n = explicit_frees(body, locals)
        assert n >= 5, (name, 'returns', n)
        body, n = values_to_go(body)
        # (s390x's file reads values through __ccgo_up, a form this leaves be.)
        assert n >= 50 or '__ccgo_up(' in body, (name, 'values', n)
        print(f'{name}: {n} JSValue temporaries of JS_CallInternal made Go variables', file=sys.stderr)
        s = s[:i] + body + s[j:]
        if '__ccgo_up(' not in body:
            s = quicken(s, name)
    else:
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
        if ('defer Xjs_free_rt(' in fn or 'defer tls.Free(n)\n' in fn or 'local_buf = bp + ' in fn) and 'alloca(' not in fn:
            hits = [x for x in ALLOCA_SCOPE if fn.count(x) == 1]
            assert len(hits) == 1, (name, fn[:80])
            fn = fn.replace(hits[0], '', 1)
            dropped += 1
        out.append(fn)
    assert dropped == 4, (name, dropped)
    s = ''.join(out)
    assert 'X__builtin_alloca' not in s
    if '\ntype TJSValue = struct {\n' in s:
        out, moved, wrapped = [], 0, 0
        for fn in re.split(r'(?m)^(?=func )', s):
            if fn.startswith('func '):
                fn, k = locals_to_go(fn)
                moved += k
                fn, k = open_coded_defer(fn)
                wrapped += k
            out.append(fn)
        assert moved > 0 and wrapped > 0, (name, 'locals', moved, wrapped)
        print(f'{name}: locals of {moved} functions moved to the Go stack, {wrapped} defers made open-coded', file=sys.stderr)
        s = ''.join(out)
        s, n = DEFINE_HEAD.subn(DEFINE_HEAD_NEW, s)
        assert n == 1, (name, 'define property', n)
        s += DEFINE_NEW_DATA
        s = merge_sorts(s, name)
    return s

# A new data property on an ordinary object, defined directly. An object
# literal's fields (OP_define_field), a JSON text's members and the results
# built by Array.prototype.map and friends all come through JS_DefineProperty
# with a value and the three attributes, on an object that does not have the
# property yet. Upstream reaches add_property through JS_DefineProperty's and
# JS_CreateProperty's general paths, each of which first reserves its C frame
# on the emulated stack and defers its release; for an object that is neither
# exotic (arrays, typed arrays, proxies, module namespaces, ...) nor a fast
# array nor the global object, extensible, and without the property, those
# paths do no more than add_property and store the value, which is what
# _codemode_define_new_data does. Anything else goes the general way.
DEFINE_HEAD = re.compile(
    r'^(func XJS_DefineProperty\(tls \*libc\.TLS, (\w+) uintptr, (\w+) TJSValue, (\w+) TJSAtom, (\w+) TJSValue, '
    r'\w+ TJSValue, \w+ TJSValue, (\w+) int32\) \(r int32\) \{\n)(\tbp := tls\.Alloc\()', re.M)
DEFINE_HEAD_NEW = ('\\1\tif r, ok := _codemode_define_new_data(tls, \\2, \\3, \\4, \\5, \\6); ok { // codemode: the direct way\n'
                   '\t\treturn r\n\t}\n\\7')
DEFINE_NEW_DATA = """

// _codemode_define_new_data does what JS_DefineProperty does, directly, in
// the common cases where its general path (and JS_CreateProperty's) comes
// down to one step (added by codemode: see README.md): flags ask for a data
// property with a value and no other option, and obj is
//   - an ordinary extensible object (not exotic, not a fast array, not the
//     global object) without an own property prop: add_property, then the
//     value, with flags' attributes;
//   - a fast array and prop an index: below the length, an element replaced
//     when the attributes come out as writable, enumerable and configurable
//     (set_value); at the length, an element appended when the array is
//     extensible and flags give all three (add_fast_array_element).
// ok is false, with nothing done, for every other case.
func _codemode_define_new_data(tls *libc.TLS, ctx uintptr, obj TJSValue, prop TJSAtom, val TJSValue, flags int32) (r int32, ok bool) {
	const cwe = 1<<0 | 1<<1 | 1<<2          // JS_PROP_C_W_E
	const has = 1<<8 | 1<<9 | 1<<10 | 1<<13 // JS_PROP_HAS_CONFIGURABLE, _WRITABLE, _ENUMERABLE, _VALUE
	const throw = 1<<14 | 1<<15             // JS_PROP_THROW, JS_PROP_THROW_STRICT
	if int32(obj.Ftag) != int32(EJS_TAG_OBJECT) || flags&(1<<13) == 0 || flags&^(cwe|has|throw) != 0 {
		return 0, false
	}
	p := *(*uintptr)(unsafe.Pointer(&obj.Fu))
	bits := *(*uint8)(unsafe.Pointer(p + 16)) // extensible 0x2, is_exotic 0x8, fast_array 0x10
	class := int32((*TJSObject)(unsafe.Pointer(p)).Fclass_id)
	if class == int32(EJS_CLASS_ARRAY) && bits&0x10 != 0 {
		if prop&(1<<31) == 0 { // not an index (JS_ATOM_TAG_INT)
			return 0, false
		}
		idx := prop &^ (1 << 31)
		count := *(*Tuint32_t)(unsafe.Pointer(p + 40 + 16)) // u.array.count
		mask := (flags >> 8) & cwe                          // the attributes flags give (get_prop_flags)
		switch {
		case idx < count && flags&mask|cwe&^mask == cwe:
			_codemode_dup(val)
			_set_value(tls, ctx, *(*uintptr)(unsafe.Pointer(p + 40 + 8))+uintptr(idx)*16, val)
			return 1, true
		case idx == count && bits&0x2 != 0 && mask == cwe && flags&cwe == cwe:
			_codemode_dup(val)
			return _add_fast_array_element(tls, ctx, p, val, flags), true
		}
		return 0, false
	}
	if bits&(0x2|0x8|0x10) != 0x2 || class == int32(EJS_CLASS_GLOBAL_OBJECT) ||
		class >= int32(EJS_CLASS_UINT8C_ARRAY) && class <= int32(EJS_CLASS_FLOAT64_ARRAY) {
		return 0, false
	}
	if _find_own_property1(tls, p, prop) != 0 {
		return 0, false
	}
	pr := _add_property(tls, ctx, p, prop, flags&cwe)
	if pr == 0 {
		return -1, true
	}
	_codemode_dup(val)
	*(*TJSValue)(unsafe.Pointer(pr)) = val
	return 1, true
}

// XJS_CodemodeNewObjectLike returns a new ordinary object with like's shape
// (its prototype, and its properties' names and attributes, in their order)
// and the values at props (one JSProperty, a JSValue, per property of the
// shape), which it takes, or an exception (out of memory; props freed).
// like must be an ordinary object whose shape is hashed, so that objects may
// share it, as those made by adding the same properties in the same order do
// (added by codemode: see README.md, "A new data property defined
// directly"; the sandbox's JSON reader builds a text's objects of repeated
// keys this way).
func XJS_CodemodeNewObjectLike(tls *libc.TLS, ctx uintptr, like TJSValue, props uintptr) TJSValue {
	sh := (*TJSObject)(unsafe.Pointer(*(*uintptr)(unsafe.Pointer(&like.Fu)))).Fshape
	return _JS_NewObjectFromShape(tls, ctx, _js_dup_shape(tls, sh), uint32(EJS_CLASS_OBJECT), props)
}

// _codemode_dup is JS_DupValue: a counted value's count sits just before it.
func _codemode_dup(v TJSValue) {
	if uint32(int32(v.Ftag)) >= libc.Uint32FromInt32(EJS_TAG_FIRST) {
		(*TJSRefCountHeader)(unsafe.Pointer(*(*uintptr)(unsafe.Pointer(&v.Fu)) - 4)).Fref_count++
	}
}
"""

# Sorting by natural runs and merges. Array.prototype.sort (and toSorted,
# which calls it) and %TypedArray%.prototype.sort with a comparator use
# upstream's rqsort, a quicksort that calls the comparator n log n times
# whatever the order the elements are in already; with a comparator each call
# is a call into the interpreter. _codemode_sort is a stable merge sort in the
# manner of TimSort (as V8's sort is): it takes the runs the elements are
# already in (a descending one reversed), lengthens short ones by binary
# insertion, and merges them, each merge first skipping what is already in
# place; for data made of a few sorted runs it calls the comparator about n
# times. The order of the comparator's calls is left to the implementation by
# the language; the result for a consistent comparator is the one sorted
# order (both comparators break ties by position), and for an inconsistent
# one it is still a permutation of the elements, every index bounded.
SORT_CALLS = [
    (re.compile(r'^(\t)Xrqsort\(tls, array, pos, uint64\(32\), __ccgo_fp\(_js_array_cmp_generic\), bp\+16\)\n', re.M),
     '\\1if _codemode_sort(tls, ctx1, array, pos, uint64(32), _js_array_cmp_generic, bp+16) < 0 { // codemode: a merge sort\n'
     '\\1\t(*(*Tarray_sort_context)(unsafe.Add(nil, bp+16))).Fexception = 1\n\\1}\n'),
    (re.compile(r'^(\t+)Xrqsort\(tls, array_idx, ((?:libc\.Uint64FromInt32|uint64)\(len1\)), uint64\(4\), __ccgo_fp\(_js_TA_cmp_generic\), bp\+32\)\n', re.M),
     '\\1if _codemode_sort(tls, ctx1, array_idx, \\2, uint64(4), _js_TA_cmp_generic, bp+32) < 0 { // codemode: a merge sort\n'
     '\\1\t(*(*TTA_sort_context)(unsafe.Add(nil, bp+32))).Fexception = 1\n\\1}\n'),
]
# The comparator's shortcut for a value compared with itself reads the two
# 16-byte values as words instead of calling memcmp.
SAME_SLOT = '!(libc.Xmemcmp(tls, ap, bp, uint64(16)) != 0)'
SAME_SLOT_NEW = '*(*[2]uint64)(unsafe.Pointer(ap)) == *(*[2]uint64)(unsafe.Pointer(bp))'

def merge_sorts(s, name):
    for old, new in SORT_CALLS:
        s, n = old.subn(new, s)
        assert n == 1, (name, 'sort call', old.pattern[:40], n)
    i = s.index('\nfunc _js_array_cmp_generic(')
    j = s.index('\n}\n', i)
    assert s[i:j].count(SAME_SLOT) == 1, (name, 'same slot')
    s = s[:i] + s[i:j].replace(SAME_SLOT, SAME_SLOT_NEW) + s[j:]
    return s + MERGE_SORT

MERGE_SORT = """
// _codemode_sort sorts the n elements of size bytes at base (at most 32
// bytes each) in the order cmp gives, stably: natural runs, short ones
// lengthened by binary insertion to a minimum run, merged as TimSort merges
// them (a stack of runs whose lengths grow at least as fast as Fibonacci's
// numbers). It calls nothing but cmp; for any answers cmp gives (a
// comparator that throws answers 0 from then on) the elements end as a
// permutation of what they were. It returns -1, with an out-of-memory
// exception pending, when the buffer for merging cannot be had.
func _codemode_sort(tls *libc.TLS, ctx uintptr, base uintptr, n uint64, size uint64, cmp func(*libc.TLS, uintptr, uintptr, uintptr) int32, opaque uintptr) int32 {
	if n < 2 {
		return 0
	}
	s := _codemode_sorter{tls: tls, ctx: ctx, base: uint64(base), n: n, size: size, cmp: cmp, opaque: opaque}
	defer s.release()
	minRun := n
	if n >= 64 {
		// TimSort's: a length in [32, 64] that splits n into a power of
		// two of runs, or a little less.
		r := uint64(0)
		for minRun >= 64 {
			r |= minRun & 1
			minRun >>= 1
		}
		minRun += r
	}
	for lo := uint64(0); lo < n; {
		run := s.run(lo, n)
		if run < minRun {
			end := min(lo+minRun, n)
			s.insert(lo, end, lo+run)
			run = end - lo
		}
		s.push(lo, run)
		if s.collapse(false) < 0 {
			return -1
		}
		lo += run
	}
	return s.collapse(true)
}

// _codemode_sorter is one sort's state: the elements, the comparator, the
// stack of runs not merged yet, and the merge buffer once one is needed.
type _codemode_sorter struct {
	tls          *libc.TLS
	ctx          uintptr
	base, n, size uint64
	cmp          func(*libc.TLS, uintptr, uintptr, uintptr) int32
	opaque       uintptr
	tmp, tmpCap  uint64
	runs         [96][2]uint64 // start and length
	nruns        int
	hold         [32]byte
}

// at is the address of element i.
func (s *_codemode_sorter) at(i uint64) uintptr { return uintptr(s.base + i*s.size) }

// less reports whether cmp puts the element at x strictly before the one at y.
func (s *_codemode_sorter) less(x, y uintptr) bool { return s.cmp(s.tls, x, y, s.opaque) < 0 }

// move copies k elements from src to dst, the two ranges possibly overlapping.
func (s *_codemode_sorter) move(dst, src uintptr, k uint64) {
	if k != 0 {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(dst)), k*s.size), unsafe.Slice((*byte)(unsafe.Pointer(src)), k*s.size))
	}
}

// run reports the length of the run that starts at lo: elements in order, or
// strictly descending ones, which it reverses (being strict, the reversal
// keeps equal elements in their order).
func (s *_codemode_sorter) run(lo, n uint64) uint64 {
	k := lo + 1
	if k == n {
		return 1
	}
	if s.less(s.at(k), s.at(lo)) {
		for k++; k < n && s.less(s.at(k), s.at(k-1)); k++ {
		}
		for i, j := lo, k-1; i < j; i, j = i+1, j-1 {
			h := s.hold[:s.size]
			a := unsafe.Slice((*byte)(unsafe.Pointer(s.at(i))), s.size)
			b := unsafe.Slice((*byte)(unsafe.Pointer(s.at(j))), s.size)
			copy(h, a)
			copy(a, b)
			copy(b, h)
		}
	} else {
		for k++; k < n && !s.less(s.at(k), s.at(k-1)); k++ {
		}
	}
	return k - lo
}

// insert sorts [lo, hi), whose part [lo, from) is sorted, by binary
// insertion: each element after the last one not above it.
func (s *_codemode_sorter) insert(lo, hi, from uint64) {
	for i := from; i < hi; i++ {
		x := s.at(i)
		l, r := lo, i
		for l < r {
			m := l + (r-l)/2
			if s.less(x, s.at(m)) {
				r = m
			} else {
				l = m + 1
			}
		}
		if l < i {
			h := s.hold[:s.size]
			copy(h, unsafe.Slice((*byte)(unsafe.Pointer(x)), s.size))
			s.move(s.at(l+1), s.at(l), i-l)
			copy(unsafe.Slice((*byte)(unsafe.Pointer(s.at(l))), s.size), h)
		}
	}
}

func (s *_codemode_sorter) push(lo, k uint64) {
	s.runs[s.nruns] = [2]uint64{lo, k}
	s.nruns++
}

// collapse merges runs on the stack until its lengths keep TimSort's
// invariant (as corrected in 2015: the three topmost runs and the one below
// them), or, with all, down to one run.
func (s *_codemode_sorter) collapse(all bool) int32 {
	for s.nruns > 1 {
		n := s.nruns - 2
		r := &s.runs
		switch {
		case all:
			if n > 0 && r[n-1][1] < r[n+1][1] {
				n--
			}
		case n > 0 && r[n-1][1] <= r[n][1]+r[n+1][1] || n > 1 && r[n-2][1] <= r[n-1][1]+r[n][1]:
			if r[n-1][1] < r[n+1][1] {
				n--
			}
		case r[n][1] <= r[n+1][1]:
		default:
			return 0
		}
		if s.merge(n) < 0 {
			return -1
		}
	}
	return 0
}

// merge merges runs i and i+1 of the stack into one. What of the first run
// goes before the second's first element, and what of the second goes after
// the first's last, is found by binary search and stays where it is; the
// rest is merged through the buffer, which holds the shorter side.
func (s *_codemode_sorter) merge(i int) int32 {
	a, na := s.runs[i][0], s.runs[i][1]
	b, nb := s.runs[i+1][0], s.runs[i+1][1]
	s.runs[i][1] = na + nb
	copy(s.runs[i+1:s.nruns-1], s.runs[i+2:s.nruns])
	s.nruns--
	// The first run's elements not after the second's first stay.
	first := s.at(b)
	l, r := uint64(0), na
	for l < r {
		m := l + (r-l)/2
		if s.less(first, s.at(a+m)) {
			r = m
		} else {
			l = m + 1
		}
	}
	a, na = a+l, na-l
	if na == 0 {
		return 0
	}
	// The second run's elements not before the first's last stay.
	last := s.at(a + na - 1)
	l, r = 0, nb
	for l < r {
		m := l + (r-l)/2
		if s.less(s.at(b+m), last) {
			l = m + 1
		} else {
			r = m
		}
	}
	nb = l
	if nb == 0 {
		return 0
	}
	if s.buffer(min(na, nb)) < 0 {
		return -1
	}
	t := uintptr(s.tmp)
	if na <= nb {
		// From the front: the first run in the buffer.
		s.move(t, s.at(a), na)
		dst, x, y := s.at(a), uint64(0), b
		for x < na && y < b+nb {
			if s.less(s.at(y), t+uintptr(x*s.size)) {
				s.move(dst, s.at(y), 1)
				y++
			} else {
				s.move(dst, t+uintptr(x*s.size), 1)
				x++
			}
			dst += uintptr(s.size)
		}
		s.move(dst, t+uintptr(x*s.size), na-x)
		return 0
	}
	// From the back: the second run in the buffer.
	s.move(t, s.at(b), nb)
	dst, x, y := s.at(b+nb), a+na, nb // x and y count down, one past
	for x > a && y > 0 {
		dst -= uintptr(s.size)
		if s.less(t+uintptr((y-1)*s.size), s.at(x-1)) {
			s.move(dst, s.at(x-1), 1)
			x--
		} else {
			s.move(dst, t+uintptr((y-1)*s.size), 1)
			y--
		}
	}
	s.move(s.at(a), t, y)
	return 0
}

// buffer makes the merge buffer hold k elements at least.
func (s *_codemode_sorter) buffer(k uint64) int32 {
	if k <= s.tmpCap {
		return 0
	}
	s.release()
	// At least twice what it held, at most half the elements: as much as
	// any merge takes.
	k = min(max(k, 2*s.tmpCap), max(k, s.n/2))
	p := Xjs_malloc(s.tls, s.ctx, k*s.size)
	if p == 0 {
		return -1
	}
	s.tmp, s.tmpCap = uint64(p), k
	return 0
}

func (s *_codemode_sorter) release() {
	if s.tmp != 0 {
		Xjs_free(s.tls, s.ctx, uintptr(s.tmp))
		s.tmp, s.tmpCap = 0, 0
	}
}
"""

# The package is internal/libquickjs of codemode's module: the files keep
# upstream's code but not its import path, and the package's documentation
# says what this copy is.
IMPORT_COMMENT = ' // import "modernc.org/libquickjs"'
DOC = re.compile(r'(?s)^//go:generate go run generator\.go\n\n// Package libquickjs .*?\npackage libquickjs\n', re.M)
DOC_NEW = """// Package libquickjs is the JavaScript engine of codemode: QuickJS
// (release 2026-06-04), transpiled from C to Go by ccgo as modernc.org/libquickjs
// v0.14.0, with codemode's patch (README.md in this folder says what it changes
// and why). It is generated by third_party/libquickjs.sh; do not edit it.
//
// Supported platforms: linux/amd64, linux/arm64, darwin/amd64, darwin/arm64,
// windows/amd64 and windows/arm64.
package libquickjs
"""

def patch_plain(s, name):
    s = s.replace(IMPORT_COMMENT, '')
    if name.endswith('/libquickjs.go'):
        s, n = DOC.subn(DOC_NEW, s)
        assert n == 1, (name, 'package doc', n)
    return s

for f in sys.argv[1:]:
    text = open(f).read()
    if f.rsplit('/', 1)[-1].startswith('ccgo_'):
        text = patch(text, f)
    else:
        text = patch_plain(text, f)
    open(f, 'w').write(text)
