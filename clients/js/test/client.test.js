// End-to-end tests of the client against a real `codemode serve`: many
// executions on one connection, logs, failures, handles, retained
// executions, outbound fetches, authentication and a lost connection.

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Handle, TEXT_CONNECTION_LOST, allowHosts, connect } from '@codemode/client';
import { createEnvelopeDispatch, parseDispatchArguments } from '@codemode/client/protocol';
import { startDaemon } from './daemon.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let daemon;
let executor;

before(async () => {
  // The daemon runs programs in a pool of worker processes (one per CPU by
  // default); the concurrency test needs four running at once.
  daemon = await startDaemon({ args: ['--workers', '4'] });
  executor = await connect(daemon.url);
});

after(async () => {
  await executor?.close();
  await daemon?.stop();
});

describe('executions', () => {
  test('onEvent gets only the members of their types from a misbehaving daemon', async () => {
    const { WebSocketServer } = await import('ws');
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => wss.once('listening', resolve));
    wss.on('connection', (ws) => {
      ws.once('message', () => {
        ws.send(JSON.stringify({ type: 'welcome', version: 1, server: 'fake/0' }));
        ws.on('message', (raw) => {
          const m = JSON.parse(raw.toString());
          if (m.type !== 'execute') return;
          assert.equal(m.events, true);
          for (const event of [{ kind: 7 }, null, 'timer-set', [], { kind: 'timer-set', timer: '1', delayMs: null, time: 5, dropped: {} },
            { kind: 'timer-fired', timer: 2, time: '2026-12-07T12:00:00Z', extra: { a: 1 } }]) {
            ws.send(JSON.stringify({ type: 'event', id: m.id, event }));
          }
          ws.send(JSON.stringify({ type: 'event', id: m.id }));
          ws.send(JSON.stringify({ type: 'event', id: 'e999', event: { kind: 'timer-set' } }));
          ws.send(JSON.stringify({ type: 'done', id: m.id, result: 42 }));
        });
      });
    });
    const fake = await connect(`ws://127.0.0.1:${wss.address().port}/v1`);
    try {
      const events = [];
      const out = await fake.execute({ code: 'x', onEvent: (e) => events.push(e) });
      assert.deepStrictEqual(out, { result: 42, logs: [] });
      assert.deepStrictEqual(events, [{ kind: 'timer-set' }, { kind: 'timer-fired', timer: 2, time: '2026-12-07T12:00:00Z' }]);
    } finally {
      await fake.close();
      wss.close();
    }
  });

  test('onEvent receives every timer set, fired and cleared, before execute resolves', async () => {
    const events = [];
    const out = await executor.execute({
      code: `async () => {
  const a = setTimeout(() => {}, 1)
  const b = setTimeout(() => {}, 5000)
  clearTimeout(b)
  await new Promise((r) => setTimeout(r, 10))
  return [a, b]
}`,
      onEvent: (e) => events.push(e),
    });
    assert.deepStrictEqual(out, { result: [1, 2], logs: [] });
    assert.deepStrictEqual(events.map((e) => [e.kind, e.timer, e.delayMs]), [
      ['timer-set', 1, 1], ['timer-set', 2, 5000], ['timer-cleared', 2, undefined],
      ['timer-set', 3, 10], ['timer-fired', 1, undefined], ['timer-fired', 3, undefined],
    ]);
    for (const e of events) assert.ok(!Number.isNaN(Date.parse(e.time)), e.time);
    // A consumer that throws does not disturb the execution.
    const thrown = await executor.execute({
      code: 'async () => { await new Promise((r) => setTimeout(r, 1)); return 1 }',
      onEvent: () => { throw new Error('consumer broke'); },
    });
    assert.deepStrictEqual(thrown, { result: 1, logs: [] });
  });

  test('the welcome is read', () => {
    assert.equal(typeof executor.server, 'string');
    assert.equal(typeof executor.maxLimits, 'object');
  });

  test('many executions run concurrently on one connection', async () => {
    const n = 4;
    const waiting = [];
    const ids = new Set();
    // Every call waits until all n have arrived: only concurrent executions
    // get past this barrier.
    const dispatch = (provider, tool, argsJson, context) =>
      new Promise((resolve) => {
        ids.add(context.executionId);
        waiting.push(() => resolve(JSON.stringify({ result: parseDispatchArguments(argsJson)[0] * 10 })));
        if (waiting.length === n) waiting.reverse().forEach((answer) => answer());
      });
    const outs = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        executor.execute({
          code: `async () => { console.log('start ${i}'); return await store.times10(${i}) }`,
          providers: [{ name: 'store', tools: ['times10'] }],
          dispatch,
        })),
    );
    assert.deepStrictEqual(outs, Array.from({ length: n }, (_, i) => ({ result: i * 10, logs: [`start ${i}`] })));
    assert.equal(ids.size, n);
    for (const id of ids) assert.match(id, /^e\d+$/);
  });

  test('logs arrive in order and done does not repeat them', async () => {
    const out = await executor.execute({
      code: `async () => {
        console.log('one', { a: 1 })
        console.warn('two')
        await store.x()
        console.error('three')
        console.info('four')
      }`,
      providers: [{ name: 'store', tools: ['x'] }],
      dispatch: async () => '{"result":null}',
    });
    // The program returned undefined: no result key at all.
    assert.deepStrictEqual(out, { logs: ['one { a: 1 }', '[warn] two', '[error] three', 'four'] });
  });

  test('a thrown error carries its kind, message and stack; logs are kept', async () => {
    const out = await executor.execute({ code: `async () => { console.log('before'); throw new TypeError('boom') }` });
    assert.deepStrictEqual(Object.keys(out), ['error', 'errorKind', 'stack', 'logs']);
    assert.equal(out.error, 'TypeError: boom');
    assert.equal(out.errorKind, 'thrown');
    assert.match(out.stack, /<program>/);
    assert.deepStrictEqual(out.logs, ['before']);
  });

  test('a syntax error carries its line and column', async () => {
    const out = await executor.execute({ code: 'async () => {\n  const x = ;\n}' });
    assert.equal(out.errorKind, 'syntax');
    assert.match(out.error, /^SyntaxError: .*\(line 2, column \d+\)$/);
    assert.equal(out.line, 2);
    assert.equal(typeof out.column, 'number');
    assert.equal('result' in out, false);
  });

  test('a timeout aborts the dispatch context of calls in flight', async () => {
    let signal;
    const out = await executor.execute({
      code: 'async () => await store.slow()',
      providers: [{ name: 'store', tools: ['slow'] }],
      limits: { timeoutMs: 300 },
      dispatch: (provider, tool, argsJson, context) => {
        signal = context.signal;
        return new Promise(() => {}); // never answers
      },
    });
    assert.deepStrictEqual(out, { error: 'Execution timed out after 300ms.', errorKind: 'timeout', logs: [] });
    assert.equal(signal.aborted, true);
  });

  test('a normal return does not abort calls still in flight', async () => {
    let context;
    const out = await executor.execute({
      code: `async () => { store.later(); return 1 }`,
      providers: [{ name: 'store', tools: ['later'] }],
      dispatch: (provider, tool, argsJson, ctx) => {
        context = ctx;
        return sleep(50).then(() => '{"result":1}');
      },
    });
    assert.deepStrictEqual(out, { result: 1, logs: [] });
    assert.equal(context.signal.aborted, false);
    assert.equal(context.executionId.startsWith('e'), true);
  });

  test('an abort signal cancels the execution', async () => {
    const controller = new AbortController();
    const running = executor.execute({
      code: 'async () => await new Promise((resolve) => setTimeout(resolve, 10000))',
      signal: controller.signal,
    });
    await sleep(100);
    controller.abort();
    const out = await running;
    assert.equal(out.errorKind, 'cancelled');
    assert.equal(out.error, 'Execution was cancelled.');
  });

  test('a dispatch that throws, rejects or returns a non-string does not break the client', async () => {
    const out = await executor.execute({
      code: `async () => {
        const read = async (f) => { try { return await f() } catch (e) { return e.message } }
        return [await read(() => store.throws()), await read(() => store.rejects()), await read(() => store.object())]
      }`,
      providers: [{ name: 'store', tools: ['throws', 'rejects', 'object'] }],
      dispatch: (provider, tool) => {
        if (tool === 'throws') throw new Error('thrown synchronously');
        if (tool === 'rejects') return Promise.reject(new Error('rejected'));
        return { result: 1 }; // not a JSON string: a host defect
      },
    });
    assert.deepStrictEqual(out, {
      result: ['thrown synchronously', 'rejected', 'The dispatch answered outside the result envelope.'],
      logs: [],
    });
  });

  test('every binary type crosses both ways through the sandbox', async () => {
    const values = {
      Int8Array: new Int8Array([-1, 2]),
      Uint8Array: new Uint8Array([1, 255]),
      Uint8ClampedArray: new Uint8ClampedArray([3]),
      Int16Array: new Int16Array([-300]),
      Uint16Array: new Uint16Array([65535]),
      Int32Array: new Int32Array([-70000]),
      Uint32Array: new Uint32Array([4000000000]),
      Float32Array: new Float32Array([0.5]),
      Float64Array: new Float64Array([Math.E]),
      BigInt64Array: new BigInt64Array([-5n]),
      BigUint64Array: new BigUint64Array([5n]),
      ArrayBuffer: new Uint8Array([7, 8]).buffer,
      DataView: new DataView(new Uint8Array([9]).buffer),
    };
    const state = { active: true };
    const out = await executor.execute({
      code: `async () => {
        const values = await store.values()
        const names = {}
        for (const [k, v] of Object.entries(values)) names[k] = v instanceof ArrayBuffer ? 'ArrayBuffer' : v.constructor.name
        const echoed = await store.echo(values)
        return { names, echoed }
      }`,
      providers: [{ name: 'store', tools: ['values', 'echo'] }],
      dispatch: createEnvelopeDispatch(state, (provider, tool, argsJson) =>
        tool === 'values' ? values : parseDispatchArguments(argsJson)[0]),
    });
    assert.equal(out.error, undefined, out.error);
    assert.deepStrictEqual(out.result.names, Object.fromEntries(Object.keys(values).map((k) => [k, k])));
    // The program's values came back through the tool call, then through the
    // result: same types, same bytes.
    assert.deepStrictEqual(out.result.echoed, values);
  });
});

