# frozen_string_literal: true

require_relative "model"

module Navd
  # The error view an entry shows after a failed visit ({Client#visit_failed}), until its next
  # visit renders.
  #
  # @!attribute [r] status_code
  #   @return [Integer] the HTTP status (400–599), or 0 for a network error
  EntryError = Model.struct("entry.error", status_code: [:integer, "statusCode"])

  # One screen on a stack.
  #
  # @!attribute [r] id
  #   @return [Integer] unique within the client, never reused
  # @!attribute [r] view_controller
  #   @return [String] the screen's identifier (`"web"`, `"hotwire://fragment/web"`, `"settings"`)
  # @!attribute [r] visitable
  #   @return [Boolean] whether the screen is a web visitable
  # @!attribute [r] routed_location
  #   @return [String, nil] the stamp: the URL the entry was routed to (nil when pushed unstamped)
  # @!attribute [r] current_url
  #   @return [String, nil] what its web view shows now
  # @!attribute [r] pull_to_refresh_enabled
  #   @return [Boolean]
  # @!attribute [r] modal_dismiss_gesture_enabled
  #   @return [Boolean]
  # @!attribute [r] error
  #   @return [EntryError, nil] the error view it shows (nil: its page)
  Entry = Model.struct("entry",
                       id: [:integer, "id"],
                       view_controller: [:string, "viewController"],
                       visitable: [:boolean, "visitable"],
                       routed_location: [:optional_string, "routedLocation"],
                       current_url: [:optional_string, "currentURL"],
                       pull_to_refresh_enabled: [:boolean, "pullToRefreshEnabled", { default: true }],
                       modal_dismiss_gesture_enabled: [:boolean, "modalDismissGestureEnabled", { default: true }],
                       error: [:optional, "error", EntryError]) do
    # @return [Boolean] true while the entry shows its error view
    def error? = !error.nil?

    # @return [Boolean]
    def visitable? = visitable

    # @return [Boolean] true when the entry has a stamp
    def stamped? = !routed_location.nil?

    # @return [Boolean]
    def pull_to_refresh_enabled? = pull_to_refresh_enabled

    # @return [Boolean]
    def modal_dismiss_gesture_enabled? = modal_dismiss_gesture_enabled
  end
end
