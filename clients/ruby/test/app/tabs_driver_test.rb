# frozen_string_literal: true

require_relative "app_test_helper"

# Navd::App with tabs: each tab has its own web views, each tab's start visit is requested exactly
# once (at start when navd loads every tab eagerly, on first selection with `lazy_load_tabs`), and a
# reselection performs the visits navd reports. Every test runs on both platforms.
class TabsDriverTest < Minitest::Test
  include AppTestSupport
  include Navd::Minitest::Assertions
  extend BothPlatforms

  HOME = "<h1>Home</h1>"
  WHOAMI = "<p>signed in as nobody</p>"

  def site
    rack_app("/" => html(HOME), "/posts/1" => html("<h1>Post 1</h1>"), "/whoami" => html(WHOAMI),
             "/account" => redirect("/whoami"), "/gone" => html("<p>gone</p>", status: 404))
  end

  # Tabs `posts` (the home page) and `me` (at `me_path`).
  def tabs(me_path = "/whoami")
    [{ id: "posts", title: "Posts", url: "http://example.org/" }, { id: "me", title: "Me", url: "http://example.org#{me_path}" }]
  end

  on_both_platforms("eager_tabs_are_each_loaded_once_at_start_into_their_own_web_view") do |platform|
    app = drive(site, platform: platform, configuration: { tabs: tabs })
    assert_requests app, []
    app.start
    assert_requests app, ["GET /", "GET /whoami"]
    opened = app.results.first
    assert_instance_of Navd::ClientOpened, opened
    assert_equal [%w[posts http://example.org/ network], %w[me http://example.org/whoami network]],
                 opened.visits.map { |visit| [visit.tab, visit.url, visit.load] }
    assert_equal ["alreadyStarted"], app.results.last.warnings.map(&:code)
    assert_equal "posts", app.state.active_tab
    assert_equal HOME, app.page.body
    assert_equal WHOAMI, app.page_of(:main, tab: :me).body

    result = app.select_tab(:me)
    assert_equal [], result.visits
    assert_requests app, ["GET /", "GET /whoami"]
    assert_equal "me", app.state.active_tab
    assert_stack app, main: ["/whoami"], modal: []
    assert_equal WHOAMI, app.page.body
    assert_same app.page_of(:main, tab: "me"), app.page
    assert_same app.page_of("main"), app.page
    assert_equal HOME, app.page_of(:main, tab: :posts).body
  end

  on_both_platforms("a_lazy_tab_is_loaded_on_its_first_selection_only") do |platform|
    app = drive(site, platform: platform, configuration: { tabs: tabs, lazy_load_tabs: true })
    app.start
    assert_requests app, ["GET /"]
    assert_equal %w[posts], app.results.first.visits.map(&:tab)
    assert_nil app.page_of(:main, tab: :me)

    result = app.select_tab(:me)
    assert_equal [["http://example.org/whoami", "network"]], result.visits.map { |visit| [visit.url, visit.load] }
    assert_requests app, ["GET /", "GET /whoami"]
    assert_equal WHOAMI, app.page.body
    assert_equal "http://example.org/whoami", app.page.url

    app.select_tab(:posts)
    assert_equal HOME, app.page.body
    app.select_tab(:me)
    assert_requests app, ["GET /", "GET /whoami"]
    assert_equal WHOAMI, app.page.body
  end

  on_both_platforms("reselecting_the_active_tab_restores_its_root_from_the_snapshot") do |platform|
    app = drive(site, platform: platform, configuration: { tabs: tabs })
    app.start
    app.visit("/posts/1")
    assert_equal "<h1>Post 1</h1>", app.page.body
    app.clear_requests

    # iOS pops main to its root (animated), Android clears it (not animated): both reveal the root.
    result = app.select_tab(:posts)
    assert_equal [{ "op" => "setStack", "stack" => "main", "entries" => [1], "animated" => platform == "ios" }],
                 result.operations.map { |operation| operation.to_h.compact }
    assert_equal [["http://example.org/", "restore", "snapshot"]], result.visits.map { |visit| [visit.url, visit.action, visit.load] }
    assert_requests app, []
    assert_stack app, main: ["/"], modal: []
    assert_equal HOME, app.page.body
    assert_equal "http://example.org/", app.page.url
    assert_equal WHOAMI, app.page_of(:main, tab: :me).body
  end

  on_both_platforms("a_tab_start_that_redirects_is_re_proposed_to_that_tabs_navigator") do |platform|
    app = drive(site, platform: platform, configuration: { tabs: tabs("/account") })
    app.start
    assert_requests app, ["GET /", "GET /account", "GET /whoami"]
    reproposal = app.results.find { |result| result.is_a?(Navd::ProposeVisitResult) }
    assert_equal "http://example.org/whoami", reproposal.proposal.url
    assert_stack app.client.state(tab: :me), main: ["/whoami"], modal: []
    assert_equal "http://example.org/whoami", app.page_of(:main, tab: :me).url
    assert_equal "posts", app.state.active_tab
    assert_stack app, main: ["/"], modal: []
    assert_equal HOME, app.page.body
  end

  on_both_platforms("a_tab_start_that_fails_marks_that_tabs_entry_only") do |platform|
    app = drive(site, platform: platform, configuration: { tabs: tabs("/gone") })
    app.start
    assert_requests app, ["GET /", "GET /gone"]
    assert_equal 404, app.client.state(tab: :me).top.error.status_code
    assert_nil app.state.top.error
    assert_equal 404, app.page_of(:main, tab: :me).status
    assert_equal 200, app.page.status
  end

  def test_without_tabs_pages_are_kept_per_web_session
    app = drive(site, path_configuration: { settings: {}, rules: [{ patterns: ["/whoami$"], properties: { context: "modal" } }] })
    app.start
    app.visit("/whoami")
    assert_nil app.state.active_tab
    assert_equal WHOAMI, app.page.body
    assert_same app.page, app.page_of(:modal)
    assert_equal HOME, app.page_of(:main).body
  end

  def test_configuration_may_not_name_a_field_that_a_keyword_sets
    { { start_location: "http://example.org/posts" } => "configuration: give startLocation as Navd::App.new's start_location: keyword",
      { "platform" => "android" } => "configuration: give platform as Navd::App.new's platform: keyword",
      { pathConfiguration: {} } => "configuration: give pathConfiguration as Navd::App.new's path_configuration: keyword" }
      .each do |configuration, message|
        error = assert_raises(ArgumentError) { drive(site, configuration: configuration) }
        assert_equal message, error.message
      end
    error = assert_raises(ArgumentError) { drive(site, configuration: [[:tabs, []]]) }
    assert_equal "configuration must be a Hash, got Array", error.message
  end

  def test_a_configuration_navd_refuses_is_its_error
    clients = Navd::SharedServer.get.list_clients
    error = assert_raises(Navd::Error) { drive(site, configuration: { lazy_load_tabs: "yes" }) }
    assert_equal(-32_602, error.code)
    assert_equal "configuration.lazyLoadTabs", error.data["field"]
    assert_equal clients, Navd::SharedServer.get.list_clients
  end
end
