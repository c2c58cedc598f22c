// Measures what a model reads of the gateway: the tools/list entries that
// the official TypeScript SDK's client receives from `codemode mcp`, each
// as compact JSON (JSON.stringify of the entry as received), in bytes.
// Prints one JSON object: {"tools": {"<name>": <bytes>, ...}, "total": <bytes>}.
//
//	node measure-surface.mjs CODEMODE_BIN CONFIG [gateway flags...]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [bin, config, ...flags] = process.argv.slice(2);
const transport = new StdioClientTransport({ command: bin, args: ['mcp', '--config', config, '--quiet', ...flags], env: process.env, stderr: 'inherit' });
// The raw entries, before the SDK's schema parsing touches them.
const raw = [];
const client = new Client({ name: 'measure-surface', version: '1.0.0' });
await client.connect(transport);
const onmessage = transport.onmessage;
transport.onmessage = (msg) => {
  if (msg && msg.result && Array.isArray(msg.result.tools)) raw.push(...msg.result.tools);
  onmessage(msg);
};
let cursor;
do {
  const page = await client.listTools(cursor ? { cursor } : undefined);
  cursor = page.nextCursor;
} while (cursor);
await client.close();
const tools = {};
let total = 0;
for (const t of raw) {
  const n = Buffer.byteLength(JSON.stringify(t), 'utf8');
  tools[t.name] = n;
  total += n;
}
console.log(JSON.stringify({ tools, total }));
