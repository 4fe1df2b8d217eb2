#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native iOS's rules (docs/navigator.md §3.4–§3.5): a route, `pop` and `clearAll` go
/// through ``IOSHierarchy``, which reads like upstream's `NavigationHierarchyController`.
struct IOSRules: NavigationRules {
  /// The `view_controller` property.
  func viewController(for proposal: VisitProposal) -> String { proposal.viewController }

  /// The table of docs/navigator.md §3.5, after the historical pre-step of §3.4.
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner) {
    IOSHierarchy.update(&planner) { $0.route(viewController, via: proposal) }
  }

  /// The `pop` row (the command records no row).
  func planPop(animated: Bool, in planner: inout NavigationPlanner) {
    IOSHierarchy.update(&planner) { _ = $0.pop(animated: animated) }
  }

  /// The `clear_all` row (the command records no row).
  func planClearAll(animated: Bool, in planner: inout NavigationPlanner) {
    IOSHierarchy.update(&planner) { _ = $0.clearAll(animated: animated) }
  }

  /// The back gesture: pops the active stack if it has at least two entries
  /// (animated); a one-entry modal stays (back is not the dismiss gesture).
  func planBack(in planner: inout NavigationPlanner) {
    let kind: StackKind = planner.presented ? .modal : .main
    if planner.count(kind) >= 2 { planner.popTop(kind, animated: true) }
  }

  /// Reselecting the active tab pops its main stack to the root, animated (one `setStack`):
  /// UIKit's `UITabBarController` does it for a selected `UINavigationController`
  /// (`HotwireTabBarController` adds nothing; the docs' iOS tabs page: "Tapping an active tab
  /// pops the stack to the root screen"). A presented modal stays; the revealed root restores
  /// (``finish(_:)``).
  func planReselect(in planner: inout NavigationPlanner) {
    planner.popToRoot(.main, animated: true)
  }

  /// `start` routes the start location like any URL.
  func start(_ navigator: Navigator, at location: URL) throws(NavigationError) -> NavigationOutcome {
    try navigator.route(RouteRequest(url: location)).outcome
  }

  /// A web screen a pop revealed restores itself (`Session.visitableViewWillAppear`): for each
  /// stack, main then modal, whose top is a visitable entry that existed before the request and
  /// was not that stack's top, a `restore` visit of its `currentURL`, last. Dismissing a modal
  /// leaves main's top as it was, so it reveals nothing (sheets send the presenter no appearance).
  /// A revealed screen the request also refreshes (`clear_all`, a refresh presentation that
  /// pops) gets its restore after the refresh visit, as on Android (docs/web-side.md, "Revealed
  /// screens on iOS").
  func finish(_ planner: inout NavigationPlanner) {
    for kind in StackKind.allCases {
      guard let top = planner.top(kind), top.visitable, planner.existedBefore(top),
        top.id != planner.initialTopID(kind), let url = top.currentURL
      else { continue }
      planner.visit(Visit(stack: kind, entry: top.id, url: url, action: .restore, reason: .reveal))
    }
  }

  /// The requested style, `large` by default.
  func importedModalStyle(_ requested: Navigation.ModalStyle?) -> Navigation.ModalStyle? {
    requested ?? .large
  }
}
