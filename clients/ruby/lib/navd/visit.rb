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
  Visit = Struct.new(:stack, :entry, :url, :action, :reason, keyword_init: true) do
    include Model

    # @return [Visit]
    def self.from_json(json, where = "visit")
      d = Shape.object(json, where)
      build(d,
            stack: Shape.string(d, "stack", where),
            entry: Shape.optional_integer(d, "entry", where),
            url: Shape.string(d, "url", where),
            action: Shape.string(d, "action", where),
            reason: Shape.string(d, "reason", where))
    end
  end
end
