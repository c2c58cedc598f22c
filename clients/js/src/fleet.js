// A client of several daemons: one connection per daemon, executions spread
// over them, reconnection with backoff, drains and refusals honoured. The
// behaviour is the one docs/protocol.md ("Several daemons") describes.

import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { connect, TEXT_CONNECTION_LOST } from './index.js';
import { CLOSED, LIVE, TRY } from './internal.js';

const DEFAULTS = {
  resolveIntervalMs: 10000,
  minBackoffMs: 100,
  maxBackoffMs: 5000,
  dialTimeoutMs: 5000,
  waitForDaemonMs: 10000,
};

const lookupAll = async (host) => (await dnsLookup(host, { all: true })).map((a) => a.address);

/**
 * Connects to the daemons at endpoints (ws://HOST:PORT/PATH, wss://..., or
 * ws+unix:///path.sock:/PATH; a HOST that is a name counts once per address
 * it resolves to). Resolves once one daemon is connected (the others keep
 * connecting in the background); rejects, saying why for each, if none could
 * be reached within waitForDaemonMs.
 *
 * @param {string[]} endpoints
 * @param {import('./index.js').FleetOptions} [options]
 */
export async function connectFleet(endpoints, options = {}) {
  if (!Array.isArray(endpoints) || endpoints.length === 0) throw new TypeError('connectFleet needs at least one endpoint.');
  const fleet = new Fleet(endpoints.map(parseEndpoint), options);
  await fleet.lookUp();
  fleet.startResolver();
  if (await fleet.waitForConnection(fleet.options.waitForDaemonMs)) return fleet;
  const error = fleet.unreachable();
  await fleet.close();
  throw error;
}

function parseEndpoint(raw) {
  if (typeof raw !== 'string') throw new TypeError(`An endpoint must be a string, not ${typeof raw}.`);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`Endpoint ${JSON.stringify(raw)} is not a URL (ws://HOST:PORT/v1).`);
  }
  if (url.protocol === 'ws+unix:') return { raw, host: null };
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new TypeError(`Endpoint ${JSON.stringify(raw)}: the scheme must be ws, wss or ws+unix.`);
  }
  if (!url.hostname) throw new TypeError(`Endpoint ${JSON.stringify(raw)} has no host.`);
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  return { raw, host: isIP(bare) ? null : url.hostname };
}

/** Several daemons as one executor. See connectFleet. */
export class Fleet {
  #endpoints;
  #members = new Map(); // key -> Member
  #turn = 0;
  #closed = false;
  #waiters = new Set(); // resolve functions woken on any member change
  #resolver = null;
  #lookupError = null;

  constructor(endpoints, options) {
    this.#endpoints = endpoints;
    this.options = { ...DEFAULTS, ...options };
    this.lookup = options.lookup ?? lookupAll;
  }

