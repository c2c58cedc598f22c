// Symbols for what the fleet module needs from an Executor and nothing else
// should use: they are not part of the package's API.

/** executor[TRY](request) resolves to { out, ran }: ran is false when the daemon certainly never started it. */
export const TRY = Symbol('codemode.try');
/** executor[LIVE]() is how many executions (retained ones included) are live on the connection. */
export const LIVE = Symbol('codemode.live');
/** executor[CLOSED] is a promise that resolves when the connection has closed. */
export const CLOSED = Symbol('codemode.closed');
