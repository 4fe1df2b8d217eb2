"""A typed Python client for navd (JSON-RPC 2.0 over stdio).

See ``clients/python-example/README.md`` for a tour.
"""

from __future__ import annotations

__version__ = "0.1.0"

from .client import ClientHandle, Navd, repo_root_of
from .comparison import ComparedStep, Comparison, Difference, StepView
from .configuration import PLATFORMS, Platform, make_configuration
from .connection import DEFAULT_TIMEOUT
from .errors import (
    ErrorCode,
    NavdCrashed,
    NavdError,
    NavdException,
    NavdNotFound,
    NavdProtocolError,
    NavdTimeout,
)
from .locate import locate_navd, navd_required
from .method_table import METHOD_TABLE, MethodEntry
from .methods import accept_custom
from .models import (
    ChangeResult,
    ClientOpened,
    Coverage,
    Entry,
    EntryError,
    ExplainedProperty,
    ExplainedRoutePattern,
    ExplainedRule,
    ExplainedRuleMatch,
    Explanation,
    External,
    FormSubmissionResult,
    IdentityComparison,
    InitializeResult,
    NavWarning,
    Operation,
    PathConfigurationLoad,
    PathProperties,
    PolicyDecision,
    Proposal,
    ProposeVisitResult,
    ResolvedRoute,
    RouteDecision,
    RouteHits,
    RouteMatch,
    RouteResult,
    RouterStep,
    State,
    Tab,
    Visit,
    WebSession,
    WebSideExplanation,
    WebSideRule,
)
from .notifications import Notification, Notifications

__all__ = [
    "ChangeResult",
    "ClientHandle",
    "ClientOpened",
    "ComparedStep",
    "Comparison",
    "Coverage",
    "DEFAULT_TIMEOUT",
    "Difference",
    "Entry",
    "EntryError",
    "ErrorCode",
    "ExplainedProperty",
    "ExplainedRoutePattern",
    "ExplainedRule",
    "ExplainedRuleMatch",
    "Explanation",
    "External",
    "FormSubmissionResult",
    "IdentityComparison",
    "InitializeResult",
    "METHOD_TABLE",
    "MethodEntry",
    "Navd",
    "NavdCrashed",
    "NavdError",
    "NavdException",
    "NavdNotFound",
    "NavdProtocolError",
    "NavdTimeout",
    "NavWarning",
    "Notification",
    "Notifications",
    "Operation",
    "PathConfigurationLoad",
    "PathProperties",
    "PolicyDecision",
    "Proposal",
    "ProposeVisitResult",
    "ResolvedRoute",
    "RouteDecision",
    "RouteHits",
    "RouteMatch",
    "RouteResult",
    "RouterStep",
    "State",
    "StepView",
    "Tab",
    "Visit",
    "WebSession",
    "WebSideExplanation",
    "WebSideRule",
    "accept_custom",
    "locate_navd",
    "make_configuration",
    "navd_required",
    "Platform",
    "PLATFORMS",
    "repo_root_of",
]
