"""LSP and NDJSON framing of navd's output, on in-memory streams."""

from __future__ import annotations

import io
import json
import math

import pytest

from navd_client.framing import (
    FramingError,
    LSPReader,
    NDJSONReader,
    check_framing,
    decode_json,
    encode_json,
    encode_message,
    frame_body,
    make_reader,
    next_frame,
)


def lsp(body: bytes, *headers: bytes) -> bytes:
    head = b"".join(h + b"\r\n" for h in headers) if headers else b"Content-Length: %d\r\n" % len(body)
    return head + b"\r\n" + body


def test_encode_lsp_counts_bytes_not_characters():
    frame = encode_message({"url": "https://app.example/é"}, "lsp")
    header, _, body = frame.partition(b"\r\n\r\n")
    assert header == b"Content-Length: %d" % len(body)
    assert json.loads(body) == {"url": "https://app.example/é"}
    assert len(body) == len(body.decode("utf-8")) + 1


def test_encode_ndjson_is_one_line():
    frame = encode_message({"a": "line\nbreak"}, "ndjson")
    assert frame.count(b"\n") == 1 and frame.endswith(b"\n")


def test_encode_refuses_nan():
    with pytest.raises(ValueError):
        encode_message({"x": float("nan")}, "lsp")


def test_reads_consecutive_frames_and_then_eof():
    stream = io.BytesIO(lsp(b'{"a":1}') + lsp(b'{"b":2}'))
    reader = LSPReader(stream)
    assert reader.read_body() == b'{"a":1}'
    assert reader.read_body() == b'{"b":2}'
    assert reader.read_body() is None


def test_extra_headers_and_case_insensitive_names():
    body = b'{"ok":true}'
    stream = io.BytesIO(lsp(body, b"content-type: application/vscode-jsonrpc; charset=utf-8", b"CONTENT-LENGTH: %d" % len(body)))
    assert LSPReader(stream).read_body() == body


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"Content-Length: abc\r\n\r\n{}", "non-numeric Content-Length"),
        (b"Content-Type: x\r\n\r\n{}", "without Content-Length"),
        (b"Content-Length: 10\r\n\r\n{}", "after 2 of 10 body bytes"),
        (b"Content-Length: 2\r\n", "end of output inside a message header"),
        (b"Content-Length 2\r\n\r\n{}", "without ':'"),
        (b"Content-Length: 2\n\n{}", "not terminated by CRLF"),
        (b"\r\n{}", "empty header block"),
        (b"Content-Length: -1\r\n\r\n", "non-numeric Content-Length"),
    ],
)
def test_bad_frames_raise_framing_error(raw, message):
    with pytest.raises(FramingError, match=message):
        LSPReader(io.BytesIO(raw)).read_body()


def test_oversized_content_length_is_refused():
    with pytest.raises(FramingError, match="exceeds 16 bytes"):
        LSPReader(io.BytesIO(b"Content-Length: 17\r\n\r\n"), max_body_bytes=16).read_body()


def test_ndjson_skips_blank_lines_and_reads_last_line_without_newline():
    reader = NDJSONReader(io.BytesIO(b'\n  \n{"a":1}\r\n{"b":2}'))
    assert reader.read_body() == b'{"a":1}'
    assert reader.read_body() == b'{"b":2}'
    assert reader.read_body() is None


def test_unknown_framing_is_rejected():
    with pytest.raises(ValueError, match="unknown framing"):
        make_reader(io.BytesIO(b""), "xml")


def test_frame_body_frames_bytes_as_they_are():
    assert frame_body(b'{"a":1}', "lsp") == b'Content-Length: 7\r\n\r\n{"a":1}'
    assert frame_body(b"{oops", "ndjson") == b"{oops\n"
    assert frame_body(b"", "lsp") == b"Content-Length: 0\r\n\r\n"


def test_encode_json_is_compact_utf8():
    assert encode_json({"url": "é", "n": [1, 2]}) == '{"url":"é","n":[1,2]}'.encode("utf-8")


