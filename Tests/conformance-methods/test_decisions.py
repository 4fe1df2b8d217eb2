"""docs/protocol.md §8 / docs/navigator.md §2, §4 and docs/routes.md: router/decide, webView/decidePolicy, pathConfiguration/*,
routes/resolve|print|coverage."""

from __future__ import annotations

import json

import pytest

from helpers import APP, check_route_result, check_state, export, ids, setup, snapshot


# ---------------------------------------------------------------- router/decide
def test_router_decide_adopts_nothing(navd):
    result = navd.call("router/decide", {"url": APP + "/a"})
    assert result == {"decision": "cancel", "handler": "safari"}
    assert navd.call("state")["startLocation"] is None
    assert navd.call("router/decide", {"url": "mailto:x@app.example"}) == {
        "decision": "cancel",
        "handler": "system-navigation",
    }


def test_router_decide_with_start_location(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    assert navd.call("router/decide", {"url": "https://APP.example/x"}) == {
        "decision": "navigate",
        "handler": "app-navigation",
    }
    assert navd.call("router/decide", {"url": "https://other.example/"}) == {"decision": "cancel", "handler": "safari"}


def test_router_decide_none_matching(navd):
    navd.call("client/configure", {"configuration": {"routeDecisionHandlers": ["app-navigation"]}})
    assert navd.call("router/decide", {"url": "https://x.example/"}) == {"decision": "cancel", "handler": None}


def test_router_decide_changes_nothing(navd):
    setup(navd, ["/a"])
    before = snapshot(navd)
    navd.call("router/decide", {"url": APP + "/b"})
    assert snapshot(navd) == before


@pytest.mark.parametrize("params", [{}, {"url": 3}, {"url": "relative"}])
def test_router_decide_bad_url(navd, params):
    err = navd.error("router/decide", params)
    assert err.code == -32602 and err.data["field"] == "url"


# ---------------------------------------------------------------- webView/decidePolicy
def policy(navd, **params):
    return navd.call("webView/decidePolicy", params)


@pytest.fixture
def app(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    setup(navd, ["/a", "/b"])
    return navd


def test_policy_reload_main_frame(app):
    result = policy(app, navigationType="reload", targetFrame="main")
    assert set(result) == {"decision", "handler", "reload"}
    assert (result["decision"], result["handler"]) == ("cancel", "reload")
    assert set(result["reload"]) == {"visits", "state"}
    assert result["reload"]["visits"] == [
        {
            "stack": "main",
            "entry": 2,
            "url": APP + "/b",
            "action": "advance",
            "reason": "reload",
            "session": "main",
            "load": "network",
        }
    ]
    check_state(result["reload"]["state"])


def test_policy_reload_state_false(app):
    result = policy(app, navigationType="reload", targetFrame="main", state=False)
    assert set(result["reload"]) == {"visits"}


@pytest.mark.parametrize("frame", ["sub", None])
def test_policy_reload_not_main_frame_allows(app, frame):
    assert policy(app, navigationType="reload", targetFrame=frame) == {"decision": "allow", "handler": None}


@pytest.mark.parametrize("frame", ["sub", None, "absent"])
def test_policy_new_window_routes(app, frame):
    params = {"url": APP + "/c", "navigationType": "linkActivated"}
    if frame != "absent":
        params["targetFrame"] = frame
    result = app.call("webView/decidePolicy", params)
    assert (result["decision"], result["handler"]) == ("cancel", "new-window")
    route = check_route_result(result["route"])
    assert route["operations"] == [{"op": "push", "stack": "main", "entry": 3, "animated": True}]
    assert ids(app.call("state")) == [1, 2, 3]


def test_policy_external_navigation_link_main_frame(app):
    result = policy(app, url=APP + "/c", navigationType="linkActivated", targetFrame="main")
    assert (result["decision"], result["handler"]) == ("cancel", "external-navigation")
    assert result["route"]["decision"] == "navigate"


def test_policy_external_navigation_other_main_frame(app):
    result = policy(app, url="https://else.example/", navigationType="other", targetFrame="main")
    assert (result["decision"], result["handler"]) == ("cancel", "external-navigation")
    assert result["route"]["handler"] == "safari"
    assert result["route"]["external"] == {"kind": "safari", "url": "https://else.example/"}


def test_policy_route_state_false(app):
    result = policy(app, url=APP + "/c", navigationType="linkActivated", targetFrame="main", state=False)
    check_route_result(result["route"], with_state=False)


@pytest.mark.parametrize("url", ["javascript:alert(1)", "about:blank", "data:text/plain,x", "file:///etc/hosts"])
def test_policy_invalid_schemes_not_routed(app, url):
    before = snapshot(app)
    result = policy(app, url=url, navigationType="other", targetFrame="main")
    assert result == {"decision": "cancel", "handler": "external-navigation"}
    assert snapshot(app) == before


def test_policy_custom_invalid_schemes(app):
    app.call("client/configure", {"configuration": {"invalidSchemes": ["ftp"]}})
    assert "route" not in policy(app, url="ftp://x/", navigationType="other", targetFrame="main")
    routed = policy(app, url="javascript:void(0)", navigationType="other", targetFrame="main")
    assert routed["route"]["handler"] == "system-navigation"


def test_policy_link_activated_without_url(app):
    before = snapshot(app)
    assert policy(app, navigationType="linkActivated", targetFrame="main") == {
        "decision": "cancel",
        "handler": "link-activated",
    }
    assert snapshot(app) == before


@pytest.mark.parametrize(
    "navigation_type,frame",
    [
        ("formSubmitted", "main"),
        ("backForward", "main"),
        ("formResubmitted", "main"),
        ("other", "sub"),
        ("other", None),
        ("formSubmitted", None),
    ],
)
def test_policy_allow(app, navigation_type, frame):
    before = snapshot(app)
    assert policy(app, url=APP + "/c", navigationType=navigation_type, targetFrame=frame) == {
        "decision": "allow",
        "handler": None,
    }
    assert snapshot(app) == before


def test_policy_handler_list_and_order(app):
    app.call("client/configure", {"configuration": {"webViewPolicyHandlers": ["link-activated", "reload"]}})
    assert policy(app, url=APP + "/c", navigationType="linkActivated", targetFrame="main") == {
        "decision": "cancel",
        "handler": "link-activated",
    }
    assert policy(app, url=APP + "/c", navigationType="linkActivated", targetFrame="sub") == {
        "decision": "allow",
        "handler": None,
    }
    app.call("client/configure", {"configuration": {"webViewPolicyHandlers": []}})
    assert policy(app, navigationType="reload", targetFrame="main") == {"decision": "allow", "handler": None}


@pytest.mark.parametrize(
    "params,field",
    [
        ({"targetFrame": "main"}, "navigationType"),
        ({"navigationType": "click", "targetFrame": "main"}, "navigationType"),
        ({"navigationType": "LinkActivated", "targetFrame": "main"}, "navigationType"),
        ({"navigationType": 1, "targetFrame": "main"}, "navigationType"),
        ({"navigationType": "other", "targetFrame": "top"}, "targetFrame"),
        ({"navigationType": "other", "targetFrame": 0}, "targetFrame"),
        ({"url": "nope", "navigationType": "other", "targetFrame": "main"}, "url"),
        ({"url": 1, "navigationType": "other", "targetFrame": "main"}, "url"),
    ],
)
def test_policy_param_errors(app, params, field):
    before = snapshot(app)
    err = app.error("webView/decidePolicy", params)
    assert err.code == -32602 and err.data["field"] == field
    assert snapshot(app) == before


# ---------------------------------------------------------------- pathConfiguration/properties
RULES = {
    "settings": {"screens": 3},
    "rules": [
        {"patterns": ["/a"], "properties": {"x": 1, "context": "modal"}},
        {"patterns": ["^/a/b", "nomatch"], "properties": {"x": 2, "y": 3}},
        {"patterns": ["\\?q="], "properties": {"query": True}},
    ],
}


def test_properties_every_matching_rule_in_order(navd):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES}})
    result = navd.call("pathConfiguration/properties", {"url": APP + "/a/b?q=1"})
    assert result == {"properties": {"x": 2, "context": "modal", "y": 3, "query": True}, "matchedRules": [0, 1, 2]}


