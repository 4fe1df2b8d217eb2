"""§1 batches (JSON-RPC 2.0 §6): empty array, all-notification batches, mixed, order, initialize inside."""

from __future__ import annotations

import json

import pytest
from wire import INIT, assert_error, dumps, lsp, nd, note, req, run


def batch(*elements) -> bytes:
    return b"[" + b",".join(dumps(e) for e in elements) + b"]\n"


def test_empty_array_is_one_32600_object_not_an_array():
    result = run(nd(INIT) + b"[]\n" + b"[ \t ]\n")
    assert len(result.messages) == 3
    for message in result.messages[1:]:
        assert isinstance(message, dict)
        assert_error(message, -32600, None)


def test_empty_array_before_initialize_is_also_32600():
    result = run(b"[]\n")
    assert_error(result.messages[0], -32600, None)


def test_batch_of_only_notifications_gets_no_reply_at_all():
    result = run(nd(INIT) + batch(note("initialized"), note("client/open", {"client": "n"}), note("no/such"),
                                  note("client/list", "bad params")) + nd(req(1, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1]
    assert sorted(result.by_id(1)["result"]["clients"]) == ["default", "n"]  # the notification ran


def test_batch_of_only_notifications_over_lsp_writes_no_frame():
    result = run(lsp(INIT, [note("initialized")], req(1, "shutdown")), framing="lsp")
    assert [m["id"] for m in result.messages] == [0, 1]


def test_mixed_batch_answers_requests_and_invalid_elements_in_order():
    elements = [
        req(1, "client/list"),
        note("initialized"),
        1,
        req("two", "no/such"),
        {"jsonrpc": "2.0", "id": 3},
        "text",
        {"jsonrpc": "1.0", "id": 4, "method": "client/list"},
        {"jsonrpc": "2.0", "id": True, "method": "client/list"},
        req(5, "client/list", [1]),
        [],
        [req(6, "client/list")],
        None,
        req(7, "client/list"),
    ]
    result = run(nd(INIT) + batch(*elements))
    answers = result.messages[1]
    assert isinstance(answers, list)
    assert [a["id"] for a in answers] == [1, None, "two", 3, None, 4, None, 5, None, None, None, 7]
    codes = [a.get("error", {}).get("code") for a in answers]
    assert codes == [None, -32600, -32601, -32600, -32600, -32600, -32600, -32602, -32600, -32600, -32600, None]


def test_batch_is_one_frame_and_responses_follow_element_order():
    ids = list(range(50, 0, -1))
    result = run(nd(INIT) + batch(*[req(i, "client/list") for i in ids]))
    assert len(result.messages) == 2
    assert [a["id"] for a in result.messages[1]] == ids


def test_batch_elements_run_in_order_with_effects_visible_to_later_elements():
    result = run(nd(INIT) + batch(req(1, "client/open", {"client": "b"}), req(2, "client/list"),
                                  req(3, "client/close", {"client": "b"}), req(4, "client/list")))
    answers = {a["id"]: a for a in result.messages[1]}
    assert sorted(answers[2]["result"]["clients"]) == ["b", "default"]
    assert answers[4]["result"]["clients"] == ["default"]


def test_batch_containing_initialize():
    result = run(batch(req(1, "client/list"), req(2, "initialize"), req(3, "client/list"), req(4, "initialize")))
    answers = result.messages[0]
    assert [a["id"] for a in answers] == [1, 2, 3, 4]
    assert_error(answers[0], -32002, 1)
    assert answers[1]["result"]["capabilities"]["framing"] == "ndjson"
    assert answers[2]["result"] == {"clients": ["default"]}
    assert_error(answers[3], -32600, 4)


def test_batch_with_shutdown_then_requests():
    result = run(nd(INIT) + batch(req(1, "shutdown"), req(2, "client/list"), note("client/list")))
    assert [a["id"] for a in result.messages[1]] == [1, 2]
    assert_error(result.messages[1][1], -32600, 2)
    assert result.status == 0


def test_batch_with_exit_writes_answers_so_far_and_exits():
    result = run(nd(INIT) + batch(req(1, "shutdown"), req(2, "client/list"), note("exit"), req(3, "client/list"))
                 + nd(req(4, "client/list")))
    assert result.status == 0
    ids = [a["id"] for a in result.messages[1]]
    assert ids == [1, 2]


def test_batch_with_only_exit_exits_without_output():
    result = run(nd(INIT) + batch(note("exit")))
    assert result.status == 1 and len(result.messages) == 1


def test_nested_batch_element_is_invalid_not_flattened():
    result = run(nd(INIT) + batch([req(1, "client/list")]))
    assert_error(result.messages[1][0], -32600, None)


def test_batch_of_invalid_elements_only():
    result = run(nd(INIT) + b"[1,2,3]\n")
    assert [a["error"]["code"] for a in result.messages[1]] == [-32600] * 3


def test_batch_over_lsp_is_one_frame():
    result = run(lsp(INIT, [req(1, "client/list"), req(2, "client/list")]), framing="lsp")
    assert [a["id"] for a in result.messages[1]] == [1, 2]


def test_invalid_json_batch_is_one_parse_error():
    result = run(nd(INIT) + b'[{"jsonrpc":"2.0","id":1,"method":"client/list"},\n')
    assert_error(result.messages[1], -32700, None)


def test_batch_with_duplicate_ids_answers_each():
    result = run(nd(INIT) + batch(req(1, "client/list"), req(1, "client/list")))
    assert [a["id"] for a in result.messages[1]] == [1, 1]
