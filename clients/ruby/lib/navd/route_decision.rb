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
  RouteDecision = Struct.new(:decision, :handler, :explanation, keyword_init: true) do
    include Model

    # @return [RouteDecision]
    def self.from_json(json, where = "router/decide")
      d = Shape.object(json, where)
      build(d,
            decision: Shape.string(d, "decision", where),
            handler: Shape.optional_string(d, "handler", where),
            explanation: Shape.optional(d, "explanation", where, Explanation))
    end

    # @return [Boolean]
    def navigate? = decision == "navigate"
  end
end
