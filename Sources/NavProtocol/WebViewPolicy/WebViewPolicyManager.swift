/// Asks web view policy handlers in order; the first that matches decides, and
/// none matching means allow (docs/navigator.md §4).
public struct WebViewPolicyManager: Sendable {
  /// Whether the web view may perform the navigation.
  public enum Decision: String, Sendable, Hashable, CaseIterable {
    /// Let the web view navigate.
    case allow
    /// Stop the web view.
    case cancel
  }

  /// What the manager decided, and which handler decided it.
  public struct Result: Sendable, Hashable {
    /// The decision.
    public var decision: Decision
    /// The name of the handler that decided; `nil` when none matched.
    public var handler: String?

    /// A result.
    public init(decision: Decision, handler: String?) {
      self.decision = decision
      self.handler = handler
    }
  }

  /// The handlers, in the order they are asked.
  public let handlers: [any WebViewPolicyDecisionHandler]

  /// A manager asking `handlers` in order.
  public init(handlers: [any WebViewPolicyDecisionHandler]) {
    self.handlers = handlers
  }

  /// Decides `navigationAction`: the first matching handler's decision, else allow.
  public func decidePolicy(
    for navigationAction: NavigationAction, configuration: NavigatorConfiguration, navigator: any Navigating
  ) -> Result {
    for handler in handlers where handler.matches(navigationAction: navigationAction, configuration: configuration) {
      let decision = handler.handle(
        navigationAction: navigationAction, configuration: configuration, navigator: navigator)
      return Result(decision: decision, handler: handler.name)
    }
    return Result(decision: .allow, handler: nil)
  }
}
