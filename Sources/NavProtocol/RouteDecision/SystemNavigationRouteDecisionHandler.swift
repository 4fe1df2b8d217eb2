#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `system-navigation`: a URL on another host (any scheme: `mailto:`, `sms:`, ...)
/// is handed to the system.
public struct SystemNavigationRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/systemNavigation``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.systemNavigation.rawValue }

  /// The host differs from the start location's (a URL without a host differs from one with a host).
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    location.hostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// The host.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation)
    return matched ? "\(comparison): hand it to the system" : comparison
  }

  /// Cancel, handing `location` to the system.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .system, url: location))
  }
}
