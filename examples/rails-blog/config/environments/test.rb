# frozen_string_literal: true

Rails.application.configure do
  config.cache_classes = true
  config.consider_all_requests_local = true
  config.action_dispatch.show_exceptions = false
  config.active_support.deprecation = :stderr
  # The schema is loaded at boot (config/initializers/database.rb), not by `db:test:prepare`.
  config.active_record.maintain_test_schema = false
end
