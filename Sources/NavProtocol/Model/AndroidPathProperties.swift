import NavJSON

/// Path-configuration properties as Hotwire Native Android reads them
/// (docs/android.md), beside ``PathProperties`` (iOS's).
///
/// Enum strings are case-insensitive (`MODAL` = `modal`) and an unknown one
/// falls back; only JSON `true`/`false` are booleans and only strings are
/// strings, anything else falls back to the default (Android would throw on a
/// non-boolean `pull_to_refresh_enabled`, or print a number as `uri`).
/// `view_controller`, `modal_style` and `modal_dismiss_gesture_enabled` are not
/// Android keys.
public struct AndroidPathProperties: Sendable, Hashable {
  /// The raw properties, in order.
  public var values: JSONObject

  /// The destination of a web screen: the default `uri`.
  public static let webFragmentURI = "hotwire://fragment/web"
  /// The destination of a web bottom sheet: the default dialog.
  public static let webBottomSheetURI = "hotwire://fragment/web/modal/sheet"

  /// The property keys only Android reads.
  public enum Key {
    /// `uri`
    public static let uri = "uri"
    /// `fallback_uri`
    public static let fallbackURI = "fallback_uri"
    /// `title`
    public static let title = "title"
  }

  /// Properties with the given raw values.
  public init(_ values: JSONObject = JSONObject()) {
    self.values = values
  }

  /// `context`: default `default`.
  public var context: Navigation.Context { enumValue(PathProperties.Key.context) ?? .default }
  /// `presentation`: default `default`; `push` is an Android value.
  public var presentation: AndroidPresentation { enumValue(PathProperties.Key.presentation) ?? .default }
  /// `query_string_presentation`: default `default`.
  public var queryStringPresentation: Navigation.QueryStringPresentation {
    enumValue(PathProperties.Key.queryStringPresentation) ?? .default
  }
  /// `pull_to_refresh_enabled`: default **`false`** on Android.
  public var pullToRefreshEnabled: Bool { values[PathProperties.Key.pullToRefreshEnabled]?.boolValue ?? false }
  /// `animated`: default `true`.
  public var animated: Bool { values[PathProperties.Key.animated]?.boolValue ?? true }
  /// `historical_location`: default `false`.
  public var historicalLocation: Bool { values[PathProperties.Key.historicalLocation]?.boolValue ?? false }
  /// `uri`: the destination, which becomes the entry's `viewController`;
  /// default `hotwire://fragment/web` (also for an empty string).
  public var uri: String {
    guard let uri = values[Key.uri]?.stringValue, !uri.isEmpty else { return Self.webFragmentURI }
    return uri
  }
  /// `fallback_uri`: the destination used when `uri` has none; `nil` when absent.
  public var fallbackURI: String? { values[Key.fallbackURI]?.stringValue }
  /// `title`: `nil` when absent.
  public var title: String? { values[Key.title]?.stringValue }

  /// The case whose raw value equals the string at `key` once both are
  /// uppercased (Kotlin's `valueOf(value.uppercase())`).
  private func enumValue<Value: RawRepresentable & CaseIterable>(_ key: String) -> Value?
  where Value.RawValue == String {
    guard let string = values[key]?.stringValue else { return nil }
    let uppercased = string.uppercased()
    return Value.allCases.first { $0.rawValue.uppercased() == uppercased }
  }
}
