import NavJSON

/// Path-configuration properties with typed accessors (docs/navigator.md §1).
///
/// Every accessor falls back to its default when the key is missing or its
/// value has the wrong type. Enum strings are case-sensitive and an unknown
/// string falls back too. Only JSON `true`/`false` count as booleans: numbers,
/// strings and `null` fall back.
public struct PathProperties: Sendable, Hashable {
  /// The raw properties, in order.
  public var values: JSONObject

  /// The property keys this type reads.
  public enum Key {
    /// `context`
    public static let context = "context"
    /// `presentation`
    public static let presentation = "presentation"
    /// `modal_style`
    public static let modalStyle = "modal_style"
    /// `pull_to_refresh_enabled`
    public static let pullToRefreshEnabled = "pull_to_refresh_enabled"
    /// `modal_dismiss_gesture_enabled`
    public static let modalDismissGestureEnabled = "modal_dismiss_gesture_enabled"
    /// `view_controller`
    public static let viewController = "view_controller"
    /// `animated`
    public static let animated = "animated"
    /// `historical_location`
    public static let historicalLocation = "historical_location"
    /// `query_string_presentation`
    public static let queryStringPresentation = "query_string_presentation"
  }

  /// The view-controller identifier of a web visitable screen.
  public static let webViewController = "web"

  /// Properties with the given raw values (default: none, so every accessor gives its default).
  public init(_ values: JSONObject = JSONObject()) {
    self.values = values
  }

  /// `context`: default `default`.
  public var context: Navigation.Context { enumValue(Key.context) ?? .default }
  /// `presentation`: default `default`.
  public var presentation: Navigation.Presentation { enumValue(Key.presentation) ?? .default }
  /// `modal_style`: default `large`.
  public var modalStyle: Navigation.ModalStyle { enumValue(Key.modalStyle) ?? .large }
  /// `pull_to_refresh_enabled`: default `true`.
  public var pullToRefreshEnabled: Bool { values[Key.pullToRefreshEnabled]?.boolValue ?? true }
  /// `modal_dismiss_gesture_enabled`: default `true`.
  public var modalDismissGestureEnabled: Bool { values[Key.modalDismissGestureEnabled]?.boolValue ?? true }
  /// `view_controller`: default `"web"`; any string is kept as it is.
  public var viewController: String { values[Key.viewController]?.stringValue ?? Self.webViewController }
  /// `animated`: default `true`.
  public var animated: Bool { values[Key.animated]?.boolValue ?? true }
  /// `historical_location`: default `false`.
  public var historicalLocation: Bool { values[Key.historicalLocation]?.boolValue ?? false }
  /// `query_string_presentation`: default `default`.
  public var queryStringPresentation: Navigation.QueryStringPresentation {
    enumValue(Key.queryStringPresentation) ?? .default
  }

  /// These properties with `overrides` merged over them: an override replaces a
  /// key's value in place, new keys follow in the overrides' order.
  public func merging(_ overrides: JSONObject) -> PathProperties {
    var merged = values
    for (key, value) in overrides { merged[key] = value }
    return PathProperties(merged)
  }

  private func enumValue<Value: RawRepresentable>(_ key: String) -> Value? where Value.RawValue == String {
    values[key]?.stringValue.flatMap(Value.init(rawValue:))
  }
}
