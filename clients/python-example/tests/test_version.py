"""The one release version: navd's (``NavdVersion.current``), the Python client's and the Ruby gem's
are equal, so the platform wheel and gem that Scripts/release builds carry a binary of their own
version."""

from __future__ import annotations

import re
from pathlib import Path

import navd_client

ROOT = Path(__file__).resolve().parents[3]


def declared(relative: str, pattern: str) -> str:
    match = re.search(pattern, (ROOT / relative).read_text(encoding="utf-8"), re.MULTILINE)
    assert match, f"{relative}: no version matching {pattern}"
    return match.group(1)


def test_navd_the_python_client_and_the_gem_share_one_version():
    swift = declared("Sources/NavProtocol/NavdVersion.swift", r'static let current = "([^"]+)"')
    ruby = declared("clients/ruby/lib/navd/version.rb", r'^\s*VERSION = "([^"]+)"')
    assert re.fullmatch(r"\d+\.\d+\.\d+", swift)
    assert (navd_client.__version__, ruby) == (swift, swift)


def test_the_distribution_takes_its_version_from_the_package():
    text = (ROOT / "clients/python-example/pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text
    assert 'version = { attr = "navd_client.__version__" }' in text
    assert not re.search(r"^version\s*=\s*\"", text, re.MULTILINE)
