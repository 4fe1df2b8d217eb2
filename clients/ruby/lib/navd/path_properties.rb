# frozen_string_literal: true

require_relative "model"
require_relative "explanation"

module Navd
  # The result of {Client#path_properties}: the path-configuration properties of a URL.
  #
  # @!attribute [r] properties
  #   @return [Hash{String=>Object}] keyed by path-configuration name (`"context"`, `"modal_style"`)
  # @!attribute [r] matched_rules
  #   @return [Array<Integer>] indices into the loaded rules, built-ins after them
  # @!attribute [r] explanation
  #   @return [Explanation, nil]
  PathProperties = Model.struct("pathConfiguration/properties",
                                properties: [:required_object, "properties"],
                                matched_rules: [:integers, "matchedRules", { required: true }],
                                explanation: [:optional, "explanation", Explanation])
end
