"""The commonest mistakes in model-written programs, as the client reports them
against a real ``codemode serve`` (the cases of clients/js/test/mistakes.test.js):
a forgotten ``await``, and a rejection nobody handled."""

from __future__ import annotations

import codemode

PROVIDERS: list[codemode.Provider] = [{"name": "store", "tools": ["listUsers", "fail"]}]


async def dispatch(provider: str, tool: str, args_json: str) -> str:
    """store.listUsers answers one user; store.fail rejects with "upstream down"."""
    return '{"error":"upstream down"}' if tool == "fail" else '{"result":[{"id":1}]}'


async def test_a_promise_left_in_the_result_names_its_path(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => ({ users: store.listUsers() })", providers=PROVIDERS, dispatch=dispatch
    )
    assert out.error_kind == "result_invalid"
    assert out.error == (
        "The result cannot be returned: result.users is a Promise that was not awaited."
        " Await it before returning it (for several, await Promise.all([...]))."
    )
    assert not out.has_result


async def test_an_unhandled_rejection_is_a_warning_line_and_counted(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => { const p = store.fail(); p.then((x) => x); await p.catch(() => {}); return 1 }",
        providers=PROVIDERS,
        dispatch=dispatch,
    )
    assert out.to_dict() == {
        "result": 1,
        "logs": ["[warn] Unhandled promise rejection: Error: upstream down"],
        "unhandled_rejections": 1,
    }


async def test_a_clean_run_has_exactly_result_and_logs(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => (await store.listUsers()).length", providers=PROVIDERS, dispatch=dispatch
    )
    assert out.to_dict() == {"result": 1, "logs": []}
    assert out.unhandled_rejections == 0


async def test_a_rejection_handled_later_is_not_reported(executor: codemode.Executor) -> None:
    out = await executor.execute(
        code="async () => { const p = store.fail(); await null; try { await p } catch {} return 2 }",
        providers=PROVIDERS,
        dispatch=dispatch,
    )
    assert out.to_dict() == {"result": 2, "logs": []}


async def test_error_kind_is_one_of_the_generated_constants(executor: codemode.Executor) -> None:
    """The kinds are constants generated from the catalogue of failures
    (internal/failures/catalogue.json): what the daemon reports is one of them."""
    assert codemode.ErrorKind.THROWN == "thrown"
    out = await executor.execute(code='async () => { throw new Error("x") }', providers=PROVIDERS, dispatch=dispatch)
    assert out.error_kind == codemode.ErrorKind.THROWN
    bad = await executor.execute(code="async () => {", providers=PROVIDERS, dispatch=dispatch)
    assert bad.error_kind == codemode.ErrorKind.SYNTAX
    assert bad.error_kind in codemode.ALL_ERROR_KINDS
