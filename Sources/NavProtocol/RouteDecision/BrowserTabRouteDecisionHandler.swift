#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Android's `browser-tab`: an http(s) URL on another host opens in a browser
/// Custom Tab, so the user stays in the app.
public struct BrowserTabRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  /// ``RouteDecisionHandlerName/browserTab``'s raw value, the name configurations use.
  public var name: String { RouteDecisionHandlerName.browserTab.rawValue }

  /// The scheme is `http` or `https` (case-insensitively, as Hotwire Native Android
  /// lowercases it) and the host differs from the start location's, exactly as written.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    location.isWebURL && location.androidHostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// The scheme, then the host compared as written.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    guard location.isWebURL else { return "scheme \(location.scheme ?? "(none)") is not http or https" }
    let comparison = location.hostComparisonReason(startLocation: configuration.startLocation, asWritten: true)
    return matched ? "\(comparison): open in a browser tab" : comparison
  }

  /// Cancel, opening `location` in a browser tab.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .browserTab, url: location))
  }
}
