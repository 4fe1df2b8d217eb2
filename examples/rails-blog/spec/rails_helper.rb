# frozen_string_literal: true

# RSpec with rspec-rails: request specs drive the app in-process, each example in a transaction
# over the fixtures of test/fixtures (the same records as db/seeds.rb and the Minitest suite).
ENV["RAILS_ENV"] = "test"
require_relative "../config/environment"
require "rspec/rails"
require_relative "../test/navd_client"
require "navd/rspec"

RSpec.configure do |config|
  config.fixture_path = File.expand_path("../test/fixtures", __dir__)
  config.global_fixtures = :all
  config.use_transactional_fixtures = true
  config.disable_monkey_patching!
  config.order = :random
end
