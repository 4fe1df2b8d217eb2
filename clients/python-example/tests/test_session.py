"""A normal session with the fake server: lifecycle, results as dataclasses, notifications."""

from __future__ import annotations

import queue

import pytest

from navd_client import ChangeResult, Entry, InitializeResult, Navd, Operation, RouteResult, State, Visit
from fakes import fake_command


def test_initialize_result_is_parsed(fake):
    nav = fake()
    assert isinstance(nav.initialize_result, InitializeResult)
    assert nav.initialize_result.server_name == "navd"
    assert nav.initialize_result.protocol_version == 1
    assert nav.initialize_result.framing == "lsp"
    assert "route" in nav.initialize_result.methods


def test_route_returns_dataclasses_with_raw_json(fake):
    nav = fake()
    result = nav.route("https://app.example/one")
    assert isinstance(result, RouteResult)
    assert result.navigated and result.handler == "app-navigation"
    assert result.operations == (Operation(op="push", stack="main", entry=1, animated=True),)
    assert result.operations[0].summary() == ("push", "main")
    assert result.visits == (Visit(stack="main", entry=1, url="https://app.example/one", action="advance", reason="route", session="main", load="network"),)
    assert result.network_loads == ("https://app.example/one",)
    assert result.state is not None and result.state.web_session("main").rendered_url == "https://app.example/one"
    assert isinstance(result.state, State)
    assert result.state.main_locations == ("https://app.example/one",)
    assert result.raw["decision"] == "navigate"


def test_state_stacks_and_entries(fake):
    nav = fake()
    nav.route("https://app.example/one")
    nav.route("https://app.example/two")
    state = nav.state()
    assert [e.id for e in state.main] == [1, 2]
    assert isinstance(state.main[0], Entry)
    assert state.top is not None and state.top.routed_location == "https://app.example/two"
    assert state.entry(1).current_url == "https://app.example/one"
    assert state.presented is False and state.modal == () and state.active_stack == "main"
    assert state.current_visitable_url == "https://app.example/two"
    with pytest.raises(KeyError):
        state.entry(99)


def test_state_false_leaves_state_out(fake):
    nav = fake()
    assert nav.route("https://app.example/one", state=False).state is None


def test_pop_result(fake):
    nav = fake()
    nav.route("https://app.example/one")
    nav.route("https://app.example/two")
    popped = nav.pop(animated=False)
    assert isinstance(popped, ChangeResult)
    assert popped.operations == (Operation(op="pop", stack="main", entry=2, animated=False),)
    assert popped.state is not None and popped.state.main_locations == ("https://app.example/one",)


def test_close_sends_shutdown_and_exit_and_reaps(fake):
    nav = fake()
    assert nav.close() == 0
    assert nav.returncode == 0
    assert nav.closed
    assert nav.close() == 0  # idempotent


def test_context_manager_reaps_the_process():
    with Navd(command=fake_command("normal")) as nav:
        nav.state()
    assert nav.returncode == 0


def test_context_manager_reaps_even_when_the_body_raises():
    with pytest.raises(RuntimeError, match="boom"):
        with Navd(command=fake_command("normal")) as nav:
            raise RuntimeError("boom")
    assert nav.returncode == 0


class _StdinThatSeesTheExitFirst:
    """navd's stdin, but each flush returns only after navd has exited and its end of output was read."""

    def __init__(self, nav: Navd) -> None:
        self._nav = nav
        self._stdin = nav.connection.process.stdin

    @property
    def closed(self) -> bool:
        return self._stdin.closed

    def write(self, data: bytes) -> int:
        return self._stdin.write(data)

    def flush(self) -> None:
        self._stdin.flush()
        self._nav.connection.wait(5)
        self._nav.connection._stdout_thread.join(5)

    def close(self) -> None:
        self._stdin.close()


def test_exit_notification_succeeds_when_the_server_is_gone_before_the_write_returns(fake):
    # The race a fast navd wins: it reads `exit`, exits, and the reader records the end of
    # its output while notify() is still writing. The write succeeded; notify must not raise.
    nav = fake()
    nav.connection.process.stdin = _StdinThatSeesTheExitFirst(nav)
    nav.notify("exit")
    assert nav.connection.returncode == 1  # exit without shutdown
    assert nav.close() == 1


def test_close_kills_a_server_that_ignores_exit(fake):
    nav = fake("ignore-exit")
    status = nav.close(grace=0.3)
    assert status is not None and status < 0  # SIGTERM ignored, so SIGKILL
    assert nav.returncode == status


def test_list_clients(fake):
    assert fake().list_clients() == ["default"]


def test_notifications_are_queued_in_order(fake):
    nav = fake("notify", notifications=True)
    nav.route("https://app.example/one")
    log = nav.notifications.get(timeout=5)
    change = nav.notifications.get(timeout=5)
    assert log.method == "window/logMessage" and log.params["code"] == "demo"
    assert change.method == "navigator/didChange"
    assert change.client == "default"
    assert change.params["operations"][0]["op"] == "push"
    with pytest.raises(queue.Empty):
        nav.notifications.get(timeout=0.05)


def test_notifications_wait_for_and_drain(fake):
    nav = fake("notify", notifications=True)
    nav.route("https://app.example/one")
    nav.route("https://app.example/two")
    first = nav.notifications.wait_for("navigator/didChange", timeout=5)
    assert [e["routedLocation"] for e in first.params["state"]["main"]] == ["https://app.example/one"]
    rest = nav.notifications.drain("navigator/didChange")
    assert len(rest) == 1
    assert [e["routedLocation"] for e in rest[0].params["state"]["main"]] == [
        "https://app.example/one",
        "https://app.example/two",
    ]
    assert list(nav.notifications) == []


def test_no_notifications_unless_asked(fake):
    nav = fake("notify", notifications=False)
    nav.route("https://app.example/one")
    assert nav.notifications.drain() == []


def test_ndjson_framing_is_rejected_by_an_lsp_only_server_cleanly():
    from navd_client import NavdException

    with pytest.raises(NavdException):
        Navd(command=fake_command("normal"), framing="ndjson", timeout=1.0)
