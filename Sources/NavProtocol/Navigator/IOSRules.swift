#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native iOS's rules (docs/navigator.md §3.4–§3.5): the historical pre-step,
/// then the presentation table with push-or-replace, as its hierarchy
/// controller applies them to the main and modal navigation controllers.
struct IOSRules: NavigationRules {
  /// The `view_controller` property.
  func viewController(for proposal: VisitProposal) -> String { proposal.viewController }

  /// The table of docs/navigator.md §3.5, after the historical pre-step of §3.4.
  func planRoute(of proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner) {
    let animated = proposal.animated
    if proposal.isHistoricalLocation { planner.dismiss(animated: animated) }
    planner.trace?.recordRuleInput(
      presentation: proposal.presentation.rawValue, context: proposal.context, presented: planner.presented)

    switch proposal.presentation {
    case .default:
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &planner)
      switch proposal.context {
      case .default:
        planner.trace?.recordRow(.defaultInDefault)
        planRouteVisit(of: entry, to: proposal.url, on: .main, action: proposal.options.action, in: &planner)
        let wasPresented = planner.presented
        planner.dismiss(animated: animated)
        planPushOrReplace(entry, on: .main, proposal: proposal, leavingModal: wasPresented, in: &planner)
      case .modal:
        planRouteVisit(of: entry, to: proposal.url, on: .modal, action: proposal.options.action, in: &planner)
        if planner.presented {
          planner.trace?.recordRow(.defaultInPresentedModal)
          planPushOrReplace(entry, on: .modal, proposal: proposal, leavingModal: false, in: &planner)
        } else {
          planner.trace?.recordRow(.defaultInNewModal)
          planner.setStack(.modal, to: [entry], animated: animated)
          planner.present(style: proposal.modalStyle, animated: animated)
        }
      }
    case .replace:
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &planner)
      switch proposal.context {
      case .default:
        planner.trace?.recordRow(.replaceInDefault)
        planRouteVisit(of: entry, to: proposal.url, on: .main, action: proposal.options.action, in: &planner)
        planner.dismiss(animated: animated)
        planner.replaceTop(.main, with: entry)
      case .modal:
        planRouteVisit(of: entry, to: proposal.url, on: .modal, action: proposal.options.action, in: &planner)
        if planner.presented {
          planner.trace?.recordRow(.replaceInPresentedModal)
          planner.replaceTop(.modal, with: entry)
        } else {
          planner.trace?.recordRow(.replaceInNewModal)
          planner.setStack(.modal, to: [entry], animated: false)
          planner.present(style: proposal.modalStyle, animated: animated)
        }
      }
    case .pop:
      planner.trace?.recordRow(planner.presented ? .popPresented : .popNotPresented)
      planPop(animated: animated, in: &planner)
    case .refresh:
      planRefreshPresentation(historical: proposal.isHistoricalLocation, animated: animated, in: &planner)
    case .clearAll:
      planner.trace?.recordRow(.clearAll)
      planClearAll(animated: animated, in: &planner)
    case .replaceRoot:
      planner.trace?.recordRow(.replaceRoot)
      let entry = makeRoutedEntry(for: proposal, viewController: viewController, in: &planner)
      planRouteVisit(of: entry, to: proposal.url, on: .main, action: .replace, in: &planner)
      planner.dismiss(animated: animated)
      planner.setStack(.main, to: [entry], animated: animated)
    case .none:
      planner.trace?.recordRow(.none)
    }
  }

  /// The `pop` row: dismiss a one-entry modal, pop a deeper one, else pop main
  /// (nothing at one entry or fewer).
  func planPop(animated: Bool, in planner: inout NavigationPlanner) {
    if planner.presented {
      if planner.count(.modal) <= 1 {
        planner.dismiss(animated: animated)
      } else {
        planner.popTop(.modal, animated: animated)
      }
    } else if planner.count(.main) >= 2 {
      planner.popTop(.main, animated: animated)
    }
  }

  /// The `clear_all` row: dismiss, pop main to its root, refresh main's top.
  func planClearAll(animated: Bool, in planner: inout NavigationPlanner) {
    planner.dismiss(animated: animated)
    planner.popToRoot(.main, animated: animated)
    planner.refreshTop(.main)
  }

  /// The back gesture: pops the active stack if it has at least two entries
  /// (animated); a one-entry modal stays (back is not the dismiss gesture).
  func planBack(in planner: inout NavigationPlanner) {
    let kind: StackKind = planner.presented ? .modal : .main
    if planner.count(kind) >= 2 { planner.popTop(kind, animated: true) }
  }

  /// Reselecting the active tab changes nothing on iOS.
  func planReselect(in planner: inout NavigationPlanner) {}

  /// `start` routes the start location like any URL.
  func start(_ navigator: Navigator, at location: URL) throws(NavigationError) -> NavigationOutcome {
    try navigator.route(RouteRequest(url: location)).outcome
  }

  /// Nothing more: iOS reports no visit for a revealed screen.
  func finish(_ planner: inout NavigationPlanner) {}

  /// The requested style, `large` by default.
  func importedModalStyle(_ requested: Navigation.ModalStyle?) -> Navigation.ModalStyle? {
    requested ?? .large
  }

  /// The new screen, stamped with the proposal URL.
  private func makeRoutedEntry(
    for proposal: VisitProposal, viewController: String, in planner: inout NavigationPlanner
  ) -> NavigationEntry {
    planner.makeEntry(
      from: EntrySpec(
        viewController: viewController, routedLocation: proposal.url,
        pullToRefreshEnabled: proposal.pullToRefreshEnabled,
        modalDismissGestureEnabled: proposal.modalDismissGestureEnabled))
  }

  /// The route visit of a new visitable entry, stamped `url` (a non-visitable screen has no web session to visit with).
  private func planRouteVisit(
    of entry: NavigationEntry, to url: URL, on kind: StackKind, action: VisitAction,
    in planner: inout NavigationPlanner
  ) {
    guard entry.visitable else { return }
    planner.visit(Visit(stack: kind, entry: entry.id, url: url, action: action, reason: .route))
  }

  /// The `refresh` rows.
  private func planRefreshPresentation(historical: Bool, animated: Bool, in planner: inout NavigationPlanner) {
    if historical {
      planner.trace?.recordRow(.refreshHistorical)
      planner.refreshTop(.main)
    } else if planner.presented {
      if planner.count(.modal) <= 1 {
        planner.trace?.recordRow(.refreshPresentedSingle)
        planner.dismiss(animated: animated)
        planner.refreshTop(.main)
      } else {
        planner.trace?.recordRow(.refreshPresentedDeeper)
        planner.popTop(.modal, animated: animated)
        planner.refreshTop(.modal)
      }
    } else {
      planner.trace?.recordRow(.refreshNotPresented)
      if planner.count(.main) >= 2 { planner.popTop(.main, animated: animated) }
      planner.refreshTop(.main)
    }
  }

  /// Push-or-replace (docs/navigator.md §3.5): same page → replace the top; previous
  /// page → pop (the new entry is discarded); `advance` or leaving a modal →
  /// push; otherwise replace the top.
  private func planPushOrReplace(
    _ entry: NavigationEntry, on kind: StackKind, proposal: VisitProposal, leavingModal: Bool,
    in planner: inout NavigationPlanner
  ) {
    let animated = proposal.animated
    if let top = planner.top(kind) {
      let identity = LocationIdentity(proposal.url)
      if isSameLocation(top, at: .top, on: kind, as: identity, of: proposal, in: &planner) {
        planner.replaceTop(kind, with: entry)
        return
      }
      if planner.count(kind) >= 2, let previous = planner.entry(kind, belowTop: 1),
        isSameLocation(previous, at: .previous, on: kind, as: identity, of: proposal, in: &planner)
      {
        planner.popTop(kind, animated: animated)
        return
      }
    }
    if proposal.options.action == .advance || leavingModal {
      planner.push(entry, onto: kind, animated: animated)
    } else {
      planner.replaceTop(kind, with: entry)
    }
  }

  /// Whether `entry`'s stamp is the proposal's location (`identity` is its URL's); an unstamped entry
  /// warns and never matches (seed 001). The comparison is recorded into the planner's trace.
  private func isSameLocation(
    _ entry: NavigationEntry, at position: IdentityComparison.Position, on kind: StackKind,
    as identity: LocationIdentity, of proposal: VisitProposal, in planner: inout NavigationPlanner
  ) -> Bool {
    guard let stamp = entry.stamp else {
      planner.warn(.unstampedEntry(stack: kind, entry: entry.id))
      planner.trace?.recordComparison(
        IdentityComparison(
          stack: kind, entry: entry.id, position: position, stamp: nil, same: false,
          reason: IdentityComparison.unstampedReason))
      return false
    }
    let presentation = proposal.queryStringPresentation
    let same = stamp.isSameLocation(as: identity, queryStringPresentation: presentation)
    planner.trace?.recordComparison(
      IdentityComparison(
        stack: kind, entry: entry.id, position: position, stamp: stamp.absoluteString, same: same,
        reason: stamp.sameLocationReason(as: identity, queryStringPresentation: presentation, same: same)))
    return same
  }
}
