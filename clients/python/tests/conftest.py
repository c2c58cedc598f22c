"""Fixtures that start a real ``codemode serve`` for the end-to-end tests.

The binary is built from this repository (three levels up from this file) once
per test session, into a temporary directory; CODEMODE_BIN names an already
built binary to use instead.
"""

from __future__ import annotations

import dataclasses
import os
import re
import select
import signal
import socket
import subprocess
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

import codemode

REPO_ROOT = Path(__file__).resolve().parents[3]


@dataclasses.dataclass
class Daemon:
    """A running ``codemode serve``."""

    url: str
    process: subprocess.Popen[bytes]
    stderr_path: Path

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(30)

    def stop(self) -> None:
        self.kill()
        if self.process.stdout is not None:
            self.process.stdout.close()


@pytest.fixture(scope="session")
def codemode_bin(tmp_path_factory: pytest.TempPathFactory) -> str:
    if os.environ.get("CODEMODE_BIN"):
        return os.environ["CODEMODE_BIN"]
    out = tmp_path_factory.mktemp("bin") / "codemode"
    build = subprocess.run(
        ["go", "build", "-o", str(out), "./cmd/codemode"], cwd=REPO_ROOT, capture_output=True, text=True
    )
    if build.returncode != 0:
        pytest.fail(f"go build ./cmd/codemode failed in {REPO_ROOT}:\n{build.stderr}")
    return str(out)


StartDaemon = Callable[..., Daemon]


@pytest.fixture(scope="session")
def start_daemon(codemode_bin: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[StartDaemon]:
    """Starts ``codemode serve --listen LISTEN [--token TOKEN] *args`` and returns
    once it printed its listening line. LISTEN is 127.0.0.1:0 unless given."""
    started: list[Daemon] = []

    def start(*args: str, token: str | None = None, listen: str = "127.0.0.1:0") -> Daemon:
        argv = [codemode_bin, "serve", "--listen", listen, *(["--token", token] if token else []), *args]
        stderr_path = tmp_path_factory.mktemp("daemon") / "stderr.log"
        with open(stderr_path, "wb") as stderr:
            process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=stderr, stdin=subprocess.DEVNULL)
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], 30)
        line = process.stdout.readline().decode().strip() if ready else ""
        m = re.fullmatch(r"listening (ws://\S+|unix:\S+)", line)
        if m is None:
            process.kill()
            process.wait()
            raise RuntimeError(
                f"codemode serve printed {line!r}, not 'listening URL'; stderr:\n{stderr_path.read_text()}"
            )
        url = m.group(1)
        daemon = Daemon(url=url if url.startswith("unix:") else url + "/v1", process=process, stderr_path=stderr_path)
        started.append(daemon)
        return daemon

    yield start
    for daemon in started:
        daemon.stop()


@pytest.fixture(scope="session")
def daemon(start_daemon: StartDaemon) -> Daemon:
    # The daemon runs programs in a pool of worker processes (one per CPU by
    # default); the concurrency test needs four running at once.
    return start_daemon("--workers", "4")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def executor(daemon: Daemon) -> AsyncIterator[codemode.Executor]:
    async with codemode.connect(daemon.url) as executor:
        yield executor


@pytest.fixture
def short_tmp() -> Iterator[Path]:
    """A temporary directory with a short path, for unix sockets."""
    with tempfile.TemporaryDirectory(prefix="cm-") as d:
        yield Path(d)


def unused_port() -> int:
    """A loopback port nothing listens on: one the kernel just gave out and
    that was closed again, so no test assumes a fixed port is free."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port
