"""The host side of the tool-call protocol: the Python twin of the Go package
``github.com/codemode/codemode/protocol`` and of ``@codemode/client/protocol``.

Everything here is strings in and strings out: the envelope a dispatch answers
with, the pinned texts, the binary codec and its decoding rule, handles, and
the provider-name rules. It does not talk to the daemon; :mod:`codemode.client`
does that.

The binary codec maps Python values to the sandbox's binary types:

* ``bytes`` is a ``Uint8Array`` in both directions;
* ``bytearray`` and a ``memoryview`` of bytes are sent as a ``Uint8Array``
  too (they come back as ``bytes``);
* an ``array.array`` or a typed ``memoryview`` is sent as the typed array of
  its element type (``array('d')`` is a ``Float64Array``);
* every other type (``Float64Array``, ``ArrayBuffer``, ``DataView``, ...) is a
  :class:`Binary` in both directions, its type name and its bytes.

Node's ``Buffer`` does not cross as binary (its ``toJSON`` runs first); Python
has no such trap: every bytes-like value crosses as bytes, and a value the
codec cannot encode fails loudly instead of reaching the program reshaped.
"""

from __future__ import annotations

import array
import base64
import binascii
import dataclasses
import inspect
import json
import math
import re
import struct
import sys
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, Protocol, Union

from .durable import SuspendRequest
from .kinds import TEXT_ALREADY_COMPLETED, TEXT_OUTSIDE_ENVELOPE, TEXT_TOOL_NOT_FOUND

__all__ = [
    "BINARY_TAG",
    "HANDLE_TAG",
    "REFUSED_WORDS",
    "RESERVED_PROVIDER_NAMES",
    "TEXT_ALREADY_COMPLETED",
    "TEXT_OUTSIDE_ENVELOPE",
    "Binary",
    "Handle",
    "Latch",
    "Responder",
    "State",
    "ToolNotFoundError",
    "create_envelope_dispatch",
    "element_size",
    "error_envelope",
    "parse_dispatch_arguments",
    "parse_for_dispatch",
    "result_envelope",
    "revive_for_dispatch",
    "stringify_for_dispatch",
    "tool_not_found_text",
    "validate_provider_name",
    "validate_provider_names",
]

# ---- pinned texts ----
# A program may recognise these, so they are reproduced byte for byte.

# TEXT_ALREADY_COMPLETED, TEXT_OUTSIDE_ENVELOPE and TEXT_TOOL_NOT_FOUND (the
# format of tool_not_found_text) are generated from the catalogue of failures
# into kinds.py.

BINARY_TAG = "__executor_binary_v1__"
"""The key that marks a binary envelope."""

HANDLE_TAG = "__executor_handle_v1__"
"""The key that marks a handle: a function of the program."""


def tool_not_found_text(tool: str) -> str:
    """The pinned refusal for a tool the host does not route: ``Tool "<tool>" not found``."""
    return TEXT_TOOL_NOT_FOUND.replace("%s", tool, 1)


class ToolNotFoundError(Exception):
    """The error a responder raises to turn down a tool it does not route.

    Its message is the pinned ``Tool "<tool>" not found``.
    """

    def __init__(self, tool: str) -> None:
        super().__init__(tool_not_found_text(tool))
        self.tool = tool


# ---- handles ----


@dataclasses.dataclass(frozen=True)
class Handle:
    """A function of the program, passed in a tool call's arguments.

    The program's codec sends ``{"__executor_handle_v1__": "h1"}`` in its place;
    :func:`parse_dispatch_arguments` rebuilds that as a ``Handle``. Call it back
    with ``await context.invoke(handle, *args)``. A ``Handle`` returned from a
    tool is encoded back to its envelope, so the program gets its own function.
    """

    id: str

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or self.id == "":
            raise TypeError("A Handle needs a non-empty string id.")


# ---- the binary codec ----

_ELEMENT_SIZE: dict[str, int] = {
    "Int8Array": 1,
    "Uint8Array": 1,
    "Uint8ClampedArray": 1,
    "ArrayBuffer": 1,
    "DataView": 1,
    "Int16Array": 2,
    "Uint16Array": 2,
    "Float16Array": 2,
    "Int32Array": 4,
    "Uint32Array": 4,
    "Float32Array": 4,
    "Float64Array": 8,
    "BigInt64Array": 8,
    "BigUint64Array": 8,
}

