"""Fixtures for the Pantry example: a started app client on a fresh navd."""

from __future__ import annotations

import pytest
from pantry_app import HOME, configuration

from navd_client import ClientHandle


@pytest.fixture
def app(navd_client) -> ClientHandle:
    """The Pantry app, launched: its client is configured and its start location shown."""
    nav = navd_client(configuration())
    assert nav.opened is not None and nav.opened.warnings == ()
    started = nav.start()
    assert started.state is not None and started.state.main_locations == (HOME,)
    return nav


@pytest.fixture
def tabbed_app(navd_client) -> ClientHandle:
    """The Pantry app with its tab bar (Home, Saved, Profile)."""
    return navd_client(configuration(with_tabs=True))
