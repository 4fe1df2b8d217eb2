"""LSP and NDJSON framing of navd's output, on in-memory streams."""

from __future__ import annotations

import io
import json

import pytest

from navd_client.framing import FramingError, LSPReader, NDJSONReader, encode_message, make_reader


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
