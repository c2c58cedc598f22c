// Starts a real `codemode serve` for the end-to-end tests: the binary is
// built from this repository (the root is three levels up from this file),
// once per test process, into a temporary directory. CODEMODE_BIN names an
// already built binary to use instead.

import { spawn, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let built; // a promise of the binary's path

async function binary() {
  if (process.env.CODEMODE_BIN) return process.env.CODEMODE_BIN;
  built ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codemode-js-client-'));
    process.on('exit', () => rm(dir, { recursive: true, force: true }).catch(() => {}));
    const out = path.join(dir, 'codemode');
    try {
      await promisify(execFile)('go', ['build', '-o', out, './cmd/codemode'], { cwd: repoRoot, maxBuffer: 16 << 20 });
    } catch (e) {
      throw new Error(`go build ./cmd/codemode failed in ${repoRoot}:\n${e.stderr || e.message}`);
    }
    return out;
  })();
  return built;
}

/**
 * Starts `codemode serve --listen LISTEN [--token TOKEN] ...args` and resolves
 * once it printed its `listening` line, to { url, child, stop() }. LISTEN is
 * 127.0.0.1:0 (a free loopback port) unless given, e.g. unix:/path.sock; the
 * url of a unix socket is ws+unix:///path.sock:/v1, as ws spells it.
 */
export async function startDaemon({ token, args = [], listen = '127.0.0.1:0' } = {}) {
  const bin = await binary();
  const argv = ['serve', '--listen', listen, ...(token ? ['--token', token] : []), ...args];
  const child = spawn(bin, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error(`codemode serve printed no listening line in 20s; stderr:\n${stderr}`)), 20000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      const m = /^listening (?:(ws:\/\/\S+)|unix:(\S+))$/.exec(line.trim());
      if (m?.[1]) resolve(m[1]);
      else if (m?.[2]) resolve(`ws+unix://${m[2]}:/v1`);
      else reject(new Error(`codemode serve's first line is ${JSON.stringify(line)}, not "listening ws://HOST:PORT"`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`codemode serve exited (${code ?? signal}) before listening; stderr:\n${stderr}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { url, child, stop, stderr: () => stderr };
}
