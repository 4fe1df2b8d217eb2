#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `safari`: an http(s) URL on another host opens in an in-app browser.
public struct SafariRouteDecisionHandler: RouteDecisionHandler {
  /// A handler.
  public init() {}

  public var name: String { RouteDecisionHandlerName.safari.rawValue }

  /// The scheme is `http`/`https` and the host differs from the start location's.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    location.isWebURL && location.hostDiffers(fromStartLocation: configuration.startLocation)
  }

  /// Cancel, opening `location` in the in-app browser.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .safari, url: location))
  }
}
