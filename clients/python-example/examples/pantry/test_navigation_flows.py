"""Navigation flows through Pantry: stacks, modals, historical locations, native screens."""

from __future__ import annotations

import pytest
from pantry_app import HOME, ops, url

from navd_client import NavdError, accept_custom

# Skipped (with the reason) while navd does not list these in initialize capabilities.methods.
pytestmark = pytest.mark.navd_methods(
    "client/open",
    "start",
    "route",
    "state",
    "currentVisitableURL",
    "ui/dismissModal",
    "ui/back",
    "ui/push",
    "visitable/didChangeURL",
    "clearAll",
    "reload",
    "pathConfiguration/properties",
)


def test_browsing_pushes_onto_the_main_stack(app):
    first = app.route(url("/recipes"))
    second = app.route(url("/recipes/42"))
    assert ops(first) == [("push", "main")] and ops(second) == [("push", "main")]
    assert second.operations[0].animated is True
    assert second.visits[0].action == "advance" and second.visits[0].reason == "route"
    assert second.state.main_locations == (HOME, url("/recipes"), url("/recipes/42"))
    assert app.current_visitable_url() == url("/recipes/42")


def test_visiting_the_same_page_replaces_it(app):
    first = app.route(url("/recipes/42"))
    again = app.route(url("/recipes/42"))
    replace = again.operations[0]
    assert replace.op == "replace" and replace.stack == "main"
    assert replace.replaced == first.state.main[-1].id
    assert again.state.main[-1].id == replace.entry != replace.replaced
    assert again.state.main_locations == (HOME, url("/recipes/42"))


