#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The primitive steps every operation is planned with, and how a plan is
/// checked and applied.
extension Navigator {
  func makePlan() -> NavigationPlan {
    NavigationPlan(
      main: StackPlan(keep: mainEntries.count), modal: StackPlan(keep: modalEntries.count), presented: presented,
      modalStyle: modalStyle, firstNewEntryID: environment.nextEntryID)
  }

  /// The planned entry `offset` places below the top of `kind` (0 = the top).
  func plannedEntry(_ kind: StackKind, belowTop offset: Int, in plan: NavigationPlan) -> NavigationEntry? {
    let stackPlan = plan[kind]
    let position = stackPlan.count - 1 - offset
    guard position >= 0 else { return nil }
    if position >= stackPlan.keep { return stackPlan.appended[position - stackPlan.keep] }
    return kind == .main ? mainEntries[position] : modalEntries[position]
  }

  /// The planned top of `kind`.
  func plannedTop(_ kind: StackKind, in plan: NavigationPlan) -> NavigationEntry? {
    plannedEntry(kind, belowTop: 0, in: plan)
  }

  /// A new entry with a fresh id from the plan.
  func makeEntry(from spec: EntrySpec, in plan: inout NavigationPlan) -> NavigationEntry {
    let id = plan.firstNewEntryID + plan.newEntryCount
    plan.newEntryCount += 1
    // Without its own currentURL the entry shows its stamp: one stored string serves both.
    let stamp = spec.routedLocation.map(StoredURL.init)
    return NavigationEntry(
      id: id, viewController: spec.viewController,
      visitable: spec.visitable ?? configuration.isVisitable(spec.viewController),
      stamp: stamp, current: spec.currentURL.map(StoredURL.init) ?? stamp,
      pullToRefreshEnabled: spec.pullToRefreshEnabled, modalDismissGestureEnabled: spec.modalDismissGestureEnabled)
  }

  func planPush(_ entry: NavigationEntry, onto kind: StackKind, animated: Bool, in plan: inout NavigationPlan) {
    plan[kind].appended.append(entry)
    plan.operations.append(.push(stack: kind, entry: entry.id, animated: animated))
  }

  /// Pops the top of `kind` (the caller checks there is one to pop).
  func planPopTop(_ kind: StackKind, animated: Bool, in plan: inout NavigationPlan) {
    guard let top = plannedTop(kind, in: plan) else { return }
    if plan[kind].appended.isEmpty {
      plan[kind].keep -= 1
    } else {
      plan[kind].appended.removeLast()
    }
    plan.operations.append(.pop(stack: kind, entry: top.id, animated: animated))
  }

  /// Replaces the top of `kind` with `entry`, never animated; an empty stack becomes `[entry]`.
  func planReplaceTop(_ kind: StackKind, with entry: NavigationEntry, in plan: inout NavigationPlan) {
    guard let top = plannedTop(kind, in: plan) else {
      planSetStack(kind, to: [entry], animated: false, in: &plan)
      return
    }
    if plan[kind].appended.isEmpty {
      plan[kind].keep -= 1
    } else {
      plan[kind].appended.removeLast()
    }
    plan[kind].appended.append(entry)
    plan.operations.append(.replace(stack: kind, entry: entry.id, replaced: top.id))
  }

  /// Makes `kind` hold exactly the new `entries`.
  func planSetStack(_ kind: StackKind, to entries: [NavigationEntry], animated: Bool, in plan: inout NavigationPlan) {
    plan[kind] = StackPlan(keep: 0, appended: entries)
    plan.operations.append(.setStack(stack: kind, entries: entries.map(\.id), animated: animated))
  }

  /// Pops `kind` down to its root (one `setStack`); nothing at one entry or fewer.
  func planPopToRoot(_ kind: StackKind, animated: Bool, in plan: inout NavigationPlan) {
    guard plan[kind].count >= 2, let root = plannedEntry(kind, belowTop: plan[kind].count - 1, in: plan) else {
      return
    }
    plan[kind] = plan[kind].keep >= 1 ? StackPlan(keep: 1) : StackPlan(keep: 0, appended: [root])
    plan.operations.append(.setStack(stack: kind, entries: [root.id], animated: animated))
  }

  func planPresent(style: Navigation.ModalStyle, animated: Bool, in plan: inout NavigationPlan) {
    plan.presented = true
    plan.modalStyle = style
    plan.operations.append(.present(modalStyle: style, animated: animated))
  }

  /// Dismisses the modal and empties it; nothing when nothing is presented.
  func planDismiss(animated: Bool, in plan: inout NavigationPlan) {
    guard plan.presented else { return }
    plan.presented = false
    plan.modalStyle = nil
    plan.modal = StackPlan(keep: 0)
    plan.operations.append(.dismiss(animated: animated))
  }

  /// Refreshes the top of `kind` if it is visitable: a `refresh` operation and
  /// a `replace` visit of its `currentURL` (no visit without one).
  func planRefreshTop(_ kind: StackKind, in plan: inout NavigationPlan) {
    guard let top = plannedTop(kind, in: plan), top.visitable else { return }
    plan.operations.append(.refresh(stack: kind, entry: top.id))
    if let url = top.currentURL {
      plan.visits.append(Visit(stack: kind, entry: top.id, url: url, action: .replace, reason: .refresh))
    }
  }

  /// The `pop` row: dismiss a one-entry modal, pop a deeper one, else pop main
  /// (nothing at one entry or fewer).
  func planPopPresentation(animated: Bool, in plan: inout NavigationPlan) {
    if plan.presented {
      if plan.modal.count <= 1 {
        planDismiss(animated: animated, in: &plan)
      } else {
        planPopTop(.modal, animated: animated, in: &plan)
      }
    } else if plan.main.count >= 2 {
      planPopTop(.main, animated: animated, in: &plan)
    }
  }

  /// The `clear_all` row: dismiss, pop main to its root, refresh main's top.
  func planClearAll(animated: Bool, in plan: inout NavigationPlan) {
    planDismiss(animated: animated, in: &plan)
    planPopToRoot(.main, animated: animated, in: &plan)
    planRefreshTop(.main, in: &plan)
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
