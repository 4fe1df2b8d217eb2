#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Android's `app-navigation`: a URL on the start location's host navigates in
/// the app. Hotwire Native Android compares the hosts exactly as written.
public struct AndroidAppNavigationRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/appNavigation``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.appNavigation.rawValue }

  /// The URL has a host and it equals the start location's exactly; never without a start location.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    !location.androidHostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// The host, compared as written.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation, asWritten: true)
    return matched ? "\(comparison): navigate in the app" : comparison
  }

  /// Navigate.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    .navigate
  }
}
