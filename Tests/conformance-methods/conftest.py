from __future__ import annotations

import pytest

from navd_driver import Navd


@pytest.fixture
def navd():
    """An initialized navd without notifications."""
    server = Navd(initialize={})
    yield server
    server.close()


@pytest.fixture
def spawn():
    """Start navd with extra arguments / initialize params; all are closed after the test."""
    started: list[Navd] = []

    def make(*args: str, initialize: dict | None = None, **kw) -> Navd:
        server = Navd(*args, initialize={} if initialize is None else initialize, **kw)
        started.append(server)
        return server

    yield make
    for server in started:
        server.close()
