"""§1 limits: -32012 {limit, value} for message bytes, depth, clients, stack entries; none crashes navd."""

from __future__ import annotations

import sys

import pytest
from wire import INIT, assert_error, dumps, lsp, nd, note, req, run, split_lsp


def limit_error(message: dict, limit: str, value: int, id=None) -> None:
    error = assert_error(message, -32012, id)
    assert error["data"] == {"limit": limit, "value": value}, error


# ---------------------------------------------------------------- max-message-bytes (NDJSON)


def padded(message: dict, size: int) -> bytes:
    """The message's JSON padded with inner whitespace to exactly ``size`` bytes."""
    body = dumps(message)
    assert len(body) <= size
    return body[:-1] + b" " * (size - len(body)) + b"}"


def test_ndjson_line_over_limit_is_32012_with_id_null_and_navd_goes_on():
    stdin = nd(INIT) + padded(req(1, "client/list"), 1025) + b"\n" + nd(req(2, "client/list"))
    result = run(stdin, "--max-message-bytes", "1024")
    assert [m["id"] for m in result.messages] == [0, None, 2]
    limit_error(result.messages[1], "max-message-bytes", 1024)
    assert result.by_id(2)["result"] == {"clients": ["default"]}


def test_ndjson_line_at_limit_is_accepted():
    result = run(nd(INIT) + padded(req(1, "client/list"), 1024) + b"\n", "--max-message-bytes", "1024")
    assert result.by_id(1)["result"] == {"clients": ["default"]}


def test_ndjson_last_line_over_limit_without_newline():
    result = run(nd(INIT) + padded(req(1, "client/list"), 2000), "--max-message-bytes", "1024")
    assert [m["id"] for m in result.messages] == [0, None]
    limit_error(result.messages[1], "max-message-bytes", 1024)


def test_huge_ndjson_line_default_limit_is_refused_and_session_continues():
    big = 16 * 1024 * 1024 + 1
    stdin = nd(INIT) + padded(req(1, "client/list"), big) + b"\n" + nd(req(2, "client/list"))
    result = run(stdin, timeout=120)
    assert [m["id"] for m in result.messages] == [0, None, 2]
    limit_error(result.messages[1], "max-message-bytes", 16 * 1024 * 1024)


def test_over_limit_line_arriving_in_pieces_is_answered_once(spawn):
    navd = spawn("--max-message-bytes", "100")
    navd.send(INIT)
    navd.wait_messages(1)
    for _ in range(20):
        navd.write(b" " * 50)
    navd.write(b"\n")
    navd.send(req(1, "client/list"))
    messages = navd.wait_messages(3)
    assert [m["id"] for m in messages] == [0, None, 1]
    limit_error(messages[1], "max-message-bytes", 100)


def test_lsp_body_over_limit_is_fatal_exit_2_nothing_partial():
    result = run(lsp(INIT, req(1, "client/list"), padded(INIT, 2000)), "--max-message-bytes", "1024", framing="lsp")
    assert result.status == 2
    assert [m["id"] for m in result.messages] == [0, 1]
    assert len(split_lsp(result.stdout)) == 2


def test_lsp_default_limit_16_mib():
    result = run(lsp(INIT) + b"Content-Length: 16777217\r\n\r\n", framing="lsp")
    assert result.status == 2 and [m["id"] for m in result.messages] == [0]
    result = run(lsp(INIT, padded(req(1, "client/list"), 16777216)), framing="lsp", timeout=120)
    assert result.status == 1 and [m["id"] for m in result.messages] == [0, 1]


# ---------------------------------------------------------------- max-depth


def nested(depth: int) -> bytes:
    """A request whose whole value has ``depth`` levels (the request object itself is level 1)."""
    assert depth >= 2
    inner = b"[" * (depth - 2) + b"]" * (depth - 2)
    return b'{"jsonrpc":"2.0","id":1,"method":"client/list","params":{"x":' + (inner or b"0") + b"}}"


@pytest.mark.parametrize("limit", [2, 3, 10, 64])
def test_depth_at_limit_is_allowed_one_more_is_32012(limit):
    ok = nested(limit)
    deep = nested(limit + 1)
    result = run(nd(INIT) + ok + b"\n" + deep + b"\n" + nd(req(2, "client/list")), "--max-depth", str(limit))
    assert [m["id"] for m in result.messages] == [0, 1, None, 2]
    assert result.by_id(1)["result"] == {"clients": ["default"]}
    limit_error(result.messages[2], "max-depth", limit)


def test_top_level_object_is_depth_1():
    # With --max-depth 1 a flat request passes, and params: {} (depth 2) does not.
    result = run(nd(req(0, "initialize"), req(1, "client/list"), req(2, "client/list", {})), "--max-depth", "1")
    assert result.by_id(0)["result"] and result.by_id(1)["result"]
    limit_error(result.messages[2], "max-depth", 1)


def test_default_max_depth_is_512():
    result = run(nd(INIT) + nested(512) + b"\n" + nested(513) + b"\n")
    assert result.by_id(1)["result"] == {"clients": ["default"]}
    limit_error(result.messages[2], "max-depth", 512)


def test_batch_array_counts_as_a_level():
    flat = b"[" + dumps(req(1, "client/list")) + b"]"  # array 1, object 2
    with_params = b"[" + dumps(req(2, "client/list", {})) + b"]"  # params 3
    result = run(nd(INIT) + flat + b"\n" + with_params + b"\n", "--max-depth", "2")
    assert result.messages[1][0]["id"] == 1
    limit_error(result.messages[2], "max-depth", 2)


