"""A minimal NDJSON JSON-RPC driver for the built navd (stdlib only).

It speaks PROTOCOL.md exactly as written: one JSON message per line in, one per
line out; notifications from the server are collected until the response with
the matching id arrives.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[2]


def find_navd() -> Path:
    env = os.environ.get("NAVD")
    if env:
        return Path(env)
    for kind in ("debug", "release"):
        path = ROOT / ".build" / kind / "navd"
        if path.exists():
            return path
    raise RuntimeError("navd is not built: run `swift build` (or set $NAVD)")


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
            [str(find_navd()), "--framing", "ndjson", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=cwd,
        )
        self.next_id = 1
        self.notifications: list[dict] = []
        if initialize is not None:
            self.init_result = self.call("initialize", initialize)

    # -- plumbing
    def send(self, message: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()

    def read(self) -> dict:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"navd closed stdout (exit {self.proc.poll()})")
        return json.loads(line)

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
