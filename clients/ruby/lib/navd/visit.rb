# frozen_string_literal: true

require_relative "model"

module Navd
  # A web visit the navigator started.
  #
  # @!attribute [r] stack
  #   @return [String]
  # @!attribute [r] entry
  #   @return [Integer, nil]
  # @!attribute [r] url
  #   @return [String]
  # @!attribute [r] action
  #   @return [String] `advance`, `replace` or `restore`
  # @!attribute [r] reason
  #   @return [String] `route`, `refresh`, `reload` or `reveal`
  Visit = Model.struct("visit",
                       stack: [:string, "stack"],
                       entry: [:optional_integer, "entry"],
                       url: [:string, "url"],
                       action: [:string, "action"],
                       reason: [:string, "reason"])
end
