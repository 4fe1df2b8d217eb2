"""A stand-in for navd that speaks LSP-framed JSON-RPC, for testing the client alone.

Usage: ``python fake_navd.py MODE`` where MODE picks a misbehaviour:

- ``normal``         — answers initialize/shutdown/exit and a small navigator
                       (``route`` pushes onto ``main``, ``state``, ``pop``, ``client/list``)
- ``crash-on-route`` — writes a reason to stderr and exits 3 on ``route``
- ``hang-on-state``  — never answers ``state`` (keeps answering the rest)
- ``bad-header``     — answers ``state`` with a non-numeric Content-Length
- ``bad-json``       — answers ``state`` with a well-framed body that is not JSON
- ``garbage``        — answers ``state`` with a plain text line
- ``die-at-start``   — writes to stderr and exits 7 before reading anything
- ``ignore-exit``    — like normal, but ignores ``exit`` and end of input (must be killed)
- ``notify``         — like normal, and sends ``navigator/didChange`` + ``window/logMessage``
                       before each ``route`` answer when notifications were asked for

It frames its messages with a few lines of its own, not with ``navd_client.framing``: the
client's codec is tested against bytes it did not write, and the fake starts in the time
of ``import json`` (the short-timeout tests spawn it and wait 0.5 s for ``initialize``).
"""

from __future__ import annotations

import json
import signal
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "normal"
OUT = sys.stdout.buffer
IN = sys.stdin.buffer


def log(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def write_body(body: bytes) -> None:
    OUT.write(b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
    OUT.flush()


def send(message: dict) -> None:
    write_body(json.dumps(message).encode("utf-8"))


def read_message():
    length = None
    while True:
        line = IN.readline()
        if not line:
            return None
        if line == b"\r\n":
            break
        name, _, value = line.decode("ascii").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    assert length is not None, "fake_navd: header without Content-Length"
    return json.loads(IN.read(length))


class World:
    def __init__(self) -> None:
        self.main: list = []
        self.next_id = 1
        self.notifications = False
        self.shutdown = False

    def entry(self, url: str) -> dict:
        entry = {
            "id": self.next_id,
            "viewController": "web",
            "visitable": True,
            "routedLocation": url,
            "currentURL": url,
            "pullToRefreshEnabled": True,
            "modalDismissGestureEnabled": True,
        }
        self.next_id += 1
        return entry

    def state(self) -> dict:
        top = self.main[-1]["currentURL"] if self.main else None
        return {
            "client": "default",
            "startLocation": "https://app.example/",
            "activeTab": None,
            "tabs": [],
            "main": list(self.main),
            "modal": [],
            "presented": False,
            "modalStyle": None,
            "activeStack": "main",
            "currentVisitableURL": top,
            "webSessions": [{"name": "main", "renderedURL": top, "snapshots": []}, {"name": "modal", "renderedURL": None, "snapshots": []}],
        }


def handle(world: World, message: dict) -> None:
    method = message.get("method")
    msg_id = message.get("id")
    params = message.get("params") or {}

    def reply(result) -> None:
        if msg_id is not None:
            send({"jsonrpc": "2.0", "id": msg_id, "result": result})

    def error(code: int, text: str, data=None) -> None:
        err = {"code": code, "message": text}
        if data is not None:
            err["data"] = data
        send({"jsonrpc": "2.0", "id": msg_id, "error": err})

    if method == "initialize":
        world.notifications = bool((params.get("capabilities") or {}).get("notifications"))
        log("fake_navd: initialize")
        return reply(
            {
                "serverInfo": {"name": "navd", "version": "0.0.0-fake"},
                "protocolVersion": 1,
                "capabilities": {"methods": ["initialize", "route", "state"], "framing": "lsp", "batches": True},
            }
        )
    if method == "initialized":
        return None
    if method == "shutdown":
        world.shutdown = True
        return reply(None)
    if method == "exit":
        if MODE == "ignore-exit":
            return None
        sys.exit(0 if world.shutdown else 1)
    if method == "route":
        if MODE == "crash-on-route":
            log("fatal: fake_navd crashed while routing " + str(params.get("url")))
            sys.exit(3)
        url = params.get("url")
        if not isinstance(url, str) or not url.startswith("https://"):
            return error(-32602, "url: not an absolute URL", {"field": "url", "reason": "notAbsolute"})
        entry = world.entry(url)
        world.main.append(entry)
        operations = [{"op": "push", "stack": "main", "entry": entry["id"], "animated": True}]
        if world.notifications and MODE == "notify":
            send({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"type": 2, "message": "hello", "client": "default", "code": "demo"}})
            send({"jsonrpc": "2.0", "method": "navigator/didChange", "params": {"client": "default", "tab": None, "operations": operations, "state": world.state()}})
        result = {
            "decision": "navigate",
            "handler": "app-navigation",
            "external": None,
            "proposal": {
                "url": url,
                "options": (params.get("options") or {"action": "advance"}),
                "properties": params.get("properties") or {},
                "context": "default",
                "presentation": "default",
                "viewController": "web",
                "parameters": params.get("parameters"),
            },
            "proposalResult": params.get("proposalResult", "accept") if isinstance(params.get("proposalResult", "accept"), str) else "acceptCustom",
            "operations": operations,
            "visits": [{"stack": "main", "entry": entry["id"], "url": url, "action": "advance", "reason": "route", "session": "main", "load": "network"}],
            "route": None,
            "warnings": [],
        }
        if params.get("state", True) is not False:
            result["state"] = world.state()
        return reply(result)
    if method == "pop":
        ops = []
        if len(world.main) > 1:
            gone = world.main.pop()
            ops.append({"op": "pop", "stack": "main", "entry": gone["id"], "animated": params.get("animated", True)})
        return reply({"operations": ops, "visits": [], "state": world.state()})
    if method == "state":
        if MODE == "hang-on-state":
            log("fake_navd: ignoring state on purpose")
            return None
        if MODE == "bad-header":
            OUT.write(b"Content-Length: twelve\r\n\r\n{}")
            OUT.flush()
            return None
        if MODE == "bad-json":
            write_body(b"{this is not json")
            return None
        if MODE == "garbage":
            OUT.write(b"hello from a stray print\n")
            OUT.flush()
            return None
        return reply(world.state())
    if method == "client/list":
        return reply({"clients": ["default"]})
    if method == "unknown/limit":
        return error(-32012, "limit reached", {"limit": "max-clients", "value": 10})
    if msg_id is not None:
        return error(-32601, f"method not found: {method}", {"method": method})
    return None


def main() -> None:
    if MODE == "die-at-start":
        log("fatal: fake_navd cannot start (bad flag --frobnicate)")
        sys.exit(7)
    if MODE == "ignore-exit":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    world = World()
    while True:
        message = read_message()
        if message is None:
            break
        handle(world, message)
    if MODE == "ignore-exit":
        while True:
            time.sleep(1)
    sys.exit(0 if world.shutdown else 1)


if __name__ == "__main__":
    main()
