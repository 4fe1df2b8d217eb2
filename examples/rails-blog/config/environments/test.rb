# frozen_string_literal: true

Rails.application.configure do
  config.cache_classes = true
  config.consider_all_requests_local = true
  config.action_dispatch.show_exceptions = false
  config.active_support.deprecation = :stderr
end
