import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native Android, as navd models it (docs/android.md): every fact in which it differs
/// from ``IOSProfile``, the other file a porter reads when a release changes.
package struct AndroidProfile: PlatformRulesProfile {
  /// The profile (it holds no state).
  package init() {}

  package var platform: Platform { .android }
  package var productName: String { "Hotwire Native Android" }
  package var shortName: String { "Android" }
  // 1.3.1 = `a49cb9b` (#200, #202, #203, #205, #207 included).
  package var modelledRelease: String { "1.3.1" }
  package var otherPlatform: Platform { .ios }

  /// Upstream's `NavigatorRule` and `Navigator` (docs/android.md).
  var rules: any NavigationRules { AndroidRules() }

  // Path configuration: case-insensitive patterns over the path plus any query; a document
  // without `rules` has none; `settings` must be an object or `null` (as its JSON decoder reads).

  package var patternsIgnoreCase: Bool { true }

  /// The percent-encoded path plus `"?" + query` whenever the URL has a query; `""` for a URL that
  /// is not http(s) (Android reads the path through `java.net.URL`, which fails for other
  /// schemes). `matchQueryStrings` is ignored.
  package func subject(for url: URL, matchQueryStrings: Bool) -> String {
    url.isWebURL ? PathConfiguration.subject(for: url, matchQueryStrings: true) : ""
  }

  package var requiresRules: Bool { false }
  package var rejectsNonObjectSettings: Bool { true }

  package func typedValues(of values: JSONObject) -> [TypedPropertyValue] {
    AndroidPathProperties(values).typedValues
  }

  /// Android's accessors; no modal styles, and the dismiss gesture (not an Android key) is
  /// always enabled.
  package func wireProperties(of proposal: VisitProposal) -> ProposalWireProperties {
    let typed = proposal.androidProperties
    return ProposalWireProperties(
      context: typed.context.rawValue, presentation: typed.presentation.rawValue, viewController: typed.uri,
      modalStyle: nil, pullToRefreshEnabled: typed.pullToRefreshEnabled, modalDismissGestureEnabled: true,
      animated: typed.animated, historicalLocation: typed.historicalLocation,
      queryStringPresentation: typed.queryStringPresentation.rawValue,
      destination: ProposalWireProperties.Destination(
        uri: typed.uri, fallbackURI: typed.fallbackURI, title: typed.title))
  }

  // The checker and the schema: enum values in any case; a boolean of the wrong type crashes the
  // decoder; `view_controller`, `modal_style` and `modal_dismiss_gesture_enabled` are iOS's.

  package var typedProperties: [PathProperty] { Self.typedProperties }

  private static let typedProperties: [PathProperty] = [
    PathProperty(PathProperties.Key.context, .oneOf(Navigation.Context.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.presentation, .oneOf(AndroidPresentation.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.pullToRefreshEnabled, .boolean, wrongTypeCrashes: true),
    PathProperty(PathProperties.Key.animated, .boolean, wrongTypeCrashes: true),
    PathProperty(PathProperties.Key.historicalLocation, .boolean, wrongTypeCrashes: true),
    PathProperty(
      PathProperties.Key.queryStringPresentation, .oneOf(Navigation.QueryStringPresentation.allCases.map(\.rawValue))),
    PathProperty(AndroidPathProperties.Key.uri, .string),
    PathProperty(AndroidPathProperties.Key.fallbackURI, .string),
    PathProperty(AndroidPathProperties.Key.title, .string),
  ]

  package var valuesIgnoreCase: Bool { true }

  package var otherPlatformKeys: [String] {
    [PathProperties.Key.viewController, PathProperties.Key.modalStyle, PathProperties.Key.modalDismissGestureEnabled]
  }

  /// `uri` or `fallback_uri` in any rule (any value) makes `--platform auto` check as Android.
  package var identifyingKeys: [String] { [AndroidPathProperties.Key.uri, AndroidPathProperties.Key.fallbackURI] }
  package var pathWords: [String] { ["android"] }
  /// A Gradle module's assets (`app/src/main/assets/…`) and raw resources (`res/raw/…`).
  package var pathFolders: [[String]] { [["src", "main", "assets"], ["res", "raw"]] }
  package var neighbourMarks: [String] { ["AndroidManifest.xml", "build.gradle", "build.gradle.kts"] }
  package var ignoredPresentationValues: [String] { [] }
  /// `NavigatorRule` throws on a modal `replace_root`.
  package var refusesModalReplaceRoot: Bool { true }

  // The navigator: `hotwire://fragment/web` destinations (and the ones below them), bottom-sheet
  // dialogs, no modal styles, the adopted host kept as written.

  package var webViewController: String { AndroidPathProperties.webFragmentURI }
  package var defaultVisitableViewControllers: [String] { [webViewController] }

  /// One of `visitableViewControllers`, or a destination below one: `hotwire://fragment/web/modal`
  /// below `hotwire://fragment/web`.
  package func isVisitable(_ viewController: String, visitableViewControllers: [String]) -> Bool {
    visitableViewControllers.contains { identifier in
      viewController == identifier
        || (viewController.hasPrefix(identifier) && viewController.dropFirst(identifier.count).first == "/")
    }
  }

  package var hasDialogs: Bool { true }
  package var defaultDialogViewControllers: [String] { [AndroidPathProperties.webBottomSheetURI] }
  package var hasModalStyles: Bool { false }
  /// Android compares hosts exactly, so the adopted start location keeps the host's case.
  package func adoptableStartLocation(for url: URL) -> URL? { url.webOriginKeepingHost }
  /// `NavigatorRule`'s modal result: after dismissing the modal context the proposal is routed again.
  package var hasModalResult: Bool { true }

  // Route decision handlers: `browser-tab` instead of `safari`, and Android's own
  // `app-navigation` and `system-navigation`.

  package var routeDecisionHandlerNames: [RouteDecisionHandlerName] {
    [.appNavigation, .browserTab, .systemNavigation]
  }

  package var defaultRouteDecisionHandlers: [RouteDecisionHandlerName] {
    [.appNavigation, .browserTab, .systemNavigation]
  }
  package var inAppBrowser: ExternalNavigation.Kind { .browserTab }

  package func routeDecisionHandler(_ name: RouteDecisionHandlerName) -> any RouteDecisionHandler {
    switch name {
    case .appNavigation: AndroidAppNavigationRouteDecisionHandler()
    case .safari: SafariRouteDecisionHandler()
    case .browserTab: BrowserTabRouteDecisionHandler()
    case .systemNavigation: AndroidSystemNavigationRouteDecisionHandler()
    }
  }

  // Tabs: the bottom bar hides on modal destinations (`HotwireBottomNavigationController`
  // listens to the destination changes and hides the bar for a `modal` context), so it is hidden
  // while the modal is on top; `hideTabBarWhenPushed` is iOS's and not read. Reselection reads
  // `clearNavigationOnTabReselection` (``AndroidRules/planReselect(in:)``).

  package func tabBarVisible(mainCount: Int, presented: Bool, hideTabBarWhenPushed: Bool) -> Bool {
    !presented
  }

  // The web side: one shared WebView (`main`) that follows the back stack; proposals route as
  // they are; a cross-origin redirect's `navigator.pop()` animates as any pop.

  package var webSessionNames: [StackKind] { [.main] }
  package func webSession(visiting stack: StackKind) -> StackKind { .main }
  package func stack(shownBy name: StackKind, activeStack: StackKind) -> StackKind { activeStack }
  package var appliesRedirectRules: Bool { false }
  package var crossOriginRedirectPopAnimated: Bool { true }
  // A cold deep link: the launch intent's location becomes the start destination when its host
  // equals the start location's (`NavigatorHost.ensureDeeplinkStartLocationValid`, hotwire-native-
  // android #200 and #154; the host compared as written), so the link is the one entry with no
  // home screen beneath it (#89: "the root screen of your app will not have a back arrow");
  // any other link is dropped and the start location used.
  package func startsAtColdDeepLink(_ url: URL, startLocation: URL?) -> Bool {
    !url.androidHostDiffers(fromStartLocation: startLocation)
  }
  package var routesColdDeepLinkAfterStart: Bool { false }
}
