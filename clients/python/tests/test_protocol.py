"""Unit tests of codemode.protocol: the codec, handles, the envelope dispatch
and the provider-name rules, checked against the Go package's rules
(protocol/binary.go, protocol/handle.go, protocol/names.go). They are the
JavaScript client's cases (clients/js/test/protocol.test.js), one for one,
plus the Python codec's own."""

from __future__ import annotations

import array
import base64
import dataclasses
import itertools
import json
import math
import random
import re
from typing import Any

import pytest

from codemode.protocol import (
    BINARY_TAG,
    HANDLE_TAG,
    REFUSED_WORDS,
    RESERVED_PROVIDER_NAMES,
    TEXT_ALREADY_COMPLETED,
    TEXT_OUTSIDE_ENVELOPE,
    Binary,
    Handle,
    State,
    ToolNotFoundError,
    _loads_iterative,
    _object_hook,
    create_envelope_dispatch,
    element_size,
    error_envelope,
    parse_dispatch_arguments,
    parse_for_dispatch,
    result_envelope,
    revive_for_dispatch,
    stringify_for_dispatch,
    tool_not_found_text,
    validate_provider_name,
    validate_provider_names,
)

from .conftest import REPO_ROOT

ALL_TYPES = [
    "Int8Array", "Uint8Array", "Uint8ClampedArray", "ArrayBuffer", "DataView", "Int16Array", "Uint16Array",
    "Float16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
]  # fmt: skip


def samples() -> list[Any]:
    """One value of every binary type, in its Python form."""
    out: list[Any] = [b"\x00\x01\xff"]
    for name in ALL_TYPES:
        if name != "Uint8Array":
            size = element_size(name)
            out.append(Binary(name, bytes(range(1, 1 + 3 * size))))
    return out


def type_name(value: Any) -> str:
    return "Uint8Array" if isinstance(value, bytes) else str(value.type)


def bytes_of(value: Any) -> bytes:
    return value if isinstance(value, bytes) else bytes(value.data)


# ---- the binary codec ----


def test_every_binary_type_round_trips_with_its_type_and_bytes() -> None:
    assert sorted(type_name(v) for v in samples()) == sorted(ALL_TYPES)
    for value in samples():
        text = stringify_for_dispatch(value)
        tagged = json.loads(text)
        assert list(tagged) == [BINARY_TAG, "data"], text
        assert tagged[BINARY_TAG] == type_name(value)
        assert tagged["data"] == base64.b64encode(bytes_of(value)).decode()
        back = parse_for_dispatch(text)
        assert type(back) is type(value) and back == value, text


def test_binary_values_are_tagged_and_rebuilt_at_any_depth() -> None:
    value = {"a": [Binary.of("Uint16Array", [1, 2])], "b": {"c": Binary.of("Float64Array", [0.5])}}
    text = stringify_for_dispatch(value)
    assert text == (
        '{"a":[{"__executor_binary_v1__":"Uint16Array","data":"AQACAA=="}],'
        '"b":{"c":{"__executor_binary_v1__":"Float64Array","data":"AAAAAAAA4D8="}}}'
    )
    assert parse_for_dispatch(text) == value


def test_a_view_sends_only_its_own_bytes() -> None:
    whole = bytes([1, 2, 3, 4, 5, 6])
    assert stringify_for_dispatch(memoryview(whole)[2:4]) == '{"__executor_binary_v1__":"Uint8Array","data":"AwQ="}'
    assert stringify_for_dispatch(memoryview(array.array("H", [1, 2, 3]))[1:]) == (
        '{"__executor_binary_v1__":"Uint16Array","data":"AgADAA=="}'
    )


@pytest.mark.parametrize(
    ("typecode", "name"),
    [("b", "Int8Array"), ("B", "Uint8Array"), ("h", "Int16Array"), ("H", "Uint16Array"), ("i", "Int32Array"),
     ("I", "Uint32Array"), ("q", "BigInt64Array"), ("Q", "BigUint64Array"), ("f", "Float32Array"),
     ("d", "Float64Array")],
)  # fmt: skip
def test_an_array_crosses_as_the_typed_array_of_its_element_type(typecode: str, name: str) -> None:
    values = [1, 2, 3]
    tagged = json.loads(stringify_for_dispatch(array.array(typecode, values)))
    assert tagged[BINARY_TAG] == name
    back = parse_for_dispatch(json.dumps(tagged))
    if name == "Uint8Array":
        assert back == bytes(values)
    else:
        assert back.values() == values


