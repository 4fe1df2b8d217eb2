# frozen_string_literal: true

require_relative "model"
require_relative "explanation"

module Navd
  # The result of {Client#properties}: the path-configuration properties of a URL.
  #
  # @!attribute [r] properties
  #   @return [Hash{String=>Object}] keyed by path-configuration name (`"context"`, `"modal_style"`)
  # @!attribute [r] matched_rules
  #   @return [Array<Integer>] indices into the loaded rules, built-ins after them
  # @!attribute [r] explanation
  #   @return [Explanation, nil]
  PathProperties = Struct.new(:properties, :matched_rules, :explanation, keyword_init: true) do
    include Model

    # @return [PathProperties]
    def self.from_json(json, where = "pathConfiguration/properties")
      d = Shape.object(json, where)
      build(d,
            properties: Shape.object(Shape.required(d, "properties", where), "#{where}.properties"),
            matched_rules: Shape.integers(d, "matchedRules", where, required: true).freeze,
            explanation: Shape.optional(d, "explanation", where, Explanation))
    end
  end
end
