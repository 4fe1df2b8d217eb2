# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # A resolved property and where its value came from.
    #
    # @!attribute [r] value
    #   @return [Object]
    # @!attribute [r] from
    #   @return [String] `rules[3]`, `builtin:recede`, `request` or `default`
    PropertySource = Model.struct("property", value: [:value, "value"], from: [:string, "from"])
  end
end
