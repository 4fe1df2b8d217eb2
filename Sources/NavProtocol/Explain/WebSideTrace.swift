/// What the web side decided (docs/protocol.md §10, `webSide`): the proposal's rule and the
/// session it came from, and for a form submission Turbo's outcome and the action it chose.
public struct WebSideTrace: Sendable, Hashable {
  /// The session that proposed.
  public var session: StackKind?
  /// The rule the proposal followed.
  public var proposalRule: ProposalRule?
  /// Turbo's outcome for a form submission.
  public var formOutcome: FormOutcome?
  /// The action a form's proposal got.
  public var formAction: VisitAction?
  /// Why that action.
  public var formActionReason: String?
}
