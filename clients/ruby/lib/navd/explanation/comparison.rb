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
    Comparison = Struct.new(:stack, :entry, :position, :stamp, :same, :reason, keyword_init: true) do
      include Model

      # @return [Comparison]
      def self.from_json(json, where = "comparison")
        d = Shape.object(json, where)
        build(d,
              stack: Shape.string(d, "stack", where),
              entry: Shape.integer(d, "entry", where),
              position: Shape.string(d, "position", where),
              stamp: Shape.optional_string(d, "stamp", where),
              same: Shape.boolean(d, "same", where),
              reason: Shape.optional_string(d, "reason", where))
      end

      # @return [Boolean]
      def same? = same
    end
  end
end
