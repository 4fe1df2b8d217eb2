# frozen_string_literal: true

require_relative "model"

module Navd
  # One web view of a navigator (`main`, and on iOS `modal`) and Turbo's snapshot cache in it.
  #
  # @example
  #   state.web_session(:main).snapshots # => ["https://blog.example/posts"]
  #
  # @!attribute [r] name
  #   @return [String] `main` or `modal`
  # @!attribute [r] rendered_url
  #   @return [String, nil] the URL of its latest visit that rendered (nil before any)
  # @!attribute [r] snapshots
  #   @return [Array<String>] the URLs of its cached snapshots, oldest first (at most 10)
  WebSession = Model.struct("webSession",
                            name: [:string, "name"],
                            rendered_url: [:optional_string, "renderedURL"],
                            snapshots: [:strings, "snapshots", { required: true }]) do
    # @param url [String]
    # @return [Boolean] whether a restore visit of `url` in this session comes from a snapshot
    def snapshot?(url) = snapshots.include?(url)
  end
end
