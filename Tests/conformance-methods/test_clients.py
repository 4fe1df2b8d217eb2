"""docs/protocol.md §4: clients, the `client` param, client/open|close|list|configure."""

from __future__ import annotations

import pytest

from helpers import APP, check_state, export, ids, setup, snapshot


def test_client_param_defaults_to_default(navd):
    navd.call("route", {"url": APP + "/a"})
    assert navd.call("state", {"client": "default"})["main"][0]["routedLocation"] == APP + "/a"
    assert navd.call("state")["client"] == "default"


def test_default_client_exists_from_initialize(navd):
    assert navd.call("client/list") == {"clients": ["default"]}


@pytest.mark.parametrize(
    "method,params",
    [
        ("state", {}),
        ("route", {"url": APP + "/a"}),
        ("pop", {}),
        ("clearAll", {}),
        ("reload", {}),
        ("currentVisitableURL", {}),
        ("start", {}),
        ("state/export", {}),
        ("ui/back", {}),
        ("ui/dismissModal", {}),
        ("router/decide", {"url": APP + "/a"}),
        ("webView/decidePolicy", {"url": APP + "/a", "navigationType": "other", "targetFrame": "sub"}),
        ("pathConfiguration/properties", {"url": APP + "/a"}),
        ("pathConfiguration/load", {"sources": [{"json": {"rules": []}}]}),
        ("routes/resolve", {"url": APP + "/a"}),
        ("routes/coverage", {}),
        ("client/configure", {"configuration": {}}),
    ],
)
def test_every_method_creates_its_client_on_first_use(navd, method, params):
    navd.call(method, {**params, "client": "fresh"})
    assert navd.call("client/list")["clients"] == ["default", "fresh"]
    state = check_state(navd.call("state", {"client": "fresh"}))
    assert state["client"] == "fresh"


def test_first_use_gets_the_default_configuration(navd):
    navd.call("client/configure", {"configuration": {"matchQueryStrings": False, "startLocation": APP + "/"}})
    state = navd.call("state", {"client": "other"})
    assert state["startLocation"] is None
    assert export(navd, "other")["configuration"] == {}


def test_clients_are_isolated(navd):
    navd.call("route", {"url": APP + "/a", "client": "one"})
    navd.call("route", {"url": "https://other.example/b", "client": "two"})
    one = navd.call("state", {"client": "one"})
    two = navd.call("state", {"client": "two"})
    assert one["startLocation"] == APP + "/"
    assert two["startLocation"] == "https://other.example/"
    assert [e["routedLocation"] for e in one["main"]] == [APP + "/a"]
    assert [e["routedLocation"] for e in two["main"]] == ["https://other.example/b"]
    assert navd.call("state")["main"] == []


def test_client_open_result_shape(navd):
    result = navd.call("client/open", {"client": "a"})
    assert set(result) == {"client", "visits", "state", "warnings"}
    assert result["client"] == "a"
    assert result["warnings"] == [] and result["visits"] == []
    state = check_state(result["state"])
    assert state["client"] == "a" and state["main"] == [] and state["startLocation"] is None


def test_client_open_with_configuration(navd):
    result = navd.call("client/open", {"client": "a", "configuration": {"startLocation": APP + "/home"}})
    assert result["state"]["startLocation"] == APP + "/home"


def test_client_open_replaces_existing(navd):
    navd.call("client/open", {"client": "a", "configuration": {"matchQueryStrings": False}})
    navd.call("route", {"client": "a", "url": APP + "/a"})
    result = navd.call("client/open", {"client": "a"})
    assert result["state"]["main"] == [] and result["state"]["startLocation"] is None
    assert export(navd, "a")["configuration"] == {}
    assert navd.call("client/list")["clients"].count("a") == 1


