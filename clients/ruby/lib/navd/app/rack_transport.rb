# frozen_string_literal: true

require "uri"
require_relative "response"

module Navd
  class App
    # Requests to a Rack app in-process, through `Rack::MockRequest` (`rack` is required here, only
    # when a driver is given a Rack app). An exception the app raises reaches the test as it is.
    class RackTransport
      # Rack::MockRequest's default host.
      ORIGIN = "http://example.org"

      # @return [String] `http://example.org`
      attr_reader :origin

      # @param app [#call] a Rack app (`Rails.application`)
      def initialize(app)
        require "rack"
        require "rack/mock"
        @request = Rack::MockRequest.new(app)
        @origin = ORIGIN
      end

      # @param method [String] upper-case
      # @param uri [URI::Generic] absolute
      # @param headers [Hash{String=>String}]
      # @param body [String, nil]
      # @return [Response]
      def call(method, uri, headers, body)
        env = headers.to_h { |name, value| [rack_name(name), value] }
        env[:input] = body if body
        answer = @request.request(method, uri.to_s, env)
        Response.new(status: answer.status, url: uri.to_s, headers: header_lists(answer.headers), body: answer.body)
      end

      private

      def rack_name(name)
        key = name.upcase.tr("-", "_")
        %w[CONTENT_TYPE CONTENT_LENGTH].include?(key) ? key : "HTTP_#{key}"
      end

      # Rack 2 joins repeated headers (Set-Cookie) with newlines; Rack 3 may give arrays.
      def header_lists(headers)
        headers.each_with_object({}) do |(name, value), lists|
          lists[name.downcase] = Array(value).flat_map { |item| item.to_s.split("\n") }
        end
      end
    end
  end
end
