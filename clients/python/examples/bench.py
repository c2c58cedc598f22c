"""Measures the Python client against a running daemon: a trivial execution,
and 100 sequential awaited tool calls (per call), as medians over a number of
runs. Names follow the shared workloads' metrics (trivial_us, seq100_per_call_us).

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

        trivial: list[float] = []
        seq: list[float] = []
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
    print(json.dumps({"trivial_us": round(statistics.median(trivial)), "seq100_per_call_us": round(statistics.median(seq), 1)}))


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 50))