def test_very_deep_input_does_not_crash():
    deep = b"[" * 1_000_000 + b"]" * 1_000_000
    result = run(nd(INIT) + deep + b"\n" + nd(req(1, "client/list")), timeout=60)
    limit_error(result.messages[1], "max-depth", 512)
    assert result.by_id(1)["result"]
    unclosed = b"{\"a\":" * 200_000
    result = run(nd(INIT) + unclosed + b"\n" + nd(req(1, "client/list")), timeout=60)
    assert result.messages[1]["error"]["code"] in (-32012, -32700)
    assert result.by_id(1)["result"]


def test_depth_over_limit_in_lsp_is_answered_and_stream_continues():
    body = nested(5)
    result = run(lsp(INIT, body, req(2, "shutdown")), "--max-depth", "4", framing="lsp")
    assert [m["id"] for m in result.messages] == [0, None, 2]
    limit_error(result.messages[1], "max-depth", 4)


# ---------------------------------------------------------------- max-clients


def test_max_clients_counts_default():
    result = run(nd(INIT, req(1, "client/open", {"client": "a"}), req(2, "client/open", {"client": "b"}),
                    req(3, "client/open", {"client": "a"}), req(4, "client/list")), "--max-clients", "2")
    assert result.by_id(1)["result"]["client"] == "a"
    limit_error(result.by_id(2), "max-clients", 2, 2)
    assert result.by_id(3)["result"]["client"] == "a"  # reopening an existing id is not a new client
    assert sorted(result.by_id(4)["result"]["clients"]) == ["a", "default"]


def test_max_clients_1_leaves_room_only_for_default_and_implicit_creation_is_limited():
    result = run(nd(INIT, req(1, "state", {"client": "x"}), req(2, "route", {"client": "x", "url": "https://a.example/"}),
                    req(3, "client/list")), "--max-clients", "1")
    limit_error(result.by_id(1), "max-clients", 1, 1)
    limit_error(result.by_id(2), "max-clients", 1, 2)
    assert result.by_id(3)["result"]["clients"] == ["default"]


def test_closing_a_client_frees_a_slot():
    result = run(nd(INIT, req(1, "client/open", {"client": "a"}), req(2, "client/close", {"client": "a"}),
                    req(3, "client/open", {"client": "b"})), "--max-clients", "2")
    assert result.by_id(3)["result"]["client"] == "b"


def test_default_max_clients_is_10000_including_default():
    opens = [req(i, "client/open", {"client": f"c{i}"}) for i in range(1, 10000)]
    result = run(nd(INIT, *opens, req(10000, "client/open", {"client": "one-too-many"}), req(10001, "client/list")),
                 timeout=120)
    assert all("result" in m for m in result.messages[1:10000])
    limit_error(result.by_id(10000), "max-clients", 10000, 10000)
    assert len(result.by_id(10001)["result"]["clients"]) == 10000


# ---------------------------------------------------------------- max-stack-entries


def test_route_past_max_stack_entries_is_32012_and_changes_nothing():
    urls = [f"https://a.example/{i}" for i in range(4)]
    result = run(nd(INIT, *[req(i, "route", {"url": u, "state": False}) for i, u in enumerate(urls, start=1)],
                    req(9, "state")), "--max-stack-entries", "3")
    for i in (1, 2, 3):
        assert "result" in result.by_id(i)
    limit_error(result.by_id(4), "max-stack-entries", 3, 4)
    assert [e["routedLocation"] for e in result.by_id(9)["result"]["main"]] == urls[:3]


def test_state_import_past_max_stack_entries_is_32012():
    entries = [{"url": f"https://a.example/{i}"} for i in range(3)]
    result = run(nd(INIT, req(1, "state/import", {"state": {"main": entries}}),
                    req(2, "state/import", {"state": {"main": entries[:2]}})), "--max-stack-entries", "2")
    limit_error(result.by_id(1), "max-stack-entries", 2, 1)
    assert len(result.by_id(2)["result"]["state"]["main"]) == 2


def test_ui_push_past_max_stack_entries_is_32012():
    result = run(nd(INIT, req(1, "ui/push", {"stack": "main", "viewController": "native"}),
                    req(2, "ui/push", {"stack": "main", "viewController": "native"})), "--max-stack-entries", "1")
    assert "result" in result.by_id(1)
    limit_error(result.by_id(2), "max-stack-entries", 1, 2)


def test_limit_notification_failures_get_no_reply():
    result = run(nd(INIT, note("client/open", {"client": "a"}), req(1, "client/list")), "--max-clients", "1")
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.by_id(1)["result"]["clients"] == ["default"]


def test_deepest_allowed_value_is_carried_through_and_written_back():
    # --max-depth 10000 (the ceiling): route's `parameters` is passed through into the result.
    depth = 9996  # request 1, params 2, parameters 3, "p" array 4..
    inner = b"[" * depth + b"]" * depth
    line = (b'{"jsonrpc":"2.0","id":1,"method":"route","params":{"url":"https://a.example/","state":false,'
            b'"parameters":{"p":' + inner + b"}}}")
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(40000)  # Python's json recurses per level while checking the answer
    try:
        result = run(nd(INIT) + line + b"\n" + nd(req(2, "client/list")), "--max-depth", "10000")
    finally:
        sys.setrecursionlimit(limit)
    value, levels = result.by_id(1)["result"]["proposal"]["parameters"]["p"], 0
    while value:
        assert len(value) == 1
        value, levels = value[0], levels + 1
    assert value == [] and levels == depth - 1
    assert result.by_id(2)["result"] == {"clients": ["default"]}
