# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # A path-configuration rule that matched, with the first of its patterns that did.
    #
    # @!attribute [r] rule
    #   @return [Integer, String] the rule's index in the loaded rules, or `"builtin:recede"` and the like
    # @!attribute [r] pattern
    #   @return [String]
    Match = Struct.new(:rule, :pattern, keyword_init: true) do
      include Model

      # @return [Match]
      def self.from_json(json, where = "match")
        d = Shape.object(json, where)
        rule = Shape.required(d, "rule", where)
        Shape.wrong("#{where}.rule", "an integer or a string", rule) unless rule.is_a?(Integer) || rule.is_a?(String)
        build(d, rule: rule, pattern: Shape.string(d, "pattern", where))
      end

      # @return [Boolean] true for one of the three historical-location rules navd appends
      def builtin? = rule.is_a?(String) && rule.start_with?("builtin:")
    end
  end
end
