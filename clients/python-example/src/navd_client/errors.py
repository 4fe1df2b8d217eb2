"""Exceptions raised by the navd client.

Every exception the client raises derives from :class:`NavdException`:

- :class:`NavdError` — navd answered the request with a JSON-RPC error object.
- :class:`NavdCrashed` — the navd process went away (its stderr tail is attached).
- :class:`NavdTimeout` — navd did not answer within the read timeout.
- :class:`NavdProtocolError` — navd wrote something that is not valid LSP-framed JSON-RPC.
- :class:`NavdNotFound` — no navd executable could be located.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Mapping, Optional, Sequence


class ErrorCode(IntEnum):
    """The JSON-RPC error codes of docs/protocol.md §3."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    SERVER_NOT_INITIALIZED = -32002
    REQUEST_CANCELLED = -32800
    UNKNOWN_CLIENT = -32010
    INVALID_CONFIGURATION = -32011
    LIMIT_REACHED = -32012


def _tail_block(stderr_tail: Sequence[str]) -> str:
    if not stderr_tail:
        return "\n(navd wrote nothing to stderr)"
    return "\n--- navd stderr (last lines) ---\n" + "\n".join(stderr_tail)


class NavdException(Exception):
    """Base class of every exception raised by :mod:`navd_client`."""


class NavdNotFound(NavdException):
    """No navd executable could be located (argument, ``NAVD``, the platform wheel's, ``.build``, ``PATH``)."""

    def __init__(self, searched: Sequence[str]) -> None:
        self.searched = tuple(searched)
        places = "\n  ".join(self.searched) if self.searched else "(nowhere)"
        super().__init__(
            "navd executable not found; on x86_64 Linux `pip install navd-client` installs the platform wheel,"
            " which carries one; else pass a path, set NAVD, or run `swift build`. Looked in:\n  " + places
        )

    @property
    def summary(self) -> str:
        """One line for a skip or failure reason: what to do and every place looked at."""
        return "navd is not built (run `swift build`; looked at: " + "; ".join(self.searched) + ")"


class NavdError(NavdException):
    """navd answered a request with a JSON-RPC error.

    ``code``, ``message`` and ``data`` are the error object's members; ``field``,
    ``reason``, ``problems``, ``limit`` and ``value`` read the usual ``data`` keys.
    """

    def __init__(self, code: int, message: str, data: Any = None, *, method: Optional[str] = None) -> None:
        self.code = code
        self.message = message
        self.data = data
        self.method = method
        where = f" (for {method!r})" if method else ""
        detail = f" data={data!r}" if data is not None else ""
        super().__init__(f"navd error {code}{where}: {message}{detail}")

    def _data_key(self, key: str) -> Any:
        if isinstance(self.data, Mapping):
            return self.data.get(key)
        return None

    @property
    def field(self) -> Optional[str]:
        """``data.field``: the JSON path of the first bad parameter (``-32602``)."""
        value = self._data_key("field")
        return value if isinstance(value, str) else None

    @property
    def reason(self) -> Optional[str]:
        """``data.reason`` when present."""
        value = self._data_key("reason")
        return value if isinstance(value, str) else None

    @property
    def problems(self) -> list[dict[str, Any]]:
        """``data.problems`` of an invalid configuration (``-32011``), ``[]`` otherwise."""
        value = self._data_key("problems")
        return [p for p in value if isinstance(p, dict)] if isinstance(value, list) else []

    @property
    def limit(self) -> Optional[str]:
        """``data.limit`` of a limit error (``-32012``)."""
        value = self._data_key("limit")
        return value if isinstance(value, str) else None

    @property
    def value(self) -> Any:
        """``data.value`` of a limit error (``-32012``): the configured limit."""
        return self._data_key("value")


class NavdCrashed(NavdException):
    """The navd process exited or closed its output while the client still needed it."""

    def __init__(self, detail: str, returncode: Optional[int], stderr_tail: Sequence[str]) -> None:
        self.returncode = returncode
        self.stderr_tail = tuple(stderr_tail)
        status = f"exit status {returncode}" if returncode is not None else "process still running"
        super().__init__(f"navd is gone: {detail} ({status}){_tail_block(self.stderr_tail)}")


class NavdTimeout(NavdException):
    """navd did not answer a request within the read timeout."""

    def __init__(self, method: str, timeout: float, stderr_tail: Sequence[str]) -> None:
        self.method = method
        self.timeout = timeout
        self.stderr_tail = tuple(stderr_tail)
        super().__init__(f"navd did not answer {method!r} within {timeout:g} s{_tail_block(self.stderr_tail)}")


class NavdProtocolError(NavdException):
    """navd wrote bytes that are not a valid JSON-RPC message in the expected framing.

    The connection cannot be trusted afterwards: the client stops the process and
    every later call raises this error again.
    """

    def __init__(self, detail: str, stderr_tail: Sequence[str] = ()) -> None:
        self.detail = detail
        self.stderr_tail = tuple(stderr_tail)
        super().__init__(f"navd sent malformed output: {detail}{_tail_block(self.stderr_tail)}")
