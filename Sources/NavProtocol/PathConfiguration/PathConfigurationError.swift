/// A path-configuration source that cannot be used, with every problem found.
public struct PathConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every problem, in document order.
  public var problems: [ConfigurationProblem]

  /// An error listing `problems`.
  public init(problems: [ConfigurationProblem]) {
    self.problems = problems
  }

  /// `invalid path configuration: ` and every problem as `PATH: REASON`, joined by `; `.
  public var description: String {
    "invalid path configuration: " + problems.map(\.description).joined(separator: "; ")
  }
}
