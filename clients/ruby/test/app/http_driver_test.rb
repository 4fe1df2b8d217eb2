# frozen_string_literal: true

require_relative "app_test_helper"
require "webrick"

# Navd::App against a running server (WEBrick on 127.0.0.1): the same reports as in-process, plus
# what only a real server does: hang, and die.
class HttpDriverTest < Minitest::Test
  include AppTestSupport
  include Navd::Minitest::Assertions

  def setup
    @release = Queue.new
    started = Queue.new
    @server = WEBrick::HTTPServer.new(BindAddress: "127.0.0.1", Port: 0, Logger: WEBrick::Log.new(File::NULL),
                                      AccessLog: [], StartCallback: -> { started << true })
    mount("/") { |_request, response| page(response, "<h1>Home</h1>") }
    mount("/posts") { |_request, response| page(response, "<h1>Posts</h1>") }
    mount("/login") do |_request, response|
      response.cookies << WEBrick::Cookie.new("session", "s1").tap { |cookie| cookie.path = "/" }
      response.set_redirect(WEBrick::HTTPStatus::SeeOther, "/whoami")
    end
    mount("/whoami") { |request, response| page(response, "cookie: #{request['Cookie']}") }
    mount("/missing") { |_request, response| page(response, "gone", status: 404) }
    mount("/slow") do |_request, response|
      @release.pop
      page(response, "late")
    end
    @thread = Thread.new { @server.start }
    started.pop
    @base = "http://127.0.0.1:#{@server.config[:Port]}"
  end

  def teardown
    3.times { @release << :go }
    @server.shutdown
    @thread.join(5)
  end

  def mount(path, &block) = @server.mount_proc(path) { |request, response| exact(path, request, response, &block) }

  # WEBrick mounts match prefixes; a path under another mount is a 404 here.
  def exact(path, request, response)
    return page(response, "no #{request.path}", status: 404) unless request.path == path

    yield request, response
  end

  def page(response, text, status: 200)
    response.status = status
    response["Content-Type"] = "text/html; charset=utf-8"
    response.body = text
  end

  def test_visits_go_over_http_with_cookies_and_redirects
    app = drive(@base)
    app.start
    assert_stack app, main: ["#{@base}/"], modal: []
    app.visit("/login")
    assert_requests app, ["GET /", "GET /login", "GET /whoami"]
    assert_stack app, main: ["/", "/whoami"], modal: []
    assert_equal "cookie: session=s1", app.page.body
    assert_equal "#{@base}/whoami", app.page.url
  end

  def test_a_404_from_the_server_is_a_failed_visit
    app = drive(@base)
    app.start
    app.visit("/missing")
    assert_equal 404, app.state.top.error.status_code
    assert_equal "gone", app.page.body
  end

  def test_a_hanging_server_is_a_timeout_that_names_the_request
    app = drive(@base, timeout: 0.3)
    app.start
    error = assert_raises(Navd::App::RequestTimeout) { app.visit("/slow") }
    assert_equal "GET #{@base}/slow", error.request
    assert_equal "GET #{@base}/slow: no answer within 0.3 s (is the server hanging?)", error.message
  end

  def test_a_server_that_dies_mid_test_fails_the_visit_with_status_0_and_a_form_with_an_error
    app = drive(@base)
    app.start
    @server.shutdown
    @thread.join(5)
    app.visit("/posts")
    assert_stack app, main: ["/", "/posts"], modal: []
    assert_equal 0, app.state.top.error.status_code
    assert_equal 0, app.page.status
    error = assert_raises(Navd::App::ConnectionFailed) { app.submit("/posts", params: { title: "x" }) }
    assert_equal "POST #{@base}/posts", error.request
    assert_match(/\APOST #{Regexp.escape(@base)}\/posts: the server could not be reached \(Errno::ECONNREFUSED/, error.message)
  end

  def test_a_server_that_is_not_there_fails_at_the_path_configuration
    @server.shutdown
    @thread.join(5)
    error = assert_raises(Navd::App::ConnectionFailed) { drive(@base, path_configuration: "/configurations/ios_v1.json") }
    assert_match(/\AGET #{Regexp.escape(@base)}\/configurations\/ios_v1.json: the server could not be reached/, error.message)
  end
end
