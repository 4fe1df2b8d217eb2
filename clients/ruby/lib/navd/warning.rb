# frozen_string_literal: true

require_relative "model"

module Navd
  # A warning navd reported (`unstampedEntry`, `alreadyStarted`, `invalidPattern`, ...);
  # {#to_h} holds its other members (`rule`, `pattern`, `source`).
  #
  # @!attribute [r] code
  #   @return [String]
  # @!attribute [r] message
  #   @return [String]
  Warning = Struct.new(:code, :message, keyword_init: true) do
    include Model

    # @return [Warning]
    def self.from_json(json, where = "warning")
      d = Shape.object(json, where)
      message = d["message"]
      build(d, code: Shape.string(d, "code", where), message: message.is_a?(String) ? message : "")
    end
  end
end
