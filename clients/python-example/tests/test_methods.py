"""Every Python method sends exactly the docs/protocol.md method and params (no process needed)."""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

import pytest

from navd_client import ChangeResult, NavdProtocolError, accept_custom, make_configuration
from navd_client.methods import NavigatorMethods

STATE = {
    "client": "c1",
    "startLocation": None,
    "activeTab": None,
    "tabs": [],
    "main": [],
    "modal": [],
    "presented": False,
    "modalStyle": None,
    "activeStack": "main",
    "currentVisitableURL": None,
    "webSessions": [{"name": "main", "renderedURL": None, "snapshots": []}],
}
CHANGE = {"operations": [], "visits": [], "state": STATE}
ROUTE = {"decision": "cancel", "handler": None, "external": None, "proposal": None, "proposalResult": None, "operations": [], "visits": [], "route": None, "warnings": [], "state": STATE}
VISIT = {"stack": "main", "entry": 1, "url": "https://a/x", "action": "replace", "reason": "route", "session": "main", "load": "response"}
PROPOSED = {**ROUTE, "decision": "navigate", "visits": [VISIT], "inPlace": False}
CANNED: Dict[str, Any] = {
    "route": ROUTE,
    "pop": CHANGE,
    "clearAll": CHANGE,
    "reload": CHANGE,
    "start": CHANGE,
    "ui/back": CHANGE,
    "ui/dismissModal": CHANGE,
    "ui/push": CHANGE,
    "currentVisitableURL": {"url": None},
    "state": STATE,
    "state/export": {"state": {"opaque": 1}},
    "state/import": {"state": STATE},
    "visitable/didChangeURL": {"state": STATE},
    "tabs/select": {"state": STATE},
    "router/decide": {"decision": "navigate", "handler": "app-navigation"},
    "webView/decidePolicy": {"decision": "allow", "handler": None},
    "pathConfiguration/properties": {"properties": {"context": "modal"}, "matchedRules": [0, 3]},
    "pathConfiguration/load": {"rules": 2, "settings": {}, "problems": [], "warnings": []},
    "routes/resolve": {"name": "unknown", "reason": "noMatch"},
    "routes/print": {"url": "kkbox://album/1"},
    "routes/coverage": {"routes": [{"name": "a", "hits": 2}, {"name": "b", "hits": 0}], "unused": ["b"]},
    "client/configure": {"state": STATE, "warnings": []},
    "session/proposeVisit": PROPOSED,
    "session/formSubmitted": {"outcome": "proposed", "proposal": PROPOSED, "state": STATE},
    "session/crossOriginRedirect": ROUTE,
    "session/visitFailed": {"state": STATE},
    "deepLink/open": {"operations": [], "visits": [VISIT], "warnings": [], "route": None, "state": STATE},
}


class Recorder(NavigatorMethods):
    def __init__(self, client_id=None):
        self.client_id = client_id
        self.calls: List[Tuple[str, Dict[str, Any]]] = []

    def _call(self, method, params):
        self.calls.append((method, params))
        return CANNED[method]


