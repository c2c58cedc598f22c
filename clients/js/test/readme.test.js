// Every ```js block of README.md runs against a real `codemode serve`, and
// when a ```text block follows it, its output must be exactly that text.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startDaemon } from './daemon.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = await readFile(path.join(packageDir, 'README.md'), 'utf8');

// [code, expected output or undefined] for each js block.
const blocks = [];
const fence = /```(\w+)\n([\s\S]*?)```/g;
let m;
let last;
while ((m = fence.exec(readme)) !== null) {
  if (m[1] === 'js') {
    last = [m[2], undefined];
    blocks.push(last);
  } else if (m[1] === 'text' && last !== undefined && last[1] === undefined) {
    last[1] = m[2];
  } else {
    last = undefined;
  }
}

let daemon;
before(async () => { daemon = await startDaemon(); });
after(() => daemon?.stop());

test('README has runnable examples', () => {
  assert.ok(blocks.length >= 4);
});

for (const [i, [code, expected]] of blocks.entries()) {
  const title = code.split('\n').find((line) => line.includes('execute(') || line.includes('connect(')) ?? '';
  test(`README example ${i + 1}`, async () => {
    // Evaluated as a module from the package directory, so that
    // '@codemode/client' resolves to this package by its own name.
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
      cwd: packageDir,
      env: { ...process.env, CODEMODE_URL: daemon.url, CODEMODE_TOKEN: '' },
      timeout: 30000,
    });
    assert.equal(stderr, '', title);
    if (expected !== undefined) assert.equal(stdout, expected, title);
  });
}
