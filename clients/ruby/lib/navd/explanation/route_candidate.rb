# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # A typed-route pattern that was tried for the URL.
    #
    # @!attribute [r] name
    #   @return [String] the route
    # @!attribute [r] pattern
    #   @return [String] as written in the table
    # @!attribute [r] result
    #   @return [String] `matched` (the winner), `lost` (matched, ranks lower) or `noMatch`
    # @!attribute [r] reason
    #   @return [String, nil] for people
    RouteCandidate = Model.struct("routes",
                                  name: [:string, "name"],
                                  pattern: [:string, "pattern"],
                                  result: [:string, "result"],
                                  reason: [:optional_string, "reason"])
  end
end
