"""The asyncio client of the codemode daemon (``codemode serve``).

One WebSocket carries many executions. Every tool call, fetch and handle
invocation a program makes comes back over it to this process, where the
tools and the credentials are. The wire protocol is docs/protocol.md in the
codemode repository.
"""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import inspect
import json
from collections.abc import Awaitable, Callable, Generator, Mapping, Sequence
from typing import Any, Generic, Literal, TypedDict, TypeVar, Union

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as _ws_connect
from websockets.asyncio.client import unix_connect as _ws_unix_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from .durable import (
    JournalEntry,
    Resume,
    Suspended,
    SuspendRequest,
    _suspended_of,
)
from .kinds import TEXT_CONNECTION_LOST
from .protocol import (
    HANDLE_TAG,
    TEXT_ALREADY_COMPLETED,
    Handle,
    _call_with_optional_context,
    _wants_context,
    _loads,
    _loads_iterative,
    error_envelope,
    stringify_for_dispatch,
    tool_not_found_text,
)

__all__ = [
    "CLIENT_NAME",
    "TEXT_CONNECTION_LOST",
    "ConnectError",
    "DispatchContext",
    "DispatchFunction",
    "ExecuteResult",
    "Executor",
    "HandleError",
    "JournalFunction",
    "Limits",
    "OutboundFunction",
    "OutboundRequest",
    "OutboundResponse",
    "Provider",
    "Retained",
    "RetainedEnd",
    "connect",
]

PROTOCOL_VERSION = 1
CLIENT_NAME = "codemode-client-python/0.1.0"
"""What the client calls itself in ``hello``."""

DEFAULT_MAX_MESSAGE_BYTES = 64 << 20

# Error kinds after which the program's calls still in flight are cut off
# (their tasks are cancelled), as the in-process executor cancels their
# context. After other failures, and after a normal return, calls in flight
# keep running until they finish.
_ABORTING_KINDS = frozenset({"timeout", "cancelled", "memory", "worker", "connection", "overloaded", "suspended"})

def _ended_text(handle_id: str) -> str:
    return f'Handle "{handle_id}" cannot be invoked: its execution has ended.'


def _message_of(error: BaseException) -> str:
    return str(error) if str(error) != "" else type(error).__name__


class ConnectError(Exception):
    """Connecting failed. ``code`` is the daemon's error code (``unauthorized``,
    ``unsupported_version``, ...), ``http_<status>`` for another refused
    upgrade, or ``connection`` when no connection could be made or it closed
    before ``welcome``."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


class HandleError(Exception):
    """Invoking a handle failed. ``thrown`` is True when the program's function
    threw (the message is what it threw, e.g. ``TypeError: nope``); otherwise
    the message says why it could not be invoked (its execution has ended, the
    handle is unknown, the connection was lost)."""

    def __init__(self, message: str, thrown: bool = False) -> None:
        super().__init__(message)
        self.thrown = thrown


class _ProviderName(TypedDict):
    name: str
    """An ASCII identifier, not a reserved word, not reserved (the daemon checks)."""


class Provider(_ProviderName, total=False):
    """A provider declaration: the name the program uses, and how its calls are sent."""

    tools: list[str]
    """The tools the model was told about (informational: every name a program reads is a tool)."""
    positional_args: bool
    """True (the default): arguments as a JSON array; False: one options object (``{}`` for none)."""
    prelude: str
    """Your source, run after every provider exists and before the program."""
    proxy_source: str
    """Your source replacing the generated proxy; it must declare the name."""


@dataclasses.dataclass(frozen=True)
class Limits:
    """Limits of one execution; 0 means the daemon's default, and values above
    its maxima are clamped to them."""

    timeout_ms: int = 0
    memory_bytes: int = 0
    stack_depth: int = 0
    payload_bytes: int = 0
    result_bytes: int = 0
    log_bytes: int = 0
    tool_calls: int = 0
    concurrent_calls: int = 0
    timers: int = 0
    response_bytes: int = 0
    retention_ms: int = 0

    def to_wire(self) -> dict[str, int]:
        """The limits as the ``execute`` message's ``limits`` member (zero ones left out)."""
        out: dict[str, int] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"Limits.{f.name} must be an int, not {type(value).__name__}")
            if value != 0:
                head, *rest = f.name.split("_")
                out[head + "".join(w.capitalize() for w in rest)] = value
        return out


_LIMIT_NAMES = tuple(f.name for f in dataclasses.fields(Limits))


@dataclasses.dataclass(frozen=True)
class OutboundRequest:
    """One fetch the program made, already checked and normalized by the sandbox."""

    method: str
    """Upper case for the standard methods."""
    url: str
    """An absolute ``http:`` or ``https:`` URL."""
    headers: list[tuple[str, str]]
    """Request headers in order, names in lower case."""
    body: bytes | None
    """The request body, None for none."""
    max_response_bytes: int
    """The largest body the program accepts: read no more than one byte past it."""
    redirect: Literal["follow", "error", "manual"]
    """The program's redirect mode: follow redirects, fail at the first one, or answer with the 3xx itself."""


