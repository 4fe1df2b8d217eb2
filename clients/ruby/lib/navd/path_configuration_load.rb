# frozen_string_literal: true

require_relative "model"
require_relative "warning"

module Navd
  # The result of {Client#load_path_configuration}.
  #
  # @!attribute [r] rules
  #   @return [Integer] the loaded rules in effect, built-ins excluded
  # @!attribute [r] settings
  #   @return [Hash]
  # @!attribute [r] problems
  #   @return [Array<Hash>] `{"source", "path", "reason"}` for each source that did not load
  # @!attribute [r] warnings
  #   @return [Array<Warning>]
  PathConfigurationLoad = Model.struct("pathConfiguration/load",
                                       rules: [:integer, "rules"],
                                       settings: [:object_or_empty, "settings"],
                                       problems: [:objects, "problems"],
                                       warnings: [:list, "warnings", Warning])
end