def test_client_open_replaced_client_never_reuses_ids_of_its_past(navd):
    """Ids are unique within a client and never reused: across a reopen they restart
    in the sense of a new world, but a new entry must not collide with anything alive."""
    first = navd.call("route", {"client": "a", "url": APP + "/a"})["state"]["main"][0]["id"]
    navd.call("client/open", {"client": "a"})
    second = navd.call("route", {"client": "a", "url": APP + "/a"})["state"]["main"][0]["id"]
    assert isinstance(first, int) and isinstance(second, int)


def test_client_close(navd):
    navd.call("client/open", {"client": "a"})
    assert navd.call("client/close", {"client": "a"}) is None
    assert navd.call("client/list")["clients"] == ["default"]


def test_client_close_forgets_state(navd):
    navd.call("route", {"client": "a", "url": APP + "/a"})
    navd.call("client/close", {"client": "a"})
    state = navd.call("state", {"client": "a"})
    assert state["main"] == [] and state["startLocation"] is None


def test_client_close_unknown_is_32010_with_client(navd):
    before = snapshot(navd)
    err = navd.error("client/close", {"client": "ghost"})
    assert err.code == -32010
    assert err.data == {"client": "ghost"}
    assert snapshot(navd) == before


def test_client_close_twice(navd):
    navd.call("client/open", {"client": "a"})
    navd.call("client/close", {"client": "a"})
    assert navd.error("client/close", {"client": "a"}).code == -32010


def test_client_list_shape(navd):
    navd.call("client/open", {"client": "b"})
    navd.call("state", {"client": "a"})
    result = navd.call("client/list")
    assert set(result) == {"clients"}
    assert sorted(result["clients"]) == ["a", "b", "default"]


def test_client_configure_keeps_stacks(navd):
    setup(navd, ["/a", "/b"], ["/m"])
    before = navd.call("state")
    result = navd.call("client/configure", {"configuration": {"matchQueryStrings": False}})
    assert set(result) == {"visits", "state", "warnings"}
    assert result["warnings"] == [] and result["visits"] == []
    check_state(result["state"])
    for key in ("main", "modal", "presented", "modalStyle"):
        assert result["state"][key] == before[key]


def test_client_configure_replaces_only_given_fields(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/", "matchQueryStrings": False}})
    navd.call("client/configure", {"configuration": {"invalidSchemes": ["ftp"]}})
    configuration = export(navd)["configuration"]
    assert configuration.get("startLocation") == APP + "/"
    assert configuration.get("matchQueryStrings") is False
    assert configuration.get("invalidSchemes") == ["ftp"]


def test_client_configure_requires_configuration(navd):
    err = navd.error("client/configure", {})
    assert err.code == -32602 and err.data["field"] == "configuration"


@pytest.mark.parametrize("bad", [1, True, [], {"a": 1}])
def test_client_param_must_be_a_string(navd, bad):
    before = snapshot(navd)
    err = navd.error("state", {"client": bad})
    assert err.code == -32602 and err.data["field"] == "client"
    assert snapshot(navd) == before


def test_client_close_requires_string_client(navd):
    err = navd.error("client/close", {"client": 3})
    assert err.code == -32602 and err.data["field"] == "client"


def test_max_clients_counts_default(spawn):
    server = spawn("--max-clients", "2")
    server.call("client/open", {"client": "a"})
    before = snapshot(server)
    err = server.error("client/open", {"client": "b"})
    assert err.code == -32012 and err.data == {"limit": "max-clients", "value": 2}
    err = server.error("route", {"client": "b", "url": APP + "/x"})
    assert err.code == -32012
    assert snapshot(server) == before
    # reopening an existing id replaces it and does not need a new slot
    server.call("client/open", {"client": "a"})


def test_ids_unique_within_client(navd):
    navd.call("route", {"url": APP + "/a"})
    navd.call("route", {"url": APP + "/b"})
    navd.call("pop")
    third = navd.call("route", {"url": APP + "/c"})["state"]
    assert ids(third) == [1, 3] or (len(set(ids(third))) == 2 and ids(third)[1] not in (ids(third)[0], 2))
