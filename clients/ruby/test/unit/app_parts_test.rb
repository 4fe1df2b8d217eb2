# frozen_string_literal: true

require_relative "../test_helper"
require "navd/app"

# The driver's parts that need no app: the cookie jar, form encoding, Turbo's HTML test.
class AppPartsTest < Minitest::Test
  def url(text) = URI(text)

  def test_the_cookie_jar_keeps_paths_expiry_and_deletion
    jar = Navd::App::CookieJar.new
    now = Time.utc(2026, 1, 1)
    jar.store(["a=1; Path=/", "b=2", "c=3; Path=/admin; Max-Age=60", "d=4; Expires=Wed, 31 Dec 2025 00:00:00 GMT"],
              url("http://x.test/posts/1"), now: now)
    assert_equal "b=2; a=1", jar.header_for(url("http://x.test/posts/9"), now: now) # longer paths first
    assert_equal "a=1", jar.header_for(url("http://x.test/"), now: now)
    assert_equal "c=3; a=1", jar.header_for(url("http://x.test/admin/x"), now: now)
    assert_equal "a=1", jar.header_for(url("http://x.test/administrator"), now: now)
    assert_equal "a=1", jar.header_for(url("http://x.test/admin/x"), now: now + 61)
    jar.store(["a=; Path=/; Max-Age=0"], url("http://x.test/"), now: now)
    assert_nil jar.header_for(url("http://x.test/"), now: now)
    assert_equal({ "b" => "2", "c" => "3" }, jar.to_h)
  end

  def test_forms_are_encoded_with_rails_bracket_names
    assert_equal "post%5Btitle%5D=Hi+%26+bye&post%5Btags%5D%5B%5D=a&post%5Btags%5D%5B%5D=b&flag=",
                 Navd::App::FormEncoding.encode({ post: { title: "Hi & bye", tags: %w[a b] }, flag: nil })
    assert_equal "email=a%40b.c&password=x", Navd::App::FormEncoding.encode([%w[email a@b.c], %w[password x]])
    assert_equal "", Navd::App::FormEncoding.encode(nil)
  end

  def test_turbo_renders_html_but_not_streams_or_204
    html = lambda do |status, type|
      Navd::App::Response.new(status: status, url: "/", headers: { "content-type" => [type].compact }, body: "").html?
    end
    assert html.call(200, "text/html; charset=utf-8")
    assert html.call(422, "application/xhtml+xml")
    refute html.call(200, "text/vnd.turbo-stream.html; charset=utf-8")
    refute html.call(204, "text/html")
    refute html.call(200, "application/json")
    refute html.call(200, nil)
    stream = Navd::App::Response.new(status: 422, url: "/", headers: { "content-type" => ["text/vnd.turbo-stream.html"] }, body: "")
    assert_predicate stream, :turbo_stream?
  end

  # A fake app: records whether it was closed.
  FakeApp = Struct.new(:closed) do
    def close = (self.closed = true)
  end

  def test_a_minitest_test_closes_its_apps_after_teardown_and_other_objects_register_nothing
    test = Class.new(Minitest::Test) { def test_x; end }.new("test_x")
    apps = [FakeApp.new(false), FakeApp.new(false)]
    apps.each { |app| Navd::App::CloseAfterTeardown.register(test, app) }
    assert_equal [false, false], apps.map(&:closed)
    test.after_teardown
    assert_equal [true, true], apps.map(&:closed)
    Navd::App::CloseAfterTeardown.register(Object.new, FakeApp.new(false)) # nothing to hook: no error
  end

  def test_user_agents_per_platform
    assert_equal "Hotwire Native iOS; Turbo Native iOS; bridge-components: []", Navd::App::UserAgent.for(:ios)
    assert_equal "Hotwire Native Android; Turbo Native Android; bridge-components: [];", Navd::App::UserAgent.for("android")
    error = assert_raises(ArgumentError) { Navd::App::UserAgent.for(:web) }
    assert_equal "platform must be :ios or :android, got :web", error.message
  end
end
