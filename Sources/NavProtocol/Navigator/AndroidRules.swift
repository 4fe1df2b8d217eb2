#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native Android's rules (docs/android.md), as its `Navigator` carries
/// out what ``AndroidNavigatorRule`` decides: navigate within the context, to
/// the modal context, dismiss the modal context with a result, refresh, or
/// nothing. One back stack, `main` followed by `modal`; no modal styles; at
/// most one bottom-sheet dialog; a web screen that a pop or dismiss reveals
/// restores itself.
struct AndroidRules: NavigationRules {
  /// The `uri` property: the destination.
  func viewController(for proposal: VisitProposal) -> String { proposal.androidProperties.uri }

  /// Steps 1–3 for an accepted proposal; a `modal` `replace_root` is refused
  /// (warning `modalReplaceRoot`, nothing changes, not even an adopted start location).
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner) {
    var samePage = AndroidSamePage(
      proposal.url, queryStringPresentation: proposal.androidProperties.queryStringPresentation)
    let rule = AndroidNavigatorRule(
      proposal, action: proposal.options.action, samePage: &samePage, planner: &planner)
    rule.record(in: planner)
    guard !rule.refusesModalReplaceRoot else {
      planner.adoptStartLocation(nil)
      planner.warn(.modalReplaceRoot)
      return
    }
    let route = AndroidRoute(proposal: proposal, viewController: viewController, action: proposal.options.action)
    navigate(rule, route, samePage: &samePage, in: &planner)
  }

  /// `pop`: one entry off the back stack (closing a dialog is the same); nothing at the start.
  func planPop(animated: Bool, in planner: inout NavigationPlanner) {
    guard !AndroidBackStack(planner).isAtStartDestination else { return }
    popBackStack(animated: animated, in: &planner)
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

  /// Reselecting the active tab clears it (Android's bottom navigation), not animated.
  func planReselect(in planner: inout NavigationPlanner) {
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
    routeVisit(of: entry, on: .main, url: location, action: .advance, in: &planner)
    return try navigator.commit(planner)
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

  // MARK: Carrying out a rule

  /// One pass of a proposal: what it routes and with which action.
  private struct AndroidRoute {
    let proposal: VisitProposal
    let viewController: String
    let action: VisitAction
    var animated: Bool { proposal.androidProperties.animated }
  }

  /// Step 3 for `rule`.
  private func navigate(
    _ rule: AndroidNavigatorRule, _ route: AndroidRoute, samePage: inout AndroidSamePage,
    in planner: inout NavigationPlanner
  ) {
    switch rule.newNavigationMode {
    case .dismissModal:
      dismissModalContextWithResult(rule, route, samePage: &samePage, in: &planner)
    case .toModal:
      navigateToModalContext(rule, route, in: &planner)
    case .inContext:
      navigateWithinContext(rule, route, in: &planner)
    case .refresh:
      refreshCurrent(in: &planner)
    case .none:
      break
    }
  }

  /// In-context: pop, replace, push (one dialog at most), replace_root, clear_all.
  private func navigateWithinContext(
    _ rule: AndroidNavigatorRule, _ route: AndroidRoute, in planner: inout NavigationPlanner
  ) {
    let kind = rule.backStack.currentKind
    switch rule.newPresentation {
    case .pop:
      popBackStack(animated: route.animated, in: &planner)
    case .replace:
      let entry = makeEntry(for: route, in: &planner)
      planner.replaceTop(kind, with: entry)
      routeVisit(of: entry, on: kind, url: route.proposal.url, action: route.action, in: &planner)
    case .push:
      if rule.backStack.current?.entry.isDialog == true {
        popBackStack(animated: route.animated, in: &planner)  // only one dialog is shown at a time
      }
      let entry = makeEntry(for: route, in: &planner)
      place(entry, on: kind, animated: route.animated, in: &planner)
      routeVisit(of: entry, on: kind, url: route.proposal.url, action: route.action, in: &planner)
    case .replaceRoot:
      let entry = makeEntry(for: route, in: &planner)
      planner.dismiss(animated: route.animated)
      planner.setStack(.main, to: [entry], animated: false)
      routeVisit(of: entry, on: .main, url: route.proposal.url, action: .replace, in: &planner)
    case .clearAll:
      planner.dismiss(animated: route.animated)
      planner.popToRoot(.main, animated: route.animated)
    case .default, .refresh, .none:
      break  // never in context: the rule resolves `default`, and `refresh`/`none` are modes of their own
    }
  }

  /// To the modal context: `replace` first pops main's top; the new entry goes on the modal stack.
  private func navigateToModalContext(
    _ rule: AndroidNavigatorRule, _ route: AndroidRoute, in planner: inout NavigationPlanner
  ) {
    if rule.newPresentation == .replace && planner.count(.main) >= 2 {
      planner.popTop(.main, animated: route.animated)
    }
    let entry = makeEntry(for: route, in: &planner)
    place(entry, on: .modal, animated: route.animated, in: &planner)
    routeVisit(of: entry, on: .modal, url: route.proposal.url, action: route.action, in: &planner)
  }

  /// Pops every modal entry (one `dismiss`), then routes the modal result on the
  /// revealed stack: the same proposal with the rule's modal-result action. A
  /// second pass whose mode is none (or dismiss-modal) does nothing more.
  private func dismissModalContextWithResult(
    _ rule: AndroidNavigatorRule, _ route: AndroidRoute, samePage: inout AndroidSamePage,
    in planner: inout NavigationPlanner
  ) {
    planner.dismiss(animated: route.animated)
    let action = rule.modalResultAction ?? .advance
    // The second pass is explained on its own: its rule and comparisons go into the modal result.
    let firstPass = planner.trace
    let secondPass = firstPass.map { _ in DecisionTrace() }
    planner.trace = secondPass
    defer {
      planner.trace = firstPass
      if let secondPass { firstPass?.recordModalResult(secondPass) }
    }
    let result = AndroidNavigatorRule(route.proposal, action: action, samePage: &samePage, planner: &planner)
    result.record(in: planner)
    guard result.newNavigationMode != .none, result.newNavigationMode != .dismissModal else { return }
    let resultRoute = AndroidRoute(proposal: route.proposal, viewController: route.viewController, action: action)
    navigate(result, resultRoute, samePage: &samePage, in: &planner)
  }

  /// Refreshes the top of the back stack if it is visitable: a `refresh` and a
  /// `replace` visit of its stamp (Android reloads the routed location).
  private func refreshCurrent(in planner: inout NavigationPlanner) {
    guard let (kind, entry) = AndroidBackStack(planner).current, entry.visitable else { return }
    planner.record(.refresh(stack: kind, entry: entry.id))
    if let stamp = entry.routedLocation {
      planner.visit(Visit(stack: kind, entry: entry.id, url: stamp, action: .replace, reason: .refresh))
    }
  }

  /// Pops the top of the back stack; the last modal entry goes with a `dismiss`.
  private func popBackStack(animated: Bool, in planner: inout NavigationPlanner) {
    switch planner.count(.modal) {
    case 0: planner.popTop(.main, animated: animated)
    case 1: planner.dismiss(animated: animated)
    default: planner.popTop(.modal, animated: animated)
    }
  }

  /// Pushes `entry` onto `kind`; onto an empty modal stack that is `setStack` + `present`.
  private func place(
    _ entry: NavigationEntry, on kind: StackKind, animated: Bool, in planner: inout NavigationPlanner
  ) {
    if kind == .modal && planner.count(.modal) == 0 {
      planner.setStack(.modal, to: [entry], animated: animated)
      planner.present(style: nil, animated: animated)
    } else {
      planner.push(entry, onto: kind, animated: animated)
    }
  }

  /// The new screen: stamped with the proposal URL, `pull_to_refresh_enabled`
  /// as Android reads it, the modal dismiss gesture always enabled.
  private func makeEntry(for route: AndroidRoute, in planner: inout NavigationPlanner) -> NavigationEntry {
    planner.makeEntry(
      from: EntrySpec(
        viewController: route.viewController, routedLocation: route.proposal.url,
        pullToRefreshEnabled: route.proposal.androidProperties.pullToRefreshEnabled))
  }

  /// The route visit of a new visitable entry.
  private func routeVisit(
    of entry: NavigationEntry, on kind: StackKind, url: URL, action: VisitAction,
    in planner: inout NavigationPlanner
  ) {
    guard entry.visitable else { return }
    planner.visit(Visit(stack: kind, entry: entry.id, url: url, action: action, reason: .route))
  }
}
