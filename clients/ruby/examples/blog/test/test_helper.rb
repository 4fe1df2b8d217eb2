# frozen_string_literal: true

# In a Rails app this is `gem "navd-client", group: :test` in the Gemfile; here the
# gem is the one in this repository.
$LOAD_PATH.unshift File.expand_path("../../../lib", __dir__)
require "minitest/autorun"
require "navd/minitest"
require_relative "../blog_app"

# The base of the blog's navigation tests: navd's assertions, and `launch`, which
# opens the app on a fresh client of the shared navd and shows its start location.
class BlogNavigationTest < Navd::Minitest::Test
  # @return [Navd::Client] the app on `platform`, launched
  def launch(platform = :ios, tabs: false)
    app = navd_client(Blog.configuration(platform, tabs: tabs))
    assert_equal [], app.opened.warnings, "the path configuration has no invalid pattern"
    app.start unless tabs # with tabs, the first tab starts when the app opens
    app
  end

  # Routes `paths` on `app` one after another, as a user following links does.
  # @return [Navd::RouteResult] the last route's result
  def route_each(app, *paths) = paths.map { |path| app.route(path) }.last

  # Asserts the `op` of every operation of `result` (a route or a change), in order.
  def assert_ops(expected, result, message = nil) = assert_equal(expected, result.ops, message)

  # @return [Array<Array(String, String, String)>] the URL, action and reason of each visit of `result`
  def visits(result) = result.visits.map { |visit| [visit.url, visit.action, visit.reason] }
end
