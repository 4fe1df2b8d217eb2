#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Routing (docs/navigator.md §3): route decision and delegate, then the platform's
/// rules (``NavigationRules``) plan the rest.
extension Navigator {
  /// Routes a URL: builds the proposal from path configuration (the request's
  /// properties win), then routes it like ``route(_:proposalResult:trace:)``.
  ///
  /// Until a start location exists, an http(s) URL first adopts
  /// `scheme://host[:port]/` as the start location (also when the router then
  /// cancels or the delegate rejects).
  /// `trace` gets everything the path configuration, the router and the platform's rules decided.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func route(_ request: RouteRequest, trace: DecisionTrace? = nil) throws(NavigationError) -> RouteOutcome {
    try route(proposal(for: request, trace: trace), proposalResult: request.proposalResult, trace: trace)
  }

  /// The proposal for `request`: its properties from path configuration, the request's winning.
  func proposal(for request: RouteRequest, trace: DecisionTrace?) -> VisitProposal {
    let configuration = environment.configuration
    let match = configuration.pathConfiguration.properties(
      for: request.url, matchQueryStrings: configuration.matchQueryStrings, trace: trace)
    let properties = request.properties.map { match.properties.merging($0) } ?? match.properties
    if let overrides = request.properties, let trace {
      trace.recordRequestProperties(overrides)
      trace.recordResolvedProperties(
        typed: configuration.pathConfiguration.typedValues(of: properties.values), values: properties.values)
    }
    return VisitProposal(
      url: request.url, options: request.options, properties: properties.values, parameters: request.parameters)
  }

  /// Routes a proposal as it is (its properties are not looked up again); `trace` gets what the
  /// router and the platform's rules decided.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func route(
    _ proposal: VisitProposal, proposalResult: ProposalResult, trace: DecisionTrace? = nil
  ) throws(NavigationError) -> RouteOutcome {
    try route(proposal, proposalResult: proposalResult, trace: trace) { _ in }
  }

  /// Routes a proposal after `prepare` has planned what comes first in the same request (a web
  /// session's redirect rule, a cross-origin pop, a form's snapshot clearing): it happens whatever
  /// the router and the delegate decide, and the route plans on the stacks it leaves.
  func route(
    _ proposal: VisitProposal, proposalResult: ProposalResult, trace: DecisionTrace?,
    prepare: (inout NavigationPlanner) -> Void
  ) throws(NavigationError) -> RouteOutcome {
    let adopted = startLocation == nil ? environment.configuration.adoptableStartLocation(for: proposal.url) : nil
    var routerConfiguration = environment.configuration
    routerConfiguration.startLocation = adopted ?? startLocation
    let decision = routerConfiguration.router.decideRoute(
      for: proposal, configuration: routerConfiguration, navigator: self, trace: trace)

    // Planned after the router, which may hand the navigator to custom handlers.
    var planner = makePlanner()
    planner.adoptStartLocation(adopted)
    planner.trace = trace
    prepare(&planner)
    planner.routeCarriesResponse = proposal.options.response.map { (200...299).contains($0.statusCode) } ?? false
    guard decision.decision == .navigate else {
      let outcome = try commit(&planner)
      return RouteOutcome(
        decision: decision.decision, handler: decision.handler, external: decision.external, proposal: proposal,
        proposalResult: nil, outcome: outcome)
    }

    switch proposalResult {
    case .reject:
      break
    case .accept:
      rules.planRoute(of: proposal, viewController: rules.viewController(for: proposal), in: &planner)
    case .acceptCustom(let viewController):
      rules.planRoute(of: proposal, viewController: viewController, in: &planner)
    }
    let outcome = try commit(&planner)
    return RouteOutcome(
      decision: decision.decision, handler: decision.handler, external: decision.external, proposal: proposal,
      proposalResult: proposalResult, outcome: outcome)
  }
}
