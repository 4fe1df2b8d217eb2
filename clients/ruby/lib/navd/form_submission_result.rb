# frozen_string_literal: true

require_relative "explanation"
require_relative "model"
require_relative "propose_visit_result"
require_relative "state"

module Navd
  # The result of {Client#form_submitted}: what Turbo did with the form's response.
  #
  # @example
  #   result = client.form_submitted(:post, status_code: 422, url: "/posts")
  #   result.outcome # => "renderedInPlace"
  #
  # @!attribute [r] outcome
  #   @return [String] `proposed`, `renderedInPlace` (4xx/5xx), `mustRedirect` (a non-GET 200 that
  #     was not redirected) or `noHTML` (204, a Turbo Stream, another type)
  # @!attribute [r] proposal
  #   @return [ProposeVisitResult, nil] the proposal Turbo made, when `outcome` is `proposed`
  # @!attribute [r] state
  #   @return [State, nil] nil when asked with `state: false`
  # @!attribute [r] explanation
  #   @return [Explanation, nil] with `explain: true`: Turbo's form rule ({Explanation#web_side}`.form`)
  FormSubmissionResult = Model.struct("session/formSubmitted",
                                      outcome: [:string, "outcome"],
                                      proposal: [:optional, "proposal", ProposeVisitResult],
                                      state: [:optional, "state", State],
                                      explanation: [:optional, "explanation", Explanation]) do
    # @return [Boolean] true when the submission led to a visit proposal
    def proposed? = outcome == "proposed"

    # @return [Array<Visit>] the proposal's visits (empty when nothing was proposed)
    def visits = proposal ? proposal.visits : []

    # @return [Array<String>] the URLs of the proposal's visits that request their page
    def network_loads = proposal ? proposal.network_loads : []
  end
end
