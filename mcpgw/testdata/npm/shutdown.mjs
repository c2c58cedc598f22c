// Connects to `codemode mcp` as an agent's client does (offering sampling,
// elicitation and roots, which makes the gateway start its servers again
// with them), lists its tools, searches, and closes at once; then prints
// what the gateway wrote to its standard error, for TestCleanShutdown
// (mcpgw/shutdown_test.go).
//
//	node shutdown.mjs CODEMODE_BIN CONFIG
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const [bin, config] = process.argv.slice(2);
const transport = new StdioClientTransport({ command: bin, args: ['mcp', '--config', config], env: process.env, stderr: 'pipe' });
let stderr = '';
transport.stderr.on('data', (b) => { stderr += b; });
const client = new Client({ name: 'shutdown', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: {}, roots: { listChanged: true } } });
client.setRequestHandler(CreateMessageRequestSchema, async () => ({ role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' }));
client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }));
client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [] }));
await client.connect(transport);
await client.listTools();
await client.callTool({ name: 'search', arguments: { query: 'create entity' } });
const exited = new Promise((resolve) => transport._process.on('exit', (code, signal) => resolve({ code, signal })));
await client.close();
const end = await exited;
process.stdout.write(JSON.stringify({ end, stderr }) + '\n');
