"""``python -m navd_client ARGS...``: runs navd with ARGS, as ``python -m ruff`` runs the binary
ruff's wheel carries: the navd this client would use (``NAVD``, the platform wheel's, a checkout's
build, ``PATH``; :func:`navd_client.locate_navd`)."""

from __future__ import annotations

import os
import sys

from .errors import NavdNotFound
from .locate import locate_navd


def main() -> None:
    """Replaces this process with navd, or exits with where it looked."""
    try:
        navd = str(locate_navd())
    except NavdNotFound as error:
        sys.exit(str(error))
    os.execv(navd, [navd, *sys.argv[1:]])


if __name__ == "__main__":
    main()