# struct format of one element, little-endian (the sandbox's byte order).
_STRUCT_FORMAT: dict[str, str] = {
    "Int8Array": "b",
    "Uint8Array": "B",
    "Uint8ClampedArray": "B",
    "ArrayBuffer": "B",
    "DataView": "B",
    "Int16Array": "h",
    "Uint16Array": "H",
    "Float16Array": "e",
    "Int32Array": "i",
    "Uint32Array": "I",
    "Float32Array": "f",
    "Float64Array": "d",
    "BigInt64Array": "q",
    "BigUint64Array": "Q",
}


def element_size(type_name: str) -> int:
    """The byte size of one element of a binary type name, or 0 for a name the codec does not know."""
    return _ELEMENT_SIZE.get(type_name, 0)


@dataclasses.dataclass(frozen=True)
class Binary:
    """A typed array, ``ArrayBuffer`` or ``DataView`` crossing the boundary.

    ``type`` is the JavaScript type name and ``data`` the exact bytes of the
    view, little-endian. ``Uint8Array`` is plain ``bytes`` instead; every
    other type decodes to a ``Binary``, and a ``Binary`` encodes as its type.
    """

    type: str
    data: bytes

    def __post_init__(self) -> None:
        size = element_size(self.type)
        if size == 0:
            raise ValueError(f"{self.type!r} is not a binary type name: use one of {', '.join(_ELEMENT_SIZE)}.")
        if not isinstance(self.data, bytes):
            raise TypeError("Binary.data must be bytes.")
        if len(self.data) % size != 0:
            raise ValueError(
                f"{len(self.data)} bytes are not whole elements of a {self.type} ({size} bytes each)."
            )

    def values(self) -> list[int] | list[float]:
        """The elements as Python numbers (bytes for ``ArrayBuffer`` and ``DataView``)."""
        fmt = _STRUCT_FORMAT[self.type]
        count = len(self.data) // element_size(self.type)
        return list(struct.unpack(f"<{count}{fmt}", self.data))

    @classmethod
    def of(cls, type_name: str, values: Iterable[int | float]) -> Binary:
        """Builds a ``Binary`` of the named type from numbers: ``Binary.of("Float64Array", [0.5])``."""
        if element_size(type_name) == 0:
            raise ValueError(f"{type_name!r} is not a binary type name: use one of {', '.join(_ELEMENT_SIZE)}.")
        items = list(values)
        return cls(type_name, struct.pack(f"<{len(items)}{_STRUCT_FORMAT[type_name]}", *items))


# The typed array an array.array or a memoryview is sent as, by its
# element format and size.
def _typed_array_name(fmt: str, itemsize: int) -> str | None:
    fmt = fmt.lstrip("@=<>!")
    if fmt in ("f", "d", "e"):
        return {"f": "Float32Array", "d": "Float64Array", "e": "Float16Array"}[fmt]
    if fmt in ("b", "h", "i", "l", "q", "n"):
        return {1: "Int8Array", 2: "Int16Array", 4: "Int32Array", 8: "BigInt64Array"}.get(itemsize)
    if fmt in ("B", "H", "I", "L", "Q", "N", "c"):
        return {1: "Uint8Array", 2: "Uint16Array", 4: "Uint32Array", 8: "BigUint64Array"}.get(itemsize)
    return None


def _little_endian(view: memoryview) -> bytes:
    data = view.tobytes()
    if sys.byteorder == "big" and view.itemsize > 1:
        swapped = array.array({2: "H", 4: "I", 8: "Q"}[view.itemsize])
        swapped.frombytes(data)
        swapped.byteswap()
        data = swapped.tobytes()
    return data


def _encode_binary(value: Any) -> dict[str, str] | None:
    if isinstance(value, (bytes, bytearray)):
        return {BINARY_TAG: "Uint8Array", "data": base64.b64encode(value).decode("ascii")}
    if isinstance(value, Binary):
        return {BINARY_TAG: value.type, "data": base64.b64encode(value.data).decode("ascii")}
    if isinstance(value, (array.array, memoryview)):
        view = memoryview(value)
        name = _typed_array_name(view.format, view.itemsize)
        if name is None:
            raise TypeError(f"a buffer of format {view.format!r} has no typed-array counterpart")
        return {BINARY_TAG: name, "data": base64.b64encode(_little_endian(view)).decode("ascii")}
    return None


