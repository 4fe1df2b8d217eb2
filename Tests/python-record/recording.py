"""Helpers for the recording/replay tests: reading a recording and running ``navd replay``."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any, List, Sequence, Tuple


def read_lines(path: Path) -> List[Tuple[str, Any]]:
    """Every line of a recording as ``(kind, value)``, checking each is one object with one key."""
    lines = []
    for text in path.read_text(encoding="utf-8").splitlines():
        line = json.loads(text)
        assert isinstance(line, dict) and len(line) == 1, text
        ((kind, value),) = line.items()
        assert kind in ("options", "in", "in_raw", "in_bytes", "in_over_limit", "out"), text
        lines.append((kind, value))
    return lines


def line_number(path: Path, predicate) -> int:
    """The 1-based number of the first line whose ``(kind, value)`` satisfies ``predicate``."""
    for number, line in enumerate(read_lines(path), start=1):
        if predicate(*line):
            return number
    raise AssertionError(f"no such line in {path}")


def replay(navd: Path, *arguments: str, cwd: Path) -> subprocess.CompletedProcess:
    """``navd replay ARGUMENTS`` run in ``cwd``."""
    return subprocess.run(
        [str(navd), "replay", *arguments], cwd=cwd, capture_output=True, text=True, timeout=60, check=False
    )


def rewrite_line(path: Path, number: int, text: str) -> None:
    """Replaces line ``number`` (1-based) of ``path`` with ``text``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[number - 1] = text
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def delete_line(path: Path, number: int) -> None:
    """Removes line ``number`` (1-based) of ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    del lines[number - 1]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def compact(value: Any) -> str:
    """JSON the way navd prints it in a difference: compact, non-ASCII as it is."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def kinds(lines: Sequence[Tuple[str, Any]]) -> List[str]:
    """The kinds of the lines, in order."""
    return [kind for kind, _ in lines]
