"""Deep links: the route table turns pantry:// and universal links into screens."""

from __future__ import annotations

import pytest
from pantry_app import HOME, UnknownDeepLink, open_deep_link, url

from navd_client import NavdError, RouteMatch

# Skipped (with the reason) while navd does not list these in initialize capabilities.methods.
pytestmark = pytest.mark.navd_methods(
    "client/open",
    "start",
    "route",
    "state",
    "routes/resolve",
    "routes/print",
    "routes/coverage",
)


def test_custom_scheme_recipe_link_pushes_the_recipe(app):
    result = open_deep_link(app, "pantry://recipe/42")
    assert result.navigated
    assert result.route == RouteMatch(name="recipe", params={"recipeID": 42})
    assert result.state.main_locations == (HOME, url("/recipes/42"))
    assert result.state.presented is False


def test_universal_link_and_custom_scheme_resolve_to_the_same_route(app):
    web = app.resolve("https://pantry.example/recipes/0042/")
    custom = app.resolve("pantry://recipe/42")
    assert (web.name, dict(web.params)) == ("recipe", {"recipeID": 42})
    assert (custom.name, dict(custom.params)) == ("recipe", {"recipeID": 42})
    assert web.canonical_url == custom.canonical_url == url("/recipes/42")


def test_edit_link_opens_the_editor_as_a_modal_over_the_stack(app):
    result = open_deep_link(app, "pantry://recipe/7/edit")
    assert result.route is not None and result.route.name == "editRecipe"
    state = result.state
    assert state.main_locations == (HOME,)
    assert state.modal_locations == (url("/recipes/7/edit"),)
    assert state.presented is True and state.modal_style == "large"
    assert state.active_stack == "modal"
    assert state.modal[0].pull_to_refresh_enabled is False


def test_search_link_gets_its_default_sort_and_keeps_tracking_keys(app):
    resolved = app.resolve("pantry://search?q=mac%20%26%20cheese&utm_source=newsletter")
    assert resolved.name == "search"
    assert dict(resolved.params) == {"q": "mac & cheese", "sort": "popular"}
    assert dict(resolved.query) == {"utm_source": "newsletter"}
    assert resolved.canonical_url == url("/search?q=mac%20%26%20cheese")


def test_search_link_with_an_explicit_sort_prints_it(app):
    assert app.print_route("search", q="soup", sort="new") == url("/search?q=soup&sort=new")
    assert app.resolve(url("/search?q=soup&sort=new")).params["sort"] == "new"


def test_help_catch_all_collects_the_remaining_segments(app):
    resolved = app.resolve(url("/help/baking/sourdough"))
    assert resolved.name == "help"
    assert dict(resolved.params) == {"topic": ["baking", "sourdough"]}


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("otherapp://recipe/1", "unsupportedSource"),
        ("https://elsewhere.example/recipes/1", "unsupportedSource"),
        ("pantry://recipe/%zz", "badEncoding"),
        ("pantry://recipe/../1", "dotSegment"),
        ("pantry://recipe/pancakes", "noMatch"),
        ("pantry://RECIPE/1", "noMatch"),
    ],
)
def test_links_the_app_does_not_know_are_refused_with_a_reason(app, link, reason):
    with pytest.raises(UnknownDeepLink) as caught:
        open_deep_link(app, link)
    assert caught.value.reason == reason
    assert app.state().main_locations == (HOME,)


def test_routing_a_custom_scheme_url_directly_hands_it_to_the_system(app):
    result = app.route("pantry://recipe/42")
    assert result.decision == "cancel"
    assert result.handler == "system-navigation"
    assert result.external is not None and result.external.kind == "system"
    assert result.operations == ()
    assert result.state.main_locations == (HOME,)


def test_printing_with_a_bad_parameter_is_a_params_error(app):
    with pytest.raises(NavdError) as caught:
        app.print_route("recipe", recipeID="not-a-number")
    assert caught.value.code == -32602
    assert caught.value.field is not None and "recipeID" in caught.value.field


def test_coverage_counts_what_the_deep_links_exercised(app):
    open_deep_link(app, "pantry://recipe/1")
    app.resolve("pantry://user/ada")
    app.resolve("pantry://nothing/here")
    coverage = app.coverage()
    assert [row.name for row in coverage.routes] == [
        "recipe",
        "editRecipe",
        "newRecipe",
        "collection",
        "search",
        "profile",
        "notificationSettings",
        "help",
    ]
    assert coverage.hits("recipe") == 2  # the resolve, and the route of its canonical URL
    assert coverage.hits("profile") == 1
    assert "recipe" not in coverage.unused and "profile" not in coverage.unused
    assert set(coverage.unused) == {"editRecipe", "newRecipe", "collection", "search", "notificationSettings", "help"}
