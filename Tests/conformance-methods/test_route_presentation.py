"""docs/navigator.md §3 through `route`: every row of the presentation table, push-or-replace,
stamps, visits, animation rules (§3.8) and the delegate (proposalResult)."""

from __future__ import annotations

import pytest

from helpers import APP, check_route_result, ids, reveal, setup, urls, visit

MODAL = {"context": "modal"}


def start(navd, main, modal=None):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    return setup(navd, main, modal)


def route(navd, path, **params):
    return check_route_result(navd.call("route", {"url": APP + path, **params}))


# (main, modal, path, params, operations, visits, main ids after, modal ids after, modalStyle after)
ROWS = {
    "default/default/not-presented push": (
        ["/a"], None, "/new", {},
        [{"op": "push", "stack": "main", "entry": 2, "animated": True}],
        [visit("main", 2, "/new")], [1, 2], [], None,
    ),
    "default/default/presented dismisses then pushes": (
        ["/a"], ["/m"], "/new", {},
        [{"op": "dismiss", "animated": True}, {"op": "push", "stack": "main", "entry": 3, "animated": True}],
        [visit("main", 3, "/new")], [1, 3], [], None,
    ),
    "default/default/presented replace action still pushes after leaving a modal": (
        ["/a"], ["/m"], "/new", {"options": {"action": "replace"}},
        [{"op": "dismiss", "animated": True}, {"op": "push", "stack": "main", "entry": 3, "animated": True}],
        [visit("main", 3, "/new", "replace")], [1, 3], [], None,
    ),
    "default/default/presented same page as main top replaces": (
        ["/a"], ["/m"], "/a", {},
        [{"op": "dismiss", "animated": True}, {"op": "replace", "stack": "main", "entry": 3, "replaced": 1}],
        [visit("main", 3, "/a")], [3], [], None,
    ),
    "default/modal/presented pushes on modal": (
        ["/a"], ["/m"], "/new", {"properties": MODAL},
        [{"op": "push", "stack": "modal", "entry": 3, "animated": True}],
        [visit("modal", 3, "/new")], [1], [2, 3], "large",
    ),
    "default/modal/presented replace action replaces modal top (never leaving a modal)": (
        ["/a"], ["/m"], "/new", {"properties": MODAL, "options": {"action": "replace"}},
        [{"op": "replace", "stack": "modal", "entry": 3, "replaced": 2}],
        [visit("modal", 3, "/new", "replace")], [1], [3], "large",
    ),
    "default/modal/not-presented sets modal and presents": (
        ["/a"], None, "/new", {"properties": {"context": "modal", "modal_style": "form_sheet"}},
        [
            {"op": "setStack", "stack": "modal", "entries": [2], "animated": True},
            {"op": "present", "modalStyle": "form_sheet", "animated": True},
        ],
        [visit("modal", 2, "/new")], [1], [2], "form_sheet",
    ),
    "default/modal/not-presented not animated": (
        ["/a"], None, "/new", {"properties": {"context": "modal", "animated": False}},
        [
            {"op": "setStack", "stack": "modal", "entries": [2], "animated": False},
            {"op": "present", "modalStyle": "large", "animated": False},
        ],
        [visit("modal", 2, "/new")], [1], [2], "large",
    ),
    "replace/default/not-presented replaces main top": (
        ["/a", "/b"], None, "/new", {"properties": {"presentation": "replace"}},
        [{"op": "replace", "stack": "main", "entry": 3, "replaced": 2}],
        [visit("main", 3, "/new")], [1, 3], [], None,
    ),
    "replace/default/empty main is setStack [new] not animated": (
        [], None, "/new", {"properties": {"presentation": "replace"}},
        [{"op": "setStack", "stack": "main", "entries": [1], "animated": False}],
        [visit("main", 1, "/new")], [1], [], None,
    ),
    "replace/default/presented dismisses then replaces": (
        ["/a"], ["/m"], "/a", {"properties": {"presentation": "replace", "animated": False}},
        [{"op": "dismiss", "animated": False}, {"op": "replace", "stack": "main", "entry": 3, "replaced": 1}],
        [visit("main", 3, "/a")], [3], [], None,
    ),
    "replace/modal/presented replaces modal top": (
        ["/a"], ["/m", "/m2"], "/new", {"properties": {"presentation": "replace", "context": "modal"}},
        [{"op": "replace", "stack": "modal", "entry": 4, "replaced": 3}],
        [visit("modal", 4, "/new")], [1], [2, 4], "large",
    ),
    "replace/modal/not-presented sets modal without animation then presents": (
        ["/a"], None, "/new",
        {"properties": {"presentation": "replace", "context": "modal", "modal_style": "medium"}},
        [
            {"op": "setStack", "stack": "modal", "entries": [2], "animated": False},
            {"op": "present", "modalStyle": "medium", "animated": True},
        ],
        [visit("modal", 2, "/new")], [1], [2], "medium",
    ),
    "pop/presented single modal dismisses": (
        ["/a"], ["/m"], "/x", {"properties": {"presentation": "pop"}},
        [{"op": "dismiss", "animated": True}], [], [1], [], None,
    ),
    "pop/presented deeper modal pops modal": (
        ["/a"], ["/m", "/m2"], "/x", {"properties": {"presentation": "pop", "animated": False}},
        [{"op": "pop", "stack": "modal", "entry": 3, "animated": False}],
        [reveal("modal", 2, "/m")], [1], [2], "large",
    ),
    "pop/not-presented pops main": (
        ["/a", "/b"], None, "/x", {"properties": {"presentation": "pop"}},
        [{"op": "pop", "stack": "main", "entry": 2, "animated": True}],
        [reveal("main", 1, "/a")], [1], [], None,
    ),
    "pop/not-presented root is a no-op": (
        ["/a"], None, "/x", {"properties": {"presentation": "pop"}}, [], [], [1], [], None,
    ),
    "refresh/historical dismisses then refreshes main": (
        ["/a", "/b"], ["/m"], "/refresh_historical_location", {},
        [{"op": "dismiss", "animated": True}, {"op": "refresh", "stack": "main", "entry": 2}],
        [visit("main", 2, "/b", "replace", "refresh")], [1, 2], [], None,
    ),
    "refresh/historical not presented refreshes main without popping": (
        ["/a", "/b"], None, "/refresh_historical_location", {},
        [{"op": "refresh", "stack": "main", "entry": 2}],
        [visit("main", 2, "/b", "replace", "refresh")], [1, 2], [], None,
    ),
    "refresh/presented single modal": (
        ["/a", "/b"], ["/m"], "/x", {"properties": {"presentation": "refresh"}},
        [{"op": "dismiss", "animated": True}, {"op": "refresh", "stack": "main", "entry": 2}],
        [visit("main", 2, "/b", "replace", "refresh")], [1, 2], [], None,
    ),
    "refresh/presented deeper modal": (
        ["/a", "/b"], ["/m", "/m2"], "/x", {"properties": {"presentation": "refresh"}},
        [{"op": "pop", "stack": "modal", "entry": 4, "animated": True}, {"op": "refresh", "stack": "modal", "entry": 3}],
        [visit("modal", 3, "/m", "replace", "refresh"), reveal("modal", 3, "/m")], [1, 2], [3], "large",
    ),
    "refresh/not-presented pops and refreshes main": (
        ["/a", "/b"], None, "/x", {"properties": {"presentation": "refresh"}},
        [{"op": "pop", "stack": "main", "entry": 2, "animated": True}, {"op": "refresh", "stack": "main", "entry": 1}],
        [visit("main", 1, "/a", "replace", "refresh"), reveal("main", 1, "/a")], [1], [], None,
    ),
    "refresh/not-presented root only refreshes": (
        ["/a"], None, "/x", {"properties": {"presentation": "refresh"}},
        [{"op": "refresh", "stack": "main", "entry": 1}],
        [visit("main", 1, "/a", "replace", "refresh")], [1], [], None,
    ),
    "clear_all dismisses, pops to root, refreshes": (
        ["/a", "/b", "/c"], ["/m"], "/x", {"properties": {"presentation": "clear_all", "animated": False}},
        [
            {"op": "dismiss", "animated": False},
            {"op": "setStack", "stack": "main", "entries": [1], "animated": False},
            {"op": "refresh", "stack": "main", "entry": 1},
        ],
        [visit("main", 1, "/a", "replace", "refresh"), reveal("main", 1, "/a")], [1], [], None,
    ),
    "replace_root visits with replace, dismisses, sets main": (
        ["/a", "/b"], ["/m"], "/x", {"properties": {"presentation": "replace_root"}},
        [{"op": "dismiss", "animated": True}, {"op": "setStack", "stack": "main", "entries": [4], "animated": True}],
        [visit("main", 4, "/x", "replace")], [4], [], None,
    ),
    "replace_root not animated": (
        ["/a"], None, "/x", {"properties": {"presentation": "replace_root", "animated": False}},
        [{"op": "setStack", "stack": "main", "entries": [2], "animated": False}],
        [visit("main", 2, "/x", "replace")], [2], [], None,
    ),
    "none does nothing": (
        ["/a", "/b"], ["/m"], "/x", {"properties": {"presentation": "none"}}, [], [], [1, 2], [3], "large",
    ),
    "recede historical dismisses first, then pops main": (
        ["/a", "/b"], ["/m"], "/recede_historical_location", {},
        [{"op": "dismiss", "animated": True}, {"op": "pop", "stack": "main", "entry": 2, "animated": True}],
        [reveal("main", 1, "/a")], [1], [], None,
    ),
    "resume historical only dismisses": (
        ["/a", "/b"], ["/m"], "/resume_historical_location", {},
        [{"op": "dismiss", "animated": True}], [], [1, 2], [], None,
    ),
    "same page replaces the top": (
        ["/a", "/b"], None, "/b/", {},
        [{"op": "replace", "stack": "main", "entry": 3, "replaced": 2}],
        [visit("main", 3, "/b/")], [1, 3], [], None,
    ),
    "previous page pops and the visit is still reported": (
        ["/a", "/b"], None, "/a", {},
        [{"op": "pop", "stack": "main", "entry": 2, "animated": True}],
        [visit("main", 3, "/a"), reveal("main", 1, "/a")], [1], [], None,
    ),
    "restore replaces the top": (
        ["/a", "/b"], None, "/c", {"options": {"action": "restore"}},
        [{"op": "replace", "stack": "main", "entry": 3, "replaced": 2}],
        [visit("main", 3, "/c", "restore")], [1, 3], [], None,
    ),
    "advance pushes, not animated when the proposal says so": (
        ["/a"], None, "/c", {"properties": {"animated": False}},
        [{"op": "push", "stack": "main", "entry": 2, "animated": False}],
        [visit("main", 2, "/c")], [1, 2], [], None,
    ),
    "reject does nothing whatever the presentation": (
        ["/a", "/b"], ["/m"], "/c", {"proposalResult": "reject", "properties": {"presentation": "clear_all"}},
        [], [], [1, 2], [3], "large",
    ),
}


