// What the client returns for the commonest mistakes in model-written
// programs, against a real `codemode serve`: a forgotten await, and a
// rejection nobody handled.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { connect } from '@codemode/client';
import { startDaemon } from './daemon.js';

let daemon;
let executor;

before(async () => {
  daemon = await startDaemon({ args: ['--workers', '1'] });
  executor = await connect(daemon.url);
});

after(async () => {
  await executor?.close();
  await daemon?.stop();
});

// store.listUsers answers one user; store.fail rejects with "upstream down".
async function run(code) {
  return executor.execute({
    code,
    providers: [{ name: 'store', tools: ['listUsers', 'fail'] }],
    dispatch: async (provider, tool) => (tool === 'fail' ? '{"error":"upstream down"}' : '{"result":[{"id":1}]}'),
  });
}

test('a promise left in the result names its path', async () => {
  const r = await run('async () => ({ users: store.listUsers() })');
  assert.equal(r.errorKind, 'result_invalid');
  assert.equal(r.error, 'The result cannot be returned: result.users is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...])).');
  assert.equal(r.result, undefined);
});

test('an unhandled rejection is a warning line and counted', async () => {
  const r = await run('async () => { const p = store.fail(); p.then((x) => x); await p.catch(() => {}); return 1 }');
  assert.deepEqual(r, { result: 1, logs: ['[warn] Unhandled promise rejection: Error: upstream down'], unhandledRejections: 1 });
});

test('a clean run has exactly result and logs', async () => {
  const r = await run('async () => (await store.listUsers()).length');
  assert.deepEqual(r, { result: 1, logs: [] });
});

test('a rejection handled later is not reported', async () => {
  const r = await run('async () => { const p = store.fail(); await null; try { await p } catch {} return 2 }');
  assert.deepEqual(r, { result: 2, logs: [] });
});

// The kinds are constants generated from the catalogue of failures
// (internal/failures/catalogue.json): what the daemon reports is one of them.
test('errorKind is one of the ErrorKind constants', async () => {
  const { ErrorKind } = await import('@codemode/client');
  assert.equal(ErrorKind.THROWN, 'thrown');
  assert.ok(Object.isFrozen(ErrorKind));
  const out = await run('async () => { throw new Error("x") }');
  assert.equal(out.errorKind, ErrorKind.THROWN);
  const bad = await run('async () => {');
  assert.equal(bad.errorKind, ErrorKind.SYNTAX);
  assert.ok(Object.values(ErrorKind).includes(bad.errorKind));
});
