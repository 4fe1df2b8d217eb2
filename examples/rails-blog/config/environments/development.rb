# frozen_string_literal: true

Rails.application.configure do
  config.cache_classes = false
  config.consider_all_requests_local = true
end
