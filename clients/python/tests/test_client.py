"""End-to-end tests of the client against a real ``codemode serve``: many
executions on one connection, logs, failures, handles, retained executions,
outbound fetches, authentication and a lost connection. They are the
JavaScript client's cases (clients/js/test/client.test.js), one for one,
plus the Python client's own."""

from __future__ import annotations

import array
import asyncio
import json
import re
import socket
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

import codemode
from codemode import (
    TEXT_CONNECTION_LOST,
    Binary,
    Handle,
    HandleError,
    OutboundRequest,
    OutboundResponse,
    State,
    allow_hosts,
    create_envelope_dispatch,
    parse_dispatch_arguments,
)

from .conftest import Daemon, StartDaemon, unused_port

# ---- executions ----


def test_the_welcome_is_read(executor: codemode.Executor) -> None:
    assert executor.server.startswith("codemode/")
    assert isinstance(executor.max_limits, dict)


async def test_many_executions_run_concurrently_on_one_connection(executor: codemode.Executor) -> None:
    n = 4
    waiting: list[asyncio.Future[str]] = []
    ids: set[str] = set()

    # Every call waits until all n have arrived: only concurrent executions
    # get past this barrier.
    async def dispatch(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> str:
        ids.add(context.execution_id)
        answer: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        waiting.append(answer)
        if len(waiting) == n:
            for f in waiting:
                f.set_result("")
        await answer
        return json.dumps({"result": parse_dispatch_arguments(args_json)[0] * 10})

    outs = await asyncio.gather(
        *(
            executor.execute(
                code=f"async () => {{ console.log('start {i}'); return await store.times10({i}) }}",
                providers=[{"name": "store", "tools": ["times10"]}],
                dispatch=dispatch,
            )
            for i in range(n)
        )
    )
    assert [o.to_dict() for o in outs] == [{"result": i * 10, "logs": [f"start {i}"]} for i in range(n)]
    assert len(ids) == n
    assert all(re.fullmatch(r"e\d+", i) for i in ids)


async def test_a_flood_of_concurrent_calls_is_answered_each_exactly_once(executor: codemode.Executor) -> None:
    seen: list[int] = []

    async def respond(provider: str, tool: str, args_json: str) -> int:
        [n] = parse_dispatch_arguments(args_json)
        seen.append(n)
        await asyncio.sleep((n % 7) / 1000)  # answers come back out of order
        return int(n) * 2

    out = await executor.execute(
        code="async () => Promise.all(Array.from({ length: 500 }, (_, i) => store.double(i)))",
        providers=[{"name": "store", "tools": ["double"]}],
        dispatch=create_envelope_dispatch(State(), respond),
        limits={"tool_calls": 1000},
    )
    assert out.to_dict() == {"result": [i * 2 for i in range(500)], "logs": []}
    assert sorted(seen) == list(range(500))


async def test_logs_arrive_in_order_and_done_does_not_repeat_them(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="""async () => {
          console.log('one', { a: 1 })
          console.warn('two')
          await store.x()
          console.error('three')
          console.info('four')
        }""",
        providers=[{"name": "store", "tools": ["x"]}],
        dispatch=lambda p, t, a: '{"result":null}',
    )
    # The program returned undefined: no result at all.
    assert out.to_dict() == {"logs": ["one { a: 1 }", "[warn] two", "[error] three", "four"]}
    assert out.has_result is False and out.ok


async def test_on_event_receives_every_timer_before_execute_returns(executor: codemode.Executor) -> None:
    events: list[dict[str, object]] = []
    out = await executor.execute(
        code="""async () => {
          const a = setTimeout(() => {}, 1)
          const b = setTimeout(() => {}, 5000)
          clearTimeout(b)
          await new Promise((r) => setTimeout(r, 10))
          return [a, b]
        }""",
        on_event=events.append,
    )
    assert out.to_dict() == {"result": [1, 2], "logs": []}
    assert [(e["kind"], e["timer"], e.get("delayMs")) for e in events] == [
        ("timer-set", 1, 1),
        ("timer-set", 2, 5000),
        ("timer-cleared", 2, None),
        ("timer-set", 3, 10),
        ("timer-fired", 1, None),
        ("timer-fired", 3, None),
    ]
    assert all(isinstance(e["time"], str) for e in events)

    def broken(_: dict[str, object]) -> None:
        raise RuntimeError("consumer broke")

    # A consumer that raises does not disturb the execution.
    out = await executor.execute(
        code="async () => { await new Promise((r) => setTimeout(r, 1)); return 1 }", on_event=broken
    )
    assert out.to_dict() == {"result": 1, "logs": []}


async def test_a_thrown_error_carries_its_kind_message_and_stack(executor: codemode.Executor) -> None:
    out = await executor.execute(code="async () => { console.log('before'); throw new TypeError('boom') }")
    assert list(out.to_dict()) == ["error", "error_kind", "stack", "logs"]
    assert out.error == "TypeError: boom"
    assert out.error_kind == "thrown"
    assert out.stack is not None and "<program>" in out.stack
    assert out.logs == ["before"]
    assert not out.ok


async def test_a_syntax_error_carries_its_line_and_column(executor: codemode.Executor) -> None:
    out = await executor.execute(code="async () => {\n  const x = ;\n}")
    assert out.error_kind == "syntax"
    assert out.error is not None and re.fullmatch(r"SyntaxError: .*\(line 2, column \d+\)", out.error)
    assert out.line == 2
    assert isinstance(out.column, int)
    assert "result" not in out.to_dict()


async def test_a_timeout_cancels_the_calls_in_flight(executor: codemode.Executor) -> None:
    cancelled = asyncio.Event()
    seen: list[codemode.DispatchContext] = []

    async def dispatch(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> str:
        seen.append(context)
        try:
            await asyncio.Event().wait()  # never answers
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return "{}"

    out = await executor.execute(
        code="async () => await store.slow()",
        providers=[{"name": "store", "tools": ["slow"]}],
        limits={"timeout_ms": 300},
        dispatch=dispatch,
    )
    assert out.to_dict() == {"error": "Execution timed out after 300ms.", "error_kind": "timeout", "logs": []}
    await asyncio.wait_for(cancelled.wait(), 10)
    assert seen[0].cancelled is True


async def test_a_normal_return_does_not_cancel_calls_still_in_flight(executor: codemode.Executor) -> None:
    contexts: list[codemode.DispatchContext] = []
    finished = asyncio.Event()

    async def dispatch(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> str:
        contexts.append(context)
        await asyncio.sleep(0.05)
        finished.set()
        return '{"result":1}'

    out = await executor.execute(
        code="async () => { store.later(); return 1 }",
        providers=[{"name": "store", "tools": ["later"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": 1, "logs": []}
    await asyncio.wait_for(finished.wait(), 10)
    assert contexts[0].cancelled is False
    assert contexts[0].execution_id.startswith("e")


async def test_cancelling_the_task_cancels_the_execution(executor: codemode.Executor) -> None:
    # The Python spelling of an AbortSignal: cancelling the awaiting task
    # sends cancel; the daemon ends the execution (kind cancelled), which
    # cancels the call it was waiting on.
    called = asyncio.Event()
    cut_off = asyncio.Event()

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        called.set()
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cut_off.set()
            raise
        return "{}"

    running = asyncio.ensure_future(
        executor.execute(
            code="async () => await store.hang()", providers=[{"name": "store", "tools": ["hang"]}], dispatch=dispatch
        )
    )
    await asyncio.wait_for(called.wait(), 10)
    running.cancel()
    with pytest.raises(asyncio.CancelledError):
        await running
    await asyncio.wait_for(cut_off.wait(), 10)


async def test_a_dispatch_that_raises_or_returns_a_non_string_does_not_break_the_client(
    executor: codemode.Executor,
) -> None:
    async def rejects() -> str:
        raise RuntimeError("rejected")

    def dispatch(provider: str, tool: str, args_json: str) -> Any:
        if tool == "throws":
            raise ValueError("thrown synchronously")
        if tool == "rejects":
            return rejects()
        return {"result": 1}  # not a JSON string: a host defect

    out = await executor.execute(
        code="""async () => {
          const read = async (f) => { try { return await f() } catch (e) { return e.message } }
          return [await read(() => store.throws()), await read(() => store.rejects()), await read(() => store.object())]
        }""",
        providers=[{"name": "store", "tools": ["throws", "rejects", "object"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {
        "result": ["thrown synchronously", "rejected", "The dispatch answered outside the result envelope."],
        "logs": [],
    }


BINARY_SAMPLES: dict[str, Any] = {
    "Int8Array": Binary.of("Int8Array", [-1, 2]),
    "Uint8Array": b"\x01\xff",
    "Uint8ClampedArray": Binary.of("Uint8ClampedArray", [3]),
    "Int16Array": Binary.of("Int16Array", [-300]),
    "Uint16Array": Binary.of("Uint16Array", [65535]),
    "Int32Array": Binary.of("Int32Array", [-70000]),
    "Uint32Array": Binary.of("Uint32Array", [4000000000]),
    "Float32Array": Binary.of("Float32Array", [0.5]),
    "Float64Array": Binary.of("Float64Array", [2.718281828459045]),
    "BigInt64Array": Binary.of("BigInt64Array", [-5]),
    "BigUint64Array": Binary.of("BigUint64Array", [5]),
    "ArrayBuffer": Binary("ArrayBuffer", b"\x07\x08"),
    "DataView": Binary("DataView", b"\x09"),
}


async def test_every_binary_type_crosses_both_ways_through_the_sandbox(executor: codemode.Executor) -> None:
    def respond(provider: str, tool: str, args_json: str) -> Any:
        return BINARY_SAMPLES if tool == "values" else parse_dispatch_arguments(args_json)[0]

    out = await executor.execute(
        code="""async () => {
          const values = await store.values()
          const names = {}
          for (const [k, v] of Object.entries(values)) names[k] = v instanceof ArrayBuffer ? 'ArrayBuffer' : v.constructor.name
          const echoed = await store.echo(values)
          return { names, echoed }
        }""",
        providers=[{"name": "store", "tools": ["values", "echo"]}],
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.error is None, out.error
    assert out.result["names"] == {k: k for k in BINARY_SAMPLES}
    # The program's values came back through the tool call, then through the
    # result: same types, same bytes.
    assert out.result["echoed"] == BINARY_SAMPLES


async def test_python_typed_buffers_cross_as_their_typed_arrays(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async (v) => { const a = await store.get(); return [a.constructor.name, Array.from(a)] }",
        providers=[{"name": "store", "tools": ["get"]}],
        dispatch=create_envelope_dispatch(State(), lambda p, t, a: array.array("d", [1.5, -2.0])),
    )
    assert out.to_dict() == {"result": ["Float64Array", [1.5, -2]], "logs": []}


# ---- handles ----


async def test_a_tool_calls_back_into_the_program_with_context_invoke(executor: codemode.Executor) -> None:
    async def respond(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> Any:
        args = parse_dispatch_arguments(args_json)
        if tool == "mapAll":
            items, fn = args
            assert isinstance(fn, Handle)
            return [await context.invoke(fn, item) for item in items]
        return await context.invoke(args[0], b"\x01\x02\x03\x04")

    out = await executor.execute(
        code="""async () => {
          const doubled = await store.mapAll([1, 2, 3], (x) => x * 2)
          const bytes = await store.callWith((b) => b instanceof Uint8Array ? b.length : 'not bytes')
          let thrown
          try { await store.mapAll([1], () => { throw new RangeError('nope') }) } catch (e) { thrown = e.message }
          return { doubled, bytes, thrown }
        }""",
        providers=[{"name": "store", "tools": ["mapAll", "callWith"]}],
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.to_dict() == {"result": {"doubled": [2, 4, 6], "bytes": 4, "thrown": "RangeError: nope"}, "logs": []}


async def test_an_invocation_that_throws_raises_the_daemons_text(executor: codemode.Executor) -> None:
    seen: dict[str, Any] = {}

    async def dispatch(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> str:
        bad, empty = parse_dispatch_arguments(args_json)
        try:
            await context.invoke(bad)
        except HandleError as e:
            seen["thrown"] = e
        seen["undefined"] = await context.invoke(empty)
        seen["unknown"] = await asyncio.gather(context.invoke("h99"), return_exceptions=True)
        return '{"result":null}'

    out = await executor.execute(
        code="async () => { await store.probe(() => { throw new TypeError('inner') }, () => {}); return 'ok' }",
        providers=[{"name": "store", "tools": ["probe"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "ok", "logs": []}
    assert isinstance(seen["thrown"], HandleError)
    assert str(seen["thrown"]) == "TypeError: inner"
    assert seen["thrown"].thrown is True
    assert seen["undefined"] is None
    [unknown] = seen["unknown"]
    assert isinstance(unknown, HandleError)
    assert (str(unknown), unknown.thrown) == ('Handle "h99" is not known to this execution.', False)


async def test_a_handle_returned_from_a_tool_reaches_the_program_as_its_own_function(
    executor: codemode.Executor,
) -> None:
    out = await executor.execute(
        code="async () => { const f = (x) => x + 1; const back = await store.identity(f); return [back === f, back(1)] }",
        providers=[{"name": "store", "tools": ["identity"]}],
        dispatch=create_envelope_dispatch(State(), lambda p, t, a: parse_dispatch_arguments(a)[0]),
    )
    assert out.to_dict() == {"result": [True, 2], "logs": []}


# ---- retained executions ----


async def test_a_timers_late_tool_call_never_reaches_dispatch_invoke_works_until_release(
    executor: codemode.Executor,
) -> None:
    tools: list[str] = []
    handles: list[Handle] = []

    def dispatch(provider: str, tool: str, args_json: str) -> str:
        tools.append(tool)
        if tool == "register":
            handles.append(parse_dispatch_arguments(args_json)[0])
        return '{"result":null}'

    out = await executor.execute(
        code="""async () => {
          await store.register(() => globalThis.late ?? 'pending')
          setTimeout(async () => {
            try { await store.late() } catch (e) { globalThis.late = e.message }
          }, 20)
          return 'kept'
        }""",
        providers=[{"name": "store", "tools": ["register", "late"]}],
        retain_handles=True,
        dispatch=dispatch,
    )
    assert out.result == "kept" and out.logs == []
    assert out.retained is not None
    [handle] = handles

    # The timer fires after the run: its call meets the completion text
    # inside the sandbox and dispatch never sees it.
    await asyncio.sleep(0.2)
    assert await out.retained.invoke(handle) == "Execution has already completed."
    assert tools == ["register"]

    # Released, it ended normally: no error.
    assert await out.retained.release() is None
    assert await out.retained.ended is None
    with pytest.raises(HandleError) as e:
        await out.retained.invoke(handle)
    assert str(e.value) == f'Handle "{handle.id}" cannot be invoked: its execution has ended.'


async def test_ended_resolves_with_why_a_limit_ended_it(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => { setInterval(() => {}, 10); return 1 }",
        retain_handles=True,
        limits=codemode.Limits(retention_ms=200),
    )
    assert out.retained is not None
    want = codemode.RetainedEnd(
        error="The retained execution reached its retention limit of 200ms.", error_kind="timeout"
    )
    assert await asyncio.wait_for(out.retained.ended, 30) == want
    assert await out.retained.release() == want

    busy = await executor.execute(
        code="async () => { setTimeout(() => { for (;;) {} }, 10); return 1 }",
        retain_handles=True,
        limits={"timeout_ms": 300},
    )
    assert busy.retained is not None
    assert await asyncio.wait_for(busy.retained.ended, 30) == codemode.RetainedEnd(
        error="Execution timed out after 300ms.", error_kind="timeout"
    )


async def test_without_retain_handles_there_is_no_retained(executor: codemode.Executor) -> None:
    out = await executor.execute(code="async () => { setTimeout(() => {}, 10); return 1 }")
    assert out.to_dict() == {"result": 1, "logs": []}
    assert out.retained is None


# ---- outbound ----


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _serve(self) -> None:
        port = self.server.server_port  # type: ignore[attr-defined]
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length) if length else b""
        if self.path == "/away":
            self.send_response(302)
            self.send_header("location", f"http://localhost:{port}/hello")
            self.send_header("content-length", "0")
            self.end_headers()
            return
        if self.path == "/headers":
            data = json.dumps({"headers": self.headers.items(), "body": body.decode()}).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
        elif self.path == "/big":
            data = b"x" * 1000
            self.send_response(200)
            self.send_header("content-type", "text/plain")
        else:
            data = json.dumps({"method": self.command, "url": self.path, "body": body.decode()}).encode()
            self.send_response(201)
            self.send_header("content-type", "application/json")
            self.send_header("x-seen", self.headers.get("x-test") or "")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _serve


@pytest.fixture(scope="module")
def http_port() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def fetch_program(url: str, init: str = "{}") -> str:
    return f"""async () => {{
      try {{
        const r = await fetch({json.dumps(url)}, {init})
        return {{ status: r.status, seen: r.headers.get('x-seen'), body: await r.json() }}
      }} catch (e) {{
        return {{ name: e.name, message: e.message }}
      }}
    }}"""


async def test_a_fetch_to_an_allowed_host_goes_through_allow_hosts(executor: codemode.Executor, http_port: int) -> None:
    out = await executor.execute(
        code=fetch_program(
            f"http://127.0.0.1:{http_port}/hello?q=1", "{ method: 'POST', body: 'ping', headers: { 'x-test': 'yes' } }"
        ),
        outbound=allow_hosts([f"127.0.0.1:{http_port}"]),
    )
    assert out.to_dict() == {
        "result": {"status": 201, "seen": "yes", "body": {"method": "POST", "url": "/hello?q=1", "body": "ping"}},
        "logs": [],
    }


async def test_a_host_off_the_list_is_refused(executor: codemode.Executor, http_port: int) -> None:
    out = await executor.execute(
        code=fetch_program(f"http://localhost:{http_port}/hello"), outbound=allow_hosts([f"127.0.0.1:{http_port}"])
    )
    assert out.to_dict() == {
        "result": {
            "name": "TypeError",
            "message": f"fetch failed: localhost:{http_port} is not on this execution's allowlist",
        },
        "logs": [],
    }


async def test_a_redirect_to_a_host_off_the_list_is_refused(executor: codemode.Executor, http_port: int) -> None:
    out = await executor.execute(
        code=fetch_program(f"http://127.0.0.1:{http_port}/away"), outbound=allow_hosts([f"127.0.0.1:{http_port}"])
    )
    assert out.result == {
        "name": "TypeError",
        "message": f"fetch failed: redirect to localhost:{http_port} refused: the host is not on this execution's allowlist",
    }


async def test_a_body_over_the_limit_fails_the_fetch(executor: codemode.Executor, http_port: int) -> None:
    seen_max: list[int] = []
    inner = allow_hosts([f"127.0.0.1:{http_port}"])

    async def outbound(request: OutboundRequest, context: codemode.DispatchContext) -> OutboundResponse:
        seen_max.append(request.max_response_bytes)
        response = await inner(request, context)
        assert isinstance(response.body, bytes)
        assert len(response.body) == 101  # read no more than one byte past the limit
        return response

    out = await executor.execute(
        code=fetch_program(f"http://127.0.0.1:{http_port}/big"), limits={"response_bytes": 100}, outbound=outbound
    )
    assert seen_max == [100]
    assert out.result == {
        "name": "TypeError",
        "message": f"fetch failed: the response body of http://127.0.0.1:{http_port}/big is larger than the limit of 100 bytes.",
    }


async def test_allow_hosts_writes_the_connections_own_headers_itself(executor: codemode.Executor, http_port: int) -> None:
    # The program's Host, Content-Length and Connection reach the outbound
    # function; allow_hosts must not send them on, or the request would go to
    # the named host's virtual server or be cut at the wrong length.
    out = await executor.execute(
        code=f"""async () => (await fetch('http://127.0.0.1:{http_port}/headers', {{
          method: 'POST', body: 'hi',
          headers: {{ host: 'evil.example', 'content-length': '99', connection: 'close', 'x-a': '1' }},
        }})).json()""",
        outbound=allow_hosts([f"127.0.0.1:{http_port}"]),
    )
    assert out.error is None, out.error
    headers = [(k.lower(), v) for k, v in out.result["headers"]]
    assert [v for k, v in headers if k == "host"] == [f"127.0.0.1:{http_port}"]
    assert [v for k, v in headers if k == "content-length"] == ["2"]
    assert ("x-a", "1") in headers and ("connection", "close") not in headers
    assert out.result["body"] == "hi"


async def test_without_outbound_the_program_has_no_network(executor: codemode.Executor, http_port: int) -> None:
    out = await executor.execute(code=fetch_program(f"http://127.0.0.1:{http_port}/hello"))
    assert out.result == {"name": "TypeError", "message": "fetch is not available: this execution has no network access."}


async def test_an_outbound_function_answers_with_a_string_body_and_its_own_headers(
    executor: codemode.Executor,
) -> None:
    def outbound(request: OutboundRequest) -> OutboundResponse:
        assert request.body is None
        assert request.method == "GET"
        return OutboundResponse(status=202, status_text="Accepted", headers=[("x-a", "b")], body="héllo", url=request.url)

    out = await executor.execute(
        code="async () => { const r = await fetch('https://api.example.com/x'); return [r.status, r.statusText, r.headers.get('x-a'), await r.text()] }",
        outbound=outbound,
    )
    assert out.to_dict() == {"result": [202, "Accepted", "b", "héllo"], "logs": []}


async def test_a_fetch_the_program_aborts_cancels_the_outbound(executor: codemode.Executor) -> None:
    cancelled = asyncio.Event()

    async def outbound(request: OutboundRequest) -> OutboundResponse:
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return OutboundResponse()

    out = await executor.execute(
        code="""async () => {
          const controller = new AbortController()
          const pending = fetch('https://api.example.com/slow', { signal: controller.signal })
          setTimeout(() => controller.abort(), 50)
          try { await pending } catch (e) { await new Promise((resolve) => setTimeout(resolve, 300)); return e.name }
        }""",
        outbound=outbound,
    )
    assert out.to_dict() == {"result": "AbortError", "logs": []}
    await asyncio.wait_for(cancelled.wait(), 5)


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A localhost port that refuses connections: bound here (on 127.0.0.1 and, where there is one, ::1) and never
    listened on, so that nothing else can listen on it during the test."""
    sockets = [socket.socket(socket.AF_INET, socket.SOCK_STREAM)]
    sockets[0].bind(("127.0.0.1", 0))
    port: int = sockets[0].getsockname()[1]
    if socket.has_ipv6:
        try:
            six = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
            sockets.append(six)
            six.bind(("::1", port))
        except OSError:
            pass  # no ::1 here: localhost is 127.0.0.1 only
    yield port
    for s in sockets:
        s.close()


async def test_allow_hosts_matches_exact_hosts_ports_and_wildcards(http_port: int, closed_port: int) -> None:
    outbound = allow_hosts(["api.example.com", "*.cdn.example.com", f"localhost:{closed_port}", f"127.0.0.1:{http_port}"])

    def request(url: str) -> OutboundRequest:
        return OutboundRequest(method="GET", url=url, headers=[], body=None, max_response_bytes=10, redirect="follow")

    # Allowed names that do not resolve here fail at the connection, not at the list.
    for url in ["https://api.example.com/a", "https://API.example.com/b", "https://x.cdn.example.com/c", f"http://localhost:{closed_port}/d"]:
        with pytest.raises(Exception) as e:
            await outbound(request(url), None)
        assert "allowlist" not in str(e.value), url
    for url in [
        "https://example.com/",
        "https://cdn.example.com/",
        "https://api.example.com.evil.com/",
        f"http://localhost:{closed_port % 65535 + 1}/",
        "http://localhost/",
    ]:
        with pytest.raises(PermissionError, match="is not on this execution's allowlist"):
            await outbound(request(url), None)
    response = await outbound(request(f"http://127.0.0.1:{http_port}/hello"), None)
    assert response.status == 201


# ---- authentication ----


@pytest.fixture(scope="module")
def secured(start_daemon: StartDaemon) -> Daemon:
    return start_daemon(token="s3cret")


async def test_a_wrong_token_is_refused(secured: Daemon) -> None:
    with pytest.raises(codemode.ConnectError) as e:
        await codemode.connect(secured.url, token="wrong")
    assert e.value.code == "unauthorized"


async def test_a_missing_token_is_refused(secured: Daemon) -> None:
    with pytest.raises(codemode.ConnectError) as e:
        await codemode.connect(secured.url)
    assert e.value.code == "unauthorized"


async def test_the_right_token_connects(secured: Daemon) -> None:
    async with codemode.connect(secured.url, token="s3cret") as ok:
        assert (await ok.execute(code="async () => 1 + 1")).to_dict() == {"result": 2, "logs": []}


async def test_nothing_listening_is_a_connect_error() -> None:
    with pytest.raises(codemode.ConnectError) as e:
        await codemode.connect(f"ws://127.0.0.1:{unused_port()}/v1")
    assert e.value.code == "connection"


# ---- the connection ----


async def test_a_unix_socket_works_the_same(start_daemon: StartDaemon, short_tmp: Path) -> None:
    local = start_daemon(listen=f"unix:{short_tmp / 'codemode.sock'}")
    try:
        assert local.url.startswith("unix:")
        for url in (local.url, f"ws+unix://{local.url[len('unix:'):]}:/v1"):
            async with codemode.connect(url) as client:
                assert (await client.execute(code="async () => 6 * 7")).to_dict() == {"result": 42, "logs": []}
    finally:
        local.stop()


async def test_a_lost_connection_ends_live_executions_with_the_connection_error(start_daemon: StartDaemon) -> None:
    doomed = start_daemon()
    try:
        client = await codemode.connect(doomed.url)
        called = asyncio.Event()
        cut_off = asyncio.Event()

        async def dispatch(provider: str, tool: str, args_json: str, context: codemode.DispatchContext) -> str:
            called.set()
            try:
                await asyncio.sleep(60)
            except asyncio.CancelledError:
                cut_off.set()
                raise
            return "{}"

        running = asyncio.ensure_future(
            client.execute(
                code="async () => { console.log('before'); return await store.hang() }",
                providers=[{"name": "store", "tools": ["hang"]}],
                dispatch=dispatch,
            )
        )
        await asyncio.wait_for(called.wait(), 10)
        doomed.kill()
        assert (await asyncio.wait_for(running, 30)).to_dict() == {
            "error": TEXT_CONNECTION_LOST,
            "error_kind": "connection",
            "logs": ["before"],
        }
        await asyncio.wait_for(cut_off.wait(), 10)
        # Later executions return the same error; they never raise.
        assert (await client.execute(code="async () => 1")).to_dict() == {
            "error": "The connection to the executor was lost.",
            "error_kind": "connection",
            "logs": [],
        }
        await client.close()
    finally:
        doomed.stop()


async def test_close_ends_live_executions_and_retained_ones(daemon: Daemon, executor: codemode.Executor) -> None:
    client = await codemode.connect(daemon.url)
    retained = await client.execute(code="async () => { setInterval(() => {}, 50); return 1 }", retain_handles=True)
    assert retained.retained is not None
    running = asyncio.ensure_future(
        client.execute(code="async () => await new Promise((resolve) => setTimeout(resolve, 10000))")
    )
    await asyncio.sleep(0.05)
    await client.close()
    assert (await running).to_dict() == {"error": TEXT_CONNECTION_LOST, "error_kind": "connection", "logs": []}
    assert await retained.retained.ended == codemode.RetainedEnd(error=TEXT_CONNECTION_LOST, error_kind="connection")
    # The shared connection of the other tests is untouched.
    assert (await executor.execute(code='async () => "still here"')).to_dict() == {"result": "still here", "logs": []}


# ---- requests the client refuses to send ----


@pytest.mark.parametrize(
    ("kwargs", "text"),
    [
        ({"providers": [{"name": "store", "positionalArgs": False}]}, "a provider has no member 'positionalArgs'"),
        ({"providers": [{"name": "store", "positional_args": "no"}]}, "provider positional_args must be a bool"),
        ({"providers": [{"name": 7}]}, "provider name must be a str, not int"),
        ({"providers": [{"name": "store", "tools": "x"}]}, "provider tools must be a list of str"),
        ({"limits": {"timeoutMs": 5}}, "'timeoutMs' is not a limit"),
        ({"limits": {"timeout_ms": "5"}}, "Limits.timeout_ms must be an int, not str"),
        ({"dispatch": "store"}, "dispatch must be a function, not str"),
        ({"outbound": 5}, "outbound must be a function, not int"),
        ({"providers": 5}, "'int' object is not iterable"),
    ],
)
async def test_a_malformed_request_is_kind_request_and_nothing_is_sent(
    executor: codemode.Executor, kwargs: dict[str, Any], text: str
) -> None:
    out = await executor.execute(code="async () => 1", **kwargs)
    assert out.error_kind == "request"
    assert out.error is not None and out.error.startswith("The request cannot be sent: " + text), out.error
    # The connection is still good.
    assert (await executor.execute(code="async () => 2")).result == 2


async def test_a_result_nested_deeper_than_the_recursion_limit_is_decoded(executor: codemode.Executor) -> None:
    depth = sys.getrecursionlimit() * 3
    out = await executor.execute(
        code=f"async () => {{ let v = new Uint8Array([7]); for (let i = 0; i < {depth}; i++) v = [v]; return v }}",
    )
    assert out.ok, out.to_dict()
    n, v = 0, out.result
    while isinstance(v, list):
        n, v = n + 1, v[0]
    assert (n, v) == (depth, b"\x07")


@pytest_asyncio.fixture(loop_scope="session")
async def protocol_errors(daemon: Daemon) -> AsyncIterator[tuple[codemode.Executor, list[dict[str, Any]]]]:
    errors: list[dict[str, Any]] = []
    async with codemode.connect(daemon.url, on_protocol_error=errors.append) as client:
        yield client, errors


async def test_protocol_errors_that_end_no_execution_reach_on_protocol_error(
    protocol_errors: tuple[codemode.Executor, list[dict[str, Any]]],
) -> None:
    client, errors = protocol_errors
    await client._send({"type": "release", "id": "e404"})
    for _ in range(200):
        if errors:
            break
        await asyncio.sleep(0.01)
    assert errors == [
        {"type": "error", "code": "unknown_execution", "id": "e404", "message": 'No live execution has id "e404".'}
    ]
    assert (await client.execute(code="async () => 3")).result == 3


class Partition:
    """A TCP proxy to the daemon that can stop forwarding without closing: a silent partition."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.cut = asyncio.Event()
        self.server: asyncio.Server | None = None
        self.writers: list[asyncio.StreamWriter] = []

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while data := await reader.read(65536):
            if self.cut.is_set():
                continue  # swallowed: neither side hears anything, nothing closes
            writer.write(data)
            await writer.drain()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        self.writers += [writer, up_writer]
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer), return_exceptions=True)

    async def close(self) -> None:
        for w in self.writers:
            w.close()
        if self.server is not None:
            self.server.close()


async def test_a_silent_partition_is_detected_by_the_pings(daemon: Daemon) -> None:
    port = int(daemon.url.rsplit(":", 1)[1].split("/")[0])
    partition = Partition(port)
    proxy_port = await partition.start()
    try:
        client = await codemode.connect(f"ws://127.0.0.1:{proxy_port}/v1", ping_interval=0.2, ping_timeout=0.5)
        assert (await client.execute(code="async () => 'through the proxy'")).result == "through the proxy"
        running = asyncio.ensure_future(
            client.execute(code="async () => await new Promise((resolve) => setTimeout(resolve, 60000))")
        )
        await asyncio.sleep(0.1)
        partition.cut.set()
        out = await asyncio.wait_for(running, 30)
        assert out.to_dict() == {"error": TEXT_CONNECTION_LOST, "error_kind": "connection", "logs": []}
        await client.close()
    finally:
        await partition.close()
