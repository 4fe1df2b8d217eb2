"""docs/protocol.md §2 rpc.discover for §4–§9: every method described with its params, and every
result this suite sees validates against the result schema navd itself publishes.
(Validation of the whole document against the OpenRPC meta-schema is the §1–§3 suite's and
Tests/python-e2e's job.)"""

from __future__ import annotations

import jsonschema
import pytest

from helpers import APP, setup

METHOD_PARAMS = {
    "client/open": {"client", "configuration"},
    "client/close": {"client"},
    "client/list": set(),
    "client/configure": {"client", "configuration"},
    "route": {"client", "tab", "url", "options", "parameters", "properties", "proposalResult", "state"},
    "pop": {"client", "tab", "animated", "state"},
    "clearAll": {"client", "tab", "animated", "state"},
    "reload": {"client", "tab", "state"},
    "currentVisitableURL": {"client", "tab"},
    "start": {"client", "tab", "state"},
    "state": {"client", "tab"},
    "state/export": {"client"},
    "state/import": {"client", "state"},
    "ui/back": {"client", "tab", "state"},
    "ui/dismissModal": {"client", "tab", "state"},
    "ui/push": {"client", "tab", "stack", "viewController", "url", "state"},
    "visitable/didChangeURL": {"client", "tab", "entry", "url"},
    "tabs/select": {"client", "tab"},
    "router/decide": {"client", "url"},
    "webView/decidePolicy": {"client", "url", "navigationType", "targetFrame"},
    "pathConfiguration/properties": {"client", "url"},
    "pathConfiguration/load": {"client", "sources"},
    "routes/resolve": {"client", "url"},
    "routes/print": {"client", "name", "params"},
    "routes/coverage": {"client"},
}
REQUIRED = {
    "route": {"url"},
    "state/import": {"state"},
    "ui/push": {"stack", "viewController"},
    "visitable/didChangeURL": {"url"},
    "tabs/select": {"tab"},
    "router/decide": {"url"},
    "webView/decidePolicy": {"navigationType"},
    "pathConfiguration/properties": {"url"},
    "pathConfiguration/load": {"sources"},
    "routes/resolve": {"url"},
    "routes/print": {"name"},
    "client/configure": {"configuration"},
}


@pytest.fixture
def document(navd):
    return navd.call("rpc.discover")


@pytest.mark.parametrize("method", sorted(METHOD_PARAMS))
def test_method_described_with_params(document, navd, method):
    described = {m["name"]: m for m in document["methods"]}
    assert method in described
    assert method in navd.init_result["capabilities"]["methods"]
    entry = described[method]
    names = {p["name"] for p in entry["params"]}
    assert METHOD_PARAMS[method] <= names, names
    required = {p["name"] for p in entry["params"] if p.get("required")}
    # every `client` is optional (docs/protocol.md §4: "Every method below takes an optional `client`")
    assert "client" not in required
    assert required == REQUIRED.get(method, set())
    assert "result" in entry


def _validator(document, method):
    entry = next(m for m in document["methods"] if m["name"] == method)
    schema = dict(entry["result"]["schema"])
    if "components" in document:
        schema["components"] = document["components"]
    return jsonschema.Draft7Validator(schema)


def test_results_validate_against_published_schemas(navd, document):
    navd.call(
        "client/configure",
        {
            "configuration": {
                "startLocation": APP + "/",
                "routes": [{"name": "album", "patterns": ["kkbox://album/{id:int}"]}],
                "tabs": [{"id": "home", "title": "Home", "url": APP + "/"}, {"id": "more", "url": APP + "/more"}],
            }
        },
    )
    tabbed = {
        "tabs": [{"id": "a", "url": APP + "/"}, {"id": "b", "url": APP + "/b"}],
        "lazyLoadTabs": False,
        "selectedTab": "b",
        "clearNavigationOnTabReselection": False,
        "hideTabBarWhenPushed": True,
    }
    calls = [
        ("client/open", {"client": "x"}),
        ("client/open", {"client": "tabbed", "configuration": tabbed}),
        ("client/configure", {"client": "tabbed", "configuration": {"tabs": tabbed["tabs"] + [{"id": "c", "url": APP + "/c"}]}}),
        ("tabs/select", {"client": "tabbed", "tab": "b"}),
        ("client/list", {}),
        ("client/configure", {"configuration": {"matchQueryStrings": False}}),
        ("route", {"url": APP + "/a"}),
        ("route", {"url": APP + "/m", "properties": {"context": "modal"}}),
        ("route", {"url": "https://else.example/"}),
        ("route", {"url": "kkbox://album/3"}),
        ("route", {"url": APP + "/a", "state": False}),
        ("pop", {}),
        ("clearAll", {}),
        ("reload", {}),
        ("currentVisitableURL", {}),
        ("start", {}),
        ("state", {}),
        ("state/export", {}),
        ("ui/push", {"stack": "main", "viewController": "native"}),
        ("ui/back", {}),
        ("ui/dismissModal", {}),
        ("visitable/didChangeURL", {"url": APP + "/z"}),
        ("tabs/select", {"tab": "more"}),
        ("router/decide", {"url": APP + "/a"}),
        ("webView/decidePolicy", {"url": APP + "/w", "navigationType": "linkActivated", "targetFrame": "main"}),
        ("webView/decidePolicy", {"navigationType": "reload", "targetFrame": "main"}),
        ("webView/decidePolicy", {"url": APP + "/w", "navigationType": "formSubmitted", "targetFrame": "main"}),
        ("pathConfiguration/properties", {"url": APP + "/a"}),
        ("pathConfiguration/load", {"sources": [{"json": {"rules": []}}, {"json": {}}]}),
        ("routes/resolve", {"url": "kkbox://album/3"}),
        ("routes/resolve", {"url": ""}),
        ("routes/print", {"name": "album", "params": {"id": 3}}),
        ("routes/coverage", {}),
        ("state/import", {"state": {"main": [{"url": APP + "/i"}]}}),
        ("client/close", {"client": "x"}),
    ]
    for method, params in calls:
        result = navd.call(method, params)
        errors = list(_validator(document, method).iter_errors(result))
        assert not errors, (method, result, [e.message for e in errors])


def test_the_configuration_schema_describes_the_tab_settings(document):
    """PROTOCOL §14: the configuration keys of Hotwire Native 1.3's tabs, with their types."""
    (open_method,) = [m for m in document["methods"] if m["name"] == "client/open"]
    (configuration,) = [p for p in open_method["params"] if p["name"] == "configuration"]
    schema = configuration["schema"]
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    properties = schema["properties"]
    for key in ("lazyLoadTabs", "clearNavigationOnTabReselection", "hideTabBarWhenPushed"):
        assert properties[key]["type"] == "boolean", key
    assert properties["selectedTab"]["type"] == "string"
