"""How to start the fake server (shared by conftest and tests)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import List

FAKE = Path(__file__).with_name("fake_navd.py")


def fake_command(mode: str) -> List[str]:
    """The command line that runs ``fake_navd.py`` in ``mode``."""
    return [sys.executable, str(FAKE), mode]
