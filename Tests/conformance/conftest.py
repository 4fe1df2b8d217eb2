"""Fixtures for the wire-conformance suite."""

from __future__ import annotations

import pytest
from wire import Navd, navd_path


@pytest.fixture(scope="session", autouse=True)
def built_navd():
    """Fails (never skips) when navd is not built: this suite exists to run against it."""
    path = navd_path()
    assert path.is_file(), f"{path} does not exist; run `swift build`"
    return path


@pytest.fixture
def spawn():
    """``spawn(*args, framing=...)`` starts an interactive navd that is killed after the test."""
    started = []

    def start(*args: str, framing: str = "ndjson") -> Navd:
        process = Navd(*args, framing=framing)
        started.append(process)
        return process

    yield start
    for process in started:
        process.kill()
