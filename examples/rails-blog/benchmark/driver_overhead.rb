# frozen_string_literal: true

# navd's overhead per step when a Rails test drives the app through Navd::App: a 5-step flow
# (start, open the new-post modal, submit it, open a post, comment on it) run with the driver, and
# the same HTTP requests made by a plain Rails integration session (no navd). Prints the mean time
# per step of each, the difference (navd's overhead per step) and their ratio. Asserts nothing.
#
# Usage: ruby benchmark/driver_overhead.rb [ITERATIONS] [ios|android]    (NAVD=path/to/navd)

ENV["RAILS_ENV"] = "test"
require_relative "../config/environment"
require "active_record/fixtures"
require "action_dispatch/testing/integration"
require_relative "../test/navd_client"

iterations = Integer(ARGV[0] || 40)
platform = (ARGV[1] || "ios").to_sym
ActiveRecord::FixtureSet.create_fixtures(File.expand_path("../test/fixtures", __dir__), %w[users posts comments])

# The flow: [name, what the driver does, the form params of its non-GET request (nil: none)].
STEPS = [
  ["start", ->(app) { app.start }, nil],
  ["open the new-post modal", ->(app) { app.visit("/posts/new") }, nil],
  ["submit the post", ->(app) { app.submit("/posts", params: { post: { title: "Bench" } }) }, { post: { title: "Bench" } }],
  ["open the first post", ->(app) { app.visit("/posts/1") }, nil],
  ["comment on it", ->(app) { app.submit("/posts/1/comments", params: { comment: { body: "Hi" } }) }, { comment: { body: "Hi" } }]
].freeze

server = Navd::Server.start
clock = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) }
# Each iteration rolls its records back, so every run starts from the fixtures.
rolled_back = lambda do |&block|
  value = nil
  ActiveRecord::Base.transaction do
    value = block.call
    raise ActiveRecord::Rollback
  end
  value
end

# One run with the driver: the time of each step, and the requests each step made.
with_navd = lambda do
  app = Navd::App.new(Rails.application, platform: platform, server: server,
                                         path_configuration: "/configurations/#{platform}_v1.json")
  app.clear_requests
  timed = rolled_back.call do
    STEPS.map do |_name, step, _params|
      started = clock.call
      step.call(app)
      elapsed = clock.call - started
      made = app.requests
      app.clear_requests
      [elapsed, made]
    end
  end
  app.close
  timed
end

# The same requests through a plain integration session (as an ActionDispatch::IntegrationTest
# makes them), with the same user agent and Accept (a form's accepts the Turbo Stream the comment
# is answered with); redirects are listed requests, so none is followed.
user_agent = Navd::App::UserAgent.for(platform)
accept = ->(method) { method == "GET" ? Navd::App::Fetcher::PAGE_ACCEPT : Navd::App::Fetcher::FORM_ACCEPT }
without_navd = lambda do |requests_per_step|
  session = ActionDispatch::Integration::Session.new(Rails.application)
  session.host! "example.org"
  rolled_back.call do
    requests_per_step.each_with_index.map do |requests, index|
      started = clock.call
      requests.each do |method, path|
        params = method == "GET" ? nil : STEPS[index][2]
        session.process(method.downcase.to_sym, path, params: params, headers: { "User-Agent" => user_agent, "Accept" => accept.call(method) })
      end
      clock.call - started
    end
  end
end

requests_per_step = with_navd.call.map(&:last) # also the warm-up
3.times do
  with_navd.call
  without_navd.call(requests_per_step)
end
driven = Array.new(STEPS.size) { [] }
plain = Array.new(STEPS.size) { [] }
iterations.times do
  with_navd.call.each_with_index { |(elapsed, _), index| driven[index] << elapsed }
  without_navd.call(requests_per_step).each_with_index { |elapsed, index| plain[index] << elapsed }
end
server.close

mean_ms = ->(values) { values.sum / values.size * 1000 }
puts "driver overhead: #{STEPS.size}-step flow through the Rails blog on #{platform}, #{iterations} iterations"
puts format("%-26s %-64s %10s %10s %10s", "step", "requests", "navd ms", "plain ms", "overhead")
STEPS.each_with_index do |(name, _, _), index|
  navd_ms = mean_ms.call(driven[index])
  plain_ms = mean_ms.call(plain[index])
  shown = requests_per_step[index].map { |method, path| "#{method} #{path}" }.join(", ")
  puts format("%-26s %-64s %10.2f %10.2f %10.2f", name, shown[0, 64], navd_ms, plain_ms, navd_ms - plain_ms)
end
navd_total = driven.sum { |values| mean_ms.call(values) }
plain_total = plain.sum { |values| mean_ms.call(values) }
puts format("per step: with navd %.2f ms, plain %.2f ms, navd's overhead %.2f ms per step; ratio %.2fx",
            navd_total / STEPS.size, plain_total / STEPS.size, (navd_total - plain_total) / STEPS.size,
            navd_total / plain_total)
