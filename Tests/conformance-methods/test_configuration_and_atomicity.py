"""docs/protocol.md §3–§4: configuration fields, -32602 data.field paths, -32011 problem paths, and
"A request that fails changes nothing" for every error the methods can raise."""

from __future__ import annotations

import pytest

from helpers import APP, configuration_requests, export, setup, snapshot

TABS = [{"id": "home", "title": "Home", "url": APP + "/"}, {"id": "search", "url": APP + "/search"}]


@pytest.mark.parametrize(
    "configuration,field",
    [
        ({"startLocation": "relative/path"}, "configuration.startLocation"),
        ({"startLocation": 1}, "configuration.startLocation"),
        ({"matchQueryStrings": "yes"}, "configuration.matchQueryStrings"),
        ({"routeDecisionHandlers": ["app-navigation", "teleport"]}, "configuration.routeDecisionHandlers[1]"),
        ({"routeDecisionHandlers": "safari"}, "configuration.routeDecisionHandlers"),
        ({"webViewPolicyHandlers": ["reload", 3]}, "configuration.webViewPolicyHandlers[1]"),
        ({"invalidSchemes": [1]}, "configuration.invalidSchemes[0]"),
        ({"visitableViewControllers": {}}, "configuration.visitableViewControllers"),
        ({"tabs": [{"id": "a", "url": "nope"}]}, "configuration.tabs[0].url"),
        ({"tabs": [{"id": "a", "url": APP + "/"}, {"url": APP + "/"}]}, "configuration.tabs[1].id"),
        ({"tabs": [{"id": "a", "url": APP + "/"}, {"id": "a", "url": APP + "/b"}]}, "configuration.tabs[1].id"),
        ({"tabs": [{"id": "a", "url": APP + "/", "title": 3}]}, "configuration.tabs[0].title"),
        ({"tabs": {}}, "configuration.tabs"),
        ({"notifications": "on"}, "configuration.notifications"),
        ({"pathConfiguration": []}, "configuration.pathConfiguration"),
        ({"routes": {}}, "configuration.routes"),
    ],
)
def test_configuration_field_paths(navd, configuration, field):
    setup(navd, ["/a"])
    before = snapshot(navd)
    for method, params in configuration_requests(configuration):
        err = navd.error(method, params)
        assert err.code == -32602, (method, err.error)
        assert err.data["field"] == field, (method, err.data)
        assert isinstance(err.data["reason"], str) and err.data["reason"]
    assert snapshot(navd) == before


def test_configuration_must_be_object(navd):
    err = navd.error("client/configure", {"configuration": []})
    assert err.code == -32602 and err.data["field"] == "configuration"


@pytest.mark.parametrize(
    "configuration,paths",
    [
        (
            {"pathConfiguration": {"rules": [{"patterns": ["/a"], "properties": {}}, {"patterns": ["/b"]}]}},
            ["configuration.pathConfiguration.rules[1].properties"],
        ),
        ({"pathConfiguration": {"settings": {}}}, ["configuration.pathConfiguration.rules"]),
        (
            {"routes": [{"name": "a", "patterns": ["kkbox://a"]}, {"name": "b", "patterns": ["kkbox://b/{x:nope}"]}]},
            ["configuration.routes[1].patterns[0]"],
        ),
        (
            {
                "pathConfiguration": {"rules": [{"patterns": "x", "properties": {}}]},
                "routes": [{"name": "a", "patterns": ["kkbox://a//b"]}],
            },
            ["configuration.pathConfiguration.rules[0].patterns", "configuration.routes[0].patterns[0]"],
        ),
    ],
)
def test_invalid_configuration_lists_every_problem(navd, configuration, paths):
    setup(navd, ["/a"])
    before = snapshot(navd)
    for method, params in configuration_requests(configuration):
        err = navd.error(method, params)
        assert err.code == -32011
        assert [p["path"] for p in err.data["problems"]] == paths
        assert all(set(p) == {"path", "reason"} and p["reason"] for p in err.data["problems"])
    assert snapshot(navd) == before


def test_initialize_configuration(spawn):
    server = spawn(initialize={"configuration": {"startLocation": APP + "/", "tabs": TABS}})
    state = server.call("state")
    assert state["activeTab"] == "home" and [t["started"] for t in state["tabs"]] == [True, True]


def test_invalid_pattern_warning_not_error(navd):
    result = navd.call(
        "client/open",
        {"client": "w", "configuration": {"pathConfiguration": {"rules": [{"patterns": ["/ok", "(x"], "properties": {}}]}}},
    )
    [warning] = result["warnings"]
    assert set(warning) == {"code", "rule", "pattern", "message"}
    assert (warning["code"], warning["rule"], warning["pattern"]) == ("invalidPattern", 0, "(x")


def test_configure_warnings_only_for_this_call(navd):
    bad = {"pathConfiguration": {"rules": [{"patterns": ["("], "properties": {}}]}}
    assert len(navd.call("client/configure", {"configuration": bad})["warnings"]) == 1
    assert navd.call("client/configure", {"configuration": {"matchQueryStrings": False}})["warnings"] == []


