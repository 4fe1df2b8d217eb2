# frozen_string_literal: true

require_relative "../test_helper"

# Every Client method sends exactly the protocol's method name and params (no process).
class ClientMethodsTest < Minitest::Test
  STATE = Canned.state(main: [Canned.entry(1, "https://blog.example/")])
  CHANGE = { "operations" => [], "visits" => [], "state" => STATE }.freeze
  ROUTE = { "decision" => "cancel", "handler" => nil, "external" => nil, "proposal" => nil, "proposalResult" => nil,
            "operations" => [], "visits" => [], "route" => nil, "warnings" => [], "state" => STATE }.freeze
  VISIT = { "stack" => "main", "entry" => 1, "url" => "https://blog.example/x", "action" => "replace", "reason" => "route",
            "session" => "main", "load" => "response" }.freeze
  PROPOSED = ROUTE.merge("decision" => "navigate", "visits" => [VISIT], "inPlace" => false).freeze
  CANNED = {
    "route" => ROUTE, "pop" => CHANGE, "clearAll" => CHANGE, "reload" => CHANGE, "start" => CHANGE,
    "ui/back" => CHANGE, "ui/dismissModal" => CHANGE, "ui/push" => CHANGE, "tabs/select" => CHANGE,
    "currentVisitableURL" => { "url" => nil }, "state" => STATE,
    "state/export" => { "state" => { "opaque" => 1 } }, "state/import" => { "state" => STATE },
    "visitable/didChangeURL" => { "state" => STATE },
    "router/decide" => { "decision" => "navigate", "handler" => "app-navigation" },
    "webView/decidePolicy" => { "decision" => "allow", "handler" => nil },
    "pathConfiguration/properties" => { "properties" => { "context" => "modal" }, "matchedRules" => [0, 3] },
    "pathConfiguration/load" => { "rules" => 2, "settings" => {}, "problems" => [], "warnings" => [] },
    "routes/resolve" => { "name" => "unknown", "reason" => "noMatch" },
    "routes/print" => { "url" => "https://blog.example/posts/1" },
    "routes/coverage" => { "routes" => [{ "name" => "a", "hits" => 2 }, { "name" => "b", "hits" => 0 }],
                           "unused" => ["b"] },
    "client/configure" => { "state" => STATE, "warnings" => [] },
    "client/close" => nil,
    "session/proposeVisit" => PROPOSED,
    "session/formSubmitted" => { "outcome" => "proposed", "proposal" => PROPOSED, "state" => STATE },
    "session/crossOriginRedirect" => ROUTE,
    "session/visitFailed" => { "state" => STATE }
  }.freeze

  # Stands in for a Navd::Server: records each request and answers from CANNED.
  class Recorder
    attr_reader :calls

    def initialize = @calls = []

    def request(method_name, params)
      @calls << [method_name, params]
      CANNED.fetch(method_name)
    end
  end

  CASES = [
    [->(c) { c.route("https://blog.example/x") }, "route", { "url" => "https://blog.example/x" }],
    [->(c) { c.route("/posts/new") }, "route", { "url" => "https://blog.example/posts/new" }],
    [->(c) { c.route("https://a/x", action: :replace, properties: { context: "modal" }, parameters: { k: 1 }, proposal_result: :reject, tab: :home, state: false) },
     "route", { "url" => "https://a/x", "options" => { "action" => "replace" }, "properties" => { context: "modal" },
                "parameters" => { k: 1 }, "proposalResult" => "reject", "tab" => "home", "state" => false }],
    [->(c) { c.route("https://a/x", response: { statusCode: 200, redirected: true }, proposal_result: { accept_custom: "native" }) },
     "route", { "url" => "https://a/x", "options" => { "response" => { statusCode: 200, redirected: true } },
                "proposalResult" => { "acceptCustom" => "native" } }],
    [->(c) { c.route("https://a/x", options: { action: "restore" }, proposal_result: Navd.accept_custom("numbers"), explain: true) },
     "route", { "url" => "https://a/x", "options" => { "action" => "restore" }, "proposalResult" => { "acceptCustom" => "numbers" },
                "explain" => true }],
    [->(c) { c.pop }, "pop", {}],
    [->(c) { c.pop(animated: false) }, "pop", { "animated" => false }],
    [->(c) { c.clear_all(animated: true) }, "clearAll", { "animated" => true }],
    [->(c) { c.reload(tab: "home") }, "reload", { "tab" => "home" }],
    [->(c) { c.current_visitable_url }, "currentVisitableURL", {}],
    [->(c) { c.start(state: false) }, "start", { "state" => false }],
    [->(c) { c.state }, "state", {}],
    [->(c) { c.export_state }, "state/export", {}],
    [->(c) { c.import_state({ "opaque" => 1 }) }, "state/import", { "state" => { "opaque" => 1 } }],
    [->(c) { c.import_state(main: ["/", nil, { view_controller: "settings", current_url: "/x" }], modal: ["https://blog.example/new"], presented: true, modal_style: :medium) },
     "state/import", { "state" => { "main" => [{ "url" => "https://blog.example/" }, {}, { "viewController" => "settings", "currentURL" => "/x" }],
                                    "modal" => [{ "url" => "https://blog.example/new" }], "presented" => true, "modalStyle" => "medium" } }],
    [->(c) { c.back }, "ui/back", {}],
    [->(c) { c.dismiss_modal }, "ui/dismissModal", {}],
    [->(c) { c.push("settings") }, "ui/push", { "stack" => "main", "viewController" => "settings" }],
    [->(c) { c.push("web", stack: :modal, url: "/m") }, "ui/push", { "stack" => "modal", "viewController" => "web", "url" => "https://blog.example/m" }],
    [->(c) { c.did_change_url("/y", entry: 3) }, "visitable/didChangeURL", { "url" => "https://blog.example/y", "entry" => 3 }],
    [->(c) { c.select_tab(:profile) }, "tabs/select", { "tab" => "profile" }],
    [->(c) { c.decide("mailto:x@y") }, "router/decide", { "url" => "mailto:x@y" }],
    [->(c) { c.decide("https://x.example/", explain: true) }, "router/decide", { "url" => "https://x.example/", "explain" => true }],
    [->(c) { c.decide_policy(:link_activated, target_frame: nil, url: "https://b/") },
     "webView/decidePolicy", { "navigationType" => "linkActivated", "targetFrame" => nil, "url" => "https://b/" }],
    [->(c) { c.decide_policy("reload") }, "webView/decidePolicy", { "navigationType" => "reload", "targetFrame" => "main" }],
    [->(c) { c.path_properties("/posts/new", explain: true) }, "pathConfiguration/properties", { "url" => "https://blog.example/posts/new", "explain" => true }],
    [->(c) { c.load_path_configuration({ rules: [] }, { json: { rules: [] } }, "/tmp/pc.json", { file: "x.json" }) },
     "pathConfiguration/load", { "sources" => [{ "json" => { rules: [] } }, { "json" => { rules: [] } }, { "file" => "/tmp/pc.json" }, { "file" => "x.json" }] }],
    [->(c) { c.resolve("blog://posts/1") }, "routes/resolve", { "url" => "blog://posts/1" }],
    [->(c) { c.print_route(:view_post, id: 1) }, "routes/print", { "name" => "view_post", "params" => { "id" => 1 } }],
    [->(c) { c.print_route("search", { q: "x" }) }, "routes/print", { "name" => "search", "params" => { "q" => "x" } }],
    [->(c) { c.coverage }, "routes/coverage", {}],
    [->(c) { c.configure({ tabs: [] }, start_location: "https://a/", match_query_strings: false) },
     "client/configure", { "configuration" => { "tabs" => [], "startLocation" => "https://a/", "matchQueryStrings" => false } }],
    [->(c) { c.close }, "client/close", {}],
    [->(c) { c.propose_visit("/x") }, "session/proposeVisit", { "url" => "https://blog.example/x" }],
    [->(c) { c.propose_visit("https://a/x", session: :modal, action: :replace, response: { statusCode: 302, redirected: true }, options: { shouldCacheSnapshot: false }, explain: true, tab: :home, state: false) },
     "session/proposeVisit", { "url" => "https://a/x", "options" => { "shouldCacheSnapshot" => false, "action" => "replace", "response" => { statusCode: 302, redirected: true } },
                               "session" => "modal", "explain" => true, "tab" => "home", "state" => false }],
    [->(c) { c.propose_visit("https://a/x", proposal_result: :reject, properties: { context: "modal" }) },
     "session/proposeVisit", { "url" => "https://a/x", "proposalResult" => "reject", "properties" => { context: "modal" } }],
    [->(c) { c.form_submitted(:post, status_code: 200, url: "/posts") },
     "session/formSubmitted", { "method" => "POST", "response" => { "statusCode" => 200, "url" => "https://blog.example/posts" } }],
    [->(c) { c.form_submitted("patch", status_code: 303, url: "https://a/x", redirected: true, html: false, session: :modal, submitter_action: :advance, explain: true) },
     "session/formSubmitted", { "method" => "PATCH", "response" => { "statusCode" => 303, "url" => "https://a/x", "redirected" => true, "html" => false },
                                "session" => "modal", "submitterAction" => "advance", "explain" => true }],
    [->(c) { c.cross_origin_redirect("https://pay.example/checkout") }, "session/crossOriginRedirect", { "url" => "https://pay.example/checkout" }],
    [->(c) { c.cross_origin_redirect("https://pay.example/", session: :modal, tab: :home) },
     "session/crossOriginRedirect", { "url" => "https://pay.example/", "session" => "modal", "tab" => "home" }],
    [->(c) { c.visit_failed(500) }, "session/visitFailed", { "statusCode" => 500 }],
    [->(c) { c.visit_failed(0, entry: 3, tab: :home) }, "session/visitFailed", { "statusCode" => 0, "entry" => 3, "tab" => "home" }]
  ].freeze

  CASES.each_with_index do |(call, method_name, params), index|
    define_method("test_#{index}_#{method_name.tr('/', '_')}_sends_its_wire_params") do
      recorder = Recorder.new
      client = Navd::Client.new(recorder, "c1")
      call.call(client)
      sent = recorder.calls.reject { |name, _| name == "state" && method_name != "state" }
      assert_equal [[method_name, params.merge("client" => "c1")]], sent
    end
  end

  def test_a_path_asks_for_the_start_location_once
    recorder = Recorder.new
    client = Navd::Client.new(recorder, "c1")
    client.route("/a")
    client.route("/b")
    assert_equal %w[state route route], recorder.calls.map(&:first)
  end

  def test_a_path_without_a_start_location_is_an_argument_error
    recorder = Recorder.new
    recorder.define_singleton_method(:request) { |_m, _p| Canned.state.merge("startLocation" => nil) }
    error = assert_raises(ArgumentError) { Navd::Client.new(recorder, "c1").route("/posts") }
    assert_includes error.message, "has no start location"
  end

  def test_results_are_typed
    client = Navd::Client.new(Recorder.new, "c1")
    assert_instance_of Navd::ChangeResult, client.pop
    assert_equal [0, 3], client.path_properties("https://a/").matched_rules
    resolved = client.resolve("x:")
    refute resolved.known?
    assert_equal "noMatch", resolved.reason
    coverage = client.coverage
    assert_equal 2, coverage.hits(:a)
    assert_equal ["b"], coverage.unused
    assert_raises(KeyError) { coverage.hits("zzz") }
    assert_equal "https://blog.example/posts/1", client.print_route(:view_post, id: 1)
    assert_equal({ "opaque" => 1 }, client.export_state)
    assert client.decide("https://a/").navigate?
    assert_nil client.current_visitable_url
    assert_nil client.close
  end

  def test_web_side_results_are_typed
    client = Navd::Client.new(Recorder.new, "c1")
    proposed = client.propose_visit("https://a/x")
    assert_instance_of Navd::ProposeVisitResult, proposed
    refute proposed.in_place?
    assert proposed.navigated?
    assert_equal [%w[main response]], proposed.visits.map { |visit| [visit.session, visit.load] }
    assert_empty proposed.network_loads
    submitted = client.form_submitted(:post, status_code: 302, url: "https://a/x", redirected: true)
    assert submitted.proposed?
    assert_equal proposed, submitted.proposal
    assert_equal proposed.visits, submitted.visits
    assert_empty submitted.state.web_session(:main).snapshots
    assert client.cross_origin_redirect("https://b/").cancelled?
    assert_equal %w[main modal], client.visit_failed(404).web_sessions.map(&:name)
  end

  def test_a_bad_proposal_result_is_an_argument_error
    error = assert_raises(ArgumentError) { Navd::Client.new(Recorder.new, "c1").route("https://a/", proposal_result: 3) }
    assert_includes error.message, "proposal_result"
  end

  def test_a_bad_short_form_entry_is_an_argument_error
    error = assert_raises(ArgumentError) { Navd::Client.new(Recorder.new, "c1").import_state(main: [42]) }
    assert_includes error.message, "an entry is a URL, a Hash or nil"
  end

  def test_the_server_forwards_navigator_methods_to_the_default_client
    methods = %i[route pop clear_all reload start current_visitable_url state export_state import_state back
                 dismiss_modal push did_change_url select_tab decide decide_policy path_properties
                 load_path_configuration resolve print_route coverage configure]
    methods.each { |name| assert Navd::Server.method_defined?(name), "Navd::Server##{name}" }
  end
end
