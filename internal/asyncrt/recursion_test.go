package asyncrt

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"
)

// recursionKinds are programs that recurse without end through every path of
// the engine that bounds recursion: JavaScript calls of each kind, native
// callbacks, getters, proxies and proxy chains, conversions, JSON, regular
// expressions, the parser, structured cloning, generators and async
// functions. want is the failure kind (or the value) each must end with.
var recursionKinds = []struct{ name, code, want string }{
	{"Plain", `async () => { function f(n) { return f(n + 1) + 1 } return f(0) }`, "stack_overflow"},
	{"Map", `async () => { const f = (a) => [a].map(f); return f(1) }`, "stack_overflow"},
	{"ForEach", `async () => { function f() { [1].forEach(f) } return f() }`, "stack_overflow"},
	{"SortComparator", `async () => { function f() { [2, 1].sort(f); return 0 } return f() }`, "stack_overflow"},
	{"Replace", `async () => { function f() { return 'a'.replace('a', f) } return f() }`, "stack_overflow"},
	{"Call", `async () => { function f() { return f.call(null) } return f() }`, "stack_overflow"},
	{"Apply", `async () => { function f() { return f.apply(null, []) } return f() }`, "stack_overflow"},
	{"ReflectApply", `async () => { function f() { return Reflect.apply(f, null, []) } return f() }`, "stack_overflow"},
	{"Bound", `async () => { let g; function f() { return g() } g = f.bind(null); return g() }`, "stack_overflow"},
	{"Construct", `async () => { function F() { return new F() } return new F() }`, "stack_overflow"},
	{"Generator", `async () => { function* g() { yield* g() } return [...g()] }`, "stack_overflow"},
	{"Async", `async () => { async function f() { return await f() } return await f() }`, "stack_overflow"},
	{"Template", "async () => { function f() { return `${f()}` } return f() }", "stack_overflow"},
	{"ToString", `async () => { const o = { toString() { return String(this) } }; return String(o) }`, "stack_overflow"},
	{"ValueOf", `async () => { const o = { valueOf() { return +this } }; return +o }`, "stack_overflow"},
	{"ToPrimitive", `async () => { const o = { [Symbol.toPrimitive]() { return o == 1 } }; return o == 1 }`, "stack_overflow"},
	{"HasInstance", `async () => { const o = { [Symbol.hasInstance]() { return 1 instanceof o } }; return 1 instanceof o }`, "stack_overflow"},
	{"Iterator", `async () => { const o = { [Symbol.iterator]() { return [...o][Symbol.iterator]() } }; return [...o] }`, "stack_overflow"},
	{"Getter", `async () => { const o = { get x() { return this.x } }; return o.x }`, "stack_overflow"},
	{"Setter", `async () => { const o = {}; Object.defineProperty(o, 'x', { set(v) { this.x = v } }); o.x = 1 }`, "stack_overflow"},
	{"ProxyGet", `async () => { const p = new Proxy({}, { get: (t, k) => p[k] }); return p.x }`, "stack_overflow"},
	{"ProxySet", `async () => { const p = new Proxy({}, { set: (t, k, v) => { p[k] = v; return true } }); p.x = 1 }`, "stack_overflow"},
	{"ProxyChainGet", `async () => { let p = {}; for (let i = 0; i < 1e5; i++) p = new Proxy(p, {}); return p.x }`, "stack_overflow"},
	{"ProxyChainHas", `async () => { let p = {}; for (let i = 0; i < 1e5; i++) p = new Proxy(p, {}); return 'x' in p }`, "stack_overflow"},
	{"ProxyChainSet", `async () => { let p = {}; for (let i = 0; i < 1e5; i++) p = new Proxy(p, {}); p.x = 1 }`, "stack_overflow"},
	{"ProxyChainKeys", `async () => { let p = {}; for (let i = 0; i < 1e5; i++) p = new Proxy(p, {}); return Object.keys(p) }`, "stack_overflow"},
	{"ProxyChainCall", `async () => { let p = function () {}; for (let i = 0; i < 1e5; i++) p = new Proxy(p, {}); return p() }`, "stack_overflow"},
	{"ArrayToString", `async () => { let a = []; for (let i = 0; i < 1e5; i++) a = [a]; return String(a).length }`, "stack_overflow"},
	{"Flat", `async () => { let a = [1]; for (let i = 0; i < 1e5; i++) a = [a]; return a.flat(Infinity).length }`, "stack_overflow"},
	{"JSONStringify", `async () => { let o = {}; for (let i = 0; i < 1e5; i++) o = { o }; return JSON.stringify(o).length }`, "stack_overflow"},
	{"ToJSON", `async () => { const o = { toJSON() { return JSON.stringify(o) } }; return JSON.stringify(o) }`, "stack_overflow"},
	{"JSONParse", `async () => JSON.parse('['.repeat(1e5) + ']'.repeat(1e5))`, "stack_overflow"},
	{"JSONReviver", `async () => JSON.parse('['.repeat(1e4) + ']'.repeat(1e4), (k, v) => v)`, "stack_overflow"},
	{"StructuredClone", `async () => { let o = {}; for (let i = 0; i < 1e5; i++) o = { o }; return structuredClone(o) }`, "stack_overflow"},
	{"RegExpGroups", `async () => new RegExp('(?:'.repeat(1e5) + ')'.repeat(1e5))`, "stack_overflow"},
	{"RegExpLookahead", `async () => new RegExp('(?='.repeat(1e5) + ')'.repeat(1e5))`, "stack_overflow"},
	{"RegExpClass", `async () => new RegExp('[' + '[a'.repeat(1e5) + ']'.repeat(1e5), 'v')`, "stack_overflow"},
	{"ParseParentheses", `async () => new Function('return ' + '('.repeat(1e5) + '1' + ')'.repeat(1e5))()`, "stack_overflow"},
	{"ParseArrays", `async () => new Function('return ' + '['.repeat(1e5) + ']'.repeat(1e5))()`, "stack_overflow"},
	{"ParseBlocks", `async () => new Function('{'.repeat(1e5) + '}'.repeat(1e5))()`, "stack_overflow"},
	{"ParseArrows", `async () => new Function('return ' + '()=>'.repeat(1e5) + '1')()`, "stack_overflow"},
	// Not recursion in the engine: a long prototype chain is walked in a
	// loop, and a deep structure is freed through a work list.
	{"PrototypeChain", `async () => { let o = {}; for (let i = 0; i < 1e5; i++) o = Object.create(o); return o.x === undefined }`, "true"},
	{"DeepFree", `async () => { let a = []; for (let i = 0; i < 1e6; i++) a = [a]; a = null; return 1 }`, "1"},
}

