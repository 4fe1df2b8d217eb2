"""Raw-byte helpers for driving navd: framing encoders, strict stdout parsers, a process driver.

Nothing here trusts navd: every stdout byte must belong to a well-formed frame, every frame
must be one strict JSON value, and LSP frames must carry exactly ``Content-Length: N\\r\\n\\r\\n``.
Frames are written and split by the project's one codec (``navd_client.framing``) and navd is
found by its one locator; the strictness about what navd writes is this suite's own.
"""

from __future__ import annotations

import os
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, List, Optional

from navd_client import locate_navd
from navd_client.framing import FramingError, decode_json, encode_json, frame_body, next_frame

HERE = Path(__file__).resolve().parent
INT64_MAX = 2**63 - 1
INT64_MIN = -(2**63)


def navd_path() -> Path:
    """The navd under test: ``$NAVD``, else the newest build of this checkout, else ``navd`` on ``PATH``."""
    return locate_navd(cwd=HERE)


# ---------------------------------------------------------------- encoding


def dumps(message: Any) -> bytes:
    """Compact JSON, non-ASCII kept as UTF-8 (so byte counts differ from character counts); bytes pass as they are."""
    if isinstance(message, (bytes, bytearray)):
        return bytes(message)
    return encode_json(message)


def req(id: Any, method: str, params: Any = None) -> dict:
    """A request; ``params`` None leaves the member out (write a dict by hand for ``"params": null``)."""
    message = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def note(method: str, params: Any = None) -> dict:
    message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return message


INIT = req(0, "initialize", {})


def nd(*messages: Any) -> bytes:
    """NDJSON: one message per line; bytes are passed through (raw bodies)."""
    return b"".join(frame_body(dumps(m), "ndjson") for m in messages)


def lsp(*messages: Any) -> bytes:
    """LSP base protocol frames with a plain ``Content-Length`` header; bytes are passed through (raw bodies)."""
    return b"".join(frame_body(dumps(m), "lsp") for m in messages)


# ---------------------------------------------------------------- strict parsing


class WireError(AssertionError):
    """stdout held a byte that is not part of a well-formed frame."""


def frames(stdout: bytes, framing: str, *, complete: bool = True) -> List[bytes]:
    """The bodies of stdout's frames, each in the one form navd writes (docs/protocol.md §1).

    LSP: exactly ``Content-Length: N\\r\\n\\r\\n`` (one header, that spelling, no leading zeros)
    and N bytes, nothing between frames. NDJSON: one value per line, no blank lines. With
    ``complete``, stdout must end where a frame ends; otherwise a partial last frame is left out.
    """
    bodies = []
    position = 0
    try:
        while (span := next_frame(stdout, position, framing)) is not None:
            body_start, body_end, end = span
            raw, body = stdout[position:end], stdout[body_start:body_end]
            if framing == "lsp" and raw != frame_body(body, "lsp"):
                raise WireError(f"LSP output frame is not exactly one Content-Length header and N bytes: {raw[:120]!r}")
            if framing == "ndjson" and raw.count(b"\n") != 1:
                raise WireError(f"blank line on stdout before {body[:80]!r}")
            bodies.append(body)
            position = end
    except FramingError as error:
        raise WireError(f"stdout is not well-formed {framing}: {error}") from None
    if complete and position < len(stdout):
        raise WireError(f"stdout ends inside a frame: {stdout[position:position + 80]!r}")
    return bodies


def strict_json(body: bytes) -> Any:
    """One stdout frame's JSON: UTF-8, no ``NaN``/``Infinity``, no duplicate keys."""
    try:
        return decode_json(body, strict=True)
    except FramingError as error:
        raise WireError(f"stdout frame: {error}") from None


def parse_ndjson(stdout: bytes) -> List[Any]:
    """Every line ends in ``\\n`` and is one JSON value; no blank lines, no trailing partial."""
    return parse(stdout, "ndjson")


def split_lsp(stdout: bytes) -> List[bytes]:
    """Bodies of frames that each carry exactly one header, ``Content-Length: N\\r\\n\\r\\n``."""
    return frames(stdout, "lsp")


def parse_lsp(stdout: bytes) -> List[Any]:
    return parse(stdout, "lsp")


def parse(stdout: bytes, framing: str, *, complete: bool = True) -> List[Any]:
    return [strict_json(body) for body in frames(stdout, framing, complete=complete)]


# ---------------------------------------------------------------- one-shot runs