def _to_json_tree(value: Any, active: set[int]) -> Any:
    """Turns a value into what json.dumps encodes as JSON.stringify would:
    binary tagged, handles tagged, non-finite floats as null, cycles refused."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Handle):
        return {HANDLE_TAG: value.id}
    binary = _encode_binary(value)
    if binary is not None:
        return binary
    if isinstance(value, (Mapping, list, tuple)) or (
        dataclasses.is_dataclass(value) and not isinstance(value, type)
    ):
        key = id(value)
        if key in active:
            raise ValueError("the value contains a cycle (an object that refers back to itself)")
        active.add(key)
        try:
            if isinstance(value, Mapping):
                out: dict[str, Any] = {}
                for k, v in value.items():
                    if isinstance(k, bool) or k is None:
                        k = json.dumps(k)
                    elif isinstance(k, (int, float)):
                        k = json.dumps(k)
                    elif not isinstance(k, str):
                        raise TypeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")
                    out[k] = _to_json_tree(v, active)
                return out
            if isinstance(value, (list, tuple)):
                return [_to_json_tree(v, active) for v in value]
            return {f.name: _to_json_tree(getattr(value, f.name), active) for f in dataclasses.fields(value)}
        finally:
            active.discard(key)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def stringify_for_dispatch(value: Any) -> str:
    """Encodes a value for the sandbox, as the sandbox's own codec does.

    JSON with every bytes-like value, :class:`Binary` and :class:`Handle` replaced
    by its envelope, at any depth. Dicts, lists, tuples and dataclasses are
    encoded as objects and arrays; ``NaN`` and the infinities become ``null``.
    Raises ``TypeError`` for a value JSON cannot carry (a set, a datetime, an
    object) and ``ValueError`` for a cycle.
    """
    return json.dumps(
        _to_json_tree(value, set()), ensure_ascii=False, separators=(",", ":"), allow_nan=False
    )


def _decode_canonical_base64(s: str) -> bytes | None:
    try:
        data = base64.b64decode(s, validate=True)
    except (binascii.Error, ValueError):
        return None
    return data if base64.b64encode(data).decode("ascii") == s else None


def _binary_from_object(obj: dict[str, Any]) -> bytes | Binary | None:
    if len(obj) != 2 or "data" not in obj:
        return None
    type_name = obj[BINARY_TAG]
    data = obj["data"]
    if not isinstance(type_name, str) or not isinstance(data, str) or type_name not in _ELEMENT_SIZE:
        return None
    raw = _decode_canonical_base64(data)
    if raw is None or len(raw) % _ELEMENT_SIZE[type_name] != 0:
        return None
    return raw if type_name == "Uint8Array" else Binary(type_name, raw)


def _object_hook(obj: dict[str, Any]) -> Any:
    if BINARY_TAG in obj:
        binary = _binary_from_object(obj)
        return obj if binary is None else binary
    if HANDLE_TAG in obj and len(obj) == 1:
        handle_id = obj[HANDLE_TAG]
        if isinstance(handle_id, str) and handle_id != "":
            return Handle(handle_id)
    return obj


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_WHITESPACE = re.compile(r"[ \t\n\r]*")
_scanstring: Callable[[str, int], tuple[str, int]] = getattr(json.decoder, "scanstring")


def _skip(s: str, i: int) -> int:
    """The index of the first character at or after i that is not JSON whitespace."""
    m = _WHITESPACE.match(s, i)
    return i if m is None else m.end()


_NUMBER = re.compile(r"(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?")


def _loads_iterative(s: str, hook: Callable[[dict[str, Any]], Any]) -> Any:
    """json.loads with an object hook, without recursion: for values nested
    deeper than the interpreter's recursion limit lets the C decoder go."""
    scanstring = _scanstring
    stack: list[tuple[Any, str | None]] = []  # open containers, with the key being read
    try:
        i = _skip(s, 0)
        while True:
            c = s[i]
            value: Any
            if c == "{" or c == "[":
                i = _skip(s, i + 1)
                if s[i] == ("}" if c == "{" else "]"):
                    value = hook({}) if c == "{" else []
                    i += 1
                elif c == "[":
                    stack.append(([], None))
                    continue
                else:
                    if s[i] != '"':
                        raise ValueError(f"expected a member name at {i}")
                    first, i = scanstring(s, i + 1)
                    i = _skip(s, i)
                    if s[i] != ":":
                        raise ValueError(f"expected ':' at {i}")
                    i = _skip(s, i + 1)
                    stack.append(({}, first))
                    continue
            elif c == '"':
                value, i = scanstring(s, i + 1)
            elif s.startswith("true", i):
                value, i = True, i + 4
            elif s.startswith("false", i):
                value, i = False, i + 5
            elif s.startswith("null", i):
                value, i = None, i + 4
            else:
                m = _NUMBER.match(s, i)
                if m is None:
                    raise ValueError(f"unexpected character at {i}")
                integer, fraction, exponent = m.groups()
                value = float(m.group()) if fraction or exponent else int(integer)
                i = m.end()
            # A value is complete: put it into the containers it closes.
            while True:
                i = _skip(s, i)
                if not stack:
                    if i != len(s):
                        raise ValueError(f"extra data at {i}")
                    return value
                container, key = stack[-1]
                if key is None:
                    container.append(value)
                else:
                    container[key] = value
                if s[i] == ",":
                    i = _skip(s, i + 1)
                    if key is not None:
                        if s[i] != '"':
                            raise ValueError(f"expected a member name at {i}")
                        name, i = scanstring(s, i + 1)
                        i = _skip(s, i)
                        if s[i] != ":":
                            raise ValueError(f"expected ':' at {i}")
                        i = _skip(s, i + 1)
                        stack[-1] = (container, name)
                    break
                if s[i] != ("]" if key is None else "}"):
                    raise ValueError(f"expected ',' or a closing bracket at {i}")
                i += 1
                stack.pop()
                value = container if key is None else hook(container)
    except IndexError:
        raise ValueError("the JSON text ends early") from None


