"""§1 params: absent/null → {}, other non-objects -32602 field "params"; unknown method -32601 whatever."""

from __future__ import annotations

import pytest
from wire import INIT, assert_error, nd, req, run

NON_OBJECTS = [b'"x"', b'""', b"1", b"-1.5", b"true", b"false", b"[]", b"[1,2]", b'[{"client":"default"}]']
KNOWN = [b"client/list", b"state", b"rpc.discover", b"shutdown", b"initialized", b"routes/coverage",
         b"$/cancelRequest"]


def line(id_text: bytes, method: bytes, params: bytes | None) -> bytes:
    member = b"" if params is None else b',"params":' + params
    return b'{"jsonrpc":"2.0","id":' + id_text + b',"method":"' + method + b'"' + member + b"}\n"


@pytest.mark.parametrize("params", [None, b"null", b"{}"], ids=["absent", "null", "empty"])
def test_absent_and_null_params_mean_empty_object(params):
    result = run(nd(INIT) + line(b"1", b"client/list", params) + line(b"2", b"state", params))
    assert result.by_id(1)["result"] == {"clients": ["default"]}
    assert result.by_id(2)["result"]["client"] == "default"


@pytest.mark.parametrize("method", KNOWN, ids=lambda b: b.decode())
@pytest.mark.parametrize("params", NON_OBJECTS, ids=lambda b: b.decode())
def test_non_object_params_are_32602_field_params(method, params):
    result = run(nd(INIT) + line(b"1", method, params) + line(b"2", b"client/list", None))
    error = assert_error(result.by_id(1), -32602, 1)
    assert error["data"]["field"] == "params"
    assert isinstance(error["data"].get("reason"), str) and error["data"]["reason"]
    assert result.by_id(2)["result"] == {"clients": ["default"]}  # and nothing changed


@pytest.mark.parametrize("params", [None, b"null", b"{}"] + NON_OBJECTS, ids=lambda b: repr(b))
def test_unknown_method_is_32601_whatever_params(params):
    result = run(nd(INIT) + line(b'"u"', b"no/such/method", params))
    error = assert_error(result.by_id("u"), -32601, "u")
    assert error["data"] == {"method": "no/such/method"}


@pytest.mark.parametrize("method", ["", "Initialize", "client/List", " client/list", "rpc.Discover", "$/cancel"])
def test_near_miss_method_names_are_unknown(method):
    result = run(nd(INIT, req(1, method)))
    assert assert_error(result.by_id(1), -32601, 1)["data"] == {"method": method}


def test_initialize_with_non_object_params_is_32602_and_server_stays_uninitialized():
    result = run(line(b"1", b"initialize", b"[]") + nd(req(2, "client/list"), req(3, "initialize")))
    assert assert_error(result.by_id(1), -32602, 1)["data"]["field"] == "params"
    assert_error(result.by_id(2), -32002, 2)
    assert result.by_id(3)["result"]["serverInfo"]["name"] == "navd"


def test_unknown_params_members_of_initialize_are_ignored():
    result = run(nd(req(1, "initialize", {"processId": 42, "rootUri": None, "capabilities": {"textDocument": {}}})))
    assert result.by_id(1)["result"]["protocolVersion"] == 1
