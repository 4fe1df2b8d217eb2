#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One request on the iOS stacks, as Hotwire Native iOS's `NavigationHierarchyController`
/// (`Source/Turbo/Navigator/NavigationHierarchyController.swift`) works on its main and modal
/// navigation controllers: the planner stands for those controllers, and each method is the
/// upstream helper of the same name (docs/navigator.md §3.4–§3.5; docs/hotwire-parity.md
/// compares them row by row).
///
/// Each presentation helper returns the row of the presentation table it took, and
/// ``route(_:via:)`` records that row once. Identity comparisons record themselves where they
/// are made (``isSameLocation(_:at:on:as:of:)``).
struct IOSHierarchy {
  /// The request's plan, and the stacks as they will look once it is applied.
  var planner: NavigationPlanner

  /// Runs `body` on a hierarchy that holds `planner` meanwhile.
  static func update(_ planner: inout NavigationPlanner, _ body: (inout IOSHierarchy) -> Void) {
    var hierarchy = IOSHierarchy(planner: consume planner)
    body(&hierarchy)
    planner = (consume hierarchy).planner
  }

  /// `route(controller:proposal:)`: the historical pre-step (§3.4), then the row of the
  /// presentation table (§3.5) for the proposal's presentation. `viewController` identifies the
  /// new screen, made only by the presentations that show one.
  mutating func route(_ viewController: String, via proposal: VisitProposal) {
    dismissModalIfNeeded(for: proposal)
    planner.trace?.recordRuleInput(
      presentation: proposal.presentation.rawValue, context: proposal.context, presented: planner.presented)

    let row: PresentationRow =
      switch proposal.presentation {
      case .default: navigate(with: viewController, via: proposal)
      case .pop: pop(animated: proposal.animated)
      case .replace: replace(with: viewController, via: proposal)
      case .refresh: refresh(via: proposal)
      case .clearAll: clearAll(animated: proposal.animated)
      case .replaceRoot: replaceRoot(with: viewController, via: proposal)
      case .none: .none  // Do nothing.
      }
    planner.trace?.recordRow(row)
  }

  /// `pop(animated:)`: dismiss a one-entry modal, else pop it; not presented, pop main
  /// (nothing at its root, where UIKit's pop does nothing).
  mutating func pop(animated: Bool) -> PresentationRow {
    if planner.presented {
      if planner.count(.modal) <= 1 {
        planner.dismiss(animated: animated)
      } else {
        planner.popTop(.modal, animated: animated)
      }
      return .popPresented
    }
    if planner.count(.main) >= 2 { planner.popTop(.main, animated: animated) }
    return .popNotPresented
  }

  /// `clearAll(animated:)`: dismiss, pop main to its root, refresh main's top.
  mutating func clearAll(animated: Bool) -> PresentationRow {
    planner.dismiss(animated: animated)
    planner.popToRoot(.main, animated: animated)
    planner.refreshTop(.main)
    return .clearAll
  }

  // MARK: Private

  /// `isInModalContext`: whether the modal is presented (a headless dismiss is never in flight).
  private var isInModalContext: Bool { planner.presented }

  /// `navigate(with:via:)`, the `default` presentation. In the default context: visit on main,
  /// dismiss any modal, push-or-replace on main (leaving a modal pushes). In the modal context:
  /// push-or-replace on the presented modal, else present a modal holding the new entry alone.
  private mutating func navigate(with viewController: String, via proposal: VisitProposal) -> PresentationRow {
    let entry = makeEntry(viewController, via: proposal)
    let animated = proposal.animated
    switch proposal.context {
    case .default:
      planner.visitRoute(of: entry, on: .main, to: proposal.url, action: proposal.options.action)
      let willReplaceModalContext = isInModalContext
      planner.dismiss(animated: animated)
      pushOrReplace(on: .main, with: entry, via: proposal, didReplaceModalContext: willReplaceModalContext)
      return .defaultInDefault
    case .modal:
      planner.visitRoute(of: entry, on: .modal, to: proposal.url, action: proposal.options.action)
      if isInModalContext {
        pushOrReplace(on: .modal, with: entry, via: proposal)
        return .defaultInPresentedModal
      }
      planner.setStack(.modal, to: [entry], animated: animated)
      planner.present(style: proposal.modalStyle, animated: animated)
      return .defaultInNewModal
    }
  }

  /// `pushOrReplace(on:with:via:didReplaceModalContext:)` (docs/navigator.md §3.5): same page →
  /// replace the top; previous page → pop (the new entry is discarded); `advance` or a replaced
  /// modal context → push; otherwise replace the top.
  private mutating func pushOrReplace(
    on kind: StackKind, with entry: NavigationEntry, via proposal: VisitProposal,
    didReplaceModalContext: Bool = false
  ) {
    let animated = proposal.animated
    let identity = LocationIdentity(proposal.url)
    if visitingSamePage(on: kind, as: identity, via: proposal) {
      planner.replaceTop(kind, with: entry)
    } else if visitingPreviousPage(on: kind, as: identity, via: proposal) {
      planner.cancelVisits(of: entry)  // the new screen is never shown: its visit neither renders nor caches
      planner.popTop(kind, animated: animated)
    } else if proposal.options.action == .advance || didReplaceModalContext {
      planner.push(entry, onto: kind, animated: animated)
    } else {
      planner.replaceTop(kind, with: entry)
    }
  }

