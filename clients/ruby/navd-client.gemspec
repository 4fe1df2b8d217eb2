# frozen_string_literal: true

require_relative "lib/navd/version"

Gem::Specification.new do |spec|
  spec.name = "navd-client"
  spec.version = Navd::VERSION
  spec.summary = "Drive navd, the headless Hotwire Native navigator, from Ruby tests"
  spec.description = <<~TEXT
    A Ruby client for navd, which runs Hotwire Native's iOS and Android navigation rules
    headless over JSON-RPC on stdio. Check in Minitest or RSpec, next to the rest of a Rails
    app's tests, that a URL opens as a modal, that a form submission returns to the right
    screen and that deep links resolve, without a simulator. Standard library only.
  TEXT
  spec.authors = ["The navd authors"]
  spec.required_ruby_version = ">= 3.1"
  spec.files = Dir.chdir(__dir__) { Dir["lib/**/*.rb"] + ["README.md"] }
  spec.require_paths = ["lib"]
  spec.metadata = { "rubygems_mfa_required" => "true" }

  spec.add_development_dependency "minitest", ">= 5.15"
  spec.add_development_dependency "rspec", ">= 3.10"
end
