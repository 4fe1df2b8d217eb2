"""Fixtures for the scenario suite: the built navd binary and the project's example scenarios."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "scenarios"


def _find_navd() -> Path | None:
    explicit = os.environ.get("NAVD")
    if explicit:
        return Path(explicit)
    for kind in ("debug", "release"):
        candidate = ROOT / ".build" / kind / "navd"
        if candidate.is_file():
            return candidate
    return None


@pytest.fixture(scope="session")
def navd() -> Path:
    """The built navd executable (`swift build` first, or set $NAVD)."""
    path = _find_navd()
    if path is None:
        pytest.fail("navd is not built: run `swift build` (or set $NAVD)", pytrace=False)
    return path


@pytest.fixture()
def run_navd(navd: Path):
    """Runs `navd ARGS...` in a folder and returns the completed process (text output)."""

    def run(*arguments: str, cwd: Path) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(navd), *arguments], cwd=cwd, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
        )

    return run


@pytest.fixture()
def examples(tmp_path: Path) -> Path:
    """A copy of examples/scenarios to run in (and to break)."""
    target = tmp_path / "scenarios"
    shutil.copytree(EXAMPLES, target)
    return target
