"""Frozen dataclasses for navd's results (docs/protocol.md §2, §5–§8 and the explanations of §10).

Each class has ``from_json(value)`` and keeps the JSON it was read from in
``raw`` (left out of ``repr`` and equality), so nothing navd sent is lost.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Tuple, Union

from . import _shape as s
from .errors import NavdProtocolError

_RAW = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True)
class Entry:
    """One screen on a stack."""

    id: int
    view_controller: str
    visitable: bool
    routed_location: Optional[str]
    current_url: Optional[str]
    pull_to_refresh_enabled: bool
    modal_dismiss_gesture_enabled: bool
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "entry") -> "Entry":
        d = s.obj(value, where)
        return cls(
            id=s.integer(d, "id", where),
            view_controller=s.string(d, "viewController", where),
            visitable=s.boolean(d, "visitable", where),
            routed_location=s.opt_string(d, "routedLocation", where),
            current_url=s.opt_string(d, "currentURL", where),
            pull_to_refresh_enabled=s.boolean(d, "pullToRefreshEnabled", where, True),
            modal_dismiss_gesture_enabled=s.boolean(d, "modalDismissGestureEnabled", where, True),
            raw=d,
        )


@dataclass(frozen=True)
class Tab:
    """One tab of a client configured with tabs."""

    id: str
    title: Optional[str]
    url: Optional[str]
    started: bool
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "tab") -> "Tab":
        d = s.obj(value, where)
        return cls(
            id=s.string(d, "id", where),
            title=s.opt_string(d, "title", where),
            url=s.opt_string(d, "url", where),
            started=s.boolean(d, "started", where, False),
            raw=d,
        )


@dataclass(frozen=True)
class State:
    """A navigator's state: both stacks, the modal flag and the tabs."""

    client: str
    start_location: Optional[str]
    active_tab: Optional[str]
    tabs: Tuple[Tab, ...]
    main: Tuple[Entry, ...]
    modal: Tuple[Entry, ...]
    presented: bool
    modal_style: Optional[str]
    active_stack: str
    current_visitable_url: Optional[str]
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "state") -> "State":
        d = s.obj(value, where)
        return cls(
            client=s.string(d, "client", where),
            start_location=s.opt_string(d, "startLocation", where),
            active_tab=s.opt_string(d, "activeTab", where),
            tabs=s.array_of(d, "tabs", where, Tab.from_json, required=False),
            main=s.array_of(d, "main", where, Entry.from_json),
            modal=s.array_of(d, "modal", where, Entry.from_json),
            presented=s.boolean(d, "presented", where),
            modal_style=s.opt_string(d, "modalStyle", where),
            active_stack=s.string(d, "activeStack", where),
            current_visitable_url=s.opt_string(d, "currentVisitableURL", where),
            raw=d,
        )

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


@dataclass(frozen=True)
class Operation:
    """One primitive stack change (docs/protocol.md §5, Operation table)."""

    op: str
    stack: Optional[str] = None
    entry: Optional[int] = None
    entries: Optional[Tuple[int, ...]] = None
    replaced: Optional[int] = None
    animated: Optional[bool] = None
    modal_style: Optional[str] = None
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "operation") -> "Operation":
        d = s.obj(value, where)
        animated = d.get("animated")
        if animated is not None and not isinstance(animated, bool):
            animated = s.boolean(d, "animated", where)
        return cls(
            op=s.string(d, "op", where),
            stack=s.opt_string(d, "stack", where),
            entry=s.opt_int(d, "entry", where),
            entries=s.int_tuple(d, "entries", where) if "entries" in d else None,
            replaced=s.opt_int(d, "replaced", where),
            animated=animated,
            modal_style=s.opt_string(d, "modalStyle", where),
            raw=d,
        )

    def summary(self) -> Tuple[Any, ...]:
        """A compact tuple for assertions: ``("push", "main")``, ``("present", "large")``, ``("dismiss",)``."""
        if self.op in ("present",):
            return (self.op, self.modal_style)
        if self.op == "dismiss":
            return (self.op,)
        return (self.op, self.stack)


