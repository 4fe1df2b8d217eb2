# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # One route decision handler asked, and why it did or did not match.
    #
    # @!attribute [r] handler
    #   @return [String]
    # @!attribute [r] matched
    #   @return [Boolean]
    # @!attribute [r] reason
    #   @return [String, nil] for people
    HandlerCheck = Model.struct("router",
                                handler: [:string, "handler"],
                                matched: [:boolean, "matched"],
                                reason: [:optional_string, "reason"]) do
      # @return [Boolean]
      def matched? = matched
    end
  end
end
