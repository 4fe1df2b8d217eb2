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
  PolicyDecision = Model.struct("webView/decidePolicy",
                                decision: [:string, "decision"],
                                handler: [:optional_string, "handler"],
                                route: [:optional, "route", RouteResult],
                                reload: [:optional, "reload", ChangeResult]) do
    # @return [Boolean]
    def allow? = decision == "allow"
  end
end