@dataclasses.dataclass
class OutboundResponse:
    """The answer to a fetch."""

    status: int = 200
    status_text: str = ""
    headers: Sequence[tuple[str, str]] | Mapping[str, str] = ()
    body: bytes | bytearray | memoryview | str | None = None
    """A str is sent as UTF-8."""
    url: str = ""
    """The final URL after redirects; empty means the request's."""


class DispatchContext:
    """What a dispatch or outbound function gets as its fourth (second) argument."""

    def __init__(self, execution: _Execution) -> None:
        self._execution = execution

    @property
    def execution_id(self) -> str:
        """The client's id of the execution (``e1``, ``e2``, ...)."""
        return self._execution.id

    @property
    def cancelled(self) -> bool:
        """True once the execution ended early (a timeout, a cancel, the memory
        limit, a lost connection): calls in flight are then cancelled too."""
        return self._execution.aborted.is_set()

    async def wait_cancelled(self) -> None:
        """Returns when :attr:`cancelled` becomes true."""
        await self._execution.aborted.wait()

    async def invoke(self, handle: Handle | str, *args: Any) -> Any:
        """Calls a function of the program with ``args`` and returns its value
        (decoded as results are: ``bytes`` for a ``Uint8Array``, None for
        undefined). Raises :class:`HandleError` when it threw or cannot be invoked."""
        return await self._execution.invoke(handle, args)


DispatchFunction = Callable[..., Union[str, SuspendRequest, Awaitable[Union[str, SuspendRequest]]]]
"""``dispatch(provider, tool, args_json[, context])``, plain or ``async``,
returning the envelope as a JSON string; see :func:`create_envelope_dispatch`.
In a durable execution it may raise or return :func:`codemode.suspend` to
suspend the execution at this call."""

JournalFunction = Callable[[JournalEntry], Union[None, Awaitable[None]]]
"""``on_journal(entry)``, plain or ``async``: receives each journal entry of a
durable execution as it is written, before the effect it records."""

OutboundFunction = Callable[..., Union[OutboundResponse, Awaitable[OutboundResponse]]]
"""``outbound(request[, context])``, plain or ``async``, performing a fetch;
raising makes the program's fetch reject with ``TypeError: fetch failed: <message>``."""


@dataclasses.dataclass(frozen=True)
class RetainedEnd:
    """Why a retained execution ended, when a limit, a shutdown or the connection ended it."""

    error: str
    error_kind: str


class Retained:
    """An execution kept after it settled (``retain_handles=True``): its timers
    keep firing and its handles can be invoked until it is released.

    ``async with result.retained as retained:`` releases it on the way out.
    """

    def __init__(self, execution: _Execution) -> None:
        self._execution = execution
        self.ended: asyncio.Future[RetainedEnd | None] = asyncio.get_running_loop().create_future()
        """Resolves when it has ended: None when released or nothing was left to
        run, a :class:`RetainedEnd` when a limit, a shutdown or the connection ended it."""

    async def invoke(self, handle: Handle | str, *args: Any) -> Any:
        """Calls a function of the program, as ``context.invoke`` does."""
        return await self._execution.invoke(handle, args)

    async def release(self) -> RetainedEnd | None:
        """Ends it and returns what :attr:`ended` resolves with. Safe to call more than once."""
        if self._execution.live:
            await self._execution.link.send({"type": "release", "id": self._execution.id})
        return await asyncio.shield(self.ended)

    async def __aenter__(self) -> Retained:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.release()


R = TypeVar("R")


@dataclasses.dataclass
class ExecuteResult(Generic[R]):
    """What an execution gave: ``result`` when it completed, ``error`` and
    ``error_kind`` when it did not. ``logs`` holds its console lines in order."""

    result: Any = None
    """The program's value through JSON (None also for undefined: see ``has_result``);
    a ``Uint8Array`` in it is ``bytes``, other binary a :class:`Binary`."""
    error: str | None = None
    """The failure's pinned text, e.g. ``TypeError: boom`` or ``Execution timed out after 30s.``"""
    error_kind: str | None = None
    """``syntax``, ``thrown``, ``timeout``, ``memory``, ``cancelled``, ``provider``, ``connection``, ..."""
    logs: list[str] = dataclasses.field(default_factory=list)
    line: int | None = None
    """1-based position of a syntax error in the program as written."""
    column: int | None = None
    stack: str | None = None
    """The stack of an uncaught Error, positions in the program."""
    has_result: bool = False
    """False when the program returned undefined (or failed)."""
    retained: R | None = None
    """Set when the request asked for ``retain_handles`` and the daemon kept the execution."""
    unhandled_rejections: int = 0
    """How many promises rejected with no handler while the program ran (usually a
    tool call whose ``await`` was forgotten); each is also a
    ``[warn] Unhandled promise rejection: ...`` line in ``logs``. 0 when it failed."""
    suspended: Suspended | None = None
    """Set when a durable execution suspended (kind ``suspended``) or stopped at
    an ambiguous call (kind ``ambiguous``): its checkpoint and the calls it waits on."""

    @property
    def ok(self) -> bool:
        """True when the program completed."""
        return self.error_kind is None

    def to_dict(self) -> dict[str, Any]:
        """The result in the JavaScript client's shape, keys in snake case:
        ``{"result": ..., "logs": [...]}`` (no ``result`` for undefined, and
        ``unhandled_rejections`` only when not 0) or
        ``{"error": ..., "error_kind": ..., "line"?, "column"?, "stack"?, "logs": [...]}``."""
        out: dict[str, Any] = {}
        if self.error_kind is not None:
            out["error"] = self.error
            out["error_kind"] = self.error_kind
            for name in ("line", "column", "stack"):
                if getattr(self, name):
                    out[name] = getattr(self, name)
            if self.suspended is not None:
                out["suspended"] = {
                    "checkpoint": self.suspended.checkpoint,
                    "pending": [
                        {k: v for k, v in dataclasses.asdict(p).items() if v is not None}
                        for p in self.suspended.pending
                    ],
                }
        elif self.has_result:
            out["result"] = self.result
        out["logs"] = self.logs
        if self.unhandled_rejections:
            out["unhandled_rejections"] = self.unhandled_rejections
        return out


