// @codemode/client/protocol: the host side of the tool-call protocol, the
// JavaScript twin of the Go package github.com/codemode/codemode/protocol.
//
// Everything here is strings in and strings out: the envelope a dispatch
// answers with, the pinned texts, the binary codec and its decoding rule,
// handles, and the provider-name rules. It has no dependency and does not
// talk to the daemon; the main entry point (@codemode/client) does that.

import { Buffer } from 'node:buffer';
import { types } from 'node:util';

import { TEXT_ALREADY_COMPLETED, TEXT_OUTSIDE_ENVELOPE, TEXT_TOOL_NOT_FOUND } from './kinds.js';

// ---- pinned texts ----
// A program may recognise these, so they are reproduced byte for byte.

// They are generated from the catalogue of failures into kinds.js.
export { TEXT_ALREADY_COMPLETED, TEXT_OUTSIDE_ENVELOPE, TEXT_TOOL_NOT_FOUND };

/** The pinned refusal for a tool the host does not route: Tool "<tool>" not found. */
export const toolNotFoundText = (tool) => TEXT_TOOL_NOT_FOUND.replace('%s', () => tool);

/** The key that marks a binary envelope. */
export const BINARY_TAG = '__executor_binary_v1__';

/** The key that marks a handle: a function of the program. */
export const HANDLE_TAG = '__executor_handle_v1__';

/** The error a responder throws to turn down a tool it does not route. */
export class ToolNotFoundError extends Error {
  constructor(tool) {
    super(toolNotFoundText(tool));
    this.name = 'ToolNotFoundError';
    this.tool = tool;
  }
}

// ---- handles ----

/**
 * A function of the program, passed in a tool call's arguments. The program's
 * codec sends {"__executor_handle_v1__":"h1"} in its place; parse rebuilds that
 * as a Handle. Call it back with context.invoke(handle, ...args). A Handle
 * returned from a tool serialises back to its envelope, so the program gets
 * its own function.
 */
export class Handle {
  constructor(id) {
    if (typeof id !== 'string' || id === '') throw new TypeError('A Handle needs a non-empty string id.');
    this.id = id;
  }

  toJSON() {
    return { [HANDLE_TAG]: this.id };
  }
}

// ---- the binary codec ----

// Every type name a binary envelope may carry, with the byte size of one
// element: the same table as Go's protocol.ElementSize.
const ELEMENT_SIZE = {
  Int8Array: 1,
  Uint8Array: 1,
  Uint8ClampedArray: 1,
  ArrayBuffer: 1,
  DataView: 1,
  Int16Array: 2,
  Uint16Array: 2,
  Float16Array: 2,
  Int32Array: 4,
  Uint32Array: 4,
  Float32Array: 4,
  Float64Array: 8,
  BigInt64Array: 8,
  BigUint64Array: 8,
};

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
const typedArrayName = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
).get;

const base64Of = (buffer, offset, length) => Buffer.from(buffer, offset, length).toString('base64');

// binaryEnvelope returns the tagged form of a typed array, ArrayBuffer or
// DataView, or undefined for anything else.
const binaryEnvelope = (v) => {
  const name = typedArrayName.call(v);
  if (name !== undefined) {
    return { [BINARY_TAG]: name, data: base64Of(v.buffer, v.byteOffset, v.byteLength) };
  }
  if (types.isDataView(v)) {
    return { [BINARY_TAG]: 'DataView', data: base64Of(v.buffer, v.byteOffset, v.byteLength) };
  }
  if (types.isArrayBuffer(v)) {
    return { [BINARY_TAG]: 'ArrayBuffer', data: base64Of(v, 0, v.byteLength) };
  }
  return undefined;
};

// The replacer sees each value after JSON.stringify has called its toJSON.
// That is why a Node Buffer is not tagged: Buffer.prototype.toJSON has already
// turned it into {"type":"Buffer","data":[...]} by the time the replacer runs.
function replacer(key, value) {
  if (typeof value === 'object' && value !== null) {
    const tagged = binaryEnvelope(value);
    if (tagged !== undefined) return tagged;
  }
  return value;
}

