# frozen_string_literal: true

require_relative "model"
require_relative "operation"
require_relative "route_result"
require_relative "state"
require_relative "visit"
require_relative "warning"

module Navd
  # The members of {ChangeResult}, which {DeepLinkResult} shares.
  # @!visibility private
  CHANGE_RESULT_MEMBERS = {
    operations: [:list, "operations", Operation],
    visits: [:list, "visits", Visit],
    warnings: [:list, "warnings", Warning],
    state: [:optional, "state", State]
  }.freeze

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
  ChangeResult = Model.struct("result", **CHANGE_RESULT_MEMBERS) do
    include Navigation
  end
end
