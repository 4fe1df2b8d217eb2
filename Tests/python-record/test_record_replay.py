"""``navd --record FILE`` then ``navd replay``, end to end through the built binary (docs/recording.md).

Sessions are driven by the project's Python client (``navd_client``) in both framings, and by
raw bytes where the client would not send them (numbers such as ``1.0``, non-UTF-8, over-limit lines).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from navd_client import Navd
from navd_client.errors import NavdError
from recording import compact, delete_line, kinds, line_number, read_lines, replay, rewrite_line

CONFIGURATION = {
    "startLocation": "https://app.example/",
    "pathConfiguration": {"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]},
}

DEFAULT_OPTIONS = [
    "--framing", "auto", "--log-level", "warning", "--max-message-bytes", "16777216",
    "--max-depth", "512", "--max-clients", "10000", "--max-stack-entries", "10000",
]  # fmt: skip


def drive(nav: Navd) -> None:
    """A session touching routing, modals, decisions, a second client, an error and a batch."""
    nav.route("https://app.example/one")
    nav.route("https://app.example/new")
    nav.dismiss_modal()
    nav.decide("https://elsewhere.example/")
    nav.client("second").route("https://app.example/two")
    with pytest.raises(NavdError):
        nav.request("route", {"url": 42})
    batch = b'[{"jsonrpc":"2.0","id":"b1","method":"client/list"},{"jsonrpc":"2.0","method":"initialized"}]'
    if nav.connection.framing == "lsp":
        nav.connection.send_raw(b"Content-Length: %d\r\n\r\n" % len(batch) + batch)
    else:
        nav.connection.send_raw(batch + b"\n")
    nav.state()


def record(navd: Path, path: Path, framing: str) -> None:
    with Navd(navd, args=["--record", str(path)], framing=framing, notifications=True, configuration=CONFIGURATION) as nav:
        drive(nav)


@pytest.fixture(params=["lsp", "ndjson"])
def recorded(request, navd_binary: Path, tmp_path: Path) -> Path:
    """A recording of :func:`drive` in each framing, in ``tmp_path``."""
    path = tmp_path / "session.jsonl"
    record(navd_binary, path, request.param)
    return path


def test_recording_holds_the_whole_session_in_order(recorded: Path) -> None:
    lines = read_lines(recorded)
    assert lines[0] == ("options", DEFAULT_OPTIONS)
    assert lines[1][0] == "in" and lines[1][1]["method"] == "initialize"
    assert lines[2][0] == "out" and lines[2][1]["id"] == 1 and lines[2][1]["result"]["serverInfo"]["name"] == "navd"
    requests = [value for kind, value in lines if kind == "in" and isinstance(value, dict) and "id" in value]
    responses = [value for kind, value in lines if kind == "out" and isinstance(value, dict) and "id" in value]
    assert [r["id"] for r in responses] == [r["id"] for r in requests]
    assert [r["method"] for r in requests][-2:] == ["state", "shutdown"]
    assert lines[-1] == ("in", {"jsonrpc": "2.0", "method": "exit"})
    # Each notification is recorded before the response of the request that caused it.
    first_route = line_number(recorded, lambda k, v: k == "in" and isinstance(v, dict) and v.get("method") == "route")
    assert lines[first_route][0] == "out" and lines[first_route][1]["method"] == "navigator/didChange"
    assert lines[first_route + 1][1]["id"] == lines[first_route - 1][1]["id"]
    # A batch is one `in` holding the array, and its reply one `out` holding the array.
    assert [value for kind, value in lines if kind == "in" and isinstance(value, list)] == [
        [{"jsonrpc": "2.0", "id": "b1", "method": "client/list"}, {"jsonrpc": "2.0", "method": "initialized"}]
    ]
    assert [value for kind, value in lines if kind == "out" and isinstance(value, list)] == [
        [{"jsonrpc": "2.0", "id": "b1", "result": {"clients": ["default", "second"]}}]
    ]


def test_replay_of_an_untouched_recording_passes(navd_binary: Path, recorded: Path) -> None:
    result = replay(navd_binary, recorded.name, cwd=recorded.parent)
    assert (result.returncode, result.stdout, result.stderr) == (0, "ok session.jsonl\n1 passed, 0 failed\n", "")


def test_a_tampered_value_fails_at_its_line_and_path(navd_binary: Path, recorded: Path) -> None:
    number = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    rewrite_line(recorded, number, compact({"out": {"jsonrpc": "2.0", "id": 5, "result": {"decision": "cancel", "handler": "system"}}}))
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert result.returncode == 1
    assert result.stdout == f'session.jsonl:{number}: $.result.handler: recorded "system", now "safari"\n0 passed, 1 failed\n'


def test_the_first_difference_follows_the_recorded_key_order(navd_binary: Path, recorded: Path) -> None:
    number = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    tampered = {"out": {"result": {"handler": "x", "decision": "y"}, "id": 5, "jsonrpc": "2.0"}}
    rewrite_line(recorded, number, compact(tampered))
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert result.stdout.splitlines()[0] == f'session.jsonl:{number}: $.result.handler: recorded "x", now "safari"'


def test_a_removed_member_and_an_added_one_are_absent_on_one_side(navd_binary: Path, recorded: Path) -> None:
    number = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    rewrite_line(recorded, number, compact({"out": {"jsonrpc": "2.0", "id": 5, "result": {"decision": "cancel"}}}))
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert result.stdout.splitlines()[0] == f'session.jsonl:{number}: $.result.handler: recorded absent, now "safari"'
    rewrite_line(recorded, number, compact({"out": {"jsonrpc": "2.0", "id": 5, "result": {"decision": "cancel", "handler": "safari", "why": 1}}}))
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert result.stdout.splitlines()[0] == f"session.jsonl:{number}: $.result.why: recorded 1, now absent"


def test_a_deleted_response_is_an_extra_message_at_the_line_after_the_last_out(navd_binary: Path, recorded: Path) -> None:
    number = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    delete_line(recorded, number)
    # The line before the deleted one is the `router/decide` request; the last `out` before it is the line before that.
    assert read_lines(recorded)[number - 2][1]["method"] == "router/decide"
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    expected = {"jsonrpc": "2.0", "id": 5, "result": {"decision": "cancel", "handler": "safari"}}
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == f"session.jsonl:{number - 1}: $: recorded absent, now {compact(expected)}"


def test_a_recorded_message_navd_no_longer_sends_is_reported_at_its_line(navd_binary: Path, recorded: Path) -> None:
    lines = recorded.read_text(encoding="utf-8").splitlines()
    number = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    bogus = {"jsonrpc": "2.0", "method": "navigator/didChange", "params": {}}
    lines.insert(number, compact({"out": bogus}))
    recorded.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert result.stdout.splitlines()[0] == f"session.jsonl:{number + 1}: $: recorded {compact(bogus)}, now absent"


def test_version_and_framing_of_initialize_are_not_compared(navd_binary: Path, recorded: Path) -> None:
    kind, initialize = read_lines(recorded)[2]
    initialize["result"]["serverInfo"]["version"] = "0.0.0-elsewhere"
    initialize["result"]["capabilities"]["framing"] = "carrier-pigeon"
    rewrite_line(recorded, 3, compact({kind: initialize}))
    result = replay(navd_binary, "session.jsonl", cwd=recorded.parent)
    assert (result.returncode, result.stdout) == (0, "ok session.jsonl\n1 passed, 0 failed\n")


def test_update_rewrites_the_out_lines_and_keeps_every_in(navd_binary: Path, recorded: Path) -> None:
    original = recorded.read_bytes()
    safari = line_number(recorded, lambda k, v: k == "out" and v.get("result", {}).get("handler") == "safari")
    rewrite_line(recorded, safari, compact({"out": {"jsonrpc": "2.0", "id": 5, "result": {"decision": "stale"}}}))
    kind, initialize = read_lines(recorded)[2]
    initialize["result"]["serverInfo"] = "old"  # capabilities.framing stays: replay answers in the recorded framing
    rewrite_line(recorded, 3, compact({kind: initialize}))
    notification = line_number(recorded, lambda k, v: k == "out" and v.get("method") == "navigator/didChange")
    delete_line(recorded, notification)
    lines = recorded.read_text(encoding="utf-8").splitlines()
    lines.insert(safari, compact({"out": {"jsonrpc": "2.0", "method": "gone", "params": {}}}))
    recorded.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tampered_ins = [line for line in read_lines(recorded) if line[0] != "out"]
    assert replay(navd_binary, "session.jsonl", cwd=recorded.parent).returncode == 1

    result = replay(navd_binary, "--update", "session.jsonl", cwd=recorded.parent)
    assert (result.returncode, result.stdout, result.stderr) == (0, "updated session.jsonl\n", "")
    assert [line for line in read_lines(recorded) if line[0] != "out"] == tampered_ins
    assert recorded.read_bytes() == original
    assert replay(navd_binary, "session.jsonl", cwd=recorded.parent).returncode == 0


def test_update_of_an_unreadable_file_exits_2_and_updates_the_others(navd_binary: Path, recorded: Path) -> None:
    original = recorded.read_bytes()
    kind, initialize = read_lines(recorded)[2]
    initialize["result"]["protocolVersion"] = 0
    rewrite_line(recorded, 3, compact({kind: initialize}))
    result = replay(navd_binary, "--update", "missing.jsonl", "session.jsonl", cwd=recorded.parent)
    assert result.returncode == 2
    assert result.stdout == "updated session.jsonl\n"
    assert result.stderr == "navd replay: cannot read missing.jsonl: No such file or directory\n"
    assert recorded.read_bytes() == original


def test_several_files_count_passed_and_failed_and_2_wins(navd_binary: Path, recorded: Path) -> None:
    directory = recorded.parent
    (directory / "same.jsonl").write_bytes(recorded.read_bytes())
    (directory / "tampered.jsonl").write_bytes(recorded.read_bytes())
    rewrite_line(directory / "tampered.jsonl", 3, compact({"out": {"jsonrpc": "2.0", "id": 1, "result": None}}))
    result = replay(navd_binary, "session.jsonl", "tampered.jsonl", "same.jsonl", cwd=directory)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "ok session.jsonl"
    assert lines[1].startswith("tampered.jsonl:3: $.result: recorded null, now {")
    assert lines[2:] == ["ok same.jsonl", "2 passed, 1 failed"]

    (directory / "junk.jsonl").write_text('{"options":[]}\n{"in":1,"out":2}\n', encoding="utf-8")
    result = replay(navd_binary, "tampered.jsonl", "junk.jsonl", "same.jsonl", cwd=directory)
    assert result.returncode == 2
    assert result.stdout.splitlines()[1:] == ["ok same.jsonl", "1 passed, 2 failed"]
    assert result.stderr == (
        "junk.jsonl:2: not a recording: the object has 2 members; expected exactly one of "
        '"options", "in", "in_raw", "in_bytes", "in_over_limit", "out"\n'
    )


def test_recorded_options_are_replayed(navd_binary: Path, tmp_path: Path) -> None:
    """`--max-clients 2` and `--path-configuration` (relative, resolved where replay runs) come back."""
    (tmp_path / "paths.json").write_text(
        json.dumps({"settings": {}, "rules": [{"patterns": ["/modal$"], "properties": {"context": "modal"}}]}), encoding="utf-8"
    )
    path = tmp_path / "limited.jsonl"
    args = ["--record", "limited.jsonl", "--max-clients", "2", "--path-configuration", "paths.json"]
    with Navd(navd_binary, args=args, cwd=tmp_path) as nav:
        nav.client("second").route("https://app.example/modal")
        with pytest.raises(NavdError) as refused:
            nav.client("third").route("https://app.example/")
        assert refused.value.code == -32012
    options = read_lines(path)[0][1]
    assert options[options.index("--max-clients") + 1] == "2"
    assert options[-2:] == ["--path-configuration", "paths.json"]
    assert replay(navd_binary, "limited.jsonl", cwd=tmp_path).stdout == "ok limited.jsonl\n1 passed, 0 failed\n"

    (tmp_path / "paths.json").write_text(json.dumps({"settings": {}, "rules": []}), encoding="utf-8")
    changed = replay(navd_binary, "limited.jsonl", cwd=tmp_path)
    assert changed.returncode == 1
    assert '$.result.proposal.properties.context: recorded "modal", now absent' in changed.stdout

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    missing = replay(navd_binary, str(path), cwd=elsewhere)
    assert missing.returncode == 2
    assert missing.stderr.startswith(f"{path}: navd cannot start with the recorded options: ")


def run_raw(navd: Path, path: Path, frames: bytes, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(navd), "--record", str(path), *extra], input=frames, capture_output=True, timeout=30, check=False
    )


def test_frames_are_recorded_token_for_token_or_as_raw_text_bytes_or_over_limit(navd_binary: Path, tmp_path: Path) -> None:
    path = tmp_path / "raw.jsonl"
    spaced = b'{ "jsonrpc" : "2.0",\t"id": "s", "method": "client/list", "params": {"x": "\\u00e9\\/ \\"q\\"", "y": [1, -0]} }'
    frames = [
        b'{"jsonrpc":"2.0","id":1,"method":"initialize"}',
        spaced,
        b'{"jsonrpc":"2.0","id":1.0,"method":"client/list"}',
        b'{"jsonrpc":"2.0","id":2,"method":"client/list","params":{"n":1e0}}',
        b'{"jsonrpc":"2.0","id":3,"method":"client/list","params":{"s":"\\ud800"}}',
        b'{"jsonrpc":"2.0","id":4,"method":"client/list","params":{"big":9223372036854775808}}',
        b'{"jsonrpc":"2.0","id":5,',
        b'{"jsonrpc":"2.0","id":6,"method":"\xff\xfe"}',
        b'{"jsonrpc":"2.0","id":7,"method":"client/list","params":{"pad":"' + b"x" * 300 + b'"}}',
        b'{"jsonrpc":"2.0","id":8,"method":"shutdown"}',
        b'{"jsonrpc":"2.0","method":"exit"}',
    ]
    result = run_raw(navd_binary, path, b"\n".join(frames) + b"\n", "--max-message-bytes", "200")
    assert result.returncode == 0
    text_lines = path.read_text(encoding="utf-8").splitlines()
    assert text_lines[2] == '{"in":' + '{"jsonrpc":"2.0","id":"s","method":"client/list","params":{"x":"\\u00e9\\/ \\"q\\"","y":[1,-0]}}' + "}"
    lines = read_lines(path)
    assert lines[0][1][lines[0][1].index("--max-message-bytes") + 1] == "200"
    assert lines[3] == ("in_raw", frames[2].decode())
    assert lines[4] == ("in_raw", frames[3].decode())
    assert lines[5] == ("in_raw", frames[4].decode())
    assert lines[6] == ("in_raw", frames[5].decode())
    assert lines[7] == ("in_raw", frames[6].decode())
    assert lines[8] == ("in_bytes", "eyJqc29ucnBjIjoiMi4wIiwiaWQiOjYsIm1ldGhvZCI6Iv/+In0=")
    assert lines[9] == ("in_over_limit", "max-message-bytes")
    assert kinds(lines[10:]) == ["in", "in"] + ["out"] * 10
    assert lines[-1] == ("out", {"jsonrpc": "2.0", "id": 8, "result": None})
    assert replay(navd_binary, "raw.jsonl", cwd=tmp_path).stdout == "ok raw.jsonl\n1 passed, 0 failed\n"


def test_a_crash_loses_nothing_already_answered(navd_binary: Path, tmp_path: Path) -> None:
    path = tmp_path / "crash.jsonl"
    process = subprocess.Popen(
        [str(navd_binary), "--record", str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    try:
        for request in (
            {"jsonrpc": "2.0", "id": 1, "method": "initialize"},
            {"jsonrpc": "2.0", "id": 2, "method": "route", "params": {"url": "https://app.example/one"}},
        ):
            process.stdin.write(json.dumps(request).encode() + b"\n")
            process.stdin.flush()
            assert json.loads(process.stdout.readline())["id"] == request["id"]
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
    lines = read_lines(path)
    assert kinds(lines) == ["options", "in", "out", "in", "out"]
    assert lines[4][1]["id"] == 2 and lines[4][1]["result"]["decision"] == "navigate"
    assert replay(navd_binary, "crash.jsonl", cwd=tmp_path).returncode == 0


def test_a_recording_that_cannot_be_opened_exits_2_before_reading_input(navd_binary: Path, tmp_path: Path) -> None:
    target = tmp_path / "no-such-directory" / "session.jsonl"
    process = subprocess.Popen(
        [str(navd_binary), "--record", str(target)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        # stdin stays open and empty: navd must not wait for it.
        stdout, stderr = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 2
    assert stdout == b""
    assert stderr.decode() == f"navd: error: cannot open the recording {target}: No such file or directory\n"


def test_record_truncates_an_existing_file(navd_binary: Path, tmp_path: Path) -> None:
    path = tmp_path / "again.jsonl"
    path.write_text("old contents that are much longer than one line\n" * 100, encoding="utf-8")
    result = run_raw(navd_binary, path, b'{"jsonrpc":"2.0","method":"exit"}\n')
    assert result.returncode == 1
    assert read_lines(path) == [("options", DEFAULT_OPTIONS), ("in", {"jsonrpc": "2.0", "method": "exit"})]


def test_a_deep_link_session_with_a_declared_handler_replays(navd_binary: Path, tmp_path: Path) -> None:
    """``deepLink/open`` and declared route decision handlers are recorded and replayed like any method."""
    path = tmp_path / "links.jsonl"
    configuration = {
        **CONFIGURATION,
        "routeDecisionHandlers": [{"name": "paywall", "matches": {"url": "/premium"}, "decision": "cancel"}, "app-navigation"],
    }
    with Navd(navd_binary, args=["--record", str(path)], framing="ndjson", configuration=configuration) as nav:
        assert nav.open_deep_link("https://app.example/new", "cold").network_loads == (
            "https://app.example/",
            "https://app.example/new",
        )
        assert nav.open_deep_link("https://app.example/premium", "warm").route.handler == "paywall"
    methods = [v["method"] for k, v in read_lines(path) if k == "in" and isinstance(v, dict) and "id" in v]
    assert methods.count("deepLink/open") == 2
    result = replay(navd_binary, path.name, cwd=path.parent)
    assert (result.returncode, result.stdout) == (0, "ok links.jsonl\n1 passed, 0 failed\n")