CASES = [
    (lambda n: n.route("https://a/x"), "route", {"url": "https://a/x"}),
    (
        lambda n: n.route("https://a/x", "replace", properties={"context": "modal"}, parameters={"k": 1}, proposal_result="reject", tab="t", state=False),
        "route",
        {"url": "https://a/x", "options": {"action": "replace"}, "properties": {"context": "modal"}, "parameters": {"k": 1}, "proposalResult": "reject", "tab": "t", "state": False},
    ),
    (
        lambda n: n.route("https://a/x", response={"statusCode": 200, "redirected": False}, proposal_result=accept_custom("native")),
        "route",
        {"url": "https://a/x", "options": {"response": {"statusCode": 200, "redirected": False}}, "proposalResult": {"acceptCustom": "native"}},
    ),
    (lambda n: n.propose_visit("https://a/x"), "session/proposeVisit", {"url": "https://a/x"}),
    (
        lambda n: n.propose_visit(
            "https://a/x", "replace", session="modal", response={"statusCode": 302, "redirected": True}, options={"shouldCacheSnapshot": False}, explain=True
        ),
        "session/proposeVisit",
        {"url": "https://a/x", "options": {"shouldCacheSnapshot": False, "action": "replace", "response": {"statusCode": 302, "redirected": True}}, "session": "modal", "explain": True},
    ),
    (lambda n: n.propose_visit("https://a/x", proposal_result="reject", tab="t", state=False), "session/proposeVisit", {"url": "https://a/x", "proposalResult": "reject", "tab": "t", "state": False}),
    (lambda n: n.form_submitted("POST", 200, "https://a/x"), "session/formSubmitted", {"method": "POST", "response": {"statusCode": 200, "url": "https://a/x"}}),
    (
        lambda n: n.form_submitted("patch", 303, "/x", redirected=True, html=False, session="modal", submitter_action="advance", explain=True),
        "session/formSubmitted",
        {"method": "patch", "response": {"statusCode": 303, "url": "/x", "redirected": True, "html": False}, "session": "modal", "submitterAction": "advance", "explain": True},
    ),
    (lambda n: n.cross_origin_redirect("https://pay.example/checkout"), "session/crossOriginRedirect", {"url": "https://pay.example/checkout"}),
    (lambda n: n.cross_origin_redirect("https://pay.example/", session="modal", tab="t"), "session/crossOriginRedirect", {"url": "https://pay.example/", "session": "modal", "tab": "t"}),
    (lambda n: n.open_deep_link("https://a/x", "cold"), "deepLink/open", {"url": "https://a/x", "launch": "cold"}),
    (
        lambda n: n.open_deep_link("https://a/x", "warm", tab="t", state=False, explain=True),
        "deepLink/open",
        {"url": "https://a/x", "launch": "warm", "explain": True, "tab": "t", "state": False},
    ),
    (lambda n: n.visit_failed(500), "session/visitFailed", {"statusCode": 500}),
    (lambda n: n.visit_failed(0, entry=3, tab="t"), "session/visitFailed", {"statusCode": 0, "entry": 3, "tab": "t"}),
    (lambda n: n.pop(), "pop", {}),
    (lambda n: n.pop(animated=False), "pop", {"animated": False}),
    (lambda n: n.clear_all(animated=True), "clearAll", {"animated": True}),
    (lambda n: n.reload(tab="home"), "reload", {"tab": "home"}),
    (lambda n: n.current_visitable_url(), "currentVisitableURL", {}),
    (lambda n: n.start(state=False), "start", {"state": False}),
    (lambda n: n.state(), "state", {}),
    (lambda n: n.export_state(), "state/export", {}),
    (lambda n: n.import_state({"opaque": 1}), "state/import", {"state": {"opaque": 1}}),
    (
        lambda n: n.import_state(main=["https://a/", {"viewController": "native"}], modal=["https://a/new"], presented=True),
        "state/import",
        {"state": {"main": [{"url": "https://a/"}, {"viewController": "native"}], "modal": [{"url": "https://a/new"}], "presented": True}},
    ),
    (lambda n: n.back(), "ui/back", {}),
    (lambda n: n.dismiss_modal(), "ui/dismissModal", {}),
    (lambda n: n.push("main", "settings"), "ui/push", {"stack": "main", "viewController": "settings"}),
    (lambda n: n.push("modal", "web", "https://a/m"), "ui/push", {"stack": "modal", "viewController": "web", "url": "https://a/m"}),
    (lambda n: n.did_change_url("https://a/y", entry=3), "visitable/didChangeURL", {"url": "https://a/y", "entry": 3}),
    (lambda n: n.select_tab("profile"), "tabs/select", {"tab": "profile"}),
    (lambda n: n.decide("mailto:x@y"), "router/decide", {"url": "mailto:x@y"}),
    (
        lambda n: n.decide_policy("linkActivated", None, url="https://b/"),
        "webView/decidePolicy",
        {"navigationType": "linkActivated", "targetFrame": None, "url": "https://b/"},
    ),
    (lambda n: n.path_properties("https://a/new"), "pathConfiguration/properties", {"url": "https://a/new"}),
    (
        lambda n: n.load_path_configuration([{"rules": []}, {"json": {"rules": []}}, "/tmp/pc.json"]),
        "pathConfiguration/load",
        {"sources": [{"json": {"rules": []}}, {"json": {"rules": []}}, {"file": "/tmp/pc.json"}]},
    ),
    (lambda n: n.resolve("kkbox://album/1"), "routes/resolve", {"url": "kkbox://album/1"}),
    (lambda n: n.print_route("viewAlbum", albumID="1"), "routes/print", {"name": "viewAlbum", "params": {"albumID": "1"}}),
    (lambda n: n.print_route("search", {"name": "x"}), "routes/print", {"name": "search", "params": {"name": "x"}}),
    (lambda n: n.coverage(), "routes/coverage", {}),
    (
        lambda n: n.configure({"tabs": []}, start_location="https://a/", match_query_strings=False),
        "client/configure",
        {"configuration": {"tabs": [], "startLocation": "https://a/", "matchQueryStrings": False}},
    ),
]


