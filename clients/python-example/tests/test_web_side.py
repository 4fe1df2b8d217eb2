"""The web side (docs/protocol.md: session/proposeVisit, session/formSubmitted,
session/crossOriginRedirect, session/visitFailed) through the client against the real navd."""

from __future__ import annotations

from typing import Any, Dict

import pytest

from navd_client import ErrorCode, FormSubmissionResult, NavdError, ProposeVisitResult, RouteResult, State

pytestmark = pytest.mark.navd_methods(
    "session/proposeVisit", "session/formSubmitted", "session/crossOriginRedirect", "session/visitFailed"
)

ORIGIN = "https://blog.example"
PATHS: Dict[str, Any] = {
    "rules": [
        {"patterns": [".*"], "properties": {"context": "default"}},
        {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}},
        {"patterns": ["^/dashboard$"], "properties": {"presentation": "replace_root"}},
    ]
}


def url(path: str) -> str:
    return ORIGIN + path


@pytest.fixture(params=["ios", "android"])
def platform(request) -> str:
    return request.param


@pytest.fixture
def blog(navd_client, platform):
    return navd_client({"startLocation": url("/"), "pathConfiguration": PATHS}, platform=platform)


def test_every_visit_says_its_session_and_load(blog):
    routed = blog.route(url("/posts"))
    assert [(v.url, v.session, v.load) for v in routed.visits] == [(url("/posts"), "main", "network")]
    carried = blog.route(url("/posts/1"), response={"statusCode": 200, "redirected": False})
    assert [(v.session, v.load) for v in carried.visits] == [("main", "response")]
    assert carried.network_loads == ()
    main = carried.state.web_session("main")
    assert (main.rendered_url, main.snapshots) == (url("/posts/1"), (url("/posts"),))


def test_web_sessions_are_two_on_ios_and_one_on_android(blog, platform):
    names = tuple(session.name for session in blog.state().web_sessions)
    assert names == {"ios": ("main", "modal"), "android": ("main",)}[platform]


def test_a_modal_form_redirecting_to_a_default_page_leaves_the_modal(blog):
    blog.route(url("/posts"))
    blog.route(url("/posts/new"))
    submitted = blog.form_submitted("POST", 200, url("/posts/1"), redirected=True)
    assert isinstance(submitted, FormSubmissionResult) and submitted.outcome == "proposed"
    assert isinstance(submitted.proposal, ProposeVisitResult) and submitted.proposal.in_place is False
    assert [op.op for op in submitted.proposal.operations] == ["dismiss", "push"]
    assert [(v.url, v.action, v.load) for v in submitted.visits] == [(url("/posts/1"), "advance", "response")]
    assert submitted.state is not None
    assert (submitted.state.presented, submitted.state.main_locations) == (False, (url("/posts"), url("/posts/1")))


def test_explain_says_which_web_side_rule_decided(blog, platform):
    blog.route(url("/posts"))
    blog.route(url("/posts/new"))
    submitted = blog.form_submitted("POST", 200, url("/posts/1"), redirected=True, explain=True)
    form = submitted.explanation.web_side
    assert (form.session, form.form.outcome, form.form.action) == ({"ios": "modal", "android": "main"}[platform], "proposed", "advance")
    proposal = submitted.proposal.explanation.web_side.proposal
    assert proposal.rule == {"ios": "dismissModal", "android": "routedAsIs"}[platform]
    in_place = blog.propose_visit(url("/posts/1"), explain=True).explanation.web_side.proposal
    assert in_place.rule == "inPlace"


def test_replace_root_after_a_redirect_loads_the_page_once(blog):
    blog.route(url("/posts/new"))
    submitted = blog.form_submitted("POST", 200, url("/dashboard"), redirected=True)
    assert submitted.network_loads == (url("/dashboard"),)
    assert [(v.action, v.load) for v in submitted.visits] == [("replace", "network")]
    assert submitted.state.main_locations == (url("/dashboard"),)


@pytest.mark.parametrize(
    ("method", "status", "redirected", "html", "outcome"),
    [
        ("POST", 422, False, True, "renderedInPlace"),
        ("POST", 200, False, True, "mustRedirect"),
        ("DELETE", 204, False, False, "noHTML"),
        ("GET", 200, False, True, "proposed"),
    ],
)
def test_turbo_decides_what_a_form_response_does(blog, method, status, redirected, html, outcome):
    blog.route(url("/posts"))
    before = blog.state()
    submitted = blog.form_submitted(method, status, url("/posts?q=x"), redirected=redirected, html=html)
    assert submitted.outcome == outcome
    if outcome != "proposed":
        assert submitted.proposal is None
        assert submitted.state.main == before.main


def test_a_proposal_of_the_shown_url_renders_in_place(blog):
    shown = blog.route(url("/posts")).state.main[-1]
    result = blog.propose_visit(url("/posts"), "replace")
    assert (result.in_place, result.decision, result.operations) == (True, None, ())
    assert [(v.entry, v.url, v.action) for v in result.visits] == [(shown.id, url("/posts"), "replace")]
    assert result.state.main == blog.state().main


def test_a_cross_origin_redirect_pops_then_routes_the_other_origin(blog):
    blog.route(url("/posts"))
    blog.route(url("/posts/1/donate"))
    result = blog.cross_origin_redirect("https://pay.example/checkout")
    assert isinstance(result, RouteResult)
    assert result.operations[0].op == "pop"
    assert result.decision == "cancel" and result.external is not None
    assert result.external.url == "https://pay.example/checkout"
    assert result.state.main_locations == (url("/posts"),)


def test_a_failed_visit_shows_the_error_view_until_a_visit_renders(blog):
    top = blog.route(url("/posts")).state.main[-1]
    failed = blog.visit_failed(503)
    assert isinstance(failed, State)
    assert failed.entry(top.id).error is not None and failed.entry(top.id).error.status_code == 503
    reloaded = blog.reload()
    assert reloaded.state.entry(top.id).error is None


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda nav: nav.visit_failed(302), "statusCode"),
        (lambda nav: nav.form_submitted("FETCH", 200, url("/x")), "method"),
        (lambda nav: nav.form_submitted("POST", 200, "not a url"), "response.url"),
        (lambda nav: nav.propose_visit(url("/x"), session="modal"), "session"),
    ],
)
def test_bad_input_is_invalid_params_naming_the_field_and_changes_nothing(blog, call, field):
    blog.route(url("/posts"))
    before = blog.state()
    with pytest.raises(NavdError) as caught:
        call(blog)
    assert caught.value.code == ErrorCode.INVALID_PARAMS
    assert caught.value.data["field"] == field
    assert blog.state() == before
