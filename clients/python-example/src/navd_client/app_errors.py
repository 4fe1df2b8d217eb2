"""Exceptions raised by the driver (:class:`~navd_client.app.App`), each worded here and only here.

Every one derives from :class:`AppError`, itself a :class:`~navd_client.NavdException`:

- :class:`AppTargetError` — the target is neither a base URL nor a WSGI callable, or an argument
  that names something on it (``path_configuration``, ``start_location``) is malformed.
- :class:`AppTimeout` — the server did not answer a request within the timeout.
- :class:`AppConnectionError` — the server could not be reached, or closed the connection, during a
  form submission or while the path configuration was fetched (a page load reports status 0 to navd
  instead, as a web view shows its error view).
- :class:`AppTooManyRedirects` — more than 20 redirects (``fetch`` gives up).
- :class:`AppRaised` — the in-process WSGI application raised while answering.
- :class:`AppPathConfigurationError` — the path configuration fetched from the app is unusable.
- :class:`AppNavigationLoop` — the server and navd kept proposing visits to each other.

A request is named as :attr:`App.requests <navd_client.app.App.requests>` lists it:
``"GET /posts?page=2"``.
"""

from __future__ import annotations

from typing import Any

from .errors import NavdException


class AppError(NavdException):
    """Base class of the driver's errors."""


class AppTargetError(AppError):
    """A target, or something named on it, that the driver cannot use."""

    def __init__(self, what: str, value: Any, expected: str) -> None:
        self.what = what
        self.value = value
        super().__init__(f"{what} must be {expected}, not {value!r:.200}")


class AppTimeout(AppError):
    """The server did not answer ``request`` within ``timeout`` seconds."""

    def __init__(self, request: str, origin: str, timeout: float) -> None:
        self.request = request
        self.origin = origin
        self.timeout = timeout
        super().__init__(f"{request}: {origin} did not answer within {timeout:g} s")


class AppConnectionError(AppError):
    """The server at ``origin`` could not be reached for ``request``, or dropped the connection."""

    def __init__(self, request: str, origin: str, reason: str) -> None:
        self.request = request
        self.origin = origin
        self.reason = reason
        super().__init__(f"{request}: a network error talking to {origin}: {reason}")


class AppTooManyRedirects(AppError):
    """``request`` was redirected more than ``limit`` times (``fetch``'s limit; a web view shows an error)."""

    def __init__(self, request: str, origin: str, limit: int) -> None:
        self.request = request
        self.origin = origin
        self.limit = limit
        super().__init__(f"{request}: {origin} redirected it more than {limit} times")


class AppRaised(AppError):
    """The in-process WSGI application raised while answering ``request`` (the cause is chained)."""

    def __init__(self, request: str, error: BaseException) -> None:
        self.request = request
        self.error = error
        super().__init__(f"{request}: the WSGI application raised {type(error).__name__}: {error}")


class AppPathConfigurationError(AppError):
    """The path configuration the app served at ``path`` is not a JSON object (or not a 200)."""

    def __init__(self, path: str, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"path configuration GET {path}: {problem}")


class AppNavigationLoop(AppError):
    """More than ``limit`` visits followed from one step: the server and the navigator loop."""

    def __init__(self, request: str, limit: int) -> None:
        self.request = request
        self.limit = limit
        super().__init__(f"{request}: more than {limit} visits followed one step; the app's redirects loop")


__all__ = [
    "AppConnectionError",
    "AppError",
    "AppNavigationLoop",
    "AppPathConfigurationError",
    "AppRaised",
    "AppTargetError",
    "AppTimeout",
    "AppTooManyRedirects",
]
