// @codemode/client: run model-written programs on a codemode daemon
// (`codemode serve`) over one WebSocket, answering their tool calls, fetches
// and handle invocations from this process. The wire protocol is
// docs/protocol.md in the codemode repository.

import { Buffer } from 'node:buffer';
import WebSocket from 'ws';
import {
  Handle,
  HANDLE_TAG,
  TEXT_ALREADY_COMPLETED,
  errorEnvelope,
  reviveForDispatch,
  stringifyForDispatch,
  toolNotFoundText,
} from './protocol.js';
import { answerOf, durableMembers, suspendedOf } from './durable.js';
import { CLOSED, LIVE, TRY } from './internal.js';

export { Handle, ToolNotFoundError } from './protocol.js';
export { CHECKPOINT_VERSION, SuspendRequest, checkpointFromJournal, pendingCalls, suspend } from './durable.js';
export { allowHosts } from './outbound.js';
export { connectFleet, Fleet } from './fleet.js';
export { ErrorKind } from './kinds.js';

import { TEXT_CONNECTION_LOST } from './kinds.js';

// The pinned texts the client writes itself, generated from the catalogue of
// failures into kinds.js.
export { TEXT_CONNECTION_LOST, TEXT_HOST_SUSPENDED } from './kinds.js';

const PROTOCOL_VERSION = 1;
const CLIENT_NAME = '@codemode/client/0.1.0';

// Error kinds after which the program's calls still in flight are cut off
// (their context.signal aborts), as the in-process executor cancels their
// context. After other failures, and after a normal return, calls in flight
// keep running until they finish.
const ABORTING_KINDS = new Set(['timeout', 'cancelled', 'memory', 'worker', 'connection', 'overloaded', 'suspended']);

const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** The ping defaults: a daemon cut off without a reset is noticed within their sum. */
export const DEFAULT_PING_INTERVAL_MS = 2000;
export const DEFAULT_PING_TIMEOUT_MS = 3000;

/**
 * Opens a connection to a codemode daemon and says hello. Resolves to an
 * Executor once the daemon answers welcome; rejects with an Error (its `code`
 * is the daemon's error code, or 'unauthorized' for an HTTP 401) otherwise.
 *
 * @param {string} url ws://HOST:PORT/v1, or ws+unix:///path.sock:/
 * @param {import('./index.js').ConnectOptions} [options]
 */
export function connect(url, options = {}) {
  const { token, onProtocolError, address, handshakeTimeoutMs } = options;
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  const wsOptions = { headers, perMessageDeflate: false };
  if (typeof handshakeTimeoutMs === 'number' && handshakeTimeoutMs > 0) wsOptions.handshakeTimeout = handshakeTimeoutMs;
  if (address) {
    // Connect to this address of the host name; the Host header (and a TLS
    // server name) stay the URL's.
    const family = address.includes(':') ? 6 : 4;
    wsOptions.lookup = (hostname, opts, callback) => (opts?.all
      ? callback(null, [{ address, family }])
      : callback(null, address, family));
  }
  const ws = new WebSocket(url, wsOptions);
  return new Promise((resolve, reject) => {
    const failure = (message, code) => Object.assign(new Error(message), { code });
    const listeners = {
      // Without this listener ws reports a non-101 answer as a generic error.
      'unexpected-response': (req, res) => {
        res.resume();
        fail(res.statusCode === 401
          ? failure('The executor refused the connection: the token is missing or wrong (HTTP 401).', 'unauthorized')
          : failure(`The executor refused the connection (HTTP ${res.statusCode}).`, `http_${res.statusCode}`));
      },
      error: (e) => fail(e),
      close: () => fail(failure('The connection closed before the executor said welcome.', 'connection')),
      open: () => {
        // The client understands drain messages (see Executor.draining).
        const hello = { type: 'hello', version: PROTOCOL_VERSION, client: CLIENT_NAME, features: ['drain'] };
        if (token) hello.token = token;
        ws.send(JSON.stringify(hello));
      },
      // The first message answers hello: welcome, or an error before the daemon closes.
      message: (data, isBinary) => {
        let msg;
        try {
          msg = JSON.parse(isBinary ? '' : data.toString('utf8'));
        } catch {
          return fail(failure('The executor answered hello with something that is not JSON.', 'bad_message'));
        }
        if (msg?.type === 'welcome') {
          detach();
          resolve(new Executor(ws, msg, options));
        } else if (msg?.type === 'error') {
          fail(failure(msg.message || `The executor refused the connection (${msg.code}).`, msg.code));
        } else {
          fail(failure(`The executor answered hello with ${JSON.stringify(msg?.type)}.`, 'bad_message'));
        }
      },
    };
    const detach = () => {
      for (const [event, listener] of Object.entries(listeners)) ws.off(event, listener);
    };
    const fail = (error) => {
      detach();
      ws.on('error', () => {}); // terminating a socket that is still connecting reports one
      ws.terminate();
      reject(error);
    };
    for (const [event, listener] of Object.entries(listeners)) ws.on(event, listener);
  });
}

