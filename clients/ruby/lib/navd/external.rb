# frozen_string_literal: true

require_relative "model"

module Navd
  # Where a cancelled route was handed: an in-app browser or the system.
  #
  # @!attribute [r] kind
  #   @return [String] `safari`, `browserTab` or `system`
  # @!attribute [r] url
  #   @return [String]
  External = Struct.new(:kind, :url, keyword_init: true) do
    include Model

    # @return [External]
    def self.from_json(json, where = "external")
      d = Shape.object(json, where)
      build(d, kind: Shape.string(d, "kind", where), url: Shape.string(d, "url", where))
    end

    # @return [Boolean] true for an in-app browser (`safari` on iOS, `browserTab` on Android)
    def in_app_browser? = %w[safari browserTab].include?(kind)
  end
end