@pytest.mark.parametrize("name", list(ROWS))
def test_presentation_row(navd, name):
    main, modal, path, params, operations, visits, main_after, modal_after, style = ROWS[name]
    start(navd, main, modal)
    result = route(navd, path, **params)
    assert result["decision"] == "navigate" and result["handler"] == "app-navigation"
    assert result["operations"] == operations
    assert result["visits"] == visits
    assert ids(result["state"]) == main_after
    assert ids(result["state"], "modal") == modal_after
    assert result["state"]["modalStyle"] == style
    assert result["state"]["presented"] == (style is not None)
    assert result["warnings"] == []


def test_stamp_and_current_url(navd):
    result = route(navd, "/a?x=1#frag")
    entry = result["state"]["main"][0]
    assert entry["routedLocation"] == APP + "/a?x=1#frag"
    assert entry["currentURL"] == APP + "/a?x=1#frag"
    assert entry["visitable"] is True and entry["viewController"] == "web"
    assert entry["pullToRefreshEnabled"] is True and entry["modalDismissGestureEnabled"] is True
    assert result["state"]["currentVisitableURL"] == APP + "/a?x=1#frag"


def test_entry_flags_from_properties(navd):
    result = route(
        navd, "/a", properties={"pull_to_refresh_enabled": False, "modal_dismiss_gesture_enabled": False}
    )
    entry = result["state"]["main"][0]
    assert entry["pullToRefreshEnabled"] is False and entry["modalDismissGestureEnabled"] is False


