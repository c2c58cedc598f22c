// The official TypeScript SDK's client drives `codemode mcp` over stdio and
// over streamable HTTP. Run by TestTypeScriptClient (mcpgw/e2e_test.go) with
// CODEMODE_BIN (the built binary) and MCPGW_CONFIG (a config with the
// everything and memory servers over stdio) in the environment:
//
//	node --test gateway.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const bin = process.env.CODEMODE_BIN;
const config = process.env.MCPGW_CONFIG;
assert.ok(bin && config, 'CODEMODE_BIN and MCPGW_CONFIG must be set');

// Several upstream calls in parallel, combined, and an upstream error caught.
const program = (who) => `async () => {
  const [sum, weather, created] = await Promise.all([
    everything["get-sum"]({ a: 1, b: 2 }),
    everything["get-structured-content"]({ location: "New York" }),
    memory.create_entities({ entities: [{ name: "${who}", entityType: "person", observations: ["uses TypeScript"] }] }),
  ])
  let missing
  try {
    await memory.add_observations({ observations: [{ entityName: "nobody", contents: ["x"] }] })
  } catch (e) {
    missing = e.message
  }
  const found = await memory.search_nodes({ query: "${who}" })
  console.log("found", found.entities.length)
  return { sum, temperature: weather.temperature, created: created.entities.map((e) => e.name), missing }
}`;

async function exercise(client, who) {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['execute', 'run_code', 'search']);
  // The declarations are not in the descriptions: search answers with them.
  const execute = tools.find((t) => t.name === 'execute');
  assert.doesNotMatch(execute.description, /declare const/);
  assert.match(execute.description, /Call search first/);
  assert.doesNotMatch(tools.find((t) => t.name === 'run_code').description, /get-sum/);

  const found = await client.callTool({ name: 'search', arguments: { query: 'structured content' } });
  assert.equal(found.structuredContent.matches[0].call, 'everything["get-structured-content"]');
  assert.match(found.content[0].text, /"get-structured-content"\(input: \{/);

  const res = await client.callTool({ name: 'execute', arguments: { code: program(who) } });
  assert.ok(!res.isError, res.content[0].text);
  assert.deepEqual(res.structuredContent.result, {
    sum: 'The sum of 1 and 2 is 3.',
    temperature: 33,
    created: [who],
    missing: 'Entity with name nobody not found',
  });
  assert.deepEqual(res.structuredContent.logs, ['found 1']);
  assert.equal(res.structuredContent.error, null);
  assert.match(res.content[0].text, /^Logs:\nfound 1\n\nResult:\n\{"sum":/);

  // run_code takes its program in code, as execute does, or in source.
  for (const key of ['code', 'source']) {
    const rc = await client.callTool({ name: 'run_code', arguments: { [key]: 'function main(input) { return tools.call("get-sum", { a: input, b: 1 }) }', input: 41 } });
    assert.ok(!rc.isError, rc.content[0].text);
    assert.equal(rc.content[0].text, '"The sum of 41 and 1 is 42."');
  }

  const bad = await client.callTool({ name: 'execute', arguments: { code: 'async () => { await everything.echo({}) }' } });
  assert.equal(bad.isError, true);
  assert.equal(bad.structuredContent.error.kind, 'thrown');
  assert.match(bad.content[0].text, /^Error \(thrown\): Error: Invalid arguments for everything\.echo: input: missing property 'message'\./);
}

test('stdio', async () => {
  const client = new Client({ name: 'mcpgw-node-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: bin, args: ['mcp', '--config', config, '--quiet'] }));
  try {
    await exercise(client, 'grace');
  } finally {
    await client.close();
  }
});

test('streamable HTTP', async () => {
  const gateway = spawn(bin, ['mcp', '--config', config, '--http', '127.0.0.1:0', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: gateway.stderr });
      lines.on('line', (line) => {
        const m = line.match(/^codemode mcp: serving MCP over streamable HTTP at (\S+)$/);
        if (m) resolve(m[1]);
      });
      gateway.on('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
    });
    const client = new Client({ name: 'mcpgw-node-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      await exercise(client, 'linus');
    } finally {
      await client.close();
    }
  } finally {
    gateway.kill('SIGINT');
  }
});
