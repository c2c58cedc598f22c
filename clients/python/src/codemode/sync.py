"""A blocking wrapper of the client, for scripts that are not async.

::

    from codemode.sync import connect

    with connect("ws://127.0.0.1:7411/v1") as executor:
        out = executor.execute("async () => 6 * 7")
        print(out.result)

The connection runs on an event loop in a background thread. ``dispatch``
and ``outbound`` may be plain functions: each call runs on a worker thread
(so calls in a ``Promise.all`` still run concurrently), and its context's
``invoke`` blocks until the program's function returns. An ``async`` function
(such as the one :func:`codemode.create_envelope_dispatch` builds) works too:
it runs to completion on the worker thread, and the responder inside it gets
the same blocking context.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import inspect
import threading
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from typing import Any, TypeVar

from .durable import Resume
from .client import (
    DEFAULT_MAX_MESSAGE_BYTES,
    DispatchContext,
    DispatchFunction,
    EventFunction,
    ExecuteResult,
    Executor,
    JournalFunction,
    Limits,
    OutboundFunction,
    OutboundRequest,
    Provider,
    Retained,
    RetainedEnd,
)
from .client import connect as _async_connect
from .protocol import Handle, _call_with_optional_context, _wants_context

__all__ = ["SyncDispatchContext", "SyncExecutor", "SyncRetained", "connect"]

T = TypeVar("T")


class SyncDispatchContext:
    """The context a plain dispatch or outbound function gets in the blocking client."""

    def __init__(self, context: DispatchContext, loop: asyncio.AbstractEventLoop) -> None:
        self._context = context
        self._loop = loop

    @property
    def execution_id(self) -> str:
        """The client's id of the execution (``e1``, ``e2``, ...)."""
        return self._context.execution_id

    @property
    def cancelled(self) -> bool:
        """True once the execution ended early; a long tool should check it and stop."""
        return self._context.cancelled

    def invoke(self, handle: Handle | str, *args: Any, timeout: float | None = None) -> Any:
        """Calls a function of the program and returns its value; raises
        :class:`codemode.HandleError` when it threw or cannot be invoked."""
        future = asyncio.run_coroutine_threadsafe(self._context.invoke(handle, *args), self._loop)
        return future.result(timeout)


class SyncRetained:
    """A retained execution, driven from blocking code."""

    def __init__(self, retained: Retained, runner: _Runner) -> None:
        self._retained = retained
        self._runner = runner

    def invoke(self, handle: Handle | str, *args: Any, timeout: float | None = None) -> Any:
        """Calls a function of the program, as ``Retained.invoke`` does."""
        return self._runner.run(self._retained.invoke(handle, *args), timeout)

    def release(self, timeout: float | None = None) -> RetainedEnd | None:
        """Ends it and returns why it ended (None when released normally)."""
        return self._runner.run(self._retained.release(), timeout)

    def wait_ended(self, timeout: float | None = None) -> RetainedEnd | None:
        """Blocks until it has ended and returns why (None when released or nothing was left to run)."""

        async def wait() -> RetainedEnd | None:
            return await asyncio.shield(self._retained.ended)

        return self._runner.run(wait(), timeout)

    def __enter__(self) -> SyncRetained:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


