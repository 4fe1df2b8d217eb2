/// Whose navigation rules a client runs: Hotwire Native iOS's (docs/navigator.md §1–§4)
/// or Hotwire Native Android's (docs/android.md).
///
/// This is the wire value (`"ios"`, `"android"`); what each platform does differently is its
/// ``profile`` (``IOSProfile``, ``AndroidProfile``; docs/platforms.md).
public enum Platform: String, Sendable, Hashable, CaseIterable {
  /// Hotwire Native iOS (the default).
  case ios
  /// Hotwire Native Android.
  case android

  /// The platform of a client, a document or a command that names none: iOS.
  public static let `default`: Platform = .ios  // the default is a value of the enum, not a fact of a profile

  /// Everything this platform does differently.
  package var profile: any PlatformProfile { rulesProfile }

  /// ``profile`` with the navigation rules.
  var rulesProfile: any PlatformRulesProfile {
    switch self {  // the one place a wire value becomes its profile
    case .ios: IOSProfile()
    case .android: AndroidProfile()
    }
  }

  /// The view-controller identifier of a web screen: `"web"` on iOS, the
  /// destination `"hotwire://fragment/web"` on Android.
  public var webViewController: String { profile.webViewController }

  /// The route decision handlers asked when the configuration names none.
  public var defaultRouteDecisionHandlers: [RouteDecisionHandlerName] { profile.defaultRouteDecisionHandlers }

  /// The identifiers of web visitable screens when the configuration names none.
  public var defaultVisitableViewControllers: [String] { profile.defaultVisitableViewControllers }

  /// The identifiers of bottom-sheet dialogs when the configuration names none
  /// (iOS has no dialogs).
  public var defaultDialogViewControllers: [String] { profile.defaultDialogViewControllers }

  /// The rules routing, `pop`, `clearAll` and the back gesture follow.
  var rules: any NavigationRules { rulesProfile.rules }
}
