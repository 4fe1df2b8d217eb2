# frozen_string_literal: true

require "net/http"
require "openssl"
require "uri"
require_relative "errors"
require_relative "response"

module Navd
  class App
    # Requests to a running server with Net::HTTP, one connection per request. Each request has
    # `timeout` seconds to connect and to answer; a server that does not is a {RequestTimeout}
    # naming the request, one that refuses or drops the connection a {ConnectionFailed}. Nothing is
    # resent (Net::HTTP's retry of an idempotent request is off): one request, one log line.
    class HttpTransport
      # Exceptions that mean the server could not be reached or went away mid-answer.
      UNREACHABLE = [SystemCallError, IOError, EOFError, SocketError, OpenSSL::SSL::SSLError, Net::HTTPBadResponse].freeze

      # @return [String] the base URL's origin, `http://127.0.0.1:3000`
      attr_reader :origin

      # @param base_url [URI::HTTP]
      # @param timeout [Numeric] seconds
      def initialize(base_url, timeout:)
        @origin = "#{base_url.scheme}://#{base_url.host}#{default_port?(base_url) ? '' : ":#{base_url.port}"}"
        @timeout = timeout
      end

      # @param method [String] upper-case
      # @param uri [URI::HTTP] absolute
      # @param headers [Hash{String=>String}]
      # @param body [String, nil]
      # @return [Response]
      # @raise [RequestTimeout, ConnectionFailed]
      def call(method, uri, headers, body)
        request = Net::HTTPGenericRequest.new(method, !body.nil?, method != "HEAD", uri.request_uri, headers)
        request.body = body if body
        answer = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https",
                                                     open_timeout: @timeout, read_timeout: @timeout,
                                                     write_timeout: @timeout, max_retries: 0) { |http| http.request(request) }
        Response.new(status: answer.code.to_i, url: uri.to_s, headers: answer.to_hash, body: answer.body.to_s)
      rescue Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout
        raise RequestTimeout.new("#{method} #{uri}", @timeout)
      rescue *UNREACHABLE => e
        raise ConnectionFailed.new("#{method} #{uri}", e)
      end

      private

      def default_port?(uri) = uri.port == uri.default_port
    end
  end
end
