"""Frozen dataclasses for navd's results (docs/protocol.md §2, §5–§8, the explanations of §10 and the web side of §14).

Each class has ``from_json(value)`` and keeps the JSON it was read from in
``raw`` (left out of ``repr`` and equality), so nothing navd sent is lost. Each field
names its JSON member and how it is read (:func:`._model.member`); :class:`._model.Model`
reads them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Tuple, Union

from . import _shape as s
from ._model import RAW, Model, member


class EntryError(Model, where="entry.error"):
    """The error view an entry shows after a failed visit (``session/visitFailed``), until its next visit renders."""

    #: The HTTP status (400–599), or ``0`` for a network error.
    status_code: int = member(s.integer, "statusCode")


class Entry(Model, where="entry"):
    """One screen on a stack."""

    id: int = member(s.integer, "id")
    view_controller: str = member(s.string, "viewController")
    visitable: bool = member(s.boolean, "visitable")
    routed_location: Optional[str] = member(s.opt_string, "routedLocation")
    current_url: Optional[str] = member(s.opt_string, "currentURL")
    pull_to_refresh_enabled: bool = member(s.boolean, "pullToRefreshEnabled", True)
    modal_dismiss_gesture_enabled: bool = member(s.boolean, "modalDismissGestureEnabled", True)
    #: The error view it shows (``None``: its page); set by ``session/visitFailed``.
    error: Optional[EntryError] = member(s.optional, "error", parse=EntryError.from_json, default=None)
    raw: Mapping[str, Any] = RAW


class WebSession(Model, where="webSession"):
    """One web view of a navigator (``main``, and on iOS ``modal``) and Turbo's snapshot cache in it."""

    #: ``"main"`` or ``"modal"``.
    name: str = member(s.string, "name")
    #: The URL of its latest visit that rendered (``None`` before any).
    rendered_url: Optional[str] = member(s.opt_string, "renderedURL")
    #: The URLs of its cached snapshots, oldest first (at most 10).
    snapshots: Tuple[str, ...] = member(s.str_tuple, "snapshots")


class Tab(Model, where="tab"):
    """One tab of a client configured with tabs."""

    id: str = member(s.string, "id")
    title: Optional[str] = member(s.opt_string, "title")
    url: Optional[str] = member(s.opt_string, "url")
    started: bool = member(s.boolean, "started", False)
    raw: Mapping[str, Any] = RAW


class State(Model, where="state"):
    """A navigator's state: both stacks, the modal flag and the tabs."""

    client: str = member(s.string, "client")
    start_location: Optional[str] = member(s.opt_string, "startLocation")
    active_tab: Optional[str] = member(s.opt_string, "activeTab")
    tabs: Tuple[Tab, ...] = member(s.array_of, "tabs", parse=Tab.from_json, required=False)
    main: Tuple[Entry, ...] = member(s.array_of, "main", parse=Entry.from_json)
    modal: Tuple[Entry, ...] = member(s.array_of, "modal", parse=Entry.from_json)
    presented: bool = member(s.boolean, "presented")
    modal_style: Optional[str] = member(s.opt_string, "modalStyle")
    active_stack: str = member(s.string, "activeStack")
    current_visitable_url: Optional[str] = member(s.opt_string, "currentVisitableURL")
    #: The web sessions (iOS ``main`` and ``modal``, Android ``main``).
    web_sessions: Tuple[WebSession, ...] = member(s.array_of, "webSessions", parse=WebSession.from_json)
    raw: Mapping[str, Any] = RAW

    def web_session(self, name: str = "main") -> WebSession:
        """The web session ``name`` (``KeyError`` if the platform has none of that name: Android has only ``main``)."""
        for session in self.web_sessions:
            if session.name == name:
                return session
        raise KeyError(name)

    def stack(self, name: str) -> Tuple[Entry, ...]:
        """The ``"main"`` or ``"modal"`` stack."""
        if name == "main":
            return self.main
        if name == "modal":
            return self.modal
        raise ValueError(f"unknown stack {name!r}; expected 'main' or 'modal'")

    @property
    def main_locations(self) -> Tuple[Optional[str], ...]:
        """The routed locations (stamps) of the main stack, bottom to top."""
        return tuple(e.routed_location for e in self.main)

    @property
    def modal_locations(self) -> Tuple[Optional[str], ...]:
        """The routed locations (stamps) of the modal stack, bottom to top."""
        return tuple(e.routed_location for e in self.modal)

    @property
    def top(self) -> Optional[Entry]:
        """The top entry of the active stack, if any."""
        entries = self.stack(self.active_stack)
        return entries[-1] if entries else None

    def entry(self, entry_id: int) -> Entry:
        """The entry with ``entry_id`` on either stack (``KeyError`` if absent)."""
        for e in self.main + self.modal:
            if e.id == entry_id:
                return e
        raise KeyError(entry_id)


