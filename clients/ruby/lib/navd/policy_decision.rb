# frozen_string_literal: true

require_relative "model"
require_relative "change_result"
require_relative "route_result"

module Navd
  # The result of {Client#decide_policy}.
  #
  # @!attribute [r] decision
  #   @return [String] `allow` or `cancel`
  # @!attribute [r] handler
  #   @return [String, nil] the web view policy handler that decided
  # @!attribute [r] route
  #   @return [RouteResult, nil] when the policy routed the URL
  # @!attribute [r] reload
  #   @return [ChangeResult, nil] when the policy reloaded
  PolicyDecision = Struct.new(:decision, :handler, :route, :reload, keyword_init: true) do
    include Model

    # @return [PolicyDecision]
    def self.from_json(json, where = "webView/decidePolicy")
      d = Shape.object(json, where)
      build(d,
            decision: Shape.string(d, "decision", where),
            handler: Shape.optional_string(d, "handler", where),
            route: Shape.optional(d, "route", where, RouteResult),
            reload: Shape.optional(d, "reload", where, ChangeResult))
    end

    # @return [Boolean]
    def allow? = decision == "allow"
  end
end