@dataclass
class Run:
    stdout: bytes
    stderr: bytes
    status: int
    framing: str = "ndjson"
    messages: List[Any] = field(default_factory=list)

    def by_id(self, id: Any) -> dict:
        matches = [m for m in self.messages if isinstance(m, dict) and "id" in m and m["id"] == id
                   and type(m["id"]) is type(id)]
        assert len(matches) == 1, f"expected exactly one response with id {id!r}, got {matches}"
        return matches[0]

    def responses(self) -> List[dict]:
        """Response objects (batch arrays flattened), server notifications left out."""
        out = []
        for m in self.messages:
            for item in (m if isinstance(m, list) else [m]):
                if isinstance(item, dict) and "method" not in item:
                    out.append(item)
        return out


def run(stdin: bytes, *args: str, framing: Optional[str] = None, timeout: float = 30) -> Run:
    """Runs navd on ``stdin`` (then EOF); parses stdout strictly in ``framing`` (guessed from stdin)."""
    completed = subprocess.run(
        [str(navd_path()), *args], input=stdin, capture_output=True, timeout=timeout)
    if framing is None:
        stripped = stdin.lstrip(b" \t\r\n")
        framing = "lsp" if stripped[:1] in (b"C", b"c") else "ndjson"
    result = Run(completed.stdout, completed.stderr, completed.returncode, framing)
    result.messages = parse(completed.stdout, framing)
    return result


def run_nd(*messages: Any, args: Iterable[str] = (), init: bool = True) -> Run:
    """NDJSON run; ``initialize`` (id 0) first unless ``init`` is False. The init response is dropped."""
    stdin = nd(*(([INIT] if init else []) + list(messages)))
    result = run(stdin, *args, framing="ndjson")
    if init:
        first = result.messages[0]
        assert first.get("id") == 0 and "result" in first, first
        result.messages = result.messages[1:]
    return result


def error_of(message: dict) -> dict:
    assert "error" in message and "result" not in message, message
    return message["error"]


def assert_error(message: dict, code: int, id: Any = "__any__") -> dict:
    error = error_of(message)
    assert error["code"] == code, message
    assert isinstance(error.get("message"), str) and error["message"], message
    if id != "__any__":
        assert message["id"] == id and type(message["id"]) is type(id), message
    assert message.get("jsonrpc") == "2.0", message
    assert set(message) == {"jsonrpc", "id", "error"}, message
    return error


# ---------------------------------------------------------------- interactive process


class Navd:
    """A running navd with a background reader, for split writes and request/response timing."""

    def __init__(self, *args: str, framing: str = "ndjson"):
        self.framing = framing
        self.process = subprocess.Popen(
            [str(navd_path()), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, bufsize=0)
        self._out = bytearray()
        self._err = bytearray()
        self._cond = threading.Condition()
        self._eof = False
        self._threads = [
            threading.Thread(target=self._pump, args=(self.process.stdout, self._out, True), daemon=True),
            threading.Thread(target=self._pump, args=(self.process.stderr, self._err, False), daemon=True),
        ]
        for thread in self._threads:
            thread.start()

    def _pump(self, stream, sink: bytearray, is_stdout: bool) -> None:
        while True:
            chunk = os.read(stream.fileno(), 65536)
            with self._cond:
                if not chunk:
                    if is_stdout:
                        self._eof = True
                    self._cond.notify_all()
                    return
                sink.extend(chunk)
                self._cond.notify_all()

    def write(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, *messages: Any) -> None:
        self.write(lsp(*messages) if self.framing == "lsp" else nd(*messages))

    def trickle(self, data: bytes, pause: float = 0.001) -> None:
        """Writes one byte at a time, flushing and pausing after each."""
        for index in range(len(data)):
            self.write(data[index:index + 1])
            time.sleep(pause)

    def close_stdin(self) -> None:
        self.process.stdin.close()

    def stdout(self) -> bytes:
        with self._cond:
            return bytes(self._out)

    def stderr(self) -> bytes:
        with self._cond:
            return bytes(self._err)

    def messages(self) -> List[Any]:
        return parse(self.stdout(), self.framing)

    def wait_messages(self, count: int, timeout: float = 20) -> List[Any]:
        """Waits until stdout holds at least ``count`` complete frames; returns all complete ones."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                messages = parse(bytes(self._out), self.framing, complete=False)  # a frame may be arriving
                if len(messages) >= count:
                    return messages
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self._eof:
                    raise AssertionError(
                        f"wanted {count} frames, stdout so far: {bytes(self._out)!r}, stderr: {bytes(self._err)!r}")
                self._cond.wait(remaining)

    def wait(self, timeout: float = 20) -> int:
        status = self.process.wait(timeout)
        for thread in self._threads:
            thread.join(timeout)
        return status

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
