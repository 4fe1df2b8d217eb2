# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "minitest/autorun"
require "rbconfig"
require "tmpdir"
require "navd"
require "navd/minitest"

# Starting the fake server (test/support/fake_navd.rb).
module FakeNavd
  SCRIPT = File.expand_path("support/fake_navd.rb", __dir__)

  # @return [Array<String>] the command line of the fake in `mode`
  def self.command(mode) = [RbConfig.ruby, "--disable-gems", SCRIPT, mode]

  # `fake(mode, **options)`: a Navd::Server on the fake, closed (and checked reaped) after the test.
  module Servers
    def fake(mode = "normal", **options)
      server = Navd::Server.start(command: FakeNavd.command(mode), timeout: 5, **options)
      (@fakes ||= []) << server
      server
    end

    def after_teardown
      (@fakes || []).each do |server|
        server.close(grace: 1)
        refute server.alive?, "the client left the fake server running"
      end
      super
    end
  end
end

# One real navd per test, located as the gem locates it (NAVD wins).
module RealNavd
  def navd(**options)
    @navd ||= Navd::Server.start(**options)
  end

  def after_teardown
    @navd&.close
    super
  end
end

# `extend BothPlatforms`: `on_both_platforms(name) { |platform| ... }` defines `test_<name>_on_ios`
# and `test_<name>_on_android`, each running the block with its platform.
module BothPlatforms
  def on_both_platforms(name, &body)
    %w[ios android].each { |platform| define_method("test_#{name}_on_#{platform}") { instance_exec(platform, &body) } }
  end
end

# A canned state for tests without a server.
module Canned
  module_function

  def entry(id, url, view_controller: "web", current: url)
    { "id" => id, "viewController" => view_controller, "visitable" => view_controller == "web",
      "routedLocation" => url, "currentURL" => current, "pullToRefreshEnabled" => true,
      "modalDismissGestureEnabled" => true }
  end

  def state(main: [], modal: [], client: "c1", current: :top)
    presented = !modal.empty?
    top = (presented ? modal : main).last
    current = top && top["visitable"] ? top["currentURL"] : nil if current == :top
    { "client" => client, "startLocation" => "https://blog.example/", "activeTab" => nil, "tabs" => [],
      "main" => main, "modal" => modal, "presented" => presented, "modalStyle" => presented ? "large" : nil,
      "activeStack" => presented ? "modal" : "main", "currentVisitableURL" => current,
      "webSessions" => [{ "name" => "main", "renderedURL" => main.last&.fetch("currentURL"), "snapshots" => [] },
                        { "name" => "modal", "renderedURL" => modal.last&.fetch("currentURL"), "snapshots" => [] }] }
  end
end
