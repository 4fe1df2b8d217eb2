"""Building a client configuration (docs/protocol.md §4) from Python keyword arguments."""

from __future__ import annotations

from typing import Any, Dict, Literal, Mapping, Optional, Tuple, get_args

#: Whose navigation rules a client runs: Hotwire Native iOS's (the default) or Android's.
Platform = Literal["ios", "android"]
#: The values of :data:`Platform`.
PLATFORMS: Tuple[str, ...] = get_args(Platform)

#: Python keyword → configuration field.
CONFIGURATION_FIELDS: Mapping[str, str] = {
    "platform": "platform",
    "start_location": "startLocation",
    "path_configuration": "pathConfiguration",
    "match_query_strings": "matchQueryStrings",
    "route_decision_handlers": "routeDecisionHandlers",
    "web_view_policy_handlers": "webViewPolicyHandlers",
    "invalid_schemes": "invalidSchemes",
    "visitable_view_controllers": "visitableViewControllers",
    "dialog_view_controllers": "dialogViewControllers",
    "tabs": "tabs",
    "routes": "routes",
    "notifications": "notifications",
}


def make_configuration(
    base: Optional[Mapping[str, Any]] = None, *, platform: Optional[Platform] = None, **fields: Any
) -> Dict[str, Any]:
    """Merge ``base`` (a configuration in wire form) with snake_case ``fields``.

    ``make_configuration(start_location="https://app.example/", routes=[...])``
    → ``{"startLocation": "https://app.example/", "routes": [...]}``. Fields given
    as ``None`` are left out. An unknown keyword raises ``TypeError``; a
    ``platform`` other than ``"ios"`` or ``"android"`` raises ``ValueError``
    (navd chooses the platform when a client is opened; ``client/configure``
    may only repeat it).
    """
    configuration: Dict[str, Any] = dict(base or {})
    if platform is not None:
        if platform not in PLATFORMS:
            raise ValueError(f"unknown platform {platform!r}; known: {', '.join(PLATFORMS)}")
        configuration["platform"] = platform
    for key, value in fields.items():
        wire = CONFIGURATION_FIELDS.get(key)
        if wire is None:
            known = ", ".join(sorted(CONFIGURATION_FIELDS))
            raise TypeError(f"unknown configuration field {key!r}; known: {known}")
        if value is not None:
            configuration[wire] = value
    return configuration
