"""docs/protocol.md §5 beyond `route`'s table: pop, clearAll, reload, currentVisitableURL, start,
the router handlers and start-location adoption, and `"state": false` everywhere."""

from __future__ import annotations

import pytest

from helpers import APP, check_operations, check_state, check_visits, ids, reveal, setup, visit


def test_pop_result_shape_and_default_animation(navd):
    setup(navd, ["/a", "/b"])
    result = navd.call("pop")
    assert set(result) == {"operations", "visits", "state"}
    assert result["operations"] == [{"op": "pop", "stack": "main", "entry": 2, "animated": True}]
    # The pop reveals /a, which restores itself (DESIGN §9.3); nothing is cached yet, so it loads.
    assert result["visits"] == [reveal("main", 1, "/a")]
    assert ids(check_state(result["state"])) == [1]


def test_pop_not_animated(navd):
    setup(navd, ["/a", "/b"])
    assert navd.call("pop", {"animated": False})["operations"][0]["animated"] is False


def test_pop_at_root_is_noop(navd):
    setup(navd, ["/a"])
    assert navd.call("pop")["operations"] == []
    assert navd.call("pop", {"state": False}) == {"operations": [], "visits": []}


def test_pop_modal(navd):
    setup(navd, ["/a"], ["/m1", "/m2"])
    assert navd.call("pop")["operations"] == [{"op": "pop", "stack": "modal", "entry": 3, "animated": True}]
    result = navd.call("pop")
    assert result["operations"] == [{"op": "dismiss", "animated": True}]
    assert result["state"]["presented"] is False and result["state"]["modal"] == []


def test_clear_all_defaults_not_animated(navd):
    setup(navd, ["/a", "/b", "/c"], ["/m"])
    result = navd.call("clearAll")
    assert set(result) == {"operations", "visits", "state"}
    assert result["operations"] == [
        {"op": "dismiss", "animated": False},
        {"op": "setStack", "stack": "main", "entries": [1], "animated": False},
        {"op": "refresh", "stack": "main", "entry": 1},
    ]
    assert result["visits"] == [
        visit("main", 1, "/a", "replace", "refresh"),
        # The revealed root restores after its refresh (DESIGN §9.3); the imported state cached
        # nothing, so it loads from the network too.
        reveal("main", 1, "/a"),
    ]
    assert result["state"]["modalStyle"] is None


def test_clear_all_animated(navd):
    setup(navd, ["/a", "/b"])
    result = navd.call("clearAll", {"animated": True, "state": False})
    assert set(result) == {"operations", "visits"}
    assert result["operations"][0] == {"op": "setStack", "stack": "main", "entries": [1], "animated": True}


def test_clear_all_refreshes_current_url(navd):
    setup(navd, ["/a", "/b"])
    navd.call("visitable/didChangeURL", {"entry": 1, "url": APP + "/a?moved"})
    result = navd.call("clearAll")
    assert result["visits"][0]["url"] == APP + "/a?moved"


def test_reload_one_visit_per_stack_with_visitable_top(navd):
    setup(navd, ["/a", "/b"], ["/m"])
    navd.call("visitable/didChangeURL", {"url": APP + "/m2"})
    result = navd.call("reload")
    assert set(result) == {"visits", "state"}
    assert check_visits(result["visits"]) == [
        {
            "stack": "main",
            "entry": 2,
            "url": APP + "/b",
            "action": "advance",
            "reason": "reload",
            "session": "main",
            "load": "network",
        },
        {
            "stack": "modal",
            "entry": 3,
            "url": APP + "/m2",
            "action": "advance",
            "reason": "reload",
            "session": "modal",
            "load": "network",
        },
    ]
    assert navd.call("reload", {"state": False}) == {"visits": result["visits"]}


def test_reload_skips_non_visitable_top(navd):
    setup(navd, ["/a", {"url": APP + "/n", "viewController": "native"}])
    assert navd.call("reload")["visits"] == []


def test_reload_changes_no_stack(navd):
    setup(navd, ["/a"])
    before = navd.call("state")
    navd.call("reload")
    after = navd.call("state")
    # Only the web session changes: the reload rendered /a (DESIGN §9.1).
    assert after["webSessions"] == [
        {"name": "main", "renderedURL": APP + "/a", "snapshots": []},
        {"name": "modal", "renderedURL": None, "snapshots": []},
    ]
    assert {**after, "webSessions": before["webSessions"]} == before


