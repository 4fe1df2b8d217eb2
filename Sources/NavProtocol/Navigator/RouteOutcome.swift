/// What routing a URL did (docs/protocol.md §5 `route`).
public struct RouteOutcome: Sendable, Hashable {
  /// The router's decision.
  public var decision: Router.Decision
  /// The route decision handler that decided; `nil` when none matched.
  public var handler: String?
  /// What that handler opened outside the navigator.
  public var external: ExternalNavigation?
  /// The proposal (built even when the router cancelled).
  public var proposal: VisitProposal
  /// The delegate's answer; `nil` when the router cancelled.
  public var proposalResult: ProposalResult?
  /// The stack changes, visits and warnings.
  public var outcome: NavigationOutcome
  /// Whether the proposal never reached native navigation: its URL was the one its web session
  /// shows, so the web view re-rendered in place (docs/web-side.md); ``decision`` is then meaningless.
  public var inPlace = false

  /// An outcome.
  public init(
    decision: Router.Decision, handler: String?, external: ExternalNavigation?, proposal: VisitProposal,
    proposalResult: ProposalResult?, outcome: NavigationOutcome
  ) {
    self.decision = decision
    self.handler = handler
    self.external = external
    self.proposal = proposal
    self.proposalResult = proposalResult
    self.outcome = outcome
  }

  /// The primitive stack changes, in order.
  public var operations: [NavigationOperation] { outcome.operations }
  /// The visits, in order.
  public var visits: [Visit] { outcome.visits }
  /// The warnings, in order.
  public var warnings: [NavigationWarning] { outcome.warnings }
}
