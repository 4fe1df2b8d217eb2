# frozen_string_literal: true

require_relative "../model"

module Navd
  class Comparison
    # One {View} field whose value differs between the platforms, with both values as JSON.
    #
    # @!attribute [r] field
    #   @return [String] the View field's wire name (`"main"`, `"currentVisitableURL"`)
    # @!attribute [r] ios
    #   @return [Object] the iOS value
    # @!attribute [r] android
    #   @return [Object] the Android value
    Difference = Model.struct("difference",
                              field: [:string, "field"],
                              ios: [:value, "ios"],
                              android: [:value, "android"])
  end
end
