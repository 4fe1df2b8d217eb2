#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Routing (DESIGN.md §3): route decision, delegate, stamp, historical
/// pre-step, then the presentation table.
extension Navigator {
  /// Routes a URL: builds the proposal from path configuration (the request's
  /// properties win), then routes it like ``route(_:proposalResult:)``.
  ///
  /// Until a start location exists, an http(s) URL first adopts
  /// `scheme://host[:port]/` as the start location (also when the router then
  /// cancels or the delegate rejects).
  /// `trace` gets everything the path configuration, the router and the presentation rules decided.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func route(_ request: RouteRequest, trace: DecisionTrace? = nil) throws(NavigationError) -> RouteOutcome {
    let configuration = environment.configuration
    let match = configuration.pathConfiguration.properties(
      for: request.url, matchQueryStrings: configuration.matchQueryStrings, trace: trace)
    let properties = request.properties.map { match.properties.merging($0) } ?? match.properties
    if let overrides = request.properties, let trace {
      trace.recordRequestProperties(overrides)
      trace.recordResolvedProperties(typed: properties.typedValues, values: properties.values)
    }
    let proposal = VisitProposal(
      url: request.url, options: request.options, properties: properties.values, parameters: request.parameters)
    return try route(proposal, proposalResult: request.proposalResult, trace: trace)
  }

  /// Routes a proposal as it is (its properties are not looked up again); `trace` gets what the
  /// router and the presentation rules decided.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func route(
    _ proposal: VisitProposal, proposalResult: ProposalResult, trace: DecisionTrace? = nil
  ) throws(NavigationError) -> RouteOutcome {
    let adopted = startLocation == nil ? proposal.url.webOrigin : nil
    var routerConfiguration = environment.configuration
    routerConfiguration.startLocation = adopted ?? startLocation
    let decision = routerConfiguration.router.decideRoute(
      for: proposal.url, configuration: routerConfiguration, navigator: self, trace: trace)

    // Planned after the router, which may hand the navigator to custom handlers.
    var plan = makePlan()
    plan.adoptedStartLocation = adopted
    plan.trace = trace
    guard decision.decision == .navigate else {
      try commit(plan)
      return RouteOutcome(
        decision: decision.decision, handler: decision.handler, external: decision.external, proposal: proposal,
        proposalResult: nil, outcome: plan.outcome)
    }

    switch proposalResult {
    case .reject:
      break
    case .accept:
      planPresentation(of: proposal, viewController: proposal.viewController, in: &plan)
    case .acceptCustom(let viewController):
      planPresentation(of: proposal, viewController: viewController, in: &plan)
    }
    try commit(plan)
    return RouteOutcome(
      decision: decision.decision, handler: decision.handler, external: decision.external, proposal: proposal,
      proposalResult: proposalResult, outcome: plan.outcome)
  }

  /// The table of DESIGN.md §3.5, after the historical pre-step of §3.4.
  func planPresentation(of proposal: VisitProposal, viewController: String, in plan: inout NavigationPlan) {
    let animated = proposal.animated
    if proposal.isHistoricalLocation { planDismiss(animated: animated, in: &plan) }
    plan.trace?.recordRuleInput(
      presentation: proposal.presentation, context: proposal.context, presented: plan.presented)

    switch proposal.presentation {
    case .default:
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &plan)
      switch proposal.context {
      case .default:
        plan.trace?.recordRow(.defaultInDefault)
        planRouteVisit(of: entry, to: proposal.url, on: .main, action: proposal.options.action, in: &plan)
        let wasPresented = plan.presented
        planDismiss(animated: animated, in: &plan)
        planPushOrReplace(entry, on: .main, proposal: proposal, leavingModal: wasPresented, in: &plan)
      case .modal:
        planRouteVisit(of: entry, to: proposal.url, on: .modal, action: proposal.options.action, in: &plan)
        if plan.presented {
          plan.trace?.recordRow(.defaultInPresentedModal)
          planPushOrReplace(entry, on: .modal, proposal: proposal, leavingModal: false, in: &plan)
        } else {
          plan.trace?.recordRow(.defaultInNewModal)
          planSetStack(.modal, to: [entry], animated: animated, in: &plan)
          planPresent(style: proposal.modalStyle, animated: animated, in: &plan)
        }
      }
    case .replace:
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &plan)
      switch proposal.context {
      case .default:
        plan.trace?.recordRow(.replaceInDefault)
        planRouteVisit(of: entry, to: proposal.url, on: .main, action: proposal.options.action, in: &plan)
        planDismiss(animated: animated, in: &plan)
        planReplaceTop(.main, with: entry, in: &plan)
      case .modal:
        planRouteVisit(of: entry, to: proposal.url, on: .modal, action: proposal.options.action, in: &plan)
        if plan.presented {
          plan.trace?.recordRow(.replaceInPresentedModal)
          planReplaceTop(.modal, with: entry, in: &plan)
        } else {
          plan.trace?.recordRow(.replaceInNewModal)
          planSetStack(.modal, to: [entry], animated: false, in: &plan)
          planPresent(style: proposal.modalStyle, animated: animated, in: &plan)
        }
      }
    case .pop:
      plan.trace?.recordRow(plan.presented ? .popPresented : .popNotPresented)
      planPopPresentation(animated: animated, in: &plan)
    case .refresh:
      planRefreshPresentation(historical: proposal.isHistoricalLocation, animated: animated, in: &plan)
    case .clearAll:
      plan.trace?.recordRow(.clearAll)
      planClearAll(animated: animated, in: &plan)
    case .replaceRoot:
      plan.trace?.recordRow(.replaceRoot)
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &plan)
      planRouteVisit(of: entry, to: proposal.url, on: .main, action: .replace, in: &plan)
      planDismiss(animated: animated, in: &plan)
      planSetStack(.main, to: [entry], animated: animated, in: &plan)
    case .none:
      plan.trace?.recordRow(.none)
    }
  }

  /// The new screen, stamped with the proposal URL.
  private func makeRoutedEntry(
    for proposal: VisitProposal, viewController: String, in plan: inout NavigationPlan
  ) -> NavigationEntry {
    makeEntry(
      from: EntrySpec(
        viewController: viewController, routedLocation: proposal.url,
        pullToRefreshEnabled: proposal.pullToRefreshEnabled,
        modalDismissGestureEnabled: proposal.modalDismissGestureEnabled),
      in: &plan)
  }

  /// The route visit of a new visitable entry, stamped `url` (a non-visitable screen has no web session to visit with).
  private func planRouteVisit(
    of entry: NavigationEntry, to url: URL, on kind: StackKind, action: VisitAction, in plan: inout NavigationPlan
  ) {
    guard entry.visitable else { return }
    plan.visits.append(Visit(stack: kind, entry: entry.id, url: url, action: action, reason: .route))
  }

  /// The `refresh` rows.
  private func planRefreshPresentation(historical: Bool, animated: Bool, in plan: inout NavigationPlan) {
    if historical {
      plan.trace?.recordRow(.refreshHistorical)
      planRefreshTop(.main, in: &plan)
    } else if plan.presented {
      if plan.modal.count <= 1 {
        plan.trace?.recordRow(.refreshPresentedSingle)
        planDismiss(animated: animated, in: &plan)
        planRefreshTop(.main, in: &plan)
      } else {
        plan.trace?.recordRow(.refreshPresentedDeeper)
        planPopTop(.modal, animated: animated, in: &plan)
        planRefreshTop(.modal, in: &plan)
      }
    } else {
      plan.trace?.recordRow(.refreshNotPresented)
      if plan.main.count >= 2 { planPopTop(.main, animated: animated, in: &plan) }
      planRefreshTop(.main, in: &plan)
    }
  }

  /// Push-or-replace (DESIGN.md §3.5): same page → replace the top; previous
  /// page → pop (the new entry is discarded); `advance` or leaving a modal →
  /// push; otherwise replace the top.
  private func planPushOrReplace(
    _ entry: NavigationEntry, on kind: StackKind, proposal: VisitProposal, leavingModal: Bool,
    in plan: inout NavigationPlan
  ) {
    let animated = proposal.animated
    if let top = plannedTop(kind, in: plan) {
      let identity = LocationIdentity(proposal.url)
      if isSameLocation(top, at: .top, on: kind, as: identity, of: proposal, in: &plan) {
        planReplaceTop(kind, with: entry, in: &plan)
        return
      }
      if plan[kind].count >= 2, let previous = plannedEntry(kind, belowTop: 1, in: plan),
        isSameLocation(previous, at: .previous, on: kind, as: identity, of: proposal, in: &plan)
      {
        planPopTop(kind, animated: animated, in: &plan)
        return
      }
    }
    if proposal.options.action == .advance || leavingModal {
      planPush(entry, onto: kind, animated: animated, in: &plan)
    } else {
      planReplaceTop(kind, with: entry, in: &plan)
    }
  }

  /// Whether `entry`'s stamp is the proposal's location (`identity` is its URL's); an unstamped entry
  /// warns and never matches (seed 001). The comparison is recorded into the plan's trace.
  private func isSameLocation(
    _ entry: NavigationEntry, at position: IdentityComparison.Position, on kind: StackKind,
    as identity: LocationIdentity, of proposal: VisitProposal, in plan: inout NavigationPlan
  ) -> Bool {
    guard let stamp = entry.stamp else {
      plan.warnings.append(.unstampedEntry(stack: kind, entry: entry.id))
      plan.trace?.recordComparison(
        IdentityComparison(
          stack: kind, entry: entry.id, position: position, stamp: nil, same: false,
          reason: IdentityComparison.unstampedReason))
      return false
    }
    let presentation = proposal.queryStringPresentation
    let same = stamp.isSameLocation(as: identity, queryStringPresentation: presentation)
    plan.trace?.recordComparison(
      IdentityComparison(
        stack: kind, entry: entry.id, position: position, stamp: stamp.absoluteString, same: same,
        reason: stamp.sameLocationReason(as: identity, queryStringPresentation: presentation, same: same)))
    return same
  }
}
