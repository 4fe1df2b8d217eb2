#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decides whether a URL navigates in the app (seed 000: depends on
/// ``Navigating``, not on a concrete navigator).
public protocol RouteDecisionHandler: Sendable {
  /// The handler's configuration name, like `"app-navigation"`.
  var name: String { get }
  /// Whether this handler decides `location`. `configuration.startLocation` is
  /// the navigator's effective start location (adopted, or its tab's `url`).
  func matches(location: URL, configuration: NavigatorConfiguration) -> Bool
  /// Decides `location` (only called when ``matches(location:configuration:)`` holds).
  func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating) -> RouteHandling
  /// Why ``matches(location:configuration:)`` gave `matched`, for people (explanations only).
  func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String
}

extension RouteDecisionHandler {
  /// A handler that does not say why: that it matched or not.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    matched ? "\(name) matched" : "\(name) did not match"
  }
}
