# frozen_string_literal: true

require_relative "model"
require_relative "explanation"

module Navd
  # The result of {Client#decide}: the route decision handlers only, nothing navigates.
  #
  # @!attribute [r] decision
  #   @return [String] `navigate` or `cancel`
  # @!attribute [r] handler
  #   @return [String, nil]
  # @!attribute [r] explanation
  #   @return [Explanation, nil]
  RouteDecision = Model.struct("router/decide",
                               decision: [:string, "decision"],
                               handler: [:optional_string, "handler"],
                               explanation: [:optional, "explanation", Explanation]) do
    # @return [Boolean]
    def navigate? = decision == "navigate"
  end
end
