// End-to-end tests of connectFleet against real `codemode serve` processes:
// spreading, a name with several addresses, a daemon killed and restarted,
// a silent partition noticed by pings, a drain, and overloaded daemons.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { TEXT_CONNECTION_LOST, connect, connectFleet } from '@codemode/client';
import { startDaemon } from './daemon.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = [];
const daemon = async (options) => {
  const d = await startDaemon(options);
  started.push(d);
  return d;
};
after(async () => {
  for (const d of started) {
    try { d.child.kill('SIGCONT'); } catch {}
    await d.stop();
  }
});

// waitFor polls cond until it holds, failing after a generous bound.
async function waitFor(what, cond) {
  const until = Date.now() + 30000;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const connectedCount = (fleet) => fleet.members().filter((m) => m.connected && !m.draining).length;

// where runs a program that calls one tool and resolves to the endpoint its dispatch saw.
async function where(fleet) {
  let seen;
  const out = await fleet.execute({
    code: 'async () => await t.where()',
    providers: [{ name: 't' }],
    dispatch: (p, tool, args, context) => {
      seen = context.endpoint;
      return JSON.stringify({ result: seen });
    },
  });
  assert.equal(out.error, undefined, `execution failed: ${out.error}`);
  assert.equal(out.result, seen);
  return seen;
}

// holding starts an execution that waits in a tool call until release() and
// resolves { endpoint, out }.
function holding(fleet, { code = 'async () => (await t.hold()) + 1', limits } = {}) {
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  let entered;
  const inside = new Promise((resolve) => { entered = resolve; });
  let endpoint;
  const done = fleet.execute({
    code, providers: [{ name: 't' }], limits,
    dispatch: async (p, tool, args, context) => {
      endpoint = context.endpoint;
      entered(endpoint);
      await gate;
      return '{"result":41}';
    },
  }).then((out) => ({ endpoint, out }));
  return { inside, release: () => release(), done };
}

test('executions are spread over every daemon', async () => {
  const ds = await Promise.all([0, 1, 2].map(() => daemon({ args: ['--workers', '1'] })));
  const fleet = await connectFleet(ds.map((d) => d.url));
  try {
    await waitFor('three connected daemons', () => connectedCount(fleet) === 3);
    const count = new Map();
    for (let i = 0; i < 30; i++) {
      const at = await where(fleet);
      count.set(at, (count.get(at) ?? 0) + 1);
    }
    for (const d of ds) assert.ok((count.get(d.url) ?? 0) >= 8, `daemon ${d.url} ran ${count.get(d.url)} of 30`);
  } finally {
    await fleet.close();
  }
});

test('a name with several addresses is one daemon per address', async (t) => {
  let a;
  try {
    a = await daemon({ listen: '127.0.0.2:0', args: ['--workers', '1'] });
  } catch (e) {
    t.skip(`cannot listen on 127.0.0.2: ${e.message}`);
    return;
  }
  const port = new URL(a.url).port;
  const b = await daemon({ listen: `127.0.0.3:${port}`, args: ['--workers', '1'] });
  let answer = ['127.0.0.3', '127.0.0.2'];
  const lookup = async (host) => {
    if (host !== 'codemode.fleet.test') throw new Error(`no such host ${host}`);
    return answer;
  };
  const fleet = await connectFleet([`ws://codemode.fleet.test:${port}/v1`], { lookup, resolveIntervalMs: 50 });
  try {
    await waitFor('both addresses connected', () => connectedCount(fleet) === 2);
    const seen = new Set();
    for (let i = 0; i < 6; i++) seen.add(await where(fleet));
    assert.deepEqual([...seen].sort(), [`ws://127.0.0.2:${port}/v1`, `ws://127.0.0.3:${port}/v1`]);
    answer = ['127.0.0.2'];
    await waitFor('the departed address to be dropped', () => fleet.members().length === 1);
    for (let i = 0; i < 4; i++) assert.equal(await where(fleet), `ws://127.0.0.2:${port}/v1`);
  } finally {
    await fleet.close();
    await b.stop();
  }
});

test('a killed daemon ends its executions with connection; the fleet reconnects when it is back', async () => {
  const a = await daemon({ args: ['--workers', '2'] });
  const b = await daemon({ args: ['--workers', '2'] });
  const fleet = await connectFleet([a.url, b.url], { minBackoffMs: 20, maxBackoffMs: 200 });
  try {
    await waitFor('two connected daemons', () => connectedCount(fleet) === 2);
    const x = holding(fleet);
    const y = holding(fleet);
    const at = [await x.inside, await y.inside];
    assert.notEqual(at[0], at[1]);
    a.child.kill('SIGKILL');
    const onA = at[0] === a.url ? x : y;
    const onB = at[0] === a.url ? y : x;
    const r = await onA.done;
    assert.equal(r.out.errorKind, 'connection');
    assert.equal(r.out.error, TEXT_CONNECTION_LOST);
    for (let i = 0; i < 4; i++) assert.equal(await where(fleet), b.url);
    onB.release();
    assert.equal((await onB.done).out.result, 42);
    // The same port again: the fleet finds it on its own.
    const port = new URL(a.url).port;
    const again = await daemon({ listen: `127.0.0.1:${port}`, args: ['--workers', '1'] });
    assert.equal(again.url, a.url);
    await waitFor('the restarted daemon to run an execution', async () => (await where(fleet)) === a.url);
  } finally {
    await fleet.close();
  }
});

test('a silent partition is noticed by pings, not the execution time limit', async () => {
  const a = await daemon({ args: ['--workers', '1'] });
  const b = await daemon({ args: ['--workers', '1'] });
  const fleet = await connectFleet([a.url, b.url], { pingIntervalMs: 200, pingTimeoutMs: 300, dialTimeoutMs: 1000 });
  try {
    await waitFor('two connected daemons', () => connectedCount(fleet) === 2);
    const x = holding(fleet, { code: 'async () => { await t.hold(); await new Promise((r) => setTimeout(r, 60000)) }', limits: { timeoutMs: 120000 } });
    const at = await x.inside;
    const frozen = at === a.url ? a : b;
    const other = at === a.url ? b : a;
    x.release();
    // A stopped process neither answers nor resets: a partition.
    const cut = Date.now();
    frozen.child.kill('SIGSTOP');
    const r = await x.done;
    const took = Date.now() - cut;
    assert.equal(r.out.errorKind, 'connection');
    assert.ok(took < 20000, `the partition took ${took} ms to notice`);
    for (let i = 0; i < 3; i++) assert.equal(await where(fleet), other.url);
    frozen.child.kill('SIGCONT');
  } finally {
    await fleet.close();
  }
});

test('a draining daemon finishes its executions and gets no new ones', async () => {
  const a = await daemon({ args: ['--workers', '2', '--grace', '30s'] });
  const b = await daemon({ args: ['--workers', '2'] });
  const fleet = await connectFleet([a.url, b.url]);
  try {
    await waitFor('two connected daemons', () => connectedCount(fleet) === 2);
    const x = holding(fleet);
    const y = holding(fleet);
    const at = [await x.inside, await y.inside];
    assert.notEqual(at[0], at[1]);
    const onA = at[0] === a.url ? x : y;
    const onB = at[0] === a.url ? y : x;
    a.child.kill('SIGTERM');
    await waitFor('the fleet to see the drain', () => fleet.members().find((m) => m.endpoint === a.url)?.draining);
    for (let i = 0; i < 4; i++) assert.equal(await where(fleet), b.url);
    onA.release();
    onB.release();
    assert.equal((await onA.done).out.result, 42);
    assert.equal((await onB.done).out.result, 42);
    const code = await new Promise((resolve) => (a.child.exitCode !== null ? resolve(a.child.exitCode) : a.child.once('exit', resolve)));
    assert.equal(code, 0, 'the drained daemon exits cleanly');
  } finally {
    await fleet.close();
  }
});

test('an execution answered overloaded moves to another daemon', async () => {
  const busy = await daemon({ args: ['--workers', '1', '--sandboxes-per-worker', '1', '--queue', '1'] }); // one execution at a time, so a second one queues
  const free = await daemon({ args: ['--workers', '1'] });
  const hog = await connect(busy.url);
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  let entered;
  const inside = new Promise((resolve) => { entered = resolve; });
  const hold = () => hog.execute({ code: 'async () => await t.hold()', providers: [{ name: 't' }], dispatch: async () => { entered(); await gate; return '{"result":1}'; } });
  const hogs = [hold(), hold()]; // one running, one queued
  await inside;
  await sleep(200);
  const fleet = await connectFleet([busy.url, free.url]);
  const only = await connectFleet([busy.url]);
  try {
    await waitFor('two connected daemons', () => connectedCount(fleet) === 2);
    for (let i = 0; i < 6; i++) assert.equal(await where(fleet), free.url);
    const out = await only.execute({ code: 'async () => 1' });
    assert.equal(out.errorKind, 'overloaded');
  } finally {
    release();
    await Promise.all(hogs);
    await hog.close();
    await fleet.close();
    await only.close();
  }
});

test('a fleet none of whose daemons answers fails to connect, saying why', async () => {
  const d = await daemon({ args: ['--workers', '1'] });
  const url = d.url;
  await d.stop();
  await assert.rejects(connectFleet([url], { waitForDaemonMs: 500 }), (e) => e.code === 'connection' && e.message.includes(url));
  await assert.rejects(connectFleet([]), TypeError);
  await assert.rejects(connectFleet(['http://x']), TypeError);
});
