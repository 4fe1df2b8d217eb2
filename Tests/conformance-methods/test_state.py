"""docs/protocol.md §6: state, state/export, state/import (export and short form)."""

from __future__ import annotations

import pytest

from helpers import APP, check_state, export, ids, setup, snapshot

TABS = [{"id": "home", "title": "Home", "url": APP + "/"}, {"id": "search", "title": "Search", "url": APP + "/search"}]


def strip_ids(state: dict) -> dict:
    copy = dict(state)
    for stack in ("main", "modal"):
        copy[stack] = [{k: v for k, v in e.items() if k != "id"} for e in state[stack]]
    return copy


def test_state_shape_empty(navd):
    state = check_state(navd.call("state"))
    assert state == {
        "client": "default",
        "startLocation": None,
        "activeTab": None,
        "tabs": [],
        "main": [],
        "modal": [],
        "presented": False,
        "modalStyle": None,
        "activeStack": "main",
        "currentVisitableURL": None,
        "webSessions": [
            {"name": "main", "renderedURL": None, "snapshots": []},
            {"name": "modal", "renderedURL": None, "snapshots": []},
        ],
        "tabBarVisible": None,
    }


def test_state_shape_presented(navd):
    setup(navd, ["/a"], ["/m"], modalStyle="page_sheet")
    state = check_state(navd.call("state"))
    assert state["presented"] is True and state["modalStyle"] == "page_sheet"
    assert state["activeStack"] == "modal" and state["currentVisitableURL"] == APP + "/m"


def test_export_result_shape(navd):
    result = navd.call("state/export")
    assert set(result) == {"state"}


