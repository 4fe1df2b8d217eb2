"""The navd under test for the recording/replay suite, found as every suite finds it
(navd_client's locator: ``NAVD``, then the newest ``.build/{release,debug}/navd`` of this checkout).

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from navd_client import NavdNotFound, locate_navd, navd_required

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def navd_binary() -> Path:
    """The navd executable under test."""
    try:
        return locate_navd(cwd=HERE)
    except NavdNotFound as error:
        if navd_required():
            pytest.fail(f"navd required but unavailable: {error.summary}", pytrace=False)
        pytest.skip(error.summary)
