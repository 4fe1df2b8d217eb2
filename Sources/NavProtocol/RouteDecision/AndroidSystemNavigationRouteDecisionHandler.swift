#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Android's `system-navigation`: a URL on another host (any scheme: `mailto:`,
/// `sms:`, ...) is handed to the system with an intent.
public struct AndroidSystemNavigationRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/systemNavigation``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.systemNavigation.rawValue }

  /// The host differs from the start location's, exactly as written; a URL
  /// without a host always differs.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    location.androidHostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// The host, compared as written.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation, asWritten: true)
    return matched ? "\(comparison): hand it to the system" : comparison
  }

  /// Cancel, handing `location` to the system.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .system, url: location))
  }
}