@dataclass(frozen=True)
class Visit:
    """A web visit the navigator started."""

    stack: str
    entry: Optional[int]
    url: str
    action: str
    reason: str
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "visit") -> "Visit":
        d = s.obj(value, where)
        return cls(
            stack=s.string(d, "stack", where),
            entry=s.opt_int(d, "entry", where),
            url=s.string(d, "url", where),
            action=s.string(d, "action", where),
            reason=s.string(d, "reason", where),
            raw=d,
        )


@dataclass(frozen=True)
class NavWarning:
    """A warning navd reported (``unstampedEntry``, ``alreadyStarted``, ``invalidPattern`` ...)."""

    code: str
    message: str
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "warning") -> "NavWarning":
        d = s.obj(value, where)
        message = d.get("message")
        return cls(code=s.string(d, "code", where), message=message if isinstance(message, str) else "", raw=d)


def _warnings(d: Mapping[str, Any], where: str) -> Tuple[NavWarning, ...]:
    return s.array_of(d, "warnings", where, NavWarning.from_json, required=False)


def _operations(d: Mapping[str, Any], where: str) -> Tuple[Operation, ...]:
    return s.array_of(d, "operations", where, Operation.from_json, required=False)


def _visits(d: Mapping[str, Any], where: str) -> Tuple[Visit, ...]:
    return s.array_of(d, "visits", where, Visit.from_json, required=False)


def _state(d: Mapping[str, Any], where: str) -> Optional[State]:
    return s.optional(d, "state", where, State.from_json)


@dataclass(frozen=True)
class External:
    """Where a cancelled route was handed: an in-app browser (``safari``) or the system."""

    kind: str
    url: str

    @classmethod
    def from_json(cls, value: Any, where: str = "external") -> "External":
        d = s.obj(value, where)
        return cls(kind=s.string(d, "kind", where), url=s.string(d, "url", where))


@dataclass(frozen=True)
class Proposal:
    """The visit proposal a route made, with its resolved typed properties."""

    url: str
    options: Mapping[str, Any]
    properties: Mapping[str, Any]
    context: Optional[str]
    presentation: Optional[str]
    view_controller: Optional[str]
    parameters: Any
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "proposal") -> "Proposal":
        d = s.obj(value, where)
        return cls(
            url=s.string(d, "url", where),
            options=s.opt_obj(d, "options", where),
            properties=s.opt_obj(d, "properties", where),
            context=s.opt_string(d, "context", where),
            presentation=s.opt_string(d, "presentation", where),
            view_controller=s.opt_string(d, "viewController", where),
            parameters=d.get("parameters"),
            raw=d,
        )


@dataclass(frozen=True)
class RouteMatch:
    """The named route of the route table a URL matched."""

    name: str
    params: Mapping[str, Any]

    @classmethod
    def from_json(cls, value: Any, where: str = "route") -> "RouteMatch":
        d = s.obj(value, where)
        return cls(name=s.string(d, "name", where), params=s.opt_obj(d, "params", where))


@dataclass(frozen=True)
class RouteResult:
    """The result of ``route``."""

    decision: str
    handler: Optional[str]
    external: Optional[External]
    proposal: Optional[Proposal]
    proposal_result: Optional[str]
    operations: Tuple[Operation, ...]
    visits: Tuple[Visit, ...]
    route: Optional[RouteMatch]
    warnings: Tuple[NavWarning, ...]
    state: Optional[State]
    explanation: Optional["Explanation"] = None
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "route") -> "RouteResult":
        d = s.obj(value, where)
        return cls(
            decision=s.string(d, "decision", where),
            handler=s.opt_string(d, "handler", where),
            external=s.optional(d, "external", where, External.from_json),
            proposal=s.optional(d, "proposal", where, Proposal.from_json),
            proposal_result=s.opt_string(d, "proposalResult", where),
            operations=_operations(d, where),
            visits=_visits(d, where),
            route=s.optional(d, "route", where, RouteMatch.from_json),
            warnings=_warnings(d, where),
            state=_state(d, where),
            explanation=s.optional(d, "explanation", where, Explanation.from_json),
            raw=d,
        )

    @property
    def navigated(self) -> bool:
        """True when the router let the app navigate."""
        return self.decision == "navigate"


