# frozen_string_literal: true

module Navd
  # The gem's method table: which method sends each of navd's methods. The naming rule is
  # the Python client's (`clients/python-example/src/navd_client/method_table.py`):
  #
  # - A method is named by the last segment of its wire name in snake_case: `clearAll` →
  #   `clear_all`, `ui/dismissModal` → `dismiss_modal`, `routes/resolve` → `resolve`.
  # - When that segment is a verb whose object is the namespace, the object follows the verb as
  #   in English: `state/export` → `export_state`, `client/open` → `open_client`, `client/list`
  #   → `list_clients`, `tabs/select` → `select_tab`, `deepLink/open` → `open_deep_link`, `pathConfiguration/load` →
  #   `load_path_configuration`, `routes/print` → `print_route`. `pathConfiguration/properties`
  #   is `path_properties`, after its result {PathProperties}.
  # - The lifecycle the gem drives itself maps to its lifecycle API: `initialize` and
  #   `initialized` → {Server#initialize!} (`initialize` is Ruby's constructor; {Server.start}
  #   calls it), `exit` → {Server#close} (`shutdown` then `exit`), `$/cancelRequest` →
  #   {Server#cancel}, `rpc.discover` → {Server#discover}.
  # - A segment that names an event the web view reports keeps its words, as
  #   `visitable/didChangeURL` → `did_change_url` does: `session/proposeVisit` → `propose_visit`,
  #   `session/formSubmitted` → `form_submitted`, `session/crossOriginRedirect` →
  #   `cross_origin_redirect`, `session/visitFailed` → `visit_failed` (`session` is the web session
  #   that reports it, not the object of a verb, so no word moves).
  # - A param is the snake_case of its wire name (`proposalResult` → `proposal_result`); an
  #   entry lists the params named otherwise, those the gem fills itself and those it does not offer.
  #
  # {Server} forwards every {Client} method of the table to its `default` client.
  # `test/integration/method_table_test.rb` compares the table with `rpc.discover` of the built
  # navd, so a method or param that navd gains and the gem lacks fails there.
  #
  # @example
  #   Navd::MethodTable["state/export"].name # => :export_state
  #   Navd::MethodTable["route"].owner       # => :client
  module MethodTable
    # One wire method and the gem method that sends it.
    #
    # @!attribute [r] wire
    #   @return [String] the method's wire name (`"state/export"`)
    # @!attribute [r] owner
    #   @return [Symbol] `:server` ({Server}) or `:client` ({Client}, which {Server} forwards to)
    # @!attribute [r] name
    #   @return [Symbol] the Ruby method (`:export_state`)
    # @!attribute [r] renamed
    #   @return [Hash{Symbol=>String, nil}] Ruby params whose wire param is named otherwise: Ruby
    #     name → the wire param it fills (nil: a client-side setting that sends nothing)
    # @!attribute [r] supplied
    #   @return [Array<String>] wire params the gem fills itself (a {Client}'s `client`)
    # @!attribute [r] not_offered
    #   @return [Array<String>] wire params the Ruby method does not offer (navd's default applies)
    # @!attribute [r] sent_with
    #   @return [String, nil] for a lifecycle method the gem drives itself: the wire method whose
    #     Ruby method also sends this one (`initialized` is sent by `initialize`'s)
    Entry = Struct.new(:wire, :owner, :name, :renamed, :supplied, :not_offered, :sent_with, keyword_init: true)

    # The param every {Client} method carries, filled with the client's id.
    BY_CLIENT = ["client"].freeze

    # @!visibility private
    # @return [Entry] a frozen entry (the table's own shorthand)
    def self.entry(wire, owner, name, renamed: {}, supplied: [], not_offered: [], sent_with: nil)
      Entry.new(wire: wire, owner: owner, name: name, renamed: renamed.freeze, supplied: supplied.freeze,
                not_offered: not_offered.freeze, sent_with: sent_with).freeze
    end
    private_class_method :entry

    # Every wire method of navd, in docs/protocol.md's order.
    ENTRIES = [
      # Lifecycle: driven by the gem itself.
      entry("initialize", :server, :initialize!, renamed: { client_name: "clientInfo", notifications: "capabilities" }),
      entry("initialized", :server, :initialize!, sent_with: "initialize"),
      entry("shutdown", :server, :shutdown),
      entry("exit", :server, :close, renamed: { grace: nil }),
      entry("$/cancelRequest", :server, :cancel, renamed: { request_id: "id" }),
      entry("rpc.discover", :server, :discover),
      # Clients.
      entry("client/open", :server, :open_client, renamed: { id: "client", platform: "configuration" }),
      entry("client/close", :server, :close_client, renamed: { id: "client" }),
      entry("client/list", :server, :list_clients),
      entry("client/configure", :client, :configure, renamed: { fields: "configuration" }, supplied: BY_CLIENT),
      # Navigating.
      entry("route", :client, :route, renamed: { action: "options", response: "options" }, supplied: BY_CLIENT),
      entry("pop", :client, :pop, supplied: BY_CLIENT),
      entry("clearAll", :client, :clear_all, supplied: BY_CLIENT),
      entry("reload", :client, :reload, supplied: BY_CLIENT),
      entry("currentVisitableURL", :client, :current_visitable_url, supplied: BY_CLIENT),
      entry("start", :client, :start, supplied: BY_CLIENT),
      # Inspection and state.
      entry("state", :client, :state, supplied: BY_CLIENT),
      entry("state/export", :client, :export_state, supplied: BY_CLIENT),
      entry("state/import", :client, :import_state,
            renamed: { snapshot: "state", main: "state", modal: "state", presented: "state", modal_style: "state" },
            supplied: BY_CLIENT, not_offered: ["tab"]),
      # Outside the navigator.
      entry("ui/back", :client, :back, supplied: BY_CLIENT),
      entry("ui/dismissModal", :client, :dismiss_modal, supplied: BY_CLIENT),
      entry("ui/push", :client, :push, supplied: BY_CLIENT, not_offered: ["animated"]),
      entry("visitable/didChangeURL", :client, :did_change_url, supplied: BY_CLIENT, not_offered: ["state"]),
      entry("tabs/select", :client, :select_tab, supplied: BY_CLIENT, not_offered: ["state"]),
      # Decisions without navigation.
      entry("router/decide", :client, :decide, supplied: BY_CLIENT, not_offered: ["tab"]),
      entry("webView/decidePolicy", :client, :decide_policy, supplied: BY_CLIENT, not_offered: %w[tab state]),
      entry("pathConfiguration/properties", :client, :path_properties, supplied: BY_CLIENT),
      entry("pathConfiguration/load", :client, :load_path_configuration, supplied: BY_CLIENT),
      entry("routes/resolve", :client, :resolve, supplied: BY_CLIENT),
      entry("routes/print", :client, :print_route, renamed: { keyword_params: "params" }, supplied: BY_CLIENT),
      entry("routes/coverage", :client, :coverage, supplied: BY_CLIENT),
      # The web side.
      entry("session/proposeVisit", :client, :propose_visit, renamed: { action: "options", response: "options" },
                                                              supplied: BY_CLIENT),
      entry("session/formSubmitted", :client, :form_submitted,
            renamed: { status_code: "response", url: "response", redirected: "response", html: "response" },
            supplied: BY_CLIENT),
      entry("session/crossOriginRedirect", :client, :cross_origin_redirect, supplied: BY_CLIENT),
      entry("session/visitFailed", :client, :visit_failed, supplied: BY_CLIENT, not_offered: ["state"]),
      entry("deepLink/open", :client, :open_deep_link, supplied: BY_CLIENT),
      # Comparing the two platforms.
      entry("compare", :server, :compare)
    ].freeze

    # @param wire [String] a wire method name
    # @return [Entry, nil] its entry
    def self.[](wire) = ENTRIES.find { |entry| entry.wire == wire }

    # @return [Array<Symbol>] the {Client} methods of the table, which {Server} forwards to its default client
    def self.client_methods = ENTRIES.select { |entry| entry.owner == :client }.map(&:name)
  end
end