def _loads(text: str) -> Any:
    try:
        return json.loads(text, object_hook=_object_hook, parse_constant=_refuse_constant)
    except RecursionError:
        return _loads_iterative(text, _object_hook)


def parse_for_dispatch(text: str) -> Any:
    """Decodes one JSON value, rebuilding binary envelopes (``bytes`` for
    ``Uint8Array``, :class:`Binary` otherwise) and handle envelopes
    (:class:`Handle`) at any depth, however deep. Invalid JSON raises
    ``ValueError``."""
    return _loads(text)


def revive_for_dispatch(value: Any) -> Any:
    """Rebuilds binary and handle envelopes inside a value that plain
    ``json.loads`` already decoded (a result carried in a protocol message).
    Returns the rebuilt value; the input is not modified."""
    if isinstance(value, list):
        return [revive_for_dispatch(v) for v in value]
    if isinstance(value, dict):
        return _object_hook({k: revive_for_dispatch(v) for k, v in value.items()})
    return value


def parse_dispatch_arguments(args_json: str) -> list[Any]:
    """Decodes a tool call's arguments and always returns a list: a JSON array
    gives its elements, any other value is the single argument, so
    ``{"id":7}`` gives ``[{"id": 7}]``. Binary and handles are rebuilt as
    :func:`parse_for_dispatch` does."""
    value = parse_for_dispatch(args_json)
    return value if isinstance(value, list) else [value]


# ---- the envelope ----


def _message_of(error: BaseException) -> str:
    return str(error) if str(error) != "" else type(error).__name__


def error_envelope(text: str) -> str:
    """``{"error": text}``: the program receives a thrown Error whose message is text."""
    return json.dumps({"error": str(text)}, ensure_ascii=False, separators=(",", ":"))


def result_envelope(value: Any) -> str:
    """``{"result": value}``, with value encoded by :func:`stringify_for_dispatch`.
    Raises when the value cannot be encoded."""
    return '{"result":' + stringify_for_dispatch(value) + "}"


class Latch(Protocol):
    """What :func:`create_envelope_dispatch` reads: an ``active`` flag."""

    @property
    def active(self) -> bool: ...


@dataclasses.dataclass
class State:
    """The state latch of one execution. Set ``active`` to ``False`` in a
    ``finally`` after ``execute`` returns, and no call reaches your data on
    that execution's behalf again."""

    active: bool = True


Responder = Callable[..., Union[Any, Awaitable[Any]]]
"""``respond(provider, tool, args_json)`` or ``respond(provider, tool, args_json, context)``,
a plain or an ``async`` function, returning the tool's value."""


