// console, and the inspector that formats values the way Node's console.log
// shows them. Loaded on first use (the first read of `console`, or the first
// non-Error value thrown): most programs log little or nothing, and a fresh
// sandbox should cost as little as possible. Receives the host functions, the
// bootstrap's intrinsic (the built-ins it took before any program ran) and its
// isArrayBuffer; returns { console, inspect }.
(function (host, intrinsic, isArrayBuffer) {
  'use strict';
  const hostLog = host.log;
  const hostClock = host.clock;
  // The built-ins, read from the constructors the bootstrap took before any
  // program ran.
  const call = intrinsic('call');
  const typedArrayName = intrinsic('typedArrayName');
  const abByteLength = intrinsic('abByteLength');
  const isNaN = intrinsic('isNaN');
  const ObjectCtor = intrinsic('Object');
  const ObjectKeys = ObjectCtor.keys;
  const ObjectIs = ObjectCtor.is;
  const ObjectCreate = ObjectCtor.create;
  const ObjectGetPrototypeOf = ObjectCtor.getPrototypeOf;
  const getOwnPropertyDescriptor = ObjectCtor.getOwnPropertyDescriptor;
  const objectToString = ObjectCtor.prototype.toString;
  const ArrayIsArray = intrinsic('Array').isArray;
  const ErrorCtor = intrinsic('Error');
  const PromiseCtor = intrinsic('Promise');
  const RegExpCtor = intrinsic('RegExp');
  const StringCtor = intrinsic('String');
  const NumberCtor = intrinsic('Number');
  const MathTrunc = intrinsic('Math').trunc;
  const JSONStringify = intrinsic('JSON').stringify;
  const DateCtor = intrinsic('Date');
  const MapCtor = intrinsic('Map');
  const SetCtor = intrinsic('Set');

  const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  const quote = (s) => "'" + s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";

  const className = (v) => {
    try {
      const proto = ObjectGetPrototypeOf(v);
      if (proto === null) return '[Object: null prototype]';
      const d = getOwnPropertyDescriptor(proto, 'constructor');
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
      {
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
      }
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
        {
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
          case '%i': return typeof a === 'bigint' ? a + 'n' : StringCtor(m === '%i' ? MathTrunc(NumberCtor(a)) : NumberCtor(a));
          case '%f': return StringCtor(NumberCtor(a));
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

  // console.count and console.time keep their labels in plain objects.
  let counts = ObjectCreate(null);
  let timers = ObjectCreate(null);
  // The clock Date.now reads (journaled in a durable execution).
  const now = () => hostClock();
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
      label = StringCtor(label);
      counts[label] = (counts[label] || 0) + 1;
      hostLog('log', label + ': ' + counts[label]);
    },
    countReset(label = 'default') { delete counts[StringCtor(label)]; },
    time(label = 'default') { timers[StringCtor(label)] = now(); },
    timeEnd(label = 'default') {
      label = StringCtor(label);
      const t = timers[label];
      if (t !== undefined) { delete timers[label]; hostLog('log', label + ': ' + (now() - t) + 'ms'); }
    },
    timeLog(label = 'default', ...args) {
      label = StringCtor(label);
      const t = timers[label];
      if (t !== undefined) hostLog('log', label + ': ' + (now() - t) + 'ms' + (args.length ? ' ' + format(args) : ''));
    },
  };

  return { console, inspect: (v) => inspect(v, 0, []) };
})
