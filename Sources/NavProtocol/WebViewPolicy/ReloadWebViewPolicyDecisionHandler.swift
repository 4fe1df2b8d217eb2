/// `reload`: a main-frame reload reloads the navigator instead; cancel.
public struct ReloadWebViewPolicyDecisionHandler: WebViewPolicyDecisionHandler {
  /// A handler.
  public init() {}

  /// ``WebViewPolicyHandlerName/reload``'s raw value, the name configurations use.
  public var name: String { WebViewPolicyHandlerName.reload.rawValue }

  /// A main-frame `reload`.
  public func matches(navigationAction: NavigationAction, configuration: NavigatorConfiguration) -> Bool {
    navigationAction.navigationType == .reload && navigationAction.isMainFrameNavigation
  }

  /// Reloads the navigator; cancel.
  public func handle(
    navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> WebViewPolicyManager.Decision {
    navigator.reload()
    return .cancel
  }
}
