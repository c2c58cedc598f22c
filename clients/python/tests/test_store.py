"""The SQLite store of durable executions (codemode.store): the same rules and
texts as the Go store, with a real daemon for the resume-twice case."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

import codemode
from codemode import Answer, suspend
from codemode.store import (
    Checkpoint,
    SQLiteStore,
    StoreError,
    ahead_text,
    conflict_text,
    exists_text,
    finished_text,
    gap_text,
    latest,
    lease_lost_text,
    leased_text,
    not_found_text,
    resume,
    run,
    superseded_text,
)

TTL = 10.0


class Clock:
    def __init__(self) -> None:
        self.ms = 1_767_322_000_000

    def __call__(self) -> int:
        return self.ms


def entry(seq: int, clock: float | None = None) -> dict[str, Any]:
    return {"seq": seq, "kind": "clock", "clock": 1000 + seq if clock is None else clock}


def entries(a: int, b: int) -> list[dict[str, Any]]:
    return [entry(i) for i in range(a, b + 1)]


def refused(kind: str, text: str | None = None) -> Any:
    class Check:
        def __init__(self) -> None:
            self.ctx = pytest.raises(StoreError)

        def __enter__(self) -> None:
            self.info = self.ctx.__enter__()

        def __exit__(self, *exc: Any) -> bool:
            handled = self.ctx.__exit__(*exc)
            assert self.info.value.kind == kind
            if text is not None:
                assert self.info.value.message == text
            return bool(handled)

    return Check()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "store.db"


def test_a_checkpoint_resumed_twice_is_refused(db: Path) -> None:
    with SQLiteStore(db, now=Clock()) as s:
        a = s.create("x", "a", TTL)
        s.append(a, entries(1, 5))
        s.save_checkpoint(a, 5, "cp5")
        s.release(a, "suspended")
        b = s.claim("x", 5, "b", TTL)
        assert (b.epoch, b.seq) == (2, 5)
        s.append(b, entries(6, 7))
        s.release(b, "finished", "ok")
        for owner in ("c", "b"):
            with refused("superseded", superseded_text("x", 5, 7)):
                s.claim("x", 5, owner, TTL)
        with refused("finished", finished_text("x", "ok")):
            s.claim("x", 7, "c", TTL)
        with refused("ahead", ahead_text("x", 8, 7)):
            s.claim("x", 8, "c", TTL)
        e = s.load("x")
        assert (e.seq, e.state, e.outcome, e.owner, e.checkpoint, e.checkpoint_seq, e.epoch) == (
            7, "finished", "ok", "", b"cp5", 5, 2
        )


def test_create_twice_and_unknown_ids(db: Path) -> None:
    with SQLiteStore(db) as s:
        s.create("x", "a")
        with refused("exists", exists_text("x")):
            s.create("x", "b")
        with refused("not_found", not_found_text("y")):
            s.claim("y", 0, "b")
        with refused("not_found", not_found_text("y")):
            s.load("y")


def test_racing_claimants_exactly_one_wins(db: Path) -> None:
    SQLiteStore(db).close()
    for round in range(3):
        id = f"race{round}"
        with SQLiteStore(db) as s:
            a = s.create(id, "a")
            s.append(a, entries(1, 3))
            s.release(a, "suspended")
        results: list[str] = []
        start = threading.Barrier(8)

        def claim(i: int) -> None:
            with SQLiteStore(db) as mine:
                start.wait()
                try:
                    mine.claim(id, 3, f"host{i}")
                    results.append("won")
                except StoreError as e:
                    results.append(e.kind)

        threads = [threading.Thread(target=claim, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == ["leased"] * 7 + ["won"]


def test_an_expired_lease_is_taken_over_and_the_old_owner_refused(db: Path) -> None:
    clock = Clock()
    with SQLiteStore(db, now=clock) as s:
        a = s.create("x", "a", TTL)
        s.append(a, entries(1, 2))
        with refused("leased", leased_text("x", "a", a.until_ms)):
            s.claim("x", 2, "b", TTL)
        clock.ms += 9_000
        s.renew(a, TTL)
        clock.ms += 9_000
        with refused("leased"):
            s.claim("x", 2, "b", TTL)
        clock.ms += 2_000
        b = s.claim("x", 2, "b", TTL)
        lost = lease_lost_text("x", "a")
        with refused("lease_lost", lost):
            s.append(a, [entry(3)])
        with refused("lease_lost", lost):
            s.renew(a, TTL)
        with refused("lease_lost", lost):
            s.save_checkpoint(a, 2, "x")
        with refused("lease_lost", lost):
            s.release(a, "finished", "ok")
        s.append(b, [entry(3)])
        assert len(s.journal("x")) == 3
        assert s.load("x").owner == "b"


def test_appends_are_ordered_idempotent_and_all_or_none(db: Path) -> None:
    with SQLiteStore(db) as s:
        a = s.create("x", "a")
        s.append(a, entries(1, 3))
        s.append(a, entries(2, 4))
        with refused("conflict", conflict_text("x", 3)):
            s.append(a, [entry(3, clock=7)])
        with refused("gap", gap_text("x", 6, 4)):
            s.append(a, [entry(6)])
        with refused("gap", gap_text("x", 8, 6)):
            s.append(a, [entry(5), entry(6), entry(8)])
        with refused("conflict", conflict_text("x", 3)):
            s.append(a, [entry(5), entry(3, clock=7)])
        assert s.journal("x") == entries(1, 4)
        assert s.load("x").seq == 4


def test_a_crash_before_the_commit_leaves_nothing(db: Path) -> None:
    with SQLiteStore(db) as s:
        a = s.create("x", "a")
        s.append(a, entries(1, 2))

        def crash(op: str) -> None:
            raise RuntimeError("crash")

        s._before_commit = crash
        with pytest.raises(RuntimeError):
            s.append(a, entries(3, 6))
        s._before_commit = None
        assert s.journal("x") == entries(1, 2) and s.load("x").seq == 2
        s.append(a, entries(3, 6))


def test_reopened_the_store_goes_on(db: Path) -> None:
    clock = Clock()
    with SQLiteStore(db, now=clock) as s:
        a = s.create("x", "a", TTL)
        s.append(a, entries(1, 3))
    clock.ms += 11_000
    with SQLiteStore(db, now=clock) as s:
        e = s.load("x")
        assert (e.seq, e.owner, e.state) == (3, "a", "running")
        b = s.claim("x", 3, "b", TTL)
        s.append(b, entries(4, 5))
        s.save_checkpoint(b, 5, "cp")
        s.release(b, "suspended")
    with SQLiteStore(db, now=clock) as s:
        assert latest(s, "x") == Checkpoint("x", 5, "cp")
        with refused("superseded", superseded_text("x", 3, 5)):
            s.claim("x", 3, "c", TTL)


TRANSFER = "async () => { const b = await bank.balance(); return await bank.transfer(b / 2) }"


async def test_a_checkpoint_resumed_twice_through_a_daemon_dispatches_once(
    executor: codemode.Executor, tmp_path: Path
) -> None:
    transfers: list[str] = []
    approved = False

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        if tool == "transfer":
            if not approved:
                raise suspend("needs approval")
            transfers.append(args_json)
            return json.dumps({"result": "sent " + args_json})
        return '{"result":100}'

    with SQLiteStore(tmp_path / "executions.db") as s:
        first = await run(executor, s, "transfer-1", TRANSFER, providers=[{"name": "bank"}], dispatch=dispatch)
        assert first.result.error_kind == "suspended"
        assert first.checkpoint is not None and first.checkpoint.seq == 5
        cp = latest(s, "transfer-1")
        assert cp == first.checkpoint
        approved = True
        out = await resume(executor, s, cp, [Answer(call=2, redispatch=True)], dispatch=dispatch)
        assert out.result.result == "sent [50]"
        assert transfers == ["[50]"]
        current = s.load("transfer-1").seq
        with refused("superseded", superseded_text("transfer-1", 5, current)):
            await resume(executor, s, cp, [Answer(call=2, redispatch=True)], dispatch=dispatch)
        assert transfers == ["[50]"]
        assert s.load("transfer-1").state == "finished"


async def test_a_three_day_sleep_keeps_its_wake_time_in_the_store(executor: codemode.Executor, tmp_path: Path) -> None:
    now = [1_930_122_000_000]  # 2031-03-01T09:00:00Z
    code = 'async () => { await new Promise((r) => setTimeout(r, 3 * 86400e3)); return "woke" }'
    with SQLiteStore(tmp_path / "executions.db") as s:
        first = await run(executor, s, "sleeper", code, clock_ms=lambda: now[0])
        assert first.result.error_kind == "suspended", first.result.error
        assert first.checkpoint is not None and first.checkpoint.wake_at_ms is not None
        wake = first.checkpoint.wake_at_ms
        assert now[0] + 3 * 86400_000 <= wake < now[0] + 3 * 86400_000 + 1000
        assert s.load("sleeper").wake_at_ms == wake
        assert s.waking(wake - 1) == [] and s.waking(wake) == ["sleeper"]
        cp = latest(s, "sleeper")
        assert cp.wake_at_ms == wake
        now[0] = wake
        out = await resume(executor, s, cp, clock_ms=lambda: now[0])
        assert out.result.result == "woke"
        assert s.waking(wake + 3_600_000) == []


def test_a_store_made_before_wake_times_gains_the_column(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "old.db"
    old = sqlite3.connect(path)
    old.executescript(
        "CREATE TABLE codemode_executions (id TEXT PRIMARY KEY, seq BIGINT NOT NULL, state TEXT NOT NULL,"
        " outcome TEXT NOT NULL, checkpoint_seq BIGINT NOT NULL, checkpoint BLOB, owner TEXT NOT NULL,"
        " lease_until_ms BIGINT NOT NULL, epoch BIGINT NOT NULL, created_ms BIGINT NOT NULL, updated_ms BIGINT NOT NULL);"
        " INSERT INTO codemode_executions VALUES ('old', 3, 'suspended', '', 3, x'7b7d', '', 0, 1, 0, 0);"
    )
    old.close()
    with SQLiteStore(path) as s:
        e = s.load("old")
        assert e.state == "suspended" and e.seq == 3 and e.wake_at_ms is None
        assert s.waking(2**53) == []
