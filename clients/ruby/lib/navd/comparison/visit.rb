# frozen_string_literal: true

require_relative "../model"

module Navd
  class Comparison
    # A web visit in a {View}: what the user sees of it and how its page loads (`to_a` gives
    # `[url, action]`).
    #
    # @!attribute [r] url
    #   @return [String]
    # @!attribute [r] action
    #   @return [String] `advance`, `replace` or `restore`
    # @!attribute [r] load
    #   @return [String] `network`, `response` or `snapshot`
    Visit = Model.struct("visit", url: [:string, "url"], action: [:string, "action"], load: [:string, "load"]) do
      # @return [Array(String, String)] `[url, action]`
      def to_a = [url, action]

      # @return [Boolean] true when the web view requests the page
      def network? = load == "network"
    end
  end
end
