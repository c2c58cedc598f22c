// A TypeScript SDK client of the gateway's durable approvals, the follow-up
// path: node approval-followup.mjs URL hang CODE runs CODE through execute
// and prints the approval question it is asked (as a JSON line), never
// answering it; node approval-followup.mjs URL resume ID collects execution
// ID with execute {"resume": ID}, accepting the question asked again, and
// prints the result.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const [url, mode, arg] = process.argv.slice(2);
const client = new Client({ name: 'approval-followup', version: '1.0.0' }, { capabilities: { elicitation: {} } });
client.setRequestHandler(ElicitRequestSchema, async (req) => {
  console.log(JSON.stringify({ asked: req.params.message }));
  if (mode === 'hang') return new Promise(() => {});
  return { action: 'accept', content: {} };
});
await client.connect(new StreamableHTTPClientTransport(new URL(url)));
if (mode === 'hang') {
  client.callTool({ name: 'execute', arguments: { code: arg } }, undefined, { timeout: 600000 })
    .then((res) => { console.log(JSON.stringify({ result: res })); process.exit(0); })
    .catch((e) => { console.log(JSON.stringify({ error: String(e) })); process.exit(0); });
} else {
  const res = await client.callTool({ name: 'execute', arguments: { resume: arg } }, undefined, { timeout: 60000 });
  console.log(JSON.stringify({ result: res }));
  process.exit(0);
}
