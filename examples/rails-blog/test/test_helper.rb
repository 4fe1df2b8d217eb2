# frozen_string_literal: true

ENV["RAILS_ENV"] = "test"
require_relative "../config/environment"
require "rails/test_help"

# The navd client from this repository (an app would have `gem "navd-client"` in its Gemfile).
$LOAD_PATH.unshift File.expand_path("../../../clients/ruby/lib", __dir__)
require "navd/app"
require "navd/minitest"

module ActiveSupport
  # Every test starts from the fixtures (the same records as db/seeds.rb) in a transaction.
  class TestCase
    fixtures :all
  end
end