def test_a_buffer_with_no_typed_array_counterpart_is_refused_loudly() -> None:
    with pytest.raises(TypeError, match="has no typed-array counterpart"):
        stringify_for_dispatch(memoryview(b"\x00" * 4).cast("?"))


def test_bytes_like_values_all_cross_as_uint8array_the_python_answer_to_the_buffer_trap() -> None:
    tagged = '{"__executor_binary_v1__":"Uint8Array","data":"AQID"}'
    for value in (b"\x01\x02\x03", bytearray(b"\x01\x02\x03"), memoryview(b"\x01\x02\x03")):
        assert stringify_for_dispatch(value) == tagged
        assert stringify_for_dispatch([value]) == f"[{tagged}]"
    # What would silently reshape a value in JavaScript fails here, loudly.
    for unencodable in ({1, 2}, object(), 1 + 2j):
        with pytest.raises(TypeError, match="is not JSON serializable"):
            stringify_for_dispatch({"nested": [unencodable]})


def test_member_order_does_not_matter_and_a_repeated_member_collapses_last_wins() -> None:
    assert parse_for_dispatch('{"data":"AQID","__executor_binary_v1__":"Uint8Array"}') == b"\x01\x02\x03"
    assert (
        parse_for_dispatch('{"__executor_binary_v1__":"Nope","__executor_binary_v1__":"Uint8Array","data":"AQID"}')
        == b"\x01\x02\x03"
    )


def test_an_empty_view_round_trips() -> None:
    assert stringify_for_dispatch(b"") == '{"__executor_binary_v1__":"Uint8Array","data":""}'
    assert parse_for_dispatch('{"__executor_binary_v1__":"Float64Array","data":""}') == Binary("Float64Array", b"")


MALFORMED = {
    "a third member": '{"__executor_binary_v1__":"Uint8Array","data":"AQID","x":1}',
    "no data": '{"__executor_binary_v1__":"Uint8Array","x":"AQID"}',
    "the tag alone": '{"__executor_binary_v1__":"Uint8Array"}',
    "an unknown type": '{"__executor_binary_v1__":"Uint24Array","data":"AQID"}',
    "a type that is not a string": '{"__executor_binary_v1__":1,"data":"AQID"}',
    "data that is not a string": '{"__executor_binary_v1__":"Uint8Array","data":[1,2,3]}',
    "missing padding": '{"__executor_binary_v1__":"Uint8Array","data":"AQI"}',
    "non-zero padding bits": '{"__executor_binary_v1__":"Uint8Array","data":"AQJ="}',
    "URL-safe letters": '{"__executor_binary_v1__":"Uint8Array","data":"-_-_"}',
    "a newline": '{"__executor_binary_v1__":"Uint8Array","data":"AQ\\nID"}',
    "a space": '{"__executor_binary_v1__":"Uint8Array","data":"AQ ID"}',
    "too much padding": '{"__executor_binary_v1__":"Uint8Array","data":"AQ==="}',
    "a length that is not whole elements": '{"__executor_binary_v1__":"Uint16Array","data":"AQID"}',
    "a Float64Array of 4 bytes": '{"__executor_binary_v1__":"Float64Array","data":"AAAAAA=="}',
    "an inherited type name": '{"__executor_binary_v1__":"toString","data":""}',
    "a dunder type name": '{"__executor_binary_v1__":"__class__","data":""}',
}


