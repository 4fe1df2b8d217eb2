# frozen_string_literal: true

require_relative "model"

module Navd
  # The named route of the route table that a routed URL matched.
  #
  # @!attribute [r] name
  #   @return [String]
  # @!attribute [r] params
  #   @return [Hash{String=>Object}] typed: `int` params are Integers
  RouteMatch = Model.struct("route", name: [:string, "name"], params: [:object_or_empty, "params"])
end
