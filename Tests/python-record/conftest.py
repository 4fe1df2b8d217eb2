"""Find the built navd for the recording/replay suite (``NAVD`` wins over ``.build``).

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

_REPO = Path(__file__).resolve().parents[2]


def _built_navd() -> Path | None:
    explicit = os.environ.get("NAVD")
    if explicit:
        return Path(explicit)
    built = [_REPO / ".build" / kind / "navd" for kind in ("debug", "release")]
    built = [path for path in built if path.is_file() and os.access(path, os.X_OK)]
    return max(built, key=lambda path: path.stat().st_mtime) if built else None


@pytest.fixture(scope="session")
def navd_binary() -> Path:
    """The navd executable under test."""
    path = _built_navd()
    if path is None or not path.is_file():
        reason = "navd is not built: no $NAVD and no .build/{debug,release}/navd (run `swift build`)"
        if os.environ.get("NAVD_REQUIRED", "") not in ("", "0"):
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    return path
