"""Fixtures for the scenario suite: the navd under test, found as every suite finds it
(navd_client's locator: ``NAVD``, then the newest ``.build/{release,debug}/navd`` of this
checkout), and a copy of the project's example scenarios.

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from navd_client import pytest_plugin

HERE = Path(__file__).resolve().parent
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "scenarios"


@pytest.fixture(scope="session")
def navd() -> Path:
    """The navd executable under test."""
    return pytest_plugin.located_navd(HERE)


@pytest.fixture()
def run_navd(navd: Path):
    """Runs `navd ARGS...` in a folder and returns the completed process (text output)."""

    def run(*arguments: str, cwd: Path) -> subprocess.CompletedProcess:
        return pytest_plugin.run_navd(navd, *arguments, cwd=cwd, timeout=120)

    return run


@pytest.fixture()
def examples(tmp_path: Path) -> Path:
    """A copy of examples/scenarios to run in (and to break)."""
    target = tmp_path / "scenarios"
    shutil.copytree(EXAMPLES, target)
    return target
