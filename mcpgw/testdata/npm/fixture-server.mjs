// A small MCP server over stdio, made with the official TypeScript SDK's
// low-level Server so that its tool definitions are exactly as written
// here, for the gateway's end-to-end tests (mcpgw/*_test.go).
//
//	node fixture-server.mjs [--noisy]
//
// --noisy writes lines that are not MCP to standard output: a banner before
// the handshake and one more line before every answer. FIXTURE_LOG names a
// file that gets one line per event (called, cancelled).
import { appendFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const noisy = process.argv.includes('--noisy');
const logFile = process.env.FIXTURE_LOG;
const event = (line) => { if (logFile) appendFileSync(logFile, line + '\n'); };

if (noisy) {
  process.stdout.write('fixture server 1.0 starting\n[info] listening on stdio\n\n{not json either}\n');
}

const obj = (properties = {}, required = []) => ({ type: 'object', properties, required });
const tools = [
  { name: 'sentence', description: 'Adds two numbers and answers in words.', inputSchema: obj({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']) },
  { name: 'profile', description: 'A user profile, as JSON text.', inputSchema: obj({ id: { type: 'string' } }, ['id']) },
  { name: 'read_item', description: 'Reads an item.', inputSchema: obj({ id: { type: 'string' } }, ['id']),
    annotations: { readOnlyHint: true, openWorldHint: false } },
  { name: 'add_item', description: 'Adds an item.', inputSchema: obj({ id: { type: 'string' } }, ['id']),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } },
  { name: 'remove_item', description: 'Removes an item for good.', inputSchema: obj({ id: { type: 'string' } }, ['id']),
    annotations: { title: 'Remove an item', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false } },
  { name: 'wait', description: 'Waits ms milliseconds, then answers "waited".', inputSchema: obj({ ms: { type: 'number' }, id: { type: 'string' } }, ['ms']) },
  { name: 'big', description: 'Answers with n characters of text, or a JSON array of n numbers.', inputSchema: obj({ n: { type: 'number' }, json: { type: 'boolean' } }, ['n']) },
  { name: 'picture', description: 'An image, an audio clip and a caption.', inputSchema: obj() },
  { name: 'research', description: 'A task-augmented tool.', inputSchema: obj({ q: { type: 'string' } }), execution: { taskSupport: 'required' } },
  { name: 'odd_schema', description: 'Its input schema does not compile.', inputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/missing' } } } },
];

const server = new Server({ name: 'fixture', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
  const a = req.params.arguments ?? {};
  event(`called ${req.params.name} ${a.id ?? ''}`.trim());
  if (noisy) process.stdout.write(`handling ${req.params.name}\n`);
  switch (req.params.name) {
    case 'sentence':
      return text(`The sum of ${a.a} and ${a.b} is ${a.a + a.b}.`);
    case 'profile':
      return text(JSON.stringify({ id: a.id, name: 'Ada', tags: ['math', 'engines'], age: 36, admin: false, manager: null }));
    case 'read_item':
    case 'add_item':
    case 'remove_item':
      return text(`${req.params.name} ${a.id}`);
    case 'wait':
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, a.ms);
        extra.signal.addEventListener('abort', () => { clearTimeout(timer); event(`cancelled wait ${a.id ?? ''}`.trim()); resolve(); });
      });
      return text('waited');
    case 'big':
      if (a.json) return text(JSON.stringify(Array.from({ length: a.n }, (_, i) => i)));
      return text('x'.repeat(a.n));
    case 'picture':
      return { content: [
        { type: 'image', mimeType: 'image/png', data: PNG },
        { type: 'audio', mimeType: 'audio/wav', data: 'UklGRiQAAABXQVZF' },
        { type: 'text', text: 'a red dot' },
      ] };
    default:
      return { isError: true, ...text(`no tool ${req.params.name}`) };
  }
});

await server.connect(new StdioServerTransport());
