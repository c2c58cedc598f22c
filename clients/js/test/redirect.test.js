// fetch's redirect option end to end: the program's mode crosses the daemon
// in the fetch message and allowHosts honours it ("follow" checks every hop
// against the list, "error" fails at the first redirect, "manual" answers
// with the 3xx itself).

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { allowHosts, connect } from '@codemode/client';
import { startDaemon } from './daemon.js';

let daemon;
let executor;
let server;
let port;
let reachedEnd = 0;

before(async () => {
  server = createServer((req, res) => {
    if (req.url === '/start') {
      res.writeHead(302, { location: '/end' });
      return res.end();
    }
    if (req.url === '/away') {
      res.writeHead(302, { location: `http://localhost:${port}/end` });
      return res.end();
    }
    reachedEnd++;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('arrived');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
  daemon = await startDaemon();
  executor = await connect(daemon.url);
});

after(async () => {
  await executor?.close();
  await daemon?.stop();
  await new Promise((resolve) => server.close(resolve));
});

const program = (url, init) => `async () => {
  try {
    const r = await fetch(${JSON.stringify(url)}, ${init});
    return { status: r.status, redirected: r.redirected, path: new URL(r.url).pathname,
             location: r.headers.get('location'), text: await r.text() };
  } catch (e) {
    return { name: e.name, message: e.message };
  }
}`;

describe('redirect modes through allowHosts', () => {
  const run = async (path, init) => {
    const seen = [];
    const inner = allowHosts([`127.0.0.1:${port}`]);
    const before = reachedEnd;
    const out = await executor.execute({
      code: program(`http://127.0.0.1:${port}${path}`, init),
      outbound: (request, context) => {
        seen.push(request.redirect);
        return inner(request, context);
      },
    });
    return { result: out.result, error: out.error, seen, reachedEnd: reachedEnd > before };
  };

  test('follow is the default, and follows', async () => {
    assert.deepStrictEqual(await run('/start', '{}'), {
      result: { status: 200, redirected: true, path: '/end', location: null, text: 'arrived' },
      error: undefined,
      seen: ['follow'],
      reachedEnd: true,
    });
  });

  test('follow still checks every hop against the list', async () => {
    assert.deepStrictEqual(await run('/away', "{ redirect: 'follow' }"), {
      result: { name: 'TypeError', message: `fetch failed: redirect to localhost:${port} refused: the host is not on this execution's allowlist` },
      error: undefined,
      seen: ['follow'],
      reachedEnd: false,
    });
  });

  test('error fails the fetch at the first redirect', async () => {
    assert.deepStrictEqual(await run('/start', "{ redirect: 'error' }"), {
      result: {
        name: 'TypeError',
        message: `fetch failed: redirect to http://127.0.0.1:${port}/end refused: the request's redirect mode is "error"`,
      },
      error: undefined,
      seen: ['error'],
      reachedEnd: false,
    });
  });

  test('manual answers with the 3xx itself', async () => {
    assert.deepStrictEqual(await run('/start', "{ redirect: 'manual' }"), {
      result: { status: 302, redirected: false, path: '/start', location: '/end', text: '' },
      error: undefined,
      seen: ['manual'],
      reachedEnd: false,
    });
  });
});