def test_properties_no_match(navd):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/zzz"}) == {"properties": {}, "matchedRules": []}


def test_properties_case_sensitive_search(navd):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/A"})["matchedRules"] == []
    assert navd.call("pathConfiguration/properties", {"url": APP + "/x/a"})["matchedRules"] == [0]


def test_properties_match_query_strings_off(navd):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES, "matchQueryStrings": False}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a/b?q=1"})["matchedRules"] == [0, 1]


def test_properties_trailing_slash_kept_and_path_percent_encoded(navd):
    rules = {
        "rules": [
            {"patterns": ["^/c$"], "properties": {"n": 0}},
            {"patterns": ["^/c/$"], "properties": {"n": 1}},
            {"patterns": ["^/d%20e$"], "properties": {"n": 2}},
        ]
    }
    navd.call("client/configure", {"configuration": {"pathConfiguration": rules}})
    assert navd.call("pathConfiguration/properties", {"url": APP + "/c"})["matchedRules"] == [0]
    assert navd.call("pathConfiguration/properties", {"url": APP + "/c/"})["matchedRules"] == [1]
    assert navd.call("pathConfiguration/properties", {"url": APP + "/d%20e"})["matchedRules"] == [2]


@pytest.mark.parametrize(
    "path,index,presentation",
    [
        ("/recede_historical_location", 3, "pop"),
        ("/resume_historical_location", 4, "none"),
        ("/refresh_historical_location", 5, "refresh"),
    ],
)
def test_properties_built_ins_after_loaded(navd, path, index, presentation):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES}})
    result = navd.call("pathConfiguration/properties", {"url": APP + "/a" + path})
    assert result["matchedRules"] == [0, index]
    assert result["properties"] == {
        "x": 1,
        "context": "default",
        "presentation": presentation,
        "historical_location": True,
    }


