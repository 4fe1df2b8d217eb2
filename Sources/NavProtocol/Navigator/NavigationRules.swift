/// One platform's navigation rules: what an accepted proposal, `pop`,
/// `clearAll` and the back gesture do to the stacks. The navigator runs the
/// route decision and the delegate, then hands the rest to its platform's rules
/// (``IOSRules``: DESIGN.md §3.4–§3.5).
protocol NavigationRules: Sendable {
  /// Plans an accepted proposal, with the new screen's view-controller identifier.
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner)
  /// Plans `pop`.
  func planPop(animated: Bool, in planner: inout NavigationPlanner)
  /// Plans `clearAll`.
  func planClearAll(animated: Bool, in planner: inout NavigationPlanner)
  /// Plans the system back gesture (`ui/back`).
  func planBack(in planner: inout NavigationPlanner)
}
