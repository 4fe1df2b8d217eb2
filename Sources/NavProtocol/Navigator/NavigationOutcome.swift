/// What a call changed and started: its operations, visits and warnings, in order.
public struct NavigationOutcome: Sendable, Hashable {
  /// The primitive stack changes.
  public var operations: [NavigationOperation]
  /// The visits the web sessions started.
  public var visits: [Visit]
  /// Warnings.
  public var warnings: [NavigationWarning]

  /// An outcome.
  public init(operations: [NavigationOperation] = [], visits: [Visit] = [], warnings: [NavigationWarning] = []) {
    self.operations = operations
    self.visits = visits
    self.warnings = warnings
  }

  /// Nothing happened.
  public static let nothing = NavigationOutcome()

  /// Whether the stacks changed.
  public var changedStacks: Bool { !operations.isEmpty }
}
