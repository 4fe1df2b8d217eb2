/// The route decision handlers a configuration can name (the registry a
/// configuration's names are validated against).
public enum RouteDecisionHandlerName: String, Sendable, Hashable, CaseIterable {
  /// ``AppNavigationRouteDecisionHandler``
  case appNavigation = "app-navigation"
  /// ``SafariRouteDecisionHandler``
  case safari
  /// ``SystemNavigationRouteDecisionHandler``
  case systemNavigation = "system-navigation"

  /// The handler this name stands for.
  public var handler: any RouteDecisionHandler {
    switch self {
    case .appNavigation: AppNavigationRouteDecisionHandler()
    case .safari: SafariRouteDecisionHandler()
    case .systemNavigation: SystemNavigationRouteDecisionHandler()
    }
  }
}
