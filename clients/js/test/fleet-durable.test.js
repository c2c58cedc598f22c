// Durable executions survive their daemon, against real `codemode serve`
// processes: a daemon killed with SIGKILL, one cut off silently (SIGSTOP: it
// neither answers nor resets), one drained with SIGTERM and a grace shorter
// than the execution. Each time the fleet resumes the execution on the other
// daemon from the journal it kept, and the host sees every call once.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { connectFleet } from '@codemode/client';
import { startDaemon } from './daemon.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = [];
after(async () => {
  for (const d of started) {
    try { d.child.kill('SIGCONT'); } catch {}
    await d.stop();
  }
});

async function waitFor(what, cond) {
  const until = Date.now() + 30000;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

// pair starts two daemons and a fleet of them; calls counts what the host saw.
async function pair(args = [], options = {}) {
  const ds = await Promise.all([0, 1].map(() => startDaemon({ args: ['--workers', '1', ...args] })));
  started.push(...ds);
  const byUrl = new Map(ds.map((d) => [d.url, d]));
  const resumes = [];
  const fleet = await connectFleet(ds.map((d) => d.url), {
    pingIntervalMs: 200, pingTimeoutMs: 300, minBackoffMs: 20, maxBackoffMs: 200,
    onResume: (from, to, why) => resumes.push({ from, to, why, at: Date.now() }),
    ...options,
  });
  await waitFor('two connected daemons', () => fleet.members().filter((m) => m.connected).length === 2);
  const calls = new Map();
  const via = [];
  const count = (tool, args, context) => {
    calls.set(tool + args, (calls.get(tool + args) ?? 0) + 1);
    via.push(context.endpoint);
  };
  return { fleet, byUrl, calls, via, resumes, count };
}

const store = [{ name: 'store' }];
const chargeCode = 'async () => [await store.get(1), await store.charge(2), await store.get(3)]';

const once = (calls, ...want) => assert.deepEqual(Object.fromEntries(calls), Object.fromEntries(want.map((w) => [w, 1])));

test('a durable execution whose daemon is killed mid-call goes on on the other, each call made once', async () => {
  const p = await pair();
  try {
    const journal = [];
    const out = await p.fleet.execute({
      code: chargeCode, providers: store, durable: true, onJournal: (e) => journal.push(e),
      dispatch: (provider, tool, args, context) => {
        p.count(tool, args, context);
        if (tool === 'charge') {
          p.byUrl.get(context.endpoint).child.kill('SIGKILL');
          return JSON.stringify({ result: 'receipt' });
        }
        return JSON.stringify({ result: JSON.parse(args) });
      },
    });
    assert.equal(out.error, undefined, out.error);
    assert.deepEqual(out.result, [[1], 'receipt', [3]]);
    once(p.calls, 'get[1]', 'charge[2]', 'get[3]');
    assert.notEqual(p.via[0], p.via[2], 'the execution moved');
    assert.deepEqual(p.resumes.map((r) => r.why), ['connection']);
    assert.deepEqual(journal.map((e) => e.seq), journal.map((_, i) => i + 1), 'the caller was streamed the whole journal');
  } finally {
    await p.fleet.close();
  }
});

test('a durable execution on a daemon cut off silently is resumed within the ping bound', async () => {
  const p = await pair();
  try {
    let cut = 0;
    const out = await p.fleet.execute({
      code: 'async () => { const a = await store.get(1); await new Promise((r) => setTimeout(r, 500)); return [a, await store.get(2)] }',
      providers: store, durable: true, limits: { timeoutMs: 120000 },
      dispatch: (provider, tool, args, context) => {
        p.count(tool, args, context);
        if (args === '[1]') {
          cut = Date.now();
          p.byUrl.get(context.endpoint).child.kill('SIGSTOP');
        }
        return JSON.stringify({ result: JSON.parse(args) });
      },
    });
    assert.equal(out.error, undefined, out.error);
    assert.deepEqual(out.result, [[1], [2]]);
    once(p.calls, 'get[1]', 'get[2]');
    assert.equal(p.resumes.length, 1);
    assert.equal(p.resumes[0].why, 'connection');
    const took = p.resumes[0].at - cut;
    assert.ok(took < 10000, `resumed ${took} ms after the partition`);
    console.log(`partition: resumed on the other daemon ${took} ms after it (ping bound 500 ms)`);
  } finally {
    await p.fleet.close();
  }
});

test('a drain suspends a durable execution at the end of its grace; the fleet resumes it elsewhere', async () => {
  const p = await pair(['--grace', '500ms']);
  try {
    let term = 0;
    const out = await p.fleet.execute({
      code: 'async () => { const a = await store.get(1); await new Promise((r) => setTimeout(r, 2000)); return [a, await store.get(2)] }',
      providers: store, durable: true,
      dispatch: (provider, tool, args, context) => {
        p.count(tool, args, context);
        if (args === '[1]') {
          term = Date.now();
          p.byUrl.get(context.endpoint).child.kill('SIGTERM');
        }
        return JSON.stringify({ result: JSON.parse(args) });
      },
    });
    assert.equal(out.error, undefined, out.error);
    assert.deepEqual(out.result, [[1], [2]]);
    once(p.calls, 'get[1]', 'get[2]');
    assert.deepEqual(p.resumes.map((r) => r.why), ['suspended']);
    const took = p.resumes[0].at - term;
    assert.ok(took >= 500, `resumed ${took} ms after the SIGTERM, before the grace was over`);
    console.log(`drain: suspended and resumed on the other daemon ${took} ms after the SIGTERM (grace 500 ms)`);
  } finally {
    await p.fleet.close();
  }
});

test('a call whose outcome is unknown is the host\'s to decide: by default the execution ends ambiguous', async () => {
  for (const choice of [null, { envelope: '{"result":"receipt"}' }]) {
    const asked = [];
    const p = await pair([], { onAmbiguous: (call) => { asked.push(call); return choice; } });
    try {
      const out = await p.fleet.execute({
        code: chargeCode, providers: store, durable: true,
        dispatch: async (provider, tool, args, context) => {
          p.count(tool, args, context);
          if (tool === 'charge') {
            p.byUrl.get(context.endpoint).child.kill('SIGKILL');
            // The host's call is cut off with the connection.
            await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
            throw new Error('cut off');
          }
          return JSON.stringify({ result: JSON.parse(args) });
        },
      });
      assert.equal(asked.length, 1);
      assert.equal(asked[0].call, 2);
      assert.equal(asked[0].tool, 'charge');
      if (choice === null) {
        assert.equal(out.errorKind, 'ambiguous', out.error);
        assert.deepEqual(out.suspended.pending.map((c) => [c.call, c.ambiguous]), [[2, true]]);
        once(p.calls, 'get[1]', 'charge[2]');
      } else {
        assert.equal(out.error, undefined, out.error);
        assert.deepEqual(out.result, [[1], 'receipt', [3]]);
        once(p.calls, 'get[1]', 'charge[2]', 'get[3]');
      }
    } finally {
      await p.fleet.close();
    }
  }
});

test('under a steady durable load, a SIGKILL, a silent partition and a SIGTERM lose nothing and repeat no call', async () => {
  const grace = 500;
  const args = ['--workers', '3', '--grace', `${grace}ms`];
  const ds = await Promise.all([0, 1, 2].map(() => startDaemon({ args })));
  started.push(...ds);
  const [a, b, c] = ds;
  const name = new Map(ds.map((d, i) => [d.url, 'ABC'[i]]));
  const resumes = [];
  const options = {
    pingIntervalMs: 200, pingTimeoutMs: 300, minBackoffMs: 20, maxBackoffMs: 200,
    onResume: (from, to, why) => resumes.push({ from: name.get(from), to: name.get(to), why, at: Date.now() }),
  };
  const fleets = await Promise.all([0, 1, 2].map(() => connectFleet(ds.map((d) => d.url), options)));
  const allConnected = () => fleets.every((f) => f.members().filter((m) => m.connected && !m.draining).length === 3);
  const runs = [];
  let stop = false;
  const run = (fleet, sleepMs) => {
    const r = { calls: new Map(), via: [], long: sleepMs > grace };
    r.first = new Promise((resolve) => { r.entered = resolve; });
    r.done = fleet.execute({
      code: `async () => { const a = await t.step(1); await new Promise((r) => setTimeout(r, ${sleepMs})); return a + await t.step(2) }`,
      providers: [{ name: 't' }], durable: true, limits: { timeoutMs: 60000 },
      dispatch: (p, tool, args, context) => {
        r.calls.set(args, (r.calls.get(args) ?? 0) + 1);
        r.via.push(name.get(context.endpoint));
        if (args === '[1]') r.entered();
        return JSON.stringify({ result: args === '[1]' ? 10 : 20 });
      },
    }).then((out) => { r.out = out; });
    runs.push(r);
    return r;
  };
  try {
    await waitFor('every client connected to three daemons', allConnected);
    // Two clients keep three executions each running; the third starts the
    // executions longer than the drain grace, one on each daemon.
    const loops = fleets.slice(0, 2).flatMap((f) => [0, 1, 2].map(async () => { while (!stop) await run(f, 300).done; }));
    await sleep(800);

    const tKill = Date.now();
    a.child.kill('SIGKILL');
    await waitFor('every client to see A gone', () => fleets.every((f) => !f.members().find((m) => m.endpoint === a.url)?.connected));
    const port = new URL(a.url).port;
    started.push(await startDaemon({ listen: `127.0.0.1:${port}`, args }));
    await waitFor('A back', allConnected);

    const tCut = Date.now();
    b.child.kill('SIGSTOP');
    await waitFor('every client to give B up', () => fleets.every((f) => !f.members().find((m) => m.endpoint === b.url)?.connected));
    const cutNoticed = Date.now() - tCut;
    b.child.kill('SIGCONT');
    await waitFor('B back', allConnected);

    const longs = [0, 1, 2].map(() => run(fleets[2], 1500));
    await Promise.all(longs.map((r) => r.first));
    const tTerm = Date.now();
    c.child.kill('SIGTERM');
    await new Promise((resolve) => (c.child.exitCode !== null ? resolve() : c.child.once('exit', resolve)));
    const drainTook = Date.now() - tTerm;
    await Promise.all(longs.map((r) => r.done));
    stop = true;
    await Promise.all(loops);

    let dup = 0;
    for (const r of runs) {
      for (const [step, n] of r.calls) if (n > 1) { dup++; assert.fail(`an execution (calls from ${r.via}) saw call ${step} ${n} times`); }
      assert.equal(r.out.error, undefined, `an execution (calls from ${r.via}) failed: ${r.out.errorKind}: ${r.out.error}`);
      assert.equal(r.out.result, 30);
      assert.deepEqual([...r.calls.keys()].sort(), ['[1]', '[2]']);
    }
    const after = (from, why, t0) => resumes.filter((x) => x.from === from && x.why === why).map((x) => x.at - t0);
    const crash = after('A', 'connection', tKill);
    const cut = after('B', 'connection', tCut);
    const drain = after('C', 'suspended', tTerm);
    assert.ok(crash.length > 0, 'no execution was resumed after the SIGKILL');
    assert.ok(cut.length > 0, 'no execution was resumed after the partition');
    assert.ok(drain.length > 0, 'no execution was suspended by the drain and resumed');
    assert.ok(drain.every((d) => d >= grace), `resumed before the grace was over: ${drain}`);
    assert.ok(cut.every((d) => d < 10000), `resumed long after the partition: ${cut}`);
    for (const x of resumes) assert.notEqual(x.from, x.to);
    console.log(`load: ${runs.length} durable executions completed with the right result, ${dup} duplicated calls`);
    console.log(`crash (SIGKILL): ${crash.length} resumed elsewhere, at most ${Math.max(...crash)} ms after it`);
    console.log(`partition (SIGSTOP): noticed by every client after ${cutNoticed} ms (ping bound 500 ms); ${cut.length} resumed elsewhere, at most ${Math.max(...cut)} ms after it`);
    console.log(`drain (SIGTERM, grace ${grace} ms): ${drain.length} suspended and resumed elsewhere, at most ${Math.max(...drain)} ms after the SIGTERM; the daemon exited after ${drainTook} ms`);
  } finally {
    stop = true;
    await Promise.all(fleets.map((f) => f.close()));
  }
});
