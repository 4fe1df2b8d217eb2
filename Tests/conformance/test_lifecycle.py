"""§2 lifecycle: initialize first, -32002 before it, second initialize, shutdown, exit statuses."""

from __future__ import annotations

import pytest
from wire import INIT, assert_error, dumps, nd, note, req, run

METHODS_SAMPLE = ["initialized", "shutdown", "rpc.discover", "client/list", "client/open", "route", "state",
                  "$/cancelRequest", "no/such/method", "", "exit/not"]


@pytest.mark.parametrize("method", METHODS_SAMPLE)
def test_every_request_before_initialize_is_32002(method):
    result = run(nd(req(1, method, {"client": "c", "url": "https://a.example/", "id": 99})))
    assert_error(result.by_id(1), -32002, 1)
    assert result.status == 1


def test_requests_before_initialize_with_bad_params_are_still_32002():
    result = run(nd(req(1, "client/list", [1]), req(2, "no/such", "x")))
    assert_error(result.by_id(1), -32002, 1)
    assert_error(result.by_id(2), -32002, 2)


def test_every_registered_method_before_initialize_is_32002():
    names = run(nd(INIT)).messages[0]["result"]["capabilities"]["methods"]
    requests = [req(i, name) for i, name in enumerate(names, start=1) if name not in ("initialize", "exit")]
    result = run(nd(*requests))
    assert len(result.messages) == len(requests)
    for request in requests:
        assert_error(result.by_id(request["id"]), -32002, request["id"])


def test_notifications_before_initialize_are_dropped():
    stdin = nd(note("client/open", {"client": "early"}), note("initialized"), note("no/such"),
               note("$/cancelRequest", {"id": 1}), note("shutdown"), note("initialize"),
               INIT, req(1, "client/list"), req(2, "shutdown"))
    result = run(stdin)
    assert [m["id"] for m in result.messages] == [0, 1, 2]
    # client/open sent as a notification before initialize did not run; shutdown notification did not shut down.
    assert result.by_id(1)["result"] == {"clients": ["default"]}
    assert result.status == 0


@pytest.mark.parametrize("with_id", [False, True], ids=["notification", "with-id"])
def test_exit_before_initialize_exits_1_without_reply(with_id):
    exit_message = req(5, "exit") if with_id else note("exit")
    result = run(nd(exit_message, INIT))
    assert result.status == 1
    assert result.stdout == b""


def test_second_initialize_is_32600_and_first_one_stays():
    result = run(nd(INIT, req(1, "initialize", {"configuration": {"startLocation": "https://other.example/"}}),
                    req(2, "initialize")))
    assert_error(result.by_id(1), -32600, 1)
    assert_error(result.by_id(2), -32600, 2)


def test_initialize_result_shape():
    result = run(nd(req(1, "initialize", {"clientInfo": {"name": "t", "version": "1"},
                                          "capabilities": {"notifications": False}})))
    value = result.by_id(1)["result"]
    assert set(value) == {"serverInfo", "protocolVersion", "capabilities"}
    assert value["protocolVersion"] == 1 and value["serverInfo"]["name"] == "navd"
    assert isinstance(value["serverInfo"]["version"], str)
    capabilities = value["capabilities"]
    assert capabilities["batches"] is True and capabilities["framing"] == "ndjson"
    methods = capabilities["methods"]
    assert len(methods) == len(set(methods))
    for name in ["initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "rpc.discover", "client/open",
                 "client/close", "client/list", "client/configure", "route", "pop", "clearAll", "reload",
                 "currentVisitableURL", "start", "state", "state/export", "state/import", "ui/back",
                 "ui/dismissModal", "ui/push", "visitable/didChangeURL", "tabs/select", "router/decide",
                 "webView/decidePolicy", "pathConfiguration/properties", "pathConfiguration/load",
                 "routes/resolve", "routes/print", "routes/coverage"]:
        assert name in methods, name


