"""§1 LSP base protocol: headers in, exactly one header out, N in bytes, splits, fatal headers."""

from __future__ import annotations

import pytest
from wire import INIT, dumps, lsp, parse_lsp, req, run, split_lsp

SHUTDOWN = req(1, "shutdown")


def frame(body: bytes, headers: bytes) -> bytes:
    return headers + b"\r\n" + body


@pytest.mark.parametrize(
    "header",
    [b"Content-Length", b"content-length", b"CONTENT-LENGTH", b"cOnTeNt-LeNgTh"],
)
def test_header_names_are_case_insensitive(header):
    body = dumps(INIT)
    result = run(frame(body, header + b": %d\r\n" % len(body)), framing="lsp")
    assert result.by_id(0)["result"]["serverInfo"]["name"] == "navd"


@pytest.mark.parametrize(
    "extra",
    [
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n",
        b"Content-Type: application/vscode-jsonrpc; charset=utf8\r\n",
        b"content-type: application/vscode-jsonrpc; charset=UTF-8\r\n",
        b"X-Trace: 1\r\nX-Other: a b c\r\n",
        b"Content-Type: application/json\r\nX-Empty:\r\n",
    ],
)
@pytest.mark.parametrize("before", [True, False], ids=["before", "after"])
def test_extra_headers_before_or_after_content_length_are_accepted(extra, before):
    body = dumps(INIT)
    length = b"Content-Length: %d\r\n" % len(body)
    headers = extra + length if before else length + extra
    # A first header not starting with C/c cannot be auto-detected (§1): force LSP for those.
    args = ["--framing", "lsp"] if headers[:1] not in (b"C", b"c") else []
    result = run(frame(body, headers) + lsp(SHUTDOWN), *args, framing="lsp")
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.status == 0


