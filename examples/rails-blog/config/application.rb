# frozen_string_literal: true

require_relative "boot"

require "rails"
require "active_record/railtie"
require "action_controller/railtie"
require "action_view/railtie"

module RailsBlog
  # A small blog (posts with comments, a sign-in for editing) served to Hotwire Native apps: the
  # path configuration comes from PathConfigurationsController, and the controllers answer native
  # requests with turbo-rails' recede/refresh/resume redirects (NativeNavigation).
  class Application < Rails::Application
    config.load_defaults 6.1
    config.root = File.expand_path("..", __dir__)
    config.eager_load = false
    config.secret_key_base = "rails-blog-example-not-a-secret"
    config.logger = ActiveSupport::Logger.new(ENV["RAILS_LOG_TO_STDOUT"] ? $stdout : File::NULL)
    config.log_level = :warn
    # Any host: the example answers on 127.0.0.1, localhost and Rack's example.org alike.
    config.hosts.clear
    # The drivers submit a form's params directly, as an integration test does, without reading
    # the authenticity token out of the page first.
    config.action_controller.allow_forgery_protection = false
    config.active_record.sqlite3.represent_boolean_as_integer = true if config.active_record.sqlite3.respond_to?(:represent_boolean_as_integer=)
  end
end
