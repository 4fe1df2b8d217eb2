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
    HandlerCheck = Struct.new(:handler, :matched, :reason, keyword_init: true) do
      include Model

      # @return [HandlerCheck]
      def self.from_json(json, where = "router")
        d = Shape.object(json, where)
        build(d,
              handler: Shape.string(d, "handler", where),
              matched: Shape.boolean(d, "matched", where),
              reason: Shape.optional_string(d, "reason", where))
      end

      # @return [Boolean]
      def matched? = matched
    end
  end
end