/**
 * Encodes a value for the sandbox: JSON.stringify with every typed array,
 * ArrayBuffer and DataView replaced by its binary envelope, at any depth.
 * Values with a toJSON method (a Buffer, a Date, a Handle) are encoded by it.
 */
export const stringifyForDispatch = (value) => JSON.stringify(value, replacer);

// decodeCanonicalBase64 returns the bytes of s if s is canonical standard
// padded base64 (exactly what re-encoding its bytes gives back), else
// undefined. Buffer's decoder is lenient (URL-safe letters, missing padding,
// whitespace, non-zero padding bits); the round trip refuses all of those.
const decodeCanonicalBase64 = (s) => {
  const bytes = Buffer.from(s, 'base64');
  return bytes.toString('base64') === s ? bytes : undefined;
};

// binaryFromObject applies the decoding rule shared with Go (protocol.Binary)
// and the sandbox: exactly two own keys, the tag naming a known type, data
// canonical base64 whose length is a multiple of the element size. Types this
// Node has no constructor for (Float16Array before Node 24) stay objects, as
// they do in the sandbox.
const binaryFromObject = (o) => {
  const keys = Object.keys(o);
  if (keys.length !== 2 || !hasOwn(o, BINARY_TAG) || !hasOwn(o, 'data')) return undefined;
  const type = o[BINARY_TAG];
  const data = o.data;
  if (typeof type !== 'string' || typeof data !== 'string' || !hasOwn(ELEMENT_SIZE, type)) return undefined;
  const Ctor = type === 'ArrayBuffer' ? ArrayBuffer : globalThis[type];
  if (typeof Ctor !== 'function') return undefined;
  const bytes = decodeCanonicalBase64(data);
  if (bytes === undefined || bytes.length % ELEMENT_SIZE[type] !== 0) return undefined;
  // A fresh, exactly sized buffer (Buffer.from may hand out a slice of a pool).
  const buffer = new ArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return type === 'ArrayBuffer' ? buffer : new Ctor(buffer);
};

// handleFromObject: exactly one own key, the handle tag, a non-empty string.
const handleFromObject = (o) => {
  const keys = Object.keys(o);
  if (keys.length !== 1 || keys[0] !== HANDLE_TAG) return undefined;
  const id = o[HANDLE_TAG];
  return typeof id === 'string' && id !== '' ? new Handle(id) : undefined;
};

// JSON.parse calls the reviver bottom-up, after each object is complete, so
// every object is tested against the binary and handle rules exactly once.
function reviver(key, value) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if (hasOwn(value, BINARY_TAG)) return binaryFromObject(value) ?? value;
    if (hasOwn(value, HANDLE_TAG)) return handleFromObject(value) ?? value;
  }
  return value;
}

/**
 * Decodes one JSON value, rebuilding every binary envelope as its typed array,
 * ArrayBuffer or DataView and every handle envelope as a Handle, at any depth.
 * Invalid JSON throws a SyntaxError.
 */
export const parseForDispatch = (json) => JSON.parse(json, reviver);

/**
 * Rebuilds binary and handle envelopes inside a value that was already
 * decoded by plain JSON.parse (for example a result carried in a protocol
 * message). Returns the rebuilt value; the input is not modified.
 */
export const reviveForDispatch = (value) => {
  if (typeof value !== 'object' || value === null) return value;
  // Round-tripping is the simplest exact way to apply the same rule; results
  // are bounded by the run's result limit.
  return parseForDispatch(JSON.stringify(value));
};

/**
 * Decodes a tool call's arguments and always returns an array: a JSON array
 * gives its elements, any other value is the single argument, so {"id":7}
 * gives [{ id: 7 }]. Binary and handles are rebuilt as parseForDispatch does.
 */
