#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One platform's navigation rules: what an accepted proposal, `pop`,
/// `clearAll`, the back gesture, `start` and reselecting a tab do to the
/// stacks. The navigator runs the route decision and the delegate, then hands
/// the rest to its platform's rules: ``IOSRules`` (docs/navigator.md §3.4–§3.5) or
/// ``AndroidRules`` (docs/android.md).
protocol NavigationRules: Sendable {
  /// The view-controller identifier an accepted proposal's screen gets
  /// (`view_controller` on iOS, `uri` on Android).
  func viewController(for proposal: VisitProposal) -> String
  /// Plans an accepted proposal, with the new screen's view-controller identifier.
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner)
  /// Plans `pop`.
  func planPop(animated: Bool, in planner: inout NavigationPlanner)
  /// Plans `clearAll`.
  func planClearAll(animated: Bool, in planner: inout NavigationPlanner)
  /// Plans the system back gesture (`ui/back`).
  func planBack(in planner: inout NavigationPlanner)
  /// Plans selecting the tab that is already active (`tabs/select`).
  func planReselect(in planner: inout NavigationPlanner)
  /// Starts `navigator`, whose stacks are empty, at `location`.
  func start(_ navigator: Navigator, at location: URL) throws(NavigationError) -> NavigationOutcome
  /// The last step of every request that may change stacks.
  func finish(_ planner: inout NavigationPlanner)
  /// The modal style a state import presents with, given the requested one.
  func importedModalStyle(_ requested: Navigation.ModalStyle?) -> Navigation.ModalStyle?
}