@pytest.mark.parametrize("text", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_near_miss_stays_an_object(text: str) -> None:
    assert parse_for_dispatch(text) == json.loads(text)
    assert parse_dispatch_arguments(f"[{text}]") == [json.loads(text)]


def test_every_single_character_change_of_an_envelope_is_an_envelope_or_stays_an_object() -> None:
    # The whole class of one-character corruptions of a valid envelope: each
    # decodes either as binary that re-encodes to exactly its own text, or as
    # the plain object it is; nothing in between, nothing raises but bad JSON.
    good = '{"__executor_binary_v1__":"Uint16Array","data":"AQACAA=="}'
    alphabet = "AQ+/=_-x1\\ \""
    for i, c in itertools.product(range(len(good)), alphabet):
        text = good[:i] + c + good[i + 1 :]
        try:
            plain = json.loads(text)
        except ValueError:
            with pytest.raises(ValueError):
                parse_for_dispatch(text)
            continue
        value = parse_for_dispatch(text)
        if isinstance(value, (bytes, Binary)):
            assert json.loads(stringify_for_dispatch(value)) == plain, text
        else:
            assert value == plain, text


def test_invalid_json_raises() -> None:
    for text in ("{", "", "NaN", "[Infinity]", "[1,]"):
        with pytest.raises(ValueError):
            parse_for_dispatch(text)


def test_the_iterative_decoder_agrees_with_json_loads() -> None:
    rng = random.Random(7)

    def value(depth: int) -> Any:
        kind = rng.randrange(8 if depth < 6 else 5)
        if kind == 0:
            return rng.choice([None, True, False])
        if kind == 1:
            return rng.randint(-(2**70), 2**70)
        if kind == 2:
            return rng.choice([0.5, -1e-7, 1e300, 3.0])
        if kind == 3:
            return "".join(rng.choice('aé"\\\n\u2028😀') for _ in range(rng.randrange(5)))
        if kind == 4:
            return {BINARY_TAG: "Uint8Array", "data": "AQID"}
        if kind == 5:
            return [value(depth + 1) for _ in range(rng.randrange(4))]
        if kind == 6:
            return {HANDLE_TAG: "h1"}
        return {f"k{i}": value(depth + 1) for i in range(rng.randrange(4))}

    for _ in range(500):
        v = value(0)
        for text in (json.dumps(v), json.dumps(v, indent=1), json.dumps(v, ensure_ascii=False)):
            assert _loads_iterative(text, _object_hook) == json.loads(text, object_hook=_object_hook), text
    for bad in ("[1,]", '{"a":1,}', "[1 2]", '{"a" 1}', "[", '{"a":1', "01", "[1]x", "tru", "{1:2}", ""):
        with pytest.raises(ValueError):
            _loads_iterative(bad, _object_hook)


def test_a_value_nested_far_deeper_than_the_recursion_limit_decodes() -> None:
    depth = 100_000
    text = "[" * depth + '{"__executor_binary_v1__":"Uint8Array","data":"AQID"}' + "]" * depth
    v = parse_for_dispatch(text)
    for _ in range(depth):
        v = v[0]
    assert v == b"\x01\x02\x03"


# ---- handles ----


def test_a_handle_envelope_becomes_a_handle_at_any_depth() -> None:
    args = parse_dispatch_arguments('[1,{"__executor_handle_v1__":"h1"},{"cb":{"__executor_handle_v1__":"h2"}}]')
    assert args[1] == Handle("h1")
    assert args[2]["cb"] == Handle("h2")


def test_handle_near_misses_stay_objects() -> None:
    for text in (
        '{"__executor_handle_v1__":"h1","x":1}',
        '{"__executor_handle_v1__":""}',
        '{"__executor_handle_v1__":7}',
    ):
        assert parse_for_dispatch(text) == json.loads(text), text


def test_a_handle_serialises_back_to_its_envelope() -> None:
    assert stringify_for_dispatch(Handle("h3")) == f'{{"{HANDLE_TAG}":"h3"}}'
    assert result_envelope({"fn": Handle("h3")}) == '{"result":{"fn":{"__executor_handle_v1__":"h3"}}}'
    with pytest.raises(TypeError):
        Handle("")


def test_revive_for_dispatch_rebuilds_inside_an_already_decoded_value() -> None:
    plain = json.loads('{"a":[{"__executor_binary_v1__":"Uint8Array","data":"AQID"},{"__executor_handle_v1__":"h1"}]}')
    assert revive_for_dispatch(plain) == {"a": [b"\x01\x02\x03", Handle("h1")]}
    assert plain["a"][0] == {BINARY_TAG: "Uint8Array", "data": "AQID"}  # not modified


# ---- parse_dispatch_arguments ----


def test_parse_dispatch_arguments_always_returns_a_list() -> None:
    assert parse_dispatch_arguments("[]") == []
    assert parse_dispatch_arguments('["ada",7]') == ["ada", 7]
    assert parse_dispatch_arguments('{"id":7}') == [{"id": 7}]
    assert parse_dispatch_arguments("7") == [7]
    assert parse_dispatch_arguments("null") == [None]
    assert parse_dispatch_arguments("[[1]]") == [[1]]


# ---- stringify_for_dispatch ----


def test_stringify_matches_json_stringify() -> None:
    # Compact, non-ASCII kept, NaN and the infinities as null, tuples as
    # arrays, dataclasses as objects, non-string keys stringified.
    @dataclasses.dataclass
    class User:
        id: str
        avatar: bytes

    assert stringify_for_dispatch({"a": [1, 2.5, "é"], "b": None}) == '{"a":[1,2.5,"é"],"b":null}'
    assert stringify_for_dispatch([math.nan, math.inf, -math.inf]) == "[null,null,null]"
    assert stringify_for_dispatch((1, (2,))) == "[1,[2]]"
    assert stringify_for_dispatch(User("ada", b"\x01")) == (
        '{"id":"ada","avatar":{"__executor_binary_v1__":"Uint8Array","data":"AQ=="}}'
    )
    assert stringify_for_dispatch({1: "a", None: "n", 2.5: "f", False: "b"}) == '{"1":"a","null":"n","2.5":"f","false":"b"}'


def test_a_cycle_is_refused_and_shared_references_are_not_cycles() -> None:
    cyclic: dict[str, Any] = {}
    cyclic["self"] = cyclic
    with pytest.raises(ValueError, match="cycle"):
        stringify_for_dispatch(cyclic)
    shared = [1]
    assert stringify_for_dispatch([shared, shared]) == "[[1],[1]]"


# ---- the envelope ----


def test_pinned_texts() -> None:
    assert TEXT_ALREADY_COMPLETED == "Execution has already completed."
    assert TEXT_OUTSIDE_ENVELOPE == "The dispatch answered outside the result envelope."
    assert tool_not_found_text("x") == 'Tool "x" not found'
    e = ToolNotFoundError("nope")
    assert isinstance(e, Exception)
    assert str(e) == 'Tool "nope" not found'
    assert e.tool == "nope"


def test_result_envelope_and_error_envelope() -> None:
    assert result_envelope({"a": 1}) == '{"result":{"a":1}}'
    assert result_envelope(None) == '{"result":null}'
    assert result_envelope(b"\x01\x02\x03") == '{"result":{"__executor_binary_v1__":"Uint8Array","data":"AQID"}}'
    assert error_envelope('Tool "x" not found') == '{"error":"Tool \\"x\\" not found"}'


# ---- create_envelope_dispatch ----


async def test_serialises_the_responders_value_binary_included() -> None:
    async def respond(provider: str, tool: str, args_json: str) -> Any:
        return {"provider": provider, "tool": tool, "args": parse_dispatch_arguments(args_json), "bytes": b"\x01\x02\x03"}

    dispatch = create_envelope_dispatch(State(), respond)
    assert await dispatch("store", "find", '["ada"]', None) == (
        '{"result":{"provider":"store","tool":"find","args":["ada"],'
        '"bytes":{"__executor_binary_v1__":"Uint8Array","data":"AQID"}}}'
    )


async def test_a_plain_responder_works_too_and_none_answers_null() -> None:
    assert await create_envelope_dispatch(State(), lambda p, t, a: 5)("p", "t", "[]", None) == '{"result":5}'
    assert await create_envelope_dispatch(State(), lambda p, t, a: None)("p", "t", "[]", None) == '{"result":null}'


async def test_turns_a_raise_into_error_message() -> None:
    def not_found(p: str, tool: str, a: str) -> None:
        raise ToolNotFoundError(tool)

    def out_of_range(p: str, t: str, a: str) -> None:
        raise IndexError("out of range")

    async def rejects(p: str, t: str, a: str) -> None:
        raise RuntimeError("a string")

    assert await create_envelope_dispatch(State(), not_found)("p", "x", "[]", None) == '{"error":"Tool \\"x\\" not found"}'
    assert await create_envelope_dispatch(State(), out_of_range)("p", "x", "[]", None) == '{"error":"out of range"}'
    assert await create_envelope_dispatch(State(), rejects)("p", "x", "[]", None) == '{"error":"a string"}'


async def test_a_value_that_cannot_be_serialised_is_an_error_for_the_program() -> None:
    cyclic: list[Any] = []
    cyclic.append(cyclic)
    assert re.fullmatch(
        r'\{"error":"tool result could not be serialized: .*set.*"\}',
        await create_envelope_dispatch(State(), lambda p, t, a: {1, 2})("p", "x", "[]", None),
    )
    assert re.fullmatch(
        r'\{"error":"tool result could not be serialized: .*cycle.*"\}',
        await create_envelope_dispatch(State(), lambda p, t, a: cyclic)("p", "x", "[]", None),
    )


async def test_checks_the_latch_before_it_calls_the_responder() -> None:
    latch = State()
    calls = 0

    def respond(p: str, t: str, a: str) -> int:
        nonlocal calls
        calls += 1
        return calls

    dispatch = create_envelope_dispatch(latch, respond)
    assert await dispatch("p", "t", "[]", None) == '{"result":1}'
    latch.active = False
    assert await dispatch("p", "t", "[]", None) == '{"error":"Execution has already completed."}'
    assert calls == 1


async def test_a_none_state_is_always_active() -> None:
    assert await create_envelope_dispatch(None, lambda p, t, a: "ok")("p", "t", "[]", None) == '{"result":"ok"}'


async def test_passes_the_dispatch_context_to_a_responder_that_takes_one() -> None:
    context = object()
    seen: list[object] = []

    def respond(p: str, t: str, a: str, ctx: object) -> None:
        seen.append(ctx)

    await create_envelope_dispatch(State(), respond)("p", "t", "[]", context)
    assert seen == [context]


# ---- provider names ----


def go_list(source: str, name: str) -> list[str]:
    """Reads a []string literal out of protocol/names.go."""
    m = re.search(rf"var {name} = \[\]string\{{(.*?)\n\}}", source, re.S)
    assert m is not None, name
    consts = {"BinaryTag": BINARY_TAG, "HandleTag": HANDLE_TAG}
    body = " ".join(re.sub(r"//.*$", "", line) for line in m.group(1).split("\n"))
    items = [s.strip() for s in body.split(",") if s.strip()]
    return [json.loads(s) if s.startswith('"') else consts[s] for s in items]


def test_the_lists_equal_the_go_lists() -> None:
    source = (REPO_ROOT / "protocol" / "names.go").read_text()
    assert list(RESERVED_PROVIDER_NAMES) == go_list(source, "reservedProviderNames")
    assert list(REFUSED_WORDS) == go_list(source, "refusedWords")


def test_the_four_texts() -> None:
    assert (
        validate_provider_name("console")
        == 'Provider name "console" is reserved. Give the provider a name the entry scope does not bind.'
    )
    assert validate_provider_name("my-store") == (
        'Provider name "my-store" must be ASCII letters, digits, underscore and dollar, and must not start with a digit.'
    )
    assert validate_provider_name("class") == (
        'Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, the names '
        "strict mode reserves, and async. Pick a name outside it."
    )
    assert (
        validate_provider_names(["store", "store"])
        == 'Provider name "store" is declared twice. Give each provider its own name.'
    )


def test_the_rules_in_order() -> None:
    for name in ("", "1store", "störe", "a\n", "a b"):
        assert "must be ASCII letters" in (validate_provider_name(name) or ""), name
    assert "is on the list this executor refuses" in (validate_provider_name("async") or "")
    assert "is on the list this executor refuses" in (validate_provider_name("eval") or "")
    assert "is reserved" in (validate_provider_name("__executor_handle_v1__") or "")
    assert "is reserved" in (validate_provider_name("globalThis") or "")
    for ok in ("store", "$", "_x1", "fetch", "Store$2"):
        assert validate_provider_name(ok) is None, ok
    assert validate_provider_names(["a", "b"]) is None
    # A name's own rule wins over the duplicate rule, and the first violation is reported.
    assert '"class" is on the list' in (validate_provider_names(["a", "class", "a"]) or "")
    assert '"a" is declared twice' in (validate_provider_names(["a", "a", "class"]) or "")


def test_a_state_without_an_active_flag_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match=r"a state with an active flag \(codemode.State\(\)\), not dict"):
        create_envelope_dispatch({"active": True}, lambda p, t, a: 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs a responder function"):
        create_envelope_dispatch(State(), "respond")  # type: ignore[arg-type]
