#!/usr/bin/env python3
"""navd's overhead per step when the Python driver (navd_client.app.App) runs a flow against a server.

Runs a 5-step flow through the Rails example (examples/rails-blog, served by `bin/rails server`)
— start (`GET /` and its redirect), open the new-post modal, submit it, open a post, comment on
it — with the driver, recording every HTTP request it sent; then sends exactly those requests again
over the same transport without navd. Prints each step's mean time both ways, navd's overhead per
step and the ratio. Asserts nothing (docs/benchmarks.md, "The cost of driving the real app").

    (cd examples/rails-blog && bin/rails server -p 3000) &
    .venv/bin/python Benchmarks/driver_overhead.py --url http://127.0.0.1:3000 --platform android
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Callable, Dict, List, Tuple

from navd_client import Navd
from navd_client.app import App
from navd_client.app_transport import HTTPRequest, RawResponse

#: The flow: each step's name and what the app does.
STEPS: List[Tuple[str, Callable[[App], object]]] = [
    ("start", lambda app: app.start()),
    ("open the new-post modal", lambda app: app.visit("/posts/new")),
    ("submit it", lambda app: app.submit("/posts", data={"post": {"title": "Benchmarked", "body": "A post."}})),
    ("open a post", lambda app: app.visit("/posts/1")),
    ("comment on it", lambda app: app.submit("/posts/1/comments", data={"comment": {"body": "Nice."}})),
]


class Recorder:
    """Wraps a transport: sends each request and keeps it, per step."""

    def __init__(self, transport) -> None:
        self.transport = transport
        self.origin = transport.origin
        self.sent: List[HTTPRequest] = []

    def send(self, request: HTTPRequest) -> RawResponse:
        self.sent.append(request)
        return self.transport.send(request)


def run(url: str, platform: str, iterations: int) -> None:
    with_navd: Dict[str, List[float]] = {name: [] for name, _ in STEPS}
    plain: Dict[str, List[float]] = {name: [] for name, _ in STEPS}
    configuration = f"/configurations/{platform}_v1.json"
    with Navd() as navd:
        for _ in range(iterations):
            with App(url, platform, configuration, navd=navd) as app:
                recorder = Recorder(app.browser.transport)
                app.browser.transport = recorder  # type: ignore[assignment]
                recorded: List[Tuple[str, List[HTTPRequest]]] = []
                for name, step in STEPS:
                    recorder.sent = []
                    started = time.perf_counter()
                    step(app)
                    with_navd[name].append(time.perf_counter() - started)
                    recorded.append((name, recorder.sent))
            for name, requests in recorded:
                started = time.perf_counter()
                for request in requests:
                    recorder.transport.send(request)
                plain[name].append(time.perf_counter() - started)
    print(f"{platform}: {iterations} iterations against {url}")
    print(f"{'step':<26} {'with navd':>10} {'plain':>10} {'overhead':>10}")
    for name, _ in STEPS:
        navd_ms, plain_ms = statistics.mean(with_navd[name]) * 1000, statistics.mean(plain[name]) * 1000
        print(f"{name:<26} {navd_ms:>8.1f}ms {plain_ms:>8.1f}ms {navd_ms - plain_ms:>8.1f}ms")
    navd_step = statistics.mean(t for times in with_navd.values() for t in times) * 1000
    plain_step = statistics.mean(t for times in plain.values() for t in times) * 1000
    print(f"per step: {navd_step:.1f} ms with navd, {plain_step:.1f} ms plain, "
          f"overhead {navd_step - plain_step:.1f} ms, ratio {navd_step / plain_step:.2f}x")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="base URL of the running Rails example")
    parser.add_argument("--platform", choices=["ios", "android"], default="ios")
    parser.add_argument("--iterations", type=int, default=20)
    arguments = parser.parse_args()
    run(arguments.url, arguments.platform, arguments.iterations)


if __name__ == "__main__":
    main()
