"""The JSON-RPC message codec: LSP base protocol (``Content-Length``) and NDJSON framing.

Every Python script and suite of the project frames and splits messages here:

- :func:`encode_message` (or :func:`encode_json` then :func:`frame_body`) writes one frame;
- :func:`next_frame` finds the next complete frame in a byte buffer that grows as output
  arrives (the form a ``select``/``poll`` loop wants);
- :class:`FrameReader` (:class:`LSPReader`, :class:`NDJSONReader`) reads frame bodies from a
  blocking binary stream on top of :func:`next_frame`;
- :func:`decode_json` turns a body into JSON, optionally refusing what strict JSON refuses.

Malformed input raises :class:`FramingError` with a message naming what is wrong.
"""

from __future__ import annotations

import json
from typing import Any, BinaryIO, Callable, Optional, Tuple, Union

#: The two framings navd speaks (docs/protocol.md §1).
FRAMINGS = ("lsp", "ndjson")
#: Largest message body the client accepts from navd (navd's own default limit is 16 MiB).
DEFAULT_MAX_BODY_BYTES = 256 * 1024 * 1024
_MAX_HEADER_LINE_BYTES = 8192
_READ_CHUNK_BYTES = 65536
#: JSON's whitespace (space, tab, CR, LF) as byte values; NDJSON lines are stripped of it.
_JSON_WHITESPACE = frozenset(b" \t\r\n")
_CR = ord("\r")
_CANONICAL_HEADER = b"Content-Length: "

Buffer = Union[bytes, bytearray]
#: ``(body_start, body_end, end)``: offsets of one frame's body and of the byte after the frame.
FrameSpan = Tuple[int, int, int]


class FramingError(Exception):
    """The peer's bytes cannot be split into messages."""


def check_framing(framing: str) -> str:
    """Return ``framing`` if it is ``"lsp"`` or ``"ndjson"``; raise :class:`ValueError` otherwise."""
    if framing not in FRAMINGS:
        raise ValueError(f"unknown framing {framing!r}; expected 'lsp' or 'ndjson'")
    return framing


# ---------------------------------------------------------------- writing


