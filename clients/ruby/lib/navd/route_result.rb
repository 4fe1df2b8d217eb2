# frozen_string_literal: true

require_relative "model"
require_relative "external"
require_relative "explanation"
require_relative "operation"
require_relative "proposal"
require_relative "route_match"
require_relative "state"
require_relative "visit"
require_relative "warning"

module Navd
  # What {RouteResult}, {ProposeVisitResult} and {ChangeResult} answer about their operations and visits.
  module Navigation
    # @return [Array<String>] the `op` of each operation, in order
    def ops = operations.map(&:op)

    # @return [Array<String>] the URLs of the visits that request their page (`load` `network`), in order
    def network_loads = visits.select(&:network?).map(&:url)
  end

  # The members of {RouteResult}, which {ProposeVisitResult} shares.
  # @!visibility private
  ROUTE_RESULT_MEMBERS = {
    decision: [:string, "decision"],
    handler: [:optional_string, "handler"],
    external: [:optional, "external", External],
    proposal: [:optional, "proposal", Proposal],
    proposal_result: [:optional_string, "proposalResult"],
    operations: [:list, "operations", Operation],
    visits: [:list, "visits", Visit],
    route: [:optional, "route", RouteMatch],
    warnings: [:list, "warnings", Warning],
    state: [:optional, "state", State],
    explanation: [:optional, "explanation", Explanation]
  }.freeze

  # The result of {Client#route} (and of {Client#cross_origin_redirect}).
  #
  # @example
  #   result = client.route("/posts/new")
  #   result.operations.map(&:op) # => ["setStack", "present"]
  #   result.state.presented?     # => true
  #
  # @!attribute [r] decision
  #   @return [String] `navigate` or `cancel`
  # @!attribute [r] handler
  #   @return [String, nil] the route decision handler that decided
  # @!attribute [r] external
  #   @return [External, nil] where a cancelled URL was handed
  # @!attribute [r] proposal
  #   @return [Proposal, nil] nil when the router cancelled
  # @!attribute [r] proposal_result
  #   @return [String, nil] `accept`, `reject` or `acceptCustom`; nil when the router cancelled
  # @!attribute [r] operations
  #   @return [Array<Operation>]
  # @!attribute [r] visits
  #   @return [Array<Visit>]
  # @!attribute [r] route
  #   @return [RouteMatch, nil] the named route of the route table, if the URL is one
  # @!attribute [r] warnings
  #   @return [Array<Warning>]
  # @!attribute [r] state
  #   @return [State, nil] nil when asked with `state: false`
  # @!attribute [r] explanation
  #   @return [Explanation, nil] present when asked with `explain: true`
  RouteResult = Model.struct("route", **ROUTE_RESULT_MEMBERS) do
    include Navigation

    # @return [Boolean] true when the router let the app navigate
    def navigated? = decision == "navigate"

    # @return [Boolean] true when the router cancelled (an external URL)
    def cancelled? = decision == "cancel"
  end
end
