// @codemode/client: run model-written programs on a codemode daemon
// (`codemode serve`) and answer their tool calls from this process.

import type { DispatchContext, DispatchFunction } from './protocol.js';

export { Handle, ToolNotFoundError } from './protocol.js';
export type { DispatchContext, DispatchFunction } from './protocol.js';

export interface ConnectOptions {
  /** The daemon's bearer token (sent as Authorization: Bearer and in hello). */
  token?: string;
  /** Called with protocol errors the daemon reports that do not end an execution (e.g. unknown_execution). */
  onProtocolError?: (error: { type: 'error'; code: string; id?: string; message: string }) => void;
  /**
   * How often to ping the daemon (WebSocket pings), default 2000; 0 turns
   * pings off. A daemon whose pong does not come within pingTimeoutMs
   * (default 3000) is taken for lost: the connection is closed and its
   * executions end with errorKind 'connection'. So a silent partition is
   * noticed within pingIntervalMs + pingTimeoutMs.
   */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /** Called once when the daemon says it is draining (with the grace it states, in ms); see Executor.draining. */
  onDrain?: (graceMs: number | undefined) => void;
  /** Connect to this IP address instead of resolving the URL's host (the Host header and TLS name stay the URL's). */
  address?: string;
  /** Bounds the opening handshake, in ms. */
  handshakeTimeoutMs?: number;
}

/** The ping defaults. */
export declare const DEFAULT_PING_INTERVAL_MS: 2000;
export declare const DEFAULT_PING_TIMEOUT_MS: 3000;

/**
 * Connects to a daemon: `ws://HOST:PORT/v1`, or `ws+unix:///path.sock:/`.
 * Rejects with an Error whose `code` is the daemon's error code
 * ('unauthorized' for a missing or wrong token, 'unsupported_version', ...).
 */
export declare function connect(url: string, options?: ConnectOptions): Promise<Executor>;

export interface Provider {
  /** The name the program uses: an ASCII identifier, not a reserved word, not reserved (the daemon checks). */
  name: string;
  /** The tools the model was told about (informational: every name a program reads is a tool). */
  tools?: string[];
  /** true (the default): a call sends its arguments as a JSON array; false: its one options object ({} for none). */
  positionalArgs?: boolean;
  /** Your source, run after every provider exists and before the program, e.g. to hang helpers on the provider. */
  prelude?: string;
  /** Your source replacing the generated proxy; it must declare the name (const api = ...). */
  proxySource?: string;
}

/** Limits for one execution; 0 or absent means the daemon's default, larger values are clamped to its maxima. */
export interface Limits {
  timeoutMs?: number;
  memoryBytes?: number;
  stackDepth?: number;
  payloadBytes?: number;
  resultBytes?: number;
  logBytes?: number;
  toolCalls?: number;
  concurrentCalls?: number;
  timers?: number;
  responseBytes?: number;
  retentionMs?: number;
}

/** One fetch the program made. */
export interface OutboundRequest {
  /** Upper case for the standard methods. */
  method: string;
  /** Absolute http: or https: URL. */
  url: string;
  /** Request headers in order, names in lower case. */
  headers: Array<[string, string]>;
  /** The request body, null for none. */
  body: Uint8Array | null;
  /** The largest body the program accepts: read no more than one byte past it. */
  maxResponseBytes: number;
  /**
   * The program's redirect mode (fetch's `redirect` option): follow redirects,
   * fail the fetch at the first one, or answer with the 3xx response itself.
   */
  redirect: 'follow' | 'error' | 'manual';
}

export interface OutboundResponse {
  status: number;
  statusText?: string;
  headers?: Array<[string, string]> | Headers | Record<string, string>;
  /** A string is sent as UTF-8. */
  body?: Uint8Array | ArrayBuffer | string | null;
  /** The final URL after redirects; empty means the request's. */
  url?: string;
}

/**
 * Performs the program's fetches; a throw or rejection makes the program's
 * fetch reject with `TypeError: fetch failed: <message>`. `context.signal`
 * aborts when the execution ends early or the program gives up on this fetch
 * (its AbortController, its deadline): pass it on to your HTTP client.
 */
