"""The navd under test for the checker suite (`navd check`, `navd schema`), found as every suite
finds it (navd_client's locator: ``NAVD``, then the newest ``.build/{release,debug}/navd`` of this
checkout), and the Rails-style fixtures in ``Tests/Fixtures/check``.

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from navd_client.pytest_plugin import located_navd, run_navd

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
    return located_navd(HERE)


@pytest.fixture(scope="session")
def navd(navd_binary: Path):
    """Runs ``navd ARGS...`` in the fixtures folder (so file names stay relative) and returns a Run."""

    def run(*args: str, cwd: Path = FIXTURES) -> Run:
        done = run_navd(navd_binary, *args, cwd=cwd, timeout=60)
        return Run(done.returncode, done.stdout, done.stderr)

    return run