// recursionStackBound is the most goroutine stack an execution may grow to:
// the engine bounds recursion by its emulated C stack's slots, and the Go
// stack under that bound must stay far from the runtime's fatal 1 GB.
const recursionStackBound = 64 << 20

// Every recursion the engine can be driven into ends with its stack-overflow
// error, and the goroutine's stack at that point stays bounded. The engine's
// patch moves the locals of many C functions from the emulated C stack (the
// slots the bound counts) to the goroutine's stack; a recursion whose every
// level lost its slots would grow the Go stack until the process died, which
// fails this test by crashing it.
func TestEveryRecursionIsBounded(t *testing.T) {
	for _, k := range recursionKinds {
		t.Run(k.name, func(t *testing.T) {
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			lim := containedLimits(20 * time.Second * time.Duration(raceScale))
			lim.Memory = 256 << 20
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			done := make(chan Result)
			hold := make(chan struct{})
			// A goroutine of its own, kept alive until its stack is read.
			go func() {
				r := s.runWarm(context.Background(), &Request{Code: k.code, Limits: lim})
				done <- r
				<-hold
			}()
			r := <-done
			runtime.ReadMemStats(&after)
			close(hold)
			got := r.Value
			if r.Failure != nil {
				got = string(r.Failure.Kind)
				if r.Failure.Kind == KindStackOverflow && !strings.Contains(r.Failure.Message, "stack overflow") {
					t.Errorf("message %q", r.Failure.Message)
				}
			}
			if got != k.want {
				t.Errorf("ended with %q (%+v), want %q", got, r.Failure, k.want)
			}
			if grew := int64(after.StackInuse) - int64(before.StackInuse); grew > recursionStackBound {
				t.Errorf("goroutine stacks grew by %d MiB, over the bound of %d MiB", grew>>20, recursionStackBound>>20)
			}
		})
	}
}

// Wherever the stack bound falls inside the parser, the error is its stack
// overflow: the parser looks ahead to tell an arrow function's parameters
// from parentheses, and a stack overflow met while looking ahead used to be
// replaced by whatever error the parse went on to meet ("missing formal
// parameter" at every other depth for nested arrows). Each deep source is
// compiled at 32 successive depths of the calling stack, so that the bound
// falls at every point of each recursion's cycle.
func TestStackOverflowAtEveryDepth(t *testing.T) {
	sources := map[string]string{
		"arrows":            `'return ' + '()=>'.repeat(1e5) + '1'`,
		"arrowsWithParams":  `'return ' + '(a)=>'.repeat(1e5) + '1'`,
		"arrowDefaults":     `'return (' + 'a=('.repeat(1e5) + '1' + ')'.repeat(1e5) + ')=>1'`,
		"parentheses":       `'return ' + '('.repeat(1e5) + '1' + ')'.repeat(1e5)`,
		"arrays":            `'return ' + '['.repeat(1e5) + ']'.repeat(1e5)`,
		"objects":           `'return ' + '{a:'.repeat(1e5) + '1' + '}'.repeat(1e5)`,
		"blocks":            `'{'.repeat(1e5) + '}'.repeat(1e5)`,
		"templates":         "'return ' + '`${'.repeat(1e5) + '1' + '}`'.repeat(1e5)",
		"destructuring":     `'return ([' + '['.repeat(1e5) + ']'.repeat(1e5) + '])=>1'`,
		"callsInParameters": `'return (' + 'f('.repeat(1e5) + ')'.repeat(1e5) + ')=>1'`,
	}
	for name, src := range sources {
		t.Run(name, func(t *testing.T) {
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			code := `async () => {
  const src = ` + src + `;
  const seen = {};
  for (let d = 0; d < 32; d++) {
    const f = (n) => n ? f(n - 1) : new Function(src);
    try { f(d); seen['compiled'] = (seen['compiled'] || []).concat(d) } catch (e) { seen[String(e)] = (seen[String(e)] || []).concat(d) }
  }
  return seen;
}`
			r := s.Run(context.Background(), &Request{Code: code, Limits: containedLimits(20 * time.Second * time.Duration(raceScale))})
			if r.Failure != nil {
				t.Fatalf("%s: %s", r.Failure.Kind, r.Failure.Message)
			}
			if r.Value != `{"SyntaxError: stack overflow":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31]}` {
				t.Errorf("errors by depth: %s", r.Value)
			}
		})
	}
}
