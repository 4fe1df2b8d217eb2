# frozen_string_literal: true

require_relative "model"

module Navd
  # A web visit the navigator started.
  #
  # @!attribute [r] stack
  #   @return [String]
  # @!attribute [r] entry
  #   @return [Integer, nil]
  # @!attribute [r] url
  #   @return [String]
  # @!attribute [r] action
  #   @return [String] `advance`, `replace` or `restore`
  # @!attribute [r] reason
  #   @return [String] `route`, `refresh`, `reload` or `reveal`
  # @!attribute [r] session
  #   @return [String] the web session it runs in: `main` or `modal` (always `main` on Android)
  # @!attribute [r] load
  #   @return [String] `network` (the web view requests the page), `response` (it renders the response
  #     the proposal carried) or `snapshot` (a restore from the session's snapshot cache)
  # @!attribute [r] tab
  #   @return [String, nil] the tab whose start this visit is (`client/open`/`client/configure` results only)
  Visit = Model.struct("visit",
                       stack: [:string, "stack"],
                       entry: [:optional_integer, "entry"],
                       url: [:string, "url"],
                       action: [:string, "action"],
                       reason: [:string, "reason"],
                       session: [:string, "session"],
                       load: [:string, "load"],
                       tab: [:optional_string, "tab"]) do
    # @return [Boolean] true when the web view requests the page (a page load a test counts)
    def network? = load == "network"
  end
end
