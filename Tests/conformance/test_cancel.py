"""§2 $/cancelRequest: a queued request is answered -32800; unknown and future ids are forgotten."""

from __future__ import annotations

from wire import INIT, assert_error, nd, note, req, run

CANCEL = "$/cancelRequest"


def test_queued_request_is_answered_32800_instead_of_running():
    # All three arrive in one write: client/open is queued behind client/list when the cancel is read.
    result = run(nd(INIT, req(1, "client/list"), req(2, "client/open", {"client": "c"}), note(CANCEL, {"id": 2}),
                    req(3, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1, 2, 3]
    assert_error(result.by_id(2), -32800, 2)
    assert result.by_id(3)["result"]["clients"] == ["default"]  # the cancelled open never ran


def test_cancel_with_string_id():
    result = run(nd(INIT, req("x", "client/open", {"client": "c"}), note(CANCEL, {"id": "x"}), req(1, "client/list")))
    assert_error(result.by_id("x"), -32800, "x")
    assert result.by_id(1)["result"]["clients"] == ["default"]


def test_cancel_string_id_does_not_cancel_integer_id():
    result = run(nd(INIT, req(1, "client/open", {"client": "c"}), note(CANCEL, {"id": "1"})))
    assert result.by_id(1)["result"]["client"] == "c"


def test_cancel_of_unknown_id_is_forgotten_and_not_replied():
    result = run(nd(INIT, note(CANCEL, {"id": 42}), req(1, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1]
    assert "result" in result.by_id(1)


def test_cancel_of_a_future_id_does_not_cancel_a_later_request(spawn):
    result = run(nd(INIT, note(CANCEL, {"id": 7}), req(7, "client/list")))
    assert result.by_id(7)["result"] == {"clients": ["default"]}
    # Also across separate writes.
    navd = spawn()
    navd.send(INIT, note(CANCEL, {"id": 8}))
    navd.wait_messages(1)
    navd.send(req(8, "client/list"))
    assert navd.wait_messages(2)[1] == {"jsonrpc": "2.0", "id": 8, "result": {"clients": ["default"]}}


def test_cancel_of_an_answered_request_has_no_effect():
    result = run(nd(INIT, req(1, "client/open", {"client": "c"}), req(2, "client/list")))
    assert sorted(result.by_id(2)["result"]["clients"]) == ["c", "default"]
    result = run(nd(INIT, req(1, "client/list")) + nd(note(CANCEL, {"id": 1}), req(2, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1, 2]


def test_cancel_is_no_reply_and_bad_cancel_params_are_ignored_as_notification():
    result = run(nd(INIT, note(CANCEL, {}), note(CANCEL, {"id": None}), note(CANCEL, {"id": [1]}),
                    note(CANCEL, "x"), note(CANCEL), req(1, "client/list")))
    assert [m["id"] for m in result.messages] == [0, 1]


def test_cancel_inside_a_batch_cancels_earlier_elements():
    result = run(nd(INIT) + b"[" + b",".join(
        line.rstrip(b"\n") for line in [nd(req(1, "client/open", {"client": "c"})), nd(note(CANCEL, {"id": 1})),
                                        nd(req(2, "client/list"))]) + b"]\n")
    answers = result.messages[1]
    assert [a["id"] for a in answers] == [1, 2]
    assert_error(answers[0], -32800, 1)
    assert answers[1]["result"]["clients"] == ["default"]


def test_every_request_gets_exactly_one_response_even_when_cancelled_twice():
    result = run(nd(INIT, req(1, "client/list"), note(CANCEL, {"id": 1}), note(CANCEL, {"id": 1})))
    assert [m["id"] for m in result.messages] == [0, 1]


def test_cancel_does_not_override_the_lifecycle():
    # §2: before initialize a request is -32002 and notifications (cancels too) are dropped;
    # after shutdown every request but exit is -32600.
    result = run(nd(req(1, "client/list"), note(CANCEL, {"id": 1}), INIT, req(3, "client/list"),
                    note(CANCEL, {"id": 3}), req(4, "shutdown"), req(5, "client/list"), note(CANCEL, {"id": 5})))
    assert [m["id"] for m in result.messages] == [1, 0, 3, 4, 5]
    assert_error(result.by_id(1), -32002, 1)
    assert_error(result.by_id(3), -32800, 3)
    assert_error(result.by_id(5), -32600, 5)


def test_cancelled_initialize_leaves_the_server_uninitialized():
    result = run(nd(INIT, note(CANCEL, {"id": 0}), req(1, "client/list"), req(2, "initialize")))
    assert_error(result.by_id(0), -32800, 0)
    assert_error(result.by_id(1), -32002, 1)
    assert result.by_id(2)["result"]["protocolVersion"] == 1


def test_cancelled_unknown_method_is_32800():
    result = run(nd(INIT, req(1, "no/such"), note(CANCEL, {"id": 1})))
    assert_error(result.by_id(1), -32800, 1)


def test_cancel_request_form_is_answered_null_and_cancels():
    result = run(nd(INIT, req(1, "client/open", {"client": "c"}), req(2, CANCEL, {"id": 1}), req(3, "client/list")))
    assert_error(result.by_id(1), -32800, 1)
    assert result.by_id(2)["result"] is None
    assert result.by_id(3)["result"]["clients"] == ["default"]
