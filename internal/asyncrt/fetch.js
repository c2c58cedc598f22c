// fetch and the classes around it (Headers, Request, Response,
// AbortController, AbortSignal): the subset of the WHATWG Fetch standard that
// programs use. Loaded on first use. The request goes to the host's outbound
// function through host.fetchStart; only http: and https: URLs reach it (the
// Go side checks again). See docs/network.md.
(function (host, intrinsic, helpers) {
  'use strict';
  // The built-ins, read from the constructors the bootstrap took before any
  // program ran, and the bootstrap's own timers.
  const { setTimeout, clearTimeout, loadWeb } = helpers;
  const JSONCtor = intrinsic('JSON');
  const JSONParse = JSONCtor.parse;
  const JSONStringify = JSONCtor.stringify;
  const ObjectCtor = intrinsic('Object');
  const ObjectKeys = ObjectCtor.keys;
  const ObjectDefineProperty = ObjectCtor.defineProperty;
  const ObjectCreate = ObjectCtor.create;
  const ErrorCtor = intrinsic('Error');
  const TypeErrorCtor = intrinsic('TypeError');
  const PromiseCtor = intrinsic('Promise');
  const ArrayIsArray = intrinsic('Array').isArray;
  const ArrayBufferCtor = intrinsic('ArrayBuffer');
  const isView = intrinsic('isView');
  const Uint8ArrayCtor = intrinsic('Uint8Array');
  const StringCtor = intrinsic('String');
  const SymbolCtor = intrinsic('Symbol');
  const SymbolIterator = SymbolCtor.iterator;
  const { URL, URLSearchParams, TextEncoder, TextDecoder } = loadWeb();
  const hostFetchStart = host.fetchStart;
  const hostFetchTake = host.fetchTake;
  const hostFetchAbort = host.fetchAbort;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const KEY = SymbolCtor('internal');

  const domError = (name, message) => {
    const e = new ErrorCtor(message);
    e.name = name;
    return e;
  };

  // ---- Headers ----

  const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
  const normalizeValue = (v) => StringCtor(v).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
  const checkName = (name) => {
    name = StringCtor(name);
    if (!TOKEN.test(name)) throw new TypeErrorCtor(`Headers: "${name}" is not a valid header name.`);
    return name.toLowerCase();
  };
  const checkValue = (value) => {
    value = normalizeValue(value);
    if (/[\0\r\n]/.test(value)) throw new TypeErrorCtor('Headers: a header value may not contain NUL, CR or LF.');
    return value;
  };

  class Headers {
    constructor(init) {
      this[KEY] = []; // [lowercased name, value] in insertion order
      if (init === undefined || init === null) return;
      if (init instanceof Headers) {
        for (const [n, v] of init[KEY]) this[KEY].push([n, v]);
      } else if (typeof init === 'object' && typeof init[SymbolIterator] === 'function') {
        for (const pair of init) {
          const p = [...pair];
          if (p.length !== 2) throw new TypeErrorCtor('Headers: each header must be a [name, value] pair.');
          this.append(p[0], p[1]);
        }
      } else if (typeof init === 'object') {
        for (const k of ObjectKeys(init)) this.append(k, init[k]);
      } else {
        throw new TypeErrorCtor('Headers: expected an object, an array of pairs or a Headers.');
      }
    }
    append(name, value) {
      this[KEY].push([checkName(name), checkValue(value)]);
    }
    delete(name) {
      const n = checkName(name);
      this[KEY] = this[KEY].filter((h) => h[0] !== n);
    }
    get(name) {
      const n = checkName(name);
      const vs = this[KEY].filter((h) => h[0] === n).map((h) => h[1]);
      return vs.length ? vs.join(', ') : null;
    }
    getSetCookie() {
      return this[KEY].filter((h) => h[0] === 'set-cookie').map((h) => h[1]);
    }
    has(name) {
      const n = checkName(name);
      return this[KEY].some((h) => h[0] === n);
    }
    set(name, value) {
      const n = checkName(name);
      const v = checkValue(value);
      const i = this[KEY].findIndex((h) => h[0] === n);
      if (i < 0) {
        this[KEY].push([n, v]);
        return;
      }
      this[KEY][i] = [n, v];
      this[KEY] = this[KEY].filter((h, j) => j <= i || h[0] !== n);
    }
    forEach(fn, thisArg) {
      for (const [n, v] of this.entries()) fn.call(thisArg, v, n, this);
    }
    // entries are sorted by name, values of a repeated name combined (as the
    // standard's "sort and combine"); set-cookie stays one entry per value.
    *entries() {
      const names = [...new Set(this[KEY].map((h) => h[0]))].sort();
      for (const n of names) {
        if (n === 'set-cookie') {
          for (const v of this.getSetCookie()) yield [n, v];
        } else {
          yield [n, this.get(n)];
        }
      }
    }
    *keys() {
      for (const [n] of this.entries()) yield n;
    }
    *values() {
      for (const [, v] of this.entries()) yield v;
    }
    [SymbolIterator]() {
      return this.entries();
    }
    get [Symbol.toStringTag]() {
      return 'Headers';
    }
  }

  // ---- AbortController / AbortSignal ----

  class AbortSignal {
    constructor(key) {
      if (key !== KEY) throw new TypeErrorCtor('Illegal constructor: use new AbortController().signal.');
      this[KEY] = { aborted: false, reason: undefined, listeners: [] };
      this.onabort = null;
    }
    get aborted() {
      return this[KEY].aborted;
    }
    get reason() {
      return this[KEY].reason;
    }
    throwIfAborted() {
      if (this[KEY].aborted) throw this[KEY].reason;
    }
    addEventListener(type, fn, options) {
      if (type !== 'abort' || typeof fn !== 'function') return;
      const once = typeof options === 'object' && options !== null && !!options.once;
      this[KEY].listeners.push({ fn, once });
    }
    removeEventListener(type, fn) {
      if (type !== 'abort') return;
      this[KEY].listeners = this[KEY].listeners.filter((l) => l.fn !== fn);
    }
    static abort(reason) {
      const s = new AbortSignal(KEY);
      signalAbort(s, reason);
      return s;
    }
    static timeout(ms) {
      const s = new AbortSignal(KEY);
      setTimeout(() => signalAbort(s, domError('TimeoutError', 'The operation timed out.')), ms);
      return s;
    }
    static any(signals) {
      const s = new AbortSignal(KEY);
      for (const other of signals) {
        if (other.aborted) {
          signalAbort(s, other.reason);
          return s;
        }
      }
      for (const other of signals) other.addEventListener('abort', () => signalAbort(s, other.reason), { once: true });
      return s;
    }
    get [Symbol.toStringTag]() {
      return 'AbortSignal';
    }
  }

  const signalAbort = (signal, reason) => {
    const st = signal[KEY];
    if (st.aborted) return;
    st.aborted = true;
    st.reason = reason === undefined ? domError('AbortError', 'This operation was aborted') : reason;
    const event = { type: 'abort', target: signal };
    const ls = st.listeners;
    st.listeners = ls.filter((l) => !l.once);
    if (typeof signal.onabort === 'function') {
      try { signal.onabort(event); } catch {}
    }
    for (const l of ls) {
      try { l.fn.call(signal, event); } catch {}
    }
  };

  class AbortController {
    constructor() {
      this.signal = new AbortSignal(KEY);
    }
    abort(reason) {
      signalAbort(this.signal, reason);
    }
    get [Symbol.toStringTag]() {
      return 'AbortController';
    }
  }

  // ---- bodies ----

  // extractBody turns a body init into bytes and the content type it implies.
  const extractBody = (body) => {
    if (body === undefined || body === null) return { bytes: null, type: null };
    if (typeof body === 'string') return { bytes: encoder.encode(body), type: 'text/plain;charset=UTF-8' };
    if (body instanceof URLSearchParams) {
      return { bytes: encoder.encode(body.toString()), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    if (body instanceof ArrayBufferCtor) return { bytes: new Uint8ArrayCtor(body.slice(0)), type: null };
    if (isView(body)) return { bytes: new Uint8ArrayCtor(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)), type: null };
    return { bytes: encoder.encode(StringCtor(body)), type: 'text/plain;charset=UTF-8' };
  };

  // Body is the part Request and Response share.
  class Body {
    constructor(bytes) {
      this[KEY] = { bytes, used: false };
    }
    get bodyUsed() {
      return this[KEY].used;
    }
    get body() {
      return null; // streams are not supported
    }
    consume() {
      const st = this[KEY];
      if (st.used) return PromiseCtor.reject(new TypeErrorCtor('Body has already been used.'));
      st.used = true;
      return PromiseCtor.resolve(st.bytes === null ? new Uint8ArrayCtor(0) : st.bytes);
    }
    arrayBuffer() {
      return this.consume().then((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
    }
    bytes() {
      return this.consume().then((b) => new Uint8ArrayCtor(b));
    }
    text() {
      return this.consume().then((b) => decoder.decode(b));
    }
    json() {
      return this.text().then((t) => JSONParse(t));
    }
  }

  const STANDARD_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH'];
  const REDIRECT_MODES = ['follow', 'error', 'manual'];
  const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

  class Request extends Body {
    constructor(input, init) {
      init = init === undefined || init === null ? {} : init;
      let url;
      let method = 'GET';
      let headers;
      let bytes = null;
      let signal = null;
      let redirect = 'follow';
      if (input instanceof Request) {
        url = input.url;
        method = input.method;
        headers = new Headers(input.headers);
        bytes = input[KEY].bytes;
        signal = input.signal;
        redirect = input.redirect;
      } else {
        const raw = input instanceof URL ? input.href : StringCtor(input);
        try {
          url = new URL(raw).href;
        } catch {
          throw new TypeErrorCtor(`Failed to parse URL from ${raw}: fetch needs an absolute URL.`);
        }
        headers = new Headers();
      }
      if (init.method !== undefined) {
        method = StringCtor(init.method);
        if (STANDARD_METHODS.includes(method.toUpperCase())) method = method.toUpperCase();
        if (!TOKEN.test(method)) throw new TypeErrorCtor(`"${method}" is not a valid HTTP method.`);
      }
      if (init.headers !== undefined) headers = new Headers(init.headers);
      if (init.body !== undefined && init.body !== null) {
        if (method === 'GET' || method === 'HEAD') throw new TypeErrorCtor('Request with GET/HEAD method cannot have body.');
        const b = extractBody(init.body);
        bytes = b.bytes;
        if (b.type !== null && !headers.has('content-type')) headers.set('content-type', b.type);
      }
      if (init.signal !== undefined) signal = init.signal;
      if (init.redirect !== undefined) {
        redirect = StringCtor(init.redirect);
        if (!REDIRECT_MODES.includes(redirect)) {
          throw new TypeErrorCtor(`"${redirect}" is not a valid redirect mode: use "follow", "error" or "manual".`);
        }
      }
      super(bytes);
      this.url = url;
      this.method = method;
      this.headers = headers;
      this.signal = signal === null ? new AbortController().signal : signal;
      this.redirect = redirect;
    }
    clone() {
      if (this.bodyUsed) throw new TypeErrorCtor('Body has already been used.');
      return new Request(this);
    }
    get [Symbol.toStringTag]() {
      return 'Request';
    }
  }

  class Response extends Body {
    constructor(body, init) {
      init = init === undefined || init === null ? {} : init;
      const status = init.status === undefined ? 200 : +init.status;
      if (!(status >= 200 && status <= 599) || Math.trunc(status) !== status) {
        throw new RangeError(`Response status ${init.status} is outside the range 200 to 599.`);
      }
      const headers = new Headers(init.headers);
      const b = extractBody(body);
      if (b.type !== null && !headers.has('content-type')) headers.set('content-type', b.type);
      super(b.bytes);
      this.status = status;
      this.statusText = init.statusText === undefined ? '' : StringCtor(init.statusText);
      this.headers = headers;
      this.url = '';
      this.redirected = false;
      this.type = 'default';
    }
    get ok() {
      return this.status >= 200 && this.status <= 299;
    }
    clone() {
      if (this.bodyUsed) throw new TypeErrorCtor('Body has already been used.');
      const r = new Response(this[KEY].bytes, { status: this.status, statusText: this.statusText, headers: this.headers });
      r.url = this.url;
      r.type = this.type;
      r.redirected = this.redirected;
      return r;
    }
    static json(data, init) {
      const headers = new Headers(init && init.headers);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      return new Response(JSONStringify(data), { ...(init || {}), headers });
    }
    static error() {
      const r = new Response(null, { status: 200 });
      r.type = 'error';
      ObjectDefineProperty(r, 'status', { value: 0 });
      return r;
    }
    get [Symbol.toStringTag]() {
      return 'Response';
    }
  }

  // A response from the host: status 100-199 or 0 are kept as given.
  const hostResponse = (meta, buffer, requestURL) => {
    const r = ObjectCreate(Response.prototype);
    r[KEY] = { bytes: buffer === undefined ? new Uint8ArrayCtor(0) : new Uint8ArrayCtor(buffer), used: false };
    r.status = meta.status;
    r.statusText = meta.statusText || '';
    r.headers = new Headers(meta.headers);
    r.url = meta.url || requestURL;
    r.redirected = !!meta.url && meta.url !== requestURL;
    r.type = 'basic';
    return r;
  };

  // ---- fetch ----

  // The text a redirect fails a fetch with under redirect: 'error' (Go's
  // codemode.AllowHosts gives the same).
  const redirectErrorText = (to) => `fetch failed: redirect to ${to} refused: the request's redirect mode is "error"`;

  const fetch = (input, init) => new PromiseCtor((resolve, reject) => {
    let req;
    try {
      req = new Request(input, init);
    } catch (e) {
      reject(e);
      return;
    }
    const signal = req.signal;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const holder = {};
    const bytes = req[KEY].bytes;
    let started;
    try {
      started = hostFetchStart(req.method, req.url, JSONStringify([...req.headers]),
        bytes === null ? undefined : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), holder,
        req.redirect);
    } catch (e) {
      reject(e);
      return;
    }
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      if (holder.id !== undefined) hostFetchAbort(holder.id);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    started.then((metaJSON) => {
      signal.removeEventListener('abort', onAbort);
      const meta = JSONParse(metaJSON);
      const buffer = hostFetchTake(meta.id);
      if (done) return;
      done = true;
      const response = hostResponse(meta, buffer, req.url);
      // With redirect: 'error' a redirect fails the fetch even if the host's
      // function answered it (followed it, or handed back the 3xx).
      if (req.redirect === 'error') {
        const location = response.headers.get('location');
        let to = null;
        if (response.redirected) {
          to = response.url;
        } else if (REDIRECT_STATUSES.includes(response.status) && location !== null) {
          try { to = new URL(location, req.url).href; } catch { to = location; }
        }
        if (to !== null) {
          reject(new TypeErrorCtor(redirectErrorText(to)));
          return;
        }
      }
      resolve(response);
    }, (e) => {
      signal.removeEventListener('abort', onAbort);
      if (done) return;
      done = true;
      reject(e);
    });
  });

  return { fetch, Request, Response, Headers, AbortController, AbortSignal };
})
