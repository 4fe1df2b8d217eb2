#!/usr/bin/env python3
"""Start-up and speed of the released navd: the static binary beside the dynamic one and a Go server.

The release binary (Scripts/release: the Swift runtime linked in with --static-swift-stdlib) is
measured in the same run as, when given, a dynamically linked release navd and the Go JSON-RPC
server of Benchmarks/GoJSONRPCServer (Sourcegraph's jsonrpc2, built here when `go` and Debian's
golang-github-sourcegraph-jsonrpc2-dev are installed). Servers alternate per repeat; medians.

Figures: start-up (spawn to the first byte of the `initialize` response), idle RSS after it,
pipelined `currentVisitableURL` (cheap) throughput, and the realistic navigation mix over 100
clients (navd only: the Go server has no navigation). Prints numbers and ratios; asserts nothing.
The targets (docs/benchmarks.md): static start-up within 1.2x of the Go server, static throughput
no lower than the dynamic binary's.

Run:  python3 Benchmarks/startup.py --static .build/release/navd [--dynamic PATH] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (the harness: spawning, framing, repeats, medians)

GO_SOURCE = bench.ROOT / "Benchmarks" / "GoJSONRPCServer"
GO_BINARY = bench.ROOT / ".build" / "go-jsonrpc-server"
GO_PATH = "/usr/share/gocode"  # where Debian's golang-*-dev packages put their sources

# (metric, label, unit, scale): the rows of the report, in order.
ROWS = [
    ("startup_ms", "start-up to first initialize response", "ms", 1.0),
    ("idle_rss_kib", "idle RSS after initialize", "MiB", 1 / 1024),
    ("msgs_per_s", "currentVisitableURL pipelined", "msg/s", 1.0),
    ("cpu_us", "  server CPU per message", "µs", 1.0),
    ("mix_msgs_per_s", "navigation mix, 100 clients", "msg/s", 1.0),
]
# (numerator, denominator, metric, target): the ratios printed under the table.
RATIOS = [
    ("static", "go", "startup_ms", "≤ 1.2×"),
    ("static", "dynamic", "startup_ms", ""),
    ("static", "dynamic", "msgs_per_s", "≥ 1.0×"),
    ("static", "dynamic", "mix_msgs_per_s", "≥ 1.0×"),
    ("static", "go", "idle_rss_kib", ""),
]


def build_go_server() -> Path | str:
    """The Go server's path, built when missing or older than its source; else why it is not there."""
    if GO_BINARY.exists() and GO_BINARY.stat().st_mtime >= (GO_SOURCE / "main.go").stat().st_mtime:
        return GO_BINARY
    if shutil.which("go") is None:
        return "n/a (no `go`: apt-get install golang-go golang-github-sourcegraph-jsonrpc2-dev)"
    if not Path(GO_PATH, "src/github.com/sourcegraph/jsonrpc2").is_dir():
        return "n/a (no jsonrpc2: apt-get install golang-github-sourcegraph-jsonrpc2-dev)"
    GO_BINARY.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, GO111MODULE="off", GOPATH=GO_PATH, GOCACHE=str(bench.ROOT / ".build" / "go-cache"))
    built = subprocess.run(["go", "build", "-o", str(GO_BINARY), "."], cwd=GO_SOURCE, env=env,
                           capture_output=True, text=True)
    if built.returncode != 0:
        return f"n/a (go build failed: {built.stderr.strip().splitlines()[-1:]})"
    return GO_BINARY


def linked_libraries(path: Path) -> list[str]:
    """The shared libraries `ldd` names for `path` (empty when ldd is missing)."""
    if shutil.which("ldd") is None:
        return []
    listed = subprocess.run(["ldd", str(path)], capture_output=True, text=True).stdout
    return [line.split()[0] for line in listed.splitlines() if line.strip()]