@pytest.mark.parametrize("value", [0, 1, "false", None, "true"])
def test_non_boolean_flags_fall_back(navd, value):
    result = route(navd, "/a", properties={"pull_to_refresh_enabled": value, "animated": value})
    assert result["state"]["main"][0]["pullToRefreshEnabled"] is True
    assert result["operations"][0]["animated"] is True


def test_unknown_enum_values_fall_back(navd):
    start(navd, ["/a"])
    result = route(navd, "/b", properties={"presentation": "REPLACE", "context": "Modal", "modal_style": "huge"})
    assert result["proposal"]["presentation"] == "default" and result["proposal"]["context"] == "default"
    assert result["operations"] == [{"op": "push", "stack": "main", "entry": 2, "animated": True}]


def test_modal_style_unknown_falls_back_to_large(navd):
    result = route(navd, "/b", properties={"context": "modal", "modal_style": "tiny"})
    assert result["state"]["modalStyle"] == "large"


def test_proposal_shape_and_properties_merge(navd):
    navd.call(
        "client/configure",
        {
            "configuration": {
                "pathConfiguration": {
                    "settings": {},
                    "rules": [{"patterns": ["/a"], "properties": {"context": "modal", "title": "A", "x": 1}}],
                }
            }
        },
    )
    result = route(
        navd, "/a", properties={"x": 2, "view_controller": "web"}, parameters={"p": [1, {"q": None}]}
    )
    proposal = result["proposal"]
    assert proposal["url"] == APP + "/a"
    assert proposal["options"] == {"action": "advance"}
    assert proposal["properties"] == {"context": "modal", "title": "A", "x": 2, "view_controller": "web"}
    assert proposal["context"] == "modal"
    assert proposal["presentation"] == "default"
    assert proposal["viewController"] == "web"
    assert proposal["parameters"] == {"p": [1, {"q": None}]}


