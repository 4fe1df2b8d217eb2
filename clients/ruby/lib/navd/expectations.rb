# frozen_string_literal: true

require_relative "resolved_route"
require_relative "route_match"
require_relative "route_result"
require_relative "stamp"
require_relative "state"

module Navd
  # What the Minitest assertions and the RSpec matchers check, in one place. Each
  # check returns an {Outcome} with the messages for both directions, which show the
  # whole expected and actual stacks.
  #
  # A subject is a {State}, or anything with a `state` (a {Client} or an {App}, which ask
  # navd, or a {RouteResult}/{ChangeResult}, which carries it).
  module Expectations
    # The result of one check.
    # @!attribute [r] pass
    #   @return [Boolean]
    # @!attribute [r] failure
    #   @return [String] why it failed (for `assert`/`to`)
    # @!attribute [r] negated_failure
    #   @return [String] why the negation failed (for `refute`/`not_to`)
    Outcome = Struct.new(:pass, :failure, :negated_failure, keyword_init: true) do
      # @return [Boolean]
      def pass? = pass
    end

    # Stands for a stack the check leaves alone.
    ANY = Object.new.tap { |any| def any.inspect = "(any)" }.freeze

    module_function

    # @param subject [State, #state]
    # @return [State]
    # @raise [ArgumentError] when the subject has no state
    def state_of(subject)
      return subject if subject.is_a?(State)
      unless subject.respond_to?(:state)
        raise ArgumentError, "expected a Navd::Client, a Navd::State or a result with a state, got #{subject.inspect}"
      end

      state = subject.state
      return state if state.is_a?(State)

      raise ArgumentError, "#{subject.class} has no state (was it asked for with state: false?)"
    end

    # The stacks are exactly these (each stack only when given).
    # @param main [Array<String, Regexp, nil>] see {Stamp}
    # @param modal [Array<String, Regexp, nil>]
    # @return [Outcome]
    def stack(subject, main: ANY, modal: ANY)
      state = state_of(subject)
      wanted = { "main" => main, "modal" => modal }.reject { |_, value| value.equal?(ANY) }
      raise ArgumentError, "give main:, modal: or both" if wanted.empty?

      pass = wanted.all? { |name, expected| Stamp.all_match?(Array(expected), state.stack(name).map(&:routed_location)) }
      expected = wanted.map { |name, value| format("  %-6s %s", "#{name}:", Array(value).inspect) }.join("\n")
      outcome(pass,
              "expected the stacks of #{who(state)} to be\n#{expected}\nbut they are\n#{picture(state)}",
              "expected the stacks of #{who(state)} not to be\n#{expected}\nbut they are")
    end

    # A modal is presented (and its top is `url`, when given).
    # @param url [String, Regexp, nil]
    # @return [Outcome]
    def presented(subject, url = ANY)
      state = state_of(subject)
      top = state.modal.last
      pass = state.presented? && (url.equal?(ANY) || (!top.nil? && Stamp.matches?(url, top.routed_location)))
      what = url.equal?(ANY) ? "a modal" : "#{url.inspect} as a modal"
      outcome(pass, "expected #{who(state)} to present #{what}, but\n#{picture(state)}",
              "expected #{who(state)} not to present #{what}, but\n#{picture(state)}")
    end

    # `currentVisitableURL` is `url`.
    # @param url [String, Regexp, nil]
    # @return [Outcome]
    def current_url(subject, url)
      state = state_of(subject)
      pass = Stamp.matches?(url, state.current_visitable_url)
      outcome(pass,
              "expected the current visitable URL of #{who(state)} to be #{url.inspect}, " \
              "but it is #{state.current_visitable_url.inspect}\n#{picture(state)}",
              "expected the current visitable URL of #{who(state)} not to be #{url.inspect}\n#{picture(state)}")
    end

    # The screen the user sees (the top of the active stack) shows `url`: its current
    # URL, or its stamp when it has no current URL.
    # @param url [String, Regexp, nil]
    # @return [Outcome]
    def on(subject, url)
      state = state_of(subject)
      top = state.top
      shown = top && (top.current_url || top.routed_location)
      pass = !top.nil? && Stamp.matches?(url, shown)
      outcome(pass,
              "expected #{who(state)} to be on #{url.inspect}, " \
              "but it is on #{top ? shown.inspect : 'no screen'}\n#{picture(state)}",
              "expected #{who(state)} not to be on #{url.inspect}\n#{picture(state)}")
    end

    # A resolved or routed URL is the named route (with exactly these params, when given).
    # @param result [ResolvedRoute, RouteResult, RouteMatch, nil]
    # @param name [String, Symbol]
    # @param params [Hash, nil] nil: any params
    # @param url [String, nil] for the message
    # @return [Outcome]
    def routes_to(result, name, params = nil, url: nil)
      actual_name, actual_params, detail = route_of(result)
      expected_params = params&.to_h { |key, value| [key.to_s, value.is_a?(Symbol) ? value.to_s : value] }
      pass = actual_name == name.to_s && (expected_params.nil? || actual_params == expected_params)
      expected = expected_params.nil? ? name.to_s : "#{name} #{expected_params.inspect}"
      actual = actual_name == "unknown" || actual_name.nil? ? "unknown#{detail}" : "#{actual_name} #{actual_params.inspect}"
      subject = url ? url.inspect : "the URL"
      outcome(pass, "expected #{subject} to route to #{expected}, but it routes to #{actual}",
              "expected #{subject} not to route to #{expected}")
    end

    # The HTTP requests an {App} made since its last `clear_requests` are exactly `expected`, in
    # order (`"GET /posts"`, `"POST /posts"`; paths with their query).
    # @param app [#requests] a {Navd::App}
    # @param expected [Array<String>]
    # @return [Outcome]
    def requests(app, expected)
      raise ArgumentError, "expected a Navd::App (with requests), got #{app.inspect}" unless app.respond_to?(:requests)

      actual = app.requests.map { |method, path| "#{method} #{path}" }
      listed = ->(list) { list.empty? ? "  (none)" : list.map { |line| "  #{line}" }.join("\n") }
      outcome(actual == expected.to_a,
              "expected exactly these requests\n#{listed.call(expected.to_a)}\nbut the app made\n#{listed.call(actual)}",
              "expected other requests than\n#{listed.call(expected.to_a)}")
    end

    # The stacks of a state, one line each, as the failure messages show them.
    # @param state [State]
    # @return [String]
    def picture(state)
      modal = state.presented? ? "presented#{state.modal_style ? " (#{state.modal_style})" : ''}" : "not presented"
      lines = [format("  %-6s %s", "main:", entries(state.main)),
               format("  %-6s %s, %s", "modal:", entries(state.modal), modal),
               "  active stack: #{state.active_stack}, current visitable URL: #{state.current_visitable_url.inspect}"]
      lines << "  tab: #{state.active_tab}" if state.active_tab
      lines.join("\n")
    end

    # @return [String] `[...]` with each entry's stamp (and its current URL when it moved on)
    def entries(list)
      items = list.map do |entry|
        stamp = entry.stamped? ? entry.routed_location.inspect : "unstamped #{entry.view_controller}"
        moved = entry.current_url && entry.current_url != entry.routed_location ? " (now #{entry.current_url.inspect})" : ""
        "#{stamp}#{moved}"
      end
      "[#{items.join(', ')}]"
    end

    # @return [String]
    def who(state) = "client #{state.client.inspect}"

    # @return [Outcome]
    def outcome(pass, failure, negated_failure)
      Outcome.new(pass: pass, failure: failure, negated_failure: negated_failure)
    end

    # @return [Array(String, Hash, String)] name, params and a detail for `unknown`
    def route_of(result)
      case result
      when ResolvedRoute then [result.name, result.params, result.reason ? " (#{result.reason})" : ""]
      when RouteMatch then [result.name, result.params, ""]
      when RouteResult
        result.route ? [result.route.name, result.route.params, ""] : [nil, nil, " (the route table has no route for it)"]
      when nil then [nil, nil, ""]
      else raise ArgumentError, "expected a Navd::ResolvedRoute, RouteResult or RouteMatch, got #{result.inspect}"
      end
    end
  end
end
