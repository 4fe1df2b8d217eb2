#!/usr/bin/env python3
"""navd performance benchmark.

Spawns navd and the straightforward Codable baseline (navd-baseline-echo) over
stdio, runs the same workloads against both in the same run, and prints every
figure as navd / baseline with its target and MET / MISSED.

Build first:   swift build -c release
Run:           python3 Benchmarks/bench.py            (full, a few minutes)
               python3 Benchmarks/bench.py --quick    (CI smoke, < 60 s)
               python3 Benchmarks/bench.py --json bench.json

Python 3.11 standard library, and this checkout's navd_client for framing (itself standard
library only; no venv needed).  See docs/benchmarks.md for what each number means.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import select
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
# navd_client's codec (the project's one) from this checkout, with or without the test venv.
sys.path.insert(0, str(ROOT / "clients" / "python-example" / "src"))
from navd_client.framing import FramingError, decode_json, encode_json, frame_body, next_frame  # noqa: E402

CLK_TCK = os.sysconf("SC_CLK_TCK")
# A JSON-RPC error member, told apart from a navd entry's `"error": null | {"statusCode": …}`.
RESPONSE_ERROR = re.compile(rb'"error":\{"(?:code|message)"')
IO_TIMEOUT_S = 20.0  # no response for this long => the server is considered stuck (5 s with --quick)
HOST = "https://app.example"
MODAL_CONFIGURATION = {
    "startLocation": HOST + "/",
    "pathConfiguration": {"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]},
}
MICROBENCH = "navd-microbench"  # in-process Swift measurements (typed-route index vs linear scan, memory)


# ---------------------------------------------------------------------------
# Outcomes


class Unavailable(Exception):
    """A metric cannot be measured for this server (method missing, server died, ...)."""


class ServerGone(Unavailable):
    pass


class ServerHung(ServerGone):
    """No byte for IO_TIMEOUT_S: the server is skipped for the rest of the run."""


class NotInitialized(Unavailable):
    """The server did not answer `initialize`: every later metric is skipped for it."""


# ---------------------------------------------------------------------------
# Talking to one server process


@dataclass
class ServerSpec:
    name: str  # "navd" or "baseline"
    path: Path
    args: list[str] = field(default_factory=list)


class MessageEncoder:
    """Framing and request ids: the messages a workload sends, written without a server."""

    def __init__(self, framing: str):
        self.framing = framing
        self.next_id = 1

    def frame(self, body: bytes) -> bytes:
        return frame_body(body, self.framing)

    def request(self, method: str, params: dict | None = None) -> bytes:
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        self.next_id += 1
        if params is not None:
            message["params"] = params
        return self.frame(encode_json(message))

    def notification(self, method: str, params: dict | None = None) -> bytes:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        return self.frame(encode_json(message))


class Server(MessageEncoder):
    """One spawned server: response reading and /proc readings over MessageEncoder's messages."""

    def __init__(self, spec: ServerSpec, framing: str, extra_args: list[str] | None = None):
        super().__init__(framing)
        self.spec = spec
        self.stderr = tempfile.TemporaryFile()
        self.spawn_ns = time.perf_counter_ns()
        self.proc = subprocess.Popen(
            [str(spec.path), *spec.args, *(extra_args or [])],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            bufsize=0,
        )
        self.wfd = self.proc.stdin.fileno()
        self.rfd = self.proc.stdout.fileno()
        self.poller = select.poll()
        self.poller.register(self.rfd, select.POLLIN)
        self.buf = bytearray()
        self.pos = 0
        self.broken = False  # set once it stopped answering: close() then skips the polite shutdown

    # -- raw I/O ----------------------------------------------------------

    def write(self, data: bytes) -> None:
        try:
            view = memoryview(data)
            while view:
                written = os.write(self.wfd, view)
                view = view[written:]
        except (BrokenPipeError, OSError) as error:
            raise self.gone(f"write failed: {error}") from None

    def gone(self, what: str, hung: bool = False) -> ServerGone:
        self.broken = True
        try:
            status = self.proc.wait(timeout=1)
        except subprocess.TimeoutExpired:
            status = None
        self.stderr.seek(0)
        tail = self.stderr.read().decode(errors="replace").strip().splitlines()[-1:]
        detail = f"; stderr: {tail[0][:160]}" if tail else ""
        state = f"exited with status {status}" if status is not None else "not answering"
        return (ServerHung if hung and status is None else ServerGone)(f"server {state} ({what}){detail}")

    def _fill(self, timeout_s: float | None = None) -> None:
        timeout_s = timeout_s or IO_TIMEOUT_S
        if self.pos > (1 << 20):
            del self.buf[: self.pos]
            self.pos = 0
        if not self.poller.poll(timeout_s * 1000):
            raise self.gone("no response within %.0f s" % timeout_s, hung=True)
        chunk = os.read(self.rfd, 1 << 20)
        if not chunk:
            raise self.gone("end of output")
        self.buf += chunk

    def _take(self) -> tuple[int, int, int] | None:
        """(body start, body end, frame end) of the next complete frame in buf, advancing pos; None if incomplete."""
        try:
            span = next_frame(self.buf, self.pos, self.framing)
        except FramingError as error:
            raise self.gone(f"unreadable response frame: {error}") from None
        if span is not None:
            self.pos = span[2]
        return span

    def read_message(self) -> Any:
        while (span := self._take()) is None:
            self._fill()
        try:
            return decode_json(self.buf[span[0] : span[1]])
        except FramingError as error:
            raise self.gone(f"unreadable response: {error}") from None

    def take_available(self, limit: int) -> tuple[int, int, str | None]:
        """Consumes up to `limit` complete responses already buffered, without decoding them.

        Returns (responses, error responses, first error snippet)."""
        region_start, seen = self.pos, 0
        while seen < limit and self._take() is not None:
            seen += 1
        found = RESPONSE_ERROR.search(self.buf, region_start, self.pos)
        errors = len(RESPONSE_ERROR.findall(self.buf, region_start, self.pos)) if found else 0
        first_error = bytes(self.buf[found.start() : found.start() + 200]).decode(errors="replace") if found else None
        return seen, errors, first_error

    def count_responses(self, n: int) -> tuple[int, str | None]:
        """Reads n responses without decoding them; returns (error responses, first error snippet)."""
        errors, first_error, seen = 0, None, 0
        while True:
            got, bad, snippet = self.take_available(n - seen)
            seen += got
            errors += bad
            first_error = first_error or snippet
            if seen >= n:
                return errors, first_error
            self._fill()

    # -- JSON-RPC helpers -------------------------------------------------

    def call(self, method: str, params: dict | None = None) -> Any:
        """One request, its response; raises Unavailable on an error response."""
        self.write(self.request(method, params))
        response = self.read_message()
        if "error" in response:
            error = response["error"]
            if error.get("code") == -32601:
                raise Unavailable(f"method not implemented: {method}")
            raise Unavailable(f"{method} failed: {error.get('code')} {error.get('message')}")
        return response.get("result")

    def initialize(self) -> Any:
        self.write(self.request("initialize", {"clientInfo": {"name": "navd-bench", "version": "1"}}))
        response = self.read_message()
        if "error" in response:
            raise Unavailable(f"initialize failed: {response['error']}")
        self.write(self.notification("initialized", {}))
        return response["result"]

    def close(self) -> None:
        try:
            if self.proc.poll() is None and not self.broken:
                self.write(self.request("shutdown"))
                self.read_message()
                self.write(self.notification("exit"))
        except Unavailable:
            pass
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=1 if self.broken else 5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()
        self.stderr.close()

    # -- /proc ------------------------------------------------------------

    def cpu_ticks(self) -> int:
        """utime + stime of the server (all threads), in clock ticks."""
        with open(f"/proc/{self.proc.pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # fields 14 and 15 of proc(5)

    def status_kib(self, key: str) -> int:
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
        raise Unavailable(f"{key} not in /proc/{self.proc.pid}/status")


def ticks_to_us(ticks: int) -> float:
    return ticks * 1e6 / CLK_TCK


@contextmanager
def started(spec: ServerSpec, framing: str, extra_args: list[str] | None = None) -> Iterator[Server]:
    """A server past ``initialize`` for the ``with`` block, closed after it."""
    server = Server(spec, framing, extra_args)
    try:
        try:
            server.initialize()
        except Unavailable as why:
            raise NotInitialized(f"initialize: {why}") from None
        yield server
    finally:
        server.close()


# ---------------------------------------------------------------------------
# Measurement primitives


def pipelined_all(server: Server, messages: list[bytes]) -> dict[str, float]:
    """:func:`pipelined` of ``messages``, each answered by one response."""
    return pipelined(server, b"".join(messages), len(messages))


def warmed_up(server: Server, requests: Callable[[int], list[bytes]], n: int, warm: int) -> dict[str, float]:
    """Pipelines ``requests(warm)`` untimed (caches, allocator, branch predictors warm), then
    measures ``requests(n)``."""
    pipelined_all(server, requests(warm))
    return pipelined_all(server, requests(n))


def pipelined(server: Server, blob: bytes, n: int) -> dict[str, float]:
    """Writes blob (n requests) from a writer thread while reading all n responses."""
    failure: list[BaseException] = []

    def writer() -> None:
        try:
            server.write(blob)
        except BaseException as error:  # reported by the reader side
            failure.append(error)

    cpu0 = server.cpu_ticks()
    t0 = time.perf_counter()
    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        errors, first_error = server.count_responses(n)
    except ServerGone:
        thread.join(1)
        raise
    wall = time.perf_counter() - t0
    cpu = server.cpu_ticks() - cpu0
    thread.join()
    if failure:
        raise failure[0]
    if errors:
        raise Unavailable(f"{errors} error responses, first: {first_error}")
    return {"wall_s": wall, "msgs_per_s": n / wall, "wall_us": wall * 1e6 / n, "cpu_us": ticks_to_us(cpu) / n}


def windowed(server: Server, messages: list[bytes], window: int) -> dict[str, float]:
    """At most `window` requests in flight: reads what has arrived, then tops the window up."""
    n = len(messages)
    sent = received = 0
    cpu0 = server.cpu_ticks()
    t0 = time.perf_counter()
    while received < n:
        if sent < n and sent - received < window:
            top = min(n, received + window)
            server.write(b"".join(messages[sent:top]))
            sent = top
        got, errors, first_error = server.take_available(sent - received)
        if errors:
            raise Unavailable(f"error response: {first_error}")
        received += got
        if got == 0:
            server._fill()
    wall = time.perf_counter() - t0
    cpu = server.cpu_ticks() - cpu0
    return {"msgs_per_s": n / wall, "wall_us": wall * 1e6 / n, "cpu_us": ticks_to_us(cpu) / n}


def round_trips(server: Server, messages: list[bytes]) -> list[int]:
    """One request at a time; nanoseconds from write to complete response, per request."""
    latencies = []
    clock = time.perf_counter_ns
    for message in messages:
        t0 = clock()
        server.write(message)
        while server._take() is None:
            server._fill()
        latencies.append(clock() - t0)
    return latencies


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


# ---------------------------------------------------------------------------
# Workloads: each builds the same messages for both servers.


def cheap_requests(server: MessageEncoder, n: int) -> list[bytes]:
    return [server.request("currentVisitableURL", {}) for _ in range(n)]


def mix_open(server: MessageEncoder, clients: int) -> list[bytes]:
    return [
        server.request("client/open", {"client": f"m{k}", "configuration": MODAL_CONFIGURATION})
        for k in range(clients)
    ]


def mix_requests(server: MessageEncoder, clients: int, n: int, first_cycle: int = 0, with_state: bool = False) -> list[bytes]:
    """A depth-neutral navigation cycle per client, clients interleaved message by message.

    advance /items/c (push) → advance /items/c/new (present modal) → pop (dismiss)
    → replace /items/c/v2 (replace top) → state (full state) → pop (back to the root).
    n is rounded up to whole cycles so that every client ends where it started. With
    `with_state` every response carries the client's state, as a test driver that does not
    track notifications sees it; otherwise the navigation calls send `"state": false`.
    """
    messages: list[bytes] = []
    cycle = first_cycle
    quiet = {} if with_state else {"state": False}
    while len(messages) < n:
        item = f"{HOST}/items/{cycle}"
        steps: list[tuple[str, dict]] = [
            ("route", {"url": item, "options": {"action": "advance"}, **quiet}),
            ("route", {"url": item + "/new", "options": {"action": "advance"}, **quiet}),
            ("pop", dict(quiet)),
            ("route", {"url": item + "/v2", "options": {"action": "replace"}, **quiet}),
            ("state", {}),
            ("pop", dict(quiet)),
        ]
        for method, params in steps:
            for k in range(clients):
                messages.append(server.request(method, {"client": f"m{k}", **params}))
        cycle += 1
    return messages


def mix_first_route(server: MessageEncoder, clients: int) -> list[bytes]:
    return [
        server.request("route", {"client": f"m{k}", "url": HOST + "/", "state": False}) for k in range(clients)
    ]


def depth_import(server: Server, client: str, entries: int) -> bytes:
    main = [{"url": f"{HOST}/deep/{i}"} for i in range(entries)]
    return server.request("state/import", {"client": client, "state": {"main": main}})


def depth_pairs(server: Server, client: str, pairs: int) -> list[bytes]:
    messages = []
    for i in range(pairs):
        messages.append(server.request("route", {"client": client, "url": f"{HOST}/next/{i % 7}", "state": False}))
        messages.append(server.request("pop", {"client": client, "state": False}))
    return messages


def path_rules(count: int) -> dict:
    rules = [
        {"patterns": [f"^/section{i}/item/[0-9]+$"], "properties": {"title": f"Section {i}"}} for i in range(count)
    ]
    return {"settings": {}, "rules": rules}


def path_routes(server: Server, client: str, rules: int, n: int) -> list[bytes]:
    sections = max(rules, 1)
    return [
        server.request(
            "route",
            {
                "client": client,
                "url": f"{HOST}/section{k % sections}/item/{k}",
                "options": {"action": "replace"},
                "state": False,
            },
        )
        for k in range(n)
    ]


def route_table(count: int) -> list[dict]:
    """Typed routes of four shapes so that no single literal prefix indexes them all."""
    routes = []
    for i in range(count):
        shape = i % 4
        if shape == 0:
            pattern = f"kkbox://s{i}/{{id:digits}}"
        elif shape == 1:
            pattern = f"kkbox://album/{{albumID:digits}}/v{i}"
        elif shape == 2:
            pattern = f"kkbox://artist/v{i}/{{name}}"
        else:
            pattern = f"{HOST}/p{i}/{{slug}}/{{*rest}}"
        routes.append({"name": f"r{i}", "patterns": [pattern]})
    return routes


def route_url(i: int, k: int) -> str:
    shape = i % 4
    if shape == 0:
        return f"kkbox://s{i}/{k:05d}"
    if shape == 1:
        return f"kkbox://album/{k}/v{i}"
    if shape == 2:
        return f"kkbox://artist/v{i}/name{k}"
    return f"{HOST}/p{i}/slug{k}/a/b"


def resolve_requests(server: Server, client: str, count: int, n: int) -> list[bytes]:
    return [
        server.request("routes/resolve", {"client": client, "url": route_url((k * 7919) % count, k)}) for k in range(n)
    ]


# ---------------------------------------------------------------------------
# Runner: repeats, interleaving servers, medians.


@dataclass
class Config:
    framing: str
    reps: int
    n: int
    mix_n: int
    rtt_n: int
    startups: int
    depth_pairs: int
    path_n: int
    resolve_n: int
    mem_clients: int
    mem_entries: int
    quick: bool


class Bench:
    def __init__(self, servers: list[ServerSpec], config: Config):
        self.servers = servers
        self.config = config
        self.results: dict[str, dict[str, Any]] = {}  # metric -> server name -> value | "n/a (...)"
        self.samples: dict[str, dict[str, list[Any]]] = {}
        self.dead: dict[str, str] = {}  # server name -> why it cannot even be initialized

    def log(self, text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    def record(self, metric: str, server: str, value: Any) -> None:
        self.results.setdefault(metric, {})[server] = value

    def repeat(self, label: str, metrics: list[str], run: Callable[[ServerSpec], dict[str, float]],
               servers: list[ServerSpec] | None = None, reps: int | None = None) -> None:
        """Runs `run` reps times per server, alternating server order, and records medians."""
        servers = servers or self.servers
        reps = reps or self.config.reps
        samples: dict[str, list[dict[str, float]]] = {s.name: [] for s in servers}
        failed: dict[str, str] = {name: why for name, why in self.dead.items() if name in samples}
        for rep in range(reps):
            order = servers if rep % 2 == 0 else list(reversed(servers))
            for spec in order:
                if spec.name in failed:
                    continue
                try:
                    samples[spec.name].append(run(spec))
                except (NotInitialized, ServerHung) as why:
                    failed[spec.name] = self.dead[spec.name] = f"n/a ({why})"
                except Unavailable as why:
                    failed[spec.name] = f"n/a ({why})"
        for spec in servers:
            for metric in metrics:
                if spec.name in failed:
                    self.record(metric, spec.name, failed[spec.name])
                else:
                    values = [sample[metric] for sample in samples[spec.name]]
                    self.samples.setdefault(metric, {})[spec.name] = values
                    self.record(metric, spec.name, statistics.median(values))
        first = self.results[metrics[0]]
        self.log(f"  {label}: " + ", ".join(f"{s.name}={fmt(first[s.name], 1.0)}" for s in servers))

    # -- workloads --------------------------------------------------------

    def cheap_pipelined(self, spec: ServerSpec) -> dict[str, float]:
        with started(spec, self.config.framing) as server:
            server.call("currentVisitableURL", {})
            n = self.config.n
            result = warmed_up(server, lambda count: cheap_requests(server, count), n, min(n // 5, 20000))
            window = windowed(server, cheap_requests(server, min(n, 50000)), 64)
            result["window64_cpu_us"] = window["cpu_us"]
            result["window64_msgs_per_s"] = window["msgs_per_s"]
            result["peak_rss_kib"] = server.status_kib("VmHWM")
            return result

    def mix(self, spec: ServerSpec, with_state: bool = False) -> dict[str, float]:
        clients = 100
        with started(spec, self.config.framing) as server:
            for message in (mix_open(server, 1)[0],):
                server.write(message)
                if "error" in server.read_message():
                    raise Unavailable("client/open with a path configuration failed")
            probe = mix_requests(server, 1, 6)
            for message in probe:
                server.write(message)
                response = server.read_message()
                if "error" in response:
                    error = response["error"]
                    if error.get("code") == -32601:
                        raise Unavailable(f"method not implemented: {error.get('data', {}).get('method', '?')}")
                    raise Unavailable(f"mix request failed: {error}")
            pipelined_all(server, mix_open(server, clients) + mix_first_route(server, clients))
            n = self.config.mix_n
            pipelined_all(server, mix_requests(server, clients, min(n // 5, 12000), first_cycle=1, with_state=with_state))
            return pipelined_all(server, mix_requests(server, clients, n, first_cycle=1_000_000, with_state=with_state))

    def rtt(self, spec: ServerSpec, pinned: bool) -> dict[str, float]:
        previous = os.sched_getaffinity(0)
        if pinned:  # the server inherits this thread's affinity; client and server share one core
            os.sched_setaffinity(0, {min(previous)})
        try:
            with started(spec, self.config.framing) as server:
                server.call("currentVisitableURL", {})
                round_trips(server, cheap_requests(server, max(200, self.config.rtt_n // 10)))
                latencies = round_trips(server, cheap_requests(server, self.config.rtt_n))
        finally:
            os.sched_setaffinity(0, previous)
        return {"p50_us": percentile(latencies, 50) / 1000, "p99_us": percentile(latencies, 99) / 1000}

    def startup(self, spec: ServerSpec) -> dict[str, float]:
        server = Server(spec, self.config.framing)
        try:
            server.write(server.request("initialize", {}))
            try:
                server.read_message()
            except Unavailable as why:
                raise NotInitialized(f"initialize: {why}") from None
            elapsed = (time.perf_counter_ns() - server.spawn_ns) / 1e6
            time.sleep(0.05)
            return {"startup_ms": elapsed, "idle_rss_kib": server.status_kib("VmRSS")}
        finally:
            server.close()

    def memory(self, spec: ServerSpec) -> dict[str, float]:
        clients, entries = self.config.mem_clients, self.config.mem_entries
        with started(spec, self.config.framing, ["--max-clients", str(clients + 10)]) as server:
            server.call("route", {"client": "probe", "url": HOST + "/probe", "state": False})
            server.call("client/close", {"client": "probe"})
            time.sleep(0.05)
            idle = server.status_kib("VmRSS")
            pipelined_all(server, [server.request("client/open", {"client": f"c{c}"}) for c in range(clients)])
            time.sleep(0.05)
            opened = server.status_kib("VmRSS")
            routes = [
                server.request("route", {"client": f"c{c}", "url": f"{HOST}/c{c}/page/{i}", "state": False})
                for c in range(clients)
                for i in range(entries)
            ]
            pipelined_all(server, routes)
            time.sleep(0.05)
            filled = server.status_kib("VmRSS")
            depth = len(server.call("state", {"client": "c0"}).get("main", []))
            if depth != entries:
                raise Unavailable(f"expected {entries} entries on c0's main stack, state shows {depth}")
            total = clients * entries
            return {
                "entry_bytes": (filled - opened) * 1024 / total,
                "client_bytes": (opened - idle) * 1024 / clients,
                "client_total_bytes": (filled - idle) * 1024 / clients,
                "total_per_entry_bytes": (filled - idle) * 1024 / total,
            }

    def depth(self, spec: ServerSpec, depth: int) -> dict[str, float]:
        client = f"deep{depth}"
        with started(spec, self.config.framing) as server:
            server.call("state/import", {"client": client, "state": {"main": [{"url": f"{HOST}/deep/0"}]}})
            server.write(depth_import(server, client, depth - 1))  # the loop's route reaches `depth`
            response = server.read_message()
            if "error" in response:
                raise Unavailable(f"state/import of {depth - 1} entries failed: {response['error']}")
            server.call("route", {"client": client, "url": f"{HOST}/next/x", "state": False})
            server.call("pop", {"client": client, "state": False})
            pairs = self.config.depth_pairs
            return warmed_up(server, lambda count: depth_pairs(server, client, count), pairs, max(200, pairs // 5))

    def path_configuration(self, spec: ServerSpec, rules: int) -> dict[str, float]:
        client = f"rules{rules}"
        with started(spec, self.config.framing) as server:
            server.call("client/open", {"client": client, "configuration": {"pathConfiguration": path_rules(rules)}})
            server.call("route", {"client": client, "url": f"{HOST}/", "state": False})
            n = self.config.path_n
            return warmed_up(server, lambda count: path_routes(server, client, rules, count), n, max(500, n // 5))

    def resolve(self, spec: ServerSpec) -> dict[str, float]:
        count = 1000
        with started(spec, self.config.framing) as server:
            server.call("client/open", {"client": "rt", "configuration": {"routes": route_table(count)}})
            if spec.name == "navd":
                for i in range(4):
                    result = server.call("routes/resolve", {"client": "rt", "url": route_url(i, 7)})
                    if result.get("name") != f"r{i}":
                        raise Unavailable(f"routes/resolve of {route_url(i, 7)} gave {result}, expected r{i}")
            n = self.config.resolve_n
            return warmed_up(server, lambda total: resolve_requests(server, "rt", count, total), n, max(500, n // 5))

    # -- all --------------------------------------------------------------

    def run_all(self) -> None:
        c = self.config
        navd_only = [s for s in self.servers if s.name == "navd"]
        names = ", ".join(f"{s.name}={s.path}" for s in self.servers)
        self.log(f"framing={c.framing} reps={c.reps} n={c.n}; servers: {names}")
        self.repeat("pipelined currentVisitableURL msgs/s", ["msgs_per_s", "cpu_us", "window64_cpu_us", "peak_rss_kib"],
                    self.cheap_pipelined)
        self.repeat("mix over 100 clients msgs/s", ["mix_msgs_per_s", "mix_cpu_us"],
                    lambda s: prefixed(pick(self.mix(s), "msgs_per_s", "cpu_us"), "mix_"))
        self.repeat("mix with state in the responses, 100 clients msgs/s", ["mix_state_msgs_per_s", "mix_state_cpu_us"],
                    lambda s: prefixed(pick(self.mix(s, with_state=True), "msgs_per_s", "cpu_us"), "mix_state_"))
        self.repeat("round trip unpinned p99 µs", ["rtt_p99_us", "rtt_p50_us"],
                    lambda s: prefixed(self.rtt(s, pinned=False), "rtt_"))
        self.repeat("round trip pinned p99 µs", ["rtt_pinned_p99_us", "rtt_pinned_p50_us"],
                    lambda s: prefixed(self.rtt(s, pinned=True), "rtt_pinned_"))
        self.startups()
        if navd_only:
            memory_metrics = ["entry_bytes", "client_bytes", "client_total_bytes", "total_per_entry_bytes"]
            self.repeat("memory per retained entry B", memory_metrics,
                        self.memory, servers=navd_only, reps=1 if c.quick else 3)
        for d in (10, 1000, 10000):
            self.repeat(f"route/pop at depth {d} µs/req", [f"depth{d}_wall_us", f"depth{d}_cpu_us"],
                        lambda s, d=d: prefixed(pick(self.depth(s, d), "wall_us", "cpu_us"), f"depth{d}_"))
        for r in (10, 100, 200):
            self.repeat(f"route with {r} path rules µs/route", [f"rules{r}_wall_us", f"rules{r}_cpu_us"],
                        lambda s, r=r: prefixed(pick(self.path_configuration(s, r), "wall_us", "cpu_us"), f"rules{r}_"))
        self.repeat("routes/resolve, 1000 routes µs", ["resolve_wall_us", "resolve_cpu_us"],
                    lambda s: prefixed(pick(self.resolve(s), "wall_us", "cpu_us"), "resolve_"))
        if navd_only:
            self.microbench()

    def startups(self) -> None:
        """Start-up is short and noisy: many spawns, alternating servers, median."""
        self.repeat("start-up to first initialize response ms", ["startup_ms", "idle_rss_kib"], self.startup,
                    reps=self.config.startups)

    def microbench(self) -> None:
        """In-process figures from `navd-microbench --only SECTION --json` (its last stdout line).

        routes: typed resolve through the index vs trying each pattern in turn (1 000 routes);
        memory: VmRSS growth per NavigatorGroup and per retained entry in the library alone.
        Each section runs in its own process so the memory one starts from a clean heap."""
        executable = ROOT / ".build" / "release" / MICROBENCH
        sections = {
            "routes": {"indexedNanosPerResolve": "microbench_indexed_ns",
                       "linearNanosPerResolve": "microbench_linear_ns"},
            "memory": {"bytesPerEntry": "microbench_entry_bytes", "bytesPerClient": "microbench_client_bytes"},
        }
        for section, keys in sections.items():
            if not executable.exists():
                value = f"not available (no {executable.relative_to(ROOT)}; run `swift build -c release`)"
                for metric in keys.values():
                    self.record(metric, "navd", value)
                continue
            args = [str(executable), "--only", section, "--json", *(["--quick"] if self.config.quick else [])]
            try:
                out = subprocess.run(args, capture_output=True, text=True, timeout=600, check=True).stdout
                data = json.loads(out.strip().splitlines()[-1])
                for key, metric in keys.items():
                    self.record(metric, "navd", float(data[key]))
            except (subprocess.SubprocessError, ValueError, KeyError, IndexError, TypeError) as error:
                for metric in keys.values():
                    self.record(metric, "navd", f"n/a ({MICROBENCH} --only {section} failed: {error})")
            self.log(f"  {MICROBENCH} --only {section}: " + ", ".join(
                f"{metric}={fmt(self.results[metric]['navd'], 1.0)}" for metric in keys.values()))
        indexed = self.results["microbench_indexed_ns"]["navd"]
        linear = self.results["microbench_linear_ns"]["navd"]
        if isinstance(indexed, float) and isinstance(linear, float) and indexed > 0:
            self.record("microbench_speedup", "navd", linear / indexed)
        else:
            self.record("microbench_speedup", "navd", indexed if isinstance(indexed, str) else linear)


def prefixed(d: dict, prefix: str) -> dict:
    return {prefix + k: v for k, v in d.items()}


def pick(d: dict, *keys: str) -> dict:
    return {k: d[k] for k in keys}


# ---------------------------------------------------------------------------
# Report


@dataclass
class Row:
    metric: str  # key in results
    label: str
    unit: str
    better: str  # "higher" | "lower" | ""
    target: str = "—"
    check: Callable[[float, float | None], bool] | None = None  # (navd, baseline) -> met
    scale: float = 1.0


def rows() -> list[Row]:
    mib = 1 / 1024
    return [
        Row("msgs_per_s", "currentVisitableURL pipelined", "msg/s", "higher", "≥ 100 000/s and ≥ 2.5× baseline",
            lambda n, b: n >= 100_000 and b is not None and n >= 2.5 * b),
        Row("cpu_us", "  server CPU per message", "µs", "lower"),
        Row("window64_cpu_us", "  server CPU per message, ≤ 64 in flight", "µs", "lower",
            "all-in-flight CPU/msg ≤ 1.5× this", None),
        Row("mix_msgs_per_s", "realistic mix, 100 clients", "msg/s", "higher", "≥ 50 000/s",
            lambda n, b: n >= 50_000),
        Row("mix_cpu_us", "  server CPU per message", "µs", "lower"),
        Row("mix_state_msgs_per_s", "realistic mix with state in every response", "msg/s", "higher",
            "≥ 2× baseline", lambda n, b: b is not None and n >= 2 * b),
        Row("mix_state_cpu_us", "  server CPU per message", "µs", "lower"),
        Row("rtt_p50_us", "round trip p50, unpinned", "µs", "lower"),
        Row("rtt_p99_us", "round trip p99, unpinned", "µs", "lower", "< 150 µs", lambda n, b: n < 150),
        Row("rtt_pinned_p50_us", "round trip p50, one shared core", "µs", "lower"),
        Row("rtt_pinned_p99_us", "round trip p99, one shared core", "µs", "lower", "≤ baseline",
            lambda n, b: b is not None and n <= b),
        Row("startup_ms", "start-up to first initialize response", "ms", "lower", "≤ 12 ms", lambda n, b: n <= 12),
        Row("idle_rss_kib", "idle RSS after initialize", "MiB", "lower", "≤ 1.2× baseline",
            lambda n, b: b is not None and n <= 1.2 * b, mib),
        Row("peak_rss_kib", "peak RSS (VmHWM) after pipelined run", "MiB", "lower", scale=mib),
        Row("entry_bytes", "RSS per retained stack entry", "B", "lower", "≤ 512 B", lambda n, b: n <= 512),
        Row("client_bytes", "RSS per client (opened, empty)", "B", "lower", "≤ 4 KiB", lambda n, b: n <= 4096),
        Row("client_total_bytes", "  RSS per client with 10 entries", "B", "lower"),
        Row("total_per_entry_bytes", "  total RSS delta / entries", "B", "lower"),
        Row("microbench_entry_bytes", "  per entry, library only (navd-microbench)", "B", "lower"),
        Row("microbench_client_bytes", "  per client, library only (navd-microbench)", "B", "lower"),
        Row("depth10_wall_us", "route+pop, depth 10, state:false", "µs/req", "lower"),
        Row("depth1000_wall_us", "route+pop, depth 1 000", "µs/req", "lower", "≤ 1.5× depth 10", None),
        Row("depth10000_wall_us", "route+pop, depth 10 000", "µs/req", "lower", "≤ 1.5× depth 10", None),
        Row("rules10_wall_us", "route, 10 path rules", "µs/route", "lower"),
        Row("rules100_wall_us", "route, 100 path rules", "µs/route", "lower"),
        Row("rules200_wall_us", "route, 200 path rules", "µs/route", "lower"),
        Row("resolve_wall_us", "routes/resolve, 1 000-route table", "µs/req", "lower"),
        Row("microbench_indexed_ns", "typed resolve, 1 000 routes, index (in-process)", "ns", "lower"),
        Row("microbench_linear_ns", "typed resolve, 1 000 routes, linear scan", "ns", "lower"),
        Row("microbench_speedup", "typed resolve: linear scan / index", "×", "higher", "≥ 10×",
            lambda n, b: n >= 10),
    ]


def relative_checks(results: dict[str, dict[str, Any]]) -> dict[str, bool | None]:
    """Targets that compare navd with itself (independence of depth and of requests in flight)."""
    def navd(metric: str) -> float | None:
        value = results.get(metric, {}).get("navd")
        return value if isinstance(value, (int, float)) else None

    checks: dict[str, bool | None] = {}
    base_depth = navd("depth10_wall_us")
    for metric in ("depth1000_wall_us", "depth10000_wall_us"):
        value = navd(metric)
        checks[metric] = None if value is None or base_depth is None else value <= 1.5 * base_depth
    window, full = navd("window64_cpu_us"), navd("cpu_us")
    checks["window64_cpu_us"] = None if window is None or full is None or window == 0 else full <= 1.5 * window
    return checks


def fmt(value: Any, scale: float) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    value *= scale
    if abs(value) >= 1000:
        return f"{value:,.0f}".replace(",", " ")
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def report(results: dict[str, dict[str, Any]]) -> tuple[str, dict[str, str]]:
    relative = relative_checks(results)
    notes: list[str] = []

    def cell(value: Any, scale: float) -> str:
        if isinstance(value, str) and len(value) > 24:
            if value not in notes:
                notes.append(value)
            return f"n/a [{notes.index(value) + 1}]"
        return fmt(value, scale)

    table = [("metric", "unit", "navd", "baseline", "navd/base", "target", "status")]
    statuses: dict[str, str] = {}
    for row in rows():
        if row.metric not in results:
            continue
        n, b = results[row.metric].get("navd"), results[row.metric].get("baseline")
        numeric_n = isinstance(n, (int, float))
        numeric_b = isinstance(b, (int, float))
        ratio = f"{n / b:.2f}×" if numeric_n and numeric_b and b else "—"
        status = ""
        if row.metric in relative:
            met = relative[row.metric]
            status = "" if met is None else ("MET" if met else "MISSED")
        elif row.check is not None:
            if numeric_n:
                status = "MET" if row.check(n, b if numeric_b else None) else "MISSED"
            elif n is not None:
                status = "n/a"
        if status:
            statuses[row.metric] = status
        table.append((row.label, row.unit, cell(n, row.scale), cell(b, row.scale), ratio, row.target, status))
    widths = [max(len(str(line[i])) for line in table) for i in range(len(table[0]))]
    widths = [min(w, 70) for w in widths]
    lines = []
    for index, line in enumerate(table):
        cells = [str(cell) for cell in line]
        lines.append("  ".join(cell.ljust(widths[i]) if i in (0, 1, 5, 6) else cell.rjust(widths[i])
                               for i, cell in enumerate(cells)).rstrip())
        if index == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines.extend(f"[{i + 1}] {note}" for i, note in enumerate(notes))
    return "\n".join(lines), statuses


# ---------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small N and one repeat (CI smoke, < 60 s)")
    parser.add_argument("--json", metavar="FILE", help="also write all results and per-repeat samples as JSON")
    parser.add_argument("--build", action="store_true", help="run `swift build -c release` first")
    parser.add_argument("--navd", default=str(ROOT / ".build/release/navd"), help="navd executable")
    parser.add_argument("--baseline", default=str(ROOT / ".build/release/navd-baseline-echo"),
                        help="baseline echo server executable")
    parser.add_argument("--only", choices=["navd", "baseline"], help="measure one server (no ratios)")
    parser.add_argument("--framing", choices=["lsp", "ndjson"], default="lsp", help="wire framing (default lsp)")
    parser.add_argument("--reps", type=int, help="repeats per measurement (median is reported)")
    parser.add_argument("-n", type=int, help="pipelined requests per repeat")
    args = parser.parse_args()

    if args.build:
        subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True)
    servers = []
    for name, path in (("navd", args.navd), ("baseline", args.baseline)):
        if args.only and args.only != name:
            continue
        if not Path(path).exists():
            print(f"missing {name} executable {path}: run `swift build -c release` (or pass --build)", file=sys.stderr)
            return 2
        servers.append(ServerSpec(name, Path(path)))

    quick = args.quick
    if quick:
        global IO_TIMEOUT_S
        IO_TIMEOUT_S = 5.0
    n = args.n or (10_000 if quick else 200_000)
    config = Config(
        framing=args.framing,
        reps=args.reps or (1 if quick else 5),
        n=n,
        mix_n=(6_000 if quick else 120_000),
        rtt_n=(1_000 if quick else 20_000),
        startups=(5 if quick else 21),
        depth_pairs=(1_000 if quick else 20_000),
        path_n=(2_000 if quick else 40_000),
        resolve_n=(2_000 if quick else 40_000),
        mem_clients=(1_000 if quick else 10_000),
        mem_entries=10,
        quick=quick,
    )
    started_at = time.perf_counter()
    bench = Bench(servers, config)
    bench.run_all()
    sys.stderr.flush()
    text, statuses = report(bench.results)
    elapsed = time.perf_counter() - started_at
    print(f"navd benchmark — {os.cpu_count()} CPUs, framing {config.framing}, median of {config.reps} "
          f"(start-up: {config.startups}); {'quick' if quick else 'full'} run in {elapsed:.0f} s")
    print(text, flush=True)
    if args.json:
        payload = {
            "config": config.__dict__,
            "cpus": os.cpu_count(),
            "elapsed_s": elapsed,
            "results": bench.results,
            "samples": bench.samples,
            "status": statuses,
        }
        Path(args.json).write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