def test_proposal_options_response_passed_through(navd):
    result = route(
        navd,
        "/a",
        options={"action": "replace", "response": {"statusCode": 200, "redirected": True, "responseHTML": "<p>"}},
    )
    assert result["proposal"]["options"]["action"] == "replace"
    assert result["proposal"]["options"]["response"]["statusCode"] == 200
    assert result["proposal"]["options"]["response"]["redirected"] is True
    assert result["proposal"]["options"]["response"]["responseHTML"] == "<p>"


def test_accept_uses_view_controller_property(navd):
    navd.call("client/configure", {"configuration": {"visitableViewControllers": ["web", "article"]}})
    result = route(navd, "/a", properties={"view_controller": "article"})
    assert result["proposalResult"] == "accept"
    entry = result["state"]["main"][0]
    assert entry["viewController"] == "article" and entry["visitable"] is True
    assert result["visits"] == [visit("main", entry["id"], "/a")]


def test_accept_custom_view_controller(navd):
    result = route(navd, "/a", proposalResult={"acceptCustom": "native-map"})
    assert result["proposalResult"] == "acceptCustom"
    entry = result["state"]["main"][0]
    assert entry["viewController"] == "native-map"
    assert entry["visitable"] is False
    assert entry["routedLocation"] == APP + "/a"  # stamped always
    assert result["state"]["currentVisitableURL"] is None
    assert navd.call("currentVisitableURL") == {"url": None}


