import LinearRegex
import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A route decision handler a configuration declares instead of naming a built-in
/// (docs/navigator.md §3.1): it matches a proposal on its URL, properties and action, and
/// decides `navigate` or `cancel`, optionally opening the URL outside the navigator.
///
/// Hotwire Native 1.3 hands each handler the whole `VisitProposal` (hotwire-native-ios #249,
/// hotwire-native-android #203; the docs: "match on the proposed visit's location, visit
/// options, or path configuration properties"); a declared handler is the declarative form
/// of an app's own `RouteDecisionHandler` that does that.
public struct DeclaredRouteDecisionHandler: RouteDecisionHandler, Hashable {
  /// Where a handler that matched opens the URL, besides its decision.
  public enum External: String, Sendable, Hashable, CaseIterable {
    /// Handed to the system (`UIApplication.open`, an Android `ACTION_VIEW` intent).
    case system
    /// The platform's in-app browser (iOS `SFSafariViewController`, Android a Custom Tab).
    case inAppBrowser
  }

  /// The handler's name (unique in its list, never a built-in's).
  public let name: String
  /// A pattern searched anywhere in the whole URL (`absoluteString`); `nil` matches every URL.
  public let url: LinearRegex?
  /// Properties the proposal must have, each equal; `nil` or empty matches any.
  public let properties: JSONObject?
  /// The proposal's action; `nil` matches any.
  public let action: VisitAction?
  /// What the handler decides when it matches.
  public let decision: Router.Decision
  /// Where it opens the URL when it matches, if anywhere.
  public let external: External?

  /// A handler; `url` is compiled already.
  public init(
    name: String, url: LinearRegex? = nil, properties: JSONObject? = nil, action: VisitAction? = nil,
    decision: Router.Decision, external: External? = nil
  ) {
    self.name = name
    self.url = url
    self.properties = properties
    self.action = action
    self.decision = decision
    self.external = external
  }

  /// Equal when declared alike (the same pattern text).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.url?.pattern == rhs.url?.pattern && lhs.properties == rhs.properties
      && lhs.action == rhs.action && lhs.decision == rhs.decision && lhs.external == rhs.external
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(url?.pattern)
    hasher.combine(action)
    hasher.combine(decision)
    hasher.combine(external)
  }

  /// The first condition `proposal` fails, `nil` when it meets them all.
  private func failedCondition(_ proposal: VisitProposal) -> String? {
    let absolute = proposal.url.absoluteString
    if let url, !url.containsMatch(in: absolute) {
      return "url \(absolute) has no match of pattern \"\(url.pattern)\""
    }
    for (key, expected) in properties ?? JSONObject() where proposal.properties[key] != expected {
      let actual = proposal.properties[key].map { JSONWriter.string(of: $0) } ?? "absent"
      return "property \(key) is \(actual), not \(JSONWriter.string(of: expected))"
    }
    if let action, proposal.options.action != action {
      return "action is \(proposal.options.action.rawValue), not \(action.rawValue)"
    }
    return nil
  }

  /// What the handler checked and found, in the order it checks.
  private func metConditions(_ proposal: VisitProposal) -> String {
    var met: [String] = []
    if let url { met.append("url \(proposal.url.absoluteString) matches pattern \"\(url.pattern)\"") }
    for (key, value) in properties ?? JSONObject() { met.append("property \(key) is \(JSONWriter.string(of: value))") }
    if let action { met.append("action is \(action.rawValue)") }
    return met.isEmpty ? "it matches every proposal" : met.joined(separator: ", ")
  }

  /// Every condition holds.
  public func matches(proposal: VisitProposal, configuration: NavigatorConfiguration) -> Bool {
    failedCondition(proposal) == nil
  }

  /// The first failed condition, or every condition met and the decision.
  public func matchReason(proposal: VisitProposal, configuration: NavigatorConfiguration, matched: Bool) -> String {
    if let failed = failedCondition(proposal) { return "declared handler \(name): \(failed)" }
    let opened = external.map { ", opening it in \($0 == .system ? "the system" : "the in-app browser")" } ?? ""
    return "declared handler \(name): \(metConditions(proposal)): \(decision.rawValue)\(opened)"
  }

  /// The declared decision, opening the URL where ``external`` says (the in-app browser is the
  /// platform's, ``PlatformProfile/inAppBrowser``).
  public func handle(proposal: VisitProposal, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    let kind = external.map {
      $0 == .system ? ExternalNavigation.Kind.system : configuration.platform.profile.inAppBrowser
    }
    return RouteHandling(decision: decision, external: kind.map { ExternalNavigation(kind: $0, url: proposal.url) })
  }

  /// A URL alone is a proposal with default options and no properties.
  public func matches(location: URL, configuration: NavigatorConfiguration) -> Bool {
    matches(proposal: VisitProposal(url: location), configuration: configuration)
  }

  /// As for a proposal of `location` alone.
  public func handle(location: URL, configuration: NavigatorConfiguration, navigator: any Navigating)
    -> RouteHandling
  {
    handle(proposal: VisitProposal(url: location), configuration: configuration, navigator: navigator)
  }

  /// As for a proposal of `location` alone.
  public func matchReason(location: URL, configuration: NavigatorConfiguration, matched: Bool) -> String {
    matchReason(proposal: VisitProposal(url: location), configuration: configuration, matched: matched)
  }
}
