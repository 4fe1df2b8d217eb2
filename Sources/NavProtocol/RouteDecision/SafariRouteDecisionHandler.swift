#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `safari`: an http(s) URL on another host opens in an in-app browser.
public struct SafariRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/safari``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.safari.rawValue }

  /// The scheme is exactly `http` or `https`, as written (Hotwire compares `URL.scheme` with
  /// `==`, so `HTTPS://...` is not an in-app-browser URL and falls through to
  /// `system-navigation`), and the host differs from the start location's.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    (location.scheme == "http" || location.scheme == "https")
      && location.hostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// The scheme, then the host.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    guard location.scheme == "http" || location.scheme == "https" else {
      return "scheme \(location.scheme ?? "(none)") is not http or https (compared as written)"
    }
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation)
    return matched ? "\(comparison): open in the in-app browser" : comparison
  }

  /// Cancel, opening `location` in the in-app browser.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .safari, url: location))
  }
}
