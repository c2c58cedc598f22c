// The enumerating harness of builtins_test.go, shared by the asynchronous and
// the synchronous engine. harness(start, tick, sizes) walks every function
// reachable from the global object (own properties of every object met,
// symbols, getters and setters, prototypes), then calls each one with hostile
// receivers and arguments, in a fixed order: call k of the flat plan is
// announced by tick(k) before it is made. It returns the index to start the
// next execution at (-1 when the plan is done); with start < 0 it returns the
// names of the functions and the number of calls planned for each.
const harness = (start, tick, sizes, extraRoots) => {
  'use strict';
  const G = globalThis;
  const R = Reflect;
  const ownKeys = R.ownKeys;
  const rApply = R.apply;
  const rConstruct = R.construct;
  const gopd = Object.getOwnPropertyDescriptor;
  const gpo = Object.getPrototypeOf;
  const SetCtor = Set;
  const setHas = Set.prototype.has;
  const setAdd = Set.prototype.add;
  const fcall = Function.prototype.call.bind(Function.prototype.call);
  const ObjectCtor = Object;
  const StringCtor = String;
  const repeat = String.prototype.repeat;
  const U8 = Uint8Array;
  const F64 = Float64Array;
  const u8fill = Uint8Array.prototype.fill;
  const ta8buffer = gopd(gpo(Uint8Array.prototype), 'buffer').get;

  // ---- the walk ----
  // Lazily installed globals load on first read: read every name first, so
  // the walk sees the real values.
  for (const k of ownKeys(G)) {
    try { G[k]; } catch {}
  }
  const seen = new SetCtor();
  const fns = [];
  const names = [];
  const holders = [];
  const queue = [];
  const symName = (s) => {
    const d = fcall(gopd(Symbol.prototype, 'description').get, s);
    return '[' + (d === undefined ? 'symbol' : d) + ']';
  };
  const visit = (v, name, holder) => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || fcall(setHas, seen, v)) return;
    fcall(setAdd, seen, v);
    queue[queue.length] = [v, name];
    if (typeof v === 'function' && !(name in skip)) {
      fns[fns.length] = v;
      names[names.length] = name;
      holders[holders.length] = holder;
    }
  };
  const skip = { __proto__: null, 'globalThis.main': true };
  visit(G, 'globalThis', undefined);
  for (const [name, make] of extraRoots) {
    let v;
    try { v = make(); } catch { continue; }
    visit(v, name, undefined);
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const [o, name] = queue[qi];
    let keys;
    try { keys = ownKeys(o); } catch { continue; }
    for (const k of keys) {
      let d;
      try { d = gopd(o, k); } catch { continue; }
      if (d === undefined) continue;
      const n = name + '.' + (typeof k === 'symbol' ? symName(k) : k);
      if ('value' in d) {
        visit(d.value, n, o);
      } else {
        if (d.get !== undefined) visit(d.get, 'get ' + n, o);
        if (d.set !== undefined) visit(d.set, 'set ' + n, o);
      }
    }
    let p;
    try { p = gpo(o); } catch {}
    visit(p, name + '.__proto__', o);
  }

  // ---- the hostile inputs ----
  // Cheap ones are made fresh for every call (a call may change them); the
  // big ones once per execution, when first needed.
  const cache = { __proto__: null };
  const once = (name, make) => () => (name in cache ? cache[name] : (cache[name] = make()));
  const bigBytes = once('bytes', () => fcall(u8fill, new U8(sizes.bytes), 0xff));
  const bigString = once('string', () => fcall(repeat, 'a', sizes.chars));
  const needle = once('needle', () => fcall(repeat, 'a', sizes.chars / 2) + 'b');
  const controls = once('controls', () => fcall(repeat, '\x01', sizes.chars));
  const surrogates = once('surrogates', () => fcall(repeat, '\ud800', sizes.chars / 4));
  const deep = once('deep', () => { let o = {}; for (let i = 0; i < sizes.depth; i++) o = { a: o }; return o; });
  const deepArray = once('deepArray', () => { let o = []; for (let i = 0; i < sizes.depth; i++) o = [o]; return o; });
  const dense = once('dense', () => { const a = []; for (let i = 0; i < sizes.dense; i++) a[i] = sizes.dense - i; return a; });
  // The engine's largest BigInt (sizes.bigintBits bits): converting it to
  // decimal takes seconds, and the engine polls between its steps.
  const bigint = once('bigint', () => (1n << BigInt(sizes.bigintBits)) - 1n);
  const host = 'xn--' + fcall(repeat, 'a', 60000) + 'b' + fcall(repeat, 'a', 60000);
  // A long run of combining marks in an order normalization must reverse
  // (its reordering and composition are quadratic in the run), and a
  // pattern of thousands of property classes (compiled with flags ui, each
  // alternative moves the whole program compiled so far).
  const marks = once('marks', () => 'a' + fcall(repeat, '\u0301\u0316', 40000));
  const classes = once('classes', () => fcall(repeat, '\\p{L}|', 5000) + 'a');
  const hostile = [
    ['undefined', () => undefined],
    ['null', () => null],
    ['array-like of length 2^53-1', () => ({ length: 2 ** 53 - 1 })],
    ['array-like of length 2^32-1', () => ({ length: 2 ** 32 - 1 })],
    ['sparse array a[2^32-2]=1', () => { const a = []; a[2 ** 32 - 2] = 1; return a; }],
    ['array of length 2^32-1 with holes', () => { const a = [1, 2, 3]; a.length = 2 ** 32 - 1; return a; }],
    ['largest Uint8Array', bigBytes],
    ['largest Float64Array', () => new F64(fcall(ta8buffer, bigBytes()))],
    ['largest ArrayBuffer', () => fcall(ta8buffer, bigBytes())],
    ['dense array', dense],
    ['largest string', bigString],
    ['half-length needle', needle],
    ['control characters', controls],
    ['lone surrogates', surrogates],
    ['punycode host', () => host],
    ['punycode URL', () => 'http://' + host + '/'],
    ['deep object', deep],
    ['deep array', deepArray],
    ['cyclic object', () => { const o = { a: 1 }; o.self = o; return o; }],
    ['cyclic array', () => { const a = [1]; a[1] = a; return a; }],
    ['2^53-1', () => 2 ** 53 - 1],
    ['2^32-1', () => 2 ** 32 - 1],
    ['-1', () => -1],
    ['largest BigInt', bigint],
    ['combining marks', marks],
    ['property-class pattern', classes],
    ['flags ui', () => 'ui'],
    ['callback', () => () => 0],
  ];
  const few = sizes.few;
  const H = hostile.length;
  // The big inputs (memory-sized, so converting one is legitimately slow)
  // are passed alone and used as receivers with no arguments; the cheap
  // ones go through the whole plan.
  const big = { __proto__: null, 'largest Uint8Array': 1, 'largest Float64Array': 1, 'largest ArrayBuffer': 1,
    'dense array': 1, 'largest string': 1, 'half-length needle': 1, 'control characters': 1, 'lone surrogates': 1,
    'largest BigInt': 1, 'combining marks': 1, 'property-class pattern': 1 };
  const cheap = [];
  const bulky = [];
  for (let i = 0; i < H; i++) (hostile[i][0] in big ? bulky : cheap).push(i);
  const at = (name) => { for (let i = 0; i < H; i++) if (hostile[i][0] === name) return i; return -1; };
  const small = [[at('callback')], [at('-1')], [at('array-like of length 2^53-1'), at('2^53-1')], [at('punycode host')],
    [at('deep object')], [at('cyclic object')], [at('2^32-1'), at('callback')]];
  // The plan for one function: [receiver, arguments, construct]; a receiver
  // or argument is an index into hostile, -1 the function's holder.
  const plan = [];
  plan[plan.length] = [-1, [], false];
  for (const r of cheap) plan[plan.length] = [r, [], false];
  for (const r of [-1, 0]) {
    for (const a of cheap) {
      plan[plan.length] = [r, [a], false];
      if (!few) plan[plan.length] = [r, [a, a], false];
    }
  }
  for (const r of cheap) for (const x of (few ? [small[0]] : small)) plan[plan.length] = [r, x, false];
  for (const a of cheap) plan[plan.length] = [0, [a], true];
  // The pattern compiled with the flags that make it quadratic.
  plan[plan.length] = [-1, [at('property-class pattern'), at('flags ui')], false];
  for (const b of bulky) {
    plan[plan.length] = [-1, [b], false];
    plan[plan.length] = [b, [], false];
    if (!few) plan[plan.length] = [b, [at('callback')], false];
  }
  const P = plan.length;
  // With sizes.rotate > 1 (the reduced matrix), function i meets heavy input
  // h (a huge length, a sparse array, or a big input) only when
  // (i + h) % rotate is 0: every function meets some, every heavy input
  // meets a share of the functions.
  const heavyNames = { __proto__: null, 'array-like of length 2^53-1': 1, 'array-like of length 2^32-1': 1,
    'sparse array a[2^32-2]=1': 1, 'array of length 2^32-1 with holes': 1 };
  const heavyOf = (entry) => {
    const [r, as] = entry;
    const ids = [r, ...as];
    for (const i of ids) if (i >= 0 && (hostile[i][0] in heavyNames || hostile[i][0] in big)) return i;
    return -1;
  };
  const heavy = plan.map(heavyOf);
  const rotate = sizes.rotate;
  const skipped = (fi, pi) => rotate > 1 && heavy[pi] >= 0 && (fi + heavy[pi]) % rotate !== 0;

  if (start < 0) {
    const label = (i) => (i < 0 ? 'its holder' : hostile[i][0]);
    const described = [];
    for (const [r, as, construct] of plan) {
      const args = [];
      for (let i = 0; i < as.length; i++) args[i] = label(as[i]);
      described[described.length] = construct ? 'new (' + args.join(', ') + ')' : 'this ' + label(r) + ', (' + args.join(', ') + ')';
    }
    return { names, calls: P, plan: described };
  }

  const isConstructor = (f) => {
    try { rConstruct(ObjectCtor, [], f); return true; } catch { return false; }
  };
  const value = (i, fi) => (i < 0 ? holders[fi] : hostile[i][1]());
  const end = fns.length * P;
  let k = start;
  for (; k < end; k++) {
    const fi = (k / P) | 0;
    const [r, as, construct] = plan[k % P];
    const f = fns[fi];
    if (skipped(fi, k % P) || (construct && !isConstructor(f))) continue;
    tick(k);
    try {
      const args = [];
      for (let i = 0; i < as.length; i++) args[i] = value(as[i], fi);
      if (construct) rConstruct(f, args);
      else rApply(f, value(r, fi), args);
    } catch {}
  }
  return -1;
};
