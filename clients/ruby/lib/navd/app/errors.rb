# frozen_string_literal: true

require_relative "../failure"

module Navd
  class App
    # The base class of what {App} raises about the app it drives (navd's own failures stay
    # {Navd::Error}, {Navd::Timeout}, ...). Every message names the request or the argument.
    class Error < Failure; end

    # The target is neither a Rack app nor an http(s) base URL.
    class BadTarget < Error
      # @param target [Object]
      def initialize(target)
        super("target must be a Rack app (answering call(env)) or an http(s) base URL such as " \
              "\"http://127.0.0.1:3000\", got #{target.inspect[0, 120]}")
      end
    end

    # The app did not answer a request in time.
    class RequestTimeout < Error
      # @return [String] `"GET http://127.0.0.1:3000/posts"`
      attr_reader :request

      # @param request [String] method and URL
      # @param seconds [Numeric]
      def initialize(request, seconds)
        @request = request
        super("#{request}: no answer within #{seconds} s (is the server hanging?)")
      end
    end

    # The server could not be reached (refused, reset, closed mid-answer) during a form submission.
    # A page visit that fails this way is reported to navd as `session/visitFailed` with status 0.
    class ConnectionFailed < Error
      # @return [String] method and URL
      attr_reader :request

      # @param request [String]
      # @param cause [Exception]
      def initialize(request, cause)
        @request = request
        super("#{request}: the server could not be reached (#{cause.class}: #{cause.message})")
      end
    end

    # More redirects than a browser follows.
    class TooManyRedirects < Error
      # @param chain [Array<String>] the URLs visited, first to last
      # @param limit [Integer] the redirects followed
      def initialize(chain, limit)
        super("#{chain.first}: more than #{limit} redirects (#{chain.last(3).join(' -> ')} ...)")
      end
    end

    # The path configuration the app serves could not be loaded.
    class BadPathConfiguration < Error
      # @param request [String] method and URL
      # @param problem [String]
      def initialize(request, problem)
        super("path configuration #{request}: #{problem}")
      end
    end
  end
end
