"""The client against a daemon that misbehaves: a WebSocket server of the
test's own sends, in the middle of an execution, every message the protocol
defines with each member in turn removed or replaced by a value of every JSON
type, and then messages that are not messages at all. Whatever arrives, the
client must not raise, hang or drop the connection: the execution still ends
with the ``done`` that follows, and the next execution on the connection works.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio
from websockets.asyncio.server import Server, ServerConnection, serve

import codemode

BASE: list[dict[str, Any]] = [
    {"type": "log", "id": "e1", "line": "x"},
    {"type": "call", "id": "e1", "call": 1, "provider": "p", "tool": "t", "args": "[]"},
    {
        "type": "fetch",
        "id": "e1",
        "call": 2,
        "method": "GET",
        "url": "https://example.com/",
        "headers": [["a", "b"]],
        "body": "AQID",
        "maxResponseBytes": 10,
        "redirect": "follow",
    },
    {"type": "abort", "id": "e1", "call": 2},
    {"type": "invoked", "id": "e1", "invoke": 1, "result": 1},
    {"type": "ended", "id": "e1", "error": {"kind": "timeout", "message": "m"}},
    {"type": "error", "code": "unknown_execution", "id": "e1", "message": "m"},
    {"type": "done", "id": "e1", "result": 1, "retained": True},
    {"type": "done", "id": "e1", "error": {"kind": "thrown", "message": "m", "line": 1, "column": 2, "stack": "s"}},
    {"type": "journal", "id": "e1", "entry": {"seq": 2, "kind": "call", "call": 1, "provider": "p", "tool": "t", "args": "[]"}},
    {"type": "event", "id": "e1", "event": {"kind": "timer-set", "timer": 1, "delayMs": 5, "time": "2026-12-07T12:00:00Z"}},
    {
        "type": "done",
        "id": "e1",
        "error": {"kind": "suspended", "message": "m"},
        "checkpoint": {"checkpoint": 1, "journal": [{"seq": 1, "kind": "start"}, {"seq": 2, "kind": "call", "call": 1}]},
        "replayedLogs": ["r"],
    },
]

WRONG: list[Any] = [None, True, 7, -1.5, "s", "", [], {}, [1, [2]], {"a": {"b": 1}}, 2**70]
_ABSENT = object()


def mutations() -> list[tuple[str, str]]:
    """(name, message) for every member of every base message: removed, and replaced by each wrong value."""
    out: list[tuple[str, str]] = []
    for base in BASE:
        for member in base:
            if member == "type":
                continue
            for value in [_ABSENT, *WRONG]:
                msg = dict(base)
                if value is _ABSENT:
                    del msg[member]
                else:
                    msg[member] = value
                label = "absent" if value is _ABSENT else json.dumps(value)
                out.append((f"{base['type']}.{member}={label}", json.dumps(msg)))
    return out


NOT_MESSAGES = [
    "",
    "{",
    "null",
    "[]",
    "7",
    '"done"',
    "{}",
    '{"type":7}',
    '{"type":"nope","id":"e1"}',
    '{"type":"done","id":"e1","result":NaN}',
    "[" * 100_000 + "]" * 100_000,
    '{"type":"done","id":"e1","result":' + "[" * 50_000 + "]" * 50_000 + "}",
    '{"type":"journal","id":"e1","entry":{"seq":2,"x":' + "[" * 50_000 + "]" * 50_000 + "}}",
    '{"type":"done","id":"e1","error":{"kind":"suspended","message":"m"},"checkpoint":'
    + "[" * 50_000
    + "]" * 50_000
    + "}",
]


class FakeDaemon:
    """Says welcome, then answers each execute with the messages queued for it and a done."""

    def __init__(self) -> None:
        self.script: list[str | bytes] = []
        self.server: Server | None = None

    async def handle(self, ws: ServerConnection) -> None:
        await ws.recv()  # hello
        await ws.send(json.dumps({"type": "welcome", "version": 1, "server": "fake/0"}))
        async for raw in ws:
            msg = json.loads(raw)
            if msg.get("type") != "execute":
                continue  # answers, fetched, cancel: read and dropped
            if msg["id"] == "e1":
                for item in self.script:
                    await ws.send(item)
                await ws.send(json.dumps({"type": "done", "id": "e1", "result": 42}))
            else:
                await ws.send(json.dumps({"type": "done", "id": msg["id"], "result": "still"}))

    @property
    def url(self) -> str:
        assert self.server is not None
        host, port = list(self.server.sockets)[0].getsockname()[:2]
        return f"ws://{host}:{port}/v1"


@pytest_asyncio.fixture(loop_scope="session", scope="module")
async def fake() -> AsyncIterator[FakeDaemon]:
    daemon = FakeDaemon()
    async with serve(daemon.handle, "127.0.0.1", 0, max_size=None) as server:
        daemon.server = server
        yield daemon


async def run_script(
    fake: FakeDaemon, script: list[str | bytes], events: list[dict[str, Any]] | None = None
) -> codemode.ExecuteResult[codemode.Retained]:
    fake.script = script
    if events is None:
        events = []
    errors: list[dict[str, Any]] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        return '{"result":1}'

    async def outbound(request: codemode.OutboundRequest) -> codemode.OutboundResponse:
        return codemode.OutboundResponse()

    entries: list[codemode.JournalEntry] = []
    async with codemode.connect(fake.url, on_protocol_error=errors.append, max_message_bytes=None) as executor:
        out = await asyncio.wait_for(
            executor.execute(
                code="x",
                dispatch=dispatch,
                outbound=outbound,
                retain_handles=True,
                # (The real daemon refuses durable with retain_handles; this one
                # does not look, and every message path stays reachable.)
                durable=True,
                on_journal=entries.append,
                on_event=events.append,
            ),
            30,
        )
        # (A retained execution is not released: this daemon never says ended;
        # closing the connection ends it.)
        second = await asyncio.wait_for(executor.execute(code="y"), 30)
        assert second.to_dict() == {"result": "still", "logs": []}
    return out


@pytest.mark.parametrize(("name", "message"), mutations(), ids=[n for n, _ in mutations()])
async def test_a_malformed_message_does_not_break_the_client(fake: FakeDaemon, name: str, message: str) -> None:
    out = await run_script(fake, [message])
    if not name.startswith("done."):
        assert out.to_dict()["result"] == 42, out.to_dict()


@pytest.mark.parametrize("text", NOT_MESSAGES, ids=[t[:20] for t in NOT_MESSAGES])
async def test_text_that_is_not_a_message_does_not_break_the_client(fake: FakeDaemon, text: str) -> None:
    out = await run_script(fake, [text])
    if '"type":"done"' not in text:
        assert out.to_dict()["result"] == 42, out.to_dict()


async def test_a_binary_frame_does_not_break_the_client(fake: FakeDaemon) -> None:
    out = await run_script(fake, [b"\x00\x01"])
    assert out.result == 42


EVENT_TYPES: dict[str, tuple[type, ...]] = {
    "kind": (str,),
    "timer": (int, float),
    "delayMs": (int, float),
    "dropped": (int, float),
    "time": (str,),
}


def event_mutations() -> list[tuple[str, dict[str, Any]]]:
    """(name, event) with each member of a well-formed event removed, and replaced by each wrong value."""
    base: dict[str, Any] = {"kind": "timer-set", "timer": 1, "delayMs": 5, "time": "2026-12-07T12:00:00Z", "dropped": 2}
    out: list[tuple[str, dict[str, Any]]] = []
    for member in base:
        for value in [_ABSENT, *WRONG]:
            e = dict(base)
            if value is _ABSENT:
                del e[member]
            else:
                e[member] = value
            out.append((f"{member}={'absent' if value is _ABSENT else json.dumps(value)}", e))
    return out


@pytest.mark.parametrize(("name", "event"), event_mutations(), ids=[n for n, _ in event_mutations()])
async def test_on_event_gets_only_members_of_their_types(fake: FakeDaemon, name: str, event: dict[str, Any]) -> None:
    events: list[dict[str, Any]] = []
    out = await run_script(fake, [json.dumps({"type": "event", "id": "e1", "event": event})], events)
    assert out.result == 42
    if not isinstance(event.get("kind"), str):
        assert events == []
        return
    assert len(events) == 1
    for k, v in events[0].items():
        assert isinstance(v, EVENT_TYPES[k]) and not isinstance(v, bool), (k, v)
        assert event[k] == v

