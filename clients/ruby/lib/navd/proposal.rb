# frozen_string_literal: true

require_relative "model"

module Navd
  # The visit proposal a route made, with every typed property resolved. Members the
  # platform does not have are nil (`uri`, `fallback_uri` and `title` are Android's).
  Proposal = Model.struct("proposal",
                          url: [:string, "url"],
                          options: [:object_or_empty, "options"],
                          properties: [:object_or_empty, "properties"],
                          context: [:optional_string, "context"],
                          presentation: [:optional_string, "presentation"],
                          view_controller: [:optional_string, "viewController"],
                          parameters: [:value, "parameters"],
                          modal_style: [:optional_string, "modalStyle"],
                          pull_to_refresh_enabled: [:optional_boolean, "pullToRefreshEnabled"],
                          modal_dismiss_gesture_enabled: [:optional_boolean, "modalDismissGestureEnabled"],
                          animated: [:optional_boolean, "animated"],
                          historical_location: [:optional_boolean, "historicalLocation"],
                          query_string_presentation: [:optional_string, "queryStringPresentation"],
                          uri: [:optional_string, "uri"],
                          fallback_uri: [:optional_string, "fallbackURI"],
                          title: [:optional_string, "title"]) do
    # @return [Boolean] true when the proposal's context is `modal`
    def modal? = context == "modal"

    # @return [String, nil] the visit action (`advance`, `replace`, `restore`)
    def action = options["action"]
  end
end