@dataclass(frozen=True)
class ChangeResult:
    """The result of ``pop``, ``clearAll``, ``reload``, ``start`` and the ``ui/*`` methods."""

    operations: Tuple[Operation, ...]
    visits: Tuple[Visit, ...]
    warnings: Tuple[NavWarning, ...]
    state: Optional[State]
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "result") -> "ChangeResult":
        d = s.obj(value, where)
        return cls(operations=_operations(d, where), visits=_visits(d, where), warnings=_warnings(d, where), state=_state(d, where), raw=d)


@dataclass(frozen=True)
class ClientOpened:
    """The result of ``client/open`` (and ``client/configure``, whose ``client`` is the handle's)."""

    client: str
    state: Optional[State]
    warnings: Tuple[NavWarning, ...]
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, client: str, where: str = "client/open") -> "ClientOpened":
        d = s.obj(value, where)
        name = d.get("client", client)
        return cls(client=name if isinstance(name, str) else client, state=_state(d, where), warnings=_warnings(d, where), raw=d)


@dataclass(frozen=True)
class RouteDecision:
    """The result of ``router/decide``."""

    decision: str
    handler: Optional[str]
    explanation: Optional["Explanation"] = None

    @classmethod
    def from_json(cls, value: Any, where: str = "router/decide") -> "RouteDecision":
        d = s.obj(value, where)
        return cls(
            decision=s.string(d, "decision", where),
            handler=s.opt_string(d, "handler", where),
            explanation=s.optional(d, "explanation", where, Explanation.from_json),
        )


@dataclass(frozen=True)
class PolicyDecision:
    """The result of ``webView/decidePolicy``."""

    decision: str
    handler: Optional[str]
    route: Optional[RouteResult]
    reload: Optional[ChangeResult]
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "webView/decidePolicy") -> "PolicyDecision":
        d = s.obj(value, where)
        return cls(
            decision=s.string(d, "decision", where),
            handler=s.opt_string(d, "handler", where),
            route=s.optional(d, "route", where, RouteResult.from_json),
            reload=s.optional(d, "reload", where, ChangeResult.from_json),
            raw=d,
        )


@dataclass(frozen=True)
class PathProperties:
    """The result of ``pathConfiguration/properties``."""

    properties: Mapping[str, Any]
    matched_rules: Tuple[int, ...]
    explanation: Optional["Explanation"] = None

    @classmethod
    def from_json(cls, value: Any, where: str = "pathConfiguration/properties") -> "PathProperties":
        d = s.obj(value, where)
        return cls(
            properties=s.obj(s.req(d, "properties", where), f"{where}.properties"),
            matched_rules=s.int_tuple(d, "matchedRules", where),
            explanation=s.optional(d, "explanation", where, Explanation.from_json),
        )


@dataclass(frozen=True)
class PathConfigurationLoad:
    """The result of ``pathConfiguration/load``."""

    rules: int
    settings: Mapping[str, Any]
    problems: Tuple[Mapping[str, Any], ...]
    warnings: Tuple[NavWarning, ...]
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "pathConfiguration/load") -> "PathConfigurationLoad":
        d = s.obj(value, where)
        return cls(
            rules=s.integer(d, "rules", where),
            settings=s.opt_obj(d, "settings", where),
            problems=s.array_of(d, "problems", where, s.obj, required=False),
            warnings=_warnings(d, where),
            raw=d,
        )