class Operation(Model, where="operation"):
    """One primitive stack change (docs/protocol.md §5, Operation table)."""

    op: str = member(s.string, "op")
    stack: Optional[str] = member(s.opt_string, "stack", default=None)
    entry: Optional[int] = member(s.opt_int, "entry", default=None)
    entries: Optional[Tuple[int, ...]] = member(s.when_present(s.int_tuple), "entries", default=None)
    replaced: Optional[int] = member(s.opt_int, "replaced", default=None)
    animated: Optional[bool] = member(s.opt_bool, "animated", default=None)
    modal_style: Optional[str] = member(s.opt_string, "modalStyle", default=None)
    raw: Mapping[str, Any] = RAW

    def summary(self) -> Tuple[Any, ...]:
        """A compact tuple for assertions: ``("push", "main")``, ``("present", "large")``, ``("dismiss",)``."""
        if self.op in ("present",):
            return (self.op, self.modal_style)
        if self.op == "dismiss":
            return (self.op,)
        return (self.op, self.stack)


class Visit(Model, where="visit"):
    """A web visit the navigator started."""

    stack: str = member(s.string, "stack")
    entry: Optional[int] = member(s.opt_int, "entry")
    url: str = member(s.string, "url")
    action: str = member(s.string, "action")
    reason: str = member(s.string, "reason")
    #: The web session it runs in: ``"main"`` or ``"modal"`` (always ``"main"`` on Android).
    session: str = member(s.string, "session")
    #: How the page is loaded: ``"network"`` (the web view requests it), ``"response"`` (it renders the
    #: response the proposal carried) or ``"snapshot"`` (a restore from the session's snapshot cache).
    load: str = member(s.string, "load")
    raw: Mapping[str, Any] = RAW

    @property
    def network(self) -> bool:
        """True when the web view requests the page (a page load a test counts)."""
        return self.load == "network"


class NavWarning(Model, where="warning"):
    """A warning navd reported (``unstampedEntry``, ``alreadyStarted``, ``invalidPattern`` ...)."""

    code: str = member(s.string, "code")
    message: str = member(s.lenient_string, "message")
    raw: Mapping[str, Any] = RAW


class External(Model, where="external"):
    """Where a cancelled route was handed: an in-app browser (``safari``) or the system."""

    kind: str = member(s.string, "kind")
    url: str = member(s.string, "url")


class Proposal(Model, where="proposal"):
    """The visit proposal a route made, with its resolved typed properties."""

    url: str = member(s.string, "url")
    options: Mapping[str, Any] = member(s.opt_obj, "options")
    properties: Mapping[str, Any] = member(s.opt_obj, "properties")
    context: Optional[str] = member(s.opt_string, "context")
    presentation: Optional[str] = member(s.opt_string, "presentation")
    view_controller: Optional[str] = member(s.opt_string, "viewController")
    parameters: Any = member(s.value, "parameters")
    raw: Mapping[str, Any] = RAW


class RouteMatch(Model, where="route"):
    """The named route of the route table a URL matched."""

    name: str = member(s.string, "name")
    params: Mapping[str, Any] = member(s.opt_obj, "params")


class RouteResult(Model, where="route"):
    """The result of ``route``."""

    decision: str = member(s.string, "decision")
    handler: Optional[str] = member(s.opt_string, "handler")
    external: Optional[External] = member(s.optional, "external", parse=External.from_json)
    proposal: Optional[Proposal] = member(s.optional, "proposal", parse=Proposal.from_json)
    proposal_result: Optional[str] = member(s.opt_string, "proposalResult")
    operations: Tuple[Operation, ...] = member(s.array_of, "operations", parse=Operation.from_json, required=False)
    visits: Tuple[Visit, ...] = member(s.array_of, "visits", parse=Visit.from_json, required=False)
    route: Optional[RouteMatch] = member(s.optional, "route", parse=RouteMatch.from_json)
    warnings: Tuple[NavWarning, ...] = member(s.array_of, "warnings", parse=NavWarning.from_json, required=False)
    state: Optional[State] = member(s.optional, "state", parse=State.from_json)
    explanation: Optional["Explanation"] = member(s.optional, "explanation", parse="Explanation", default=None)
    raw: Mapping[str, Any] = RAW

    @property
    def navigated(self) -> bool:
        """True when the router let the app navigate."""
        return self.decision == "navigate"

    @property
    def network_loads(self) -> Tuple[str, ...]:
        """The URLs of the visits that request their page (``load == "network"``), in order."""
        return tuple(visit.url for visit in self.visits if visit.network)


