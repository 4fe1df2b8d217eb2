import NavProtocol

/// `initializationOptions.platform`: the rules a session checks documents against.
public enum PlatformChoice: String, Sendable, Hashable, CaseIterable {
  /// Hotwire Native iOS.
  case ios
  /// Hotwire Native Android.
  case android
  /// Decided per document, as `navd check --platform auto` does.
  case auto

  /// The checker's platform: `nil` for auto (decided per document).
  var platform: Platform? {
    Platform(rawValue: rawValue)
  }
}
