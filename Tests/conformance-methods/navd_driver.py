"""A minimal NDJSON JSON-RPC driver for the built navd.

It speaks docs/protocol.md exactly as written: one JSON message per line in, one per
line out; notifications from the server are collected until the response with
the matching id arrives. Lines are written and read by the project's one codec
(``navd_client.framing``) and navd is found by its one locator; nothing else of
the client sits in between.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any, Optional

from navd_client import locate_navd
from navd_client.framing import decode_json, encode_message, make_reader

HERE = Path(__file__).resolve().parent


class RPCError(Exception):
    def __init__(self, error: dict):
        super().__init__(json.dumps(error))
        self.error = error
        self.code = error.get("code")
        self.data = error.get("data")
        self.message = error.get("message")


class Navd:
    """One navd process. `call` returns the result or raises RPCError."""

    def __init__(self, *args: str, initialize: Optional[dict] = None, cwd: Optional[str] = None):
        self.proc = subprocess.Popen(
            [str(locate_navd(cwd=HERE)), "--framing", "ndjson", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=cwd,
        )
        assert self.proc.stdout is not None
        self._reader = make_reader(self.proc.stdout, "ndjson")
        self.next_id = 1
        self.notifications: list[dict] = []
        if initialize is not None:
            self.init_result = self.call("initialize", initialize)

    # -- plumbing
    def send(self, message: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(encode_message(message, "ndjson"))
        self.proc.stdin.flush()

    def read(self) -> dict:
        body = self._reader.read_body()
        if body is None:
            raise RuntimeError(f"navd closed stdout (exit {self.proc.poll()})")
        return decode_json(body)

    def request(self, method: str, params: Any = None, *, omit_params: bool = False) -> dict:
        """Send one request and return its raw response; notifications before it are kept."""
        ident = self.next_id
        self.next_id += 1
        message: dict = {"jsonrpc": "2.0", "id": ident, "method": method}
        if not omit_params:
            message["params"] = {} if params is None else params
        self.send(message)
        while True:
            reply = self.read()
            if "id" in reply and "method" not in reply:
                assert reply["id"] == ident, reply
                return reply
            self.notifications.append(reply)

    def call(self, method: str, params: Any = None) -> Any:
        reply = self.request(method, params)
        if "error" in reply:
            raise RPCError(reply["error"])
        assert set(reply) == {"jsonrpc", "id", "result"}, reply
        return reply["result"]

    def error(self, method: str, params: Any = None) -> RPCError:
        reply = self.request(method, params)
        assert "error" in reply, f"{method} {params!r} should fail, got {reply!r}"
        return RPCError(reply["error"])

    def take_notifications(self) -> list[dict]:
        taken, self.notifications = self.notifications, []
        return taken

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout:
            self.proc.stdout.close()