export const parseDispatchArguments = (argsJson) => {
  const value = parseForDispatch(argsJson);
  return Array.isArray(value) ? value : [value];
};

// ---- the envelope ----

const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** {"error": text}: the program receives a thrown Error whose message is text. */
export const errorEnvelope = (text) => JSON.stringify({ error: String(text) });

/**
 * {"result": value}, with value encoded by stringifyForDispatch. undefined
 * gives {} (the program reads undefined). Throws when the value cannot be
 * encoded (a BigInt, a cycle).
 */
export const resultEnvelope = (value) => {
  const json = stringifyForDispatch(value);
  return json === undefined ? '{}' : `{"result":${json}}`;
};

/**
 * Builds a dispatch function from a responder and a latch. The dispatch
 *  - answers {"error":"Execution has already completed."} without calling
 *    respond when state.active is false (a null state is always active);
 *  - answers {"error": message} when respond throws or rejects, so a
 *    ToolNotFoundError reads Tool "x" not found;
 *  - answers {"error":"tool result could not be serialized: ..."} when the
 *    value cannot be encoded;
 *  - answers {"result": value} otherwise, binary included.
 * respond is called synchronously, before the first await, so a responder
 * has started by the time the call's message has been handled.
 */
export const createEnvelopeDispatch = (state, respond) => {
  if (typeof respond !== 'function') throw new TypeError('createEnvelopeDispatch needs a responder function.');
  return async (provider, tool, argsJson, context) => {
    if (state != null && !state.active) return errorEnvelope(TEXT_ALREADY_COMPLETED);
    let value;
    try {
      value = await respond(provider, tool, argsJson, context);
    } catch (e) {
      return errorEnvelope(messageOf(e));
    }
    try {
      return resultEnvelope(value);
    } catch (e) {
      return errorEnvelope(`tool result could not be serialized: ${messageOf(e)}`);
    }
  };
};

// ---- provider names ----
// Provider names become const declarations in a strict-mode entry scope. The
// daemon enforces these rules; they are here for hosts that check early.

/** Every ECMAScript reserved word, the words strict mode reserves, arguments, eval and async. */
export const REFUSED_WORDS = Object.freeze([
  'await', 'break', 'case', 'catch', 'class', 'const', 'continue',
  'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in',
  'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this',
  'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with',
  'yield',
  'implements', 'interface', 'let', 'package', 'private', 'protected',
  'public', 'static',
  'arguments', 'eval',
  'async',
]);

/** Every name the generated entry source reads, which a provider's const would shadow. */
export const RESERVED_PROVIDER_NAMES = Object.freeze([
  '__dispatch', '__stringifyForDispatch', '__parseForDispatch',
  '__executor',
  '__encodeBinary', '__decodeBinary',
  BINARY_TAG, HANDLE_TAG,
  'console',
  'undefined', 'globalThis',
]);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Checks one name against the identifier, refused-word and reserved rules, in
 * that order. Returns the pinned text of the first rule it breaks, or null.
 */
export const validateProviderName = (name) => {
  const prefix = `Provider name "${name}" `;
  if (typeof name !== 'string' || !IDENTIFIER.test(name)) {
    return prefix + 'must be ASCII letters, digits, underscore and dollar, and must not start with a digit.';
  }
  if (REFUSED_WORDS.includes(name)) {
    return prefix + 'is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.';
  }
  if (RESERVED_PROVIDER_NAMES.includes(name)) {
    return prefix + 'is reserved. Give the provider a name the entry scope does not bind.';
  }
  return null;
};

/**
 * Checks names in declaration order: validateProviderName for each, then the
 * duplicate rule at a name's second occurrence. Returns the first text, or null.
 */
export const validateProviderNames = (names) => {
  const seen = new Set();
  for (const name of names) {
    const text = validateProviderName(name);
    if (text !== null) return text;
    if (seen.has(name)) return `Provider name "${name}" is declared twice. Give each provider its own name.`;
    seen.add(name);
  }
  return null;
};
