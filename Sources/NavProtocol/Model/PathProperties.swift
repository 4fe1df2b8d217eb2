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
  public var context: Navigation.Context { setContext ?? .default }
  /// `presentation`: default `default`.
  public var presentation: Navigation.Presentation { setPresentation ?? .default }
  /// `modal_style`: default `large`.
  public var modalStyle: Navigation.ModalStyle { setModalStyle ?? .large }
  /// `pull_to_refresh_enabled`: default `true`.
  public var pullToRefreshEnabled: Bool { setBool(Key.pullToRefreshEnabled) ?? true }
  /// `modal_dismiss_gesture_enabled`: default `true`.
  public var modalDismissGestureEnabled: Bool { setBool(Key.modalDismissGestureEnabled) ?? true }
  /// `view_controller`: default `"web"`; any string is kept as it is.
  public var viewController: String { setViewController ?? Self.webViewController }
  /// `animated`: default `true`.
  public var animated: Bool { setBool(Key.animated) ?? true }
  /// `historical_location`: default `false`.
  public var historicalLocation: Bool { setBool(Key.historicalLocation) ?? false }
  /// `query_string_presentation`: default `default`.
  public var queryStringPresentation: Navigation.QueryStringPresentation {
    setQueryStringPresentation ?? .default
  }

  /// Every typed accessor in docs/navigator.md §1's order: its key, its value, and whether that value is
  /// the one set (for explanations: a value that is absent or falls back comes from the default).
  public var typedValues: [TypedPropertyValue] {
    [
      TypedPropertyValue(key: Key.context, value: .string(context.rawValue), usesSetValue: setContext != nil),
      TypedPropertyValue(
        key: Key.presentation, value: .string(presentation.rawValue), usesSetValue: setPresentation != nil),
      TypedPropertyValue(
        key: Key.modalStyle, value: .string(modalStyle.rawValue), usesSetValue: setModalStyle != nil),
      typedBool(Key.pullToRefreshEnabled, pullToRefreshEnabled),
      typedBool(Key.modalDismissGestureEnabled, modalDismissGestureEnabled),
      TypedPropertyValue(
        key: Key.viewController, value: .string(viewController), usesSetValue: setViewController != nil),
      typedBool(Key.animated, animated),
      typedBool(Key.historicalLocation, historicalLocation),
      TypedPropertyValue(
        key: Key.queryStringPresentation, value: .string(queryStringPresentation.rawValue),
        usesSetValue: setQueryStringPresentation != nil),
    ]
  }

  // The values as set, `nil` when absent or not valid: each accessor is its set value or its default.
  private var setContext: Navigation.Context? { enumValue(Key.context) }
  private var setPresentation: Navigation.Presentation? { enumValue(Key.presentation) }
  private var setModalStyle: Navigation.ModalStyle? { enumValue(Key.modalStyle) }
  private var setViewController: String? { values[Key.viewController]?.stringValue }
  private var setQueryStringPresentation: Navigation.QueryStringPresentation? {
    enumValue(Key.queryStringPresentation)
  }
  private func setBool(_ key: String) -> Bool? { values[key]?.boolValue }

  private func typedBool(_ key: String, _ value: Bool) -> TypedPropertyValue {
    TypedPropertyValue(key: key, value: .bool(value), usesSetValue: setBool(key) != nil)
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
