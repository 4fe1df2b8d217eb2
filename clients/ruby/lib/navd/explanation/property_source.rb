# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # A resolved property and where its value came from.
    #
    # @!attribute [r] value
    #   @return [Object]
    # @!attribute [r] from
    #   @return [String] `rules[3]`, `builtin:recede`, `request` or `default`
    PropertySource = Struct.new(:value, :from, keyword_init: true) do
      include Model

      # @return [PropertySource]
      def self.from_json(json, where = "property")
        d = Shape.object(json, where)
        build(d, value: d["value"], from: Shape.string(d, "from", where))
      end
    end
  end
end