def test_properties_built_ins_without_configuration(navd):
    result = navd.call("pathConfiguration/properties", {"url": APP + "/refresh_historical_location"})
    assert result["matchedRules"] == [2]


def test_properties_skipped_invalid_pattern_keeps_indices(navd):
    result = navd.call(
        "client/configure",
        {
            "configuration": {
                "pathConfiguration": {
                    "rules": [
                        {"patterns": ["(", "/a"], "properties": {"p": 0}},
                        {"patterns": ["/a"], "properties": {"p": 1}},
                    ]
                }
            }
        },
    )
    assert result["warnings"] == [
        {"code": "invalidPattern", "rule": 0, "pattern": "(", "message": result["warnings"][0]["message"]}
    ]
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a"}) == {"properties": {"p": 1}, "matchedRules": [0, 1]}


def test_properties_feed_route(navd):
    navd.call("client/configure", {"configuration": {"pathConfiguration": RULES, "startLocation": APP + "/"}})
    result = navd.call("route", {"url": APP + "/a", "properties": {"x": 9}})
    assert result["proposal"]["properties"] == {"x": 9, "context": "modal"}
    assert result["state"]["presented"] is True


def test_properties_bad_url(navd):
    assert navd.error("pathConfiguration/properties", {}).data["field"] == "url"
    assert navd.error("pathConfiguration/properties", {"url": "x"}).data["field"] == "url"


# ---------------------------------------------------------------- pathConfiguration/load
def test_load_inline_and_file_last_valid_wins(navd, tmp_path):
    file = tmp_path / "paths.json"
    file.write_text(json.dumps({"settings": {"from": "file"}, "rules": [{"patterns": ["/f", "["], "properties": {"f": 1}}]}))
    result = navd.call(
        "pathConfiguration/load",
        {
            "sources": [
                {"json": {"settings": {"from": "inline"}, "rules": [{"patterns": ["/i"], "properties": {}}] * 2}},
                {"file": str(file)},
                {"json": {"rules": [{"patterns": ["/x"]}]}},
                {"file": str(tmp_path / "missing.json")},
            ]
        },
    )
    assert set(result) == {"rules", "settings", "problems", "warnings"}
    assert result["rules"] == 1
    assert result["settings"] == {"from": "file"}
    assert [(p["source"], p["path"]) for p in result["problems"]] == [(2, "rules[0].properties"), (3, "")]
    assert all(isinstance(p["reason"], str) and p["reason"] for p in result["problems"])
    assert [(w["source"], w["code"], w["rule"], w["pattern"]) for w in result["warnings"]] == [
        (1, "invalidPattern", 0, "[")
    ]
    assert navd.call("pathConfiguration/properties", {"url": APP + "/f"}) == {
        "properties": {"f": 1},
        "matchedRules": [0],
    }


