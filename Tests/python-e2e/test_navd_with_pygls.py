"""navd driven end to end by pygls's JSON-RPC client (a client nobody on the project wrote)."""

from __future__ import annotations

import json

import pytest
from pygls.exceptions import JsonRpcException
from pygls_session import find_openrpc_schema, navd_session, openrpc_validator

pytestmark = pytest.mark.asyncio

APP = "https://pantry.example"
PATH_CONFIGURATION = {
    "settings": {},
    "rules": [
        {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}},
        {"patterns": ["^/settings$"], "properties": {"view_controller": "settings"}},
    ],
}
REQUEST_METHODS = [
    "initialize", "shutdown", "rpc.discover",
    "client/open", "client/close", "client/list", "client/configure",
    "route", "pop", "clearAll", "reload", "currentVisitableURL", "start",
    "state", "state/export", "state/import",
    "ui/back", "ui/dismissModal", "ui/push", "visitable/didChangeURL", "tabs/select",
    "router/decide", "webView/decidePolicy", "pathConfiguration/properties", "pathConfiguration/load",
    "routes/resolve", "routes/print", "routes/coverage",
]  # fmt: skip


def locations(stack):
    return [entry["routedLocation"] for entry in stack]


async def test_initialize_result_shape(navd):
    async with navd_session(navd) as nav:
        result = await nav.initialize(capabilities={"notifications": False})
        assert result["serverInfo"]["name"] == "navd"
        assert isinstance(result["serverInfo"]["version"], str) and result["serverInfo"]["version"]
        assert result["protocolVersion"] == 1
        capabilities = result["capabilities"]
        assert capabilities["framing"] == "lsp"
        assert capabilities["batches"] is True
        assert {"initialize", "shutdown", "rpc.discover"} <= set(capabilities["methods"])
        assert all(isinstance(m, str) for m in capabilities["methods"])


async def test_capabilities_list_every_protocol_method(navd, served_methods, require_methods):
    require_methods(*REQUEST_METHODS)  # skips, naming what is missing, until navd is complete
    assert set(REQUEST_METHODS) <= served_methods


async def test_request_before_initialize_is_refused(navd):
    async with navd_session(navd) as nav:
        with pytest.raises(JsonRpcException) as caught:
            await nav.request("state", {})
        assert caught.value.code == -32002


async def test_navigation_story(navd, require_methods):
    require_methods("start", "route", "pop", "currentVisitableURL")
    async with navd_session(navd) as nav:
        await nav.initialize(configuration={"startLocation": APP + "/", "pathConfiguration": PATH_CONFIGURATION})
        started = await nav.request("start", {})
        assert locations(started["state"]["main"]) == [APP + "/"]

        listing = await nav.request("route", {"url": APP + "/recipes"})
        assert listing["decision"] == "navigate" and listing["handler"] == "app-navigation"
        assert [op["op"] for op in listing["operations"]] == ["push"]

        recipe = await nav.request("route", {"url": APP + "/recipes/42"})
        assert locations(recipe["state"]["main"]) == [APP + "/", APP + "/recipes", APP + "/recipes/42"]

        editor = await nav.request("route", {"url": APP + "/recipes/42/edit"})
        state = editor["state"]
        assert state["presented"] is True and state["activeStack"] == "modal" and state["modalStyle"] == "large"
        assert locations(state["modal"]) == [APP + "/recipes/42/edit"]
        assert [op["op"] for op in editor["operations"]] == ["setStack", "present"]

        resumed = await nav.request("route", {"url": APP + "/resume_historical_location"})
        assert [op["op"] for op in resumed["operations"]] == ["dismiss"]
        assert resumed["state"]["presented"] is False and resumed["state"]["modal"] == []
        assert locations(resumed["state"]["main"]) == [APP + "/", APP + "/recipes", APP + "/recipes/42"]

        await nav.request("route", {"url": APP + "/recipes/new"})
        receded = await nav.request("route", {"url": APP + "/recipes/recede_historical_location"})
        assert [op["op"] for op in receded["operations"]] == ["dismiss", "pop"]
        assert locations(receded["state"]["main"]) == [APP + "/", APP + "/recipes"]

        popped = await nav.request("pop", {"animated": False})
        assert popped["operations"] == [
            {"op": "pop", "stack": "main", "entry": receded["state"]["main"][-1]["id"], "animated": False}
        ]
        assert locations(popped["state"]["main"]) == [APP + "/"]
        assert await nav.request("currentVisitableURL", {}) == {"url": APP + "/"}


