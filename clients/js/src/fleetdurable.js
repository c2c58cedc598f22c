// Durable executions across a fleet: the fleet keeps the journal each durable
// execution streams, and when the daemon running it dies, is cut off, or
// suspends it at the end of its drain grace, resumes it on another daemon from
// that journal — no call the host made is made again, and a call whose outcome
// the fleet cannot know is left to the host's choice (options.onAmbiguous).

import { checkpointFromJournal, parseCheckpoint, pendingCalls } from './durable.js';
import { errorEnvelope } from './protocol.js';

import { TEXT_HOST_SUSPENDED } from './kinds.js';

export { TEXT_HOST_SUSPENDED };

const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** @internal One durable execution of a fleet: its journal and its open calls. */
export class DurableRun {
  constructor(request) {
    this.request = request;
    this.entries = [];
    this.open = new Map(); // call -> { provider, tool, args, dispatched, answered, envelope, unsure }
    if (request.resume != null) {
      try {
        this.entries = [...parseCheckpoint(request.resume.checkpoint).journal];
        // The host's answers stand until the journal has them.
        for (const a of request.resume.answers ?? []) {
          this.open.set(Number(a.call), { answered: a.redispatch !== true, envelope: String(a.envelope ?? '') });
        }
      } catch {
        // not readable: the daemon refuses it
      }
    }
  }

  record(entry) {
    this.entries.push(entry);
    if (entry.kind === 'call') this.open.set(entry.call, { provider: entry.provider ?? '', tool: entry.tool ?? '', args: entry.args ?? '' });
    else if (entry.kind === 'answer' || entry.kind === 'fetched') this.open.delete(entry.call);
    this.request.onJournal?.(entry);
  }

  // claim marks the open call a dispatch answers; undefined when the attempt
  // was abandoned (the dispatch must not be made).
  claim(attempt, provider, tool, args) {
    if (attempt.abandoned) return undefined;
    const match = [...this.open.entries()].filter(([, c]) => !c.dispatched && c.provider === provider && c.tool === tool && c.args === args);
    if (match.length === 0) return null;
    if (match.length > 1) for (const [, c] of match) c.unsure = true;
    match.sort((a, b) => a[0] - b[0]);
    const c = match[0][1];
    c.dispatched = true;
    return c;
  }

  /** The request of the next attempt, resuming from resume when it is set. */
  attempt(resume) {
    const attempt = { abandoned: false, inflight: new Set() };
    const req = { ...this.request, durable: true, onJournal: (e) => this.record(e) };
    if (resume != null) req.resume = resume;
    else delete req.resume;
    const dispatch = this.request.dispatch;
    if (typeof dispatch === 'function') {
      req.dispatch = (provider, tool, args, context) => {
        const c = this.claim(attempt, provider, tool, args);
        if (c === undefined) throw new Error('the daemon running the execution was lost');
        // Called at once, as the client calls a dispatch.
        let value;
        let p;
        try {
          value = dispatch(provider, tool, args, context);
          p = Promise.resolve(value);
        } catch (e) {
          value = undefined;
          p = Promise.reject(e);
          p.catch(() => {});
          if (c) this.settleThrow(c, e, context);
          throw e;
        }
        const settled = p.then(
          (envelope) => {
            if (c && typeof envelope === 'string') Object.assign(c, { answered: true, envelope });
          },
          (e) => {
            if (c) this.settleThrow(c, e, context);
          },
        );
        attempt.inflight.add(settled);
        settled.finally(() => attempt.inflight.delete(settled));
        return value;
      };
    }
    return { req, attempt };
  }

  // A dispatch that threw answered with its error, unless it was cut off.
  settleThrow(c, e, context) {
    if (e?.name !== 'SuspendRequest' && !context?.signal?.aborted) Object.assign(c, { answered: true, envelope: errorEnvelope(messageOf(e)) });
  }

  /** Gives the attempt up once its daemon is lost: waits for its dispatches. */
  async abandon(attempt) {
    attempt.abandoned = true;
    await Promise.all([...attempt.inflight]);
  }

  /**
   * How the execution goes on elsewhere: { resume } (undefined: start over,
   * nothing ran), or { result } to end it with.
   */
  async resumption(checkpoint, onAmbiguous) {
    if (checkpoint == null && this.entries.length === 0) return { resume: this.request.resume };
    let pending;
    try {
      if (checkpoint == null) checkpoint = checkpointFromJournal(this.entries);
      else if (typeof checkpoint !== 'string') checkpoint = JSON.stringify(checkpoint);
      this.entries = [...parseCheckpoint(checkpoint).journal];
      pending = pendingCalls(checkpoint);
    } catch (e) {
      return { result: { error: `The checkpoint cannot be read: ${messageOf(e)}`, errorKind: 'checkpoint', logs: [] } };
    }
    const known = this.open;
    this.open = new Map();
    const answers = [];
    const stop = (error, errorKind) => ({ result: { error, errorKind, logs: [], suspended: { checkpoint, pending } } });
    for (const p of pending) {
      const c = p.fetch === undefined ? known.get(p.call) : undefined;
      if (c && !c.unsure && c.answered) {
        // The host answered it; the answer never reached the daemon.
        answers.push({ call: p.call, envelope: c.envelope });
      } else if (!p.ambiguous) {
        return stop(`The execution suspended at call ${p.call} (${p.provider}.${p.tool}): ${p.reason}.`, 'suspended');
      } else if (c && !c.unsure && !c.dispatched) {
        // The daemon was lost before the call reached the host.
        answers.push({ call: p.call, redispatch: true });
      } else {
        let choice = null;
        try {
          if (typeof onAmbiguous === 'function') choice = await onAmbiguous(p);
        } catch {
          choice = null; // a host that cannot decide has not decided
        }
        if (choice == null || (choice.redispatch !== true && typeof choice.envelope !== 'string')) {
          const name = p.fetch ? `fetch ${p.fetch.method} ${p.fetch.url}` : `${p.provider}.${p.tool}`;
          return stop(`Call ${p.call} (${name}) was dispatched, but the journal has no answer for it: it may or may not have happened. Resume with its answer, or with Redispatch to dispatch it again.`, 'ambiguous');
        }
        answers.push(choice.redispatch === true ? { call: p.call, redispatch: true } : { call: p.call, envelope: choice.envelope });
      }
    }
    for (const a of answers) this.open.set(a.call, { answered: a.redispatch !== true, envelope: a.envelope ?? '' });
    return { resume: { checkpoint, answers } };
  }
}

/** @internal Whether a durable execution's result means it goes on elsewhere; the checkpoint to go on from. */
export function movesOn(run, out) {
  if (run === null) return null;
  if (out.errorKind === 'connection') return { lost: true };
  if (out.errorKind === 'suspended' && out.error === TEXT_HOST_SUSPENDED && out.suspended && !run.request.suspendSignal?.aborted) {
    // Only the daemon asks for a suspension the host did not: it is draining.
    return { lost: false, checkpoint: out.suspended.checkpoint };
  }
  return null;
}
