"""Skip the pygls suite cleanly until navd is built and serves what a test needs.

``NAVD_REQUIRED=1`` turns every such skip into a failure (for CI once navd is complete).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Callable, FrozenSet

import pytest
from pygls_session import find_navd, probe

_probe_result: dict = {}


def _unavailable(reason: str) -> None:
    if os.environ.get("NAVD_REQUIRED", "") not in ("", "0"):
        pytest.fail(f"navd required but unavailable: {reason}", pytrace=False)
    pytest.skip(reason)


def _probe(path: Path):
    if "result" not in _probe_result:
        _probe_result["result"] = asyncio.run(probe(path))
    return _probe_result["result"]


@pytest.fixture(scope="session")
def navd() -> Path:
    """The built navd executable, checked once to answer ``initialize``."""
    path = find_navd()
    if path is None:
        _unavailable("navd is not built: no $NAVD and no .build/{release,debug}/navd (run `swift build`)")
    reason, _ = _probe(path)
    if reason is not None:
        _unavailable(reason)
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
            _unavailable(f"navd does not serve {', '.join(missing)} yet (not in initialize capabilities.methods)")

    return require
