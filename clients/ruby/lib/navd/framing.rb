# frozen_string_literal: true

require "json"
require_relative "lsp_reader"
require_relative "ndjson_reader"

module Navd
  # How messages are put on the wire: LSP base protocol (`Content-Length:` headers,
  # the default) or newline-delimited JSON.
  module Framing
    # The framings navd speaks.
    NAMES = %i[lsp ndjson].freeze

    module_function

    # @param framing [Symbol, String] `:lsp` or `:ndjson`
    # @return [Symbol] the framing, checked
    # @raise [ArgumentError] for any other framing
    def check(framing)
      name = framing.to_s.to_sym
      return name if NAMES.include?(name)

      raise ArgumentError, "unknown framing #{framing.inspect}; expected :lsp or :ndjson"
    end

    # Serialises one message (or batch) for `framing`.
    # @param message [Hash, Array]
    # @param framing [Symbol]
    # @return [String] binary bytes to write
    # @raise [JSON::GeneratorError] for NaN or Infinity, which JSON cannot carry
    def encode(message, framing)
      body = JSON.generate(message).b
      return "#{body}\n".b if framing == :ndjson

      "Content-Length: #{body.bytesize}\r\n\r\n".b + body
    end

    # @param io [IO] a binary stream
    # @param framing [Symbol]
    # @param max_body_bytes [Integer]
    # @return [LSPReader, NDJSONReader] the reader of `framing` on `io`
    def reader(io, framing, max_body_bytes: LSPReader::DEFAULT_MAX_BODY_BYTES)
      case check(framing)
      when :lsp then LSPReader.new(io, max_body_bytes: max_body_bytes)
      else NDJSONReader.new(io, max_body_bytes: max_body_bytes)
      end
    end
  end
end
