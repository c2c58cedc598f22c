"""Plain Python functions as codemode tools.

A host writes ordinary typed functions; ``Toolbox`` turns them into one
provider: a JSON Schema for each function's arguments (from its type hints),
a TypeScript declaration of the whole namespace to put in the model's prompt,
and a dispatch that validates a call's arguments and runs the function. The
model then writes one program against the declaration instead of calling
the tools one at a time.

Run it against a daemon (``codemode serve --listen 127.0.0.1:7411``)::

    CODEMODE_URL=ws://127.0.0.1:7411/v1 python examples/tools_from_functions.py
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json
import os
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Literal, TypedDict, Union

import codemode

JSONSchema = dict[str, Any]


def schema_of(hint: Any) -> JSONSchema:
    """The JSON Schema of a type hint: str, int, float, bool, None, list[X],
    dict[str, X], X | None, Literal[...], a TypedDict or a dataclass."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is str:
        return {"type": "string"}
    if hint is bool:
        return {"type": "boolean"}
    if hint is int:
        return {"type": "integer"}
    if hint is float:
        return {"type": "number"}
    if hint is None or hint is type(None):
        return {"type": "null"}
    if hint is Any:
        return {}
    if origin is Literal:
        return {"enum": list(args)}
    if origin in (list, tuple) or origin is typing.get_origin(list[int]):
        return {"type": "array", "items": schema_of(args[0]) if args else {}}
    if origin is dict:
        return {"type": "object", "additionalProperties": schema_of(args[1]) if len(args) == 2 else {}}
    if origin is Union or origin is types.UnionType:
        return {"anyOf": [schema_of(a) for a in args]}
    if typing.is_typeddict(hint):
        hints = typing.get_type_hints(hint)
        required = sorted(getattr(hint, "__required_keys__", hints))
        return {
            "type": "object",
            "properties": {k: schema_of(v) for k, v in hints.items()},
            "required": required,
            "additionalProperties": False,
        }
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        hints = typing.get_type_hints(hint)
        fields = dataclasses.fields(hint)
        return {
            "type": "object",
            "properties": {f.name: schema_of(hints[f.name]) for f in fields},
            "required": [
                f.name
                for f in fields
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
            ],
            "additionalProperties": False,
        }
    raise TypeError(f"no JSON Schema for the type hint {hint!r}")


def ts_type(schema: Mapping[str, Any]) -> str:
    """The TypeScript type of a JSON Schema built by schema_of."""
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    if "anyOf" in schema:
        return " | ".join(ts_type(s) for s in schema["anyOf"])
    kind = schema.get("type")
    if kind == "string":
        return "string"
    if kind in ("integer", "number"):
        return "number"
    if kind == "boolean":
        return "boolean"
    if kind == "null":
        return "null"
    if kind == "array":
        item = ts_type(schema.get("items", {}))
        return f"Array<{item}>"
    if kind == "object":
        if "properties" in schema:
            required = set(schema.get("required", []))
            members = [
                f"{name}{'' if name in required else '?'}: {ts_type(s)}" for name, s in schema["properties"].items()
            ]
            return "{ " + "; ".join(members) + " }" if members else "{}"
        return f"Record<string, {ts_type(schema.get('additionalProperties', {}))}>"
    return "unknown"


def check(value: Any, schema: Mapping[str, Any], path: str = "args") -> None:
    """Raises ValueError when value does not fit schema (the subset schema_of builds)."""
    if "enum" in schema:
        if value not in schema["enum"]:
            raise ValueError(f"{path} must be one of {', '.join(json.dumps(v) for v in schema['enum'])}")
        return
    if "anyOf" in schema:
        for option in schema["anyOf"]:
            try:
                check(value, option, path)
                return
            except ValueError:
                pass
        raise ValueError(f"{path} must be {ts_type(schema)}")
    kind = schema.get("type")
    fits = {
        "string": isinstance(value, str),
        "integer": isinstance(value, int) and not isinstance(value, bool),
        "number": isinstance(value, (int, float)) and not isinstance(value, bool),
        "boolean": isinstance(value, bool),
        "null": value is None,
        "array": isinstance(value, list),
        "object": isinstance(value, dict),
    }.get(kind, True) if kind else True
    if not fits:
        raise ValueError(f"{path} must be {ts_type(schema)}, not {json.dumps(value)}")
    if kind == "array":
        for i, item in enumerate(value):
            check(item, schema.get("items", {}), f"{path}[{i}]")
    if kind == "object" and "properties" in schema:
        for name in schema.get("required", []):
            if name not in value:
                raise ValueError(f"{path}.{name} is required")
        for name, item in value.items():
            if name not in schema["properties"]:
                raise ValueError(f"{path}.{name} is not a parameter")
            check(item, schema["properties"][name], f"{path}.{name}")