describe('handles', () => {
  test('a tool calls back into the program with context.invoke', async () => {
    const state = { active: true };
    const out = await executor.execute({
      code: `async () => {
        const doubled = await store.mapAll([1, 2, 3], (x) => x * 2)
        const bytes = await store.callWith((b) => b instanceof Uint8Array ? b.length : 'not bytes')
        let thrown
        try { await store.mapAll([1], () => { throw new RangeError('nope') }) } catch (e) { thrown = e.message }
        return { doubled, bytes, thrown }
      }`,
      providers: [{ name: 'store', tools: ['mapAll', 'callWith'] }],
      dispatch: createEnvelopeDispatch(state, async (provider, tool, argsJson, context) => {
        const args = parseDispatchArguments(argsJson);
        if (tool === 'mapAll') {
          const [items, fn] = args;
          assert.ok(fn instanceof Handle);
          const out = [];
          for (const item of items) out.push(await context.invoke(fn, item));
          return out;
        }
        return context.invoke(args[0], new Uint8Array([1, 2, 3, 4]));
      }),
    });
    assert.deepStrictEqual(out, {
      result: { doubled: [2, 4, 6], bytes: 4, thrown: 'RangeError: nope' },
      logs: [],
    });
  });

  test('an invocation that throws rejects with the daemon\'s text; undefined resolves undefined', async () => {
    let thrown;
    let undef;
    const out = await executor.execute({
      code: `async () => { await store.probe(() => { throw new TypeError('inner') }, () => {}); return 'ok' }`,
      providers: [{ name: 'store', tools: ['probe'] }],
      dispatch: async (provider, tool, argsJson, context) => {
        const [bad, empty] = parseDispatchArguments(argsJson);
        thrown = await context.invoke(bad).catch((e) => e);
        undef = await context.invoke(empty);
        return '{"result":null}';
      },
    });
    assert.deepStrictEqual(out, { result: 'ok', logs: [] });
    assert.ok(thrown instanceof Error);
    assert.equal(thrown.message, 'TypeError: inner');
    assert.equal(thrown.thrown, true);
    assert.equal(undef, undefined);
  });

  test('a handle returned from a tool reaches the program as its own function', async () => {
    const out = await executor.execute({
      code: `async () => { const f = (x) => x + 1; const back = await store.identity(f); return [back === f, back(1)] }`,
      providers: [{ name: 'store', tools: ['identity'] }],
      dispatch: createEnvelopeDispatch({ active: true }, (p, t, argsJson) => parseDispatchArguments(argsJson)[0]),
    });
    assert.deepStrictEqual(out, { result: [true, 2], logs: [] });
  });
});

