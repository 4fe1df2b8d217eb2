"""Pantry, a small recipe app, as navd sees it: its path configuration, route table and tabs.

The JSON files under ``app/`` are what the real app would ship; this module loads
them into a navd client configuration and offers the one helper an app needs for
deep links: resolve a link through the route table, then route its canonical URL.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Optional

from navd_client import ClientHandle, RouteResult

APP_DIR = Path(__file__).with_name("app")
PATH_CONFIGURATION_FILE = APP_DIR / "path-configuration.json"
ROUTES_FILE = APP_DIR / "routes.json"
ORIGIN = "https://pantry.example"
HOME = ORIGIN + "/"

TABS: List[Dict[str, str]] = [
    {"id": "home", "title": "Home", "url": HOME},
    {"id": "saved", "title": "Saved", "url": ORIGIN + "/saved"},
    {"id": "profile", "title": "Profile", "url": ORIGIN + "/profile"},
]


def url(path: str) -> str:
    """An absolute Pantry URL for ``path`` (``"/recipes/42"``)."""
    return ORIGIN + path


def path_configuration() -> Dict[str, Any]:
    """The app's Hotwire path configuration."""
    return json.loads(PATH_CONFIGURATION_FILE.read_text(encoding="utf-8"))


def routes() -> List[Dict[str, Any]]:
    """The app's route table (custom scheme ``pantry://`` and universal links)."""
    return json.loads(ROUTES_FILE.read_text(encoding="utf-8"))


def configuration(*, with_tabs: bool = False, notifications: bool = False) -> Dict[str, Any]:
    """The navd client configuration of the app."""
    config: Dict[str, Any] = {
        "startLocation": HOME,
        "pathConfiguration": path_configuration(),
        "routes": routes(),
        "visitableViewControllers": ["web"],
        "notifications": notifications,
    }
    if with_tabs:
        config["tabs"] = TABS
    return config


class UnknownDeepLink(Exception):
    """The route table does not know the link."""

    def __init__(self, link: str, reason: Optional[str]) -> None:
        self.link = link
        self.reason = reason
        super().__init__(f"unknown deep link {link!r}: {reason}")


def open_deep_link(nav: ClientHandle, link: str) -> RouteResult:
    """What the app does with an incoming link: resolve it, then route its canonical web URL."""
    resolved = nav.resolve(link)
    if not resolved.known or resolved.canonical_url is None:
        raise UnknownDeepLink(link, resolved.reason)
    return nav.route(resolved.canonical_url)


def ops(result: Any) -> List[tuple]:
    """Operation summaries of a result, for compact assertions."""
    return [op.summary() for op in result.operations]
