# frozen_string_literal: true

require_relative "../test_helper"
require "navd/app"

# Small Rack apps for the driver's tests, and apps on the run's shared navd, closed after the test.
module AppTestSupport
  # A Rack app answering each path with the route's lambda (`env -> [status, headers, body]`),
  # 404 for others; `html(...)` and `redirect(...)` build the common answers.
  def rack_app(routes)
    lambda do |env|
      path = env["PATH_INFO"]
      path += "?#{env['QUERY_STRING']}" unless env["QUERY_STRING"].to_s.empty?
      route = routes[path] || routes[env["PATH_INFO"]]
      route ? route.call(env) : [404, { "Content-Type" => "text/html" }, ["<p>Not found: #{path}</p>"]]
    end
  end

  def html(text, status: 200, headers: {}) = ->(_env) { [status, { "Content-Type" => "text/html; charset=utf-8" }.merge(headers), [text]] }

  def redirect(location, status: 302) = ->(_env) { [status, { "Location" => location, "Content-Type" => "text/html" }, [""]] }

  # A driver on the shared navd (one process for the whole run).
  def drive(target, platform: :ios, **options)
    app = Navd::App.new(target, platform: platform, server: Navd::SharedServer.get, **options)
    (@apps ||= []) << app
    app
  end

  def after_teardown
    (@apps || []).each(&:close)
    super
  end
end