describe('retained executions', () => {
  test('a timer\'s late tool call never reaches dispatch; invoke works until release', async () => {
    const tools = [];
    let handle;
    const out = await executor.execute({
      code: `async () => {
        await store.register(() => globalThis.late ?? 'pending')
        setTimeout(async () => {
          try { await store.late() } catch (e) { globalThis.late = e.message }
        }, 20)
        return 'kept'
      }`,
      providers: [{ name: 'store', tools: ['register', 'late'] }],
      retainHandles: true,
      dispatch: async (provider, tool, argsJson) => {
        tools.push(tool);
        if (tool === 'register') handle = parseDispatchArguments(argsJson)[0];
        return '{"result":null}';
      },
    });
    assert.deepStrictEqual(Object.keys(out), ['result', 'logs', 'retained']);
    assert.equal(out.result, 'kept');
    assert.deepStrictEqual(out.logs, []);
    assert.ok(handle instanceof Handle);

    // The timer fires after the run: its call meets the completion text
    // inside the sandbox and dispatch never sees it.
    await sleep(200);
    assert.equal(await out.retained.invoke(handle), 'Execution has already completed.');
    assert.deepStrictEqual(tools, ['register']);

    // Released, it ended normally: no error.
    assert.equal(await out.retained.release(), undefined);
    assert.equal(await out.retained.ended, undefined);
    await assert.rejects(out.retained.invoke(handle), {
      message: `Handle "${handle.id}" cannot be invoked: its execution has ended.`,
    });
  });

  test('ended resolves with why a limit ended it', async () => {
    const out = await executor.execute({
      code: 'async () => { setInterval(() => {}, 10); return 1 }',
      retainHandles: true,
      limits: { retentionMs: 200 },
    });
    assert.ok(out.retained);
    assert.deepStrictEqual(await out.retained.ended, {
      error: 'The retained execution reached its retention limit of 200ms.',
      errorKind: 'timeout',
    });
    assert.deepStrictEqual(await out.retained.release(), {
      error: 'The retained execution reached its retention limit of 200ms.',
      errorKind: 'timeout',
    });

    const busy = await executor.execute({
      code: 'async () => { setTimeout(() => { for (;;) {} }, 10); return 1 }',
      retainHandles: true,
      limits: { timeoutMs: 300 },
    });
    assert.ok(busy.retained);
    assert.deepStrictEqual(await busy.retained.ended, { error: 'Execution timed out after 300ms.', errorKind: 'timeout' });
  });

  test('without retainHandles there is no retained key', async () => {
    const out = await executor.execute({ code: 'async () => { setTimeout(() => {}, 10); return 1 }' });
    assert.deepStrictEqual(out, { result: 1, logs: [] });
  });
});

