"""The navd under test for the recording/replay suite, found as every suite finds it
(navd_client's locator: ``NAVD``, then the newest ``.build/{release,debug}/navd`` of this checkout).

Without a built navd every test is skipped; ``NAVD_REQUIRED=1`` makes that a failure.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from navd_client.pytest_plugin import located_navd

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def navd_binary() -> Path:
    """The navd executable under test."""
    return located_navd(HERE)
