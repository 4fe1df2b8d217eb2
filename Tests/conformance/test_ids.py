"""§1 ids: strings or Int64 integers judged as written; errors carry the id only when it is valid."""

from __future__ import annotations

import pytest
from wire import INIT, INT64_MAX, INT64_MIN, assert_error, dumps, nd, req, run

BAD_IDS = [b"1.0", b"1e0", b"1E0", b"-0.0", b"1.5", b"9223372036854775808", b"-9223372036854775809",
           b"18446744073709551616", b"true", b"false", b"[]", b"[1]", b"{}", b'{"a":1}', b"1e400",
           b"-1e400", b"1" + b"0" * 400, b"-" + b"9" * 400]


def raw_request(id_text: bytes, method: bytes = b"client/list") -> bytes:
    return b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"' + method + b'"}'


@pytest.mark.parametrize("id_text", BAD_IDS, ids=lambda b: b.decode()[:30])
def test_bad_id_is_32600_with_id_null(id_text):
    result = run(nd(INIT) + raw_request(id_text) + b"\n" + nd(req(7, "client/list")))
    _, bad, after = result.messages
    # Valid JSON numbers beyond Int64 — even beyond Double — are ids judged as written: -32600, never -32700.
    assert_error(bad, -32600, None)
    assert after["id"] == 7 and "result" in after


@pytest.mark.parametrize("id_text", BAD_IDS, ids=lambda b: b.decode()[:30])
def test_bad_id_is_32600_even_before_initialize_and_for_unknown_methods(id_text):
    result = run(raw_request(id_text, b"no/such") + b"\n")
    assert_error(result.messages[0], -32600, None)


@pytest.mark.parametrize(
    "id_value",
    [0, 1, -1, INT64_MAX, INT64_MIN, 2**53 + 1, -(2**53) - 1, 1234567890123456789],
)
def test_integer_ids_are_echoed_exactly(id_value):
    result = run(nd(INIT, req(id_value, "client/list")))
    text = b'"id":%d,' % id_value
    assert text in result.stdout, result.stdout  # written as the same integer, not a float
    assert result.messages[1] == {"jsonrpc": "2.0", "id": id_value, "result": {"clients": ["default"]}}


def test_negative_zero_integer_id_is_an_integer():
    result = run(nd(INIT) + raw_request(b"-0") + b"\n")
    response = result.messages[1]
    assert "result" in response and response["id"] == 0


@pytest.mark.parametrize(
    "id_value",
    ["", "1", "0", "null", "a\"b\\c/d", "tab\tnew\nline\u0000nul\u001f", "é日本😀", "\u2028\u2029",
     "\ud7ff\ue000\uffff", " leading and trailing ", "x" * 5000],
    ids=lambda s: repr(s[:20]),
)
def test_string_ids_are_echoed_exactly(id_value):
    result = run(nd(INIT, req(id_value, "client/list")))
    assert result.by_id(id_value)["result"] == {"clients": ["default"]}


def test_escaped_string_id_in_input_is_the_same_string_in_output():
    line = b'{"jsonrpc":"2.0","id":"\\u00e9\\ud83d\\ude00\\n\\/\\"","method":"client/list"}\n'
    result = run(nd(INIT) + line)
    assert result.messages[1]["id"] == "é😀\n/\""


def test_string_and_integer_ids_are_distinct():
    result = run(nd(INIT, req(1, "client/list"), req("1", "client/list")))
    assert [m["id"] for m in result.messages[1:]] == [1, "1"]
    assert type(result.messages[1]["id"]) is int and type(result.messages[2]["id"]) is str


def test_null_id_is_a_request_answered_with_null():
    result = run(nd(INIT, req(None, "client/list")))
    response = result.messages[1]
    assert response == {"jsonrpc": "2.0", "id": None, "result": {"clients": ["default"]}}


def test_null_id_error_is_answered_with_null():
    result = run(nd(INIT, req(None, "no/such")))
    assert_error(result.messages[1], -32601, None)


def test_duplicate_ids_each_get_their_response():
    result = run(nd(INIT, req(3, "client/list"), req(3, "no/such"), req(3, "client/list")))
    assert [m["id"] for m in result.messages[1:]] == [3, 3, 3]
    assert "result" in result.messages[1] and result.messages[2]["error"]["code"] == -32601


def test_error_for_valid_id_carries_it():
    result = run(nd(INIT, req(INT64_MAX, "no/such"), req("s", "client/open", "bad")))
    assert_error(result.messages[1], -32601, INT64_MAX)
    assert_error(result.messages[2], -32602, "s")


def test_bad_jsonrpc_with_valid_id_carries_the_id():
    result = run(nd(INIT, {"jsonrpc": "1.0", "id": 9, "method": "client/list"}))
    assert_error(result.messages[1], -32600, 9)


def test_number_beyond_double_in_params_is_32602_with_its_path_not_a_parse_error():
    line = b'{"jsonrpc":"2.0","id":1,"method":"client/list","params":{"client":"default","x":[1,' + b"9" * 400 + b"]}}"
    result = run(nd(INIT) + line + b"\n" + nd(req(2, "client/list")))
    error = assert_error(result.by_id(1), -32602, 1)
    assert error["data"]["field"] == "x[1]"
    assert result.by_id(2)["result"] == {"clients": ["default"]}
