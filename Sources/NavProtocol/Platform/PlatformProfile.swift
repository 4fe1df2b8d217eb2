import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything navd knows about how one Hotwire Native platform differs from the other, in one
/// value: ``IOSProfile`` and ``AndroidProfile`` (docs/platforms.md). ``Platform`` is the wire
/// value that picks one (``Platform/profile``); code that needs a platform's fact asks its
/// profile instead of switching on the platform.
///
/// The navigation rules themselves (``IOSRules``, ``AndroidRules``) are internal to the
/// navigator, so they are reached through ``PlatformRulesProfile``.
package protocol PlatformProfile: Sendable {
  // Identity.

  /// The wire value this profile belongs to.
  var platform: Platform { get }
  /// `Hotwire Native iOS`, `Hotwire Native Android`, as the checker's messages name the platform.
  var productName: String { get }
  /// `iOS`, `Android`: the product's name after "Hotwire Native".
  var shortName: String { get }
  /// The Hotwire Native release navd models (``NavdVersion/modelledHotwireNative``).
  var modelledRelease: String { get }
  /// The platform whose keys and values this one ignores (the checker's `otherPlatformKey`).
  var otherPlatform: Platform { get }

  // Path configuration.

  /// Whether path-configuration patterns are searched ignoring case.
  var patternsIgnoreCase: Bool { get }
  /// The text the patterns are searched in for `url` (`matchQueryStrings` is the client's setting).
  func subject(for url: URL, matchQueryStrings: Bool) -> String
  /// Whether a path-configuration document must have `rules` (otherwise it is read as having none).
  var requiresRules: Bool { get }
  /// Whether `settings` that is neither an object nor `null` is a shape problem (otherwise it is
  /// read as no settings).
  var rejectsNonObjectSettings: Bool { get }
  /// What this platform's typed accessors read from `values` (for explanations).
  func typedValues(of values: JSONObject) -> [TypedPropertyValue]
  /// A proposal's properties as this platform's typed accessors read them: what the wire form of
  /// a proposal shows (docs/protocol.md §5).
  func wireProperties(of proposal: VisitProposal) -> ProposalWireProperties

  // The checker and the schema.

  /// The typed properties, in the order the documentation lists them (the checker's and
  /// `navd schema`'s one table).
  var typedProperties: [PathProperty] { get }
  /// Whether enum values are compared ignoring case.
  var valuesIgnoreCase: Bool { get }
  /// The keys only the other platform reads, which this one ignores (their values are not checked).
  var otherPlatformKeys: [String] { get }
  /// Keys whose presence in any rule marks a document as this platform's when `navd check`
  /// decides the platform (`--platform auto`); empty for the default platform.
  var identifyingKeys: [String] { get }
  /// Words that name this platform in a file's path (`ios` in `configurations/ios_v1.json`),
  /// lowercased; `navd check --platform auto` reads the path before the keys.
  var pathWords: [String] { get }
  /// Runs of folder names only this platform's projects have (`src`, `main`, `assets`), matched
  /// exactly against a file's directories.
  var pathFolders: [[String]] { get }
  /// Endings of file names that, beside the file or in a folder above it, mark this platform's
  /// project (`.xcodeproj`, `AndroidManifest.xml`).
  var neighbourMarks: [String] { get }
  /// `presentation` values of the other platform that this one does not read (`legacyValue`,
  /// fixed by removing the key).
  var ignoredPresentationValues: [String] { get }
  /// Whether a rule that sets `"context": "modal"` with `"presentation": "replace_root"` is
  /// refused by throwing (the checker's `modalReplaceRoot`).
  var refusesModalReplaceRoot: Bool { get }

  // The navigator.

  /// The view-controller identifier of a web screen.
  var webViewController: String { get }
  /// The identifiers of web visitable screens when the configuration names none.
  var defaultVisitableViewControllers: [String] { get }
  /// Whether screens with identifier `viewController` are web visitables, given the
  /// configuration's `visitableViewControllers`.
  func isVisitable(_ viewController: String, visitableViewControllers: [String]) -> Bool
  /// Whether the platform has bottom-sheet dialogs (``NavigationEntry/isDialog``, the state
  /// export's `dialog` member).
  var hasDialogs: Bool { get }
  /// The identifiers of bottom-sheet dialogs when the configuration names none.
  var defaultDialogViewControllers: [String] { get }
  /// Whether the platform has modal styles (`modal_style`); without them a state import drops
  /// the requested one and a proposal's wire `modalStyle` is `null`.
  var hasModalStyles: Bool { get }
  /// The start location `route` adopts for `url` while there is none (the origin rule).
  func adoptableStartLocation(for url: URL) -> URL?
  /// Whether the rules may route a second time after dismissing a modal (a modal result), so an
  /// explanation of `route` carries `modalResult` (docs/protocol.md §10).
  var hasModalResult: Bool { get }

  // Tabs (docs/navigator.md, "Tabs").

  /// Whether the tab bar is on screen while the active tab's main stack has `mainCount` entries
  /// and the modal is `presented`, given the configuration's `hideTabBarWhenPushed`.
  func tabBarVisible(mainCount: Int, presented: Bool, hideTabBarWhenPushed: Bool) -> Bool

  // The web side (docs/web-side.md).

  /// The navigator's web sessions, in the order State lists them (iOS `main` and `modal`,
  /// Android `main`).
  var webSessionNames: [StackKind] { get }
  /// The session that visits the entries of `stack`.
  func webSession(visiting stack: StackKind) -> StackKind
  /// The stack whose top the session `name` shows while `activeStack` is on screen (iOS: the
  /// session's own stack; Android's one web view follows the back stack).
  func stack(shownBy name: StackKind, activeStack: StackKind) -> StackKind
  /// Whether a redirected proposal first applies Hotwire iOS's redirect rules (dismiss or pop
  /// when it crosses the default/modal boundary) before it is routed.
  var appliesRedirectRules: Bool { get }
  /// Whether the pop before a cross-origin redirect's route is animated.
  var crossOriginRedirectPopAnimated: Bool { get }
  /// Whether a cold deep link to `url` becomes the start destination itself (the one entry)
  /// instead of being routed on top of the start location, or ignored.
  func startsAtColdDeepLink(_ url: URL, startLocation: URL?) -> Bool
  /// Whether a cold deep link this platform does not start at is routed on top of the start
  /// location (else it is ignored).
  var routesColdDeepLinkAfterStart: Bool { get }

  // Route decision handlers.

  /// The route decision handler names this platform has, in declaration order.
  var routeDecisionHandlerNames: [RouteDecisionHandlerName] { get }
  /// The route decision handlers asked when the configuration names none.
  var defaultRouteDecisionHandlers: [RouteDecisionHandlerName] { get }
  /// The handler `name` stands for on this platform (a name the platform lacks gives the handler
  /// of the platform that has it).
  func routeDecisionHandler(_ name: RouteDecisionHandlerName) -> any RouteDecisionHandler
  /// Where a declared handler's `external: "inAppBrowser"` opens a URL: what the platform's
  /// in-app-browser built-in (`safari`, `browser-tab`) opens.
  var inAppBrowser: ExternalNavigation.Kind { get }
}

extension PlatformProfile {
  /// The typed property `key`, if it is one.
  package func typedProperty(_ key: String) -> PathProperty? {
    typedProperties.first { $0.key == key }
  }
}