def fmt(value, scale: float) -> str:
    if isinstance(value, (int, float)):
        scaled = value * scale
        return f"{scaled:,.0f}" if abs(scaled) >= 1000 else f"{scaled:.2f}"
    return "—" if value is None else str(value)


def report(results: dict, names: list[str]) -> str:
    width = max(len(label) for _, label, _, _ in ROWS) + 2
    lines = [f"{'':{width}}{'unit':>7}" + "".join(f"{name:>14}" for name in names)]
    for metric, label, unit, scale in ROWS:
        row = results.get(metric, {})
        lines.append(f"{label:{width}}{unit:>7}" + "".join(f"{fmt(row.get(name), scale):>14}" for name in names))
    lines.append("")
    for top, bottom, metric, target in RATIOS:
        row = results.get(metric, {})
        a, b = row.get(top), row.get(bottom)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and b > 0:
            ratio = f"{a / b:.2f}×"
        else:
            ratio = "n/a"
        lines.append(f"{metric} {top} / {bottom}: {ratio}" + (f"   (target {target})" if target else ""))
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--static", default=str(bench.ROOT / ".build/release/navd"),
                        help="the release navd, Swift runtime linked statically (default .build/release/navd)")
    parser.add_argument("--dynamic", help="a dynamically linked release navd to compare with")
    parser.add_argument("--no-go", action="store_true", help="leave the Go server out")
    parser.add_argument("--quick", action="store_true", help="few repeats (CI smoke, < 30 s)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = parser.parse_args()

    servers = []
    missing: dict[str, str] = {}
    for name, path in (("static", args.static), ("dynamic", args.dynamic)):
        if path is None:
            continue
        if not Path(path).exists():
            print(f"missing {name} navd {path}: run Scripts/release (or swift build -c release)", file=sys.stderr)
            return 2
        servers.append(bench.ServerSpec(name, Path(path)))
    if not args.no_go:
        go = build_go_server()
        if isinstance(go, Path):
            servers.append(bench.ServerSpec("go", go))
        else:
            missing["go"] = go
    quick = args.quick
    if quick:
        bench.IO_TIMEOUT_S = 5.0
    config = bench.Config(
        framing="lsp", reps=1 if quick else 5, n=10_000 if quick else 200_000, mix_n=6_000 if quick else 120_000,
        rtt_n=0, startups=15 if quick else 61, depth_pairs=0, path_n=0, resolve_n=0, mem_clients=0, mem_entries=0,
        quick=quick)
    started_at = time.perf_counter()
    run = bench.Bench(servers, config)
    navd_only = [s for s in servers if s.name != "go"]
    run.startups()
    run.repeat("pipelined currentVisitableURL msgs/s", ["msgs_per_s", "cpu_us"],
               lambda s: bench.pick(run.cheap_pipelined(s), "msgs_per_s", "cpu_us"))
    run.repeat("mix over 100 clients msgs/s", ["mix_msgs_per_s"],
               lambda s: bench.prefixed(bench.pick(run.mix(s), "msgs_per_s"), "mix_"), servers=navd_only)
    names = [s.name for s in servers] + list(missing)
    for metric, *_ in ROWS:
        for name, why in missing.items():
            run.record(metric, name, why)
    elapsed = time.perf_counter() - started_at
    print(f"navd start-up benchmark — {os.cpu_count()} CPUs, median of {config.reps} "
          f"(start-up: {config.startups} spawns); {'quick' if quick else 'full'} run in {elapsed:.0f} s")
    for spec in navd_only:
        size = spec.path.stat().st_size
        print(f"{spec.name}: {spec.path} ({size / 1e6:.1f} MB); ldd: {', '.join(linked_libraries(spec.path)) or '—'}")
    print(report(run.results, names), flush=True)
    if args.json:
        payload = {"config": config.__dict__, "cpus": os.cpu_count(), "elapsed_s": elapsed,
                   "results": run.results, "samples": run.samples}
        Path(args.json).write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
