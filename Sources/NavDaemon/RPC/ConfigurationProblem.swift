/// One problem in a path configuration or route table, for a `-32011` error.
public struct ConfigurationProblem: Sendable, Hashable {
  /// Where the problem is, written like `routes[1].patterns[0]`.
  public var path: String
  /// What is wrong there.
  public var reason: String

  /// A problem at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