def test_current_visitable_url(navd):
    assert navd.call("currentVisitableURL") == {"url": None}
    setup(navd, ["/a"], ["/m"])
    assert navd.call("currentVisitableURL") == {"url": APP + "/m"}
    navd.call("visitable/didChangeURL", {"url": APP + "/m?x"})
    assert navd.call("currentVisitableURL") == {"url": APP + "/m?x"}
    navd.call("ui/push", {"stack": "modal", "viewController": "native", "url": APP + "/n"})
    assert navd.call("currentVisitableURL") == {"url": None}
    assert navd.call("state")["currentVisitableURL"] is None


def test_current_visitable_url_result_has_only_url(navd):
    setup(navd, ["/a"])
    assert set(navd.call("currentVisitableURL", {"state": False})) == {"url"}


def test_start_routes_start_location(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/home"}})
    result = navd.call("start")
    assert set(result) >= {"operations", "visits", "state"}
    assert result["operations"] == [{"op": "push", "stack": "main", "entry": 1, "animated": True}]
    assert result["visits"] == [
        {
            "stack": "main",
            "entry": 1,
            "url": APP + "/home",
            "action": "advance",
            "reason": "route",
            "session": "main",
            "load": "network",
        }
    ]
    assert result["state"]["main"][0]["routedLocation"] == APP + "/home"
    assert result.get("warnings", []) == []


def test_start_already_started_warns_first(navd):
    setup(navd, ["/a"])
    result = navd.call("start")
    assert result["operations"] == [] and result["visits"] == []
    assert [w["code"] for w in result["warnings"]] == ["alreadyStarted"]


def test_start_already_started_checked_before_missing_start_location(navd):
    setup(navd, [], ["/m"])
    result = navd.call("start")
    assert [w["code"] for w in result["warnings"]] == ["alreadyStarted"]


def test_start_without_start_location(navd):
    result = navd.call("start")
    assert [w["code"] for w in result["warnings"]] == ["noStartLocation"]
    assert result["state"]["main"] == []


def test_start_uses_adopted_start_location(navd):
    navd.call("route", {"url": "https://App.Example/deep/page"})
    navd.call("pop")  # root stays
    navd.call("state/import", {"state": {}})
    result = navd.call("start")
    assert result["visits"][0]["url"] == APP + "/"


def test_start_state_false(navd):
    result = navd.call("start", {"state": False})
    assert "state" not in result and {"operations", "visits"} <= set(result)


@pytest.mark.parametrize(
    "url,expected",
    [
        ("https://App.Example/a/b?q=1#f", "https://app.example/"),
        ("http://app.example:8080/x", "http://app.example:8080/"),
        ("https://USER@Host.Example/x", "https://host.example/"),
    ],
)
def test_start_location_adopted_from_first_routed_url(navd, url, expected):
    result = navd.call("route", {"url": url})
    assert result["decision"] == "navigate" and result["handler"] == "app-navigation"
    assert result["state"]["startLocation"] == expected


def test_non_http_route_adopts_nothing(navd):
    result = navd.call("route", {"url": "mailto:someone@app.example"})
    assert result["decision"] == "cancel" and result["handler"] == "system-navigation"
    assert result["external"] == {"kind": "system", "url": "mailto:someone@app.example"}
    assert result["proposalResult"] is None
    assert result["state"]["startLocation"] is None
    later = navd.call("route", {"url": APP + "/x"})
    assert later["state"]["startLocation"] == APP + "/"


def test_adoption_sticks_after_first(navd):
    navd.call("route", {"url": APP + "/x"})
    result = navd.call("route", {"url": "https://other.example/y"})
    assert result["decision"] == "cancel" and result["handler"] == "safari"
    assert result["external"] == {"kind": "safari", "url": "https://other.example/y"}
    assert result["operations"] == [] and result["visits"] == [] and result["proposalResult"] is None
    assert result["state"]["startLocation"] == APP + "/"
    assert ids(result["state"]) == [1]


def test_configured_start_location_not_replaced_by_adoption(navd):
    navd.call("client/configure", {"configuration": {"startLocation": "https://one.example/"}})
    result = navd.call("route", {"url": "https://two.example/"})
    assert result["handler"] == "safari"
    assert result["state"]["startLocation"] == "https://one.example/"


def test_host_comparison_case_insensitive(navd):
    navd.call("client/configure", {"configuration": {"startLocation": "https://APP.example/"}})
    assert navd.call("route", {"url": "https://app.EXAMPLE/x"})["handler"] == "app-navigation"


def test_system_navigation_for_other_scheme_and_host(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    result = navd.call("route", {"url": "sms:+123"})
    assert (result["decision"], result["handler"]) == ("cancel", "system-navigation")


def test_route_decision_handler_order_and_subset(navd):
    navd.call(
        "client/configure",
        {"configuration": {"startLocation": APP + "/", "routeDecisionHandlers": ["system-navigation", "safari"]}},
    )
    result = navd.call("route", {"url": "https://other.example/"})
    assert (result["decision"], result["handler"]) == ("cancel", "system-navigation")
    assert result["external"]["kind"] == "system"
    same_host = navd.call("route", {"url": APP + "/a"})
    assert (same_host["decision"], same_host["handler"], same_host["external"]) == ("cancel", None, None)
    assert same_host["operations"] == [] and same_host["proposalResult"] is None


def test_route_decision_handlers_default_restored_with_null(navd):
    navd.call("client/configure", {"configuration": {"routeDecisionHandlers": []}})
    assert navd.call("route", {"url": APP + "/a"})["decision"] == "cancel"
    navd.call("client/configure", {"configuration": {"routeDecisionHandlers": None}})
    assert navd.call("route", {"url": APP + "/a"})["decision"] == "navigate"


def test_visitable_view_controllers(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/", "visitableViewControllers": ["article"]}})
    web = navd.call("route", {"url": APP + "/a"})
    assert web["state"]["main"][0]["visitable"] is False
    assert web["visits"] == []
    article = navd.call("route", {"url": APP + "/b", "properties": {"view_controller": "article"}})
    entry = article["state"]["main"][-1]
    assert entry["viewController"] == "article" and entry["visitable"] is True
    assert article["visits"][0]["entry"] == entry["id"]


@pytest.mark.parametrize(
    "method,params",
    [
        ("route", {"url": APP + "/a"}),
        ("pop", {}),
        ("clearAll", {}),
        ("reload", {}),
        ("start", {}),
        ("ui/back", {}),
        ("ui/dismissModal", {}),
        ("ui/push", {"stack": "main", "viewController": "web"}),
        ("visitable/didChangeURL", {"url": APP + "/z"}),
    ],
)
def test_state_false_omits_state_and_true_keeps_it(navd, method, params):
    setup(navd, ["/a", "/b"])
    without = navd.call(method, {**params, "state": False})
    assert "state" not in without
    setup(navd, ["/a", "/b"])
    with_state = navd.call(method, {**params, "state": True})
    assert set(with_state) == set(without) | {"state"}
    check_state(with_state["state"])


def test_state_false_on_state_import(navd):
    """§6 state/import carries `state` (it is the request's own param there)."""
    result = navd.call("state/import", {"state": {"main": [{"url": APP + "/i"}]}})
    assert set(result) == {"state"}


def test_tabs_select_state_false(navd):
    # Lazy loading, so that selecting "b" starts it.
    tabs = [{"id": "a", "url": APP + "/"}, {"id": "b", "url": APP + "/b"}]
    navd.call("client/configure", {"configuration": {"tabs": tabs, "lazyLoadTabs": True}})
    assert navd.call("tabs/select", {"tab": "b", "state": False}) == {
        "operations": [{"op": "push", "stack": "main", "entry": 2, "animated": True}],
        "visits": [
            {
                "stack": "main",
                "entry": 2,
                "url": "https://app.example/b",
                "action": "advance",
                "reason": "route",
                "session": "main",
                "load": "network",
            }
        ],
    }


def test_operations_are_well_formed(navd):
    setup(navd, ["/a", "/b"], ["/m"])
    check_operations(navd.call("clearAll")["operations"])