export type OutboundFunction = (request: OutboundRequest, context: DispatchContext) => OutboundResponse | Promise<OutboundResponse>;

export interface ExecuteRequest {
  /** The program: a function expression, usually an async arrow function. With resume, absent means the checkpoint's. */
  code?: string;
  providers?: Provider[];
  /** Answers tool calls with the envelope as a JSON string. Absent: every call gets `Tool "<tool>" not found`. */
  dispatch?: DispatchFunction;
  /** Performs fetches; null or absent means the program has no network. See allowHosts. */
  outbound?: OutboundFunction | null;
  /** Keep the sandbox after the program settles, so its handles can be invoked (see Retained). */
  retainHandles?: boolean;
  limits?: Limits;
  /** Aborting it cancels the execution (it ends with errorKind 'cancelled'). */
  signal?: AbortSignal;
  /**
   * Journal everything the program observes, so that a dispatch can suspend
   * the execution (throw or return suspend(reason)) and it can be resumed
   * later on any daemon. See docs/durable.md.
   */
  durable?: boolean;
  /**
   * Receives each journal entry of a durable execution as it is written, in
   * order, before the effect it records (a call's entry before the call is
   * dispatched). Persist them to survive a crash: checkpointFromJournal.
   */
  onJournal?: (entry: JournalEntry) => void;
  /** Continues a suspended execution; code, providers and limits, when absent, are the checkpoint's. */
  resume?: Resume;
  /** Aborting it asks a durable execution to suspend at its next wait. */
  suspendSignal?: AbortSignal;
}

/** One event a durable execution observed (docs/durable.md lists the kinds). */
export interface JournalEntry {
  seq: number;
  kind: 'start' | 'call' | 'answer' | 'suspend' | 'fetch' | 'fetched' | 'timer' | 'clock' | 'random' | 'invoke';
  call?: number;
  provider?: string;
  tool?: string;
  args?: string;
  envelope?: string;
  reason?: string;
  [member: string]: unknown;
}

/** How a suspended execution resumes. */
export interface Resume {
  /** result.suspended.checkpoint, or checkpointFromJournal(entries). */
  checkpoint: string | object;
  /** One per pending call: its answer envelope, or redispatch: true to dispatch it again. */
  answers?: Array<{ call: number; envelope?: string; redispatch?: boolean }>;
}

/** A call a checkpoint leaves waiting. */
export interface PendingCall {
  call: number;
  provider?: string;
  tool?: string;
  args?: string;
  fetch?: { method?: string; url?: string };
  /** Why it suspended; absent for an ambiguous call. */
  reason?: string;
  /** Dispatched but never answered: it may or may not have happened. */
  ambiguous: boolean;
}

/** What a dispatch throws or returns to suspend the execution at a call. */
export declare class SuspendRequest extends Error {
  readonly reason: string;
}
export declare function suspend(reason?: string): SuspendRequest;
/** The checkpoint (JSON text) of journal entries kept from onJournal. */
export declare function checkpointFromJournal(entries: JournalEntry[]): string;
/** The calls a checkpoint leaves waiting, in call order. */
export declare function pendingCalls(checkpoint: string | object): PendingCall[];
export declare const CHECKPOINT_VERSION: 1;

/** An execution kept after it settled (retainHandles). */
export interface Retained {
  /** Calls a function of the program, as context.invoke does. */
  invoke(handle: import('./protocol.js').Handle | string, ...args: unknown[]): Promise<unknown>;
  /** Ends it; resolves as `ended` does, once it has ended. Safe to call more than once. */
  release(): Promise<RetainedEnd | undefined>;
  /**
   * Resolves when it has ended: with undefined when it was released or had
   * nothing left to run; with why otherwise (its retention limit, a timer
   * callback past the time limit, the memory limit, the daemon shutting down,
   * the connection closed).
   */
  readonly ended: Promise<RetainedEnd | undefined>;
}

/** Why a retained execution ended, when a limit, a shutdown or the connection ended it. */
export interface RetainedEnd {
  /** The pinned text, e.g. 'The retained execution reached its retention limit of 5m0s.' */
  error: string;
  /** 'timeout' (the time or the retention limit), 'memory', 'cancelled' (shutdown), 'connection', ... */
  errorKind: ErrorKind | (string & {});
}

