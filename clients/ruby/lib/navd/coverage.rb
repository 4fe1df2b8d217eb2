# frozen_string_literal: true

require_relative "model"
require_relative "route_hits"

module Navd
  # The result of {Client#coverage}: which typed routes this client's traffic exercised.
  #
  # @!attribute [r] routes
  #   @return [Array<RouteHits>] every route, in declaration order
  # @!attribute [r] unused
  #   @return [Array<String>] the routes with no hit
  Coverage = Model.struct("routes/coverage",
                          routes: [:list, "routes", RouteHits, { required: true }],
                          unused: [:strings, "unused", { required: true }]) do
    # @param name [String, Symbol]
    # @return [Integer] the hits of route `name`
    # @raise [KeyError] when the table has no such route
    def hits(name)
      row = routes.find { |candidate| candidate.name == name.to_s }
      raise KeyError, "no route named #{name.to_s.inspect} (routes: #{routes.map(&:name).join(', ')})" unless row

      row.hits
    end
  end
end
