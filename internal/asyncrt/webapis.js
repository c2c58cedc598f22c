// The web APIs programs expect and the engine lacks: atob, btoa, TextEncoder,
// TextDecoder, URL, URLSearchParams, structuredClone and crypto. Compiled once
// per process, evaluated in a sandbox the first time the program reads one of
// those globals (see bootstrap.js), and given `host`, the Go functions of
// webapis.go that do the byte work. It returns its exports: exactly the eight
// globals. docs/webapis.md is the reference, with the pinned error texts.
//
// Every built-in used after load is captured here, from the constructors the
// bootstrap took before any program ran (intrinsic, the second argument),
// so a program that replaces a global, or Array.prototype.push or
// String.prototype.slice afterwards, breaks only itself. (The module loads
// lazily, so a program that redefines a built-in's method before its first
// use of a web API has already broken it for itself. The accessors that give
// a binary value's buffer, offset and length are the bootstrap's own, and the
// host checks every offset and length it is given.)
// Internal loops index arrays and strings directly instead of iterating them.
(function (host, intrinsic) {
  'use strict';

  // ---- captured built-ins ----

  // The statics and methods are read from the constructors the bootstrap
  // took before any program ran (intrinsic), never from globalThis; the
  // accessors of binary values are the bootstrap's own.
  const call = intrinsic('call');
  const ObjectCtor = intrinsic('Object');
  const ObjectKeys = ObjectCtor.keys;
  const ObjectDefineProperty = ObjectCtor.defineProperty;
  const ObjectGetOwnPropertyDescriptor = ObjectCtor.getOwnPropertyDescriptor;
  const ObjectGetPrototypeOf = ObjectCtor.getPrototypeOf;
  const ObjectSetPrototypeOf = ObjectCtor.setPrototypeOf;
  const ReflectOwnKeys = intrinsic('Reflect').ownKeys;
  const hasOwn = ObjectCtor.prototype.hasOwnProperty;
  const objectToString = ObjectCtor.prototype.toString;
  const ArrayCtor = intrinsic('Array');
  const ArrayIsArray = ArrayCtor.isArray;
  const arraySort = ArrayCtor.prototype.sort;
  const StringCtor = intrinsic('String');
  const stringCharCodeAt = StringCtor.prototype.charCodeAt;
  const stringSlice = StringCtor.prototype.slice;
  const stringToLowerCase = StringCtor.prototype.toLowerCase;
  const stringNormalize = StringCtor.prototype.normalize;
  const stringToWellFormed = StringCtor.prototype.toWellFormed;
  const ErrorCtor = intrinsic('Error');
  const TypeErrorCtor = intrinsic('TypeError');
  const RangeErrorCtor = intrinsic('RangeError');
  const ERROR_CTORS = {
    __proto__: null,
    Error: ErrorCtor, EvalError: intrinsic('EvalError'), RangeError: RangeErrorCtor, ReferenceError: intrinsic('ReferenceError'),
    SyntaxError: intrinsic('SyntaxError'), TypeError: TypeErrorCtor, URIError: intrinsic('URIError'),
  };
  const MapCtor = intrinsic('Map');
  const mapGet = MapCtor.prototype.get;
  const mapSet = MapCtor.prototype.set;
  const mapForEach = MapCtor.prototype.forEach;
  const mapSize = ObjectGetOwnPropertyDescriptor(MapCtor.prototype, 'size').get;
  const SetCtor = intrinsic('Set');
  const setAdd = SetCtor.prototype.add;
  const setForEach = SetCtor.prototype.forEach;
  const setSize = ObjectGetOwnPropertyDescriptor(SetCtor.prototype, 'size').get;
  const DateCtor = intrinsic('Date');
  const dateGetTime = DateCtor.prototype.getTime;
  const RegExpCtor = intrinsic('RegExp');
  const regexpSource = ObjectGetOwnPropertyDescriptor(RegExpCtor.prototype, 'source').get;
  const regexpFlags = ObjectGetOwnPropertyDescriptor(RegExpCtor.prototype, 'flags').get;
  const regexpExec = RegExpCtor.prototype.exec;
  const booleanValueOf = intrinsic('Boolean').prototype.valueOf;
  const numberValueOf = intrinsic('Number').prototype.valueOf;
  const stringValueOf = StringCtor.prototype.valueOf;
  const bigintValueOf = intrinsic('BigInt').prototype.valueOf;
  const WeakMapCtor = intrinsic('WeakMap');
  const WeakSetCtor = intrinsic('WeakSet');
  const WeakRefCtor = intrinsic('WeakRef');
  const FinalizationRegistryCtor = intrinsic('FinalizationRegistry');
  const PromiseCtor = intrinsic('Promise');
  const JSONStringify = intrinsic('JSON').stringify;
  const ArrayBufferCtor = intrinsic('ArrayBuffer');
  const isView = intrinsic('isView');
  const abProto = ArrayBufferCtor.prototype;
  const abByteLength = intrinsic('abByteLength');
  const abDetached = (ObjectGetOwnPropertyDescriptor(abProto, 'detached') || {}).get;
  const abResizable = (ObjectGetOwnPropertyDescriptor(abProto, 'resizable') || {}).get;
  const abMaxByteLength = (ObjectGetOwnPropertyDescriptor(abProto, 'maxByteLength') || {}).get;
  const TYPED_ARRAYS = { __proto__: null };
  const TYPED_ARRAY_NAMES = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
    'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'];
  for (let i = 0; i < TYPED_ARRAY_NAMES.length; i++) TYPED_ARRAYS[TYPED_ARRAY_NAMES[i]] = intrinsic(TYPED_ARRAY_NAMES[i]);
  const Uint8ArrayCtor = TYPED_ARRAYS.Uint8Array;
  const typedArraySet = intrinsic('TypedArrayProto').set;
  const typedArrayName = intrinsic('typedArrayName');
  const typedArrayBuffer = intrinsic('typedArrayBuffer');
  const typedArrayByteOffset = intrinsic('typedArrayByteOffset');
  const typedArrayByteLength = intrinsic('typedArrayByteLength');
  const typedArrayLength = intrinsic('typedArrayLength');
  const DataViewCtor = intrinsic('DataView');
  const dvBuffer = intrinsic('dvBuffer');
  const dvByteOffset = intrinsic('dvByteOffset');
  const dvByteLength = intrinsic('dvByteLength');
  const SymbolIterator = intrinsic('Symbol').iterator;
  const SymbolToStringTag = intrinsic('Symbol').toStringTag;
  // %IteratorPrototype%: Iterator.prototype, which no program can replace.
  const IteratorPrototype = intrinsic('Iterator').prototype;

  const hostBtoa = host.btoa;
  const hostAtob = host.atob;
  const hostUTF8Encode = host.utf8Encode;
  const hostUTF8EncodeInto = host.utf8EncodeInto;
  const hostUTF8Decode = host.utf8Decode;
  const hostFormParse = host.formParse;
  const hostFormEncode = host.formEncode;
  const hostRandomFill = host.randomFill;
  const hostRandomUUID = host.randomUUID;
  const hostURLParse = host.urlParse;
  const hostURLSet = host.urlSet;

  // ---- small helpers ----

  const charCodeAt = (s, i) => call(stringCharCodeAt, s, i);
  const slice = (s, a, b) => call(stringSlice, s, a, b);
  const lower = (s) => call(stringToLowerCase, s);

  // usv converts a value to a string the way Web IDL's USVString does: lone
  // surrogates become U+FFFD.
  const usv = (v) => call(stringToWellFormed, StringCtor(v));

  const isAlpha = (c) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  const isDigit = (c) => c >= 0x30 && c <= 0x39;

  const requireArgs = (what, needed, got) => {
    if (got < needed) {
      throw new TypeErrorCtor(`${what}: ${needed} argument${needed === 1 ? '' : 's'} required, but only ${got} present.`);
    }
  };

  // A (buffer, byteOffset, byteLength) triple for an ArrayBuffer or a view,
  // or undefined. Typed arrays and DataViews are recognised without a throw.
  const bytesOf = (v) => {
    if (typeof v !== 'object' || v === null) return undefined;
    if (call(typedArrayName, v) !== undefined) {
      return [call(typedArrayBuffer, v), call(typedArrayByteOffset, v), call(typedArrayByteLength, v)];
    }
    if (isView(v)) return [call(dvBuffer, v), call(dvByteOffset, v), call(dvByteLength, v)];
    try {
      return [v, 0, call(abByteLength, v)];
    } catch {
      return undefined;
    }
  };

  // Gives a class's instances their Symbol.toStringTag, as Web IDL does.
  // (Web IDL also makes prototype members enumerable; redefining them all
  // cost most of this module's load time, so they stay as classes define
  // them.)
  const setToStringTag = (cls, tag) => {
    ObjectDefineProperty(cls.prototype, SymbolToStringTag, { value: tag, configurable: true });
  };

  // ---- DOMException-like errors ----
  //
  // Browsers throw these as DOMException. They are Errors here, with the
  // DOMException name and legacy code, so `e.name === 'DataCloneError'` and
  // `e instanceof Error` both hold. The caller creates the Error, so that its
  // stack starts at the API function the program called.

  const DOM_CODES = { __proto__: null, InvalidCharacterError: 5, TypeMismatchError: 17, QuotaExceededError: 22, DataCloneError: 25 };
  const asDOMException = (e, name) => {
    ObjectDefineProperty(e, 'name', { value: name, writable: true, configurable: true });
    ObjectDefineProperty(e, 'code', { value: DOM_CODES[name], writable: true, configurable: true });
    return e;
  };

  // ---- atob and btoa (HTML) ----

  const TEXT_ATOB = "atob: the string is not valid base64 (allowed: A-Z a-z 0-9 + / and up to two trailing '='; convert base64url's '-' and '_' to '+' and '/' first).";

  const { atob, btoa } = {
    atob(data) {
      requireArgs('atob', 1, arguments.length);
      const out = hostAtob(StringCtor(data));
      if (out === null) throw asDOMException(new ErrorCtor(TEXT_ATOB), 'InvalidCharacterError');
      return out;
    },
    btoa(data) {
      requireArgs('btoa', 1, arguments.length);
      const s = StringCtor(data);
      const out = hostBtoa(s);
      if (out === null) {
        let i = 0;
        while (i < s.length && charCodeAt(s, i) <= 0xff) i++;
        throw asDOMException(new ErrorCtor(`btoa: the string has a character above U+00FF at index ${i}; btoa takes Latin-1 text only. For Unicode text, base64 its UTF-8 bytes: new TextEncoder().encode(text).toBase64().`), 'InvalidCharacterError');
      }
      return out;
    },
  };

  // ---- TextEncoder and TextDecoder (Encoding) ----

  class TextEncoder {
    get encoding() {
      return 'utf-8';
    }

    encode(input = '') {
      return new Uint8ArrayCtor(hostUTF8Encode(StringCtor(input)));
    }

    encodeInto(source, destination) {
      requireArgs('TextEncoder.encodeInto', 2, arguments.length);
      const s = StringCtor(source);
      if (call(typedArrayName, destination) !== 'Uint8Array') {
        throw new TypeErrorCtor('TextEncoder.encodeInto: the destination must be a Uint8Array.');
      }
      return hostUTF8EncodeInto(s, call(typedArrayBuffer, destination), call(typedArrayByteOffset, destination), call(typedArrayByteLength, destination));
    }
  }
  setToStringTag(TextEncoder, 'TextEncoder');

  // The Encoding Standard's labels for UTF-8.
  const UTF8_LABELS = { __proto__: null, 'unicode-1-1-utf-8': 1, 'unicode11utf8': 1, 'unicode20utf8': 1, 'utf-8': 1, 'utf8': 1, 'x-unicode20utf8': 1 };
  const DECODE_FATAL = 1;
  const DECODE_STRIP_BOM = 2;
  const DECODE_STREAM = 4;

  const isASCIIWhitespace = (c) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
  const trimASCIIWhitespace = (s) => {
    let a = 0;
    let b = s.length;
    while (a < b && isASCIIWhitespace(charCodeAt(s, a))) a++;
    while (b > a && isASCIIWhitespace(charCodeAt(s, b - 1))) b--;
    return slice(s, a, b);
  };

  // A Web IDL dictionary argument: undefined and null are empty.
  const dictionary = (what, v) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' && typeof v !== 'function') throw new TypeErrorCtor(`${what}: the options argument must be an object.`);
    return v;
  };

  class TextDecoder {
    #fatal;
    #ignoreBOM;
    #bomSeen = false;
    #doNotFlush = false;
    #pending = null; // the bytes of an incomplete sequence, while streaming

    constructor(label = 'utf-8', options = undefined) {
      const name = lower(trimASCIIWhitespace(StringCtor(label)));
      if (!(name in UTF8_LABELS)) {
        throw new RangeErrorCtor(`TextDecoder: the encoding "${StringCtor(label)}" is not supported; only UTF-8 is (labels "utf-8" and "utf8").`);
      }
      const o = dictionary('TextDecoder', options);
      this.#fatal = o !== undefined && !!o.fatal;
      this.#ignoreBOM = o !== undefined && !!o.ignoreBOM;
    }

    get encoding() {
      this.#fatal; // the brand check: a TypeError on other objects
      return 'utf-8';
    }

    get fatal() {
      return this.#fatal;
    }

    get ignoreBOM() {
      return this.#ignoreBOM;
    }

    decode(input = undefined, options = undefined) {
      if (!this.#doNotFlush) {
        this.#pending = null;
        this.#bomSeen = false;
      }
      const o = dictionary('TextDecoder.decode', options);
      const stream = o !== undefined && !!o.stream;
      this.#doNotFlush = stream;
      let bytes = [new ArrayBufferCtor(0), 0, 0];
      if (input !== undefined) {
        bytes = bytesOf(input);
        if (bytes === undefined) {
          throw new TypeErrorCtor('TextDecoder.decode: the input must be an ArrayBuffer, a typed array or a DataView.');
        }
      }
      let buffer = bytes[0];
      let offset = bytes[1];
      let length = bytes[2];
      const pending = this.#pending;
      if (pending !== null) {
        const n = call(typedArrayLength, pending);
        const joined = new Uint8ArrayCtor(n + length);
        call(typedArraySet, joined, pending);
        call(typedArraySet, joined, new Uint8ArrayCtor(buffer, offset, length), n);
        buffer = call(typedArrayBuffer, joined);
        offset = 0;
        length = n + length;
        this.#pending = null;
      }
      const flags = (this.#fatal ? DECODE_FATAL : 0) | (!this.#ignoreBOM && !this.#bomSeen ? DECODE_STRIP_BOM : 0) | (stream ? DECODE_STREAM : 0);
      const out = hostUTF8Decode(buffer, offset, length, flags);
      if (out === null) {
        this.#doNotFlush = false;
        throw new TypeErrorCtor('TextDecoder: the data is not valid UTF-8.');
      }
      if (!stream) return out;
      const used = out.used;
      if (used > 0) this.#bomSeen = true;
      if (used < length) {
        const rest = new Uint8ArrayCtor(length - used);
        call(typedArraySet, rest, new Uint8ArrayCtor(buffer, offset + used, length - used));
        this.#pending = rest;
      }
      return out.text;
    }
  }
  setToStringTag(TextDecoder, 'TextDecoder');

  // ---- URL (the URL Standard) ----
  //
  // The parser is in Go (package webstd: the URL Standard's basic URL parser,
  // its host parsers and Punycode). A URL object caches the attributes Go
  // answers, in this order, and a setter sends the href, the attribute and
  // the value back to be parsed with the setter's state override.

  const A_HREF = 0;
  const A_ORIGIN = 1;
  const A_PROTOCOL = 2;
  const A_USERNAME = 3;
  const A_PASSWORD = 4;
  const A_HOST = 5;
  const A_HOSTNAME = 6;
  const A_PORT = 7;
  const A_PATHNAME = 8;
  const A_SEARCH = 9;
  const A_HASH = 10;
  const A_QUERY_RAW = 11; // set only: the query serialized by URLSearchParams

  // uts46Map is the UTS #46 mapping the Go parser asks for when a domain
  // has non-ASCII or an "xn--" label: the mapped domain, or null if a label
  // is not valid. It approximates UTS #46 without its data tables: the code
  // points UTS #46 ignores are removed, the ideographic full stops become
  // '.', and the rest is mapped with NFKC and lowercasing (a code point whose
  // compatibility form holds a '.' is refused). A non-ASCII label is refused
  // if it has an unassigned, private-use, control, separator or replacement
  // code point, a Hangul filler, a ZWJ or ZWNJ, or starts with a combining
  // mark. CheckBidi is not applied. The expressions are compiled on first
  // use: most programs never see a non-ASCII host.
  let idnaDisallowed;
  let idnaLeadingMark;
  const isIgnoredIDNA = (c) => c === 0xad || c === 0x34f || (c >= 0x180b && c <= 0x180d) || c === 0x200b || c === 0x2060 ||
    (c >= 0xfe00 && c <= 0xfe0f) || c === 0xfeff || (c >= 0xe0100 && c <= 0xe01ef);
  const nfkc = (s) => call(stringNormalize, s, 'NFKC');

  const uts46Map = (domain) => {
    if (idnaDisallowed === undefined) {
      idnaDisallowed = new RegExpCtor('[\\p{Cc}\\p{Cn}\\p{Co}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Zs}\\u115f\\u1160\\u200c\\u200d\\u3164\\uffa0\\ufffc\\ufffd]', 'u');
      idnaLeadingMark = new RegExpCtor('^\\p{M}', 'u');
    }
    let mapped = '';
    for (let i = 0; i < domain.length; i++) {
      let c = charCodeAt(domain, i);
      let ch = domain[i];
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < domain.length) {
        const d = charCodeAt(domain, i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          ch += domain[++i];
        }
      }
      if (c < 0x80) {
        mapped += ch;
      } else if (c === 0x3002 || c === 0xff0e || c === 0xff61) {
        mapped += '.';
      } else if (c === 0x1e9e) {
        mapped += 'ss';
      } else if (!isIgnoredIDNA(c)) {
        const k = nfkc(ch);
        for (let j = 0; j < k.length; j++) if (k[j] === '.') return null;
        mapped += ch;
      }
    }
    mapped = nfkc(lower(nfkc(mapped)));
    let start = 0;
    for (let i = 0; i <= mapped.length; i++) {
      if (i < mapped.length && mapped[i] !== '.') continue;
      const label = slice(mapped, start, i);
      start = i + 1;
      let ascii = true;
      for (let j = 0; j < label.length; j++) if (charCodeAt(label, j) >= 0x80) ascii = false;
      if (!ascii && (call(regexpExec, idnaDisallowed, label) !== null || call(regexpExec, idnaLeadingMark, label) !== null)) return null;
    }
    return mapped;
  };

  // Adds what Node adds to the "Invalid URL" TypeError the caller made.
  const invalidURL = (e, input, base) => {
    e.code = 'ERR_INVALID_URL';
    e.input = input;
    if (base !== undefined) e.base = base;
    return e;
  };

  // The attributes of url against base (converted strings; base may be
  // undefined), or null.
  const parseURL = (url, base) => hostURLParse(url, base, uts46Map);

  // Bridges between URL and URLSearchParams, set in their static blocks.
  let paramsForURL; // (url object, search) → a linked URLSearchParams
  let setParamsList; // (params, search): reparses the list from a search
  let takeParamsQuery; // (params) → the serialized list if it changed, else undefined
  let isURLObject;
  let isParamsObject;

  const MAKE = {}; // the URL constructor's private "from attributes" marker

  class URL {
    #a; // the attributes, indexed by A_*
    #q; // the URLSearchParams

    constructor(url, base = undefined) {
      if (url === MAKE) {
        this.#a = base;
      } else {
        requireArgs('URL constructor', 1, arguments.length);
        url = StringCtor(url);
        if (base !== undefined) base = StringCtor(base);
        const a = parseURL(url, base);
        if (a === null) throw invalidURL(new TypeErrorCtor('Invalid URL'), url, base);
        this.#a = a;
      }
      this.#q = paramsForURL(this, this.#a[A_SEARCH]);
    }

    static {
      isURLObject = (v) => #a in v;
    }

    // A change to searchParams reaches the URL's query here, before the URL
    // is read or changed: the standard serializes the whole list on every
    // change, which would make n appends cost n² here.
    #sync() {
      const q = takeParamsQuery(this.#q);
      if (q !== undefined) this.#a = hostURLSet(this.#a[A_HREF], A_QUERY_RAW, q, uts46Map);
    }

    static canParse(url, base = undefined) {
      requireArgs('URL.canParse', 1, arguments.length);
      return parseURL(StringCtor(url), base === undefined ? undefined : StringCtor(base)) !== null;
    }

    static parse(url, base = undefined) {
      requireArgs('URL.parse', 1, arguments.length);
      const a = parseURL(StringCtor(url), base === undefined ? undefined : StringCtor(base));
      return a === null ? null : new URL(MAKE, a);
    }

    #set(attribute, value) {
      this.#sync();
      this.#a = hostURLSet(this.#a[A_HREF], attribute, StringCtor(value), uts46Map);
    }

    get href() {
      this.#sync();
      return this.#a[A_HREF];
    }

    set href(value) {
      value = StringCtor(value);
      const a = parseURL(value, undefined);
      if (a === null) throw invalidURL(new TypeErrorCtor('Invalid URL'), value);
      this.#a = a;
      setParamsList(this.#q, a[A_SEARCH]);
    }

    get origin() {
      return this.#a[A_ORIGIN];
    }

    get protocol() {
      return this.#a[A_PROTOCOL];
    }

    set protocol(value) {
      this.#set(A_PROTOCOL, value);
    }

    get username() {
      return this.#a[A_USERNAME];
    }

    set username(value) {
      this.#set(A_USERNAME, value);
    }

    get password() {
      return this.#a[A_PASSWORD];
    }

    set password(value) {
      this.#set(A_PASSWORD, value);
    }

    get host() {
      return this.#a[A_HOST];
    }

    set host(value) {
      this.#set(A_HOST, value);
    }

    get hostname() {
      return this.#a[A_HOSTNAME];
    }

    set hostname(value) {
      this.#set(A_HOSTNAME, value);
    }

    get port() {
      return this.#a[A_PORT];
    }

    set port(value) {
      this.#set(A_PORT, value);
    }

    get pathname() {
      return this.#a[A_PATHNAME];
    }

    set pathname(value) {
      this.#set(A_PATHNAME, value);
    }

    get search() {
      this.#sync();
      return this.#a[A_SEARCH];
    }

    set search(value) {
      value = usv(value);
      this.#set(A_SEARCH, value);
      // The list is parsed from the value as given, as the standard says.
      setParamsList(this.#q, value);
    }

    get searchParams() {
      return this.#q;
    }

    get hash() {
      return this.#a[A_HASH];
    }

    set hash(value) {
      this.#set(A_HASH, value);
    }

    toString() {
      this.#sync();
      return this.#a[A_HREF];
    }

    toJSON() {
      this.#sync();
      return this.#a[A_HREF];
    }
  }
  setToStringTag(URL, 'URL');

  // ---- URLSearchParams ----

  const serializeForm = (list) => {
    let out = '';
    for (let i = 0; i < list.length; i++) {
      if (i > 0) out += '&';
      out += hostFormEncode(list[i][0]) + '=' + hostFormEncode(list[i][1]);
    }
    return out;
  };

  const parseForm = (query) => {
    const flat = hostFormParse(query);
    const list = [];
    for (let i = 0; i < flat.length; i += 2) list[i >> 1] = [flat[i], flat[i + 1]];
    return list;
  };

  // The values of an iterable (a Web IDL sequence), by the iterator protocol.
  const sequence = (v, what) => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null) throw new TypeErrorCtor(what);
    const method = v[SymbolIterator];
    if (typeof method !== 'function') throw new TypeErrorCtor(what);
    const it = call(method, v);
    if ((typeof it !== 'object' && typeof it !== 'function') || it === null) throw new TypeErrorCtor(what);
    const next = it.next;
    const out = [];
    for (;;) {
      const r = call(next, it);
      if ((typeof r !== 'object' && typeof r !== 'function') || r === null) throw new TypeErrorCtor(what);
      if (r.done) return out;
      out[out.length] = r.value;
    }
  };

  const TEXT_PAIR = 'URLSearchParams: each pair must be a [name, value] sequence of exactly two items.';
  const byName = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

  const ITER_KEYS = 0;
  const ITER_VALUES = 1;
  const ITER_ENTRIES = 2;
  let paramsList; // (params) → its list, for the iterator

  class URLSearchParams {
    #list = [];
    #url = null;
    #changed = false; // the list changed since the URL last took its query

    constructor(init = '') {
      if ((typeof init === 'object' && init !== null) || typeof init === 'function') {
        const method = init[SymbolIterator];
        if (method !== undefined && method !== null) {
          if (typeof method !== 'function') throw new TypeErrorCtor('URLSearchParams: the init object is not iterable.');
          const pairs = sequence(init, TEXT_PAIR);
          for (let i = 0; i < pairs.length; i++) {
            const pair = sequence(pairs[i], TEXT_PAIR);
            if (pair.length !== 2) throw new TypeErrorCtor(TEXT_PAIR);
            this.#list[i] = [usv(pair[0]), usv(pair[1])];
          }
        } else {
          const keys = ReflectOwnKeys(init);
          let converted = false;
          for (let i = 0; i < keys.length; i++) {
            const k = keys[i];
            if (typeof k !== 'string') continue;
            const d = ObjectGetOwnPropertyDescriptor(init, k);
            if (d === undefined || !d.enumerable) continue;
            const name = usv(k);
            const v = usv(init[k]);
            // Own keys are distinct; two can only meet once lone
            // surrogates became U+FFFD, and then the later value wins.
            if (name !== k) converted = true;
            let found = false;
            for (let j = 0; converted && j < this.#list.length; j++) {
              if (this.#list[j][0] === name) {
                this.#list[j][1] = v;
                found = true;
              }
            }
            if (!found) this.#list[this.#list.length] = [name, v];
          }
        }
      } else {
        let s = usv(init);
        if (s[0] === '?') s = slice(s, 1);
        if (s !== '') this.#list = parseForm(s);
      }
    }

    static {
      paramsForURL = (url, search) => {
        const p = new URLSearchParams();
        p.#url = url;
        setParamsList(p, search);
        return p;
      };
      setParamsList = (p, search) => {
        if (search[0] === '?') search = slice(search, 1);
        p.#list = search === '' ? [] : parseForm(search);
        p.#changed = false;
      };
      takeParamsQuery = (p) => {
        if (!p.#changed) return undefined;
        p.#changed = false;
        return serializeForm(p.#list);
      };
      paramsList = (p) => p.#list;
      isParamsObject = (v) => #list in v;
    }

    // The URLSearchParams update steps: the URL's query follows the list
    // (when the URL is next used, see URL's #sync).
    #update() {
      if (this.#url !== null) this.#changed = true;
    }

    get size() {
      return this.#list.length;
    }

    append(name, value) {
      requireArgs('URLSearchParams.append', 2, arguments.length);
      const list = this.#list;
      list[list.length] = [usv(name), usv(value)];
      this.#update();
    }

    delete(name, value = undefined) {
      requireArgs('URLSearchParams.delete', 1, arguments.length);
      name = usv(name);
      if (value !== undefined) value = usv(value);
      const list = this.#list;
      const kept = [];
      for (let i = 0; i < list.length; i++) {
        if (list[i][0] === name && (value === undefined || list[i][1] === value)) continue;
        kept[kept.length] = list[i];
      }
      this.#list = kept;
      this.#update();
    }

    get(name) {
      requireArgs('URLSearchParams.get', 1, arguments.length);
      name = usv(name);
      const list = this.#list;
      for (let i = 0; i < list.length; i++) if (list[i][0] === name) return list[i][1];
      return null;
    }

    getAll(name) {
      requireArgs('URLSearchParams.getAll', 1, arguments.length);
      name = usv(name);
      const list = this.#list;
      const out = [];
      for (let i = 0; i < list.length; i++) if (list[i][0] === name) out[out.length] = list[i][1];
      return out;
    }

    has(name, value = undefined) {
      requireArgs('URLSearchParams.has', 1, arguments.length);
      name = usv(name);
      if (value !== undefined) value = usv(value);
      const list = this.#list;
      for (let i = 0; i < list.length; i++) {
        if (list[i][0] === name && (value === undefined || list[i][1] === value)) return true;
      }
      return false;
    }

    set(name, value) {
      requireArgs('URLSearchParams.set', 2, arguments.length);
      name = usv(name);
      value = usv(value);
      const list = this.#list;
      const kept = [];
      let found = false;
      for (let i = 0; i < list.length; i++) {
        if (list[i][0] === name) {
          if (found) continue;
          found = true;
          list[i][1] = value;
        }
        kept[kept.length] = list[i];
      }
      if (!found) kept[kept.length] = [name, value];
      this.#list = kept;
      this.#update();
    }

    sort() {
      // Array.prototype.sort is stable, and < compares code units.
      call(arraySort, this.#list, byName);
      this.#update();
    }

    forEach(callback, thisArg = undefined) {
      requireArgs('URLSearchParams.forEach', 1, arguments.length);
      if (typeof callback !== 'function') throw new TypeErrorCtor('URLSearchParams.forEach: the callback must be a function.');
      for (let i = 0; i < this.#list.length; i++) {
        const pair = this.#list[i];
        call(callback, thisArg, pair[1], pair[0], this);
      }
    }

    keys() {
      return new URLSearchParamsIterator(this, ITER_KEYS);
    }

    values() {
      return new URLSearchParamsIterator(this, ITER_VALUES);
    }

    entries() {
      return new URLSearchParamsIterator(this, ITER_ENTRIES);
    }

    toString() {
      return serializeForm(this.#list);
    }
  }
  setToStringTag(URLSearchParams, 'URLSearchParams');
  ObjectDefineProperty(URLSearchParams.prototype, SymbolIterator, {
    value: URLSearchParams.prototype.entries, writable: true, configurable: true,
  });

  // The iterator sees the list as it is at each step, as the standard's
  // iterators do.
  class URLSearchParamsIterator {
    #params;
    #kind;
    #index = 0;

    constructor(params, kind) {
      this.#params = params;
      this.#kind = kind;
    }

    next() {
      const list = paramsList(this.#params);
      if (this.#index >= list.length) return { value: undefined, done: true };
      const pair = list[this.#index++];
      const kind = this.#kind;
      return { value: kind === ITER_KEYS ? pair[0] : kind === ITER_VALUES ? pair[1] : [pair[0], pair[1]], done: false };
    }
  }
  ObjectSetPrototypeOf(URLSearchParamsIterator.prototype, IteratorPrototype);
  ObjectDefineProperty(URLSearchParamsIterator.prototype, SymbolToStringTag, { value: 'URLSearchParams Iterator', configurable: true });

  // ---- structuredClone (HTML) ----
  //
  // A direct deep copy that follows StructuredSerialize/Deserialize: the same
  // object reached twice (or in a cycle) is copied once, buffers shared by
  // views stay shared, getters run once, and only own enumerable string keys
  // are copied. Prototypes are not: class instances come back as plain
  // objects.

  // The path to the value being cloned is kept cheaply (st.keys[d] is the
  // key or index at depth d, st.kinds[d] what holds it) and only turned into
  // text for an error message.
  const K_OBJECT = 0;
  const K_ARRAY = 1;
  const K_MAP_KEY = 2;
  const K_MAP_VALUE = 3;
  const K_SET = 4;
  const K_CAUSE = 5;

  const isIdentifier = (k) => {
    if (k === '') return false;
    for (let i = 0; i < k.length; i++) {
      const c = charCodeAt(k, i);
      if (!(isAlpha(c) || c === 0x5f || c === 0x24 || (i > 0 && isDigit(c)))) return false;
    }
    return true;
  };
  const isIndex = (k) => {
    if (k === '' || k.length > 10) return false;
    for (let i = 0; i < k.length; i++) if (!isDigit(charCodeAt(k, i))) return false;
    return k === '0' || k[0] !== '0';
  };

  // What cloneValue throws for a value it cannot clone: structuredClone
  // turns it into the DataCloneError, whose stack then starts there rather
  // than deep in the recursion.
  class CloneFailure {
    constructor(message) {
      this.message = message;
    }
  }

  const cloneError = (st, depth, what) => {
    let path = 'value';
    for (let i = 0; i < depth; i++) {
      const k = st.keys[i];
      switch (st.kinds[i]) {
        case K_ARRAY: case K_OBJECT:
          path += isIndex(k) ? '[' + k + ']' : isIdentifier(k) ? '.' + k : '[' + JSONStringify(k) + ']';
          break;
        case K_MAP_KEY: path += `[map key #${k}]`; break;
        case K_MAP_VALUE: path += `[map value #${k}]`; break;
        case K_SET: path += `[set item #${k}]`; break;
        case K_CAUSE: path += '.cause'; break;
      }
    }
    return new CloneFailure(`structuredClone: ${path} could not be cloned: it is ${what}.`);
  };

  // Properties are assigned, which for a fresh object or array is what the
  // standard's CreateDataProperty does (defining each one costs much more
  // here); a "__proto__" key is defined instead, so it stays an own property.
  // (A setter a program put on Object.prototype would run: a documented gap.)
  const protoDesc = { __proto__: null, value: undefined, writable: true, enumerable: true, configurable: true };

  const remember = (st, from, to) => {
    call(mapSet, st.memory, from, to);
    return to;
  };

  // A brand check that may throw (an expensive path, taken only for the
  // built-in types Object.prototype.toString names): true if fn accepts v
  // as its receiver.
  const branded = (fn, v) => {
    try {
      call(fn, v);
      return true;
    } catch {
      return false;
    }
  };

  const cloneBuffer = (st, depth, v) => {
    if (abDetached !== undefined && call(abDetached, v)) throw cloneError(st, depth, 'a detached ArrayBuffer');
    const len = call(abByteLength, v);
    const out = abResizable !== undefined && call(abResizable, v)
      ? new ArrayBufferCtor(len, { maxByteLength: call(abMaxByteLength, v) })
      : new ArrayBufferCtor(len);
    call(typedArraySet, new Uint8ArrayCtor(out), new Uint8ArrayCtor(v));
    return remember(st, v, out);
  };

  // Copies the own enumerable string-keyed properties, reading each once.
  const cloneProperties = (st, depth, from, to, kind) => {
    const keys = ObjectKeys(from);
    st.kinds[depth] = kind;
    const next = depth + 1;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (!call(hasOwn, from, k)) continue; // deleted by a getter meanwhile
      st.keys[depth] = k;
      const v = cloneValue(st, next, from[k]);
      if (k === '__proto__') {
        protoDesc.value = v;
        ObjectDefineProperty(to, k, protoDesc);
        protoDesc.value = undefined;
      } else {
        to[k] = v;
      }
    }
  };

  const NOT_CLONEABLE = {
    __proto__: null,
    '[object WeakMap]': [WeakMapCtor, 'a WeakMap'],
    '[object WeakSet]': [WeakSetCtor, 'a WeakSet'],
    '[object WeakRef]': [WeakRefCtor, 'a WeakRef'],
    '[object FinalizationRegistry]': [FinalizationRegistryCtor, 'a FinalizationRegistry'],
    '[object Promise]': [PromiseCtor, 'a Promise'],
  };
  const PLATFORM_TAGS = { __proto__: null, '[object URL]': 'a URL', '[object URLSearchParams]': 'a URLSearchParams', '[object TextEncoder]': 'a TextEncoder', '[object TextDecoder]': 'a TextDecoder', '[object Crypto]': 'a Crypto' };

  const cloneValue = (st, depth, v) => {
    if (typeof v !== 'object') {
      switch (typeof v) {
        case 'symbol': throw cloneError(st, depth, 'a symbol');
        case 'function': throw cloneError(st, depth, 'a function');
      }
      return v; // undefined, boolean, number, string, bigint
    }
    if (v === null) return null;
    const seen = call(mapGet, st.memory, v);
    if (seen !== undefined) return seen;
    if (ArrayIsArray(v)) {
      const out = remember(st, v, new ArrayCtor(v.length));
      cloneProperties(st, depth, v, out, K_ARRAY);
      return out;
    }
    const tag = call(objectToString, v);
    if (tag === '[object Object]') {
      const out = remember(st, v, {});
      cloneProperties(st, depth, v, out, K_OBJECT);
      return out;
    }
    const ta = call(typedArrayName, v);
    if (ta !== undefined) {
      const buffer = cloneValue(st, depth, call(typedArrayBuffer, v));
      return remember(st, v, new TYPED_ARRAYS[ta](buffer, call(typedArrayByteOffset, v), call(typedArrayLength, v)));
    }
    switch (tag) {
      case '[object ArrayBuffer]':
        if (branded(abByteLength, v)) return cloneBuffer(st, depth, v);
        break;
      case '[object DataView]':
        if (isView(v)) {
          const buffer = cloneValue(st, depth, call(dvBuffer, v));
          return remember(st, v, new DataViewCtor(buffer, call(dvByteOffset, v), call(dvByteLength, v)));
        }
        break;
      case '[object Date]':
        if (branded(dateGetTime, v)) return remember(st, v, new DateCtor(call(dateGetTime, v)));
        break;
      case '[object RegExp]':
        if (branded(regexpSource, v)) return remember(st, v, new RegExpCtor(call(regexpSource, v), call(regexpFlags, v)));
        break;
      case '[object Map]':
        if (branded(mapSize, v)) {
          const keys = [];
          const values = [];
          call(mapForEach, v, (value, key) => {
            keys[keys.length] = key;
            values[values.length] = value;
          });
          const out = remember(st, v, new MapCtor());
          for (let i = 0; i < keys.length; i++) {
            st.keys[depth] = i;
            st.kinds[depth] = K_MAP_KEY;
            const k = cloneValue(st, depth + 1, keys[i]);
            st.kinds[depth] = K_MAP_VALUE;
            call(mapSet, out, k, cloneValue(st, depth + 1, values[i]));
          }
          return out;
        }
        break;
      case '[object Set]':
        if (branded(setSize, v)) {
          const items = [];
          call(setForEach, v, (value) => {
            items[items.length] = value;
          });
          const out = remember(st, v, new SetCtor());
          st.kinds[depth] = K_SET;
          for (let i = 0; i < items.length; i++) {
            st.keys[depth] = i;
            call(setAdd, out, cloneValue(st, depth + 1, items[i]));
          }
          return out;
        }
        break;
      case '[object Error]':
        return cloneErrorObject(st, depth, v);
      case '[object Boolean]':
        if (branded(booleanValueOf, v)) return remember(st, v, ObjectCtor(call(booleanValueOf, v)));
        break;
      case '[object Number]':
        if (branded(numberValueOf, v)) return remember(st, v, ObjectCtor(call(numberValueOf, v)));
        break;
      case '[object String]':
        if (branded(stringValueOf, v)) return remember(st, v, ObjectCtor(call(stringValueOf, v)));
        break;
      case '[object BigInt]':
        if (branded(bigintValueOf, v)) return remember(st, v, ObjectCtor(call(bigintValueOf, v)));
        break;
      case '[object Symbol]':
        throw cloneError(st, depth, 'a Symbol object');
      case '[object Generator]': case '[object AsyncGenerator]':
        throw cloneError(st, depth, 'a generator');
      default: {
        const platform = PLATFORM_TAGS[tag];
        if (platform !== undefined && (isURLObject(v) || isParamsObject(v) || v instanceof TextEncoder || v instanceof TextDecoder || v === crypto)) {
          throw cloneError(st, depth, platform);
        }
        const nc = NOT_CLONEABLE[tag];
        if (nc !== undefined && nc[0] !== undefined && v instanceof nc[0]) throw cloneError(st, depth, nc[1]);
      }
    }
    const out = remember(st, v, {});
    cloneProperties(st, depth, v, out, K_OBJECT);
    return out;
  };

  // An Error keeps its standard name (others become "Error"), its message,
  // its stack and its cause.
  const cloneErrorObject = (st, depth, v) => {
    const name = v.name;
    const ctor = typeof name === 'string' && name in ERROR_CTORS ? ERROR_CTORS[name] : ErrorCtor;
    const md = ObjectGetOwnPropertyDescriptor(v, 'message');
    const out = md !== undefined && call(hasOwn, md, 'value') ? new ctor(StringCtor(md.value)) : new ctor();
    remember(st, v, out);
    const sd = ObjectGetOwnPropertyDescriptor(v, 'stack');
    if (sd !== undefined && typeof sd.value === 'string') {
      ObjectDefineProperty(out, 'stack', { value: sd.value, writable: true, configurable: true });
    }
    const cd = ObjectGetOwnPropertyDescriptor(v, 'cause');
    if (cd !== undefined && call(hasOwn, cd, 'value')) {
      st.kinds[depth] = K_CAUSE;
      ObjectDefineProperty(out, 'cause', { value: cloneValue(st, depth + 1, cd.value), writable: true, configurable: true });
    }
    return out;
  };

  const { structuredClone } = {
    structuredClone(value, options = undefined) {
      requireArgs('structuredClone', 1, arguments.length);
      const o = dictionary('structuredClone', options);
      if (o !== undefined) {
        const t = o.transfer;
        if (t !== undefined && !(ArrayIsArray(t) && t.length === 0)) {
          throw asDOMException(new ErrorCtor('structuredClone: the transfer option is not supported in this sandbox; clone without it (the original stays usable).'), 'DataCloneError');
        }
      }
      try {
        return cloneValue({ memory: new MapCtor(), keys: [], kinds: [] }, 0, value);
      } catch (e) {
        if (e instanceof CloneFailure) throw asDOMException(new ErrorCtor(e.message), 'DataCloneError');
        throw e; // a getter's own error
      }
    },
  };

  // ---- crypto (Web Crypto, without crypto.subtle) ----

  const INTEGER_ARRAYS = { __proto__: null, Int8Array: 1, Uint8Array: 1, Uint8ClampedArray: 1, Int16Array: 1, Uint16Array: 1, Int32Array: 1, Uint32Array: 1, BigInt64Array: 1, BigUint64Array: 1 };
  const MAX_RANDOM_BYTES = 65536;
  let creating = true;

  class Crypto {
    constructor() {
      if (!creating) throw new TypeErrorCtor('Illegal constructor');
      creating = false;
    }

    getRandomValues(array) {
      requireArgs('crypto.getRandomValues', 1, arguments.length);
      const name = call(typedArrayName, array);
      if (name === undefined || !(name in INTEGER_ARRAYS)) {
        if (name === undefined && !isView(array)) {
          throw new TypeErrorCtor('crypto.getRandomValues: the argument must be an integer typed array (such as a Uint8Array).');
        }
        throw asDOMException(new ErrorCtor(`crypto.getRandomValues: the argument must be an integer typed array (Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array or BigUint64Array), not a ${name === undefined ? 'DataView' : name}.`), 'TypeMismatchError');
      }
      const n = call(typedArrayByteLength, array);
      if (n > MAX_RANDOM_BYTES) {
        throw asDOMException(new ErrorCtor(`crypto.getRandomValues: the array is ${n} bytes; at most 65536 bytes can be filled per call.`), 'QuotaExceededError');
      }
      hostRandomFill(call(typedArrayBuffer, array), call(typedArrayByteOffset, array), n);
      return array;
    }

    randomUUID() {
      return hostRandomUUID();
    }
  }
  setToStringTag(Crypto, 'Crypto');
  const crypto = new Crypto();

  return { atob, btoa, TextEncoder, TextDecoder, URL, URLSearchParams, structuredClone, crypto };
})