/** A completed execution: exactly { result, logs } (plus retained and unhandledRejections when they apply), result absent when the program returned undefined. */
export interface ExecuteSuccess {
  /** The program's value, through JSON; binary values are rebuilt as typed arrays. */
  result?: unknown;
  /** console output in order; console.warn lines start with "[warn] ", console.error lines with "[error] ". */
  logs: string[];
  /** Present only when the request set retainHandles and the daemon kept the execution. */
  retained?: Retained;
  /**
   * Present only when promises rejected with no handler while the program ran (usually a tool call whose
   * await was forgotten): how many. Each also has a "[warn] Unhandled promise rejection: <reason>" line in logs.
   */
  unhandledRejections?: number;
  error?: undefined;
  errorKind?: undefined;
}

// BEGIN GENERATED from internal/failures/catalogue.json by go generate ./internal/failures; DO NOT EDIT
/** Why an execution failed: Result.Error.Kind, errorKind on the wire and in the clients. See docs/failures.md. */
export type ErrorKind =
  | 'syntax'
  | 'thrown'
  | 'stack_overflow'
  | 'timeout'
  | 'memory'
  | 'cancelled'
  | 'never_settled'
  | 'result_too_large'
  | 'result_invalid'
  | 'provider'
  | 'request'
  | 'closed'
  | 'worker'
  | 'overloaded'
  | 'connection'
  | 'internal'
  | 'suspended'
  | 'divergence'
  | 'checkpoint'
  | 'ambiguous'
  | 'journal_too_large';
/** The values of ErrorKind, by name: ErrorKind.TIMEOUT is 'timeout'. */
export declare const ErrorKind: {
  readonly SYNTAX: 'syntax';
  readonly THROWN: 'thrown';
  readonly STACK_OVERFLOW: 'stack_overflow';
  readonly TIMEOUT: 'timeout';
  readonly MEMORY: 'memory';
  readonly CANCELLED: 'cancelled';
  readonly NEVER_SETTLED: 'never_settled';
  readonly RESULT_TOO_LARGE: 'result_too_large';
  readonly RESULT_INVALID: 'result_invalid';
  readonly PROVIDER: 'provider';
  readonly REQUEST: 'request';
  readonly CLOSED: 'closed';
  readonly WORKER: 'worker';
  readonly OVERLOADED: 'overloaded';
  readonly CONNECTION: 'connection';
  readonly INTERNAL: 'internal';
  readonly SUSPENDED: 'suspended';
  readonly DIVERGENCE: 'divergence';
  readonly CHECKPOINT: 'checkpoint';
  readonly AMBIGUOUS: 'ambiguous';
  readonly JOURNAL_TOO_LARGE: 'journal_too_large';
};
/** The outcome text of an execution suspended because its host asked it to. See docs/failures.md. */
export declare const TEXT_HOST_SUSPENDED: "The execution suspended: the host asked it to.";
/** The message of an execution ended by a lost (or closed) connection; its kind is connection. See docs/failures.md. */
export declare const TEXT_CONNECTION_LOST: "The connection to the executor was lost.";
// END GENERATED

/** A failed execution. Tool failures are not execution failures: they reject inside the program. */
export interface ExecuteFailure {
  /** The failure's pinned text, e.g. 'TypeError: boom' or 'Execution timed out after 30s.' */
  error: string;
  errorKind: ErrorKind | (string & {});
  /** 1-based position of a syntax error in the program as written. */
  line?: number;
  column?: number;
  /** The stack of an uncaught Error, positions in the program. */
  stack?: string;
  logs: string[];
  /** A durable execution that suspended (errorKind 'suspended'; 'ambiguous' too): its checkpoint and the calls it waits on. */
  suspended?: { checkpoint: string; pending: PendingCall[] };
  result?: undefined;
  retained?: undefined;
}

export type ExecuteResult = ExecuteSuccess | ExecuteFailure;