  /// `visitingSamePage(on:with:via:)`: whether the top of `kind` was routed to the proposal's
  /// location, whose identity is `identity`.
  private mutating func visitingSamePage(
    on kind: StackKind, as identity: LocationIdentity, via proposal: VisitProposal
  ) -> Bool {
    guard let top = planner.top(kind) else { return false }
    return isSameLocation(top, at: .top, on: kind, as: identity, of: proposal)
  }

  /// `visitingPreviousPage(on:with:via:)`: whether the entry below the top of `kind` was routed to
  /// the proposal's location, whose identity is `identity`.
  private mutating func visitingPreviousPage(
    on kind: StackKind, as identity: LocationIdentity, via proposal: VisitProposal
  ) -> Bool {
    guard planner.count(kind) >= 2, let previous = planner.entry(kind, belowTop: 1) else { return false }
    return isSameLocation(previous, at: .previous, on: kind, as: identity, of: proposal)
  }

  /// Whether `entry`'s stamp is the proposal's location (`identity` is its URL's), upstream's
  /// `routedLocation.isSameLocation(as:pathProperties:)`; an unstamped entry warns and never
  /// matches (docs/navigator.md §3.7). The comparison is recorded into the planner's trace.
  private mutating func isSameLocation(
    _ entry: NavigationEntry, at position: IdentityComparison.Position, on kind: StackKind,
    as identity: LocationIdentity, of proposal: VisitProposal
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

  /// `replace(with:via:)`: no identity check. In the default context: visit on main, dismiss,
  /// replace main's top. In the modal context: replace the presented modal's top, else present a
  /// modal holding the new entry alone.
  private mutating func replace(with viewController: String, via proposal: VisitProposal) -> PresentationRow {
    let entry = makeEntry(viewController, via: proposal)
    switch proposal.context {
    case .default:
      planner.visitRoute(of: entry, on: .main, to: proposal.url, action: proposal.options.action)
      planner.dismiss(animated: proposal.animated)
      planner.replaceTop(.main, with: entry)
      return .replaceInDefault
    case .modal:
      planner.visitRoute(of: entry, on: .modal, to: proposal.url, action: proposal.options.action)
      if planner.presented {
        planner.replaceTop(.modal, with: entry)
        return .replaceInPresentedModal
      }
      planner.setStack(.modal, to: [entry], animated: false)
      planner.present(style: proposal.modalStyle, animated: proposal.animated)
      return .replaceInNewModal
    }
  }

  /// `refresh(via:)`: a historical location refreshes main's top (the pre-step dismissed the
  /// modal); a one-entry modal is dismissed and main's top refreshed; a deeper modal is popped and
  /// its top refreshed; otherwise main is popped (not at its root) and its top refreshed.
  private mutating func refresh(via proposal: VisitProposal) -> PresentationRow {
    if proposal.isHistoricalLocation {
      planner.refreshTop(.main)
      return .refreshHistorical
    }
    let animated = proposal.animated
    if planner.presented {
      if planner.count(.modal) <= 1 {
        planner.dismiss(animated: animated)
        planner.refreshTop(.main)
        return .refreshPresentedSingle
      }
      planner.popTop(.modal, animated: animated)
      planner.refreshTop(.modal)
      return .refreshPresentedDeeper
    }
    if planner.count(.main) >= 2 { planner.popTop(.main, animated: animated) }
    planner.refreshTop(.main)
    return .refreshNotPresented
  }

  /// `replaceRoot(with:via:)`: visit with `replace`, dismiss, main holds the new entry alone.
  private mutating func replaceRoot(with viewController: String, via proposal: VisitProposal) -> PresentationRow {
    let entry = makeEntry(viewController, via: proposal)
    let animated = proposal.animated
    planner.visitRoute(of: entry, on: .main, to: proposal.url, action: .replace, keepsResponse: false)
    planner.dismiss(animated: animated)
    planner.setStack(.main, to: [entry], animated: animated)
    return .replaceRoot
  }

  /// `dismissModalIfNeeded(for:)`: a historical location always dismisses the modal (§3.4).
  private mutating func dismissModalIfNeeded(for proposal: VisitProposal) {
    if proposal.isHistoricalLocation { planner.dismiss(animated: proposal.animated) }
  }

  /// The new screen, stamped with the proposal URL (upstream sets `routedLocation` in `route`).
  private mutating func makeEntry(_ viewController: String, via proposal: VisitProposal) -> NavigationEntry {
    planner.makeEntry(
      from: EntrySpec(
        viewController: viewController, routedLocation: proposal.url,
        pullToRefreshEnabled: proposal.pullToRefreshEnabled,
        modalDismissGestureEnabled: proposal.modalDismissGestureEnabled))
  }
}
