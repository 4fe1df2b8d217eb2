# frozen_string_literal: true

module Navd
  class App
    # What a web session shows: the last response rendered in it.
    #
    # @!attribute [r] status
    #   @return [Integer] the HTTP status (0 when the server could not be reached)
    # @!attribute [r] url
    #   @return [String] the final URL, after redirects
    # @!attribute [r] body
    #   @return [String]
    Page = Struct.new(:status, :url, :body, keyword_init: true) do
      # @param response [Response]
      # @return [Page]
      def self.of(response) = new(status: response.status, url: response.url, body: response.body)

      # @return [String]
      def inspect = "#<Navd::App::Page #{status} #{url} (#{body.bytesize} bytes)>"
    end
  end
end
