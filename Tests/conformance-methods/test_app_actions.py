"""docs/protocol.md §7: ui/back, ui/dismissModal, ui/push, visitable/didChangeURL, tabs/select."""

from __future__ import annotations

import pytest

from helpers import APP, check_state, export, ids, reveal, setup, snapshot, tab_start, visit

TABS = [{"id": "home", "title": "Home", "url": APP + "/"}, {"id": "search", "title": "Search", "url": APP + "/search"}]


def test_back_pops_active_stack_with_two_entries(navd):
    setup(navd, ["/a", "/b"])
    result = navd.call("ui/back")
    assert set(result) == {"operations", "visits", "state"}
    # The back reveals /a, which restores itself (DESIGN §9.3); nothing is cached yet, so it loads.
    assert result["visits"] == [reveal("main", 1, "/a")]
    assert result["operations"] == [{"op": "pop", "stack": "main", "entry": 2, "animated": True}]
    assert ids(check_state(result["state"])) == [1]


def test_back_single_entry_noop(navd):
    setup(navd, ["/a"])
    result = navd.call("ui/back")
    assert result["operations"] == [] and ids(result["state"]) == [1]


def test_back_pops_modal_when_presented(navd):
    setup(navd, ["/a", "/b"], ["/m", "/n"])
    assert navd.call("ui/back")["operations"] == [{"op": "pop", "stack": "modal", "entry": 4, "animated": True}]
    # single-entry modal: no-op (ui/back is not the dismiss gesture)
    result = navd.call("ui/back")
    assert result["operations"] == [] and result["state"]["presented"] is True


def test_dismiss_modal(navd):
    setup(navd, ["/a"], ["/m", "/n"])
    result = navd.call("ui/dismissModal")
    assert set(result) == {"operations", "visits", "state"}
    assert result["operations"] == [{"op": "dismiss", "animated": True}]
    assert result["visits"] == []
    assert result["state"]["presented"] is False and result["state"]["modal"] == []
    assert result["state"]["modalStyle"] is None and result["state"]["activeStack"] == "main"


def test_dismiss_modal_noop_when_nothing_presented(navd):
    setup(navd, ["/a"])
    result = navd.call("ui/dismissModal")
    assert result["operations"] == []


def test_dismiss_modal_refused_by_top_entry(navd):
    setup(navd, ["/a"], ["/m", {"url": APP + "/n", "modalDismissGestureEnabled": False}])
    before = snapshot(navd)
    err = navd.error("ui/dismissModal")
    assert err.code == -32602 and err.data["field"] == "modal" and isinstance(err.data["reason"], str)
    assert snapshot(navd) == before


def test_dismiss_modal_only_top_entry_counts(navd):
    setup(navd, ["/a"], [{"url": APP + "/m", "modalDismissGestureEnabled": False}, "/n"])
    assert navd.call("ui/dismissModal")["operations"] == [{"op": "dismiss", "animated": True}]