describe('outbound', () => {
  let server;
  let port;

  before(async () => {
    server = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/away') {
          res.writeHead(302, { location: `http://localhost:${port}/hello` });
          return res.end();
        }
        if (req.url === '/big') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          return res.end('x'.repeat(1000));
        }
        res.writeHead(201, { 'content-type': 'application/json', 'x-seen': req.headers['x-test'] ?? '' });
        res.end(JSON.stringify({ method: req.method, url: req.url, body: Buffer.concat(chunks).toString() }));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  const program = (url, init = '{}') => `async () => {
    try {
      const r = await fetch(${JSON.stringify(url)}, ${init})
      return { status: r.status, seen: r.headers.get('x-seen'), body: await r.json() }
    } catch (e) {
      return { name: e.name, message: e.message }
    }
  }`;

  test('a fetch to an allowed host goes through allowHosts and the global fetch', async () => {
    const out = await executor.execute({
      code: program(`http://127.0.0.1:${port}/hello?q=1`, `{ method: 'POST', body: 'ping', headers: { 'x-test': 'yes' } }`),
      outbound: allowHosts([`127.0.0.1:${port}`]),
    });
    assert.deepStrictEqual(out, {
      result: { status: 201, seen: 'yes', body: { method: 'POST', url: '/hello?q=1', body: 'ping' } },
      logs: [],
    });
  });

  test('a host off the list is refused', async () => {
    const out = await executor.execute({
      code: program(`http://localhost:${port}/hello`),
      outbound: allowHosts([`127.0.0.1:${port}`]),
    });
    assert.deepStrictEqual(out, {
      result: { name: 'TypeError', message: `fetch failed: localhost:${port} is not on this execution's allowlist` },
      logs: [],
    });
  });

  test('a redirect to a host off the list is refused', async () => {
    const out = await executor.execute({
      code: program(`http://127.0.0.1:${port}/away`),
      outbound: allowHosts([`127.0.0.1:${port}`]),
    });
    assert.deepStrictEqual(out.result, {
      name: 'TypeError',
      message: `fetch failed: redirect to localhost:${port} refused: the host is not on this execution's allowlist`,
    });
  });

  test('a body over the limit fails the fetch', async () => {
    let seenMax;
    const inner = allowHosts([`127.0.0.1:${port}`]);
    const out = await executor.execute({
      code: program(`http://127.0.0.1:${port}/big`),
      limits: { responseBytes: 100 },
      outbound: async (request, context) => {
        seenMax = request.maxResponseBytes;
        const response = await inner(request, context);
        assert.equal(response.body.length, 101); // read no more than one byte past the limit
        return response;
      },
    });
    assert.equal(seenMax, 100);
    assert.deepStrictEqual(out.result, {
      name: 'TypeError',
      message: `fetch failed: the response body of http://127.0.0.1:${port}/big is larger than the limit of 100 bytes.`,
    });
  });

  test('without outbound the program has no network', async () => {
    const out = await executor.execute({ code: program(`http://127.0.0.1:${port}/hello`) });
    assert.deepStrictEqual(out.result, {
      name: 'TypeError',
      message: 'fetch is not available: this execution has no network access.',
    });
  });

  test('an outbound function answers with a string body and its own headers', async () => {
    const out = await executor.execute({
      code: `async () => { const r = await fetch('https://api.example.com/x'); return [r.status, r.statusText, r.headers.get('x-a'), await r.text()] }`,
      outbound: async (request) => {
        assert.deepStrictEqual(request.body, null);
        assert.equal(request.method, 'GET');
        return { status: 202, statusText: 'Accepted', headers: [['x-a', 'b']], body: 'héllo', url: request.url };
      },
    });
    assert.deepStrictEqual(out, { result: [202, 'Accepted', 'b', 'héllo'], logs: [] });
  });

  test('a fetch the program aborts aborts the outbound\'s signal', async () => {
    let aborted;
    const seen = new Promise((resolve) => { aborted = resolve; });
    const out = await executor.execute({
      code: `async () => {
        const controller = new AbortController()
        const pending = fetch('https://api.example.com/slow', { signal: controller.signal })
        setTimeout(() => controller.abort(), 50)
        // The program goes on for a moment after giving up: when it returns
        // at once, the daemon (as of this writing) drops the abort that
        // would follow its done, so this test would race.
        try { await pending } catch (e) { await new Promise((resolve) => setTimeout(resolve, 300)); return e.name }
      }`,
      outbound: (request, context) =>
        new Promise((resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            aborted(context.signal.aborted);
            reject(new Error('gave up'));
          });
        }),
    });
    assert.deepStrictEqual(out, { result: 'AbortError', logs: [] });
    assert.equal(await Promise.race([seen, sleep(5000).then(() => 'no abort within 5s')]), true);
  });

  test('allowHosts matches exact hosts, ports and wildcards', async () => {
    const fetched = [];
    const fakeFetch = async (url) => {
      fetched.push(String(url));
      return new Response('ok', { status: 200 });
    };
    const outbound = allowHosts(['api.example.com', '*.cdn.example.com', 'localhost:8080'], { fetch: fakeFetch });
    const get = (url) => outbound({ method: 'GET', url, headers: [], body: null, maxResponseBytes: 10 }, {});
    for (const url of ['https://api.example.com/a', 'https://API.example.com/b', 'https://x.cdn.example.com/c', 'http://localhost:8080/d']) {
      const response = await get(url);
      assert.equal(new TextDecoder().decode(response.body), 'ok');
    }
    for (const url of ['https://example.com/', 'https://cdn.example.com/', 'https://api.example.com.evil.com/', 'http://localhost:8081/', 'http://localhost/']) {
      await assert.rejects(get(url), /is not on this execution's allowlist/, url);
    }
    assert.equal(fetched.length, 4);
  });
});

