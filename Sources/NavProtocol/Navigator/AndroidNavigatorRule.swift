/// What Hotwire Native Android's `NavigatorRule` decides for one pass of a
/// proposal over the back stack (docs/android.md, The rule, steps 1–2): the presentation,
/// the navigator mode, and for a dismissed modal the action of the modal result.
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

  /// Decides the rule for `proposal` routed with `action` on `planner`'s stacks,
  /// comparing locations through `samePage` (whose warnings go to the planner).
  init(
    _ proposal: VisitProposal, action: VisitAction, samePage: inout AndroidSamePage,
    planner: inout NavigationPlanner
  ) {
    let backStack = AndroidBackStack(planner)
    let properties = proposal.androidProperties
    self.backStack = backStack
    newContext = properties.context
    let currentContext = backStack.currentContext
    let leavesModal = currentContext == .modal && newContext == .default

    // Step 1: the presentation.
    let presentation: AndroidPresentation
    switch properties.presentation {
    case .pop where backStack.isAtStartDestination, .clearAll where backStack.isAtStartDestination:
      presentation = .none  // Android cannot pop or clear from its start destination
    case .default:
      let isCurrent = samePage.same(backStack.current, as: .current, in: &planner)
      let isPrevious = samePage.same(backStack.previous, as: .previous, in: &planner)
      if isCurrent && backStack.isAtStartDestination {
        presentation = .replaceRoot
      } else if isPrevious || leavesModal {
        presentation = .pop
      } else if isCurrent || action == .replace {
        presentation = .replace
      } else {
        presentation = .push
      }
    case let explicit:
      presentation = explicit
    }
    newPresentation = presentation

    // Step 2: the mode.
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

    if newNavigationMode == .dismissModal {
      // Decided before the dismiss: the previous location is still below the modal.
      modalResultAction = samePage.same(backStack.previous, as: .previous, in: &planner) ? .replace : .advance
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

  /// Whether Android refuses the route: a `modal` destination cannot use `replace_root`.
  var refusesModalReplaceRoot: Bool { newContext == .modal && newPresentation == .replaceRoot }
}
