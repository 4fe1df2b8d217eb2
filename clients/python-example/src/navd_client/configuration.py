"""Building a client configuration (PROTOCOL.md §4) from Python keyword arguments."""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional

#: Python keyword → configuration field.
CONFIGURATION_FIELDS: Mapping[str, str] = {
    "start_location": "startLocation",
    "path_configuration": "pathConfiguration",
    "match_query_strings": "matchQueryStrings",
    "route_decision_handlers": "routeDecisionHandlers",
    "web_view_policy_handlers": "webViewPolicyHandlers",
    "invalid_schemes": "invalidSchemes",
    "visitable_view_controllers": "visitableViewControllers",
    "tabs": "tabs",
    "routes": "routes",
    "notifications": "notifications",
}


def make_configuration(base: Optional[Mapping[str, Any]] = None, **fields: Any) -> Dict[str, Any]:
    """Merge ``base`` (a configuration in wire form) with snake_case ``fields``.

    ``make_configuration(start_location="https://app.example/", routes=[...])``
    → ``{"startLocation": "https://app.example/", "routes": [...]}``. Fields given
    as ``None`` are left out. An unknown keyword raises ``TypeError``.
    """
    configuration: Dict[str, Any] = dict(base or {})
    for key, value in fields.items():
        wire = CONFIGURATION_FIELDS.get(key)
        if wire is None:
            known = ", ".join(sorted(CONFIGURATION_FIELDS))
            raise TypeError(f"unknown configuration field {key!r}; known: {known}")
        if value is not None:
            configuration[wire] = value
    return configuration
