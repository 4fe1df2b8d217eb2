# frozen_string_literal: true

require_relative "change_result"
require_relative "explanation"
require_relative "route_result"

module Navd
  # The result of {Client#open_deep_link}: every operation, visit and warning of the launch
  # (a cold start's first), and the link's route.
  #
  # @!attribute [r] operations
  #   @return [Array<Operation>]
  # @!attribute [r] visits
  #   @return [Array<Visit>] each with its `load`
  # @!attribute [r] warnings
  #   @return [Array<Warning>] `deepLinkIgnored` when Android dropped a cold link on another host
  # @!attribute [r] route
  #   @return [RouteResult, nil] the link's route; nil when the link was not routed (Android's cold starts)
  # @!attribute [r] state
  #   @return [State, nil] nil when asked with `state: false`
  # @!attribute [r] explanation
  #   @return [Explanation, nil] the link's route explained, when asked with `explain: true`
  DeepLinkResult = Model.struct("deepLink/open", **CHANGE_RESULT_MEMBERS,
                                                 route: [:optional, "route", RouteResult],
                                                 explanation: [:optional, "explanation", Explanation]) do
    include Navigation
  end
end