async def test_invalid_params_error_names_the_field_and_changes_nothing(navd, require_methods):
    require_methods("route", "state")
    async with navd_session(navd) as nav:
        await nav.initialize(configuration={"startLocation": APP + "/"})
        await nav.request("route", {"url": APP + "/one"})
        before = await nav.request("state", {})
        with pytest.raises(JsonRpcException) as caught:
            await nav.request("route", {"url": APP + "/two", "options": {"action": "sideways"}})
        assert caught.value.code == -32602
        assert caught.value.data["field"] == "options.action"
        assert isinstance(caught.value.data["reason"], str)
        assert await nav.request("state", {}) == before


async def test_unknown_method_is_32601_with_the_method(navd):
    async with navd_session(navd) as nav:
        await nav.initialize()
        with pytest.raises(JsonRpcException) as unknown:
            await nav.request("no/such/method", {})
        assert unknown.value.code == -32601 and unknown.value.data == {"method": "no/such/method"}


async def test_closing_an_unknown_client_is_32010(navd, require_methods):
    require_methods("client/close")
    async with navd_session(navd) as nav:
        await nav.initialize()
        with pytest.raises(JsonRpcException) as gone:
            await nav.request("client/close", {"client": "never-opened"})
        assert gone.value.code == -32010 and gone.value.data == {"client": "never-opened"}


async def test_notifications_reach_a_client_that_asked(navd, require_methods):
    require_methods("route", "state")
    async with navd_session(navd) as nav:
        await nav.initialize(capabilities={"notifications": True}, configuration={"startLocation": APP + "/"})
        await nav.request("route", {"url": APP + "/one"})
        await nav.request("state", {})  # answers are in order, so the notification came before this
        changes = [params for method, params in nav.notifications if method == "navigator/didChange"]
        assert len(changes) == 1
        assert changes[0]["client"] == "default"
        assert [op["op"] for op in changes[0]["operations"]] == ["push"]
        assert locations(changes[0]["state"]["main"]) == [APP + "/one"]


def _validator():
    schema_path = find_openrpc_schema()
    if schema_path is None:
        pytest.skip("the OpenRPC meta-schema (a shared folder with openrpc/openrpc-1.3-schema.json) is not beside or above the repository")
    return openrpc_validator(schema_path)


def _errors(validator, document):
    found = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    return [f"{list(e.absolute_path)}: {e.message}" for e in found]


@pytest.mark.asyncio(loop_scope="function")
async def test_the_offline_openrpc_validator_tells_good_from_bad():
    validator = _validator()
    good = {
        "openrpc": "1.3.2",
        "info": {"title": "t", "version": "1"},
        "methods": [{"name": "m", "params": [{"name": "p", "schema": {"type": "string"}}], "result": {"name": "r", "schema": {}}}],
    }
    assert _errors(validator, good) == []
    bad_schema = json.loads(json.dumps(good))
    bad_schema["methods"][0]["params"][0]["schema"] = {"type": 12}
    assert _errors(validator, bad_schema) != []
    assert _errors(validator, {"openrpc": "1.3.2", "methods": []}) != []


async def test_rpc_discover_is_a_valid_openrpc_document(navd, served_methods):
    validator = _validator()
    async with navd_session(navd) as nav:
        await nav.initialize()
        document = await nav.request("rpc.discover")
    problems = _errors(validator, document)
    assert problems == [], "\n".join(problems[:10])
    assert document["openrpc"].startswith("1.3")
    described = {method["name"] for method in document["methods"]}
    served_but_undescribed = sorted(m for m in served_methods if m not in described)
    assert served_but_undescribed == []
    assert {"initialized", "exit", "$/cancelRequest"} <= described


async def test_rpc_discover_describes_every_protocol_method(navd, require_methods):
    require_methods(*REQUEST_METHODS)
    async with navd_session(navd) as nav:
        await nav.initialize()
        document = await nav.request("rpc.discover")
    described = {method["name"] for method in document["methods"]}
    assert sorted(set(REQUEST_METHODS) - described) == []


async def test_shutdown_then_exit_ends_with_status_0(navd):
    async with navd_session(navd) as nav:
        await nav.initialize()
        assert await nav.request("shutdown") is None
        with pytest.raises(JsonRpcException) as refused:
            await nav.request("state", {})
        assert refused.value.code == -32600
        nav.notify("exit")
        assert await nav.exit_status() == 0


async def test_exit_without_shutdown_ends_with_status_1(navd):
    async with navd_session(navd) as nav:
        await nav.initialize()
        nav.notify("exit")
        assert await nav.exit_status() == 1
