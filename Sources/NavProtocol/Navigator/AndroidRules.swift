#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native Android's rules (docs/android.md): a route goes through
/// ``AndroidNavigation``, which carries out what ``AndroidNavigatorRule`` decides like
/// upstream's `Navigator`. One back stack, `main` followed by `modal`; no modal styles; at
/// most one bottom-sheet dialog; a web screen that a pop or dismiss reveals restores itself.
struct AndroidRules: NavigationRules {
  /// The `uri` property: the destination.
  func viewController(for proposal: VisitProposal) -> String { proposal.androidProperties.uri }

  /// Steps 1–3 for an accepted proposal; a `modal` `replace_root` is refused
  /// (warning `modalReplaceRoot`, nothing changes, not even an adopted start location).
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner) {
    let samePage = AndroidSamePage(
      proposal.url, queryStringPresentation: proposal.androidProperties.queryStringPresentation)
    AndroidNavigation.update(&planner, comparing: samePage) { $0.navigate(proposal, viewController: viewController) }
  }

  /// `pop`: one entry off the back stack (closing a dialog is the same); nothing at the start.
  func planPop(animated: Bool, in planner: inout NavigationPlanner) {
    guard !AndroidBackStack(planner).isAtStartDestination else { return }
    planner.popBackStack(animated: animated)
  }

  /// `clearAll`: dismiss, then pop main to its root; no refresh. Nothing at the start.
  func planClearAll(animated: Bool, in planner: inout NavigationPlanner) {
    guard !AndroidBackStack(planner).isAtStartDestination else { return }
    planner.dismiss(animated: animated)
    planner.popToRoot(.main, animated: animated)
  }

  /// The back button is `pop`.
  func planBack(in planner: inout NavigationPlanner) {
    planPop(animated: true, in: &planner)
  }

  /// Reselecting the active tab clears it, not animated, when `clearNavigationOnTabReselection`
  /// is true (the default); else nothing (`HotwireBottomNavigationController`'s
  /// `setOnItemReselectedListener`: `if (clearNavigationOnTabReselection) navigator.clearAll()`).
  func planReselect(in planner: inout NavigationPlanner) {
    guard planner.configuration.tabBar.clearNavigationOnTabReselection else { return }
    planClearAll(animated: false, in: &planner)
  }

  /// Android builds its start destination from the navigation graph: the start
  /// location's entry goes on main directly, without the router or the rule.
  func start(_ navigator: Navigator, at location: URL) throws(NavigationError) -> NavigationOutcome {
    let configuration = navigator.configuration
    let properties = AndroidPathProperties(
      configuration.pathConfiguration.properties(for: location, matchQueryStrings: configuration.matchQueryStrings)
        .properties.values)
    var planner = navigator.makePlanner()
    let entry = planner.makeEntry(
      from: EntrySpec(
        viewController: properties.uri, routedLocation: location,
        pullToRefreshEnabled: properties.pullToRefreshEnabled))
    planner.push(entry, onto: .main, animated: properties.animated)
    planner.visitRoute(of: entry, on: .main, to: location, action: .advance)
    return try navigator.commit(&planner)
  }

  /// A visitable screen on top of the active stack that existed before the
  /// request and was not its visible top restores itself: a `restore` visit of
  /// its stamp, last.
  func finish(_ planner: inout NavigationPlanner) {
    let kind = planner.activeStackKind
    guard let top = planner.top(kind), top.visitable, planner.existedBefore(top),
      top.id != planner.initialVisibleTopID, let stamp = top.routedLocation
    else { return }
    planner.visit(Visit(stack: kind, entry: top.id, url: stamp, action: .restore, reason: .reveal))
  }

  /// Android has no modal styles.
  func importedModalStyle(_ requested: Navigation.ModalStyle?) -> Navigation.ModalStyle? { nil }
}
