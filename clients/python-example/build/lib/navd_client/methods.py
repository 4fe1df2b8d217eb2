"""The docs/protocol.md §4–§8 methods, shared by :class:`~navd_client.Navd` and per-client handles."""

from __future__ import annotations

import abc
import os
from typing import Any, Dict, Iterable, Mapping, Optional, Sequence, Union

from .configuration import make_configuration
from .errors import NavdProtocolError
from .models import (
    ChangeResult,
    ClientOpened,
    Coverage,
    FormSubmissionResult,
    PathConfigurationLoad,
    PathProperties,
    PolicyDecision,
    ProposeVisitResult,
    ResolvedRoute,
    RouteDecision,
    RouteResult,
    State,
)

#: What ``proposal_result`` accepts: ``"accept"``, ``"reject"`` or ``{"acceptCustom": id}``.
ProposalResult = Union[str, Mapping[str, str]]
#: A ``pathConfiguration/load`` source: ``{"json": {...}}``, ``{"file": path}``, a bare
#: path configuration object, or a file path.
PathConfigurationSource = Union[Mapping[str, Any], str, "os.PathLike[str]"]


def accept_custom(view_controller: str) -> Dict[str, str]:
    """``proposal_result`` value that accepts the proposal with a custom view controller."""
    return {"acceptCustom": view_controller}


def _explain(params: Dict[str, Any], explain: bool) -> Dict[str, Any]:
    """``params`` with ``"explain": true`` when asked (docs/protocol.md §10); anything but a bool is a TypeError."""
    if not isinstance(explain, bool):
        raise TypeError(f"explain must be a bool, not {type(explain).__name__}")
    if explain:
        params["explain"] = True
    return params


def _proposal_params(
    url: str,
    action: Optional[str],
    response: Optional[Mapping[str, Any]],
    options: Optional[Mapping[str, Any]],
    properties: Optional[Mapping[str, Any]],
    parameters: Any,
    proposal_result: Optional[ProposalResult],
) -> Dict[str, Any]:
    """The params a proposal shares between ``route`` and ``session/proposeVisit``."""
    params: Dict[str, Any] = {"url": url}
    opts: Dict[str, Any] = dict(options or {})
    if action is not None:
        opts["action"] = action
    if response is not None:
        opts["response"] = dict(response)
    if opts:
        params["options"] = opts
    if properties is not None:
        params["properties"] = dict(properties)
    if parameters is not None:
        params["parameters"] = parameters
    if proposal_result is not None:
        params["proposalResult"] = proposal_result if isinstance(proposal_result, str) else dict(proposal_result)
    return params


def _source(item: PathConfigurationSource) -> Dict[str, Any]:
    if isinstance(item, (str, os.PathLike)):
        return {"file": os.fspath(item)}
    if set(item) in ({"json"}, {"file"}):
        return dict(item)
    return {"json": dict(item)}


