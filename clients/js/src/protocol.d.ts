// @codemode/client/protocol: the host side of the tool-call protocol, the
// twin of the Go package github.com/codemode/codemode/protocol.

// BEGIN GENERATED from internal/failures/catalogue.json by go generate ./internal/failures; DO NOT EDIT
/** The error text of a tool call that arrives after its execution settled. See docs/failures.md. */
export declare const TEXT_ALREADY_COMPLETED: "Execution has already completed.";
/** The error text of a call whose dispatch answered with something that is not a JSON object. See docs/failures.md. */
export declare const TEXT_OUTSIDE_ENVELOPE: "The dispatch answered outside the result envelope.";
/** The format of the refusal of a tool the host does not route: toolNotFoundText (tool_not_found_text in Python) puts the tool's name, verbatim, in place of its %s. See docs/failures.md. */
export declare const TEXT_TOOL_NOT_FOUND: "Tool \"%s\" not found";
// END GENERATED

/** Pinned: `Tool "<tool>" not found`, with tool inserted verbatim. */
export declare function toolNotFoundText(tool: string): string;

/** The key that marks a binary envelope: {"__executor_binary_v1__":"Uint8Array","data":"AQID"}. */
export declare const BINARY_TAG: '__executor_binary_v1__';

/** The key that marks a handle: {"__executor_handle_v1__":"h1"}. */
export declare const HANDLE_TAG: '__executor_handle_v1__';

/** Throw it from a responder to turn down a tool you do not route; its message is `Tool "<tool>" not found`. */
export declare class ToolNotFoundError extends Error {
  constructor(tool: string);
  readonly name: 'ToolNotFoundError';
  readonly tool: string;
}

/**
 * A function the program passed in a tool call's arguments. Call it back with
 * `context.invoke(handle, ...args)` (or `retained.invoke`). Returned from a
 * tool, it reaches the program as the function itself.
 */
export declare class Handle {
  constructor(id: string);
  readonly id: string;
  toJSON(): { __executor_handle_v1__: string };
}

/** Any value the codec tags as binary. */
export type BinaryValue =
  | Int8Array | Uint8Array | Uint8ClampedArray
  | Int16Array | Uint16Array | Int32Array | Uint32Array
  | Float32Array | Float64Array | BigInt64Array | BigUint64Array
  | ArrayBuffer | DataView;

/**
 * Encodes a value for the sandbox: JSON.stringify with every typed array,
 * ArrayBuffer and DataView replaced by its binary envelope, at any depth.
 * toJSON runs first, so a Node Buffer crosses as {"type":"Buffer","data":[...]},
 * not as bytes: wrap it in a Uint8Array (`new Uint8Array(buf)`) to send bytes.
 * Returns undefined for undefined, as JSON.stringify does; throws for a BigInt or a cycle.
 */
export declare function stringifyForDispatch(value: unknown): string;

/**
 * Decodes one JSON value, rebuilding binary envelopes (as typed arrays,
 * ArrayBuffer or DataView) and handle envelopes (as Handle) at any depth. An
 * object is rebuilt as binary only if it has exactly two members, the tag is a
 * known type name, data is canonical padded base64 and its length is a whole
 * number of elements; anything else stays an ordinary object.
 */
export declare function parseForDispatch(json: string): unknown;

/** Applies parseForDispatch's rebuilding to a value plain JSON.parse already decoded. */
export declare function reviveForDispatch(value: unknown): unknown;

/**
 * Decodes a tool call's arguments; always an array. A JSON array gives its
 * elements; anything else is the single argument, so '{"id":7}' gives [{ id: 7 }].
 */
export declare function parseDispatchArguments(argsJson: string): unknown[];

/** `{"error": text}`: the program receives a thrown Error whose message is text. */
export declare function errorEnvelope(text: string): string;

/** `{"result": value}` with value encoded by stringifyForDispatch; `{}` for undefined. Throws when value cannot be encoded. */
export declare function resultEnvelope(value: unknown): string;

/** The latch of one execution: set `active` to false (in a finally) once it settled. */
export interface DispatchState {
  active: boolean;
}

/** What the client passes as a dispatch's fourth argument. */
export interface DispatchContext {
  /** The execution's id on its connection: e1, e2, ... */
  readonly executionId: string;
  /** Aborted when the execution ends early (timeout, cancellation, memory, a lost connection). */
  readonly signal: AbortSignal;
  /**
   * Calls a function of the program (a Handle from the arguments) with args
   * (encoded with stringifyForDispatch). Resolves to its value, decoded with
   * the codec; rejects with an Error whose message is the daemon's text
   * (`thrown` is true when the function itself threw).
   */
  invoke(handle: Handle | string, ...args: unknown[]): Promise<unknown>;
  /** Through a Fleet: the endpoint of the daemon running the execution. */
  readonly endpoint?: string;
}

/** Your lookup and your work: return the call's value (or a promise of it), throw to fail the call. */
export type Responder = (
  provider: string,
  tool: string,
  argsJson: string,
  context: DispatchContext,
) => unknown;

/** A dispatch function: answers one tool call with the envelope as a JSON string. */
export type DispatchFunction = (
  provider: string,
  tool: string,
  argsJson: string,
  context: DispatchContext,
) => string | Promise<string>;

/**
 * Builds a dispatch from a responder and a latch. It answers
 * `{"error":"Execution has already completed."}` without calling respond once
 * `state.active` is false; `{"error": message}` when respond throws or
 * rejects; `{"result": value}` otherwise, binary included.
 */
export declare function createEnvelopeDispatch(
  state: DispatchState | null | undefined,
  respond: Responder,
): (provider: string, tool: string, argsJson: string, context?: DispatchContext) => Promise<string>;

/** Every ECMAScript reserved word, the words strict mode reserves, arguments, eval and async. */
export declare const REFUSED_WORDS: readonly string[];

/**
 * Every name the generated entry source reads: __dispatch,
 * __stringifyForDispatch, __parseForDispatch, __executor, __encodeBinary,
 * __decodeBinary, __executor_binary_v1__, __executor_handle_v1__, console,
 * undefined and globalThis. Globals such as fetch are not in it.
 */
export declare const RESERVED_PROVIDER_NAMES: readonly string[];

/**
 * Checks one provider name against the identifier, refused-word and reserved
 * rules, in that order; returns the pinned text of the first it breaks, or null.
 */
export declare function validateProviderName(name: string): string | null;

/** validateProviderName for each name in order, then the duplicate rule; the first text, or null. */
export declare function validateProviderNames(names: Iterable<string>): string | null;
