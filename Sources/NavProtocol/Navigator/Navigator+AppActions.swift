#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the app does outside the navigator (PROTOCOL.md §7), and setting the
/// stacks directly (state import).
extension Navigator {
  /// The system back gesture: pops the active stack if it has at least two
  /// entries (animated), else nothing.
  @discardableResult
  public func back() -> NavigationOutcome {
    var plan = makePlan()
    let kind = activeStackKind
    if plan[kind].count >= 2 { planPopTop(kind, animated: true, in: &plan) }
    apply(plan)
    return plan.outcome
  }

  /// The user swipes the modal away (an animated `dismiss`); nothing when
  /// nothing is presented.
  /// - Throws: ``NavigationError/modalDismissGestureDisabled(entry:)`` when the
  ///   modal's top entry disables the gesture.
  @discardableResult
  public func dismissModal() throws(NavigationError) -> NavigationOutcome {
    guard presented else { return .nothing }
    if let top = modalEntries.last, !top.modalDismissGestureEnabled {
      throw .modalDismissGestureDisabled(entry: top.id)
    }
    var plan = makePlan()
    planDismiss(animated: true, in: &plan)
    apply(plan)
    return plan.outcome
  }

  /// App code pushes a screen without routing it: stamped when `spec` has a
  /// `routedLocation`, unstamped otherwise.
  /// - Throws: ``NavigationError/modalNotPresented`` for the modal stack while
  ///   nothing is presented; ``NavigationError/stackLimitExceeded(stack:limit:)``.
  @discardableResult
  public func push(_ spec: EntrySpec, onto kind: StackKind, animated: Bool = true) throws(NavigationError)
    -> NavigationOutcome
  {
    if kind == .modal && !presented { throw .modalNotPresented }
    var plan = makePlan()
    let entry = makeEntry(from: spec, in: &plan)
    planPush(entry, onto: kind, animated: animated, in: &plan)
    try commit(plan)
    return plan.outcome
  }

  /// The web view of entry `id` (default: the active stack's top) now shows
  /// `url`: updates its `currentURL`, never its `routedLocation`.
  /// - Returns: the updated entry.
  /// - Throws: ``NavigationError/unknownEntry(_:)``, or
  ///   ``NavigationError/noActiveEntry`` when no id is given and the active stack is empty.
  @discardableResult
  public func didChangeURL(_ url: URL, entry id: EntryID? = nil) throws(NavigationError) -> NavigationEntry {
    let kind: StackKind
    let index: Int
    if let id {
      guard let found = location(of: id) else { throw .unknownEntry(id) }
      (kind, index) = found
    } else {
      kind = activeStackKind
      let count = kind == .main ? mainEntries.count : modalEntries.count
      guard count > 0 else { throw .noActiveEntry }
      index = count - 1
    }
    switch kind {
    case .main:
      mainEntries[index].current = StoredURL(url)
      return mainEntries[index]
    case .modal:
      modalEntries[index].current = StoredURL(url)
      return modalEntries[index]
    }
  }

  /// Sets both stacks directly (state import). Every entry gets a fresh id.
  ///
  /// - Parameters:
  ///   - presented: default "the modal stack is not empty"; must agree with it.
  ///   - modalStyle: the style while presented (default `large`); ignored otherwise.
  /// - Returns: non-animated `setStack` main then modal, plus `present` (only if
  ///   nothing was presented before) or `dismiss` (only if something was); no
  ///   operations when the stacks were and stay empty and nothing is presented.
  /// - Throws: ``NavigationError/presentedMismatch(presented:modalEntries:)``,
  ///   ``NavigationError/stackLimitExceeded(stack:limit:)``.
  @discardableResult
  public func setStacks(
    main: [EntrySpec], modal: [EntrySpec], presented requestedPresented: Bool? = nil,
    modalStyle requestedStyle: Navigation.ModalStyle? = nil
  ) throws(NavigationError) -> NavigationOutcome {
    let willPresent = requestedPresented ?? !modal.isEmpty
    guard willPresent == !modal.isEmpty else {
      throw .presentedMismatch(presented: willPresent, modalEntries: modal.count)
    }
    let limit = environment.limits.maxStackEntries
    if main.count > limit { throw .stackLimitExceeded(stack: .main, limit: limit) }
    if modal.count > limit { throw .stackLimitExceeded(stack: .modal, limit: limit) }

    var plan = makePlan()
    let wasEmpty = mainEntries.isEmpty && modalEntries.isEmpty && !presented
    if wasEmpty && main.isEmpty && modal.isEmpty { return .nothing }
    let mainEntries = main.map { makeEntry(from: $0, in: &plan) }
    let modalEntries = modal.map { makeEntry(from: $0, in: &plan) }
    let wasPresented = plan.presented
    planSetStack(.main, to: mainEntries, animated: false, in: &plan)
    planSetStack(.modal, to: modalEntries, animated: false, in: &plan)
    if willPresent {
      plan.presented = true
      plan.modalStyle = requestedStyle ?? .large
      if !wasPresented { plan.operations.append(.present(modalStyle: plan.modalStyle ?? .large, animated: false)) }
    } else {
      plan.presented = false
      plan.modalStyle = nil
      if wasPresented { plan.operations.append(.dismiss(animated: false)) }
    }
    try commit(plan)
    return plan.outcome
  }
}
