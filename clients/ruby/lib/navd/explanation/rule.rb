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
    Rule = Struct.new(:presentation, :context, :presented, :row, :mode, keyword_init: true) do
      include Model

      # @return [Rule]
      def self.from_json(json, where = "rule")
        d = Shape.object(json, where)
        build(d,
              presentation: Shape.optional_string(d, "presentation", where),
              context: Shape.optional_string(d, "context", where),
              presented: Shape.optional_boolean(d, "presented", where),
              row: Shape.optional_string(d, "row", where),
              mode: Shape.optional_string(d, "mode", where))
      end
    end
  end
end