def test_reject_creates_nothing_and_uses_no_entry(navd):
    result = route(navd, "/a", proposalResult="reject")
    assert result["proposalResult"] == "reject"
    assert result["operations"] == [] and result["visits"] == [] and result["state"]["main"] == []


def test_unstamped_warnings_one_per_consulted_entry(navd):
    start(navd, [{}, {}])
    result = route(navd, "/c")
    assert [w["code"] for w in result["warnings"]] == ["unstampedEntry", "unstampedEntry"]
    assert result["operations"] == [{"op": "push", "stack": "main", "entry": 3, "animated": True}]


def test_unstamped_top_only_consulted_once(navd):
    start(navd, ["/a", {}])
    result = route(navd, "/a")
    # top unstamped: warning, not same page; below top is /a: previous page → pop
    assert [w["code"] for w in result["warnings"]] == ["unstampedEntry"]
    assert result["operations"] == [{"op": "pop", "stack": "main", "entry": 2, "animated": True}]


def test_unstamped_single_entry_replace_action(navd):
    start(navd, [{}])
    result = route(navd, "/c", options={"action": "replace"})
    assert [w["code"] for w in result["warnings"]] == ["unstampedEntry"]
    assert result["operations"] == [{"op": "replace", "stack": "main", "entry": 2, "replaced": 1}]


def test_unstamped_never_compared_by_view_controller(navd):
    start(navd, ["/a", {"viewController": "web"}])
    result = route(navd, "/b")
    assert result["operations"][0]["op"] == "push"


@pytest.mark.parametrize(
    "stamp,url,same",
    [
        ("/a", "/a/", True),
        ("/a%20b", "/a b", True),
        ("", "/", True),
        ("/a?x=1", "/a?x=1", True),
        ("/a?x=1", "/a?x=2", False),
        ("/a?", "/a", True),
        ("/a#one", "/a#two", True),
        ("/A", "/a", False),
    ],
)
def test_same_location(navd, stamp, url, same):
    start(navd, ["/root", APP + stamp])
    result = route(navd, url if url.startswith("/") else "/" + url)
    assert (result["operations"][0]["op"] == "replace") == same, result["operations"]


def test_same_location_ignores_scheme_host_port(navd):
    start(navd, ["/root", "http://APP.example:8080/a"])
    result = route(navd, "/a")
    assert result["operations"][0]["op"] == "replace"


def test_query_string_presentation_replace_ignores_query(navd):
    start(navd, ["/root", "/a?page=1"])
    result = route(navd, "/a?page=2", properties={"query_string_presentation": "replace"})
    assert result["operations"][0]["op"] == "replace"


def test_previous_page_pop_uses_an_id(navd):
    start(navd, ["/a", "/b"])
    route(navd, "/a")
    result = route(navd, "/c")
    assert ids(result["state"]) == [1, 4]


def test_historical_route_modal_context_ignored(navd):
    """Built-in rules set context default, and always win over loaded rules."""
    navd.call(
        "client/configure",
        {
            "configuration": {
                "pathConfiguration": {
                    "rules": [{"patterns": [".*"], "properties": {"context": "modal", "presentation": "replace"}}]
                }
            }
        },
    )
    start(navd, ["/a", "/b"])
    result = route(navd, "/recede_historical_location")
    assert result["proposal"]["context"] == "default" and result["proposal"]["presentation"] == "pop"
    assert result["proposal"]["properties"]["historical_location"] is True
    assert urls(result["state"]) == [APP + "/a"]
