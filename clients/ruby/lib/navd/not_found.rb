# frozen_string_literal: true

require_relative "failure"

module Navd
  # No navd executable was found (see {Locator}).
  class NotFound < Failure
    # @return [Array<String>] every place looked at, in order
    attr_reader :searched

    # @param searched [Array<String>]
    def initialize(searched)
      @searched = searched.dup.freeze
      places = searched.empty? ? "(nowhere)" : searched.join("\n  ")
      super("navd executable not found; on x86_64 Linux install the platform gem " \
            "(`gem install navd-client --platform x86_64-linux`), else set NAVD, put navd on PATH, " \
            "or run `swift build`. Looked in:\n  #{places}")
    end
  end
end