def test_failed_initialize_leaves_server_uninitialized_and_retry_works():
    result = run(nd(req(1, "initialize", {"clientInfo": 5}), req(2, "client/list"), req(3, "initialize"),
                    req(4, "client/list")))
    assert_error(result.by_id(1), -32602, 1)
    assert_error(result.by_id(2), -32002, 2)
    assert "result" in result.by_id(3)
    assert result.by_id(4)["result"] == {"clients": ["default"]}


def test_initialized_notification_has_no_effect_and_no_reply():
    result = run(nd(INIT, note("initialized"), note("initialized"), req(1, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1]


def test_shutdown_result_is_null():
    result = run(nd(INIT, req(1, "shutdown")))
    assert result.by_id(1) == {"jsonrpc": "2.0", "id": 1, "result": None}


@pytest.mark.parametrize("method", METHODS_SAMPLE + ["initialize"])
def test_after_shutdown_every_request_but_exit_is_32600(method):
    result = run(nd(INIT, req(1, "shutdown"), req(2, method, {"client": "c"})))
    assert_error(result.by_id(2), -32600, 2)
    assert result.status == 0


def test_after_shutdown_non_object_params_still_32600():
    result = run(nd(INIT, req(1, "shutdown"), req(2, "no/such", 3), req(3, "state", "x")))
    assert_error(result.by_id(2), -32600, 2)
    assert_error(result.by_id(3), -32600, 3)


def test_after_shutdown_notifications_are_dropped():
    result = run(nd(INIT, req(1, "shutdown"), note("client/open", {"client": "x"}), note("no/such"),
                    note("initialized")))
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.status == 0


@pytest.mark.parametrize(
    "messages,status",
    [
        ([INIT, req(1, "shutdown"), note("exit")], 0),
        ([INIT, note("exit")], 1),
        ([INIT, req(1, "shutdown"), req(2, "exit")], 0),
        ([INIT, req(2, "exit")], 1),
    ],
    ids=["shutdown-exit", "exit", "shutdown-exit-with-id", "exit-with-id"],
)
def test_exit_status_and_no_reply_to_exit(messages, status):
    result = run(nd(*messages, req(99, "client/list")))  # nothing after exit is processed
    assert result.status == status
    ids = [m["id"] for m in result.messages]
    assert 99 not in ids and 2 not in ids


def test_exit_with_bad_params_still_exits():
    result = run(nd(INIT, req(1, "shutdown")) + b'{"jsonrpc":"2.0","method":"exit","params":"x"}\n')
    assert result.status == 0


@pytest.mark.parametrize("shutdown,status", [(False, 1), (True, 0)])
def test_eof_exit_status(shutdown, status):
    result = run(nd(INIT, *([req(1, "shutdown")] if shutdown else [])))
    assert result.status == status


def test_eof_before_initialize_exits_1():
    assert run(nd(req(1, "client/list"))).status == 1


def test_exit_on_open_stdin_exits_without_eof(spawn):
    navd = spawn()
    navd.send(INIT, req(1, "shutdown"))
    navd.wait_messages(2)
    navd.send(note("exit"))  # stdin stays open
    assert navd.wait(timeout=10) == 0


def test_default_client_exists_from_initialize():
    result = run(nd(INIT, req(1, "client/list")))
    assert result.by_id(1)["result"]["clients"] == ["default"]


def test_initialize_configuration_applies_to_default_client():
    result = run(nd(req(0, "initialize", {"configuration": {"startLocation": "https://start.example/"}}),
                    req(1, "state")))
    assert result.by_id(1)["result"]["startLocation"] == "https://start.example/"


def test_bad_initialize_configuration_is_rejected_and_nothing_initialized():
    result = run(nd(req(0, "initialize", {"configuration": {"startLocation": 5}}), req(1, "client/list")))
    assert result.by_id(0)["error"]["code"] in (-32602, -32011)
    assert_error(result.by_id(1), -32002, 1)


def test_discover_describes_every_request_method_and_client_notifications():
    result = run(nd(INIT, req(1, "rpc.discover")))
    document = result.by_id(1)["result"]
    names = {method["name"] for method in document["methods"]}
    listed = set(result.by_id(0)["result"]["capabilities"]["methods"])
    assert {"initialized", "exit", "$/cancelRequest"} <= names
    assert listed <= names | {"rpc.discover"}