def test_load_all_invalid_keeps_previous(navd):
    navd.call("pathConfiguration/load", {"sources": [{"json": RULES}]})
    result = navd.call("pathConfiguration/load", {"sources": [{"json": {"rules": 1}}, {"json": []}]})
    assert result["rules"] == 3 and result["settings"] == {"screens": 3}
    assert [p["source"] for p in result["problems"]] == [0, 1]
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a"})["matchedRules"] == [0]


def test_load_counts_exclude_built_ins(navd):
    assert navd.call("pathConfiguration/load", {"sources": [{"json": {"rules": []}}]})["rules"] == 0


def test_load_invalid_file_json(navd, tmp_path):
    file = tmp_path / "bad.json"
    file.write_text("{not json")
    result = navd.call("pathConfiguration/load", {"sources": [{"file": str(file)}]})
    assert [p["source"] for p in result["problems"]] == [0]


def test_load_result_is_exported_configuration(navd):
    navd.call("pathConfiguration/load", {"sources": [{"json": RULES}]})
    assert export(navd)["configuration"]["pathConfiguration"] == RULES


@pytest.mark.parametrize(
    "params,field",
    [
        ({}, "sources"),
        ({"sources": {}}, "sources"),
        ({"sources": [1]}, "sources[0]"),
        ({"sources": [{}]}, "sources[0]"),
        ({"sources": [{"yaml": "x"}]}, "sources[0].yaml"),
        ({"sources": [{"file": 3}]}, "sources[0].file"),
    ],
)
def test_load_param_errors(navd, params, field):
    before = snapshot(navd)
    err = navd.error("pathConfiguration/load", params)
    assert err.code == -32602 and err.data["field"] == field
    assert snapshot(navd) == before


# ---------------------------------------------------------------- routes
ROUTES = [
    {"name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}"]},
    {"name": "search", "patterns": ["https://app.example/search?q={q}&type={type:(song|album)=song}"]},
    {"name": "files", "patterns": ["kkbox://files/{*path}"]},
]


@pytest.fixture
def routed(navd):
    navd.call("client/configure", {"configuration": {"routes": ROUTES}})
    return navd


def test_resolve_named(routed):
    assert routed.call("routes/resolve", {"url": "kkbox://album/007?utm=x&flag"}) == {
        "name": "viewAlbum",
        "params": {"albumID": "007"},
        "query": {"utm": "x", "flag": ""},
        "canonicalURL": "kkbox://album/007",
    }
    assert routed.call("routes/resolve", {"url": "https://APP.example/search?q=a%20b"}) == {
        "name": "search",
        "params": {"q": "a b", "type": "song"},
        "query": {},
        "canonicalURL": "https://app.example/search?q=a%20b",
    }
    assert routed.call("routes/resolve", {"url": "kkbox://files"})["params"] == {"path": []}


@pytest.mark.parametrize(
    "url,reason",
    [
        ("", "unsupportedSource"),
        ("not a url at all", "unsupportedSource"),
        ("spotify://album/1", "unsupportedSource"),
        ("kkbox://album/1%zz", "badEncoding"),
        ("kkbox://album/../x", "dotSegment"),
        ("kkbox://album/" + "1" * 5000, "tooLong"),
        ("kkbox://album/x1", "noMatch"),
        ("kkbox://ALBUM/1", "noMatch"),
    ],
)
def test_resolve_unknown(routed, url, reason):
    assert routed.call("routes/resolve", {"url": url}) == {"name": "unknown", "reason": reason}


