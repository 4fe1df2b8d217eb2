"""``explain=True`` (docs/protocol.md §10): the param on the wire, the typed Explanation, and the real navd."""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

import pytest

from navd_client import Explanation, Navd, NavdError, NavdProtocolError
from navd_client.methods import NavigatorMethods

EXPLANATION = {
    "platform": "ios",
    "subject": "/posts/new",
    "matches": [{"rule": 0, "pattern": "/new$"}, {"rule": "builtin:recede", "pattern": "/recede_historical_location"}],
    "properties": {"context": {"value": "modal", "from": "rules[0]"}, "animated": {"value": False, "from": "request"}},
    "router": [{"handler": "app-navigation", "matched": True, "reason": "same host"}],
    "rule": {"presentation": "default", "context": "modal", "presented": False, "row": "default/modal/not presented", "mode": None},
    "comparisons": [{"stack": "main", "entry": 2, "position": "top", "stamp": None, "same": False, "reason": "unstamped"}],
    "routes": [{"name": "newPost", "pattern": "https://app.example/posts/new", "result": "matched", "reason": "only one"}],
}


class Recorder(NavigatorMethods):
    """Records each call and answers with an explained result."""

    def __init__(self) -> None:
        self.calls: List[Tuple[str, Dict[str, Any]]] = []

    def _call(self, method: str, params: Dict[str, Any]) -> Any:
        self.calls.append((method, params))
        canned = {
            "router/decide": {"decision": "navigate", "handler": "app-navigation"},
            "pathConfiguration/properties": {"properties": {}, "matchedRules": []},
            "routes/resolve": {"name": "unknown", "reason": "noMatch"},
        }
        result = dict(canned.get(method, {"decision": "cancel", "handler": None, "operations": [], "visits": [], "warnings": []}))
        if params.get("explain"):
            result["explanation"] = EXPLANATION
        return result


@pytest.mark.parametrize(
    ("call", "method"),
    [
        (lambda n, e: n.route("https://a/x", explain=e), "route"),
        (lambda n, e: n.decide("https://a/x", explain=e), "router/decide"),
        (lambda n, e: n.path_properties("https://a/x", explain=e), "pathConfiguration/properties"),
        (lambda n, e: n.resolve("https://a/x", explain=e), "routes/resolve"),
    ],
)
def test_explain_is_sent_only_when_asked_and_read_typed(call, method):
    nav = Recorder()
    plain = call(nav, False)
    explained = call(nav, True)
    assert nav.calls == [(method, {"url": "https://a/x"}), (method, {"url": "https://a/x", "explain": True})]
    assert plain.explanation is None
    assert isinstance(explained.explanation, Explanation)
    with pytest.raises(TypeError, match="explain must be a bool"):
        call(nav, "yes")


def test_explanation_fields_are_typed():
    explanation = Explanation.from_json(EXPLANATION)
    assert explanation.platform == "ios"
    assert [m.rule for m in explanation.matches] == [0, "builtin:recede"]
    assert [m.builtin for m in explanation.matches] == [False, True]
    assert explanation.origin("context") == "rules[0]"
    assert explanation.properties["animated"].value is False
    assert explanation.rule.row == "default/modal/not presented" and explanation.rule.mode is None
    assert explanation.comparisons[0].stamp is None
    assert explanation.routes[0].result == "matched"
    assert explanation.modal_result is None


def test_absent_keys_are_none_and_empty_lists_are_empty():
    explanation = Explanation.from_json({"platform": "ios", "router": []})
    assert explanation.router == ()
    assert explanation.matches is None and explanation.properties is None and explanation.rule is None


def test_a_malformed_explanation_names_the_path():
    with pytest.raises(NavdProtocolError, match=r"explanation.matches\[0\].rule: expected an integer or a string"):
        Explanation.from_json({"platform": "ios", "matches": [{"rule": True, "pattern": "x"}]})


CONFIGURATION = {
    "startLocation": "https://app.example/",
    "pathConfiguration": {
        "rules": [
            {"patterns": ["/new$"], "properties": {"context": "modal"}},
            {"patterns": [".*"], "properties": {"context": "default"}},
        ]
    },
}


# These open their own process from ``navd_path``: the conformance suites define a ``navd`` fixture of their own.
@pytest.mark.navd
def test_real_navd_explains_why_a_catch_all_wins(navd_path):
    with Navd(navd_path) as nav:
        nav.configure(CONFIGURATION)
        result = nav.route("https://app.example/posts/new", explain=True, state=False)
        explanation = result.explanation
        assert [m.rule for m in explanation.matches] == [0, 1]
        assert explanation.origin("context") == "rules[1]"
        assert explanation.rule.row == "default/default/any"
        assert [step.handler for step in explanation.router] == ["app-navigation"]
        again = nav.route("https://app.example/posts/new", state=False)
        assert again.explanation is None and again.decision == result.decision


@pytest.mark.navd
def test_real_navd_rejects_a_non_boolean_explain(navd_path):
    with Navd(navd_path) as nav:
        with pytest.raises(NavdError) as caught:
            nav.request("route", {"url": "https://app.example/", "explain": "yes"})
        assert caught.value.code == -32602
        assert caught.value.data["field"] == "explain"
