#!/usr/bin/env python3
"""Soak test for navd: many mixed requests across many clients, checked against a model.

    Scripts/soak.py [--requests N] [--clients C] [--quick] [--navd PATH] [--seed S]

Spawns navd (NDJSON framing) and sends N requests (default 1 000 000; --quick: 20 000)
spread over C clients (default 1 000): route / pop / ui/back / clearAll / the web side's session/* events / state, plus
periodic malformed frames, invalid params, unknown methods, cancelled requests and
client/close. It checks that

* every request gets exactly one response, matched by id (nothing lost, nothing doubled),
  and every malformed frame exactly one error with id null;
* every answer is the expected kind: a result for valid calls, -32602 for invalid
  params, -32601 for unknown methods, -32700/-32600 for malformed frames, -32800 or a
  result for a cancelled request (the cancel races the read boundary);
* each client's main stack (depth and the stamp of every entry) matches a model that
  replays the requests as docs/navigator.md §3 describes, at every `state` sample;
* resident memory stays flat: RSS is sampled over the run and printed as a curve; the
  run fails if the final RSS exceeds the post-warm-up RSS by more than 10 %. Each client's
  state is bounded but fills over its first visits (its stacks, and each web session's
  snapshot cache of up to 10 pages), so the warm-up must give every client a few dozen
  messages: --quick spreads its 20 000 over 200 clients.

Exit status 0 when every check held; 1 with the first failures listed otherwise.
"""
from __future__ import annotations

import argparse
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
# navd_client (the project's one codec and navd locator) from this checkout, with or without the test venv.
sys.path.insert(0, str(HERE.parent / "clients" / "python-example" / "src"))
from navd_client import NavdNotFound, locate_navd  # noqa: E402
from navd_client.framing import decode_json, encode_message, make_reader  # noqa: E402

ORIGIN = "https://app.example/"
PATHS = [f"p{k}" for k in range(12)]


@dataclass
class ClientModel:
    """The main stack of one client as a list of stamps (the navigator never presents here)."""

    stack: list[str] = field(default_factory=list)

    def route(self, url: str, action: str) -> None:
        # docs/navigator.md §3.5 push-or-replace on main (no modal is ever presented in the soak).
        if self.stack and self.stack[-1] == url:
            self.stack[-1] = url  # same page → replace the top
        elif len(self.stack) >= 2 and self.stack[-2] == url:
            self.stack.pop()  # previous page → pop
        elif action == "advance" or not self.stack:
            self.stack.append(url)  # push (replacing the top of an empty stack is setStack [new])
        else:
            self.stack[-1] = url

    def pop(self) -> None:
        if len(self.stack) >= 2:
            self.stack.pop()

    def clear_all(self) -> None:
        del self.stack[1:]

    def cross_origin_redirect(self, url: str) -> None:
        # docs/web-side.md, cross-origin redirects: pop the active stack (nothing at its root), then
        # route the URL with the default options, in one request: the route sees the stack the pop left.
        self.pop()
        self.route(url, "advance")


@dataclass
class Pending:
    kind: str  # valid | invalid | unknown | cancelled | close | visitFailed
    method: str
    client: str
    apply: object = None  # callable applied to the model when the request succeeds


