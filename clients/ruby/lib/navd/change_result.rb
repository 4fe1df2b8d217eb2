# frozen_string_literal: true

require_relative "model"
require_relative "operation"
require_relative "state"
require_relative "visit"
require_relative "warning"

module Navd
  # The result of {Client#pop}, {Client#clear_all}, {Client#reload}, {Client#start},
  # {Client#back}, {Client#dismiss_modal}, {Client#push} and {Client#select_tab}.
  #
  # @!attribute [r] operations
  #   @return [Array<Operation>]
  # @!attribute [r] visits
  #   @return [Array<Visit>]
  # @!attribute [r] warnings
  #   @return [Array<Warning>]
  # @!attribute [r] state
  #   @return [State, nil] nil when asked with `state: false`
  ChangeResult = Struct.new(:operations, :visits, :warnings, :state, keyword_init: true) do
    include Model

    # @return [ChangeResult]
    def self.from_json(json, where = "result")
      d = Shape.object(json, where)
      build(d,
            operations: Shape.list(d, "operations", where, Operation).freeze,
            visits: Shape.list(d, "visits", where, Visit).freeze,
            warnings: Shape.list(d, "warnings", where, Warning).freeze,
            state: Shape.optional(d, "state", where, State))
    end

    # @return [Array<String>] the `op` of each operation, in order
    def ops = operations.map(&:op)
  end
end
