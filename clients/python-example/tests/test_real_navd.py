"""The client against the real navd (skipped with the reason until navd is built)."""

from __future__ import annotations

import pytest

from navd_client import ErrorCode, Navd, NavdError

pytestmark = pytest.mark.navd


def test_lifecycle_and_clean_exit(navd_path):
    nav = Navd(navd_path)
    result = nav.initialize_result
    assert result is not None
    assert (result.server_name, result.protocol_version, result.framing) == ("navd", 1, "lsp")
    assert "rpc.discover" in result.methods
    assert nav.close() == 0


@pytest.mark.parametrize("framing", ["lsp", "ndjson"])
def test_both_framings(navd_path, framing):
    with Navd(navd_path, framing=framing) as nav:
        assert nav.initialize_result.framing == framing
        assert nav.discover()["openrpc"].startswith("1.3")
    assert nav.returncode == 0


def test_request_before_initialize_is_32002(navd_path):
    with Navd(navd_path, initialize=False) as nav:
        with pytest.raises(NavdError) as caught:
            nav.request("rpc.discover")
        assert caught.value.code == ErrorCode.SERVER_NOT_INITIALIZED


def test_unknown_method_maps_to_navd_error(navd):
    with pytest.raises(NavdError) as caught:
        navd.request("no/such", {})
    assert caught.value.code == ErrorCode.METHOD_NOT_FOUND
    assert caught.value.data == {"method": "no/such"}


def test_second_initialize_is_32600(navd):
    with pytest.raises(NavdError) as caught:
        navd.initialize()
    assert caught.value.code == ErrorCode.INVALID_REQUEST


def test_exit_without_shutdown_is_status_1(navd_path):
    nav = Navd(navd_path)
    nav.notify("exit")
    assert nav.connection.wait(10) == 1
    assert nav.close() == 1


def test_an_android_client(navd):
    droid = navd.open_client("droid", {"startLocation": "https://app.example/"}, platform="android")
    droid.start()
    routed = droid.route("https://app.example/recede_historical_location")
    assert routed.operations == ()
    modal = droid.route("https://app.example/m", properties={"context": "MODAL"})
    assert modal.raw["proposal"]["uri"] == "hotwire://fragment/web"
    assert [op.raw for op in modal.operations][-1] == {"op": "present", "modalStyle": None, "animated": True}
    back = droid.back()
    assert [visit.raw["reason"] for visit in back.visits] == ["reveal"]
    with pytest.raises(NavdError) as caught:
        droid.configure(platform="ios")
    assert caught.value.data["field"] == "configuration.platform"


def test_tabs_load_eagerly_and_the_tab_settings_are_keywords(navd):
    tabs = [{"id": "home", "url": "https://app.example/"}, {"id": "more", "url": "https://app.example/more"}]
    app = navd.open_client("tabs", {"tabs": tabs, "selectedTab": "more", "hideTabBarWhenPushed": True})
    assert app.opened is not None and app.opened.state is not None
    assert [(v.tab, v.url, v.entry, v.load) for v in app.opened.visits] == [
        ("home", "https://app.example/", 1, "network"),
        ("more", "https://app.example/more", 2, "network"),
    ]
    assert app.opened.state.active_tab == "more" and app.opened.state.tab_bar_visible is True
    assert app.route("https://app.example/more/1").state.tab_bar_visible is False
    assert app.select_tab("more").main_locations == ("https://app.example/more",)
    configured = app.configure(lazy_load_tabs=True, clear_navigation_on_tab_reselection=False, selected_tab="home")
    assert configured.visits == () and configured.state is not None and configured.state.active_tab == "home"
    assert configured.raw["state"]["tabBarVisible"] is True
    with pytest.raises(NavdError) as caught:
        app.configure(selected_tab="nowhere")
    assert caught.value.data["field"] == "configuration.selectedTab"
    assert navd.open_client("plain").state().tab_bar_visible is None
