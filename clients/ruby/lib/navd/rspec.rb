# frozen_string_literal: true

require_relative "../navd"
require_relative "expectations"
require_relative "shared_server"

module Navd
  # RSpec support: `require "navd/rspec"` adds the matchers and `navd_client` to
  # every example group (when RSpec is loaded), or include {Matchers} and {Helpers}
  # yourself.
  #
  # @example
  #   expect(app).to present_modal("/posts/new")
  #   expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
  #   expect(app).to be_on("/posts/1")
  #   expect(app.resolve("blog://posts/7")).to route_to(:view_post, id: 7)
  #   expect("blog://posts/7").to route_to(:view_post, id: 7).via(app)
  module RSpec
    # A matcher built on one {Navd::Expectations} check.
    class Matcher
      # @param description [String]
      # @yieldparam subject [Object]
      # @yieldreturn [Navd::Expectations::Outcome]
      def initialize(description, &check)
        @description = description
        @check = check
      end

      # @return [String]
      attr_reader :description

      # @return [Boolean]
      def matches?(subject)
        @outcome = @check.call(subject)
        @outcome.pass?
      end

      # @return [Boolean]
      def does_not_match?(subject) = !matches?(subject)

      # @return [String]
      def failure_message = @outcome.failure

      # @return [String]
      def failure_message_when_negated = @outcome.negated_failure
    end

    # `route_to(:view_post, id: 1)`: the subject is a {Navd::ResolvedRoute}, a
    # {Navd::RouteResult}, or a URL resolved by the client given with {#via}.
    class RouteToMatcher < Matcher
      # @param name [String, Symbol]
      # @param params [Hash, nil]
      def initialize(name, params)
        @name = name
        @params = params
        @client = nil
        super(params ? "route to #{name} #{params.inspect}" : "route to #{name}") { |subject| check(subject) }
      end

      # @param client [Navd::Client, Navd::App] resolves a URL subject
      # @return [self]
      def via(client)
        @client = client
        self
      end

      private

      def check(subject)
        return Expectations.routes_to(subject, @name, @params) unless subject.is_a?(String)
        raise ArgumentError, "route_to: give the client that resolves #{subject.inspect} with .via(client)" unless @client

        Expectations.routes_to(@client.resolve(subject), @name, @params, url: subject)
      end
    end

    # The matchers.
    module Matchers
      # A modal is presented, with `url` on top of the modal stack when given.
      # @return [Matcher]
      def present_modal(url = Expectations::ANY)
        described = url.equal?(Expectations::ANY) ? "present a modal" : "present #{url.inspect} as a modal"
        Matcher.new(described) { |subject| Expectations.presented(subject, url) }
      end

      # The stacks are exactly these; a stack left out is not checked.
      # @return [Matcher]
      def have_stack(main: Expectations::ANY, modal: Expectations::ANY)
        Matcher.new("have stacks main: #{main.inspect}, modal: #{modal.inspect}") do |subject|
          Expectations.stack(subject, main: main, modal: modal)
        end
      end

      # The screen on top of the active stack shows `url`.
      # @return [Matcher]
      def be_on(url)
        Matcher.new("be on #{url.inspect}") { |subject| Expectations.on(subject, url) }
      end

      # `currentVisitableURL` is `url`.
      # @return [Matcher]
      def have_current_url(url)
        Matcher.new("have current visitable URL #{url.inspect}") { |subject| Expectations.current_url(subject, url) }
      end

      # A {Navd::App} made exactly these HTTP requests, in order, since its last `clear_requests`.
      # @param expected [Array<String>] `["GET /posts", "POST /posts"]`
      # @return [Matcher]
      def have_requested(expected)
        Matcher.new("have requested #{expected.inspect}") { |subject| Expectations.requests(subject, expected) }
      end

      # The typed route `name`, with exactly `params` when any are given.
      # @return [RouteToMatcher]
      def route_to(name, params = nil, **keyword_params)
        params = (params || {}).merge(keyword_params) unless keyword_params.empty?
        RouteToMatcher.new(name, params)
      end
    end

    # `navd_client(configuration)`: a client with a unique id on the shared navd
    # ({Navd::SharedServer}), closed after the example.
    module Helpers
      # @param configuration [Hash] see {Navd::Configuration.wire}
      # @return [Navd::Client]
      def navd_client(configuration = {}, **fields)
        @navd_clients ||= TestClients.new(::RSpec.current_example&.id || "rspec")
        @navd_clients.open(configuration, **fields)
      end

      # Closes the clients {#navd_client} opened (run after each example).
      # @return [void]
      def close_navd_clients
        @navd_clients&.close_all
      end
    end
  end
end

if defined?(RSpec) && RSpec.respond_to?(:configure)
  RSpec.configure do |config|
    config.include Navd::RSpec::Matchers
    config.include Navd::RSpec::Helpers
    config.after { close_navd_clients }
  end
end
