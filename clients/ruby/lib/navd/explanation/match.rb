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
    Match = Model.struct("match", rule: [:integer_or_string, "rule"], pattern: [:string, "pattern"]) do
      # @return [Boolean] true for one of the three historical-location rules navd appends
      def builtin? = rule.is_a?(String) && rule.start_with?("builtin:")
    end
  end
end
