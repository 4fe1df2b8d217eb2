# frozen_string_literal: true

ENV["RAILS_ENV"] = "test"
require_relative "../config/environment"
require "rails/test_help"

require_relative "navd_client"
require "navd/minitest"

module ActiveSupport
  # Every test starts from the fixtures (the same records as db/seeds.rb) in a transaction.
  class TestCase
    fixtures :all
  end
end

# An integration test that drives the app as Hotwire Native would, on both platforms: each test
# written with `platform_test` runs once as the iOS app and once as the Android app, each with the
# path configuration the app itself serves.
class NativeAppTest < ActionDispatch::IntegrationTest
  include Navd::Minitest::Assertions

  PLATFORMS = %i[ios android].freeze

  # Defines `test_<name>_on_ios` and `test_<name>_on_android`; the block gets the platform.
  def self.platform_test(name, &block)
    PLATFORMS.each do |platform|
      define_method("test_#{name.tr(' ', '_')}_on_#{platform}") { instance_exec(platform, &block) }
    end
  end

  # @return [Navd::App] started on the posts list, its requests so far cleared
  def launch(platform)
    app = Navd::App.rails(self, platform: platform, path_configuration: "/configurations/#{platform}_v1.json")
    app.start
    app.clear_requests
    app
  end

  # Opens the first post from the list, as a tapped link: pushed on main with one request; then
  # clears the requests.
  def open_first_post(app)
    app.visit("/posts/1")
    assert_stack app, main: ["/posts", "/posts/1"], modal: []
    assert_requests app, ["GET /posts/1"]
    app.clear_requests
  end

  # Signs the reader in through the sign-in modal, as a user does, then clears the requests.
  def sign_in(app)
    app.visit("/session/new")
    app.submit("/session", params: { email: "reader@example.org", password: "secret" })
    app.clear_requests
  end
end