class ProposeVisitResult(RouteResult, where="session/proposeVisit"):
    """The result of ``session/proposeVisit``: a :class:`RouteResult`, and whether the web view re-rendered in place.

    In place (the proposal's URL is the one its session shows), :attr:`decision` is ``None``,
    ``operations`` is ``()`` and ``visits`` holds the one in-place visit.
    """

    #: ``"navigate"`` or ``"cancel"``; ``None`` when the proposal was handled in place.
    decision: Optional[str] = member(s.opt_string, "decision")  # type: ignore[assignment]
    #: True: the web view re-rendered in place and native navigation never saw the proposal.
    in_place: bool = member(s.boolean, "inPlace", default=False)


class FormSubmissionResult(Model, where="session/formSubmitted"):
    """The result of ``session/formSubmitted``: what Turbo did with the form's response."""

    #: ``"proposed"``, ``"renderedInPlace"`` (4xx/5xx), ``"mustRedirect"`` (a non-GET 200 not redirected)
    #: or ``"noHTML"`` (204, a Turbo Stream, another type).
    outcome: str = member(s.string, "outcome")
    #: The proposal Turbo made (``outcome == "proposed"``), else ``None``.
    proposal: Optional[ProposeVisitResult] = member(s.optional, "proposal", parse="ProposeVisitResult")
    state: Optional[State] = member(s.optional, "state", parse=State.from_json)
    #: With ``explain=True``: Turbo's form rule (:attr:`Explanation.web_side`'s ``form``).
    explanation: Optional["Explanation"] = member(s.optional, "explanation", parse="Explanation", default=None)
    raw: Mapping[str, Any] = RAW

    @property
    def proposed(self) -> bool:
        """True when the submission led to a visit proposal."""
        return self.outcome == "proposed"

    @property
    def visits(self) -> Tuple[Visit, ...]:
        """The proposal's visits (``()`` when nothing was proposed)."""
        return () if self.proposal is None else self.proposal.visits

    @property
    def network_loads(self) -> Tuple[str, ...]:
        """The URLs of the proposal's visits that request their page."""
        return () if self.proposal is None else self.proposal.network_loads


class ChangeResult(Model, where="result"):
    """The result of ``pop``, ``clearAll``, ``reload``, ``start`` and the ``ui/*`` methods."""

    operations: Tuple[Operation, ...] = member(s.array_of, "operations", parse=Operation.from_json, required=False)
    visits: Tuple[Visit, ...] = member(s.array_of, "visits", parse=Visit.from_json, required=False)
    warnings: Tuple[NavWarning, ...] = member(s.array_of, "warnings", parse=NavWarning.from_json, required=False)
    state: Optional[State] = member(s.optional, "state", parse=State.from_json)
    raw: Mapping[str, Any] = RAW

    @property
    def network_loads(self) -> Tuple[str, ...]:
        """The URLs of the visits that request their page (``load == "network"``), in order."""
        return tuple(visit.url for visit in self.visits if visit.network)


@dataclass(frozen=True)
class ClientOpened:
    """The result of ``client/open`` (and ``client/configure``, whose ``client`` is the handle's)."""

    client: str
    state: Optional[State]
    warnings: Tuple[NavWarning, ...]
    raw: Mapping[str, Any] = RAW

    @classmethod
    def from_json(cls, value: Any, client: str, where: str = "client/open") -> "ClientOpened":
        d = s.obj(value, where)
        name = d.get("client", client)
        return cls(
            client=name if isinstance(name, str) else client,
            state=s.optional(d, "state", where, State.from_json),
            warnings=s.array_of(d, "warnings", where, NavWarning.from_json, required=False),
            raw=d,
        )


class RouteDecision(Model, where="router/decide"):
    """The result of ``router/decide``."""

    decision: str = member(s.string, "decision")
    handler: Optional[str] = member(s.opt_string, "handler")
    explanation: Optional["Explanation"] = member(s.optional, "explanation", parse="Explanation", default=None)


