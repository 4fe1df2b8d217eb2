# frozen_string_literal: true

require_relative "model"

module Navd
  # The named route of the route table that a routed URL matched.
  #
  # @!attribute [r] name
  #   @return [String]
  # @!attribute [r] params
  #   @return [Hash{String=>Object}] typed: `int` params are Integers
  RouteMatch = Struct.new(:name, :params, keyword_init: true) do
    include Model

    # @return [RouteMatch]
    def self.from_json(json, where = "route")
      d = Shape.object(json, where)
      build(d, name: Shape.string(d, "name", where), params: Shape.object_or_empty(d, "params", where))
    end
  end
end
