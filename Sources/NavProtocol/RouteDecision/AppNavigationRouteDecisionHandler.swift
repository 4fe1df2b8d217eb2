#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `app-navigation`: a URL on the start location's host navigates in the app.
public struct AppNavigationRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/appNavigation``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.appNavigation.rawValue }

  /// The host equals the start location's, case-insensitively; never without a start location.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    guard configuration.startLocation != nil else { return false }
    return !location.hostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// Whether the host is the start location's.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    guard configuration.startLocation != nil else {
      return "there is no start location yet, so no URL is the app's (route adopts one; router/decide does not)"
    }
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation)
    return matched ? "\(comparison): navigate in the app" : comparison
  }

  /// Navigate.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    .navigate
  }
}
