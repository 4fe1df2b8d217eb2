"""§1 Framing: auto-detection on the first non-whitespace byte, and --framing forcing it."""

from __future__ import annotations

import pytest
from wire import INIT, lsp, nd, parse_lsp, parse_ndjson, req, run


@pytest.mark.parametrize("prefix", [b"", b" ", b"\t", b"\r\n", b"\n\n\n", b" \t\r\n \n"])
def test_lsp_detected_on_C_after_whitespace(prefix):
    result = run(prefix + lsp(INIT), framing="lsp")
    assert result.messages[0]["result"]["capabilities"]["framing"] == "lsp"
    assert result.status == 1


def test_lsp_detected_on_lowercase_c():
    body = b'{"jsonrpc":"2.0","id":1,"method":"initialize"}'
    result = run(b"content-length: %d\r\n\r\n" % len(body) + body, framing="lsp")
    assert result.messages == [result.by_id(1)]
    assert result.by_id(1)["result"]["capabilities"]["framing"] == "lsp"


@pytest.mark.parametrize("prefix", [b"", b" ", b"\t", b"\r\n", b"\n\n", b" \t\r\n"])
def test_ndjson_detected_on_brace_after_whitespace(prefix):
    result = run(prefix + nd(INIT), framing="ndjson")
    assert result.messages[0]["result"]["capabilities"]["framing"] == "ndjson"


def test_ndjson_detected_on_bracket():
    result = run(b"[" + nd(INIT)[:-1] + b"]\n", framing="ndjson")
    assert len(result.messages) == 1 and isinstance(result.messages[0], list)
    assert result.messages[0][0]["result"]["capabilities"]["framing"] == "ndjson"


@pytest.mark.parametrize(
    "stdin",
    [b"x", b"Xyz\n", b"\"hello\"\n", b"1\n", b"null\n", b"]\n", b"}\n", b"\x00", b"\xef\xbb\xbf{}\n",
     b"  \n  G", b"\x0b{}\n", b"\x0c{}\n", b"\xc2\xa0{}\n"],
    ids=lambda b: repr(b),
)
def test_other_first_byte_logs_and_exits_2(stdin):
    result = run(stdin + nd(INIT))
    assert result.status == 2
    assert result.stdout == b""
    assert result.stderr.strip()


def test_only_whitespace_then_eof_is_a_clean_end_without_output():
    result = run(b" \r\n\t\n")
    assert result.status == 1 and result.stdout == b""


def test_empty_input_exits_1():
    result = run(b"")
    assert result.status == 1 and result.stdout == b""


def test_forced_lsp_reads_lsp_and_reports_it():
    result = run(b"\n" + lsp(INIT), "--framing", "lsp", framing="lsp")
    assert result.messages[0]["result"]["capabilities"]["framing"] == "lsp"


def test_forced_ndjson_reads_ndjson_and_reports_it():
    result = run(nd(INIT), "--framing=ndjson", framing="ndjson")
    assert result.messages[0]["result"]["capabilities"]["framing"] == "ndjson"


def test_forced_ndjson_does_not_exit_on_a_non_json_first_line():
    # Forcing the framing removes detection: a junk first line is a parse error, not exit 2.
    result = run(b"Content-Length: 3\n" + nd(INIT), "--framing", "ndjson", framing="ndjson")
    assert result.status == 1
    first, second = result.messages
    assert first["id"] is None and first["error"]["code"] == -32700
    assert second["id"] == 0 and "result" in second


def test_forced_lsp_on_ndjson_input_is_an_unusable_header():
    result = run(nd(INIT), "--framing", "lsp", framing="lsp")
    assert result.status == 2
    assert result.stdout == b""
    assert result.stderr.strip()


def test_forced_auto_is_the_default():
    assert run(lsp(INIT), "--framing", "auto", framing="lsp").messages[0]["result"]["capabilities"]["framing"] == "lsp"
    assert run(b"x", "--framing", "auto").status == 2


def test_output_uses_input_framing_lsp():
    result = run(lsp(INIT, req(1, "shutdown")), framing="lsp")
    # parse_lsp is strict: exactly one header per frame, nothing else on stdout.
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.status == 0


def test_output_uses_input_framing_ndjson():
    result = run(nd(INIT, req(1, "shutdown")), framing="ndjson")
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.stdout.count(b"\n") == 2


def test_framing_is_decided_once_lsp_session_does_not_switch_to_ndjson():
    # After LSP was detected, a later bare JSON line is not a header: fatal, exit 2.
    result = run(lsp(INIT) + nd(req(1, "shutdown")), framing="lsp")
    assert result.status == 2
    assert [m["id"] for m in result.messages] == [0]
