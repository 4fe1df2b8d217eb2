/// The presentation rule that placed a proposal.
public struct PresentationRuleTrace: Sendable, Hashable {
  /// The presentation the rule applied: on iOS the proposal's; on Android the one Android's rule
  /// decided (never `default`: `push`, `pop`, `replace`, ...).
  public let presentation: String
  /// The proposal's context.
  public let context: Navigation.Context
  /// Whether a modal was presented when the row was chosen (after the historical pre-step).
  public let presented: Bool
  /// The row of docs/navigator.md §3.5 that applied; `nil` on a platform without that table (Android).
  public internal(set) var row: PresentationRow?
  /// The mode of a platform rule with modes (Android); `nil` on iOS.
  public internal(set) var mode: NavigationRuleMode?
}
