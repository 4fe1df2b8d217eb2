# frozen_string_literal: true

require_relative "../navd"
require_relative "expectations"
require_relative "shared_server"

module Navd
  # Minitest support: `require "navd/minitest"`, then include {Assertions} (and
  # {Helpers} for `navd_client`) in your test classes, or inherit from {Test}.
  module Minitest
    # Navigation assertions. The first argument is a {Navd::Client} or a {Navd::App}
    # (whose state is asked of navd), a {Navd::State}, or a result that carries a state. Locations
    # are written as {Navd::Stamp} describes: `"/posts/new"` matches a stamp's path
    # and query.
    #
    # @example
    #   assert_stack app, main: ["/", "/posts/1"], modal: []
    #   assert_presented app, "/posts/new"
    #   assert_routes_to app, "blog://posts/7", name: :view_post, params: { id: 7 }
    module Assertions
      # The stacks are exactly these; a stack left out is not checked.
      # @param subject [Navd::Client, Navd::State, #state]
      # @param main [Array<String, Regexp, nil>]
      # @param modal [Array<String, Regexp, nil>]
      # @param message [String, nil] prepended to the failure message
      def assert_stack(subject, main: Expectations::ANY, modal: Expectations::ANY, message: nil)
        navd_assert(Expectations.stack(subject, main: main, modal: modal), message)
      end

      # A modal is presented, with `url` on top of the modal stack when given.
      def assert_presented(subject, url = Expectations::ANY, message: nil)
        navd_assert(Expectations.presented(subject, url), message)
      end

      # Nothing is presented (with `url`: `url` is not the presented modal).
      def assert_not_presented(subject, url = Expectations::ANY, message: nil)
        navd_refute(Expectations.presented(subject, url), message)
      end
      alias refute_presented assert_not_presented

      # `currentVisitableURL` is `url` (nil: the top is not visitable, or there is none).
      def assert_current_url(subject, url, message: nil)
        navd_assert(Expectations.current_url(subject, url), message)
      end

      # The screen on top of the active stack shows `url` (visitable or not).
      def assert_on(subject, url, message: nil)
        navd_assert(Expectations.on(subject, url), message)
      end

      # `url` resolves to the typed route `name`, with exactly `params` when given.
      # @param client [Navd::Client, Navd::App]
      # @param url [String] absolute, or a path
      # @param name [String, Symbol]
      # @param params [Hash, nil]
      def assert_routes_to(client, url, name:, params: nil, message: nil)
        navd_assert(Expectations.routes_to(client.resolve(url), name, params, url: url), message)
      end

      # `url` does not resolve to a typed route (`unknown`), for the `reason` when given.
      def assert_unknown_route(client, url, reason: nil, message: nil)
        result = client.resolve(url)
        pass = !result.known? && (reason.nil? || result.reason == reason.to_s)
        wanted = reason ? "unknown (#{reason})" : "unknown"
        actual = result.known? ? "#{result.name} #{result.params.inspect}" : "unknown (#{result.reason})"
        assert(pass, navd_message(message, "expected #{url.inspect} to be #{wanted}, but it is #{actual}"))
      end

      # The app made exactly these HTTP requests, in order, since its last `clear_requests`.
      # @param app [Navd::App]
      # @param expected [Array<String>] `["GET /posts", "POST /posts"]`
      def assert_requests(app, expected, message: nil)
        navd_assert(Expectations.requests(app, expected), message)
      end

      private

      def navd_assert(outcome, message)
        assert(outcome.pass?, navd_message(message, outcome.failure))
      end

      def navd_refute(outcome, message)
        refute(outcome.pass?, navd_message(message, outcome.negated_failure))
      end

      def navd_message(message, text)
        message ? "#{message}.\n#{text}" : text
      end
    end

    # `navd_client(configuration)`: a client with a unique id on the shared navd
    # ({Navd::SharedServer}), closed after the test.
    module Helpers
      # @param configuration [Hash] see {Navd::Configuration.wire}
      # @return [Navd::Client]
      def navd_client(configuration = {}, **fields)
        @navd_clients ||= TestClients.new("#{self.class.name}##{name}")
        @navd_clients.open(configuration, **fields)
      end

      # @!visibility private
      def after_teardown
        @navd_clients&.close_all
        super
      end
    end

    if defined?(::Minitest::Test)
      # A Minitest test case with the navd assertions and helpers.
      class Test < ::Minitest::Test
        include Assertions
        include Helpers
      end
    end
  end
end
