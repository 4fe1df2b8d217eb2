/// How a plan is checked and applied.
extension Navigator {
  /// A planner for one request on this navigator.
  func makePlanner() -> NavigationPlanner {
    NavigationPlanner(self)
  }

  /// Throws if the plan would leave a stack over the limit.
  func checkLimits(of plan: NavigationPlan) throws(NavigationError) {
    let limit = environment.limits.maxStackEntries
    for kind in StackKind.allCases where plan[kind].count > limit {
      throw .stackLimitExceeded(stack: kind, limit: limit)
    }
  }

  /// Finishes a request that cannot grow a stack by the platform's rules and applies it (the
  /// planner is finished in place, not copied).
  /// - Returns: what the request did.
  @discardableResult
  func apply(_ planner: inout NavigationPlanner) -> NavigationOutcome {
    rules.finish(&planner)
    return settleAndApply(&planner)
  }

  /// Finishes a request by the platform's rules, checks the limits, then applies it (the planner is
  /// finished in place, not copied).
  /// - Returns: what the request did.
  @discardableResult
  func commit(_ planner: inout NavigationPlanner) throws(NavigationError) -> NavigationOutcome {
    rules.finish(&planner)
    try checkLimits(of: planner.plan)
    return settleAndApply(&planner)
  }

  /// Settles the plan's visits in its web sessions, then applies it. Past the limits, nothing can
  /// fail any more: the navigator lets go of its own sessions first, so the plan's are the only
  /// copy and each visit renders into them in place (no copy of a snapshot cache per request).
  private func settleAndApply(_ planner: inout NavigationPlanner) -> NavigationOutcome {
    webSessions = []
    planner.settleVisits()
    apply(planner.plan)
    return planner.plan.outcome
  }

  /// Applies a plan. Only the popped and appended entries are touched.
  private func apply(_ plan: NavigationPlan) {
    Self.apply(plan.main, to: &mainEntries)
    Self.apply(plan.modal, to: &modalEntries)
    presented = plan.presented
    modalStyle = plan.modalStyle
    webSessions = plan.webSessions
    for (index, visit) in plan.visits.enumerated() where !plan.cancelledVisits.contains(index) {
      clearError(of: visit.entry)
    }
    environment.consumeEntryIDs(plan.newEntryCount)
    if let adopted = plan.adoptedStartLocation { environment.adoptStartLocation(adopted) }
  }

  /// A visit of entry `id` rendered: its error view is gone.
  private func clearError(of id: EntryID) {
    guard let (kind, index) = location(of: id) else { return }
    switch kind {
    case .main: if mainEntries[index].error != nil { mainEntries[index].error = nil }
    case .modal: if modalEntries[index].error != nil { modalEntries[index].error = nil }
    }
  }

  private static func apply(_ stackPlan: StackPlan, to entries: inout [NavigationEntry]) {
    if stackPlan.keep < entries.count { entries.removeSubrange(stackPlan.keep...) }
    entries.append(contentsOf: stackPlan.appended)
  }
}
