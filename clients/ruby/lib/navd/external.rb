# frozen_string_literal: true

require_relative "model"

module Navd
  # Where a cancelled route was handed: an in-app browser or the system.
  #
  # @!attribute [r] kind
  #   @return [String] `safari`, `browserTab` or `system`
  # @!attribute [r] url
  #   @return [String]
  External = Model.struct("external", kind: [:string, "kind"], url: [:string, "url"]) do
    # @return [Boolean] true for an in-app browser (`safari` on iOS, `browserTab` on Android)
    def in_app_browser? = %w[safari browserTab].include?(kind)
  end
end
