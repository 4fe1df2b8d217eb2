# frozen_string_literal: true

module Navd
  class App
    # Turbo's `FetchResponse#isHTML`: an HTML or XHTML content type.
    HTML_CONTENT_TYPE = %r{\A(?:text/([^\s;,]+\b)?html|application/xhtml\+xml)\b}

    # Turbo's `StreamMessage.contentType` (src/core/streams/stream_message.js).
    TURBO_STREAM_CONTENT_TYPE = "text/vnd.turbo-stream.html"

    # One HTTP answer, as a transport returns it.
    #
    # @!attribute [r] status
    #   @return [Integer]
    # @!attribute [r] url
    #   @return [String] the absolute URL requested
    # @!attribute [r] headers
    #   @return [Hash{String=>Array<String>}] lower-case names, every value of each
    # @!attribute [r] body
    #   @return [String]
    Response = Struct.new(:status, :url, :headers, :body, keyword_init: true) do
      # @return [String, nil] the first value of header `name`
      def header(name) = headers.fetch(name.downcase, []).first

      # @return [String] the content type, or "" when none
      def content_type = header("content-type").to_s

      # @return [Boolean] whether Turbo would render it as a page: HTML, not a 204, not a Turbo Stream
      def html?
        status != 204 && content_type.match?(HTML_CONTENT_TYPE) && !turbo_stream?
      end

      # @return [Boolean] a Turbo Stream, whatever the status: Turbo's `StreamObserver` takes it
      #   (`fetchResponseIsStream`: the content type starts with the stream type)
      def turbo_stream? = content_type.start_with?(TURBO_STREAM_CONTENT_TYPE)

      # @return [String]
      def inspect = "#<Navd::App::Response #{status} #{url} #{content_type.inspect} (#{body.bytesize} bytes)>"

      # @return [Boolean] a redirect with a Location
      def redirect? = [301, 302, 303, 307, 308].include?(status) && !header("location").to_s.empty?
    end
  end
end
