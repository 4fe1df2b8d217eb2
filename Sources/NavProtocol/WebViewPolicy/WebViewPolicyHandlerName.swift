/// The web view policy handlers a configuration can name (the registry a
/// configuration's names are validated against).
public enum WebViewPolicyHandlerName: String, Sendable, Hashable, CaseIterable {
  /// ``ReloadWebViewPolicyDecisionHandler``
  case reload
  /// ``NewWindowWebViewPolicyDecisionHandler``
  case newWindow = "new-window"
  /// ``ExternalNavigationWebViewPolicyDecisionHandler``
  case externalNavigation = "external-navigation"
  /// ``LinkActivatedWebViewPolicyDecisionHandler``
  case linkActivated = "link-activated"

  /// The handler this name stands for.
  public var handler: any WebViewPolicyDecisionHandler {
    switch self {
    case .reload: ReloadWebViewPolicyDecisionHandler()
    case .newWindow: NewWindowWebViewPolicyDecisionHandler()
    case .externalNavigation: ExternalNavigationWebViewPolicyDecisionHandler()
    case .linkActivated: LinkActivatedWebViewPolicyDecisionHandler()
    }
  }
}
