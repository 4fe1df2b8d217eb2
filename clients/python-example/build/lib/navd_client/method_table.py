"""The client's method table: which :class:`~navd_client.Navd` method sends each of navd's methods.

The naming rule, the same in the Ruby gem (``clients/ruby/lib/navd/method_table.rb``):

- A method is named by the last segment of its wire name in snake_case: ``clearAll`` →
  ``clear_all``, ``ui/dismissModal`` → ``dismiss_modal``, ``routes/resolve`` → ``resolve``.
- When that segment is a verb whose object is the namespace, the object follows the verb as
  in English: ``state/export`` → ``export_state``, ``client/open`` → ``open_client``,
  ``client/list`` → ``list_clients``, ``tabs/select`` → ``select_tab``,
  ``pathConfiguration/load`` → ``load_path_configuration``, ``routes/print`` → ``print_route``.
  ``pathConfiguration/properties`` is ``path_properties``, after its result type
  :class:`~navd_client.PathProperties` (a bare ``properties`` reads as a route's properties).
- The lifecycle the client drives itself maps to its lifecycle API: ``initialize`` and
  ``initialized`` → :meth:`Navd.initialize` (which the constructor calls), ``exit`` →
  :meth:`Navd.close` (``shutdown`` then ``exit``), ``$/cancelRequest`` → :meth:`Navd.cancel`,
  ``rpc.discover`` → :meth:`Navd.discover`.
- A segment that names an event the web view reports keeps its words, as ``visitable/didChangeURL``
  → ``did_change_url`` does: ``session/proposeVisit`` → ``propose_visit``, ``session/formSubmitted``
  → ``form_submitted``, ``session/crossOriginRedirect`` → ``cross_origin_redirect``,
  ``session/visitFailed`` → ``visit_failed`` (``session`` is the web session that reports it, not the
  object of a verb, so no word moves).
- A param is the snake_case of its wire name (``proposalResult`` → ``proposal_result``); an
  entry lists the params named otherwise, those the client fills itself and those it does not
  offer.

``tests/test_method_table.py`` compares this table with ``rpc.discover`` of the built navd and
with the Ruby gem's table, so a method or param that navd gains and the client lacks fails there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Mapping, Optional, Tuple

#: The param every per-client method carries, filled from the handle (:attr:`ClientHandle.client_id`).
BY_HANDLE = ("client",)


@dataclass(frozen=True)
class MethodEntry:
    """One wire method and the :class:`~navd_client.Navd` method that sends it."""

    #: The method's wire name (``"state/export"``).
    wire: str
    #: The Python method's name (``"export_state"``), an attribute of :class:`~navd_client.Navd`.
    name: str
    #: Python params whose wire param is named otherwise: Python name → the wire param it fills
    #: (``None``: a client-side setting that sends nothing, such as ``close``'s ``grace``).
    renamed: Mapping[str, Optional[str]] = field(default_factory=dict)
    #: Wire params the client fills itself, never a Python param (the handle's ``client``).
    supplied: Tuple[str, ...] = ()
    #: Wire params the Python method does not offer (navd's default applies).
    not_offered: Tuple[str, ...] = ()
    #: For a lifecycle method the client drives itself: the wire method whose Python method also
    #: sends this one (``initialized`` is sent by ``initialize``'s method), else ``None``.
    sent_with: Optional[str] = None


METHOD_TABLE: Tuple[MethodEntry, ...] = (
    # §2 Lifecycle: driven by the client itself.
    MethodEntry("initialize", "initialize", {"client_name": "clientInfo", "notifications": "capabilities"}),
    MethodEntry("initialized", "initialize", sent_with="initialize"),
    MethodEntry("shutdown", "shutdown"),
    MethodEntry("exit", "close", {"grace": None}),
    MethodEntry("$/cancelRequest", "cancel", {"request_id": "id"}),
    MethodEntry("rpc.discover", "discover"),
    # §4 Clients.
    MethodEntry("client/open", "open_client", {"client_id": "client", "platform": "configuration"}),
    MethodEntry("client/close", "close_client", {"client_id": "client"}),
    MethodEntry("client/list", "list_clients"),
    MethodEntry("client/configure", "configure", {"fields": "configuration"}, supplied=BY_HANDLE),
    # §5 Navigating.
    MethodEntry("route", "route", {"action": "options", "response": "options"}, supplied=BY_HANDLE),
    MethodEntry("pop", "pop", supplied=BY_HANDLE),
    MethodEntry("clearAll", "clear_all", supplied=BY_HANDLE),
    MethodEntry("reload", "reload", supplied=BY_HANDLE),
    MethodEntry("currentVisitableURL", "current_visitable_url", supplied=BY_HANDLE),
    MethodEntry("start", "start", supplied=BY_HANDLE),
    # §6 Inspection and state.
    MethodEntry("state", "state", supplied=BY_HANDLE),
    MethodEntry("state/export", "export_state", supplied=BY_HANDLE),
    MethodEntry(
        "state/import",
        "import_state",
        {"snapshot": "state", "main": "state", "modal": "state", "presented": "state", "modal_style": "state"},
        supplied=BY_HANDLE,
        not_offered=("tab",),
    ),
    # §7 Outside the navigator.
    MethodEntry("ui/back", "back", supplied=BY_HANDLE),
    MethodEntry("ui/dismissModal", "dismiss_modal", supplied=BY_HANDLE),
    MethodEntry("ui/push", "push", supplied=BY_HANDLE, not_offered=("animated",)),
    MethodEntry("visitable/didChangeURL", "did_change_url", supplied=BY_HANDLE, not_offered=("state",)),
    MethodEntry("tabs/select", "select_tab", supplied=BY_HANDLE, not_offered=("state",)),
    # §8 Decisions without navigation.
    MethodEntry("router/decide", "decide", supplied=BY_HANDLE, not_offered=("tab",)),
    MethodEntry("webView/decidePolicy", "decide_policy", supplied=BY_HANDLE, not_offered=("tab", "state")),
    MethodEntry("pathConfiguration/properties", "path_properties", supplied=BY_HANDLE),
    MethodEntry("pathConfiguration/load", "load_path_configuration", supplied=BY_HANDLE),
    MethodEntry("routes/resolve", "resolve", supplied=BY_HANDLE),
    MethodEntry("routes/print", "print_route", {"route_name": "name", "kwargs": "params"}, supplied=BY_HANDLE),
    MethodEntry("routes/coverage", "coverage", supplied=BY_HANDLE),
    # §14 The web side.
    MethodEntry("session/proposeVisit", "propose_visit", {"action": "options", "response": "options"}, supplied=BY_HANDLE),
    MethodEntry(
        "session/formSubmitted",
        "form_submitted",
        {"status_code": "response", "url": "response", "redirected": "response", "html": "response"},
        supplied=BY_HANDLE,
    ),
    MethodEntry("session/crossOriginRedirect", "cross_origin_redirect", supplied=BY_HANDLE),
    MethodEntry("session/visitFailed", "visit_failed", supplied=BY_HANDLE, not_offered=("state",)),
    # §11 Comparing the two platforms.
    MethodEntry("compare", "compare"),
)

#: :data:`METHOD_TABLE` by wire name.
METHODS_BY_WIRE_NAME: Dict[str, MethodEntry] = {entry.wire: entry for entry in METHOD_TABLE}

__all__ = ["BY_HANDLE", "METHODS_BY_WIRE_NAME", "METHOD_TABLE", "MethodEntry"]