/** One connection to a daemon; many executions may run on it at once. */
export declare class Executor {
  private constructor();
  /** The daemon's name and version, from welcome. */
  readonly server: string;
  /** The daemon's maximum limits. */
  readonly maxLimits: Limits;
  /** True once the daemon said it is draining: it refuses new executions, so send them elsewhere. */
  readonly draining: boolean;
  /** Runs one program. Never rejects for anything the program or the daemon did. */
  execute(request: ExecuteRequest): Promise<ExecuteResult>;
  /** Closes the connection: live executions end with the connection error, retained ones end. */
  close(): Promise<void>;
}

/**
 * An outbound function that fetches with the global fetch (or options.fetch)
 * from the listed hosts only: exact ("api.example.com"), with a port
 * ("localhost:8080"), or a wildcard ("*.example.com": subdomains only).
 * It honours the request's redirect mode: with "follow" redirects are followed
 * by hand (at most 10) and each hop is checked; "error" fails the fetch at the
 * first redirect; "manual" answers with the 3xx response itself.
 */
export declare function allowHosts(
  hosts: string[],
  options?: { fetch?: typeof globalThis.fetch },
): OutboundFunction;

export interface FleetOptions extends ConnectOptions {
  /** Resolves an endpoint's host name to its addresses; default dns.lookup with all: true. */
  lookup?: (host: string) => Promise<string[]>;
  /** How often names are looked up again, default 10000 ms. */
  resolveIntervalMs?: number;
  /** Reconnection backoff: doubling from minBackoffMs (100) to maxBackoffMs (5000), with jitter. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Bounds one connection attempt, default 5000 ms. */
  dialTimeoutMs?: number;
  /** How long connectFleet, and an execution, wait for some daemon to be connected; default 10000 ms. */
  waitForDaemonMs?: number;
  /**
   * Decides what to do with a call that was in flight when the daemon running
   * a durable execution was lost, whose outcome the fleet cannot know: its
   * answer ({ envelope }), { redispatch: true } to dispatch it again, or null
   * to end the execution with errorKind 'ambiguous' (and its checkpoint in
   * `suspended`). Default: null — a call is never silently re-run.
   */
  onAmbiguous?: (call: PendingCall) => { envelope: string } | { redispatch: true } | null | Promise<{ envelope: string } | { redispatch: true } | null>;
  /**
   * Told each time a durable execution goes on on another daemon: the daemon
   * it left, the one that resumes it, and why ('connection': lost;
   * 'suspended': it suspended the execution while draining).
   */
  onResume?: (from: string, to: string, why: 'connection' | 'suspended') => void;
}

/** What Fleet.members reports about one daemon. */
export interface FleetMember {
  /** The daemon's URL (with the address a name resolved to). */
  endpoint: string;
  connected: boolean;
  /** It said it is draining (or left the name's answers): no new executions go there. */
  draining: boolean;
  /** This fleet's executions running there now. */
  running: number;
  /** Why the last connection attempt failed, if it did. */
  lastError: string | null;
}

/**
 * Several daemons as one executor: one connection per daemon, each execution
 * sent to the connected, not draining daemon with the fewest of the fleet's
 * executions running; reconnection with backoff; an execution a daemon never
 * started (refused while draining, overloaded, or not sent because the
 * connection was gone) goes to another daemon. A durable execution whose
 * daemon dies, is cut off, or suspends it while draining is resumed on another
 * daemon from the journal the fleet kept (each call the host made is made only
 * once; see onAmbiguous); any other execution whose daemon dies or is cut off
 * ends with errorKind 'connection'.
 */
export declare class Fleet {
  private constructor();
  /** Runs one program on a daemon of the fleet; the dispatch context carries its endpoint. */
  execute(request: ExecuteRequest): Promise<ExecuteResult>;
  members(): FleetMember[];
  /** Closes every connection and stops reconnecting. */
  close(): Promise<void>;
}

/**
 * Connects to several daemons: ws://HOST:PORT/PATH (a HOST that is a name
 * counts once per address), wss://..., ws+unix:///path.sock:/PATH. Resolves
 * once one is connected; rejects (code 'connection') when none could be
 * reached within waitForDaemonMs, saying why for each.
 */
export declare function connectFleet(endpoints: string[], options?: FleetOptions): Promise<Fleet>;
