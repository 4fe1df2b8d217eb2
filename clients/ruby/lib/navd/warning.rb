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
  Warning = Model.struct("warning", code: [:string, "code"], message: [:lenient_string, "message"])
end
