"""Durable executions: suspend a program at a tool call, resume it anywhere.

A durable execution (``execute(..., durable=True)``) journals everything its
program observes: tool answers, fetches, timers, the clock, randomness. A
dispatch that raises (or returns) :func:`suspend` ends it with kind
``suspended`` and ``result.suspended``: a :class:`Suspended` holding the
checkpoint (a JSON string to keep as long as the decision takes) and the
calls it waits on. Any daemon, or any other codemode executor, resumes it:
``execute(resume=Resume(checkpoint, [Answer(call=2, envelope=...)]))``.

The journal can also be streamed as it grows (``on_journal``): a host that
persists each entry survives its own crash. :func:`checkpoint_from_journal`
makes a checkpoint of the kept entries, and :func:`pending_calls` reports a
call that was in flight as ambiguous, for the host to answer or redispatch.
docs/durable.md in the codemode repository describes the model.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Union

__all__ = [
    "CHECKPOINT_VERSION",
    "Answer",
    "JournalEntry",
    "PendingCall",
    "Resume",
    "Suspended",
    "SuspendRequest",
    "checkpoint_from_journal",
    "parse_checkpoint",
    "pending_calls",
    "suspend",
]

CHECKPOINT_VERSION = 1
"""The version of the checkpoint format this client reads and writes."""

JournalEntry = dict[str, Any]
"""One event a durable execution observed, as the daemon streams it:
``{"seq": 4, "kind": "call", "call": 2, "provider": "bank", "tool": "transfer", "args": "[50]"}``.
Kinds: ``start``, ``call``, ``answer``, ``suspend``, ``fetch``, ``fetched``,
``timer``, ``clock``, ``random``, ``invoke`` (docs/durable.md lists their members)."""


class SuspendRequest(Exception):
    """What a dispatch raises (or returns) to suspend the execution at the call
    it was asked to answer. ``reason`` is carried in the outcome's text, the
    checkpoint and the pending call."""

    def __init__(self, reason: object = None) -> None:
        text = "suspended" if reason is None or reason == "" else str(reason)
        super().__init__(f"suspend: {text}")
        self.reason = text


def suspend(reason: object = None) -> SuspendRequest:
    """Returns the value a dispatch raises or returns to suspend at this call:
    ``raise codemode.suspend("needs approval")``."""
    return SuspendRequest(reason)


@dataclasses.dataclass(frozen=True)
class PendingCall:
    """A call a checkpoint leaves waiting."""

    call: int
    """Its number in the execution, in program order from 1."""
    provider: str = ""
    tool: str = ""
    args: str = ""
    """Its arguments as JSON, as dispatch got them."""
    fetch: Mapping[str, Any] | None = None
    """For a fetch: its request (``method``, ``url``, ``headers``, ``body``); provider and tool are then empty."""
    reason: str | None = None
    """Why it suspended; None for an ambiguous call."""
    ambiguous: bool = False
    """Dispatched but never answered: it may or may not have happened. Answer it, or redispatch it."""


@dataclasses.dataclass(frozen=True)
class Answer:
    """How one pending call is settled when the execution resumes: its answer
    ``envelope`` (``'{"result": ...}'`` or ``'{"error": "..."}'``), or
    ``redispatch=True`` to dispatch it again, live."""

    call: int
    envelope: str | None = None
    redispatch: bool = False

    def to_wire(self) -> dict[str, Any]:
        """The answer as the ``execute`` message's ``answers`` member spells it."""
        if isinstance(self.call, bool) or not isinstance(self.call, int) or self.call < 1:
            raise TypeError(f"Answer.call must be a call number (an int from 1), not {self.call!r}")
        if self.redispatch is True:
            if self.envelope is not None:
                raise TypeError(f"the answer to call {self.call} has both an envelope and redispatch: give one")
            return {"call": self.call, "redispatch": True}
        if not isinstance(self.envelope, str):
            raise TypeError(
                f"the answer to call {self.call} needs an envelope (a JSON string) or redispatch=True"
            )
        return {"call": self.call, "envelope": self.envelope}


Checkpoint = Union[str, bytes, Mapping[str, Any]]
"""A checkpoint as its JSON text (``str`` or UTF-8 ``bytes``) or as the parsed object."""


@dataclasses.dataclass(frozen=True)
class Resume:
    """How a suspended execution resumes: its checkpoint
    (``result.suspended.checkpoint``, or :func:`checkpoint_from_journal`) and
    one :class:`Answer` (or ``{"call": n, "envelope": ...}`` /
    ``{"call": n, "redispatch": True}``) per pending call."""

    checkpoint: Checkpoint
    answers: Sequence[Answer | Mapping[str, Any]] = ()

    def to_wire(self) -> dict[str, Any]:
        """The ``checkpoint`` and ``answers`` members of the ``execute`` message."""
        answers: list[dict[str, Any]] = []
        for a in self.answers:
            if isinstance(a, Mapping):
                unknown = sorted(set(a) - {"call", "envelope", "redispatch"})
                if unknown:
                    raise TypeError(f"an answer has no member {unknown[0]!r} (use call, envelope, redispatch)")
                a = Answer(call=a.get("call"), envelope=a.get("envelope"), redispatch=a.get("redispatch") is True)  # type: ignore[arg-type]
            elif not isinstance(a, Answer):
                raise TypeError(f"an answer must be an Answer or a dict, not {type(a).__name__}")
            answers.append(a.to_wire())
        return {"checkpoint": parse_checkpoint(self.checkpoint), "answers": answers}


