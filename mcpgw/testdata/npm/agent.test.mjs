// The official TypeScript SDK's client uses `codemode mcp` as an agent's
// client does: long calls kept alive by progress, cancellation, sampling,
// elicitation and roots relayed from upstreams, approvals, images. Run by
// TestTypeScriptAgent (mcpgw/agent_test.go) with CODEMODE_BIN, MCPGW_CONFIG
// (server-everything and fixture-server.mjs over stdio) and FIXTURE_LOG
// (the fixture's event log) in the environment:
//
//	node --test agent.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const bin = process.env.CODEMODE_BIN;
const config = process.env.MCPGW_CONFIG;
const fixtureLog = process.env.FIXTURE_LOG;
assert.ok(bin && config && fixtureLog, 'CODEMODE_BIN, MCPGW_CONFIG and FIXTURE_LOG must be set');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function gateway(flags = [], capabilities = {}) {
  const client = new Client({ name: 'mcpgw-agent-test', version: '1.0.0' }, { capabilities });
  await client.connect(new StdioClientTransport({ command: bin, args: ['mcp', '--config', config, '--quiet', ...flags] }));
  return client;
}

const execute = (client, code, options) => client.callTool({ name: 'execute', arguments: { code } }, undefined, options);

// The upstream's progress alone keeps the call alive: the gateway sends
// none of its own here, the call lasts 12 s, the upstream reports progress
// every 2 s and the client's timeout is 5 s.
test('a long upstream tool succeeds through relayed progress', async () => {
  const client = await gateway(['--progress-interval=-1s']);
  try {
    const messages = [];
    const res = await execute(client, 'async () => everything["trigger-long-running-operation"]({ duration: 12, steps: 6 })',
      { timeout: 5000, resetTimeoutOnProgress: true, onprogress: (p) => messages.push(p.message) });
    assert.ok(!res.isError, res.content[0].text);
    assert.equal(res.structuredContent.result, 'Long running operation completed. Duration: 12 seconds, Steps: 6.');
    assert.deepEqual(messages.slice(0, 5), [1, 2, 3, 4, 5].map((i) => `everything["trigger-long-running-operation"]: ${i}/6`));

    // The same call without resetting the timeout on progress fails: the
    // call does outlast the client's timeout.
    await assert.rejects(execute(client, 'async () => everything["trigger-long-running-operation"]({ duration: 12, steps: 6 })', { timeout: 5000 }),
      /Request timed out/);
  } finally {
    await client.close();
  }
});

// A program that waits on nothing that reports progress is kept alive by
// the gateway's own progress.
test('a long program succeeds through the gateway\'s progress', async () => {
  const client = await gateway(['--progress-interval=500ms']);
  try {
    const messages = [];
    const res = await execute(client, 'async () => { await new Promise((r) => setTimeout(r, 7000)); return "done" }',
      { timeout: 3000, resetTimeoutOnProgress: true, onprogress: (p) => messages.push(p.message) });
    assert.ok(!res.isError, res.content[0].text);
    assert.equal(res.structuredContent.result, 'done');
    assert.ok(messages.length >= 4, `progress: ${messages}`);
    assert.match(messages[0], /^the program is running \(\d+(\.\d+)?m?s\)$/);
  } finally {
    await client.close();
  }
});

// Cancelling the execute call cancels the upstream call it waits for.
test('cancellation reaches the upstream', async () => {
  const client = await gateway();
  try {
    const abort = new AbortController();
    const call = execute(client, 'async () => fixture.wait({ ms: 60000, id: "cancel-me" })', { signal: abort.signal });
    for (let i = 0; i < 100 && !readFileSync(fixtureLog, 'utf8').includes('called wait cancel-me'); i++) await sleep(100);
    abort.abort('the user pressed stop');
    await assert.rejects(call);
    let log = '';
    for (let i = 0; i < 100 && !(log = readFileSync(fixtureLog, 'utf8')).includes('cancelled wait cancel-me'); i++) await sleep(100);
    assert.match(log, /cancelled wait cancel-me/);
  } finally {
    await client.close();
  }
});

// Sampling, elicitation and roots requests of an upstream reach the client,
// which offered them; server-everything then offers its tools that use them.
test('sampling, elicitation and roots are relayed to the client', async () => {
  const client = new Client({ name: 'mcpgw-agent-test', version: '1.0.0' },
    { capabilities: { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } } });
  const asked = [];
  client.setRequestHandler(CreateMessageRequestSchema, async (req) => {
    asked.push(['sampling', req.params.messages[0].content.text]);
    return { role: 'assistant', model: 'test-model', content: { type: 'text', text: 'sampled by the client' } };
  });
  client.setRequestHandler(ElicitRequestSchema, async (req) => {
    asked.push(['elicitation', req.params.message]);
    return { action: 'accept', content: { name: 'Ada Lovelace', check: true } };
  });
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work/project', name: 'project' }] }));
  await client.connect(new StdioClientTransport({ command: bin, args: ['mcp', '--config', config, '--quiet'] }));
  try {
    // The upstreams are started again with the client's capabilities.
    // search (an empty query lists every tool) shows their new tools.
    let description = '';
    for (let i = 0; i < 600; i++) {
      description = (await client.callTool({ name: 'search', arguments: {} })).content[0].text;
      if (description.includes('"trigger-sampling-request"')) break;
      await sleep(100);
    }
    for (const name of ['trigger-sampling-request', 'trigger-elicitation-request', 'get-roots-list']) {
      assert.ok(description.includes(`"${name}"`), `search lacks ${name}:\n${description}`);
    }
    const res = await execute(client, `async () => ({
      sampled: await everything["trigger-sampling-request"]({ prompt: "hello", maxTokens: 5 }),
      elicited: await everything["trigger-elicitation-request"](),
      roots: await everything["get-roots-list"](),
    })`);
    assert.ok(!res.isError, res.content[0].text);
    const r = res.structuredContent.result;
    assert.match(JSON.stringify(r.sampled), /sampled by the client/);
    assert.match(JSON.stringify(r.elicited), /Ada Lovelace/);
    assert.match(JSON.stringify(r.roots), /file:\/\/\/work\/project/);
    assert.deepEqual(asked.map((a) => a[0]), ['sampling', 'elicitation']);
    assert.match(asked[0][1], /hello/);
  } finally {
    await client.close();
  }
});

// An image a program returns is an image block of the answer.
test('an image reaches the client as an image block', async () => {
  const client = await gateway();
  try {
    const res = await execute(client, 'async () => ({ picture: (await everything["get-tiny-image"]())[1] })');
    assert.ok(!res.isError, res.content[0].text);
    assert.equal(res.content.length, 2);
    assert.equal(res.content[1].type, 'image');
    assert.equal(res.content[1].mimeType, 'image/png');
    assert.equal(Buffer.from(res.content[1].data, 'base64').subarray(1, 4).toString(), 'PNG');
    assert.match(res.content[0].text, /^Result:\n\{"picture":"\[image\/png image, \d+ bytes: content block 2\]"\}$/);
    assert.match(res.structuredContent.result.picture, /content block 2/);
  } finally {
    await client.close();
  }
});
