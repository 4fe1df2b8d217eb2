"""Shared shapes and small builders for the conformance suite (all values from docs/protocol.md)."""

from __future__ import annotations

from typing import Any

from navd_driver import Navd

APP = "https://app.example"

STATE_KEYS = {
    "client",
    "startLocation",
    "activeTab",
    "tabs",
    "main",
    "modal",
    "presented",
    "modalStyle",
    "activeStack",
    "currentVisitableURL",
    "webSessions",
    "tabBarVisible",
}
ENTRY_KEYS = {
    "id",
    "viewController",
    "visitable",
    "routedLocation",
    "currentURL",
    "pullToRefreshEnabled",
    "modalDismissGestureEnabled",
    "error",
}
OPERATION_KEYS = {
    "push": {"op", "stack", "entry", "animated"},
    "pop": {"op", "stack", "entry", "animated"},
    "replace": {"op", "stack", "entry", "replaced"},
    "setStack": {"op", "stack", "entries", "animated"},
    "present": {"op", "modalStyle", "animated"},
    "dismiss": {"op", "animated"},
    "refresh": {"op", "stack", "entry"},
}
VISIT_KEYS = {"stack", "entry", "url", "action", "reason", "session", "load"}
ROUTE_RESULT_KEYS = {
    "decision",
    "handler",
    "external",
    "proposal",
    "proposalResult",
    "operations",
    "visits",
    "route",
    "warnings",
    "state",
}
PROPOSAL_KEYS = {
    "url",
    "options",
    "properties",
    "context",
    "presentation",
    "viewController",
    "parameters",
    "modalStyle",
    "pullToRefreshEnabled",
    "modalDismissGestureEnabled",
    "animated",
    "historicalLocation",
    "queryStringPresentation",
}


def check_entry(entry: dict) -> None:
    assert set(entry) == ENTRY_KEYS, entry
    assert isinstance(entry["id"], int) and not isinstance(entry["id"], bool)
    assert isinstance(entry["viewController"], str)
    assert isinstance(entry["visitable"], bool)
    assert entry["routedLocation"] is None or isinstance(entry["routedLocation"], str)
    assert entry["currentURL"] is None or isinstance(entry["currentURL"], str)
    assert isinstance(entry["pullToRefreshEnabled"], bool)
    assert isinstance(entry["modalDismissGestureEnabled"], bool)


def check_state(state: dict) -> dict:
    """Asserts the State shape of docs/protocol.md §6 field by field and returns it."""
    assert set(state) == STATE_KEYS, sorted(state)
    assert isinstance(state["client"], str)
    assert state["startLocation"] is None or isinstance(state["startLocation"], str)
    assert state["activeTab"] is None or isinstance(state["activeTab"], str)
    for tab in state["tabs"]:
        assert set(tab) == {"id", "title", "url", "started"}, tab
        assert isinstance(tab["started"], bool)
    for entry in state["main"] + state["modal"]:
        check_entry(entry)
    assert isinstance(state["presented"], bool)
    assert state["modalStyle"] in (None, "large", "medium", "full", "page_sheet", "form_sheet")
    assert (state["modalStyle"] is None) == (not state["presented"])
    assert state["activeStack"] == ("modal" if state["presented"] else "main")
    assert state["currentVisitableURL"] is None or isinstance(state["currentVisitableURL"], str)
    assert (state["tabBarVisible"] is None) == (not state["tabs"])
    assert state["tabBarVisible"] in (None, True, False)
    return state


def check_operations(operations: list) -> list:
    for op in operations:
        assert op["op"] in OPERATION_KEYS, op
        assert set(op) == OPERATION_KEYS[op["op"]], op
    return operations


def check_visits(visits: list) -> list:
    for visit in visits:
        assert set(visit) == VISIT_KEYS, visit
        assert visit["stack"] in ("main", "modal")
        assert visit["action"] in ("advance", "replace", "restore")
        assert visit["reason"] in ("route", "refresh", "reload", "reveal")
        assert visit["session"] in ("main", "modal")
        assert visit["load"] in ("network", "response", "snapshot")
    return visits


def check_warnings(warnings: list) -> list:
    for warning in warnings:
        assert isinstance(warning["code"], str) and isinstance(warning["message"], str), warning
    return warnings


def check_route_result(result: dict, *, with_state: bool = True) -> dict:
    expected = ROUTE_RESULT_KEYS if with_state else ROUTE_RESULT_KEYS - {"state"}
    assert set(result) == expected, sorted(result)
    assert result["decision"] in ("navigate", "cancel")
    assert result["handler"] in ("app-navigation", "safari", "system-navigation", None)
    if result["external"] is not None:
        assert set(result["external"]) == {"kind", "url"}
        assert result["external"]["kind"] in ("safari", "system")
    assert set(result["proposal"]) == PROPOSAL_KEYS, result["proposal"]
    assert result["proposalResult"] in ("accept", "reject", "acceptCustom", None)
    check_operations(result["operations"])
    check_visits(result["visits"])
    check_warnings(result["warnings"])
    if with_state:
        check_state(result["state"])
    return result


def ids(state: dict, stack: str = "main") -> list[int]:
    return [entry["id"] for entry in state[stack]]


def urls(state: dict, stack: str = "main") -> list:
    return [entry["routedLocation"] for entry in state[stack]]


def export(navd: Navd, client: str = "default") -> Any:
    return navd.call("state/export", {"client": client})["state"]


def snapshot(navd: Navd) -> tuple:
    """Everything a failing request must leave alone: the client list and every client's export."""
    clients = navd.call("client/list")["clients"]
    return clients, [export(navd, c) for c in clients]


def setup(navd: Navd, main: list, modal: list | None = None, client: str = "default", **extra) -> dict:
    """Short-form import of stamped web entries (URLs relative to APP unless absolute)."""

    def spec(item):
        if isinstance(item, dict):
            return item
        return {"url": item if "://" in item else APP + item}

    state: dict = {"main": [spec(i) for i in main]}
    if modal:
        state["modal"] = [spec(i) for i in modal]
    state.update(extra)
    return navd.call("state/import", {"client": client, "state": state})["state"]


def configured(navd: Navd, configuration: dict, client: str = "default") -> dict:
    return navd.call("client/configure", {"client": client, "configuration": configuration})


def configuration_requests(configuration: Any) -> tuple:
    """The three requests that apply ``configuration`` (each must refuse a bad one alike):
    ``client/configure`` of the default client, ``client/open`` of a new client, and
    ``client/open`` of the existing default client."""
    return (
        ("client/configure", {"configuration": configuration}),
        ("client/open", {"client": "fresh", "configuration": configuration}),
        ("client/open", {"client": "default", "configuration": configuration}),
    )


def visit(stack, entry, path, action="advance", reason="route", load="network"):
    """A visit on iOS: its session is its stack's (DESIGN §9.1); without a response or a cached
    snapshot it loads from the network (§9.2)."""
    return {
        "stack": stack,
        "entry": entry,
        "url": APP + path,
        "action": action,
        "reason": reason,
        "session": stack,
        "load": load,
    }


def tab_start(tab, entry, path):
    """The start visit of tab ``tab`` in a ``client/open``/``client/configure`` result (PROTOCOL §14)."""
    return {**visit("main", entry, path), "tab": tab}


def reveal(stack, entry, path):
    """The restore visit of a web screen that a pop revealed (DESIGN §9.3); nothing was cached
    in these fresh sessions, so it loads from the network."""
    return visit(stack, entry, path, "restore", "reveal")