def test_round_trip_same_client(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/", "matchQueryStrings": False}})
    navd.call("route", {"url": APP + "/a"})
    navd.call("route", {"url": APP + "/m", "properties": {"context": "modal", "modal_style": "full"}})
    navd.call("visitable/didChangeURL", {"url": APP + "/m?x"})
    before = navd.call("state")
    document = export(navd)
    navd.call("clearAll")
    navd.call("client/configure", {"configuration": {"matchQueryStrings": True}})
    result = navd.call("state/import", {"state": document})
    after = check_state(result["state"])
    assert strip_ids(after) == strip_ids(before)
    # fresh ids, never reused
    assert not set(ids(after) + ids(after, "modal")) & set(ids(before) + ids(before, "modal"))
    assert export(navd)["configuration"] == document["configuration"]


def test_round_trip_other_client(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    navd.call("route", {"url": APP + "/a"})
    navd.call("tabs/select", {"tab": "search"})
    navd.call("route", {"url": APP + "/b"})
    document = export(navd)
    result = navd.call("state/import", {"client": "copy", "state": document})
    copy = result["state"]
    assert copy["client"] == "copy"
    original = navd.call("state")
    assert strip_ids({**copy, "client": "x"}) == strip_ids({**original, "client": "x"})
    home_copy = navd.call("state", {"client": "copy", "tab": "home"})
    assert [e["routedLocation"] for e in home_copy["main"]] == [APP + "/", APP + "/a"]


def test_ids_fresh_and_unique_after_import(navd):
    setup(navd, ["/a", "/b"])
    document = export(navd)
    first = navd.call("state/import", {"state": document})["state"]
    second = navd.call("state/import", {"state": document})["state"]
    assert ids(first) == [3, 4] and ids(second) == [5, 6]
    pushed = navd.call("ui/push", {"stack": "main", "viewController": "web"})["state"]
    assert ids(pushed) == [5, 6, 7]


def test_export_restores_coverage(navd):
    navd.call("client/configure", {"configuration": {"routes": [{"name": "a", "patterns": ["kkbox://a"]}]}})
    navd.call("routes/resolve", {"url": "kkbox://a"})
    document = export(navd)
    navd.call("routes/resolve", {"url": "kkbox://a"})
    navd.call("state/import", {"state": document})
    assert navd.call("routes/coverage") == {"routes": [{"name": "a", "hits": 1}], "unused": []}


def test_short_form_defaults(navd):
    state = setup(navd, [{"url": APP + "/a"}, {}], [{"url": APP + "/m", "viewController": "native"}])
    main = state["main"]
    assert main[0]["viewController"] == "web" and main[0]["routedLocation"] == APP + "/a"
    assert main[0]["currentURL"] == APP + "/a" and main[0]["visitable"] is True
    assert main[1]["routedLocation"] is None and main[1]["currentURL"] is None
    assert main[1]["viewController"] == "web"
    assert state["presented"] is True and state["modalStyle"] == "large"
    assert state["modal"][0]["visitable"] is False


def test_short_form_entry_fields(navd):
    state = setup(
        navd,
        [
            {
                "url": APP + "/a",
                "viewController": "article",
                "currentURL": APP + "/a2",
                "pullToRefreshEnabled": False,
                "modalDismissGestureEnabled": False,
            }
        ],
    )
    entry = state["main"][0]
    assert entry["routedLocation"] == APP + "/a" and entry["currentURL"] == APP + "/a2"
    assert entry["viewController"] == "article" and entry["visitable"] is False
    assert entry["pullToRefreshEnabled"] is False and entry["modalDismissGestureEnabled"] is False


def test_short_form_left_out_stacks_empty(navd):
    setup(navd, ["/a"], ["/m"])
    state = navd.call("state/import", {"state": {"modal": [{"url": APP + "/n"}]}})["state"]
    assert state["main"] == [] and [e["routedLocation"] for e in state["modal"]] == [APP + "/n"]


def test_short_form_presented_explicit_agreeing(navd):
    state = navd.call("state/import", {"state": {"modal": [{}], "presented": True, "modalStyle": "medium"}})["state"]
    assert state["presented"] is True and state["modalStyle"] == "medium"
    state = navd.call("state/import", {"state": {"main": [{}], "presented": False}})["state"]
    assert state["presented"] is False and state["modalStyle"] is None


@pytest.mark.parametrize(
    "state,field",
    [
        ({"modal": [{"url": APP + "/m"}], "presented": False}, "state.presented"),
        ({"presented": True}, "state.presented"),
        ({"main": [], "presented": "yes"}, "state.presented"),
        ({"main": [{"url": APP + "/a", "colour": "red"}]}, "state.main[0].colour"),
        ({"main": [{}, {"id": 3}]}, "state.main[1].id"),
        ({"modal": [{"url": "relative"}]}, "state.modal[0].url"),
        ({"main": [{"viewController": 5}]}, "state.main[0].viewController"),
        ({"main": [{"pullToRefreshEnabled": 1}]}, "state.main[0].pullToRefreshEnabled"),
        ({"main": [{"currentURL": "x"}]}, "state.main[0].currentURL"),
        ({"main": {}}, "state.main"),
        ({"main": [3]}, "state.main[0]"),
        ({"other": 1}, "state.other"),
        ({"modal": [{}], "modalStyle": "huge"}, "state.modalStyle"),
    ],
)
def test_short_form_errors(navd, state, field):
    setup(navd, ["/a"])
    before = snapshot(navd)
    err = navd.error("state/import", {"state": state})
    assert err.code == -32602, err.error
    assert err.data["field"] == field
    assert snapshot(navd) == before


def test_import_requires_state_object(navd):
    assert navd.error("state/import", {}).data["field"] == "state"
    assert navd.error("state/import", {"state": []}).data["field"] == "state"


def test_import_of_tampered_export_refused(navd):
    setup(navd, ["/a"])
    document = export(navd)
    before = snapshot(navd)
    for key, value in (("version", 99), ("navigators", "x"), ("surprise", 1)):
        err = navd.error("state/import", {"state": {**document, key: value}})
        assert err.code == -32602 and err.data["field"].startswith("state"), err.error
    assert snapshot(navd) == before


def test_import_over_stack_limit(spawn):
    server = spawn("--max-stack-entries", "2")
    setup(server, ["/a"])
    before = snapshot(server)
    err = server.error("state/import", {"state": {"main": [{}, {}, {}]}})
    assert err.code == -32012 and err.data == {"limit": "max-stack-entries", "value": 2}
    assert snapshot(server) == before


def test_short_form_applies_to_tab(navd):
    navd.call("client/configure", {"configuration": {"tabs": TABS}})
    navd.call("state/import", {"tab": "search", "state": {"main": [{"url": APP + "/s"}]}})
    assert [e["routedLocation"] for e in navd.call("state", {"tab": "search"})["main"]] == [APP + "/s"]
    assert [e["routedLocation"] for e in navd.call("state")["main"]] == [APP + "/"]
