# frozen_string_literal: true

require_relative "app_test_helper"

# Navd::App against Rack apps in-process: what the driver requests, and what it reports to navd.
class RackDriverTest < Minitest::Test
  include AppTestSupport
  include Navd::Minitest::Assertions

  # New and edit forms as modals.
  MODALS = { settings: {}, rules: [{ patterns: ["/new$"], properties: { context: "modal" } }] }.freeze

  def site(extra = {})
    rack_app({ "/" => html("<h1>Home</h1>"), "/posts" => html("<h1>Posts</h1>"),
               "/posts/new" => html("<form>New</form>") }.merge(extra))
  end

  def started(target, **options)
    app = drive(target, **options)
    app.start
    app.clear_requests
    app
  end

  def test_start_visits_the_start_location_with_a_hotwire_native_user_agent
    agents = []
    app = drive(rack_app("/" => lambda { |env|
      agents << env["HTTP_USER_AGENT"]
      [200, { "Content-Type" => "text/html" }, ["home"]]
    }))
    app.start
    assert_requests app, ["GET /"]
    assert_stack app, main: ["http://example.org/"], modal: []
    assert_equal ["Hotwire Native iOS; Turbo Native iOS; bridge-components: []"], agents
    assert_equal 200, app.page.status
    assert_equal "http://example.org/", app.page.url
    assert_equal "home", app.page.body
  end

  def test_android_sends_the_android_user_agent
    agents = []
    app = drive(rack_app("/" => ->(env) { agents << env["HTTP_USER_AGENT"] and [200, {}, ["home"]] }), platform: :android)
    app.start
    assert_equal ["Hotwire Native Android; Turbo Native Android; bridge-components: [];"], agents
    assert_equal ["main"], app.state.web_sessions.map(&:name)
  end

  def test_a_same_origin_redirect_is_followed_and_re_proposed_as_a_replace
    app = started(site("/old" => redirect("/posts")))
    app.visit("/old")
    assert_requests app, ["GET /old", "GET /posts"]
    assert_stack app, main: ["/", "/posts"], modal: []
    reproposal = app.results.last
    assert_instance_of Navd::ProposeVisitResult, reproposal
    assert_equal "http://example.org/posts", reproposal.proposal.url
    assert_equal "replace", reproposal.proposal.options["action"]
    assert_equal({ "statusCode" => 200, "redirected" => true }, reproposal.proposal.options["response"])
    assert_equal [%w[replace response]], reproposal.visits.map { |visit| [visit.action, visit.load] }
    assert_equal "<h1>Posts</h1>", app.page.body
    assert_equal "http://example.org/posts", app.page.url
  end

  def test_a_redirect_chain_is_followed_to_its_end
    app = started(site("/a" => redirect("/b", status: 301), "/b" => redirect("http://example.org/c", status: 307),
                       "/c" => redirect("/posts", status: 303)))
    app.visit("/a")
    assert_requests app, ["GET /a", "GET /b", "GET /c", "GET /posts"]
    assert_stack app, main: ["/", "/posts"], modal: []
    assert_equal 2, app.results.size
  end

  def test_a_redirect_to_another_origin_pops_and_leaves_the_app
    app = started(site("/docs" => redirect("https://guides.example.com/start")))
    app.visit("/docs")
    assert_requests app, ["GET /docs"]
    assert_stack app, main: ["/"], modal: []
    crossing = app.results.last
    assert_instance_of Navd::RouteResult, crossing
    assert_equal "pop", crossing.ops.first
    assert_equal "https://guides.example.com/start", crossing.external.url
    assert_equal "http://example.org/", app.page.url
  end

  def test_a_redirect_to_the_same_url_re_renders_in_place
    visits = 0
    app = started(site("/same" => lambda { |_env|
      visits += 1
      visits == 1 ? [302, { "Location" => "/same" }, [""]] : [200, { "Content-Type" => "text/html" }, ["same"]]
    }))
    app.visit("/same")
    assert_requests app, ["GET /same", "GET /same"]
    assert_stack app, main: ["/", "/same"], modal: []
    assert_predicate app.results.last, :in_place?
    assert_equal "same", app.page.body
  end

  def test_a_redirect_loop_is_a_clear_error
    app = started(site("/loop" => redirect("/loop")))
    error = assert_raises(Navd::App::TooManyRedirects) { app.visit("/loop") }
    assert_match %r{\Ahttp://example.org/loop: more than 20 redirects}, error.message
    assert_equal 21, app.requests.size
  end

  [404, 500].each do |status|
    define_method("test_a_#{status}_page_shows_the_error_view_and_reload_retries") do
      answers = [[status, "broken"], [200, "fixed"]]
      app = started(site("/flaky" => lambda { |_env|
        code, text = answers.shift
        [code, { "Content-Type" => "text/html" }, [text]]
      }))
      app.visit("/flaky")
      assert_stack app, main: ["/", "/flaky"], modal: []
      assert_equal status, app.state.top.error.status_code
      assert_equal status, app.page.status
      assert_equal "broken", app.page.body
      assert_instance_of Navd::State, app.results.last

      app.reload
      assert_nil app.state.top.error
      assert_equal "fixed", app.page.body
      assert_requests app, ["GET /flaky", "GET /flaky"]
    end
  end

  def test_cookies_are_kept_sent_by_path_and_deleted_like_a_web_view_does
    seen = []
    app = started(site(
                    "/login" => html("in", headers: { "Set-Cookie" => "session=abc; Path=/; HttpOnly\nadmin=1; Path=/admin" }),
                    "/whoami" => ->(env) { seen << env["HTTP_COOKIE"] and [200, { "Content-Type" => "text/html" }, ["me"]] },
                    "/admin/panel" => ->(env) { seen << env["HTTP_COOKIE"] and [200, { "Content-Type" => "text/html" }, ["ok"]] },
                    "/logout" => html("out", headers: { "Set-Cookie" => "session=; Path=/; Max-Age=0" })
                  ))
    app.visit("/login")
    app.visit("/whoami")
    app.visit("/admin/panel")
    assert_equal({ "session" => "abc", "admin" => "1" }, app.cookies)
    app.visit("/logout")
    app.visit("/whoami")
    assert_equal ["session=abc", "admin=1; session=abc", nil], seen
    assert_equal({ "admin" => "1" }, app.cookies)
  end

  def test_a_form_that_redirects_is_reported_with_its_final_url
    created = nil
    app = started(rack_app("/" => html("home"), "/posts/new" => html("<form>"), "/posts/1" => html("<h1>Post 1</h1>"),
                           "/posts" => lambda { |env|
                             created = Rack::Request.new(env).POST
                             [302, { "Location" => "/posts/1" }, [""]]
                           }), path_configuration: MODALS)
    app.visit("/posts/new")
    app.clear_requests
    result = app.submit("/posts", params: { post: { title: "Hi & bye", tags: %w[a b] } })
    assert_equal({ "post" => { "title" => "Hi & bye", "tags" => %w[a b] } }, created)
    assert_equal "proposed", result.outcome
    assert_requests app, ["POST /posts", "GET /posts/1"]
    assert_stack app, main: ["/", "/posts/1"], modal: []
    assert_equal "http://example.org/posts/1", result.proposal.proposal.url
    assert_equal "<h1>Post 1</h1>", app.page.body
  end

  def test_patch_and_delete_go_as_a_post_with_method_and_are_logged_as_the_app_sees_them
    bodies = []
    app = started(site("/posts/1" => lambda { |env|
      bodies << [env["REQUEST_METHOD"], env["rack.input"].read]
      [303, { "Location" => "/posts" }, [""]]
    }))
    app.submit("/posts/1", method: :delete)
    assert_requests app, ["DELETE /posts/1", "GET /posts"]
    assert_equal [%w[POST _method=delete]], bodies
  end

  def test_a_form_rendered_with_422_stays_in_place
    app = started(site("/posts" => html("<form>Title can't be blank</form>", status: 422)), path_configuration: MODALS)
    app.visit("/posts/new")
    result = app.submit("/posts", params: { post: { title: "" } })
    assert_equal "renderedInPlace", result.outcome
    assert_stack app, main: ["/"], modal: ["/posts/new"]
    assert_equal 422, app.page.status
    assert_equal "http://example.org/posts", app.page.url
  end

  def test_a_form_answered_with_200_must_redirect
    app = started(site("/posts" => html("created, but no redirect")))
    result = app.submit("/posts", params: { post: { title: "x" } })
    assert_equal "mustRedirect", result.outcome
    assert_stack app, main: ["/"], modal: []
    assert_equal "http://example.org/", app.page.url
  end

  def test_a_form_redirected_to_another_origin_is_reported_to_nobody
    app = started(site("/payments" => redirect("https://pay.example.com/checkout", status: 303)))
    before = app.state
    assert_nil app.submit("/payments", params: { amount: "5" })
    assert_requests app, ["POST /payments"]
    assert_empty app.results
    assert_equal before.to_h, app.state.to_h
    assert_equal "http://example.org/", app.page.url
  end

  def test_a_page_load_answered_without_html_fails_the_visit_as_a_network_error
    app = started(site("/empty" => ->(_env) { [204, {}, []] }))
    app.visit("/empty")
    assert_requests app, ["GET /empty"]
    assert_stack app, main: ["/", "/empty"], modal: []
    assert_equal 0, app.state.main.last.error.status_code
  end

  STREAM = "text/vnd.turbo-stream.html; charset=utf-8"

  # Answers as a Rails `respond_to` with `format.turbo_stream` does: a stream when the request
  # accepts one, else HTML; records each request's Accept.
  def stream_or_html(accepts, status: 200)
    lambda do |env|
      accepts << env["HTTP_ACCEPT"]
      next [200, { "Content-Type" => "text/html" }, ["<h1>Full page</h1>"]] unless env["HTTP_ACCEPT"].to_s.include?("turbo-stream")

      [status, { "Content-Type" => STREAM }, ['<turbo-stream action="append" target="comments"></turbo-stream>']]
    end
  end

  def test_a_form_accepts_turbo_streams_and_a_stream_answer_leaves_the_page_in_place
    accepts = []
    app = started(site("/comments" => stream_or_html(accepts), "/invalid" => stream_or_html(accepts, status: 422),
                       "/nothing" => ->(_env) { [204, {}, []] }))
    app.visit("/comments")
    # Turbo's Accept: a page load asks for HTML; a non-GET form puts the stream type first
    # (FormSubmission#prepareRequest), so respond_to answers a form with its stream.
    app.submit("/comments", params: { body: "Hi" })
    app.submit("/comments", method: :patch)
    assert_equal ["text/html, application/xhtml+xml"] + ["text/vnd.turbo-stream.html, text/html, application/xhtml+xml"] * 2,
                 accepts
    app.clear_requests
    # StreamObserver takes a stream whatever its status (requestPreventedHandlingResponse): no
    # render, no proposal, no must-redirect error, no snapshot reset. The submission still
    # finishes, so the driver reports it to navd as what it is (no HTML); navd's protocol has no
    # stream outcome and names it by its status: a 200 to a POST "mustRedirect", else "noHTML".
    result = app.submit("/comments", params: { body: "Hi" })
    assert_equal "mustRedirect", result.outcome
    assert_nil result.proposal
    assert_equal "noHTML", app.submit("/invalid", params: { body: "" }).outcome
    assert_predicate app.last_response, :turbo_stream?
    assert_equal 422, app.last_response.status
    assert_equal '<turbo-stream action="append" target="comments"></turbo-stream>', app.last_response.body
    assert_equal "noHTML", app.submit("/nothing", params: { a: 1 }).outcome
    assert_equal 204, app.last_response.status
    refute_predicate app.last_response, :turbo_stream?
    assert_requests app, ["POST /comments", "POST /invalid", "POST /nothing"]
    assert_stack app, main: ["/", "/comments"], modal: []
    # The page is still the one the visit rendered (the stream updates it in place in the app).
    assert_equal "http://example.org/comments", app.page.url
    assert_equal 200, app.page.status
    assert_equal "<h1>Full page</h1>", app.page.body
    assert_equal ["http://example.org/"], app.state.web_sessions.find { |web| web.name == "main" }.snapshots
  end

  def test_a_stream_answer_in_the_ios_modal_still_marks_mains_snapshots_stale
    accepts = []
    app = started(site("/posts/new" => html("<form>New</form>"), "/comments" => stream_or_html(accepts)),
                  path_configuration: MODALS)
    app.visit("/posts")
    app.visit("/posts/new")
    app.submit("/comments", params: { body: "Hi" })
    assert_stack app, main: ["/", "/posts"], modal: ["/posts/new"]
    assert_equal "<form>New</form>", app.page.body
    # Hotwire iOS's sessionDidFinishFormSubmission marks main's cache stale after any form in the
    # modal: the stream's submission finished too, so going back on main loads "/" again.
    app.dismiss_modal
    app.clear_requests
    result = app.back
    assert_equal [%w[restore network]], result.visits.map { |visit| [visit.action, visit.load] }
    assert_requests app, ["GET /"]
    assert_equal "<h1>Home</h1>", app.page.body
  end

  def test_the_path_configuration_is_fetched_from_the_app_and_counted
    app = drive(site("/configurations/ios_v1.json" => lambda { |_env|
      [200, { "Content-Type" => "application/json" }, [JSON.generate(MODALS)]]
    }), path_configuration: "/configurations/ios_v1.json")
    assert_requests app, ["GET /configurations/ios_v1.json"]
    app.start
    app.visit("/posts/new")
    assert_presented app, "/posts/new"
  end

  def test_a_path_configuration_the_app_does_not_serve_is_a_clear_error
    error = assert_raises(Navd::App::BadPathConfiguration) do
      drive(site, path_configuration: "/configurations/ios_v1.json")
    end
    assert_equal "path configuration GET http://example.org/configurations/ios_v1.json: the app answered 404", error.message
    error = assert_raises(Navd::App::BadPathConfiguration) do
      drive(site("/config" => html("<html>")), path_configuration: "/config")
    end
    assert_match(/\Apath configuration GET http:\/\/example.org\/config: not JSON/, error.message)
  end

  def test_bad_targets_are_clear_errors
    [nil, 42, "ftp://example.org/", "not a url at all", "/posts", "http://"].each do |target|
      error = assert_raises(Navd::App::BadTarget) { Navd::App.new(target, server: Navd::SharedServer.get) }
      assert_match(/\Atarget must be a Rack app \(answering call\(env\)\) or an http\(s\) base URL/, error.message)
    end
    assert_raises(ArgumentError) { Navd::App.new(site, platform: :windows, server: Navd::SharedServer.get) }
  end

  def test_an_app_starts_and_closes_its_own_navd_when_given_none
    app = Navd::App.new(site)
    server = app.client.server
    app.start
    assert_stack app, main: ["/"]
    app.close
    assert_predicate server, :closed?
  end

  def test_back_restores_the_previous_page_from_its_snapshot_without_a_request
    app = started(site("/posts/1" => html("<h1>Post 1</h1>")), platform: :android)
    app.visit("/posts")
    app.visit("/posts/1")
    app.clear_requests
    result = app.back
    assert_equal [%w[restore snapshot]], result.visits.map { |visit| [visit.action, visit.load] }
    assert_requests app, []
    assert_stack app, main: ["/", "/posts"], modal: []
    assert_equal "<h1>Posts</h1>", app.page.body
    assert_equal "http://example.org/posts", app.page.url
  end

  def test_dismiss_modal_and_route_are_performed_like_any_action
    app = started(site, path_configuration: MODALS)
    app.route("/posts/new")
    assert_requests app, ["GET /posts/new"]
    assert_equal "<form>New</form>", app.page.body
    app.dismiss_modal
    assert_stack app, main: ["/"], modal: []
    assert_equal "<h1>Home</h1>", app.page.body
    app.clear_requests
    app.reload
    assert_requests app, ["GET /"]
  end

  def test_assert_requests_fails_with_both_lists
    app = started(site)
    app.visit("/posts")
    error = assert_raises(Minitest::Assertion) { assert_requests app, ["GET /post"] }
    assert_equal "expected exactly these requests\n  GET /post\nbut the app made\n  GET /posts", error.message
    app.clear_requests
    assert_requests app, []
  end
end
