# frozen_string_literal: true

Rails.application.routes.draw do
  root to: redirect("/posts")

  resources :posts do
    resources :comments, only: :create
  end

  resource :session, only: %i[new create destroy]

  # The path configuration each app loads, one per platform.
  get "configurations/ios_v1.json", to: "path_configurations#show", defaults: { platform: "ios" }, format: false
  get "configurations/android_v1.json", to: "path_configurations#show", defaults: { platform: "android" }, format: false

  # turbo-rails' historical locations (config/routes.rb there), with its route names.
  get "recede_historical_location", to: "historical_locations#recede", as: :turbo_recede_historical_location
  get "resume_historical_location", to: "historical_locations#resume", as: :turbo_resume_historical_location
  get "refresh_historical_location", to: "historical_locations#refresh", as: :turbo_refresh_historical_location

  # The documentation lives on another origin: a redirect that leaves the app.
  get "docs", to: redirect("https://guides.rubyonrails.org/")
end
