# frozen_string_literal: true

# The path configuration each Hotwire Native app loads (`/configurations/ios_v1.json`,
# `/configurations/android_v1.json`): new and edit forms and the sign-in form as modals.
class PathConfigurationsController < ApplicationController
  # Rules both apps share, first to last (a later match overrides an earlier one).
  SHARED_RULES = [
    { patterns: [".*"], properties: { context: "default", pull_to_refresh_enabled: true } },
    { patterns: ["/new$", "/edit$"], properties: { context: "modal", pull_to_refresh_enabled: false } }
  ].freeze

  # Per platform: the screen each rule shows (iOS view controllers and modal styles, Android
  # fragment URIs).
  PLATFORM_RULES = {
    "ios" => [
      { patterns: ["^/session/new$"], properties: { modal_style: "full", modal_dismiss_gesture_enabled: false } }
    ],
    "android" => [
      { patterns: [".*"], properties: { uri: "hotwire://fragment/web" } },
      { patterns: ["/new$", "/edit$"], properties: { uri: "hotwire://fragment/web/modal" } }
    ]
  }.freeze

  def show
    platform = params.fetch(:platform)
    render json: { settings: {}, rules: SHARED_RULES + PLATFORM_RULES.fetch(platform) }
  end
end
