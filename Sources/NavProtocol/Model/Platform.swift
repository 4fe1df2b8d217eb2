/// Whose navigation rules a client runs: Hotwire Native iOS's (docs/navigator.md §1–§4)
/// or Hotwire Native Android's (docs/android.md).
public enum Platform: String, Sendable, Hashable, CaseIterable {
  /// Hotwire Native iOS (the default).
  case ios
  /// Hotwire Native Android.
  case android

  /// The view-controller identifier of a web screen: `"web"` on iOS, the
  /// destination `"hotwire://fragment/web"` on Android.
  public var webViewController: String {
    switch self {
    case .ios: PathProperties.webViewController
    case .android: AndroidPathProperties.webFragmentURI
    }
  }

  /// The route decision handlers asked when the configuration names none.
  public var defaultRouteDecisionHandlers: [RouteDecisionHandlerName] {
    switch self {
    case .ios: [.appNavigation, .safari, .systemNavigation]
    case .android: [.appNavigation, .browserTab, .systemNavigation]
    }
  }

  /// The identifiers of web visitable screens when the configuration names none.
  public var defaultVisitableViewControllers: [String] { [webViewController] }

  /// The identifiers of bottom-sheet dialogs when the configuration names none
  /// (iOS has no dialogs).
  public var defaultDialogViewControllers: [String] {
    switch self {
    case .ios: []
    case .android: [AndroidPathProperties.webBottomSheetURI]
    }
  }

  /// The rules routing, `pop`, `clearAll` and the back gesture follow.
  var rules: any NavigationRules {
    switch self {
    case .ios: IOSRules()
    case .android: AndroidRules()
    }
  }
}
