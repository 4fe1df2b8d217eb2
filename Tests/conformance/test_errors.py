"""§3 errors: -32700 for bad JSON (id null), invalid UTF-8, envelope rules (-32600), error object shape."""

from __future__ import annotations

import pytest
from wire import INIT, assert_error, dumps, lsp, nd, note, req, run

BAD_JSON = [
    b"{",
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"}}',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"} x',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"} {}',
    b"{'jsonrpc':'2.0'}",
    b'{"jsonrpc":"2.0","id":01,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list",}',
    b'{"jsonrpc":"2.0","id":NaN,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":Infinity,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":-,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":1.,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":.5,"method":"client/list"}',
    b'{"jsonrpc":"2.0","id":"a\tb","method":"client/list"}',  # raw control character in a string
    b'{"jsonrpc":"2.0","id":"\\x","method":"client/list"}',
    b'{"jsonrpc":"2.0","id":"\\u12","method":"client/list"}',
    b'{"jsonrpc":"2.0","id":"\\ud800","method":"client/list"}',  # lone high surrogate
    b'{"jsonrpc":"2.0","id":"\\udc00","method":"client/list"}',  # lone low surrogate
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"\x0b}',  # vertical tab is not JSON whitespace
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"\xc2\xa0}',  # NBSP is not JSON whitespace
    b'{"jsonrpc":"2.0","id":1,"method":"client/list",\x00}',
    b'{"jsonrpc":"2.0","id":tru,"method":"client/list"}',
    b'{"jsonrpc" "2.0"}',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list"}\x00',
]

INVALID_UTF8 = [
    b'{"jsonrpc":"2.0","id":"\xff","method":"client/list"}',
    b'{"jsonrpc":"2.0","id":"\xc3","method":"client/list"}',  # truncated sequence
    b'{"jsonrpc":"2.0","id":"\xc0\xaf","method":"client/list"}',  # overlong
    b'{"jsonrpc":"2.0","id":"\xed\xa0\x80","method":"client/list"}',  # encoded surrogate
    b'{"jsonrpc":"2.0","id":"\xf4\x90\x80\x80","method":"client/list"}',  # > U+10FFFF
    b'{"jsonrpc":"2.0","id":1,"method":"client/list","params":{"client":"\x80"}}',
    b'{"jsonrpc":"2.0","id":1,"method":"client/list","params":{"\xfe":1}}',
]


@pytest.mark.parametrize("body", BAD_JSON + INVALID_UTF8, ids=repr)
def test_bad_json_is_32700_with_id_null_and_navd_goes_on_ndjson(body):
    result = run(nd(INIT) + body + b"\n" + nd(req(2, "client/list")))
    assert [m["id"] for m in result.messages] == [0, None, 2], result.messages
    error = assert_error(result.messages[1], -32700, None)
    assert "data" not in error or error["data"] is not None
    assert result.by_id(2)["result"] == {"clients": ["default"]}


@pytest.mark.parametrize("body", BAD_JSON + INVALID_UTF8, ids=repr)
def test_bad_json_is_32700_with_id_null_lsp(body):
    result = run(lsp(INIT, body, req(2, "shutdown")), framing="lsp")
    assert [m["id"] for m in result.messages] == [0, None, 2]
    assert_error(result.messages[1], -32700, None)
    assert result.status == 0


def test_bad_json_before_initialize_is_still_32700():
    result = run(b'{"jsonrpc":\n')
    assert_error(result.messages[0], -32700, None)


def test_valid_unicode_including_surrogate_pairs_and_noncharacters_is_accepted():
    body = b'{"jsonrpc":"2.0","id":"\\ud83d\\ude00 \xf0\x9f\x98\x80 \xef\xbf\xbf \\uFFFF","method":"client/list"}'
    result = run(nd(INIT) + body + b"\n")
    assert result.messages[1]["id"] == "😀 😀 \uffff \uffff"


@pytest.mark.parametrize(
    "message,id",
    [
        ({"id": 1, "method": "client/list"}, 1),
        ({"jsonrpc": "1.0", "id": 1, "method": "client/list"}, 1),
        ({"jsonrpc": 2.0, "id": 1, "method": "client/list"}, 1),
        ({"jsonrpc": "2", "id": 1, "method": "client/list"}, 1),
        ({"jsonrpc": None, "id": 1, "method": "client/list"}, 1),
        ({"jsonrpc": "2.0 ", "id": "s", "method": "client/list"}, "s"),
        ({"jsonrpc": "1.0", "method": "client/list"}, None),
        ({"jsonrpc": "2.0", "id": 1}, 1),
        ({"jsonrpc": "2.0", "id": 1, "method": 5}, 1),
        ({"jsonrpc": "2.0", "id": 1, "method": None}, 1),
        ({"jsonrpc": "2.0", "id": 1, "method": ["client/list"]}, 1),
        ({"jsonrpc": "2.0", "method": {"name": "x"}}, None),
        ({"jsonrpc": "2.0", "id": 1, "result": None}, 1),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "m"}}, 1),
        ({}, None),
    ],
    ids=repr,
)
def test_invalid_request_objects_are_32600(message, id):
    result = run(nd(INIT, message, req(9, "client/list")))
    assert_error(result.messages[1], -32600, id)
    assert result.by_id(9)["result"]


@pytest.mark.parametrize("value", [b"1", b'"x"', b"null", b"true", b"3.5"])
def test_non_object_message_is_32600_with_id_null(value):
    # After NDJSON was detected, a scalar line is JSON but not a request.
    result = run(nd(INIT) + value + b"\n")
    assert_error(result.messages[1], -32600, None)


def test_invalid_request_is_answered_even_without_id_and_before_initialize():
    result = run(nd({"jsonrpc": "1.0", "method": "client/list"}, {"method": "x"}))
    assert [m["id"] for m in result.messages] == [None, None]
    for message in result.messages:
        assert_error(message, -32600, None)


def test_unknown_members_are_ignored():
    result = run(nd(INIT, {"jsonrpc": "2.0", "id": 1, "method": "client/list", "extra": [1, {"a": None}]}))
    assert result.by_id(1)["result"] == {"clients": ["default"]}


def test_error_objects_have_integer_code_string_message_and_no_result():
    result = run(nd(INIT, req(1, "no/such"), req(2, "client/close", {"client": "ghost"})) + b"{\n")
    for message in result.messages[1:]:
        assert set(message) == {"jsonrpc", "id", "error"}
        error = message["error"]
        assert type(error["code"]) is int and isinstance(error["message"], str)
        assert set(error) <= {"code", "message", "data"}
    assert result.by_id(2)["error"] == {**result.by_id(2)["error"], "code": -32010}
    assert result.by_id(2)["error"]["data"] == {"client": "ghost"}


def test_success_responses_have_result_and_no_error():
    result = run(nd(INIT, req(1, "client/list")))
    for message in result.messages:
        assert set(message) == {"jsonrpc", "id", "result"}


def test_notification_with_invalid_params_gets_no_reply():
    result = run(nd(INIT, note("client/open", {"client": 5}), note("route", {"url": "not a url"}),
                    note("no/such"), req(1, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1]


def test_duplicate_keys_take_the_last_value():
    body = b'{"jsonrpc":"2.0","id":1,"method":"no/such","method":"client/list","id":2}'
    result = run(nd(INIT) + body + b"\n")
    assert result.messages[1]["id"] == 2 and result.messages[1]["result"] == {"clients": ["default"]}
