"""Message framing on a byte stream: LSP base protocol (``Content-Length``) and NDJSON."""

from __future__ import annotations

import json
from typing import Any, BinaryIO, Optional

#: Largest message body the client accepts from navd (navd's own default limit is 16 MiB).
DEFAULT_MAX_BODY_BYTES = 256 * 1024 * 1024
_MAX_HEADER_LINE_BYTES = 8192


class FramingError(Exception):
    """The peer's bytes cannot be split into messages."""


def encode_message(message: Any, framing: str) -> bytes:
    """Serialise one JSON-RPC message (or batch) for ``framing`` (``"lsp"`` or ``"ndjson"``)."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if framing == "ndjson":
        return body + b"\n"
    return b"Content-Length: " + str(len(body)).encode("ascii") + b"\r\n\r\n" + body


class LSPReader:
    """Reads ``Content-Length`` framed bodies from a blocking binary stream."""

    def __init__(self, stream: BinaryIO, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        self._stream = stream
        self._max_body_bytes = max_body_bytes

    def read_body(self) -> Optional[bytes]:
        """Return the next body, or ``None`` at end of stream between messages."""
        length: Optional[int] = None
        first = True
        while True:
            line = self._stream.readline(_MAX_HEADER_LINE_BYTES + 1)
            if not line:
                if first:
                    return None
                raise FramingError("end of output inside a message header")
            if len(line) > _MAX_HEADER_LINE_BYTES:
                raise FramingError(f"header line longer than {_MAX_HEADER_LINE_BYTES} bytes: {line[:80]!r}...")
            if not line.endswith(b"\r\n"):
                raise FramingError(f"header line not terminated by CRLF: {line[:120]!r}")
            if line == b"\r\n":
                if first:
                    raise FramingError("empty header block (blank line before any header)")
                break
            first = False
            name, sep, value = line[:-2].partition(b":")
            if not sep:
                raise FramingError(f"header line without ':': {line[:120]!r}")
            if name.strip().lower() == b"content-length":
                text = value.strip()
                if not text.isdigit():
                    raise FramingError(f"non-numeric Content-Length: {text[:40]!r}")
                length = int(text)
                if length > self._max_body_bytes:
                    raise FramingError(f"Content-Length {length} exceeds {self._max_body_bytes} bytes")
        if length is None:
            raise FramingError("message header without Content-Length")
        body = self._read_exactly(length)
        return body

    def _read_exactly(self, length: int) -> bytes:
        chunks: list[bytes] = []
        remaining = length
        while remaining > 0:
            chunk = self._stream.read(remaining)
            if not chunk:
                got = length - remaining
                raise FramingError(f"end of output after {got} of {length} body bytes")
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)


class NDJSONReader:
    """Reads newline-delimited JSON messages, skipping blank lines."""

    def __init__(self, stream: BinaryIO, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        self._stream = stream
        self._max_body_bytes = max_body_bytes

    def read_body(self) -> Optional[bytes]:
        """Return the next line's bytes, or ``None`` at end of stream."""
        while True:
            line = self._stream.readline(self._max_body_bytes + 1)
            if not line:
                return None
            if len(line) > self._max_body_bytes:
                raise FramingError(f"line longer than {self._max_body_bytes} bytes")
            stripped = line.strip(b" \t\r\n")
            if stripped:
                return stripped


def make_reader(stream: BinaryIO, framing: str, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> "LSPReader | NDJSONReader":
    """Build the reader for ``framing``."""
    if framing == "lsp":
        return LSPReader(stream, max_body_bytes)
    if framing == "ndjson":
        return NDJSONReader(stream, max_body_bytes)
    raise ValueError(f"unknown framing {framing!r}; expected 'lsp' or 'ndjson'")
