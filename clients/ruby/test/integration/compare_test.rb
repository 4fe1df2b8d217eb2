# frozen_string_literal: true

require_relative "../test_helper"

# `compare` against the real navd: the typed Comparison, and navd's structural errors.
class CompareTest < Minitest::Test
  include RealNavd
  parallelize_me!

  ORIGIN = "https://blog.example"
  RULES = { rules: [{ patterns: [".*"], properties: { pull_to_refresh_enabled: true } },
                    { patterns: ["/new$"], properties: { context: "modal" } }] }.freeze

  def test_a_back_on_a_one_entry_modal_diverges_android_dismissing_it
    comparison = navd.compare([{ route: "/posts" }, { route: "/posts/new" }, { method: "ui/back" }],
                              configuration: { start_location: "#{ORIGIN}/", path_configuration: RULES })
    assert_instance_of Navd::Comparison, comparison
    assert_equal [2], comparison.divergent
    refute comparison.same?
    assert_equal [0, 1, 2], comparison.steps.map(&:index)
    assert_equal %w[route route ui/back], comparison.steps.map(&:method_name)
    assert_equal [true, true, false], comparison.steps.map(&:same?)

    step = comparison.divergent_steps.first
    assert_equal 2, step.index
    assert_equal %w[modal presented currentVisitableURL visits], step.differences.map(&:field)
    visits = step.differences.last
    assert_equal [], visits.ios
    assert_equal [{ "url" => "#{ORIGIN}/posts", "action" => "restore", "load" => "snapshot" }], visits.android
    assert_equal [], step.ios.visits
    assert_equal [["#{ORIGIN}/posts", "restore"]], step.android.visits.map(&:to_a)
    assert_equal ["snapshot"], step.android.visits.map(&:load)
    assert_equal ["#{ORIGIN}/posts"], step.ios.main
    assert_equal step.ios.main, step.android.main
    assert_equal ["#{ORIGIN}/posts/new"], step.ios.modal
    assert step.ios.presented?
    assert_equal [], step.android.modal
    assert_equal "#{ORIGIN}/posts", step.android.current_visitable_url
    assert_equal true, step.android.pull_to_refresh_enabled
    assert_nil step.android.error

    first = comparison.steps.first
    assert_equal "navigate", first.ios.decision
    assert_equal [["#{ORIGIN}/posts", "advance"]], first.ios.visits.map(&:to_a)
    assert_equal ["default"], navd.list_clients, "compare creates no client"
  end

  def test_each_side_may_have_its_own_configuration
    modal_rules = { rules: [{ patterns: ["/new$"], properties: { context: "modal" } }] }
    comparison = navd.compare([{ method: "pop" }, { route: "/posts/new" }],
                              ios: { start_location: "#{ORIGIN}/" },
                              android: { start_location: "#{ORIGIN}/", path_configuration: modal_rules })
    assert_equal [1], comparison.divergent
    pop = comparison.steps.first
    assert_equal ["pop", true, [], nil], [pop.method_name, pop.same?, pop.ios.main, pop.ios.pull_to_refresh_enabled]

    modal = comparison.steps.last
    assert_equal %w[main modal presented pullToRefreshEnabled], modal.differences.map(&:field)
    assert_equal [false, true], modal.differences.find { |d| d.field == "presented" }.to_h.values_at("ios", "android")
    assert_equal [["#{ORIGIN}/posts/new"], []], [modal.ios.main, modal.ios.modal]
    assert_equal [[], ["#{ORIGIN}/posts/new"]], [modal.android.main, modal.android.modal]
    assert_equal [false, true], [modal.ios.presented?, modal.android.presented?]
    assert_equal [true, false], [modal.ios.pull_to_refresh_enabled, modal.android.pull_to_refresh_enabled]
    assert_equal ["navigate", "navigate"], [modal.ios.decision, modal.android.decision]
  end

  def test_a_step_navd_rejects_is_that_steps_error_and_the_next_step_runs
    comparison = navd.compare([{ method: "routes/print", params: { name: "nope" } }, { route: "/posts" }],
                              configuration: { start_location: "#{ORIGIN}/" })
    failed, routed = comparison.steps
    assert_equal [Navd::ErrorCode::INVALID_PARAMS] * 2, [failed.ios.error, failed.android.error]
    assert failed.same?
    assert_equal [nil, ["#{ORIGIN}/posts"]], [routed.ios.error, routed.ios.main]
    assert_equal [1], comparison.divergent, "without a rule, pull to refresh is on for iOS and off for Android"
    assert_equal [["pullToRefreshEnabled", true, false]],
                 routed.differences.map { |difference| [difference.field, difference.ios, difference.android] }
  end

  def test_a_malformed_step_is_32602_naming_the_step_and_runs_nothing
    error = assert_raises(Navd::Error) { navd.compare([{ method: "client/list" }]) }
    assert_equal Navd::ErrorCode::INVALID_PARAMS, error.code
    assert_equal "steps[0].method", error.data["field"]
    error = assert_raises(Navd::Error) { navd.compare([], ios: { platform: :ios }) }
    assert_equal "ios.platform", error.data["field"]
    assert_equal ["default"], navd.list_clients
  end
end