def test_auto_detection_is_by_first_byte_even_for_lsp_headers_not_starting_with_c():
    body = dumps(INIT)
    result = run(b"X-Trace: 1\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    assert result.status == 2 and result.stdout == b""


def test_whitespace_around_content_length_value_is_accepted():
    body = dumps(INIT)
    result = run(frame(body, b"Content-Length:%d \r\n" % len(body)), framing="lsp")
    assert result.by_id(0)["result"]


def test_output_header_is_exactly_content_length_and_counts_bytes():
    # Non-ASCII in the request (and so in the echoed id and response) makes bytes != characters.
    unicode_id = "日本語-é-😀"
    body = dumps(req(unicode_id, "initialize", {"clientInfo": {"name": "ツール", "version": "ü"}}))
    assert len(body) != len(body.decode())
    result = run(lsp(body), framing="lsp")
    raw = result.stdout
    (rest,) = split_lsp(raw)
    assert raw == b"Content-Length: %d\r\n\r\n" % len(rest) + rest  # one header, one frame, byte count exact
    assert result.messages[0]["id"] == unicode_id
    assert rest.decode("utf-8")  # valid UTF-8


def test_non_ascii_payload_with_byte_length_is_read_whole():
    body = dumps(req("é", "rpc.discover"))
    stdin = lsp(INIT, body, SHUTDOWN)
    result = run(stdin, framing="lsp")
    assert [m["id"] for m in result.messages] == [0, "é", 1]
    assert result.by_id("é")["result"]["openrpc"] == "1.3.2"


def test_many_messages_in_one_write():
    messages = [INIT] + [req(i, "client/list") for i in range(1, 300)] + [req(300, "shutdown")]
    result = run(lsp(*messages), framing="lsp")
    assert [m["id"] for m in result.messages] == list(range(0, 301))
    assert result.status == 0


def test_whitespace_between_lsp_messages_is_skipped():
    result = run(lsp(INIT) + b"\r\n \n\t" + lsp(SHUTDOWN) + b"\r\n", framing="lsp")
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.status == 0


def test_split_byte_by_byte_with_flushes_and_sleeps(spawn):
    navd = spawn(framing="lsp")
    body = dumps(req("ü", "initialize", {"clientInfo": {"name": "split ✂"}}))
    navd.trickle(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: %d\r\n\r\n"
                 % len(body) + body)
    assert navd.wait_messages(1)[0]["id"] == "ü"
    navd.trickle(lsp(req(2, "client/list"), SHUTDOWN))
    messages = navd.wait_messages(3)
    assert [m["id"] for m in messages] == ["ü", 2, 1]
    navd.trickle(lsp({"jsonrpc": "2.0", "method": "exit"}))
    assert navd.wait() == 0
    assert len(navd.messages()) == 3


def test_split_at_every_position_of_a_two_message_stream(spawn):
    stream = lsp(INIT, req(1, "client/list"))
    for cut in range(1, len(stream), 7):
        navd = spawn(framing="lsp")
        navd.write(stream[:cut])
        navd.write(stream[cut:])
        assert [m["id"] for m in navd.wait_messages(2)] == [0, 1]
        navd.close_stdin()
        assert navd.wait() == 1


@pytest.mark.parametrize(
    "bad_header",
    [
        b"Content-Length: -1\r\n\r\n",
        b"Content-Length: +5\r\n\r\n",
        b"Content-Length: 1.5\r\n\r\n",
        b"Content-Length: \r\n\r\n",
        b"Content-Length: abc\r\n\r\n",
        b"Content-Length: 0x10\r\n\r\n",
        b"Content-Type: text/plain\r\n\r\n{}",
        b"Content-Length 5\r\n\r\n",
        b"Content-Length: 99999999999999999999999999\r\n\r\n",
    ],
    ids=repr,
)
def test_unusable_header_after_a_good_message_exits_2_after_answering_it(bad_header):
    result = run(lsp(INIT) + bad_header + lsp(SHUTDOWN), framing="lsp")
    assert result.status == 2
    assert [m["id"] for m in result.messages] == [0]  # the good one answered, nothing after
    assert result.stderr.strip()


def test_over_limit_content_length_is_fatal_with_nothing_partial_on_stdout():
    stdin = lsp(INIT, b" " * 1025)
    result = run(stdin, "--max-message-bytes", "1024", framing="lsp")
    assert result.status == 2
    bodies = split_lsp(result.stdout)  # strict: no partial frame
    assert len(bodies) == 1
    assert b"1025" in result.stderr or b"1024" in result.stderr or b"max-message-bytes" in result.stderr


def test_over_limit_header_with_only_a_header_written_is_fatal(spawn):
    navd = spawn("--max-message-bytes", "100", framing="lsp")
    navd.write(b"Content-Length: 101\r\n\r\n")  # body never sent: navd must not wait for it
    assert navd.wait() == 2
    assert navd.stdout() == b""


def test_body_of_exactly_the_limit_is_accepted():
    body = dumps(INIT)
    padded = body[:-1] + b" " * (200 - len(body)) + b"}"
    assert len(padded) == 200
    result = run(lsp(padded), "--max-message-bytes", "200", framing="lsp")
    assert result.by_id(0)["result"]


def test_missing_content_length_is_fatal():
    result = run(b"Content-Type: application/json\r\n\r\n" + dumps(INIT))
    assert result.status == 2 and result.stdout == b""


@pytest.mark.parametrize("shutdown_first", [False, True])
def test_eof_mid_frame_answers_complete_messages_then_exits(shutdown_first):
    prefix = lsp(INIT, SHUTDOWN) if shutdown_first else lsp(INIT)
    body = dumps(req(5, "client/list"))
    result = run(prefix + b"Content-Length: %d\r\n\r\n" % len(body) + body[:-3], framing="lsp")
    assert [m["id"] for m in result.messages] == ([0, 1] if shutdown_first else [0])
    assert result.status == (0 if shutdown_first else 1)


def test_eof_inside_a_header_exits_1():
    result = run(lsp(INIT) + b"Content-Len", framing="lsp")
    assert result.status == 1
    assert [m["id"] for m in result.messages] == [0]


def test_bad_json_body_in_good_frame_is_32700_and_the_stream_continues():
    stdin = lsp(INIT, b"{oops", SHUTDOWN)
    result = run(stdin, framing="lsp")
    assert [m["id"] for m in result.messages] == [0, None, 1]
    assert result.messages[1]["error"]["code"] == -32700
    assert result.status == 0


def test_zero_length_body_is_a_parse_error_not_fatal():
    result = run(lsp(INIT, b"", SHUTDOWN), framing="lsp")
    assert [m["id"] for m in result.messages] == [0, None, 1]
    assert result.messages[1]["error"]["code"] == -32700
