"""Where the protocol (docs/protocol.md) and the navigator rules (docs/navigator.md) are silent, navd does
what the Hotwire Native iOS navigator does (docs/hotwire-parity.md). These are the wire-visible places navd was changed to match."""

from __future__ import annotations

import pytest

from helpers import APP, check_route_result


# ---------------------------------------------------------------- safari: the scheme as written
# Hotwire's SafariViewControllerRouteDecisionHandler compares `URL.scheme` with "http"/"https"
# using ==, so an upper-case scheme on another host falls through to system-navigation.
@pytest.mark.parametrize("url", ["HTTPS://other.example/page", "Http://other.example/"])
def test_upper_case_web_scheme_on_another_host_goes_to_the_system(navd, url):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    assert navd.call("router/decide", {"url": url}) == {"decision": "cancel", "handler": "system-navigation"}
    result = check_route_result(navd.call("route", {"url": url}))
    assert result["decision"] == "cancel"
    assert result["handler"] == "system-navigation"
    assert result["external"]["kind"] == "system"
    assert result["operations"] == [] and result["visits"] == []


@pytest.mark.parametrize("url", ["https://other.example/page", "http://other.example/"])
def test_lower_case_web_scheme_on_another_host_opens_the_in_app_browser(navd, url):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    assert navd.call("router/decide", {"url": url}) == {"decision": "cancel", "handler": "safari"}
    result = navd.call("route", {"url": url})
    assert result["external"] == {"kind": "safari", "url": url}


def test_upper_case_scheme_on_the_app_host_still_navigates(navd):
    navd.call("client/configure", {"configuration": {"startLocation": APP + "/"}})
    result = navd.call("route", {"url": "HTTPS://app.example/a"})
    assert result["decision"] == "navigate" and result["handler"] == "app-navigation"
    assert [entry["routedLocation"] for entry in result["state"]["main"]] == ["HTTPS://app.example/a"]


# ---------------------------------------------------------------- settings that is not an object
# Hotwire's PathConfigurationDecoder reads `settings` as `[String: AnyHashable]` or nothing: any
# other value is no settings and the source still loads.
@pytest.mark.parametrize("settings", [3, "beta", [1], True])
def test_path_configuration_load_ignores_settings_that_is_not_an_object(navd, settings):
    source = {"settings": settings, "rules": [{"patterns": ["/a$"], "properties": {"context": "modal"}}]}
    result = navd.call("pathConfiguration/load", {"sources": [{"json": source}]})
    assert result["problems"] == []
    assert result["settings"] == {}
    assert result["rules"] == 1
    assert navd.call("pathConfiguration/properties", {"url": APP + "/a"})["properties"] == {"context": "modal"}


def test_configuration_with_settings_that_is_not_an_object_is_accepted(navd):
    source = {"settings": "beta", "rules": [{"patterns": ["/m$"], "properties": {"context": "modal"}}]}
    result = navd.call("client/configure", {"configuration": {"pathConfiguration": source}})
    assert result["warnings"] == []
    routed = navd.call("route", {"url": APP + "/m"})
    assert routed["proposal"]["context"] == "modal"
    assert routed["state"]["presented"] is True
