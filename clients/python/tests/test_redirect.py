"""fetch's redirect option end to end: the program's mode crosses the daemon in
the fetch message and allow_hosts honours it ("follow" checks every hop
against the list, "error" fails at the first redirect, "manual" answers with
the 3xx itself). The JavaScript client's cases (clients/js/test/redirect.test.js)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

import codemode
from codemode import OutboundRequest, OutboundResponse, allow_hosts

reached_end: list[str] = []


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        port = self.server.server_port  # type: ignore[attr-defined]
        if self.path in ("/start", "/away"):
            self.send_response(302)
            self.send_header("location", "/end" if self.path == "/start" else f"http://localhost:{port}/end")
            self.send_header("content-length", "0")
            self.end_headers()
            return
        reached_end.append(self.path)
        self.send_response(200)
        self.send_header("content-type", "text/plain")
        self.send_header("content-length", "7")
        self.end_headers()
        self.wfile.write(b"arrived")


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def program(url: str, init: str) -> str:
    return f"""async () => {{
      try {{
        const r = await fetch({json.dumps(url)}, {init});
        return {{ status: r.status, redirected: r.redirected, path: new URL(r.url).pathname,
                 location: r.headers.get('location'), text: await r.text() }};
      }} catch (e) {{
        return {{ name: e.name, message: e.message }};
      }}
    }}"""


async def run(executor: codemode.Executor, port: int, path: str, init: str) -> dict[str, Any]:
    seen: list[str] = []
    inner = allow_hosts([f"127.0.0.1:{port}"])

    async def outbound(request: OutboundRequest, context: codemode.DispatchContext) -> OutboundResponse:
        seen.append(request.redirect)
        return await inner(request, context)

    before = len(reached_end)
    out = await executor.execute(code=program(f"http://127.0.0.1:{port}{path}", init), outbound=outbound)
    return {"result": out.result, "error": out.error, "seen": seen, "reached_end": len(reached_end) > before}


async def test_follow_is_the_default_and_follows(executor: codemode.Executor, port: int) -> None:
    assert await run(executor, port, "/start", "{}") == {
        "result": {"status": 200, "redirected": True, "path": "/end", "location": None, "text": "arrived"},
        "error": None,
        "seen": ["follow"],
        "reached_end": True,
    }


async def test_follow_still_checks_every_hop_against_the_list(executor: codemode.Executor, port: int) -> None:
    assert await run(executor, port, "/away", "{ redirect: 'follow' }") == {
        "result": {
            "name": "TypeError",
            "message": f"fetch failed: redirect to localhost:{port} refused: the host is not on this execution's allowlist",
        },
        "error": None,
        "seen": ["follow"],
        "reached_end": False,
    }


async def test_error_fails_the_fetch_at_the_first_redirect(executor: codemode.Executor, port: int) -> None:
    assert await run(executor, port, "/start", "{ redirect: 'error' }") == {
        "result": {
            "name": "TypeError",
            "message": f'fetch failed: redirect to http://127.0.0.1:{port}/end refused: the request\'s redirect mode is "error"',
        },
        "error": None,
        "seen": ["error"],
        "reached_end": False,
    }


async def test_manual_answers_with_the_3xx_itself(executor: codemode.Executor, port: int) -> None:
    assert await run(executor, port, "/start", "{ redirect: 'manual' }") == {
        "result": {"status": 302, "redirected": False, "path": "/start", "location": "/end", "text": ""},
        "error": None,
        "seen": ["manual"],
        "reached_end": False,
    }