class _Runner:
    """An event loop on a daemon thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.pool = concurrent.futures.ThreadPoolExecutor(thread_name_prefix="codemode-tool")
        self._thread = threading.Thread(target=self.loop.run_forever, name="codemode-client", daemon=True)
        self._thread.start()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float | None = None) -> T:
        if threading.current_thread() is self._thread:
            coro.close()
            raise RuntimeError("the blocking client cannot be used from its own event loop thread")
        future = asyncio.run_coroutine_threadsafe(coro, self.loop)
        try:
            return future.result(timeout)
        except BaseException:
            future.cancel()
            raise

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)
        self.loop.close()
        self.pool.shutdown(wait=False, cancel_futures=True)


async def _bridge(source: threading.Event, target: asyncio.Event) -> None:
    """Sets target, on its loop, once source is set by another thread."""
    while not source.is_set():
        await asyncio.sleep(0.01)
    target.set()


def _complete(value: Any) -> Any:
    """Runs an awaitable a plain function returned to completion, on this worker thread."""
    if not inspect.isawaitable(value):
        return value

    async def wait() -> Any:
        return await value

    return asyncio.run(wait())


class SyncExecutor:
    """One connection to a daemon, with blocking methods."""

    def __init__(self, executor: Executor, runner: _Runner) -> None:
        self._executor = executor
        self._runner = runner
        self.server = executor.server
        """The daemon's name and version, from welcome."""
        self.max_limits = executor.max_limits
        """The daemon's maximum limits."""

    def __enter__(self) -> SyncExecutor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def execute(
        self,
        code: str | None = None,
        *,
        providers: Sequence[Provider] | None = None,
        dispatch: DispatchFunction | None = None,
        outbound: OutboundFunction | None = None,
        retain_handles: bool = False,
        limits: Limits | Mapping[str, int] | None = None,
        durable: bool = False,
        on_journal: JournalFunction | None = None,
        resume: Resume | None = None,
        suspend_signal: threading.Event | None = None,
        timeout: float | None = None,
        max_wait_ms: int | None = None,
        clock_ms: Callable[[], int] | None = None,
        on_event: EventFunction | None = None,
    ) -> ExecuteResult[SyncRetained]:
        """Runs one program, as :meth:`codemode.Executor.execute` does, and blocks
        until it settles. ``timeout`` (seconds) stops waiting and cancels the
        execution (``TimeoutError``); the program's own limit is ``limits``.
        A retained execution is ``result.retained`` as a :class:`SyncRetained`.

        ``durable``, ``on_journal``, ``resume``, ``max_wait_ms`` and
        ``clock_ms`` are as for the async client;
        ``on_journal`` runs on the client's thread, and nothing further is read
        from the daemon until it returns. Setting the ``threading.Event``
        ``suspend_signal`` asks the running execution to suspend. ``on_event``
        is as for the async client and runs on the client's thread."""
        loop = self._runner.loop
        pool = self._runner.pool
        # Anything that is not a function is passed on as it is, for execute to refuse.
        wrapped_dispatch: DispatchFunction | None = dispatch
        if dispatch is not None and callable(dispatch):
            user_dispatch = dispatch
            wants = _wants_context(dispatch)

            async def run_dispatch(provider: str, tool: str, args_json: str, context: DispatchContext) -> Any:
                sync_context = SyncDispatchContext(context, loop)
                return await loop.run_in_executor(
                    pool,
                    lambda: _complete(
                        _call_with_optional_context(user_dispatch, wants, provider, tool, args_json, sync_context)
                    ),
                )

            wrapped_dispatch = run_dispatch
        wrapped_outbound: OutboundFunction | None = outbound
        if outbound is not None and callable(outbound):
            user_outbound = outbound
            wants_outbound = _wants_context(outbound, 2)

            async def run_outbound(request: OutboundRequest, context: DispatchContext) -> Any:
                sync_context = SyncDispatchContext(context, loop)
                if inspect.iscoroutinefunction(user_outbound):
                    # An async outbound (allow_hosts) runs on the client's loop,
                    # so an abort cancels it.
                    call: Awaitable[Any] = (
                        user_outbound(request, sync_context) if wants_outbound else user_outbound(request)
                    )
                    return await call
                return await loop.run_in_executor(
                    pool,
                    lambda: _complete(
                        user_outbound(request, sync_context) if wants_outbound else user_outbound(request)
                    ),
                )

            wrapped_outbound = run_outbound

        async def run() -> ExecuteResult[Retained]:
            signal: asyncio.Event | None = None
            watcher: asyncio.Task[None] | None = None
            if suspend_signal is not None:
                if not isinstance(suspend_signal, threading.Event):
                    raise TypeError(f"suspend_signal must be a threading.Event, not {type(suspend_signal).__name__}")
                signal = asyncio.Event()
                watcher = asyncio.ensure_future(_bridge(suspend_signal, signal))
            try:
                return await self._executor.execute(
                    code,
                    providers=providers,
                    dispatch=wrapped_dispatch,
                    outbound=wrapped_outbound,
                    retain_handles=retain_handles,
                    limits=limits,
                    durable=durable,
                    on_journal=on_journal,
                    resume=resume,
                    suspend_signal=signal,
                    max_wait_ms=max_wait_ms,
                    clock_ms=clock_ms,
                    on_event=on_event,
                )
            finally:
                if watcher is not None:
                    watcher.cancel()

        try:
            out = self._runner.run(run(), timeout)
        except concurrent.futures.TimeoutError:
            raise TimeoutError(f"the execution did not settle within {timeout}s; it was cancelled") from None
        fields = {f.name: getattr(out, f.name) for f in dataclasses.fields(out) if f.name != "retained"}
        retained = SyncRetained(out.retained, self._runner) if out.retained is not None else None
        return ExecuteResult[SyncRetained](**fields, retained=retained)

    def close(self) -> None:
        """Closes the connection and stops its thread."""
        try:
            self._runner.run(self._executor.close(), 30)
        finally:
            self._runner.stop()


def connect(
    url: str,
    *,
    token: str | None = None,
    on_protocol_error: Callable[[dict[str, Any]], None] | None = None,
    max_message_bytes: int | None = DEFAULT_MAX_MESSAGE_BYTES,
    open_timeout: float = 10.0,
    ping_interval: float | None = 20.0,
    ping_timeout: float | None = 20.0,
) -> SyncExecutor:
    """Connects to a daemon, as :func:`codemode.connect` does, and returns a
    :class:`SyncExecutor` (use it with ``with``, or call ``close()``)."""
    runner = _Runner()
    try:

        async def open_() -> Executor:
            return await _async_connect(
                url,
                token=token,
                on_protocol_error=on_protocol_error,
                max_message_bytes=max_message_bytes,
                open_timeout=open_timeout,
                ping_interval=ping_interval,
                ping_timeout=ping_timeout,
            )

        executor = runner.run(open_())
    except BaseException:
        runner.stop()
        raise
    return SyncExecutor(executor, runner)