class _Connect:
    """What :func:`connect` returns: await it, or use it with ``async with``."""

    def __init__(self, url: str, options: dict[str, Any]) -> None:
        self._url = url
        self._options = options
        self._executor: Executor | None = None

    def __await__(self) -> Generator[Any, None, Executor]:
        return self._open().__await__()

    async def __aenter__(self) -> Executor:
        self._executor = await self._open()
        return self._executor

    async def __aexit__(self, *exc: object) -> None:
        if self._executor is not None:
            await self._executor.close()

    async def _open(self) -> Executor:
        return await _open(self._url, **self._options)


def connect(
    url: str,
    *,
    token: str | None = None,
    on_protocol_error: Callable[[dict[str, Any]], None] | None = None,
    max_message_bytes: int | None = DEFAULT_MAX_MESSAGE_BYTES,
    open_timeout: float = 10.0,
    ping_interval: float | None = 20.0,
    ping_timeout: float | None = 20.0,
) -> _Connect:
    """Connects to a codemode daemon and says hello.

    ``url`` is ``ws://HOST:PORT/v1``, or a unix socket as the daemon prints it
    (``unix:/path.sock``) or as Node's ``ws`` spells it
    (``ws+unix:///path.sock:/v1``). ``token`` is the daemon's bearer token.
    ``on_protocol_error`` receives the daemon's error messages that do not end
    an execution (``unknown_execution``, ...). Messages from the daemon larger
    than ``max_message_bytes`` close the connection. The client pings the
    daemon every ``ping_interval`` seconds; a daemon that does not answer
    within ``ping_timeout`` (a silent partition) is taken as lost, and the
    executions on the connection end with kind ``connection``.

    Use it as ``async with connect(url) as executor:`` (closed on the way out)
    or ``executor = await connect(url)``. Raises :class:`ConnectError`.
    """
    return _Connect(
        url,
        {
            "token": token,
            "on_protocol_error": on_protocol_error,
            "max_message_bytes": max_message_bytes,
            "open_timeout": open_timeout,
            "ping_interval": ping_interval,
            "ping_timeout": ping_timeout,
        },
    )


def _unix_target(url: str) -> tuple[str, str] | None:
    """(socket path, request URI) for a unix-socket URL, None for any other."""
    if url.startswith("unix:"):
        return url[len("unix:") :], "ws://localhost/v1"
    if url.startswith("ws+unix://"):
        rest = url[len("ws+unix://") :]
        path, sep, request_path = rest.partition(":")
        return path, "ws://localhost" + (request_path if sep and request_path else "/")
    return None