class Failures:
    def __init__(self, limit: int = 20) -> None:
        self.items: list[str] = []
        self.count = 0
        self.limit = limit

    def add(self, message: str) -> None:
        self.count += 1
        if len(self.items) < self.limit:
            self.items.append(message)


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.random = random.Random(args.seed)
        self.clients = [f"c{n}" for n in range(args.clients)]
        self.models = {client: ClientModel() for client in self.clients}
        self.pending: dict[int, Pending] = {}
        self.next_id = 1
        self.expected_null = 0
        self.received_null = 0
        self.failures = Failures()
        self.counts: dict[str, int] = {}
        self.sent = 0
        self.state_checks = 0
        self.cancelled_answered = 0
        self.rss: list[tuple[int, int]] = []

    # -- building requests -------------------------------------------------

    def request(self, method: str, params: dict, kind: str, client: str, apply=None) -> tuple[int, bytes]:
        request_id = self.next_id
        self.next_id += 1
        self.pending[request_id] = Pending(kind, method, client, apply)
        self.counts[kind + " " + method] = self.counts.get(kind + " " + method, 0) + 1
        return request_id, encode_message({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params},
                                          "ndjson")

    def next_message(self) -> bytes:
        """One request (or a malformed frame, or a request plus its cancel) as NDJSON bytes."""
        self.sent += 1
        client = self.random.choice(self.clients)
        model = self.models[client]
        roll = self.random.random()
        if roll < 0.40:
            url = ORIGIN + self.random.choice(PATHS)
            action = "advance" if self.random.random() < 0.8 else "replace"
            params = {"client": client, "url": url, "options": {"action": action}, "state": False}
            return self.request("route", params, "valid", client, lambda m=model: m.route(url, action))[1]
        if roll < 0.62:
            return self.request("pop", {"client": client, "state": False}, "valid", client, model.pop)[1]
        if roll < 0.70:
            return self.request("ui/back", {"client": client, "state": False}, "valid", client, model.pop)[1]
        if roll < 0.72:
            params = {"client": client, "state": False, "animated": False}
            return self.request("clearAll", params, "valid", client, model.clear_all)[1]
        if roll < 0.76:
            return self.web_side_message(client, model)
        if roll < 0.84:
            return self.request("state", {"client": client}, "valid", client, None)[1]
        if roll < 0.88:
            bad = self.random.choice([
                ("route", {"client": client, "url": 42}),
                ("route", {"client": client, "url": ORIGIN, "options": {"action": "sideways"}}),
                ("route", {"client": client}),
                ("pop", {"client": client, "animated": "yes"}),
                ("state", {"client": 7}),
                ("session/proposeVisit", {"client": client, "url": "/p1"}),
                ("session/formSubmitted", {"client": client, "method": "TRACE",
                                           "response": {"statusCode": 200, "url": "/p1"}}),
                ("session/visitFailed", {"client": client, "statusCode": 302}),
                ("session/crossOriginRedirect", {"client": client, "url": ORIGIN, "session": "side"}),
            ])
            return self.request(bad[0], bad[1], "invalid", client)[1]
        if roll < 0.89:
            return self.request("navigator/teleport", {"client": client}, "unknown", client)[1]
        if roll < 0.91:
            self.expected_null += 1
            return self.random.choice([
                b'{"jsonrpc":"2.0","id":1,"method":"route"\n',
                b"not json at all\n",
                b'{"jsonrpc":"2.0","id":true,"method":"state"}\n',
                b'{"jsonrpc":"1.0","method":"state","id":[1]}\n',
                b"[]\n",
            ])
        if roll < 0.995:
            url = ORIGIN + self.random.choice(PATHS)
            params = {"client": client, "url": url, "state": False}
            request_id, line = self.request("route", params, "cancelled", client,
                                            lambda m=model: m.route(url, "advance"))
            cancel = encode_message({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": request_id}}, "ndjson")
            return line + cancel
        # Closing a client: its state is gone; the next call creates it afresh.
        return self.request("client/close", {"client": client}, "close", client, lambda m=model: m.stack.clear())[1]

    def web_side_message(self, client: str, model: ClientModel) -> bytes:
        """A web-side event on main (docs/web-side.md); the soak never presents, so every proposal is
        routed as `route` with `advance` routes it (one of the page shown re-renders in place: no change);
        a cross-origin redirect pops, then routes its URL (on the soak's one origin the route stays in the app)."""
        url = ORIGIN + self.random.choice(PATHS)
        pick = self.random.random()
        if pick < 0.35:
            params = {"client": client, "url": url, "state": False}
            return self.request("session/proposeVisit", params, "valid", client,
                                lambda m=model: m.route(url, "advance"))[1]
        if pick < 0.65:
            response = {"statusCode": 200, "url": url, "redirected": True}
            params = {"client": client, "method": "POST", "response": response, "state": False}
            return self.request("session/formSubmitted", params, "valid", client,
                                lambda m=model: m.route(url, "advance"))[1]
        if pick < 0.80:
            params = {"client": client, "url": url, "state": False}
            return self.request("session/crossOriginRedirect", params, "valid", client,
                                lambda m=model: m.cross_origin_redirect(url))[1]
        # A failed visit changes no navigation; on an empty stack (a race with a cancel) it is -32602.
        params = {"client": client, "statusCode": self.random.choice([0, 404, 500]), "state": False}
        return self.request("session/visitFailed", params, "visitFailed", client)[1]

    # -- checking responses --------------------------------------------------

    def check(self, response: dict) -> None:
        request_id = response.get("id")
        if request_id is None:
            self.received_null += 1
            code = response.get("error", {}).get("code")
            if code not in (-32700, -32600):
                self.failures.add(f"id-null response with unexpected code: {response}")
            return
        pending = self.pending.pop(request_id, None)
        if pending is None:
            self.failures.add(f"response for an unknown or already answered id {request_id}")
            return
        error = response.get("error")
        kind = pending.kind
        if kind == "invalid":
            if not error or error.get("code") != -32602:
                self.failures.add(f"{pending.method} with invalid params answered {response}")
            return
        if kind == "unknown":
            if not error or error.get("code") != -32601:
                self.failures.add(f"unknown method answered {response}")
            return
        if kind == "close" and error:
            if error.get("code") != -32010:
                self.failures.add(f"client/close answered {response}")
            return
        if kind == "visitFailed" and error:
            if error.get("code") != -32602 or error.get("data", {}).get("field") != "entry":
                self.failures.add(f"session/visitFailed answered {response}")
            return
        if kind == "cancelled" and error and error.get("code") == -32800:
            self.cancelled_answered += 1
            return
        if error:
            self.failures.add(f"{pending.method} for {pending.client} failed: {error}")
            return
        if pending.apply:
            pending.apply()
        if pending.method == "state":
            self.check_state(pending.client, response.get("result", {}))

    def check_state(self, client: str, state: dict) -> None:
        self.state_checks += 1
        stamps = [entry.get("routedLocation") for entry in state.get("main", [])]
        expected = self.models[client].stack
        if stamps != expected:
            self.failures.add(f"{client}: main stack {stamps} but the model has {expected}")
        if state.get("modal") or state.get("presented"):
            self.failures.add(f"{client}: a modal appeared: {state.get('modal')}")
        top = expected[-1] if expected else None
        if state.get("currentVisitableURL") != top:
            self.failures.add(f"{client}: currentVisitableURL {state.get('currentVisitableURL')} but top is {top}")

    # -- running -------------------------------------------------------------

    def run(self) -> int:
        try:
            navd = locate_navd(self.args.navd, cwd=HERE)
        except NavdNotFound as error:
            sys.exit(f"soak: {error.summary}")
        print(f"soak: {navd}")
        process = subprocess.Popen([navd, "--framing", "ndjson"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, bufsize=0)
        output = make_reader(process.stdout, "ndjson")

        def send(data: bytes) -> None:
            process.stdin.write(data)

        def message(method: str, **members: object) -> bytes:
            return encode_message({"jsonrpc": "2.0", **members, "method": method}, "ndjson")

        def read_one() -> dict:
            body = output.read_body()
            if body is None:
                raise EOFError("navd closed stdout")
            return decode_json(body)

        send(message("initialize", id=0, params={"clientInfo": {"name": "soak"}}))
        initialize = read_one()
        if "result" not in initialize:
            sys.exit(f"soak: initialize failed: {initialize}")

        total = self.args.requests
        batch = self.args.batch
        samples = max(10, min(40, total // batch))
        sample_every = max(batch, total // samples // batch * batch)
        started = time.monotonic()
        self.rss.append((0, rss_kib(process.pid)))
        while self.sent < total:
            count = min(batch, total - self.sent)
            chunk = b"".join(self.next_message() for _ in range(count))
            writer = threading.Thread(target=send, args=(chunk,))
            writer.start()
            while self.pending or self.received_null < self.expected_null:
                self.check(read_one())
            writer.join()
            if self.sent % sample_every == 0 or self.sent >= total:
                self.rss.append((self.sent, rss_kib(process.pid)))
        elapsed = time.monotonic() - started

        send(message("shutdown", id=-1))
        shutdown = read_one()
        send(message("exit"))
        process.stdin.close()
        status = process.wait(timeout=30)
        if shutdown.get("id") != -1 or "result" not in shutdown:
            self.failures.add(f"shutdown answered {shutdown}")
        if status != 0:
            self.failures.add(f"navd exited with status {status} after shutdown/exit")
        if output.drain():
            self.failures.add("output after the shutdown response")
        return self.report(elapsed)

    def report(self, elapsed: float) -> int:
        responses = self.next_id - 1
        print(f"soak: {self.sent} messages ({responses} requests with ids, {self.expected_null} malformed frames) "
              f"across {len(self.clients)} clients in {elapsed:.1f} s ({self.sent / elapsed:,.0f} msg/s)")
        print(f"soak: {self.state_checks} state samples checked against the model; "
              f"{self.cancelled_answered} requests answered -32800 after a cancel")
        for kind, count in sorted(self.counts.items()):
            print(f"  {count:9d}  {kind}")
        print("soak: RSS curve (messages sent → VmRSS KiB)")
        peak = max(kib for _, kib in self.rss) or 1
        for sent, kib in self.rss:
            print(f"  {sent:9d}  {kib:8d}  " + "#" * max(1, round(40 * kib / peak)))
        warm = self.rss[min(len(self.rss) - 1, max(1, len(self.rss) // 10))][1]
        end = self.rss[-1][1]
        flat = end <= warm * 1.10
        print(f"soak: RSS after warm-up {warm} KiB, at the end {end} KiB ({end / warm:.3f}x): "
              + ("flat" if flat else "GROWING"))
        if not flat:
            self.failures.add(f"RSS grew from {warm} KiB to {end} KiB")
        if self.pending:
            self.failures.add(f"{len(self.pending)} requests never answered")
        if self.received_null != self.expected_null:
            self.failures.add(f"{self.received_null} id-null errors for {self.expected_null} malformed frames")
        if self.failures.count:
            print(f"soak: FAILED, {self.failures.count} problems; first ones:", file=sys.stderr)
            for item in self.failures.items:
                print("  " + item, file=sys.stderr)
            return 1
        print("soak: OK")
        return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=1_000_000, help="messages to send (default 1 000 000)")
    parser.add_argument("--clients", type=int, default=1_000, help="clients to spread them over (default 1 000)")
    parser.add_argument("--quick", action="store_true", help="20 000 messages over 200 clients, for CI")
    parser.add_argument("--navd", help="the navd binary (default: $NAVD, else the newest of .build/{release,debug}/navd "
                        "above this script, else navd on PATH)")
    parser.add_argument("--seed", type=int, default=7, help="random seed (default 7)")
    parser.add_argument("--batch", type=int, default=2_000, help="messages written per round trip (default 2 000)")
    args = parser.parse_args()
    if args.quick:
        args.requests = 20_000
        args.clients = 200
    return Soak(args).run()


if __name__ == "__main__":
    sys.exit(main())
