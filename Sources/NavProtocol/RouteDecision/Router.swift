#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks route decision handlers in order; the first that matches decides, and
/// none matching means cancel (docs/navigator.md §3.1).
public struct Router: Sendable {
  /// Whether a URL navigates in the app.
  public enum Decision: String, Sendable, Hashable, CaseIterable {
    /// Route it through the navigator.
    case navigate
    /// Do nothing in the navigator.
    case cancel
  }

  /// What the router decided, and which handler decided it.
  public struct Result: Sendable, Hashable {
    /// The decision.
    public var decision: Decision
    /// The name of the handler that decided; `nil` when none matched.
    public var handler: String?
    /// What the handler opened outside the navigator, if anything.
    public var external: ExternalNavigation?

    /// A result.
    public init(decision: Decision, handler: String?, external: ExternalNavigation? = nil) {
      self.decision = decision
      self.handler = handler
      self.external = external
    }
  }

  /// The handlers, in the order they are asked.
  public let handlers: [any RouteDecisionHandler]

  /// A router asking `handlers` in order.
  public init(handlers: [any RouteDecisionHandler]) {
    self.handlers = handlers
  }

  /// Decides `location` as a proposal with no options or properties (``decideRoute(for:configuration:navigator:trace:)``
  /// with `VisitProposal(url: location)`).
  public func decideRoute(
    for location: URL, configuration: NavigatorConfiguration, navigator: any Navigating,
    trace: DecisionTrace? = nil
  ) -> Result {
    decideRoute(for: VisitProposal(url: location), configuration: configuration, navigator: navigator, trace: trace)
  }

  /// Decides `proposal`: the first matching handler's decision, else cancel (hotwire-native-ios
  /// #249 `Router.decideRoute(for proposal:)`). Each handler asked is recorded into `trace`.
  public func decideRoute(
    for proposal: VisitProposal, configuration: NavigatorConfiguration, navigator: any Navigating,
    trace: DecisionTrace? = nil
  ) -> Result {
    for handler in handlers {
      let matched = handler.matches(proposal: proposal, configuration: configuration)
      trace?.recordRouterStep(
        RouterStep(
          handler: handler.name, matched: matched,
          reason: handler.matchReason(proposal: proposal, configuration: configuration, matched: matched)))
      guard matched else { continue }
      let handling = handler.handle(proposal: proposal, configuration: configuration, navigator: navigator)
      return Result(decision: handling.decision, handler: handler.name, external: handling.external)
    }
    return Result(decision: .cancel, handler: nil)
  }
}
