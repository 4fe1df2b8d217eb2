# frozen_string_literal: true

require_relative "framing_error"

module Navd
  # Reads newline-delimited JSON messages from a blocking binary stream, skipping
  # blank lines; a last line without a newline is still a message.
  class NDJSONReader
    # @param io [IO]
    # @param max_body_bytes [Integer]
    def initialize(io, max_body_bytes:)
      @io = io
      @max_body_bytes = max_body_bytes
    end

    # @return [String, nil] the next line without its whitespace, or `nil` at end of stream
    # @raise [FramingError] for a line over the limit
    def read_body
      loop do
        line = @io.gets("\n", @max_body_bytes + 1)
        return nil if line.nil?
        raise FramingError, "line longer than #{@max_body_bytes} bytes" if line.bytesize > @max_body_bytes

        stripped = line.b.strip
        return stripped unless stripped.empty?
      end
    end
  end
end
