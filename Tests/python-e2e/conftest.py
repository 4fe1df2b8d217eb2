"""Skip the pygls suite cleanly until navd is built and answers ``initialize``."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from pygls_session import find_navd, probe

_probe_result: dict = {}


def _unavailable(reason: str) -> None:
    if os.environ.get("NAVD_REQUIRED", "") not in ("", "0"):
        pytest.fail(f"navd required but unavailable: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def navd() -> Path:
    """The built navd executable, checked once to answer ``initialize``."""
    path = find_navd()
    if path is None:
        _unavailable("navd is not built: no $NAVD and no .build/{release,debug}/navd (run `swift build`)")
    if "reason" not in _probe_result:
        _probe_result["reason"] = asyncio.run(probe(path))
    if _probe_result["reason"] is not None:
        _unavailable(_probe_result["reason"])
    return path
