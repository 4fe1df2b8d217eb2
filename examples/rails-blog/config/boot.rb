# frozen_string_literal: true

# No Bundler: the app boots on the Rails, SQLite and Rack that Debian installs (ruby-rails,
# ruby-sqlite3, ruby-rack), so it never fetches a gem. `require "rails"` and the railties below
# are found on Ruby's own load path.
ENV["RAILS_ENV"] ||= ENV["RACK_ENV"] || "development"

# The SQLite databases live in tmp/ (config/database.yml).
require "fileutils"
FileUtils.mkdir_p(File.expand_path("../tmp", __dir__))
