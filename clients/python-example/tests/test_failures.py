"""The client never hangs: crashes, timeouts and malformed output become clear errors."""

from __future__ import annotations

import pytest

from navd_client import ErrorCode, Navd, NavdCrashed, NavdError, NavdProtocolError, NavdTimeout
from fakes import fake_command


def test_crash_mid_session_raises_with_stderr_tail(fake):
    nav = fake("crash-on-route")
    assert nav.state().main == ()
    with pytest.raises(NavdCrashed) as caught:
        nav.route("https://app.example/one")
    assert caught.value.returncode == 3
    assert any("fatal: fake_navd crashed while routing https://app.example/one" in line for line in caught.value.stderr_tail)
    assert "fatal: fake_navd crashed" in str(caught.value)
    assert "exit status 3" in str(caught.value)


def test_every_call_after_a_crash_raises_at_once(fake):
    nav = fake("crash-on-route")
    with pytest.raises(NavdCrashed):
        nav.route("https://app.example/one")
    with pytest.raises(NavdCrashed):
        nav.state()
    assert nav.close() == 3


def test_death_at_start_raises_with_stderr():
    with pytest.raises(NavdCrashed) as caught:
        Navd(command=fake_command("die-at-start"), timeout=5)
    assert caught.value.returncode == 7
    assert "bad flag --frobnicate" in str(caught.value)


def test_missing_executable_is_a_clear_error():
    with pytest.raises(NavdCrashed, match="could not start"):
        Navd(command=["/nonexistent/navd-binary"])


def test_timeout_raises_and_the_connection_stays_usable(fake):
    nav = fake("hang-on-state", timeout=0.5)
    with pytest.raises(NavdTimeout) as caught:
        nav.state()
    assert caught.value.method == "state"
    assert caught.value.timeout == 0.5
    assert "ignoring state on purpose" in str(caught.value)
    assert nav.route("https://app.example/one").navigated


def test_per_call_timeout_overrides_the_default(fake):
    nav = fake("hang-on-state", timeout=30)
    with pytest.raises(NavdTimeout):
        nav.request("state", {}, timeout=0.2)


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("bad-header", "non-numeric Content-Length"),
        ("bad-json", "not UTF-8 JSON"),
        ("garbage", "header line"),
    ],
)
def test_malformed_output_is_a_protocol_error(fake, mode, expected):
    nav = fake(mode, timeout=5)
    with pytest.raises(NavdProtocolError, match=expected):
        nav.state()
    with pytest.raises(NavdProtocolError):
        nav.route("https://app.example/one")
    nav.close(grace=1)
    assert nav.returncode is not None


def test_error_answer_maps_to_navd_error_with_field(fake):
    nav = fake()
    with pytest.raises(NavdError) as caught:
        nav.route("ftp://nope")
    error = caught.value
    assert error.code == ErrorCode.INVALID_PARAMS
    assert error.field == "url"
    assert error.reason == "notAbsolute"
    assert error.method == "route"
    assert "-32602" in str(error)


def test_unknown_method_error_carries_data(fake):
    nav = fake()
    with pytest.raises(NavdError) as caught:
        nav.request("no/such", {})
    assert caught.value.code == ErrorCode.METHOD_NOT_FOUND
    assert caught.value.data == {"method": "no/such"}
    assert caught.value.field is None
    assert caught.value.problems == []


def test_limit_error_accessors(fake):
    nav = fake()
    with pytest.raises(NavdError) as caught:
        nav.request("unknown/limit", {})
    assert caught.value.limit == "max-clients"
    assert caught.value.value == 10


def test_an_error_does_not_break_the_session(fake):
    nav = fake()
    with pytest.raises(NavdError):
        nav.route("ftp://nope")
    assert nav.route("https://app.example/ok").state.main_locations == ("https://app.example/ok",)
