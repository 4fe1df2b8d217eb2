# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # The presentation rule that applied: the row of the iOS presentation table, or
    # on Android the mode of its navigator rule.
    #
    # @!attribute [r] presentation
    #   @return [String]
    # @!attribute [r] context
    #   @return [String]
    # @!attribute [r] presented
    #   @return [Boolean] the state the row was chosen in
    # @!attribute [r] row
    #   @return [String, nil] iOS: the row's three cells joined by `/` (`default/modal/not presented`)
    # @!attribute [r] mode
    #   @return [String, nil] Android: `in-context`, `to-modal`, `dismiss-modal`, `refresh` or `none`
    Rule = Model.struct("rule",
                        presentation: [:optional_string, "presentation"],
                        context: [:optional_string, "context"],
                        presented: [:optional_boolean, "presented"],
                        row: [:optional_string, "row"],
                        mode: [:optional_string, "mode"])
  end
end
