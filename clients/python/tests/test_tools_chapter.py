"""The worked examples of the tools chapter (declaration and dispatch, values
that cross a call, the envelope dispatch and its latch, undeclared names, how a
failure reads, provider source, the names a provider may not take), translated
to Python and run against a real ``codemode serve``. Each test
expects exactly what the JavaScript client gets for the same example
(clients/js/test/seed.test.js): the JavaScript API's ``{ result, logs }`` is
``ExecuteResult.to_dict()`` here, ``errorKind`` spelled ``error_kind``.
"""

from __future__ import annotations

import array
import asyncio
import json
from typing import Any

import codemode
from codemode import (
    Binary,
    State,
    ToolNotFoundError,
    create_envelope_dispatch,
    parse_dispatch_arguments,
    stringify_for_dispatch,
)


# The chapter leaves `dispatch` and `code` to the reader where an example does
# not depend on them.
async def dispatch(provider: str, tool: str, args_json: str) -> str:
    return json.dumps({"result": {"provider": provider, "tool": tool, "argsJson": args_json}})


code = "async () => await store.x()"


# ---- declaration and dispatch ----


async def test_one_request_carries_both(executor: codemode.Executor) -> None:
    async def serve(provider: str, tool: str, args_json: str) -> str:
        return f"{provider}.{tool}({', '.join(map(str, parse_dispatch_arguments(args_json)))})"

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        return json.dumps({"result": await serve(provider, tool, args_json)})

    out = await executor.execute(
        code="async () => await store.findUser('ada')",
        providers=[{"name": "store", "tools": ["listUsers", "findUser"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "store.findUser(ada)", "logs": []}


async def test_awaiting_the_provider_yields_the_proxy_and_calls_no_tool(executor: codemode.Executor) -> None:
    calls = 0

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        nonlocal calls
        calls += 1
        return json.dumps({"result": None})

    out = await executor.execute(
        code="async () => { const v = await store; return typeof v }",
        providers=[{"name": "store", "tools": ["x"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "object", "logs": []}
    assert calls == 0


# ---- values that cross a tool call ----


async def test_arguments_spread_into_an_array(executor: codemode.Executor) -> None:
    printed: list[dict[str, str]] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        printed.append({"provider": provider, "tool": tool, "argsJson": args_json})
        return json.dumps({"result": None})

    out = await executor.execute(
        code="""async () => {
          await store.noArgs()
          await store.two('ada', 7)
          await store.obj({ id: 1, deep: { a: [1, 2] } })
          await store.bytes(new Uint8Array([1, 2, 3]))
          return 'sent'
        }""",
        providers=[{"name": "store", "tools": ["noArgs"]}],
        dispatch=dispatch,
    )
    assert printed == [
        {"provider": "store", "tool": "noArgs", "argsJson": "[]"},
        {"provider": "store", "tool": "two", "argsJson": '["ada",7]'},
        {"provider": "store", "tool": "obj", "argsJson": '[{"id":1,"deep":{"a":[1,2]}}]'},
        {"provider": "store", "tool": "bytes", "argsJson": '[{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]'},
    ]
    assert out.to_dict() == {"result": "sent", "logs": []}
    # parse_dispatch_arguments rebuilds the tagged envelope as bytes.
    assert parse_dispatch_arguments(printed[3]["argsJson"]) == [b"\x01\x02\x03"]


async def test_positional_args_false_sends_one_options_object(executor: codemode.Executor) -> None:
    seen: list[tuple[str, str]] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        seen.append((tool, args_json))
        return json.dumps({"result": None})

    out = await executor.execute(
        code='async () => { await store.find({ id: 7 }); await store.all(); return "ok" }',
        providers=[{"name": "store", "tools": ["find"], "positional_args": False}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "ok", "logs": []}
    # store.find({ id: 7 })  ->  args_json '{"id":7}'
    # store.all()            ->  args_json '{}'
    assert seen == [("find", '{"id":7}'), ("all", "{}")]
    # Either way parse_dispatch_arguments gives your responder a list.
    assert parse_dispatch_arguments('{"id":7}') == [{"id": 7}]
    assert parse_dispatch_arguments("{}") == [{}]


async def test_bytes_returned_from_a_tool_reach_the_program_as_a_uint8array(executor: codemode.Executor) -> None:
    state = State()

    async def respond(provider: str, tool: str, args_json: str) -> bytes:
        [data] = parse_dispatch_arguments(args_json)  # bytes: the Uint8Array the program sent
        assert isinstance(data, bytes)
        return data[::-1]  # arrives inside the sandbox as a Uint8Array

    out = await executor.execute(
        code="""async () => {
          const r = await store.reverse(new Uint8Array([1, 2, 3]))
          return { isBytes: r instanceof Uint8Array, values: Array.from(r), bytes: r }
        }""",
        providers=[{"name": "store", "tools": ["reverse"]}],
        dispatch=create_envelope_dispatch(state, respond),
    )
    # The program's result crosses back through the same codec, so bytes in
    # it are bytes here too.
    assert out.to_dict() == {"result": {"isBytes": True, "values": [3, 2, 1], "bytes": b"\x03\x02\x01"}, "logs": []}


# ---- the Buffer trap, in Python ----
# A Node Buffer does not cross as binary. Python has no such trap: bytes,
# bytearray and a memoryview of bytes all cross as a Uint8Array, an
# array.array as its typed array, and a value JSON cannot carry fails loudly
# at the call site instead of reaching the program reshaped.


def test_stringify_for_dispatch_tags_every_bytes_like_value() -> None:
    tagged = '{"__executor_binary_v1__":"Uint8Array","data":"AQID"}'
    assert stringify_for_dispatch(b"\x01\x02\x03") == tagged
    assert stringify_for_dispatch(bytearray(b"\x01\x02\x03")) == tagged
    assert stringify_for_dispatch(memoryview(b"\x00\x01\x02\x03")[1:]) == tagged
    assert stringify_for_dispatch(array.array("d", [0.5])) == (
        '{"__executor_binary_v1__":"Float64Array","data":"AAAAAAAA4D8="}'
    )


async def test_every_bytes_like_value_from_a_tool_arrives_as_bytes(executor: codemode.Executor) -> None:
    values: dict[str, Any] = {
        "bytes": b"\x01\x02\x03",
        "bytearray": bytearray(b"\x01\x02\x03"),
        "memoryview": memoryview(b"\x01\x02\x03"),
        "array": array.array("h", [-300, 7]),
    }

    async def respond(provider: str, tool: str, args_json: str) -> Any:
        if tool == "unencodable":
            return {"when": {1, 2}}  # a set: JSON has no such value
        return values[tool]

    out = await executor.execute(
        code="""async () => {
          const out = {}
          for (const name of ['bytes', 'bytearray', 'memoryview', 'array']) {
            const v = await store[name]()
            out[name] = [v.constructor.name, Array.from(v)]
          }
          try { await store.unencodable() } catch (e) { out.unencodable = e.message }
          return out
        }""",
        providers=[{"name": "store", "tools": [*values, "unencodable"]}],
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.to_dict() == {
        "result": {
            "bytes": ["Uint8Array", [1, 2, 3]],
            "bytearray": ["Uint8Array", [1, 2, 3]],
            "memoryview": ["Uint8Array", [1, 2, 3]],
            "array": ["Int16Array", [-300, 7]],
            "unencodable": "tool result could not be serialized: Object of type set is not JSON serializable",
        },
        "logs": [],
    }


async def test_other_binary_types_cross_as_binary_both_ways(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="""async () => {
          const f = await store.floats()
          return [f.constructor.name, Array.from(f), new Float32Array([1.5]), new Uint8Array([9]).buffer]
        }""",
        providers=[{"name": "store", "tools": ["floats"]}],
        dispatch=create_envelope_dispatch(State(), lambda p, t, a: Binary.of("Float64Array", [0.25, -1])),
    )
    assert out.to_dict() == {
        "result": [
            "Float64Array",
            [0.25, -1],
            Binary("Float32Array", b"\x00\x00\xc0\x3f"),
            Binary("ArrayBuffer", b"\x09"),
        ],
        "logs": [],
    }


# ---- dispatch worth copying ----


class Store:
    """The host's own data, which the sample's tools read."""

    async def users(self) -> list[dict[str, str]]:
        return [{"id": "ada", "name": "Ada"}, {"id": "alan", "name": "Alan"}]

    async def user(self, user_id: str) -> dict[str, str]:
        return {"id": user_id, "name": "Ada" if user_id == "ada" else "Alan"}


store = Store()


async def run(executor: codemode.Executor, code: str) -> codemode.ExecuteResult[codemode.Retained]:
    tools: dict[str, Any] = {
        "listUsers": lambda args: store.users(),
        "findUser": lambda args: store.user(str(args[0])),
    }

    state = State()

    try:

        async def respond(provider: str, tool: str, args_json: str) -> Any:
            if provider != "store":
                raise ToolNotFoundError(tool)

            handler = tools.get(tool)

            if handler is None:
                raise ToolNotFoundError(tool)

            return await handler(parse_dispatch_arguments(args_json))

        return await executor.execute(
            code=code,
            providers=[{"name": "store", "tools": list(tools)}],
            outbound=None,
            dispatch=create_envelope_dispatch(state, respond),
        )
    finally:
        state.active = False


async def test_dispatch_routes_the_tools_it_grants(executor: codemode.Executor) -> None:
    out = await run(
        executor,
        """async () => {
          const users = await store.listUsers()
          const ada = await store.findUser(users[0].id)
          return { count: users.length, ada: ada.name }
        }""",
    )
    assert out.to_dict() == {"result": {"count": 2, "ada": "Ada"}, "logs": []}


async def test_dispatch_turns_down_the_rest_with_the_pinned_text(executor: codemode.Executor) -> None:
    out = await run(
        executor,
        """async () => {
          const read = async (f) => { try { return await f() } catch (e) { return e.message } }
          return [await read(() => store.dropUsers()), await read(() => __dispatch('secrets', 'read', '[]'))]
        }""",
    )
    assert out.to_dict() == {
        "result": ['Tool "dropUsers" not found', '{"error":"Tool \\"read\\" not found"}'],
        "logs": [],
    }


async def test_the_latch_answers_a_closed_execution_without_calling_the_responder() -> None:
    called = False

    def respond(provider: str, tool: str, args_json: str) -> int:
        nonlocal called
        called = True
        return 1

    dispatch = create_envelope_dispatch(State(active=False), respond)
    assert await dispatch("store", "x", "[]", None) == '{"error":"Execution has already completed."}'
    assert called is False


async def test_fire_and_forget_the_responder_starts_before_execute_returns(executor: codemode.Executor) -> None:
    state = State()
    started = False
    finished = False
    release = asyncio.Event()

    async def respond(provider: str, tool: str, args_json: str) -> None:
        nonlocal started, finished
        started = True
        await release.wait()
        finished = True

    out = await executor.execute(
        code="async () => { store.fireAndForget(); return 'returned early' }",
        providers=[{"name": "store", "tools": ["fireAndForget"]}],
        dispatch=create_envelope_dispatch(state, respond),
    )
    assert out.to_dict() == {"result": "returned early", "logs": []}
    assert started is True, "the responder started before execute returned"
    assert finished is False, "and was still running when execute returned"
    release.set()


# ---- undeclared names reach your dispatch ----


async def test_dunder_dispatch_takes_the_provider_name_as_an_argument(executor: codemode.Executor) -> None:
    # The program returns the envelope itself, so it is spelled as
    # JSON.stringify spells it: compact.
    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        envelope = {"result": {"provider": provider, "tool": tool, "argsJson": args_json}}
        return json.dumps(envelope, separators=(",", ":"))

    out = await executor.execute(
        code="async () => await __dispatch('secrets', 'read', '[]')",
        providers=[{"name": "store", "tools": ["listOrders"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {
        "result": '{"result":{"provider":"secrets","tool":"read","argsJson":"[]"}}',
        "logs": [],
    }


def test_tool_not_found_error_composes_the_declared_text() -> None:
    assert str(ToolNotFoundError("read")) == 'Tool "read" not found'


# ---- how a failure reads on both sides ----


async def test_the_program_catches_the_tool_failure(executor: codemode.Executor) -> None:
    async def respond(provider: str, tool: str, args_json: str) -> None:
        raise ToolNotFoundError(tool)

    out = await executor.execute(
        code="""async () => {
          try {
            return await store.nope()
          } catch (failure) {
            return { name: failure.name, message: failure.message }
          }
        }""",
        providers=[{"name": "store", "tools": ["listUsers"]}],
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.to_dict() == {"result": {"name": "Error", "message": 'Tool "nope" not found'}, "logs": []}


async def test_an_answer_outside_the_envelope(executor: codemode.Executor) -> None:
    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        return json.dumps("just a string")

    out = await executor.execute(
        code="async () => { try { return await store.x() } catch (failure) { return failure.message } }",
        providers=[{"name": "store", "tools": ["x"]}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "The dispatch answered outside the result envelope.", "logs": []}


async def test_a_request_with_no_dispatch_refuses_every_call(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => { try { return await store.x() } catch (failure) { return failure.message } }",
        providers=[{"name": "store", "tools": ["x"]}],
    )
    assert out.to_dict() == {"result": 'Tool "x" not found', "logs": []}


async def test_a_late_call_meets_the_completion_text_and_never_reaches_dispatch(executor: codemode.Executor) -> None:
    # A retained run keeps its sandbox, so its timers keep firing; a tool call
    # from one meets the completion text inside the sandbox.
    tools: list[str] = []
    handle: codemode.Handle | None = None

    async def respond(provider: str, tool: str, args_json: str) -> None:
        nonlocal handle
        tools.append(tool)
        if tool == "register":
            handle = parse_dispatch_arguments(args_json)[0]

    out = await executor.execute(
        code="""async () => {
          await store.register(() => globalThis.late ?? 'pending')
          setTimeout(async () => { try { await store.late() } catch (e) { globalThis.late = e.message } }, 20)
          return 'kept'
        }""",
        providers=[{"name": "store", "tools": ["register", "late"]}],
        retain_handles=True,
        dispatch=create_envelope_dispatch(State(), respond),
    )
    assert out.retained is not None and handle is not None
    async with out.retained as retained:
        late = "pending"
        for _ in range(100):
            late = await retained.invoke(handle)
            if late != "pending":
                break
            await asyncio.sleep(0.05)
        assert late == "Execution has already completed."
    assert tools == ["register"]


# ---- provider source ----


async def test_prelude_hangs_helpers_on_the_namespace(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => store.helpers.twice(21)",
        providers=[{"name": "store", "tools": ["listUsers"], "prelude": "store.helpers = { twice: (n) => n * 2 }"}],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": 42, "logs": []}


async def test_proxy_source_replaces_the_generated_proxy(executor: codemode.Executor) -> None:
    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        return json.dumps({"result": f"{provider}.{tool} served"})

    out = await executor.execute(
        code="async () => await api.v1.users.list()",
        providers=[
            {
                "name": "api",
                "tools": ["v1.users.list"],
                "proxy_source": """const api = { v1: { users: { list: async () => {
                  const json = await __dispatch('api', 'v1.users.list', __stringifyForDispatch([]))
                  const data = __parseForDispatch(json)
                  if (data.error) throw new Error(data.error)
                  return data.result
                } } } };""",
            }
        ],
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": "api.v1.users.list served", "logs": []}


# ---- names a provider may not take ----


async def refused(executor: codemode.Executor, providers: list[codemode.Provider]) -> str | None:
    out = await executor.execute(code=code, providers=providers, dispatch=dispatch)
    assert out.error_kind == "provider"
    assert "result" not in out.to_dict()
    assert out.logs == []
    # The client's own check gives the same text before anything is sent.
    assert codemode.validate_provider_names(p["name"] for p in providers) == out.error
    return out.error


async def test_reserved(executor: codemode.Executor) -> None:
    assert (
        await refused(executor, [{"name": "console", "tools": ["x"]}])
        == 'Provider name "console" is reserved. Give the provider a name the entry scope does not bind.'
    )


async def test_not_an_identifier(executor: codemode.Executor) -> None:
    assert await refused(executor, [{"name": "my-store", "tools": ["x"]}]) == (
        'Provider name "my-store" must be ASCII letters, digits, underscore and dollar, '
        "and must not start with a digit."
    )


async def test_a_refused_word(executor: codemode.Executor) -> None:
    assert await refused(executor, [{"name": "class", "tools": ["x"]}]) == (
        'Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, '
        "the names strict mode reserves, and async. Pick a name outside it."
    )


async def test_declared_twice(executor: codemode.Executor) -> None:
    assert (
        await refused(executor, [{"name": "store", "tools": ["x"]}, {"name": "store", "tools": ["y"]}])
        == 'Provider name "store" is declared twice. Give each provider its own name.'
    )


async def test_a_provider_that_shadows_fetch_breaks_the_program_silently(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => { try { const r = await fetch('https://example.com'); return 'reached ' + r.status }"
        " catch (failure) { return failure.message } }",
        providers=[{"name": "fetch", "tools": ["x"]}],
        dispatch=dispatch,
    )
    # The chapter shows V8's wording, 'fetch is not a function'; the daemon's
    # engine is QuickJS, which words the same TypeError 'not a function'.
    assert out.to_dict() == {"result": "not a function", "logs": []}

    type_of = await executor.execute(
        code="async () => typeof fetch", providers=[{"name": "fetch", "tools": ["x"]}], dispatch=dispatch
    )
    assert type_of.to_dict() == {"result": "object", "logs": []}
