# frozen_string_literal: true

require_relative "../model"

module Navd
  class Comparison
    # What the user sees on one platform after a step (docs/protocol.md, `compare`).
    #
    # @!attribute [r] decision
    #   @return [String, nil] of a `route` or `router/decide` step, else nil
    # @!attribute [r] external
    #   @return [String, nil] `inAppBrowser`, `system`, or nil
    # @!attribute [r] main
    #   @return [Array<String, nil>] the main stack's stamps, bottom first (nil: an unstamped entry)
    # @!attribute [r] modal
    #   @return [Array<String, nil>] the modal stack's stamps, bottom first
    # @!attribute [r] presented
    #   @return [Boolean] whether the modal stack is shown
    # @!attribute [r] current_visitable_url
    #   @return [String, nil]
    # @!attribute [r] pull_to_refresh_enabled
    #   @return [Boolean, nil] of the active stack's top entry; nil when that stack is empty
    # @!attribute [r] visits
    #   @return [Array<Visit>]
    # @!attribute [r] error
    #   @return [Integer, nil] the JSON-RPC error code the step failed with
    View = Model.struct("view",
                        decision: [:optional_string, "decision"],
                        external: [:optional_string, "external"],
                        main: [:array, "main", { required: true }],
                        modal: [:array, "modal", { required: true }],
                        presented: [:boolean, "presented"],
                        current_visitable_url: [:optional_string, "currentVisitableURL"],
                        pull_to_refresh_enabled: [:optional_boolean, "pullToRefreshEnabled"],
                        visits: [:list, "visits", "Comparison::Visit", { required: true }],
                        error: [:optional_integer, "error"]) do
      # @return [Boolean]
      def presented? = presented
    end
  end
end
