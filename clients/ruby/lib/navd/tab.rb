# frozen_string_literal: true

require_relative "model"

module Navd
  # One tab of a client configured with tabs.
  #
  # @!attribute [r] id
  #   @return [String]
  # @!attribute [r] title
  #   @return [String, nil]
  # @!attribute [r] url
  #   @return [String, nil]
  # @!attribute [r] started
  #   @return [Boolean] whether its navigator has routed its URL yet
  Tab = Model.struct("tab",
                     id: [:string, "id"],
                     title: [:optional_string, "title"],
                     url: [:optional_string, "url"],
                     started: [:boolean, "started", { default: false }]) do
    # @return [Boolean]
    def started? = started
  end
end