def test_match_query_strings_default_true(navd):
    rules = {"rules": [{"patterns": ["\\?tab=2"], "properties": {"t": 2}}]}
    navd.call("client/configure", {"configuration": {"pathConfiguration": rules}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a?tab=2"})["matchedRules"] == [0]
    navd.call("client/configure", {"configuration": {"matchQueryStrings": False}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a?tab=2"})["matchedRules"] == []
    navd.call("client/configure", {"configuration": {"matchQueryStrings": None}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a?tab=2"})["matchedRules"] == [0]


def test_configure_tabs_keeps_existing_stack(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(navd, ["/a", "/b"])
    state = navd.call("client/configure", {"configuration": {"tabs": TABS}})["state"]
    assert state["activeTab"] == "home"
    assert [e["routedLocation"] for e in state["main"]] == [APP + "/a", APP + "/b"]


# ---------------------------------------------------------------- failed requests change nothing
def failing_requests():
    return [
        ("route", {"url": "relative"}, -32602),
        ("route", {"url": APP + "/x", "options": {"action": "jump"}}, -32602),
        ("route", {"url": APP + "/x", "tab": "nope"}, -32602),
        ("route", {"url": APP + "/x", "proposalResult": {"acceptCustom": ""}}, -32602),
        ("pop", {"animated": 1}, -32602),
        ("clearAll", {"animated": "no"}, -32602),
        ("reload", {"state": 0}, -32602),
        ("start", {"tab": 1}, -32602),
        ("ui/back", {"tab": "ghost"}, -32602),
        ("ui/push", {"stack": "modal", "viewController": "web"}, -32602),
        ("visitable/didChangeURL", {"url": APP + "/z", "entry": 999}, -32602),
        ("tabs/select", {"tab": "ghost"}, -32602),
        ("state/import", {"state": {"modal": [{}], "presented": False}}, -32602),
        ("state/import", {"state": {"main": [{"url": APP + "/a"}], "junk": 1}}, -32602),
        ("client/configure", {"configuration": {"tabs": [{"id": "", "url": APP + "/"}]}}, -32602),
        ("client/configure", {"configuration": {"routes": [{"name": "unknown", "patterns": ["kkbox://a"]}]}}, -32011),
        ("client/open", {"client": "default", "configuration": {"startLocation": "x"}}, -32602),
        ("client/close", {"client": "ghost"}, -32010),
        ("webView/decidePolicy", {"url": APP + "/x", "navigationType": "tap", "targetFrame": "main"}, -32602),
        ("pathConfiguration/load", {"sources": [{"json": {}, "file": "x"}]}, -32602),
        ("routes/print", {"name": "ghost", "params": {}}, -32602),
        ("routes/resolve", {"url": 3}, -32602),
        ("router/decide", {"url": ""}, -32602),
        ("pathConfiguration/properties", {"url": "::"}, -32602),
        ("state", {"tab": "ghost"}, -32602),
        ("currentVisitableURL", {"client": 1}, -32602),
    ]


@pytest.mark.parametrize("method,params,code", failing_requests())
def test_failed_request_changes_nothing(navd, method, params, code):
    navd.call("client/configure", {"configuration": {"routes": [{"name": "a", "patterns": ["kkbox://a"]}]}})
    setup(navd, ["/a", "/b"])
    navd.call("routes/resolve", {"url": "kkbox://a"})
    before = snapshot(navd)
    err = navd.error(method, params)
    assert err.code == code, err.error
    assert snapshot(navd) == before
    # and for a client that does not exist yet: it is not created
    if method not in ("client/open", "client/close"):
        err = navd.error(method, {**params, "client": "newcomer"} if "client" not in params else params)
        assert "newcomer" not in navd.call("client/list")["clients"]


def test_failed_route_does_not_adopt_start_location(spawn):
    server = spawn("--max-stack-entries", "1")
    server.call("ui/push", {"stack": "main", "viewController": "native"})
    before = snapshot(server)
    err = server.error("route", {"url": APP + "/a"})
    assert err.code == -32012
    assert snapshot(server) == before
    assert server.call("state")["startLocation"] is None


def test_failed_route_does_not_use_ids(spawn):
    server = spawn("--max-stack-entries", "1")
    setup(server, ["/a"])
    server.error("route", {"url": APP + "/b"})
    server.call("pop")
    result = server.call("route", {"url": APP + "/c", "properties": {"presentation": "replace"}})
    assert [e["id"] for e in result["state"]["main"]] == [2]


def test_failed_policy_route_changes_nothing(spawn):
    server = spawn("--max-stack-entries", "1")
    setup(server, ["/a"])
    before = snapshot(server)
    err = server.error("webView/decidePolicy", {"url": APP + "/b", "navigationType": "linkActivated", "targetFrame": "main"})
    assert err.code == -32012
    assert snapshot(server) == before


def test_reopen_with_invalid_configuration_keeps_old_client(navd):
    navd.call("client/open", {"client": "a", "configuration": {"matchQueryStrings": False}})
    setup(navd, ["/x"], client="a")
    before = snapshot(navd)
    navd.error("client/open", {"client": "a", "configuration": {"routes": [{"name": "", "patterns": []}]}})
    assert snapshot(navd) == before


def test_stack_limit_counts_final_entries(spawn):
    server = spawn("--max-stack-entries", "2")
    server.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(server, ["/a", "/b"], ["/m", "/n"])
    before = snapshot(server)
    # leaving a modal pushes: main would hold 3
    err = server.error("route", {"url": APP + "/c", "options": {"action": "replace"}})
    assert err.code == -32012 and err.data == {"limit": "max-stack-entries", "value": 2}
    assert snapshot(server) == before
    # a replace of a full stack's top fits
    result = server.call("route", {"url": APP + "/o", "properties": {"context": "modal"}, "options": {"action": "replace"}})
    assert [op["op"] for op in result["operations"]] == ["replace"]
    assert server.call("route", {"url": APP + "/a"})["operations"][-1]["op"] == "pop"