describe('authentication', () => {
  let secured;

  before(async () => {
    secured = await startDaemon({ token: 's3cret' });
  });

  after(() => secured?.stop());

  test('a wrong token is refused', async () => {
    await assert.rejects(connect(secured.url, { token: 'wrong' }), { code: 'unauthorized' });
  });

  test('a missing token is refused', async () => {
    await assert.rejects(connect(secured.url), { code: 'unauthorized' });
  });

  test('the right token connects', async () => {
    const ok = await connect(secured.url, { token: 's3cret' });
    assert.deepStrictEqual(await ok.execute({ code: 'async () => 1 + 1' }), { result: 2, logs: [] });
    await ok.close();
  });
});

describe('the connection', () => {
  test('a unix socket works the same', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codemode-sock-'));
    const local = await startDaemon({ listen: `unix:${path.join(dir, 'codemode.sock')}` });
    try {
      assert.match(local.url, /^ws\+unix:\/\//);
      const client = await connect(local.url);
      assert.deepStrictEqual(await client.execute({ code: 'async () => 6 * 7' }), { result: 42, logs: [] });
      await client.close();
    } finally {
      await local.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a lost connection ends live executions with the connection error', async () => {
    const doomed = await startDaemon();
    try {
      const client = await connect(doomed.url);
      let signal;
      let calledBack;
      const called = new Promise((resolve) => { calledBack = resolve; });
      const running = client.execute({
        code: `async () => { console.log('before'); return await store.hang() }`,
        providers: [{ name: 'store', tools: ['hang'] }],
        dispatch: (provider, tool, argsJson, context) => {
          signal = context.signal;
          calledBack();
          return new Promise(() => {});
        },
      });
      await called;
      doomed.child.kill('SIGKILL');
      assert.deepStrictEqual(await running, { error: TEXT_CONNECTION_LOST, errorKind: 'connection', logs: ['before'] });
      assert.equal(signal.aborted, true);
      // Later executions resolve with the same error; they never reject.
      assert.deepStrictEqual(await client.execute({ code: 'async () => 1' }), {
        error: 'The connection to the executor was lost.',
        errorKind: 'connection',
        logs: [],
      });
      await client.close();
    } finally {
      await doomed.stop();
    }
  });

  test('close() ends live executions and retained ones', async () => {
    const client = await connect(daemon.url);
    const retained = await client.execute({
      code: 'async () => { setInterval(() => {}, 50); return 1 }',
      retainHandles: true,
    });
    assert.ok(retained.retained);
    const running = client.execute({ code: 'async () => await new Promise((resolve) => setTimeout(resolve, 10000))' });
    await sleep(50);
    await client.close();
    assert.deepStrictEqual(await running, { error: TEXT_CONNECTION_LOST, errorKind: 'connection', logs: [] });
    assert.deepStrictEqual(await retained.retained.ended, { error: TEXT_CONNECTION_LOST, errorKind: 'connection' });
    // The shared connection of the other tests is untouched.
    assert.deepStrictEqual(await executor.execute({ code: 'async () => "still here"' }), { result: 'still here', logs: [] });
  });
});
