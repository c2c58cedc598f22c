"""Every ```python block of README.md runs against a real ``codemode serve``,
and when a ```text block follows it, its output must be exactly that text."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import Daemon

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def blocks() -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    last: list[str | None] | None = None
    for lang, body in re.findall(r"```(\w+)\n(.*?)```", README, re.S):
        if lang == "python":
            last = [body, None]
            out.append((body, None))
        elif lang == "text" and last is not None and last[1] is None:
            last[1] = body
            out[-1] = (out[-1][0], body)
        else:
            last = None
    return out


def test_the_readme_has_runnable_examples() -> None:
    assert len(blocks()) >= 6
    assert all(expected is not None for _, expected in blocks())


@pytest.mark.parametrize(("code", "expected"), blocks(), ids=lambda v: "" if v is None else v.split("\n")[0][:40])
def test_readme_example(daemon: Daemon, code: str, expected: str | None) -> None:
    run = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "CODEMODE_URL": daemon.url, "CODEMODE_TOKEN": ""},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.stderr == ""
    assert run.returncode == 0
    if expected is not None:
        assert run.stdout == expected
