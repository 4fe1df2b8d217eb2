# frozen_string_literal: true

require_relative "../test_helper"

# Every navigating, state and outside-the-navigator method against the real navd.
class NavigatingTest < Minitest::Test
  include RealNavd
  parallelize_me!

  ORIGIN = "https://blog.example"
  RULES = { settings: {}, rules: [
    { patterns: ["/new$", "/edit$"], properties: { context: "modal", pull_to_refresh_enabled: false } },
    { patterns: ["/sign_in$"], properties: { context: "modal", modal_style: "full", modal_dismiss_gesture_enabled: false } },
    { patterns: ["/settings$"], properties: { view_controller: "settings" } }
  ] }.freeze

  def app(**extra)
    client = navd.client("blog", configuration: { start_location: "#{ORIGIN}/", path_configuration: RULES }.merge(extra))
    client.start
    client
  end

  def test_client_open_returns_the_opened_state_and_no_warnings
    client = navd.client("blog", configuration: { start_location: "#{ORIGIN}/" })
    assert_equal "blog", client.opened.client
    assert_equal [], client.opened.warnings
    assert_equal [], client.opened.state.main
    assert_equal "#{ORIGIN}/", client.opened.state.start_location
  end

  def test_start_routes_the_start_location_once
    client = navd.client("blog", configuration: { start_location: "#{ORIGIN}/" })
    started = client.start
    assert_equal ["push"], started.ops
    assert_equal [["#{ORIGIN}/", "advance", "route"]], started.visits.map { |v| [v.url, v.action, v.reason] }
    assert_equal ["alreadyStarted"], client.start.warnings.map(&:code)
  end

  def test_route_pushes_and_paths_resolve_against_the_start_location
    client = app
    result = client.route("/posts/1")
    assert_equal "navigate", result.decision
    assert_equal "app-navigation", result.handler
    assert_equal "accept", result.proposal_result
    assert_equal [["push", "main", true]], result.operations.map { |op| [op.op, op.stack, op.animated] }
    assert_equal ["#{ORIGIN}/", "#{ORIGIN}/posts/1"], result.state.main_locations
    assert_equal "#{ORIGIN}/posts/1", client.current_visitable_url
  end

  def test_a_modal_is_presented_and_a_new_page_dismisses_it
    client = app
    presented = client.route("/posts/new")
    assert_equal ["setStack modal", "present large"], presented.operations.map(&:summary)
    assert presented.state.presented?
    assert_equal "modal", presented.state.active_stack
    refute presented.state.modal.first.pull_to_refresh_enabled?
    back = client.route("/posts/1", options: { action: "replace", response: { statusCode: 200, redirected: true } })
    assert_equal %w[dismiss push], back.ops
    refute back.state.presented?
    assert_equal ["#{ORIGIN}/", "#{ORIGIN}/posts/1"], back.state.main_locations
  end

  def test_route_options_properties_parameters_and_proposal_results
    client = app
    custom = client.route("/numbers", properties: { animated: false }, parameters: { "from" => "test" },
                                      proposal_result: Navd.accept_custom("numbers"))
    assert_equal "acceptCustom", custom.proposal_result
    assert_equal "numbers", custom.state.main.last.view_controller
    assert_equal({ "from" => "test" }, custom.proposal.parameters)
    assert_equal false, custom.proposal.properties["animated"]
    assert_equal [false], custom.operations.map(&:animated)
    rejected = client.route("/posts/2", proposal_result: :reject)
    assert_equal "reject", rejected.proposal_result
    assert_equal [], rejected.operations
    replaced = client.route("/posts/3", action: :replace)
    assert_equal ["replace"], replaced.ops
    assert_equal "replace", replaced.proposal.action
  end

  def test_an_external_url_is_cancelled_and_handed_to_safari_or_the_system
    client = app
    safari = client.route("https://twitter.example/blog")
    assert safari.cancelled?
    assert_equal ["safari", "https://twitter.example/blog"], [safari.external.kind, safari.external.url]
    assert safari.external.in_app_browser?
    assert_nil safari.proposal_result
    mail = client.route("mailto:editor@blog.example")
    assert_equal ["system-navigation", "system"], [mail.handler, mail.external.kind]
    assert_equal ["#{ORIGIN}/"], client.state.main_locations
  end

  def test_invalid_route_params_name_the_field_and_change_nothing
    client = app
    error = assert_raises(Navd::Error) { client.route("/posts/1", action: :sideways) }
    assert_equal [Navd::ErrorCode::INVALID_PARAMS, "options.action"], [error.code, error.field]
    error = assert_raises(Navd::Error) { client.route("/posts/1", proposal_result: :maybe) }
    assert_equal "proposalResult", error.field
    assert_equal ["#{ORIGIN}/"], client.state.main_locations
  end

  def test_pop_clear_all_and_reload
    client = app
    client.route("/posts")
    client.route("/posts/1")
    popped = client.pop(animated: false)
    assert_equal [["pop", false]], popped.operations.map { |op| [op.op, op.animated] }
    client.route("/posts/1")
    cleared = client.clear_all
    assert_equal ["#{ORIGIN}/"], cleared.state.main_locations
    assert_includes cleared.ops, "setStack"
    reloaded = client.reload
    assert_equal [["main", "#{ORIGIN}/", "reload"]], reloaded.visits.map { |v| [v.stack, v.url, v.reason] }
  end

  def test_state_false_leaves_state_out_of_change_results
    client = app
    assert_nil client.route("/posts/1", state: false).state
    assert_nil client.pop(state: false).state
  end

  def test_back_dismiss_modal_and_a_modal_that_refuses_the_gesture
    client = app
    client.route("/posts/1")
    assert_equal ["pop"], client.back.ops
    assert_equal [], client.back.ops
    client.route("/posts/new")
    assert_equal ["dismiss"], client.dismiss_modal.ops
    assert_equal [], client.dismiss_modal.ops
    client.route("/sign_in")
    error = assert_raises(Navd::Error) { client.dismiss_modal }
    assert_equal "modal", error.field
    assert_equal "full", client.state.modal_style
  end

  def test_push_stamped_unstamped_and_onto_a_missing_modal
    client = app
    unstamped = client.push("settings")
    assert_equal ["push"], unstamped.ops
    refute unstamped.state.top.stamped?
    refute unstamped.state.top.visitable?
    stamped = client.push("web", url: "/about")
    assert_equal "#{ORIGIN}/about", stamped.state.top.routed_location
    error = assert_raises(Navd::Error) { client.push("web", stack: :modal) }
    assert_equal "stack", error.field
  end

  def test_an_unstamped_entry_warns_when_consulted
    client = app
    client.push("settings")
    result = client.route("/")
    assert_equal ["unstampedEntry"], result.warnings.map(&:code)
    refute_empty result.warnings.first.message
  end

  def test_did_change_url_moves_the_web_view_not_the_stamp
    client = app
    client.route("/posts/1")
    state = client.did_change_url("/posts/1?tab=comments")
    assert_equal ["#{ORIGIN}/posts/1", "#{ORIGIN}/posts/1?tab=comments"], [state.top.routed_location, state.top.current_url]
    first = client.did_change_url("/home", entry: state.main.first.id)
    assert_equal "#{ORIGIN}/home", first.main.first.current_url
    assert_equal "#{ORIGIN}/posts/1?tab=comments", client.current_visitable_url
  end

  def test_every_tab_starts_when_the_client_opens
    client = navd.client("tabs", configuration: { tabs: [{ id: "posts", title: "Posts", url: "#{ORIGIN}/posts" },
                                                         { id: "profile", title: "Me", url: "#{ORIGIN}/profile" }],
                                                  selected_tab: "profile", hide_tab_bar_when_pushed: true })
    assert_equal %w[posts profile], client.opened.visits.map(&:tab)
    assert_equal ["#{ORIGIN}/posts", "#{ORIGIN}/profile"], client.opened.visits.map(&:url)
    assert_equal [1, 2], client.opened.visits.map(&:entry)
    assert_equal "profile", client.opened.state.active_tab
    assert_equal [true, true], client.opened.state.tabs.map(&:started)
    assert_equal true, client.opened.state.tab_bar_visible
    assert_equal false, client.route("/profile/edit").state.tab_bar_visible
    reselected = client.select_tab(:profile)
    assert_equal ["setStack main"], reselected.operations.map(&:summary)
    assert_equal [2], reselected.operations.first.entries
    assert reselected.operations.first.animated?
    assert_equal ["#{ORIGIN}/profile"], reselected.state.main_locations
    assert_equal true, reselected.state.tab_bar_visible
    assert_nil navd.client("plain").state.tab_bar_visible
  end

  def test_lazy_tabs_start_on_first_selection
    client = navd.client("tabs", configuration: { tabs: [{ id: "posts", title: "Posts", url: "#{ORIGIN}/posts" },
                                                         { id: "profile", title: "Me", url: "#{ORIGIN}/profile" }],
                                                  lazy_load_tabs: true })
    assert_equal "posts", client.opened.state.active_tab
    assert_equal %w[posts], client.opened.visits.map(&:tab)
    assert_equal [true, false], client.opened.state.tabs.map(&:started)
    selected = client.select_tab(:profile)
    assert_equal "profile", selected.state.active_tab
    assert selected.state.tab("profile").started?
    assert_equal ["#{ORIGIN}/profile"], selected.state.main_locations
    assert_equal ["#{ORIGIN}/posts"], client.state(tab: "posts").main_locations
    assert_equal ["#{ORIGIN}/posts", "#{ORIGIN}/posts/1"], client.route("/posts/1", tab: "posts").state.main_locations
  end

  def test_export_and_import_round_trip_with_fresh_ids
    client = app
    client.route("/posts/1")
    client.route("/posts/1/edit")
    snapshot = client.export_state
    before = client.state
    client.clear_all
    restored = client.import_state(snapshot)
    assert_equal ["#{ORIGIN}/", "#{ORIGIN}/posts/1"], restored.main_locations
    assert_equal ["#{ORIGIN}/posts/1/edit"], restored.modal_locations
    assert restored.presented?
    assert_empty (before.main + before.modal).map(&:id) & (restored.main + restored.modal).map(&:id)
    copy = navd.client("copy").import_state(snapshot)
    assert_equal restored.main_locations + restored.modal_locations, copy.main_locations + copy.modal_locations
  end

  def test_import_short_form_with_paths_nil_and_entry_hashes
    client = app
    state = client.import_state(main: ["/", nil, { view_controller: "settings", url: "/settings" }], modal: ["/posts/new"],
                          modal_style: :medium)
    assert_equal ["#{ORIGIN}/", nil, "#{ORIGIN}/settings"], state.main_locations
    assert_equal "settings", state.main.last.view_controller
    assert_equal ["medium", true], [state.modal_style, state.presented?]
    error = assert_raises(Navd::Error) { client.import_state(main: ["/"], modal: [], presented: true) }
    assert_equal "state.presented", error.field
  end

  def test_configure_keeps_the_stacks
    client = app
    client.route("/posts/1")
    configured = client.configure(match_query_strings: false)
    assert_equal [], configured.warnings
    assert_equal ["#{ORIGIN}/", "#{ORIGIN}/posts/1"], configured.state.main_locations
    warned = client.configure(path_configuration: { rules: [{ patterns: ["(("], properties: {} }] })
    assert_equal ["invalidPattern"], warned.warnings.map(&:code)
    assert_equal "((", warned.warnings.first.to_h["pattern"]
  end

  def test_an_invalid_configuration_lists_every_problem
    error = assert_raises(Navd::Error) do
      navd.client("bad", configuration: { routes: [{ name: "a", patterns: ["kkbox://a//b"] }, { name: "", patterns: [] }] })
    end
    assert_equal Navd::ErrorCode::INVALID_CONFIGURATION, error.code
    assert_operator error.problems.size, :>=, 2
    assert(error.problems.all? { |problem| problem["path"].start_with?("configuration.routes[") })
  end

  def test_an_unknown_configuration_key_is_named_by_navd
    error = assert_raises(Navd::Error) { navd.client("bad", configuration: { start_locaton: "#{ORIGIN}/" }) }
    assert_equal "configuration.startLocaton", error.field
  end
end
