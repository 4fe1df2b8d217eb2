# frozen_string_literal: true

require_relative "change_result"
require_relative "deep_link_result"
require_relative "client_opened"
require_relative "configuration"
require_relative "coverage"
require_relative "form_submission_result"
require_relative "path_configuration_load"
require_relative "path_properties"
require_relative "policy_decision"
require_relative "propose_visit_result"
require_relative "protocol_error"
require_relative "resolved_route"
require_relative "route_decision"
require_relative "route_result"
require_relative "state"

module Navd
  # One navd client: an isolated world with its own configuration, navigators and
  # counters. Every method sends the client's id; navd creates the client on first
  # use unless it was opened with a configuration ({Server#client}).
  #
  # URLs may be absolute or a path (`"/posts/new"`), which is resolved against the
  # origin of the client's start location.
  #
  # @example
  #   posts = navd.client("posts", configuration: { start_location: "https://blog.example/" })
  #   posts.start
  #   posts.route("/posts/new").state.presented? # => true, with a modal path configuration
  class Client
    # @return [String] the client id sent with every call
    attr_reader :id
    # @return [#request] the server (anything with `request(method, params)`)
    attr_reader :server
    # @return [ClientOpened, nil] the `client/open` result when opened with a configuration
    attr_reader :opened

    # @param server [#request] a {Server}, or any object answering `request(method_name, params)`
    # @param id [String]
    # @param opened [ClientOpened, nil]
    def initialize(server, id, opened: nil)
      @server = server
      @id = id.to_s
      @opened = opened
      @origin = origin_of(opened&.state&.start_location)
    end

    # @return [String]
    def inspect = "#<Navd::Client #{id.inspect}>"

    # @!group Navigating

    # Proposes a visit to `url`: the router decides, the delegate accepts, the navigator
    # presents. Keyword arguments left nil are not sent.
    #
    # @param url [String] absolute, or a path resolved against the start location's origin
    # @param action [String, Symbol, nil] `:advance` (navd's default), `:replace` or `:restore`
    # @param response [Hash, nil] `{statusCode:, redirected:, responseHTML:}` of a form submission
    # @param options [Hash, nil] the whole `options` object instead of `action`/`response`
    # @param properties [Hash, nil] merged over the path-configuration properties (the request wins)
    # @param parameters [Object, nil] passed through to the proposal
    # @param proposal_result [String, Symbol, Hash, nil] `:accept`, `:reject`, or `{accept_custom: "native"}`
    #   (see {Navd.accept_custom})
    # @param explain [Boolean] also return an {Explanation}
    # @param tab [String, nil] another tab's navigator
    # @param state [Boolean] false leaves `state` out of the result
    # @return [RouteResult]
    def route(url, action: nil, response: nil, options: nil, properties: nil, parameters: nil, proposal_result: nil,
              explain: false, tab: nil, state: true)
      params = proposal_params(url, action: action, response: response, options: options, properties: properties,
                                    parameters: parameters, proposal_result: proposal_result)
      explaining(params, explain)
      RouteResult.from_json(call("route", params, tab: tab, state: state))
    end

    # `pop`: pops the active stack (dismisses a one-entry modal).
    # @param animated [Boolean, nil] navd's default is true
    # @return [ChangeResult]
    def pop(animated: nil, tab: nil, state: true)
      change("pop", animated.nil? ? {} : { "animated" => animated }, tab: tab, state: state)
    end

    # `clearAll`: dismisses the modal and pops main to its root.
    # @param animated [Boolean, nil] navd's default is false
    # @return [ChangeResult]
    def clear_all(animated: nil, tab: nil, state: true)
      change("clearAll", animated.nil? ? {} : { "animated" => animated }, tab: tab, state: state)
    end

    # `reload`: one reload visit per stack with a visitable on top.
    # @return [ChangeResult]
    def reload(tab: nil, state: true) = change("reload", {}, tab: tab, state: state)

    # `start`: routes the start location if both stacks are empty (else a warning).
    # @return [ChangeResult]
    def start(tab: nil, state: true) = change("start", {}, tab: tab, state: state)

    # `deepLink/open`: opens `url` as a deep link. `:warm` routes it like {#route}; `:cold` needs a
    # navigator that has not started (Android starts at a link on the start location's host, else
    # at the start location; iOS starts, then routes the link on top).
    # @param url [String] absolute, or a path resolved against the start location
    # @param launch [Symbol, String] `:cold` or `:warm`
    # @return [DeepLinkResult]
    def open_deep_link(url, launch:, explain: false, tab: nil, state: true)
      params = { "url" => absolute(url), "launch" => launch.to_s }
      explaining(params, explain)
      result = DeepLinkResult.from_json(call("deepLink/open", params, tab: tab, state: state), "deepLink/open")
      remember(result.state) if result.state
      result
    end

    # @return [String, nil] the current URL of the active stack's top, if it is visitable
    def current_visitable_url(tab: nil)
      result = Shape.object(call("currentVisitableURL", {}, tab: tab), "currentVisitableURL")
      Shape.optional_string(result, "url", "currentVisitableURL")
    end

    # @!endgroup
    # @!group Inspection and state

    # @return [State]
    def state(tab: nil) = remember(State.from_json(call("state", {}, tab: tab)))

    # `state/export`: the client's complete state and configuration, opaque.
    # @return [Hash] pass it to {#import_state}
    def export_state = Shape.required(Shape.object(call("state/export", {}), "state/export"), "state", "state/export")

    # `state/import`: restores an {#export_state}, or sets up stacks with the short form.
    #
    # @example
    #   client.import_state(main: ["/", "/posts/1"], modal: ["/posts/1/edit"])
    #   client.import_state(main: ["/", nil]) # nil: an unstamped entry
    #   client.import_state(main: ["/", { view_controller: "settings", url: "/settings" }])
    #
    # @param snapshot [Hash, nil] an export; leave nil to use the short form
    # @param main [Array<String, Hash, nil>, nil] URLs (or paths), entry hashes, or nil for unstamped
    # @param modal [Array<String, Hash, nil>, nil]
    # @param presented [Boolean, nil]
    # @param modal_style [String, Symbol, nil]
    # @return [State]
    def import_state(snapshot = nil, main: nil, modal: nil, presented: nil, modal_style: nil)
      snapshot ||= short_form(main: main, modal: modal, presented: presented, modal_style: modal_style)
      result = Shape.object(call("state/import", { "state" => snapshot }), "state/import")
      remember(State.from_json(Shape.required(result, "state", "state/import"), "state/import.state"))
    end

    # @!endgroup
    # @!group What the app does outside the navigator

    # `ui/back`: the system back gesture (Android: the back button).
    # @return [ChangeResult]
    def back(tab: nil, state: true) = change("ui/back", {}, tab: tab, state: state)

    # `ui/dismissModal`: the user swipes the modal away.
    # @return [ChangeResult]
    # @raise [Error] -32602 (`field` "modal") when the modal forbids the gesture
    def dismiss_modal(tab: nil, state: true) = change("ui/dismissModal", {}, tab: tab, state: state)

    # `ui/push`: app code pushes a screen without routing it.
    # @param view_controller [String]
    # @param stack [String, Symbol] `:main` or `:modal`
    # @param url [String, nil] nil pushes an unstamped entry
    # @return [ChangeResult]
    def push(view_controller, stack: :main, url: nil, tab: nil, state: true)
      params = { "stack" => stack.to_s, "viewController" => view_controller.to_s }
      params["url"] = absolute(url) if url
      change("ui/push", params, tab: tab, state: state)
    end

    # `visitable/didChangeURL`: the web view now shows `url` (a redirect, `replaceState`).
    # @param url [String]
    # @param entry [Integer, nil] default: the active top
    # @return [State]
    def did_change_url(url, entry: nil, tab: nil)
      params = { "url" => absolute(url) }
      params["entry"] = entry unless entry.nil?
      result = Shape.object(call("visitable/didChangeURL", params, tab: tab), "visitable/didChangeURL")
      remember(State.from_json(Shape.required(result, "state", "visitable/didChangeURL"), "visitable/didChangeURL.state"))
    end

    # `tabs/select`: makes `tab` active, starting it on first selection.
    # @param tab [String, Symbol]
    # @return [ChangeResult]
    def select_tab(tab) = change("tabs/select", {}, tab: tab.to_s, state: true)

    # @!endgroup
    # @!group The web side: what the web view and the server answered

    # `session/proposeVisit`: the web view of `session` proposes a visit to `url` (Turbo's
    # `visitProposedToLocation`). A proposal of the URL its session shows re-renders in place
    # ({ProposeVisitResult#in_place?}); a `response` with `redirected: true` applies iOS's redirect
    # rules first. Turbo's unknown option keys (`shouldCacheSnapshot`) are kept and ignored.
    #
    # @example A redirected form in the modal lands on a default-context page
    #   client.propose_visit("/posts/1", action: :replace, session: :modal,
    #                        response: { statusCode: 302, redirected: true })
    #
    # @param url [String] absolute, or a path resolved against the start location's origin
    # @param session [String, Symbol, nil] `:main` or `:modal` (iOS only); default: the active stack's session
    # @param action [String, Symbol, nil] `:advance` (navd's default), `:replace` or `:restore`
    # @param response [Hash, nil] `{statusCode:, redirected:, responseHTML:}` the proposal carries
    # @param options [Hash, nil] the whole `options` object instead of `action`/`response`
    # @param properties [Hash, nil] merged over the path-configuration properties (the request wins)
    # @param parameters [Object, nil] passed through to the proposal
    # @param proposal_result [String, Symbol, Hash, nil] as {#route}'s
    # @param explain [Boolean] also return an {Explanation} (which redirect rule applied)
    # @param tab [String, nil] another tab's navigator
    # @param state [Boolean] false leaves `state` out of the result
    # @return [ProposeVisitResult]
    # @raise [Error] -32602 for a `session: :modal` on Android or with no modal presented
    def propose_visit(url, session: nil, action: nil, response: nil, options: nil, properties: nil, parameters: nil,
                      proposal_result: nil, explain: false, tab: nil, state: true)
      params = proposal_params(url, action: action, response: response, options: options, properties: properties,
                                    parameters: parameters, proposal_result: proposal_result)
      params["session"] = session.to_s unless session.nil?
      explaining(params, explain)
      ProposeVisitResult.from_json(call("session/proposeVisit", params, tab: tab, state: state))
    end

    # `session/formSubmitted`: a form was submitted with `method` and the server answered
    # `status_code`, ending at `url`. Turbo's rules decide the {FormSubmissionResult#outcome}; a
    # proposal it makes is handled as {#propose_visit}'s.
    #
    # @example A form in the modal redirects to the created post
    #   client.form_submitted(:post, status_code: 302, url: "/posts/1", redirected: true)
    #
    # @param method [String, Symbol] `:get`, `:post`, `:put`, `:patch` or `:delete` (sent upper-case)
    # @param status_code [Integer] the final response's status
    # @param url [String] the final URL after redirects, absolute or a path
    # @param redirected [Boolean, nil] whether the server redirected (navd's default false)
    # @param html [Boolean, nil] false for a response without HTML (a Turbo Stream, 204); navd's default true
    # @param session [String, Symbol, nil] `:main` or `:modal` (iOS only); default: the active stack's session
    # @param submitter_action [String, Symbol, nil] the submitter's `data-turbo-action`
    #   (`:advance`, `:replace` or `:restore`)
    # @param explain [Boolean] also return an {Explanation} (which Turbo form rule decided)
    # @return [FormSubmissionResult]
    def form_submitted(method, status_code:, url:, redirected: nil, html: nil, session: nil, submitter_action: nil,
                       explain: false, tab: nil, state: true)
      response = { "statusCode" => status_code, "url" => absolute(url) }
      response["redirected"] = redirected unless redirected.nil?
      response["html"] = html unless html.nil?
      params = { "method" => method.to_s.upcase, "response" => response }
      params["session"] = session.to_s unless session.nil?
      params["submitterAction"] = submitter_action.to_s unless submitter_action.nil?
      explaining(params, explain)
      FormSubmissionResult.from_json(call("session/formSubmitted", params, tab: tab, state: state))
    end

    # `session/crossOriginRedirect`: a visit was redirected to `url` on another origin. The active
    # stack pops (not animated on iOS), then `url` is routed; the operations start with the pop.
    # @param url [String] the other origin's URL
    # @param session [String, Symbol, nil] the web session whose visit was redirected
    # @return [RouteResult]
    def cross_origin_redirect(url, session: nil, tab: nil, state: true)
      params = { "url" => absolute(url) }
      params["session"] = session.to_s unless session.nil?
      RouteResult.from_json(call("session/crossOriginRedirect", params, tab: tab, state: state))
    end

    # `session/visitFailed`: the visit of `entry` failed. Navigation does not change; the entry
    # shows its error view ({Entry#error}) until its next visit renders.
    # @param status_code [Integer] 400–599, or 0 for a network error
    # @param entry [Integer, nil] default: the active stack's top
    # @return [State]
    def visit_failed(status_code, entry: nil, tab: nil)
      params = { "statusCode" => status_code }
      params["entry"] = entry unless entry.nil?
      result = Shape.object(call("session/visitFailed", params, tab: tab), "session/visitFailed")
      remember(State.from_json(Shape.required(result, "state", "session/visitFailed"), "session/visitFailed.state"))
    end

    # @!endgroup
    # @!group Decisions without navigation

    # `router/decide`: runs the route decision handlers only.
    # @param url [String]
    # @param explain [Boolean]
    # @return [RouteDecision]
    def decide(url, explain: false)
      RouteDecision.from_json(call("router/decide", explaining({ "url" => absolute(url) }, explain)))
    end

    # `webView/decidePolicy`: what the web view policy handlers do with a navigation.
    # @param navigation_type [String, Symbol] `linkActivated`, `formSubmitted`, `backForward`, `reload`,
    #   `formResubmitted` or `other` (snake_case symbols work too: `:link_activated`)
    # @param target_frame [String, Symbol, nil] `:main`, `:sub`, or nil (no target frame)
    # @param url [String, nil]
    # @return [PolicyDecision]
    def decide_policy(navigation_type, target_frame: :main, url: nil)
      params = { "navigationType" => Configuration.camel(navigation_type),
                 "targetFrame" => target_frame&.to_s }
      params["url"] = absolute(url) if url
      PolicyDecision.from_json(call("webView/decidePolicy", params))
    end

    # `pathConfiguration/properties`: the path-configuration properties of `url`.
    # @param url [String]
    # @param explain [Boolean]
    # @return [PathProperties]
    def path_properties(url, explain: false)
      params = explaining({ "url" => absolute(url) }, explain)
      PathProperties.from_json(call("pathConfiguration/properties", params))
    end

    # `pathConfiguration/load`: loads sources in order; the last valid one wins.
    # @param sources [Array<Hash, String, Pathname>] a path configuration, `{json: ...}`,
    #   `{file: path}`, or a file path (read by navd)
    # @return [PathConfigurationLoad]
    def load_path_configuration(*sources)
      wire = sources.flatten.map { |source| self.class.source(source) }
      PathConfigurationLoad.from_json(call("pathConfiguration/load", { "sources" => wire }))
    end

    # `routes/resolve`: the typed route of `url`, or `unknown` with a reason.
    # @param url [String]
    # @param explain [Boolean]
    # @return [ResolvedRoute]
    def resolve(url, explain: false)
      ResolvedRoute.from_json(call("routes/resolve", explaining({ "url" => absolute(url) }, explain)))
    end

    # `routes/print`: the canonical URL of a route (the inverse of {#resolve}).
    # @example
    #   client.print_route(:view_post, id: 1) # => "https://blog.example/posts/1"
    # @param name [String, Symbol]
    # @param params [Hash]
    # @return [String]
    def print_route(name, params = {}, **keyword_params)
      merged = params.merge(keyword_params).transform_keys(&:to_s)
      result = Shape.object(call("routes/print", { "name" => name.to_s, "params" => merged }), "routes/print")
      Shape.string(result, "url", "routes/print")
    end

    # `routes/coverage`: what this client's traffic exercised.
    # @return [Coverage]
    def coverage = Coverage.from_json(call("routes/coverage", {}))

    # @!endgroup
    # @!group The client itself

    # `client/configure`: replaces the given fields, keeps the stacks.
    # @param configuration [Hash] see {Configuration.wire}
    # @return [ClientOpened]
    def configure(configuration = nil, **fields)
      wire = Configuration.wire((configuration || {}).merge(fields))
      result = ClientOpened.from_json(call("client/configure", { "configuration" => wire }), "client/configure",
                                      client: id)
      @origin = origin_of(result.state&.start_location) || @origin
      result
    end

    # `client/close`: navd forgets this client.
    # @return [nil]
    # @raise [Error] -32010 when navd has no such client
    def close
      call("client/close", {})
      nil
    end

    # @!endgroup

    # The wire form of a `proposal_result:` argument.
    # @param value [String, Symbol, Hash]
    # @return [String, Hash]
    def self.proposal_result(value)
      return value.to_s if value.is_a?(String) || value.is_a?(Symbol)
      unless value.is_a?(Hash)
        raise ArgumentError, "proposal_result: expected :accept, :reject or {accept_custom: id}, got #{value.inspect}"
      end

      value.to_h { |key, custom| [Configuration.camel(key), custom.to_s] }
    end

    # The wire form of a `pathConfiguration/load` source.
    # @param source [Hash, String, Pathname]
    # @return [Hash]
    def self.source(source)
      return { "file" => source.to_s } if source.is_a?(String) || source.is_a?(Pathname)

      keys = source.keys.map(&:to_s)
      return source.transform_keys(&:to_s) if keys == ["json"] || keys == ["file"]

      { "json" => source }
    end

    private

    def call(method_name, params, tab: nil, state: true)
      params["client"] = id
      params["tab"] = tab.to_s unless tab.nil?
      params["state"] = false unless state
      @server.request(method_name, params)
    end

    def change(method_name, params, tab:, state:)
      result = ChangeResult.from_json(call(method_name, params, tab: tab, state: state), method_name)
      remember(result.state) if result.state
      result
    end

    def proposal_params(url, action:, response:, options:, properties:, parameters:, proposal_result:)
      params = { "url" => absolute(url) }
      merged = (options || {}).transform_keys(&:to_s)
      merged["action"] = action.to_s if action
      merged["response"] = response if response
      params["options"] = merged unless merged.empty?
      params["properties"] = properties unless properties.nil?
      params["parameters"] = parameters unless parameters.nil?
      params["proposalResult"] = self.class.proposal_result(proposal_result) unless proposal_result.nil?
      params
    end

    def explaining(params, explain)
      params["explain"] = explain unless explain.nil? || explain == false
      params
    end

    def short_form(main:, modal:, presented:, modal_style:)
      snapshot = {}
      snapshot["main"] = main.map { |item| short_entry(item) } if main
      snapshot["modal"] = modal.map { |item| short_entry(item) } if modal
      snapshot["presented"] = presented unless presented.nil?
      snapshot["modalStyle"] = modal_style.to_s if modal_style
      snapshot
    end

    def short_entry(item)
      case item
      when nil then {}
      when String then { "url" => absolute(item) }
      when Hash
        entry = item.to_h { |key, value| [Configuration.camel(key).sub(/Url\z/, "URL"), value] }
        entry["url"] = absolute(entry["url"]) if entry["url"].is_a?(String)
        entry
      else raise ArgumentError, "import_state: an entry is a URL, a Hash or nil, got #{item.inspect}"
      end
    end

    # A path resolves against the origin of the start location, asked of navd once.
    def absolute(url)
      text = url.to_s
      return text unless text.start_with?("/") && !text.start_with?("//")

      @origin ||= origin_of(state.start_location)
      unless @origin
        raise ArgumentError, "#{text.inspect} is a path, but client #{id.inspect} has no start location to resolve it against"
      end

      @origin + text
    end

    def remember(state)
      @origin ||= origin_of(state.start_location)
      state
    end

    def origin_of(url)
      url&.[](%r{\A[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*})
    end
  end
end
