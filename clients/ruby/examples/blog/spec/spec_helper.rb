# frozen_string_literal: true

# In a Rails app this is `gem "navd-client", group: :test` in the Gemfile; here the
# gem is the one in this repository.
$LOAD_PATH.unshift File.expand_path("../../../lib", __dir__)
require "navd/rspec"
require_relative "../blog_app"

# `launch`: the app on a fresh client of the shared navd, showing its start location.
module BlogHelpers
  def launch(platform = :ios, tabs: false)
    app = navd_client(Blog.configuration(platform, tabs: tabs))
    expect(app.opened.warnings).to eq([])
    app.start unless tabs
    app
  end
end

RSpec.configure do |config|
  config.include BlogHelpers
  config.disable_monkey_patching!
  config.order = :random
end
