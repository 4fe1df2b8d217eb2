#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `Navigating` commands with their outcomes, and `start`.
extension Navigator {
  /// `pop` (docs/navigator.md §3.5's `pop` row): dismisses a one-entry modal, pops a
  /// deeper modal, else pops main (nothing at one entry or fewer).
  @discardableResult
  public func performPop(animated: Bool) -> NavigationOutcome {
    var planner = makePlanner()
    rules.planPop(animated: animated, in: &planner)
    return apply(&planner)
  }

  /// `clearAll` (the `clear_all` row): dismisses, pops main to its root (one
  /// `setStack`) and refreshes main's top.
  @discardableResult
  public func performClearAll(animated: Bool) -> NavigationOutcome {
    var planner = makePlanner()
    rules.planClearAll(animated: animated, in: &planner)
    return apply(&planner)
  }

  /// `reload`: one `advance` visit with reason `reload` per stack (main, then
  /// modal) whose top is visitable and has a `currentURL`. Changes no stack.
  @discardableResult
  public func performReload() -> NavigationOutcome {
    var planner = makePlanner()
    for kind in StackKind.allCases {
      guard let top = stack(kind).top, top.visitable, let url = top.currentURL else { continue }
      planner.visit(Visit(stack: kind, entry: top.id, url: url, action: .advance, reason: .reload))
    }
    return apply(&planner)
  }

  /// Starts at the start location when both stacks are empty (iOS routes it;
  /// Android pushes its entry directly). Otherwise warns
  /// `alreadyStarted` (checked first), or `noStartLocation` when there is none.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func start() throws(NavigationError) -> NavigationOutcome {
    try start(warning: true)
  }

  /// `start`; an implicit start (a tab's) gives no warnings.
  func start(warning: Bool) throws(NavigationError) -> NavigationOutcome {
    guard mainEntries.isEmpty, modalEntries.isEmpty else {
      isStarted = true
      return NavigationOutcome(warnings: warning ? [.alreadyStarted] : [])
    }
    guard let location = startLocation else {
      isStarted = true
      return NavigationOutcome(warnings: warning ? [.noStartLocation] : [])
    }
    let outcome = try rules.start(self, at: location)
    isStarted = true
    return outcome
  }

  /// Undoes a start that a later one of the same request could not follow: empty stacks,
  /// fresh web sessions, not started (``NavigatorGroup/loadTabs()``).
  func resetToUnstarted() {
    mainEntries = []
    modalEntries = []
    presented = false
    modalStyle = nil
    webSessions = Self.initialWebSessions(on: configuration.platform)
    isStarted = false
  }

  /// Selecting this navigator's tab while it is already active: iOS pops main to its
  /// root (animated, a presented modal stays); Android clears it (`clearAll`, not animated)
  /// unless `clearNavigationOnTabReselection` is false.
  @discardableResult
  public func performReselect() -> NavigationOutcome {
    var planner = makePlanner()
    rules.planReselect(in: &planner)
    return apply(&planner)
  }
}
