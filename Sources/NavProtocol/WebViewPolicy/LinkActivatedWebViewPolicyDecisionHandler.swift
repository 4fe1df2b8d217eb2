/// `link-activated`: a main-frame activated link is cancelled.
public struct LinkActivatedWebViewPolicyDecisionHandler: WebViewPolicyDecisionHandler {
  /// A handler.
  public init() {}

  /// ``WebViewPolicyHandlerName/linkActivated``'s raw value, the name configurations use.
  public var name: String { WebViewPolicyHandlerName.linkActivated.rawValue }

  /// A main-frame `linkActivated`.
  public func matches(navigationAction: NavigationAction, configuration: NavigatorConfiguration) -> Bool {
    navigationAction.navigationType == .linkActivated && navigationAction.isMainFrameNavigation
  }

  /// Cancel; nothing is routed.
  public func handle(
    navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> WebViewPolicyManager.Decision {
    .cancel
  }
}