  #changed() {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  #nextChange(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(wake);
        resolve(false);
      }, ms);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.#waiters.add(wake);
    });
  }

  /** @internal Resolves true once a member is connected, false after ms. */
  async waitForConnection(ms) {
    const until = Date.now() + ms;
    for (;;) {
      if ([...this.#members.values()].some((m) => m.executor !== null)) return true;
      const left = until - Date.now();
      if (left <= 0 || this.#closed) return false;
      await this.#nextChange(left);
    }
  }

  /** @internal Resolves every endpoint; adds a member per new address, retires departed ones. */
  async lookUp() {
    const found = new Map(); // key -> { url, address, label }
    const failed = new Set();
    for (const e of this.#endpoints) {
      if (e.host === null) {
        found.set(e.raw, { url: e.raw, address: null, label: e.raw });
        continue;
      }
      let addresses;
      try {
        addresses = await this.lookup(e.host);
        if (!Array.isArray(addresses) || addresses.length === 0) throw new Error('no addresses');
      } catch (err) {
        // A resolver's hiccup is not a daemon's departure: keep its members.
        failed.add(e.raw);
        this.#lookupError = `looking up ${e.host}: ${err?.message ?? err}`;
        continue;
      }
      for (const address of [...new Set(addresses)].sort()) {
        const url = new URL(e.raw);
        url.hostname = address.includes(':') ? `[${address}]` : address;
        found.set(`${e.raw}|${address}`, { url: e.raw, address, label: url.toString() });
      }
    }
    if (this.#closed) return;
    for (const [key, f] of found) {
      const m = this.#members.get(key);
      if (m) {
        if (m.gone) {
          m.gone = false;
          this.#changed();
          if (m.executor === null && !m.running) m.start();
        }
        continue;
      }
      const member = new Member(this, key, f);
      this.#members.set(key, member);
      member.start();
    }
    for (const [key, m] of this.#members) {
      const base = key.split('|')[0];
      if (!key.includes('|') || found.has(key) || failed.has(base) || m.gone) continue;
      m.gone = true;
      m.maybeLeave();
      this.#changed();
    }
  }

  /** @internal */
  startResolver() {
    if (!this.#endpoints.some((e) => e.host !== null)) return;
    this.#resolver = setInterval(() => this.lookUp().catch(() => {}), this.options.resolveIntervalMs);
    this.#resolver.unref?.();
  }

  /** @internal */
  memberChanged() {
    this.#changed();
  }

  /** @internal */
  get isClosed() {
    return this.#closed;
  }

  /** @internal The backoff after the n-th failure in a row, with jitter. */
  backoff(n) {
    const { minBackoffMs, maxBackoffMs } = this.options;
    const d = Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.max(0, n - 1));
    return d / 2 + Math.random() * (d / 2);
  }

  /** @internal */
  unreachable() {
    const why = [...this.#members.values()].map((m) => `${m.label}: ${m.lastError ?? 'no answer yet'}`);
    if (this.#lookupError) why.push(this.#lookupError);
    if (why.length === 0) why.push('no endpoint resolved to an address');
    return Object.assign(
      new Error(`No daemon of the fleet could be reached within ${this.options.waitForDaemonMs} ms (${why.join('; ')}).`),
      { code: 'connection' },
    );
  }

  /** The daemons the fleet knows: [{ endpoint, connected, draining, running, lastError }]. */
  members() {
    return [...this.#members.values()]
      .filter((m) => !(m.gone && m.executor === null))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((m) => ({ endpoint: m.label, connected: m.executor !== null, draining: m.draining || m.gone, running: m.live, lastError: m.lastError }));
  }

  // The member with the fewest of the fleet's executions running, and among
  // those the one picked least recently (a plain turn over the tied set can
  // starve a member when the tied sets keep changing, as under steady load).
  #pick(skip, dead) {
    let best = null;
    for (const m of this.#members.values()) {
      if (m.executor === null || m.draining || m.gone || skip.has(m) || dead.has(m.executor)) continue;
      if (best === null || m.live < best.live || (m.live === best.live && (m.picked < best.picked || (m.picked === best.picked && m.key < best.key)))) best = m;
    }
    if (best !== null) best.picked = ++this.#turn;
    return best;
  }

  /**
   * Runs one program on a daemon of the fleet; resolves as Executor.execute
   * does. The dispatch and outbound functions get the daemon's endpoint as
   * context.endpoint.
   */
  async execute(request) {
    const skip = new Set();
    const dead = new Set();
    let last = null;
    let waitUntil = 0;
    for (;;) {
      if (request?.signal?.aborted) return { error: 'Execution was cancelled.', errorKind: 'cancelled', logs: [] };
      const m = this.#pick(skip, dead);
      if (m === null) {
        if (last !== null) return last; // every daemon refused it: the caller hears the last answer
        if (this.#closed) return { error: 'The executor is closed.', errorKind: 'closed', logs: [] };
        waitUntil ||= Date.now() + this.options.waitForDaemonMs;
        const left = waitUntil - Date.now();
        if (left <= 0) {
          return { error: `${TEXT_CONNECTION_LOST} ${this.unreachable().message}`, errorKind: 'connection', logs: [] };
        }
        await this.#nextChange(left);
        continue;
      }
      const executor = m.executor;
      m.live++;
      let outcome;
      try {
        outcome = await executor[TRY](withEndpoint(request, m.label));
      } finally {
        m.live--;
        m.maybeLeave();
      }
      const { out, ran } = outcome;
      // Started there: its result stands. A non-durable execution whose
      // daemon died or was cut off ends here with the connection error.
      // (Resuming a durable execution elsewhere from the client's journal
      // plugs in here.)
      if (ran) return out;
      if (out.errorKind === 'overloaded' || out.errorKind === 'cancelled') {
        // Refused (overloaded, or draining): another daemon may take it.
        skip.add(m);
        last = out;
        continue;
      }
      if (out.errorKind === 'connection') {
        dead.add(executor); // not sent: skipped until it has reconnected
        continue;
      }
      return out;
    }
  }

  /** Closes every connection and stops reconnecting; live executions end with the connection error. */
  async close() {
    this.#closed = true;
    clearInterval(this.#resolver);
    const closing = [...this.#members.values()].map((m) => m.stop());
    this.#changed();
    await Promise.all(closing);
  }
}

// withEndpoint passes the daemon's endpoint to the request's functions.
function withEndpoint(request, endpoint) {
  if (request == null || typeof request !== 'object') return request;
  const out = { ...request };
  if (typeof request.dispatch === 'function') {
    out.dispatch = (provider, tool, args, context) => request.dispatch(provider, tool, args, { ...context, endpoint });
  }
  if (typeof request.outbound === 'function') {
    out.outbound = (req, context) => request.outbound(req, { ...context, endpoint });
  }
  return out;
}

/** One daemon: an endpoint, or one address of an endpoint's name. */
class Member {
  constructor(fleet, key, { url, address, label }) {
    this.fleet = fleet;
    this.key = key;
    this.url = url;
    this.address = address;
    this.label = label;
    this.executor = null;
    this.draining = false;
    this.gone = false;
    this.live = 0;
    this.picked = 0; // when it was last picked (the fleet's turn counter)
    this.lastError = null;
    this.running = false; // the connect loop runs
    this.timer = null;
    this.wakeSleep = null;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loop().finally(() => { this.running = false; });
  }

  async loop() {
    const fleet = this.fleet;
    let failures = 0;
    while (!fleet.isClosed && !this.gone) {
      let executor;
      try {
        executor = await connect(this.url, {
          ...fleet.options,
          address: this.address ?? undefined,
          handshakeTimeoutMs: fleet.options.dialTimeoutMs,
          onDrain: () => {
            this.draining = true;
            fleet.memberChanged();
            this.maybeLeave();
          },
        });
      } catch (e) {
        this.lastError = e?.message ?? String(e);
        fleet.memberChanged();
        failures++;
        if (this.address !== null) fleet.lookUp().catch(() => {}); // the name may have moved on
        await this.sleep(fleet.backoff(failures));
        continue;
      }
      if (fleet.isClosed) {
        await executor.close();
        return;
      }
      failures = 0;
      this.executor = executor;
      this.lastError = null;
      this.draining = executor.draining;
      fleet.memberChanged();
      this.maybeLeave();
      await executor[CLOSED];
      this.executor = null;
      fleet.memberChanged();
      // The daemon may be restarting: reconnect after a short wait.
      await this.sleep(fleet.backoff(1));
    }
  }

  // maybeLeave closes the connection of a draining or departed daemon once
  // nothing of ours is live on it.
  maybeLeave() {
    const executor = this.executor;
    if (executor === null || !(this.draining || this.gone)) return;
    if (executor[LIVE]() === 0 && this.live === 0) {
      executor.close();
      return;
    }
    // Retained executions end without telling the fleet: look again soon.
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.maybeLeave(), 50);
    this.timer.unref?.();
  }

  sleep(ms) {
    return new Promise((resolve) => {
      if (this.fleet.isClosed) return resolve();
      const timer = setTimeout(resolve, ms);
      this.wakeSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async stop() {
    clearTimeout(this.timer);
    this.wakeSleep?.();
    if (this.executor !== null) await this.executor.close();
  }
}
