"""The navd under test for the checker suite (`navd check`, `navd schema`), found as every suite
finds it (navd_client's locator: ``NAVD``, then the newest ``.build/{release,debug}/navd`` of this
checkout), and the Rails-style fixtures in ``Tests/Fixtures/check``.

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from navd_client import NavdNotFound, locate_navd, navd_required

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "Fixtures" / "check"


@dataclass
class Run:
    """One finished navd command: exit status and both streams."""

    status: int
    stdout: str
    stderr: str

    def json(self):
        return json.loads(self.stdout)


@pytest.fixture(scope="session")
def navd_binary() -> Path:
    """The navd executable under test."""
    try:
        return locate_navd(cwd=HERE)
    except NavdNotFound as error:
        if navd_required():
            pytest.fail(f"navd required but unavailable: {error.summary}", pytrace=False)
        pytest.skip(error.summary)


@pytest.fixture(scope="session")
def navd(navd_binary: Path):
    """Runs ``navd ARGS...`` in the fixtures folder (so file names stay relative) and returns a Run."""

    def run(*args: str, cwd: Path = FIXTURES) -> Run:
        done = subprocess.run(
            [str(navd_binary), *args], cwd=cwd, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
        )
        return Run(done.returncode, done.stdout, done.stderr)

    return run