class NavigatorMethods(abc.ABC):
    """Methods that act on one client; subclasses supply :meth:`_call` and :attr:`client_id`."""

    #: The client id sent with every call (``None`` = navd's ``default`` client).
    client_id: Optional[str] = None

    @abc.abstractmethod
    def _call(self, method: str, params: Dict[str, Any]) -> Any:
        """Sends ``method`` with ``params`` to navd and returns its result (raising on an error)."""

    def _send(self, method: str, params: Dict[str, Any], *, tab: Optional[str] = None, state: bool = True) -> Any:
        if self.client_id is not None:
            params["client"] = self.client_id
        if tab is not None:
            params["tab"] = tab
        if not state:
            params["state"] = False
        return self._call(method, params)

    # -- §5 Navigating ----------------------------------------------------------

    def route(
        self,
        url: str,
        action: Optional[str] = None,
        *,
        response: Optional[Mapping[str, Any]] = None,
        options: Optional[Mapping[str, Any]] = None,
        properties: Optional[Mapping[str, Any]] = None,
        parameters: Any = None,
        proposal_result: Optional[ProposalResult] = None,
        tab: Optional[str] = None,
        state: bool = True,
        explain: bool = False,
    ) -> RouteResult:
        """``route``: propose a visit to ``url``.

        ``action`` is ``"advance"`` (navd's default), ``"replace"`` or ``"restore"``;
        ``response`` is ``{statusCode, redirected, responseHTML?}``; ``options``
        gives the whole options object instead. ``proposal_result`` simulates the
        app's delegate (``"accept"``, ``"reject"``, or :func:`accept_custom`).
        ``explain=True`` adds the result's :attr:`~RouteResult.explanation`.
        """
        params = _proposal_params(url, action, response, options, properties, parameters, proposal_result)
        _explain(params, explain)
        return RouteResult.from_json(self._send("route", params, tab=tab, state=state))

    def pop(self, animated: Optional[bool] = None, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``pop`` (``animated`` defaults to true on navd's side)."""
        params: Dict[str, Any] = {} if animated is None else {"animated": animated}
        return ChangeResult.from_json(self._send("pop", params, tab=tab, state=state), "pop")

    def clear_all(self, animated: Optional[bool] = None, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``clearAll`` (``animated`` defaults to false on navd's side)."""
        params: Dict[str, Any] = {} if animated is None else {"animated": animated}
        return ChangeResult.from_json(self._send("clearAll", params, tab=tab, state=state), "clearAll")

    def reload(self, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``reload``: one reload visit per stack with a visitable on top."""
        return ChangeResult.from_json(self._send("reload", {}, tab=tab, state=state), "reload")

    def current_visitable_url(self, *, tab: Optional[str] = None) -> Optional[str]:
        """``currentVisitableURL``."""
        result = self._send("currentVisitableURL", {}, tab=tab)
        url = result.get("url") if isinstance(result, dict) else None
        return url if isinstance(url, str) else None

    def start(self, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``start``: route the start location if both stacks are empty."""
        return ChangeResult.from_json(self._send("start", {}, tab=tab, state=state), "start")

    # -- §6 Inspection and state ------------------------------------------------------

    def state(self, *, tab: Optional[str] = None) -> State:
        """``state``."""
        return State.from_json(self._send("state", {}, tab=tab))

    def export_state(self) -> Any:
        """``state/export``: the opaque snapshot (pass it to :meth:`import_state`)."""
        result = self._send("state/export", {})
        return result.get("state") if isinstance(result, dict) else result

    def import_state(
        self,
        snapshot: Any = None,
        *,
        main: Optional[Iterable[Union[str, Mapping[str, Any]]]] = None,
        modal: Optional[Iterable[Union[str, Mapping[str, Any]]]] = None,
        presented: Optional[bool] = None,
        modal_style: Optional[str] = None,
    ) -> State:
        """``state/import``: restore an export, or build stacks with the short form.

        ``main``/``modal`` items are entry objects or plain URL strings
        (``"https://x/"`` → ``{"url": "https://x/"}``).
        """
        if snapshot is None:
            snapshot = {}
            for key, items in (("main", main), ("modal", modal)):
                if items is not None:
                    snapshot[key] = [{"url": i} if isinstance(i, str) else dict(i) for i in items]
            if presented is not None:
                snapshot["presented"] = presented
            if modal_style is not None:
                snapshot["modalStyle"] = modal_style
        result = self._send("state/import", {"state": snapshot})
        return State.from_json(result.get("state") if isinstance(result, dict) else result, "state/import.state")

    # -- §7 Outside the navigator ---------------------------------------------------------

    def back(self, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``ui/back``: the system back gesture."""
        return ChangeResult.from_json(self._send("ui/back", {}, tab=tab, state=state), "ui/back")

    def dismiss_modal(self, *, tab: Optional[str] = None, state: bool = True) -> ChangeResult:
        """``ui/dismissModal``: the user swipes the modal away."""
        return ChangeResult.from_json(self._send("ui/dismissModal", {}, tab=tab, state=state), "ui/dismissModal")

    def push(
        self, stack: str, view_controller: str, url: Optional[str] = None, *, tab: Optional[str] = None, state: bool = True
    ) -> ChangeResult:
        """``ui/push``: app code pushes a screen without routing (no ``url`` = unstamped)."""
        params: Dict[str, Any] = {"stack": stack, "viewController": view_controller}
        if url is not None:
            params["url"] = url
        return ChangeResult.from_json(self._send("ui/push", params, tab=tab, state=state), "ui/push")

    def did_change_url(self, url: str, entry: Optional[int] = None, *, tab: Optional[str] = None) -> State:
        """``visitable/didChangeURL``: the web view of ``entry`` (default: active top) now shows ``url``."""
        params: Dict[str, Any] = {"url": url}
        if entry is not None:
            params["entry"] = entry
        result = self._send("visitable/didChangeURL", params, tab=tab)
        return State.from_json(result.get("state") if isinstance(result, dict) else result, "visitable/didChangeURL.state")

    def select_tab(self, tab: str) -> State:
        """``tabs/select``: make ``tab`` active (starting it on first selection)."""
        result = self._send("tabs/select", {}, tab=tab)
        return State.from_json(result.get("state") if isinstance(result, dict) else result, "tabs/select.state")

    # -- §14 The web side: what the web view and the server answered ---------------------------

    def propose_visit(
        self,
        url: str,
        action: Optional[str] = None,
        *,
        session: Optional[str] = None,
        response: Optional[Mapping[str, Any]] = None,
        options: Optional[Mapping[str, Any]] = None,
        properties: Optional[Mapping[str, Any]] = None,
        parameters: Any = None,
        proposal_result: Optional[ProposalResult] = None,
        tab: Optional[str] = None,
        state: bool = True,
        explain: bool = False,
    ) -> ProposeVisitResult:
        """``session/proposeVisit``: the web view of ``session`` proposes a visit to ``url`` (Turbo's
        ``visitProposedToLocation``).

        ``session`` is ``"main"`` or ``"modal"`` (iOS only; default: the active stack's session).
        A proposal of the URL its session shows re-renders in place (:attr:`~ProposeVisitResult.in_place`);
        a ``response`` with ``redirected: True`` applies iOS's redirect rules first. The other
        params are :meth:`route`'s; Turbo's unknown option keys are kept and ignored.
        """
        params = _proposal_params(url, action, response, options, properties, parameters, proposal_result)
        if session is not None:
            params["session"] = session
        _explain(params, explain)
        return ProposeVisitResult.from_json(self._send("session/proposeVisit", params, tab=tab, state=state))

    def form_submitted(
        self,
        method: str,
        status_code: int,
        url: str,
        *,
        redirected: Optional[bool] = None,
        html: Optional[bool] = None,
        session: Optional[str] = None,
        submitter_action: Optional[str] = None,
        tab: Optional[str] = None,
        state: bool = True,
        explain: bool = False,
    ) -> FormSubmissionResult:
        """``session/formSubmitted``: a form was submitted with ``method`` and the server answered
        ``status_code``, ending at ``url`` (the final URL after redirects, absolute or a path).

        ``redirected`` (navd's default false) says the server redirected; ``html=False`` is a
        response without HTML (a Turbo Stream, 204). ``submitter_action`` is the submitter's
        ``data-turbo-action``. Turbo's rules decide the :attr:`~FormSubmissionResult.outcome`.
        """
        response: Dict[str, Any] = {"statusCode": status_code, "url": url}
        if redirected is not None:
            response["redirected"] = redirected
        if html is not None:
            response["html"] = html
        params: Dict[str, Any] = {"method": method, "response": response}
        if session is not None:
            params["session"] = session
        if submitter_action is not None:
            params["submitterAction"] = submitter_action
        _explain(params, explain)
        return FormSubmissionResult.from_json(self._send("session/formSubmitted", params, tab=tab, state=state))

    def cross_origin_redirect(
        self, url: str, *, session: Optional[str] = None, tab: Optional[str] = None, state: bool = True
    ) -> RouteResult:
        """``session/crossOriginRedirect``: a visit was redirected to ``url`` on another origin; the
        active stack pops, then ``url`` is routed (its ``operations`` start with the pop)."""
        params: Dict[str, Any] = {"url": url}
        if session is not None:
            params["session"] = session
        return RouteResult.from_json(self._send("session/crossOriginRedirect", params, tab=tab, state=state))

    def visit_failed(self, status_code: int, entry: Optional[int] = None, *, tab: Optional[str] = None) -> State:
        """``session/visitFailed``: the visit of ``entry`` (default: the active top) failed with
        ``status_code`` (400–599, or 0 for a network error); the entry shows its error view."""
        params: Dict[str, Any] = {"statusCode": status_code}
        if entry is not None:
            params["entry"] = entry
        result = self._send("session/visitFailed", params, tab=tab)
        return State.from_json(result.get("state") if isinstance(result, dict) else result, "session/visitFailed.state")

    # -- §8 Decisions without navigation ---------------------------------------------------

    def decide(self, url: str, *, explain: bool = False) -> RouteDecision:
        """``router/decide``: run only the route decision handlers (``explain=True``: and say why)."""
        return RouteDecision.from_json(self._send("router/decide", _explain({"url": url}, explain)))

    def decide_policy(self, navigation_type: str, target_frame: Optional[str], url: Optional[str] = None) -> PolicyDecision:
        """``webView/decidePolicy``; ``target_frame`` is ``"main"``, ``"sub"`` or ``None`` (sent as null)."""
        params: Dict[str, Any] = {"navigationType": navigation_type, "targetFrame": target_frame}
        if url is not None:
            params["url"] = url
        return PolicyDecision.from_json(self._send("webView/decidePolicy", params))

    def path_properties(self, url: str, *, explain: bool = False) -> PathProperties:
        """``pathConfiguration/properties`` (``explain=True``: with the subject, matches and origins)."""
        return PathProperties.from_json(self._send("pathConfiguration/properties", _explain({"url": url}, explain)))

    def load_path_configuration(self, sources: Sequence[PathConfigurationSource]) -> PathConfigurationLoad:
        """``pathConfiguration/load``: sources applied in order, the last valid one wins."""
        return PathConfigurationLoad.from_json(
            self._send("pathConfiguration/load", {"sources": [_source(item) for item in sources]})
        )

    def resolve(self, url: str, *, explain: bool = False) -> ResolvedRoute:
        """``routes/resolve`` (``explain=True``: with how every pattern of the URL's source fared)."""
        return ResolvedRoute.from_json(self._send("routes/resolve", _explain({"url": url}, explain)))

    def print_route(self, route_name: str, /, params: Optional[Mapping[str, Any]] = None, **kwargs: Any) -> str:
        """``routes/print``: the canonical URL of ``route_name`` with ``params`` (or keyword params)."""
        merged: Dict[str, Any] = dict(params or {})
        merged.update(kwargs)
        result = self._send("routes/print", {"name": route_name, "params": merged})
        url = result.get("url") if isinstance(result, dict) else None
        if not isinstance(url, str):
            raise NavdProtocolError(f"routes/print: expected {{url: string}}, got {result!r:.200}")
        return url

    def coverage(self) -> Coverage:
        """``routes/coverage``."""
        return Coverage.from_json(self._send("routes/coverage", {}))

    def configure(self, configuration: Optional[Mapping[str, Any]] = None, **fields: Any) -> ClientOpened:
        """``client/configure``: replace the given configuration fields, keep the stacks.

        Fields may come as a wire-form mapping, as snake_case keywords
        (``start_location=...``, ``path_configuration=...``), or both.
        """
        params = {"configuration": make_configuration(configuration, **fields)}
        result = self._send("client/configure", params)
        return ClientOpened.from_json(result, self.client_id or "default", "client/configure")


__all__ = ["NavigatorMethods", "accept_custom", "ProposalResult", "PathConfigurationSource"]
