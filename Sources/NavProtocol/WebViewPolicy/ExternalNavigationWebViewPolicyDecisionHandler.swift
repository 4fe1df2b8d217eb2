/// `external-navigation`: an activated link or a main-frame `other` navigation
/// is routed (unless its scheme is invalid); cancel.
public struct ExternalNavigationWebViewPolicyDecisionHandler: WebViewPolicyDecisionHandler {
  /// A handler.
  public init() {}

  /// ``WebViewPolicyHandlerName/externalNavigation``'s raw value, the name configurations use.
  public var name: String { WebViewPolicyHandlerName.externalNavigation.rawValue }

  /// A URL, and `linkActivated` (any frame) or main-frame `other`.
  public func matches(navigationAction: NavigationAction, configuration: NavigatorConfiguration) -> Bool {
    guard navigationAction.url != nil else { return false }
    return navigationAction.navigationType == .linkActivated
      || (navigationAction.isMainFrameNavigation && navigationAction.navigationType == .other)
  }

  /// Routes the URL unless its scheme is one of the configuration's `invalidSchemes`; cancel either way.
  public func handle(
    navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> WebViewPolicyManager.Decision {
    if let url = navigationAction.url, !configuration.isInvalidScheme(url.scheme ?? "") {
      navigator.route(url)
    }
    return .cancel
  }
}
