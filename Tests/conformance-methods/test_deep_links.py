"""docs/protocol.md §5 `deepLink/open` and §4 declared route decision handlers, on the wire."""

from __future__ import annotations

import pytest

from helpers import APP, check_route_result, check_state, check_visits, check_warnings, configuration_requests, snapshot, urls

MODAL_RULES = {"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}


def open_client(navd, platform, **configuration):
    navd.call(
        "client/open",
        {"client": platform, "configuration": {"platform": platform, "startLocation": APP + "/", "pathConfiguration": MODAL_RULES, **configuration}},
    )


def test_result_shape_and_ios_cold_modal_link(navd):
    open_client(navd, "ios")
    result = navd.call("deepLink/open", {"client": "ios", "url": APP + "/posts/new", "launch": "cold"})
    assert set(result) == {"operations", "visits", "warnings", "route", "state"}
    check_visits(result["visits"])
    check_warnings(result["warnings"])
    check_state(result["state"])
    check_route_result(result["route"], with_state=False)
    assert [op["op"] for op in result["operations"]] == ["push", "setStack", "present"]
    assert [(v["url"], v["load"]) for v in result["visits"]] == [(APP + "/", "network"), (APP + "/posts/new", "network")]
    assert urls(result["state"]) == [APP + "/"] and urls(result["state"], "modal") == [APP + "/posts/new"]


@pytest.mark.parametrize(
    "url,main,warnings",
    [(APP + "/posts/new", [APP + "/posts/new"], []), ("https://other.example/x", [APP + "/"], ["deepLinkIgnored"])],
)
def test_android_cold_starts_at_a_same_host_link_only(navd, url, main, warnings):
    open_client(navd, "android")
    result = navd.call("deepLink/open", {"client": "android", "url": url, "launch": "cold"})
    assert result["route"] is None
    assert urls(result["state"]) == main and result["state"]["modal"] == []
    assert [w["code"] for w in result["warnings"]] == warnings


@pytest.mark.parametrize("platform", ["ios", "android"])
def test_warm_routes_like_route(navd, platform):
    open_client(navd, platform)
    navd.call("start", {"client": platform})
    linked = navd.call("deepLink/open", {"client": platform, "url": APP + "/posts/1", "launch": "warm", "state": False})
    assert linked["route"]["decision"] == "navigate"
    assert linked["visits"] == linked["route"]["visits"]
    assert urls(navd.call("state", {"client": platform})) == [APP + "/", APP + "/posts/1"]


@pytest.mark.parametrize(
    "params,field",
    [
        ({"url": APP + "/a"}, "launch"),
        ({"url": APP + "/a", "launch": "lukewarm"}, "launch"),
        ({"url": "/a", "launch": "warm"}, "url"),
        ({"launch": "warm"}, "url"),
    ],
)
def test_bad_params_are_32602_and_change_nothing(navd, params, field):
    before = snapshot(navd)
    error = navd.error("deepLink/open", params)
    assert (error.code, error.data["field"]) == (-32602, field)
    assert snapshot(navd) == before


def test_cold_on_a_started_navigator_is_32602(navd):
    navd.call("route", {"url": APP + "/a"})
    before = snapshot(navd)
    error = navd.error("deepLink/open", {"url": APP + "/b", "launch": "cold"})
    assert (error.code, error.data["field"]) == (-32602, "launch")
    assert snapshot(navd) == before


def test_declared_handlers_are_asked_in_order_with_the_built_ins(navd):
    handlers = [
        "system-navigation",
        {"name": "pdf", "matches": {"url": "\\.pdf$"}, "decision": "cancel", "external": "system"},
        {"name": "replace-only", "matches": {"action": "replace", "properties": {"context": "modal"}}, "decision": "cancel"},
        "app-navigation",
    ]
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/", "pathConfiguration": MODAL_RULES, "routeDecisionHandlers": handlers}})
    pdf = navd.call("route", {"url": APP + "/docs/a.pdf"})
    assert (pdf["handler"], pdf["external"]) == ("pdf", {"kind": "system", "url": APP + "/docs/a.pdf"})
    replaced = navd.call("route", {"url": APP + "/posts/new", "options": {"action": "replace"}})
    assert (replaced["decision"], replaced["handler"]) == ("cancel", "replace-only")
    advanced = navd.call("route", {"url": APP + "/posts/new", "explain": True})
    assert advanced["handler"] == "app-navigation"
    assert [(s["handler"], s["matched"]) for s in advanced["explanation"]["router"]] == [
        ("system-navigation", False),
        ("pdf", False),
        ("replace-only", False),
        ("app-navigation", True),
    ]
    assert advanced["explanation"]["router"][2]["reason"] == "declared handler replace-only: action is advance, not replace"


@pytest.mark.parametrize(
    "handlers,field",
    [
        ([{"name": "a", "matches": {"url": "[z-a]"}, "decision": "cancel"}], "configuration.routeDecisionHandlers[0].matches.url"),
        ([{"name": "a", "matches": {}, "decision": "cancel", "extra": 1}], "configuration.routeDecisionHandlers[0].extra"),
        (["app-navigation", {"name": "system-navigation", "matches": {}, "decision": "cancel"}], "configuration.routeDecisionHandlers[1].name"),
    ],
)
def test_bad_declared_handlers_are_refused_by_every_configuring_request(navd, handlers, field):
    navd.call("route", {"url": APP + "/a"})
    for method, params in configuration_requests({"routeDecisionHandlers": handlers}):
        before = snapshot(navd)
        error = navd.error(method, params)
        assert (error.code, error.data["field"]) == (-32602, field)
        assert snapshot(navd) == before
