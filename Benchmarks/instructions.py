#!/usr/bin/env python3
"""Instructions per message of navd's request paths, counted by callgrind, for two builds side by side.

Wall-clock figures on a shared 2-core machine move by tens of percent; callgrind's instruction
counts do not (same binary, same input: the same total). This script writes three workloads as
NDJSON — the realistic mix with `state` in every response, the same mix without it, and a cheap
request (`currentVisitableURL`) — runs each through every given navd at two sizes under
`valgrind --tool=callgrind`, and divides the difference of the totals by the difference of the
message counts, so start-up and shutdown cancel out. With `--baseline` it prints the ratio of
each figure to the baseline build's (below 1.00 = fewer instructions than the baseline).

    swift build -c release
    python3 Benchmarks/instructions.py                                  # this checkout's build
    python3 Benchmarks/instructions.py --baseline OTHER/.build/release/navd
    python3 Benchmarks/instructions.py --json figures.json

Needs valgrind (Debian: `apt-get install valgrind`). Python 3.11 standard library only; the
workloads are bench.py's own (`mix_open`, `mix_first_route`, `mix_requests`, `cheap_requests`).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import HOST, ROOT, MessageEncoder, cheap_requests, mix_first_route, mix_open, mix_requests  # noqa: E402

CLIENTS = 100


@dataclass(frozen=True)
class Workload:
    """A named request stream whose per-message cost is measured between two sizes."""

    name: str
    small: int
    large: int

    def messages(self, size: int) -> bytes:
        """The whole session as NDJSON: initialize, the set-up, `size` measured messages, shutdown, exit."""
        server = MessageEncoder("ndjson")
        lines = [server.request("initialize", {})]
        if self.name == "cheap request":
            lines += cheap_requests(server, size)
        elif self.name == "route (replace)":
            lines += mix_open(server, CLIENTS) + mix_first_route(server, CLIENTS)
            lines += [
                server.request("route", {
                    "client": f"m{k % CLIENTS}", "url": f"{HOST}/items/{k % 7}",
                    "options": {"action": "replace"}, "state": False,
                })
                for k in range(size)
            ]
        else:
            with_state = self.name == "mix with state"
            lines += mix_open(server, CLIENTS) + mix_first_route(server, CLIENTS)
            lines += mix_requests(server, CLIENTS, size, first_cycle=1, with_state=with_state)
        lines.append(server.request("shutdown"))
        lines.append(server.frame(b'{"jsonrpc":"2.0","method":"exit"}'))
        return b"".join(lines)


WORKLOADS = [
    Workload("mix with state", 12_000, 24_000),
    Workload("mix without state", 12_000, 24_000),
    Workload("route (replace)", 4_000, 8_000),
    Workload("cheap request", 10_000, 20_000),
]


def instructions(navd: Path, stdin: bytes) -> int:
    """The total instructions callgrind counts for one run of navd on `stdin`."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "callgrind.out"
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(navd)],
            input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
        )
        summary = re.search(rb"^(?:summary|totals): (\d+)", out.read_bytes(), re.MULTILINE)
        if summary is None:
            raise SystemExit(f"callgrind wrote no total for {navd}")
        return int(summary.group(1))


def per_message(navd: Path, workload: Workload) -> float:
    """Instructions per measured message: the difference of two sizes' totals over their difference."""
    small = instructions(navd, workload.messages(workload.small))
    large = instructions(navd, workload.messages(workload.large))
    return (large - small) / (workload.large - workload.small)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--navd", type=Path, default=ROOT / ".build" / "release" / "navd",
                        help="the build measured (default: this checkout's release build)")
    parser.add_argument("--baseline", type=Path, help="a second navd build, measured the same way for the ratio")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("instructions.py needs valgrind (apt-get install valgrind)")
    builds = {"navd": arguments.navd}
    if arguments.baseline:
        builds["baseline"] = arguments.baseline
    for name, path in builds.items():
        if not path.is_file():
            raise SystemExit(f"{name}: no navd at {path} (swift build -c release)")

    figures: dict[str, dict[str, float]] = {}
    header = f"{'instructions per message':<28}" + "".join(f"{name:>14}" for name in builds)
    print(header + (f"{'ratio':>10}" if arguments.baseline else ""), flush=True)
    for workload in WORKLOADS:
        row = {name: per_message(path, workload) for name, path in builds.items()}
        figures[workload.name] = row
        line = f"{workload.name:<28}" + "".join(f"{row[name]:>14,.0f}" for name in builds)
        if arguments.baseline:
            line += f"{row['navd'] / row['baseline']:>10.3f}"
        print(line, flush=True)
    if arguments.json:
        arguments.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