def _wants_context(fn: Callable[..., Any], position: int = 4) -> bool:
    """Whether fn takes a positional argument at position (1-based): the
    dispatch context is the fourth of a dispatch, the second of an outbound."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return True
    positional = 0
    for p in params:
        if p.kind is inspect.Parameter.VAR_POSITIONAL:
            return True
        if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            positional += 1
    return positional >= position


def _call_with_optional_context(
    fn: Callable[..., Any], wants: bool, provider: str, tool: str, args_json: str, context: Any
) -> Any:
    return fn(provider, tool, args_json, context) if wants else fn(provider, tool, args_json)


def create_envelope_dispatch(
    state: Latch | None, respond: Responder
) -> Callable[[str, str, str, Any], Awaitable[str]]:
    """Builds a dispatch function from a responder and a latch. The dispatch

    * answers ``{"error":"Execution has already completed."}`` without calling
      respond when ``state.active`` is false (a ``None`` state is always active);
    * answers ``{"error": message}`` when respond raises, so a
      :class:`ToolNotFoundError` reads ``Tool "x" not found``;
    * answers ``{"error":"tool result could not be serialized: ..."}`` when the
      value cannot be encoded;
    * answers ``{"result": value}`` otherwise, binary included;
    * passes a :func:`codemode.suspend` the responder raises or returns on to
      the client, so a responder can suspend a durable execution.

    respond may be a plain or an ``async`` function, and takes
    ``(provider, tool, args_json)`` or, with a fourth parameter, the dispatch
    context too.
    """
    if not callable(respond):
        raise TypeError("create_envelope_dispatch needs a responder function.")
    if state is not None and not hasattr(state, "active"):
        raise TypeError(
            f"create_envelope_dispatch needs a state with an active flag (codemode.State()), not {type(state).__name__}."
        )
    wants = _wants_context(respond)

    async def dispatch(provider: str, tool: str, args_json: str, context: Any = None) -> str:
        if state is not None and not state.active:
            return error_envelope(TEXT_ALREADY_COMPLETED)
        try:
            value = _call_with_optional_context(respond, wants, provider, tool, args_json, context)
            if inspect.isawaitable(value):
                value = await value
        except SuspendRequest:
            raise  # the client answers the call with a suspension
        except Exception as e:  # a tool's failure is the program's to catch
            return error_envelope(_message_of(e))
        if isinstance(value, SuspendRequest):
            raise value
        try:
            return result_envelope(value)
        except (TypeError, ValueError, RecursionError) as e:
            return error_envelope(f"tool result could not be serialized: {_message_of(e)}")

    return dispatch


# ---- provider names ----
# Provider names become const declarations in a strict-mode entry scope. The
# daemon enforces these rules; they are here for hosts that check early.

REFUSED_WORDS: tuple[str, ...] = (
    "await", "break", "case", "catch", "class", "const", "continue",
    "debugger", "default", "delete", "do", "else", "enum", "export",
    "extends", "false", "finally", "for", "function", "if", "import", "in",
    "instanceof", "new", "null", "return", "super", "switch", "this",
    "throw", "true", "try", "typeof", "var", "void", "while", "with",
    "yield",
    "implements", "interface", "let", "package", "private", "protected",
    "public", "static",
    "arguments", "eval",
    "async",
)  # fmt: skip
"""Every ECMAScript reserved word, the words strict mode reserves, arguments, eval and async."""

RESERVED_PROVIDER_NAMES: tuple[str, ...] = (
    "__dispatch", "__stringifyForDispatch", "__parseForDispatch",
    "__executor",
    "__encodeBinary", "__decodeBinary",
    BINARY_TAG, HANDLE_TAG,
    "console",
    "undefined", "globalThis",
)  # fmt: skip
"""Every name the generated entry source reads, which a provider's const would shadow."""

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def validate_provider_name(name: object) -> str | None:
    """Checks one name against the identifier, refused-word and reserved rules,
    in that order. Returns the pinned text of the first rule it breaks, or None."""
    prefix = f'Provider name "{name}" '
    if not isinstance(name, str) or _IDENTIFIER.fullmatch(name) is None:
        return prefix + "must be ASCII letters, digits, underscore and dollar, and must not start with a digit."
    if name in REFUSED_WORDS:
        return (
            prefix
            + "is on the list this executor refuses: every ECMAScript reserved word, the names strict mode"
            " reserves, and async. Pick a name outside it."
        )
    if name in RESERVED_PROVIDER_NAMES:
        return prefix + "is reserved. Give the provider a name the entry scope does not bind."
    return None


def validate_provider_names(names: Iterable[object]) -> str | None:
    """Checks names in declaration order: :func:`validate_provider_name` for
    each, then the duplicate rule at a name's second occurrence. Returns the
    first text, or None."""
    seen: set[str] = set()
    for name in names:
        text = validate_provider_name(name)
        if text is not None:
            return text
        assert isinstance(name, str)
        if name in seen:
            return f'Provider name "{name}" is declared twice. Give each provider its own name.'
        seen.add(name)
    return None
