"""Finding the navd executable: the one search order of every Python script and suite."""

from __future__ import annotations

import importlib.metadata
import os
import shutil
from pathlib import Path
from typing import Optional, Union

from .errors import NavdNotFound

#: Environment variable naming the navd executable.
NAVD_ENV = "NAVD"
#: Environment variable that turns "navd is unavailable" skips into failures (unset, empty or ``0``: off).
NAVD_REQUIRED_ENV = "NAVD_REQUIRED"
_BUILD_CANDIDATES = (".build/release/navd", ".build/debug/navd")


def _is_executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _built_in(directory: Path) -> Optional[Path]:
    """The newest of ``.build/{release,debug}/navd`` under ``directory``, if any."""
    built = [directory / c for c in _BUILD_CANDIDATES if _is_executable(directory / c)]
    if not built:
        return None
    return max(built, key=lambda p: p.stat().st_mtime)


def packaged_navd() -> Optional[Path]:
    """The navd binary this distribution installed, if any: the platform wheel (Scripts/release)
    carries it as a script, so installing the wheel puts it in the environment's ``bin``, as ruff's
    wheel does; the pure wheel and the sdist carry none."""
    try:
        files = importlib.metadata.files("navd-client") or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name == "navd":
            located = Path(os.path.normpath(file.locate()))
            if _is_executable(located):
                return located
    return None


def find_repo_build(start: Path) -> Optional[Path]:
    """Walk up from ``start`` to the first directory holding a built navd."""
    for directory in (start, *start.parents):
        found = _built_in(directory)
        if found is not None:
            return found
    return None


def locate_navd(explicit: Union[str, os.PathLike, None] = None, *, cwd: Optional[Path] = None) -> Path:
    """Return the navd executable to run.

    Order: ``explicit``; the ``NAVD`` environment variable; the binary this package
    installed (the platform wheel's, :func:`packaged_navd`); the newest
    ``.build/{release,debug}/navd`` walking up from ``cwd`` (default: the current
    directory) and then from this package's location; ``navd`` on ``PATH``.
    A repository build wins over ``PATH`` so that tests inside a checkout exercise
    the binary built from it, not an older installed one.
    Raises :class:`NavdNotFound` listing every place looked at.
    """
    searched: list[str] = []
    if explicit is not None:
        path = Path(explicit)
        if _is_executable(path):
            return path
        raise NavdNotFound([f"{path} (given explicitly; missing or not executable)"])
    env = os.environ.get(NAVD_ENV)
    if env:
        path = Path(env)
        if _is_executable(path):
            return path
        raise NavdNotFound([f"{path} (from ${NAVD_ENV}; missing or not executable)"])
    searched.append(f"${NAVD_ENV} (unset)")
    packaged = packaged_navd()
    if packaged is not None:
        return packaged
    searched.append("the navd of the navd-client platform wheel (this installation has none)")
    for start in (Path(cwd) if cwd is not None else Path.cwd(), Path(__file__).resolve().parent):
        found = find_repo_build(start.resolve())
        if found is not None:
            return found
        searched.append(f".build/{{release,debug}}/navd in {start} and its parents")
    on_path = shutil.which("navd")
    if on_path:
        return Path(on_path)
    searched.append("PATH")
    raise NavdNotFound(searched)


def navd_required() -> bool:
    """True when ``NAVD_REQUIRED`` is set to anything but empty or ``0``: a missing navd must fail, not skip."""
    return os.environ.get(NAVD_REQUIRED_ENV, "") not in ("", "0")
