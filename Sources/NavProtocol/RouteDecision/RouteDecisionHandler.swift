#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decides whether a URL navigates in the app (seed 000: depends on
/// ``Navigating``, not on a concrete navigator).
///
/// Since Hotwire Native 1.3 a handler sees the whole proposal (hotwire-native-ios #249,
/// `Routing/RouteDecisionHandler.swift` `matches(proposal:configuration:)`; hotwire-native-android
/// #203, `RouteDecisionHandler.kt` `matches(proposal, configuration)`): the router asks the
/// `proposal` requirements, which the built-ins answer from the proposal's URL alone.
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
  /// Whether this handler decides `proposal` (its URL, options and properties).
  func matches(proposal: VisitProposal, configuration: NavigatorConfiguration) -> Bool
  /// Decides `proposal` (only called when ``matches(proposal:configuration:)`` holds).
  func handle(proposal: VisitProposal, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  /// Why ``matches(proposal:configuration:)`` gave `matched`, for people (explanations only).
  func matchReason(proposal: VisitProposal, configuration: NavigatorConfiguration, matched: Bool) -> String
}

extension RouteDecisionHandler {
  /// The built-ins look at the URL only.
  public func matches(proposal: VisitProposal, configuration: NavigatorConfiguration) -> Bool {
    matches(location: proposal.url, configuration: configuration)
  }

  /// The built-ins decide on the URL only.
  public func handle(proposal: VisitProposal, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    handle(location: proposal.url, configuration: configuration, navigator: navigator)
  }

  /// The built-ins' reason is about the URL.
  public func matchReason(proposal: VisitProposal, configuration: NavigatorConfiguration, matched: Bool) -> String {
    matchReason(location: proposal.url, configuration: configuration, matched: matched)
  }
}

extension RouteDecisionHandler {
  /// A handler that does not say why: that it matched or not.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    matched ? "\(name) matched" : "\(name) did not match"
  }
}
