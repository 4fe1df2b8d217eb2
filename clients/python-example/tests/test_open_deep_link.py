"""``open_deep_link`` and declared route decision handlers against the real navd, on both platforms."""

from __future__ import annotations

import pytest

from navd_client import DeepLinkResult, ErrorCode, NavdError

pytestmark = pytest.mark.navd

ORIGIN = "https://blog.example"
RULES = {"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}
PAYWALL = {"name": "paywall", "matches": {"url": "/premium"}, "decision": "cancel", "external": "inAppBrowser"}


def blog(navd, platform, **fields):
    return navd.client(f"links-{platform}", platform=platform, start_location=ORIGIN + "/", path_configuration=RULES, **fields)


@pytest.mark.parametrize(
    "platform,main,modal,loads,routed",
    [
        ("ios", [ORIGIN + "/"], [ORIGIN + "/posts/new"], (ORIGIN + "/", ORIGIN + "/posts/new"), True),
        ("android", [ORIGIN + "/posts/new"], [], (ORIGIN + "/posts/new",), False),
    ],
)
def test_a_cold_link_into_a_modal(navd, platform, main, modal, loads, routed):
    opened = blog(navd, platform).open_deep_link(ORIGIN + "/posts/new", "cold")
    assert isinstance(opened, DeepLinkResult)
    assert opened.network_loads == loads
    assert (opened.route is not None) == routed
    assert [entry.routed_location for entry in opened.state.main] == main
    assert [entry.routed_location for entry in opened.state.modal] == modal


def test_cold_after_start_is_32602_naming_launch(navd):
    app = blog(navd, "ios")
    app.start()
    with pytest.raises(NavdError) as caught:
        app.open_deep_link(ORIGIN + "/a", "cold")
    assert caught.value.code == ErrorCode.INVALID_PARAMS
    assert caught.value.data["field"] == "launch"


@pytest.mark.parametrize("platform,kind", [("ios", "safari"), ("android", "browserTab")])
def test_a_declared_paywall_decides_first(navd, platform, kind):
    app = blog(navd, platform, route_decision_handlers=[PAYWALL, "app-navigation"])
    opened = app.open_deep_link(ORIGIN + "/premium/1", "warm", explain=True)
    assert opened.route is not None
    assert (opened.route.decision, opened.route.handler, opened.route.external.kind) == ("cancel", "paywall", kind)
    assert opened.visits == ()
    assert opened.explanation is not None
    assert [(step.handler, step.matched) for step in opened.explanation.router] == [("paywall", True)]
    assert app.route(ORIGIN + "/free").handler == "app-navigation"


def test_a_bad_declared_handler_names_its_field(navd):
    with pytest.raises(NavdError) as caught:
        blog(navd, "ios", route_decision_handlers=[{"name": "x", "matches": {"url": "("}, "decision": "cancel"}])
    assert caught.value.data["field"] == "configuration.routeDecisionHandlers[0].matches.url"