async def _open(
    url: str,
    *,
    token: str | None,
    on_protocol_error: Callable[[dict[str, Any]], None] | None,
    max_message_bytes: int | None,
    open_timeout: float,
    ping_interval: float | None,
    ping_timeout: float | None,
) -> Executor:
    headers = {"Authorization": f"Bearer {token}"} if token else None
    options: dict[str, Any] = {
        "additional_headers": headers,
        "compression": None,
        "max_size": max_message_bytes,
        "open_timeout": open_timeout,
        "ping_interval": ping_interval,
        "ping_timeout": ping_timeout,
        # A daemon that stopped answering pings will not answer a close
        # either: do not wait for it longer than for a ping.
        "close_timeout": 10.0 if ping_timeout is None else min(10.0, ping_timeout),
        "user_agent_header": CLIENT_NAME,
    }
    unix = _unix_target(url)
    try:
        if unix is not None:
            ws = await _ws_unix_connect(unix[0], unix[1], **options)
        else:
            ws = await _ws_connect(url, **options)
    except InvalidStatus as e:
        status = e.response.status_code
        if status == 401:
            raise ConnectError(
                "The executor refused the connection: the token is missing or wrong (HTTP 401).", "unauthorized"
            ) from None
        raise ConnectError(f"The executor refused the connection (HTTP {status}).", f"http_{status}") from None
    except (OSError, InvalidHandshake, asyncio.TimeoutError, ValueError) as e:
        raise ConnectError(f"Could not connect to {url}: {_message_of(e)}", "connection") from None

    try:
        hello: dict[str, Any] = {"type": "hello", "version": PROTOCOL_VERSION, "client": CLIENT_NAME}
        if token:
            hello["token"] = token
        await ws.send(json.dumps(hello))
        first = await asyncio.wait_for(ws.recv(), open_timeout)
    except ConnectionClosed:
        await ws.close()
        raise ConnectError("The connection closed before the executor said welcome.", "connection") from None
    except asyncio.TimeoutError:
        await ws.close()
        raise ConnectError(f"The executor did not answer hello within {open_timeout}s.", "connection") from None
    try:
        msg = json.loads(first) if isinstance(first, str) else None
    except ValueError:
        msg = None
    if isinstance(msg, dict) and msg.get("type") == "welcome":
        return Executor(ws, msg, on_protocol_error)
    await ws.close()
    if isinstance(msg, dict) and msg.get("type") == "error":
        code = str(msg.get("code", ""))
        raise ConnectError(str(msg.get("message") or f"The executor refused the connection ({code})."), code)
    if msg is None:
        raise ConnectError("The executor answered hello with something that is not JSON.", "bad_message")
    raise ConnectError(f"The executor answered hello with {json.dumps(msg.get('type'))}.", "bad_message")


class _Link:
    """What an execution may do to its connection; kept off the public surface."""

    def __init__(self, executor: Executor) -> None:
        self._executor = executor
        # Fetches in flight by call number, which is unique on the connection:
        # an abort may come after its execution's done.
        self.fetches: dict[int, asyncio.Task[None]] = {}

    async def send(self, message: dict[str, Any]) -> None:
        await self._executor._send(message)

    def forget(self, execution_id: str) -> None:
        self._executor._live.pop(execution_id, None)

    def spawn(self, coro: Awaitable[None]) -> asyncio.Task[None]:
        return self._executor._spawn(coro)


