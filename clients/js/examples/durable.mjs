// Durable: a host that survives its own kill -9 in the middle of a program
// running on a codemode daemon.
//
// The program runs five steps; each step is an effect the host records in
// steps.log (think: a payment). Every journal entry the daemon streams is
// appended to journal.jsonl, synced, before the host acts on the call it
// precedes. Kill the process at any moment and run it again: it resumes from
// the journal on the daemon, no step the journal has an answer for runs
// again, and the step in flight when it died is looked up in steps.log.
//
//   node examples/durable.mjs --url ws://127.0.0.1:PORT/v1 --dir /tmp/d --hang 3   # kill -9 it
//   node examples/durable.mjs --url ws://127.0.0.1:PORT/v1 --dir /tmp/d            # resumes

import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkpointFromJournal, connect, pendingCalls } from '@codemode/client';

const { values } = parseArgs({ options: { url: { type: 'string' }, dir: { type: 'string', default: '.' }, hang: { type: 'string', default: '0' } } });
const journalPath = path.join(values.dir, 'journal.jsonl');
const stepsPath = path.join(values.dir, 'steps.log');
const hang = Number(values.hang);

const program = `async () => {
  const done = []
  for (let i = 1; i <= 5; i++) done.push(await steps.run(i))
  return done
}`;

// The entries kept so far; a last line torn by the crash is dropped.
const kept = [];
if (existsSync(journalPath)) {
  const lines = readFileSync(journalPath, 'utf8').split('\n');
  let good = '';
  for (const line of lines.slice(0, -1)) {
    try {
      kept.push(JSON.parse(line));
      good += line + '\n';
    } catch {
      break;
    }
  }
  // Rewrite what was whole, so new entries follow it.
  const fd = openSync(journalPath, 'w');
  writeSync(fd, good);
  fsyncSync(fd);
  closeSync(fd);
}
const journal = openSync(journalPath, 'a');
const onJournal = (entry) => {
  writeSync(journal, JSON.stringify(entry) + '\n');
  fsyncSync(journal);
};
const hasLine = (line) => existsSync(stepsPath) && readFileSync(stepsPath, 'utf8').split('\n').includes(line);

const dispatch = async (provider, tool, argsJson) => {
  const [n] = JSON.parse(argsJson);
  appendFileSync(stepsPath, `done ${n}\n`);
  if (n === hang) await new Promise(() => {}); // hangs until the process dies
  return JSON.stringify({ result: `step ${n}` });
};

const executor = await connect(values.url);
const request = { dispatch, onJournal, durable: true };
if (kept.length === 0) {
  request.code = program;
  request.providers = [{ name: 'steps' }];
} else {
  const checkpoint = checkpointFromJournal(kept);
  const answers = [];
  for (const p of pendingCalls(checkpoint)) {
    const [n] = JSON.parse(p.args);
    if (hasLine(`done ${n}`)) {
      console.log(`call ${p.call} (step ${n}) was in flight: it happened, answering it from steps.log`);
      answers.push({ call: p.call, envelope: JSON.stringify({ result: `step ${n}` }) });
    } else {
      console.log(`call ${p.call} was in flight: it did not happen, dispatching it again`);
      answers.push({ call: p.call, redispatch: true });
    }
  }
  console.log(`resuming from ${kept.length} journal entries`);
  request.resume = { checkpoint, answers };
}
const out = await executor.execute(request);
await executor.close();
closeSync(journal);
if (out.errorKind) {
  console.error(`${out.errorKind}: ${out.error}`);
  process.exit(1);
}
console.log(JSON.stringify(out.result));
rmSync(journalPath);
