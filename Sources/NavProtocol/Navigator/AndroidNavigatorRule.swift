/// What Hotwire Native Android's `NavigatorRule`
/// (`navigation-fragments/src/main/java/dev/hotwire/navigation/navigator/NavigatorRule.kt`)
/// decides for one pass of a proposal over the back stack (docs/android.md, The rule, steps 1–2):
/// the presentation, the navigator mode, and for a dismissed modal the action of the modal result.
struct AndroidNavigatorRule {
  /// How the navigator carries the presentation out (Android's `NavigatorMode`).
  enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Navigate on the current context's stack.
    case inContext = "in-context"
    /// Leave the default context for a modal one.
    case toModal = "to-modal"
    /// Leave the modal context, then route the modal result on the revealed stack.
    case dismissModal = "dismiss-modal"
    /// Refresh the current destination.
    case refresh
    /// Do nothing.
    case none
  }

  /// The back stack the rule was decided on.
  let backStack: AndroidBackStack
  /// The proposal's context.
  let newContext: Navigation.Context
  /// The presentation decided (never `default`).
  let newPresentation: AndroidPresentation
  /// The navigator mode.
  let newNavigationMode: Mode
  /// For `dismiss-modal`, the action the modal result routes with: `replace`
  /// when the new URL is the previous location, else `advance`.
  let modalResultAction: VisitAction?

  /// Decides the rule for `proposal` routed with `action` on `backStack`; `locationsAreSame`
  /// answers whether an entry of the back stack (at the place named) is the new location.
  init(
    _ proposal: VisitProposal, action: VisitAction, on backStack: AndroidBackStack,
    locationsAreSame: (
      _ position: (kind: StackKind, entry: NavigationEntry)?, _ place: IdentityComparison.Position
    ) -> Bool
  ) {
    let properties = proposal.androidProperties
    self.backStack = backStack
    newContext = properties.context
    let currentContext = backStack.currentContext
    let leavesModal = currentContext == .modal && newContext == .default

    // Step 1: the presentation (`newPresentation()`).
    let presentation: AndroidPresentation
    switch properties.presentation {
    case .pop where backStack.isAtStartDestination, .clearAll where backStack.isAtStartDestination:
      presentation = .none  // Android cannot pop or clear from its start destination
    case .default:
      let locationIsCurrent = locationsAreSame(backStack.current, .current)
      let locationIsPrevious = locationsAreSame(backStack.previous, .previous)
      if locationIsCurrent && backStack.isAtStartDestination {
        presentation = .replaceRoot
      } else if locationIsPrevious || leavesModal {
        presentation = .pop
      } else if locationIsCurrent || action == .replace {
        presentation = .replace
      } else {
        presentation = .push
      }
    case let explicit:
      presentation = explicit
    }
    newPresentation = presentation

    // Step 2: the mode (`newNavigationMode()`).
    if leavesModal && presentation != .replaceRoot {
      newNavigationMode = .dismissModal
    } else if currentContext == .default && newContext == .modal && presentation != .replaceRoot {
      newNavigationMode = .toModal
    } else if presentation == .refresh {
      newNavigationMode = .refresh
    } else if presentation == .none {
      newNavigationMode = .none
    } else {
      newNavigationMode = .inContext
    }

    // The modal result (`newModalResult()`), decided before the dismiss: the previous location
    // is still below the modal.
    if newNavigationMode == .dismissModal {
      modalResultAction = locationsAreSame(backStack.previous, .previous) ? .replace : .advance
    } else {
      modalResultAction = nil
    }
  }

  /// Records the rule into `planner`'s trace: the decided presentation, the context, the
  /// state it was decided in, and the mode (Android has no presentation-table row).
  func record(in planner: NavigationPlanner) {
    guard let trace = planner.trace else { return }
    trace.recordRuleInput(
      presentation: newPresentation.rawValue, context: newContext, presented: backStack.currentContext == .modal)
    trace.recordMode(NavigationRuleMode(rawValue: newNavigationMode.rawValue) ?? .none)
  }

  /// Whether Android refuses the route (`verifyNavRules()`): a `modal` destination cannot use `replace_root`.
  var refusesModalReplaceRoot: Bool { newContext == .modal && newPresentation == .replaceRoot }
}
