# frozen_string_literal: true

require "json"
require "uri"
require_relative "../navd"
require_relative "shared_server"
require_relative "app/errors"
require_relative "app/fetcher"
require_relative "app/http_transport"
require_relative "app/page"
require_relative "app/rack_transport"
require_relative "app/user_agent"

module Navd
  # Drives a real app: navd decides the navigation, and the driver performs against the app (a
  # Rack app in-process, or a running server over HTTP) exactly the visits navd reports with
  # `load: "network"`, then reports back what the server answered (DESIGN §9.6): a same-origin
  # redirect as Turbo's re-proposal (`session/proposeVisit`, action replace, `redirected: true`), a
  # redirect to another origin as `session/crossOriginRedirect`, a status ≥ 400 or an unreachable
  # server as `session/visitFailed`, a form's answer as `session/formSubmitted`. It never decides
  # navigation itself.
  #
  # @example A Rails integration test
  #   app = Navd::App.rails(self, platform: :ios, path_configuration: "/configurations/ios_v1.json")
  #   app.start
  #   app.visit("/posts/new")
  #   app.submit("/posts", params: { post: { title: "Hello" } })
  #   assert_stack app, main: ["/posts"], modal: []
  #   assert_includes app.page.body, "Post created"
  class App
    # Seconds each HTTP request may take (connect, then answer) before {RequestTimeout}.
    DEFAULT_TIMEOUT = 10
    # The client configuration fields {#initialize} sets from its own keywords, which its
    # `configuration:` may therefore not name (wire name => keyword).
    OWN_FIELDS = { "platform" => :platform, "startLocation" => :start_location,
                   "pathConfiguration" => :path_configuration }.freeze

    @ids = 0
    @ids_lock = Mutex.new

    class << self
      # A driver for `Rails.application` inside a Rails test (`ActionDispatch::IntegrationTest`,
      # an RSpec example, or any test case): in-process, so it shares the test's database
      # transaction. It runs on the test run's shared navd ({SharedServer}) and is closed when the
      # test ends (an RSpec example's `after` hook, a Minitest test's teardown).
      #
      # @param test [Object] the test (`self`); names the navd client
      # @param platform [String, Symbol]
      # @param path_configuration [String, Hash, nil] as {#initialize}'s
      # @param options [Hash] more of {#initialize}'s keywords
      # @return [App]
      def rails(test, platform: :ios, path_configuration: nil, **options)
        app = new(::Rails.application, platform: platform, path_configuration: path_configuration,
                                       server: SharedServer.get, id: client_id(test), **options)
        CloseAfterTeardown.register(test, app)
        app
      end

      # @return [String] a client id unique in this process
      def client_id(test = nil)
        number = @ids_lock.synchronize { @ids += 1 }
        name = if rspec_example?(test) then ::RSpec.current_example&.id || "rspec"
               elsif test.respond_to?(:name) then "#{test.class.name}##{test.name}"
               else "app"
               end
        "#{name}-#{Process.pid}-#{number}"
      end

      # @param test [Object]
      # @return [Boolean] whether `test` is a running RSpec example's `self`
      def rspec_example?(test) = defined?(::RSpec::Core::ExampleGroup) && test.is_a?(::RSpec::Core::ExampleGroup)
    end

    # Closes the apps a test made when the test ends: in an RSpec example, by an `after` hook of
    # that example alone; in a Minitest test, after its teardown.
    module CloseAfterTeardown
      # @param test [Object] an RSpec example's `self`, or a Minitest test
      # @param app [App]
      def self.register(test, app)
        if App.rspec_example?(test)
          # rspec-core runs an example's hooks from its instance's singleton class
          # (`RSpec::Core::Example#hooks`), so this hook belongs to the running example only.
          test.singleton_class.after { app.close }
        elsif test.respond_to?(:after_teardown)
          test.singleton_class.prepend(self) unless test.singleton_class.include?(self)
          (test.instance_variable_get(:@navd_apps) || test.instance_variable_set(:@navd_apps, [])) << app
        end
      end

      # @!visibility private
      def after_teardown
        @navd_apps&.each(&:close)
        super
      end
    end

    # @return [Client] the navd client whose navigator this app is
    attr_reader :client
    # @return [String] `ios` or `android`
    attr_reader :platform
    # @return [Array<Object>] the navd results of the last action: its own first, then those of
    #   what the driver reported for it (a re-proposal after a redirect, a cross-origin redirect,
    #   a failed visit's state), in order
    attr_reader :results

    # @param target [#call, String] a Rack app (`Rails.application`), or a running server's base URL
    # @param platform [String, Symbol] `:ios` or `:android`: the user agent and navd's rules
    # @param path_configuration [String, Pathname, Hash, nil] a path on the app
    #   (`"/configurations/ios_v1.json"`, fetched from the app, counted as a request), or as
    #   {Configuration.wire} takes it (a Hash, or a JSON file: a Pathname, or a String that names an
    #   existing file)
    # @param start_location [String, nil] default: the target's origin (`http://example.org/` for Rack)
    # @param server [Server, nil] an existing navd; default: one started now and closed by {#close}
    # @param timeout [Numeric] seconds per HTTP request
    # @param id [String, nil] the navd client id (default: a unique one)
    # @param configuration [Hash, nil] more of the client's configuration, as {Configuration.wire}
    #   takes it (`{ tabs: [{ id: "posts", url: "http://example.org/posts" }], lazy_load_tabs: true }`);
    #   merged with the fields the keywords above set, which it may not name. Each tab has its own
    #   web views; the start visits of the tabs `client/open` started are performed by {#start}.
    # @raise [BadTarget, BadPathConfiguration, RequestTimeout, ConnectionFailed, ArgumentError]
    # @raise [Navd::Error] -32602 when navd refuses the configuration
    def initialize(target, platform: :ios, path_configuration: nil, start_location: nil, server: nil,
                   timeout: DEFAULT_TIMEOUT, id: nil, configuration: nil)
      @platform = platform.to_s
      more = App.more_configuration(configuration)
      @fetcher = Fetcher.new(App.transport(target, timeout), UserAgent.for(@platform))
      own = { platform: @platform, start_location: @fetcher.absolute(start_location || "/").to_s }
      own[:path_configuration] = path_configuration_source(path_configuration) if path_configuration
      @own_server = server.nil?
      @server = server || Server.start
      @client = @server.client(id || App.client_id, configuration: more.merge(Configuration.wire(own)))
      # `client/open`'s answer while its tab start visits wait for {#start}.
      @opened = @client.opened
      @pages = {}
      @snapshots = Hash.new { |hash, view| hash[view] = {} }
      @state = nil
      @results = []
    rescue StandardError
      @server&.close if @own_server
      raise
    end

    # `configuration:` of {#initialize} in wire form.
    # @param configuration [Hash, nil]
    # @return [Hash{String=>Object}]
    # @raise [ArgumentError] when it is not a Hash, or names a field one of {#initialize}'s keywords sets
    def self.more_configuration(configuration)
      wire = Configuration.wire(configuration)
      taken = OWN_FIELDS.keys.find { |name| wire.key?(name) }
      raise ArgumentError, "configuration: give #{taken} as Navd::App.new's #{OWN_FIELDS[taken]}: keyword" if taken

      wire
    end

    # @param target [Object]
    # @param timeout [Numeric]
    # @return [RackTransport, HttpTransport]
    # @raise [BadTarget]
    def self.transport(target, timeout)
      if target.is_a?(String) || target.is_a?(URI::Generic)
        uri = URI(target.to_s)
        raise BadTarget, target unless uri.is_a?(URI::HTTP) && !uri.host.to_s.empty?

        return HttpTransport.new(uri, timeout: timeout)
      end
      raise BadTarget, target unless target.respond_to?(:call)

      RackTransport.new(target)
    rescue URI::InvalidURIError
      raise BadTarget, target
    end

    # @return [String]
    def inspect = "#<Navd::App #{@platform} #{@fetcher.origin} client=#{@client.id.inspect}>"

    # @!group What the user and the app do

    # Starts the navigator: the start visits of the tabs `client/open` started (every tab, unless
    # `lazy_load_tabs`) are performed first, in tab order, then `start`'s own (none when a tab
    # already started the navigator). {#results} begins with the {ClientOpened} when it had visits.
    # @return [ChangeResult] `start`'s result
    def start
      act do
        opened = @opened
        @opened = nil
        perform(opened) unless opened.nil? || opened.visits.empty?
        perform(@client.start)
      end
    end

    # A link tapped in the active web view: Turbo proposes a visit (`session/proposeVisit`).
    # @param path_or_url [String]
    # @param action [String, Symbol] the link's `data-turbo-action`
    # @return [ProposeVisitResult]
    def visit(path_or_url, action: :advance)
      act { perform(@client.propose_visit(@fetcher.absolute(path_or_url).to_s, action: action)) }
    end

    # A Turbo form submitted from the active web view (form-encoded; a GET's params go into the
    # query). PATCH, PUT and DELETE go as Rails forms send them, a POST with `_method`; same-origin
    # redirects are followed, and the answer is reported with `session/formSubmitted`.
    #
    # @param path [String] the form's action
    # @param method [String, Symbol]
    # @param params [Hash] `{post: {title: "Hi"}}` is sent as `post[title]=Hi`
    # @param action [String, Symbol, nil] the submitter's `data-turbo-action`
    # @return [FormSubmissionResult, nil] nil when the form was redirected to another origin (Turbo's
    #   fetch fails there; nothing is reported to navd)
    # @raise [ConnectionFailed] when the server cannot be reached (Turbo shows no page for it)
    def submit(path, method: :post, params: {}, action: nil)
      act { submit_form(path, method, params, action) }
    end

    # The system back gesture (Android: the back button).
    # @return [ChangeResult]
    def back = act { perform(@client.back) }

    # The user swipes the modal away.
    # @return [ChangeResult]
    def dismiss_modal = act { perform(@client.dismiss_modal) }

    # Pull to refresh: every visible web screen reloads.
    # @return [ChangeResult]
    def reload = act { perform(@client.reload) }

    # Makes a tab of `configuration[:tabs]` active, performing its start visit on its first
    # selection; selecting the active tab again performs the reselection's visits (iOS pops main to
    # its root, Android clears it: a restore from the snapshot).
    # @param id [String, Symbol]
    # @return [ChangeResult]
    def select_tab(id) = act { perform(@client.select_tab(id)) }

    # The app's own `Navigator.route(url)` (a native button, a notification).
    # @param url [String]
    # @param options [Hash] {Client#route}'s keywords
    # @return [RouteResult]
    def route(url, **options) = act { perform(@client.route(@fetcher.absolute(url).to_s, **options)) }

    # @!endgroup
    # @!group What happened

    # @return [Array<Array(String, String)>] every HTTP request so far (since {#clear_requests}),
    #   `[["GET", "/posts"], ["POST", "/posts"]]`
    def requests = @fetcher.log.map(&:dup)

    # @return [void]
    def clear_requests = @fetcher.log.clear

    # @return [Page, nil] the active web session's last rendered response (the active tab's)
    def page = @pages[active_web_view]

    # @param session [String, Symbol] `main` or `modal`
    # @param tab [String, Symbol, nil] default: the active tab (each tab has its own web views)
    # @return [Page, nil] that web session's last rendered response
    def page_of(session, tab: nil) = @pages[[(tab || active_tab)&.to_s, session.to_s]]

    # The app's answer to the last request the driver made, rendered or not (as Rack::Test's
    # `last_response`): a form's Turbo Stream is here (`turbo_stream?`, `body`), while {#page}
    # stays the page the stream updates in place.
    # @return [Response, nil]
    def last_response = @fetcher.last_response

    # @return [State] navd's state of the navigator now
    def state = (@state = @client.state)

    # `routes/resolve` of the app's navd client (so assertions take an app where they take a client).
    # @param url [String]
    # @return [ResolvedRoute]
    def resolve(url) = @client.resolve(url)

    # @return [Hash{String=>String}] the cookies the web views hold, name to value
    def cookies = @fetcher.cookies.to_h

    # @return [Boolean] whether {#close} ran
    def closed? = @closed == true

    # Closes the navd client, and the navd this app started.
    # @return [void]
    def close
      return if @closed

      @closed = true
      begin
        @client.close
      rescue Failure
        nil
      end
      @server.close if @own_server
    end

    # @!endgroup

    private

    # One user action: its {#results} start afresh.
    def act
      @results = []
      @response_page = nil
      yield
    end

    def submit_form(path, method, params, action)
      view = active_web_view
      session = view.last
      fetched = @fetcher.fetch(method, path, params: params)
      # Another origin: Turbo's fetch fails there (FormSubmission.requestErrored, which only logs),
      # and neither native library has a path for it, so nothing is reported.
      return nil if fetched.other_origin

      response = fetched.response
      @response_page = Page.of(response)
      show(view, @response_page) if response.status >= 400 && response.html?
      # A Turbo Stream (any status) is taken by Turbo's StreamObserver (hotwired/turbo
      # src/observers/stream_observer.js): the FormSubmission neither renders, proposes nor clears
      # its snapshot cache (`requestPreventedHandlingResponse`), but it still finishes, so native
      # hears `formSubmissionFinished` (hotwire-native-ios Source/Turbo/WebView/turbo.js:180, then
      # Navigator.swift:199 marks main's snapshots stale after one in the modal). `html: false`
      # tells navd exactly that much.
      result = @client.form_submitted(method, status_code: response.status, url: response.url,
                                              redirected: fetched.redirected, html: response.html?,
                                              session: session, submitter_action: action)
      @results << result
      @state = result.state if result.state
      perform(result.proposal) if result.proposal
      result
    end

    # Performs a navd result's visits in order, and remembers its state.
    # @param tab [String, nil] the tab whose navigator answered (a report about that tab's web view)
    def perform(result, tab = nil)
      @results << result
      @state = result.state if result.state
      result.visits.each { |visit| render(visit, visit.tab || tab || active_tab) }
      result
    end

    # A visit in the web view `[tab, visit.session]`: the tab a start visit names, or the one whose
    # navigator answered, else the active one.
    def render(visit, tab)
      view = [tab, visit.session]
      case visit.load
      when "network" then load_page(visit, view)
      when "response" then show(view, @response_page) if @response_page
      when "snapshot" then show(view, @snapshots[view][visit.url] || @pages[view])
      end
    end

    # One page load: a GET as the web view makes it, and what the server answered reported back
    # to the navigator of the view's tab.
    def load_page(visit, view)
      tab, session = view
      fetched = @fetcher.fetch("GET", visit.url)
      return perform(@client.cross_origin_redirect(fetched.other_origin, session: session, tab: tab), tab) if fetched.other_origin

      response = fetched.response
      show(view, Page.of(response))
      if response.status >= 400
        report_failure(response.status, visit, tab)
      elsif !response.html?
        # Turbo fails a visit answered without HTML (a 204, a Turbo Stream, JSON): its
        # contentTypeMismatch status is below 0, which native treats as a network error.
        report_failure(0, visit, tab)
      elsif fetched.redirected
        @response_page = Page.of(response)
        perform(@client.propose_visit(response.url, session: session, tab: tab, options: {
                                        "action" => "replace", "shouldCacheSnapshot" => false,
                                        "response" => { "statusCode" => response.status, "redirected" => true }
                                      }), tab)
      end
    rescue ConnectionFailed
      show(view, Page.new(status: 0, url: visit.url, body: ""))
      report_failure(0, visit, tab)
    end

    def report_failure(status, visit, tab)
      @state = @client.visit_failed(status, entry: visit.entry, tab: tab)
      @results << @state
    end

    # A web view (`[tab, session]`) now shows `page`; the page it replaces is kept as its snapshot.
    def show(view, page)
      previous = @pages[view]
      @snapshots[view][previous.url] = previous if previous && previous.url != page.url
      @pages[view] = page
    end

    # @return [Array(String, String)] the active tab (nil without tabs) and its active web session
    def active_web_view = [active_tab, active_session]

    def active_tab = (@state || state).active_tab

    def active_session
      return "main" if @platform == "android"

      (@state || state).active_stack == "modal" ? "modal" : "main"
    end

    # A "/"-path that is not a file: fetched from the app (and counted as a request).
    def path_configuration_source(source)
      return source unless source.is_a?(String) && source.start_with?("/") && !File.file?(source)

      fetched = @fetcher.fetch("GET", source, accept: "application/json")
      request = "GET #{@fetcher.absolute(source)}"
      raise BadPathConfiguration.new(request, "redirected to #{fetched.other_origin}") if fetched.other_origin
      raise BadPathConfiguration.new(request, "the app answered #{fetched.response.status}") unless fetched.response.status == 200

      JSON.parse(fetched.response.body)
    rescue JSON::ParserError => e
      raise BadPathConfiguration.new(request, "not JSON (#{e.message.lines.first.to_s.strip[0, 80]})")
    end
  end
end
