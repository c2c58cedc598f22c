// The executor's own JavaScript, run once in every fresh sandbox before the
// program. It is compiled to bytecode once per process.
//
// It receives `host`, an object of Go functions that is never stored anywhere a
// program can reach, and installs the globals a program and provider source
// may use: __dispatch, the codec (__stringifyForDispatch, __parseForDispatch,
// __encodeBinary, __decodeBinary) and the timers. The provider factory and
// the entry point are not globals: Go holds start and calls it with the
// entry source's factory, which receives the provider factory as its
// argument (see entry.go), so no program can reach either. console, the
// web APIs and fetch are installed on first use: this script runs for every
// sandbox set up, so it does as little as it can.
//
// Every built-in it relies on is captured here (or, from what is captured
// here, when its group loads), before any program code runs, so a program
// that replaces JSON.parse or Array.prototype.map breaks only itself.
(function (host) {
  'use strict';
  const G = globalThis;
  const JSONParse = JSON.parse;
  const JSONStringify = JSON.stringify;
  const ObjectKeys = Object.keys;
  const ObjectGetPrototypeOf = Object.getPrototypeOf;
  const ObjectDefineProperty = Object.defineProperty;
  const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
  const ObjectFreeze = Object.freeze;
  const ObjectCreate = Object.create;
  const ObjectHasOwn = Object.hasOwn;
  const hasOwn = Object.prototype.hasOwnProperty;
  const ArrayIsArray = Array.isArray;
  const ErrorCtor = Error;
  const TypeErrorCtor = TypeError;
  const PromiseCtor = Promise;
  const promiseThen = Promise.prototype.then;
  const PromiseResolve = Promise.resolve.bind(Promise);
  const ProxyCtor = Proxy;
  const WeakMapCtor = WeakMap;
  const StringCtor = String;
  const apply = Function.prototype.apply;
  const call = Function.prototype.call.bind(Function.prototype.call);

  const hostDispatch = host.dispatch;
  const hostCall = host.call;
  const hostCallValue = host.callValue;
  const hostDone = host.done;
  const hostFail = host.fail;
  const hostEncode = host.encode;
  const hostDecode = host.decode;
  const hostInert = host.inert;
  const hostNewHandle = host.newHandle;
  const hostLookupHandle = host.lookupHandle;
  const hostHandleSettled = host.handleSettled;
  const hostTimerSet = host.timerSet;
  const hostTimerClear = host.timerClear;
  const hostUncaught = host.uncaught;

  const TEXT_OUTSIDE = 'The dispatch answered outside the result envelope.';
  const TAG = '__executor_binary_v1__';
  const HANDLE_TAG = '__executor_handle_v1__';

  const define = (name, value) => ObjectDefineProperty(G, name, { value, writable: true, configurable: true, enumerable: false });

  // ---- lazily installed globals ----

  // lazyGlobals makes each name an accessor that loads its group on first
  // read or write; loading replaces the accessors with the real values (a
  // name the group turns out not to define is removed).
  const lazyGlobals = (names, load) => {
    const getters = ObjectCreate(null);
    const loadAll = () => {
      load();
      for (let i = 0; i < names.length; i++) {
        const d = getOwnPropertyDescriptor(G, names[i]);
        if (d !== undefined && d.get === getters[names[i]]) delete G[names[i]];
      }
    };
    for (let i = 0; i < names.length; i++) {
      const n = names[i];
      getters[n] = function () { loadAll(); return G[n]; };
      ObjectDefineProperty(G, n, {
        get: getters[n],
        set(v) { loadAll(); define(n, v); },
        configurable: true,
        enumerable: false,
      });
    }
  };

  // ---- the engine's own built-ins ----

  // console, the web APIs and fetch load on first use, when the program may
  // have replaced any global: they take their built-ins from intrinsic(name),
  // which answers from what was taken here, before any program ran. These
  // are the engine's own constructors and namespaces (each module reads the
  // statics and methods it needs from them as it loads) and the accessors
  // that say what a binary value is: the codec below, console and the web
  // APIs read a view's buffer, offset and length through these alone, so the
  // bounds of a binary value that reach the host are the engine's, whatever
  // the program redefined. (Some sixty reads, about 6 µs of set-up, which a
  // slot pays once, for its image.)
  const lookupGetter = Object.prototype.__lookupGetter__;
  const TypedArrayProto = ObjectGetPrototypeOf(Uint8Array.prototype);
  const I = {
    __proto__: null,
    call, Object, Array, String: StringCtor, Number, Boolean, BigInt, Symbol, Reflect, Math, JSON, isNaN,
    Error: ErrorCtor, EvalError, RangeError, ReferenceError, SyntaxError, TypeError: TypeErrorCtor, URIError,
    Map, Set, WeakMap: WeakMapCtor, WeakSet, WeakRef: G.WeakRef, FinalizationRegistry: G.FinalizationRegistry,
    Date, RegExp, Promise: PromiseCtor, Iterator, ArrayBuffer, DataView, isView: ArrayBuffer.isView,
    Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
    Float16Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array, TypedArrayProto,
    typedArrayName: call(lookupGetter, TypedArrayProto, Symbol.toStringTag),
    typedArrayBuffer: call(lookupGetter, TypedArrayProto, 'buffer'),
    typedArrayByteOffset: call(lookupGetter, TypedArrayProto, 'byteOffset'),
    typedArrayByteLength: call(lookupGetter, TypedArrayProto, 'byteLength'),
    typedArrayLength: call(lookupGetter, TypedArrayProto, 'length'),
    abByteLength: call(lookupGetter, ArrayBuffer.prototype, 'byteLength'),
    dvBuffer: call(lookupGetter, DataView.prototype, 'buffer'),
    dvByteOffset: call(lookupGetter, DataView.prototype, 'byteOffset'),
    dvByteLength: call(lookupGetter, DataView.prototype, 'byteLength'),
  };
  // intrinsic returns the built-in taken under name (a misspelt name is a
  // TypeError as the module that asks loads).
  const intrinsic = (name) => {
    const v = I[name];
    if (v === undefined) throw new TypeErrorCtor('no intrinsic ' + name);
    return v;
  };

  // ---- the binary codec ----

  const ELEMENT_SIZE = {
    __proto__: null,
    Int8Array: 1, Uint8Array: 1, Uint8ClampedArray: 1, Int16Array: 2, Uint16Array: 2, Float16Array: 2,
    Int32Array: 4, Uint32Array: 4, Float32Array: 4, Float64Array: 8, BigInt64Array: 8, BigUint64Array: 8,
    ArrayBuffer: 1, DataView: 1,
  };

  // These checks must not throw for ordinary objects: a throw builds an
  // Error with a stack, and the codec runs them for every object it sees.
  const isArrayBuffer = (v) => {
    if (!(v instanceof I.ArrayBuffer)) return false;
    try { call(I.abByteLength, v); return true; } catch { return false; }
  };
  const isDataView = (v) => {
    if (!(v instanceof I.DataView)) return false;
    try { call(I.dvBuffer, v); return true; } catch { return false; }
  };

  // binaryTag returns the tagged envelope for binary values, or undefined.
  const binaryTag = (v) => {
    const name = call(I.typedArrayName, v);
    if (name !== undefined) {
      return { [TAG]: name, data: hostEncode(call(I.typedArrayBuffer, v), call(I.typedArrayByteOffset, v), call(I.typedArrayByteLength, v)) };
    }
    if (I.isView(v)) {
      if (isDataView(v)) return { [TAG]: 'DataView', data: hostEncode(call(I.dvBuffer, v), call(I.dvByteOffset, v), call(I.dvByteLength, v)) };
      return undefined;
    }
    if (isArrayBuffer(v)) return { [TAG]: 'ArrayBuffer', data: hostEncode(v, 0, call(I.abByteLength, v)) };
    return undefined;
  };

  // While the executor serialises a value, provider proxies answer undefined for
  // toJSON: JSON.stringify reads toJSON before any replacer runs, and a proxy
  // would otherwise turn that read into a tool call.
  let serializing = 0;

  // Functions in a tool call's arguments cross as handles (docs/handles.md);
  // the same function is always the same handle.
  let handleIds;
  const handleOf = (fn) => {
    if (handleIds === undefined) handleIds = new WeakMapCtor();
    let id = handleIds.get(fn);
    if (id === undefined) {
      id = hostNewHandle(fn);
      handleIds.set(fn, id);
    }
    return { [HANDLE_TAG]: id };
  };

  // The replacers run for every value serialised, so plain objects and
  // arrays, by far the most common, leave at the first test.
  const ObjectProto = Object.prototype;
  const ArrayProto = Array.prototype;
  const plain = (v) => {
    const p = ObjectGetPrototypeOf(v);
    return p === ObjectProto || p === ArrayProto || p === null;
  };

  const replacer = function (key, v) {
    if (typeof v === 'object' && v !== null && !plain(v)) {
      const t = binaryTag(v);
      if (t !== undefined) return t;
    }
    return v;
  };

  // ---- a forgotten await ----

  // The result's replacer also looks for promises (and other thenables): a
  // promise serialises as {}, so a tool call whose await was forgotten would
  // otherwise come back as an empty object. Finding one throws notAwaited;
  // serializeResult then names where it is.
  const notAwaited = ObjectFreeze({});
  const PromiseProto = Promise.prototype;
  const isThenable = (v) => {
    if (ObjectGetPrototypeOf(v) === PromiseProto) return true;
    const then = v.then;
    return typeof then === 'function';
  };
  // (isThenable inlined: this runs for every value of the result.)
  const resultReplacer = function (key, v) {
    if (typeof v === 'object' && v !== null) {
      const p = ObjectGetPrototypeOf(v);
      if (p === ArrayProto) return v;
      if (p === ObjectProto || p === null) {
        if (typeof v.then === 'function') throw notAwaited;
        return v;
      }
      if (p === PromiseProto) throw notAwaited;
      const t = binaryTag(v);
      if (t !== undefined) return t;
      if (typeof v.then === 'function') throw notAwaited;
    }
    return v;
  };

  // pathTo finds the shortest path from the result to a thenable, the way
  // JSON.stringify walks it (own enumerable string keys, arrays by index),
  // visiting each object once and at most a bounded number of them.
  const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  const RegExpTest = RegExp.prototype.test;
  const WeakMapHas = WeakMap.prototype.has;
  const WeakMapSet = WeakMap.prototype.set;
  const segment = (k, isIndex) => {
    if (isIndex) return '[' + k + ']';
    return call(RegExpTest, identifier, k) ? '.' + k : '[' + JSONStringify(k) + ']';
  };
  const pathTo = (root) => {
    const seen = new WeakMapCtor();
    let queue = [root, 'result'];
    let visited = 0;
    while (queue.length > 0 && visited < 100000) {
      const next = [];
      for (let i = 0; i < queue.length; i += 2) {
        const v = queue[i];
        const path = queue[i + 1];
        if (typeof v !== 'object' || v === null || call(WeakMapHas, seen, v)) continue;
        call(WeakMapSet, seen, v, true);
        visited++;
        if (path !== 'result' && isThenable(v)) return path;
        if (!plain(v) && binaryTag(v) !== undefined) continue;
        const isArray = ArrayIsArray(v);
        const keys = isArray ? null : ObjectKeys(v);
        const n = isArray ? v.length : keys.length;
        for (let j = 0; j < n; j++) {
          const k = isArray ? j : keys[j];
          next[next.length] = v[k];
          next[next.length] = path + segment(StringCtor(k), isArray);
        }
      }
      queue = next;
    }
    return 'a value inside the result';
  };

  const serializeResult = (v) => {
    serializing++;
    try {
      return JSONStringify(v, resultReplacer);
    } catch (e) {
      if (e !== notAwaited) throw e;
      let where;
      try {
        where = pathTo(v);
      } catch {
        where = 'a value inside the result';
      }
      return { notAwaited: where };
    } finally {
      serializing--;
    }
  };

  const dispatchReplacer = function (key, v) {
    if (typeof v === 'object') {
      if (v !== null && !plain(v)) {
        const t = binaryTag(v);
        if (t !== undefined) return t;
      }
      return v;
    }
    if (typeof v === 'function') return handleOf(v);
    return v;
  };

  // stringify is the codec for what leaves the sandbox as a call's
  // arguments: binary is tagged and functions become handles.
  const stringify = (v) => {
    // A string needs no replacer (and JSON.stringify quotes a long one in
    // pieces the engine can stop between).
    if (typeof v === 'string') return JSONStringify(v);
    serializing++;
    try {
      return JSONStringify(v, dispatchReplacer);
    } finally {
      serializing--;
    }
  };

  // stringifyValue is the codec for the program's result and a handle's
  // value: binary is tagged; functions are dropped, as JSON drops them.
  const stringifyValue = (v) => {
    if (typeof v === 'string') return JSONStringify(v);
    serializing++;
    try {
      return JSONStringify(v, replacer);
    } finally {
      serializing--;
    }
  };

  const rebuild = (o) => {
    const keys = ObjectKeys(o);
    if (keys.length !== 2) return undefined;
    const type = o[TAG];
    const data = o.data;
    if (typeof type !== 'string' || typeof data !== 'string' || !(type in ELEMENT_SIZE)) return undefined;
    const Ctor = type === 'DataView' ? I.DataView : I[type];
    if (type !== 'ArrayBuffer' && Ctor === undefined) return undefined;
    if (!((keys[0] === TAG && keys[1] === 'data') || (keys[0] === 'data' && keys[1] === TAG))) return undefined;
    const buf = hostDecode(data);
    if (buf === undefined) return undefined;
    if (call(I.abByteLength, buf) % ELEMENT_SIZE[type] !== 0) return undefined;
    if (type === 'ArrayBuffer') return buf;
    return new Ctor(buf);
  };

  const reviver = function (key, v) {
    if (typeof v === 'object' && v !== null && !ArrayIsArray(v)) {
      if (call(hasOwn, v, TAG)) {
        const b = rebuild(v);
        if (b !== undefined) return b;
      } else if (call(hasOwn, v, HANDLE_TAG) && ObjectKeys(v).length === 1 && typeof v[HANDLE_TAG] === 'string') {
        // A handle coming back is the function it stands for.
        const fn = hostLookupHandle(v[HANDLE_TAG]);
        if (fn !== undefined) return fn;
      }
    }
    return v;
  };

  // Only text that mentions a tag needs the reviver. (The checks use the
  // string's own methods: a program that replaces them breaks only itself.)
  const parse = (text) => {
    text = StringCtor(text);
    return text.includes('__executor_') ? JSONParse(text, reviver) : JSONParse(text);
  };

  // ---- tool calls ----

  const unwrap = (json) => {
    let envelope;
    try {
      envelope = parse(json);
    } catch {
      throw new ErrorCtor(TEXT_OUTSIDE);
    }
    if (typeof envelope !== 'object' || envelope === null || ArrayIsArray(envelope)) {
      throw new ErrorCtor(TEXT_OUTSIDE);
    }
    if (call(hasOwn, envelope, 'error')) {
      const e = envelope.error;
      throw new ErrorCtor(typeof e === 'string' ? e : JSONStringify(e));
    }
    return envelope.result;
  };

  // A tool function first hands its arguments to the host: plain ones are
  // serialised there (jsonwrite.go), which makes the call at once; for
  // anything else it answers undefined and callToolCodec does the work.
  const callToolCodec = (provider, tool, positional, args) => {
    let json;
    try {
      if (positional) {
        json = stringify(args);
      } else {
        json = args.length === 0 ? '{}' : stringify(args[0]);
        if (json === undefined) json = '{}';
      }
    } catch (e) {
      return PromiseCtor.reject(e);
    }
    // host.call settles with the envelope's value (Go unwraps it).
    return hostCall(provider, tool, json);
  };

  // proxyOf makes the proxy of a provider whose name and positional are
  // st[0] and st[1], read when a tool function is made (an array: the
  // executor sets a spare's by index, without looking a name up).
  // Its get trap is host.providerGet's, which returns a tool function made
  // before without calling this one (providerget.go) and calls it otherwise.
  const providerGet = host.providerGet;
  const proxyOf = (st) => {
    const fns = ObjectCreate(null);
    return new ProxyCtor({}, {
      get: providerGet(fns, function get(t, key) {
        if (ObjectHasOwn(t, key)) return t[key];
        // A tool function made before is returned first: the checks below
        // compare strings, which costs more than the lookup (fns holds
        // neither symbols nor 'then').
        let f = fns[key];
        if (f !== undefined) return serializing > 0 && key === 'toJSON' ? undefined : f;
        if (typeof key !== 'string' || key === 'then') return undefined;
        if (serializing > 0 && key === 'toJSON') return undefined;
        const name = st[0];
        const positional = st[1];
        f = (...args) => {
          const p = hostCallValue(name, key, positional, args);
          return p !== undefined ? p : callToolCodec(name, key, positional, args);
        };
        fns[key] = f;
        return f;
      }),
    });
  };
  const makeProvider = (name, positional) => proxyOf([name, positional]);
  // Spare providers, made as the sandbox is set up, so that a program's start
  // only names them (entry.go): proxy, state, proxy, state, ...
  const spares = [];
  for (let i = 0; i < 4; i++) {
    const st = ['', false];
    spares.push(proxyOf(st), st);
  }

  // ---- console (console.js), loaded on first use ----

  const hostLoadConsole = host.loadConsole;
  let consoleExports;
  const loadConsole = () => {
    if (consoleExports === undefined) {
      consoleExports = hostLoadConsole()(host, intrinsic, isArrayBuffer);
      define('console', consoleExports.console);
    }
    return consoleExports;
  };
  lazyGlobals(['console'], loadConsole);

  // describe renders what a program threw: "Name: message" for an Error, and
  // "Uncaught <value>" (as console.log shows it) for anything else.
  const describe = (e) => {
    try {
      if (e instanceof ErrorCtor) return StringCtor(e.name) + ': ' + StringCtor(e.message);
      return 'Uncaught ' + loadConsole().inspect(e);
    } catch {
      return 'Uncaught exception';
    }
  };
  const stackOf = (e) => {
    try {
      if (e instanceof ErrorCtor && typeof e.stack === 'string') return e.stack;
    } catch {}
    return '';
  };
  const errorName = (e) => {
    try {
      if (e instanceof ErrorCtor) return StringCtor(e.name);
    } catch {}
    return '';
  };
  const fail = (e) => { hostFail(describe(e), stackOf(e), errorName(e)); };

  // ---- timers ----

  // A timer's callback and arguments live here; Go keeps the schedule and
  // calls fireTimer when one is due.
  const timers = ObjectCreate(null);
  let nextTimer = 1;
  const reportUncaught = (e) => { hostUncaught(describe(e), stackOf(e)); };
  const addTimer = (fn, ms, args, repeat) => {
    if (typeof fn !== 'function') throw new TypeErrorCtor('The callback must be a function.');
    const id = nextTimer++;
    ms = +ms;
    if (!(ms >= 0)) ms = 0;
    hostTimerSet(id, ms); // throws when the execution has too many timers
    timers[id] = { fn, args, repeat: repeat ? ms : -1 };
    return id;
  };
  const removeTimer = (id) => {
    id = +id;
    if (timers[id] !== undefined) {
      delete timers[id];
      hostTimerClear(id);
    }
  };
  const fireTimer = (id) => {
    const t = timers[id];
    if (t === undefined) return;
    if (t.repeat >= 0) hostTimerSet(id, t.repeat);
    else delete timers[id];
    try {
      call(apply, t.fn, undefined, t.args);
    } catch (e) {
      reportUncaught(e);
    }
  };
  const resolved = PromiseResolve();
  const queueMicrotask = (fn) => {
    if (typeof fn !== 'function') throw new TypeErrorCtor('queueMicrotask takes a function.');
    call(promiseThen, resolved, () => {
      try {
        fn();
      } catch (e) {
        reportUncaught(e);
      }
    });
  };

  // ---- handles ----

  // invokeHandle runs a handle's function for the host: the arguments arrive
  // as a JSON array, the value (or the error) goes back through
  // hostHandleSettled: true with the value's JSON, false with what the
  // function threw, 0 with why the invocation failed without its throwing.
  const invokeHandle = (fn, argsJSON, token) => {
    let args;
    try {
      args = parse(argsJSON);
      if (!ArrayIsArray(args)) args = [args];
    } catch (e) {
      hostHandleSettled(token, 0, 'The arguments are not valid JSON: ' + describe(e));
      return;
    }
    call(promiseThen, new PromiseCtor((res) => res(call(apply, fn, undefined, args))),
      (v) => {
        let json;
        try {
          json = stringifyValue(v);
        } catch (e) {
          hostHandleSettled(token, 0, 'The value cannot be returned: ' + describe(e));
          return;
        }
        hostHandleSettled(token, true, json);
      },
      (e) => hostHandleSettled(token, false, describe(e)));
  };

  // ---- the entry point ----

  const FunctionToString = Function.prototype.toString;
  const StringStartsWith = String.prototype.startsWith;
  const identChar = /[A-Za-z0-9_$]/;
  // isClass reports whether fn is a class. Arrow and async functions, the
  // usual programs, have no own prototype and are never read as source.
  const isClass = (fn) => {
    try {
      if (!ObjectHasOwn(fn, 'prototype')) return false;
      const src = call(FunctionToString, fn);
      return call(StringStartsWith, src, 'class') && (src.length === 5 || !call(RegExpTest, identChar, src[5]));
    } catch {
      return false;
    }
  };

  let started = false;
  // start runs the program, given either the entry source's factory
  // (entry.go), which binds the providers, runs provider sources and preludes
  // and returns the thunk that evaluates the program's expression, or, with
  // factory undefined, the value of that expression, which Go evaluated
  // itself as a script of its own with the providers bound as global
  // constants and tool calls and logs inert.
  const start = (factory, program) => {
    if (started) throw new TypeErrorCtor('The executor starts one program per execution.');
    started = true;
    if (factory !== undefined) {
      let thunk;
      try {
        thunk = factory(makeProvider);
      } catch (e) {
        fail(e);
        return;
      }
      // Evaluate the program's expression with tool calls and logs inert:
      // a function expression has no effects, and anything else is run
      // again as a body in a fresh sandbox.
      let ok = true;
      hostInert(true);
      try {
        program = thunk();
      } catch {
        ok = false;
      }
      hostInert(false);
      if (!ok) {
        hostFail('', '', '', 'retry');
        return;
      }
    }
    if (typeof program !== 'function') {
      hostFail('', '', '', 'retry');
      return;
    }
    if (isClass(program)) {
      // export default class { ... } is not a program: calling a class
      // throws "class constructors must be invoked with 'new'".
      hostFail('', '', '', 'class');
      return;
    }
    let out;
    try {
      out = program();
    } catch (e) {
      fail(e);
      return;
    }
    // What the program returned goes back to Go, which settles the
    // execution at once when it is a value or a fulfilled promise and no
    // job is pending (settleProgram), or hands it to settle.
    return out;
  };
  // settle settles the execution with what the program returned, once it
  // resolves.
  const settle = (out) => {
    call(promiseThen, PromiseResolve(out), hostDone, fail);
  };

  define('__dispatch', hostDispatch);
  define('__stringifyForDispatch', stringify);
  define('__parseForDispatch', parse);
  define('__encodeBinary', (v) => (typeof v === 'object' && v !== null ? binaryTag(v) : undefined));
  define('__decodeBinary', (o) => (typeof o === 'object' && o !== null ? rebuild(o) : undefined));
  const setTimeout = (fn, ms, ...args) => addTimer(fn, ms, args, false);
  define('setTimeout', setTimeout);
  define('setInterval', (fn, ms, ...args) => addTimer(fn, ms, args, true));
  define('clearTimeout', removeTimer);
  define('clearInterval', removeTimer);
  define('queueMicrotask', queueMicrotask);

  // The web APIs (webapis.js) and fetch (fetch.js) load on first use too.
  const hostLoadWeb = host.loadWeb;
  let web;
  const loadWeb = () => {
    if (web === undefined) {
      web = hostLoadWeb(intrinsic);
      for (const n of WEB_NAMES) define(n, web[n]);
    }
    return web;
  };
  const WEB_NAMES = ['atob', 'btoa', 'TextEncoder', 'TextDecoder', 'URL', 'URLSearchParams', 'structuredClone', 'crypto'];
  lazyGlobals(WEB_NAMES, loadWeb);

  const hostLoadFetch = host.loadFetch;
  let fetchExports;
  const FETCH_NAMES = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];
  lazyGlobals(FETCH_NAMES, () => {
    if (fetchExports === undefined) {
      fetchExports = hostLoadFetch()(host, intrinsic, { setTimeout, clearTimeout: removeTimer, loadWeb });
      for (const n of FETCH_NAMES) define(n, fetchExports[n]);
    }
  });

  // In the order of internalNames (sandbox.go).
  return [serializeResult, fireTimer, invokeHandle, unwrap, start, makeProvider, settle, spares, fail, host, intrinsic];
})