@dataclasses.dataclass(frozen=True)
class Suspended:
    """A durable execution that suspended (or stopped at an ambiguous call):
    its checkpoint, to keep, and the calls it waits on."""

    checkpoint: str
    """The checkpoint's JSON text: resume it with :class:`Resume`."""
    pending: list[PendingCall]
    wake_at_ms: int | None = None
    """When a timer is pending: its due time, in milliseconds since the epoch
    on the host's clock. Resume then; a resume before then waits on (or
    suspends again with the same wake time)."""


def checkpoint_from_journal(entries: Iterable[Mapping[str, Any]]) -> str:
    """Makes a checkpoint (its JSON text) of journal entries a host kept as
    they were streamed: every entry in order, the start entry first. Raises
    ``ValueError`` when the entries cannot be a journal."""
    kept = list(entries)
    if not kept or not isinstance(kept[0], Mapping) or kept[0].get("kind") != "start":
        raise ValueError("A journal begins with its start entry.")
    for i, e in enumerate(kept):
        seq = e.get("seq") if isinstance(e, Mapping) else None
        if isinstance(seq, bool) or seq != i + 1:
            raise ValueError(f"Journal entry {i + 1} has seq {seq}: the journal has a gap or is out of order.")
    return json.dumps(
        {"checkpoint": CHECKPOINT_VERSION, "journal": [dict(e) for e in kept]},
        ensure_ascii=False,
        allow_nan=False,
        separators=(",", ":"),
    )


def parse_checkpoint(checkpoint: Checkpoint) -> dict[str, Any]:
    """Reads a checkpoint given as its JSON text or as the parsed object.
    Raises ``ValueError`` when it is not a codemode checkpoint (the version is
    checked by the executor that resumes it)."""
    if isinstance(checkpoint, (str, bytes)):
        try:
            cp = json.loads(checkpoint)
        except ValueError as e:
            raise ValueError(f"Not a codemode checkpoint: it is not JSON ({e}).") from None
    else:
        cp = checkpoint
    if (
        not isinstance(cp, Mapping)
        or not isinstance(cp.get("journal"), list)
        or isinstance(cp.get("checkpoint"), bool)
        or not isinstance(cp.get("checkpoint"), (int, float))
    ):
        raise ValueError("Not a codemode checkpoint: it needs a numeric checkpoint version and a journal list.")
    return dict(cp)


def pending_calls(checkpoint: Checkpoint) -> list[PendingCall]:
    """The calls a checkpoint leaves waiting, in call order: with ``reason``
    for a call that suspended, and ``ambiguous=True`` for one that was
    dispatched but never answered (the host decides: answer it, or
    redispatch it)."""
    open_: dict[int, PendingCall] = {}
    for e in parse_checkpoint(checkpoint)["journal"]:
        if not isinstance(e, Mapping):
            continue
        call = e.get("call")
        if isinstance(call, bool) or not isinstance(call, int):
            continue
        kind = e.get("kind")
        # A second entry for a call is its dispatch again after a resume:
        # until it answers (or suspends), its outcome is unknown again.
        if kind == "call":
            open_[call] = PendingCall(
                call=call,
                provider=str(e.get("provider", "")),
                tool=str(e.get("tool", "")),
                args=str(e.get("args", "")),
                ambiguous=True,
            )
        elif kind == "fetch":
            fetch = e.get("fetch")
            open_[call] = PendingCall(call=call, fetch=dict(fetch) if isinstance(fetch, Mapping) else {}, ambiguous=True)
        elif kind == "suspend":
            if call in open_:
                open_[call] = dataclasses.replace(open_[call], reason=str(e.get("reason", "")), ambiguous=False)
        elif kind in ("answer", "fetched"):
            open_.pop(call, None)
    return [open_[n] for n in sorted(open_)]


def _suspended_of(checkpoint: object, wake_at: object = None) -> Suspended | None:
    """``done.checkpoint`` as the result's ``suspended`` member; None when the
    daemon sent none."""
    if checkpoint is None:
        return None
    try:
        text = json.dumps(checkpoint, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return None  # nothing any executor could resume
    try:
        pending = pending_calls(checkpoint) if isinstance(checkpoint, Mapping) else []
    except ValueError:
        pending = []  # not readable: the host still gets the bytes
    wake = wake_at if isinstance(wake_at, int) and not isinstance(wake_at, bool) and wake_at > 0 else None
    return Suspended(checkpoint=text, pending=pending, wake_at_ms=wake)