def encode_json(message: Any) -> bytes:
    """Compact UTF-8 JSON of ``message`` (non-ASCII kept as UTF-8; ``NaN``/``Infinity`` refused)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def frame_body(body: bytes, framing: str) -> bytes:
    """Frame an already serialised body: ``Content-Length: N\\r\\n\\r\\n`` + body, or body + ``\\n``."""
    if framing == "ndjson":
        return body + b"\n"
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode_message(message: Any, framing: str) -> bytes:
    """Serialise one JSON-RPC message (or batch) for ``framing`` (``"lsp"`` or ``"ndjson"``)."""
    return frame_body(encode_json(message), framing)


# ---------------------------------------------------------------- splitting


def next_frame(
    buffer: Buffer,
    position: int,
    framing: str,
    *,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    at_end: bool = False,
) -> Optional[FrameSpan]:
    """The next complete frame in ``buffer[position:]``, or ``None`` when none is complete yet.

    Returns ``(body_start, body_end, end)``: the body is ``buffer[body_start:body_end]`` and
    the next frame starts at ``end``. LSP frames take any header lines (names case-insensitive,
    CRLF line ends) with one numeric ``Content-Length``; NDJSON frames are lines stripped of
    JSON whitespace, blank lines skipped. ``at_end`` says no more bytes will come: a last
    NDJSON line without newline is then a message, and a partial LSP frame an error (``None``
    means only that nothing but blank NDJSON lines is left).
    """
    if framing == "ndjson":
        return _next_ndjson(buffer, position, max_body_bytes, at_end)
    return _next_lsp(buffer, position, max_body_bytes, at_end)


def _next_lsp(buffer: Buffer, position: int, max_body_bytes: int, at_end: bool) -> Optional[FrameSpan]:
    if buffer.startswith(_CANONICAL_HEADER, position):  # the one header navd writes: a shortcut
        digits_start = position + len(_CANONICAL_HEADER)
        header_end = buffer.find(b"\r\n\r\n", digits_start, digits_start + 24)
        if header_end > 0 and buffer[digits_start:header_end].isdigit():
            length = int(buffer[digits_start:header_end])
            end = header_end + 4 + length
            if length <= max_body_bytes and end <= len(buffer):
                return header_end + 4, end, end
    content_length: Optional[int] = None
    line_start = position
    while True:
        newline = buffer.find(b"\n", line_start, line_start + _MAX_HEADER_LINE_BYTES)
        if newline < 0:
            if len(buffer) - line_start > _MAX_HEADER_LINE_BYTES:
                line = bytes(buffer[line_start : line_start + 80])
                raise FramingError(f"header line longer than {_MAX_HEADER_LINE_BYTES} bytes: {line!r}...")
            if at_end and len(buffer) > position:
                raise FramingError("end of output inside a message header")
            return None
        if newline == line_start or buffer[newline - 1] != _CR:
            line = bytes(buffer[line_start : min(newline + 1, line_start + 120)])
            raise FramingError(f"header line not terminated by CRLF: {line!r}")
        if newline == line_start + 1:  # the blank line that ends the header block
            if line_start == position:
                raise FramingError("empty header block (blank line before any header)")
            break
        name, sep, value = buffer[line_start : newline - 1].partition(b":")
        if not sep:
            line = bytes(buffer[line_start : min(newline + 1, line_start + 120)])
            raise FramingError(f"header line without ':': {line!r}")
        if name.strip().lower() == b"content-length":
            text = value.strip()
            if not text.isdigit():
                raise FramingError(f"non-numeric Content-Length: {bytes(text[:40])!r}")
            content_length = int(text)
            if content_length > max_body_bytes:
                raise FramingError(f"Content-Length {content_length} exceeds {max_body_bytes} bytes")
        line_start = newline + 1
    if content_length is None:
        raise FramingError("message header without Content-Length")
    body_start = newline + 1
    end = body_start + content_length
    if end > len(buffer):
        if at_end:
            raise FramingError(f"end of output after {len(buffer) - body_start} of {content_length} body bytes")
        return None
    return body_start, end, end


def _next_ndjson(buffer: Buffer, position: int, max_body_bytes: int, at_end: bool) -> Optional[FrameSpan]:
    line_start = position
    while True:
        newline = buffer.find(b"\n", line_start)
        if newline >= 0:
            if newline - line_start >= max_body_bytes:
                raise FramingError(f"line longer than {max_body_bytes} bytes")
            line_end, end = newline, newline + 1
        else:
            if len(buffer) - line_start > max_body_bytes:
                raise FramingError(f"line longer than {max_body_bytes} bytes")
            if not at_end:
                return None
            line_end = end = len(buffer)
        body_start, body_end = line_start, line_end
        while body_end > body_start and buffer[body_end - 1] in _JSON_WHITESPACE:
            body_end -= 1
        while body_start < body_end and buffer[body_start] in _JSON_WHITESPACE:
            body_start += 1
        if body_start < body_end:
            return body_start, body_end, end
        if newline < 0:
            return None
        line_start = end


class FrameReader:
    """Reads frame bodies from a blocking binary stream (a pipe, a file, :class:`io.BytesIO`)."""

    def __init__(self, stream: BinaryIO, framing: str, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        self.framing = check_framing(framing)
        self._read: Callable[[int], bytes] = getattr(stream, "read1", stream.read)
        self._max_body_bytes = max_body_bytes
        self._buffer = bytearray()
        self._at_end = False

    def read_body(self) -> Optional[bytes]:
        """Return the next body, or ``None`` at end of stream between messages."""
        while True:
            span = next_frame(
                self._buffer, 0, self.framing, max_body_bytes=self._max_body_bytes, at_end=self._at_end
            )
            if span is not None:
                body_start, body_end, end = span
                body = bytes(self._buffer[body_start:body_end])
                del self._buffer[:end]
                return body
            if self._at_end:
                return None
            chunk = self._read(_READ_CHUNK_BYTES)
            if chunk:
                self._buffer += chunk
            else:
                self._at_end = True

    def drain(self) -> bytes:
        """Everything not yet read as a body: the bytes buffered and the rest of the stream."""
        while not self._at_end:
            chunk = self._read(_READ_CHUNK_BYTES)
            if chunk:
                self._buffer += chunk
            else:
                self._at_end = True
        rest = bytes(self._buffer)
        self._buffer.clear()
        return rest


class LSPReader(FrameReader):
    """Reads ``Content-Length`` framed bodies from a blocking binary stream."""

    def __init__(self, stream: BinaryIO, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        super().__init__(stream, "lsp", max_body_bytes)


class NDJSONReader(FrameReader):
    """Reads newline-delimited JSON messages, skipping blank lines."""

    def __init__(self, stream: BinaryIO, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        super().__init__(stream, "ndjson", max_body_bytes)


def make_reader(stream: BinaryIO, framing: str, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> FrameReader:
    """Build the reader for ``framing``."""
    return FrameReader(stream, framing, max_body_bytes)


# ---------------------------------------------------------------- decoding


def _refuse_constant(name: str) -> Any:
    raise FramingError(f"non-JSON constant {name}")


def _refuse_duplicate_names(pairs: list) -> dict:
    names = [name for name, _ in pairs]
    if len(names) != len(set(names)):
        raise FramingError(f"duplicate member names: {names}")
    return dict(pairs)


def decode_json(body: bytes, *, strict: bool = False) -> Any:
    """The JSON value of one body; :class:`FramingError` if it is not UTF-8 JSON.

    ``strict`` also refuses Python's extensions ``NaN``/``Infinity``/``-Infinity`` and
    duplicate member names, so that only what every JSON parser reads alike passes.
    """
    try:
        text = body.decode("utf-8")
        if strict:
            return json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_refuse_duplicate_names)
        return json.loads(text)
    except (UnicodeDecodeError, ValueError) as error:
        raise FramingError(f"body is not UTF-8 JSON ({error}): {body[:120]!r}") from None
