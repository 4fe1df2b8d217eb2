"""pytest plugin: ``navd`` and ``navd_client`` fixtures, the ``navd`` marker.

Installed with the package (entry point ``pytest11``), so any test can ask for:

- ``navd`` — a fresh navd process (a :class:`~navd_client.Navd`), closed after the test;
- ``navd_client`` — a factory ``navd_client(configuration=None, **fields)`` returning a
  :class:`~navd_client.ClientHandle` with a unique client id on that process;
- ``navd_path`` — the located executable (session-wide).

When navd is not built, or does not answer ``initialize``, tests that use these
fixtures or carry ``@pytest.mark.navd`` are skipped with the reason. Pass
``--navd-required`` (or set ``NAVD_REQUIRED=1``) to make that a failure instead.
``@pytest.mark.navd_methods("route", ...)`` also skips while navd does not yet list
those methods in ``initialize``'s ``capabilities.methods`` (a failure under
``--navd-required``). Options: ``--navd PATH`` (else ``NAVD``/``.build``/``PATH``), ``--navd-timeout SECONDS``.

Suites that run the executable themselves (the checker, recording and scenario suites) share
:func:`navd_unavailable`, :func:`located_navd` and :func:`run_navd` from here.
"""

from __future__ import annotations

import itertools
import subprocess
from pathlib import Path
from typing import Any, Callable, Dict, FrozenSet, Iterator, Mapping, NoReturn, Optional, Tuple

import pytest

from .client import ClientHandle, Navd
from .connection import DEFAULT_TIMEOUT
from .errors import NavdException, NavdNotFound
from .locate import locate_navd, navd_required

_PROBE_TIMEOUT = 5.0
_probe_cache: dict = {}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("navd")
    group.addoption("--navd", dest="navd_path", default=None, help="navd executable (default: $NAVD, .build, PATH)")
    group.addoption("--navd-timeout", dest="navd_timeout", type=float, default=None, help="seconds to wait for each answer")
    group.addoption(
        "--navd-required",
        dest="navd_required",
        action="store_true",
        default=False,
        help="fail (instead of skip) navd tests when navd is missing or broken",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "navd: needs the built navd binary; skipped when it is missing or does not answer initialize"
    )
    config.addinivalue_line(
        "markers",
        "navd_methods(*names): needs navd to serve these methods (listed in capabilities.methods); skipped otherwise",
    )


def _required(config: pytest.Config) -> bool:
    return bool(config.getoption("navd_required")) or navd_required()


def navd_unavailable(reason: str, *, required: Optional[bool] = None, what: str = "unavailable") -> NoReturn:
    """Skips the running test with ``reason``; fails it instead when navd is required.

    ``required`` defaults to the ``NAVD_REQUIRED`` environment variable; ``what`` words the
    failure (``navd required but {what}: {reason}``).
    """
    if navd_required() if required is None else required:
        pytest.fail(f"navd required but {what}: {reason}", pytrace=False)
    pytest.skip(reason)


def located_navd(cwd: Path) -> Path:
    """The navd executable as :func:`~navd_client.locate_navd` finds it from ``cwd``, else :func:`navd_unavailable`."""
    try:
        return locate_navd(cwd=cwd)
    except NavdNotFound as error:
        navd_unavailable(error.summary)


def run_navd(navd: Path, *arguments: str, cwd: Path, timeout: float) -> "subprocess.CompletedProcess[str]":
    """Runs ``navd ARGUMENTS...`` in ``cwd`` with no input, capturing both streams as text."""
    return subprocess.run(
        [str(navd), *arguments], cwd=cwd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL
    )


#: Methods navd listed in ``capabilities.methods`` during the probe, per executable.
_served_methods: Dict[str, FrozenSet[str]] = {}


def probe_navd(explicit: Optional[str] = None) -> Tuple[Optional[Path], Optional[str]]:
    """Locate navd and check it answers ``initialize``: ``(path, None)`` or ``(None, reason)``.

    The answer is cached per explicit path for the whole test session.
    """
    key = explicit or ""
    if key in _probe_cache:
        return _probe_cache[key]
    try:
        path = locate_navd(explicit)
    except NavdNotFound as error:
        outcome: Tuple[Optional[Path], Optional[str]] = (None, error.summary)
    else:
        try:
            with Navd(path, timeout=_PROBE_TIMEOUT) as nav:
                name = nav.initialize_result.server_name if nav.initialize_result else "?"
                methods = nav.initialize_result.methods if nav.initialize_result else ()
            _served_methods[str(path)] = frozenset(methods)
            outcome = (path, None) if name == "navd" else (None, f"{path} answered initialize as {name!r}, not navd")
        except NavdException as error:
            first = str(error).splitlines()[0]
            outcome = (None, f"{path} does not answer initialize yet: {first}")
    _probe_cache[key] = outcome
    return outcome


def _need_navd(config: pytest.Config) -> Path:
    path, reason = probe_navd(config.getoption("navd_path"))
    if path is None:
        navd_unavailable(reason or "navd unavailable", required=_required(config))
    return path


def _need_methods(item: pytest.Item, path: Path) -> None:
    wanted = [m for marker in item.iter_markers("navd_methods") for m in marker.args]
    served = _served_methods.get(str(path))
    if not wanted or served is None:
        return
    missing = sorted(set(wanted) - served)
    if missing:
        reason = f"{path} does not serve {', '.join(missing)} yet (not in initialize capabilities.methods)"
        navd_unavailable(reason, required=_required(item.config), what="incomplete")


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("navd") is not None or item.get_closest_marker("navd_methods") is not None:
        _need_methods(item, _need_navd(item.config))


@pytest.fixture(scope="session")
def navd_path(pytestconfig: pytest.Config) -> Path:
    """The navd executable, checked to answer ``initialize`` (skips the test otherwise)."""
    return _need_navd(pytestconfig)


@pytest.fixture
def navd(navd_path: Path, pytestconfig: pytest.Config) -> Iterator[Navd]:
    """A fresh navd process for one test; shut down and reaped afterwards."""
    timeout = pytestconfig.getoption("navd_timeout") or DEFAULT_TIMEOUT
    nav = Navd(navd_path, timeout=timeout)
    try:
        yield nav
    finally:
        nav.close()


@pytest.fixture
def navd_client(navd: Navd, request: pytest.FixtureRequest) -> Callable[..., ClientHandle]:
    """Factory: ``navd_client(configuration=None, *, name=None, **fields)`` → an opened client handle."""
    counter = itertools.count(1)
    base = request.node.name

    def make(configuration: Optional[Mapping[str, Any]] = None, *, name: Optional[str] = None, **fields: Any) -> ClientHandle:
        client_id = name or f"{base}-{next(counter)}"
        return navd.client(client_id, dict(configuration or {}), **fields)

    return make