@dataclasses.dataclass(frozen=True)
class Tool:
    """One function as a tool: its name, description, argument schema and result schema."""

    name: str
    description: str
    parameters: JSONSchema
    returns: JSONSchema
    fn: Callable[..., Any]


def tool_of(fn: Callable[..., Any]) -> Tool:
    """Describes a function from its signature, type hints and docstring."""
    hints = typing.get_type_hints(fn)
    params = inspect.signature(fn).parameters.values()
    properties = {p.name: schema_of(hints[p.name]) for p in params}
    required = [p.name for p in params if p.default is inspect.Parameter.empty]
    return Tool(
        name=fn.__name__,
        description=inspect.getdoc(fn) or "",
        parameters={"type": "object", "properties": properties, "required": required, "additionalProperties": False},
        returns=schema_of(hints.get("return", Any)),
        fn=fn,
    )


class Toolbox:
    """Functions as one provider: one options object per call (keyword arguments)."""

    def __init__(self, name: str, *functions: Callable[..., Any]) -> None:
        self.name = name
        self.tools = {t.name: t for t in map(tool_of, functions)}

    def provider(self) -> codemode.Provider:
        """The provider declaration for execute."""
        return {"name": self.name, "tools": list(self.tools), "positional_args": False}

    def declaration(self) -> str:
        """The TypeScript declaration of the namespace, for the model's prompt."""
        lines = [f"declare const {self.name}: {{"]
        for t in self.tools.values():
            if t.description:
                lines.append(f"  /** {t.description.splitlines()[0]} */")
            params = ts_type(t.parameters)
            lines.append(f"  {t.name}(args: {params}): Promise<{ts_type(t.returns)}>;")
        lines.append("};")
        return "\n".join(lines)

    def dispatch(self, state: codemode.State) -> Callable[[str, str, str, Any], Any]:
        """A dispatch that routes only this toolbox's functions, checking each call's arguments first."""

        async def respond(provider: str, tool: str, args_json: str) -> Any:
            found = self.tools.get(tool) if provider == self.name else None
            if found is None:
                raise codemode.ToolNotFoundError(tool)
            [args] = codemode.parse_dispatch_arguments(args_json)
            check(args, found.parameters)
            value = found.fn(**args)
            return await value if inspect.isawaitable(value) else value

        return codemode.create_envelope_dispatch(state, respond)


# ---- the host's own tools: plain typed functions over its data ----


class Order(TypedDict):
    id: str
    customer: str
    total: float
    status: Literal["open", "shipped", "refunded"]


ORDERS: list[Order] = [
    {"id": "o1", "customer": "ada", "total": 120.0, "status": "shipped"},
    {"id": "o2", "customer": "alan", "total": 35.5, "status": "open"},
    {"id": "o3", "customer": "ada", "total": 89.9, "status": "open"},
    {"id": "o4", "customer": "grace", "total": 310.0, "status": "refunded"},
]


def list_orders(status: Literal["open", "shipped", "refunded"] | None = None) -> list[Order]:
    """Lists orders, optionally only those with one status."""
    return [o for o in ORDERS if status is None or o["status"] == status]


async def customer_name(id: str) -> str | None:
    """The display name of a customer, or null when there is none."""
    await asyncio.sleep(0)  # a database round trip, in real life
    return {"ada": "Ada Lovelace", "alan": "Alan Turing", "grace": "Grace Hopper"}.get(id)


# What a model writes when the prompt shows the declaration: one program
# instead of a tool call per order.
MODEL_PROGRAM = """async () => {
  const open = await shop.list_orders({ status: 'open' })
  const names = await Promise.all(open.map((o) => shop.customer_name({ id: o.customer })))
  let refused
  try { await shop.list_orders({ status: 'lost' }) } catch (e) { refused = e.message }
  return {
    open: open.map((o, i) => `${names[i]}: ${o.total.toFixed(2)}`),
    total: open.reduce((sum, o) => sum + o.total, 0),
    refused,
  }
}"""


async def main() -> None:
    shop = Toolbox("shop", list_orders, customer_name)
    print(shop.declaration())
    url = os.environ.get("CODEMODE_URL", "ws://127.0.0.1:7411/v1")
    async with codemode.connect(url, token=os.environ.get("CODEMODE_TOKEN") or None) as executor:
        state = codemode.State()
        try:
            out = await executor.execute(
                code=MODEL_PROGRAM,
                providers=[shop.provider()],
                dispatch=shop.dispatch(state),
                limits=codemode.Limits(timeout_ms=5000),
            )
        finally:
            state.active = False
    print(json.dumps(out.to_dict(), indent=2))


if __name__ == "__main__":
    asyncio.run(main())
