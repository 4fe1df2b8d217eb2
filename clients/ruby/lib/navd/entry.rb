# frozen_string_literal: true

require_relative "model"

module Navd
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
  Entry = Struct.new(:id, :view_controller, :visitable, :routed_location, :current_url,
                     :pull_to_refresh_enabled, :modal_dismiss_gesture_enabled, keyword_init: true) do
    include Model

    # @param json [Hash]
    # @param where [String] the JSON path, for errors
    # @return [Entry]
    def self.from_json(json, where = "entry")
      d = Shape.object(json, where)
      build(d,
            id: Shape.integer(d, "id", where),
            view_controller: Shape.string(d, "viewController", where),
            visitable: Shape.boolean(d, "visitable", where),
            routed_location: Shape.optional_string(d, "routedLocation", where),
            current_url: Shape.optional_string(d, "currentURL", where),
            pull_to_refresh_enabled: Shape.boolean(d, "pullToRefreshEnabled", where, default: true),
            modal_dismiss_gesture_enabled: Shape.boolean(d, "modalDismissGestureEnabled", where, default: true))
    end

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
