"""The pytest plugin: fixtures run against an executable navd, skip (or fail) without one."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from fakes import FAKE

from navd_client import pytest_plugin

USES_FIXTURES = """
def test_uses_navd(navd, navd_client):
    assert navd.initialize_result.server_name == "navd"
    handle = navd_client(start_location="https://app.example/")
    assert handle.client_id == "test_uses_navd-1"
    assert handle.opened is not None
    assert navd.route("https://app.example/one").state.main_locations == ("https://app.example/one",)

import pytest

@pytest.mark.navd
def test_marked():
    pass
"""


def executable(tmp_path: Path, mode: str) -> Path:
    script = tmp_path / f"navd-{mode}"
    script.write_text(f"#!/bin/sh\nexec {sys.executable} {FAKE} {mode}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


@pytest.fixture(autouse=True)
def fresh_probe_cache(monkeypatch):
    monkeypatch.setattr(pytest_plugin, "_probe_cache", {})
    monkeypatch.delenv("NAVD_REQUIRED", raising=False)


def test_fixtures_work_with_a_navd_that_answers(pytester, tmp_path):
    pytester.makepyfile(USES_FIXTURES)
    result = pytester.runpytest_subprocess("--navd", str(executable(tmp_path, "normal")), "-p", "no:cacheprovider")
    # The fake answers initialize and route but not client/open: the first test fails
    # on that call (proving the fixture reached the server), the marked one passes.
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*method not found: client/open*"])


def test_tests_skip_with_the_reason_when_navd_does_not_start(pytester, tmp_path):
    pytester.makepyfile(USES_FIXTURES)
    result = pytester.runpytest_subprocess("--navd", str(executable(tmp_path, "die-at-start")), "-rs")
    result.assert_outcomes(skipped=2)
    result.stdout.fnmatch_lines(["*does not answer initialize yet*"])


def test_tests_skip_when_navd_is_missing(pytester, tmp_path):
    pytester.makepyfile(USES_FIXTURES)
    result = pytester.runpytest_subprocess("--navd", str(tmp_path / "absent"), "-rs")
    result.assert_outcomes(skipped=2)
    result.stdout.fnmatch_lines(["*navd is not built*"])


def test_navd_required_turns_the_skip_into_a_failure(pytester, tmp_path):
    pytester.makepyfile(USES_FIXTURES)
    result = pytester.runpytest_subprocess("--navd", str(tmp_path / "absent"), "--navd-required")
    result.assert_outcomes(errors=2)
    result.stdout.fnmatch_lines(["*navd required but unavailable*"])


DRIVES_THE_APP = """
def test_drives_the_app(navd_app):
    app = navd_app("android", path_configuration="/config.json")
    app.start()
    assert app.requests == [("GET", "/config.json"), ("GET", "/"), ("GET", "/posts")]
    assert app.state.main_locations == (app.url("/posts"),)
    assert app.url("/") == "{url}/"
"""


def test_navd_app_drives_the_server_given_by_navd_app_url(pytester, navd_path):
    from app_servers import Blog, Served

    served = Served(Blog())
    try:
        pytester.makepyfile(DRIVES_THE_APP.replace("{url}", served.url))
        result = pytester.runpytest_subprocess("--navd", str(navd_path), "--navd-app-url", served.url, "-p", "no:cacheprovider")
        result.assert_outcomes(passed=1)
        skipped = pytester.runpytest_subprocess("--navd", str(navd_path), "-rs", "-p", "no:cacheprovider")
        skipped.assert_outcomes(skipped=1)
        skipped.stdout.fnmatch_lines(["*no app to drive: pass --navd-app-url URL*"])
    finally:
        served.stop()
