"""Skip the pygls suite cleanly until navd is built and serves what a test needs.

``NAVD_REQUIRED=1`` turns every such skip into a failure (for CI once navd is complete).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Callable, FrozenSet

import pytest
from navd_client.pytest_plugin import located_navd, navd_unavailable
from pygls_session import probe

HERE = Path(__file__).resolve().parent
_probe_result: dict = {}


def _probe(path: Path):
    if "result" not in _probe_result:
        _probe_result["result"] = asyncio.run(probe(path))
    return _probe_result["result"]


@pytest.fixture(scope="session")
def navd() -> Path:
    """The built navd executable (navd_client's search order), checked once to answer ``initialize``."""
    path = located_navd(HERE)
    reason, _ = _probe(path)
    if reason is not None:
        navd_unavailable(reason)
    return path


@pytest.fixture(scope="session")
def served_methods(navd: Path) -> FrozenSet[str]:
    """The methods navd lists in ``initialize``'s ``capabilities.methods``."""
    return _probe(navd)[1]


@pytest.fixture
def require_methods(served_methods: FrozenSet[str]) -> Callable[..., None]:
    """``require_methods("route", ...)`` skips the test while navd does not serve them yet."""

    def require(*methods: str) -> None:
        missing = sorted(set(methods) - served_methods)
        if missing:
            navd_unavailable(f"navd does not serve {', '.join(missing)} yet (not in initialize capabilities.methods)")

    return require