@pytest.mark.parametrize(("call", "method", "params"), CASES)
def test_method_sends_wire_name_and_params(call, method, params):
    nav = Recorder()
    call(nav)
    assert nav.calls == [(method, params)]


def test_client_handle_adds_client_to_every_call():
    nav = Recorder("c1")
    nav.pop()
    nav.resolve("x:")
    assert [p["client"] for _, p in nav.calls] == ["c1", "c1"]


def test_results_are_typed():
    nav = Recorder()
    assert isinstance(nav.pop(), ChangeResult)
    assert nav.path_properties("https://a/").matched_rules == (0, 3)
    assert nav.resolve("x:").known is False and nav.resolve("x:").reason == "noMatch"
    coverage = nav.coverage()
    assert coverage.hits("a") == 2 and coverage.unused == ("b",)
    assert nav.print_route("viewAlbum", albumID="1") == "kkbox://album/1"
    assert nav.export_state() == {"opaque": 1}
    assert nav.decide("https://a/").handler == "app-navigation"


def test_web_side_results_are_typed():
    nav = Recorder()
    proposed = nav.propose_visit("https://a/x")
    assert (proposed.in_place, proposed.decision, proposed.network_loads) == (False, "navigate", ())
    assert [(v.session, v.load) for v in proposed.visits] == [("main", "response")]
    submitted = nav.form_submitted("POST", 302, "https://a/x", redirected=True)
    assert submitted.proposed and submitted.proposal == proposed and submitted.visits == proposed.visits
    assert submitted.state is not None and submitted.state.web_session().snapshots == ()
    assert nav.cross_origin_redirect("https://b/").decision == "cancel"
    assert nav.visit_failed(404).web_sessions[0].name == "main"


def test_make_configuration_maps_names_and_rejects_unknown():
    assert make_configuration(start_location="https://a/", notifications=True, tabs=None) == {"startLocation": "https://a/", "notifications": True}
    with pytest.raises(TypeError, match="unknown configuration field 'startlocation'"):
        make_configuration(startlocation="https://a/")


def test_malformed_result_is_a_protocol_error_naming_the_path():
    class Broken(Recorder):
        def _call(self, method, params):
            bad = dict(STATE)
            bad["main"] = [{"id": "one"}]
            return bad

    with pytest.raises(NavdProtocolError, match=r"state.main\[0\].id: expected an integer"):
        Broken().state()


def test_make_configuration_takes_a_platform():
    assert make_configuration(platform="android", start_location="https://a/") == {"platform": "android", "startLocation": "https://a/"}
    assert make_configuration({"platform": "ios"}, dialog_view_controllers=["x"]) == {"platform": "ios", "dialogViewControllers": ["x"]}
    with pytest.raises(ValueError, match="unknown platform 'windows'"):
        make_configuration(platform="windows")  # type: ignore[arg-type]
