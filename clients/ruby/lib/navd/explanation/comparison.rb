# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # One identity comparison between an entry's stamp and the new URL.
    #
    # @!attribute [r] stack
    #   @return [String]
    # @!attribute [r] entry
    #   @return [Integer]
    # @!attribute [r] position
    #   @return [String] `top`/`previous` (Android: `current`/`previous`)
    # @!attribute [r] stamp
    #   @return [String, nil]
    # @!attribute [r] same
    #   @return [Boolean]
    # @!attribute [r] reason
    #   @return [String, nil] for people
    Comparison = Model.struct("comparison",
                              stack: [:string, "stack"],
                              entry: [:integer, "entry"],
                              position: [:string, "position"],
                              stamp: [:optional_string, "stamp"],
                              same: [:boolean, "same"],
                              reason: [:optional_string, "reason"]) do
      # @return [Boolean]
      def same? = same
    end
  end
end
