"""docs/protocol.md §9: navigator/didChange and window/logMessage, only to clients that asked."""

from __future__ import annotations

import pytest

from helpers import APP, check_operations, check_state, setup

TABS = [{"id": "home", "title": "Home", "url": APP + "/"}, {"id": "search", "url": APP + "/search"}]


def changes(server):
    return [n["params"] for n in server.take_notifications() if n["method"] == "navigator/didChange"]


def logs(notifications):
    return [n["params"] for n in notifications if n["method"] == "window/logMessage"]


def test_no_notifications_by_default(navd):
    navd.call("route", {"url": APP + "/a"})
    navd.call("start")
    navd.call("state/import", {"state": {"main": [{}]}})
    navd.call("route", {"url": APP + "/b"})
    assert navd.take_notifications() == []


def test_capability_turns_them_on(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    result = server.call("route", {"url": APP + "/a", "state": False})
    notes = server.take_notifications()
    assert [n["method"] for n in notes] == ["navigator/didChange"]
    assert notes[0]["jsonrpc"] == "2.0" and "id" not in notes[0]
    params = notes[0]["params"]
    assert set(params) == {"client", "tab", "operations", "state"}
    assert params["client"] == "default" and params["tab"] is None
    assert params["operations"] == result["operations"]
    state = check_state(params["state"])
    assert [e["routedLocation"] for e in state["main"]] == [APP + "/a"]


def test_configuration_turns_them_on_for_one_client(navd):
    navd.call("client/open", {"client": "loud", "configuration": {"notifications": True}})
    navd.call("route", {"url": APP + "/a"})
    assert navd.take_notifications() == []
    navd.call("route", {"client": "loud", "url": APP + "/a"})
    notes = changes(navd)
    assert len(notes) == 1 and notes[0]["client"] == "loud"


def test_configuration_false_overrides_capability(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    server.call("client/configure", {"configuration": {"notifications": False}})
    server.call("route", {"url": APP + "/a"})
    server.call("start")
    assert server.take_notifications() == []


def test_initialize_configuration_applies_to_default(spawn):
    server = spawn(initialize={"configuration": {"notifications": True, "startLocation": APP + "/"}})
    server.call("start")
    assert len(changes(server)) == 1
    server.call("route", {"client": "other", "url": APP + "/a"})
    assert server.take_notifications() == []


def test_no_change_no_notification(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    server.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(server, ["/a"])
    server.take_notifications()
    server.call("route", {"url": "https://elsewhere.example/"})
    server.call("route", {"url": APP + "/b", "proposalResult": "reject"})
    server.call("route", {"url": APP + "/b", "properties": {"presentation": "none"}})
    server.call("pop")
    server.call("ui/back")
    server.call("ui/dismissModal")
    server.call("reload")
    server.call("state")
    server.call("router/decide", {"url": APP + "/x"})
    assert server.take_notifications() == []


def test_every_changing_method_notifies(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    server.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    server.call("start")
    assert [n["operations"][0]["op"] for n in changes(server)] == ["push"]
    server.call("ui/push", {"stack": "main", "viewController": "native"})
    assert [n["operations"] for n in changes(server)] == [[{"op": "push", "stack": "main", "entry": 2, "animated": True}]]
    server.call("ui/back")
    assert [n["operations"][0]["op"] for n in changes(server)] == ["pop"]
    server.call("route", {"url": APP + "/m", "properties": {"context": "modal"}})
    assert [[o["op"] for o in n["operations"]] for n in changes(server)] == [["setStack", "present"]]
    server.call("ui/dismissModal")
    assert [n["operations"] for n in changes(server)] == [[{"op": "dismiss", "animated": True}]]
    server.call("route", {"url": APP + "/b"})
    changes(server)
    server.call("pop")
    assert len(changes(server)) == 1
    server.call("route", {"url": APP + "/c"})
    changes(server)
    server.call("clearAll")
    assert [[o["op"] for o in n["operations"]] for n in changes(server)] == [["setStack", "refresh"]]
    server.call("webView/decidePolicy", {"url": APP + "/w", "navigationType": "linkActivated", "targetFrame": "main"})
    assert [[o["op"] for o in n["operations"]] for n in changes(server)] == [["push"]]


@pytest.mark.parametrize("lazy", [False, True])
def test_tabs_notifications_carry_tab(spawn, lazy):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    server.call("client/configure", {"configuration": {"tabs": TABS, "lazyLoadTabs": lazy}})
    first = changes(server)
    # Eager loading starts every tab, in tab order, each notified with its tab and the client's active tab.
    assert [n["tab"] for n in first] == (["home"] if lazy else ["home", "search"])
    assert {n["state"]["activeTab"] for n in first} == {"home"}
    server.call("tabs/select", {"tab": "search"})
    selected = changes(server)
    if lazy:
        assert [n["tab"] for n in selected] == ["search"] and selected[0]["state"]["activeTab"] == "search"
    else:
        assert selected == []
    server.call("route", {"tab": "home", "url": APP + "/h"})
    assert [n["tab"] for n in changes(server)] == ["home"]


def test_log_message_for_each_warning(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    server.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(server, [{}, {}])
    server.take_notifications()
    result = server.call("route", {"url": APP + "/x"})
    notes = server.take_notifications()
    messages = logs(notes)
    assert len(messages) == len(result["warnings"]) == 2
    for message, warning in zip(messages, result["warnings"]):
        assert message == {"type": 2, "message": warning["message"], "client": "default", "code": "unstampedEntry"}
    server.call("start")
    assert [m["code"] for m in logs(server.take_notifications())] == ["alreadyStarted"]


def test_log_message_only_when_asked(navd):
    setup(navd, [{}, {}])
    navd.call("route", {"url": APP + "/x"})
    navd.call("start")
    assert navd.take_notifications() == []


def test_import_notifications_exactly(spawn):
    server = spawn(initialize={"capabilities": {"notifications": True}})
    # nothing before, nothing after: silent
    server.call("state/import", {"state": {}})
    assert server.take_notifications() == []
    # nothing presented before → present
    server.call("state/import", {"state": {"main": [{}], "modal": [{}], "modalStyle": "medium"}})
    notes = changes(server)
    assert len(notes) == 1
    assert notes[0]["operations"] == [
        {"op": "setStack", "stack": "main", "entries": [1], "animated": False},
        {"op": "setStack", "stack": "modal", "entries": [2], "animated": False},
        {"op": "present", "modalStyle": "medium", "animated": False},
    ]
    # presented before and after → neither present nor dismiss
    server.call("state/import", {"state": {"modal": [{}]}})
    assert changes(server)[0]["operations"] == [
        {"op": "setStack", "stack": "main", "entries": [], "animated": False},
        {"op": "setStack", "stack": "modal", "entries": [3], "animated": False},
    ]
    # presented before, not after → dismiss
    server.call("state/import", {"state": {"main": [{}]}})
    assert changes(server)[0]["operations"] == [
        {"op": "setStack", "stack": "main", "entries": [4], "animated": False},
        {"op": "setStack", "stack": "modal", "entries": [], "animated": False},
        {"op": "dismiss", "animated": False},
    ]
    # not empty before, empty after: still notified
    server.call("state/import", {"state": {}})
    assert changes(server)[0]["operations"] == [
        {"op": "setStack", "stack": "main", "entries": [], "animated": False},
        {"op": "setStack", "stack": "modal", "entries": [], "animated": False},
    ]


def test_import_uses_notifications_setting_after_import(navd):
    navd.call("client/open", {"client": "loud", "configuration": {"notifications": True}})
    setup(navd, ["/a"], client="loud")
    loud_export = navd.call("state/export", {"client": "loud"})["state"]
    navd.take_notifications()
    # a quiet client importing a loud export notifies
    navd.call("state/import", {"client": "quiet", "state": loud_export})
    notes = changes(navd)
    assert len(notes) == 1 and notes[0]["client"] == "quiet"
    check_operations(notes[0]["operations"])
    # a loud client importing a quiet export does not
    quiet_export = navd.call("state/export", {"client": "default"})["state"]
    navd.call("state/import", {"client": "loud", "state": quiet_export})
    assert navd.take_notifications() == []


def test_failed_request_sends_no_notification(spawn):
    server = spawn("--max-stack-entries", "1", initialize={"capabilities": {"notifications": True}})
    setup(server, ["/a"])
    server.take_notifications()
    server.error("ui/push", {"stack": "main", "viewController": "web"})
    server.error("route", {"url": APP + "/b"})
    assert server.take_notifications() == []
