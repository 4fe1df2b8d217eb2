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
  Tab = Struct.new(:id, :title, :url, :started, keyword_init: true) do
    include Model

    # @return [Tab]
    def self.from_json(json, where = "tab")
      d = Shape.object(json, where)
      build(d,
            id: Shape.string(d, "id", where),
            title: Shape.optional_string(d, "title", where),
            url: Shape.optional_string(d, "url", where),
            started: Shape.boolean(d, "started", where, default: false))
    end

    # @return [Boolean]
    def started? = started
  end
end
