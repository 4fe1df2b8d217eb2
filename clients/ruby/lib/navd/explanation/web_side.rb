# frozen_string_literal: true

require_relative "../model"

module Navd
  class Explanation
    # How a web-side rule decided: a proposal's redirect rule, or Turbo's form rule.
    #
    # @!attribute [r] rule
    #   @return [String, nil] a proposal's rule: `inPlace`, `dismissModal`, `popModal`, `sameContext`, `routedAsIs` (Android), ...
    # @!attribute [r] outcome
    #   @return [String, nil] a form's outcome: `proposed`, `renderedInPlace`, `mustRedirect` or `noHTML`
    # @!attribute [r] reason
    #   @return [String] why, in words
    # @!attribute [r] action
    #   @return [String, nil] a proposed form's visit action
    # @!attribute [r] action_reason
    #   @return [String, nil] why that action (the submitter's, a redirect to the shown URL, the default)
    WebSideRule = Model.struct("webSide.rule",
                               rule: [:optional_string, "rule"],
                               outcome: [:optional_string, "outcome"],
                               reason: [:lenient_string, "reason"],
                               action: [:optional_string, "action"],
                               action_reason: [:optional_string, "actionReason"])

    # What the web side decided before (or instead of) routing, for {Client#propose_visit} and
    # {Client#form_submitted} with `explain: true`.
    #
    # @!attribute [r] session
    #   @return [String] the web session that proposed or submitted (`main` or `modal`)
    # @!attribute [r] proposal
    #   @return [WebSideRule, nil] the proposal's rule (in place, or iOS's redirect rules)
    # @!attribute [r] form
    #   @return [WebSideRule, nil] Turbo's form rule (formSubmitted only)
    WebSide = Model.struct("webSide",
                           session: [:string, "session"],
                           proposal: [:optional, "proposal", WebSideRule],
                           form: [:optional, "form", WebSideRule])
  end
end
