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
    RouteCandidate = Struct.new(:name, :pattern, :result, :reason, keyword_init: true) do
      include Model

      # @return [RouteCandidate]
      def self.from_json(json, where = "routes")
        d = Shape.object(json, where)
        build(d,
              name: Shape.string(d, "name", where),
              pattern: Shape.string(d, "pattern", where),
              result: Shape.string(d, "result", where),
              reason: Shape.optional_string(d, "reason", where))
      end
    end
  end
end
