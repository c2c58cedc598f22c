"""A store for durable executions: leases, and a checkpoint resumed at most once.

The SQLite store of the Go package ``durable`` (docs/durable.md, "A store:
leases and exactly-once resume"), with the stdlib ``sqlite3``: the same two
tables, the same rules and the same refusal texts, so a Go host and a Python
host can share one database file.

Every execution has an id (the host's) and a sequence: the ``seq`` of the
last journal entry the store holds. A :class:`Checkpoint` carries both. A
resume first claims the execution at the checkpoint's sequence, atomically:
the claim succeeds only when that sequence is still the execution's current
one, it has not finished, and no other host holds a live lease. A checkpoint
resumed a second time is refused (:class:`StoreError`, kind ``superseded``)
before anything is dispatched.

:func:`run` and :func:`resume` are the glue a host calls: they claim, run the
program with every journal entry written to the store before the effect it
records, save the checkpoint of a suspension and release the lease::

    store = SQLiteStore("executions.db")
    out = await run(executor, store, "transfer-42", code, providers=..., dispatch=dispatch)
    cp = latest(store, "transfer-42")          # out.checkpoint, or from any host later
    out = await resume(executor, store, cp, [Answer(call=2, redispatch=True)], dispatch=dispatch)
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import datetime
import json
import os
import secrets
import socket
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .client import ExecuteResult, Executor
    from .durable import Answer

__all__ = [
    "DEFAULT_TTL",
    "Checkpoint",
    "Execution",
    "Lease",
    "Outcome",
    "SQLiteStore",
    "StoreError",
    "latest",
    "resume",
    "run",
]

DEFAULT_TTL = 30.0
"""A lease's length in seconds when none is given; a running host renews it every third of it."""

