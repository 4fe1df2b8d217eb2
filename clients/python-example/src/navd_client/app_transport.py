"""One HTTP exchange with the app: over the network to a base URL, or in-process to a WSGI callable.

A transport sends one request and returns the response as it is: it follows no redirect and
keeps no cookie (the web view of :mod:`navd_client.app_browser` does both, the same for either
transport). Failures are the driver's typed errors (:mod:`navd_client.app_errors`).
"""

from __future__ import annotations

import http.client
import io
import socket
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from email.message import Message
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple
from urllib.parse import unquote_to_bytes, urlsplit

from .app_errors import AppConnectionError, AppRaised, AppTimeout

#: A WSGI application (PEP 3333).
WSGIApp = Callable[[Dict[str, Any], Callable[..., Any]], Iterable[bytes]]


@dataclass(frozen=True)
class HTTPRequest:
    """One request: ``url`` absolute, header names as sent."""

    method: str
    url: str
    headers: Dict[str, str]
    body: Optional[bytes] = None

    @property
    def target(self) -> str:
        """The request target: path and query (``/posts?page=2``)."""
        parts = urlsplit(self.url)
        return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")

    @property
    def name(self) -> str:
        """How errors and :attr:`App.requests <navd_client.app.App.requests>` name it: ``GET /posts?page=2``."""
        return f"{self.method} {self.target}"


@dataclass(frozen=True)
class RawResponse:
    """One response as the server sent it."""

    status: int
    headers: Message
    body: bytes


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of ``url``, as ``fetch`` compares origins."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class _EveryStatus(urllib.request.HTTPErrorProcessor):
    """Hands every response back as it is: no ``HTTPError`` for 4xx/5xx, and so no redirect followed."""

    def http_response(self, request: urllib.request.Request, response: Any) -> Any:
        return response

    https_response = http_response


class URLTransport:
    """Requests to a running server (``urllib``, no proxy), each waiting at most ``timeout`` seconds."""

    def __init__(self, origin: str, timeout: float) -> None:
        self.origin = origin
        self.timeout = timeout
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _EveryStatus())

    def send(self, request: HTTPRequest) -> RawResponse:
        """Sends ``request``; :class:`AppTimeout` or :class:`AppConnectionError` when the server fails to answer."""
        outgoing = urllib.request.Request(request.url, data=request.body, headers=request.headers, method=request.method)
        try:
            with self._opener.open(outgoing, timeout=self.timeout) as response:
                body = response.read()
                return RawResponse(response.status, response.headers, body)
        except urllib.error.URLError as error:
            if isinstance(error.reason, (socket.timeout, TimeoutError)):
                raise AppTimeout(request.name, self.origin, self.timeout) from error
            raise AppConnectionError(request.name, self.origin, str(error.reason)) from error
        except (socket.timeout, TimeoutError) as error:
            raise AppTimeout(request.name, self.origin, self.timeout) from error
        except (http.client.HTTPException, OSError) as error:
            raise AppConnectionError(request.name, self.origin, str(error) or type(error).__name__) from error


class WSGITransport:
    """Requests to a WSGI application in this process and thread, through an environ built as PEP 3333 says.

    The application runs in the caller's thread (so a test's database transaction is shared);
    an exception it raises becomes :class:`AppRaised` with the exception chained.
    """

    def __init__(self, application: WSGIApp, origin: str) -> None:
        self.application = application
        self.origin = origin

    def environ(self, request: HTTPRequest) -> Dict[str, Any]:
        """The WSGI environ of ``request``."""
        parts = urlsplit(request.url)
        body = request.body or b""
        default_port = "443" if parts.scheme == "https" else "80"
        environ: Dict[str, Any] = {
            "REQUEST_METHOD": request.method,
            "SCRIPT_NAME": "",
            "PATH_INFO": unquote_to_bytes(parts.path or "/").decode("latin-1"),
            "QUERY_STRING": parts.query,
            "SERVER_NAME": parts.hostname or "localhost",
            "SERVER_PORT": str(parts.port or default_port),
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": parts.netloc,
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": parts.scheme,
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": False,
            "wsgi.multiprocess": False,
            "wsgi.run_once": False,
        }
        if body:
            environ["CONTENT_LENGTH"] = str(len(body))
        for name, value in request.headers.items():
            key = name.upper().replace("-", "_")
            if key in ("CONTENT_TYPE", "CONTENT_LENGTH"):
                environ[key] = value
            else:
                environ[f"HTTP_{key}"] = value
        return environ

    def send(self, request: HTTPRequest) -> RawResponse:
        """Calls the application with ``request``'s environ and collects its response."""
        started: List[Tuple[str, List[Tuple[str, str]]]] = []
        chunks: List[bytes] = []

        def start_response(status: str, headers: List[Tuple[str, str]], exc_info: Any = None) -> Callable[[bytes], None]:
            if exc_info is not None and started:
                raise exc_info[1].with_traceback(exc_info[2])
            started[:] = [(status, headers)]
            return chunks.append

        try:
            result = self.application(self.environ(request), start_response)
            try:
                for chunk in result:
                    chunks.append(chunk)
            finally:
                close = getattr(result, "close", None)
                if close is not None:
                    close()
            if not started:
                raise RuntimeError("the application returned without calling start_response")
        except Exception as error:  # the application's own failure, whatever it is
            raise AppRaised(request.name, error) from error
        status, header_list = started[0]
        headers = Message()
        for name, value in header_list:
            headers[name] = value
        return RawResponse(int(status.split(" ", 1)[0]), headers, b"".join(chunks))


__all__ = ["HTTPRequest", "RawResponse", "URLTransport", "WSGIApp", "WSGITransport", "origin_of"]
