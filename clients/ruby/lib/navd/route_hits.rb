# frozen_string_literal: true

require_relative "model"

module Navd
  # One row of {Coverage}.
  #
  # @!attribute [r] name
  #   @return [String]
  # @!attribute [r] hits
  #   @return [Integer]
  RouteHits = Struct.new(:name, :hits, keyword_init: true) do
    include Model

    # @return [RouteHits]
    def self.from_json(json, where = "routes")
      d = Shape.object(json, where)
      build(d, name: Shape.string(d, "name", where), hits: Shape.integer(d, "hits", where))
    end
  end
end
