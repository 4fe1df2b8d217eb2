# frozen_string_literal: true

require_relative "model"

module Navd
  # The visit proposal a route made, with every typed property resolved. Members the
  # platform does not have are nil (`uri`, `fallback_uri` and `title` are Android's).
  Proposal = Struct.new(:url, :options, :properties, :context, :presentation, :view_controller, :parameters,
                        :modal_style, :pull_to_refresh_enabled, :modal_dismiss_gesture_enabled, :animated,
                        :historical_location, :query_string_presentation, :uri, :fallback_uri, :title,
                        keyword_init: true) do
    include Model

    # @return [Proposal]
    def self.from_json(json, where = "proposal")
      d = Shape.object(json, where)
      build(d,
            url: Shape.string(d, "url", where),
            options: Shape.object_or_empty(d, "options", where),
            properties: Shape.object_or_empty(d, "properties", where),
            context: Shape.optional_string(d, "context", where),
            presentation: Shape.optional_string(d, "presentation", where),
            view_controller: Shape.optional_string(d, "viewController", where),
            parameters: d["parameters"],
            modal_style: Shape.optional_string(d, "modalStyle", where),
            pull_to_refresh_enabled: Shape.optional_boolean(d, "pullToRefreshEnabled", where),
            modal_dismiss_gesture_enabled: Shape.optional_boolean(d, "modalDismissGestureEnabled", where),
            animated: Shape.optional_boolean(d, "animated", where),
            historical_location: Shape.optional_boolean(d, "historicalLocation", where),
            query_string_presentation: Shape.optional_string(d, "queryStringPresentation", where),
            uri: Shape.optional_string(d, "uri", where),
            fallback_uri: Shape.optional_string(d, "fallbackURI", where),
            title: Shape.optional_string(d, "title", where))
    end

    # @return [Boolean] true when the proposal's context is `modal`
    def modal? = context == "modal"

    # @return [String, nil] the visit action (`advance`, `replace`, `restore`)
    def action = options["action"]
  end
end
