/// What the web view policy decided, and what its handler did to the navigator.
public struct PolicyOutcome: Sendable, Hashable {
  /// Allow or cancel the web view's navigation.
  public var decision: WebViewPolicyManager.Decision
  /// The handler that decided; `nil` when none matched.
  public var handler: String?
  /// The route the handler made, if any.
  public var route: RouteOutcome?
  /// The reload the handler made, if any.
  public var reload: NavigationOutcome?

  /// An outcome.
  public init(
    decision: WebViewPolicyManager.Decision, handler: String?, route: RouteOutcome? = nil,
    reload: NavigationOutcome? = nil
  ) {
    self.decision = decision
    self.handler = handler
    self.route = route
    self.reload = reload
  }
}