@pytest.mark.parametrize("params", [{}, {"url": None}, {"url": 1}, {"url": ["kkbox://album/1"]}])
def test_resolve_bad_param(routed, params):
    err = routed.error("routes/resolve", params)
    assert err.code == -32602 and err.data["field"] == "url"


def test_print(routed):
    assert routed.call("routes/print", {"name": "viewAlbum", "params": {"albumID": "007"}}) == {"url": "kkbox://album/007"}
    assert routed.call("routes/print", {"name": "search", "params": {"q": "a/b", "type": "album"}}) == {
        "url": "https://app.example/search?q=a%2Fb&type=album"
    }
    assert routed.call("routes/print", {"name": "files", "params": {"path": ["a b", "c"]}}) == {
        "url": "kkbox://files/a%20b/c"
    }


@pytest.mark.parametrize(
    "params,field",
    [
        ({"name": "nope", "params": {}}, "name"),
        ({"name": "viewAlbum", "params": {}}, "params.albumID"),
        ({"name": "viewAlbum", "params": {"albumID": "x"}}, "params.albumID"),
        ({"params": {}}, "name"),
    ],
)
def test_print_errors(routed, params, field):
    err = routed.error("routes/print", params)
    assert err.code == -32602 and err.data["field"] == field and err.data["reason"]


def test_coverage_counts_resolve_and_route_only(routed):
    routed.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    assert routed.call("routes/coverage") == {
        "routes": [{"name": "viewAlbum", "hits": 0}, {"name": "search", "hits": 0}, {"name": "files", "hits": 0}],
        "unused": ["viewAlbum", "search", "files"],
    }
    routed.call("routes/resolve", {"url": "kkbox://album/1"})
    routed.call("routes/resolve", {"url": "kkbox://album/x"})  # unknown: no hit
    routed.call("routes/print", {"name": "files", "params": {"path": []}})  # print: no hit
    route = routed.call("route", {"url": APP + "/search?q=z"})
    assert route["route"] == {"name": "search", "params": {"q": "z", "type": "song"}}
    external = routed.call("route", {"url": "kkbox://album/2"})
    assert external["route"] == {"name": "viewAlbum", "params": {"albumID": "2"}}
    assert routed.call("route", {"url": APP + "/other"})["route"] is None
    assert routed.call("routes/coverage") == {
        "routes": [{"name": "viewAlbum", "hits": 2}, {"name": "search", "hits": 1}, {"name": "files", "hits": 0}],
        "unused": ["files"],
    }


def test_coverage_per_client(routed):
    routed.call("routes/resolve", {"url": "kkbox://album/1"})
    assert routed.call("routes/coverage", {"client": "other"}) == {"routes": [], "unused": []}


def test_invalid_route_table_rejected_whole(routed):
    before = snapshot(routed)
    err = routed.error(
        "client/configure",
        {
            "configuration": {
                "routes": [
                    {"name": "ok", "patterns": ["kkbox://ok"]},
                    {"name": "bad", "patterns": ["kkbox://a/{x:int}", "kkbox://a//b"]},
                    {"name": "ok", "patterns": ["kkbox://c"]},
                ]
            }
        },
    )
    assert err.code == -32011
    paths = [p["path"] for p in err.data["problems"]]
    assert "configuration.routes[1].patterns[1]" in paths
    assert any(p.startswith("configuration.routes[2]") for p in paths)
    assert all(set(p) == {"path", "reason"} for p in err.data["problems"])
    assert snapshot(routed) == before
    assert routed.call("routes/resolve", {"url": "kkbox://album/1"})["name"] == "viewAlbum"


def test_ambiguity_names_both(routed):
    err = routed.error(
        "client/configure",
        {"configuration": {"routes": [{"name": "a", "patterns": ["kkbox://x/{p}"]}, {"name": "b", "patterns": ["kkbox://x/{q}"]}]}},
    )
    assert err.code == -32011
    text = json.dumps(err.data["problems"])
    assert "kkbox://x/{p}" in text and "kkbox://x/{q}" in text
