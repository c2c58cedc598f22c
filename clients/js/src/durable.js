// Durable executions (docs/durable.md in the codemode repository): a dispatch
// can suspend the execution at a call, the execution ends with a checkpoint,
// and any daemon can resume it. The journal can be streamed to the host as it
// grows (request.onJournal), so that a host that persists it survives its own
// crash.

/** The version of the checkpoint format this client reads and writes. */
export const CHECKPOINT_VERSION = 1;

/**
 * What a dispatch throws (or returns) to suspend the execution at the call it
 * was asked to answer. `reason` is carried in the outcome and the checkpoint.
 */
export class SuspendRequest extends Error {
  constructor(reason) {
    const r = reason == null || reason === '' ? 'suspended' : String(reason);
    super(`suspend: ${r}`);
    this.name = 'SuspendRequest';
    this.reason = r;
  }
}

/** Returns the value a dispatch throws or returns to suspend at this call. */
export const suspend = (reason) => new SuspendRequest(reason);

const isSuspend = (v) => v instanceof SuspendRequest;

/**
 * Makes a checkpoint (its JSON text) of journal entries a host kept as they
 * were streamed: every entry in order, the start entry first. Throws when the
 * entries cannot be a journal.
 */
export function checkpointFromJournal(entries) {
  if (!Array.isArray(entries) || entries.length === 0 || entries[0]?.kind !== 'start') {
    throw new TypeError('A journal begins with its start entry.');
  }
  entries.forEach((e, i) => {
    if (e?.seq !== i + 1) throw new TypeError(`Journal entry ${i + 1} has seq ${e?.seq}: the journal has a gap or is out of order.`);
  });
  return JSON.stringify({ checkpoint: CHECKPOINT_VERSION, journal: entries });
}

/** Reads a checkpoint given as its JSON text or as the parsed object. */
export function parseCheckpoint(checkpoint) {
  const cp = typeof checkpoint === 'string' ? JSON.parse(checkpoint) : checkpoint;
  if (typeof cp !== 'object' || cp === null || !Array.isArray(cp.journal) || typeof cp.checkpoint !== 'number') {
    throw new TypeError('Not a codemode checkpoint.');
  }
  return cp;
}

/**
 * The calls a checkpoint leaves waiting, in call order: { call, provider,
 * tool, args } (or { call, fetch } for a fetch), with `reason` for a call
 * that suspended, and `ambiguous: true` for one that was dispatched but never
 * answered (the host decides: answer it, or redispatch it).
 */
export function pendingCalls(checkpoint) {
  const open = new Map();
  for (const e of parseCheckpoint(checkpoint).journal) {
    switch (e.kind) {
      // A second entry for a call is its dispatch again after a resume: until
      // it answers (or suspends), its outcome is unknown again.
      case 'call':
        open.set(e.call, { call: e.call, provider: e.provider ?? '', tool: e.tool ?? '', args: e.args ?? '', ambiguous: true });
        break;
      case 'fetch':
        open.set(e.call, { call: e.call, fetch: e.fetch ?? {}, ambiguous: true });
        break;
      case 'suspend': {
        const p = open.get(e.call);
        if (p) { p.reason = e.reason ?? ''; p.ambiguous = false; }
        break;
      }
      case 'answer':
      case 'fetched':
        open.delete(e.call);
        break;
      default:
    }
  }
  return [...open.values()].sort((a, b) => a.call - b.call);
}

// durableMembers adds a durable request's members to its execute message.
export function durableMembers(message, request) {
  const resume = request.resume;
  if (request.durable !== true && resume == null) return message;
  message.durable = true;
  if (typeof request.onJournal === 'function') message.journal = true;
  // A wait for a timer longer than maxWaitMs suspends the execution (the
  // daemon's default when absent); the execution's clock is the host's.
  if (request.maxWaitMs != null) message.maxWaitMs = Math.trunc(Number(request.maxWaitMs));
  message.clockMs = Math.trunc(Number(typeof request.clock === 'function' ? request.clock() : Date.now()));
  if (resume != null) {
    message.checkpoint = parseCheckpoint(resume.checkpoint);
    message.answers = (resume.answers ?? []).map((a) => {
      const out = { call: Number(a.call) };
      if (a.redispatch === true) out.redispatch = true;
      else out.envelope = String(a.envelope ?? '');
      return out;
    });
    // What the request leaves out is the checkpoint's.
    if (request.code == null) delete message.code;
    if (request.providers == null) delete message.providers;
    if (request.limits == null) delete message.limits;
  }
  return message;
}

// answerMembers turns what a dispatch gave into an answer's members.
export function answerOf(value) {
  return isSuspend(value) ? { suspend: value.reason } : null;
}

// suspended reads done.checkpoint into the result's `suspended` member.
export function suspendedOf(checkpoint, wakeAt) {
  const text = JSON.stringify(checkpoint);
  let pending = [];
  try {
    pending = pendingCalls(checkpoint);
  } catch {
    // not readable: the host still gets the bytes
  }
  const out = { checkpoint: text, pending };
  // When a timer is pending: its due time, in milliseconds since the epoch
  // on the host's clock; resume then.
  if (Number.isInteger(wakeAt) && wakeAt > 0) out.wakeAt = wakeAt;
  return out;
}