/** One connection to a daemon. Many executions may run on it at once. */
export class Executor {
  #ws;
  #next = 0;
  #live = new Map(); // id -> Execution, from execute until done (or ended, when retained)
  #lost = false;
  #closed;
  #onProtocolError;
  #onDrain;
  #pingTimer = null;
  // What an Execution may do to its connection; kept off the public surface.
  #link = {
    send: (message) => this.#send(message),
    forget: (id) => this.#live.delete(id),
    // Fetches in flight by call number, which is unique on the connection:
    // an abort may come after its execution's done.
    fetches: new Map(),
  };

  constructor(ws, welcome, options = {}) {
    this.#ws = ws;
    this.#onProtocolError = options.onProtocolError;
    this.#onDrain = options.onDrain;
    /** The daemon's name and version, from welcome. */
    this.server = welcome.server;
    /** The daemon's maximum limits; larger requested limits are clamped to them. */
    this.maxLimits = welcome.maxLimits ?? {};
    /** True once the daemon said it is draining: it refuses new executions; send them elsewhere. */
    this.draining = false;
    this.#closed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data, isBinary) => this.#receive(data, isBinary));
    ws.on('close', () => this.#loseConnection());
    ws.on('error', () => {}); // 'close' follows and ends the executions
    this.#keepAlive(options.pingIntervalMs, options.pingTimeoutMs);
  }

  // Pings the daemon every interval; a pong that does not come within the
  // timeout means the daemon is out of reach (a partition that drops
  // packets without a reset, which TCP would notice only after minutes):
  // the socket is destroyed and the executions end with the connection error.
  #keepAlive(interval = DEFAULT_PING_INTERVAL_MS, timeout = DEFAULT_PING_TIMEOUT_MS) {
    if (!(interval > 0)) return;
    if (!(timeout > 0)) timeout = DEFAULT_PING_TIMEOUT_MS;
    let waiting = null;
    this.#ws.on('pong', () => {
      clearTimeout(waiting);
      waiting = null;
    });
    this.#pingTimer = setInterval(() => {
      if (waiting !== null || this.#ws.readyState !== WebSocket.OPEN) return;
      waiting = setTimeout(() => this.#ws.terminate(), timeout);
      waiting.unref?.();
      this.#ws.ping();
    }, interval);
    this.#pingTimer.unref?.();
    this.#ws.once('close', () => {
      clearInterval(this.#pingTimer);
      clearTimeout(waiting);
    });
  }

  /**
   * Runs one program. Never rejects for anything the program or the daemon
   * did: the resolved object is { result, logs } on success (result absent
   * for undefined; retained too when the execution was kept), and
   * { error, errorKind, line?, column?, stack?, logs } on failure.
   */
  execute(request) {
    return this[TRY](request).then(({ out }) => out);
  }

  // execute, telling also whether the daemon may have started the execution:
  // ran is false when it was not sent (the connection was gone), refused
  // (the daemon is draining) or answered overloaded — it made no tool call.
  [TRY](request) {
    const exec = new Execution(this.#link, `e${++this.#next}`, request ?? {});
    const outcome = (out) => ({ out, ran: !(exec.unsent || exec.refused || out.errorKind === 'overloaded') });
    if (this.#lost) {
      exec.unsent = true;
      exec.finish({ kind: 'connection', message: TEXT_CONNECTION_LOST });
      return exec.promise.then(outcome);
    }
    let message;
    try {
      message = JSON.stringify(durableMembers({
        type: 'execute',
        id: exec.id,
        code: String(request.code ?? ''),
        providers: (request.providers ?? []).map(wireProvider),
        limits: request.limits ?? {},
        outbound: exec.outbound !== null,
        retainHandles: exec.retainHandles,
      }, request));
    } catch (e) {
      // A request that cannot even be sent (a BigInt limit, providers that
      // are not an array) is the host's mistake; it still resolves.
      exec.finish({ kind: 'request', message: `The request cannot be sent: ${messageOf(e)}` });
      return exec.promise.then(outcome);
    }
    if (this.#ws.readyState !== WebSocket.OPEN) {
      // The socket is closing: the execution cannot reach the daemon.
      exec.unsent = true;
      exec.finish({ kind: 'connection', message: TEXT_CONNECTION_LOST });
      return exec.promise.then(outcome);
    }
    this.#live.set(exec.id, exec);
    this.#ws.send(message);
    const suspendSignal = request.suspendSignal;
    if (suspendSignal && (request.durable === true || request.resume != null)) {
      const ask = () => exec.live && this.#send({ type: 'suspend', id: exec.id });
      if (suspendSignal.aborted) ask();
      else {
        suspendSignal.addEventListener('abort', ask, { once: true });
        exec.promise.then(() => suspendSignal.removeEventListener('abort', ask));
      }
    }
    const signal = request.signal;
    if (signal) {
      const cancel = () => exec.live && this.#send({ type: 'cancel', id: exec.id });
      if (signal.aborted) cancel();
      else {
        signal.addEventListener('abort', cancel, { once: true });
        exec.promise.then(() => signal.removeEventListener('abort', cancel));
      }
    }
    return exec.promise.then(outcome);
  }

  [LIVE]() {
    return this.#live.size;
  }

  get [CLOSED]() {
    return this.#closed;
  }

  /**
   * Closes the connection. Executions still running end with the connection
   * error, retained ones end. Resolves when the socket has closed.
   */
  close() {
    this.#loseConnection();
    this.#ws.close(1000);
    return this.#closed;
  }

  #send(message) {
    if (!this.#lost && this.#ws.readyState === WebSocket.OPEN) this.#ws.send(JSON.stringify(message));
  }

  #loseConnection() {
    if (this.#lost) return;
    this.#lost = true;
    const live = [...this.#live.values()];
    this.#live.clear();
    for (const exec of live) exec.connectionLost();
    for (const controller of this.#link.fetches.values()) controller.abort(new Error(TEXT_CONNECTION_LOST));
  }

  #receive(data, isBinary) {
    let msg;
    try {
      msg = JSON.parse(isBinary ? '' : data.toString('utf8'));
    } catch {
      return this.#protocolError({ type: 'error', code: 'bad_message', message: 'The executor sent a message that is not JSON.' });
    }
    if (typeof msg !== 'object' || msg === null) return;
    if (msg.type === 'drain') {
      if (this.draining) return;
      this.draining = true;
      return this.#onDrain?.(typeof msg.graceMs === 'number' ? msg.graceMs : undefined);
    }
    if (msg.type === 'error') {
      // An execution the daemon refused while draining never ran; its done follows.
      if (msg.code === 'shutting_down') {
        const refused = this.#live.get(msg.id);
        if (refused) refused.refused = true;
      }
      return this.#protocolError(msg);
    }
    if (msg.type === 'abort') return this.#link.fetches.get(msg.call)?.abort(new Error('The program gave up on the fetch.'));
    const exec = this.#live.get(msg.id);
    if (exec === undefined) return; // a message about an execution that is over
    switch (msg.type) {
      case 'log': return exec.log(msg);
      case 'call': return exec.call(msg);
      case 'fetch': return exec.fetch(msg);
      case 'invoked': return exec.invoked(msg);
      case 'done': return exec.done(msg);
      case 'journal': return exec.onJournal?.(msg.entry);
      case 'ended': return exec.ended(msg);
      default: // a later minor version's message: ignore it
    }
  }

  #protocolError(msg) {
    // Errors that close the connection are followed by 'close'; the others
    // (duplicate_execution, unknown_execution, overloaded, shutting_down)
    // are followed by a done or concern a message already answered.
    if (this.#onProtocolError) this.#onProtocolError(msg);
  }
}

/** The client's side of one execution. */
class Execution {
  constructor(link, id, request) {
    this.link = link; // { send, forget, fetches } of its connection
    this.id = id;
    this.dispatch = request.dispatch;
    this.onJournal = typeof request.onJournal === 'function' ? request.onJournal : null;
    this.outbound = typeof request.outbound === 'function' ? request.outbound : null;
    this.retainHandles = request.retainHandles === true;
    this.logs = [];
    this.live = true; // the daemon may still send messages about it, and we answer them
    this.retained = null; // { endedResolve } once done said retained
    this.unsent = false; // never sent: the connection was gone
    this.refused = false; // refused by a draining daemon
    this.abort = new AbortController();
    this.nextInvoke = 0;
    this.invokes = new Map(); // invoke number -> { handle, resolve, reject }
    this.context = Object.freeze({
      executionId: id,
      signal: this.abort.signal,
      invoke: (handle, ...args) => this.invoke(handle, args),
    });
    this.promise = new Promise((resolve) => { this.resolve = resolve; });
  }

  // A console line. done does not repeat them; lines a retained execution
  // writes after done are not collected (the result is already delivered).
  log(msg) {
    if (this.retained === null) this.logs.push(String(msg.line));
  }

  // A tool call. dispatch is called synchronously, so a responder has
  // started before a done that follows this message is handled.
  call(msg) {
    // Every call is answered exactly once, even after done: a call the
    // program did not await is still in flight in the daemon, and the answer
    // reaches the tool waiting for it. Call numbers are unique on the
    // connection, so a reused execution id cannot confuse them.
    const answer = (envelope) => this.link.send({ type: 'answer', id: this.id, call: msg.call, envelope });
    // The daemon never forwards a retained execution's calls; if one came, it
    // would meet the completion text, as it does inside the sandbox.
    if (this.retained !== null) return answer(errorEnvelope(TEXT_ALREADY_COMPLETED));
    if (typeof this.dispatch !== 'function') return answer(errorEnvelope(toolNotFoundText(msg.tool)));
    // A dispatch that throws or returns suspend(reason) suspends the execution.
    const suspendWith = (v) => {
      const members = answerOf(v);
      if (members === null) return false;
      this.link.send({ type: 'answer', id: this.id, call: msg.call, ...members });
      return true;
    };
    settle(() => this.dispatch(msg.provider, msg.tool, msg.args, this.context)).then(
      // The envelope is the dispatch's JSON string. Anything else is a host
      // defect: 'null' makes the call reject with the outside-envelope text.
      (envelope) => suspendWith(envelope) || answer(typeof envelope === 'string' ? envelope : 'null'),
      // A dispatch that throws is answered like createEnvelopeDispatch does.
      (e) => suspendWith(e) || answer(errorEnvelope(messageOf(e))),
    );
  }

  // A fetch (only sent when the request had an outbound function). Its
  // context's signal aborts when the execution ends early, or when the
  // daemon sends abort for it (the program gave up on the fetch).
  fetch(msg) {
    const controller = new AbortController();
    const stop = () => controller.abort(this.abort.signal.reason);
    this.abort.signal.addEventListener('abort', stop, { once: true });
    this.link.fetches.set(msg.call, controller);
    const reply = (fields) => {
      this.abort.signal.removeEventListener('abort', stop);
      this.link.fetches.delete(msg.call);
      // After abort the daemon ignores a fetched, so none is sent.
      if (!controller.signal.aborted) this.link.send({ type: 'fetched', id: this.id, call: msg.call, ...fields });
    };
    if (this.outbound === null || this.retained !== null) {
      return reply({ error: this.outbound === null ? 'this execution has no network access' : TEXT_ALREADY_COMPLETED });
    }
    const request = {
      method: msg.method,
      url: msg.url,
      headers: msg.headers ?? [],
      body: msg.body ? new Uint8Array(Buffer.from(msg.body, 'base64')) : null,
      maxResponseBytes: msg.maxResponseBytes,
      redirect: msg.redirect || 'follow',
    };
    const context = Object.freeze({ ...this.context, signal: controller.signal });
    settle(() => this.outbound(request, context))
      .then((response) => {
        if (response == null) throw new Error('outbound returned no response');
        return {
          status: response.status ?? 200,
          statusText: response.statusText ?? '',
          url: response.url ?? '',
          headers: headerPairs(response.headers),
          body: bodyBase64(response.body),
        };
      })
      .then(reply, (e) => reply({ error: messageOf(e) }));
  }

  // context.invoke and retained.invoke: call a function of the program. The
  // value comes back through the codec (binary rebuilt); a throw, or a
  // handle that cannot be invoked, rejects with the daemon's text.
  invoke(handle, args) {
    const id = handleId(handle);
    if (id === undefined) return Promise.reject(new TypeError('invoke needs a Handle (or its id) as its first argument.'));
    if (!this.live) return Promise.reject(new Error(endedText(id)));
    let json;
    try {
      json = stringifyForDispatch(args);
    } catch (e) {
      return Promise.reject(e);
    }
    const n = ++this.nextInvoke;
    return new Promise((resolve, reject) => {
      this.invokes.set(n, { handle: id, resolve, reject });
      this.link.send({ type: 'invoke', id: this.id, invoke: n, handle: id, args: json });
    });
  }

  invoked(msg) {
    const pending = this.invokes.get(msg.invoke);
    if (pending === undefined) return;
    this.invokes.delete(msg.invoke);
    if (msg.error !== undefined) {
      const error = new Error(String(msg.error));
      error.thrown = msg.thrown === true;
      return pending.reject(error);
    }
    // result is the value as JSON, like done.result (absent for undefined).
    pending.resolve(reviveForDispatch(msg.result));
  }

  done(msg) {
    if (this.retained !== null) return; // a second done: not ours to believe
    // A resumed execution's lines written again while it replayed lead its logs.
    if (Array.isArray(msg.replayedLogs)) this.logs.unshift(...msg.replayedLogs.map(String));
    if (msg.error !== undefined) return this.finish(msg.error, msg.checkpoint);
    // Exactly { result, logs }: the result key only when there is a value,
    // and unhandledRejections only when a promise rejected with no handler.
    const out = {};
    if (msg.result !== undefined) out.result = reviveForDispatch(msg.result);
    out.logs = this.logs;
    if (Number.isInteger(msg.unhandledRejections) && msg.unhandledRejections > 0) {
      out.unhandledRejections = msg.unhandledRejections;
    }
    if (msg.retained === true && this.retainHandles) {
      let endedResolve;
      const ended = new Promise((resolve) => { endedResolve = resolve; });
      this.retained = { endedResolve };
      out.retained = {
        invoke: (handle, ...args) => this.invoke(handle, args),
        release: () => {
          if (this.live) this.link.send({ type: 'release', id: this.id });
          return ended;
        },
        ended,
      };
    } else {
      this.end(false);
    }
    this.resolve(out);
  }

  // ended: a retained execution is over (released, nothing left to run, or
  // with ended.error: a limit, the daemon shutting down).
  ended(msg) {
    this.end(false, msg.error);
  }

  // finish resolves the execution with a failure from done, or the
  // connection's.
  finish(error, checkpoint) {
    const out = { error: String(error.message ?? ''), errorKind: String(error.kind ?? '') };
    if (error.line) out.line = error.line;
    if (error.column) out.column = error.column;
    if (error.stack) out.stack = error.stack;
    out.logs = this.logs;
    // A durable execution that suspended: { checkpoint (JSON text), pending }.
    if (checkpoint !== undefined && checkpoint !== null) out.suspended = suspendedOf(checkpoint);
    if (ABORTING_KINDS.has(out.errorKind)) this.abort.abort(new Error(out.error));
    this.end(out.errorKind === 'connection');
    this.resolve(out);
  }

  connectionLost() {
    if (this.retained === null) this.finish({ kind: 'connection', message: TEXT_CONNECTION_LOST });
    else this.end(true);
  }

  // end: the execution is over for the daemon. Nothing about it is sent or
  // handled any more, pending invocations reject, and a retained execution's
  // ended promise resolves: with undefined, or { error, errorKind } when a
  // limit, a shutdown (error, from ended) or the connection's loss ended it.
  end(lost, error) {
    if (!this.live) return;
    this.live = false;
    this.link.forget(this.id);
    if (lost) this.abort.abort(new Error(TEXT_CONNECTION_LOST));
    for (const { handle, reject } of this.invokes.values()) {
      reject(new Error(lost ? TEXT_CONNECTION_LOST : endedText(handle)));
    }
    this.invokes.clear();
    if (this.retained !== null) {
      if (lost) error = { kind: 'connection', message: TEXT_CONNECTION_LOST };
      this.retained.endedResolve(error === undefined || error === null || typeof error !== 'object'
        ? undefined
        : { error: String(error.message ?? ''), errorKind: String(error.kind ?? '') });
    }
  }
}

// The daemon's text for a handle whose execution is over.
const endedText = (id) => `Handle "${id}" cannot be invoked: its execution has ended.`;

// settle calls f and returns a promise of its value, also when f throws.
const settle = (f) => {
  try {
    return Promise.resolve(f());
  } catch (e) {
    return Promise.reject(e);
  }
};

// wireProvider keeps the members the protocol defines, with their JSON types:
// a member of the wrong type would make the daemon close the connection.
const wireProvider = (p) => {
  const out = { name: p.name == null ? '' : String(p.name), tools: (p.tools ?? []).map(String) };
  if (p.positionalArgs !== undefined) out.positionalArgs = p.positionalArgs !== false;
  if (p.prelude) out.prelude = String(p.prelude);
  if (p.proxySource) out.proxySource = String(p.proxySource);
  return out;
};

const handleId = (handle) => {
  if (handle instanceof Handle) return handle.id;
  if (typeof handle === 'string' && handle !== '') return handle;
  if (typeof handle === 'object' && handle !== null) {
    const id = handle.id ?? handle[HANDLE_TAG];
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
};

// headerPairs accepts [[name, value], ...], a Headers or a plain object.
const headerPairs = (headers) => {
  if (headers == null) return [];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [String(name), String(value)]);
  if (typeof headers.entries === 'function' && typeof headers.get === 'function') return [...headers.entries()];
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
};

// bodyBase64 accepts a Uint8Array (any typed array or DataView), an
// ArrayBuffer, a string (sent as UTF-8) or null.
const bodyBase64 = (body) => {
  if (body == null) return '';
  if (typeof body === 'string') return Buffer.from(body, 'utf8').toString('base64');
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('base64');
  if (body instanceof ArrayBuffer) return Buffer.from(body).toString('base64');
  throw new TypeError('The outbound response body must be a Uint8Array, an ArrayBuffer, a string or null.');
};
