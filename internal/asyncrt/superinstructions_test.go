package asyncrt

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
)

// The engine rewrites, in each function's finished bytecode, a local compared
// with a small integer and a branch on the result, and a local plus or minus a
// small integer, as one instruction each (third_party/libquickjs.md). These
// tests hold both halves: that the rewrite happens for every form it is meant
// for and never where a jump lands inside the sequence, and that a rewritten
// function computes what the upstream instructions compute for every kind of
// value, errors and their stack positions included.

// The opcodes and operand layout of the rewritten instructions.
const (
	opCmpBranch = 0xf4
	opAddImm    = 0xf5
	opSubImm    = 0xf6
	opAddImmChk = 0xf7
	opSubImmChk = 0xf8
)

// superinstruction is one rewritten instruction expected in a function's
// bytecode: its opcode, its local (bit 7 set for a variable, else an argument;
// the index in bits 0-4), its integer, and for a comparison its kind (bits
// 0-2 the comparison from lt, bit 3 set to branch when true, bit 7 set for a
// variable checked for initialization).
type superinstruction struct {
	op, local byte
	imm       int8
	kind      byte
}

// find reports whether code holds s (the layout bits that depend on the
// sequence's length masked).
func (s superinstruction) find(code []byte) bool {
	for i := 0; i+3 <= len(code); i++ {
		if code[i] != s.op || code[i+1]&0x9f != s.local || int8(code[i+2]) != s.imm {
			continue
		}
		if s.op != opCmpBranch || i+3 < len(code) && code[i+3]&0x8f == s.kind {
			return true
		}
	}
	return false
}

