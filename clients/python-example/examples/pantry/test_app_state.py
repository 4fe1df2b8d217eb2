"""Tabs, saved state and notifications in Pantry."""

from __future__ import annotations

import pytest

from pantry_app import HOME, PATH_CONFIGURATION_FILE, configuration, ops, url

# Skipped (with the reason) while navd does not list these in initialize capabilities.methods.
pytestmark = pytest.mark.navd_methods(
    "client/open",
    "start",
    "route",
    "state",
    "tabs/select",
    "state/export",
    "state/import",
    "clearAll",
    "pathConfiguration/load",
    "pathConfiguration/properties",
)


def test_every_tab_starts_when_the_app_opens(tabbed_app):
    # Hotwire Native 1.3 loads every tab up front (iOS #252, Android #202); the first is active.
    state = tabbed_app.state()
    assert state.active_tab == "home"
    assert [t.id for t in state.tabs] == ["home", "saved", "profile"]
    assert [t.started for t in state.tabs] == [True, True, True]
    assert state.main_locations == (HOME,)
    assert state.tab_bar_visible is True
    assert tabbed_app.state(tab="saved").main_locations == (url("/saved"),)


def test_each_tab_keeps_its_own_stack(tabbed_app):
    tabbed_app.route(url("/recipes/42"))
    saved = tabbed_app.select_tab("saved")
    assert saved.active_tab == "saved"
    assert saved.main_locations == (url("/saved"),)
    tabbed_app.route(url("/recipes/9"))
    home = tabbed_app.select_tab("home")
    assert home.main_locations == (HOME, url("/recipes/42"))
    assert tabbed_app.state(tab="saved").main_locations == (url("/saved"), url("/recipes/9"))


def test_saved_state_restores_the_same_screens(app):
    app.route(url("/recipes"))
    app.route(url("/recipes/42/edit"))
    before = app.state()
    snapshot = app.export_state()
    app.clear_all()
    restored = app.import_state(snapshot)
    assert restored.main_locations == before.main_locations
    assert restored.modal_locations == before.modal_locations
    assert restored.presented is True
    assert {e.id for e in restored.main + restored.modal}.isdisjoint({e.id for e in before.main + before.modal})


def test_stacks_can_be_set_up_directly_with_the_short_form(app):
    state = app.import_state(main=[HOME, url("/recipes/42")], modal=[url("/recipes/42/edit")])
    assert state.presented is True and state.modal_style == "large"
    assert state.main_locations == (HOME, url("/recipes/42"))
    result = app.route(url("/resume_historical_location"))
    assert ops(result) == [("dismiss",)]


def test_a_client_that_asks_gets_change_notifications(navd_client):
    nav = navd_client(configuration(notifications=True))
    nav.start()
    nav.route(url("/recipes/new"))
    changes = [n for n in nav.navd.notifications.drain() if n.method == "navigator/didChange" and n.client == nav.client_id]
    assert len(changes) == 2
    last = changes[-1].params
    assert [op["op"] for op in last["operations"]] == ["setStack", "present"]
    assert last["state"]["presented"] is True


def test_path_configuration_loads_from_the_app_file(navd_client):
    nav = navd_client()
    loaded = nav.load_path_configuration([PATH_CONFIGURATION_FILE])
    assert loaded.rules == 7 and loaded.problems == ()
    assert loaded.settings["app"] == "pantry"
    assert nav.path_properties(url("/checkout")).properties["modal_style"] == "medium"
