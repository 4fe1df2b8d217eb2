"""Fixtures for testing the client against fake servers (no navd needed)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, Iterator, List

import pytest

from navd_client import Navd

FAKE = Path(__file__).with_name("fake_navd.py")


def fake_command(mode: str) -> List[str]:
    """The command line that runs the fake server in ``mode``."""
    return [sys.executable, str(FAKE), mode]


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
