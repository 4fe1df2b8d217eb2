# frozen_string_literal: true

require_relative "../test_helper"
require "stringio"

class FramingTest < Minitest::Test
  def lsp(body, *headers)
    head = headers.empty? ? "Content-Length: #{body.bytesize}\r\n" : headers.map { |h| "#{h}\r\n" }.join
    StringIO.new("#{head}\r\n#{body}".b)
  end

  def test_lsp_encoding_counts_bytes_not_characters
    frame = Navd::Framing.encode({ "url" => "https://app.example/é" }, :lsp)
    header, body = frame.split("\r\n\r\n", 2)
    assert_equal "Content-Length: #{body.bytesize}", header
    assert_equal body.force_encoding("UTF-8").length + 1, body.bytesize
    assert_equal({ "url" => "https://app.example/é" }, JSON.parse(body))
  end

  def test_ndjson_encoding_is_one_line
    frame = Navd::Framing.encode({ "a" => "line\nbreak" }, :ndjson)
    assert_equal 1, frame.count("\n")
    assert frame.end_with?("\n")
  end

  def test_nan_cannot_be_encoded
    assert_raises(JSON::GeneratorError) { Navd::Framing.encode({ "x" => Float::NAN }, :lsp) }
  end

  def test_consecutive_frames_then_end_of_stream
    reader = Navd::LSPReader.new(StringIO.new("Content-Length: 7\r\n\r\n{\"a\":1}Content-Length: 7\r\n\r\n{\"b\":2}".b))
    assert_equal '{"a":1}', reader.read_body
    assert_equal '{"b":2}', reader.read_body
    assert_nil reader.read_body
  end

  def test_extra_headers_and_case_insensitive_names
    body = '{"ok":true}'
    io = lsp(body, "content-type: application/vscode-jsonrpc; charset=utf-8", "CONTENT-LENGTH: #{body.bytesize}")
    assert_equal body, Navd::LSPReader.new(io).read_body
  end

  BAD_FRAMES = {
    "Content-Length: abc\r\n\r\n{}" => "non-numeric Content-Length",
    "Content-Length: -1\r\n\r\n" => "non-numeric Content-Length",
    "Content-Type: x\r\n\r\n{}" => "without Content-Length",
    "Content-Length: 10\r\n\r\n{}" => "after 2 of 10 body bytes",
    "Content-Length: 2\r\n" => "end of output inside a message header",
    "Content-Length 2\r\n\r\n{}" => "without ':'",
    "Content-Length: 2\n\n{}" => "not terminated by CRLF",
    "\r\n{}" => "empty header block"
  }.freeze

  BAD_FRAMES.each_with_index do |(raw, expected), index|
    define_method("test_bad_frame_#{index}_#{expected.tr(' :\'', '_')}") do
      error = assert_raises(Navd::FramingError) { Navd::LSPReader.new(StringIO.new(raw.b)).read_body }
      assert_includes error.message, expected
    end
  end

  def test_oversized_content_length_is_refused
    reader = Navd::LSPReader.new(StringIO.new("Content-Length: 17\r\n\r\n".b), max_body_bytes: 16)
    error = assert_raises(Navd::FramingError) { reader.read_body }
    assert_includes error.message, "exceeds 16 bytes"
  end

  def test_overlong_header_line_is_refused
    reader = Navd::LSPReader.new(StringIO.new("X-Padding: #{'a' * 9000}\r\n\r\n".b))
    error = assert_raises(Navd::FramingError) { reader.read_body }
    assert_includes error.message, "longer than 8192 bytes"
  end

  def test_ndjson_skips_blank_lines_and_reads_a_last_line_without_newline
    reader = Navd::Framing.reader(StringIO.new("\n  \n{\"a\":1}\r\n{\"b\":2}".b), :ndjson)
    assert_equal '{"a":1}', reader.read_body
    assert_equal '{"b":2}', reader.read_body
    assert_nil reader.read_body
  end

  def test_unknown_framing_is_an_argument_error
    error = assert_raises(ArgumentError) { Navd::Framing.check(:xml) }
    assert_includes error.message, "unknown framing :xml"
  end
end
