// The executor's guards, run once in every engine right after the standard
// library is installed, before any other script (and so before any program).
//
// The engine checks for a stop only when bytecode jumps or calls a function.
// A built-in written in C that loops over the indices of a huge array-like
// ({ length: 2 ** 53 - 1 }), of a sparse array (a[2 ** 32 - 2] = 1), or over
// the positions of a huge string does neither, so nothing — no deadline, no
// cancellation — ends it. The guards replace those built-ins with functions
// that keep the built-in for every input whose work is small (the ordinary
// case, and as fast as before), and send the others down a path the engine
// can stop:
//
//   - A generic Array method (or a typed array's array-like source) whose
//     receiver has a huge length runs the same built-in on a transparent
//     Proxy of the receiver: every property access becomes a call to a trap,
//     and every call is a point where the engine checks for a stop. The
//     result is the built-in's own, with the receiver in place of the Proxy.
//   - Sorting a large array without a comparator passes the default order
//     as a comparator, so every comparison is a call.
//   - Searching a long string for a long one (indexOf, lastIndexOf,
//     includes, split, replace, replaceAll) runs the built-in on bounded
//     pieces, one call each.
//
// The replacements look like the built-ins (name, length, not constructors,
// "[native code]" from Function.prototype.toString) and keep nothing a
// program can reach: everything they use is captured here.
(function () {
  'use strict';
  const G = globalThis;
  const ObjectCtor = Object;
  const defineProperty = Object.defineProperty;
  const gopd = Object.getOwnPropertyDescriptor;
  const gpo = Object.getPrototypeOf;
  const setPrototypeOf = Object.setPrototypeOf;
  const ArrayIsArray = Array.isArray;
  const ReflectApply = Reflect.apply;
  const ReflectConstruct = Reflect.construct;
  const ReflectGet = Reflect.get;
  const ReflectSet = Reflect.set;
  const ReflectHas = Reflect.has;
  const ReflectDeleteProperty = Reflect.deleteProperty;
  const ReflectDefineProperty = Reflect.defineProperty;
  const ReflectGetOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
  const ProxyCtor = Proxy;
  const WeakMapCtor = WeakMap;
  const weakGet = WeakMap.prototype.get;
  const weakSet = WeakMap.prototype.set;
  const NumberIsNaN = Number.isNaN;
  const TypedArray = gpo(Uint8Array);
  const TypedArrayProto = TypedArray.prototype;
  const taLength = gopd(TypedArrayProto, 'length').get;
  const SP = String.prototype;
  const strIndexOf = SP.indexOf;
  const strLastIndexOf = SP.lastIndexOf;
  const strStartsWith = SP.startsWith;
  const strSlice = SP.slice;
  const strCharAt = SP.charAt;
  const call = (f, t, ...args) => ReflectApply(f, t, args);
  const MathMax = Math.max;
  const MathMin = Math.min;
  const MathCeil = Math.ceil;
  const MathFloor = Math.floor;
  const SymbolMatch = Symbol.match;
  const RegExpCtor = RegExp;
  const ownKeys = Reflect.ownKeys;
  // fast(kind, orig, guard) is a host function that does the common case's
  // check of kind without a JavaScript frame and calls the built-in orig, or
  // else the guard; the executor defines it for this script alone.
  const FAST_NAME = '__codemodeGuardFast';
  const makeFast = G[FAST_NAME];
  delete G[FAST_NAME];
  const FAST_ARRAY = 0;
  const FAST_SORT = 1;
  const FAST_SEARCH = 2;
  const FAST_FLAT = 3;
  const FAST_CONCAT = 4;
  const FAST_STRINGIFY = 5;
  const FAST_PARSE = 6;
  const fast = (kind, orig, guard) => typeof makeFast === 'function' ? makeFast(kind, orig, guard) : guard;

  // A built-in may loop natively over at most NATIVE indices of a generic
  // receiver; a real Array may have up to DENSE (its elements are in memory,
  // so the loop is bounded by the memory limit). A string search may compare
  // at most SEARCH characters in one native call.
  const NATIVE = 1 << 16;
  const DENSE = 1 << 22;
  const SEARCH = 1 << 22;
  const SORT = 1 << 12;

  // ---- looking like the built-ins ----

  const originals = new WeakMapCtor();
  const fnToString = Function.prototype.toString;
  const nativeToString = { toString() {
    const o = typeof this === 'function' ? call(weakGet, originals, this) : undefined;
    return call(fnToString, o === undefined ? this : o);
  } }.toString;
  const install = (obj, name, orig, f) => {
    defineProperty(f, 'name', { value: orig.name, configurable: true });
    defineProperty(f, 'length', { value: orig.length, configurable: true });
    call(weakSet, originals, f, orig);
    const d = gopd(obj, name);
    d.value = f;
    defineProperty(obj, name, d);
  };
  install(Function.prototype, 'toString', fnToString, nativeToString);

  // ---- the interruptible receiver ----

  // The traps forward every operation to the target with the target as the
  // receiver, exactly as the built-in on the target would; being calls,
  // they are where the engine checks for a stop.
  const traps = {
    __proto__: null,
    get: (t, k) => ReflectGet(t, k),
    set: (t, k, v) => ReflectSet(t, k, v),
    has: (t, k) => ReflectHas(t, k),
    deleteProperty: (t, k) => ReflectDeleteProperty(t, k),
    defineProperty: (t, k, d) => ReflectDefineProperty(t, k, d),
    getOwnPropertyDescriptor: (t, k) => ReflectGetOwnPropertyDescriptor(t, k),
  };

  // small reports whether a native loop over o's indices is bounded: a real
  // Array within DENSE, a typed array, or an own data length within NATIVE.
  // It reads nothing a program could observe (no getter runs) but the
  // length of an Array (or of a Proxy of one).
  const small = (o) => {
    if (ArrayIsArray(o)) return !(o.length > DENSE);
    const d = gopd(o, 'length');
    if (d !== undefined) return 'value' in d && typeof d.value === 'number' && !(d.value > NATIVE);
    try {
      return !(call(taLength, o) > NATIVE);
    } catch {
      return false;
    }
  };

  // through calls the built-in orig on o, or on an interruptible Proxy of o
  // when a native loop over o might not be bounded.
  const through = (orig, o, args) => {
    if (o === null || o === undefined) return ReflectApply(orig, o, args);
    let t = o;
    if (typeof o !== 'object' && typeof o !== 'function') {
      if (typeof o !== 'string' || !(o.length > NATIVE)) return ReflectApply(orig, o, args);
      t = ObjectCtor(o);
    } else if (small(o)) {
      return ReflectApply(orig, o, args);
    }
    const p = new ProxyCtor(t, traps);
    const r = ReflectApply(orig, p, args);
    return r === p ? t : r;
  };

  const AP = Array.prototype;
  const generic = ['at', 'copyWithin', 'every', 'fill', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex',
    'forEach', 'includes', 'indexOf', 'lastIndexOf', 'map', 'pop', 'push', 'reduce',
    'reduceRight', 'reverse', 'shift', 'slice', 'some', 'splice', 'toReversed', 'toSpliced',
    'unshift', 'with'];

  // join (and toString, which calls it) and toLocaleString of a length
  // whose separators alone pass the engine's longest string fail at once,
  // as they would after writing them all.
  const MAX_STRING = 2 ** 30 - 1;
  const RangeErrorCtor = RangeError;
  const lengthOf = (o) => {
    if (ArrayIsArray(o)) return o.length;
    const d = typeof o === 'object' && o !== null ? gopd(o, 'length') : undefined;
    return d !== undefined && 'value' in d && typeof d.value === 'number' ? d.value : 0;
  };
  {
    const orig = AP.join;
    install(AP, 'join', orig, { join(sep) {
      const n = lengthOf(this);
      if (n > NATIVE) {
        const s = sep === undefined ? ',' : `${sep}`;
        if (s.length > 0 && (n - 1) * s.length > MAX_STRING) throw new RangeErrorCtor('invalid string length');
        return through(orig, this, [s]);
      }
      return through(orig, this, [sep]);
    } }.join);
    const origLocale = AP.toLocaleString;
    install(AP, 'toLocaleString', origLocale, { toLocaleString(...args) {
      if (lengthOf(this) - 1 > MAX_STRING) throw new RangeErrorCtor('invalid string length');
      return through(origLocale, this, args);
    } }.toLocaleString);
  }
  for (let i = 0; i < generic.length; i++) {
    const name = generic[i];
    const orig = AP[name];
    if (typeof orig !== 'function') continue;
    // The common case, a real Array of bounded length, goes straight to
    // the built-in.
    install(AP, name, orig, fast(FAST_ARRAY, orig, { [name]() {
      const o = this;
      if (ArrayIsArray(o) && !(o.length > DENSE)) return ReflectApply(orig, o, arguments);
      return through(orig, o, arguments);
    } }[name]));
  }

  // concat spreads its arguments, and Array.from reads its source, index by
  // index: big ones are made interruptible the same way.
  {
    const orig = AP.concat;
    install(AP, 'concat', orig, fast(FAST_CONCAT, orig, { concat(...args) {
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (typeof a === 'object' && a !== null && !small(a)) args[i] = new ProxyCtor(a, traps);
      }
      return through(orig, this, args);
    } }.concat));
  }

  // flat and flatMap spread nested arrays natively: a big one nested in a
  // small receiver (or returned by flatMap's callback) is read through a
  // Proxy, or, for flat, flattened here with the same steps.
  const createDataProperty = (o, k, v) => defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
  const nestedBig = (o, depth) => {
    const n = o.length;
    for (let i = 0; i < n; i++) {
      const e = o[i];
      if (ArrayIsArray(e) && (!small(e) || (depth > 1 && nestedBig(e, depth - 1)))) return true;
    }
    return false;
  };
  const flatten = (target, src, depth) => {
    const n = src.length;
    for (let i = 0; i < n; i++) {
      if (!(i in src)) continue;
      const e = src[i];
      if (depth > 0 && ArrayIsArray(e)) {
        flatten(target, small(e) ? e : new ProxyCtor(e, traps), depth - 1);
      } else {
        createDataProperty(target, target.length, e);
      }
    }
  };
  {
    const orig = AP.flat;
    install(AP, 'flat', orig, fast(FAST_FLAT, orig, { flat(depth) {
      const o = this;
      if (!ArrayIsArray(o) || !small(o)) return through(orig, o, [depth]);
      const d = depth === undefined ? 1 : toInteger(depth);
      if (!(d >= 1) || !nestedBig(o, d)) return ReflectApply(orig, o, [depth]);
      const out = [];
      flatten(out, o, d);
      return out;
    } }.flat));
    const origMap = AP.flatMap;
    install(AP, 'flatMap', origMap, { flatMap(fn, ...rest) {
      if (typeof fn !== 'function') {
        const args = [fn];
        if (rest.length > 0) args[1] = rest[0];
        return through(origMap, this, args);
      }
      const wrapped = function (...a) {
        const r = ReflectApply(fn, this, a);
        return ArrayIsArray(r) && !small(r) ? new ProxyCtor(r, traps) : r;
      };
      const args = [wrapped];
      if (rest.length > 0) args[1] = rest[0];
      return through(origMap, this, args);
    } }.flatMap);
  }

  // The default order of Array.prototype.sort, as a comparator: the
  // strings' code units. (Undefined and holes never reach a comparator.)
  const byString = (x, y) => {
    const a = `${x}`;
    const b = `${y}`;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  // The default numeric order of a typed array: -0 before +0, NaN last.
  const byNumber = (a, b) => {
    if (a < b) return -1;
    if (a > b) return 1;
    if (a === b) {
      if (a === 0 && b === 0) return 1 / a < 0 ? (1 / b < 0 ? 0 : -1) : 1 / b < 0 ? 1 : 0;
      return 0;
    }
    const na = NumberIsNaN(a);
    const nb = NumberIsNaN(b);
    return na ? (nb ? 0 : 1) : -1;
  };
  // lengthOver reports whether o might have more than n elements.
  const lengthOver = (o, n) => {
    if (typeof o !== 'object' || o === null) return false;
    if (ArrayIsArray(o)) return o.length > n;
    const d = gopd(o, 'length');
    if (d !== undefined) return !('value' in d && typeof d.value === 'number' && !(d.value > n));
    try {
      return call(taLength, o) > n;
    } catch {
      return true;
    }
  };
  for (const name of ['sort', 'toSorted']) {
    const orig = AP[name];
    if (typeof orig !== 'function') continue;
    install(AP, name, orig, fast(FAST_SORT, orig, { [name](cmp) {
      if (cmp === undefined && lengthOver(this, SORT)) cmp = byString;
      return through(orig, this, [cmp]);
    } }[name]));
  }
  for (const name of ['sort', 'toSorted']) {
    const orig = TypedArrayProto[name];
    if (typeof orig !== 'function') continue;
    install(TypedArrayProto, name, orig, { [name](cmp) {
      if (cmp === undefined) {
        let n = 0;
        try { n = call(taLength, this); } catch {}
        if (n > NATIVE) cmp = byNumber;
      }
      return ReflectApply(orig, this, [cmp]);
    } }[name]);
  }

  // A typed array's join (and so its toString) writes every element: in
  // pieces of NATIVE elements, one call each.
  {
    const orig = TypedArrayProto.join;
    const subarray = TypedArrayProto.subarray;
    install(TypedArrayProto, 'join', orig, { join(sep) {
      let n = 0;
      try { n = call(taLength, this); } catch {}
      if (!(n > NATIVE)) return call(orig, this, sep);
      const s = sep === undefined ? ',' : `${sep}`;
      let r = call(orig, call(subarray, this, 0, NATIVE), s);
      for (let i = NATIVE; i < n; i += NATIVE) r += s + call(orig, call(subarray, this, i, MathMin(i + NATIVE, n)), s);
      return r;
    } }.join);
  }

  // ---- typed arrays from array-likes ----

  // source makes an array-like source interruptible when it is big.
  // (Buffers and views are not array-likes to a typed array.)
  const abLength = gopd(ArrayBuffer.prototype, 'byteLength').get;
  const sabLength = typeof SharedArrayBuffer === 'function' ? gopd(SharedArrayBuffer.prototype, 'byteLength').get : undefined;
  const isView = ArrayBuffer.isView;
  const isBuffer = (s) => {
    try {
      call(abLength, s);
      return true;
    } catch {}
    if (sabLength === undefined) return false;
    try {
      call(sabLength, s);
      return true;
    } catch {
      return false;
    }
  };
  const source = (s) => {
    if (typeof s !== 'object' || s === null || isView(s) || small(s) || isBuffer(s)) return s;
    return new ProxyCtor(s, traps);
  };
  {
    const orig = TypedArrayProto.set;
    install(TypedArrayProto, 'set', orig, { set(...args) {
      if (args.length > 0) args[0] = source(args[0]);
      return ReflectApply(orig, this, args);
    } }.set);
  }
  {
    const orig = TypedArray.from;
    install(TypedArray, 'from', orig, { from(...args) {
      if (args.length > 0) args[0] = source(args[0]);
      return ReflectApply(orig, this, args);
    } }.from);
  }
  {
    const orig = Array.from;
    install(Array, 'from', orig, { from(...args) {
      if (args.length > 0) args[0] = source(args[0]);
      return ReflectApply(orig, this, args);
    } }.from);
  }
  // JSON.stringify of a huge array-like or sparse array writes every index
  // natively; with a replacer that returns each value as it is (which
  // changes nothing: toJSON has already been applied), every index is a call.
  {
    const orig = JSON.stringify;
    const same = function (k, v) { return v; };
    const strCharCodeAtJ = SP.charCodeAt;
    // A long string is quoted in pieces that split no surrogate pair.
    const quote = (str) => {
      let out = '"';
      for (let i = 0; i < str.length;) {
        let j = MathMin(i + NATIVE, str.length);
        const c = call(strCharCodeAtJ, str, j - 1);
        if (j < str.length && c >= 0xd800 && c <= 0xdbff) j++;
        const q = call(orig, JSON, call(strSlice, str, i, j));
        out += call(strSlice, q, 1, q.length - 1);
        i = j;
      }
      return out + '"';
    };
    // Plain data with no replacer (and no indentation, or a number or a
    // string of it) is written by the executor in Go (the fast path), with
    // the built-in's text.
    install(JSON, 'stringify', orig, fast(FAST_STRINGIFY, orig, { stringify(...args) {
      const v = args[0];
      const r = args[1];
      if (typeof v === 'string' && v.length > NATIVE && (r === undefined || r === null)) return quote(v);
      if (typeof v === 'object' && v !== null && !small(v)) {
        if (r === undefined || r === null) args[1] = same;
        else if (typeof r !== 'function') args[0] = new ProxyCtor(v, traps);
      }
      // A replacer list is read index by index too.
      if (typeof r === 'object' && r !== null && ArrayIsArray(r) && !small(r)) args[1] = new ProxyCtor(r, traps);
      return ReflectApply(orig, this, args);
    } }.stringify));
  }
  // JSON.parse with no reviver is built by the executor in Go (the fast
  // path), with the built-in's values; everything else, and every error, is
  // the built-in's own (called directly: its stack is as before).
  {
    const orig = JSON.parse;
    install(JSON, 'parse', orig, fast(FAST_PARSE, orig, orig));
  }
  for (const name of ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Float16Array',
    'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) {
    const Orig = G[name];
    if (typeof Orig !== 'function') continue;
    const proto = Orig.prototype;
    const W = { [name]: function (...args) {
      if (new.target === undefined) return ReflectApply(Orig, this, args);
      if (args.length > 0) args[0] = source(args[0]);
      return ReflectConstruct(Orig, args, new.target === W ? Orig : new.target);
    } }[name];
    defineProperty(W, 'name', { value: name, configurable: true });
    defineProperty(W, 'length', { value: Orig.length, configurable: true });
    defineProperty(W, 'prototype', { value: proto, writable: false, enumerable: false, configurable: false });
    const keys = ownKeys(Orig);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k !== 'length' && k !== 'name' && k !== 'prototype') defineProperty(W, k, gopd(Orig, k));
    }
    setPrototypeOf(W, TypedArray);
    call(weakSet, originals, W, Orig);
    defineProperty(proto, 'constructor', { value: W, writable: true, enumerable: false, configurable: true });
    defineProperty(G, name, { value: W, writable: true, enumerable: false, configurable: true });
  }

  // ---- iteration and escaping ----

  // Math.sumPrecise reads a typed array or an Array without calling
  // anything: a big one is handed over behind an iterator whose next is a
  // call (the same steps: the iterator method once, next once, then next
  // until done).
  if (typeof Math.sumPrecise === 'function') {
    const orig = Math.sumPrecise;
    const SymbolIterator = Symbol.iterator;
    install(Math, 'sumPrecise', orig, { sumPrecise(...args) {
      const items = args[0];
      if (typeof items === 'object' && items !== null && lengthOver(items, NATIVE)) {
        const it = items[SymbolIterator]();
        const next = it.next;
        args[0] = { [SymbolIterator]() { return { next() { return ReflectApply(next, it, []); } }; } };
      }
      return ReflectApply(orig, this, args);
    } }.sumPrecise);
  }

  // RegExp.escape of a long string, in pieces: a piece after the first is
  // escaped behind an '_' (which needs no escape) so that its first
  // character is not escaped as an initial one; no piece splits a
  // surrogate pair.
  if (typeof RegExp.escape === 'function') {
    const orig = RegExp.escape;
    const strCharCodeAt = SP.charCodeAt;
    install(RegExp, 'escape', orig, { escape(...args) {
      const str = args[0];
      if (typeof str !== 'string' || str.length <= NATIVE) return ReflectApply(orig, this, args);
      let r = '';
      for (let i = 0; i < str.length;) {
        let j = MathMin(i + NATIVE, str.length);
        const c = call(strCharCodeAt, str, j - 1);
        if (j < str.length && c >= 0xd800 && c <= 0xdbff) j++;
        const piece = call(strSlice, str, i, j);
        r += i === 0 ? call(orig, this, piece) : call(strSlice, call(orig, this, '_' + piece), 1);
        i = j;
      }
      return r;
    } }.escape);
  }

  // ---- string search ----

  // find is the first index >= from at which t occurs in s, or -1. One
  // native call compares at most about SEARCH characters: it looks for a
  // prefix of t short enough, then checks the whole of t there.
  const find = (s, t, from) => {
    const n = s.length;
    const m = t.length;
    const k = m < 1 ? 1 : MathMax(1, MathMin(m, (SEARCH / (n + 1)) | 0));
    const head = call(strSlice, t, 0, k);
    for (let i = from; i <= n - m; i++) {
      i = call(strIndexOf, s, head, i);
      if (i < 0 || i > n - m) return -1;
      if (call(strStartsWith, s, t, i)) return i;
    }
    return -1;
  };
  // findLast is the last index <= from at which t occurs in s, or -1.
  const findLast = (s, t, from) => {
    const n = s.length;
    const m = t.length;
    const k = MathMax(1, MathMin(m, (SEARCH / (n + 1)) | 0));
    const head = call(strSlice, t, 0, k);
    for (let i = MathMin(from, n - m); i >= 0; i--) {
      i = call(strLastIndexOf, s, head, i);
      if (i < 0) return -1;
      if (call(strStartsWith, s, t, i)) return i;
    }
    return -1;
  };
  // long reports whether searching s for t might compare more than SEARCH
  // characters in one native call.
  const long = (s, t) => t.length > 1 && (s.length - t.length + 1) * t.length > SEARCH;
  const toInteger = (v) => {
    const n = +v;
    if (n !== n) return 0;
    return n < 0 ? MathCeil(n) : MathFloor(n);
  };
  // coerce converts the receiver as the String methods do.
  const coerce = (o, orig) => {
    if (o === null || o === undefined) call(orig, o); // throws the built-in's TypeError
    return `${o}`;
  };
  const isRegExp = (v) => {
    if (typeof v !== 'object' || v === null) return false;
    const m = v[SymbolMatch];
    return m !== undefined ? !!m : v instanceof RegExpCtor;
  };

  // The common case, a primitive string searched for a primitive string
  // that is short or in a short string, goes straight to the built-in.
  const guardString = (name, f) => {
    const orig = SP[name];
    install(SP, name, orig, fast(FAST_SEARCH, orig, { [name](t) {
      const o = this;
      if (typeof o === 'string' && typeof t === 'string' && (t.length < 2 || (o.length - t.length + 1) * t.length <= SEARCH)) {
        return ReflectApply(orig, o, arguments);
      }
      const args = [];
      for (let i = 0; i < arguments.length; i++) args[i] = arguments[i];
      return f(orig, o, args);
    } }[name]));
  };
  guardString('indexOf', (orig, o, args) => {
    const s = coerce(o, orig);
    const t = `${args[0]}`;
    const pos = toInteger(args[1]);
    if (!long(s, t)) return call(orig, s, t, pos);
    return find(s, t, MathMin(MathMax(pos, 0), s.length));
  });
  guardString('includes', (orig, o, args) => {
    const s = coerce(o, orig);
    if (isRegExp(args[0])) return ReflectApply(orig, s, args); // throws the built-in's TypeError
    const t = `${args[0]}`;
    const pos = toInteger(args[1]);
    if (!long(s, t)) return call(orig, s, t, pos);
    return find(s, t, MathMin(MathMax(pos, 0), s.length)) >= 0;
  });
  guardString('lastIndexOf', (orig, o, args) => {
    const s = coerce(o, orig);
    const t = `${args[0]}`;
    const p = +args[1];
    if (!long(s, t)) return call(orig, s, t, p);
    const pos = p !== p ? Infinity : toInteger(p);
    return findLast(s, t, MathMin(MathMax(pos, 0), s.length));
  });
  guardString('split', (orig, o, args) => {
    const sep = args[0];
    if (typeof sep !== 'string' || typeof o !== 'string' || !long(o, sep)) return ReflectApply(orig, o, args);
    const lim = args[1] === undefined ? 2 ** 32 - 1 : args[1] >>> 0;
    const out = [];
    if (lim === 0) return out;
    let p = 0;
    for (let q = find(o, sep, 0); q >= 0; q = find(o, sep, p)) {
      out[out.length] = call(strSlice, o, p, q);
      if (out.length === lim) return out;
      p = q + sep.length;
    }
    out[out.length] = call(strSlice, o, p);
    return out;
  });
  // substitute is GetSubstitution for a match without captures.
  const substitute = (matched, s, pos, tpl) => {
    if (call(strIndexOf, tpl, '$') < 0) return tpl;
    let r = '';
    for (let i = 0; i < tpl.length; i++) {
      const c = call(strCharAt, tpl, i);
      if (c === '$' && i + 1 < tpl.length) {
        const d = call(strCharAt, tpl, i + 1);
        if (d === '$') { r += '$'; i++; continue; }
        if (d === '&') { r += matched; i++; continue; }
        if (d === '`') { r += call(strSlice, s, 0, pos); i++; continue; }
        if (d === "'") { r += call(strSlice, s, MathMin(pos + matched.length, s.length)); i++; continue; }
      }
      r += c;
    }
    return r;
  };
  const replaceAt = (s, t, positions, repl) => {
    const fn = typeof repl === 'function';
    if (!fn) repl = `${repl}`;
    let r = '';
    let p = 0;
    for (let i = 0; i < positions.length; i++) {
      const q = positions[i];
      r += call(strSlice, s, p, q);
      r += fn ? `${repl(t, q, s)}` : substitute(t, s, q, repl);
      p = q + t.length;
    }
    return r + call(strSlice, s, p);
  };
  guardString('replace', (orig, o, args) => {
    const t = args[0];
    if (typeof t !== 'string' || typeof o !== 'string' || !long(o, t)) return ReflectApply(orig, o, args);
    let repl = args[1];
    if (typeof repl !== 'function') repl = `${repl}`;
    const q = find(o, t, 0);
    return q < 0 ? o : replaceAt(o, t, [q], repl);
  });
  guardString('replaceAll', (orig, o, args) => {
    const t = args[0];
    if (typeof t !== 'string' || typeof o !== 'string' || !long(o, t)) return ReflectApply(orig, o, args);
    let repl = args[1];
    if (typeof repl !== 'function') repl = `${repl}`;
    const positions = [];
    for (let q = find(o, t, 0); q >= 0; q = find(o, t, q + t.length)) positions[positions.length] = q;
    return replaceAt(o, t, positions, repl);
  });
})();
