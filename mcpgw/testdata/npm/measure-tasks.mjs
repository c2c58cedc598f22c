// Bytes a model reads per task through `codemode mcp`: the tools/list
// entries (as compact JSON), the text of each search answer it needs (none
// when execute's description already declares every tool), and the text of
// the execute answer. The tasks are the model-style programs of the
// gateway's own tests (gateway.test.mjs, agent.test.mjs, filesystem_test.go)
// that need no client capability, on the report config:
//
//	node measure-tasks.mjs CODEMODE_BIN CONFIG
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [bin, config] = process.argv.slice(2);
const tmp = process.env.MEASURE_DIR ?? '/tmp';
const tasks = [
  { name: 'gateway.test: sum, weather, entities', searches: ['sum of two numbers', 'structured content weather', 'create entities', 'add observations', 'search nodes'],
    code: `async () => {
  const [sum, weather, created] = await Promise.all([
    everything["get-sum"]({ a: 1, b: 2 }),
    everything["get-structured-content"]({ location: "New York" }),
    memory.create_entities({ entities: [{ name: "grace", entityType: "person", observations: ["uses TypeScript"] }] }),
  ])
  let missing
  try { await memory.add_observations({ observations: [{ entityName: "nobody", contents: ["x"] }] }) } catch (e) { missing = e.message }
  const found = await memory.search_nodes({ query: "grace" })
  return { sum, temperature: weather.temperature, created: created.entities.map((e) => e.name), missing, found: found.entities.length }
}` },
  { name: 'agent.test: long-running operation', searches: ['long running operation'],
    code: 'async () => everything["trigger-long-running-operation"]({ duration: 2, steps: 2 })' },
  { name: 'agent.test: tiny image', searches: ['tiny image'],
    code: 'async () => ({ picture: (await everything["get-tiny-image"]())[1].mimeType })' },
  { name: 'filesystem_test: write, read head, list', searches: ['write file', 'read text file', 'list directory'],
    code: `async () => {
  await filesystem.write_file({ path: "${tmp}/notes.txt", content: "line one\\nline two\\n" })
  const text = await filesystem.read_text_file({ path: "${tmp}/notes.txt", head: 1 })
  const listing = await filesystem.list_directory({ path: "${tmp}" })
  return { text, listing: listing.length }
}` },
  { name: 'usage_test: echo', searches: ['echo'], code: 'async () => everything.echo({ message: "hi" })' },
];

const text = (res) => res.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
const out = [];
for (const task of tasks) {
  // Each task is a fresh conversation: the model reads the tools first.
  const transport = new StdioClientTransport({ command: bin, args: ['mcp', '--config', config, '--quiet'], env: process.env });
  const raw = [];
  const client = new Client({ name: 'measure-tasks', version: '1.0.0' });
  await client.connect(transport);
  const onmessage = transport.onmessage;
  transport.onmessage = (msg) => { if (msg?.result?.tools) raw.push(...msg.result.tools); onmessage(msg); };
  await client.listTools();
  const tools = raw.reduce((n, t) => n + Buffer.byteLength(JSON.stringify(t)), 0);
  const inlined = /declare const/.test(raw.find((t) => t.name === 'execute').description);
  let search = 0;
  if (!inlined) {
    for (const query of task.searches) search += Buffer.byteLength(text(await client.callTool({ name: 'search', arguments: { query } })));
  }
  const res = await client.callTool({ name: 'execute', arguments: { code: task.code } });
  const answer = Buffer.byteLength(text(res));
  await client.close();
  out.push({ task: task.name, ok: !res.isError, tools, searches: inlined ? 0 : task.searches.length, search, answer, total: tools + search + answer });
}
console.log(JSON.stringify(out));