@dataclass(frozen=True)
class ResolvedRoute:
    """The result of ``routes/resolve``: a named route, or ``unknown`` with a ``reason``."""

    name: str
    params: Mapping[str, Any]
    query: Mapping[str, Any]
    canonical_url: Optional[str]
    reason: Optional[str]
    explanation: Optional["Explanation"] = None
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "routes/resolve") -> "ResolvedRoute":
        d = s.obj(value, where)
        return cls(
            name=s.string(d, "name", where),
            params=s.opt_obj(d, "params", where),
            query=s.opt_obj(d, "query", where),
            canonical_url=s.opt_string(d, "canonicalURL", where),
            reason=s.opt_string(d, "reason", where),
            explanation=s.optional(d, "explanation", where, Explanation.from_json),
            raw=d,
        )

    @property
    def known(self) -> bool:
        """False for ``{name: "unknown"}``."""
        return self.name != "unknown"


@dataclass(frozen=True)
class RouteHits:
    """One row of ``routes/coverage``."""

    name: str
    hits: int


@dataclass(frozen=True)
class Coverage:
    """The result of ``routes/coverage``."""

    routes: Tuple[RouteHits, ...]
    unused: Tuple[str, ...]

    @classmethod
    def from_json(cls, value: Any, where: str = "routes/coverage") -> "Coverage":
        d = s.obj(value, where)
        rows = []
        for i, item in enumerate(s.array(d, "routes", where)):
            row = s.obj(item, f"{where}.routes[{i}]")
            rows.append(RouteHits(name=s.string(row, "name", where), hits=s.integer(row, "hits", where)))
        return cls(routes=tuple(rows), unused=s.str_tuple(d, "unused", where))

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
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "initialize") -> "InitializeResult":
        d = s.obj(value, where)
        info = s.obj(s.req(d, "serverInfo", where), f"{where}.serverInfo")
        caps = s.obj(s.req(d, "capabilities", where), f"{where}.capabilities")
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


@dataclass(frozen=True)
class ExplainedRuleMatch:
    """A path-configuration rule that matched: its index (``3``) or built-in name
    (``"builtin:recede"``), and the first of its patterns that matched."""

    rule: Union[int, str]
    pattern: str

    @classmethod
    def from_json(cls, value: Any, where: str = "matches[0]") -> "ExplainedRuleMatch":
        d = s.obj(value, where)
        rule = s.req(d, "rule", where)
        if isinstance(rule, bool) or not isinstance(rule, (int, str)):
            raise NavdProtocolError(f"{where}.rule: expected an integer or a string, got {rule!r:.100}")
        return cls(rule=rule, pattern=s.string(d, "pattern", where))

    @property
    def builtin(self) -> bool:
        """True for one of the built-in historical-location rules."""
        return isinstance(self.rule, str)


@dataclass(frozen=True)
class ExplainedProperty:
    """A resolved property and where its value came from: ``origin`` is ``"rules[3]"``,
    ``"builtin:recede"``, ``"request"`` or ``"default"`` (the wire's ``from``)."""

    value: Any
    origin: str

    @classmethod
    def from_json(cls, value: Any, where: str = "properties") -> "ExplainedProperty":
        d = s.obj(value, where)
        return cls(value=s.req(d, "value", where), origin=s.string(d, "from", where))


@dataclass(frozen=True)
class RouterStep:
    """One route decision handler the router asked."""

    handler: str
    matched: bool
    reason: str

    @classmethod
    def from_json(cls, value: Any, where: str = "router[0]") -> "RouterStep":
        d = s.obj(value, where)
        return cls(handler=s.string(d, "handler", where), matched=s.boolean(d, "matched", where), reason=s.string(d, "reason", where))


