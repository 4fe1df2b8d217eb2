# frozen_string_literal: true

require_relative "../test_helper"

# The web side (session/proposeVisit, session/formSubmitted, session/crossOriginRedirect,
# session/visitFailed) against the real navd, on both platforms.
class WebSideTest < Minitest::Test
  include RealNavd
  extend BothPlatforms
  parallelize_me!

  ORIGIN = "https://blog.example"
  RULES = { settings: {}, rules: [
    { patterns: [".*"], properties: { context: "default" } },
    { patterns: ["/new$", "/edit$"], properties: { context: "modal" } },
    { patterns: ["^/dashboard$"], properties: { presentation: "replace_root" } }
  ] }.freeze

  def blog(platform)
    navd.client("blog-#{platform}", platform: platform,
                                    configuration: { start_location: "#{ORIGIN}/", path_configuration: RULES })
  end

  on_both_platforms "every_visit_says_its_session_and_load" do |platform|
    app = blog(platform)
    routed = app.route("/posts")
    assert_equal [["#{ORIGIN}/posts", "main", "network"]], routed.visits.map { |v| [v.url, v.session, v.load] }
    carried = app.route("/posts/1", response: { statusCode: 200, redirected: false })
    assert_equal [%w[main response]], carried.visits.map { |v| [v.session, v.load] }
    assert_empty carried.network_loads
    main = carried.state.web_session(:main)
    assert_equal ["#{ORIGIN}/posts/1", ["#{ORIGIN}/posts"]], [main.rendered_url, main.snapshots]
  end

  on_both_platforms "a_modal_form_redirecting_to_a_default_page_leaves_the_modal" do |platform|
    app = blog(platform)
    app.route("/posts")
    app.route("/posts/new")
    submitted = app.form_submitted(:post, status_code: 200, url: "/posts/1", redirected: true)
    assert_equal "proposed", submitted.outcome
    refute submitted.proposal.in_place?
    assert_equal %w[dismiss push], submitted.proposal.ops
    assert_equal [["#{ORIGIN}/posts/1", "advance", "response"]], submitted.visits.map { |v| [v.url, v.action, v.load] }
    refute submitted.state.presented?
    assert_equal ["#{ORIGIN}/posts", "#{ORIGIN}/posts/1"], submitted.state.main_locations
  end

  on_both_platforms "explain_says_which_web_side_rule_decided" do |platform|
    app = blog(platform)
    app.route("/posts")
    app.route("/posts/new")
    submitted = app.form_submitted(:post, status_code: 200, url: "/posts/1", redirected: true, explain: true)
    web_side = submitted.explanation.web_side
    assert_equal [platform == "ios" ? "modal" : "main", "proposed", "advance"],
                 [web_side.session, web_side.form.outcome, web_side.form.action]
    assert_equal platform == "ios" ? "dismissModal" : "routedAsIs", submitted.proposal.explanation.web_side.proposal.rule
    assert_equal "inPlace", app.propose_visit("/posts/1", explain: true).explanation.web_side.proposal.rule
  end

  on_both_platforms "replace_root_after_a_redirect_loads_the_page_once" do |platform|
    app = blog(platform)
    app.route("/posts/new")
    submitted = app.form_submitted(:post, status_code: 200, url: "/dashboard", redirected: true)
    assert_equal ["#{ORIGIN}/dashboard"], submitted.network_loads
    assert_equal ["#{ORIGIN}/dashboard"], submitted.state.main_locations
  end

  on_both_platforms "turbo_decides_what_a_form_response_does" do |platform|
    app = blog(platform)
    app.route("/posts")
    before = app.state
    { [:post, 422, true] => "renderedInPlace", [:post, 200, true] => "mustRedirect", [:delete, 204, false] => "noHTML" }
      .each do |(method, status, html), outcome|
        submitted = app.form_submitted(method, status_code: status, url: "/posts", html: html)
        assert_equal outcome, submitted.outcome
        assert_nil submitted.proposal
        assert_equal before.main, submitted.state.main
      end
  end

  on_both_platforms "a_proposal_of_the_shown_url_renders_in_place" do |platform|
    app = blog(platform)
    shown = app.route("/posts").state.main.last
    result = app.propose_visit("/posts", action: :replace)
    assert result.in_place?
    assert_nil result.decision
    assert_empty result.operations
    assert_equal [[shown.id, "#{ORIGIN}/posts", "replace"]], result.visits.map { |v| [v.entry, v.url, v.action] }
  end

  on_both_platforms "a_cross_origin_redirect_pops_then_routes_the_other_origin" do |platform|
    app = blog(platform)
    app.route("/posts")
    app.route("/posts/1/donate")
    result = app.cross_origin_redirect("https://pay.example/checkout")
    assert_equal "pop", result.ops.first
    assert result.cancelled?
    assert_equal "https://pay.example/checkout", result.external.url
    assert_equal ["#{ORIGIN}/posts"], result.state.main_locations
  end

  on_both_platforms "a_failed_visit_shows_the_error_view_until_a_visit_renders" do |platform|
    app = blog(platform)
    top = app.route("/posts").state.main.last
    failed = app.visit_failed(503)
    assert_equal 503, failed.entry(top.id).error.status_code
    refute app.reload.state.entry(top.id).error?
  end

  on_both_platforms "bad_input_is_invalid_params_naming_the_field" do |platform|
    app = blog(platform)
    app.route("/posts")
    before = app.state
    { -> { app.visit_failed(302) } => "statusCode",
      -> { app.form_submitted(:fetch, status_code: 200, url: "/x") } => "method" }.each do |call, field|
      error = assert_raises(Navd::Error) { call.call }
      assert_equal(-32_602, error.code)
      assert_equal field, error.data["field"]
    end
    assert_equal before.main, app.state.main
  end

  def test_a_modal_session_on_android_is_invalid_params
    app = blog("android")
    app.route("/posts")
    error = assert_raises(Navd::Error) { app.propose_visit("/x", session: :modal) }
    assert_equal "session", error.data["field"]
  end
end