def test_dismiss_gesture_from_path_configuration(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    navd.call("route", {"url": APP + "/m", "properties": {"context": "modal", "modal_dismiss_gesture_enabled": False}})
    assert navd.error("ui/dismissModal").data["field"] == "modal"


def test_push_unstamped(navd):
    setup(navd, ["/a"])
    result = navd.call("ui/push", {"stack": "main", "viewController": "native"})
    assert set(result) == {"operations", "state"}
    assert result["operations"] == [{"op": "push", "stack": "main", "entry": 2, "animated": True}]
    entry = result["state"]["main"][-1]
    assert entry["routedLocation"] is None and entry["currentURL"] is None
    assert entry["viewController"] == "native" and entry["visitable"] is False


def test_push_stamped_web(navd):
    result = navd.call("ui/push", {"stack": "main", "viewController": "web", "url": APP + "/p"})
    entry = result["state"]["main"][0]
    assert entry["routedLocation"] == APP + "/p" and entry["currentURL"] == APP + "/p"
    assert entry["visitable"] is True


def test_push_onto_presented_modal(navd):
    setup(navd, ["/a"], ["/m"])
    result = navd.call("ui/push", {"stack": "modal", "viewController": "web", "url": APP + "/p"})
    assert result["operations"] == [{"op": "push", "stack": "modal", "entry": 3, "animated": True}]
    assert ids(result["state"], "modal") == [2, 3]


def test_push_onto_main_while_presented_keeps_modal(navd):
    setup(navd, ["/a"], ["/m"])
    result = navd.call("ui/push", {"stack": "main", "viewController": "native"})
    assert ids(result["state"]) == [1, 3] and result["state"]["presented"] is True


def test_push_onto_modal_not_presented_refused(navd):
    setup(navd, ["/a"])
    before = snapshot(navd)
    err = navd.error("ui/push", {"stack": "modal", "viewController": "web", "url": APP + "/p"})
    assert err.code == -32602 and err.data["field"] == "stack"
    assert snapshot(navd) == before


@pytest.mark.parametrize(
    "params,field",
    [
        ({"viewController": "web"}, "stack"),
        ({"stack": "side", "viewController": "web"}, "stack"),
        ({"stack": "main"}, "viewController"),
        ({"stack": "main", "viewController": 3}, "viewController"),
        ({"stack": "main", "viewController": "web", "url": "not a url"}, "url"),
        ({"stack": "main", "viewController": "web", "url": 5}, "url"),
    ],
)
def test_push_invalid_params(navd, params, field):
    before = snapshot(navd)
    err = navd.error("ui/push", params)
    assert err.code == -32602 and err.data["field"] == field
    assert snapshot(navd) == before


def test_push_then_route_consults_unstamped(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(navd, ["/a"])
    navd.call("ui/push", {"stack": "main", "viewController": "native"})
    result = navd.call("route", {"url": APP + "/a"})
    # top unstamped → warning; below is /a → previous page → pop
    assert [w["code"] for w in result["warnings"]] == ["unstampedEntry"]
    assert result["operations"] == [{"op": "pop", "stack": "main", "entry": 2, "animated": True}]


def test_did_change_url_updates_current_url_never_stamp(navd):
    setup(navd, ["/a", "/b"])
    result = navd.call("visitable/didChangeURL", {"url": APP + "/b2"})
    assert set(result) == {"state"}
    top = result["state"]["main"][-1]
    assert top["currentURL"] == APP + "/b2" and top["routedLocation"] == APP + "/b"
    assert result["state"]["currentVisitableURL"] == APP + "/b2"
    result = navd.call("visitable/didChangeURL", {"entry": 1, "url": APP + "/a2"})
    first = result["state"]["main"][0]
    assert first["currentURL"] == APP + "/a2" and first["routedLocation"] == APP + "/a"


def test_did_change_url_identity_still_uses_stamp(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(navd, ["/a", "/b"])
    navd.call("visitable/didChangeURL", {"url": APP + "/moved"})
    assert navd.call("route", {"url": APP + "/b"})["operations"][0]["op"] == "replace"


def test_did_change_url_modal_default_is_active_top(navd):
    setup(navd, ["/a"], ["/m"])
    result = navd.call("visitable/didChangeURL", {"url": APP + "/m2"})
    assert result["state"]["modal"][0]["currentURL"] == APP + "/m2"
    assert result["state"]["main"][0]["currentURL"] == APP + "/a"


@pytest.mark.parametrize(
    "params,field",
    [
        ({}, "url"),
        ({"url": "nope"}, "url"),
        ({"url": APP + "/x", "entry": 99}, "entry"),
        ({"url": APP + "/x", "entry": "1"}, "entry"),
    ],
)
def test_did_change_url_errors(navd, params, field):
    setup(navd, ["/a"])
    before = snapshot(navd)
    err = navd.error("visitable/didChangeURL", params)
    assert err.code == -32602 and err.data["field"] == field
    assert snapshot(navd) == before


def test_tabs_every_tab_starts_on_open(navd):
    # Eager loading, the default since Hotwire Native 1.3 (iOS #252, Android #202): every tab starts in tab order.
    result = navd.call("client/open", {"client": "t", "configuration": {"tabs": TABS}})
    assert set(result) == {"client", "visits", "state", "warnings"}
    assert result["visits"] == [tab_start("home", 1, "/"), tab_start("search", 2, "/search")]
    state = check_state(result["state"])
    assert state["activeTab"] == "home"
    assert state["tabs"] == [
        {"id": "home", "title": "Home", "url": APP + "/", "started": True},
        {"id": "search", "title": "Search", "url": APP + "/search", "started": True},
    ]
    assert [e["routedLocation"] for e in state["main"]] == [APP + "/"]
    assert state["tabBarVisible"] is True
    assert result["warnings"] == []
    assert navd.call("client/open", {"client": "plain"})["visits"] == []


def test_lazy_tabs_start_the_selected_tab_only_on_open(navd):
    configuration = {"tabs": TABS, "lazyLoadTabs": True, "selectedTab": "search"}
    result = navd.call("client/open", {"client": "t", "configuration": configuration})
    assert result["visits"] == [tab_start("search", 1, "/search")]
    state = check_state(result["state"])
    assert state["activeTab"] == "search"
    assert [t["started"] for t in state["tabs"]] == [False, True]


def test_selected_tab_is_active_after_eager_loading(navd):
    result = navd.call("client/open", {"client": "t", "configuration": {"tabs": TABS, "selectedTab": "search"}})
    assert result["visits"] == [tab_start("home", 1, "/"), tab_start("search", 2, "/search")]
    assert result["state"]["activeTab"] == "search"
    assert [e["routedLocation"] for e in result["state"]["main"]] == [APP + "/search"]


@pytest.mark.parametrize(
    "configuration, reason",
    [
        ({"tabs": TABS, "selectedTab": "nope"}, 'must be one of the tab ids "home" or "search", not "nope"'),
        ({"selectedTab": "home"}, "names no tab: the configuration has no tabs"),
    ],
)
def test_selected_tab_must_name_a_tab(navd, configuration, reason):
    before = snapshot(navd)
    err = navd.error("client/open", {"client": "t", "configuration": configuration})
    assert err.code == -32602 and err.data["field"] == "configuration.selectedTab"
    assert err.data["reason"] == reason
    assert snapshot(navd) == before


def test_tabs_every_tab_starts_on_configure(navd):
    result = navd.call("client/configure", {"configuration": {"tabs": TABS}})
    assert result["visits"] == [tab_start("home", 1, "/"), tab_start("search", 2, "/search")]
    assert result["state"]["activeTab"] == "home"
    assert [t["started"] for t in result["state"]["tabs"]] == [True, True]
    assert [e["routedLocation"] for e in result["state"]["main"]] == [APP + "/"]
    assert result["warnings"] == []
    # Nothing left to start: a later configure starts nothing.
    assert navd.call("client/configure", {"configuration": {"matchQueryStrings": False}})["visits"] == []


def test_configure_changing_selected_tab_activates_it(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    assert navd.call("client/configure", {"configuration": {"selectedTab": "search"}})["state"]["activeTab"] == "search"
    navd.call("tabs/select", {"tab": "home"})
    # Another field changes: the active tab stays.
    assert navd.call("client/configure", {"configuration": {"lazyLoadTabs": True}})["state"]["activeTab"] == "home"


def test_tabs_select_starts_a_lazy_tab_on_first_selection_only(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS, "lazyLoadTabs": True}})
    result = navd.call("tabs/select", {"tab": "search"})
    assert set(result) == {"operations", "visits", "state"}
    assert [v["url"] for v in result["visits"]] == [APP + "/search"]
    state = result["state"]
    assert state["activeTab"] == "search"
    assert [t["started"] for t in state["tabs"]] == [True, True]
    assert [e["routedLocation"] for e in state["main"]] == [APP + "/search"]
    navd.call("route", {"url": APP + "/search/more"})
    navd.call("tabs/select", {"tab": "home"})
    again = navd.call("tabs/select", {"tab": "search"})["state"]
    assert [e["routedLocation"] for e in again["main"]] == [APP + "/search", APP + "/search/more"]


def test_tabs_select_of_an_eager_tab_starts_nothing(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    result = navd.call("tabs/select", {"tab": "search"})
    assert result["operations"] == [] and result["visits"] == []
    assert result["state"]["activeTab"] == "search"


@pytest.mark.parametrize(
    "platform, clear, operations, visits, main",
    [
        # iOS: UIKit pops a reselected tab to its root, animated, and the root restores (DESIGN §10, §9.3).
        ("ios", True, [{"op": "setStack", "stack": "main", "entries": [1], "animated": True}], [reveal("main", 1, "/")], [1]),
        ("ios", False, [{"op": "setStack", "stack": "main", "entries": [1], "animated": True}], [reveal("main", 1, "/")], [1]),
        # Android: clearAll, not animated, unless clearNavigationOnTabReselection is false.
        ("android", True, [{"op": "setStack", "stack": "main", "entries": [1], "animated": False}], [reveal("main", 1, "/")], [1]),
        ("android", False, [], [], [1, 3]),
    ],
)
def test_reselecting_the_active_tab(navd, platform, clear, operations, visits, main):
    configuration = {"platform": platform, "tabs": TABS, "clearNavigationOnTabReselection": clear}
    navd.call("client/open", {"configuration": configuration})
    navd.call("route", {"url": APP + "/a"})
    result = navd.call("tabs/select", {"tab": "home"})
    assert result["operations"] == operations
    # "/" was replaced by "/a" in the main session, so its restore comes from the snapshot cache.
    assert result["visits"] == [{**v, "load": "snapshot"} for v in visits]
    assert ids(result["state"]) == main


def test_ios_reselection_leaves_a_presented_modal(navd):
    rules = {"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}
    navd.call("client/open", {"configuration": {"tabs": TABS, "pathConfiguration": rules}})
    navd.call("route", {"url": APP + "/a"})
    navd.call("route", {"url": APP + "/new"})
    result = navd.call("tabs/select", {"tab": "home"})
    assert result["operations"] == [{"op": "setStack", "stack": "main", "entries": [1], "animated": True}]
    assert result["state"]["presented"] is True
    assert [e["routedLocation"] for e in result["state"]["modal"]] == [APP + "/new"]


@pytest.mark.parametrize(
    "platform, hide, after_push, with_modal",
    [
        ("ios", False, True, True),
        ("ios", True, False, True),
        ("android", False, True, False),
        ("android", True, True, False),
    ],
)
def test_tab_bar_visibility(navd, platform, hide, after_push, with_modal):
    rules = {"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}
    configuration = {"platform": platform, "tabs": TABS, "pathConfiguration": rules, "hideTabBarWhenPushed": hide}
    assert navd.call("client/open", {"configuration": configuration})["state"]["tabBarVisible"] is True
    assert navd.call("route", {"url": APP + "/a"})["state"]["tabBarVisible"] is after_push
    modal = navd.call("client/open", {"client": "m", "configuration": configuration})
    assert modal["state"]["tabBarVisible"] is True
    assert navd.call("route", {"client": "m", "url": APP + "/new"})["state"]["tabBarVisible"] is with_modal
    assert navd.call("state", {"client": "plain"})["tabBarVisible"] is None


def test_tabs_have_separate_stacks_and_unique_ids(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    home = navd.call("route", {"url": APP + "/h"})["state"]
    search = navd.call("tabs/select", {"tab": "search"})["state"]
    all_ids = ids(home) + ids(search)
    assert len(all_ids) == len(set(all_ids))
    assert navd.call("state", {"tab": "home"})["main"] == home["main"]


def test_route_tab_param_acts_on_that_tab_without_selecting(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    navd.call("tabs/select", {"tab": "search"})
    navd.call("tabs/select", {"tab": "home"})
    result = navd.call("route", {"tab": "search", "url": APP + "/s2"})
    assert result["state"]["activeTab"] == "home"
    assert navd.call("state", {"tab": "search"})["main"][-1]["routedLocation"] == APP + "/s2"
    assert navd.call("state")["main"][-1]["routedLocation"] == APP + "/"


def test_tabs_select_unknown(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    before = snapshot(navd)
    err = navd.error("tabs/select", {"tab": "nope"})
    assert err.code == -32602 and err.data["field"] == "tab"
    assert snapshot(navd) == before


def test_tabs_select_without_tabs(navd):
    err = navd.error("tabs/select", {"tab": "home"})
    assert err.code == -32602 and err.data["field"] == "tab"


def test_configure_keeps_tab_stacks(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    navd.call("route", {"url": APP + "/h"})
    result = navd.call("client/configure", {"configuration": {"matchQueryStrings": False}})
    assert [e["routedLocation"] for e in result["state"]["main"]] == [APP + "/", APP + "/h"]


def test_tab_title_and_export(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    assert export(navd)["configuration"]["tabs"][0]["id"] == "home"
