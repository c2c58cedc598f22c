"""The blocking wrapper (codemode.sync) against a real daemon: plain functions
as dispatch, blocking invoke, concurrency of calls, retained executions,
fetches and a timeout."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import codemode
import codemode.sync
from codemode import Handle, OutboundRequest, OutboundResponse, State, create_envelope_dispatch, parse_dispatch_arguments

from .conftest import Daemon, unused_port


@pytest.fixture(scope="module")
def client(daemon: Daemon) -> Any:
    with codemode.sync.connect(daemon.url) as executor:
        yield executor


def test_a_plain_dispatch_answers_and_logs_are_kept(client: codemode.sync.SyncExecutor) -> None:
    users = {"ada": {"id": "ada", "name": "Ada"}}

    def respond(provider: str, tool: str, args_json: str) -> Any:
        [user_id] = parse_dispatch_arguments(args_json)
        return users[user_id]

    state = State()
    try:
        out = client.execute(
            code="async () => { const u = await store.findUser('ada'); console.log(u.name); return u }",
            providers=[{"name": "store", "tools": ["findUser"]}],
            dispatch=create_envelope_dispatch(state, respond),
        )
    finally:
        state.active = False
    assert out.to_dict() == {"result": {"id": "ada", "name": "Ada"}, "logs": ["Ada"]}


def test_calls_in_a_promise_all_run_concurrently_on_worker_threads(client: codemode.sync.SyncExecutor) -> None:
    barrier = threading.Barrier(3, timeout=30)

    def dispatch(provider: str, tool: str, args_json: str) -> str:
        barrier.wait()  # only three calls running at once get past this
        return '{"result":' + str(parse_dispatch_arguments(args_json)[0]) + "}"

    out = client.execute(
        code="async () => Promise.all(['1', '2', '3'].map((n) => store.echo(n)))",
        providers=[{"name": "store", "tools": ["echo"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": [1, 2, 3], "logs": []}


def test_context_invoke_blocks_until_the_program_answers(client: codemode.sync.SyncExecutor) -> None:
    def respond(provider: str, tool: str, args_json: str, context: codemode.sync.SyncDispatchContext) -> Any:
        items, fn = parse_dispatch_arguments(args_json)
        return [context.invoke(fn, item) for item in items]

    out = client.execute(
        code="async () => store.mapAll([1, 2, 3], async (x) => x * 10)",
        providers=[{"name": "store", "tools": ["mapAll"]}],
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.to_dict() == {"result": [10, 20, 30], "logs": []}


def test_a_retained_execution_is_driven_from_blocking_code(client: codemode.sync.SyncExecutor) -> None:
    handles: list[Handle] = []

    def respond(provider: str, tool: str, args_json: str) -> None:
        handles.append(parse_dispatch_arguments(args_json)[0])

    out = client.execute(
        code="async () => { let n = 0; await store.register(() => ++n); return 'kept' }",
        providers=[{"name": "store", "tools": ["register"]}],
        dispatch=create_envelope_dispatch(State(), respond),
        retain_handles=True,
    )
    assert out.retained is not None
    with out.retained as retained:
        assert [retained.invoke(handles[0]) for _ in range(3)] == [1, 2, 3]
    assert out.retained.wait_ended(30) is None
    with pytest.raises(codemode.HandleError, match="its execution has ended"):
        out.retained.invoke(handles[0])


def test_a_plain_outbound_answers_fetches(client: codemode.sync.SyncExecutor) -> None:
    def outbound(request: OutboundRequest) -> OutboundResponse:
        return OutboundResponse(status=200, body=request.url.encode())

    out = client.execute(
        code="async () => (await fetch('https://example.com/x')).text()",
        outbound=outbound,
    )
    assert out.to_dict() == {"result": "https://example.com/x", "logs": []}


def test_a_timeout_stops_waiting_and_cancels_the_execution(client: codemode.sync.SyncExecutor) -> None:
    with pytest.raises(TimeoutError, match="did not settle within 0.3s"):
        client.execute(code="async () => new Promise((resolve) => setTimeout(resolve, 20000))", timeout=0.3)
    # The connection is still good.
    assert client.execute(code="async () => 'after'").result == "after"


def test_connecting_to_nothing_raises_connect_error() -> None:
    with pytest.raises(codemode.ConnectError) as e:
        codemode.sync.connect(f"ws://127.0.0.1:{unused_port()}/v1")
    assert e.value.code == "connection"


def test_a_malformed_request_is_kind_request(client: codemode.sync.SyncExecutor) -> None:
    out = client.execute(code="async () => 1", dispatch="store")  # type: ignore[arg-type]
    assert out.to_dict() == {
        "error": "The request cannot be sent: dispatch must be a function, not str",
        "error_kind": "request",
        "logs": [],
    }
