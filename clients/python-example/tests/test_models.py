"""Reading results through Model: each field's reader, the default and explicit JSON paths, raw."""

from __future__ import annotations

import dataclasses

import pytest

from navd_client import NavdProtocolError
from navd_client.models import (
    Coverage,
    Entry,
    EntryError,
    Explanation,
    FormSubmissionResult,
    NavWarning,
    Operation,
    ProposeVisitResult,
    RouteMatch,
    RouteResult,
    State,
    Visit,
    WebSession,
)


def test_members_are_read_in_field_order_and_raw_is_the_object():
    json = {"stack": "main", "entry": 2, "url": "https://a/", "action": "advance", "reason": "route", "session": "main", "load": "response", "extra": 1}
    visit = Visit.from_json(json)
    assert visit == Visit(stack="main", entry=2, url="https://a/", action="advance", reason="route", session="main", load="response")
    assert visit.raw is json
    with pytest.raises(dataclasses.FrozenInstanceError):
        visit.stack = "modal"  # type: ignore[misc]


def test_a_class_without_raw_has_none():
    match = RouteMatch.from_json({"name": "post", "params": {"id": 1}})
    assert [f.name for f in dataclasses.fields(match)] == ["name", "params"]
    assert match.params == {"id": 1}


@pytest.mark.parametrize(
    ("read", "json", "message"),
    [
        (Visit.from_json, [], r"visit: expected an object, got list"),
        (Visit.from_json, {"stack": "main"}, r"visit: missing 'url'"),
        (Operation.from_json, {"op": "push", "animated": "yes"}, r"operation\.animated: expected a boolean, got 'yes'"),
        (Operation.from_json, {"op": "setStack", "entries": [1, "2"]}, r"operation\.entries\[1\]: expected an integer"),
        (State.from_json, {"client": "c", "main": [], "modal": [{"id": True}]}, r"state\.modal\[0\]\.id: expected an integer"),
        (Coverage.from_json, {"routes": [{"name": 1, "hits": 0}], "unused": []}, r"routes/coverage\.routes\[0\]\.name: expected a string"),
        (Explanation.from_json, {"platform": "ios", "matches": [{"rule": True, "pattern": "/"}]}, r"explanation\.matches\[0\]\.rule: expected an integer or a string"),
        (Explanation.from_json, {"platform": "ios", "properties": {"context": {"from": "default"}}}, r"explanation\.properties\.context: missing 'value'"),
        (RouteResult.from_json, {"decision": "navigate", "explanation": {"platform": 1}}, r"route\.explanation\.platform: expected a string"),
    ],
)
def test_a_member_of_the_wrong_shape_names_its_json_path(read, json, message):
    with pytest.raises(NavdProtocolError, match=message):
        read(json)


def test_an_explicit_path_replaces_the_default():
    with pytest.raises(NavdProtocolError, match=r"result\.visits\[3\]: missing 'stack'"):
        Visit.from_json({}, "result.visits[3]")


def test_members_that_may_be_left_out_read_as_none_and_a_null_list_is_still_wrong():
    assert Operation.from_json({"op": "push"}).entries is None
    assert Operation.from_json({"op": "setStack", "entries": [1, 2]}).entries == (1, 2)
    explanation = Explanation.from_json({"platform": "android", "router": []})
    assert (explanation.matches, explanation.properties, explanation.router, explanation.modal_result) == (None, None, (), None)
    with pytest.raises(NavdProtocolError, match=r"explanation\.comparisons: expected an array"):
        Explanation.from_json({"platform": "ios", "comparisons": None})


def test_nested_models_named_by_string_resolve_and_lenient_members_default():
    nested = Explanation.from_json({"platform": "android", "modalResult": {"platform": "android", "subject": "/x"}})
    assert nested.modal_result is not None and nested.modal_result.subject == "/x"
    assert NavWarning.from_json({"code": "unstampedEntry", "message": 7}).message == ""


