"""Fixtures for testing the client against fake servers (no navd needed)."""

from __future__ import annotations

from typing import Callable, Iterator, List

import pytest
from fakes import fake_command

from navd_client import Navd


@pytest.fixture
def fake() -> Iterator[Callable[..., Navd]]:
    """Factory: ``fake(mode, **navd_kwargs)`` → a :class:`Navd` on the fake server; all closed afterwards."""
    made: List[Navd] = []

    def make(mode: str = "normal", **kwargs) -> Navd:
        nav = Navd(command=fake_command(mode), **kwargs)
        made.append(nav)
        return nav

    yield make
    for nav in made:
        nav.close(grace=1.0)
        assert nav.returncode is not None, "the client left the fake server running"


pytest_plugins = ["pytester"]