class PolicyDecision(Model, where="webView/decidePolicy"):
    """The result of ``webView/decidePolicy``."""

    decision: str = member(s.string, "decision")
    handler: Optional[str] = member(s.opt_string, "handler")
    route: Optional[RouteResult] = member(s.optional, "route", parse=RouteResult.from_json)
    reload: Optional[ChangeResult] = member(s.optional, "reload", parse=ChangeResult.from_json)
    raw: Mapping[str, Any] = RAW


class PathProperties(Model, where="pathConfiguration/properties"):
    """The result of ``pathConfiguration/properties``."""

    properties: Mapping[str, Any] = member(s.req_obj, "properties")
    matched_rules: Tuple[int, ...] = member(s.int_tuple, "matchedRules")
    explanation: Optional["Explanation"] = member(s.optional, "explanation", parse="Explanation", default=None)


class PathConfigurationLoad(Model, where="pathConfiguration/load"):
    """The result of ``pathConfiguration/load``."""

    rules: int = member(s.integer, "rules")
    settings: Mapping[str, Any] = member(s.opt_obj, "settings")
    problems: Tuple[Mapping[str, Any], ...] = member(s.array_of, "problems", parse=s.obj, required=False)
    warnings: Tuple[NavWarning, ...] = member(s.array_of, "warnings", parse=NavWarning.from_json, required=False)
    raw: Mapping[str, Any] = RAW


class ResolvedRoute(Model, where="routes/resolve"):
    """The result of ``routes/resolve``: a named route, or ``unknown`` with a ``reason``."""

    name: str = member(s.string, "name")
    params: Mapping[str, Any] = member(s.opt_obj, "params")
    query: Mapping[str, Any] = member(s.opt_obj, "query")
    canonical_url: Optional[str] = member(s.opt_string, "canonicalURL")
    reason: Optional[str] = member(s.opt_string, "reason")
    explanation: Optional["Explanation"] = member(s.optional, "explanation", parse="Explanation", default=None)
    raw: Mapping[str, Any] = RAW

    @property
    def known(self) -> bool:
        """False for ``{name: "unknown"}``."""
        return self.name != "unknown"


class RouteHits(Model, where="routes/coverage.routes"):
    """One row of ``routes/coverage``."""

    name: str = member(s.string, "name")
    hits: int = member(s.integer, "hits")


class Coverage(Model, where="routes/coverage"):
    """The result of ``routes/coverage``."""

    routes: Tuple[RouteHits, ...] = member(s.array_of, "routes", parse=RouteHits.from_json)
    unused: Tuple[str, ...] = member(s.str_tuple, "unused")

    def hits(self, name: str) -> int:
        """Hits of route ``name`` (``KeyError`` if the table has no such route)."""
        for row in self.routes:
            if row.name == name:
                return row.hits
        raise KeyError(name)


@dataclass(frozen=True)
class InitializeResult:
    """The result of ``initialize``."""

    server_name: str
    server_version: Optional[str]
    protocol_version: int
    methods: Tuple[str, ...]
    framing: str
    batches: bool
    raw: Mapping[str, Any] = RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "initialize") -> "InitializeResult":
        d = s.obj(value, where)
        info = s.req_obj(d, "serverInfo", where)
        caps = s.req_obj(d, "capabilities", where)
        return cls(
            server_name=s.string(info, "name", f"{where}.serverInfo"),
            server_version=s.opt_string(info, "version", f"{where}.serverInfo"),
            protocol_version=s.integer(d, "protocolVersion", where),
            methods=s.str_tuple(caps, "methods", f"{where}.capabilities"),
            framing=s.string(caps, "framing", f"{where}.capabilities"),
            batches=s.boolean(caps, "batches", f"{where}.capabilities", False),
            raw=d,
        )


# -- §10 Explanations ----------------------------------------------------------


class ExplainedRuleMatch(Model, where="matches[0]"):
    """A path-configuration rule that matched: its index (``3``) or built-in name
    (``"builtin:recede"``), and the first of its patterns that matched."""

    rule: Union[int, str] = member(s.int_or_string, "rule")
    pattern: str = member(s.string, "pattern")

    @property
    def builtin(self) -> bool:
        """True for one of the built-in historical-location rules."""
        return isinstance(self.rule, str)


class ExplainedProperty(Model, where="properties"):
    """A resolved property and where its value came from: ``origin`` is ``"rules[3]"``,
    ``"builtin:recede"``, ``"request"`` or ``"default"`` (the wire's ``from``)."""

    value: Any = member(s.req, "value")
    origin: str = member(s.string, "from")


class RouterStep(Model, where="router[0]"):
    """One route decision handler the router asked."""

    handler: str = member(s.string, "handler")
    matched: bool = member(s.boolean, "matched")
    reason: str = member(s.string, "reason")


