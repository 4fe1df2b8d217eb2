#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a client's navigators are configured with (PROTOCOL.md §4).
public struct NavigatorConfiguration: Sendable {
  /// The start location. When `nil`, `route` adopts `scheme://host[:port]/` of
  /// the first routed http(s) URL. A tab navigator uses its tab's `url` instead.
  public var startLocation: URL?
  /// The compiled path configuration (default: built-in rules only).
  public var pathConfiguration: PathConfiguration
  /// Whether path-configuration patterns see the query string (default `true`).
  public var matchQueryStrings: Bool
  /// The route decision handlers, asked in this order.
  public var routeDecisionHandlers: [RouteDecisionHandlerName]
  /// The web view policy handlers, asked in this order.
  public var webViewPolicyHandlers: [WebViewPolicyHandlerName]
  /// Schemes the `external-navigation` policy never routes (compared case-insensitively).
  public var invalidSchemes: [String]
  /// View-controller identifiers whose screens are web visitables (default `["web"]`).
  public var visitableViewControllers: [String]
  /// The tabs; empty for a client without tabs.
  public var tabs: [TabConfiguration]

  /// The default route decision handlers: `app-navigation`, `safari`, `system-navigation`.
  public static let defaultRouteDecisionHandlers = RouteDecisionHandlerName.allCases
  /// The default web view policy handlers: `reload`, `new-window`, `external-navigation`, `link-activated`.
  public static let defaultWebViewPolicyHandlers = WebViewPolicyHandlerName.allCases
  /// The default invalid schemes: `about`, `data`, `file`, `javascript`.
  public static let defaultInvalidSchemes = ["about", "data", "file", "javascript"]

  /// A configuration; every argument defaults to PROTOCOL.md §4's default.
  public init(
    startLocation: URL? = nil, pathConfiguration: PathConfiguration = PathConfiguration(),
    matchQueryStrings: Bool = true,
    routeDecisionHandlers: [RouteDecisionHandlerName] = Self.defaultRouteDecisionHandlers,
    webViewPolicyHandlers: [WebViewPolicyHandlerName] = Self.defaultWebViewPolicyHandlers,
    invalidSchemes: [String] = Self.defaultInvalidSchemes,
    visitableViewControllers: [String] = [PathProperties.webViewController], tabs: [TabConfiguration] = []
  ) {
    self.startLocation = startLocation
    self.pathConfiguration = pathConfiguration
    self.matchQueryStrings = matchQueryStrings
    self.routeDecisionHandlers = routeDecisionHandlers
    self.webViewPolicyHandlers = webViewPolicyHandlers
    self.invalidSchemes = invalidSchemes
    self.visitableViewControllers = visitableViewControllers
    self.tabs = tabs
  }

  /// Whether screens with identifier `viewController` are web visitables.
  public func isVisitable(_ viewController: String) -> Bool {
    visitableViewControllers.contains(viewController)
  }

  /// Whether `scheme` is one of ``invalidSchemes`` (case-insensitively).
  public func isInvalidScheme(_ scheme: String) -> Bool {
    let lowered = scheme.lowercased()
    return invalidSchemes.contains { $0.lowercased() == lowered }
  }

  /// The router built from ``routeDecisionHandlers``.
  public var router: Router { Router(handlers: routeDecisionHandlers.map(\.handler)) }

  /// The policy manager built from ``webViewPolicyHandlers``.
  public var webViewPolicyManager: WebViewPolicyManager {
    WebViewPolicyManager(handlers: webViewPolicyHandlers.map(\.handler))
  }
}
