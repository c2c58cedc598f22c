// Durable executions through the JS client against a real `codemode serve`:
// suspend at a call, resume (on the same daemon and on another), the streamed
// journal, an ambiguous call, and a host killed with SIGKILL mid-program.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { checkpointFromJournal, connect, pendingCalls, suspend } from '@codemode/client';
import { startDaemon } from './daemon.js';

let daemon, other, executor, executor2;

before(async () => {
  [daemon, other] = await Promise.all([startDaemon(), startDaemon()]);
  [executor, executor2] = await Promise.all([connect(daemon.url), connect(other.url)]);
});

after(async () => {
  await executor?.close();
  await executor2?.close();
  await daemon?.stop();
  await other?.stop();
});

const providers = [{ name: 'store' }];

const host = () => {
  const h = { dispatches: 0 };
  h.dispatch = async (provider, tool, argsJson) => {
    h.dispatches++;
    if (tool === 'approve') throw suspend(`waiting for ${tool}`);
    return JSON.stringify({ result: `${tool}:${argsJson}` });
  };
  return h;
};

describe('durable executions', () => {
  test('a three-day sleep suspends at once with its wake time; resumed early it waits on, at the wake time it fires once', async () => {
    const start = Date.UTC(2031, 2, 1, 9);
    let now = start;
    let rang = 0;
    const dispatch = async () => { rang++; return '{"result":"rang"}'; };
    const code = `async () => {
      const t0 = Date.now()
      await new Promise((r) => setTimeout(r, 3 * 86400e3))
      return [await alarm.ring(), (Date.now() - t0) / 86400e3 >= 3]
    }`;
    const first = await executor.execute({ code, providers: [{ name: 'alarm' }], dispatch, durable: true, clock: () => now });
    assert.equal(first.errorKind, 'suspended');
    const wake = first.suspended.wakeAt;
    assert.ok(Number.isInteger(wake) && wake >= start + 3 * 86400e3 && wake < start + 3 * 86400e3 + 1000, `wakeAt ${wake}`);
    assert.match(first.error, /^The execution suspended to wait for a timer due at 2031-03-04T09:00:00(\.\d+)?Z: resume it then \(Suspension\.WakeAt\); a resume before then waits on\.$/);
    assert.deepEqual(first.suspended.pending, []);
    now = wake - 86400e3;
    const early = await executor2.execute({ resume: { checkpoint: first.suspended.checkpoint }, dispatch, clock: () => now });
    assert.equal(early.errorKind, 'suspended');
    assert.equal(early.suspended.wakeAt, wake);
    assert.equal(rang, 0);
    now = wake;
    const out = await executor.execute({ resume: { checkpoint: early.suspended.checkpoint }, dispatch, clock: () => now });
    assert.equal(out.errorKind, undefined, out.error);
    assert.deepEqual(out.result, ['rang', true]);
    assert.equal(rang, 1);
  });

  test('maxWaitMs: a wait longer suspends, a shorter one is held', async () => {
    const code = 'async () => { await new Promise((r) => setTimeout(r, 300)); return "woke" }';
    const held = await executor.execute({ code, durable: true });
    assert.deepEqual(held.result, 'woke');
    const suspended = await executor.execute({ code, durable: true, maxWaitMs: 100 });
    assert.equal(suspended.errorKind, 'suspended');
    assert.ok(suspended.suspended.wakeAt > Date.now());
  });

  test('a dispatch suspends; another daemon resumes; every call is dispatched once', async () => {
    const h = host();
    const code = `async () => {
      console.log('before')
      const a = await store.get(1)
      const r = Math.random(), t = Date.now(), u = crypto.randomUUID()
      const ok = await store.approve(a)
      return { a, ok, same: [r, t, u], b: await store.get(2) }
    }`;
    const first = await executor.execute({ code, providers, dispatch: h.dispatch, durable: true });
    assert.equal(first.errorKind, 'suspended');
    assert.equal(first.error, 'The execution suspended at call 2 (store.approve): waiting for approve.');
    assert.deepEqual(first.suspended.pending, [{ call: 2, provider: 'store', tool: 'approve', args: '["get:[1]"]', reason: 'waiting for approve', ambiguous: false }]);
    const out = await executor2.execute({ resume: { checkpoint: first.suspended.checkpoint, answers: [{ call: 2, envelope: '{"result":true}' }] }, dispatch: h.dispatch });
    assert.equal(out.errorKind, undefined, out.error);
    assert.equal(out.result.a, 'get:[1]');
    assert.equal(out.result.ok, true);
    assert.equal(out.result.b, 'get:[2]');
    assert.deepEqual(out.logs, ['before']);
    assert.equal(h.dispatches, 3);
    // Resumed again from the same checkpoint, the replay reads the same clock and randomness.
    const again = await executor.execute({ resume: { checkpoint: first.suspended.checkpoint, answers: [{ call: 2, envelope: '{"result":true}' }] }, dispatch: h.dispatch });
    assert.deepEqual(again.result.same, out.result.same);
  });

  test('the streamed journal is the checkpoint; an edited program diverges', async () => {
    const h = host();
    const entries = [];
    const code = 'async () => { const a = await store.get(1); return [a, await store.approve()] }';
    const first = await executor.execute({ code, providers, dispatch: h.dispatch, durable: true, onJournal: (e) => entries.push(e) });
    assert.equal(first.errorKind, 'suspended');
    assert.deepEqual(JSON.parse(first.suspended.checkpoint).journal, entries);
    assert.deepEqual(entries.map((e) => e.kind), ['start', 'call', 'answer', 'call', 'suspend']);
    const resumed = await executor.execute({ resume: { checkpoint: checkpointFromJournal(entries), answers: [{ call: 2, envelope: '{"result":7}' }] }, dispatch: h.dispatch });
    assert.deepEqual(resumed.result, ['get:[1]', 7]);
    const edited = await executor.execute({
      code: 'async () => { const a = await store.get(9); return [a, await store.approve()] }',
      resume: { checkpoint: first.suspended.checkpoint, answers: [{ call: 2, envelope: '{"result":7}' }] },
      dispatch: h.dispatch,
    });
    assert.equal(edited.errorKind, 'divergence');
    assert.equal(edited.error, 'Replay diverged at journal entry 2: the journal has call 1, store.get([1]), but the program made call 1, store.get([9]).');
  });

  test('a call without an answer is reported as ambiguous, never re-run', async () => {
    const entries = [];
    let charged = 0;
    const dispatch = async (provider, tool) => {
      if (tool === 'charge') {
        charged++;
        return '{"result":"receipt"}';
      }
      return '{"result":1}';
    };
    let kept; // what the host had persisted when it "died" during charge
    const code = 'async () => [await store.get(), await store.charge(5), await store.after()]';
    const out = await executor.execute({
      code, providers, durable: true,
      dispatch: async (p, t, a) => { if (t === 'charge') kept = entries.slice(); return dispatch(p, t, a); },
      onJournal: (e) => entries.push(e),
    });
    assert.deepEqual(out.result, [1, 'receipt', 1]);
    const checkpoint = checkpointFromJournal(kept);
    assert.deepEqual(pendingCalls(checkpoint), [{ call: 2, provider: 'store', tool: 'charge', args: '[5]', ambiguous: true }]);
    const blind = await executor.execute({ resume: { checkpoint }, dispatch });
    assert.equal(blind.errorKind, 'ambiguous');
    assert.equal(blind.error, 'Call 2 (store.charge) was dispatched, but the journal has no answer for it: it may or may not have happened. Resume with its answer, or with Redispatch to dispatch it again.');
    const decided = await executor.execute({ resume: { checkpoint, answers: [{ call: 2, envelope: '{"result":"receipt"}' }] }, dispatch });
    assert.deepEqual(decided.result, [1, 'receipt', 1]);
    assert.equal(charged, 1);
  });

  test('the host can ask the execution to suspend', async () => {
    const controller = new AbortController();
    const dispatch = async (provider, tool, argsJson) => {
      if (argsJson === '[1]') controller.abort();
      return JSON.stringify({ result: argsJson });
    };
    const code = 'async () => { const a = await store.get(1); await new Promise((r) => setTimeout(r, 100)); return [a, await store.get(2)] }';
    const first = await executor.execute({ code, providers, dispatch, durable: true, suspendSignal: controller.signal });
    assert.equal(first.errorKind, 'suspended');
    assert.equal(first.error, 'The execution suspended: the host asked it to.');
    assert.deepEqual(first.suspended.pending, []);
    const out = await executor2.execute({ resume: { checkpoint: first.suspended.checkpoint }, dispatch });
    assert.deepEqual(out.result, ['[1]', '[2]']);
  });

  test('examples/durable.mjs survives kill -9 mid-program', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codemode-durable-js-'));
    const example = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'durable.mjs');
    const steps = path.join(dir, 'steps.log');
    try {
      const first = spawn(process.execPath, [example, '--url', daemon.url, '--dir', dir, '--hang', '3'], { stdio: 'ignore' });
      const deadline = Date.now() + 30000;
      while (!(existsSync(steps) && (await readFile(steps, 'utf8')).includes('done 3\n'))) {
        assert.ok(Date.now() < deadline, 'step 3 never ran');
        await new Promise((r) => setTimeout(r, 10));
      }
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      const journal = await readFile(path.join(dir, 'journal.jsonl'), 'utf8');
      assert.match(journal, /"kind":"answer","call":2/);
      assert.doesNotMatch(journal, /"kind":"answer","call":3/);
      const second = spawn(process.execPath, [example, '--url', daemon.url, '--dir', dir]);
      let out = '';
      second.stdout.on('data', (d) => { out += d; });
      second.stderr.on('data', (d) => { out += d; });
      const code = await new Promise((r) => second.once('exit', r));
      assert.equal(code, 0, out);
      assert.match(out, /call 3 \(step 3\) was in flight: it happened, answering it from steps\.log/);
      assert.match(out, /\["step 1","step 2","step 3","step 4","step 5"\]/);
      assert.equal(await readFile(steps, 'utf8'), 'done 1\ndone 2\ndone 3\ndone 4\ndone 5\n');
      assert.equal(existsSync(path.join(dir, 'journal.jsonl')), false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
