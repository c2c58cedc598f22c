// The executor's own JavaScript, run once in every fresh sandbox before the
// program. It is compiled to bytecode once per process.
//
// It receives `host`, an object of Go functions that is never stored anywhere a
// program can reach, and installs the globals a program and provider source
// may use: console, __dispatch, the codec (__stringifyForDispatch,
// __parseForDispatch, __encodeBinary, __decodeBinary) and __executor (the
// provider factory and the entry point the generated entry source calls).
//
// Every built-in it relies on is captured here, before any program runs, so a
// program that replaces JSON.parse or Array.prototype.map breaks only itself.
(function (host) {
  'use strict';
  const G = globalThis;
  const JSONParse = JSON.parse;
  const JSONStringify = JSON.stringify;
  const ObjectKeys = Object.keys;
  const ObjectGetPrototypeOf = Object.getPrototypeOf;
  const ObjectDefineProperty = Object.defineProperty;
  const ObjectFreeze = Object.freeze;
  const ObjectCreate = Object.create;
  const ObjectIs = Object.is;
  const hasOwn = Object.prototype.hasOwnProperty;
  const objectToString = Object.prototype.toString;
  const ArrayIsArray = Array.isArray;
  const ArrayBufferCtor = ArrayBuffer;
  const isView = ArrayBuffer.isView;
  const DataViewCtor = DataView;
  const ErrorCtor = Error;
  const TypeErrorCtor = TypeError;
  const PromiseCtor = Promise;
  const promiseThen = Promise.prototype.then;
  const PromiseResolve = Promise.resolve.bind(Promise);
  const ProxyCtor = Proxy;
  const StringCtor = String;
  const MapCtor = Map;
  const SetCtor = Set;
  const DateCtor = Date;
  const RegExpCtor = RegExp;
  const stringIncludes = String.prototype.includes;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const TypedArrayProto = ObjectGetPrototypeOf(Uint8Array.prototype);
  const typedArrayName = Object.getOwnPropertyDescriptor(TypedArrayProto, Symbol.toStringTag).get;
  const abByteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
  const viewBuffer = {
    typed: Object.getOwnPropertyDescriptor(TypedArrayProto, 'buffer').get,
    typedOffset: Object.getOwnPropertyDescriptor(TypedArrayProto, 'byteOffset').get,
    typedLength: Object.getOwnPropertyDescriptor(TypedArrayProto, 'byteLength').get,
    dv: Object.getOwnPropertyDescriptor(DataView.prototype, 'buffer').get,
    dvOffset: Object.getOwnPropertyDescriptor(DataView.prototype, 'byteOffset').get,
    dvLength: Object.getOwnPropertyDescriptor(DataView.prototype, 'byteLength').get,
  };

  const hostDispatch = host.dispatch;
  const hostLog = host.log;
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

  // ---- the binary codec ----

  const ELEMENT_SIZE = ObjectCreate(null);
  const CTORS = ObjectCreate(null);
  for (const [name, size] of [
    ['Int8Array', 1], ['Uint8Array', 1], ['Uint8ClampedArray', 1],
    ['Int16Array', 2], ['Uint16Array', 2], ['Float16Array', 2],
    ['Int32Array', 4], ['Uint32Array', 4], ['Float32Array', 4],
    ['Float64Array', 8], ['BigInt64Array', 8], ['BigUint64Array', 8],
    ['ArrayBuffer', 1], ['DataView', 1],
  ]) {
    if (typeof G[name] === 'function') {
      ELEMENT_SIZE[name] = size;
      CTORS[name] = G[name];
    }
  }

  // These checks must not throw for ordinary objects: a throw builds an
  // Error with a stack, and the codec runs them for every object it sees.
  const isArrayBuffer = (v) => {
    if (!(v instanceof ArrayBufferCtor)) return false;
    try { call(abByteLength, v); return true; } catch { return false; }
  };
  const isDataView = (v) => {
    if (!(v instanceof DataViewCtor)) return false;
    try { call(viewBuffer.dv, v); return true; } catch { return false; }
  };

  // binaryTag returns the tagged envelope for binary values, or undefined.
  const binaryTag = (v) => {
    const name = call(typedArrayName, v);
    if (name !== undefined) {
      return { [TAG]: name, data: hostEncode(call(viewBuffer.typed, v), call(viewBuffer.typedOffset, v), call(viewBuffer.typedLength, v)) };
    }
    if (isView(v)) {
      if (isDataView(v)) {
        return { [TAG]: 'DataView', data: hostEncode(call(viewBuffer.dv, v), call(viewBuffer.dvOffset, v), call(viewBuffer.dvLength, v)) };
      }
      return undefined;
    }
    if (isArrayBuffer(v)) {
      return { [TAG]: 'ArrayBuffer', data: hostEncode(v, 0, call(abByteLength, v)) };
    }
    return undefined;
  };

  // While the executor serialises a value, provider proxies answer undefined for
  // toJSON: JSON.stringify reads toJSON before any replacer runs, and a proxy
  // would otherwise turn that read into a tool call.
  let serializing = 0;

  // Functions in a tool call's arguments cross as handles (docs/handles.md);
  // the same function is always the same handle.
  const handleIds = new MapCtor();
  const handleOf = (fn) => {
    let id = handleIds.get(fn);
    if (id === undefined) {
      id = hostNewHandle(fn);
      handleIds.set(fn, id);
    }
    return { [HANDLE_TAG]: id };
  };

  const replacer = function (key, v) {
    if (typeof v === 'object' && v !== null) {
      const t = binaryTag(v);
      if (t !== undefined) return t;
    }
    return v;
  };

  const dispatchReplacer = function (key, v) {
    if (typeof v === 'function') return handleOf(v);
    if (typeof v === 'object' && v !== null) {
      const t = binaryTag(v);
      if (t !== undefined) return t;
    }
    return v;
  };

  // stringify is the codec used for what leaves the sandbox as a call's
  // arguments: binary is tagged and functions become handles.
  const stringify = (v) => {
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
    if (!((keys[0] === TAG && keys[1] === 'data') || (keys[0] === 'data' && keys[1] === TAG))) return undefined;
    const buf = hostDecode(data);
    if (buf === undefined) return undefined;
    const size = ELEMENT_SIZE[type];
    if (call(abByteLength, buf) % size !== 0) return undefined;
    if (type === 'ArrayBuffer') return buf;
    return new CTORS[type](buf);
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

  const parse = (text) => {
    text = StringCtor(text);
    return call(stringIncludes, text, TAG) || call(stringIncludes, text, HANDLE_TAG) ? JSONParse(text, reviver) : JSONParse(text);
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

  const callTool = (provider, tool, positional, args) => {
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
    return call(promiseThen, hostDispatch(provider, tool, json), unwrap);
  };

  const makeProvider = (name, positional) => {
    const fns = ObjectCreate(null);
    const target = {};
    return new ProxyCtor(target, {
      get(t, key) {
        if (call(hasOwn, t, key)) return t[key];
        if (typeof key !== 'string' || key === 'then') return undefined;
        if (key === 'toJSON' && serializing > 0) return undefined;
        let f = fns[key];
        if (f === undefined) {
          f = (...args) => callTool(name, key, positional, args);
          fns[key] = f;
        }
        return f;
      },
    });
  };

  // ---- console ----

  const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  const quote = (s) => "'" + s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";

  const className = (v) => {
    try {
      const proto = ObjectGetPrototypeOf(v);
      if (proto === null) return '[Object: null prototype]';
      const d = Object.getOwnPropertyDescriptor(proto, 'constructor');
      const n = d && typeof d.value === 'function' ? d.value.name : '';
      return n || '';
    } catch {
      return '';
    }
  };

  const inspect = (v, depth, seen) => {
    switch (typeof v) {
      case 'string': return quote(v);
      case 'number': return ObjectIs(v, -0) ? '-0' : StringCtor(v);
      case 'bigint': return StringCtor(v) + 'n';
      case 'boolean':
      case 'undefined': return StringCtor(v);
      case 'symbol': return v.toString();
      case 'function': {
        let n = '';
        try { n = v.name; } catch {}
        return '[Function: ' + (n || '(anonymous)') + ']';
      }
    }
    if (v === null) return 'null';
    if (seen.includes(v)) return '[Circular]';
    try {
      if (v instanceof ErrorCtor) {
        const s = v.stack;
        const head = StringCtor(v.name) + ': ' + StringCtor(v.message);
        return typeof s === 'string' && s.length > 0 ? head + '\n' + s.replace(/\n$/, '') : head;
      }
      if (v instanceof DateCtor) return isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString();
      if (v instanceof RegExpCtor) return StringCtor(v);
      const ta = call(typedArrayName, v);
      if (ta !== undefined) {
        if (depth > 2) return '[' + ta + ']';
        const items = [];
        const n = v.length;
        for (let i = 0; i < n && i < 100; i++) items.push(typeof v[i] === 'bigint' ? v[i] + 'n' : StringCtor(v[i]));
        if (n > 100) items.push('... ' + (n - 100) + ' more items');
        return ta + '(' + n + ') [' + (items.length ? ' ' + items.join(', ') + ' ' : '') + ']';
      }
      if (isArrayBuffer(v)) return 'ArrayBuffer { byteLength: ' + call(abByteLength, v) + ' }';
      seen.push(v);
      try {
        if (ArrayIsArray(v)) {
          if (depth > 2) return '[Array]';
          const items = [];
          const n = v.length;
          for (let i = 0; i < n && i < 100; i++) items.push(inspect(v[i], depth + 1, seen));
          if (n > 100) items.push('... ' + (n - 100) + ' more items');
          return items.length ? '[ ' + items.join(', ') + ' ]' : '[]';
        }
        if (v instanceof MapCtor) {
          if (depth > 2) return '[Map]';
          const items = [];
          for (const [k, x] of v) items.push(inspect(k, depth + 1, seen) + ' => ' + inspect(x, depth + 1, seen));
          return 'Map(' + v.size + ') {' + (items.length ? ' ' + items.join(', ') + ' ' : '') + '}';
        }
        if (v instanceof SetCtor) {
          if (depth > 2) return '[Set]';
          const items = [];
          for (const x of v) items.push(inspect(x, depth + 1, seen));
          return 'Set(' + v.size + ') {' + (items.length ? ' ' + items.join(', ') + ' ' : '') + '}';
        }
        if (v instanceof PromiseCtor) return 'Promise { <pending> }';
        let name = className(v);
        if (name === 'Object') name = '';
        if (depth > 2) return '[' + (name || 'Object') + ']';
        const keys = ObjectKeys(v);
        const items = [];
        for (let i = 0; i < keys.length && i < 100; i++) {
          const k = keys[i];
          let x;
          try { x = v[k]; } catch (e) { x = '[Getter threw]'; }
          items.push((IDENT.test(k) ? k : quote(k)) + ': ' + inspect(x, depth + 1, seen));
        }
        if (keys.length > 100) items.push('... ' + (keys.length - 100) + ' more properties');
        const body = items.length ? '{ ' + items.join(', ') + ' }' : '{}';
        return name ? name + ' ' + body : body;
      } finally {
        seen.pop();
      }
    } catch {
      return '[' + (call(objectToString, v) || 'object') + ']';
    }
  };

  const formatArg = (v) => (typeof v === 'string' ? v : inspect(v, 0, []));

  const format = (args) => {
    if (args.length === 0) return '';
    let i = 0;
    let out = '';
    const first = args[0];
    if (typeof first === 'string' && first.includes('%') && args.length > 1) {
      i = 1;
      out = first.replace(/%[sdifjoOc%]/g, (m) => {
        if (m === '%%') return '%';
        if (i >= args.length) return m;
        const a = args[i++];
        switch (m) {
          case '%s': return typeof a === 'string' ? a : inspect(a, 1, []);
          case '%d':
          case '%i': return typeof a === 'bigint' ? a + 'n' : StringCtor(m === '%i' ? Math.trunc(Number(a)) : Number(a));
          case '%f': return StringCtor(Number(a));
          case '%j': try { return JSONStringify(a); } catch { return '[Circular]'; }
          case '%c': return '';
          default: return inspect(a, 0, []);
        }
      });
    } else {
      out = formatArg(first);
      i = 1;
    }
    for (; i < args.length; i++) out += ' ' + formatArg(args[i]);
    return out;
  };

  const logger = (level) => function (...args) {
    let text;
    try { text = format(args); } catch (e) { text = '[unprintable]'; }
    hostLog(level, text);
  };

  const counts = new MapCtor();
  const consoleTimers = new MapCtor();
  const console = {
    log: logger('log'),
    info: logger('info'),
    debug: logger('debug'),
    warn: logger('warn'),
    error: logger('error'),
    trace: logger('error'),
    dir: logger('log'),
    table: logger('log'),
    assert(cond, ...args) {
      if (!cond) hostLog('error', 'Assertion failed' + (args.length ? ': ' + format(args) : ''));
    },
    count(label = 'default') {
      const n = (counts.get(label) || 0) + 1;
      counts.set(label, n);
      hostLog('log', label + ': ' + n);
    },
    countReset(label = 'default') { counts.delete(label); },
    time(label = 'default') { consoleTimers.set(label, DateCtor.now()); },
    timeEnd(label = 'default') {
      const t = consoleTimers.get(label);
      if (t !== undefined) { consoleTimers.delete(label); hostLog('log', label + ': ' + (DateCtor.now() - t) + 'ms'); }
    },
    timeLog(label = 'default', ...args) {
      const t = consoleTimers.get(label);
      if (t !== undefined) hostLog('log', label + ': ' + (DateCtor.now() - t) + 'ms' + (args.length ? ' ' + format(args) : ''));
    },
  };

  // ---- timers ----

  // A timer's callback and arguments live here; Go keeps the schedule and
  // calls fireTimer when one is due.
  const timers = new MapCtor();
  let nextTimer = 1;
  const reportUncaught = (e) => {
    hostUncaught(describe(e), stackOf(e));
  };
  const addTimer = (fn, ms, args, repeat) => {
    if (typeof fn !== 'function') throw new TypeErrorCtor('The callback must be a function.');
    const id = nextTimer++;
    ms = +ms;
    if (!(ms >= 0)) ms = 0;
    hostTimerSet(id, ms); // throws when the execution has too many timers
    timers.set(id, { fn, args, repeat: repeat ? ms : -1 });
    return id;
  };
  const removeTimer = (id) => {
    id = +id;
    if (timers.delete(id)) hostTimerClear(id);
  };
  const fireTimer = (id) => {
    const t = timers.get(id);
    if (t === undefined) return;
    if (t.repeat >= 0) hostTimerSet(id, t.repeat);
    else timers.delete(id);
    try {
      call(Function.prototype.apply, t.fn, undefined, t.args);
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
  // hostHandleSettled.
  const invokeHandle = (fn, argsJSON, token) => {
    let args;
    try {
      args = parse(argsJSON);
      if (!ArrayIsArray(args)) args = [args];
    } catch (e) {
      hostHandleSettled(token, false, 'The arguments are not valid JSON: ' + describe(e));
      return;
    }
    call(promiseThen, new PromiseCtor((resolve) => resolve(call(Function.prototype.apply, fn, undefined, args))),
      (v) => {
        let json;
        try {
          json = stringifyValue(v);
        } catch (e) {
          hostHandleSettled(token, false, 'The value cannot be returned: ' + describe(e));
          return;
        }
        hostHandleSettled(token, true, json);
      },
      (e) => hostHandleSettled(token, false, describe(e)));
  };

  // ---- the entry point ----

  const describe = (e) => {
    try {
      if (e instanceof ErrorCtor) {
        return StringCtor(e.name) + ': ' + StringCtor(e.message);
      }
      return 'Uncaught ' + inspect(e, 0, []);
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

  let started = false;
  const start = (factory) => {
    if (started) throw new TypeErrorCtor('__executor.start runs once per execution.');
    started = true;
    let thunk;
    try {
      thunk = factory();
    } catch (e) {
      fail(e);
      return;
    }
    // Evaluate the program's expression with tool calls and logs inert: a
    // function expression has no effects, and anything else is run again
    // as a body in a fresh sandbox.
    let program;
    let ok = true;
    hostInert(true);
    try {
      program = thunk();
    } catch {
      ok = false;
    }
    hostInert(false);
    if (!ok || typeof program !== 'function') {
      hostFail('', '', '', 'retry');
      return;
    }
    let out;
    try {
      out = program();
    } catch (e) {
      fail(e);
      return;
    }
    call(promiseThen, PromiseResolve(out), hostDone, fail);
  };


  const define = (name, value) => ObjectDefineProperty(G, name, { value, writable: true, configurable: true, enumerable: false });
  define('console', console);
  define('__dispatch', hostDispatch);
  define('__stringifyForDispatch', stringify);
  define('__parseForDispatch', parse);
  define('__encodeBinary', (v) => binaryTag(v));
  define('__decodeBinary', (o) => (typeof o === 'object' && o !== null ? rebuild(o) : undefined));
  define('__executor', ObjectFreeze({ provider: makeProvider, start }));
  define('setTimeout', (fn, ms, ...args) => addTimer(fn, ms, args, false));
  define('setInterval', (fn, ms, ...args) => addTimer(fn, ms, args, true));
  define('clearTimeout', removeTimer);
  define('clearInterval', removeTimer);
  define('queueMicrotask', queueMicrotask);

  // The web APIs (webapis.js) are loaded on first use: most programs never
  // touch them, and a fresh sandbox should cost as little as possible.
  const hostLoadWeb = host.loadWeb;
  const WEB_NAMES = ['atob', 'btoa', 'TextEncoder', 'TextDecoder', 'URL', 'URLSearchParams', 'structuredClone', 'crypto'];
  let web;
  const loadWeb = () => {
    if (web === undefined) {
      web = hostLoadWeb();
      for (const n of WEB_NAMES) define(n, web[n]);
    }
    return web;
  };
  for (const n of WEB_NAMES) {
    ObjectDefineProperty(G, n, {
      get() { return loadWeb()[n]; },
      set(v) { loadWeb(); define(n, v); },
      configurable: true,
      enumerable: false,
    });
  }

  // fetch and its classes (fetch.js) load the same way.
  const hostLoadFetch = host.loadFetch;
  const FETCH_NAMES = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];
  let fetchExports;
  const loadFetch = () => {
    if (fetchExports === undefined) {
      const factory = hostLoadFetch();
      fetchExports = factory(host, { parse: JSONParse, stringify: JSONStringify, setTimeout: G.setTimeout, clearTimeout: G.clearTimeout, loadWeb });
      for (const n of FETCH_NAMES) define(n, fetchExports[n]);
    }
    return fetchExports;
  };
  for (const n of FETCH_NAMES) {
    ObjectDefineProperty(G, n, {
      get() { return loadFetch()[n]; },
      set(v) { loadFetch(); define(n, v); },
      configurable: true,
      enumerable: false,
    });
  }

  return { serialize: stringifyValue, fireTimer, invokeHandle };
})