def test_linking_to_the_previous_page_pops_back_to_it(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/42"))
    result = app.route(url("/recipes"))
    assert ops(result) == [("pop", "main")]
    assert result.state.main_locations == (HOME, url("/recipes"))
    # The route's visit is cancelled by the pop; the revealed page restores itself (both platforms).
    assert [(v.url, v.reason) for v in result.visits] == [(url("/recipes"), "route"), (url("/recipes"), "reveal")]


@pytest.mark.navd_methods("session/formSubmitted")
def test_saving_a_new_recipe_shows_it_without_requesting_it_again(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/new"))
    # RecipesController#create redirects to the new recipe; Turbo proposes it from the modal's web view.
    saved = app.form_submitted("POST", 200, url("/recipes/43"), redirected=True)
    assert saved.outcome == "proposed" and saved.proposal is not None
    assert ops(saved.proposal) == [("dismiss",), ("push", "main")]
    assert [(v.url, v.session, v.load) for v in saved.visits] == [(url("/recipes/43"), "main", "response")]
    assert saved.network_loads == ()
    assert saved.state.main_locations == (HOME, url("/recipes"), url("/recipes/43")) and not saved.state.presented


def test_new_recipe_form_is_presented_as_a_modal(app):
    result = app.route(url("/recipes/new"))
    assert ops(result) == [("setStack", "modal"), ("present", "large")]
    assert result.proposal.context == "modal"
    state = result.state
    assert state.presented and state.active_stack == "modal"
    assert state.modal_locations == (url("/recipes/new"),)
    assert state.main_locations == (HOME,)


def test_photos_open_full_screen_and_stack_inside_the_modal(app):
    app.route(url("/recipes/new"))
    result = app.route(url("/recipes/7/photos"))
    assert ops(result) == [("push", "modal")]
    assert result.state.modal_locations == (url("/recipes/new"), url("/recipes/7/photos"))
    assert result.state.modal_style == "large"  # the style chosen when the modal was presented
    app.route(url("/resume_historical_location"))
    assert app.route(url("/recipes/7/photos")).state.modal_style == "full"


def test_a_regular_link_inside_a_modal_leaves_the_modal(app):
    app.route(url("/recipes/new"))
    result = app.route(url("/recipes/7"))
    assert ops(result) == [("dismiss",), ("push", "main")]
    assert result.state.presented is False and result.state.modal == ()
    assert result.state.main_locations == (HOME, url("/recipes/7"))


def test_saving_a_form_recedes_dismissing_the_modal_and_popping(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/new"))
    result = app.route(url("/recipes/recede_historical_location"))
    assert result.proposal.properties.get("historical_location") is True
    assert ops(result) == [("dismiss",), ("pop", "main")]
    assert result.state.presented is False
    assert result.state.main_locations == (HOME,)


def test_resume_dismisses_the_editor_without_visiting(app):
    app.route(url("/recipes/42"))
    app.route(url("/recipes/42/edit"))
    result = app.route(url("/resume_historical_location"))
    assert ops(result) == [("dismiss",)]
    assert result.visits == ()
    assert result.state.main_locations == (HOME, url("/recipes/42"))
    assert result.state.modal_style is None


def test_refresh_dismisses_and_reloads_the_page_below(app):
    recipe = app.route(url("/recipes/42")).state.main[-1]
    app.route(url("/recipes/42/edit"))
    result = app.route(url("/refresh_historical_location"))
    assert result.state.presented is False
    assert result.state.main_locations == (HOME, url("/recipes/42"))
    refreshes = [v for v in result.visits if v.reason == "refresh"]
    assert [(v.stack, v.entry, v.url, v.action) for v in refreshes] == [("main", recipe.id, url("/recipes/42"), "replace")]


def test_checkout_modal_cannot_be_swiped_away(app):
    app.route(url("/checkout"))
    before = app.state()
    assert before.modal_style == "medium" and before.modal[0].modal_dismiss_gesture_enabled is False
    with pytest.raises(NavdError) as caught:
        app.dismiss_modal()
    assert caught.value.code == -32602 and caught.value.field == "modal"
    assert app.state() == before


def test_swiping_the_editor_away_dismisses_it(app):
    app.route(url("/recipes/42/edit"))
    result = app.dismiss_modal()
    assert ops(result) == [("dismiss",)]
    assert result.state.presented is False and result.state.active_stack == "main"


def test_sign_in_replaces_the_whole_app_even_from_a_modal(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/new"))
    result = app.route(url("/sign_in"))
    assert result.state.main_locations == (url("/sign_in"),)
    assert result.state.presented is False
    assert [v.action for v in result.visits if v.reason == "route"] == ["replace"]
    set_stack = [op for op in result.operations if op.op == "setStack"]
    assert [(op.stack, op.entries, op.animated) for op in set_stack] == [("main", (result.state.main[0].id,), False)]


def test_notification_settings_are_a_native_screen(app):
    result = app.route(url("/settings/notifications"))
    top = result.state.main[-1]
    assert top.view_controller == "notification_settings"
    assert top.visitable is False
    assert top.routed_location == url("/settings/notifications")
    assert app.current_visitable_url() is None


def test_the_app_can_answer_a_proposal_with_its_own_screen(app):
    result = app.route(url("/recipes/42"), proposal_result=accept_custom("recipe_native"))
    assert result.proposal_result == "acceptCustom"
    assert result.state.main[-1].view_controller == "recipe_native"
    assert result.state.main[-1].visitable is False


def test_a_rejected_proposal_changes_nothing(app):
    before = app.state()
    result = app.route(url("/recipes/42"), proposal_result="reject")
    assert result.proposal_result == "reject" and result.operations == ()
    assert app.state() == before


def test_links_to_other_sites_open_in_the_in_app_browser(app):
    result = app.route("https://blog.elsewhere.example/best-pancakes")
    assert (result.decision, result.handler) == ("cancel", "safari")
    assert result.external is not None
    assert (result.external.kind, result.external.url) == ("safari", "https://blog.elsewhere.example/best-pancakes")
    assert result.state.main_locations == (HOME,)


def test_mail_links_go_to_the_system(app):
    result = app.route("mailto:chef@pantry.example")
    assert (result.decision, result.handler) == ("cancel", "system-navigation")
    assert result.external is not None and result.external.kind == "system"


def test_search_pages_replace_each_other_whatever_the_query(app):
    app.route(url("/search?q=pasta"))
    result = app.route(url("/search?q=soup"))
    assert ops(result) == [("replace", "main")]
    assert result.state.main_locations == (HOME, url("/search?q=soup"))


def test_a_redirect_changes_the_url_but_not_the_stamp(app):
    entry = app.route(url("/recipes/42")).state.main[-1]
    state = app.did_change_url(url("/recipes/42-lemon-tart"))
    moved = state.entry(entry.id)
    assert moved.current_url == url("/recipes/42-lemon-tart")
    assert moved.routed_location == url("/recipes/42")
    again = app.route(url("/recipes/42"))
    assert ops(again) == [("replace", "main")]  # identity is the stamp, not the web view's URL


def test_a_natively_pushed_screen_is_unstamped_and_warned_about(app):
    app.push("main", "kitchen_timer")
    result = app.route(url("/recipes/1"))
    assert [w.code for w in result.warnings] == ["unstampedEntry"]
    assert ops(result) == [("push", "main")]
    assert [e.view_controller for e in result.state.main] == ["web", "kitchen_timer", "web"]
    assert result.state.main[1].routed_location is None


def test_back_gesture_pops_until_the_root(app):
    app.route(url("/recipes/42"))
    assert ops(app.back()) == [("pop", "main")]
    at_root = app.back()
    assert at_root.operations == ()
    assert at_root.state.main_locations == (HOME,)


def test_clear_all_returns_to_the_root_and_closes_the_modal(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/42"))
    app.route(url("/recipes/42/edit"))
    result = app.clear_all()
    kinds = ops(result)
    assert kinds[:2] == [("dismiss",), ("setStack", "main")]
    assert result.state.main_locations == (HOME,) and result.state.presented is False
    assert [(v.url, v.action) for v in result.visits if v.reason == "refresh"] == [(HOME, "replace")]


def test_reload_visits_the_top_page(app):
    app.route(url("/recipes/42"))
    result = app.reload()
    assert [(v.stack, v.url, v.action, v.reason) for v in result.visits] == [("main", url("/recipes/42"), "advance", "reload")]


def test_path_properties_explain_why_a_url_is_a_modal(app):
    props = app.path_properties(url("/recipes/42/edit"))
    assert props.properties["context"] == "modal"
    assert props.properties["pull_to_refresh_enabled"] is False
    assert props.matched_rules == (0, 1)
