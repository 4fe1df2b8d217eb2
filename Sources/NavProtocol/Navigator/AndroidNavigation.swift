#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One routed proposal on Android's back stack, as Hotwire Native Android's `Navigator`
/// (`navigation-fragments/src/main/java/dev/hotwire/navigation/navigator/Navigator.kt`) carries
/// out what its ``AndroidNavigatorRule`` decides (docs/android.md, step 3): navigate within the
/// context, to the modal context, dismiss the modal context with a result, refresh, or nothing.
/// The methods are upstream's, by name.
///
/// Each rule is recorded into the explanation once, where it is decided (``newRule(for:action:)``);
/// the comparisons record themselves in ``locationsAreSame(_:as:)``.
struct AndroidNavigation {
  /// The request's plan, and the stacks as they will look once it is applied.
  var planner: NavigationPlanner
  /// The comparisons with the routed URL, shared by every pass of the rule.
  var samePage: AndroidSamePage

  /// Runs `body` on a navigation that holds `planner` meanwhile and compares with `samePage`.
  static func update(
    _ planner: inout NavigationPlanner, comparing samePage: AndroidSamePage,
    _ body: (inout AndroidNavigation) -> Void
  ) {
    var navigation = AndroidNavigation(planner: consume planner, samePage: samePage)
    body(&navigation)
    planner = (consume navigation).planner
  }

  /// `navigate(location:options:…)`: steps 1–3 for an accepted proposal whose screen is
  /// `viewController`. A `modal` `replace_root` is refused where upstream's rule throws
  /// (warning `modalReplaceRoot`; nothing changes, not even an adopted start location).
  mutating func navigate(_ proposal: VisitProposal, viewController: String) {
    let route = Route(proposal: proposal, viewController: viewController, action: proposal.options.action)
    let rule = newRule(for: proposal, action: route.action)
    guard !rule.refusesModalReplaceRoot else {
      planner.adoptStartLocation(nil)
      planner.warn(.modalReplaceRoot)
      return
    }
    navigate(rule, route)
  }

  /// The rule for `proposal` routed with `action` on the back stack as planned so far (steps 1–2),
  /// recorded into the planner's trace.
  mutating func newRule(for proposal: VisitProposal, action: VisitAction) -> AndroidNavigatorRule {
    let rule = AndroidNavigatorRule(proposal, action: action, on: AndroidBackStack(planner)) {
      locationsAreSame($0, as: $1)
    }
    rule.record(in: planner)
    return rule
  }

  // MARK: Carrying out a rule

  /// One pass of a proposal: what it routes and with which action.
  private struct Route {
    let proposal: VisitProposal
    let viewController: String
    let action: VisitAction
    var animated: Bool { proposal.androidProperties.animated }
  }

  /// Step 3, `when (rule.newNavigationMode)`.
  private mutating func navigate(_ rule: AndroidNavigatorRule, _ route: Route) {
    switch rule.newNavigationMode {
    case .dismissModal:
      dismissModalContextWithResult(rule, route)
    case .toModal:
      navigateToModalContext(rule, route)
    case .inContext:
      navigateWithinContext(rule, route)
    case .refresh:
      refreshCurrentDestination()
    case .none:
      break  // Do nothing.
    }
  }

  /// `navigateWithinContext`: pop, replace, push (one dialog at most), replace_root, clear_all.
  private mutating func navigateWithinContext(_ rule: AndroidNavigatorRule, _ route: Route) {
    let kind = rule.backStack.currentKind
    switch rule.newPresentation {
    case .pop:
      planner.popBackStack(animated: route.animated)
    case .replace:
      let entry = makeEntry(for: route)
      planner.replaceTop(kind, with: entry)
      planner.visitRoute(of: entry, on: kind, to: route.proposal.url, action: route.action)
    case .push:
      if rule.backStack.current?.entry.isDialog == true {
        planner.popBackStack(animated: route.animated)  // only one dialog is shown at a time
      }
      navigateToLocation(route, on: kind)
    case .replaceRoot:
      replaceRootLocation(route)
    case .clearAll:
      planner.dismiss(animated: route.animated)
      planner.popToRoot(.main, animated: route.animated)
    case .default, .refresh, .none:
      break  // never in context: the rule resolves `default`, and `refresh`/`none` are modes of their own
    }
  }

