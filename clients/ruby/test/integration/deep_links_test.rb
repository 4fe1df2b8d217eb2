# frozen_string_literal: true

require_relative "../test_helper"

# deepLink/open and declared route decision handlers against the real navd, on both platforms.
class DeepLinksTest < Minitest::Test
  include RealNavd
  parallelize_me!

  ORIGIN = "https://blog.example"
  RULES = { settings: {}, rules: [{ patterns: ["/new$"], properties: { context: "modal" } }] }.freeze
  PAYWALL = { name: "paywall", matches: { url: "/premium", properties: { "paid" => true } },
              decision: "cancel", external: "inAppBrowser" }.freeze

  def blog(platform, **extra)
    navd.client("links-#{platform}-#{extra.size}", platform: platform,
                                                   configuration: { start_location: "#{ORIGIN}/",
                                                                    path_configuration: RULES, **extra })
  end

  def test_a_cold_link_into_a_modal_on_ios_starts_then_presents_with_two_network_loads
    opened = blog("ios").open_deep_link("/posts/new", launch: :cold)
    assert_equal ["#{ORIGIN}/", "#{ORIGIN}/posts/new"], opened.network_loads
    assert_equal %w[push setStack present], opened.ops
    assert_equal "navigate", opened.route.decision
    assert_equal ["#{ORIGIN}/posts/new"], opened.state.modal.map(&:routed_location)
  end

  def test_a_cold_link_on_android_is_the_one_entry
    opened = blog("android").open_deep_link("/posts/new", launch: :cold)
    assert_nil opened.route
    assert_equal ["#{ORIGIN}/posts/new"], opened.state.main.map(&:routed_location)
    assert_equal ["#{ORIGIN}/posts/new"], opened.network_loads
  end

  def test_a_cold_link_on_another_host_is_dropped_on_android
    opened = blog("android").open_deep_link("https://other.example/x", launch: :cold)
    assert_equal ["deepLinkIgnored"], opened.warnings.map(&:code)
    assert_equal ["#{ORIGIN}/"], opened.state.main.map(&:routed_location)
  end

  def test_cold_on_a_started_navigator_is_an_error_naming_launch
    app = blog("ios")
    app.start
    error = assert_raises(Navd::Error) { app.open_deep_link("/a", launch: :cold) }
    assert_equal(-32_602, error.code)
    assert_equal "launch", error.field
  end

  %w[ios android].each do |platform|
    define_method("test_a_declared_paywall_on_#{platform}") do
      app = blog(platform, route_decision_handlers: [PAYWALL, "app-navigation"])
      app.start
      paid = app.route("/premium/1", properties: { "paid" => true })
      assert_equal %w[cancel paywall], [paid.decision, paid.handler]
      assert_equal(platform == "ios" ? "safari" : "browserTab", paid.external.kind)
      free = app.open_deep_link("/premium/2", launch: :warm, explain: true)
      assert_equal "app-navigation", free.route.handler
      assert_equal [false, true], free.explanation.router.map(&:matched)
    end
  end
end
