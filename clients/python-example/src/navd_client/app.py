"""Drive the real app: navd's navigation against a server's real answers.

::

    from navd_client.app import App

    with App("http://127.0.0.1:3000", platform="ios", path_configuration="/configurations/ios_v1.json") as app:
        app.start()
        app.visit("/posts/new")                            # a link tapped in the web view
        app.submit("/posts", data={"post[title]": "Hi"})   # the form in the modal
        assert app.state.main_locations == ("http://127.0.0.1:3000/posts",)
        assert "Post created" in app.page.body

An :class:`App` performs the visits navd reports with ``load: "network"`` against the app —
a base URL (``urllib``, to a running server) or a WSGI callable (in-process) — and reports back
what the server did with ``session/proposeVisit`` (a same-origin redirect: a ``replace``
re-proposal, ``response.redirected``), ``session/crossOriginRedirect``, ``session/visitFailed``
(a status of 400 or more, or a network error) and ``session/formSubmitted`` (docs/web-side.md).
It never decides navigation itself: navd does, as Hotwire Native would.
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path
from types import TracebackType
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Type, TypeVar, Union
from urllib.parse import urlencode, urljoin, urlsplit, urlunsplit

from .app_browser import FORM_ACCEPT, USER_AGENTS, Browser
from .app_errors import (
    AppConnectionError,
    AppNavigationLoop,
    AppPathConfigurationError,
    AppTargetError,
    AppTooManyRedirects,
)
from .app_transport import URLTransport, WSGITransport, origin_of
from .client import ClientHandle, Navd
from .configuration import PLATFORMS
from .models import ChangeResult, FormSubmissionResult, ProposeVisitResult, RouteResult, State, Visit
from .page import Page, csrf_token

#: Seconds the driver waits for each HTTP answer.
DEFAULT_HTTP_TIMEOUT = 10.0
#: The origin of a WSGI target unless ``start_location`` names another (Rack::MockRequest's, as in the Ruby driver).
WSGI_ORIGIN = "http://example.org"
#: At most this many visits follow one step (redirects answered by visits answered by redirects ...).
VISIT_LIMIT = 50
#: The form methods Turbo sends (``fetchMethodFromString``).
FORM_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
#: A form's data: a mapping (nested mappings become Rails-style ``post[title]`` names) or pairs.
FormData = Union[Mapping[str, Any], Sequence[Tuple[str, Any]]]

_app_ids = itertools.count(1)
R = TypeVar("R")
#: A web view: its tab (``None`` without tabs) and its web session (``"main"`` or ``"modal"``).
WebView = Tuple[Optional[str], str]


def form_pairs(data: Optional[FormData], prefix: str = "") -> List[Tuple[str, str]]:
    """``data`` as the name/value pairs a form sends, with Rails' bracket names for nested values:
    ``{"post": {"title": "Hi"}}`` → ``[("post[title]", "Hi")]``, ``{"ids": [1, 2]}`` →
    ``[("ids[]", "1"), ("ids[]", "2")]``. Pairs (``[("tag", "a"), ("tag", "b")]``) are sent as given."""
    if data is None:
        return []
    items = data.items() if isinstance(data, Mapping) else data
    pairs: List[Tuple[str, str]] = []
    for key, value in items:
        name = f"{prefix}[{key}]" if prefix else str(key)
        if isinstance(value, Mapping):
            pairs.extend(form_pairs(value, name))
        elif isinstance(value, (list, tuple)) and isinstance(data, Mapping):
            pairs.extend((f"{name}[]", "" if item is None else str(item)) for item in value)
        else:
            pairs.append((name, "" if value is None else str(value)))
    return pairs


def _transport(target: Any, start_location: Optional[str], timeout: float) -> Union[URLTransport, WSGITransport]:
    """The transport for ``target``: a base URL (http or https, with a host) or a WSGI callable."""
    if isinstance(target, str):
        parts = urlsplit(target)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise AppTargetError("target", target, "a base URL such as 'http://127.0.0.1:3000' or a WSGI callable")
        return URLTransport(origin_of(target), timeout)
    if callable(target):
        origin = WSGI_ORIGIN
        if start_location is not None and urlsplit(start_location).scheme:
            origin = origin_of(start_location)
        return WSGITransport(target, origin)
    raise AppTargetError("target", target, "a base URL such as 'http://127.0.0.1:3000' or a WSGI callable")


class App:
    """A Hotwire Native app (one navd client) driving a real server.

    ``target``: a base URL (``"http://127.0.0.1:3000"``) or a WSGI callable. ``platform``:
    ``"ios"`` or ``"android"``. ``path_configuration``: a path on the app
    (``"/configurations/ios_v1.json"``, fetched from it and counted in :attr:`requests`) unless the
    string names an existing file, a path-configuration mapping, or a :class:`pathlib.Path` to a
    JSON file. ``start_location``: a path or URL on the app (default: the target's origin,
    ``http://example.org/`` for WSGI).
    ``navd``: a running :class:`~navd_client.Navd` to open the client on (default: one spawned
    and closed with the app). ``timeout``: seconds to wait for each HTTP answer. ``configuration``:
    more client configuration in wire form (``{"tabs": [...], "routes": [...]}``; docs/protocol.md §4).
    """

    def __init__(
        self,
        target: Any,
        platform: str = "ios",
        path_configuration: Union[str, Mapping[str, Any], "os.PathLike[str]", None] = None,
        start_location: Optional[str] = None,
        navd: Optional[Navd] = None,
        *,
        timeout: float = DEFAULT_HTTP_TIMEOUT,
        configuration: Optional[Mapping[str, Any]] = None,
    ) -> None:
        if platform not in PLATFORMS:
            raise AppTargetError("platform", platform, " or ".join(repr(p) for p in PLATFORMS))
        self.platform = platform
        transport = _transport(target, start_location, timeout)
        #: The app's origin (``scheme://host[:port]``); paths given to the verbs resolve against it.
        self.origin = transport.origin
        self.browser = Browser(transport, USER_AGENTS[platform])
        self.start_location = self.url(start_location or "/")
        settings: Dict[str, Any] = {**(configuration or {}), "startLocation": self.start_location}
        if path_configuration is not None:
            settings["pathConfiguration"] = self._path_configuration(path_configuration)
        self._owns_navd = navd is None
        self._closed = False
        self.navd: Navd = Navd() if navd is None else navd
        #: Every ``session/*`` message the driver sent during the last step (``start``, ``visit``,
        #: ``submit`` ...), in order: ``(method, result)``, e.g. ``("session/crossOriginRedirect", RouteResult)``.
        self.reported: List[Tuple[str, Any]] = []
        self._pages: Dict[WebView, Page] = {}
        self._rendered: Dict[WebView, Dict[str, Page]] = {}
        try:
            #: The navd client this app drives (its id is unique on :attr:`navd`).
            self.client: ClientHandle = self.navd.open_client(f"app-{next(_app_ids)}", settings, platform=platform)  # type: ignore[arg-type]
        except BaseException:
            if self._owns_navd:
                self.navd.close()
            raise
        # Tabs that navd starts with the client: their start visits, performed by start().
        self._opened_visits = (self.client.opened.raw.get("visits") or []) if self.client.opened is not None else []

    # -- what the app holds ---------------------------------------------------------------------

    def url(self, path_or_url: str) -> str:
        """``path_or_url`` as an absolute URL on the app (an absolute URL is kept as is)."""
        if not isinstance(path_or_url, str) or not path_or_url:
            raise AppTargetError("a path or URL", path_or_url, "a non-empty string")
        return urljoin(self.origin + "/", path_or_url)

    @property
    def requests(self) -> List[Tuple[str, str]]:
        """Every HTTP request made since the app was made (or :meth:`clear_requests`): ``[("GET", "/posts?page=2"), ...]``."""
        return list(self.browser.requests)

    def clear_requests(self) -> None:
        """Forgets the requests made so far (:attr:`requests` starts again from ``[]``)."""
        self.browser.requests.clear()

    @property
    def state(self) -> State:
        """navd's state of this app's navigator."""
        return self.client.state()

    @property
    def session_name(self) -> str:
        """The active web session: the active stack's on iOS (``main`` or ``modal``), always ``main`` on Android."""
        return self._active_web_view()[1]

    def _active_web_view(self) -> WebView:
        """The active tab (``None`` without tabs) and its active web session."""
        state = self.client.state()
        names = {session.name for session in state.web_sessions}
        return state.active_tab, state.active_stack if state.active_stack in names else "main"

    @property
    def page(self) -> Optional[Page]:
        """The active web session's last rendered response (``None`` before it rendered any).

        After a failed visit it is the failed response (the entry shows its error view:
        ``state.top.error``), status ``0`` and an empty body for a network error; after a form
        rendered in place (422), the form's response.
        """
        return self._pages.get(self._active_web_view())

    @property
    def last_response(self) -> Optional[Page]:
        """The app's final answer to the last request, rendered or not (a Turbo Stream, a 204, a
        ``mustRedirect`` 200 leave :attr:`page` as it was and show here)."""
        return self.browser.last_response

    def page_of(self, session: str, tab: Optional[str] = None) -> Optional[Page]:
        """The last response rendered in web session ``session`` (``"main"`` or ``"modal"``) of ``tab``
        (default: the active tab; each tab has its own web views)."""
        return self._pages.get((tab if tab is not None else self.client.state().active_tab, session))

    # -- what the user does --------------------------------------------------------------------

    def start(self) -> ChangeResult:
        """Starts the navigator: the start location's visit (and eager tabs' visits) are performed."""
        self.reported = []
        opened = [Visit.from_json(visit) for visit in self._opened_visits]
        self._opened_visits = []
        self._perform(opened, None, "start")
        result = self.client.start()
        self._perform(result.visits, None, "start")
        return result

    def visit(self, path_or_url: str) -> ProposeVisitResult:
        """A link to ``path_or_url`` tapped in the active web view (``session/proposeVisit``, action ``advance``)."""
        self.reported = []
        result = self._report("session/proposeVisit", self.client.propose_visit(self.url(path_or_url), "advance"))
        self._perform(result.visits, None, f"visit {path_or_url}")
        return result

    def submit(
        self,
        path: str,
        method: str = "post",
        data: Optional[FormData] = None,
        action: Optional[str] = None,
        *,
        method_field: Optional[str] = "_method",
    ) -> Optional[FormSubmissionResult]:
        """A Turbo form submitted from the active web view to ``path`` with ``method`` and ``data``
        (form-encoded; a GET form's data becomes the query). ``action`` is the submitter's
        ``data-turbo-action``.

        PATCH, PUT and DELETE go as HTML forms carry them (Rails' ``form_with`` and ``button_to``,
        Rack::MethodOverride): a POST with a ``method_field`` field (``_method=patch``), so a 302
        after them is followed with a GET. :attr:`requests` lists the form's method, as the app
        sees it. ``method_field=None`` sends the method itself (Turbo does for a form whose
        ``method`` attribute says ``patch``; ``fetch`` then repeats it after a 301/302).

        Returns the ``session/formSubmitted`` result, or ``None`` when a redirect left the app's
        origin (Turbo's ``fetch`` fails there and native hears nothing). A form that cannot reach
        the server raises :class:`~navd_client.app_errors.AppConnectionError` and tells navd nothing.
        """
        verb = method.upper() if isinstance(method, str) else method
        if verb not in FORM_METHODS:
            raise AppTargetError("method", method, "one of " + ", ".join(m.lower() for m in FORM_METHODS))
        self.reported = []
        view = self._active_web_view()
        form_page = self._pages.get(view)
        url = self.url(path)
        pairs = form_pairs(data)
        if verb == "GET":
            if pairs:
                url = urlunsplit(urlsplit(url)._replace(query=urlencode(pairs), fragment=""))
            fetched = self.browser.fetch("GET", url, referrer=form_page.url if form_page else None)
        else:
            wire = verb
            if method_field is not None and verb != "POST":
                wire, pairs = "POST", [(method_field, verb.lower()), *pairs]
            fetched = self.browser.fetch(
                wire,
                url,
                body=urlencode(pairs).encode("utf-8"),
                logged_as=verb,
                accept=FORM_ACCEPT,
                referrer=form_page.url if form_page else None,
                csrf_token=csrf_token(form_page),
            )
        if fetched.page is None:
            return None
        page = fetched.page
        result = self._report(
            "session/formSubmitted",
            self.client.form_submitted(verb, page.status, page.url, redirected=page.redirected, html=page.html, submitter_action=action),
        )
        if result.outcome == "renderedInPlace":
            self._render(view, page)
        elif result.proposal is not None:
            self._perform(result.proposal.visits, page, f"{verb} {path}")
        return result

    def back(self) -> ChangeResult:
        """The system back gesture (``ui/back``)."""
        return self._change(self.client.back(), "back")

    def dismiss_modal(self) -> ChangeResult:
        """The user swipes the modal away (``ui/dismissModal``)."""
        return self._change(self.client.dismiss_modal(), "dismiss_modal")

    def reload(self) -> ChangeResult:
        """Pull to refresh (``reload``): each stack's visitable top is requested again."""
        return self._change(self.client.reload(), "reload")

    def select_tab(self, tab: str) -> ChangeResult:
        """Makes ``tab`` active (``tabs/select``), performing its start visit on first selection."""
        raw = self.navd.request("tabs/select", {"client": self.client.client_id, "tab": tab})
        return self._change(ChangeResult.from_json(raw, "tabs/select"), f"select_tab {tab}")

    def route(self, url: str, **options: Any) -> RouteResult:
        """The app's own ``Navigator.route(url)`` (``route``; ``options`` as :meth:`Navd.route <navd_client.Navd.route>`)."""
        self.reported = []
        result = self.client.route(self.url(url), **options)
        self._perform(result.visits, None, f"route {url}")
        return result

    # -- lifecycle -----------------------------------------------------------------------------

    def close(self) -> None:
        """Closes the navd client (and navd itself when the app spawned it). Safe to call twice."""
        if self._closed or self.navd.closed:
            return
        self._closed = True
        if self._owns_navd:
            self.navd.close()
        else:
            self.client.close()

    def __enter__(self) -> "App":
        return self

    def __exit__(
        self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException], tb: Optional[TracebackType]
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"App({self.origin!r}, platform={self.platform!r}, client={self.client.client_id!r})"

    # -- the web view's side -------------------------------------------------------------------

    def _change(self, result: ChangeResult, step: str) -> ChangeResult:
        self.reported = []
        self._perform(result.visits, None, step)
        return result

    def _perform(self, visits: Sequence[Visit], carried: Optional[Page], step: str, depth: int = 0) -> None:
        """Performs ``visits`` as the web views would: a ``network`` visit is requested, a
        ``response`` visit renders ``carried`` (the response its proposal carried), a ``snapshot``
        visit shows the page rendered there before."""
        active_tab: List[Optional[str]] = []
        for visit in visits:
            tab = visit.raw.get("tab")
            if tab is None:
                if not active_tab:
                    active_tab.append(self.client.state().active_tab)
                tab = active_tab[0]
            view = (tab, visit.session)
            if visit.load == "network":
                self._load(visit, view, step, depth)
            elif visit.load == "response" and carried is not None:
                self._render(view, carried)
            elif visit.load == "snapshot":
                cached = self._rendered.get(view, {}).get(_cache_key(visit.url))
                if cached is not None:
                    self._render(view, cached)

    def _load(self, visit: Visit, view: WebView, step: str, depth: int) -> None:
        """Requests a visit's page and reports what the server answered (DESIGN §9.5)."""
        if depth >= VISIT_LIMIT:
            raise AppNavigationLoop(step, VISIT_LIMIT)
        tab = visit.raw.get("tab")
        shown = self._pages.get(view)
        try:
            fetched = self.browser.fetch("GET", visit.url, referrer=shown.url if shown else None)
        except AppConnectionError:
            # A network error: the web view shows its error view (status 0); reload retries.
            self._render(view, Page(0, visit.url, ""))
            self._report("session/visitFailed", self.client.visit_failed(0, visit.entry, tab=tab))
            return
        except AppTooManyRedirects:
            self._report("session/visitFailed", self.client.visit_failed(0, visit.entry, tab=tab))
            raise
        if fetched.cross_origin is not None:
            routed = self._report(
                "session/crossOriginRedirect", self.client.cross_origin_redirect(fetched.cross_origin, session=visit.session, tab=tab)
            )
            self._perform(routed.visits, None, step, depth + 1)
            return
        page = fetched.page
        assert page is not None
        if not page.ok or not page.html:
            # 4xx/5xx, or no HTML (Turbo's contentTypeMismatch, a status <= 0: navd's 0).
            self._render(view, page)
            status = page.status if 400 <= page.status <= 599 else 0
            self._report("session/visitFailed", self.client.visit_failed(status, visit.entry, tab=tab))
            return
        self._render(view, page)
        if page.redirected:
            # Turbo's Visit.followRedirect: the final URL re-proposed with action replace.
            proposed = self._report(
                "session/proposeVisit",
                self.client.propose_visit(
                    page.url,
                    "replace",
                    session=visit.session,
                    response={"statusCode": page.status, "redirected": True},
                    options={"shouldCacheSnapshot": False},
                    tab=tab,
                ),
            )
            self._perform(proposed.visits, page, step, depth + 1)

    def _report(self, method: str, result: R) -> R:
        self.reported.append((method, result))
        return result

    def _render(self, view: WebView, page: Page) -> None:
        self._pages[view] = page
        self._rendered.setdefault(view, {})[_cache_key(page.url)] = page

    def _path_configuration(self, source: Union[str, Mapping[str, Any], "os.PathLike[str]"]) -> Dict[str, Any]:
        """The path-configuration document ``source`` names (fetched from the app for a path or URL)."""
        if isinstance(source, Mapping):
            return dict(source)
        if isinstance(source, os.PathLike):
            try:
                document = json.loads(Path(source).read_text(encoding="utf-8"))
            except (OSError, ValueError) as error:
                raise AppTargetError("path_configuration", os.fspath(source), f"a readable JSON file ({error})") from error
            if not isinstance(document, dict):
                raise AppTargetError("path_configuration", os.fspath(source), "a file holding a JSON object")
            return document
        if isinstance(source, str) and os.path.isfile(source):
            return self._path_configuration(Path(source))
        if not isinstance(source, str) or not (source.startswith("/") or urlsplit(source).scheme in ("http", "https")):
            raise AppTargetError(
                "path_configuration", source, "a path on the app ('/configurations/ios_v1.json'), a mapping or a pathlib.Path"
            )
        fetched = self.browser.fetch("GET", self.url(source), accept="application/json")
        path = urlsplit(self.url(source)).path
        if fetched.page is None:
            raise AppPathConfigurationError(path, f"redirected to another origin ({fetched.cross_origin})")
        if fetched.page.status != 200:
            raise AppPathConfigurationError(path, f"the app answered {fetched.page.status}")
        try:
            document = json.loads(fetched.page.body)
        except ValueError as error:
            raise AppPathConfigurationError(path, f"not JSON ({error})") from error
        if not isinstance(document, dict):
            raise AppPathConfigurationError(path, "not a JSON object")
        return document


def _cache_key(url: str) -> str:
    """A snapshot cache key: the URL without its fragment (Turbo's ``toCacheKey``)."""
    return url.split("#", 1)[0]


__all__ = ["App", "DEFAULT_HTTP_TIMEOUT", "FORM_METHODS", "VISIT_LIMIT", "WSGI_ORIGIN", "form_pairs"]
