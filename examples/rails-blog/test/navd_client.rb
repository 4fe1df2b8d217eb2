# frozen_string_literal: true

# The navd client from this repository, for both suites (an app would have
# `gem "navd-client", group: :test` in its Gemfile instead).
$LOAD_PATH.unshift File.expand_path("../../../clients/ruby/lib", __dir__)
require "navd/app"