class Executor:
    """One connection to a daemon; many executions may run on it at once.

    It belongs to the event loop it was connected on; from other threads use
    :mod:`codemode.sync`."""

    def __init__(
        self,
        ws: ClientConnection,
        welcome: dict[str, Any],
        on_protocol_error: Callable[[dict[str, Any]], None] | None,
    ) -> None:
        self._ws = ws
        self._next = 0
        self._live: dict[str, _Execution] = {}
        self._lost = False
        self._on_protocol_error = on_protocol_error
        self._tasks: set[asyncio.Task[None]] = set()
        self._link = _Link(self)
        self.server: str = str(welcome.get("server", ""))
        """The daemon's name and version, from welcome."""
        max_limits = welcome.get("maxLimits")
        self.max_limits: dict[str, Any] = dict(max_limits) if isinstance(max_limits, dict) else {}
        """The daemon's maximum limits (wire names: ``timeoutMs``, ...); larger requested limits are clamped."""
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def __aenter__(self) -> Executor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def execute(
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
        suspend_signal: asyncio.Event | None = None,
    ) -> ExecuteResult[Retained]:
        """Runs one program and returns its :class:`ExecuteResult`.

        Never raises for anything the program or the daemon did: a failure is
        the result's ``error`` and ``error_kind``; a request that cannot be
        sent (a provider member of the wrong type, an unknown limit) is kind
        ``request``. ``dispatch`` answers tool calls (absent: every call gets
        ``Tool "<tool>" not found``); ``outbound`` performs fetches (absent: the
        program has no network; see :func:`codemode.allow_hosts`).

        Cancelling the task that awaits this cancels the execution in the
        daemon too.

        Durable executions (docs/durable.md): with ``durable=True`` the daemon
        journals everything the program observes, and a dispatch that raises
        or returns :func:`codemode.suspend` suspends the execution at that
        call: the result has kind ``suspended`` and ``result.suspended``
        (the checkpoint and the pending calls). ``resume=Resume(checkpoint,
        answers)`` continues one on any daemon; ``code``, ``providers`` and
        ``limits`` left out are the checkpoint's. ``on_journal(entry)`` (plain
        or ``async``) receives each journal entry as it is written, before the
        effect it records: the connection reads nothing further until it
        returns, so a call is dispatched only after its intent was persisted.
        If it raises, nothing after that entry is dispatched: each later call
        is answered with a suspension whose reason says why (so the execution
        ends ``suspended``, with the daemon's whole checkpoint), each later
        fetch fails. Setting ``suspend_signal`` asks the running
        execution to suspend at its next wait.
        """
        exec_ = _Execution(self._link, f"e{self._next + 1}", dispatch, outbound, retain_handles)
        exec_.on_journal = on_journal
        self._next += 1
        if self._lost:
            exec_.finish({"kind": "connection", "message": TEXT_CONNECTION_LOST})
            return await exec_.future
        try:
            for name, fn in (("dispatch", dispatch), ("outbound", outbound), ("on_journal", on_journal)):
                if fn is not None and not callable(fn):
                    raise TypeError(f"{name} must be a function, not {type(fn).__name__}")
            if resume is not None and not isinstance(resume, Resume):
                raise TypeError(f"resume must be a codemode.Resume, not {type(resume).__name__}")
            if suspend_signal is not None and not isinstance(suspend_signal, asyncio.Event):
                raise TypeError(f"suspend_signal must be an asyncio.Event, not {type(suspend_signal).__name__}")
            is_durable = durable is True or resume is not None
            request: dict[str, Any] = {"type": "execute", "id": exec_.id}
            # What a resume leaves out is the checkpoint's.
            if code is not None or resume is None:
                request["code"] = _require_str("code", code)
            if providers is not None or resume is None:
                request["providers"] = [_wire_provider(p) for p in (providers or ())]
            if limits is not None or resume is None:
                request["limits"] = _wire_limits(limits)
            request["outbound"] = outbound is not None
            request["retainHandles"] = retain_handles is True
            if is_durable:
                request["durable"] = True
                if on_journal is not None:
                    request["journal"] = True
            if resume is not None:
                request.update(resume.to_wire())
            message = json.dumps(request, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as e:
            exec_.finish({"kind": "request", "message": f"The request cannot be sent: {_message_of(e)}"})
            return await exec_.future
        self._live[exec_.id] = exec_
        exec_.durable = is_durable
        try:
            await self._send_text(message)
            if suspend_signal is not None and is_durable:
                exec_.watch_suspend(suspend_signal)
            return await asyncio.shield(exec_.future)
        except asyncio.CancelledError:
            if exec_.live:
                self._spawn(self._send({"type": "cancel", "id": exec_.id}))
            raise

    async def close(self) -> None:
        """Closes the connection. Executions still running end with the
        connection error; retained ones end."""
        self._lose_connection()
        await self._ws.close()
        try:
            await self._reader
        except Exception:  # the reader reports through _lose_connection
            pass

    def _spawn(self, coro: Awaitable[None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _send(self, message: dict[str, Any]) -> None:
        await self._send_text(json.dumps(message, ensure_ascii=False))

    async def _send_text(self, text: str) -> None:
        if self._lost:
            return
        try:
            await self._ws.send(text)
        except ConnectionClosed:
            self._lose_connection()

    async def _read(self) -> None:
        try:
            async for data in self._ws:
                try:
                    pending = self._receive(data)
                    if pending is not None:
                        # An async on_journal: nothing further is read (so no
                        # call it precedes is dispatched) until it returns.
                        await pending
                except Exception as e:  # a malformed message must not end the connection
                    self._protocol_error(
                        {
                            "type": "error",
                            "code": "bad_message",
                            "message": f"The executor sent a message the client cannot handle: {_message_of(e)}",
                        }
                    )
        except ConnectionClosed:
            pass
        finally:
            self._lose_connection()

    def _lose_connection(self) -> None:
        if self._lost:
            return
        self._lost = True
        live = list(self._live.values())
        self._live.clear()
        for exec_ in live:
            exec_.connection_lost()
        for task in list(self._link.fetches.values()):
            task.cancel()

    def _receive(self, data: str | bytes) -> Awaitable[None] | None:
        if not isinstance(data, str):
            self._protocol_error(
                {"type": "error", "code": "bad_message", "message": "The executor sent a binary frame."}
            )
            return None
        try:
            # The binary and handle rules apply to the whole message: only the
            # values it carries can match them (a message has a type member).
            msg = _loads(data)
        except ValueError:
            self._protocol_error(
                {"type": "error", "code": "bad_message", "message": "The executor sent a message that is not JSON."}
            )
            return None
        if not isinstance(msg, dict):
            return None
        kind = msg.get("type")
        if kind == "error":
            self._protocol_error(msg)
            return None
        if kind == "abort":
            call = msg.get("call")
            task = self._link.fetches.pop(call, None) if isinstance(call, int) else None
            if task is not None:
                task.cancel()
            return None
        exec_ = self._live.get(msg.get("id"))  # type: ignore[arg-type]
        if exec_ is None:
            return None  # a message about an execution that is over
        if kind == "log":
            exec_.log(msg)
        elif kind == "call":
            exec_.call(msg)
        elif kind == "fetch":
            exec_.fetch(msg)
        elif kind == "invoked":
            exec_.invoked(msg)
        elif kind == "done":
            if msg.get("checkpoint") is not None:
                # The checkpoint is kept as the daemon sent it, without the
                # binary and handle rules the result is read with.
                msg["checkpoint"] = _plain_loads(data).get("checkpoint")
            exec_.done(msg)
        elif kind == "journal":
            entry = _plain_loads(data).get("entry")
            return exec_.journal(entry) if isinstance(entry, dict) else None
        elif kind == "ended":
            exec_.ended(msg)
        # any other type is a later minor version's message: ignore it
        return None

    def _protocol_error(self, msg: dict[str, Any]) -> None:
        # Errors that close the connection are followed by the close; the
        # others (duplicate_execution, unknown_execution, shutting_down) are
        # followed by a done or concern a message already answered.
        if self._on_protocol_error is not None:
            try:
                self._on_protocol_error(msg)
            except Exception:  # the host's callback failing must not end the connection
                pass


def _plain_loads(text: str) -> Any:
    """json.loads without the binary and handle rules, however deep."""
    try:
        return json.loads(text)
    except RecursionError:
        return _loads_iterative(text, lambda obj: obj)


def _require_str(name: str, value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    return value


_PROVIDER_KEYS = {"name", "tools", "positional_args", "prelude", "proxy_source"}


def _wire_provider(p: Provider | Mapping[str, Any]) -> dict[str, Any]:
    """The provider as the protocol spells it, each member checked: a member
    of the wrong type would make the daemon close the connection."""
    if not isinstance(p, Mapping):
        raise TypeError(f"a provider must be a dict with a name, not {type(p).__name__}")
    unknown = sorted(set(p) - _PROVIDER_KEYS)
    if unknown:
        raise TypeError(f"a provider has no member {unknown[0]!r} (use {', '.join(sorted(_PROVIDER_KEYS))})")
    out: dict[str, Any] = {"name": _require_str("provider name", p.get("name"))}
    tools = p.get("tools", [])
    if isinstance(tools, str) or not all(isinstance(t, str) for t in tools):
        raise TypeError("provider tools must be a list of str")
    out["tools"] = list(tools)
    if "positional_args" in p:
        if not isinstance(p["positional_args"], bool):
            raise TypeError("provider positional_args must be a bool")
        out["positionalArgs"] = p["positional_args"]
    if p.get("prelude"):
        out["prelude"] = _require_str("provider prelude", p["prelude"])
    if p.get("proxy_source"):
        out["proxySource"] = _require_str("provider proxy_source", p["proxy_source"])
    return out


def _wire_limits(limits: Limits | Mapping[str, int] | None) -> dict[str, int]:
    if limits is None:
        return {}
    if isinstance(limits, Limits):
        return limits.to_wire()
    unknown = sorted(set(limits) - set(_LIMIT_NAMES))
    if unknown:
        raise TypeError(f"{unknown[0]!r} is not a limit (use {', '.join(_LIMIT_NAMES)})")
    return Limits(**limits).to_wire()


def _handle_id(handle: object) -> str | None:
    if isinstance(handle, Handle):
        return handle.id
    if isinstance(handle, str) and handle != "":
        return handle
    if isinstance(handle, Mapping):
        value = handle.get(HANDLE_TAG)
        if isinstance(value, str) and value != "":
            return value
    return None


def _header_pairs(headers: Sequence[tuple[str, str]] | Mapping[str, str] | None) -> list[list[str]]:
    if headers is None:
        return []
    items = headers.items() if isinstance(headers, Mapping) else headers
    return [[str(name), str(value)] for name, value in items]


def _body_base64(body: bytes | bytearray | memoryview | str | None) -> str:
    if body is None:
        return ""
    if isinstance(body, str):
        body = body.encode("utf-8")
    if isinstance(body, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(body)).decode("ascii")
    raise TypeError("The outbound response body must be bytes, a str or None.")


class _Execution:
    """The client's side of one execution."""

    def __init__(
        self,
        link: _Link,
        execution_id: str,
        dispatch: DispatchFunction | None,
        outbound: OutboundFunction | None,
        retain_handles: bool,
    ) -> None:
        self.link = link
        self.id = execution_id
        self.dispatch = dispatch
        self.dispatch_wants_context = dispatch is not None and _wants_context(dispatch)
        self.outbound = outbound
        self.outbound_wants_context = outbound is not None and _wants_context(outbound, 2)
        self.retain_handles = retain_handles is True
        self.logs: list[str] = []
        self.live = True  # the daemon may still send messages about it, and we answer them
        self.retained: Retained | None = None
        self.aborted = asyncio.Event()
        self.tasks: set[asyncio.Task[None]] = set()  # dispatches and fetches in flight
        self.next_invoke = 0
        self.invokes: dict[int, tuple[str, asyncio.Future[Any]]] = {}
        self.context = DispatchContext(self)
        self.future: asyncio.Future[ExecuteResult[Retained]] = asyncio.get_running_loop().create_future()
        self.durable = False
        self.on_journal: JournalFunction | None = None
        # Set when on_journal raised: why no further call is dispatched.
        self.journal_failed: str | None = None

    def _track(self, coro: Awaitable[None]) -> asyncio.Task[None]:
        task = self.link.spawn(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def _abort(self) -> None:
        self.aborted.set()
        for task in list(self.tasks):
            task.cancel()

    # A console line. done does not repeat them; lines a retained execution
    # writes after done are not collected (the result is already delivered).
    def log(self, msg: dict[str, Any]) -> None:
        if self.retained is None:
            self.logs.append(str(msg.get("line", "")))

    def journal(self, entry: JournalEntry) -> Awaitable[None] | None:
        """A journal entry: handed to on_journal before any later message of
        the connection is handled. When on_journal fails, the entry may not
        be persisted, and nothing after it is dispatched: each later call is
        answered with a suspension that says why, each later fetch fails."""
        on_journal = self.on_journal
        if on_journal is None or self.journal_failed is not None:
            return None

        def failed(e: Exception) -> None:
            self.journal_failed = f"the host could not persist the journal: {_message_of(e)}"

        try:
            value = on_journal(entry)
        except Exception as e:
            failed(e)
            return None
        if not inspect.isawaitable(value):
            return None
        pending = value

        async def wait() -> None:
            try:
                await pending
            except Exception as e:
                failed(e)

        return wait()

    def watch_suspend(self, signal: asyncio.Event) -> None:
        """Asks the daemon to suspend the execution once ``signal`` is set."""

        async def watch() -> None:
            await signal.wait()
            if self.live:
                await self.link.send({"type": "suspend", "id": self.id})

        task = self.link.spawn(watch())
        self.future.add_done_callback(lambda _: task.cancel())

    def call(self, msg: dict[str, Any]) -> None:
        # Every call is answered exactly once, even after done: a call the
        # program did not await is still in flight in the daemon, and the
        # answer reaches the tool waiting for it. Call numbers are unique on
        # the connection, so a reused execution id cannot confuse them.
        call = msg.get("call")
        provider = str(msg.get("provider", ""))
        tool = str(msg.get("tool", ""))
        args = str(msg.get("args", ""))

        async def answer(envelope: str) -> None:
            await self.link.send({"type": "answer", "id": self.id, "call": call, "envelope": envelope})

        async def suspend_call(reason: str) -> None:
            await self.link.send({"type": "answer", "id": self.id, "call": call, "suspend": reason})

        # The daemon never forwards a retained execution's calls; if one came,
        # it would meet the completion text, as it does inside the sandbox.
        if self.retained is not None:
            self.link.spawn(answer(error_envelope(TEXT_ALREADY_COMPLETED)))
            return
        # A call after a journal entry the host could not persist is not
        # dispatched: its intent may be lost with the host.
        if self.journal_failed is not None:
            self.link.spawn(suspend_call(self.journal_failed))
            return
        dispatch = self.dispatch
        if dispatch is None:
            self.link.spawn(answer(error_envelope(tool_not_found_text(tool))))
            return

        async def run() -> None:
            try:
                value = _call_with_optional_context(
                    dispatch, self.dispatch_wants_context, provider, tool, args, self.context
                )
                if inspect.isawaitable(value):
                    value = await value
                if isinstance(value, SuspendRequest):
                    await suspend_call(value.reason)
                    return
                # The envelope is the dispatch's JSON string. Anything else is
                # a host defect: null makes the call reject with the
                # outside-envelope text.
                envelope = value if isinstance(value, str) else "null"
            except SuspendRequest as e:
                # A dispatch that raises suspend(reason) suspends the execution
                # (or, in one that is not durable, fails the call catchably).
                await suspend_call(e.reason)
                return
            except asyncio.CancelledError:
                envelope = error_envelope("The execution ended before the tool answered.")
            except Exception as e:  # answered like create_envelope_dispatch does
                envelope = error_envelope(_message_of(e))
            await answer(envelope)

        self._track(run())

    def fetch(self, msg: dict[str, Any]) -> None:
        call = msg.get("call")
        if not isinstance(call, int):
            return

        async def reply(fields: dict[str, Any]) -> None:
            await self.link.send({"type": "fetched", "id": self.id, "call": call, **fields})

        outbound = self.outbound
        if self.journal_failed is not None:
            self.link.spawn(reply({"error": self.journal_failed}))
            return
        if outbound is None or self.retained is not None:
            text = "this execution has no network access" if outbound is None else TEXT_ALREADY_COMPLETED
            self.link.spawn(reply({"error": text}))
            return
        try:
            body = base64.b64decode(msg["body"], validate=True) if msg.get("body") else None
            mode = msg.get("redirect") or "follow"
            redirect: Literal["follow", "error", "manual"] = (
                "error" if mode == "error" else "manual" if mode == "manual" else "follow"
            )
            request = OutboundRequest(
                method=str(msg.get("method", "GET")),
                url=str(msg.get("url", "")),
                headers=[(str(k), str(v)) for k, v in (msg.get("headers") or [])],
                body=body,
                max_response_bytes=int(msg.get("maxResponseBytes") or 0),
                redirect=redirect,
            )
        except (ValueError, TypeError) as e:
            self.link.spawn(reply({"error": f"the fetch message is malformed: {_message_of(e)}"}))
            return

        async def run() -> None:
            try:
                if self.outbound_wants_context:
                    response = outbound(request, self.context)
                else:
                    response = outbound(request)
                if inspect.isawaitable(response):
                    response = await response
                if not isinstance(response, OutboundResponse):
                    raise TypeError("the outbound function must return an OutboundResponse")
                fields: dict[str, Any] = {
                    "status": int(response.status),
                    "statusText": str(response.status_text),
                    "url": str(response.url),
                    "headers": _header_pairs(response.headers),
                    "body": _body_base64(response.body),
                }
            except asyncio.CancelledError:
                # The program gave up on the fetch (abort), or the execution
                # ended early: the daemon ignores a fetched now, so none is sent.
                return
            except Exception as e:
                fields = {"error": _message_of(e)}
            finally:
                self.link.fetches.pop(call, None)
            await reply(fields)

        self.link.fetches[call] = self._track(run())

    async def invoke(self, handle: Handle | str, args: Sequence[Any]) -> Any:
        handle_id = _handle_id(handle)
        if handle_id is None:
            raise TypeError("invoke needs a Handle (or its id) as its first argument.")
        if not self.live:
            raise HandleError(_ended_text(handle_id))
        args_json = stringify_for_dispatch(list(args))
        self.next_invoke += 1
        number = self.next_invoke
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.invokes[number] = (handle_id, future)
        await self.link.send(
            {"type": "invoke", "id": self.id, "invoke": number, "handle": handle_id, "args": args_json}
        )
        return await future

    def invoked(self, msg: dict[str, Any]) -> None:
        pending = self.invokes.pop(msg.get("invoke"), None)  # type: ignore[arg-type]
        if pending is None or pending[1].done():
            return
        if msg.get("error") is not None:
            pending[1].set_exception(HandleError(str(msg["error"]), msg.get("thrown") is True))
        else:
            # result is the value as JSON, like done.result (absent for undefined).
            pending[1].set_result(msg.get("result"))

    def done(self, msg: dict[str, Any]) -> None:
        if self.retained is not None:
            return  # a second done: not ours to believe
        # A resumed execution's lines written again while it replayed lead its logs.
        replayed = msg.get("replayedLogs")
        if isinstance(replayed, list):
            self.logs[:0] = [str(line) for line in replayed]
        error = msg.get("error")
        if error is not None:
            self.finish(
                error if isinstance(error, dict) else {"kind": "internal", "message": str(error)},
                msg.get("checkpoint"),
            )
            return
        out: ExecuteResult[Retained] = ExecuteResult(logs=self.logs)
        if "result" in msg:
            out.result = msg["result"]
            out.has_result = True
        unhandled = msg.get("unhandledRejections")
        if isinstance(unhandled, int) and not isinstance(unhandled, bool) and unhandled > 0:
            out.unhandled_rejections = unhandled
        if msg.get("retained") is True and self.retain_handles:
            self.retained = Retained(self)
            out.retained = self.retained
        else:
            self.end(False)
        if not self.future.done():
            self.future.set_result(out)

    # ended: a retained execution is over (released, nothing left to run, or
    # with ended.error: a limit, the daemon shutting down).
    def ended(self, msg: dict[str, Any]) -> None:
        if self.retained is None:
            return  # only a retained execution ends this way; before done it means nothing
        error = msg.get("error")
        self.end(False, error if isinstance(error, dict) else None)

    def finish(self, error: Mapping[str, Any], checkpoint: object = None) -> None:
        """Resolves the execution with a failure from done, or the connection's."""
        kind = str(error.get("kind", ""))
        out: ExecuteResult[Retained] = ExecuteResult(
            error=str(error.get("message", "")), error_kind=kind, logs=self.logs
        )
        # A durable execution that suspended (or stopped at an ambiguous call).
        out.suspended = _suspended_of(checkpoint)
        line, column, stack = error.get("line"), error.get("column"), error.get("stack")
        out.line = line if isinstance(line, int) and line else None
        out.column = column if isinstance(column, int) and column else None
        out.stack = stack if isinstance(stack, str) and stack else None
        if kind in _ABORTING_KINDS:
            self._abort()
        self.end(kind == "connection")
        if not self.future.done():
            self.future.set_result(out)

    def connection_lost(self) -> None:
        if self.retained is None:
            self.finish({"kind": "connection", "message": TEXT_CONNECTION_LOST})
        else:
            self.end(True)

    def end(self, lost: bool, error: Mapping[str, Any] | None = None) -> None:
        """The execution is over for the daemon: nothing about it is sent or
        handled any more, pending invocations fail, and a retained
        execution's ``ended`` resolves."""
        if not self.live:
            return
        self.live = False
        self.link.forget(self.id)
        if lost:
            self._abort()
        for handle_id, future in self.invokes.values():
            if not future.done():
                future.set_exception(HandleError(TEXT_CONNECTION_LOST if lost else _ended_text(handle_id)))
        self.invokes.clear()
        if self.retained is not None and not self.retained.ended.done():
            if lost:
                error = {"kind": "connection", "message": TEXT_CONNECTION_LOST}
            self.retained.ended.set_result(
                None
                if error is None
                else RetainedEnd(error=str(error.get("message", "")), error_kind=str(error.get("kind", "")))
            )