func TestSuperinstructionsAreWritten(t *testing.T) {
	e, err := sandbox.NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	params := func(n int) string {
		p := make([]string, n)
		for i := range p {
			p[i] = fmt.Sprintf("p%d", i)
		}
		return strings.Join(p, ", ")
	}
	lets := func(n int) string { // n block-scoped variables, the last the argument
		var b strings.Builder
		for i := 0; i < n-1; i++ {
			fmt.Fprintf(&b, "let l%d = %d; ", i, i)
		}
		fmt.Fprintf(&b, "let l%d = a; ", n-1)
		return b.String()
	}
	cases := []struct {
		src  string
		want superinstruction
		none bool // the sequence must stay as it is
	}{
		// every comparison, on the first argument, branching when false
		{src: `function f(a) { if (a < 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 0}},
		{src: `function f(a) { if (a <= 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 1}},
		{src: `function f(a) { if (a > 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 2}},
		{src: `function f(a) { if (a >= 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 3}},
		{src: `function f(a) { if (a === 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 4}},
		{src: `function f(a) { if (a !== 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 5}},
		{src: `function f(a) { if (a == 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 6}},
		{src: `function f(a) { if (a != 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 7}},
		// branching when true: a negated condition, a do-while loop
		{src: `function f(a) { if (!(a < 2)) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0, 2, 8}},
		{src: `function f(a) { do { a = a - 1 } while (a > 3); return a }`, want: superinstruction{opCmpBranch, 0, 3, 8 | 2}},
		// every small integer form
		{src: `function f(a) { return a < -1 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, -1, 0}},
		{src: `function f(a) { return a < 0 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, 0, 0}},
		{src: `function f(a) { return a < 7 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, 7, 0}},
		{src: `function f(a) { return a < 8 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, 8, 0}},
		{src: `function f(a) { return a < -128 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, -128, 0}},
		{src: `function f(a) { return a < 127 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 0, 127, 0}},
		{src: `function f(a) { return a < 128 ? 1 : 0 }`, none: true, want: superinstruction{opCmpBranch, 0, -128, 0}},
		{src: `function f(a) { return a < 1000 ? 1 : 0 }`, none: true, want: superinstruction{opCmpBranch, 0, -24, 0}},
		// every local form
		{src: `function f(` + params(4) + `) { return p3 < 2 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 3, 2, 0}},
		{src: `function f(` + params(5) + `) { return p4 < 2 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 4, 2, 0}},
		{src: `function f(` + params(32) + `) { return p31 < 2 ? 1 : 0 }`, want: superinstruction{opCmpBranch, 31, 2, 0}},
		{src: `function f(` + params(33) + `) { return p32 < 2 ? 1 : 0 }`, none: true, want: superinstruction{opCmpBranch, 0, 2, 0}},
		{src: `function f(a) { var x = 0, y = 0; y = a; x = 1; if (y < 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0x81, 2, 0}},
		{src: `function f(a) { ` + lets(1) + `if (l0 < 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0x80, 2, 0x80}},
		{src: `function f(a) { ` + lets(32) + `if (l31 < 2) return 1; return 0 }`, want: superinstruction{opCmpBranch, 0x80 | 31, 2, 0x80}},
		{src: `function f(a) { ` + lets(33) + `if (l32 < 2) return 1; return 0 }`, none: true, want: superinstruction{opCmpBranch, 0x80, 2, 0x80}},
		{src: `function f() { let s = 0; for (let i = 0; i < 10; i++) s += i; return s }`, want: superinstruction{opCmpBranch, 0x81, 10, 0x80}},
		// a jump that lands inside the sequence: after the local
		{src: `function f(c, a, b) { if ((c ? a : b) < 2) return 1; return 0 }`, none: true, want: superinstruction{opCmpBranch, 2, 2, 0}},
		// plus and minus
		{src: `function f(a) { return a + 1 }`, want: superinstruction{opAddImm, 0, 1, 0}},
		{src: `function f(a) { return a - 1 }`, want: superinstruction{opSubImm, 0, 1, 0}},
		{src: `function f(a) { return a + -3 }`, want: superinstruction{opAddImm, 0, -3, 0}},
		{src: `function f(a) { return a - 100 }`, want: superinstruction{opSubImm, 0, 100, 0}},
		{src: `function f(a) { return a - 200 }`, none: true, want: superinstruction{opSubImm, 0, -56, 0}},
		{src: `function f(a, b) { return b - 2 }`, want: superinstruction{opSubImm, 1, 2, 0}},
		{src: `function f(a) { ` + lets(3) + `return l2 + 5 }`, want: superinstruction{opAddImmChk, 0x82, 5, 0}},
		{src: `function f(a) { ` + lets(3) + `return l2 - 5 }`, want: superinstruction{opSubImmChk, 0x82, 5, 0}},
		{src: `function f(c, a, b) { return (c ? a : b) - 2 }`, none: true, want: superinstruction{opSubImm, 2, 2, 0}},
		{src: `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }`, want: superinstruction{opSubImm, 0, 2, 0}},
	}
	for _, c := range cases {
		code, err := e.Compile(c.src, "<test>")
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := c.want.find(code); got == c.none {
			t.Errorf("%s: rewritten %v, want %v (% x)", c.src, got, !c.none, code)
		}
	}
}

// The differential test: each function is written twice, once with the
// integer as a literal (rewritten) and once reading it from a global (never
// rewritten: the upstream instructions), and both are called with the same
// values. Their results, or their errors with their stacks (the line and column of
// every frame), must be the same.
func TestSuperinstructionsComputeAsTheSequences(t *testing.T) {
	code := `async () => {
  const values = [0, 1, -1, 2, 3, 7, 8, -2, -128, 127, 128, -129, 1000, 2147483647, -2147483648, 2147483520,
    1.5, -0, 0.5, NaN, Infinity, -Infinity, 1e300, '2', '-1', ' 7 ', 'abc', '', '0x10', null, undefined, true, false,
    [], [2], [1, 2], {}, { valueOf() { return 2 } }, { toString() { return '7' } }, new Number(3), new String('8'),
    2n, -1n, 0n, 2n ** 70n, Symbol('s'), { valueOf() { throw new Error('valueOf threw') } },
    { [Symbol.toPrimitive]() { return 1n } }, Object.create(null)];
  const imms = ['-1', '0', '2', '7', '8', '-128', '127', '128', '1000'];
  const cmps = ['<', '<=', '>', '>=', '===', '!==', '==', '!='];
  const filler = Array.from({ length: 40 }, (_, i) => 't = t * 3 + ' + i + ';').join(' ');
  // A function's body with X the local and C the integer, and how X is bound.
  const cmpBodies = [
    'if (X OP C) return 1; return 0;',
    'if (!(X OP C)) return 1; return 0;',
    'return X OP C ? "y" : "n";',
    'let t = 0; if (X OP C) { ' + filler + ' } return t;',
    'let t = 0; if (!(X OP C)) { ' + filler + ' } return t;',
    'let n = 0; do { n++ } while (X OP C && n < 3); return n;',
    'let n = 0; while (X OP C && n < 3) n++; return n;',
    'if (flag && X OP C) return 1; return 0;',
    'if ((flag ? X : other) OP C) return 1; return 0;',
  ];
  const arithBodies = ['return X + C;', 'return X - C;', 'return (X - C) * 2;', 'const r = X + C; return r;'];
  const params = (n) => Array.from({ length: n }, (_, i) => 'p' + i);
  const locals = [
    // [how X is bound, its name, the parameters] — arguments of every index form
    ...[0, 1, 3, 4, 31, 32].map((i) => ['', 'p' + i, params(i + 1)]),
    // variables: var (get_loc), let (get_loc_check), past index 31
    ['var v0 = 0, v1 = 0; v1 = a; v0 = 1;', 'v1', ['a']],
    ['var v = []; ' + Array.from({ length: 9 }, (_, i) => 'var w' + i + ' = ' + i + ';').join(' ') + ' w8 = a; w0 = 0;', 'w8', ['a']],
    ['let x = a; x = x;', 'x', ['a']],
    [Array.from({ length: 31 }, (_, i) => 'let y' + i + ' = ' + i + ';').join(' ') + ' let z = a; y0 = z;', 'z', ['a']],
    [Array.from({ length: 40 }, (_, i) => 'let y' + i + ' = ' + i + ';').join(' ') + ' let z = a; y0 = z;', 'z', ['a']],
  ];
  const bad = [];
  let calls = 0;
  const outcome = (f, args) => {
    try {
      return { value: f(...args) };
    } catch (e) {
      return { error: String(e), stack: String(e && e.stack || '') };
    }
  };
  const same = (a, b) => 'value' in a ? 'value' in b && Object.is(a.value, b.value) : a.error === b.error && a.stack === b.stack;
  const name = (v) => { try { return typeof v === 'symbol' ? 'a symbol' : String(v) } catch { return 'an object without a primitive' } };
  const show = (o) => 'value' in o ? typeof o.value + ' ' + String(o.value) : 'throws ' + o.error + ' at ' + o.stack;
  const check = (src, argsFor) => {
    let f, g;
    try {
      f = (0, eval)('(function (flag, other, ' + argsFor.params.join(', ') + ') { ' + src.replaceAll('C', argsFor.imm) + ' })');
      g = (0, eval)('(function (flag, other, ' + argsFor.params.join(', ') + ') { ' + src.replaceAll('C', 'globalThis.K') + ' })');
    } catch (e) {
      bad.push(src + ': ' + e);
      return;
    }
    globalThis.K = Number(argsFor.imm);
    for (const v of values) {
      for (const flag of src.includes('flag') ? [true, false] : [true]) {
        const args = [flag, v, ...argsFor.params.map(() => v)];
        const [a, b] = [f, g].map((h) => outcome(h, args)); // one call site: the stacks agree below the function
        calls++;
        if (!same(a, b) && bad.length < 20) bad.push(src.replaceAll('C', argsFor.imm) + ' with ' + name(v) + ': ' + show(a) + ' where the sequence gives ' + show(b));
      }
    }
  };
  for (const [bind, name, ps] of locals) {
    for (const imm of imms) {
      for (const body of cmpBodies) {
        for (const op of cmps) {
          check(bind + ' ' + body.replaceAll('X', name).replaceAll('OP', op), { params: ps, imm });
        }
      }
      for (const body of arithBodies) {
        check(bind + ' ' + body.replaceAll('X', name), { params: ps, imm });
      }
    }
  }
  // A variable read before its initialization throws, rewritten or not.
  for (const imm of ['2', '1000']) {
    check('if (u < C) return 1; let u = 1; return 0;', { params: ['a'], imm });
    check('const r = u + C; let u = 1; return r;', { params: ['a'], imm });
    check('const r = u - C; let u = 1; return r;', { params: ['a'], imm });
  }
  return { calls, bad };
}`
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	lim := phaseLimits
	lim.Timeout = 120 * time.Second
	lim.Memory = 256 << 20
	res := s.Run(context.Background(), &Request{Code: code, Limits: lim})
	if res.Failure != nil {
		t.Fatalf("%s: %s", res.Failure.Kind, res.Failure.Message)
	}
	if !strings.Contains(res.Value, `"bad":[]`) {
		t.Errorf("rewritten functions that differ from the upstream instructions: %s", res.Value)
	}
	if strings.Contains(res.Value, `"calls":0`) {
		t.Errorf("nothing was compared: %s", res.Value)
	}
	t.Logf("%s", res.Value)
}

// A loop made of one rewritten instruction alone — a do-while whose branch
// jumps back to itself — still meets the deadline: the new instruction polls
// for interrupts where the branch it replaces did.
func TestSuperinstructionLoopsMeetTheDeadline(t *testing.T) {
	for _, code := range []string{
		`async () => { let x = 0; do {} while (x < 2) }`,
		`async (n = 0) => { do {} while (n !== 3) }`,
		`async () => { var v = 1; do {} while (!(v > 5)) }`,
	} {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		lim := phaseLimits
		lim.Timeout = 200 * time.Millisecond
		res := s.Run(context.Background(), &Request{Code: code, Limits: lim})
		if res.Failure == nil || res.Failure.Kind != KindTimeout {
			t.Errorf("%s: %+v, want the timeout", code, res.Failure)
		}
	}
}
