# frozen_string_literal: true

require "uri"
require_relative "cookie_jar"
require_relative "errors"
require_relative "form_encoding"

module Navd
  class App
    # Makes requests as a Hotwire Native web view's `fetch` does: the platform's user agent, the
    # cookie jar, same-origin redirects followed (303, and 301/302 after a POST, turn into a GET;
    # 307/308 keep the method and body), a redirect to another origin not followed but returned.
    # A form's PATCH, PUT or DELETE goes as Rails forms send it and Turbo submits it: a POST with a
    # `_method` field (so a 302 after it is followed with a GET, as after any POST); it is logged
    # with the method the app sees. Every request made is logged as `[method, path?query]`.
    class Fetcher
      # Browsers stop after 20 redirects (the Fetch standard's limit).
      MAX_REDIRECTS = 20

      # Turbo's `Accept` for a page load (hotwired/turbo src/http/fetch_request.js `defaultHeaders`).
      PAGE_ACCEPT = "text/html, application/xhtml+xml"

      # Turbo's `Accept` for a non-GET form: the stream type put first
      # (src/core/drive/form_submission.js `prepareRequest` → `acceptResponseType`), so a Rails
      # `respond_to` answers `format.turbo_stream` as it does in the app.
      FORM_ACCEPT = "text/vnd.turbo-stream.html, #{PAGE_ACCEPT}".freeze

      # What a fetch ended with.
      #
      # @!attribute [r] response
      #   @return [Response, nil] the final response (nil after a redirect to another origin)
      # @!attribute [r] redirected
      #   @return [Boolean] whether a redirect was followed
      # @!attribute [r] other_origin
      #   @return [String, nil] the URL on another origin a redirect pointed to
      Result = Struct.new(:response, :redirected, :other_origin, keyword_init: true)

      # @return [Array<Array(String, String)>] every request made, `["GET", "/posts?page=2"]`
      attr_reader :log
      # @return [CookieJar]
      attr_reader :cookies
      # @return [Response, nil] the answer to the last request made (a redirect's own, when it
      #   pointed to another origin)
      attr_reader :last_response

      # @param transport [RackTransport, HttpTransport]
      # @param user_agent [String]
      def initialize(transport, user_agent)
        @transport = transport
        @user_agent = user_agent
        @cookies = CookieJar.new
        @log = []
      end

      # @return [String] the target's origin
      def origin = @transport.origin

      # @param url [String] absolute, or a path on the target
      # @return [URI::Generic]
      def absolute(url) = URI.join("#{origin}/", url.to_s)

      # @param uri [URI::Generic]
      # @return [Boolean]
      def same_origin?(uri) = "#{uri.scheme}://#{uri.host}:#{uri.port}" == origin_key

      # @param method [String, Symbol]
      # @param url [String]
      # @param params [Hash, nil] a GET's go into the query, another method's into the form body
      # @param accept [String, nil] default: Turbo's, {PAGE_ACCEPT} for a GET, {FORM_ACCEPT} otherwise
      # @return [Result]
      # @raise [RequestTimeout, ConnectionFailed, TooManyRedirects]
      def fetch(method, url, params: nil, accept: nil)
        method = method.to_s.upcase
        accept ||= method == "GET" ? PAGE_ACCEPT : FORM_ACCEPT
        uri = absolute(url)
        params = params.to_h
        return follow(Hop.new("GET", "GET", query(uri, params), nil), accept, [uri.to_s]) if method == "GET"

        params = { "_method" => method.downcase }.merge(params) unless method == "POST"
        follow(Hop.new("POST", method, uri, FormEncoding.encode(params)), accept, [uri.to_s])
      end

      private

      # One request of a fetch: the wire method, the method the app sees (`_method`), URL and body.
      Hop = Struct.new(:method, :seen_method, :uri, :body)
      private_constant :Hop

      def follow(hop, accept, chain)
        response = request(hop, accept)
        return Result.new(response: response, redirected: chain.size > 1) unless response.redirect?

        target = hop.uri + response.header("location")
        chain << target.to_s
        raise TooManyRedirects.new(chain, MAX_REDIRECTS) if chain.size > MAX_REDIRECTS + 1
        return Result.new(response: nil, redirected: true, other_origin: target.to_s) unless same_origin?(target)

        follow(redirected(hop, target, response.status), accept, chain)
      end

      def query(uri, params)
        uri.query = [uri.query, FormEncoding.encode(params)].compact.join("&") unless params.empty?
        uri
      end

      # The Fetch standard's HTTP-redirect fetch, step 12: a POST redirected with 301, 302 or 303
      # continues as a GET without its body; 307 and 308 keep both (the wire method is GET or POST).
      def redirected(hop, target, status)
        return Hop.new("GET", "GET", target, nil) if hop.method == "POST" && ![307, 308].include?(status)

        Hop.new(hop.method, hop.seen_method, target, hop.body)
      end

      def request(hop, accept)
        uri = hop.uri
        @log << [hop.seen_method, uri.request_uri]
        headers = { "User-Agent" => @user_agent, "Accept" => accept }
        cookie = @cookies.header_for(uri)
        headers["Cookie"] = cookie if cookie
        headers["Content-Type"] = "application/x-www-form-urlencoded" if hop.body
        response = @transport.call(hop.method, uri, headers, hop.body)
        @cookies.store(response.headers.fetch("set-cookie", []), uri)
        @last_response = response
      end

      def origin_key
        @origin_key ||= begin
          uri = URI(origin)
          "#{uri.scheme}://#{uri.host}:#{uri.port}"
        end
      end
    end
  end
end
