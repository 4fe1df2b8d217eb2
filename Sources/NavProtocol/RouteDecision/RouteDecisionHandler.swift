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
}

/// What a route decision handler decided, and what it handed to the outside world.
public struct RouteHandling: Sendable, Hashable {
  /// Navigate in the app, or cancel.
  public var decision: Router.Decision
  /// The URL the handler opened outside the navigator, if any.
  public var external: ExternalNavigation?

  /// A decision with an optional external opening.
  public init(decision: Router.Decision, external: ExternalNavigation? = nil) {
    self.decision = decision
    self.external = external
  }

  /// Navigate in the app.
  public static let navigate = RouteHandling(decision: .navigate)
  /// Cancel; nothing is opened.
  public static let cancel = RouteHandling(decision: .cancel)
}

/// A URL a route decision handler opened outside the navigator.
public struct ExternalNavigation: Sendable, Hashable {
  /// Where it was opened.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An in-app browser (`SFSafariViewController`).
    case safari
    /// Handed to the system (`UIApplication.open`).
    case system
  }

  /// Where it was opened.
  public var kind: Kind
  /// The URL opened.
  public var url: URL

  /// An external opening of `url` by `kind`.
  public init(kind: Kind, url: URL) {
    self.kind = kind
    self.url = url
  }
}

extension URL {
  /// Whether this URL's host differs from the start location's (compared
  /// case-insensitively); with no start location every host differs.
  func hostDiffers(fromStartLocation startLocation: URL?) -> Bool {
    guard let startLocation else { return true }
    return comparableHost != startLocation.comparableHost
  }
}
