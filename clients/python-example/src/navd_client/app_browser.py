"""The web view's side of HTTP: a Hotwire Native user agent, Turbo's headers, cookies and ``fetch``'s redirects.

One :class:`Browser` per driven app, over either transport (:mod:`navd_client.app_transport`).
It records every request it sends (:attr:`Browser.requests`), keeps cookies in one jar as a
web view does, and follows redirects within the app's origin as ``fetch`` does (Turbo fetches
with ``redirect: "follow"`` and ``credentials: "same-origin"``, hotwired/turbo
src/http/fetch_request.js). A redirect to another origin is where it stops: a web view's
``fetch`` fails there, and the native side reports the other origin's URL.
"""

from __future__ import annotations

import http.cookiejar
import urllib.request
from dataclasses import dataclass
from email.message import Message
from typing import Dict, List, Optional, Tuple, Union
from urllib.parse import urljoin

from .app_errors import AppTooManyRedirects
from .app_transport import HTTPRequest, RawResponse, URLTransport, WSGITransport, origin_of
from .page import TURBO_STREAM_TYPE, Page, decode_body, header_map

#: The user agent each platform's web views send, with no bridge component registered:
#: Hotwire Native iOS ``Source/Bridge/UserAgent.swift`` (``build``) and Hotwire Native Android
#: ``core/.../config/HotwireConfig.kt`` (``userAgent``), each without the system web view's own suffix.
USER_AGENTS: Dict[str, str] = {
    "ios": "Hotwire Native iOS; Turbo Native iOS; bridge-components: []",
    "android": "Hotwire Native Android; Turbo Native Android; bridge-components: [];",
}
#: Turbo's ``Accept`` for every fetch (``FetchRequest.defaultHeaders``).
HTML_ACCEPT = "text/html, application/xhtml+xml"
#: Turbo's ``Accept`` for a non-GET form (``FormSubmission.prepareRequest`` adds the stream type first).
FORM_ACCEPT = f"{TURBO_STREAM_TYPE}, {HTML_ACCEPT}"
#: Turbo's form encoding (``FetchEnctype.urlEncoded``, the default).
FORM_CONTENT_TYPE = "application/x-www-form-urlencoded"
#: ``fetch`` gives up after this many redirects (a network error; the Fetch standard's limit).
REDIRECT_LIMIT = 20
_REDIRECT_STATUSES = (301, 302, 303, 307, 308)

Transport = Union[URLTransport, WSGITransport]


@dataclass(frozen=True)
class Fetched:
    """What one ``fetch`` ended with: the final response, or the other origin a redirect pointed to."""

    #: The final response (``None`` when a redirect left the origin).
    page: Optional[Page]
    #: The absolute URL on another origin that a redirect pointed to (``None`` otherwise).
    cross_origin: Optional[str] = None


class _Headers:
    """What :class:`http.cookiejar.CookieJar` reads from a response: ``info()``."""

    def __init__(self, headers: Message) -> None:
        self._headers = headers

    def info(self) -> Message:
        return self._headers


class Browser:
    """A web view's HTTP: every request it made, one cookie jar, ``fetch``'s redirect rules."""

    def __init__(self, transport: Transport, user_agent: str) -> None:
        self.transport = transport
        self.origin = transport.origin
        self.user_agent = user_agent
        self.cookies = http.cookiejar.CookieJar()
        #: Every request sent so far: ``(method, path?query)``.
        self.requests: List[Tuple[str, str]] = []
        #: The final response of the last fetch, rendered or not (``None`` before any).
        self.last_response: Optional[Page] = None

    def fetch(
        self,
        method: str,
        url: str,
        *,
        body: Optional[bytes] = None,
        accept: str = HTML_ACCEPT,
        referrer: Optional[str] = None,
        csrf_token: Optional[str] = None,
        logged_as: Optional[str] = None,
    ) -> Fetched:
        """Requests ``url`` and follows same-origin redirects as ``fetch`` does (Fetch standard,
        "HTTP-redirect fetch": a 303, or a 301/302 after a POST, continues as a body-less GET;
        307/308 keep the method and body; every hop keeps the request's other headers, as ``fetch``'s
        request does, ``Content-Type`` going with the body). More than :data:`REDIRECT_LIMIT` redirects is a network
        error (:class:`AppTooManyRedirects`). ``logged_as`` is the method :attr:`requests` lists for
        the first request (a form's PATCH sent as a POST with ``_method``)."""
        redirected = False
        first = HTTPRequest(method, url, {}).name
        for _ in range(REDIRECT_LIMIT + 1):
            headers = {"User-Agent": self.user_agent, "Accept": accept}
            if referrer is not None:
                headers["Referer"] = referrer
            if body is not None:
                headers["Content-Type"] = FORM_CONTENT_TYPE
            if csrf_token is not None:
                headers["X-CSRF-Token"] = csrf_token
            request = HTTPRequest(method, url, headers, body)
            raw = self._send(request, logged_as if not redirected else None)
            location = raw.headers.get("Location")
            if raw.status not in _REDIRECT_STATUSES or location is None:
                text = decode_body(raw.body, raw.headers)
                self.last_response = Page(raw.status, url, text, redirected, header_map(raw.headers))
                return Fetched(self.last_response)
            target = urljoin(url, location)
            if origin_of(target) != self.origin:
                return Fetched(None, cross_origin=target)
            if raw.status == 303 and method not in ("GET", "HEAD") or raw.status in (301, 302) and method == "POST":
                method, body = "GET", None
            url, redirected = target, True
        raise AppTooManyRedirects(first, self.origin, REDIRECT_LIMIT)

    def _send(self, request: HTTPRequest, logged_as: Optional[str] = None) -> RawResponse:
        """Sends one request with the jar's cookies, records it, and keeps the cookies it sets."""
        cookie_request = urllib.request.Request(request.url, method=request.method)
        self.cookies.add_cookie_header(cookie_request)
        cookie = cookie_request.get_header("Cookie")
        if cookie is not None:
            request.headers["Cookie"] = cookie
        self.requests.append((logged_as or request.method, request.target))
        raw = self.transport.send(request)
        self.cookies.extract_cookies(_Headers(raw.headers), cookie_request)  # type: ignore[arg-type]
        return raw


__all__ = ["Browser", "Fetched", "FORM_ACCEPT", "HTML_ACCEPT", "REDIRECT_LIMIT", "USER_AGENTS"]
