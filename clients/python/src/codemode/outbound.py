"""allow_hosts: an outbound function that performs a program's fetches, to the
listed hosts only. The twin of Go's ``codemode.AllowHosts`` and the JavaScript
client's ``allowHosts``; it uses the standard library's HTTP client (in a
worker thread), so the package needs nothing beyond ``websockets``.
"""

from __future__ import annotations

import asyncio
import http.client
import socket
import ssl
import threading
import urllib.parse
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from .client import OutboundRequest, OutboundResponse

__all__ = ["allow_hosts"]

_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_MAX_REDIRECTS = 10
_DEFAULT_PORTS = {"http": 80, "https": 443}
_OWN_HEADERS = frozenset({"host", "content-length", "connection", "transfer-encoding"})


def _host_of(parts: urllib.parse.SplitResult) -> tuple[str, str]:
    """(hostname, host) as a WHATWG URL has them: host carries the port unless it is the default."""
    hostname = (parts.hostname or "").lower()
    shown = f"[{hostname}]" if ":" in hostname else hostname
    port = parts.port
    if port is None or port == _DEFAULT_PORTS.get(parts.scheme):
        return hostname, shown
    return hostname, f"{shown}:{port}"


class _Fetch:
    """One HTTP exchange on a worker thread, which the event loop can abort."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: http.client.HTTPConnection | None = None
        self._aborted = False

    def abort(self) -> None:
        with self._lock:
            self._aborted = True
            conn = self._conn
        if conn is not None and conn.sock is not None:
            try:
                conn.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def run(
        self,
        parts: urllib.parse.SplitResult,
        method: str,
        headers: list[tuple[str, str]],
        body: bytes | None,
        limit: int | None,
        timeout: float,
        context: ssl.SSLContext | None,
    ) -> tuple[int, str, list[tuple[str, str]], bytes]:
        host = parts.hostname or ""
        conn: http.client.HTTPConnection
        if parts.scheme == "https":
            conn = http.client.HTTPSConnection(host, parts.port, timeout=timeout, context=context)
        else:
            conn = http.client.HTTPConnection(host, parts.port, timeout=timeout)
        with self._lock:
            if self._aborted:
                raise ConnectionError("the fetch was aborted")
            self._conn = conn
        try:
            target = urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, ""))
            conn.putrequest(method, target, skip_accept_encoding=True)
            for name, value in headers:
                # The connection's own headers are the client's to write.
                if name.lower() not in _OWN_HEADERS:
                    conn.putheader(name, value)
            if body is not None or method in ("POST", "PUT", "PATCH"):
                conn.putheader("content-length", str(len(body or b"")))
            conn.endheaders(body)
            response = conn.getresponse()
            if method == "HEAD" or response.status in (204, 304):
                data = b""
            else:
                data = response.read() if limit is None else response.read(limit)
            return response.status, response.reason, [(k.lower(), v) for k, v in response.getheaders()], data
        finally:
            conn.close()


def allow_hosts(
    hosts: Sequence[str],
    *,
    timeout: float = 30.0,
    ssl_context: ssl.SSLContext | None = None,
) -> Callable[[OutboundRequest, Any], Awaitable[OutboundResponse]]:
    """Returns an outbound function that fetches only from the listed hosts.

    A host matches exactly (``"api.example.com"``), with its port
    (``"localhost:8080"``), or by a leading wildcard (``"*.example.com"``
    matches subdomains, not example.com itself). It honours the request's
    redirect mode: with ``"follow"`` (the default) redirects are followed by
    hand (at most 10) and each hop is checked against the list too;
    ``"error"`` fails the fetch at the first redirect; ``"manual"`` answers
    with the 3xx response itself. At most ``max_response_bytes + 1`` bytes of
    a body are read, so the daemon can tell a body that is too large.
    ``timeout`` bounds each network operation, in seconds; requests go out
    directly (proxy environment variables are not read) and ``https:`` is
    verified with ``ssl_context`` (the system's default when None).
    """
    allowed_list = [str(h).lower() for h in hosts]

    def allowed(parts: urllib.parse.SplitResult) -> bool:
        hostname, host = _host_of(parts)
        for entry in allowed_list:
            if entry.startswith("*."):
                if hostname.endswith(entry[1:]):
                    return True
            elif ":" in entry:
                if host == entry:
                    return True
            elif hostname == entry:
                return True
        return False

    async def outbound(request: OutboundRequest, context: Any = None) -> OutboundResponse:
        mode = request.redirect or "follow"
        if mode not in ("follow", "error", "manual"):
            raise ValueError(f'unknown redirect mode "{mode}"')
        url = request.url
        method = request.method
        body = request.body
        headers = list(request.headers)
        limit = request.max_response_bytes + 1 if request.max_response_bytes > 0 else None
        hop = 0
        while True:
            parts = urllib.parse.urlsplit(url)
            if parts.scheme not in ("http", "https"):
                raise ValueError(f"only http: and https: URLs can be fetched, not {parts.scheme}:")
            if not allowed(parts):
                host = _host_of(parts)[1]
                raise PermissionError(
                    f"{host} is not on this execution's allowlist"
                    if hop == 0
                    else f"redirect to {host} refused: the host is not on this execution's allowlist"
                )
            exchange = _Fetch()
            try:
                status, reason, response_headers, data = await asyncio.to_thread(
                    exchange.run, parts, method, headers, body, limit, timeout, ssl_context
                )
            except asyncio.CancelledError:
                exchange.abort()
                raise
            except OSError as e:
                raise ConnectionError(str(e) or type(e).__name__) from None
            location = next((v for k, v in response_headers if k == "location"), None)
            if status not in _REDIRECTS or location is None or mode == "manual":
                return OutboundResponse(
                    status=status, status_text=reason, headers=response_headers, body=data, url=url
                )
            target = urllib.parse.urljoin(url, location)
            if mode == "error":
                raise ConnectionError(f'redirect to {target} refused: the request\'s redirect mode is "error"')
            hop += 1
            if hop >= _MAX_REDIRECTS:
                raise ConnectionError(f"stopped after {_MAX_REDIRECTS} redirects")
            url = target
            if status == 303 or (status in (301, 302) and method == "POST"):
                method = "HEAD" if method == "HEAD" else "GET"
                body = None
                headers = [(k, v) for k, v in headers if not k.lower().startswith("content-")]

    return outbound
