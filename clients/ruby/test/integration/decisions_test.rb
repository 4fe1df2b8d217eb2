# frozen_string_literal: true

require_relative "../test_helper"

# Decisions without navigation, typed routes, clients and notifications against the real navd.
class DecisionsTest < Minitest::Test
  include RealNavd
  parallelize_me!

  ORIGIN = "https://blog.example"
  ROUTES = [
    { name: "view_post", patterns: ["#{ORIGIN}/posts/{id:int}", "blog://posts/{id:int}"] },
    { name: "tagged", patterns: ["#{ORIGIN}/tags/{tag}"] },
    { name: "search", patterns: ["#{ORIGIN}/search?q={q}&sort={sort:(new|top)=new}"] }
  ].freeze
  RULES = { rules: [{ patterns: ["/new$"], properties: { context: "modal", modal_style: "medium" } }] }.freeze

  def app = navd.client("blog", configuration: { start_location: "#{ORIGIN}/", routes: ROUTES, path_configuration: RULES })

  def test_decide_runs_the_route_decision_handlers_only
    client = app
    assert_equal ["navigate", "app-navigation"], client.decide("/posts/1").to_h.values_at("decision", "handler")
    external = client.decide("https://twitter.example/")
    assert_equal ["cancel", "safari"], [external.decision, external.handler]
    refute external.navigate?
    assert_equal "system-navigation", client.decide("sms:5551234").handler
    assert_equal [], client.state.main
  end

  def test_decide_policy
    client = app
    client.route("/")
    link = client.decide_policy(:link_activated, url: "https://twitter.example/")
    assert_equal ["cancel", "external-navigation"], [link.decision, link.handler]
    assert_equal "safari", link.route.handler
    refute link.allow?
    reload = client.decide_policy(:reload)
    assert_equal "reload", reload.handler
    assert_equal ["reload"], reload.reload.visits.map(&:reason)
    allowed = client.decide_policy(:form_submitted, url: "#{ORIGIN}/posts")
    assert allowed.allow?
    assert_nil allowed.route
    error = assert_raises(Navd::Error) { client.decide_policy(:teleport) }
    assert_equal "navigationType", error.field
  end

  def test_properties_of_a_url
    client = app
    result = client.path_properties("/posts/new")
    assert_equal({ "context" => "modal", "modal_style" => "medium" }, result.properties)
    assert_equal [0], result.matched_rules
    recede = client.path_properties("/recede_historical_location")
    assert_equal "pop", recede.properties["presentation"]
    assert_equal 1, recede.matched_rules.size
  end

  def test_load_path_configuration_from_json_and_files
    client = app
    Dir.mktmpdir do |dir|
      path = File.join(dir, "ios_v1.json")
      File.write(path, JSON.generate({ rules: [{ patterns: [".*"], properties: {} }, { patterns: ["/x$"], properties: {} }] }))
      loaded = client.load_path_configuration({ rules: [] }, path)
      assert_equal [2, [], []], [loaded.rules, loaded.problems, loaded.warnings]
      missing = client.load_path_configuration(path, File.join(dir, "missing.json"))
      assert_equal 2, missing.rules
      assert_equal [[1, ""]], missing.problems.map { |problem| problem.values_at("source", "path") }
    end
  end

  def test_resolve_print_and_coverage
    client = app
    post = client.resolve("blog://posts/7")
    assert post.known?
    assert_equal ["view_post", { "id" => 7 }, "#{ORIGIN}/posts/7"], [post.name, post.params, post.canonical_url]
    search = client.resolve("/search?q=swift&utm=mail")
    assert_equal [{ "q" => "swift", "sort" => "new" }, { "utm" => "mail" }], [search.params, search.query]
    unknown = client.resolve("/about")
    assert_equal ["unknown", "noMatch"], [unknown.name, unknown.reason]
    assert_equal "unsupportedSource", client.resolve("other://x").reason
    assert_equal "#{ORIGIN}/search?q=swift%20ui&sort=top", client.print_route(:search, q: "swift ui", sort: "top")
    assert_equal "#{ORIGIN}/posts/1", client.print_route("view_post", { "id" => 1 })
    error = assert_raises(Navd::Error) { client.print_route(:view_post, id: "one") }
    assert_equal Navd::ErrorCode::INVALID_PARAMS, error.code
    client.route("/posts/3")
    coverage = client.coverage
    assert_equal [["view_post", 2], ["tagged", 0], ["search", 1]], coverage.routes.map { |row| [row.name, row.hits] }
    assert_equal ["tagged"], coverage.unused
  end

  def test_route_reports_the_typed_route
    result = app.route("/posts/12")
    assert_equal ["view_post", { "id" => 12 }], [result.route.name, result.route.params]
  end

  def test_explain_is_passed_through_and_the_result_stays_the_same
    client = app
    plain = client.resolve("/posts/1")
    explained = client.resolve("/posts/1", explain: true)
    assert_equal [plain.name, plain.params], [explained.name, explained.params]
    assert_nil plain.explanation
    routed = client.route("/posts/new", explain: true)
    assert routed.state.presented?
    # A navd without explanations ignores the flag; one with them must explain this route so.
    explanation = routed.explanation
    assert explanation.nil? || [explanation.platform, explanation.subject, explanation.source_of(:context),
                                explanation.rule.row] == ["ios", "/posts/new", "rules[0]", "default/modal/not presented"],
           "unexpected explanation: #{explanation.inspect}"
  end

  def test_clients_are_isolated_listed_and_closed
    one = navd.client("one", configuration: { start_location: "#{ORIGIN}/" })
    two = navd.client("two", configuration: { start_location: "https://shop.example/" })
    one.start
    assert_equal [], two.state.main
    assert_equal %w[default one two], navd.list_clients.sort
    assert_nil two.close
    assert_equal %w[default one], navd.list_clients.sort
    error = assert_raises(Navd::Error) { two.close }
    assert_equal [Navd::ErrorCode::UNKNOWN_CLIENT, { "client" => "two" }], [error.code, error.data]
  end

  def test_open_client_and_close_client_by_id
    droid = navd.open_client("droid", { start_location: "#{ORIGIN}/" }, platform: :android)
    assert_equal ["droid", "#{ORIGIN}/"], [droid.id, droid.opened.state.start_location]
    routed = droid.route("/posts")
    assert_equal ["#{ORIGIN}/posts"], routed.state.main_locations
    assert_equal "hotwire://fragment/web", routed.to_h["proposal"]["uri"], "an Android client"
    bare = navd.open_client(:bare)
    assert_equal ["bare", nil], [bare.id, bare.opened.state.start_location]
    assert_equal %w[bare default droid], navd.list_clients.sort
    assert_nil navd.close_client("droid")
    assert_equal %w[bare default], navd.list_clients.sort
    error = assert_raises(Navd::Error) { navd.close_client("droid") }
    assert_equal [Navd::ErrorCode::UNKNOWN_CLIENT, { "client" => "droid" }], [error.code, error.data]
  end

  def test_a_client_without_configuration_is_created_on_first_use
    lazy = navd.client("lazy")
    assert_nil lazy.opened
    refute_includes navd.list_clients, "lazy"
    lazy.route("#{ORIGIN}/posts")
    assert_includes navd.list_clients, "lazy"
    assert_equal "#{ORIGIN}/", lazy.state.start_location
    assert_equal "#{ORIGIN}/posts/1", lazy.route("/posts/1").state.main_locations.last
  end

  def test_the_server_acts_on_the_default_client
    navd.configure(start_location: "#{ORIGIN}/")
    navd.start
    assert_equal ["#{ORIGIN}/"], navd.client("default").state.main_locations
    assert_equal "default", navd.state.client
  end

  def test_navigator_did_change_and_log_messages_arrive_as_notifications
    server = navd(notifications: true)
    client = server.client("noisy", configuration: { start_location: "#{ORIGIN}/", notifications: true })
    client.start
    change = server.notifications.wait_for("navigator/didChange", timeout: 5)
    assert_equal ["noisy", ["push"]], [change.client, change.params["operations"].map { |op| op["op"] }]
    client.push("settings")
    client.route("/")
    server.state
    notes = server.notifications.drain
    assert_equal ["navigator/didChange", "navigator/didChange", "window/logMessage"], notes.map(&:method_name)
    assert_equal "unstampedEntry", notes.last.params["code"]
  end

  def test_a_client_that_does_not_ask_gets_no_notifications
    client = navd.client("quiet", configuration: { start_location: "#{ORIGIN}/" })
    client.start
    client.route("/posts")
    assert_equal [], navd.notifications.drain
  end
end
