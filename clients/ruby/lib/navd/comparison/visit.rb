# frozen_string_literal: true

require_relative "../model"

module Navd
  class Comparison
    # A web visit in a {View}: only what the user sees of it (`to_a` gives `[url, action]`).
    #
    # @!attribute [r] url
    #   @return [String]
    # @!attribute [r] action
    #   @return [String] `advance`, `replace` or `restore`
    Visit = Model.struct("visit", url: [:string, "url"], action: [:string, "action"])
  end
end
