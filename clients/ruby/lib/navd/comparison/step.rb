# frozen_string_literal: true

require_relative "../model"

module Navd
  class Comparison
    # One step of a {Comparison}: the method run and what each platform shows after it.
    #
    # @!attribute [r] index
    #   @return [Integer]
    # @!attribute [r] method_name
    #   @return [String] the step's method (`route` for the shorthand)
    # @!attribute [r] same
    #   @return [Boolean] true when the two Views are equal
    # @!attribute [r] differences
    #   @return [Array<Difference>] in the order of the View's fields
    # @!attribute [r] ios
    #   @return [View]
    # @!attribute [r] android
    #   @return [View]
    Step = Model.struct("step",
                        index: [:integer, "index"],
                        method_name: [:string, "method"],
                        same: [:boolean, "same"],
                        differences: [:list, "differences", "Comparison::Difference", { required: true }],
                        ios: [:model, "ios", "Comparison::View"],
                        android: [:model, "android", "Comparison::View"]) do
      # @return [Boolean]
      def same? = same
    end
  end
end