class ExplainedRule(Model, where="rule"):
    """The presentation rule that applied: on iOS ``row`` names the docs/navigator.md §3.5 row
    (``"default/modal/not presented"``); on Android ``row`` is None and ``mode`` is set."""

    presentation: str = member(s.string, "presentation")
    context: str = member(s.string, "context")
    presented: bool = member(s.boolean, "presented")
    row: Optional[str] = member(s.opt_string, "row")
    mode: Optional[str] = member(s.opt_string, "mode")


class IdentityComparison(Model, where="comparisons[0]"):
    """One identity comparison: an entry's stamp (None when unstamped) against the proposal's URL."""

    stack: str = member(s.string, "stack")
    entry: int = member(s.integer, "entry")
    position: str = member(s.string, "position")
    stamp: Optional[str] = member(s.opt_string, "stamp")
    same: bool = member(s.boolean, "same")
    reason: str = member(s.string, "reason")


class ExplainedRoutePattern(Model, where="routes[0]"):
    """How one typed-route pattern fared: ``result`` is ``"matched"``, ``"lost"`` or ``"noMatch"``."""

    name: str = member(s.string, "name")
    pattern: str = member(s.string, "pattern")
    result: str = member(s.string, "result")
    reason: str = member(s.string, "reason")


class WebSideRule(Model, where="webSide.rule"):
    """How a web-side rule decided: a proposal's redirect rule (``rule``) or Turbo's form rule (``outcome``)."""

    #: A proposal's rule: ``"inPlace"``, ``"dismissModal"``, ``"popModal"``, ``"sameContext"``, ``"routedAsIs"`` (Android) ...
    rule: Optional[str] = member(s.opt_string, "rule")
    #: A form's outcome: ``"proposed"``, ``"renderedInPlace"``, ``"mustRedirect"`` or ``"noHTML"``.
    outcome: Optional[str] = member(s.opt_string, "outcome")
    reason: str = member(s.lenient_string, "reason")
    #: A proposed form's visit action, and why (the submitter's, a redirect to the shown URL, the default).
    action: Optional[str] = member(s.opt_string, "action")
    action_reason: Optional[str] = member(s.opt_string, "actionReason")


class WebSideExplanation(Model, where="webSide"):
    """What the web side decided before (or instead of) routing (``propose_visit``/``form_submitted``, ``explain=True``)."""

    #: The web session that proposed or submitted.
    session: str = member(s.string, "session")
    proposal: Optional[WebSideRule] = member(s.optional, "proposal", parse=WebSideRule.from_json)
    form: Optional[WebSideRule] = member(s.optional, "form", parse=WebSideRule.from_json)


class Explanation(Model, where="explanation"):
    """Why navd answered as it did (``explain=True``, docs/protocol.md §10).

    Each method has only some keys; a key navd left out is ``None`` here (an empty list is ``()``).
    """

    platform: str = member(s.string, "platform")
    subject: Optional[str] = member(s.opt_string, "subject", default=None)
    matches: Optional[Tuple[ExplainedRuleMatch, ...]] = member(
        s.when_present(s.array_of), "matches", parse=ExplainedRuleMatch.from_json, default=None
    )
    properties: Optional[Mapping[str, ExplainedProperty]] = member(
        s.when_present(s.mapping_of), "properties", parse=ExplainedProperty.from_json, default=None
    )
    router: Optional[Tuple[RouterStep, ...]] = member(
        s.when_present(s.array_of), "router", parse=RouterStep.from_json, default=None
    )
    rule: Optional[ExplainedRule] = member(s.optional, "rule", parse=ExplainedRule.from_json, default=None)
    comparisons: Optional[Tuple[IdentityComparison, ...]] = member(
        s.when_present(s.array_of), "comparisons", parse=IdentityComparison.from_json, default=None
    )
    modal_result: Optional["Explanation"] = member(s.optional, "modalResult", parse="Explanation", default=None)
    routes: Optional[Tuple[ExplainedRoutePattern, ...]] = member(
        s.when_present(s.array_of), "routes", parse=ExplainedRoutePattern.from_json, default=None
    )
    web_side: Optional[WebSideExplanation] = member(s.optional, "webSide", parse=WebSideExplanation.from_json, default=None)
    raw: Mapping[str, Any] = RAW

    def origin(self, key: str) -> str:
        """Where property ``key``'s value came from (``KeyError`` if the explanation has no such property)."""
        if self.properties is None:
            raise KeyError(key)
        return self.properties[key].origin
