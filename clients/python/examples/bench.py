"""Measures the Python client against a running daemon: a trivial execution,
and 100 sequential awaited tool calls (per call), as medians over a number of
runs. Names follow the shared workloads' metrics (trivial_us, seq100_per_call_us).
The same 100 calls in a durable execution streaming its journal to the client
(durable_seq100_per_call_us), then suspended at a 101st call and resumed, so
the 100 are replayed from the checkpoint instead of dispatched
(resume_per_replayed_call_us), and the checkpoint's size per call.

    CODEMODE_URL=ws://127.0.0.1:7411/v1 python examples/bench.py [runs]
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import time

import codemode


async def main(runs: int) -> None:
    url = os.environ.get("CODEMODE_URL", "ws://127.0.0.1:7411/v1")
    async with codemode.connect(url, token=os.environ.get("CODEMODE_TOKEN") or None) as executor:

        def dispatch(provider: str, tool: str, args_json: str) -> str:
            return '{"result":1}'

        def approve(provider: str, tool: str, args_json: str) -> str | codemode.SuspendRequest:
            return codemode.suspend("approval") if tool == "approve" else '{"result":1}'

        trivial: list[float] = []
        seq: list[float] = []
        durable: list[float] = []
        resume: list[float] = []
        checkpoint_bytes = 0
        seq100 = "async () => { let n = 0; for (let i = 0; i < 100; i++) n += await t.one(); return n }"
        then_approve = "async () => { let n = 0; for (let i = 0; i < 100; i++) n += await t.one(); return n + await t.approve() }"
        for i in range(runs + 3):  # the first three warm the pool up
            start = time.perf_counter()
            out = await executor.execute(code="async () => 1")
            elapsed = time.perf_counter() - start
            assert out.result == 1, out.to_dict()
            if i >= 3:
                trivial.append(elapsed * 1e6)
            start = time.perf_counter()
            out = await executor.execute(
                code="async () => { let n = 0; for (let i = 0; i < 100; i++) n += await t.one(); return n }",
                providers=[{"name": "t", "tools": ["one"]}],
                dispatch=dispatch,
            )
            elapsed = time.perf_counter() - start
            assert out.result == 100, out.to_dict()
            if i >= 3:
                seq.append(elapsed * 1e6 / 100)
            entries: list[codemode.JournalEntry] = []
            start = time.perf_counter()
            out = await executor.execute(
                seq100, providers=[{"name": "t"}], dispatch=dispatch, durable=True, on_journal=entries.append
            )
            elapsed = time.perf_counter() - start
            assert out.result == 100, out.to_dict()
            if i >= 3:
                durable.append(elapsed * 1e6 / 100)
            first = await executor.execute(then_approve, providers=[{"name": "t"}], dispatch=approve, durable=True)
            assert first.suspended is not None, first.to_dict()
            checkpoint_bytes = len(first.suspended.checkpoint.encode())
            answer = codemode.Resume(first.suspended.checkpoint, [codemode.Answer(call=101, envelope='{"result":1}')])
            start = time.perf_counter()
            out = await executor.execute(resume=answer, dispatch=approve)
            elapsed = time.perf_counter() - start
            assert out.result == 101, out.to_dict()
            if i >= 3:
                resume.append(elapsed * 1e6 / 100)
    print(
        json.dumps(
            {
                "trivial_us": round(statistics.median(trivial)),
                "seq100_per_call_us": round(statistics.median(seq), 1),
                "durable_seq100_per_call_us": round(statistics.median(durable), 1),
                "resume_per_replayed_call_us": round(statistics.median(resume), 1),
                "checkpoint_bytes_per_call": round(checkpoint_bytes / 101),
            }
        )
    )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 50))
