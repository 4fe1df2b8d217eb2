# frozen_string_literal: true

require_relative "route_result"

module Navd
  # The result of {Client#propose_visit}: a {RouteResult}'s members, and whether the web view
  # re-rendered in place. In place (the proposal's URL is the one its session shows), `decision`
  # is nil, `operations` is empty and `visits` holds the one in-place visit.
  #
  # @example
  #   result = client.propose_visit("/posts/1", action: :replace, session: :modal,
  #                                 response: { statusCode: 302, redirected: true })
  #   result.ops # => ["dismiss", "replace"] on iOS: the redirect left the modal
  #
  # @!attribute [r] decision
  #   @return [String, nil] `navigate` or `cancel`; nil when handled in place
  # @!attribute [r] in_place
  #   @return [Boolean] true: the web view re-rendered in place and native navigation never saw it
  # (the other attributes are {RouteResult}'s)
  ProposeVisitResult = Model.struct("session/proposeVisit",
                                    **ROUTE_RESULT_MEMBERS, decision: [:optional_string, "decision"],
                                                            in_place: [:boolean, "inPlace"]) do
    include Navigation

    # @return [Boolean]
    def in_place? = in_place

    # @return [Boolean] true when the router let the app navigate
    def navigated? = decision == "navigate"

    # @return [Boolean] true when the router cancelled (an external URL)
    def cancelled? = decision == "cancel"
  end
end
