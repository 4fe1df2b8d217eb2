/// One entry of a configuration's `routeDecisionHandlers`: a built-in handler by name, or a
/// handler the configuration declares (docs/navigator.md §3.1). The list is asked in order.
public enum ConfiguredRouteDecisionHandler: Sendable, Hashable {
  /// A built-in, the platform's own handler of that name.
  case builtIn(RouteDecisionHandlerName)
  /// A declared handler.
  case declared(DeclaredRouteDecisionHandler)

  /// `app-navigation`.
  public static let appNavigation = Self.builtIn(.appNavigation)
  /// `safari` (iOS).
  public static let safari = Self.builtIn(.safari)
  /// `browser-tab` (Android).
  public static let browserTab = Self.builtIn(.browserTab)
  /// `system-navigation`.
  public static let systemNavigation = Self.builtIn(.systemNavigation)

  /// The handler asked on `platform`.
  public func handler(on platform: Platform) -> any RouteDecisionHandler {
    switch self {
    case .builtIn(let name): name.handler(on: platform)
    case .declared(let handler): handler
    }
  }

  /// The handler's name in the configuration.
  public var name: String {
    switch self {
    case .builtIn(let name): name.rawValue
    case .declared(let handler): handler.name
    }
  }
}
