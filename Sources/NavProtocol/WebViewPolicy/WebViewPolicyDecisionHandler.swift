/// Decides whether the web view may perform a navigation (seed 000: depends on
/// ``Navigating``, not on a concrete navigator).
public protocol WebViewPolicyDecisionHandler: Sendable {
  /// The handler's configuration name, like `"reload"`.
  var name: String { get }
  /// Whether this handler decides `navigationAction`.
  func matches(navigationAction: NavigationAction, configuration: NavigatorConfiguration) -> Bool
  /// Decides `navigationAction`, acting on `navigator` as needed (only called when it matches).
  func handle(
    navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> WebViewPolicyManager.Decision
}
