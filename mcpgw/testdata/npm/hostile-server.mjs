// An MCP server over stdio whose text is full of control characters, for
// the tests of what the gateway escapes (mcpgw/escape_sinks_test.go).
//
//	HOSTILE_CASES=cases.json node hostile-server.mjs [--fail]
//
// cases.json is [{"id": "c1b", "bytes": "<base64>"}, ...]. For each case
// the server writes "case <id>: a<bytes>b" as one line of its standard
// error when it starts, and offers a tool t_<id> described as
// "case <id>: a<text>b", where text is the bytes as UTF-8 (but for cases
// of 1 KiB or more). Tool payload
// {id} answers "a<text>b"; tool fail {id} answers the same as an error.
// One more tool has a hostile name. With --fail it writes its standard
// error and exits before the handshake.
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const cases = JSON.parse(readFileSync(process.env.HOSTILE_CASES, 'utf8'))
  .map((c) => ({ id: c.id, bytes: Buffer.from(c.bytes, 'base64') }));
const text = (c) => 'a' + c.bytes.toString('utf8') + 'b';

for (const c of cases) {
  process.stderr.write(Buffer.concat([Buffer.from(`case ${c.id}: a`), c.bytes, Buffer.from('b\n')]));
}
if (process.argv.includes('--fail')) {
  process.exitCode = 3;
} else {
  const obj = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
  // Not the long case: a description of 200 KB is over run_code's catalog
  // limit, and its catalog would fail closed.
  const tools = cases.filter((c) => c.bytes.length < 1024)
    .map((c) => ({ name: `t_${c.id}`, description: `case ${c.id}: ${text(c)}`, inputSchema: obj }));
  tools.push({ name: 'payload', description: 'Answers the text of case id.', inputSchema: obj });
  tools.push({ name: 'fail', description: 'Fails with the text of case id.', inputSchema: obj });
  tools.push({ name: 'evil\u001b[2J\u202ename', description: 'A tool whose name has control characters.', inputSchema: obj });

  const server = new Server({ name: 'hostile', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const c = cases.find((c) => c.id === req.params.arguments?.id);
    const t = c ? text(c) : 'no such case';
    return { content: [{ type: 'text', text: t }], isError: req.params.name === 'fail' };
  });
  await server.connect(new StdioServerTransport());
}
