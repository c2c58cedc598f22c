"""The adapter example (examples/tools_from_functions.py): its schemas and
TypeScript declarations, its argument checks, and the whole script run
against a real daemon, output checked exactly."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Literal, TypedDict

import pytest

from .conftest import Daemon

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
sys.path.insert(0, str(EXAMPLES))

import tools_from_functions as adapter  # noqa: E402


class Point(TypedDict):
    x: float
    y: float


@dataclasses.dataclass
class Page:
    size: int
    cursor: str | None = None


@pytest.mark.parametrize(
    ("hint", "schema", "ts"),
    [
        (str, {"type": "string"}, "string"),
        (int, {"type": "integer"}, "number"),
        (float, {"type": "number"}, "number"),
        (bool, {"type": "boolean"}, "boolean"),
        (None, {"type": "null"}, "null"),
        (list[str], {"type": "array", "items": {"type": "string"}}, "Array<string>"),
        (dict[str, int], {"type": "object", "additionalProperties": {"type": "integer"}}, "Record<string, number>"),
        (str | None, {"anyOf": [{"type": "string"}, {"type": "null"}]}, "string | null"),
        (Literal["a", 1], {"enum": ["a", 1]}, '"a" | 1'),
        (
            Point,
            {
                "type": "object",
                "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
                "required": ["x", "y"],
                "additionalProperties": False,
            },
            "{ x: number; y: number }",
        ),
        (
            Page,
            {
                "type": "object",
                "properties": {"size": {"type": "integer"}, "cursor": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
                "required": ["size"],
                "additionalProperties": False,
            },
            "{ size: number; cursor?: string | null }",
        ),
    ],
)
def test_type_hints_become_json_schema_and_typescript(hint: Any, schema: dict[str, Any], ts: str) -> None:
    assert adapter.schema_of(hint) == schema
    assert adapter.ts_type(schema) == ts


def test_a_hint_without_a_schema_is_refused() -> None:
    with pytest.raises(TypeError, match="no JSON Schema"):
        adapter.schema_of(complex)


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ({}, None),
        ({"status": "open"}, None),
        ({"status": None}, None),
        ({"status": "lost"}, 'args.status must be "open" | "shipped" | "refunded" | null'),
        ({"status": 7}, 'args.status must be "open" | "shipped" | "refunded" | null'),
        ({"state": "open"}, "args.state is not a parameter"),
    ],
)
def test_arguments_are_checked_against_the_schema(args: dict[str, Any], error: str | None) -> None:
    schema = adapter.tool_of(adapter.list_orders).parameters
    if error is None:
        adapter.check(args, schema)
    else:
        with pytest.raises(ValueError) as e:
            adapter.check(args, schema)
        assert str(e.value) == error
    with pytest.raises(ValueError, match="args.id is required"):
        adapter.check({}, adapter.tool_of(adapter.customer_name).parameters)


def test_the_script_runs_a_model_style_program_against_the_functions(daemon: Daemon) -> None:
    run = subprocess.run(
        [sys.executable, str(EXAMPLES / "tools_from_functions.py")],
        env={**os.environ, "CODEMODE_URL": daemon.url, "CODEMODE_TOKEN": ""},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.stderr == ""
    declaration, _, result = run.stdout.partition("};\n")
    assert declaration + "};" == (
        "declare const shop: {\n"
        "  /** Lists orders, optionally only those with one status. */\n"
        '  list_orders(args: { status?: "open" | "shipped" | "refunded" | null }): Promise<Array<{ id: string;'
        ' customer: string; total: number; status: "open" | "shipped" | "refunded" }>>;\n'
        "  /** The display name of a customer, or null when there is none. */\n"
        "  customer_name(args: { id: string }): Promise<string | null>;\n"
        "};"
    )
    assert json.loads(result) == {
        "result": {
            "open": ["Alan Turing: 35.50", "Ada Lovelace: 89.90"],
            "total": 125.4,
            "refused": 'args.status must be "open" | "shipped" | "refunded" | null',
        },
        "logs": [],
    }