RUNNING, SUSPENDED, FINISHED = "running", "suspended", "finished"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS codemode_executions (
    id             TEXT PRIMARY KEY,
    seq            BIGINT NOT NULL,
    state          TEXT NOT NULL,
    outcome        TEXT NOT NULL,
    checkpoint_seq BIGINT NOT NULL,
    checkpoint     BLOB,
    owner          TEXT NOT NULL,
    lease_until_ms BIGINT NOT NULL,
    epoch          BIGINT NOT NULL,
    created_ms     BIGINT NOT NULL,
    updated_ms     BIGINT NOT NULL,
    wake_ms        BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS codemode_journal (
    id    TEXT NOT NULL,
    seq   BIGINT NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (id, seq)
);
"""


class StoreError(Exception):
    """A refusal of the store. ``kind`` is one of ``superseded``, ``ahead``,
    ``leased``, ``finished``, ``not_found``, ``exists``, ``lease_lost``,
    ``conflict``, ``gap``; the message is the text docs/failures.md pins
    ("Durable execution store"), the same as the Go store's."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def _rfc3339(ms: int) -> str:
    t = datetime.datetime.fromtimestamp(ms // 1000, tz=datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    frac = f"{ms % 1000:03d}".rstrip("0")
    return t + ("." + frac if frac else "") + "Z"


def not_found_text(id: str) -> str:
    return f"The store has no execution {_q(id)}: start it with Host.Run (or Store.Create) before resuming it."


def exists_text(id: str) -> str:
    return (
        f"The store already has an execution {_q(id)}: give each new execution an id of its own,"
        " or resume that one from its latest checkpoint."
    )


def superseded_text(id: str, seq: int, current: int) -> str:
    return (
        f"Checkpoint {seq} of execution {_q(id)} was already resumed: the execution has gone on to sequence {current}."
        " Resuming it again would repeat what came after it; load the execution's latest checkpoint from the store"
        " and resume that."
    )


def ahead_text(id: str, seq: int, current: int) -> str:
    return (
        f"Checkpoint {seq} of execution {_q(id)} is ahead of the store, which holds the execution's journal up to"
        f" sequence {current}: the checkpoint was not saved through this store. Load the execution's latest"
        " checkpoint from the store and resume that."
    )


def leased_text(id: str, owner: str, until_ms: int) -> str:
    return (
        f"Execution {_q(id)} is being run by {owner}, whose lease runs until {_rfc3339(until_ms)}: one host at a time"
        " owns an execution. Resume it once that host releases it or its lease expires."
    )


def finished_text(id: str, outcome: str) -> str:
    return f"Execution {_q(id)} has finished ({outcome}): there is nothing to resume."


def lease_lost_text(id: str, owner: str) -> str:
    return (
        f"The lease of {owner} on execution {_q(id)} was taken over by another host after it expired: this host's"
        " writes are refused and its run of the execution is stopped; the new owner continues it."
    )


def conflict_text(id: str, seq: int) -> str:
    return (
        f"Journal entry {seq} of execution {_q(id)} differs from the entry the store holds at that sequence:"
        " an entry is written once, and appending it again must repeat it exactly."
    )


def gap_text(id: str, seq: int, current: int) -> str:
    return (
        f"Journal entry {seq} of execution {_q(id)} does not follow the store's last entry, {current}:"
        " entries are appended in order, with no gap."
    )


@dataclasses.dataclass
class Lease:
    """A host's claim on an execution; ``epoch`` is the fencing token every claim increments."""

    id: str
    owner: str
    epoch: int
    seq: int
    until_ms: int
    previous_state: str = RUNNING
    """The state the execution was in when it was claimed."""


@dataclasses.dataclass
class Execution:
    """An execution's row in the store."""

    id: str
    seq: int
    state: str
    outcome: str
    checkpoint: bytes | None
    checkpoint_seq: int
    owner: str
    lease_until_ms: int
    epoch: int
    wake_at_ms: int | None = None
    """When the latest checkpoint next needs to wake (its earliest timer's due
    time, milliseconds since the epoch); None without a pending timer."""


@dataclasses.dataclass
class Checkpoint:
    """A checkpoint with its execution's id and the sequence it was taken at."""

    id: str
    seq: int
    checkpoint: str
    wake_at_ms: int | None = None
    """When it next needs to wake (``Suspended.wake_at_ms``): resume then."""


def _encode(entry: Mapping[str, Any]) -> str:
    return json.dumps(entry, separators=(",", ":"), ensure_ascii=False)


class SQLiteStore:
    """The SQLite store, in the file at ``path`` (created if missing). Several
    processes, Go or Python, may open one file: every transaction that writes
    begins ``IMMEDIATE``. ``now`` is the clock for leases, in milliseconds."""

    def __init__(self, path: str | os.PathLike[str], *, now: Callable[[], int] | None = None) -> None:
        self._db = sqlite3.connect(os.fspath(path), isolation_level=None, timeout=10.0, check_same_thread=False)
        self._db.execute("PRAGMA busy_timeout = 10000")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("PRAGMA synchronous = FULL")
        self._db.executescript(_SCHEMA)
        # A database made before executions had wake times gains the column.
        columns = {str(r[1]) for r in self._db.execute("PRAGMA table_info(codemode_executions)")}
        if "wake_ms" not in columns:
            self._db.execute("ALTER TABLE codemode_executions ADD COLUMN wake_ms BIGINT NOT NULL DEFAULT 0")
        self._now = now or (lambda: int(time.time() * 1000))
        self._before_commit: Callable[[str], None] | None = None  # tests: a crash before the commit

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> SQLiteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _tx(self, op: str) -> Iterator[sqlite3.Cursor]:
        cur = self._db.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            yield cur
            if self._before_commit is not None:
                self._before_commit(op)
        except BaseException:
            cur.execute("ROLLBACK")
            raise
        cur.execute("COMMIT")

    def _row(self, cur: sqlite3.Cursor, id: str) -> tuple[int, str, str, str, int, int]:
        row = cur.execute(
            "SELECT seq, state, outcome, owner, lease_until_ms, epoch FROM codemode_executions WHERE id = ?", (id,)
        ).fetchone()
        if row is None:
            raise StoreError("not_found", not_found_text(id))
        return (int(row[0]), str(row[1]), str(row[2]), str(row[3]), int(row[4]), int(row[5]))

    def _fenced(self, cur: sqlite3.Cursor, lease: Lease) -> tuple[int, str, str, str, int, int]:
        row = self._row(cur, lease.id)
        if row[5] != lease.epoch:
            raise StoreError("lease_lost", lease_lost_text(lease.id, lease.owner))
        return row

    def create(self, id: str, owner: str, ttl: float = DEFAULT_TTL) -> Lease:
        """Adds a new execution (sequence 0) claimed by ``owner``; an id the store has is refused (``exists``)."""
        now = self._now()
        lease = Lease(id, owner, 1, 0, now + int(ttl * 1000))
        with self._tx("create") as cur:
            cur.execute(
                "INSERT INTO codemode_executions (id, seq, state, outcome, checkpoint_seq, checkpoint, owner,"
                " lease_until_ms, epoch, created_ms, updated_ms) VALUES (?, 0, ?, '', 0, NULL, ?, ?, 1, ?, ?)"
                " ON CONFLICT (id) DO NOTHING",
                (id, RUNNING, owner, lease.until_ms, now, now),
            )
            if cur.rowcount == 0:
                raise StoreError("exists", exists_text(id))
        return lease

    def claim(self, id: str, seq: int, owner: str, ttl: float = DEFAULT_TTL) -> Lease:
        """Takes the execution at sequence ``seq``: the compare-and-set every resume goes through."""
        with self._tx("claim") as cur:
            cur_seq, state, outcome, holder, until, epoch = self._row(cur, id)
            now = self._now()
            if seq < cur_seq:
                raise StoreError("superseded", superseded_text(id, seq, cur_seq))
            if seq > cur_seq:
                raise StoreError("ahead", ahead_text(id, seq, cur_seq))
            if state == FINISHED:
                raise StoreError("finished", finished_text(id, outcome))
            if holder != "" and until > now:
                raise StoreError("leased", leased_text(id, holder, until))
            lease = Lease(id, owner, epoch + 1, seq, now + int(ttl * 1000), state)
            cur.execute(
                "UPDATE codemode_executions SET state = ?, owner = ?, lease_until_ms = ?, epoch = ?, updated_ms = ?"
                " WHERE id = ?",
                (RUNNING, owner, lease.until_ms, lease.epoch, now, id),
            )
        return lease

    def renew(self, lease: Lease, ttl: float = DEFAULT_TTL) -> None:
        with self._tx("renew") as cur:
            self._fenced(cur, lease)
            now = self._now()
            until = now + int(ttl * 1000)
            cur.execute(
                "UPDATE codemode_executions SET lease_until_ms = ?, updated_ms = ? WHERE id = ?", (until, now, lease.id)
            )
        lease.until_ms = until

    def append(self, lease: Lease, entries: Sequence[Mapping[str, Any]]) -> None:
        """Adds journal entries in order, all or none; idempotent by ``seq``."""
        if not entries:
            return
        with self._tx("append") as cur:
            start = self._fenced(cur, lease)[0]
            last = start
            for entry in entries:
                seq = int(entry["seq"])
                if seq <= last:
                    have = cur.execute(
                        "SELECT entry FROM codemode_journal WHERE id = ? AND seq = ?", (lease.id, seq)
                    ).fetchone()
                    if have is None or json.loads(have[0]) != json.loads(_encode(entry)):
                        raise StoreError("conflict", conflict_text(lease.id, seq))
                elif seq == last + 1:
                    cur.execute(
                        "INSERT INTO codemode_journal (id, seq, entry) VALUES (?, ?, ?)", (lease.id, seq, _encode(entry))
                    )
                    last = seq
                else:
                    raise StoreError("gap", gap_text(lease.id, seq, last))
            if last != start:
                cur.execute(
                    "UPDATE codemode_executions SET seq = ?, updated_ms = ? WHERE id = ?", (last, self._now(), lease.id)
                )

    def save_checkpoint(
        self, lease: Lease, seq: int, checkpoint: str | bytes, wake_at_ms: int | None = None
    ) -> None:
        """Keeps the checkpoint taken at ``seq``, which must be the execution's
        current sequence, and when it next needs to wake (None: no timer)."""
        data = checkpoint.encode() if isinstance(checkpoint, str) else checkpoint
        with self._tx("save checkpoint") as cur:
            current = self._fenced(cur, lease)[0]
            if seq != current:
                raise ValueError(
                    f"the checkpoint of {_q(lease.id)} is taken at sequence {seq}, but the store holds its journal"
                    f" up to {current}: append every entry before saving the checkpoint"
                )
            cur.execute(
                "UPDATE codemode_executions SET checkpoint = ?, checkpoint_seq = ?, wake_ms = ?, updated_ms = ?"
                " WHERE id = ?",
                (data, seq, wake_at_ms or 0, self._now(), lease.id),
            )

    def release(self, lease: Lease, state: str, outcome: str = "") -> None:
        """Gives the lease up, leaving the execution ``running``, ``suspended`` or ``finished``."""
        if state not in (RUNNING, SUSPENDED, FINISHED):
            raise ValueError(f"state {state!r} is not one of running, suspended, finished")
        with self._tx("release") as cur:
            self._fenced(cur, lease)
            cur.execute(
                "UPDATE codemode_executions SET state = ?, outcome = ?, owner = '', lease_until_ms = 0, updated_ms = ?"
                " WHERE id = ?",
                (state, outcome, self._now(), lease.id),
            )

    def load(self, id: str) -> Execution:
        row = self._db.execute(
            "SELECT seq, state, outcome, checkpoint, checkpoint_seq, owner, lease_until_ms, epoch, wake_ms"
            " FROM codemode_executions WHERE id = ?",
            (id,),
        ).fetchone()
        if row is None:
            raise StoreError("not_found", not_found_text(id))
        cp = row[3]
        wake = int(row[8]) if int(row[8]) > 0 and int(row[4]) == int(row[0]) else None
        return Execution(
            id, int(row[0]), str(row[1]), str(row[2]), None if cp is None else bytes(cp), int(row[4]), str(row[5]),
            int(row[6]), int(row[7]), wake,
        )

    def waking(self, until_ms: int) -> list[str]:
        """The suspended executions whose wake time is at or before ``until_ms``, earliest first."""
        rows = self._db.execute(
            "SELECT id FROM codemode_executions WHERE state = ? AND wake_ms > 0 AND wake_ms <= ?"
            " AND checkpoint_seq = seq ORDER BY wake_ms, id",
            (SUSPENDED, until_ms),
        ).fetchall()
        return [str(r[0]) for r in rows]

    def journal(self, id: str) -> list[dict[str, Any]]:
        rows = self._db.execute("SELECT entry FROM codemode_journal WHERE id = ? ORDER BY seq", (id,)).fetchall()
        return [json.loads(r[0]) for r in rows]


def latest(store: SQLiteStore, id: str) -> Checkpoint:
    """The checkpoint an execution resumes from: the one it suspended with, or,
    when its host died while running it, one made of its journal."""
    from .durable import checkpoint_from_journal

    e = store.load(id)
    if e.state == FINISHED:
        raise StoreError("finished", finished_text(id, e.outcome))
    if e.checkpoint is not None and e.checkpoint_seq == e.seq:
        return Checkpoint(id, e.seq, e.checkpoint.decode(), e.wake_at_ms)
    entries = store.journal(id)
    if not entries:
        raise ValueError(f"execution {_q(id)} has no journal entry: its host stopped before the program started")
    return Checkpoint(id, int(entries[-1]["seq"]), checkpoint_from_journal(entries))


@dataclasses.dataclass
class Outcome:
    """What a run through the store gave: the execution's result and, when it
    suspended, the checkpoint saved in the store."""

    result: ExecuteResult[Any]
    checkpoint: Checkpoint | None = None


_default_owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"

_REFUSED_RESUME = {"request", "checkpoint", "ambiguous", "divergence", "journal_too_large"}


async def run(
    executor: Executor,
    store: SQLiteStore,
    id: str,
    code: str,
    *,
    owner: str | None = None,
    ttl: float = DEFAULT_TTL,
    **request: Any,
) -> Outcome:
    """Starts durable execution ``id`` of ``code`` (the other arguments are
    ``execute``'s); an id the store has is refused before anything runs."""
    lease = store.create(id, owner or _default_owner, ttl)
    return await _run(executor, store, lease, ttl, dict(request, code=code))


async def resume(
    executor: Executor,
    store: SQLiteStore,
    checkpoint: Checkpoint,
    answers: Sequence[Answer | Mapping[str, Any]] = (),
    *,
    owner: str | None = None,
    ttl: float = DEFAULT_TTL,
    **request: Any,
) -> Outcome:
    """Resumes ``checkpoint`` with ``answers``. The execution is claimed at the
    checkpoint's sequence first: one already resumed is refused (``superseded``),
    one another host holds is refused (``leased``), before ``execute`` is
    called, so before anything is dispatched."""
    from .durable import Resume

    lease = store.claim(checkpoint.id, checkpoint.seq, owner or _default_owner, ttl)
    request["resume"] = Resume(checkpoint.checkpoint, answers)
    return await _run(executor, store, lease, ttl, request)


async def _run(executor: Executor, store: SQLiteStore, lease: Lease, ttl: float, request: dict[str, Any]) -> Outcome:
    failure: list[BaseException] = []
    last = lease.seq
    user_journal = request.pop("on_journal", None)

    async def on_journal(entry: dict[str, Any]) -> None:
        nonlocal last
        if failure:
            return
        try:
            store.append(lease, [entry])
        except Exception as e:  # a lost lease, or a failed write: nothing more is dispatched
            failure.append(e)
            raise
        last = int(entry["seq"])
        if user_journal is not None:
            r = user_journal(entry)
            if asyncio.iscoroutine(r):
                await r

    dispatch = request.get("dispatch")
    if dispatch is not None:

        async def guarded(provider: str, tool: str, args_json: str) -> Any:
            if failure:
                raise failure[0]
            r = dispatch(provider, tool, args_json)
            return await r if asyncio.iscoroutine(r) else r

        request["dispatch"] = guarded

    async def renew() -> None:
        while True:
            await asyncio.sleep(ttl / 3)
            try:
                store.renew(lease, ttl)
            except Exception as e:
                failure.append(e)
                return

    renewing = asyncio.ensure_future(renew())
    try:
        result = await executor.execute(durable=True, on_journal=on_journal, **request)
    finally:
        renewing.cancel()
    if failure:
        if not (isinstance(failure[0], StoreError) and failure[0].kind == "lease_lost"):
            store.release(lease, RUNNING)
        raise failure[0]
    out = Outcome(result)
    kind = result.error_kind
    if last == lease.seq and kind in _REFUSED_RESUME:
        store.release(lease, lease.previous_state)
    elif kind == "suspended" and result.suspended is not None:
        wake = result.suspended.wake_at_ms
        store.save_checkpoint(lease, last, result.suspended.checkpoint, wake)
        out.checkpoint = Checkpoint(lease.id, last, result.suspended.checkpoint, wake)
        store.release(lease, SUSPENDED)
    elif kind == "cancelled":
        store.release(lease, RUNNING)
    else:
        store.release(lease, FINISHED, kind or "ok")
    return out
