// The client the conformance suite tests: the codemode gateway, run as a
// user would run it, with this script playing the user's browser.
//
//   CODEMODE_CONFORMANCE_BIN=path/to/codemode node client.mjs SERVER_URL
//
// The suite appends SERVER_URL and names the scenario in
// MCP_CONFORMANCE_SCENARIO (and gives its context, such as a pre-registered
// client, in MCP_CONFORMANCE_CONTEXT). The script runs
//
//   codemode run --in-process --mcp t=SERVER_URL -
//
// with a program that calls the scenario's tool. A scenario whose client
// needs configuring (a client registered in advance, given in the context,
// or a Client ID Metadata Document) runs `codemode mcp --config FILE` with
// that client in the server's "oauth" field instead, driven over stdio by
// the TypeScript SDK's client, which asks its execute tool to run the same
// program. Whenever the
// gateway prints a sign-in URL on standard error, the script opens it the
// way a browser would: it follows the authorization server's redirects back
// to the gateway's loopback callback. Tokens are kept in a fresh directory,
// so every scenario starts signed out.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const codemode = process.env.CODEMODE_CONFORMANCE_BIN || 'codemode';
const serverURL = process.argv[2];
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const context = process.env.MCP_CONFORMANCE_CONTEXT ? JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT) : {};

// The program each scenario's server expects a client to run: the tool its
// checks look for, called once.
function program() {
  if (scenario === 'tools_call') return 'async () => await t.add_numbers({ a: 2, b: 3 })';
  if (scenario === 'sse-retry') return 'async () => await t.test_reconnection({})';
  if (scenario === 'elicitation-sep1034-client-defaults') return 'async () => await t.test_client_elicitation_defaults({})';
  if (scenario.startsWith('auth/')) return 'async () => await t["test-tool"]({})';
  return 'async () => Object.keys(t)';
}

// The client id the suite's authorization server expects of a client that
// uses a Client ID Metadata Document (it does not fetch the document).
const CIMD_URL = 'https://conformance-test.local/client-metadata.json';

const home = mkdtempSync(join(tmpdir(), 'codemode-conformance-'));
const env = { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache'), CODEMODE_NO_BROWSER: '1' };

// browse opens a sign-in URL as a browser would: each redirect followed, the
// last one landing on the gateway's loopback callback.
async function browse(url) {
  try {
    const res = await fetch(url, { redirect: 'follow' });
    console.error(`[browser] ${res.status} ${res.url}`);
  } catch (err) {
    console.error(`[browser] ${url}: ${err}`);
  }
}

// watch copies the gateway's standard error to ours and opens every sign-in
// URL it prints (the indented line after "asks you to sign in").
function watch(stream) {
  let signIn = false;
  createInterface({ input: stream }).on('line', (line) => {
    console.error(line);
    if (line.includes('asks you to sign in')) signIn = true;
    else if (signIn && /^\s+https?:\/\//.test(line)) {
      signIn = false;
      browse(line.trim());
    }
  });
}

async function viaRun() {
  const child = spawn(codemode, ['run', '--in-process', '--json', '--mcp', `t=${serverURL}`, '-'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  watch(child.stderr);
  child.stdout.pipe(process.stdout);
  child.stdin.end(program());
  return await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function viaConfig() {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const config = join(home, 'mcp.json');
  // The secret comes from the environment, as a config would keep it.
  const oauth = {};
  if (context.client_id) oauth.clientId = context.client_id;
  if (context.client_secret) oauth.clientSecret = '${CONFORMANCE_CLIENT_SECRET}';
  if (scenario === 'auth/basic-cimd') oauth.clientMetadataUrl = CIMD_URL;
  writeFileSync(config, JSON.stringify({ mcpServers: { t: { url: serverURL, oauth } } }));
  const transport = new StdioClientTransport({ command: codemode, args: ['mcp', '--config', config, '--no-browser', '--type-cache', 'none'],
    env: { ...env, CONFORMANCE_CLIENT_SECRET: context.client_secret ?? '' }, stderr: 'pipe' });
  watch(transport.stderr);
  const client = new Client({ name: 'codemode-conformance', version: '1.0.0' });
  await client.connect(transport);
  const res = await client.callTool({ name: 'execute', arguments: { code: program() } });
  console.log(JSON.stringify(res));
  await client.close();
  return res.isError ? 1 : 0;
}

let code = 1;
try {
  code = context.client_id || scenario === 'auth/basic-cimd' ? await viaConfig() : await viaRun();
} catch (err) {
  console.error(err);
} finally {
  rmSync(home, { recursive: true, force: true });
}
process.exit(code);
