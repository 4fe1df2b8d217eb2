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

  /// Applies a plan. Only the popped and appended entries are touched.
  func apply(_ plan: NavigationPlan) {
    Self.apply(plan.main, to: &mainEntries)
    Self.apply(plan.modal, to: &modalEntries)
    presented = plan.presented
    modalStyle = plan.modalStyle
    environment.consumeEntryIDs(plan.newEntryCount)
    if let adopted = plan.adoptedStartLocation { environment.adoptStartLocation(adopted) }
  }

  /// Checks the limits, then applies the plan.
  func commit(_ plan: NavigationPlan) throws(NavigationError) {
    try checkLimits(of: plan)
    apply(plan)
  }

  private static func apply(_ stackPlan: StackPlan, to entries: inout [NavigationEntry]) {
    if stackPlan.keep < entries.count { entries.removeSubrange(stackPlan.keep...) }
    entries.append(contentsOf: stackPlan.appended)
  }
}
