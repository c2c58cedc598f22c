"""Durable: a host that survives its own ``kill -9`` in the middle of a program
running on a codemode daemon.

The program runs five steps; each step is an effect the host records in
steps.log (think: a payment). Every journal entry the daemon streams is
appended to journal.jsonl and synced before the host acts on the call it
precedes. Kill the process at any moment and run it again: it resumes from
the journal on the daemon, no step the journal has an answer for runs again,
and the step in flight when it died is looked up in steps.log rather than run
blindly::

    python examples/durable.py --url ws://127.0.0.1:PORT/v1 --dir /tmp/d --hang 3   # kill -9 it
    python examples/durable.py --url ws://127.0.0.1:PORT/v1 --dir /tmp/d            # resumes
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import codemode

PROGRAM = """async () => {
  const done = []
  for (let i = 1; i <= 5; i++) done.push(await steps.run(i))
  return done
}"""


def read_journal(path: Path) -> list[dict[str, Any]]:
    """The entries kept so far. A last line torn by the crash is dropped, and
    the file is rewritten with what was whole, so new entries follow it."""
    if not path.exists():
        return []
    kept: list[dict[str, Any]] = []
    good = ""
    for line in path.read_text().split("\n")[:-1]:
        try:
            kept.append(json.loads(line))
        except ValueError:
            break
        good += line + "\n"
    with open(path, "w") as f:
        f.write(good)
        f.flush()
        os.fsync(f.fileno())
    return kept


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--url", required=True, help="the daemon, ws://HOST:PORT/v1")
    parser.add_argument("--dir", default=".", help="where journal.jsonl and steps.log live")
    parser.add_argument("--hang", type=int, default=0, help="a step that hangs after its effect (to kill the host there)")
    opts = parser.parse_args()
    journal_path = Path(opts.dir) / "journal.jsonl"
    steps_path = Path(opts.dir) / "steps.log"

    kept = read_journal(journal_path)
    journal = open(journal_path, "a")

    def on_journal(entry: codemode.JournalEntry) -> None:
        # On disk before this returns, so before the effect the entry precedes.
        journal.write(json.dumps(entry, separators=(",", ":")) + "\n")
        journal.flush()
        os.fsync(journal.fileno())

    def has_line(line: str) -> bool:
        return steps_path.exists() and line in steps_path.read_text().split("\n")

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        (n,) = json.loads(args_json)
        with open(steps_path, "a") as f:
            f.write(f"done {n}\n")
        if n == opts.hang:
            await asyncio.Event().wait()  # hangs until the process dies
        return json.dumps({"result": f"step {n}"})

    resume: codemode.Resume | None = None
    if kept:
        checkpoint = codemode.checkpoint_from_journal(kept)
        answers: list[codemode.Answer] = []
        for p in codemode.pending_calls(checkpoint):
            (n,) = json.loads(p.args)
            if has_line(f"done {n}"):
                print(f"call {p.call} (step {n}) was in flight: it happened, answering it from steps.log")
                answers.append(codemode.Answer(call=p.call, envelope=json.dumps({"result": f"step {n}"})))
            else:
                print(f"call {p.call} was in flight: it did not happen, dispatching it again")
                answers.append(codemode.Answer(call=p.call, redispatch=True))
        print(f"resuming from {len(kept)} journal entries")
        resume = codemode.Resume(checkpoint, answers)

    async with codemode.connect(opts.url) as executor:
        if resume is None:
            out = await executor.execute(
                PROGRAM, providers=[{"name": "steps"}], dispatch=dispatch, durable=True, on_journal=on_journal
            )
        else:
            out = await executor.execute(resume=resume, dispatch=dispatch, on_journal=on_journal)
    journal.close()
    if not out.ok:
        print(f"{out.error_kind}: {out.error}", file=sys.stderr)
        return 1
    print(json.dumps(out.result, separators=(",", ":")))
    journal_path.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
