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
  public var context: Navigation.Context { setContext ?? .default }
  /// `presentation`: default `default`; `push` is an Android value.
  public var presentation: AndroidPresentation { setPresentation ?? .default }
  /// `query_string_presentation`: default `default`.
  public var queryStringPresentation: Navigation.QueryStringPresentation {
    setQueryStringPresentation ?? .default
  }
  /// `pull_to_refresh_enabled`: default **`false`** on Android.
  public var pullToRefreshEnabled: Bool { setBool(PathProperties.Key.pullToRefreshEnabled) ?? false }
  /// `animated`: default `true`.
  public var animated: Bool { setBool(PathProperties.Key.animated) ?? true }
  /// `historical_location`: default `false`.
  public var historicalLocation: Bool { setBool(PathProperties.Key.historicalLocation) ?? false }
  /// `uri`: the destination, which becomes the entry's `viewController`;
  /// default `hotwire://fragment/web` (also for an empty string).
  public var uri: String { setURI ?? Self.webFragmentURI }
  /// `fallback_uri`: the destination used when `uri` has none; `nil` when absent.
  public var fallbackURI: String? { values[Key.fallbackURI]?.stringValue }
  /// `title`: `nil` when absent.
  public var title: String? { values[Key.title]?.stringValue }

  /// The case whose raw value equals the string at `key` once both are
  /// uppercased (Kotlin's `valueOf(value.uppercase())`).
  /// Every typed accessor, in docs/android.md's order: its key, its value (`null` for an absent
  /// `fallback_uri` or `title`), and whether that value is the one set (for explanations).
  public var typedValues: [TypedPropertyValue] {
    typealias Keys = PathProperties.Key
    return [
      TypedPropertyValue(key: Keys.context, value: .string(context.rawValue), usesSetValue: setContext != nil),
      TypedPropertyValue(
        key: Keys.presentation, value: .string(presentation.rawValue), usesSetValue: setPresentation != nil),
      TypedPropertyValue(
        key: Keys.queryStringPresentation, value: .string(queryStringPresentation.rawValue),
        usesSetValue: setQueryStringPresentation != nil),
      typedBool(Keys.pullToRefreshEnabled, pullToRefreshEnabled),
      typedBool(Keys.animated, animated),
      typedBool(Keys.historicalLocation, historicalLocation),
      TypedPropertyValue(key: Key.uri, value: .string(uri), usesSetValue: setURI != nil),
      TypedPropertyValue(
        key: Key.fallbackURI, value: fallbackURI.map(JSONValue.string) ?? .null, usesSetValue: fallbackURI != nil),
      TypedPropertyValue(key: Key.title, value: title.map(JSONValue.string) ?? .null, usesSetValue: title != nil),
    ]
  }

  // The values as set, `nil` when absent or not valid: each accessor is its set value or its default.
  private var setContext: Navigation.Context? { enumValue(PathProperties.Key.context) }
  private var setPresentation: AndroidPresentation? { enumValue(PathProperties.Key.presentation) }
  private var setQueryStringPresentation: Navigation.QueryStringPresentation? {
    enumValue(PathProperties.Key.queryStringPresentation)
  }
  private var setURI: String? {
    guard let uri = values[Key.uri]?.stringValue, !uri.isEmpty else { return nil }
    return uri
  }
  private func setBool(_ key: String) -> Bool? { values[key]?.boolValue }

  private func typedBool(_ key: String, _ value: Bool) -> TypedPropertyValue {
    TypedPropertyValue(key: key, value: .bool(value), usesSetValue: setBool(key) != nil)
  }

  private func enumValue<Value: RawRepresentable & CaseIterable>(_ key: String) -> Value?
  where Value.RawValue == String {
    guard let string = values[key]?.stringValue else { return nil }
    let uppercased = string.uppercased()
    return Value.allCases.first { $0.rawValue.uppercased() == uppercased }
  }
}
