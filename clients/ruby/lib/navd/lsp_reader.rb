# frozen_string_literal: true

require_relative "framing_error"

module Navd
  # Reads `Content-Length`-framed bodies from a blocking binary stream. Other headers
  # are allowed (names are case-insensitive); every header line must end in CRLF.
  class LSPReader
    # The largest body accepted from navd (navd's own default limit is 16 MiB).
    DEFAULT_MAX_BODY_BYTES = 256 * 1024 * 1024
    # The longest header line accepted.
    MAX_HEADER_LINE_BYTES = 8192

    # @param io [IO]
    # @param max_body_bytes [Integer]
    def initialize(io, max_body_bytes: DEFAULT_MAX_BODY_BYTES)
      @io = io
      @max_body_bytes = max_body_bytes
    end

    # @return [String, nil] the next body (binary), or `nil` at end of stream between messages
    # @raise [FramingError] when the bytes are not a frame
    def read_body
      length = read_header
      return nil if length == :eof

      read_exactly(length)
    end

    private

    def read_header
      length = nil
      first = true
      loop do
        line = @io.gets("\n", MAX_HEADER_LINE_BYTES + 1)
        if line.nil?
          return :eof if first

          raise FramingError, "end of output inside a message header"
        end
        check_line(line)
        if line == "\r\n"
          raise FramingError, "empty header block (blank line before any header)" if first

          break
        end
        first = false
        length = header_length(line) || length
      end
      raise FramingError, "message header without Content-Length" if length.nil?

      length
    end

    def check_line(line)
      if line.bytesize > MAX_HEADER_LINE_BYTES
        raise FramingError, "header line longer than #{MAX_HEADER_LINE_BYTES} bytes: #{line[0, 80].inspect}..."
      end
      raise FramingError, "header line not terminated by CRLF: #{line[0, 120].inspect}" unless line.end_with?("\r\n")
    end

    def header_length(line)
      name, separator, value = line.chomp("\r\n").partition(":")
      raise FramingError, "header line without ':': #{line[0, 120].inspect}" if separator.empty?
      return nil unless name.strip.casecmp?("content-length")

      text = value.strip
      raise FramingError, "non-numeric Content-Length: #{text[0, 40].inspect}" unless text.match?(/\A[0-9]+\z/)

      length = Integer(text, 10)
      if length > @max_body_bytes
        raise FramingError, "Content-Length #{length} exceeds #{@max_body_bytes} bytes"
      end

      length
    end

    def read_exactly(length)
      return +"" if length.zero?

      body = @io.read(length)
      got = body.nil? ? 0 : body.bytesize
      raise FramingError, "end of output after #{got} of #{length} body bytes" if got < length

      body
    end
  end
end
