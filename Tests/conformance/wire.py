"""Raw-byte helpers for driving navd: framing encoders, strict stdout parsers, a process driver.

Nothing here trusts navd: every stdout byte must belong to a well-formed frame, every frame
must be one strict JSON value, and LSP frames must carry exactly ``Content-Length: N\\r\\n\\r\\n``.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, List, Optional

REPO = Path(__file__).resolve().parents[2]
INT64_MAX = 2**63 - 1
INT64_MIN = -(2**63)


def navd_path() -> Path:
    """$NAVD, else the debug build, else the release build of this checkout."""
    env = os.environ.get("NAVD")
    if env:
        return Path(env)
    for flavour in ("debug", "release"):
        candidate = REPO / ".build" / flavour / "navd"
        if candidate.is_file():
            return candidate
    raise RuntimeError("navd is not built: run `swift build` (or set $NAVD)")


# ---------------------------------------------------------------- encoding


def dumps(message: Any) -> bytes:
    """Compact JSON, non-ASCII kept as UTF-8 (so byte counts differ from character counts)."""
    if isinstance(message, (bytes, bytearray)):
        return bytes(message)
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


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
    return b"".join(dumps(m) + b"\n" for m in messages)


def lsp(*messages: Any) -> bytes:
    """LSP base protocol frames with a plain ``Content-Length`` header."""
    out = b""
    for m in messages:
        body = dumps(m)
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return out


# ---------------------------------------------------------------- strict parsing


class WireError(AssertionError):
    """stdout held a byte that is not part of a well-formed frame."""


def _reject_constant(name: str) -> Any:
    raise WireError(f"non-JSON constant {name} on stdout")


def _no_duplicates(pairs: list) -> dict:
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise WireError(f"duplicate keys on stdout: {keys}")
    return dict(pairs)


def strict_json(body: bytes) -> Any:
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        raise WireError(f"stdout frame is not UTF-8: {error}") from None
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as error:
        raise WireError(f"stdout frame is not JSON ({error}): {body[:200]!r}") from None


def parse_ndjson(stdout: bytes) -> List[Any]:
    """Every line ends in ``\\n`` and is one JSON value; no blank lines, no trailing partial."""
    if not stdout:
        return []
    if not stdout.endswith(b"\n"):
        raise WireError(f"stdout does not end with a newline: {stdout[-80:]!r}")
    lines = stdout[:-1].split(b"\n")
    return [strict_json(line) for line in lines]


def split_lsp(stdout: bytes) -> List[bytes]:
    """Bodies of frames that each carry exactly one header, ``Content-Length: N\\r\\n\\r\\n``."""
    bodies = []
    position = 0
    while position < len(stdout):
        header_end = stdout.find(b"\r\n\r\n", position)
        if header_end < 0:
            raise WireError(f"partial LSP header on stdout: {stdout[position:position + 80]!r}")
        header = stdout[position:header_end]
        if not header.startswith(b"Content-Length: ") or b"\r\n" in header:
            raise WireError(f"LSP output header is not exactly one Content-Length: {header!r}")
        digits = header[len(b"Content-Length: "):]
        if not digits.isdigit() or (len(digits) > 1 and digits.startswith(b"0")):
            raise WireError(f"bad Content-Length value on stdout: {digits!r}")
        length = int(digits)
        body_start = header_end + 4
        if body_start + length > len(stdout):
            raise WireError(f"LSP frame body truncated: wants {length} bytes, has {len(stdout) - body_start}")
        bodies.append(stdout[body_start:body_start + length])
        position = body_start + length
    return bodies


def parse_lsp(stdout: bytes) -> List[Any]:
    return [strict_json(body) for body in split_lsp(stdout)]


def parse(stdout: bytes, framing: str) -> List[Any]:
    return parse_lsp(stdout) if framing == "lsp" else parse_ndjson(stdout)


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
        """Waits until stdout holds at least ``count`` complete frames; returns all of them."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                try:
                    messages = parse(bytes(self._out), self.framing)
                except WireError:
                    messages = None  # a frame is still arriving
                if messages is not None and len(messages) >= count:
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