@dataclass(frozen=True)
class ExplainedRule:
    """The presentation rule that applied: on iOS ``row`` names the docs/navigator.md §3.5 row
    (``"default/modal/not presented"``); on Android ``row`` is None and ``mode`` is set."""

    presentation: str
    context: str
    presented: bool
    row: Optional[str]
    mode: Optional[str]

    @classmethod
    def from_json(cls, value: Any, where: str = "rule") -> "ExplainedRule":
        d = s.obj(value, where)
        return cls(
            presentation=s.string(d, "presentation", where),
            context=s.string(d, "context", where),
            presented=s.boolean(d, "presented", where),
            row=s.opt_string(d, "row", where),
            mode=s.opt_string(d, "mode", where),
        )


@dataclass(frozen=True)
class IdentityComparison:
    """One identity comparison: an entry's stamp (None when unstamped) against the proposal's URL."""

    stack: str
    entry: int
    position: str
    stamp: Optional[str]
    same: bool
    reason: str

    @classmethod
    def from_json(cls, value: Any, where: str = "comparisons[0]") -> "IdentityComparison":
        d = s.obj(value, where)
        return cls(
            stack=s.string(d, "stack", where),
            entry=s.integer(d, "entry", where),
            position=s.string(d, "position", where),
            stamp=s.opt_string(d, "stamp", where),
            same=s.boolean(d, "same", where),
            reason=s.string(d, "reason", where),
        )


@dataclass(frozen=True)
class ExplainedRoutePattern:
    """How one typed-route pattern fared: ``result`` is ``"matched"``, ``"lost"`` or ``"noMatch"``."""

    name: str
    pattern: str
    result: str
    reason: str

    @classmethod
    def from_json(cls, value: Any, where: str = "routes[0]") -> "ExplainedRoutePattern":
        d = s.obj(value, where)
        return cls(
            name=s.string(d, "name", where),
            pattern=s.string(d, "pattern", where),
            result=s.string(d, "result", where),
            reason=s.string(d, "reason", where),
        )


@dataclass(frozen=True)
class Explanation:
    """Why navd answered as it did (``explain=True``, docs/protocol.md §10).

    Each method has only some keys; a key navd left out is ``None`` here (an empty list is ``()``).
    """

    platform: str
    subject: Optional[str] = None
    matches: Optional[Tuple[ExplainedRuleMatch, ...]] = None
    properties: Optional[Mapping[str, ExplainedProperty]] = None
    router: Optional[Tuple[RouterStep, ...]] = None
    rule: Optional[ExplainedRule] = None
    comparisons: Optional[Tuple[IdentityComparison, ...]] = None
    modal_result: Optional["Explanation"] = None
    routes: Optional[Tuple[ExplainedRoutePattern, ...]] = None
    raw: Mapping[str, Any] = _RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "explanation") -> "Explanation":
        d = s.obj(value, where)

        def listed(key: str, parse: Any) -> Any:
            return s.array_of(d, key, where, parse) if key in d else None

        properties = None
        if "properties" in d:
            table = s.obj(d["properties"], f"{where}.properties")
            properties = {key: ExplainedProperty.from_json(item, f"{where}.properties.{key}") for key, item in table.items()}
        return cls(
            platform=s.string(d, "platform", where),
            subject=s.opt_string(d, "subject", where),
            matches=listed("matches", ExplainedRuleMatch.from_json),
            properties=properties,
            router=listed("router", RouterStep.from_json),
            rule=s.optional(d, "rule", where, ExplainedRule.from_json),
            comparisons=listed("comparisons", IdentityComparison.from_json),
            modal_result=s.optional(d, "modalResult", where, Explanation.from_json),
            routes=listed("routes", ExplainedRoutePattern.from_json),
            raw=d,
        )

    def origin(self, key: str) -> str:
        """Where property ``key``'s value came from (``KeyError`` if the explanation has no such property)."""
        if self.properties is None:
            raise KeyError(key)
        return self.properties[key].origin
