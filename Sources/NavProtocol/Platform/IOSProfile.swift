import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native iOS, as navd models it (docs/navigator.md): every fact in which it differs from
/// ``AndroidProfile``, the other file a porter reads when a release changes.
package struct IOSProfile: PlatformRulesProfile {
  /// The profile (it holds no state).
  package init() {}

  package var platform: Platform { .ios }
  package var productName: String { "Hotwire Native iOS" }
  package var shortName: String { "iOS" }
  // 1.3.1 (the tag; 1.3.0's docs are hotwire-native-site #105), with #246, #248, #249, #250/#252.
  package var modelledRelease: String { "1.3.1" }
  package var otherPlatform: Platform { .android }

  /// The presentation table with push-or-replace (docs/navigator.md §3.4–§3.5).
  var rules: any NavigationRules { IOSRules() }

  // Path configuration: case-sensitive patterns over the path, plus the query when the client
  // matches query strings; `rules` is required; `settings` that is not an object reads as none.

  package var patternsIgnoreCase: Bool { false }

  package func subject(for url: URL, matchQueryStrings: Bool) -> String {
    PathConfiguration.subject(for: url, matchQueryStrings: matchQueryStrings)
  }

  package var requiresRules: Bool { true }
  package var rejectsNonObjectSettings: Bool { false }

  package func typedValues(of values: JSONObject) -> [TypedPropertyValue] { PathProperties(values).typedValues }

  package func wireProperties(of proposal: VisitProposal) -> ProposalWireProperties {
    let typed = proposal.pathProperties
    return ProposalWireProperties(
      context: typed.context.rawValue, presentation: typed.presentation.rawValue,
      viewController: typed.viewController, modalStyle: typed.modalStyle.rawValue,
      pullToRefreshEnabled: typed.pullToRefreshEnabled, modalDismissGestureEnabled: typed.modalDismissGestureEnabled,
      animated: typed.animated, historicalLocation: typed.historicalLocation,
      queryStringPresentation: typed.queryStringPresentation.rawValue, destination: nil)
  }

  // The checker and the schema: enum values are exact; `uri` and `fallback_uri` are Android's.

  package var typedProperties: [PathProperty] { Self.typedProperties }

  private static let typedProperties: [PathProperty] = [
    PathProperty(PathProperties.Key.context, .oneOf(Navigation.Context.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.presentation, .oneOf(Navigation.Presentation.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.modalStyle, .oneOf(Navigation.ModalStyle.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.pullToRefreshEnabled, .boolean),
    PathProperty(PathProperties.Key.modalDismissGestureEnabled, .boolean),
    PathProperty(PathProperties.Key.viewController, .string),
    PathProperty(PathProperties.Key.animated, .boolean),
    PathProperty(PathProperties.Key.historicalLocation, .boolean),
    PathProperty(
      PathProperties.Key.queryStringPresentation, .oneOf(Navigation.QueryStringPresentation.allCases.map(\.rawValue))),
  ]

  package var valuesIgnoreCase: Bool { false }
  package var otherPlatformKeys: [String] { [AndroidPathProperties.Key.uri, AndroidPathProperties.Key.fallbackURI] }
  /// None: iOS is the platform a document without another platform's keys is checked as.
  package var identifyingKeys: [String] { [] }
  package var pathWords: [String] { ["ios", "iphone", "ipad", "ipados"] }
  /// An Xcode project's `Resources` folder.
  package var pathFolders: [[String]] { [["Resources"]] }
  package var neighbourMarks: [String] { [".xcodeproj", ".xcworkspace", "Info.plist"] }
  /// Android's `push`: iOS pushes by default.
  package var ignoredPresentationValues: [String] { [AndroidPresentation.push.rawValue] }
  package var refusesModalReplaceRoot: Bool { false }

  // The navigator: `"web"` screens, no dialogs, modal styles, a lowercased adopted host.

  package var webViewController: String { PathProperties.webViewController }
  package var defaultVisitableViewControllers: [String] { [webViewController] }

  package func isVisitable(_ viewController: String, visitableViewControllers: [String]) -> Bool {
    visitableViewControllers.contains(viewController)
  }

  package var hasDialogs: Bool { false }
  package var defaultDialogViewControllers: [String] { [] }
  package var hasModalStyles: Bool { true }
  package func adoptableStartLocation(for url: URL) -> URL? { url.webOrigin }
  package var hasModalResult: Bool { false }

  // Route decision handlers: `safari` instead of `browser-tab`.

  package var routeDecisionHandlerNames: [RouteDecisionHandlerName] { [.appNavigation, .safari, .systemNavigation] }
  package var defaultRouteDecisionHandlers: [RouteDecisionHandlerName] { [.appNavigation, .safari, .systemNavigation] }
  package var inAppBrowser: ExternalNavigation.Kind { .safari }

  package func routeDecisionHandler(_ name: RouteDecisionHandlerName) -> any RouteDecisionHandler {
    switch name {
    case .appNavigation: AppNavigationRouteDecisionHandler()
    case .safari: SafariRouteDecisionHandler()
    case .browserTab: BrowserTabRouteDecisionHandler()
    case .systemNavigation: SystemNavigationRouteDecisionHandler()
    }
  }

  // Tabs: `hideTabBarWhenPushed` (`HotwireNavigationController`: a pushed screen, or a
  // `setViewControllers` past index 0, sets `hidesBottomBarWhenPushed`) hides the bar while main
  // holds more than its root; a presented modal does not change it. Reselection always pops to the
  // root (UIKit's `UITabBarController`; ``IOSRules/planReselect(in:)``), so
  // `clearNavigationOnTabReselection` is not read.

  package func tabBarVisible(mainCount: Int, presented: Bool, hideTabBarWhenPushed: Bool) -> Bool {
    !(hideTabBarWhenPushed && mainCount > 1)
  }

  // The web side: a session per stack (`session` and `modalSession`), the redirect rules of
  // `session(_:didProposeVisit:)` (PRs #251/#261), a cross-origin redirect pops without animation.

  package var webSessionNames: [StackKind] { [.main, .modal] }
  package func webSession(visiting stack: StackKind) -> StackKind { stack }
  package func stack(shownBy name: StackKind, activeStack: StackKind) -> StackKind { name }
  package var appliesRedirectRules: Bool { true }
  package var crossOriginRedirectPopAnimated: Bool { false }
  // A cold deep link: the app starts its navigator, then passes the link to it ("No changes are
  // needed to Hotwire Native to handle deep links. You need to pass the deep linked URL to your
  // `Navigator`", hotwire-native-ios #68): the start location, then the link routed on top.
  package func startsAtColdDeepLink(_ url: URL, startLocation: URL?) -> Bool { false }
  package var routesColdDeepLinkAfterStart: Bool { true }
}
