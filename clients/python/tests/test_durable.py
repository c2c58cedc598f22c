"""Durable executions through the Python client against a real ``codemode serve``:
suspend at a call, resume (on the same daemon and on another), the streamed
journal, an ambiguous call, the host's suspend signal, a host killed with
SIGKILL mid-program, and checkpoints that cross between this client and the
in-process Go executor both ways."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

import codemode
from codemode import Answer, PendingCall, Resume, checkpoint_from_journal, pending_calls, suspend
from codemode.sync import connect as sync_connect

from .conftest import REPO_ROOT, Daemon, StartDaemon

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "durable.py"
PROVIDERS: list[codemode.Provider] = [{"name": "store"}]

TEXT_AMBIGUOUS_2 = (
    "Call 2 (store.charge) was dispatched, but the journal has no answer for it: it may or may not have happened."
    " Resume with its answer, or with Redispatch to dispatch it again."
)


class Host:
    """A dispatch that suspends every call to ``approve`` and counts what it dispatched."""

    def __init__(self) -> None:
        self.dispatched: list[str] = []

    async def dispatch(self, provider: str, tool: str, args_json: str) -> str:
        self.dispatched.append(f"{provider}.{tool}{args_json}")
        if tool == "approve":
            raise suspend(f"waiting for {tool}")
        return json.dumps({"result": f"{tool}:{args_json}"})


@pytest.fixture(scope="module")
def other_daemon(start_daemon: StartDaemon) -> Daemon:
    return start_daemon()


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def executor2(other_daemon: Daemon) -> AsyncIterator[codemode.Executor]:
    async with codemode.connect(other_daemon.url) as executor:
        yield executor


# ---- the JavaScript client's durable cases ----


async def test_a_dispatch_suspends_another_daemon_resumes_every_call_is_dispatched_once(
    executor: codemode.Executor, executor2: codemode.Executor
) -> None:
    h = Host()
    code = """async () => {
      console.log('before')
      const a = await store.get(1)
      const r = Math.random(), t = Date.now(), u = crypto.randomUUID()
      const ok = await store.approve(a)
      return { a, ok, same: [r, t, u], b: await store.get(2) }
    }"""
    first = await executor.execute(code, providers=PROVIDERS, dispatch=h.dispatch, durable=True)
    assert first.error_kind == "suspended"
    assert first.error == "The execution suspended at call 2 (store.approve): waiting for approve."
    assert first.suspended is not None
    assert first.suspended.pending == [
        PendingCall(call=2, provider="store", tool="approve", args='["get:[1]"]', reason="waiting for approve")
    ]
    assert first.logs == ["before"]
    answer = Resume(first.suspended.checkpoint, [Answer(call=2, envelope='{"result":true}')])
    out = await executor2.execute(resume=answer, dispatch=h.dispatch)
    assert out.error_kind is None, out.error
    assert out.result["a"] == "get:[1]"
    assert out.result["ok"] is True
    assert out.result["b"] == "get:[2]"
    assert out.logs == ["before"]  # replayed, not written twice
    assert h.dispatched == ["store.get[1]", 'store.approve["get:[1]"]', "store.get[2]"]
    # Resumed again from the same checkpoint, the replay reads the same clock and randomness.
    again = await executor.execute(resume=answer, dispatch=h.dispatch)
    assert again.result["same"] == out.result["same"]
    r, t, u = out.result["same"]
    assert isinstance(r, float) and 0 <= r < 1 and isinstance(t, int) and len(u) == 36


async def test_a_three_day_sleep_suspends_with_its_wake_time_and_fires_once_at_it(
    executor: codemode.Executor, executor2: codemode.Executor
) -> None:
    start = 1930122000000  # 2031-03-01T09:00:00Z
    now = [start]
    rang: list[str] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        rang.append(tool)
        return '{"result":"rang"}'

    code = """async () => {
      const t0 = Date.now()
      await new Promise((r) => setTimeout(r, 3 * 86400e3))
      return [await alarm.ring(), (Date.now() - t0) / 86400e3 >= 3]
    }"""
    first = await executor.execute(
        code, providers=[{"name": "alarm"}], dispatch=dispatch, durable=True, clock_ms=lambda: now[0]
    )
    assert first.error_kind == "suspended", first.error
    assert first.suspended is not None and first.suspended.pending == []
    wake = first.suspended.wake_at_ms
    assert wake is not None and start + 3 * 86400_000 <= wake < start + 3 * 86400_000 + 1000
    assert (first.error or "").startswith("The execution suspended to wait for a timer due at 2031-03-04T09:00:00")
    now[0] = wake - 86400_000
    early = await executor2.execute(resume=Resume(first.suspended.checkpoint), dispatch=dispatch, clock_ms=lambda: now[0])
    assert early.error_kind == "suspended" and early.suspended is not None
    assert early.suspended.wake_at_ms == wake
    assert rang == []
    now[0] = wake
    out = await executor.execute(resume=Resume(early.suspended.checkpoint), dispatch=dispatch, clock_ms=lambda: now[0])
    assert out.error_kind is None, out.error
    assert out.result == ["rang", True]
    assert rang == ["ring"]


async def test_max_wait_ms_suspends_a_longer_wait(executor: codemode.Executor) -> None:
    code = 'async () => { await new Promise((r) => setTimeout(r, 300)); return "woke" }'
    held = await executor.execute(code, durable=True)
    assert held.result == "woke"
    out = await executor.execute(code, durable=True, max_wait_ms=100)
    assert out.error_kind == "suspended"
    assert out.suspended is not None and out.suspended.wake_at_ms is not None


async def test_the_streamed_journal_is_the_checkpoint_an_edited_program_diverges(executor: codemode.Executor) -> None:
    h = Host()
    entries: list[codemode.JournalEntry] = []
    code = "async () => { const a = await store.get(1); return [a, await store.approve()] }"
    first = await executor.execute(code, providers=PROVIDERS, dispatch=h.dispatch, durable=True, on_journal=entries.append)
    assert first.error_kind == "suspended"
    assert first.suspended is not None
    assert json.loads(first.suspended.checkpoint)["journal"] == entries
    assert [e["kind"] for e in entries] == ["start", "call", "answer", "call", "suspend"]
    assert [e["seq"] for e in entries] == [1, 2, 3, 4, 5]
    resumed = await executor.execute(
        resume=Resume(checkpoint_from_journal(entries), [Answer(call=2, envelope='{"result":7}')]), dispatch=h.dispatch
    )
    assert resumed.result == ["get:[1]", 7]
    edited = await executor.execute(
        "async () => { const a = await store.get(9); return [a, await store.approve()] }",
        resume=Resume(first.suspended.checkpoint, [Answer(call=2, envelope='{"result":7}')]),
        dispatch=h.dispatch,
    )
    assert edited.error_kind == "divergence"
    assert edited.error == (
        "Replay diverged at journal entry 2: the journal has call 1, store.get([1]),"
        " but the program made call 1, store.get([9])."
    )
    assert h.dispatched == ["store.get[1]", "store.approve[]"]


async def test_a_call_without_an_answer_is_reported_as_ambiguous_never_re_run(executor: codemode.Executor) -> None:
    entries: list[codemode.JournalEntry] = []
    charged = 0

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        nonlocal charged
        if tool == "charge":
            charged += 1
            return '{"result":"receipt"}'
        return '{"result":1}'

    kept: list[codemode.JournalEntry] = []  # what the host had persisted when it "died" during charge

    async def recording(provider: str, tool: str, args_json: str) -> str:
        if tool == "charge":
            kept.extend(entries)
        return await dispatch(provider, tool, args_json)

    code = "async () => [await store.get(), await store.charge(5), await store.after()]"
    out = await executor.execute(code, providers=PROVIDERS, durable=True, dispatch=recording, on_journal=entries.append)
    assert out.result == [1, "receipt", 1]
    checkpoint = checkpoint_from_journal(kept)
    assert pending_calls(checkpoint) == [PendingCall(call=2, provider="store", tool="charge", args="[5]", ambiguous=True)]
    blind = await executor.execute(resume=Resume(checkpoint), dispatch=dispatch)
    assert blind.error_kind == "ambiguous"
    assert blind.error == TEXT_AMBIGUOUS_2
    assert blind.suspended is not None
    assert blind.suspended.pending == [PendingCall(call=2, provider="store", tool="charge", args="[5]", ambiguous=True)]
    decided = await executor.execute(
        resume=Resume(checkpoint, [Answer(call=2, envelope='{"result":"receipt"}')]), dispatch=dispatch
    )
    assert decided.result == [1, "receipt", 1]
    assert charged == 1


async def test_the_host_can_ask_the_execution_to_suspend(
    executor: codemode.Executor, executor2: codemode.Executor
) -> None:
    asked = asyncio.Event()

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        if args_json == "[1]":
            asked.set()
        return json.dumps({"result": args_json})

    code = "async () => { const a = await store.get(1); await new Promise((r) => setTimeout(r, 100)); return [a, await store.get(2)] }"
    first = await executor.execute(code, providers=PROVIDERS, dispatch=dispatch, durable=True, suspend_signal=asked)
    assert first.error_kind == "suspended"
    assert first.error == "The execution suspended: the host asked it to."
    assert first.suspended is not None
    assert first.suspended.pending == []
    out = await executor2.execute(resume=Resume(first.suspended.checkpoint), dispatch=dispatch)
    assert out.result == ["[1]", "[2]"]


async def test_examples_durable_py_survives_kill_9_mid_program(daemon: Daemon, tmp_path: Path) -> None:
    # Async, so the session's event loop keeps answering the daemon's pings
    # on the shared connection while the example runs.
    steps = tmp_path / "steps.log"
    argv = [sys.executable, str(EXAMPLE), "--url", daemon.url, "--dir", str(tmp_path)]
    first = subprocess.Popen([*argv, "--hang", "3"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (steps.exists() and "done 3\n" in steps.read_text()):
            assert first.poll() is None, "the example exited before step 3"
            assert time.monotonic() < deadline, "step 3 never ran"
            await asyncio.sleep(0.01)
        first.send_signal(signal.SIGKILL)
        await asyncio.to_thread(first.wait, 30)
    finally:
        if first.poll() is None:
            first.kill()
            await asyncio.to_thread(first.wait, 30)
    assert first.returncode == -signal.SIGKILL
    journal = (tmp_path / "journal.jsonl").read_text()
    assert '"kind":"answer","call":2' in journal
    assert '"kind":"answer","call":3' not in journal
    second = await asyncio.to_thread(subprocess.run, argv, capture_output=True, text=True, timeout=60)
    out = second.stdout + second.stderr
    assert second.returncode == 0, out
    assert "call 3 (step 3) was in flight: it happened, answering it from steps.log" in out
    assert '["step 1","step 2","step 3","step 4","step 5"]' in out
    assert steps.read_text() == "done 1\ndone 2\ndone 3\ndone 4\ndone 5\n"
    assert not (tmp_path / "journal.jsonl").exists()


# ---- checkpoints cross between this client and the in-process Go executor ----


@pytest.fixture(scope="module")
def inprocess_bin(tmp_path_factory: pytest.TempPathFactory) -> str:
    """testdata/inprocess built from this repository: one durable execution in
    the in-process Go executor, started or resumed."""
    if os.environ.get("CODEMODE_INPROCESS_BIN"):
        return os.environ["CODEMODE_INPROCESS_BIN"]
    out = tmp_path_factory.mktemp("bin") / "inprocess"
    build = subprocess.run(
        ["go", "build", "-o", str(out), "./clients/python/testdata/inprocess"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    if build.returncode != 0:
        pytest.fail(f"go build ./clients/python/testdata/inprocess failed:\n{build.stderr}")
    return str(out)


def run_inprocess(binary: str, request: dict[str, Any]) -> dict[str, Any]:
    run = subprocess.run([binary], input=json.dumps(request), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    out: dict[str, Any] = json.loads(run.stdout)
    return out


INTERCHANGE = """async () => {
  const a = await store.get(1)
  const r = Math.random(), t = Date.now(), u = crypto.randomUUID()
  await new Promise((resolve) => setTimeout(resolve, 5))
  const ok = await store.approve(a)
  return { a, ok, same: [r, t, u], b: await store.get(2) }
}"""


async def test_a_checkpoint_made_through_this_client_resumes_in_the_in_process_go_executor(
    executor: codemode.Executor, inprocess_bin: str
) -> None:
    h = Host()
    first = await executor.execute(INTERCHANGE, providers=PROVIDERS, dispatch=h.dispatch, durable=True)
    assert first.error_kind == "suspended" and first.suspended is not None
    out = run_inprocess(
        inprocess_bin,
        {"checkpoint": first.suspended.checkpoint, "answers": [{"call": 2, "envelope": '{"result":"yes"}'}]},
    )
    assert out.get("kind") is None, out
    value = json.loads(json.dumps(out["value"]))
    assert value["a"] == "get:[1]"  # the daemon's answer, replayed
    assert value["ok"] == "yes"
    assert value["b"] == "go:get:[2]"  # dispatched live, in Go
    assert out["dispatched"] == ["store.get[2]"]
    # The clock and randomness read before the suspension read the same in Go.
    again = await executor.execute(
        resume=Resume(first.suspended.checkpoint, [Answer(call=2, envelope='{"result":"yes"}')]), dispatch=h.dispatch
    )
    assert again.result["same"] == value["same"]


async def test_a_checkpoint_made_in_the_in_process_go_executor_resumes_through_this_client(
    executor: codemode.Executor, inprocess_bin: str
) -> None:
    made = run_inprocess(inprocess_bin, {"code": INTERCHANGE, "providers": ["store"]})
    assert made["kind"] == "suspended", made
    assert made["message"] == 'The execution suspended at call 2 (store.approve): waiting for approve.'
    assert pending_calls(made["checkpoint"]) == [
        PendingCall(call=2, provider="store", tool="approve", args='["go:get:[1]"]', reason="waiting for approve")
    ]
    h = Host()
    out = await executor.execute(
        resume=Resume(made["checkpoint"], [Answer(call=2, envelope='{"result":"yes"}')]), dispatch=h.dispatch
    )
    assert out.error_kind is None, out.error
    assert out.result["a"] == "go:get:[1]"
    assert out.result["ok"] == "yes"
    assert out.result["b"] == "get:[2]"
    assert h.dispatched == ["store.get[2]"]  # call 1 was Go's, and is not made again
    # And back to Go from the same checkpoint: the same readings.
    back = run_inprocess(
        inprocess_bin, {"checkpoint": made["checkpoint"], "answers": [{"call": 2, "envelope": '{"result":"yes"}'}]}
    )
    assert back["value"]["same"] == out.result["same"]


# ---- more of what the client promises ----


async def test_n_calls_and_k_suspensions_dispatch_exactly_n_times(executor: codemode.Executor) -> None:
    # Every third call suspends; each resume answers it with redispatch, so
    # the host makes it then, once, and the program goes on to the next.
    n = 9
    effects: list[str] = []
    asked: list[str] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str | codemode.SuspendRequest:
        (i,) = json.loads(args_json)
        if i % 3 == 0 and args_json not in asked:
            asked.append(args_json)
            return suspend(f"approve {i}")
        effects.append(args_json)
        return json.dumps({"result": i * 10})

    code = f"async () => {{ let s = 0; for (let i = 1; i <= {n}; i++) s += await store.step(i); return s }}"
    out = await executor.execute(code, providers=PROVIDERS, dispatch=dispatch, durable=True)
    suspensions = 0
    while out.error_kind == "suspended":
        suspensions += 1
        assert out.suspended is not None
        [p] = out.suspended.pending
        assert p.reason == f"approve {json.loads(p.args)[0]}"
        out = await executor.execute(
            resume=Resume(out.suspended.checkpoint, [Answer(call=p.call, redispatch=True)]), dispatch=dispatch
        )
    assert out.error_kind is None, out.error
    assert out.result == sum(i * 10 for i in range(1, n + 1))
    assert suspensions == 3
    # Each of the n calls took effect exactly once, in program order, over four runs.
    assert effects == [f"[{i}]" for i in range(1, n + 1)]
    assert asked == ["[3]", "[6]", "[9]"]


async def test_every_intent_is_persisted_before_its_call_is_dispatched(executor: codemode.Executor) -> None:
    persisted: list[codemode.JournalEntry] = []

    async def slow_journal(entry: codemode.JournalEntry) -> None:
        await asyncio.sleep(0.005)  # a slow disk: the call must still wait for it
        persisted.append(entry)

    seen: list[bool] = []

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        (i,) = json.loads(args_json)
        seen.append(any(e["kind"] == "call" and e["call"] == i for e in persisted))
        return json.dumps({"result": i})

    code = "async () => (await Promise.all([1, 2, 3, 4].map((i) => store.get(i)))).concat(await store.get(5))"
    out = await executor.execute(code, providers=PROVIDERS, dispatch=dispatch, durable=True, on_journal=slow_journal)
    assert out.result == [1, 2, 3, 4, 5]
    assert seen == [True] * 5
    assert [e["seq"] for e in persisted] == list(range(1, len(persisted) + 1))


async def test_a_journal_the_host_cannot_persist_stops_dispatching_and_suspends(executor: codemode.Executor) -> None:
    dispatched: list[str] = []

    def failing_journal(entry: codemode.JournalEntry) -> None:
        if entry["kind"] == "call" and entry["call"] == 2:
            raise OSError("disk full")

    async def dispatch(provider: str, tool: str, args_json: str) -> str:
        dispatched.append(args_json)
        return json.dumps({"result": args_json})

    code = "async () => [await store.get(1), await store.get(2), await store.get(3)]"
    out = await executor.execute(code, providers=PROVIDERS, dispatch=dispatch, durable=True, on_journal=failing_journal)
    assert out.error_kind == "suspended"
    assert out.error == (
        "The execution suspended at call 2 (store.get): the host could not persist the journal: disk full."
    )
    assert dispatched == ["[1]"]
    assert out.suspended is not None
    [p] = out.suspended.pending
    assert (p.call, p.args, p.ambiguous) == (2, "[2]", False)
    # The daemon's checkpoint is whole: redispatching the call finishes the program.
    done = await executor.execute(resume=Resume(out.suspended.checkpoint, [Answer(call=2, redispatch=True)]), dispatch=dispatch)
    assert done.result == ["[1]", "[2]", "[3]"]
    assert dispatched == ["[1]", "[2]", "[3]"]


async def test_a_suspend_in_an_execution_that_is_not_durable_fails_the_call_catchably(
    executor: codemode.Executor,
) -> None:
    out = await executor.execute(
        "async () => { try { await store.approve() } catch (e) { return e.message } }",
        providers=PROVIDERS,
        dispatch=Host().dispatch,
    )
    assert out.result == "The call asked to suspend the execution (waiting for approve), but the execution is not durable."
    assert out.suspended is None


async def test_a_responder_under_create_envelope_dispatch_can_suspend(executor: codemode.Executor) -> None:
    def respond(provider: str, tool: str, args_json: str) -> Any:
        if tool == "transfer":
            return suspend("needs approval")
        if tool == "refund":
            raise suspend("needs a manager")
        return 100

    dispatch = codemode.create_envelope_dispatch(None, respond)
    code = "async () => { const b = await bank.balance(); return await bank.transfer(b / 2) }"
    first = await executor.execute(code, providers=[{"name": "bank"}], dispatch=dispatch, durable=True)
    assert first.error == "The execution suspended at call 2 (bank.transfer): needs approval."
    second = await executor.execute(
        "async () => bank.refund(1)", providers=[{"name": "bank"}], dispatch=dispatch, durable=True
    )
    assert second.error == "The execution suspended at call 1 (bank.refund): needs a manager."


async def test_the_durable_refusals_carry_their_pinned_texts(executor: codemode.Executor) -> None:
    h = Host()
    first = await executor.execute(
        "async () => [await store.get(1), await store.approve()]", providers=PROVIDERS, dispatch=h.dispatch, durable=True
    )
    assert first.suspended is not None
    checkpoint = first.suspended.checkpoint
    cases: list[tuple[Resume, str, str]] = [
        (
            Resume(checkpoint),
            "request",
            "Call 2 (store.approve) is waiting for an answer (waiting for approve): give one in Resume.Answers.",
        ),
        (
            Resume(checkpoint, [Answer(call=2, envelope="{}"), Answer(call=7, envelope="{}")]),
            "request",
            "Call 7 is not waiting for an answer in this checkpoint.",
        ),
        (
            Resume({**json.loads(checkpoint), "checkpoint": 2}),
            "checkpoint",
            "The checkpoint is version 2; this executor reads version 1.",
        ),
    ]
    for resume, kind, text in cases:
        out = await executor.execute(resume=resume, dispatch=h.dispatch)
        assert (out.error_kind, out.error) == (kind, text)
    retain = await executor.execute("async () => 1", durable=True, retain_handles=True)
    assert (retain.error_kind, retain.error) == (
        "request",
        "A durable execution cannot retain handles: set either Durable (or Resume) or RetainHandles.",
    )
    torn = await executor.execute(resume=Resume({"checkpoint": 1, "journal": [{"seq": 1, "kind": "call"}]}))
    assert torn.error_kind == "checkpoint"
    assert torn.error is not None and torn.error.startswith("The checkpoint cannot be read: ")
    assert h.dispatched == ["store.get[1]", "store.approve[]"]


@pytest.mark.parametrize(
    ("resume", "why"),
    [
        (Resume("not json"), "Not a codemode checkpoint: it is not JSON"),
        (Resume('{"journal": []}'), "Not a codemode checkpoint: it needs a numeric checkpoint version"),
        (Resume('{"checkpoint": true, "journal": []}'), "Not a codemode checkpoint: it needs a numeric checkpoint version"),
        (Resume('{"checkpoint": 1, "journal": {}}'), "Not a codemode checkpoint: it needs a numeric checkpoint version"),
        (Resume('{"checkpoint":1,"journal":[]}', [Answer(call=0, envelope="{}")]), "Answer.call must be a call number"),
        (Resume('{"checkpoint":1,"journal":[]}', [Answer(call=True, envelope="{}")]), "Answer.call must be a call number"),
        (Resume('{"checkpoint":1,"journal":[]}', [Answer(call=2)]), "the answer to call 2 needs an envelope"),
        (
            Resume('{"checkpoint":1,"journal":[]}', [Answer(call=2, envelope="{}", redispatch=True)]),
            "the answer to call 2 has both an envelope and redispatch",
        ),
        (Resume('{"checkpoint":1,"journal":[]}', [{"call": 2, "answer": "{}"}]), "an answer has no member 'answer'"),
        (Resume('{"checkpoint":1,"journal":[]}', ["2"]), "an answer must be an Answer or a dict, not str"),  # type: ignore[list-item]
    ],
)
async def test_a_resume_that_cannot_be_sent_is_a_request_error(
    executor: codemode.Executor, resume: Resume, why: str
) -> None:
    out = await executor.execute(resume=resume)
    assert out.error_kind == "request"
    assert out.error is not None and out.error.startswith("The request cannot be sent: " + why), out.error


async def test_a_resume_given_as_a_dict_answer_and_bytes_checkpoint_works(executor: codemode.Executor) -> None:
    h = Host()
    first = await executor.execute(
        "async () => await store.approve()", providers=PROVIDERS, dispatch=h.dispatch, durable=True
    )
    assert first.suspended is not None
    out = await executor.execute(
        resume=Resume(first.suspended.checkpoint.encode(), [{"call": 1, "envelope": '{"result":"ok"}'}]),
        dispatch=h.dispatch,
    )
    assert out.result == "ok"
    assert first.to_dict()["suspended"]["pending"] == [
        {"call": 1, "provider": "store", "tool": "approve", "args": "[]", "reason": "waiting for approve", "ambiguous": False}
    ]


def test_checkpoint_from_journal_refuses_what_cannot_be_a_journal() -> None:
    start = {"seq": 1, "kind": "start", "start": {"code": "async () => 1"}}
    with pytest.raises(ValueError, match="^A journal begins with its start entry.$"):
        checkpoint_from_journal([])
    with pytest.raises(ValueError, match="^A journal begins with its start entry.$"):
        checkpoint_from_journal([{"seq": 1, "kind": "call"}])
    with pytest.raises(ValueError, match="^Journal entry 2 has seq 3: the journal has a gap or is out of order.$"):
        checkpoint_from_journal([start, {"seq": 3, "kind": "clock"}])
    with pytest.raises(ValueError, match="^Journal entry 1 has seq True"):
        checkpoint_from_journal([{**start, "seq": True}])
    assert json.loads(checkpoint_from_journal([start])) == {"checkpoint": 1, "journal": [start]}


def test_pending_calls_reads_every_kind_of_waiting_call() -> None:
    journal = [
        {"seq": 1, "kind": "start", "start": {}},
        {"seq": 2, "kind": "call", "call": 1, "provider": "a", "tool": "x", "args": "[]"},
        {"seq": 3, "kind": "fetch", "call": 2, "fetch": {"method": "GET", "url": "https://example.com/"}},
        {"seq": 4, "kind": "call", "call": 3, "provider": "a", "tool": "y", "args": "[1]"},
        {"seq": 5, "kind": "suspend", "call": 3, "reason": "later"},
        {"seq": 6, "kind": "answer", "call": 1, "envelope": "{}"},
        {"seq": 7, "kind": "call", "call": 4, "provider": "a", "tool": "z", "args": "[]"},
        {"seq": 8, "kind": "fetched", "call": 4, "envelope": "{}"},
        {"seq": 9, "kind": "timer", "timer": 1},
    ]
    assert pending_calls({"checkpoint": 1, "journal": journal}) == [
        PendingCall(call=2, fetch={"method": "GET", "url": "https://example.com/"}, ambiguous=True),
        PendingCall(call=3, provider="a", tool="y", args="[1]", reason="later"),
    ]
    # A suspended call dispatched again after a resume is unknown again until it answers.
    again = [*journal, {"seq": 10, "kind": "call", "call": 3, "provider": "a", "tool": "y", "args": "[1]"}]
    assert pending_calls({"checkpoint": 1, "journal": again})[1] == PendingCall(
        call=3, provider="a", tool="y", args="[1]", ambiguous=True
    )


def test_the_blocking_client_suspends_and_resumes(daemon: Daemon) -> None:
    entries: list[codemode.JournalEntry] = []
    stop = threading.Event()

    def dispatch(provider: str, tool: str, args_json: str) -> str:
        if tool == "approve":
            raise suspend("by hand")
        if args_json == "[1]":
            stop.set()
        return json.dumps({"result": args_json})

    with sync_connect(daemon.url) as executor:
        first = executor.execute(
            "async () => [await store.approve(), await store.get(1), await new Promise((r) => setTimeout(() => r(2), 1000))]",
            providers=PROVIDERS,
            dispatch=dispatch,
            durable=True,
            on_journal=entries.append,
        )
        assert first.error == "The execution suspended at call 1 (store.approve): by hand."
        assert first.suspended is not None
        second = executor.execute(
            resume=Resume(checkpoint_from_journal(entries), [Answer(call=1, envelope='{"result":0}')]),
            dispatch=dispatch,
            on_journal=entries.append,
            suspend_signal=stop,
        )
        assert second.error == "The execution suspended: the host asked it to."
        assert second.suspended is not None
        # The resumed run streamed only its new entries: the kept journal is still one checkpoint.
        assert json.loads(second.suspended.checkpoint)["journal"] == entries
        third = executor.execute(resume=Resume(checkpoint_from_journal(entries)), dispatch=dispatch)
        assert third.result == [0, "[1]", 2]


async def test_a_fetch_before_the_suspension_is_replayed_not_fetched_again(
    executor: codemode.Executor, executor2: codemode.Executor
) -> None:
    fetched: list[str] = []

    async def outbound(request: codemode.OutboundRequest) -> codemode.OutboundResponse:
        fetched.append(f"{request.method} {request.url}")
        return codemode.OutboundResponse(status=201, headers={"content-type": "text/plain"}, body=b"hello \xe2\x9c\x93")

    h = Host()
    entries: list[codemode.JournalEntry] = []
    code = """async () => {
      const r = await fetch('https://api.example.com/x', { method: 'POST', body: 'q' })
      const t = await r.text()
      return [t, r.status, r.headers.get('content-type'), await store.approve(t)]
    }"""
    first = await executor.execute(
        code, providers=PROVIDERS, dispatch=h.dispatch, outbound=outbound, durable=True, on_journal=entries.append
    )
    assert first.error == 'The execution suspended at call 2 (store.approve): waiting for approve.', first.error
    assert [e["kind"] for e in entries] == ["start", "fetch", "fetched", "call", "suspend"]
    assert entries[1]["call"] == 1 and entries[1]["fetch"]["method"] == "POST"
    # On another daemon, with an outbound that must not be called.
    async def refuse(request: codemode.OutboundRequest) -> codemode.OutboundResponse:
        raise AssertionError("a journaled fetch was made again")

    out = await executor2.execute(
        resume=Resume(checkpoint_from_journal(entries), [Answer(call=2, envelope='{"result":"approved"}')]),
        dispatch=h.dispatch,
        outbound=refuse,
    )
    assert out.error_kind is None, out.error
    assert out.result == ["hello ✓", 201, "text/plain", "approved"]
    assert fetched == ["POST https://api.example.com/x"]
