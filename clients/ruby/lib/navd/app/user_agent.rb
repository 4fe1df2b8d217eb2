# frozen_string_literal: true

module Navd
  class App
    # The user agents Hotwire Native's web views send (with no bridge components registered),
    # by which servers recognise a native app (turbo-rails' `hotwire_native_app?`).
    module UserAgent
      # iOS: hotwire-native-ios Source/Bridge/UserAgent.swift; Android: hotwire-native-android
      # core/src/test/.../bridge/UserAgentTest.kt (`"Hotwire Native Android; Turbo Native Android;
      # bridge-components: [one two];"`) and config/HotwireConfig.kt.
      BY_PLATFORM = {
        "ios" => "Hotwire Native iOS; Turbo Native iOS; bridge-components: []",
        "android" => "Hotwire Native Android; Turbo Native Android; bridge-components: [];"
      }.freeze

      module_function

      # @param platform [String, Symbol] `:ios` or `:android`
      # @return [String]
      # @raise [ArgumentError] for another platform
      def for(platform)
        BY_PLATFORM.fetch(platform.to_s) do
          raise ArgumentError, "platform must be :ios or :android, got #{platform.inspect}"
        end
      end
    end
  end
end
