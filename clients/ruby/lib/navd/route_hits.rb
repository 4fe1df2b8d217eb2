# frozen_string_literal: true

require_relative "model"

module Navd
  # One row of {Coverage}.
  #
  # @!attribute [r] name
  #   @return [String]
  # @!attribute [r] hits
  #   @return [Integer]
  RouteHits = Model.struct("routes", name: [:string, "name"], hits: [:integer, "hits"])
end