STATE = {
    "client": "c",
    "main": [{"id": 1, "viewController": "web", "visitable": True, "routedLocation": "https://a/", "currentURL": "https://a/", "error": {"statusCode": 503}}],
    "modal": [],
    "presented": False,
    "activeStack": "main",
    "webSessions": [
        {"name": "main", "renderedURL": "https://a/", "snapshots": ["https://a/old", "https://a/older"]},
        {"name": "modal", "renderedURL": None, "snapshots": []},
    ],
}


def test_state_reads_web_sessions_and_entry_errors():
    state = State.from_json(STATE)
    assert state.web_sessions == (
        WebSession(name="main", rendered_url="https://a/", snapshots=("https://a/old", "https://a/older")),
        WebSession(name="modal", rendered_url=None, snapshots=()),
    )
    assert state.web_session("modal").rendered_url is None
    assert state.main[0].error == EntryError(status_code=503)
    with pytest.raises(KeyError):
        state.web_session("popup")
    assert Entry.from_json({"id": 2, "viewController": "web", "visitable": True, "error": None}).error is None


@pytest.mark.parametrize(
    ("read", "json", "message"),
    [
        (State.from_json, {**STATE, "webSessions": None}, r"state\.webSessions: expected an array"),
        (State.from_json, {k: v for k, v in STATE.items() if k != "webSessions"}, r"state: missing 'webSessions'"),
        (State.from_json, {**STATE, "webSessions": [{"name": "main", "renderedURL": None, "snapshots": [1]}]}, r"state\.webSessions\[0\]\.snapshots\[0\]: expected a string"),
        (Entry.from_json, {"id": 1, "viewController": "web", "visitable": True, "error": {"statusCode": "500"}}, r"entry\.error\.statusCode: expected an integer"),
        (Visit.from_json, {"stack": "main", "entry": 1, "url": "https://a/", "action": "advance", "reason": "route", "session": "main"}, r"visit: missing 'load'"),
        (ProposeVisitResult.from_json, {"decision": None, "visits": []}, r"session/proposeVisit: missing 'inPlace'"),
        (FormSubmissionResult.from_json, {"outcome": "proposed", "proposal": {"decision": "navigate"}}, r"session/formSubmitted\.proposal: missing 'inPlace'"),
    ],
)
def test_web_side_members_of_the_wrong_shape_name_their_path(read, json, message):
    with pytest.raises(NavdProtocolError, match=message):
        read(json)


def test_an_in_place_proposal_has_no_decision_and_one_visit():
    visit = {"stack": "main", "entry": 4, "url": "https://a/", "action": "advance", "reason": "route", "session": "main", "load": "network"}
    result = ProposeVisitResult.from_json({"decision": None, "operations": [], "visits": [visit], "inPlace": True})
    assert (result.in_place, result.decision, result.operations, result.network_loads) == (True, None, (), ("https://a/",))
    assert isinstance(result, RouteResult) and not result.navigated


def test_a_form_without_a_proposal_has_no_visits():
    result = FormSubmissionResult.from_json({"outcome": "renderedInPlace", "proposal": None, "state": None})
    assert (result.proposed, result.proposal, result.visits, result.network_loads) == (False, None, (), ())


def test_a_web_side_explanation_reads_the_proposal_and_form_rules():
    explanation = Explanation.from_json(
        {
            "platform": "ios",
            "webSide": {
                "session": "modal",
                "proposal": {"rule": "dismissModal", "reason": "a redirect from the modal"},
                "form": {"outcome": "proposed", "reason": "a successful HTML response", "action": "advance", "actionReason": "the default action"},
            },
        }
    )
    web_side = explanation.web_side
    assert web_side is not None and web_side.session == "modal"
    assert (web_side.proposal.rule, web_side.proposal.outcome) == ("dismissModal", None)
    assert (web_side.form.outcome, web_side.form.action, web_side.form.action_reason) == ("proposed", "advance", "the default action")
    assert Explanation.from_json({"platform": "ios"}).web_side is None
    with pytest.raises(NavdProtocolError, match=r"explanation\.webSide: missing 'session'"):
        Explanation.from_json({"platform": "ios", "webSide": {}})
