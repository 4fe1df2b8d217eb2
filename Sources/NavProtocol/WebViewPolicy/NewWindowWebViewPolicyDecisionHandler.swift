/// `new-window`: a link opening a new window (or a subframe) is routed instead; cancel.
public struct NewWindowWebViewPolicyDecisionHandler: WebViewPolicyDecisionHandler {
  /// A handler.
  public init() {}

  /// ``WebViewPolicyHandlerName/newWindow``'s raw value, the name configurations use.
  public var name: String { WebViewPolicyHandlerName.newWindow.rawValue }

  /// `linkActivated` with a URL, and a target frame that is absent or a subframe.
  public func matches(navigationAction: NavigationAction, configuration: NavigatorConfiguration) -> Bool {
    navigationAction.url != nil && navigationAction.navigationType == .linkActivated
      && !navigationAction.isMainFrameNavigation
  }

  /// Routes the URL; cancel.
  public func handle(
    navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> WebViewPolicyManager.Decision {
    if let url = navigationAction.url { navigator.route(url) }
    return .cancel
  }
}
