#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the app does outside the navigator (docs/protocol.md §7), and setting the
/// stacks directly (state import).
extension Navigator {
  /// The system back gesture: on iOS pops the active stack if it has at least
  /// two entries (animated), else nothing; on Android it is `pop`.
  @discardableResult
  public func back() -> NavigationOutcome {
    var planner = makePlanner()
    rules.planBack(in: &planner)
    return apply(&planner)
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
    var planner = makePlanner()
    planner.dismiss(animated: true)
    return apply(&planner)
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
    var planner = makePlanner()
    let entry = planner.makeEntry(from: spec)
    planner.push(entry, onto: kind, animated: animated)
    return try commit(&planner)
  }

  /// The web view of entry `id` (default: the active stack's top) now shows
  /// `url`: updates its `currentURL`, never its `routedLocation`.
  /// - Returns: the updated entry.
  /// - Throws: ``NavigationError/unknownEntry(_:)``, or
  ///   ``NavigationError/noActiveEntry`` when no id is given and the active stack is empty.
  @discardableResult
  public func didChangeURL(_ url: URL, entry id: EntryID? = nil) throws(NavigationError) -> NavigationEntry {
    try updateEntry(id) { $0.current = StoredURL(url) }
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

    var planner = makePlanner()
    let wasEmpty = mainEntries.isEmpty && modalEntries.isEmpty && !presented
    if wasEmpty && main.isEmpty && modal.isEmpty { return .nothing }
    let mainEntries = main.map { planner.makeEntry(from: $0) }
    let modalEntries = modal.map { planner.makeEntry(from: $0) }
    let wasPresented = planner.presented
    planner.setStack(.main, to: mainEntries, animated: false)
    planner.setStack(.modal, to: modalEntries, animated: false)
    if willPresent {
      let style = rules.importedModalStyle(requestedStyle)
      planner.setPresentation(presented: true, modalStyle: style)
      if !wasPresented { planner.record(.present(modalStyle: style, animated: false)) }
    } else {
      planner.setPresentation(presented: false, modalStyle: nil)
      if wasPresented { planner.record(.dismiss(animated: false)) }
    }
    return try commit(&planner)
  }
}
