/// The route decision handlers a configuration can name (the registry a
/// configuration's names are validated against). `app-navigation` and
/// `system-navigation` exist on both platforms, each with the platform's own
/// handler; `safari` is iOS's and `browser-tab` Android's.
public enum RouteDecisionHandlerName: String, Sendable, Hashable, CaseIterable {
  /// ``AppNavigationRouteDecisionHandler`` (iOS), ``AndroidAppNavigationRouteDecisionHandler`` (Android)
  case appNavigation = "app-navigation"
  /// ``SafariRouteDecisionHandler`` (iOS only)
  case safari
  /// ``BrowserTabRouteDecisionHandler`` (Android only)
  case browserTab = "browser-tab"
  /// ``SystemNavigationRouteDecisionHandler`` (iOS), ``AndroidSystemNavigationRouteDecisionHandler`` (Android)
  case systemNavigation = "system-navigation"

  /// The platforms that have this handler.
  public var platforms: [Platform] {
    Platform.allCases.filter { $0.profile.routeDecisionHandlerNames.contains(self) }
  }

  /// The names `platform` has, in declaration order.
  public static func names(on platform: Platform) -> [RouteDecisionHandlerName] {
    let names = platform.profile.routeDecisionHandlerNames
    return allCases.filter(names.contains)
  }

  /// The handler this name stands for on the first platform that has it.
  public var handler: any RouteDecisionHandler { handler(on: platforms[0]) }

  /// The handler this name stands for on `platform` (a name the platform lacks
  /// gives the handler of the platform that has it).
  public func handler(on platform: Platform) -> any RouteDecisionHandler {
    platform.profile.routeDecisionHandler(self)
  }
}
