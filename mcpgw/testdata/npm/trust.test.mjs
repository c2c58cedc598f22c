// The official TypeScript SDK's client drives `codemode mcp` over stdio in
// front of the report config's servers (memory, filesystem, everything):
// search ranks across servers with a default limit and a hint for the rest,
// a program reads a tool's annotations (memory.$annotations), and a return
// type is merged from three differing results. Run by TestSearchAndTrustTypeScriptClient
// (mcpgw/trust_test.go) with CODEMODE_BIN, REPO_ROOT and TYPE_CACHE set:
//
//	node --test trust.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const { CODEMODE_BIN: bin, REPO_ROOT: root, TYPE_CACHE: cache } = process.env;
assert.ok(bin && root && cache, 'CODEMODE_BIN, REPO_ROOT and TYPE_CACHE must be set');

async function withGateway(f) {
  const client = new Client({ name: 'mcpgw-trust-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({
    command: bin,
    args: ['mcp', '--config', 'mcpgw/testdata/report-config.json', '--quiet', '--type-cache', cache],
    cwd: root,
  }));
  try {
    await f(client);
  } finally {
    await client.close();
  }
}

const search = (client, args) => client.callTool({ name: 'search', arguments: args });
const execute = async (client, code) => {
  const res = await client.callTool({ name: 'execute', arguments: { code } });
  assert.ok(!res.isError, res.content[0].text);
  return res.structuredContent.result;
};

test('search ranks across servers, shows 5 and says how to see the rest', () => withGateway(async (client) => {
  const res = await search(client, { query: 'create entity' });
  const { matches, total, shown } = res.structuredContent;
  assert.equal(matches[0].call, 'memory.create_entities');
  assert.equal(matches[0].runCodeName, 'create_entities');
  assert.ok(matches.some((m) => m.server !== 'memory'), 'one ranking across servers');
  assert.equal(shown, 5);
  assert.equal(matches.length, 5);
  assert.ok(total > shown);
  const text = res.content[0].text;
  assert.match(text, /^\/\/ Tools matching "create entity": \d+ of \d+, best first; 5 shown\./);
  assert.match(text.split('\n')[0], /; a program reads @annotations with await memory\.\$annotations\("create_entities"\)\.$/);
  assert.match(text, /   \* @runCode tools\.call\("create_entities", input\)\n/);
  const last = text.trimEnd().split('\n').at(-1);
  const m = last.match(/^\/\/ (\d+) more tools? match \((.+)\): search again with "limit": (\d+) to see them\.$/);
  assert.ok(m, last);
  assert.equal(Number(m[1]), total - shown);
  assert.equal(Number(m[3]), total);

  const all = await search(client, { query: 'create entity', limit: total });
  assert.equal(all.structuredContent.shown, total);
  assert.doesNotMatch(all.content[0].text, /more tools? match/);
  assert.deepEqual(all.structuredContent.matches.slice(0, 5).map((x) => x.call), matches.map((x) => x.call));
}));

test('annotations: in search and from a program, through $annotations', () => withGateway(async (client) => {
  const want = {
    readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false,
    declared: ['destructiveHint', 'idempotentHint', 'openWorldHint'],
  };
  const found = await search(client, { query: 'delete entities' });
  const del = found.structuredContent.matches.find((x) => x.call === 'memory.delete_entities');
  assert.deepEqual(del.annotations, want);
  assert.match(found.content[0].text,
    /   \* @annotations readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false\n/);

  const got = await execute(client, `async () => {
    const a = await memory.$annotations("delete_entities");
    const all = await memory.$annotations();
    let missing;
    try { await memory.$annotations("delete_everything") } catch (e) { missing = e.message }
    return {
      a,
      destructive: Object.keys(all).filter((n) => all[n].destructiveHint).sort(),
      // A hint the server declared false, told from one left to its default.
      readGraph: [all.read_graph.destructiveHint, all.read_graph.declared.includes("destructiveHint")],
      missing,
    }
  }`);
  assert.deepEqual(got, {
    a: want,
    destructive: ['delete_entities', 'delete_observations', 'delete_relations'],
    readGraph: [false, true],
    missing: 'MCP server "memory" has no tool "delete_everything"; memory.$annotations() answers for every tool it has.',
  });
}));

test('an observed return type merged from three differing results', () => withGateway(async (client) => {
  const got = await execute(client, `async () => {
    const t = everything["get-annotated-message"];
    const a = await t({ messageType: "error" });
    const b = await t({ messageType: "success" });
    const c = await t({ messageType: "debug", includeImage: true });
    return [typeof a, typeof b, Array.isArray(c)];
  }`);
  assert.deepEqual(got, ['string', 'string', true]);
  const found = await search(client, { query: 'annotated message' });
  const text = found.content[0].text;
  assert.match(text, /   \* @returns merged from 3 past results \(the server declares no output schema\), e\.g\. /);
  assert.ok(text.includes('}): Promise<string | { type: string; text?: string; mimeType?: string; data?: string }[]>;'), text);
}));
