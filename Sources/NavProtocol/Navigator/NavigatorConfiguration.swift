#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a client's navigators are configured with (docs/protocol.md §4).
public struct NavigatorConfiguration: Sendable {
  /// Whose navigation rules apply (default iOS's).
  public var platform: Platform
  /// The start location. When `nil`, `route` adopts `scheme://host[:port]/` of
  /// the first routed http(s) URL. A tab navigator uses its tab's `url` instead.
  public var startLocation: URL?
  /// The compiled path configuration (default: built-in rules only).
  public var pathConfiguration: PathConfiguration
  /// Whether path-configuration patterns see the query string (default `true`).
  public var matchQueryStrings: Bool
  /// The route decision handlers, built-in and declared, asked in this order.
  public var routeDecisionHandlers: [ConfiguredRouteDecisionHandler]
  /// The web view policy handlers, asked in this order.
  public var webViewPolicyHandlers: [WebViewPolicyHandlerName]
  /// Schemes the `external-navigation` policy never routes (compared case-insensitively).
  public var invalidSchemes: [String]
  /// View-controller identifiers whose screens are web visitables (default: the
  /// platform's web screen, `["web"]` or `["hotwire://fragment/web"]`).
  public var visitableViewControllers: [String]
  /// View-controller identifiers whose screens are bottom-sheet dialogs (Android
  /// only; default `["hotwire://fragment/web/modal/sheet"]` there, none on iOS).
  public var dialogViewControllers: [String]
  /// The tabs; empty for a client without tabs.
  public var tabs: [TabConfiguration]
  /// How the tabs load, are selected and shown (Hotwire Native 1.3's settings; defaults when unset).
  public var tabBar = TabBarConfiguration()

  /// iOS's default route decision handlers: `app-navigation`, `safari`, `system-navigation`.
  public static let defaultRouteDecisionHandlers = IOSProfile().defaultRouteDecisionHandlers
  /// The default web view policy handlers: `reload`, `new-window`, `external-navigation`, `link-activated`.
  public static let defaultWebViewPolicyHandlers = WebViewPolicyHandlerName.allCases
  /// The default invalid schemes: `about`, `data`, `file`, `javascript`.
  public static let defaultInvalidSchemes = ["about", "data", "file", "javascript"]

  /// A configuration; every argument defaults to docs/protocol.md §4's default for
  /// `platform` (`nil` stands for that default). A path configuration given
  /// should be compiled for the same platform.
  public init(
    platform: Platform = .default, startLocation: URL? = nil, pathConfiguration: PathConfiguration? = nil,
    matchQueryStrings: Bool = true, routeDecisionHandlers: [ConfiguredRouteDecisionHandler]? = nil,
    webViewPolicyHandlers: [WebViewPolicyHandlerName] = Self.defaultWebViewPolicyHandlers,
    invalidSchemes: [String] = Self.defaultInvalidSchemes, visitableViewControllers: [String]? = nil,
    dialogViewControllers: [String]? = nil, tabs: [TabConfiguration] = []
  ) {
    self.platform = platform
    self.startLocation = startLocation
    self.pathConfiguration = pathConfiguration ?? PathConfiguration(platform: platform)
    self.matchQueryStrings = matchQueryStrings
    self.routeDecisionHandlers = routeDecisionHandlers ?? platform.defaultRouteDecisionHandlers.map { .builtIn($0) }
    self.webViewPolicyHandlers = webViewPolicyHandlers
    self.invalidSchemes = invalidSchemes
    self.visitableViewControllers = visitableViewControllers ?? platform.defaultVisitableViewControllers
    self.dialogViewControllers = dialogViewControllers ?? platform.defaultDialogViewControllers
    self.tabs = tabs
  }

  /// Whether screens with identifier `viewController` are web visitables: it is
  /// one of ``visitableViewControllers`` (on Android also a destination below
  /// one: `hotwire://fragment/web/modal` below `hotwire://fragment/web`).
  public func isVisitable(_ viewController: String) -> Bool {
    platform.profile.isVisitable(viewController, visitableViewControllers: visitableViewControllers)
  }

  /// Whether screens with identifier `viewController` are bottom-sheet dialogs
  /// (one of ``dialogViewControllers``; never on iOS, whose rules have no dialogs).
  public func isDialog(_ viewController: String) -> Bool {
    platform.profile.hasDialogs && dialogViewControllers.contains(viewController)
  }

  /// Whether `scheme` is one of ``invalidSchemes`` (case-insensitively).
  public func isInvalidScheme(_ scheme: String) -> Bool {
    let lowered = scheme.lowercased()
    return invalidSchemes.contains { $0.lowercased() == lowered }
  }

  /// The router built from ``routeDecisionHandlers``, each built-in the platform's own.
  public var router: Router { Router(handlers: routeDecisionHandlers.map { $0.handler(on: platform) }) }

  /// The start location `route` adopts for `url` while there is none: its
  /// `scheme://host[:port]/` (iOS lowercases the host, Android keeps it as written).
  func adoptableStartLocation(for url: URL) -> URL? {
    platform.profile.adoptableStartLocation(for: url)
  }

  /// The policy manager built from ``webViewPolicyHandlers``.
  public var webViewPolicyManager: WebViewPolicyManager {
    WebViewPolicyManager(handlers: webViewPolicyHandlers.map(\.handler))
  }
}
