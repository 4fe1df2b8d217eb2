# frozen_string_literal: true

require_relative "model"

module Navd
  # The result of {Server#compare}: each step run on a fresh iOS and a fresh Android navigator,
  # what the user sees on each after it ({View}), and the View fields in which they differ.
  #
  # @example
  #   comparison = navd.compare([{ route: "/posts" }, { route: "/posts/1" }, { route: "/recede_historical_location" }],
  #                             configuration: { start_location: "https://blog.example/" })
  #   comparison.divergent                             # => [2]
  #   step = comparison.divergent_steps.first
  #   step.differences.map(&:field)                    # => ["visits"]
  #   step.android.visits.map(&:to_a)                  # => [["https://blog.example/posts", "restore"]]
  #
  # @!attribute [r] steps
  #   @return [Array<Step>] every step, in order
  # @!attribute [r] divergent
  #   @return [Array<Integer>] the indices of the steps whose Views differ
  class Comparison < Model.struct("compare",
                                  steps: [:list, "steps", "Comparison::Step", { required: true }],
                                  divergent: [:integers, "divergent", { required: true }])
    # @return [Array<Step>] the steps whose Views differ
    def divergent_steps = steps.reject(&:same?)

    # @return [Boolean] true when no step diverged
    def same? = divergent.empty?
  end
end

require_relative "comparison/visit"
require_relative "comparison/view"
require_relative "comparison/difference"
require_relative "comparison/step"