  /// `navigateToModalContext`: `replace` first pops main's top; the new entry goes on the modal stack.
  private mutating func navigateToModalContext(_ rule: AndroidNavigatorRule, _ route: Route) {
    if rule.newPresentation == .replace && planner.count(.main) >= 2 {
      planner.popTop(.main, animated: route.animated)
    }
    navigateToLocation(route, on: .modal)
  }

  /// `dismissModalContextWithResult`: pops every modal entry (one `dismiss`), then routes the
  /// modal result on the revealed stack: the same proposal with the rule's modal-result action.
  /// A second pass whose mode is none (or dismiss-modal) does nothing more.
  private mutating func dismissModalContextWithResult(_ rule: AndroidNavigatorRule, _ route: Route) {
    planner.dismiss(animated: route.animated)
    let result = Route(
      proposal: route.proposal, viewController: route.viewController, action: rule.modalResultAction ?? .advance)
    let resultRule = navigatorRuleFromModalResult(result)
    guard resultRule.newNavigationMode != .none, resultRule.newNavigationMode != .dismissModal else { return }
    navigate(resultRule, result)
  }

  /// `navigatorRuleFromModalResult`: the rule of the modal result, decided on the revealed stack.
  /// It is explained on its own: its rule and comparisons go into the trace's modal result.
  private mutating func navigatorRuleFromModalResult(_ result: Route) -> AndroidNavigatorRule {
    guard let trace = planner.trace else { return newRule(for: result.proposal, action: result.action) }
    let resultTrace = DecisionTrace()
    planner.trace = resultTrace
    let resultRule = newRule(for: result.proposal, action: result.action)
    planner.trace = trace
    trace.recordModalResult(resultTrace)
    return resultRule
  }

  /// `currentDestination?.refresh()`: refreshes the top of the back stack if it is visitable: a
  /// `refresh` and a `replace` visit of its stamp (Android reloads the routed location).
  private mutating func refreshCurrentDestination() {
    guard let (kind, entry) = AndroidBackStack(planner).current, entry.visitable else { return }
    planner.record(.refresh(stack: kind, entry: entry.id))
    if let stamp = entry.routedLocation {
      planner.visit(Visit(stack: kind, entry: entry.id, url: stamp, action: .replace, reason: .refresh))
    }
  }

  /// `replaceRootLocation`: dismiss; main holds the new entry alone, visited with `replace`.
  private mutating func replaceRootLocation(_ route: Route) {
    let entry = makeEntry(for: route)
    planner.dismiss(animated: route.animated)
    planner.setStack(.main, to: [entry], animated: false)
    planner.visitRoute(of: entry, on: .main, to: route.proposal.url, action: .replace, keepsResponse: false)
  }

  /// `navigateToLocation`: the new entry goes onto `kind` (onto an empty modal stack that is
  /// `setStack` + `present`), visited with the route's action.
  private mutating func navigateToLocation(_ route: Route, on kind: StackKind) {
    let entry = makeEntry(for: route)
    if kind == .modal && planner.count(.modal) == 0 {
      planner.setStack(.modal, to: [entry], animated: route.animated)
      planner.present(style: nil, animated: route.animated)
    } else {
      planner.push(entry, onto: kind, animated: route.animated)
    }
    planner.visitRoute(of: entry, on: kind, to: route.proposal.url, action: route.action)
  }

  /// The new screen: stamped with the proposal URL, `pull_to_refresh_enabled`
  /// as Android reads it, the modal dismiss gesture always enabled.
  private mutating func makeEntry(for route: Route) -> NavigationEntry {
    planner.makeEntry(
      from: EntrySpec(
        viewController: route.viewController, routedLocation: route.proposal.url,
        pullToRefreshEnabled: route.proposal.androidProperties.pullToRefreshEnabled))
  }

  // MARK: Comparing locations

  /// `locationsAreSame(newLocation, …)` for the entry at `position`, named `place`: `false` when
  /// there is none. Each entry is compared once per request; its first comparison warns
  /// `unstampedEntry` when it has no stamp and is recorded into the planner's trace.
  private mutating func locationsAreSame(
    _ position: (kind: StackKind, entry: NavigationEntry)?, as place: IdentityComparison.Position
  ) -> Bool {
    guard let (kind, entry) = position else { return false }
    if let answer = samePage.answer(for: entry.id) { return answer }
    let same = samePage.compare(entry)
    if entry.stamp == nil { planner.warn(.unstampedEntry(stack: kind, entry: entry.id)) }
    planner.trace?.recordComparison(samePage.comparison(of: entry, on: kind, as: place, same: same))
    return same
  }
}
