#!/usr/bin/env python3
"""What `navd test --html` costs on a large run: 240 scenarios × 5 steps (on iOS, then on both
platforms), each run with and without `--html FILE`; prints the report's size and the writing
time (the median difference of the two runs). No limits are asserted; the report's targets are
"under a second" and "under 5 MB" for 240 scenarios × 5 steps.

Run: python3 Benchmarks/html_report.py [--navd PATH] [--rounds N]
The navd is .build/release/navd when it is built (`swift build -c release`), else .build/debug/navd.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "scenarios"
SCENARIOS = 240


def scenarios(platforms: list[str]) -> list[dict]:
    """240 five-step scenarios on the example blog: a push, a modal with a medium sheet or a
    full-screen one, a pop, a native screen, a push."""
    modal = ["/posts/new", "/posts/{n}/comments/new", "/session/new"]
    return [
        {
            "name": f"flow {n}",
            "platforms": platforms,
            "configuration": {
                "startLocation": "https://blog.example/",
                "pathConfiguration": {"file": "blog-paths.json"},
            },
            "steps": [
                {"route": f"/posts/{n}"},
                {"route": modal[n % 3].format(n=n)},
                {"method": "pop"},
                {"route": "/settings"},
                {"route": f"/posts/{n}/edit?from=%3Cbench%3E&n={n}"},
            ],
        }
        for n in range(1, SCENARIOS + 1)
    ]


def timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=False, capture_output=True, stdin=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(navd: Path, platforms: list[str], rounds: int) -> tuple[float, float, int]:
    """(median seconds without, median seconds of writing the report, report bytes)."""
    with tempfile.TemporaryDirectory(prefix="navd-html-bench-") as folder:
        work = Path(folder)
        shutil.copy(EXAMPLES / "blog-paths.json", work / "blog-paths.json")
        (work / "bench.json").write_text(json.dumps(scenarios(platforms)), encoding="utf-8")
        plain, with_html = [], []
        for _ in range(rounds):
            plain.append(timed([str(navd), "test", "bench.json"], work))
            with_html.append(timed([str(navd), "test", "--html", "report.html", "bench.json"], work))
        size = (work / "report.html").stat().st_size
    base = statistics.median(plain)
    return base, max(0.0, statistics.median(with_html) - base), size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    release, debug = ROOT / ".build" / "release" / "navd", ROOT / ".build" / "debug" / "navd"
    parser.add_argument("--navd", type=Path, default=release if release.exists() else debug)
    parser.add_argument("--rounds", type=int, default=5)
    arguments = parser.parse_args()
    print(f"navd test --html: {SCENARIOS} scenarios × 5 steps, {arguments.navd}, median of {arguments.rounds}")
    for platforms in (["ios"], ["ios", "android"]):
        base, writing, size = measure(arguments.navd, platforms, arguments.rounds)
        phones = SCENARIOS * 5 * len(platforms)
        print(
            f"  {'+'.join(platforms):<12} {phones:>5} phones: run {base * 1000:7.1f} ms, "
            f"report +{writing * 1000:6.1f} ms, {size / 1_000_000:.2f} MB"
        )


if __name__ == "__main__":
    main()