@pytest.mark.parametrize("framing", ["lsp", "ndjson"])
def test_next_frame_returns_spans_and_none_until_a_frame_is_complete(framing):
    stream = encode_message({"a": 1}, framing) + encode_message({"b": "ü"}, framing)
    first = next_frame(stream, 0, framing)
    assert first is not None and stream[first[0] : first[1]] == b'{"a":1}'
    second = next_frame(stream, first[2], framing)
    assert second is not None and json.loads(stream[second[0] : second[1]]) == {"b": "ü"}
    assert second[2] == len(stream)
    assert next_frame(stream, second[2], framing) is None
    for cut in range(first[2] + 1, len(stream)):
        assert next_frame(stream[:cut], first[2], framing) is None, cut


def test_next_frame_reads_headers_in_any_order_and_case_from_a_bytearray():
    buffer = bytearray(b"content-type: x\r\nCONTENT-LENGTH: 2\r\nX-Other: 1\r\n\r\n{}tail")
    assert next_frame(buffer, 0, "lsp") == (len(buffer) - 6, len(buffer) - 4, len(buffer) - 4)


def test_next_frame_at_end_takes_a_last_ndjson_line_without_newline():
    assert next_frame(b'\n {"a":1} ', 0, "ndjson") is None
    assert next_frame(b'\n {"a":1} ', 0, "ndjson", at_end=True) == (2, 9, 10)
    assert next_frame(b"\n \r\n\t", 0, "ndjson", at_end=True) is None


@pytest.mark.parametrize(
    ("partial", "message"),
    [(b"Content-Len", "inside a message header"), (b"Content-Length: 5\r\n\r\n{}", "after 2 of 5 body bytes")],
)
def test_next_frame_at_end_refuses_a_partial_lsp_frame(partial, message):
    assert next_frame(partial, 0, "lsp") is None
    with pytest.raises(FramingError, match=message):
        next_frame(partial, 0, "lsp", at_end=True)


def test_next_frame_refuses_an_overlong_ndjson_line_before_it_ends():
    with pytest.raises(FramingError, match="line longer than 8 bytes"):
        next_frame(b'{"a":"1234', 0, "ndjson", max_body_bytes=8)
    assert next_frame(b'{"a":12}\n', 0, "ndjson", max_body_bytes=9) == (0, 8, 9)


def test_header_line_longer_than_8192_bytes_is_refused():
    with pytest.raises(FramingError, match="header line longer than 8192 bytes"):
        next_frame(b"X-Long: " + b"a" * 8190, 0, "lsp")
    line = b"X-Long: " + b"a" * (8192 - 10) + b"\r\n"
    assert next_frame(line + b"Content-Length: 2\r\n\r\n{}", 0, "lsp") is not None


def test_reader_drain_returns_what_follows_the_bodies_read():
    reader = NDJSONReader(io.BytesIO(b'{"a":1}\n{"b":2}\ntrailing'))
    assert reader.read_body() == b'{"a":1}'
    assert reader.drain() == b'{"b":2}\ntrailing'
    assert reader.read_body() is None


def test_decode_json_reads_bodies_and_names_what_is_wrong():
    assert decode_json(b'{"a":[1,"\xc3\xa9"]}') == {"a": [1, "é"]}
    assert math.isnan(decode_json(b"NaN"))  # not strict: Python's extension passes
    with pytest.raises(FramingError, match="not UTF-8 JSON"):
        decode_json(b"\xff{}")
    with pytest.raises(FramingError, match="not UTF-8 JSON"):
        decode_json(b"{oops")


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"[NaN]", "non-JSON constant NaN"),
        (b'{"x":-Infinity}', "non-JSON constant -Infinity"),
        (b'{"a":1,"b":{"c":1,"c":2}}', r"duplicate member names: \['c', 'c'\]"),
    ],
)
def test_strict_decode_json_refuses_constants_and_duplicate_names(body, message):
    decode_json(body)
    with pytest.raises(FramingError, match=message):
        decode_json(body, strict=True)


def test_check_framing_names_both_framings():
    assert check_framing("ndjson") == "ndjson"
    with pytest.raises(ValueError, match="expected 'lsp' or 'ndjson'"):
        check_framing("LSP")
