#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decisions without navigation (docs/protocol.md §8), and the web view policy.
extension Navigator {
  /// What the route decision handlers decide for `url`, without routing and
  /// without adopting a start location (with none, `app-navigation` never matches).
  /// The handlers see the proposal `route` would make (path-configuration properties, action
  /// `advance`). The handlers asked are recorded into `trace`.
  public func decideRoute(for url: URL, trace: DecisionTrace? = nil) -> Router.Result {
    var routerConfiguration = environment.configuration
    routerConfiguration.startLocation = startLocation
    return routerConfiguration.router.decideRoute(
      for: proposal(for: RouteRequest(url: url), trace: nil), configuration: routerConfiguration, navigator: self,
      trace: trace)
  }

  /// Runs the web view policy handlers for `action`; what a handler routes or
  /// reloads on this navigator is reported in the outcome.
  /// - Throws: the error of a route the handler made that the navigator
  ///   refused; nothing changes then.
  public func decidePolicy(for action: NavigationAction) throws(NavigationError) -> PolicyOutcome {
    let recorder = RecordingNavigator(self)
    var handlerConfiguration = environment.configuration
    handlerConfiguration.startLocation = startLocation
    let result = handlerConfiguration.webViewPolicyManager.decidePolicy(
      for: action, configuration: handlerConfiguration, navigator: recorder)
    if let error = recorder.error { throw error }
    return PolicyOutcome(
      decision: result.decision, handler: result.handler, route: recorder.routeOutcomes.last,
      reload: recorder.reloadOutcomes.last)
  }
}
