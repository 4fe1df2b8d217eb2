"""§1 "Only protocol bytes on stdout", "Every request gets exactly one response", order; §3 failed requests."""

from __future__ import annotations

import random

import pytest
from wire import INIT, assert_error, dumps, lsp, nd, note, req, run


def mixed_stream(seed: int):
    """A long stream of good, bad and odd messages; returns (messages, expected reply ids in order)."""
    rng = random.Random(seed)
    messages: list = [INIT]
    expected: list = [0]
    for i in range(1, 400):
        kind = rng.randrange(12)
        if kind == 0:
            messages.append(req(i, "client/list"))
            expected.append(i)
        elif kind == 1:
            messages.append(req(f"s{i}", "no/such", rng.choice([None, [], "x", 3, {}])))
            expected.append(f"s{i}")
        elif kind == 2:
            messages.append(note("initialized"))
        elif kind == 3:
            messages.append(note("no/such/notification", {"a": i}))
        elif kind == 4:
            messages.append(b'{"jsonrpc":"2.0","id":%d,"method":' % i)  # bad JSON
            expected.append(None)
        elif kind == 5:
            messages.append({"jsonrpc": "2.0", "id": True, "method": "client/list"})
            expected.append(None)
        elif kind == 6:
            messages.append(req(i, "route", {"client": f"c{i % 5}", "url": f"https://a.example/{i}", "state": False}))
            expected.append(i)
        elif kind == 7:
            messages.append(req(i, "route", {"url": "no scheme"}))
            expected.append(i)
        elif kind == 8:
            messages.append([req(i, "client/list"), note("initialized"), req(-i, "no/such")])
            expected.append([i, -i])
        elif kind == 9:
            messages.append([note("initialized")])
        elif kind == 10:
            messages.append(req(None, "client/list"))
            expected.append(None)
        else:
            messages.append(req(i, "state", {"client": "default"}))
            expected.append(i)
    messages.append(req("bye", "shutdown"))
    expected.append("bye")
    return messages, expected


def reply_ids(messages):
    out = []
    for m in messages:
        out.append([e["id"] for e in m] if isinstance(m, list) else m["id"])
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("framing", ["ndjson", "lsp"])
def test_every_request_gets_exactly_one_response_in_order_and_stdout_is_only_frames(seed, framing):
    messages, expected = mixed_stream(seed)
    encode = lsp if framing == "lsp" else nd
    result = run(encode(*messages), "--log-level", "debug", framing=framing)
    # run() parsed stdout strictly: every byte belongs to a frame of one JSON value.
    assert reply_ids(result.messages) == expected
    assert result.status == 0
    assert result.stderr, "debug logging goes to stderr"


def test_debug_logging_never_reaches_stdout_even_on_fatal_framing():
    result = run(lsp(INIT) + b"Content-Length: x\r\n\r\n", "--log-level", "debug", framing="lsp")
    assert result.status == 2
    assert [m["id"] for m in result.messages] == [0]
    assert result.stderr


@pytest.mark.parametrize("level", ["error", "warning", "info", "debug"])
def test_log_levels_keep_stdout_clean(level):
    stdin = nd(note("before-init"), INIT, req(1, "no/such"), note("route", {"url": 1}), req(2, "shutdown"))
    stdin += b"{bad\n"
    result = run(stdin, "--log-level", level)
    assert [m["id"] for m in result.messages] == [0, 1, 2, None]


def test_error_level_is_quiet_on_a_clean_session():
    result = run(nd(INIT, req(1, "shutdown"), note("exit")), "--log-level", "error")
    assert result.stderr == b""
    assert result.status == 0


def test_notifications_sent_by_server_are_well_formed_frames_before_the_response():
    init = req(0, "initialize", {"capabilities": {"notifications": True}})
    result = run(nd(init, req(1, "route", {"url": "https://a.example/"})))
    kinds = [("note:" + m["method"]) if "method" in m else m["id"] for m in result.messages]
    assert kinds[0] == 0 and kinds[-1] == 1
    assert "note:navigator/didChange" in kinds[1:-1]
    for m in result.messages[1:-1]:
        assert "id" not in m and m["jsonrpc"] == "2.0"


# ---------------------------------------------------------------- A request that fails changes nothing


def export(client: str = "default", id: str = "export") -> dict:
    return req(id, "state/export", {"client": client})


SETUP = [
    req("s1", "client/open", {"client": "k", "configuration": {"startLocation": "https://k.example/"}}),
    req("s2", "route", {"client": "k", "url": "https://k.example/a"}),
    req("s3", "route", {"client": "k", "url": "https://k.example/b"}),
]

FAILING = [
    req("f", "route", {"client": "k", "url": "https://k.example/c", "options": {"action": "sideways"}}),
    req("f", "route", {"client": "k", "url": "not a url"}),
    req("f", "route", {"client": "k", "url": "https://k.example/c", "proposalResult": "maybe"}),
    req("f", "client/configure", {"client": "k", "configuration": {"startLocation": "https://k.example/",
                                                                   "matchQueryStrings": "yes"}}),
    req("f", "client/open", {"client": "k", "configuration": {"routes": [{"name": "x", "patterns": [5]}]}}),
    req("f", "state/import", {"client": "k", "state": {"main": [{"url": "https://k.example/z", "bogus": 1}]}}),
    req("f", "ui/push", {"client": "k", "stack": "modal", "viewController": "web"}),
    req("f", "ui/push", {"client": "k", "stack": "main", "viewController": "web", "url": 7}),
    req("f", "pathConfiguration/load", {"client": "k", "sources": "nope"}),
    req("f", "tabs/select", {"client": "k", "tab": "missing"}),
    req("f", "route", [1]),
    req("f", "route", {"client": "k", "url": "https://k.example/c"}, ),
]


@pytest.mark.parametrize("failing", FAILING[:-1], ids=lambda m: f"{m['method']}:{dumps(m.get('params'))[:60]}")
def test_a_failed_request_leaves_the_client_state_unchanged(failing):
    result = run(nd(INIT, *SETUP, export("k", "before"), failing, export("k", "after")))
    assert "error" in result.by_id("f"), result.by_id("f")
    assert result.by_id("after")["result"] == result.by_id("before")["result"]


@pytest.mark.parametrize(
    "failing",
    [
        req("f", "route", {"client": "fresh", "url": "nope"}),
        req("f", "state", {"client": "fresh", "tab": "missing"}),
        req("f", "client/open", {"client": "fresh", "configuration": {"tabs": 5}}),
        req("f", "state/import", {"client": "fresh", "state": 5}),
        req("f", "routes/print", {"client": "fresh", "name": "nothing", "params": {}}),
    ],
    ids=lambda m: m["method"],
)
def test_a_failed_request_does_not_create_its_client(failing):
    result = run(nd(INIT, failing, req("list", "client/list")))
    assert "error" in result.by_id("f"), result.by_id("f")
    assert result.by_id("list")["result"]["clients"] == ["default"]


def test_a_failed_initialize_configuration_leaves_no_default_client_state():
    result = run(nd(req(0, "initialize", {"configuration": {"tabs": [{"id": 1}]}}), INIT | {"id": 1},
                    req(2, "state")))
    assert "error" in result.by_id(0)
    assert result.by_id(2)["result"]["tabs"] == [] and result.by_id(2)["result"]["startLocation"] is None
