"""codemode: the Python client of the codemode daemon (``codemode serve``).

A model writes a short JavaScript program that calls your tools as functions;
the daemon runs it in a fresh sandbox under hard limits, and every tool call
the program makes comes back over the WebSocket to this process, where the
credentials are::

    import codemode

    async with codemode.connect("ws://127.0.0.1:7411/v1") as executor:
        out = await executor.execute(
            code="async () => await store.findUser('ada')",
            providers=[{"name": "store", "tools": ["findUser"]}],
            dispatch=codemode.create_envelope_dispatch(state, respond),
        )

:mod:`codemode.protocol` holds the host-side helpers (envelope, binary codec,
latch, provider-name rules), :mod:`codemode.durable` suspend and resume with
checkpoints, :mod:`codemode.sync` a blocking wrapper.
"""

from .client import (
    TEXT_CONNECTION_LOST,
    ConnectError,
    DispatchContext,
    DispatchFunction,
    EventFunction,
    ExecuteResult,
    Executor,
    HandleError,
    JournalFunction,
    Limits,
    OutboundFunction,
    OutboundRequest,
    OutboundResponse,
    Provider,
    Retained,
    RetainedEnd,
    connect,
)
from .durable import (
    CHECKPOINT_VERSION,
    Answer,
    JournalEntry,
    PendingCall,
    Resume,
    Suspended,
    SuspendRequest,
    checkpoint_from_journal,
    parse_checkpoint,
    pending_calls,
    suspend,
)
from .kinds import ALL_ERROR_KINDS, ErrorKind
from .outbound import allow_hosts
from .protocol import (
    REFUSED_WORDS,
    RESERVED_PROVIDER_NAMES,
    TEXT_ALREADY_COMPLETED,
    TEXT_OUTSIDE_ENVELOPE,
    Binary,
    Handle,
    State,
    ToolNotFoundError,
    create_envelope_dispatch,
    parse_dispatch_arguments,
    stringify_for_dispatch,
    tool_not_found_text,
    validate_provider_name,
    validate_provider_names,
)

__version__ = "0.1.0"

__all__ = [
    "ALL_ERROR_KINDS",
    "CHECKPOINT_VERSION",
    "REFUSED_WORDS",
    "RESERVED_PROVIDER_NAMES",
    "TEXT_ALREADY_COMPLETED",
    "TEXT_CONNECTION_LOST",
    "TEXT_OUTSIDE_ENVELOPE",
    "Answer",
    "Binary",
    "ConnectError",
    "DispatchContext",
    "DispatchFunction",
    "ErrorKind",
    "EventFunction",
    "ExecuteResult",
    "Executor",
    "Handle",
    "HandleError",
    "JournalEntry",
    "JournalFunction",
    "Limits",
    "OutboundFunction",
    "OutboundRequest",
    "OutboundResponse",
    "PendingCall",
    "Provider",
    "Retained",
    "RetainedEnd",
    "Resume",
    "State",
    "SuspendRequest",
    "Suspended",
    "ToolNotFoundError",
    "allow_hosts",
    "checkpoint_from_journal",
    "connect",
    "create_envelope_dispatch",
    "parse_checkpoint",
    "parse_dispatch_arguments",
    "pending_calls",
    "stringify_for_dispatch",
    "suspend",
    "tool_not_found_text",
    "validate_provider_name",
    "validate_provider_names",
]
